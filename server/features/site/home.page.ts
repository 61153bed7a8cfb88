import { HomePage } from '../../../views/site/home-page';
import { definePage, pageAction } from '../../http/page-module';
import { href, ROUTES } from '../../../shared/routes';
import { webSiteJsonLd } from '../crawlers';
import { loadHome } from './home-today';
import { signChoiceAction } from './sign-choice.action';

/**
 * `/`: the day's front door (home-today.ts). Its one form remembers a visitor's sign (a cookie)
 * and comes back to the page, which then opens on that sign. Its JSON-LD is the site's WebSite,
 * with the SearchAction of the site search.
 */
export const homePage = definePage({
  path: ROUTES.home,
  load: loadHome,
  head: ({ title, description }, { config }) => ({ title, description, jsonLd: webSiteJsonLd(config) }),
  View: HomePage,
  actions: { sign: pageAction({ action: signChoiceAction, redirect: () => `${href(ROUTES.home)}#today-horoscope` }) },
});
