/**
 * A small, nearly least-recently-used cache. A Map keeps insertion order, so the first key is the
 * one to drop. An entry read while it is among the newer half of the insertions is left where it
 * is (moving it costs a delete and an insert, and the hot entries of a page's render are read on
 * every request); read later, it moves to the end. So an entry read at least once every
 * `capacity / 2` insertions is never dropped, and the one dropped is always among the older half.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; inserted: number }>();
  /** Counts insertions: an entry's `inserted` is its place in that count. */
  private clock = 0;

  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.inserted <= this.clock - this.capacity / 2) {
      this.entries.delete(key);
      entry.inserted = ++this.clock;
      this.entries.set(key, entry);
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, inserted: ++this.clock });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
