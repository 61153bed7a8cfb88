import { href, ROUTES } from '../../../shared/routes';
import { LoveLandingPage } from '../../../views/compatibility/love-landing-page';
import { definePage } from '../../http/page-module';
import { latestArticles } from '../articles';
import { LOVE_LANDING_INTRO, SLANT_COPY } from './compatibility-copy';
import { baseHref, chooserProps } from './compatibility-links';
import type { CollectionPage, WithContext } from 'schema-dts';
import { SCHEMA_ORG } from '../../../shared/site/json-ld';
import { siteOrganization } from '../crawlers';

const DESCRIPTION = 'Love and friendship compatibility for every pair of zodiac signs, Chinese zodiac compatibility for every pair of animals, and the daily and weekly love horoscopes.';

/** `/love-and-compatibility` (issue #24): the Love section's front page, linking the three compatibility bases, the love horoscopes and the Chinese zodiac. */
export const loveAndCompatibilityPage = definePage({
  path: ROUTES.loveAndCompatibility,
  load: ({ config, memberUuid }) => ({
    intro: LOVE_LANDING_INTRO,
    compatibility: [
      { title: SLANT_COPY.love.baseTitle, href: baseHref('love'), text: 'All 78 pairs of zodiac signs in love: the pull, the friction and how to make it work.' },
      { title: SLANT_COPY.friendship.baseTitle, href: baseHref('friendship'), text: 'How the twelve signs get on as friends, pair by pair.' },
      { title: SLANT_COPY.chinese.baseTitle, href: baseHref('chinese'), text: 'The twelve animals of the Chinese zodiac: allies, secret friends and clashes.' },
    ],
    chooser: chooserProps('love', 'love-chooser', memberUuid !== undefined),
    articles: latestArticles(3, ['love']),
    more: [
      { title: 'Daily Love Horoscope', href: href(ROUTES.horoscopes['daily-love'].base), text: 'Today in love for your sign, read from where Venus, Mars and the Moon really are.' },
      { title: 'Weekly Love Horoscope', href: href(ROUTES.horoscopes['weekly-love'].base), text: 'The week ahead in love, Monday to Sunday.' },
      { title: 'Chinese Zodiac Calculator', href: href(ROUTES.chineseZodiac), text: 'Your animal sign and element, from your birth date.' },
    ],
    jsonLd: {
      '@context': SCHEMA_ORG,
      '@type': 'CollectionPage',
      name: 'Love & Compatibility',
      description: DESCRIPTION,
      url: `${config.SITE_URL}${href(ROUTES.loveAndCompatibility)}`,
      inLanguage: 'en',
      publisher: siteOrganization(config),
    } satisfies WithContext<CollectionPage>,
  }),
  head: ({ jsonLd }) => ({ title: 'Love & Compatibility: Zodiac and Chinese Zodiac Matches', description: DESCRIPTION, jsonLd }),
  View: LoveLandingPage,
});
