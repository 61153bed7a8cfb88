import session from 'express-session';
import type { Kysely } from 'kysely';
import type { WebTables } from '../db/schema';
import { mayCreate, type MemberSessions } from './member-sessions';
import './session-data';

type Callback<T = void> = (error?: unknown, value?: T) => void;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * express-session rows in our own database (SQLite or PostgreSQL), so sessions survive a
 * restart and several processes can share them. Expired rows are ignored on read and swept
 * now and then on write.
 */
export class KyselySessionStore extends session.Store implements MemberSessions {
  private writes = 0;

  constructor(
    private readonly db: Kysely<WebTables>,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  private expiry(sess: session.SessionData): number {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires).getTime() : this.now() + DAY_MS;
  }

  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    this.db
      .selectFrom('sessions')
      .select(['sess', 'expires_at'])
      .where('sid', '=', sid)
      .executeTakeFirst()
      .then((row) => {
        if (!row || row.expires_at <= this.now()) return callback(undefined, null);
        callback(undefined, JSON.parse(row.sess) as session.SessionData);
      })
      .catch((error: unknown) => callback(error));
  }

  override set(sid: string, sess: session.SessionData, callback?: Callback): void {
    const row = { sid, sess: JSON.stringify(sess), expires_at: this.expiry(sess), member_uuid: sess.memberUuid ?? null };
    // A member session is created only by its login's save; later saves update it while it exists.
    const write = mayCreate(sess, this.now())
      ? this.db
          .insertInto('sessions')
          .values(row)
          .onConflict((oc) => oc.column('sid').doUpdateSet({ sess: row.sess, expires_at: row.expires_at, member_uuid: row.member_uuid }))
          .execute()
      : this.db.updateTable('sessions').set({ sess: row.sess, expires_at: row.expires_at, member_uuid: row.member_uuid }).where('sid', '=', sid).execute();
    write
      .then(() => this.sweepSometimes())
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  override touch(sid: string, sess: session.SessionData, callback?: Callback): void {
    this.db
      .updateTable('sessions')
      .set({ expires_at: this.expiry(sess) })
      .where('sid', '=', sid)
      .execute()
      .then(() => callback?.())
      .catch((error: unknown) => callback?.(error));
  }

  async endSessionsOf(memberUuid: string, exceptSid?: string): Promise<number> {
    let query = this.db.deleteFrom('sessions').where('member_uuid', '=', memberUuid);
    if (exceptSid) query = query.where('sid', '!=', exceptSid);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes every expired session; returns how many went. */
  async sweep(): Promise<number> {
    const result = await this.db.deleteFrom('sessions').where('expires_at', '<=', this.now()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private async sweepSometimes(): Promise<void> {
    this.writes += 1;
    if (this.writes % 500 === 0) await this.sweep();
  }
}
