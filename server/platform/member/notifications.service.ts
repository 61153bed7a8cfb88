import type { Kysely } from 'kysely';
import type { MemberTables } from './member.tables';
import { membersData } from './members.data';
import { notificationsData } from './notifications.data';

type Seen = { code: string; viewed: boolean }[];

/**
 * Reads kept for one member: the feed shows about eight items a day, most of them dated, so this
 * is about four months of reading. Past it, the oldest reads are forgotten to make room (a day's
 * items are long gone by then); marking read never fails for it.
 */
export const MAX_NOTIFICATION_READS = 1000;

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
      const over = added > 0 ? (await notificationsData.count(db, memberUuid)) + added - MAX_NOTIFICATION_READS : 0;
      if (over > 0) await notificationsData.forgetOldest(db, memberUuid, over);
      const stamp = now().toISOString();
      for (const code of asked) await notificationsData.markViewed(db, memberUuid, code, stamp);
      return asked.map((code) => ({ code, viewed: true }));
    },
  };
}
