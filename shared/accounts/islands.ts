import type { KnownUser } from './user.contract';
import type { SignupContext } from './signup-context';
import type { FieldErrors } from '../forms/form-schema';
import type { ListStanding } from './subscribe-box';

/** The props of the accounts feature's islands (client/accounts/*.island.tsx), merged into `IslandProps` (shared/islands.ts). */
declare module '../islands' {
  interface IslandProps {
    'login-dialog': { siteName: string; status: KnownUser };
    'newsletter-box': { status: KnownUser };
    'password-dialog': { siteName: string };
    'signup-dialog': { siteName: string; status: KnownUser };
    'signup-form': { siteName: string; context: SignupContext; values: Record<string, unknown>; errors: FieldErrors; message?: string };
    'sms-dialog': { siteName: string; status: KnownUser };
    /** The members' subscribe box; lists: the member's standing on each email list. */
    'subscribe-box': { status: KnownUser; lists: ListStanding[] };
  }
}
