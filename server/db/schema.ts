import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Each block belongs to one owner; no service reads another's tables.
 */

// Web tier: express-session rows.
export interface SessionsTable {
  sid: string;
  /** The session as JSON. */
  sess: string;
  /** Epoch milliseconds after which the row is dead. */
  expires_at: number;
}

// Mail platform: the email lists a member can subscribe to.
export interface MailListsTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
  frequency: string;
  sort_order: number;
}

export interface DB {
  sessions: SessionsTable;
  mail_lists: MailListsTable;
}
