import type { ReactNode } from 'react';
import type { ArtId } from '../../shared/site/sections';
import { SectionHero } from '../ui/art/section-art';
import { Cached } from './cached';

export interface PageHeaderProps {
  title: ReactNode;
  /** The h1's id, for a section's aria-labelledby. */
  id?: string;
  /** A short line above the title (the section, or what kind of page this is). */
  kicker?: ReactNode;
  /** One or two sentences under the title. */
  lede?: ReactNode;
  /** The section art shown on the night band (decorative). */
  art?: ArtId;
  /** A breadcrumb above the title. */
  breadcrumb?: ReactNode;
  /** `hero` for a section landing (large art), `compact` for content and member pages. */
  size?: 'hero' | 'compact';
  /** 2 when the header heads a specimen inside another page (the styleguide). */
  level?: 1 | 2;
  /** Buttons or links under the lede. */
  children?: ReactNode;
}

/** The night band at the top of every page: breadcrumb, kicker, title, lede and the section's hero art. */
export function PageHeader({ title, id, kicker, lede, art, breadcrumb, size = 'compact', level = 1, children }: PageHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={`page-header page-header-${size}${art ? ' page-header-with-art' : ''}`}>
      <div className="container page-header-inner">
        <div className="page-header-text">
          {breadcrumb}
          {kicker && <p className="page-header-kicker">{kicker}</p>}
          <Heading id={id}>
            {title}
          </Heading>
          {lede && <p className="page-header-lede">{lede}</p>}
          {children && <div className="page-header-actions">{children}</div>}
        </div>
        {art && (
          <SectionHero
            section={art}
            className="page-header-art"
            frame={(drawing) => (
              <Cached as="g" cacheKey={`section-hero\n${art}`}>
                {drawing}
              </Cached>
            )}
          />
        )}
      </div>
    </div>
  );
}
