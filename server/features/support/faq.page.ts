import { FaqPage } from '../../../views/support/faq-page';
import { faqContent } from '../../content/faq';
import { supportAddress } from '../../config';
import { definePage } from '../../http/page-module';
import { ROUTES } from '../../../shared/routes';

/** `/service/frequently-asked-questions`: the FAQ (server/content/faq.ts). Static: it ships no JavaScript. */
export const faqPage = definePage({
  path: ROUTES.faq,
  interactive: false,
  load: ({ config }) => faqContent(config.SITE_NAME, supportAddress(config)),
  head: ({ title, description }) => ({ title, description, ogType: 'article' }),
  View: FaqPage,
});
