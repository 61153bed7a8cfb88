import type { ReactNode } from 'react';
import type { ArtId } from '../../shared/site/sections';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { PageHeader } from '../components/page-header';
import { RelatedLinks, type RelatedLink } from '../components/related-links';

export interface ContentPageProps {
  title: ReactNode;
  headingId?: string;
  kicker?: ReactNode;
  lede?: ReactNode;
  art?: ArtId;
  /** From the home page to this page (the last item is this page). */
  breadcrumb: Crumb[];
  /** Under the title, above the body (a "last updated" line). */
  meta?: ReactNode;
  /** The body's element: an article for a text, a div for a form. */
  as?: 'article' | 'div' | 'section';
  /** Anything the aside shows above the related links. */
  aside?: ReactNode;
  /** Groups of related links in the aside. */
  related?: { id: string; title: string; links: readonly RelatedLink[] }[];
  /** The path of this page, so the aside marks it instead of linking to it. */
  current?: string;
  level?: 1 | 2;
  children: ReactNode;
}

/** Template of a text or form page: breadcrumb, title, body, and an aside of related links (beside the body on wide screens, after it on a phone). */
export function ContentPage({ title, headingId, kicker, lede, art, breadcrumb, meta, as: Body = 'article', aside, related = [], current, level = 1, children }: ContentPageProps) {
  return (
    <div className="template-content">
      <PageHeader title={title} id={headingId} kicker={kicker} lede={lede} art={art} level={level} breadcrumb={<Breadcrumb items={breadcrumb} />} />
      <div className={`container content-layout${aside || related.length > 0 ? ' content-layout-with-aside' : ''}`}>
        <Body className="content-body prose">
          {meta && <div className="content-meta">{meta}</div>}
          {children}
        </Body>
        {(aside || related.length > 0) && (
          <aside className="content-aside" aria-label="Related pages">
            {aside}
            {related.map((group) => (
              <RelatedLinks key={group.id} id={group.id} title={group.title} links={group.links} current={current} />
            ))}
          </aside>
        )}
      </div>
    </div>
  );
}
