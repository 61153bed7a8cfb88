import { z } from 'zod';
import { ContactFormSchema } from './contact.form';
import { defineContract } from '../api/contract';

/** Spec 1 §3 "Support ticket": subject, name, email, phone, description, page (the Contact Us form's schema). */
export const TicketSchema = ContactFormSchema;

export const TicketReplySchema = z.object({ status: z.literal('ok'), ticket_id: z.string() });

/** `POST /api/ticket/create`: the Contact Us form's call (the dialog's; `/service` posts the same fields). */
export const CreateTicketContract = defineContract('ticket.create', 'POST /ticket/create', { body: ContactFormSchema, response: TicketReplySchema });
