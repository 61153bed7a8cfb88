import type { ChineseSign } from '../../shared/chinese-zodiac/chinese-zodiac';
import type { Crumb } from '../components/breadcrumb';
import type { RelatedLink } from '../components/related-links';
import { ContentPage } from '../templates/content-page';
import { ordinal, SignEmblem, SignGrid, shortDate, type ChineseSignLink, type ChineseYearView } from './chinese-zodiac-parts';

export interface ChineseSignPageProps {
  sign: ChineseSign;
  name: string;
  hanzi: string;
  pinyin: string;
  position: number;
  yin: boolean;
  fixedElement: string;
  text: { traits: string[]; personality: string; strengths: string; challenges: string; love: string; work: string };
  years: ChineseYearView[];
  /** The year the visitor came with (`?year=`), with its element's writing. */
  yourYear: (ChineseYearView & { hanzi: string; pinyin: string; nature: string; inSigns: string }) | null;
  /** The sign's next year to begin after today, if before 2100. */
  nextYear: ChineseYearView | null;
  signs: ChineseSignLink[];
  calculator: string;
  breadcrumb: Crumb[];
  related: { id: string; title: string; links: RelatedLink[] }[];
  current: string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'resourceful, quick-witted and thrifty'. */
const listed = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);
const polarity = (yin: boolean) => (yin ? 'yin' : 'yang');
/** The calendar stops at the end of 2100; the Chinese year 2100 does not. */
const LAST_SHOWN_YEAR = 2100;
const until = (year: ChineseYearView) => (year.year === LAST_SHOWN_YEAR ? 'into 2101' : `to ${shortDate(year.ends)}`);

/** `/astrology/chinese-zodiac/{sign}[?year=]`: a sign's character and years, and with a year its element. */
export function ChineseSignPage(props: ChineseSignPageProps) {
  const { sign, name, hanzi, pinyin, position, yin, fixedElement, text, years, yourYear, nextYear, signs, calculator, breadcrumb, related, current } = props;
  return (
    <ContentPage
      title={yourYear ? `The ${yourYear.elementName} ${name}, ${yourYear.year}` : `The ${name} in the Chinese Zodiac`}
      kicker={
        <>
          Chinese Zodiac · <span lang="zh-Hant">{hanzi}</span> <span lang="zh-Latn">{pinyin}</span>
        </>
      }
      lede={`${capitalised(listed(text.traits))}.`}
      art="astrology"
      breadcrumb={breadcrumb}
      related={related}
      current={current}
    >
      {yourYear && (
        <section className="cz-your-year" aria-labelledby="your-year-title">
          <h2 id="your-year-title">
            {`${yourYear.year}: a ${yourYear.elementName} ${name} year`}
          </h2>
          <p>
            {`The Chinese year ${yourYear.year}, from ${shortDate(yourYear.starts)} ${until(yourYear)}, is a year of the ${name} and of ${polarity(yourYear.yin)} ${yourYear.elementName}`}{' '}
            (<span lang="zh-Hant">{yourYear.hanzi}</span> <span lang="zh-Latn">{yourYear.pinyin}</span>): anyone born in it is a {yourYear.elementName} {name}.
          </p>
          <h3>{`${yourYear.elementName} in the ${name}`}</h3>
          <p>{yourYear.inSigns}</p>
          <h3>{`The ${yourYear.elementName} element`}</h3>
          <p>{yourYear.nature}</p>
          <p>
            <a href={calculator}>Find the sign of another date of birth</a>
          </p>
        </section>
      )}
      <div className="cz-sign-head">
        <SignEmblem position={position} size={120} title={`The ${name}, ${ordinal(position)} of the twelve signs`} className="cz-sign-emblem" />
        <dl className="cz-sign-facts">
          <div>
            <dt>Place in the cycle</dt>
            <dd>{`${capitalised(ordinal(position))} of twelve`}</dd>
          </div>
          <div>
            <dt>Polarity</dt>
            <dd>{capitalised(polarity(yin))}</dd>
          </div>
          <div>
            <dt>Fixed element</dt>
            <dd>{fixedElement}</dd>
          </div>
          <div>
            <dt>Traits</dt>
            <dd>{text.traits.join(', ')}</dd>
          </div>
          {nextYear && (
            <div>
              <dt>{`Next ${name} year`}</dt>
              <dd>{`${nextYear.year}, from ${shortDate(nextYear.starts)} (${nextYear.elementName})`}</dd>
            </div>
          )}
        </dl>
      </div>
      {!yourYear && (
        <p className="cz-calculator-link">
          Not sure this is your sign? <a href={calculator}>Find it from your date of birth</a>: a January or February birthday may belong to the year before.
        </p>
      )}
      <h2>Personality</h2>
      <p>{text.personality}</p>
      <h2>Strengths</h2>
      <p>{text.strengths}</p>
      <h2>Challenges</h2>
      <p>{text.challenges}</p>
      <h2>Love and friendship</h2>
      <p>{text.love}</p>
      <h2>Work and money</h2>
      <p>{text.work}</p>
      <h2 id="sign-years-title">{`${name} years, 1900 to 2100`}</h2>
      <p>Each Chinese year runs from one Chinese New Year to the day before the next. Choose a year to read about its element.</p>
      <div className="cz-years-wrap">
        <table className="cz-years" aria-labelledby="sign-years-title">
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Element</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
            </tr>
          </thead>
          <tbody>
            {years.map((year) => (
              <tr key={year.year} className={year.current ? 'cz-years-current' : undefined}>
                <th scope="row">
                  {year.current ? (
                    <span aria-current="true">{year.year}</span>
                  ) : (
                    <a href={year.href} aria-label={`${year.year}, ${year.elementName} ${name}`}>
                      {year.year}
                    </a>
                  )}
                </th>
                <td>{year.elementName}</td>
                <td>{shortDate(year.starts)}</td>
                <td>{year.year === LAST_SHOWN_YEAR ? `${shortDate(year.ends)}*` : shortDate(year.ends)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {years.some((year) => year.year === LAST_SHOWN_YEAR) && <p className="cz-years-note">* The calendar stops at the end of 2100; the year itself runs on into 2101.</p>}
      <h2 id="other-signs-title">The twelve signs</h2>
      <SignGrid signs={signs} current={sign} labelledBy="other-signs-title" />
    </ContentPage>
  );
}
