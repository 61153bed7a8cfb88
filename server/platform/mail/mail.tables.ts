import type { Generated } from 'kysely';

/** The mail service's tables: the email lists and who is on which. */
export interface MailTables {
  mail_lists: MailListsTable;
  mail_subscriptions: MailSubscriptionsTable;
  mail_deliveries: MailDeliveriesTable;
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

/** One list email owed to a member for a day: claimed, sent, retried or given up (migration 040). */
export interface MailDeliveriesTable {
  member_uuid: string;
  list_code: string;
  /** The subscriber's own day, YYYY-MM-DD. */
  send_date: string;
  status: 'sending' | 'failed' | 'sent' | 'abandoned';
  attempts: number;
  /** Epoch ms: when a `sending` row's lease ends, or a `failed` row is tried again. */
  due_at: number | string;
  message_id: string | null;
  last_error: string | null;
  updated_at: number | string;
}

declare module '../platform-tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the service's tables join the whole platform's
  interface PlatformTables extends MailTables {}
}
