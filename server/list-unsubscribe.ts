import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Config } from './config';
import { href, ROUTES } from '../shared/routes';
import { resolveSessionSecret } from './session/session-secret';

/**
 * Signed email-list unsubscribe links (issue #28): the one module that makes them and checks them.
 * A list email's sender (on the platform) calls `listUnsubscribeLink` and `listUnsubscribeHeaders`;
 * the unsubscribe page and its one-click endpoint (the web tier's accounts feature) call
 * `verifyListUnsubscribeToken`. It sits at the top of `server/`, beside `config.ts`, because both
 * tiers may import it there, while neither may import the other (README, "Boundaries").
 *
 * A token is `{member uuid}.{list}.{issued}.{signature}`: the issue time in whole seconds, base 36,
 * and an HMAC-SHA256 of the first three in unpadded base64url. Every character is URL-safe. The
 * key is derived (HKDF) from the site's session secret, `SESSION_SECRET` or the generated
 * `data/session-secret`, for this one purpose, so a signature made here can be nothing else. Changing
 * the session secret ends every link already sent; a platform run as its own process must share it.
 *
 * The link proves that the email was sent to the member for that list; it lets its holder change
 * only that member's standing on that list, and only for `LIST_UNSUBSCRIBE_VALIDITY_DAYS`.
 */

/** How long a link works after its email was sent: long enough for an old email found again, short enough that a leaked one dies. */
export const LIST_UNSUBSCRIBE_VALIDITY_DAYS = 90;
const VALIDITY_SECONDS = LIST_UNSUBSCRIBE_VALIDITY_DAYS * 24 * 60 * 60;
/** Clocks of two processes may disagree a little; a link "issued" further ahead than this was not issued by us. */
const CLOCK_SKEW_SECONDS = 5 * 60;

/** The body of RFC 8058's one-click POST, and the value of the `List-Unsubscribe-Post` header. */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LIST_CODE = /^[a-z0-9_]{1,64}$/;
const ISSUED = /^[0-9a-z]{1,10}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
/** Longer than any token we make; anything longer is not read at all. */
export const MAX_TOKEN_LENGTH = 200;

export interface ListUnsubscribeTarget {
  memberUuid: string;
  /** The list's code (`dailyhoroscope`, `dle`, ...). */
  list: string;
  /** When the email is sent; default now. */
  now?: Date;
}

export type TokenCheck =
  | { ok: true; memberUuid: string; list: string; issuedAt: Date }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

const keys = new WeakMap<Config, Buffer>();

/** This purpose's key, derived once per configuration from the session secret. */
function signingKey(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    const secret = resolveSessionSecret(config.SESSION_SECRET);
    key = Buffer.from(hkdfSync('sha256', secret, 'starlit', 'list-unsubscribe v1', 32));
    keys.set(config, key);
  }
  return key;
}

const sign = (config: Config, payload: string): Buffer => createHmac('sha256', signingKey(config)).update(`list-unsubscribe.v1.${payload}`).digest();

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A signed token for one member and one list. Throws on a member id or list code we would never send. */
export function signListUnsubscribeToken(config: Config, { memberUuid, list, now = new Date() }: ListUnsubscribeTarget): string {
  const uuid = memberUuid.toLowerCase();
  if (!UUID.test(uuid)) throw new Error('listUnsubscribe: the member id must be a UUID');
  if (!LIST_CODE.test(list)) throw new Error(`listUnsubscribe: "${list}" is not a list code`);
  const payload = `${uuid}.${list}.${seconds(now).toString(36)}`;
  return `${payload}.${sign(config, payload).toString('base64url')}`;
}

/**
 * Checks a token: its shape, then its signature (compared in constant time), then its age. An
 * altered member, list or issue time fails the signature (`forged`), so `expired` is said only of a
 * link we really sent.
 */
export function verifyListUnsubscribeToken(config: Config, token: unknown, now: Date = new Date()): TokenCheck {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 4) return { ok: false, reason: 'malformed' };
  const [memberUuid, list, issued, signature] = parts as [string, string, string, string];
  if (!UUID.test(memberUuid) || !LIST_CODE.test(list) || !ISSUED.test(issued) || !SIGNATURE.test(signature)) return { ok: false, reason: 'malformed' };
  // Compared as text, so only the one spelling we write passes (the last base64url character has
  // two spare bits that decoding ignores); both are 43 ASCII characters.
  const given = Buffer.from(signature, 'ascii');
  const expected = Buffer.from(sign(config, `${memberUuid}.${list}.${issued}`).toString('base64url'), 'ascii');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  const issuedSeconds = parseInt(issued, 36);
  const age = seconds(now) - issuedSeconds;
  if (age < -CLOCK_SKEW_SECONDS) return { ok: false, reason: 'forged' };
  if (age > VALIDITY_SECONDS) return { ok: false, reason: 'expired' };
  return { ok: true, memberUuid, list, issuedAt: new Date(issuedSeconds * 1000) };
}

/** The unsubscribe page's full URL for one member and one list: what a list email links to. */
export function listUnsubscribeLink(config: Config, target: ListUnsubscribeTarget): string {
  return `${config.SITE_URL}${href(ROUTES.emailUnsubscribe, {}, { token: signListUnsubscribeToken(config, target) })}`;
}

export interface ListUnsubscribeHeaderOptions extends ListUnsubscribeTarget {
  /** An address that unsubscribes whoever writes to it, offered after the link (RFC 2369); none by default. */
  mailto?: string;
}

/**
 * The headers of every list email (RFC 2369, RFC 8058): `List-Unsubscribe` with the signed page
 * URL (and a mailto when given), and `List-Unsubscribe-Post`, which tells mailbox providers that a
 * POST of `List-Unsubscribe=One-Click` to that URL unsubscribes at once, with no page in between.
 * Providers offer the one-click button only for an https URL, so only on a site whose SITE_URL is https.
 */
export function listUnsubscribeHeaders(config: Config, options: ListUnsubscribeHeaderOptions): { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': string } {
  const { mailto, ...target } = options;
  const links = [`<${listUnsubscribeLink(config, target)}>`];
  if (mailto) links.push(`<mailto:${mailto}?subject=${encodeURIComponent(`unsubscribe ${target.list}`)}>`);
  return { 'List-Unsubscribe': links.join(', '), 'List-Unsubscribe-Post': ONE_CLICK_BODY };
}
