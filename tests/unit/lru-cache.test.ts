import { LruCache } from '../../server/cache/lru-cache';

describe('the LRU cache', () => {
  it('drops the least recently used entry when full', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('replacing a key keeps one entry with the new value', () => {
    const cache = new LruCache<string>(3);
    cache.set('k', 'old');
    cache.set('k', 'new');
    expect(cache.size).toBe(1);
    expect(cache.get('k')).toBe('new');
  });

  it('never drops an entry read at least once every half of its capacity in insertions, and drops the one left unread', () => {
    const cache = new LruCache<number>(10);
    cache.set('hot', 0);
    for (let i = 1; i <= 100; i++) {
      cache.set(`cold-${i}`, i);
      if (i % 5 === 0) expect(cache.get('hot')).toBe(0);
      expect(cache.size).toBeLessThanOrEqual(10);
    }
    expect(cache.get('hot')).toBe(0);
    // The ten newest insertions but the hot entry's place: the oldest cold ones went first.
    expect(cache.get('cold-90')).toBeUndefined();
    expect(cache.get('cold-92')).toBe(92);
    expect(cache.get('cold-100')).toBe(100);
  });
});
