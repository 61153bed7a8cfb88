import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MemberTables } from './member.tables';

export interface TokensTable {
  /** SHA-256 of the token: the token itself is never stored. */
  token_hash: string;
  member_uuid: string;
  purpose: string;
  expires_at: number;
  used_at: number | null;
}

export type TokenPurpose = 'password_reset' | 'autologin';
type Db = Kysely<MemberTables>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Data access for `member_tokens`: single-use secrets kept only as hashes. */
export const tokensData = {
  async issue(db: Db, memberUuid: string, purpose: TokenPurpose, expiresAt: number, token = randomBytes(32).toString('base64url')): Promise<string> {
    await db.insertInto('member_tokens').values({ token_hash: sha256(token), member_uuid: memberUuid, purpose, expires_at: expiresAt, used_at: null }).execute();
    return token;
  },

  /** Whether this token is the one stored under a row's hash. */
  matches: (token: string, tokenHash: string) => sha256(token) === tokenHash,

  /** The member's live, unused tokens of a purpose that last beyond `until`, latest expiry first. */
  live: (db: Db, memberUuid: string, purpose: TokenPurpose, until: number) =>
    db
      .selectFrom('member_tokens')
      .selectAll()
      .where('member_uuid', '=', memberUuid)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', until)
      .orderBy('expires_at', 'desc')
      .execute(),

  /**
   * Marks a live token used and returns its member; a token works once, before it expires. With
   * `owner`, only that member's token is spent: a token paired with someone else's id stays live.
   */
  async consume(db: Db, token: string, purpose: TokenPurpose, at: number, owner?: string): Promise<string | undefined> {
    const hash = sha256(token);
    let update = db
      .updateTable('member_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', hash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at);
    if (owner !== undefined) update = update.where('member_uuid', '=', owner);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    const row = await db.selectFrom('member_tokens').select('member_uuid').where('token_hash', '=', hash).executeTakeFirst();
    return row?.member_uuid;
  },

  /** Whether a token is unused and unexpired, without spending it. */
  async isLive(db: Db, token: string, purpose: TokenPurpose, at: number): Promise<boolean> {
    const row = await db
      .selectFrom('member_tokens')
      .select('member_uuid')
      .where('token_hash', '=', sha256(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Spends every live token of this purpose, so only one issued after it works. */
  revokeAll: (db: Db, memberUuid: string, purpose: TokenPurpose, at: number) =>
    db.updateTable('member_tokens').set({ used_at: at }).where('member_uuid', '=', memberUuid).where('purpose', '=', purpose).where('used_at', 'is', null).execute(),
};
