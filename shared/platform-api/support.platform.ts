import { z } from 'zod';
import { defineContract } from '../api/contract';
import { TicketReplySchema, TicketSchema } from '../support/support.contract';

/** A ticket as the platform is given it: the form, and the member who wrote it, if logged in. */
const PlatformTicketSchema = TicketSchema.extend({ member_uuid: z.uuid().optional() });

/** Platform: stores the ticket, emails support and sends the writer a receipt. */
export const OpenTicketContract = defineContract('platform.support.ticket_open', 'POST /support/tickets', { body: PlatformTicketSchema, response: TicketReplySchema });
