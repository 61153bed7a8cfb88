import type { RoutePattern } from '../routes';

/**
 * Spec 2 §4, the login state changing on a daily page: logging out on a VIP page goes to the
 * ordinary page, logging in as a VIP member on an ordinary daily page that has a VIP version goes
 * to the VIP one, and any other change reloads the page (its personal section is someone else's
 * now). The account menu, on every page, carries it: its paths are literals the types check against
 * the route table (shared/routes.ts), so the browser does not carry the table itself.
 */

/** Daily pages with a VIP version: [ordinary base, VIP base]. */
const VIP_PAIRS = [
  ['/daily-horoscope', '/vip/daily-horoscope'],
  ['/daily-tarot-card', '/vip/daily-tarot-card'],
  ['/daily-hexagram', '/vip/daily-hexagram'],
  ['/daily-number', '/vip/daily-number'],
] as const satisfies readonly (readonly [RoutePattern, RoutePattern])[];
const DAILY_BASES: readonly string[] = [
  ...VIP_PAIRS.flat(),
  ...(['/daily-love-horoscope', '/weekly-horoscope', '/monthly-horoscope', '/astrology/weekly-love-horoscopes', '/tarot/weekly-tarot-card-reading'] as const satisfies readonly RoutePattern[]),
];

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Where to go after the login state changed (the same path: reload), or null to stay. */
export function afterLoginChange(pathname: string, loggedIn: boolean, vip: boolean): string | null {
  if (!DAILY_BASES.some((base) => under(pathname, base))) return null;
  for (const [ordinary, vipBase] of VIP_PAIRS) {
    if (under(pathname, vipBase)) return loggedIn && vip ? pathname : `${ordinary}${pathname.slice(vipBase.length)}`;
    if (loggedIn && vip && under(pathname, ordinary)) return `${vipBase}${pathname.slice(ordinary.length)}`;
  }
  return pathname;
}

/**
 * Spec 2 §4: a VIP daily page opens on the member's own view (`#you`) unless the route is
 * `#everyone` or `#login`. The hash to move to, or null to stay: another hash is a dialog's
 * route (`#sms`), which is left alone.
 */
export function vipOpeningHash(pathname: string, hash: string): '#you' | null {
  const onVipPage = VIP_PAIRS.some(([, vipBase]) => under(pathname, vipBase));
  return onVipPage && hash === '' ? '#you' : null;
}
