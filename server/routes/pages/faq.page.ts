import { FaqPage } from '../../../views/pages/faq-page';
import { faqContent } from '../../content/faq';
import { supportAddress } from '../../config';
import { definePage } from './page-module';

/** `/service/frequently-asked-questions`: the FAQ (server/content/faq.ts). Static: it ships no JavaScript. */
export const faqPage = definePage({
  path: '/service/frequently-asked-questions',
  interactive: false,
  load: ({ config }) => faqContent(config.SITE_NAME, supportAddress(config)),
  head: ({ title, description }) => ({ title, description, ogType: 'article' }),
  View: FaqPage,
});
