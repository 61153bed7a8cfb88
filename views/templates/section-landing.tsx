import type { ReactNode } from 'react';
import type { ArtId } from '../../shared/site/sections';
import { Card, CardGrid } from '../components/card';
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
        <LandingSection id={featured.id} title={featured.title} lede={featured.lede} hideTitle={featured.hideTitle} level={level}>
          {featured.items}
        </LandingSection>
      )}
      {children}
    </div>
  );
}

/** A titled section of a section's front page: the featured one, and any after it. */
export function LandingSection({
  id,
  title,
  lede,
  hideTitle,
  className,
  level = 1,
  children,
}: {
  id: string;
  title: ReactNode;
  lede?: ReactNode;
  hideTitle?: boolean | undefined;
  className?: string;
  level?: 1 | 2;
  children: ReactNode;
}) {
  const Sub = level === 1 ? 'h2' : 'h3';
  return (
    <section className={className ? `container landing-section ${className}` : 'container landing-section'} aria-labelledby={id}>
      <Sub className={hideTitle ? 'visually-hidden' : 'landing-section-title'} id={id}>
        {title}
      </Sub>
      {lede && <div className="landing-section-lede">{lede}</div>}
      {children}
    </section>
  );
}

/** A grid of link cards, each a title and a line about where it leads. */
export function LinkCards({ links }: { links: { href: string; title: string; text: string }[] }) {
  return (
    <CardGrid list min="md">
      {links.map((link) => (
        <Card key={link.href} as="li" title={link.title} href={link.href}>
          <p>{link.text}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
