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
});
