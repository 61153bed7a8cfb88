import { z } from 'zod';
import { CONTACT_SUBJECTS } from '../domain/contact';
import { isValidEmail } from '../forms/rules';
import { CONTACT_MESSAGES } from '../forms/messages';
import { defineContract } from './contract';

const required = (max: number) => z.string().trim().min(1, CONTACT_MESSAGES.required).max(max, `Please keep this under ${max} characters.`);

/** Spec 1 §3 "Support ticket": subject, name, email, phone, description, page. */
export const TicketSchema = z.object({
  subject: z.enum(CONTACT_SUBJECTS, { error: CONTACT_MESSAGES.required }),
  name: required(100),
  email: required(254).refine(isValidEmail, CONTACT_MESSAGES.email),
  phone: z.string().trim().max(40).optional().default(''),
  description: required(5000),
  /** The page the visitor wrote from. */
  page: z.string().trim().max(2000).optional().default(''),
});

export const TicketReplySchema = z.object({ status: z.literal('ok'), ticket_id: z.string() });

/** `POST /api/ticket/create`: the Contact Us form's call. */
export const CreateTicketContract = defineContract({
  name: 'ticket.create',
  method: 'POST',
  path: '/ticket/create',
  body: TicketSchema,
  response: TicketReplySchema,
});

