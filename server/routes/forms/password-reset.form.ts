import express, { Router, type Request, type Response } from 'express';
import { PASSWORD_CHANGED_MESSAGE, RESET_REQUESTED_MESSAGE } from '../../../shared/api/account.contract';
import { isValidEmail, LOGIN_MESSAGES } from '../../../shared/domain/login-validation';
import { PasswordResetPage, type PasswordResetPageProps } from '../../../views/pages/password-reset-page';
import type { BuildManifest } from '../../build/build-client';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { requireSameOrigin } from '../../http/same-origin';
import type { RateLimitStore } from '../../http/rate-limit';
import type { MailUpstream } from '../../upstream/mail.upstream';
import type { MemberUpstream } from '../../upstream/member.upstream';
import { requestPasswordReset, setNewPassword } from '../api/account-api';
import { sendFormPage } from './form-page';

export interface PasswordResetFormDeps {
  config: Config;
  manifest: BuildManifest;
  member: MemberUpstream;
  mail: MailUpstream;
  rateLimits: RateLimitStore;
}

/**
 * `/password-reset`: ask for a link, then choose a new password with the link's key. Plain
 * server-handled forms (no JavaScript needed); the site opens this page in a new tab.
 */
export function passwordResetForm(deps: PasswordResetFormDeps): Router {
  const router = Router();
  const resetDeps = { ...deps, siteUrl: deps.config.SITE_URL };
  const render = (req: Request, res: Response, props: PasswordResetPageProps, status = 200) =>
    sendFormPage(deps, req, res, {
      title: 'Reset your password',
      description: `Choose a new password for your ${deps.config.SITE_NAME} account.`,
      View: PasswordResetPage,
      props,
      status,
    });

  router.get('/password-reset', (req, res) => {
    const key = typeof req.query.key === 'string' ? req.query.key : '';
    render(req, res, key ? { mode: 'set', resetKey: key } : { mode: 'request' });
  });

  router.post('/password-reset', requireSameOrigin(deps.config.SITE_URL), express.urlencoded({ extended: false, limit: '10kb' }), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const key = typeof body.key === 'string' ? body.key : '';
    try {
      if (key) {
        const password = typeof body.password === 'string' ? body.password : '';
        if (password.length <= 3) {
          const error = password === '' ? LOGIN_MESSAGES.passwordRequired : LOGIN_MESSAGES.passwordTooShort;
          return render(req, res, { mode: 'set', resetKey: key, errors: { password: error } }, 400);
        }
        await setNewPassword(resetDeps, key, password, req.ip ?? '');
        return render(req, res, { mode: 'done', message: PASSWORD_CHANGED_MESSAGE });
      }
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      if (!isValidEmail(email)) return render(req, res, { mode: 'request', email, errors: { email: LOGIN_MESSAGES.email } }, 400);
      await requestPasswordReset(resetDeps, email, req.ip ?? '');
      return render(req, res, { mode: 'request', message: RESET_REQUESTED_MESSAGE });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      return render(req, res, { mode: key ? 'set' : 'request', resetKey: key, errors: { form: error.message } }, error.status);
    }
  });
  return router;
}
