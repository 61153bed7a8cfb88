export interface Crumb {
  label: string;
  /** Every crumb but the last links somewhere; the last is the page itself. */
  href?: string;
}

/**
 * Where the page sits: a nav landmark with an ordered list, the last item the current page
 * (aria-current="page", not a link). No JSON-LD: the site sends no inline script under its CSP.
 */
export function Breadcrumb({ items, label = 'Breadcrumb' }: { items: Crumb[]; label?: string }) {
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumb" aria-label={label}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {last ? <span aria-current="page">{item.label}</span> : item.href ? <a href={item.href}>{item.label}</a> : <span>{item.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
