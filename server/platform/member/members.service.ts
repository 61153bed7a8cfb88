import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DELETED_ACCOUNT_MESSAGE, LOGIN_ERROR_CODES, type Member, type MemberUpdateSchema, type SignupRequestSchema } from '../../../shared/accounts/member-data';
import { selectableDecks } from '../../../shared/tarot/decks';
import { ACCOUNT_MESSAGES, SETTINGS_MESSAGES } from '../../../shared/forms/messages';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import type { MemberTables } from './member.tables';
import { isVipRow, membersData, normaliseTime, toMember, type MemberRow } from './members.data';
import { jobsData } from './jobs.data';
import { hashPassword, verifyPassword } from './password-hash';
import { birthColumns, currentColumns, profilesData, type ProfileRow } from './profiles.data';

type Signup = z.output<typeof SignupRequestSchema>;
type MemberUpdate = z.output<typeof MemberUpdateSchema>;

const emailTaken = () => new AppError('conflict', ACCOUNT_MESSAGES.emailTaken, { email: [ACCOUNT_MESSAGES.emailTakenField] });
const emailInUse = () => new AppError('conflict', ACCOUNT_MESSAGES.emailInUse, { email: [ACCOUNT_MESSAGES.emailInUseField] });

/** A hash to compare against when no member exists, so a wrong email costs as long as a wrong password. */
const DECOY_HASH = hashPassword('decoy password that matches nothing');

/** The jobs a signup leaves for after the reply (see member.entry.ts). */
export const SIGNUP_JOBS = { lists: 'signup_lists', welcome: 'welcome_email' } as const;
export interface SignupListsJob {
  member_uuid: string;
  lists: string[];
}
export interface WelcomeEmailJob {
  member_uuid: string;
}
export const EMAIL_CHANGED_JOB = 'email_changed_notice';
export interface EmailChangedJob {
  old_email: string;
  new_email: string;
  first_name: string;
}

const CURRENT_PASSWORD = {
  missingForEmail: SETTINGS_MESSAGES.oldPasswordForEmail,
  missing: SETTINGS_MESSAGES.oldPasswordRequired,
  wrong: SETTINGS_MESSAGES.oldPasswordWrong,
};

/**
 * Accounts: signup (with the member's own profile), login, settings and consent. `jobsWritten`
 * is told when a change left jobs in the outbox, so the worker can start on them.
 */
export function createMembersService(db: Kysely<MemberTables>, now: () => Date, jobsWritten: () => void = () => {}) {
  return {
    async signup(input: Signup): Promise<Member> {
      if (await membersData.emailTaken(db, input.email)) throw emailTaken();
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
        vip_until: null,
      };
      await db
        .transaction()
        .execute(async (trx) => {
          await membersData.insert(trx, member);
          await profilesData.insert(trx, {
            profile_uuid: randomUUID(),
            member_uuid: member.member_uuid,
            is_self: 1,
            first_name: member.first_name,
            last_name: null,
            gender: member.gender,
            birth_date: member.birth_date,
            birth_time: member.birth_time,
            ...birthColumns(input.birth_location),
            ...currentColumns(null),
            created_at: stamp,
          });
          // The member's lists (always ipe) and welcome email are owed once the member exists, so
          // they are written with it: a crash after this commit leaves them for the next start.
          const at = now().getTime();
          const lists: SignupListsJob = { member_uuid: member.member_uuid, lists: [...new Set(['ipe', ...(input.subscribe_lists ?? [])])] };
          await jobsData.enqueue(trx, SIGNUP_JOBS.lists, lists, at);
          await jobsData.enqueue(trx, SIGNUP_JOBS.welcome, { member_uuid: member.member_uuid } satisfies WelcomeEmailJob, at);
        })
        // Another signup with this email won the race between the check and the insert.
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
      jobsWritten();
      return toMember(member);
    },

    /** Checks a password login; failures carry the spec's codes. */
    async login(email: string, password: string): Promise<Member> {
      const found = await membersData.findByEmail(db, email);
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

    get: async (memberUuid: string) => toMember(await membersData.get(db, memberUuid)),

    /**
     * Settings: only what is given changes. A new password or a new email needs the current
     * password (a session alone must not be enough to take the account); the old address is told
     * of an email change, from the outbox.
     */
    async update(memberUuid: string, changes: MemberUpdate): Promise<Member> {
      const current = await membersData.get(db, memberUuid);
      const set: Partial<MemberRow> = { updated_at: now().toISOString() };
      const emailChanges = changes.email !== undefined && changes.email !== current.email;
      if (emailChanges || changes.new_password !== undefined) {
        const missing = emailChanges && changes.new_password === undefined ? CURRENT_PASSWORD.missingForEmail : CURRENT_PASSWORD.missing;
        if (!changes.old_password) throw new AppError('validation_failed', missing, { old_password: [missing] });
        if (!(await verifyPassword(changes.old_password, current.password_hash))) {
          throw new AppError('validation_failed', CURRENT_PASSWORD.wrong, { old_password: [CURRENT_PASSWORD.wrong] });
        }
      }
      if (changes.first_name !== undefined) {
        set.first_name = changes.first_name;
        set.display_name = changes.first_name;
      }
      if (changes.email !== undefined && changes.email !== current.email) {
        if (await membersData.emailTaken(db, changes.email)) throw emailInUse();
        set.email = changes.email;
      }
      if (changes.new_password !== undefined) set.password_hash = await hashPassword(changes.new_password);
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
      if (changes.birth_location !== undefined) Object.assign(self, birthColumns(changes.birth_location));
      await db
        .transaction()
        .execute(async (trx) => {
          await membersData.update(trx, memberUuid, set);
          if (Object.keys(self).length > 0) await profilesData.updateSelf(trx, memberUuid, self);
          if (set.email !== undefined) {
            const notice: EmailChangedJob = { old_email: current.email, new_email: set.email, first_name: set.first_name ?? current.first_name };
            await jobsData.enqueue(trx, EMAIL_CHANGED_JOB, notice, now().getTime());
          }
        })
        // A signup or another member took the new email between the check and the update.
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? emailInUse() : error;
        });
      if (set.email !== undefined) jobsWritten();
      return toMember({ ...current, ...set });
    },

    async recordPrivacyPolicy(memberUuid: string): Promise<Member> {
      const current = await membersData.get(db, memberUuid);
      if (current.privacy_policy_at) return toMember(current);
      const stamp = now().toISOString();
      await membersData.update(db, memberUuid, { privacy_policy_at: stamp, updated_at: stamp });
      return toMember({ ...current, privacy_policy_at: stamp, updated_at: stamp });
    },

    /** For other services (through their ports): whether this member exists. */
    exists: async (memberUuid: string) => (await membersData.find(db, memberUuid)) !== undefined,

    /** Whether the member holds a VIP membership now (the store sets `vip_until` when it sells one). */
    isVip: async (memberUuid: string): Promise<boolean> => isVipRow(await membersData.get(db, memberUuid), now().getTime()),
  };
}
