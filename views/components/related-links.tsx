export interface RelatedLink {
  href: string;
  label: string;
}

/** Links to neighbouring pages, for a content page's aside; the page itself is marked, not linked twice. */
export function RelatedLinks({ title, links, current, id }: { title: string; links: readonly RelatedLink[]; current?: string; id: string }) {
  return (
    <nav className="related-links" aria-labelledby={id}>
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
    </nav>
  );
}

/** The help pages and policies every content page can point to. */
export const HELP_LINKS: readonly RelatedLink[] = [
  { href: '/service/frequently-asked-questions', label: 'Frequently Asked Questions' },
  { href: '/service', label: 'Contact Us' },
];

export const POLICY_LINKS: readonly RelatedLink[] = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-use', label: 'Terms of Use' },
  { href: '/cookie-policy', label: 'Cookie Policy' },
  { href: '/credits', label: 'Credits' },
];

export const MEMBER_LINKS: readonly RelatedLink[] = [
  { href: '/member/settings', label: 'Account Settings' },
  { href: '/member/settings/profiles-manager', label: 'Profiles Manager' },
  { href: '/member/journal', label: 'Your Readings' },
  { href: '/member/transactions', label: 'Transactions' },
];
