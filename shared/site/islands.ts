import type { KnownUser } from '../accounts/user.contract';
import type { ResolvedLink } from './navigation';
import type { Theme } from './theme';

/** The props of the site feature's islands (client/site/*.island.tsx), merged into `IslandProps` (shared/islands.ts). */
declare module '../islands' {
  interface IslandProps {
    'account-menu': { status: KnownUser; locale: string; path: string; links: ResolvedLink[] };
    'consent-banner': { status: KnownUser; next: string };
    /**
     * The calendar of a daily page's DateNav (placed by `DateNav`'s `picker` option). Dates are
     * YYYY-MM-DD; `hrefTemplate` is the day's URL with `{date}` where the date goes; `id` sets the
     * ids apart when two pickers share a page.
     */
    'date-picker': { date: string; min: string; max: string; hrefTemplate: string; autosubmit?: boolean; label?: string; id?: string };
    'theme-toggle': { theme: Theme; path: string };
  }
}
