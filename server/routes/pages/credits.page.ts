import { CreditsPage } from '../../../views/pages/credits-page';
import { credits } from '../../content/credits';
import { definePage } from './page-definition';

export const creditsPage = definePage({
  path: '/credits',
  interactive: false,
  load: ({ config }) => {
    const { title, intro, data, software } = credits(config.SITE_NAME);
    return { title, intro, data, software };
  },
  head: (props, { config }) => ({ title: props.title, description: credits(config.SITE_NAME).description }),
  View: CreditsPage,
});
