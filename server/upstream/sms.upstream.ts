import type { z } from 'zod';
import type { SmsStanding } from '../../shared/accounts/sms.contract';
import { SmsOptInContract, SmsOptOutContract, SmsStandingContract } from '../../shared/platform-api/sms.platform';
import type { PlatformClient } from './platform-client';

/** The web tier's view of the platform's text-message service. */
export function createSmsUpstream(client: PlatformClient) {
  return {
    standing: (memberUuid: string): Promise<SmsStanding> => client.call(SmsStandingContract, { params: { member_uuid: memberUuid } }),
    optIn: (memberUuid: string, body: z.input<(typeof SmsOptInContract)['body']>): Promise<SmsStanding> =>
      client.call(SmsOptInContract, { params: { member_uuid: memberUuid }, body }),
    optOut: (memberUuid: string, location: string): Promise<SmsStanding> => client.call(SmsOptOutContract, { params: { member_uuid: memberUuid }, body: { location } }),
  };
}
export type SmsUpstream = ReturnType<typeof createSmsUpstream>;
