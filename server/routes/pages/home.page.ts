import { ZODIAC_SIGNS } from '../../../shared/domain/zodiac';
import { HomePage } from '../../../views/pages/home-page';
import { homeContent } from '../../content/home';
import { definePage } from './page-module';
import { ROUTES } from '../../../shared/routes';

export const homePage = definePage({
  path: ROUTES.home,
  load: ({ config }) => ({ ...homeContent(config.SITE_NAME), signs: ZODIAC_SIGNS }),
  head: ({ title, description }) => ({ title, description }),
  View: HomePage,
});
