/**
 * The Daily Insight Feed's read state in the browser (spec 1 §3 "Session storage keys", §4
 * "Notifications"), and the small cookie that tells the server the same thing so the header's
 * dot is right before any script runs. Pure functions over a Storage-like object and a cookie
 * value: shared by the bell island, the server and the tests.
 *
 * - A visitor's read codes live under NCLOState, a member's under NCLIState (logged out and
 *   logged in kept apart); NCIconLO / NCIconLI say whether that audience's dot shows.
 * - NCTimestamp is when the stored state stops counting, in minutes since the epoch: the minute
 *   it was started plus 960 (16 hours). Past it, every key is cleared and the state starts again.
 * - A member's read state is the server's (`POST /api/notifications`); NCLIState only mirrors it.
 */

export const NC_KEYS = {
  loggedOutState: 'NCLOState',
  loggedInState: 'NCLIState',
  loggedInIcon: 'NCIconLI',
  loggedOutIcon: 'NCIconLO',
  timestamp: 'NCTimestamp',
} as const;

/** Spec 1 §4: the session timestamp is the time in minutes plus 960. */
export const SESSION_TIMESTAMP_MINUTES = 960;

/** The most codes one audience's stored state (and the cookie) keeps: a day's feed is about a dozen. */
export const MAX_STORED_CODES = 40;

export const minutesOf = (epochMs: number): number => Math.floor(epochMs / 60_000);

/** The NCTimestamp written when a state starts at `epochMs`. */
export const sessionTimestamp = (epochMs: number): number => minutesOf(epochMs) + SESSION_TIMESTAMP_MINUTES;

/** Whether a stored NCTimestamp no longer covers `epochMs` (a missing or unreadable one never does). */
export function timestampExpired(stored: string | null | undefined, epochMs: number): boolean {
  if (!stored || !/^\d+$/.test(stored)) return true;
  return minutesOf(epochMs) > Number(stored);
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const stateKey = (loggedIn: boolean) => (loggedIn ? NC_KEYS.loggedInState : NC_KEYS.loggedOutState);
const iconKey = (loggedIn: boolean) => (loggedIn ? NC_KEYS.loggedInIcon : NC_KEYS.loggedOutIcon);

/** Clears every key when the timestamp has run out (or was never set) and starts a new one. */
function freshen(storage: StorageLike, epochMs: number): void {
  if (!timestampExpired(storage.getItem(NC_KEYS.timestamp), epochMs)) return;
  for (const key of Object.values(NC_KEYS)) storage.removeItem(key);
  storage.setItem(NC_KEYS.timestamp, String(sessionTimestamp(epochMs)));
}

/** The codes this audience has read, as this tab's session storage holds them. */
export function storedReadCodes(storage: StorageLike, loggedIn: boolean, epochMs: number): Set<string> {
  freshen(storage, epochMs);
  try {
    const parsed = JSON.parse(storage.getItem(stateKey(loggedIn)) ?? '[]') as unknown;
    return new Set(Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Stores this audience's read codes (the newest `MAX_STORED_CODES`) and whether its dot shows. */
export function storeReadState(storage: StorageLike, loggedIn: boolean, codes: Iterable<string>, unread: boolean, epochMs: number): void {
  freshen(storage, epochMs);
  storage.setItem(stateKey(loggedIn), JSON.stringify([...new Set(codes)].slice(-MAX_STORED_CODES)));
  storage.setItem(iconKey(loggedIn), String(unread));
}

/** Whether this audience's dot shows by the stored state: undefined when nothing is stored yet. */
export function storedDot(storage: StorageLike, loggedIn: boolean, epochMs: number): boolean | undefined {
  if (timestampExpired(storage.getItem(NC_KEYS.timestamp), epochMs)) return undefined;
  const icon = storage.getItem(iconKey(loggedIn));
  return icon === null ? undefined : icon === 'true';
}

/**
 * The cookie that tells the server what this browser has read today, for the header's dot and
 * the /notifications page without JavaScript: `li|lo`, the day, `1` when all of that day's feed
 * is read, and the codes read. It lasts as long as the browser session, like session storage.
 */
export const READ_COOKIE = 'notifications_read';

export interface ReadCookie {
  loggedIn: boolean;
  date: string;
  allRead: boolean;
  codes: readonly string[];
}

export function formatReadCookie({ loggedIn, date, allRead, codes }: ReadCookie): string {
  return [loggedIn ? 'li' : 'lo', date, allRead ? '1' : '0', [...new Set(codes)].slice(-MAX_STORED_CODES).join(',')].join('|');
}

/** What the cookie says for this audience and day; nothing read when it is missing, malformed, another day's or the other audience's. */
export function parseReadCookie(value: string | undefined, loggedIn: boolean, date: string): { allRead: boolean; codes: Set<string> } {
  const none = { allRead: false, codes: new Set<string>() };
  if (!value || value.length > 4000) return none;
  const [audience, day, all, codes = ''] = value.split('|');
  if (audience !== (loggedIn ? 'li' : 'lo') || day !== date) return none;
  const read = codes.split(',').filter((code) => /^[a-z0-9][a-z0-9_.-]{0,63}$/.test(code));
  return { allRead: all === '1', codes: new Set(read.slice(-MAX_STORED_CODES)) };
}

/** Whether the header's dot shows: always, unless the cookie says this audience has read all of today's feed. */
export function notificationDotShown(cookies: Readonly<Record<string, string | undefined>>, loggedIn: boolean, today: string): boolean {
  return !parseReadCookie(cookies[READ_COOKIE], loggedIn, today).allRead;
}

/** Spec 1 §2: the panel's title and its text when nothing is unread, word for word. */
export const FEED_TITLE = 'Daily Insight Feed';
export const EMPTY_FEED_TEXT = 'No new notifications today. Check back tomorrow! In the meantime, get insight with your daily horoscope.';
/** The words of the empty text that link to /daily-horoscope. */
export const EMPTY_FEED_LINK_WORDS = 'get insight with your daily horoscope';
