import type { Kysely } from 'kysely';
import type { MemberTables } from './member.tables';
import { CAP_MESSAGES } from '../../../shared/forms/messages';
import { AppError } from '../../errors';
import { membersData } from './members.data';
import { notificationsData } from './notifications.data';

type Seen = { code: string; viewed: boolean }[];

/** Notifications one member may have marked read: the site shows a few dozen at most. */
export const MAX_NOTIFICATION_READS = 200;

/** Which site notifications a member has already seen. */
export function createNotificationsService(db: Kysely<MemberTables>, now: () => Date) {
  return {
    /** The codes asked about, once each, in the order asked. */
    async viewed(memberUuid: string, codes: string[]): Promise<Seen> {
      await membersData.get(db, memberUuid);
      const viewed = await notificationsData.viewed(db, memberUuid, codes);
      return [...new Set(codes)].map((code) => ({ code, viewed: viewed.has(code) }));
    },

    async markViewed(memberUuid: string, codes: string[]): Promise<Seen> {
      await membersData.get(db, memberUuid);
      const asked = [...new Set(codes)];
      const already = await notificationsData.viewed(db, memberUuid, asked);
      const added = asked.filter((code) => !already.has(code)).length;
      if (added > 0 && (await notificationsData.count(db, memberUuid)) + added > MAX_NOTIFICATION_READS) {
        throw new AppError('conflict', CAP_MESSAGES.notifications(MAX_NOTIFICATION_READS));
      }
      const stamp = now().toISOString();
      for (const code of asked) await notificationsData.markViewed(db, memberUuid, code, stamp);
      return asked.map((code) => ({ code, viewed: true }));
    },
  };
}
