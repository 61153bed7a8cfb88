import { z } from 'zod';
import { defineContract } from '../api/contract';

/**
 * Notification codes as the spec sends them (`codes[]`), lowercased. One code may come as a
 * plain string; a request names at most 50.
 */
export const NotificationCodesSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).map((code) => code.trim().toLowerCase()))
  .pipe(z.array(z.string().regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, 'A notification code is letters, digits, dots, dashes or underscores.')).min(1, 'Name at least one code.').max(50));

/** Spec 1 §3 "Notification dot": a code and whether this member has viewed it. */
export const NotificationDotSchema = z.object({ code: z.string(), viewed: z.boolean() });
export const NotificationDotsSchema = z.object({ notifications: z.array(NotificationDotSchema) });

/** What a notifications call names: `codes`, in the query of a read or the body of a write. */
export const NotificationsRequestSchema = z.object({ codes: NotificationCodesSchema });

/** `GET /api/notifications?codes[]=`: which of these messages the member has seen. */
export const GetNotificationsContract = defineContract('notifications.get', 'GET /notifications', { query: NotificationsRequestSchema, response: NotificationDotsSchema });
/** `POST /api/notifications` with `codes[]`: marks these messages read. */
export const ReadNotificationsContract = defineContract('notifications.read', 'POST /notifications', { body: NotificationsRequestSchema, response: NotificationDotsSchema });

