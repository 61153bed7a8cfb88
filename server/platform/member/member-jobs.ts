import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { AppError } from '../../errors';
import type { PlatformPorts } from '../ports';
import type { JobHandlers } from './jobs.service';
import type { MemberTables } from './member.tables';
import { membersData } from './members.data';
import { EMAIL_CHANGED_JOB, SIGNUP_JOBS, type EmailChangedJob, type SignupListsJob, type WelcomeEmailJob } from './members.service';
import { RESET_JOB, type ResetEmailJob } from './tokens.service';
import type { createTokensService } from './tokens.service';

/**
 * What the member service's outbox jobs do. Each is safe to run again after a crash: joining a
 * list twice changes nothing (nor does it undo a choice the member made meanwhile), and a reset
 * job issues a fresh link (the older one stops working).
 */
export function memberJobHandlers(db: Kysely<MemberTables>, tokens: ReturnType<typeof createTokensService>, ports: PlatformPorts, logger: Logger): JobHandlers {
  return {
    async [SIGNUP_JOBS.lists](payload) {
      const { member_uuid, lists } = payload as SignupListsJob;
      for (const list of lists) {
        try {
          await ports.memberMail.joinUnlessChosen(member_uuid, list, 'signup');
        } catch (error) {
          // A list that does not exist will not appear by trying again; the others are still joined.
          if (!(error instanceof AppError && error.code === 'not_found')) throw error;
          logger.warn({ member: member_uuid, list }, 'signup asked for an email list that does not exist');
        }
      }
    },

    async [SIGNUP_JOBS.welcome](payload) {
      const { member_uuid } = payload as WelcomeEmailJob;
      const member = await membersData.find(db, member_uuid);
      if (!member || member.status !== 'active') return;
      await ports.memberMail.send({ template: 'welcome', to: member.email, first_name: member.first_name });
    },

    async [EMAIL_CHANGED_JOB](payload) {
      const { old_email, new_email, first_name } = payload as EmailChangedJob;
      await ports.memberMail.send({ template: 'email_changed', to: old_email, first_name, new_email });
    },

    async [RESET_JOB](payload) {
      const { email, reset_page } = payload as ResetEmailJob;
      const { token, first_name, expires_in_minutes } = await tokens.createResetToken(email);
      if (!token) return;
      await ports.memberMail.send({
        template: 'password_reset',
        to: email,
        ...(first_name ? { first_name } : {}),
        reset_url: `${reset_page}?key=${encodeURIComponent(token)}`,
        expires_in_minutes,
      });
    },
  };
}
