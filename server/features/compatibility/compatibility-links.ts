import { slantSigns, slantType, pairSlug, signOf, type CompatibilitySlant } from '../../../shared/compatibility/pairs';
import type { IslandProps } from '../../../shared/islands';
import { ZODIAC_SIGNS, formatSignDates, type ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import { href, ROUTES } from '../../../shared/routes';
import type { SignRef } from '../../../views/compatibility/compatibility-parts';
import type { ChineseSign } from '../../../shared/chinese-zodiac/chinese-zodiac';
import { chineseSignText } from '../../content/chinese-zodiac/library';
import { SLANT_COPY } from './compatibility-copy';

/** The base of each slant: its front page, the chooser's form target and the root of its `#!` addresses. */
export const BASE_ROUTES = {
  love: ROUTES.loveCompatibility,
  friendship: ROUTES.friendshipCompatibility,
  chinese: ROUTES.chineseCompatibility,
} as const satisfies Record<CompatibilitySlant, string>;

export const baseHref = (slant: CompatibilitySlant): string => href(BASE_ROUTES[slant]);

/** A pair's page, `/astrology/compatibility/{slant}/{first}-and-{second}`, from its two signs in either order. */
export function pairHref(slant: CompatibilitySlant, a: string, b: string): string {
  const pair = pairSlug(slant, a, b);
  if (!pair) throw new Error(`No ${slant} pair of ${a} and ${b}`);
  return href(ROUTES.compatibilityPair, { slant, pair });
}

/** A sign's page in a slant, its twelve matches: `/astrology/compatibility/{slant}/{sign}`, the path of the `#!` addresses. */
export const signMatchesHref = (slant: CompatibilitySlant, sign: string): string => href(ROUTES.compatibilityPair, { slant, pair: sign });

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A sign as the pages show it: its name, its own page (the zodiac's or the Chinese zodiac's), and for a zodiac sign its glyph and facts. */
export function signRef(slant: CompatibilitySlant, slug: string): SignRef {
  const sign = signOf(slant, slug);
  if (!sign) throw new Error(`No ${slant} sign ${slug}`);
  if (slantType(slant) === 'chinese') {
    const traits = chineseSignText(slug as ChineseSign).traits.slice(0, 3).join(', ');
    return { slug, name: sign.name, href: href(ROUTES.chineseSign, { sign: slug }), facts: capital(traits) };
  }
  const zodiac = ZODIAC_SIGNS.find((each) => each.slug === slug)!;
  return {
    slug,
    name: sign.name,
    href: href(ROUTES.signs[slug as ZodiacSlug]),
    glyph: slug as ZodiacSlug,
    facts: `${formatSignDates(zodiac)} · ${capital(zodiac.element)} · ruled by ${zodiac.ruler === 'Sun' || zodiac.ruler === 'Moon' ? `the ${zodiac.ruler}` : zodiac.ruler}`,
  };
}

/** The chooser's props (spec 2 §3: type, slant, base_url, path and hash). */
export function chooserProps(slant: CompatibilitySlant, id: string, loggedIn: boolean, chosen: { path?: string; hash?: string; reveal?: boolean } = {}): IslandProps['compatibility-chooser'] {
  const copy = SLANT_COPY[slant];
  return {
    id,
    type: slantType(slant),
    slant,
    base: baseHref(slant),
    signs: slantSigns(slant).map(({ slug, name }) => ({ slug, name })),
    labels: copy.labels,
    buttonText: 'See How You Match',
    ...(chosen.path ? { path: chosen.path } : {}),
    ...(chosen.hash ? { hash: chosen.hash } : {}),
    ...(chosen.reveal ? { reveal: true } : {}),
    status: { logged_in: loggedIn },
  };
}
