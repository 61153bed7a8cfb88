/**
 * Spec 2 §4, the login state changing on a daily page: logging out on a VIP page goes to the
 * ordinary page, logging in as a VIP member on the ordinary daily horoscope goes to the VIP one,
 * and any other change reloads the page (its personal section is someone else's now). Kept free of
 * imports: the account menu, on every page, carries it.
 */

const VIP_BASE = '/vip/daily-horoscope';
const DAILY_BASE = '/daily-horoscope';
const DAILY_BASES = [DAILY_BASE, '/daily-love-horoscope', '/weekly-horoscope', '/monthly-horoscope', '/astrology/weekly-love-horoscopes', VIP_BASE];

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Where to go after the login state changed (the same path: reload), or null to stay. */
export function afterLoginChange(pathname: string, loggedIn: boolean, vip: boolean): string | null {
  if (!DAILY_BASES.some((base) => under(pathname, base))) return null;
  if (under(pathname, VIP_BASE)) return loggedIn && vip ? pathname : `${DAILY_BASE}${pathname.slice(VIP_BASE.length)}`;
  if (loggedIn && vip && under(pathname, DAILY_BASE)) return `${VIP_BASE}${pathname.slice(DAILY_BASE.length)}`;
  return pathname;
}
