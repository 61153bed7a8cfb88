import { z } from 'zod';
import { defineContract } from '../api/contract';
import { TicketReplySchema, TicketSchema } from '../support/support.contract';

/** Platform: stores the ticket, emails support and sends the writer a receipt. */
export const OpenTicketContract = defineContract({
  name: 'platform.support.ticket_open',
  method: 'POST',
  path: '/support/tickets',
  body: TicketSchema.extend({ member_uuid: z.uuid().optional() }),
  response: TicketReplySchema,
});
