import type { RoutePattern } from '../routes';

/**
 * Spec 2 §4, the login state changing on a daily page: logging out on a VIP page goes to the
 * ordinary page, logging in as a VIP member on an ordinary daily page that has a VIP version goes
 * to the VIP one, and any other change reloads the page (its personal section is someone else's
 * now). The account menu, on every page, carries it: its paths are literals the types check against
 * the route table (shared/routes.ts), so the browser does not carry the table itself.
 */

/** Daily pages with a VIP version, at `/vip` + the ordinary base (the type below checks each VIP base against the table). */
const WITH_VIP = ['/daily-horoscope', '/daily-tarot-card', '/daily-hexagram', '/daily-number'] as const satisfies readonly RoutePattern[];
const VIP_BASES_EXIST: `/vip${(typeof WITH_VIP)[number]}` extends RoutePattern ? true : never = true;
void VIP_BASES_EXIST;
const DAILY_BASES: readonly string[] = [
  ...WITH_VIP,
  ...WITH_VIP.map((base) => `/vip${base}`),
  ...(['/daily-love-horoscope', '/weekly-horoscope', '/monthly-horoscope', '/astrology/weekly-love-horoscopes', '/tarot/weekly-tarot-card-reading'] as const satisfies readonly RoutePattern[]),
];

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Where to go after the login state changed (the same path: reload), or null to stay. */
export function afterLoginChange(pathname: string, loggedIn: boolean, vip: boolean): string | null {
  if (!DAILY_BASES.some((base) => under(pathname, base))) return null;
  for (const ordinary of WITH_VIP) {
    if (under(pathname, `/vip${ordinary}`)) return loggedIn && vip ? pathname : pathname.slice(4);
    if (loggedIn && vip && under(pathname, ordinary)) return `/vip${pathname}`;
  }
  return pathname;
}
