import { z } from 'zod';
import { PasswordResetPage } from '../../../views/accounts/password-reset-page';
import { CheckResetKeyContract } from '../../../shared/platform-api/member.platform';
import { requestResetAction, resetPasswordAction } from './password-reset.action';
import { definePage, pageAction } from '../../http/page-module';
import { ROUTES } from '../../../shared/routes';

/**
 * `/password-reset`: ask for a link (`intent=request`), then choose a new password with the
 * link's key (`intent=set`). Plain forms the server handles; the site opens this page in a new tab.
 */
export const passwordResetPage = definePage({
  path: ROUTES.passwordReset,
  query: z.object({ key: z.string().max(2000).optional() }),
  // Opened in a new tab from the dialogs, it needs none of them: no JavaScript at all.
  interactive: false,
  // An emailed link's key is checked at once, so a used or expired link says so before any typing.
  load: async ({ query, platform, req }) => {
    const resetKey = query.key ?? '';
    if (!resetKey || req.method !== 'GET') return { resetKey, keyValid: true };
    const keyValid = resetKey.length >= 20 && resetKey.length <= 200 && (await platform.call(CheckResetKeyContract, { body: { key: resetKey } })).valid;
    return { resetKey, keyValid };
  },
  head: ({ resetKey, keyValid }, { config }) => ({ title: !resetKey ? 'Forgot your password?' : keyValid ? 'Choose a new password' : 'Reset link no longer valid', description: `Choose a new password for your ${config.SITE_NAME} account.`, noindex: true }),
  View: PasswordResetPage,
  actions: {
    request: pageAction({ action: requestResetAction, message: (result) => result.message }),
    set: pageAction({ action: resetPasswordAction, message: (result) => result.message }),
  },
});
