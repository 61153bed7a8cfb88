import { ZODIAC_SIGNS } from '../../../shared/horoscopes/zodiac';
import { HomePage } from '../../../views/site/home-page';
import { homeContent } from '../../content/home';
import { definePage } from '../../http/page-module';
import { ROUTES } from '../../../shared/routes';

export const homePage = definePage({
  path: ROUTES.home,
  load: ({ config }) => ({ ...homeContent(config.SITE_NAME), signs: ZODIAC_SIGNS }),
  head: ({ title, description }) => ({ title, description }),
  View: HomePage,
});
