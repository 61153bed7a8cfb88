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

/** rate-limiter-flexible's counters (migration 036): written by the library, read here only by tests. */
export interface RateLimitsTable {
  key: string;
  /** Hits counted in the current window. */
  points: number;
  /** Epoch milliseconds when the window ends. */
  expire: number | null;
}

export interface WebTables {
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
}
