import { z } from 'zod';
import { LoginPage } from '../../../views/accounts/login-page';
import { loginPageAction } from './login.action';
import { definePage, pageAction, PageRedirect } from '../../http/page-module';
import { href, ROUTES } from '../../../shared/routes';

/**
 * `/login`: the login dialog as a plain server form, for browsers without JavaScript and for the
 * header's Log In link (with JavaScript the link opens the dialog instead). The same schema,
 * messages and rate limits as the dialog: both run the login action.
 */
export const loginPage = definePage({
  path: ROUTES.login,
  query: z.object({ email: z.string().max(400).optional() }),
  load: ({ memberUuid, query, req, config }) => {
    if (memberUuid && req.method === 'GET') throw new PageRedirect(href(ROUTES.home));
    return { siteName: config.SITE_NAME, email: (query.email ?? '').trim().slice(0, 254) };
  },
  head: ({ siteName }) => ({ title: 'Log In', description: `Log in to your ${siteName} account.`, noindex: true }),
  View: LoginPage,
  actions: { login: pageAction({ action: loginPageAction, redirect: () => href(ROUTES.home) }) },
});
