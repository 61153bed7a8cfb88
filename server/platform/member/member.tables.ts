import type { JobsTable } from './jobs.data';
import type { JournalTable } from './journal.data';
import type { TransactionsTable } from './ledger.data';
import type { MembersTable } from './members.data';
import type { NotificationReadsTable } from './notifications.data';
import type { ProfilesTable } from './profiles.data';
import type { TokensTable } from './tokens.data';

/** Every table the member service owns, each declared by the capability that keeps it. */
export interface MemberTables {
  members: MembersTable;
  member_profiles: ProfilesTable;
  member_tokens: TokensTable;
  member_journal: JournalTable;
  member_transactions: TransactionsTable;
  notification_reads: NotificationReadsTable;
  member_jobs: JobsTable;
}

declare module '../platform-tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the service's tables join the whole platform's
  interface PlatformTables extends MemberTables {}
}
