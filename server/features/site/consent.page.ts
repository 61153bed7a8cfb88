import { ConsentPage } from '../../../views/site/consent-page';
import { consentAction } from './consent.action';
import { definePage, pageAction } from '../../http/page-module';
import { ROUTES } from '../../../shared/routes';

/** `/consent`: where the consent banner's plain form posts; a GET shows the same choice as a page. */
export const consentPage = definePage({
  path: ROUTES.consent,
  interactive: false,
  load: () => ({}),
  head: () => ({ title: 'Your Cookie Choices', description: 'Accept or decline cookies on this site.', noindex: true }),
  View: ConsentPage,
  actions: { consent: pageAction({ action: consentAction, redirect: ({ next }) => next }) },
});
