import { EMPTY_FEED_TEXT, formatReadCookie, NC_KEYS, notificationDotShown, parseReadCookie, READ_COOKIE, sessionTimestamp, storedDot, storedReadCodes, storeReadState, timestampExpired, type StorageLike } from '../../shared/notifications/notification-state';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const NOW = Date.UTC(2026, 10, 26, 9, 30); // 09:30 UTC
const MINUTES = Math.floor(NOW / 60_000);

describe('notification state in session storage (spec 1 §3, §4)', () => {
  it('uses the spec’s five keys', () => {
    expect(Object.values(NC_KEYS).sort()).toEqual(['NCIconLI', 'NCIconLO', 'NCLIState', 'NCLOState', 'NCTimestamp']);
  });

  it('the session timestamp is the time in minutes plus 960, and counts until that minute has passed', () => {
    expect(sessionTimestamp(NOW)).toBe(MINUTES + 960);
    const stamp = String(sessionTimestamp(NOW));
    expect(timestampExpired(stamp, NOW + 960 * 60_000)).toBe(false);
    expect(timestampExpired(stamp, NOW + 961 * 60_000)).toBe(true);
    expect(timestampExpired(null, NOW)).toBe(true);
    expect(timestampExpired('soon', NOW)).toBe(true);
  });

  it('keeps logged-in and logged-out read state apart, each with its own dot', () => {
    const storage = memoryStorage();
    storeReadState(storage, false, ['tarot-card-2026-11-26'], true, NOW);
    storeReadState(storage, true, ['number-2026-11-26', 'hexagram-2026-11-26'], false, NOW);
    expect(JSON.parse(storage.getItem('NCLOState')!)).toEqual(['tarot-card-2026-11-26']);
    expect(JSON.parse(storage.getItem('NCLIState')!)).toEqual(['number-2026-11-26', 'hexagram-2026-11-26']);
    expect(storage.getItem('NCIconLO')).toBe('true');
    expect(storage.getItem('NCIconLI')).toBe('false');
    expect(storage.getItem('NCTimestamp')).toBe(String(MINUTES + 960));
    expect([...storedReadCodes(storage, false, NOW)]).toEqual(['tarot-card-2026-11-26']);
    expect([...storedReadCodes(storage, true, NOW)]).toEqual(['number-2026-11-26', 'hexagram-2026-11-26']);
    expect(storedDot(storage, false, NOW)).toBe(true);
    expect(storedDot(storage, true, NOW)).toBe(false);
  });

  it('a later write keeps the first timestamp; once it has run out every key is cleared and a new one starts', () => {
    const storage = memoryStorage();
    storeReadState(storage, false, ['a'], true, NOW);
    storeReadState(storage, false, ['a', 'b'], false, NOW + 60 * 60_000);
    expect(storage.getItem('NCTimestamp')).toBe(String(MINUTES + 960));
    const later = NOW + 961 * 60_000;
    expect(storedDot(storage, false, later)).toBeUndefined();
    expect([...storedReadCodes(storage, false, later)]).toEqual([]);
    expect(storage.getItem('NCLOState')).toBeNull();
    expect(storage.getItem('NCIconLO')).toBeNull();
    expect(storage.getItem('NCTimestamp')).toBe(String(sessionTimestamp(later)));
  });

  it('survives garbage in storage', () => {
    const storage = memoryStorage();
    storage.setItem('NCTimestamp', String(MINUTES + 10));
    storage.setItem('NCLOState', '{not json');
    expect([...storedReadCodes(storage, false, NOW)]).toEqual([]);
    storage.setItem('NCLOState', JSON.stringify(['ok', 3, null]));
    expect([...storedReadCodes(storage, false, NOW)]).toEqual(['ok']);
  });
});

describe('the read cookie the header’s dot is rendered from', () => {
  it('round-trips for its own audience and day only', () => {
    const value = formatReadCookie({ loggedIn: false, date: '2026-11-26', allRead: true, codes: ['tarot-card-2026-11-26', 'number-2026-11-26'] });
    expect(parseReadCookie(value, false, '2026-11-26')).toEqual({ allRead: true, codes: new Set(['tarot-card-2026-11-26', 'number-2026-11-26']) });
    expect(parseReadCookie(value, true, '2026-11-26').allRead).toBe(false);
    expect(parseReadCookie(value, false, '2026-11-27').codes.size).toBe(0);
    expect(parseReadCookie('lo|2026-11-26|1|BAD CODE,<x>', false, '2026-11-26').codes.size).toBe(0);
    expect(parseReadCookie(undefined, false, '2026-11-26').allRead).toBe(false);
  });

  it('the dot shows unless this audience has read all of today', () => {
    const all = formatReadCookie({ loggedIn: true, date: '2026-11-26', allRead: true, codes: [] });
    expect(notificationDotShown({}, true, '2026-11-26')).toBe(true);
    expect(notificationDotShown({ [READ_COOKIE]: all }, true, '2026-11-26')).toBe(false);
    expect(notificationDotShown({ [READ_COOKIE]: all }, false, '2026-11-26')).toBe(true);
    expect(notificationDotShown({ [READ_COOKIE]: all }, true, '2026-11-27')).toBe(true);
  });

  it('the empty text is the spec’s, word for word', () => {
    expect(EMPTY_FEED_TEXT).toBe('No new notifications today. Check back tomorrow! In the meantime, get insight with your daily horoscope.');
  });
});
