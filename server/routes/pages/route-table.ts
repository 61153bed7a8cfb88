import { creditsPage } from './credits.page';
import { homePage } from './home.page';
import type { PageDefinition } from './page-definition';
import { policyPages } from './policy.pages';
import { profilesManagerPage } from './profiles-manager.page';

/** Every server-rendered path of the site. */
export const PAGE_ROUTES: PageDefinition<never>[] = [homePage, ...policyPages, creditsPage, profilesManagerPage] as unknown as PageDefinition<never>[];
