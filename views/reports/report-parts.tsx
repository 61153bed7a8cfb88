import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';
import { POINT_NAMES, type NatalPlanetId } from '../../shared/reports/natal';

/** The glossary's four parts (spec 3 §2: glossary-planets, -elements, -houses-meaning, -aspects). */
export interface NatalGlossaryView {
  planets: { planet: NatalPlanetId; keywords: string[]; text: string }[];
  elements: { element: string; keywords: string[]; text: string }[];
  houses: { house: number; title: string; keywords: string[]; text: string }[];
  aspects: { aspect: string; degrees: number; keywords: string[]; text: string }[];
}

const capital = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

export function ChartGlossary({ glossary, chain }: { glossary: NatalGlossaryView; chain?: FooterStop[] }) {
  const part = (id: string, title: string, entries: { key: string; name: string; keywords: string[]; text: string }[]) => (
    <section id={`glossary-${id}`} className="glossary-part" aria-labelledby={`glossary-${id}-title`}>
      <h3 id={`glossary-${id}-title`}>{title}</h3>
      <dl>
        {entries.map((entry) => (
          <div key={entry.key}>
            <dt>{entry.name}</dt>
            <dd>
              <p className="glossary-keywords">{entry.keywords.join(' · ')}</p>
              <p>{entry.text}</p>
            </dd>
          </div>
        ))}
      </dl>
      {chain && <ChainFooter chain={chain} id={`glossary-${id}`} />}
    </section>
  );
  return (
    <>
      <nav aria-label="Glossary parts" className="glossary-nav">
        <ul>
          <li><a href="#glossary-planets">Planets</a></li>
          <li><a href="#glossary-elements">Elements</a></li>
          <li><a href="#glossary-houses-meaning">Houses &amp; Meaning</a></li>
          <li><a href="#glossary-aspects">Aspects</a></li>
        </ul>
      </nav>
      {part('planets', 'Planets', glossary.planets.map((entry) => ({ key: entry.planet, name: `${POINT_NAMES[entry.planet].glyph} ${POINT_NAMES[entry.planet].name}`, keywords: entry.keywords, text: entry.text })))}
      {part('elements', 'Elements', glossary.elements.map((entry) => ({ key: entry.element, name: `${capital(entry.element)}: ${ZODIAC_SIGNS.filter((sign) => sign.element === entry.element).map((sign) => sign.name).join(', ')}`, keywords: entry.keywords, text: entry.text })))}
      {part('houses-meaning', 'Houses & Meaning', glossary.houses.map((entry) => ({ key: String(entry.house), name: entry.title, keywords: entry.keywords, text: entry.text })))}
      {part('aspects', 'Aspects', glossary.aspects.map((entry) => ({ key: entry.aspect, name: `${capital(entry.aspect)} (${entry.degrees}°)`, keywords: entry.keywords, text: entry.text })))}
    </>
  );
}

/** A section's previous and next links (spec 3 §2's footer order). */
export function SectionFooter({ previous, next }: { previous?: { href: string; label: string }; next?: { href: string; label: string } }) {
  return (
    <nav className="report-footer-nav" aria-label="Previous and next section">
      {previous && (
        <a className="report-previous" href={previous.href}>
          <span aria-hidden="true">‹ </span>
          {previous.label}
        </a>
      )}
      {next && (
        <a className="report-next" href={next.href}>
          {next.label}
          <span aria-hidden="true"> ›</span>
        </a>
      )}
    </nav>
  );
}

export interface FooterStop {
  id: string;
  label: string;
}

const GLOSSARY_PARTS: FooterStop[] = [
  { id: 'glossary-planets', label: 'Planets' },
  { id: 'glossary-elements', label: 'Elements' },
  { id: 'glossary-houses-meaning', label: 'Houses & Meaning' },
  { id: 'glossary-aspects', label: 'Aspects' },
];

/**
 * Spec 3 §2's footer chain: the birth chart (the Summary of a compatibility report), the report's stops (its sections, or Your Report on
 * the free chart), the glossary, its four parts, and round to the birth chart again.
 */
export function footerChain(middle: readonly FooterStop[], first: FooterStop = { id: 'your-birth-chart', label: 'Your Birth Chart' }): FooterStop[] {
  return [first, ...middle, { id: 'glossary', label: 'Glossary' }, ...GLOSSARY_PARTS];
}

/** The previous and next stops of the chain around `id` (the last's next is the first). */
export function ChainFooter({ chain, id }: { chain: FooterStop[]; id: string }) {
  const index = chain.findIndex((stop) => stop.id === id);
  const previous = index > 0 ? chain[index - 1] : undefined;
  const next = chain[(index + 1) % chain.length]!;
  return <SectionFooter {...(previous ? { previous: { href: `#${previous.id}`, label: previous.label } } : {})} next={{ href: `#${next.id}`, label: next.label }} />;
}
