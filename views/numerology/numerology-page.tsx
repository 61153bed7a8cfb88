import type { ArticleCard } from '../../shared/articles/articles.contract';
import { ArticleGrid } from '../ui/article-list';
import type { NumerologyNumber } from '../../shared/numerology/numerology';
import { formatLongDate } from '../../shared/site/calendar';
import type { Crumb } from '../components/breadcrumb';
import type { RelatedLink } from '../components/related-links';
import { ContentPage } from '../templates/content-page';
import { Field } from '../ui/form-field';
import { NumberBadge, NumberList, type NumberLink, type NumberPart } from './numerology-parts';

/** One number the calculator found, with its working and the part of its page that reads it. */
export interface NumberResult {
  kind: Extract<NumberPart, 'life-path' | 'expression' | 'soul-urge' | 'birthday' | 'personal-year'>;
  /** "Life path", "Personal year 2026". */
  label: string;
  number: NumerologyNumber;
  title: string;
  /** How it was found: "Month 11, day 29 → 11, year 1990 → 19 → 10 → 1; 11 + 11 + 1 = 23 → 5". */
  working: string;
  /** The first sentences of its text. */
  excerpt: string;
  href: string;
}

/** The calculator's state: not sent, sent with problems by field, or sent with the numbers. */
export interface CalculatorView {
  sent: boolean;
  /** What was typed, shown again in the fields. */
  values: { birth_date: string; name: string };
  errors: { birth_date?: string; name?: string };
  /** The calendar year of the personal year. */
  year: number;
  results?: NumberResult[];
  /** A name was given but has no vowels, so no soul urge. */
  noVowels?: boolean;
  /** What the numbers were found from, YYYY-MM-DD, and the name as counted. */
  birthDate?: string;
  name?: string;
  /** A member's own numbers, from the birth date in their settings (the form not sent). */
  fromSettings?: boolean;
}

export interface NumerologyPageProps {
  /** The newest numerology articles. */
  articles: ArticleCard[];
  lede: string;
  intro: string[];
  kinds: { id: NumberPart; name: string; text: string }[];
  rules: { title: string; text: string; example: string }[];
  /** The Pythagorean chart: the letters of each value, 1 to 9. */
  chart: { value: number; letters: string[] }[];
  numbers: NumberLink[];
  calculator: CalculatorView;
  /** The form's address. */
  action: string;
  /** The day the page was opened for (`?today=`, from the number of the day), carried by the form. */
  today?: string;
  /** The latest birth date the date box offers, YYYY-MM-DD. */
  dateMax: string;
  dailyLink: { href: string; label: string };
  breadcrumb: Crumb[];
  related: { id: string; title: string; links: RelatedLink[] }[];
  current: string;
}

const READ_AS: Record<NumberResult['kind'], string> = {
  'life-path': 'as a life path',
  expression: 'as an expression number',
  'soul-urge': 'as a soul urge',
  birthday: 'as a birthday number',
  'personal-year': 'as a personal year',
};

