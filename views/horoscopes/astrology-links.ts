import { horoscopeHref, SLANTS } from '../../shared/horoscopes/horoscopes';
import { ZODIAC_SIGNS, type ZodiacSign, type ZodiacSlug } from '../../shared/horoscopes/zodiac';
import { href, ROUTES } from '../../shared/routes';
import type { RelatedLink } from '../components/related-links';

/** The sign pages, in zodiac order. */
export const SIGN_LINKS: readonly RelatedLink[] = ZODIAC_SIGNS.map((sign) => ({ href: href(ROUTES.signs[sign.slug]), label: sign.name }));

/** A sign's five horoscopes. */
export function signHoroscopeLinks(sign: Pick<ZodiacSign, 'slug' | 'name'>): RelatedLink[] {
  const slug: ZodiacSlug = sign.slug;
  return [
    { href: horoscopeHref(SLANTS.daily.routes, slug), label: `${sign.name} daily horoscope` },
    { href: horoscopeHref(SLANTS['daily-love'].routes, slug), label: `${sign.name} daily love horoscope` },
    { href: horoscopeHref(SLANTS.weekly.routes, slug), label: `${sign.name} weekly horoscope` },
    { href: horoscopeHref(SLANTS.monthly.routes, slug), label: `${sign.name} monthly horoscope` },
    { href: horoscopeHref(SLANTS['weekly-love'].routes, slug), label: `${sign.name} weekly love horoscope` },
  ];
}

/** The breadcrumb of the astrology pages, down to the given page. */
export function astrologyCrumbs(...rest: { label: string; href?: string }[]) {
  return [{ label: 'Home', href: href(ROUTES.home) }, { label: 'Astrology', href: href(ROUTES.astrology) }, ...rest];
}

export const GLOSSARY_CRUMB = { label: 'Glossary', href: href(ROUTES.glossary) };
