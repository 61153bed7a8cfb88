import { CreditsPage } from '../../../views/pages/credits-page';
import { credits } from '../../content/credits';
import { definePage } from './page-module';

export const creditsPage = definePage({
  path: '/credits',
  interactive: false,
  load: ({ config }) => credits(config.SITE_NAME),
  head: ({ title, description }) => ({ title, description }),
  View: CreditsPage,
});
