import { formatSignDates, ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';
import type { HomePageProps } from '../../views/site/home-page';

/** The home page view's props for a visitor with no sign chosen, for tests that render the page without the server. */
export function homePageProps(overrides: Partial<HomePageProps> = {}): HomePageProps {
  return {
    dateLabel: 'Thursday, November 26',
    date: '2026-11-26',
    headline: 'Today in the stars',
    lede: 'Lede',
    chooser: { action: '/', signs: ZODIAC_SIGNS.map((sign) => ({ slug: sign.slug, name: sign.name })) },
    otherSignsHref: '/daily-horoscope',
    card: { name: 'The Star', reversed: false, image: '/tarot/images/universal-waite/star.svg', alt: 'The Star', href: '/daily-tarot-card' },
    readingHref: '/readings-reports/tarot-readings/free',
    week: { kind: 'pick', horoscopeHref: '/weekly-horoscope', tarotHref: '/tarot/weekly-tarot-card-reading' },
    moon: { phase: 'Full Moon', lit: 99, elongation: 180, sign: { name: 'Gemini', href: '/astrology/gemini' }, moonHref: '/astrology/glossary/moon' },
    sectionsHeading: 'More',
    sections: [],
    signsHeading: 'Signs',
    signsIntro: 'Intro',
    signs: ZODIAC_SIGNS.map((sign) => ({ slug: sign.slug, name: sign.name, dates: formatSignDates(sign), href: `/astrology/${sign.slug}` })),
    aboutHeading: 'About',
    about: ['About us.'],
    ...overrides,
  };
}
