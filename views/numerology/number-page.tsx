import type { NumerologyNumber } from '../../shared/numerology/numerology';
import type { Crumb } from '../components/breadcrumb';
import type { RelatedLink } from '../components/related-links';
import { ContentPage } from '../templates/content-page';
import { NumberBadge, type NumberLink, type NumberPart } from './numerology-parts';

export interface NumberPageProps {
  number: NumerologyNumber;
  title: string;
  keywords: string[];
  essence: string;
  /** The days of the month whose birthday number this is (none for 33). */
  birthdays: number[];
  /** A master number and the digit it is not reduced to, or a digit and the master number above it. */
  kin: { kind: 'master-of' | 'has-master'; link: NumberLink } | null;
  /** The number in each place it turns up, each at its own anchor. */
  sections: { id: NumberPart; title: string; text: string }[];
  previous: NumberLink | null;
  next: NumberLink | null;
  calculatorHref: string;
  breadcrumb: Crumb[];
  related: { id: string; title: string; links: RelatedLink[] }[];
  current: string;
}

const ordinal = (day: number) => `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;

function list(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** `/numerology/numbers/{number}`: one number, what it is, and what it means in each place it turns up. */
export function NumberPage(props: NumberPageProps) {
  const { number, title, keywords, essence, birthdays, kin, sections, previous, next, calculatorHref, breadcrumb, related, current } = props;
  return (
    <ContentPage title={`Number ${number}: ${title}`} kicker="Numerology" lede={essence} breadcrumb={breadcrumb} related={related} current={current} art="numerology">
      <div className="number-head">
        <NumberBadge number={number} />
        <dl className="number-facts">
          <div>
            <dt>Keywords</dt>
            <dd>{keywords.join(', ')}</dd>
          </div>
          {number > 9 && (
            <div>
              <dt>Master number</dt>
              <dd>{`Its digits add up to ${kin?.link.number ?? ''}, but ${number} is kept as it is.`}</dd>
            </div>
          )}
          <div>
            <dt>Birthdays</dt>
            <dd>{birthdays.length > 0 ? `the ${list(birthdays.map(ordinal))} of any month` : `none: no day of the month gives ${number}`}</dd>
          </div>
        </dl>
      </div>
      {kin &&
        (kin.kind === 'master-of' ? (
          <p className="number-kin">
            {`Reduced, ${number} would be `}
            <a href={kin.link.href}>{`${kin.link.number}, ${kin.link.title}`}</a>, whose themes it carries in a stronger key.
          </p>
        ) : (
          <p className="number-kin">
            The master number <a href={kin.link.href}>{`${kin.link.number}, ${kin.link.title}`}</a>, adds up to {number} but is kept whole.
          </p>
        ))}
      <nav className="number-toc" aria-labelledby="number-toc-title">
        <h2 id="number-toc-title" className="number-toc-title">
          On this page
        </h2>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="number-section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          <p>{section.text}</p>
        </section>
      ))}
      <p className="number-calculator-link">
        <a className="button button-secondary" href={calculatorHref}>
          Find your own numbers
        </a>
      </p>
      <nav className="number-pager" aria-label="Previous and next number">
        {previous && (
          <a href={previous.href} rel="prev">
            {`← ${previous.number}. ${previous.title}`}
          </a>
        )}
        {next && (
          <a href={next.href} rel="next">
            {`${next.number}. ${next.title} →`}
          </a>
        )}
      </nav>
    </ContentPage>
  );
}
