import { HELP_LINKS, MEMBER_LINKS, POLICY_LINKS } from './related-links';
import { href, ROUTES } from '../../shared/routes';

/** The aside of the help and policy pages: the policies, then help. */
export const HELP_AND_POLICIES = [
  { id: 'related-help', title: 'Help', links: HELP_LINKS },
  { id: 'related-policies', title: 'Policies', links: POLICY_LINKS },
];

/** The aside of member pages. */
export const ACCOUNT_RELATED = [
  { id: 'related-account', title: 'Your account', links: MEMBER_LINKS },
  { id: 'related-help', title: 'Help', links: HELP_LINKS },
];

/** The breadcrumb of a member page. */
export const accountCrumbs = (label: string) => [{ label: 'Home', href: href(ROUTES.home) }, { label: 'Your account', href: href(ROUTES.settings) }, { label }];

/** The breadcrumb of a help page. */
export const helpCrumbs = (label: string) => [{ label: 'Home', href: href(ROUTES.home) }, { label: 'Help', href: href(ROUTES.faq) }, { label }];
