import { Router } from 'express';
import { GetEmailListsContract, GetSubscriptionsContract, SubscribeContract, UnsubscribeContract } from '../../../shared/accounts/mail.contract';
import { DeliverListEmailsContract, ListRecipientsContract, SendMailContract } from '../../../shared/platform-api/mail.platform';
import { mountContract } from '../../http/mount-contract';
import type { ListDeliveries } from './list-deliveries';
import type { MailService } from './mail.service';

export function mailRoutes(service: MailService, lists: ListDeliveries): Router {
  const router = Router();
  mountContract(router, GetEmailListsContract, async () => ({ lists: await service.listEmailLists() }));
  mountContract(router, SendMailContract, async ({ body }) => ({ message_id: await service.send(body) }));
  mountContract(router, GetSubscriptionsContract, async ({ params }) => ({ subscriptions: await service.subscriptions(params.member_uuid) }));
  mountContract(router, SubscribeContract, ({ params, body }) => service.subscribe(params.member_uuid, params.list, body.location, body.reason));
  mountContract(router, UnsubscribeContract, ({ params, body }) => service.unsubscribe(params.member_uuid, params.list, body.location, body.reason));
  mountContract(router, ListRecipientsContract, ({ params, query }) => lists.recipients(params.list, query.dates, query.after, query.limit));
  mountContract(router, DeliverListEmailsContract, ({ params, body }) => lists.deliver(params.list, body));
  return router;
}
