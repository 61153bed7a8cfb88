import type { KnownUser } from '../accounts/user.contract';
import type { FieldErrors } from '../forms/form-schema';

/** The props of the support feature's islands (client/support/*.island.tsx), merged into `IslandProps` (shared/islands.ts). */
declare module '../islands' {
  interface IslandProps {
    'contact-form': { values: Record<string, unknown>; errors: FieldErrors; message?: string };
    'service-dialog': { status: KnownUser };
  }
}
