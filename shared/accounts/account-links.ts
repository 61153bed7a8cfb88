import type { RoutePattern } from '../routes';

/**
 * The account menu, on every page, carries this module: its paths are literals the types check
 * against the route table (shared/routes.ts), so the browser does not carry the table itself.
 */
const HOME = '/' satisfies RoutePattern;

/**
 * Where the account links of the header lead, shared by the server's pages and the islands.
 * Spec 1 §2: after logout, /checkout goes to /readings-reports and any /member/ path to /.
 */
export function afterLogoutPath(pathname: string): string {
  if (pathname === ('/checkout' satisfies RoutePattern)) return '/readings-reports' satisfies RoutePattern;
  if (pathname.startsWith('/member/')) return HOME;
  return pathname;
}

/**
 * A path on this site to return to after a plain form (never another origin): starts with one
 * slash, no backslash, no control characters. Anything else is the home page.
 */
export function sameSitePath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return HOME;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!/^\/(?![/\\])/.test(value) || /[\\\u0000-\u001f\u007f]/.test(value)) return HOME;
  return value;
}

/** The Karma Coin balance as the member's locale writes it (thousands separators). */
export function formatKarmaCoins(total: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(total);
  } catch {
    return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(total);
  }
}

/** The text-message offer as a page: `#sms` without JavaScript. */
export const SMS_PAGE_PATH = '/member/text-messages' satisfies RoutePattern;

/** Where a plain signup goes: the text-message offer where the dialog would open `#sms`, else home (spec 1 §4). */
export function afterPlainSignupPath(smsNext: boolean): string {
  return smsNext ? SMS_PAGE_PATH : HOME;
}
