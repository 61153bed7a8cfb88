import type { FieldErrors } from '../../shared/forms/form-schema';
import { Island } from '../components/island';
import { LandingSection, SectionLanding } from '../templates/section-landing';
import { SignGrid, shortDate, type ChineseSignLink, type ChineseYearView } from './chinese-zodiac-parts';

export interface ChineseZodiacPageProps {
  action: string;
  /** This year: the year list's first entry. */
  lastYear: number;
  values: { month?: string; day?: string; year?: string };
  errors: FieldErrors;
  signs: ChineseSignLink[];
  /** The Chinese year today falls in, and its sign. */
  thisYear: ChineseYearView & { signName: string };
  elements: { element: string; name: string; hanzi: string; pinyin: string; digits: string }[];
}

/** `/astrology/chinese-zodiac`: the calculator (spec 2 §2), the twelve signs and the five elements. */
export function ChineseZodiacPage({ action, lastYear, values, errors, signs, thisYear, elements }: ChineseZodiacPageProps) {
  return (
    <SectionLanding
      art="astrology"
      kicker="Chinese Zodiac"
      title="What Is My Chinese Zodiac Sign?"
      lede="Choose your date of birth: the calculator finds your animal sign and the element of your year, counting from Chinese New Year, not January 1."
      actions={<Island name="chinese-zodiac-form" props={{ action, lastYear, values, errors }} hydrate="interaction" />}
      intro={
        <>
          <p>
            The Chinese zodiac gives each year one of twelve animals, in a cycle that starts again every twelve years, and one of five elements, each held for two years
            in turn. Together they make a cycle of sixty years. The year begins at Chinese New Year, on the second new moon after the winter solstice, somewhere between
            January 21 and February 20: if you were born in January or early February, your sign may be the one of the year before.
          </p>
          <p>
            This Chinese year is the year of the{' '}
            <a href={thisYear.href}>
              {thisYear.elementName} {thisYear.signName}
            </a>
            , from {shortDate(thisYear.starts)} to {shortDate(thisYear.ends)}.
          </p>
        </>
      }
      featured={{
        id: 'chinese-signs-title',
        title: 'The twelve signs',
        lede: <p>In the order of the cycle, each with its latest years (each year counted from its Chinese New Year).</p>,
        items: <SignGrid signs={signs} labelledBy="chinese-signs-title" />,
      }}
    >
      <LandingSection id="chinese-elements-title" title="The five elements">
        <p className="cz-section-lede">A year’s element follows the last digit of the year it began in; the first of each pair is yang, the second yin.</p>
        <ul className="cz-element-list" aria-labelledby="chinese-elements-title">
          {elements.map((element) => (
            <li key={element.element}>
              <span className="cz-element-name">{element.name}</span>{' '}
              <span lang="zh-Hant">{element.hanzi}</span> <span lang="zh-Latn">{element.pinyin}</span>
              <span className="cz-element-digits">{element.digits}</span>
            </li>
          ))}
        </ul>
      </LandingSection>
    </SectionLanding>
  );
}
