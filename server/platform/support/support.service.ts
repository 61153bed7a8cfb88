import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { OpenTicketContract } from '../../../shared/platform-api/support.platform';
import type { SupportTables } from './support.tables';
import type { Logger } from 'pino';
import type { PlatformPorts } from '../ports';

type TicketInput = z.output<(typeof OpenTicketContract)['body']>;

/** Ticket numbers people can read out on the phone: no 0/O or 1/I. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newTicketId = () => `T-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/**
 * Support tickets: stored first, so a message is never lost, then emailed to the support inbox
 * and, as a receipt with the ticket number, to the person who wrote.
 */
export function createSupportService(db: Kysely<SupportTables>, ports: Pick<PlatformPorts, 'ticketMail'>, logger: Logger) {
  return {
    async open(input: TicketInput): Promise<{ status: 'ok'; ticket_id: string }> {
      const ticket = {
        ticket_id: newTicketId(),
        member_uuid: input.member_uuid ?? null,
        subject: input.subject,
        name: input.name,
        email: input.email,
        phone: input.phone,
        description: input.description,
        page: input.page,
        status: 'open',
        created_at: new Date().toISOString(),
      };
      await db.insertInto('support_tickets').values(ticket).execute();
      try {
        await ports.ticketMail.sendTicket({ ticketId: ticket.ticket_id, name: input.name, email: input.email, phone: input.phone, subject: input.subject, description: input.description, page: input.page });
      } catch (error) {
        // The ticket is saved and support works from the stored tickets; the email can be late.
        logger.warn({ err: error, ticket: ticket.ticket_id }, 'support ticket email failed');
      }
      return { status: 'ok', ticket_id: ticket.ticket_id };
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
