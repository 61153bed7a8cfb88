export interface TabLink {
  /** What `current` is compared with. */
  key: string;
  label: string;
  href: string;
}

/**
 * A row of tabs that are links: each tab is its own URL (Yesterday, Today, Tomorrow on a daily
 * page), so it works without JavaScript and can be shared; the current one has aria-current="page".
 */
export function Tabs({ items, current, label }: { items: TabLink[]; current: string; label: string }) {
  return (
    <nav className="tabs" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <a className="tab" href={item.href} aria-current={item.key === current ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
