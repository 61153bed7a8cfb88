/**
 * The web tier's own tables. Each platform service declares its tables in its own folder
 * (`server/platform/<service>/*.tables.ts`) and reaches only those.
 */

export interface SessionsTable {
  sid: string;
  /** The session as JSON. */
  sess: string;
  /** Epoch milliseconds after which the row is dead. */
  expires_at: number;
  /** The logged-in member, if any (so their sessions can be ended together). */
  member_uuid: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface WebTables {
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
}
