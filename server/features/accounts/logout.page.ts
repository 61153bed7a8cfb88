import { LogoutPage } from '../../../views/accounts/logout-page';
import { logoutFormAction } from './login.action';
import { definePage, pageAction, PageRedirect } from '../../http/page-module';
import { href, ROUTES } from '../../../shared/routes';

/**
 * `/logout`: the header's Log Out is a plain POST form to here, so it works without JavaScript;
 * afterwards the member is back on the page they left (home from member pages, spec 1 §2). A GET
 * (a typed address) asks first, since a link must never log anyone out.
 */
export const logoutPage = definePage({
  path: ROUTES.logout,
  load: ({ memberUuid }) => {
    if (!memberUuid) throw new PageRedirect(href(ROUTES.home));
    return {};
  },
  head: () => ({ title: 'Log Out', description: 'Log out of your account.', noindex: true }),
  View: LogoutPage,
  actions: { logout: pageAction({ action: logoutFormAction, redirect: ({ next }) => next }) },
});
