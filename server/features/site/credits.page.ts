import { CreditsPage } from '../../../views/site/credits-page';
import { credits } from '../../content/credits';
import { definePage } from '../../http/page-module';
import { ROUTES } from '../../../shared/routes';

export const creditsPage = definePage({
  path: ROUTES.credits,
  interactive: false,
  load: ({ config }) => credits(config.SITE_NAME),
  head: ({ title, description }) => ({ title, description }),
  View: CreditsPage,
});
