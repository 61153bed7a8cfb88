import { ZODIAC_SIGNS } from '../../../shared/domain/zodiac';
import { HomePage } from '../../../views/pages/home-page';
import { homeContent } from '../../content/home';
import { definePage } from './page-definition';

export const homePage = definePage({
  path: '/',
  load: ({ config }) => {
    const content = homeContent(config.SITE_NAME);
    return {
      headline: content.headline,
      lede: content.lede,
      sections: content.sections,
      zodiacHeading: content.zodiacHeading,
      zodiacIntro: content.zodiacIntro,
      signs: ZODIAC_SIGNS,
    };
  },
  head: (_props, { config }) => {
    const content = homeContent(config.SITE_NAME);
    return { title: content.title, description: content.description };
  },
  View: HomePage,
});
