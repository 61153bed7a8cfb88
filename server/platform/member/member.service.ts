import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import {
  DELETED_ACCOUNT_MESSAGE,
  LOGIN_ERROR_CODES,
  type JournalEntry,
  type Member,
  type MemberUpdateSchema,
  type Profile,
  type RecordTransactionContract,
  type Transaction,
  type ProfileInputSchema,
  type SignupRequestSchema,
} from '../../../shared/api/member.contract';
import type { DB, MemberProfilesTable, MembersTable } from '../../db/schema';
import { favoriteDeckId, selectableDecks } from '../../../shared/domain/decks';
import { AppError } from '../../errors';
import { hashPassword, verifyPassword } from './password-hash';

type MemberRow = Selectable<MembersTable>;
type ProfileRow = Selectable<MemberProfilesTable>;
type Signup = z.output<typeof SignupRequestSchema>;
type ProfileInput = z.output<typeof ProfileInputSchema>;
type MemberUpdate = z.output<typeof MemberUpdateSchema>;
type TransactionInput = z.output<(typeof RecordTransactionContract)['body']>;

export const RESET_TOKEN_MINUTES = 60;
export const AUTOLOGIN_MINUTES = 24 * 60;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export function toProfile(row: ProfileRow): Profile {
  return {
    profile_uuid: row.profile_uuid,
    is_self: row.is_self === 1,
    first_name: row.first_name,
    last_name: row.last_name,
    gender: row.gender,
    birth_date: row.birth_date,
    birth_time: row.birth_time,
    birth_city: row.birth_city,
    birth_state: row.birth_state,
    birth_country: row.birth_country,
    birth_city_id: row.birth_city_id,
    current_city: row.current_city,
    current_state: row.current_state,
    current_country: row.current_country,
    current_city_id: row.current_city_id,
    created: row.created_at,
  };
}

function profileFields(input: ProfileInput) {
  return {
    first_name: input.first_name,
    last_name: input.last_name || null,
    gender: input.gender ?? null,
    birth_date: input.birth_date,
    birth_time: normaliseTime(input.birth_time),
    birth_city: input.birth_location?.city ?? null,
    birth_state: input.birth_location?.state || null,
    birth_country: input.birth_location?.country ?? null,
    birth_city_id: input.birth_location?.city_id ?? null,
    current_city: input.current_location?.city ?? null,
    current_state: input.current_location?.state || null,
    current_country: input.current_location?.country ?? null,
    current_city_id: input.current_location?.city_id ?? null,
  };
}

/** A hash to compare against when no member exists, so a wrong email costs as long as a wrong password. */
const DECOY_HASH = hashPassword('decoy password that matches nothing');

export function toMember(row: MemberRow): Member {
  return {
    member_uuid: row.member_uuid,
    email: row.email,
    first_name: row.first_name,
    display_name: row.display_name,
    birth_date: row.birth_date,
    gender: row.gender,
    birth_time: row.birth_time,
    sexual_orientation: row.sexual_orientation,
    favorite_deck_id: favoriteDeckId(row.favorite_deck_id),
    privacy_policy: row.privacy_policy_at !== null,
    kc_balance: row.kc_balance,
    created_at: row.created_at,
  };
}

function toTransaction(row: Selectable<DB['member_transactions']>): Transaction {
  return {
    transaction_uuid: row.transaction_uuid,
    kind: row.kind as Transaction['kind'],
    description: row.description,
    usd_cents: row.usd_cents,
    kc: row.kc,
    order_uuid: row.order_uuid,
    created: row.created_at,
  };
}

function normaliseTime(time: string | undefined): string | null {
  if (!time) return null;
  return time.length === 5 ? `${time}:00` : time;
}

export interface MemberServiceOptions {
  /** Signs autologin `m` values; the platform's own secret. */
  signingKey: string;
  now?: () => Date;
}

