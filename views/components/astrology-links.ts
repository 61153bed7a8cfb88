import { GLOSSARY_PATH } from '../../shared/domain/glossary';
import { ZODIAC_SIGNS, type ZodiacSign, type ZodiacSlug } from '../../shared/domain/zodiac';
import type { RelatedLink } from './related-links';

/** The sign pages, in zodiac order. */
export const SIGN_LINKS: readonly RelatedLink[] = ZODIAC_SIGNS.map((sign) => ({ href: `/astrology/${sign.slug}`, label: sign.name }));

/** A sign's five horoscopes. */
export function signHoroscopeLinks(sign: Pick<ZodiacSign, 'slug' | 'name'>): RelatedLink[] {
  const slug: ZodiacSlug = sign.slug;
  return [
    { href: `/daily-horoscope/${slug}`, label: `${sign.name} daily horoscope` },
    { href: `/daily-love-horoscope/${slug}`, label: `${sign.name} daily love horoscope` },
    { href: `/weekly-horoscope/${slug}`, label: `${sign.name} weekly horoscope` },
    { href: `/monthly-horoscope/${slug}`, label: `${sign.name} monthly horoscope` },
    { href: `/astrology/weekly-love-horoscopes/${slug}`, label: `${sign.name} weekly love horoscope` },
  ];
}

/** The breadcrumb of the astrology pages, down to the given page. */
export function astrologyCrumbs(...rest: { label: string; href?: string }[]) {
  return [{ label: 'Home', href: '/' }, { label: 'Astrology', href: '/astrology' }, ...rest];
}

export const GLOSSARY_CRUMB = { label: 'Glossary', href: GLOSSARY_PATH };
