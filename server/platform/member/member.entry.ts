import { tablesOf } from '../../db/database';
import { definePlatformService } from '../platform-service';
import type { PlatformPorts } from '../ports';
import { createJournalService } from './journal.service';
import { createLedgerService } from './ledger.service';
import { memberRoutes } from './member.routes';
import type { MemberTables } from './member.tables';
import { createMembersService } from './members.service';
import { isVipRow } from './members.data';
import * as members from './migrations/004-members';
import * as journal from './migrations/006-member-extras';
import * as ledger from './migrations/007-karma-ledger';
import * as notificationReads from './migrations/010-notification-reads';
import * as coins64 from './migrations/012-coins-64-bit';
import * as ledgerOrders from './migrations/031-ledger-orders';
import * as jobs from './migrations/020-member-jobs';
import * as vip from './migrations/022-vip';
import { createJobWorker } from './jobs.service';
import { memberJobHandlers } from './member-jobs';
import { createNotificationsService } from './notifications.service';
import { createProfilesService } from './profiles.service';
import { createTokensService } from './tokens.service';

/** The member service: accounts, profiles, tokens and autologin, journal, Karma Coin ledger, notifications. */
export const memberService = definePlatformService({
  name: 'member',
  migrations: {
    '004-members': members,
    '006-member-extras': journal,
    '007-karma-ledger': ledger,
    '010-notification-reads': notificationReads,
    '012-coins-64-bit': coins64,
    '031-ledger-orders': ledgerOrders,
    '020-member-jobs': jobs,
    '022-vip': vip,
  },
  start({ database, partnerKey, logger }, ports) {
    const db = tablesOf<MemberTables>(database);
    const now = () => new Date();
    const jobsWritten = () => worker.kick();
    const tokens = createTokensService(db, now, partnerKey, jobsWritten);
    const worker = createJobWorker(db, memberJobHandlers(db, tokens, ports, logger), logger);
    const services = {
      members: createMembersService(db, now, jobsWritten),
      profiles: createProfilesService(db, now),
      tokens,
      journal: createJournalService(db),
      ledger: createLedgerService(db, now),
      notifications: createNotificationsService(db, now),
    };
    const offers: Partial<PlatformPorts> = {
      members: { exists: services.members.exists, isVip: services.members.isVip },
      memberJournal: { save: services.journal.save },
      memberLedger: { record: services.ledger.recordOrderEntry, balance: services.ledger.balance },
      memberAccounts: {
        contact: async (memberUuid) => {
          const row = await db.selectFrom('members').select(['email', 'first_name', 'status']).where('member_uuid', '=', memberUuid).executeTakeFirst();
          return row && row.status === 'active' ? { email: row.email, first_name: row.first_name } : null;
        },
        recipients: async (memberUuids) => {
          if (memberUuids.length === 0) return [];
          const rows = await db
            .selectFrom('members')
            .select(['member_uuid', 'email', 'first_name', 'birth_date', 'timezone', 'vip_until', 'status'])
            .where('member_uuid', 'in', [...memberUuids])
            .where('status', '=', 'active')
            .execute();
          const at = now().getTime();
          return rows.map((row) => ({
            member_uuid: row.member_uuid,
            email: row.email,
            first_name: row.first_name,
            birth_date: row.birth_date || null,
            timezone: row.timezone === null ? null : Number(row.timezone),
            vip: isVipRow(row, at),
          }));
        },
        setVipUntil: async (memberUuid, until) => {
          await db.updateTable('members').set({ vip_until: until ?? now().getTime(), updated_at: now().toISOString() }).where('member_uuid', '=', memberUuid).execute();
        },
      },
    };
    return { routes: memberRoutes(services), offers, worker };
  },
});

export type MemberServices = {
  members: ReturnType<typeof createMembersService>;
  profiles: ReturnType<typeof createProfilesService>;
  tokens: ReturnType<typeof createTokensService>;
  journal: ReturnType<typeof createJournalService>;
  ledger: ReturnType<typeof createLedgerService>;
  notifications: ReturnType<typeof createNotificationsService>;
};
