import { Router } from 'express';
import { GetEmailListsContract, GetSubscriptionsContract, SubscribeContract, UnsubscribeContract } from '../../../shared/accounts/mail.contract';
import { SendMailContract } from '../../../shared/platform-api/mail.platform';
import { mountContract } from '../../http/mount-contract';
import type { MailService } from './mail.service';

export function mailRoutes(service: MailService): Router {
  const router = Router();
  mountContract(router, GetEmailListsContract, async () => ({ lists: await service.listEmailLists() }));
  mountContract(router, SendMailContract, async ({ body }) => ({ message_id: await service.send(body) }));
  mountContract(router, GetSubscriptionsContract, async ({ params }) => ({ subscriptions: await service.subscriptions(params.member_uuid) }));
  mountContract(router, SubscribeContract, ({ params, body }) => service.subscribe(params.member_uuid, params.list, body.location, body.reason));
  mountContract(router, UnsubscribeContract, ({ params, body }) => service.unsubscribe(params.member_uuid, params.list, body.location, body.reason));
  return router;
}
