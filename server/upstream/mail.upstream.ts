import { GetEmailListsContract, type MailList } from '../../shared/api/mail.contract';
import type { PlatformClient } from './platform-client';

/** The web tier's view of the mail platform service. */
export function createMailUpstream(client: PlatformClient) {
  return {
    async getEmailLists(): Promise<MailList[]> {
      const { lists } = await client.call(GetEmailListsContract);
      return lists;
    },
  };
}
export type MailUpstream = ReturnType<typeof createMailUpstream>;
