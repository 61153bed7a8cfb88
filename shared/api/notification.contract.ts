import { z } from 'zod';
import { defineContract } from './contract';

/**
 * Notification codes as the spec sends them (`codes[]`), lowercased. One code may come as a
 * plain string; a request names at most 50.
 */
const codes = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).map((code) => code.trim().toLowerCase()))
  .pipe(z.array(z.string().regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, 'A notification code is letters, digits, dots, dashes or underscores.')).min(1, 'Name at least one code.').max(50));

/** Spec 1 §3 "Notification dot": a code and whether this member has viewed it. */
export const NotificationDotSchema = z.object({ code: z.string(), viewed: z.boolean() });
const dots = z.object({ notifications: z.array(NotificationDotSchema) });
const memberParams = z.object({ member_uuid: z.uuid('That is not a member id.') });

/** `GET /api/notifications?codes[]=`: which of these messages the member has seen. */
export const GetNotificationsContract = defineContract({
  name: 'notifications.get',
  method: 'GET',
  path: '/notifications',
  query: z.object({ codes }),
  response: dots,
});

/** `POST /api/notifications` with `codes[]`: marks these messages read. */
export const ReadNotificationsContract = defineContract({
  name: 'notifications.read',
  method: 'POST',
  path: '/notifications',
  body: z.object({ codes }),
  response: dots,
});

export const MemberNotificationsContract = defineContract({
  name: 'member.notifications',
  method: 'GET',
  path: '/member/member/:member_uuid/notifications',
  params: memberParams,
  query: z.object({ codes }),
  response: dots,
});

export const MemberNotificationsReadContract = defineContract({
  name: 'member.notifications_read',
  method: 'POST',
  path: '/member/member/:member_uuid/notifications',
  params: memberParams,
  body: z.object({ codes }),
  response: dots,
});
