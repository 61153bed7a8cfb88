import type { z } from 'zod';
import { OpenTicketContract } from '../../shared/platform-api/support.platform';
import type { PlatformClient } from './platform-client';

/** The web tier's view of the support service (Contact Us tickets). */
export function createSupportUpstream(client: PlatformClient) {
  return {
    openTicket: (ticket: z.input<(typeof OpenTicketContract)['body']>) => client.call(OpenTicketContract, { body: ticket }),
  };
}
export type SupportUpstream = ReturnType<typeof createSupportUpstream>;
