import { z } from 'zod';
import { defineContract } from './contract';

export const UserStatusSchema = z.object({
  logged_in: z.boolean(),
});
export type UserStatus = z.infer<typeof UserStatusSchema>;

/** `GET /api/user/status[?refresh]`: whether this browser holds a member session. */
export const UserStatusContract = defineContract({
  name: 'user.status',
  method: 'GET',
  path: '/user/status',
  query: z.object({ refresh: z.string().optional() }),
  response: UserStatusSchema,
});
