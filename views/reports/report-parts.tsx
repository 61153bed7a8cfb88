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

export function ChartGlossary({ glossary }: { glossary: NatalGlossaryView }) {
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
