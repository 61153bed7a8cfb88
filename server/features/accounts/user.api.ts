import { Router } from 'express';
import { BrowserSignupContract, UserLoginContract, UserLogoutContract, UserLogoutEverywhereContract, UserStatusContract, ValidateEmailContract } from '../../../shared/accounts/user.contract';
import { checkEmail } from '../../../shared/accounts/email-check';
import { GetMemberContract } from '../../../shared/platform-api/member.platform';
import { LOGGED_OUT, loginAction, logoutAction, logoutEverywhereAction, toUser } from './login.action';
import { signupAction } from './signup.action';
import { AppError } from '../../errors';
import { mountAction } from '../../http/contract-route';
import { mountContract } from '../../http/mount-contract';
import type { SiteServices } from '../../http/request-context';
import { endMemberSession } from '../../session/member-session';

/** Login, logout, status and signup: the session lives here; the member service knows passwords. */
export default function userApi(services: SiteServices): Router {
  const router = Router();

  mountContract(router, ValidateEmailContract, async ({ query }) => checkEmail(query.email));

  mountContract(router, UserStatusContract, async ({ req }) => {
    const memberUuid = req.session?.memberUuid;
    if (!memberUuid) return LOGGED_OUT;
    try {
      const { member } = await services.platform.call(GetMemberContract, { params: { member_uuid: memberUuid } });
      // The account menu of pages without JavaScript shows the balance the session knows.
      if (req.session.karmaCoins !== member.kc_balance) req.session.karmaCoins = member.kc_balance;
      if (Boolean(req.session.vip) !== member.vip) req.session.vip = member.vip || undefined;
      return { logged_in: true, user: toUser(member) };
    } catch (error) {
      // The member is gone (deleted account): the session means nothing any more.
      if (error instanceof AppError && error.status === 404) {
        await endMemberSession(req);
        return LOGGED_OUT;
      }
      throw error;
    }
  });

  mountAction(router, UserLoginContract, loginAction, services);
  mountAction(router, UserLogoutContract, logoutAction, services);
  mountAction(router, UserLogoutEverywhereContract, logoutEverywhereAction, services);
  mountAction(router, BrowserSignupContract, signupAction, services);
  return router;
}
