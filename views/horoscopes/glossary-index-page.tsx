import type { ZodiacSign } from '../../shared/horoscopes/zodiac';
import { PlanetGlyph, type PlanetId } from '../ui/art/planet-glyphs';
import { SignGlyph } from '../ui/art/sign-art';
import { SIGN_LINKS, astrologyCrumbs } from './astrology-links';
import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

export interface GlossaryIndexEntry {
  href: string;
  name: string;
  summary: string;
  glyph?: PlanetId | undefined;
}

export interface GlossaryIndexPageProps {
  title: string;
  intro: string;
  planets: GlossaryIndexEntry[];
  signs: { sign: ZodiacSign; dates: string }[];
  aspects: GlossaryIndexEntry[];
  terms: GlossaryIndexEntry[];
  /** schema.org data for the head (the page module passes it on). */
  jsonLd: Record<string, unknown>;
  /** The entries a newcomer should read first. */
  startHere: { href: string; label: string }[];
}

function EntryList({ entries }: { entries: GlossaryIndexEntry[] }) {
  return (
    <ul className="glossary-list">
      {entries.map((entry) => (
        <li key={entry.href}>
          {entry.glyph ? <PlanetGlyph planet={entry.glyph} className="glossary-list-glyph" /> : <span className="glossary-list-glyph" aria-hidden="true" />}
          <div>
            <a href={entry.href} className="glossary-list-name">
              {entry.name}
            </a>
            <p>{entry.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** `/astrology/glossary`: every planet, sign, aspect and term, each with one line and a link. */
export function GlossaryIndexPage({ title, intro, planets, signs, aspects, terms, startHere }: GlossaryIndexPageProps) {
  const sections = [
    { id: 'glossary-planets', title: 'The planets' },
    { id: 'glossary-signs', title: 'The signs' },
    { id: 'glossary-aspects', title: 'The aspects' },
    { id: 'glossary-terms', title: 'Terms and events' },
  ];
  return (
    <ContentPage
      title={title}
      kicker="Astrology"
      lede={intro}
      art="astrology"
      breadcrumb={astrologyCrumbs({ label: 'Glossary' })}
      related={[
        { id: 'related-start', title: 'Start here', links: startHere },
        { id: 'related-signs', title: 'The twelve signs', links: SIGN_LINKS },
      ]}
    >
      <nav aria-label="Glossary sections">
        <ul className="faq-toc">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="glossary-planets">
        <h2 id="glossary-planets">The planets</h2>
        <EntryList entries={planets} />
      </section>
      <section aria-labelledby="glossary-signs">
        <h2 id="glossary-signs">The signs</h2>
        <ul className="glossary-list glossary-sign-list">
          {signs.map(({ sign, dates }) => (
            <li key={sign.slug}>
              <SignGlyph sign={sign.slug} className="glossary-list-glyph" />
              <div>
                <a href={href(ROUTES.signs[sign.slug])} className="glossary-list-name">
                  {sign.name}
                </a>
                <p>{dates}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="glossary-aspects">
        <h2 id="glossary-aspects">The aspects</h2>
        <EntryList entries={aspects} />
      </section>
      <section aria-labelledby="glossary-terms">
        <h2 id="glossary-terms">Terms and events</h2>
        <EntryList entries={terms} />
      </section>
    </ContentPage>
  );
}
