import type { ReactNode } from 'react';
import type { ArtId } from '../../shared/site/sections';
import { PageHeader } from '../components/page-header';

export interface SectionLandingProps {
  /** The section's hero art on the night band. */
  art: ArtId;
  title: ReactNode;
  headingId?: string;
  kicker?: ReactNode;
  lede?: ReactNode;
  /** Calls to action in the hero. */
  actions?: ReactNode;
  /** A paragraph or two under the hero. */
  intro?: ReactNode;
  /** The featured items: a titled section holding a card grid. */
  featured?: { id: string; title: string; lede?: ReactNode; items: ReactNode; hideTitle?: boolean };
  /** More sections after the featured ones. */
  children?: ReactNode;
  level?: 1 | 2;
}

/** Template of a section's front page: hero with art, intro, featured items as cards, then anything else. */
export function SectionLanding({ art, title, headingId, kicker, lede, actions, intro, featured, children, level = 1 }: SectionLandingProps) {
  const Sub = level === 1 ? 'h2' : 'h3';
  return (
    <div className="template-landing">
      <PageHeader size="hero" art={art} title={title} id={headingId} kicker={kicker} lede={lede} level={level}>
        {actions}
      </PageHeader>
      {intro && (
        <div className="container landing-intro">
          <div className="landing-intro-text">{intro}</div>
        </div>
      )}
      {featured && (
        <section className="container landing-section" aria-labelledby={featured.id}>
          <Sub className={featured.hideTitle ? 'visually-hidden' : 'landing-section-title'} id={featured.id}>
            {featured.title}
          </Sub>
          {featured.lede && <div className="landing-section-lede">{featured.lede}</div>}
          {featured.items}
        </section>
      )}
      {children}
    </div>
  );
}