/** A field's input: its hint, and its error when it has one (first, so it is read first). */
const describedBy = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error ${id}-hint` } : { 'aria-describedby': `${id}-hint` };

function Results({ calculator }: { calculator: CalculatorView }) {
  const results = calculator.results!;
  return (
    <>
      <p className="numerology-results-for">
        {calculator.fromSettings ? `From your birth date in your settings, ${formatLongDate(calculator.birthDate!)}` : `From the birth date ${formatLongDate(calculator.birthDate!)}`}
        {calculator.name ? (
          <>
            {' and the name '}
            <strong>{calculator.name}</strong>
          </>
        ) : null}
        {`, with ${calculator.year} for the personal year.`}
      </p>
      <ul className="numerology-results">
        {results.map((result) => (
          <li key={result.kind} className="numerology-result" id={`result-${result.kind}`}>
            <NumberBadge number={result.number} />
            <div className="numerology-result-body">
              <h3>
                <span className="numerology-result-kind">{result.label}</span>
                <span className="visually-hidden">: </span> <span className="numerology-result-name">{`${result.number}, ${result.title}`}</span>
              </h3>
              <p className="numerology-result-working">{result.working}</p>
              <p>{result.excerpt}</p>
              <p className="numerology-result-more">
                <a href={result.href}>{`Read about ${result.number} ${READ_AS[result.kind]}`}</a>
              </p>
            </div>
          </li>
        ))}
      </ul>
      {calculator.noVowels && <p className="numerology-note">The name has no vowels (A, E, I, O or U), so it gives no soul urge number.</p>}
      {!calculator.name && <p className="numerology-note">Add your full birth name to find your expression and soul urge numbers too.</p>}
    </>
  );
}

function Calculator({ calculator, action, today, dateMax }: Pick<NumerologyPageProps, 'calculator' | 'action' | 'today' | 'dateMax'>) {
  const { values, errors, results } = calculator;
  const FormHeading = results ? 'h3' : 'h2';
  return (
    <section id="calculator" className="numerology-calculator" aria-labelledby="calculator-title">
      {results && <h2 id="calculator-title">Your numbers</h2>}
      {results && <Results calculator={calculator} />}
      <form className="numerology-form" method="get" action={`${action}#calculator`}>
        <FormHeading id={results ? 'calculator-form-title' : 'calculator-title'} className="numerology-form-title">
          {results ? 'Try another birth date or name' : 'Find your numbers'}
        </FormHeading>
        {today && <input type="hidden" name="today" value={today} />}
        <Field id="numerology-birth-date" label="Birth date" error={errors.birth_date} hint="Your date of birth. Where there is no calendar, type it as YYYY-MM-DD or MM/DD/YYYY.">
          <input
            id="numerology-birth-date"
            name="birth_date"
            type="date"
            min="1900-01-01"
            max={dateMax}
            required
            autoComplete="bday"
            defaultValue={values.birth_date}
            {...describedBy('numerology-birth-date', errors.birth_date)}
          />
        </Field>
        <Field id="numerology-name" label="Full birth name (optional)" error={errors.name} hint="Every part of the name you were given at birth. Accents are fine; only the letters A to Z count.">
          <input
            id="numerology-name"
            name="name"
            type="text"
            maxLength={100}
            autoComplete="name"
            spellCheck={false}
            defaultValue={values.name}
            {...describedBy('numerology-name', errors.name)}
          />
        </Field>
        <button type="submit" className="button button-primary">
          Find My Numbers
        </button>
      </form>
    </section>
  );
}

/** `/numerology`: what the numbers are and how they are found, the free calculator, and the twelve numbers. */
export function NumerologyPage(props: NumerologyPageProps) {
  const { lede, intro, kinds, rules, chart, numbers, calculator, action, today, dateMax, dailyLink, breadcrumb, related, current, articles } = props;
  return (
    <ContentPage title="Numerology: Your Numbers and What They Mean" kicker="Numerology" lede={lede} breadcrumb={breadcrumb} related={related} current={current} art="numerology" as="div">
      <Calculator calculator={calculator} action={action} today={today} dateMax={dateMax} />
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2 id="the-numbers">Your numbers, one by one</h2>
      <dl className="numerology-kinds">
        {kinds.map((kind) => (
          <div key={kind.id} id={`about-${kind.id}`}>
            <dt>{kind.name}</dt>
            <dd>
              {kind.text}
              {kind.id === 'day' && (
                <>
                  {' '}
                  <a href={dailyLink.href}>{dailyLink.label}</a>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <h2 id="reductions">How the numbers are reduced</h2>
      <ol className="numerology-rules">
        {rules.map((rule) => (
          <li key={rule.title}>
            <h3>{rule.title}</h3>
            <p>{rule.text}</p>
            <p className="numerology-example">
              <span className="numerology-example-label">For example:</span> {rule.example}
            </p>
          </li>
        ))}
      </ol>
      <div className="numerology-chart-wrap">
        <table className="numerology-chart">
          <caption>The Pythagorean chart: each letter’s value</caption>
          <thead>
            <tr>
              {chart.map((column) => (
                <th key={column.value} scope="col">
                  {column.value}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {chart.map((column) => (
                <td key={column.value}>
                  {column.letters.map((letter) => (
                    <span key={letter}>{letter}</span>
                  ))}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <h2 id="numbers-title">The twelve numbers</h2>
      <p>Each number’s page reads it in every place it can turn up: as a life path, an expression, a soul urge, a birthday, a personal year and a day.</p>
      <NumberList numbers={numbers} labelledBy="numbers-title" />
      {articles.length > 0 && (
        <section aria-labelledby="numerology-articles-title" className="article-more">
          <h2 id="numerology-articles-title">Read more about numerology</h2>
          <ArticleGrid articles={articles} />
        </section>
      )}
    </ContentPage>
  );
}