export function createMemberService(db: Kysely<DB>, options: MemberServiceOptions) {
  const now = options.now ?? (() => new Date());
  const sign = (text: string) => createHmac('sha256', `autologin:${options.signingKey}`).update(text).digest('base64url');

  async function ownProfile(memberUuid: string, profileUuid: string): Promise<ProfileRow> {
    const found = await db
      .selectFrom('member_profiles')
      .selectAll()
      .where('profile_uuid', '=', profileUuid)
      .where('member_uuid', '=', memberUuid)
      .executeTakeFirst();
    // Someone else's profile is reported exactly like a missing one.
    if (!found) throw new AppError('not_found', 'No profile of yours has that id.');
    return found;
  }

  async function issueToken(memberUuid: string, purpose: string, minutes: number): Promise<string> {
    const token = newToken();
    await db
      .insertInto('member_tokens')
      .values({ token_hash: sha256(token), member_uuid: memberUuid, purpose, expires_at: now().getTime() + minutes * 60_000, used_at: null })
      .execute();
    return token;
  }

  /** Marks a live token used and returns its member; a token works once, before it expires. */
  async function consumeToken(token: string, purpose: string): Promise<string | undefined> {
    const at = now().getTime();
    const hash = sha256(token);
    const result = await db
      .updateTable('member_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', hash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    const row = await db.selectFrom('member_tokens').select('member_uuid').where('token_hash', '=', hash).executeTakeFirst();
    return row?.member_uuid;
  }

  async function row(memberUuid: string): Promise<MemberRow> {
    const found = await db.selectFrom('members').selectAll().where('member_uuid', '=', memberUuid).executeTakeFirst();
    if (!found) throw new AppError('not_found', 'No member has that id.');
    return found;
  }

  return {
    async signup(input: Signup): Promise<Member> {
      const taken = await db.selectFrom('members').select('member_uuid').where('email', '=', input.email).executeTakeFirst();
      if (taken) {
        throw new AppError('conflict', 'An account already uses this email address.', {
          email: ['An account already uses this email address. Please log in instead.'],
        });
      }
      const stamp = now().toISOString();
      const member: MemberRow = {
        member_uuid: randomUUID(),
        email: input.email,
        password_hash: await hashPassword(input.password),
        first_name: input.first_name,
        display_name: input.display_name || input.first_name,
        account_type_id: input.account_type_id,
        birth_date: input.birth_date,
        gender: input.gender ?? null,
        birth_time: normaliseTime(input.birth_time),
        sexual_orientation: null,
        favorite_deck_id: null,
        timezone: input.timezone ?? null,
        signup_gateway: input.signup_gateway,
        signup_url: input.signup_url ?? null,
        sms_optin: input.sms_optin ? 1 : 0,
        status: 'active',
        privacy_policy_at: input.privacy_policy ? stamp : null,
        created_at: stamp,
        updated_at: stamp,
        kc_balance: 0,
      };
      const location = input.birth_location;
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('members').values(member).execute();
        await trx
          .insertInto('member_profiles')
          .values({
            profile_uuid: randomUUID(),
            member_uuid: member.member_uuid,
            is_self: 1,
            first_name: member.first_name,
            last_name: null,
            gender: member.gender,
            birth_date: member.birth_date,
            birth_time: member.birth_time,
            birth_city: location?.city ?? null,
            birth_state: location?.state || null,
            birth_country: location?.country ?? null,
            birth_city_id: location?.city_id ?? null,
            current_city: null,
            current_state: null,
            current_country: null,
            current_city_id: null,
            created_at: stamp,
          })
          .execute();
      });
      return toMember(member);
    },

    /** Checks a password login; failures carry the spec's codes. */
    async login(email: string, password: string): Promise<Member> {
      const found = await db.selectFrom('members').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
      if (!found) {
        await verifyPassword(password, await DECOY_HASH);
        throw new AppError(LOGIN_ERROR_CODES.notFound, 'No member has this email address.');
      }
      if (found.status === 'disabled') throw new AppError(LOGIN_ERROR_CODES.disabled, DELETED_ACCOUNT_MESSAGE);
      if (!(await verifyPassword(password, found.password_hash))) {
        throw new AppError(LOGIN_ERROR_CODES.invalidPassword, 'Password did not match this email', { password: ['Password did not match this email'] });
      }
      return toMember(found);
    },

    get: async (memberUuid: string) => toMember(await row(memberUuid)),

    async listProfiles(memberUuid: string): Promise<Profile[]> {
      await row(memberUuid);
      const rows = await db
        .selectFrom('member_profiles')
        .selectAll()
        .where('member_uuid', '=', memberUuid)
        .orderBy('is_self', 'desc')
        .orderBy('created_at')
        .orderBy('profile_uuid')
        .execute();
      return rows.map(toProfile);
    },

    async createProfile(memberUuid: string, input: ProfileInput): Promise<Profile> {
      await row(memberUuid);
      const profile: ProfileRow = { profile_uuid: randomUUID(), member_uuid: memberUuid, is_self: 0, ...profileFields(input), created_at: now().toISOString() };
      await db.insertInto('member_profiles').values(profile).execute();
      return toProfile(profile);
    },

    async updateProfile(memberUuid: string, profileUuid: string, input: ProfileInput): Promise<Profile> {
      const current = await ownProfile(memberUuid, profileUuid);
      const fields = profileFields(input);
      await db.updateTable('member_profiles').set(fields).where('profile_uuid', '=', profileUuid).execute();
      return toProfile({ ...current, ...fields });
    },

    async deleteProfile(memberUuid: string, profileUuid: string): Promise<void> {
      const current = await ownProfile(memberUuid, profileUuid);
      if (current.is_self === 1) throw new AppError('bad_request', 'Your own profile cannot be deleted; change its details in your settings.');
      await db.deleteFrom('member_profiles').where('profile_uuid', '=', profileUuid).execute();
    },

    /** Settings: only what is given changes; a new password needs the current one. */
    async update(memberUuid: string, changes: MemberUpdate): Promise<Member> {
      const current = await row(memberUuid);
      const stamp = now().toISOString();
      const set: Partial<MemberRow> = { updated_at: stamp };
      if (changes.first_name !== undefined) {
        set.first_name = changes.first_name;
        set.display_name = changes.first_name;
      }
      if (changes.email !== undefined && changes.email !== current.email) {
        const taken = await db.selectFrom('members').select('member_uuid').where('email', '=', changes.email).executeTakeFirst();
        if (taken) throw new AppError('conflict', 'That email address is already in use.', { email: ['That email address is already used by another account.'] });
        set.email = changes.email;
      }
      if (changes.new_password !== undefined) {
        if (!changes.old_password) throw new AppError('validation_failed', 'Please enter your current password.', { old_password: ['Please enter your current password.'] });
        if (!(await verifyPassword(changes.old_password, current.password_hash))) {
          throw new AppError('validation_failed', 'Your current password is not correct.', { old_password: ['Your current password is not correct.'] });
        }
        set.password_hash = await hashPassword(changes.new_password);
      }
      if (changes.birth_date !== undefined) set.birth_date = changes.birth_date;
      if (changes.birth_time !== undefined) set.birth_time = normaliseTime(changes.birth_time ?? undefined);
      if (changes.gender !== undefined) set.gender = changes.gender;
      // Spec: sexual orientation is kept from the member when the form does not set it.
      if (changes.sexual_orientation !== undefined) set.sexual_orientation = changes.sexual_orientation;
      if (changes.favorite_deck_id !== undefined) {
        if (changes.favorite_deck_id !== null && !selectableDecks().some((deck) => deck.id === changes.favorite_deck_id)) {
          throw new AppError('validation_failed', 'Please choose one of our tarot decks.', { favorite_deck_id: ['Please choose one of our tarot decks.'] });
        }
        set.favorite_deck_id = changes.favorite_deck_id;
      }

      const self: Partial<ProfileRow> = {};
      if (set.first_name !== undefined) self.first_name = set.first_name;
      if (set.birth_date !== undefined) self.birth_date = set.birth_date;
      if (set.birth_time !== undefined) self.birth_time = set.birth_time;
      if (set.gender !== undefined) self.gender = set.gender;
      if (changes.birth_location !== undefined) {
        const place = changes.birth_location;
        Object.assign(self, { birth_city: place?.city ?? null, birth_state: place?.state || null, birth_country: place?.country ?? null, birth_city_id: place?.city_id ?? null });
      }
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('members').set(set).where('member_uuid', '=', memberUuid).execute();
        if (Object.keys(self).length > 0) {
          await trx.updateTable('member_profiles').set(self).where('member_uuid', '=', memberUuid).where('is_self', '=', 1).execute();
        }
      });
      return toMember({ ...current, ...set });
    },

    /** A single-use reset token for an active member with this email, or nothing. */
    async createResetToken(email: string): Promise<{ token?: string; first_name?: string; expires_in_minutes: number }> {
      const found = await db.selectFrom('members').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
      if (!found || found.status !== 'active') return { expires_in_minutes: RESET_TOKEN_MINUTES };
      // Only the newest link works.
      await db
        .updateTable('member_tokens')
        .set({ used_at: now().getTime() })
        .where('member_uuid', '=', found.member_uuid)
        .where('purpose', '=', 'password_reset')
        .where('used_at', 'is', null)
        .execute();
      const token = await issueToken(found.member_uuid, 'password_reset', RESET_TOKEN_MINUTES);
      return { token, first_name: found.first_name, expires_in_minutes: RESET_TOKEN_MINUTES };
    },

    async resetPassword(key: string, password: string): Promise<Member> {
      const memberUuid = await consumeToken(key, 'password_reset');
      if (!memberUuid) {
        throw new AppError('bad_request', 'This password reset link has expired or was already used. Please ask for a new one.', {
          key: ['This password reset link has expired or was already used. Please ask for a new one.'],
        });
      }
      const stamp = now().toISOString();
      await db.updateTable('members').set({ password_hash: await hashPassword(password), updated_at: stamp }).where('member_uuid', '=', memberUuid).execute();
      return toMember(await row(memberUuid));
    },

    /**
     * Autologin values for links: `m` names the member and is signed with an expiry; `mauto` is a
     * one-time secret stored only as a hash. Together they reveal the member's name and email to
     * the password dialog once; a password is still needed to log in.
     */
    async createAutologin(memberUuid: string): Promise<{ m: string; mauto: string; expires_in_minutes: number }> {
      await row(memberUuid);
      const expires = now().getTime() + AUTOLOGIN_MINUTES * 60_000;
      const payload = `${Buffer.from(memberUuid).toString('base64url')}.${expires}`;
      const mauto = await issueToken(memberUuid, 'autologin', AUTOLOGIN_MINUTES);
      return { m: `${payload}.${sign(payload)}`, mauto, expires_in_minutes: AUTOLOGIN_MINUTES };
    },

    async resolveAutologin(m: string, mauto: string): Promise<{ username: string; email: string }> {
      const invalid = () => new AppError('not_found', 'This sign-in link has expired or was already used.');
      const [memberPart, expiresPart, signature] = m.split('.');
      if (!memberPart || !expiresPart || !signature) throw invalid();
      const expected = Buffer.from(sign(`${memberPart}.${expiresPart}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given) || Number(expiresPart) <= now().getTime()) throw invalid();
      const memberUuid = Buffer.from(memberPart, 'base64url').toString();
      const owner = await consumeToken(mauto, 'autologin');
      if (owner !== memberUuid) throw invalid();
      const member = await row(memberUuid);
      if (member.status !== 'active') throw invalid();
      return { username: member.display_name, email: member.email };
    },

    async journal(memberUuid: string): Promise<JournalEntry[]> {
      await row(memberUuid);
      const rows = await db.selectFrom('member_journal').selectAll().where('member_uuid', '=', memberUuid).orderBy('created_at', 'desc').execute();
      return rows.map((entry) => ({ slug: entry.slug, kind: entry.kind as JournalEntry['kind'], title: entry.title, url: entry.url, created: entry.created_at }));
    },

    async deleteJournalEntry(memberUuid: string, slug: string): Promise<void> {
      const result = await db.deleteFrom('member_journal').where('member_uuid', '=', memberUuid).where('slug', '=', slug).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new AppError('not_found', 'No saved reading or report of yours has that name.');
    },

    /** The member's account history, newest first, with the Karma Coin balance it adds up to. */
    async transactions(memberUuid: string): Promise<{ transactions: Transaction[]; kc_balance: number }> {
      const member = await row(memberUuid);
      const rows = await db
        .selectFrom('member_transactions')
        .selectAll()
        .where('member_uuid', '=', memberUuid)
        .orderBy('created_at', 'desc')
        .orderBy('transaction_uuid')
        .execute();
      return { transactions: rows.map(toTransaction), kc_balance: member.kc_balance };
    },

    /**
     * Adds a movement to the ledger and applies its coins to the balance in one transaction. The
     * balance update carries its own guard, so two spends racing for the last coins cannot both win.
     */
    async recordTransaction(memberUuid: string, input: TransactionInput): Promise<{ transaction: Transaction; kc_balance: number }> {
      await row(memberUuid);
      const entry = {
        transaction_uuid: randomUUID(),
        member_uuid: memberUuid,
        kind: input.kind,
        description: input.description,
        usd_cents: input.usd_cents ?? null,
        kc: input.kc,
        order_uuid: input.order_uuid ?? null,
        created_at: now().toISOString(),
      };
      const balance = await db.transaction().execute(async (trx) => {
        const applied = await trx
          .updateTable('members')
          .set((eb) => ({ kc_balance: eb('kc_balance', '+', input.kc) }))
          .where('member_uuid', '=', memberUuid)
          .where((eb) => eb(eb('kc_balance', '+', input.kc), '>=', 0))
          .executeTakeFirst();
        if (Number(applied.numUpdatedRows) !== 1) throw new AppError('conflict', 'You do not have enough Karma Coins for this.');
        await trx.insertInto('member_transactions').values(entry).execute();
        const after = await trx.selectFrom('members').select('kc_balance').where('member_uuid', '=', memberUuid).executeTakeFirstOrThrow();
        return after.kc_balance;
      });
      return { transaction: toTransaction(entry), kc_balance: balance };
    },

    /** Which of these notification codes the member has viewed, in the order asked. */
    async notifications(memberUuid: string, codes: string[]): Promise<{ code: string; viewed: boolean }[]> {
      await row(memberUuid);
      const seen = await db.selectFrom('notification_reads').select('code').where('member_uuid', '=', memberUuid).where('code', 'in', codes).execute();
      const viewed = new Set(seen.map((each) => each.code));
      return [...new Set(codes)].map((code) => ({ code, viewed: viewed.has(code) }));
    },

    async readNotifications(memberUuid: string, codes: string[]): Promise<{ code: string; viewed: boolean }[]> {
      await row(memberUuid);
      const stamp = now().toISOString();
      for (const code of new Set(codes)) {
        await db
          .insertInto('notification_reads')
          .values({ member_uuid: memberUuid, code, viewed_at: stamp })
          .onConflict((oc) => oc.columns(['member_uuid', 'code']).doNothing())
          .execute();
      }
      return [...new Set(codes)].map((code) => ({ code, viewed: true }));
    },

    async recordPrivacyPolicy(memberUuid: string): Promise<Member> {
      const current = await row(memberUuid);
      if (current.privacy_policy_at) return toMember(current);
      const stamp = now().toISOString();
      await db.updateTable('members').set({ privacy_policy_at: stamp, updated_at: stamp }).where('member_uuid', '=', memberUuid).execute();
      return toMember({ ...current, privacy_policy_at: stamp, updated_at: stamp });
    },
  };
}
export type MemberService = ReturnType<typeof createMemberService>;
