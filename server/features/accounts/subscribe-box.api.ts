import { Router } from 'express';
import { GetSubscribeBoxContract, SubscribeBoxSignUpContract } from '../../../shared/accounts/subscribe-box.contract';
import { subscribeBoxTarget, subscribeBoxVisible } from '../../../shared/accounts/subscribe-box';
import { mountAction } from '../../http/contract-route';
import { mountContract } from '../../http/mount-contract';
import { requestContext, type SiteServices } from '../../http/request-context';
import { membersOnlyAt, requireMember } from '../../http/require-member';
import { listStandings, subscribeBoxAction } from './subscribe-box.action';

/** The members' subscribe box (spec 1 §4): its state, and 'sign me up', the same action as the plain form's. */
export default function subscribeBoxApi(services: SiteServices): Router {
  const router = Router();
  membersOnlyAt(router, [GetSubscribeBoxContract, SubscribeBoxSignUpContract]);
  mountContract(router, GetSubscribeBoxContract, async ({ req }) => {
    const lists = await listStandings(services, requireMember(requestContext(services, req, req.res!)));
    return { lists, visible: subscribeBoxVisible(lists), target: subscribeBoxTarget(lists) };
  });
  mountAction(router, SubscribeBoxSignUpContract, subscribeBoxAction, services);
  return router;
}
