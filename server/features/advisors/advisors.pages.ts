import { ADVISOR_PLACEMENTS, ADVISOR_SLIDER_SIZE } from '../../../shared/advisors/advisors';
import { href, ROUTES } from '../../../shared/routes';
import { AdvisorsLandingPage, type AdvisorsLandingProps } from '../../../views/advisors/advisors-landing-page';
import type { PageContext } from '../../http/page-module';
import { definePage } from '../../http/page-module';
import { latestArticles } from '../articles';
import { placedAdvisors } from './advisor-service';
import type { CollectionPage, WithContext } from 'schema-dts';
import { SCHEMA_ORG } from '../../../shared/site/json-ld';
import { siteOrganization } from '../crawlers';

/** What the page offers, in the words of its state: it names the marketplace's advisors only when it lists them. */
const description = (listed: boolean) =>
  listed
    ? 'Independent psychic advisors from a partner marketplace, what a reading can and cannot do, and the tarot, horoscopes and guides to work a question through yourself.'
    : 'What a psychic reading can and cannot do, how to choose a reader, and the tarot, horoscopes and guides to work a question through yourself.';

/** Ways to work a question through on the site itself, with no advisor at all. */
const ON_YOUR_OWN: AdvisorsLandingProps['practice'] = [
  { title: 'Free Tarot Reading', href: href(ROUTES.readings.free), text: 'Ask a question, draw three cards and read what each position suggests.' },
  { title: 'Yes or No Tarot', href: href(ROUTES.readings['yes-no']), text: 'One card for a simple question, with the reasons on both sides.' },
  { title: 'Tarot Card of the Day', href: href(ROUTES.dailyTarotCard.base), text: 'A single card to carry through the day and notice where it fits.' },
  { title: 'Daily Horoscope', href: href(ROUTES.horoscopes.daily.base), text: 'Today for your sign, read from where the planets really are.' },
  { title: 'Free I Ching Reading', href: href(ROUTES.freeIChing), text: 'Cast six lines and read the hexagram they make about your question.' },
  { title: 'Learn Tarot', href: href(ROUTES.tarotCards), text: 'All 78 cards, upright and reversed, to read for yourself.' },
];

/** The slider's advisors, or why there are none. */
const sliderAdvisors = (context: Pick<PageContext, 'config' | 'logger'>) => placedAdvisors(context, { size: ADVISOR_SLIDER_SIZE, tid: ADVISOR_PLACEMENTS.landingSlider });

/** `/daily-psychic-advisors` (issue #27): the Psychic Advice section's front page. */
export const psychicAdvisorsPage = definePage({
  path: ROUTES.psychicAdvisors,
  load: async (context): Promise<AdvisorsLandingProps> => {
    const slider = await sliderAdvisors(context);
    const { SITE_NAME, SITE_URL } = context.config;
    return {
      siteName: SITE_NAME,
      ...slider,
      practice: ON_YOUR_OWN,
      articles: latestArticles(4, ['psychic']),
      jsonLd: {
        '@context': SCHEMA_ORG,
        '@type': 'CollectionPage',
        name: 'Psychic Advisors',
        description: description(slider.widget === 'shown'),
        url: `${SITE_URL}${href(ROUTES.psychicAdvisors)}`,
        inLanguage: 'en',
        publisher: siteOrganization(context.config),
      } satisfies WithContext<CollectionPage>,
    };
  },
  head: ({ widget, jsonLd }) => ({ title: 'Psychic Advisors: Independent Readers and How to Choose One', description: description(widget === 'shown'), jsonLd }),
  View: AdvisorsLandingPage,
});
