import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Member } from '../../../shared/accounts/member-data';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import type { MemberTables } from './member.tables';
import { membersData, toMember } from './members.data';
import { jobsData } from './jobs.data';
import { hashPassword } from './password-hash';
import { tokensData } from './tokens.data';

export const RESET_TOKEN_MINUTES = 60;
export const AUTOLOGIN_MINUTES = 24 * 60;

export const RESET_JOB = 'password_reset_email';
export interface ResetEmailJob {
  email: string;
  /** The page the link opens; the key is added as `?key=`. */
  reset_page: string;
}

/** Password-reset links and autologin links: single-use tokens that expire. */
export function createTokensService(db: Kysely<MemberTables>, now: () => Date, signingKey: string, jobsWritten: () => void = () => {}) {
  const sign = (text: string) => createHmac('sha256', `autologin:${signingKey}`).update(text).digest('base64url');
  const minutesFromNow = (minutes: number) => now().getTime() + minutes * 60_000;

  return {
    /**
     * Forgot your password: the same one write whether or not a member has this email (the
     * lookup, token and email are the job's, after the reply), so neither the answer nor its
     * time tells who has an account.
     */
    async requestReset(email: string, resetPage: string): Promise<void> {
      await jobsData.enqueue(db, RESET_JOB, { email, reset_page: resetPage } satisfies ResetEmailJob, now().getTime());
      jobsWritten();
    },

    /** A single-use reset token for an active member with this email, or nothing. */
    async createResetToken(email: string): Promise<{ token?: string; first_name?: string; expires_in_minutes: number }> {
      const found = await membersData.findByEmail(db, email);
      if (!found || found.status !== 'active') return { expires_in_minutes: RESET_TOKEN_MINUTES };
      // Only the newest link works.
      await tokensData.revokeAll(db, found.member_uuid, 'password_reset', now().getTime());
      const token = await tokensData.issue(db, found.member_uuid, 'password_reset', minutesFromNow(RESET_TOKEN_MINUTES));
      return { token, first_name: found.first_name, expires_in_minutes: RESET_TOKEN_MINUTES };
    },

    /** Whether a reset key would still work now; it stays unused. */
    isResetKeyLive: (key: string): Promise<boolean> => tokensData.isLive(db, key, 'password_reset', now().getTime()),

    async resetPassword(key: string, password: string): Promise<Member> {
      const memberUuid = await tokensData.consume(db, key, 'password_reset', now().getTime());
      if (!memberUuid) {
        throw new AppError('bad_request', 'This password reset link has expired or was already used. Please ask for a new one.', {
          key: ['This password reset link has expired or was already used. Please ask for a new one.'],
        });
      }
      await membersData.update(db, memberUuid, { password_hash: await hashPassword(password), updated_at: now().toISOString() });
      return toMember(await membersData.get(db, memberUuid));
    },

    /**
     * Autologin values for links: `m` names the member and is signed with an expiry; `mauto` is a
     * one-time secret stored only as a hash. Together they reveal the member's name and email to
     * the password dialog once; a password is still needed to log in.
     */
    async createAutologin(memberUuid: string): Promise<{ m: string; mauto: string; expires_in_minutes: number }> {
      await membersData.get(db, memberUuid);
      const pair = (expires: number) => {
        const payload = `${Buffer.from(memberUuid).toString('base64url')}.${expires}`;
        // mauto is derived from the signing key, so a live token can be handed out again: only
        // its hash is stored, and the key never leaves the platform.
        return { m: `${payload}.${sign(payload)}`, mauto: sign(`mauto.${payload}`), expires_in_minutes: Math.ceil((expires - now().getTime()) / 60_000) };
      };
      // Reuse a live token with at least half its life left rather than writing one per call.
      for (const row of await tokensData.live(db, memberUuid, 'autologin', minutesFromNow(AUTOLOGIN_MINUTES / 2))) {
        const again = pair(row.expires_at);
        if (tokensData.matches(again.mauto, row.token_hash)) return again;
      }
      const expires = minutesFromNow(AUTOLOGIN_MINUTES);
      const fresh = pair(expires);
      try {
        await tokensData.issue(db, memberUuid, 'autologin', expires, fresh.mauto);
      } catch (error) {
        // A concurrent call issued this very token (same member, same millisecond).
        if (!isUniqueViolation(error)) throw error;
      }
      return fresh;
    },

    async resolveAutologin(m: string, mauto: string): Promise<{ username: string; email: string }> {
      const invalid = () => new AppError('not_found', 'This sign-in link has expired or was already used.');
      const [memberPart, expiresPart, signature] = m.split('.');
      if (!memberPart || !expiresPart || !signature) throw invalid();
      const expected = Buffer.from(sign(`${memberPart}.${expiresPart}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given) || Number(expiresPart) <= now().getTime()) throw invalid();
      const memberUuid = Buffer.from(memberPart, 'base64url').toString();
      // Only the member that m names can spend the token: a mismatched pair burns nothing.
      const owner = await tokensData.consume(db, mauto, 'autologin', now().getTime(), memberUuid);
      if (owner !== memberUuid) throw invalid();
      const member = await membersData.get(db, memberUuid);
      if (member.status !== 'active') throw invalid();
      return { username: member.display_name, email: member.email };
    },
  };
}
