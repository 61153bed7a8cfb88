import { GetEmailListsContract, GetSubscriptionsContract, SubscribeContract, UnsubscribeContract, type MailList, type MailSubscription } from '../../shared/accounts/mail.contract';
import type { z } from 'zod';
import { SendMailContract } from '../../shared/platform-api/mail.platform';
import type { PlatformClient } from './platform-client';

/** The web tier's view of the mail platform service. */
export function createMailUpstream(client: PlatformClient) {
  return {
    async getEmailLists(): Promise<MailList[]> {
      const { lists } = await client.call(GetEmailListsContract);
      return lists;
    },
    async send(mail: z.input<(typeof SendMailContract)['body']>): Promise<void> {
      await client.call(SendMailContract, { body: mail });
    },
    async subscriptions(memberUuid: string): Promise<MailSubscription[]> {
      const { subscriptions } = await client.call(GetSubscriptionsContract, { params: { member_uuid: memberUuid } });
      return subscriptions;
    },
    async subscribe(memberUuid: string, list: string, location: string, reason?: string): Promise<void> {
      await client.call(SubscribeContract, { params: { member_uuid: memberUuid, list }, body: { location, ...(reason ? { reason } : {}) } });
    },
    async unsubscribe(memberUuid: string, list: string, location: string, reason?: string): Promise<void> {
      await client.call(UnsubscribeContract, { params: { member_uuid: memberUuid, list }, body: { location, ...(reason ? { reason } : {}) } });
    },
  };
}
export type MailUpstream = ReturnType<typeof createMailUpstream>;
