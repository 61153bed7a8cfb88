import { z } from 'zod';
import { afterPlainSignupPath } from '../../../shared/accounts/account-links';
import { parseSignupContext, routeAfterSignup } from '../../../shared/accounts/signup-context';
import { LOGIN_MESSAGES } from '../../../shared/forms/messages';
import { isValidEmail } from '../../../shared/forms/rules';
import { SignupPage } from '../../../views/accounts/signup-page';
import { signupAction } from './signup.action';
import { definePage, pageAction, PageRedirect } from '../../http/page-module';
import { href, ROUTES } from '../../../shared/routes';

/**
 * `/signup`: the signup dialog as a page, for browsers without JavaScript and for the header's
 * Sign Up link. The newsletter email box posts here without JavaScript: `?context=newsletter&email=...`.
 */
export const signupPage = definePage({
  path: ROUTES.signup,
  query: z.object({
    context: z.string().max(20).optional(),
    type: z.string().max(20).optional(),
    gateway: z.string().max(80).optional(),
    email: z.string().max(400).optional(),
  }),
  load: ({ memberUuid, query, req, config }) => {
    if (memberUuid && req.method === 'GET') throw new PageRedirect(href(ROUTES.home));
    // A posted form carries its context; a link carries it in the query.
    const posted = (req.method === 'POST' ? req.body : {}) as Record<string, unknown>;
    const context = parseSignupContext({ ...query, ...posted });
    const email = (query.email ?? '').trim().slice(0, 254);
    // The newsletter box without JavaScript: its address is checked here, as the island checks it.
    const emailError = req.method === 'GET' && context.kind === 'newsletter' && query.email !== undefined && !isValidEmail(email) ? LOGIN_MESSAGES.email : undefined;
    return { siteName: config.SITE_NAME, context, email, ...(emailError ? { emailError } : {}) };
  },
  head: ({ siteName }) => ({ title: 'Sign Up', description: `Create your free ${siteName} account.`, noindex: true }),
  View: SignupPage,
  // Where the dialog would open `#sms`, a plain signup goes on to the offer's page (spec 1 §4).
  actions: { signup: pageAction({ action: signupAction, redirect: (_result, { req }) => afterPlainSignupPath(routeAfterSignup(parseSignupContext(req.body ?? {}), false) === 'sms') }) },
});
