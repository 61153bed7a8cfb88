import type { Generated } from 'kysely';

/** The mail service's tables: the email lists and who is on which. */
export interface MailTables {
  mail_lists: MailListsTable;
  mail_subscriptions: MailSubscriptionsTable;
}

export interface MailListsTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
  frequency: string;
  sort_order: number;
}

export interface MailSubscriptionsTable {
  member_uuid: string;
  list_code: string;
  subscribed: number;
  location: string | null;
  reason: string | null;
  updated_at: string;
}

declare module '../platform-tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the service's tables join the whole platform's
  interface PlatformTables extends MailTables {}
}
