import type { Kysely } from 'kysely';
import type { MemberTables } from './member.tables';
import { membersData } from './members.data';
import { notificationsData } from './notifications.data';

type Seen = { code: string; viewed: boolean }[];

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
      const stamp = now().toISOString();
      for (const code of new Set(codes)) await notificationsData.markViewed(db, memberUuid, code, stamp);
      return [...new Set(codes)].map((code) => ({ code, viewed: true }));
    },
  };
}
