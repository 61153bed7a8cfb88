import type { Profile } from '../accounts/member-data';

/** The props of the profiles feature's islands (client/profiles/*.island.tsx), merged into `IslandProps` (shared/islands.ts). */
declare module '../islands' {
  interface IslandProps {
    'profiles-manager': { profiles: Profile[]; query?: string; status?: string; failed?: boolean };
  }
}
