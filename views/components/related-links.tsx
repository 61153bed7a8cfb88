import { href, ROUTES } from '../../shared/routes';
import { Cached } from './cached';
export interface RelatedLink {
  href: string;
  label: string;
}

/** Links to neighbouring pages, for a content page's aside; the page itself is marked, not linked twice. */
export function RelatedLinks({ title, links, current, id }: { title: string; links: readonly RelatedLink[]; current?: string; id: string }) {
  // The same lists recur on many pages (a section's links, a sign's), so each is rendered once.
  return (
    <Cached as="nav" className="related-links" aria-labelledby={id} cacheKey={`related-links\n${id}\n${title}\n${current ?? ''}\n${JSON.stringify(links)}`}>
      {() => (
        <>
          <h2 className="related-links-title" id={id}>
            {title}
          </h2>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={link.href === current ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </Cached>
  );
}

/** The help pages and policies every content page can point to. */
export const HELP_LINKS: readonly RelatedLink[] = [
  { href: href(ROUTES.faq), label: 'Frequently Asked Questions' },
  { href: href(ROUTES.service), label: 'Contact Us' },
];

export const POLICY_LINKS: readonly RelatedLink[] = [
  { href: href(ROUTES.policies['privacy-policy']), label: 'Privacy Policy' },
  { href: href(ROUTES.policies['terms-of-use']), label: 'Terms of Use' },
  { href: href(ROUTES.policies['cookie-policy']), label: 'Cookie Policy' },
  { href: href(ROUTES.credits), label: 'Credits' },
];

export const MEMBER_LINKS: readonly RelatedLink[] = [
  { href: href(ROUTES.settings), label: 'Account Settings' },
  { href: href(ROUTES.profilesManager), label: 'Profiles Manager' },
  { href: href(ROUTES.journal), label: 'Your Readings' },
  { href: href(ROUTES.transactions), label: 'Transactions' },
];
