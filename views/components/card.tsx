import type { ReactNode } from 'react';

export interface CardProps {
  title?: ReactNode;
  /** The heading level of the title (2 on its own, 3 inside a titled section). */
  level?: 2 | 3 | 4;
  /** Makes the whole card one link (the title is the link text; the card's area is clickable). */
  href?: string;
  kicker?: ReactNode;
  /** A picture above the title (decorative art). */
  media?: ReactNode;
  /** A small icon beside the kicker and title (decorative art). */
  icon?: ReactNode;
  /** Rendered as a list item, for a card grid that is a `<ul>`. */
  as?: 'article' | 'li' | 'div' | 'section';
  className?: string;
  /** The heading's id. */
  id?: string;
  children?: ReactNode;
  /** Links or buttons at the foot of the card. */
  footer?: ReactNode;
}

/** A panel on the page: optional art, kicker, title (or a link covering the card), body and footer. */
export function Card({ title, level = 3, href, kicker, media, icon, as: Tag = 'article', className, id, children, footer }: CardProps) {
  const Heading = `h${level}` as 'h2' | 'h3' | 'h4';
  return (
    <Tag className={`card${href ? ' card-link' : ''}${className ? ` ${className}` : ''}`}>
      {media && <div className="card-media">{media}</div>}
      <div className="card-body">
        {icon && <span className="card-icon">{icon}</span>}
        {kicker && <p className="card-kicker">{kicker}</p>}
        {title && (
          <Heading className="card-title" id={id}>
            {href ? <a href={href}>{title}</a> : title}
          </Heading>
        )}
        {children}
      </div>
      {footer && <div className="card-footer">{footer}</div>}
    </Tag>
  );
}

/** Cards side by side, as many as fit (at least `min` wide each); a `<ul>` when its cards are list items. */
export function CardGrid({ children, list = false, min = 'md', className, label }: { children: ReactNode; list?: boolean; min?: 'sm' | 'md' | 'lg'; className?: string; label?: string }) {
  const Tag = list ? 'ul' : 'div';
  return (
    <Tag className={`card-grid card-grid-${min}${className ? ` ${className}` : ''}`} aria-label={label}>
      {children}
    </Tag>
  );
}
