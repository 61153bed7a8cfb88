/**
 * The compatibility chooser's rules (spec 2 §3 "Compatibility chooser", §4, §5), pure and safe in
 * the browser: they hold no sign tables, so the island that imports them carries nothing else.
 *
 * The chooser has two selections, `path` and `hash` (the spec's names), each a sign's slug or ''
 * while nothing is chosen. A result is reached at base + path name + `#!` + hash name
 * (`/astrology/compatibility/love/aries#!leo`): the page of the first sign in that slant, at the
 * entry of its match with the second.
 */

export type ChooserType = 'zodiac' | 'chinese';

export interface ChooserSelections {
  path: string;
  hash: string;
}

/** Spec 2 §4, §5: the report button is enabled only when both selections are set. */
export function chooserReady({ path, hash }: ChooserSelections): boolean {
  return path !== '' && hash !== '';
}

/** Spec 2 §2, §4: the address of a result, base + path name + `#!` + hash name. */
export function chooserAddress(base: string, { path, hash }: ChooserSelections): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  return `${root}${encodeURIComponent(path)}#!${encodeURIComponent(hash)}`;
}

/** The hash name a `#!` fragment names (`!leo` or `#!leo` gives `leo`); undefined for any other fragment. */
export function hashName(fragment: string): string | undefined {
  return /^#?!([a-z][a-z-]{0,19})$/.exec(fragment)?.[1];
}

/** The id of a match's entry on a sign's page, so that `#!{hash}` is its fragment, with or without JavaScript. */
export const entryId = (hash: string): string => `!${hash}`;

/** Spec 2 §4: the button's label while submitting. */
export const SUBMITTING_LABEL = 'submitting…';

/** Why the button may be disabled (spec 2 §5: both selections are needed), said under it at all times. */
export const CHOOSER_HINT = 'Choose both signs to see how they match.';

/** What a visitor is told before pressing (spec 2 §6: compatibility reports require login). */
export const CHOOSER_LOGIN_NOTE = 'You will be asked to log in first.';

/** The hash routes of the login and signup dialogs, where a visitor's choice waits for the logged-in event. */
export const LOGIN_ROUTES: readonly string[] = ['login', 'signup', 'login-signup'];
