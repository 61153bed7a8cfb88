import type { ZodiacSign } from '../../shared/horoscopes/zodiac';
import { PlanetGlyph, type PlanetId } from '../ui/art/planet-glyphs';
import { SIGN_LINKS, astrologyCrumbs } from './astrology-links';
import { GlyphItem, SignItem } from './horoscope-parts';
import { ContentPage } from '../templates/content-page';
import type { JsonLd } from '../../shared/site/json-ld';

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
  jsonLd: JsonLd;
  /** The entries a newcomer should read first. */
  startHere: { href: string; label: string }[];
}

function EntryList({ entries }: { entries: GlossaryIndexEntry[] }) {
  return (
    <ul className="glossary-list">
      {entries.map((entry) => (
        <GlyphItem
          key={entry.href}
          glyph={entry.glyph ? <PlanetGlyph planet={entry.glyph} className="glossary-list-glyph" /> : <span className="glossary-list-glyph" aria-hidden="true" />}
          href={entry.href}
          name={entry.name}
          nameClass="glossary-list-name"
          line={entry.summary}
        />
      ))}
    </ul>
  );
}

/** `/astrology/glossary`: every planet, sign, aspect and term, each with one line and a link. */
export function GlossaryIndexPage({ title, intro, planets, signs, aspects, terms, startHere }: GlossaryIndexPageProps) {
  const sections = [
    { id: 'glossary-planets', title: 'The planets', list: <EntryList entries={planets} /> },
    {
      id: 'glossary-signs',
      title: 'The signs',
      list: (
        <ul className="glossary-list glossary-sign-list">
          {signs.map(({ sign, dates }) => (
            <SignItem key={sign.slug} sign={sign.slug} name={sign.name} line={dates} list="glossary-list" />
          ))}
        </ul>
      ),
    },
    { id: 'glossary-aspects', title: 'The aspects', list: <EntryList entries={aspects} /> },
    { id: 'glossary-terms', title: 'Terms and events', list: <EntryList entries={terms} /> },
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
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.title}</h2>
          {section.list}
        </section>
      ))}
    </ContentPage>
  );
}
