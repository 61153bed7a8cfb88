import { birthdayNumber, expression, letterValue, lifePath, nameWords, personalYear, reduce, soulUrge, type NumerologyNumber } from '../../../shared/numerology/numerology';
import type { ReportChapter, ReportSection } from '../../../shared/reports/report';
import { formatLongDate, MONTH_NAMES } from '../../../shared/site/calendar';
import { personalityText, personalMonthText } from '../../content/cosmic/library';
import { challengeText, forecastMonthText, maturityText, NUMEROLOGY_REPORT_FRAMING as FRAMING, pinnacleText } from '../../content/numerology-report/library';
import { numberText } from '../../content/numerology/library';

/**
 * The Numerology Forecast (numerology-forecast-redux, issue #26, spec 3 §2): a person's numbers
 * from their full name and birth date, then the twelve months from the forecast date, as sections
 * by code (the accordion's chapters). The reductions the shared module lacks are here: the
 * personality number, the maturity number, the pinnacles, the challenges and the personal month.
 *
 * Every paragraph is the text written for its number in its place; where a number comes back
 * (a pinnacle, a challenge, a month's number), the return is read once more with its own text if
 * one is written for it (a month's second visit), else a sentence built here names where it was
 * read. So no sentence repeats within a report.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const NUMBER_WORDS: Record<number, string> = { 0: 'Zero', 1: 'One', 2: 'Two', 3: 'Three', 4: 'Four', 5: 'Five', 6: 'Six', 7: 'Seven', 8: 'Eight', 9: 'Nine', 11: 'Eleven', 22: 'Twenty-Two', 33: 'Thirty-Three' };
const ORDINALS = ['First', 'Second', 'Third', 'Fourth'];

interface Ymd {
  year: number;
  month: number;
  day: number;
}

function ymd(iso: string, what: string): Ymd {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const real = new Date(Date.UTC(year, month - 1, day));
  if (!match || year < 1 || real.getUTCMonth() !== month - 1 || real.getUTCDate() !== day) throw new RangeError(`${what} is not a date: ${iso}`);
  return { year, month, day };
}

/** A number's single digit: a master number's root (11 is 2, 22 is 4, 33 is 6); 0 stays 0. */
export const rootOf = (value: number): number => (value === 0 ? 0 : ((value - 1) % 9) + 1);

/** The personality number: the consonants of the name (Y counts as one), each part reduced, then added and reduced; null without consonants. */
export function personality(name: string): NumerologyNumber | null {
  const sums = nameWords(name)
    .map((word) => [...word].filter((letter) => !VOWELS.has(letter)).reduce((sum, letter) => sum + letterValue(letter), 0))
    .filter((sum) => sum > 0);
  if (sums.length === 0) return null;
  return reduce(sums.reduce((total, sum) => total + reduce(sum), 0));
}

/** The maturity number: the life path and the expression added, then reduced (master numbers kept). */
export const maturity = (lifePathNumber: number, expressionNumber: number): NumerologyNumber => reduce(lifePathNumber + expressionNumber);

/** The personal month: the personal year plus the calendar month (reduced), reduced, as the site's personal day counts it. */
export const personalMonth = (birthDate: string, year: number, month: number): NumerologyNumber => reduce(personalYear(birthDate, year) + reduce(month));

/** A period of life, by age: from `from` to `to` (the age it ends at; null for the rest of life). */
export interface LifePeriod {
  number: number;
  from: number;
  to: number | null;
}

/** The ages the four periods change at: the first ends at 36 less the life path's root, the next two last nine years each. */
function periodAges(birthDate: string): [number, number, number] {
  const first = 36 - rootOf(lifePath(birthDate));
  return [first, first + 9, first + 18];
}

const periods = (birthDate: string, numbers: readonly number[]): LifePeriod[] => {
  const [a, b, c] = periodAges(birthDate);
  const bounds: [number, number | null][] = [[0, a], [a, b], [b, c], [c, null]];
  return numbers.map((number, index) => ({ number, from: bounds[index]![0], to: bounds[index]![1] }));
};

/** The pinnacles: month + day, day + year, the first two added, month + year (each part reduced first, master numbers kept). */
export function pinnacles(birthDate: string): LifePeriod[] {
  const { year, month, day } = ymd(birthDate, 'The birth date');
  const [m, d, y] = [reduce(month), reduce(day), reduce(year)];
  const first = reduce(m + d);
  const second = reduce(d + y);
  return periods(birthDate, [first, second, reduce(first + second), reduce(m + y)]);
}

/** The challenges: the differences of the month, day and year as single digits: month and day, day and year, those two, month and year (0-8). */
export function challenges(birthDate: string): LifePeriod[] {
  const { year, month, day } = ymd(birthDate, 'The birth date');
  const [m, d, y] = [rootOf(month), rootOf(day), rootOf(year)];
  const first = Math.abs(m - d);
  const second = Math.abs(d - y);
  return periods(birthDate, [first, second, Math.abs(first - second), Math.abs(m - y)]);
}

/** Whole years between a birth date and a date. */
function ageOn(birth: Ymd, date: Ymd): number {
  const age = date.year - birth.year;
  return date.month < birth.month || (date.month === birth.month && date.day < birth.day) ? age - 1 : age;
}

const word = (value: number) => NUMBER_WORDS[value]!;
const monthLabel = (month: { year: number; month: number }) => `${MONTH_NAMES[month.month - 1]} ${month.year}`;
const sumWorking = (a: number, b: number) => {
  const total = a + b;
  const reduced = reduce(total);
  return reduced === total ? `${a} + ${b} = ${total}` : `${a} + ${b} = ${total}, which reduces to ${reduced}`;
};
function dayOrdinal(day: number): string {
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  return `${day}${suffix}`;
}
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
const ages = (period: LifePeriod) => (period.from === 0 ? `from birth to ${period.to}` : period.to === null ? `from ${period.from} onwards` : `from ${period.from} to ${period.to}`);

export interface NumerologyReportInput {
  /** The full name as typed. */
  name: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** YYYY-MM-01: the first of the twelve months. */
  forecastDate: string;
}

/** The forecast's twelve months, with each month's personal year and personal month. */
export function forecastMonths(birthDate: string, forecastDate: string) {
  const start = ymd(forecastDate, 'The forecast date');
  if (start.day !== 1) throw new RangeError(`The forecast starts on the first of a month, not ${forecastDate}`);
  return Array.from({ length: 12 }, (_, index) => {
    const year = start.year + Math.floor((start.month - 1 + index) / 12);
    const month = ((start.month - 1 + index) % 12) + 1;
    return { year, month, personalYear: personalYear(birthDate, year), personalMonth: personalMonth(birthDate, year, month) };
  });
}

export function numerologyReport(input: NumerologyReportInput): ReportSection[] {
  const birth = ymd(input.birthDate, 'The birth date');
  const months = forecastMonths(input.birthDate, input.forecastDate);
  const start = ymd(input.forecastDate, 'The forecast date');
  const age = ageOn(birth, start);
  const name = input.name.trim().replace(/\s+/g, ' ');
  const path = lifePath(input.birthDate);
  const named = { expression: expression(name), soulUrge: soulUrge(name), personality: personality(name) };
  const ripe = named.expression === null ? null : maturity(path, named.expression);
  const birthday = birthdayNumber(input.birthDate);
  const oneWord = name.split(' ').filter((part) => nameWords(part).length > 0).length === 1;

  const sections: ReportSection[] = [];
  sections.push({ code: 'introduction', title: 'Your Numerology Forecast', chapters: [{ title: 'Reading Your Numbers', paragraphs: [FRAMING.intro, summary()] }] });
  sections.push({
    code: 'life_path',
    title: 'Your Life Path Number',
    chapters: [{ title: `Life Path ${path}: ${numberText(path).title}`, paragraphs: [numberText(path).essence, numberText(path).lifePath] }],
  });
  if (named.expression !== null) {
    sections.push({
      code: 'expression',
      title: 'Your Expression Number',
      ...(oneWord ? { intro: FRAMING.firstNameOnly } : {}),
      chapters: [{ title: `Expression ${named.expression}: ${numberText(named.expression).title}`, paragraphs: [numberText(named.expression).expression] }],
    });
    sections.push({
      code: 'soul_urge',
      title: 'Your Soul Urge Number',
      chapters: [
        named.soulUrge === null
          ? { title: 'No Soul Urge Number', paragraphs: [`The name ${name} has no vowels A, E, I, O or U (Y counts as a consonant here), so it gives no soul urge number; the heart’s desire it would describe is read instead through your other numbers.`] }
          : { title: `Soul Urge ${named.soulUrge}: ${numberText(named.soulUrge).title}`, paragraphs: [numberText(named.soulUrge).soulUrge] },
      ],
    });
    sections.push({
      code: 'personality',
      title: 'Your Personality Number',
      chapters: [
        named.personality === null
          ? { title: 'No Personality Number', paragraphs: [`The name ${name} is written in vowels alone, so it gives no personality number, the number of the consonants.`] }
          : { title: `Personality ${named.personality}: ${numberText(named.personality).title}`, paragraphs: [personalityText(named.personality)] },
      ],
    });
  }
  sections.push({
    code: 'birthday',
    title: 'Your Birthday Number',
    chapters: [{ title: `Birthday ${birthday}: Born on the ${dayOrdinal(birth.day)}`, paragraphs: [numberText(birthday).birthday] }],
  });
  if (named.expression !== null && ripe !== null) {
    sections.push({
      code: 'maturity',
      title: 'Your Maturity Number',
      intro: FRAMING.maturity,
      chapters: [{ title: `Maturity ${ripe}: ${numberText(ripe).title}`, paragraphs: [`Your life path and your expression make it: ${sumWorking(path, named.expression)}.`, maturityText(ripe)] }],
    });
  }
  sections.push({ code: 'pinnacles', title: 'Your Pinnacles', intro: FRAMING.pinnacles, chapters: pinnacleChapters() });
  sections.push({ code: 'challenges', title: 'Your Challenges', intro: FRAMING.challenges, chapters: challengeChapters() });
  sections.push({ code: 'personal_year', title: 'Your Personal Year', intro: FRAMING.personalYears, chapters: yearChapters() });
  sections.push({ code: 'months', title: 'Your Twelve Months', intro: FRAMING.months, chapters: [glance(), ...monthChapters()] });
  sections.push({ code: 'closing', title: 'Carrying Your Numbers Forward', chapters: [{ title: 'Working With Your Cycle', paragraphs: [FRAMING.closing] }] });
  return sections;

  function summary(): string {
    const born = formatLongDate(input.birthDate);
    const found = [
      `your life path is ${word(path)}`,
      ...(named.expression === null ? [] : [`your expression ${word(named.expression)}`]),
      ...(named.soulUrge === null ? [] : [`your soul urge ${word(named.soulUrge)}`]),
      ...(named.personality === null ? [] : [`your personality ${word(named.personality)}`]),
      `your birthday number ${word(birthday)}`,
      ...(ripe === null ? [] : [`your maturity number ${word(ripe)}`]),
    ];
    const noLetters = named.expression === null ? ` The name as given has no letters from A to Z, so the numbers of a name (expression, soul urge, personality and maturity) cannot be found from it and are left out.` : '';
    return `This reading is for ${name || 'you'}, born on ${born}. In short, ${listOf(found)}.${noLetters} The months read here run from ${monthLabel(months[0]!)} to ${monthLabel(months[11]!)}.`;
  }

  function current(period: LifePeriod): boolean {
    return age >= period.from && (period.to === null || age < period.to);
  }

  /** The month in the forecast in which the person reaches `years`, if it falls there. */
  function reachedIn(years: number): string | null {
    const month = months.find((each) => each.year === birth.year + years && each.month === birth.month);
    return month ? monthLabel(month) : null;
  }

  function pinnacleChapters(): ReportChapter[] {
    const list = pinnacles(input.birthDate);
    const { year, month, day } = birth;
    const [m, d, y] = [reduce(month), reduce(day), reduce(year)];
    const working = [
      `It comes from your birth month and day: ${sumWorking(m, d)}.`,
      `Your birth day and birth year give it: ${sumWorking(d, y)}.`,
      `It joins your first two pinnacles: ${sumWorking(list[0]!.number, list[1]!.number)}.`,
      `Your birth month and birth year together make it: ${sumWorking(m, y)}.`,
    ];
    return list.map((period, index) => {
      const paragraphs = [working[index]!];
      if (current(period)) paragraphs.push(`At ${age}, this is the pinnacle you are living under now.`);
      const begins = index > 0 ? reachedIn(period.from) : null;
      if (begins) paragraphs.push(`Your ${ORDINALS[index]} Pinnacle begins at ${period.from}, an age you reach in ${begins}, inside the months this forecast covers.`);
      const earlier = list.findIndex((other) => other.number === period.number);
      if (earlier < index) {
        paragraphs.push(`Your ${ORDINALS[index]} Pinnacle brings back ${word(period.number)}, the number of your ${ORDINALS[earlier]}, whose reading above applies again, met this time with everything the years between have taught you.`);
      } else {
        paragraphs.push(pinnacleText(period.number));
      }
      return { title: `${ORDINALS[index]} Pinnacle, ${ages(period)}: ${period.number}`, paragraphs };
    });
  }

  function challengeChapters(): ReportChapter[] {
    const list = challenges(input.birthDate);
    const [m, d, y] = [rootOf(birth.month), rootOf(birth.day), rootOf(birth.year)];
    const gap = (a: number, b: number) => `${Math.max(a, b)} − ${Math.min(a, b)} = ${Math.abs(a - b)}`;
    const working = [
      `It is the difference between your birth month and day as single digits: ${gap(m, d)}.`,
      `Your birth day and year, each as a single digit, give it: ${gap(d, y)}.`,
      `It is the gap between your first two challenges: ${gap(list[0]!.number, list[1]!.number)}.`,
      `Your birth month and year, each reduced to one digit, make it: ${gap(m, y)}.`,
    ];
    return list.map((period, index) => {
      const paragraphs = [working[index]!];
      if (current(period)) paragraphs.push(`This challenge runs alongside the years you are in now.`);
      const earlier = list.findIndex((other) => other.number === period.number);
      if (earlier < index) {
        paragraphs.push(`The lesson of ${word(period.number)} already met you as your ${ORDINALS[earlier]} Challenge and comes back as your ${ORDINALS[index]}; read it there, and expect it in a form suited to ${period.to === null ? 'the later part of life' : 'the years this one covers'}.`);
      } else {
        paragraphs.push(challengeText(period.number));
      }
      const main = index === 2 ? ', the Main Challenge' : '';
      return { title: `${ORDINALS[index]} Challenge${main}, ${ages(period)}: ${period.number}`, paragraphs };
    });
  }

  function yearChapters(): ReportChapter[] {
    const years = [...new Set(months.map((month) => month.year))];
    return years.map((year) => {
      const number = personalYear(input.birthDate, year);
      const inYear = months.filter((month) => month.year === year).map((month) => MONTH_NAMES[month.month - 1]!);
      const span = inYear.length === 12 ? 'It covers all twelve months read here.' : `Of the months read here, it covers ${listOf(inYear)}.`;
      const master = number > 9 ? `, a master number standing in the place of ${word(rootOf(number))}` : '';
      const first = `In ${year} your birth month and day with the year add up to ${word(number)}${master}: year ${rootOf(number)} of your nine-year cycle. ${span}`;
      return { title: `${year}: Personal Year ${number}`, paragraphs: [first, numberText(number).personalYear] };
    });
  }

  function glance(): ReportChapter {
    const under = (root: number) => months.filter((month) => rootOf(month.personalMonth) === root).map(monthLabel);
    const lines: [number, (list: string) => string][] = [
      [1, (list) => `For starting something new, look to ${list}, under One.`],
      [4, (list) => `Steady building and practical groundwork suit ${list}, under Four.`],
      [7, (list) => `The quiet months for rest, study and stepping back are those under Seven: ${list}.`],
      [9, (list) => `Finishing, clearing out and letting go belong to ${list}, under Nine.`],
    ];
    const paragraphs = lines.flatMap(([root, line]) => (under(root).length > 0 ? [line(listOf(under(root)))] : []));
    return { title: 'When to Begin, Build, Rest and Finish', paragraphs: [paragraphs.join(' ')] };
  }

  function monthChapters(): ReportChapter[] {
    const seen = new Map<number, string[]>();
    return months.map((month, index) => {
      const root = rootOf(month.personalMonth);
      const label = monthLabel(month);
      const before = seen.get(root) ?? [];
      seen.set(root, [...before, label]);
      const paragraphs: string[] = [];
      if (index > 0 && month.month === 1) {
        const previous = months[index - 1]!.personalYear;
        paragraphs.push(`${label} turns your personal year over from ${word(previous)} to ${word(month.personalYear)}, so the months from here on sit against the new year’s theme.`);
      }
      if (month.personalMonth > 9) paragraphs.push(`${label} adds up to ${word(month.personalMonth)}, a master number, and is read through its root, ${word(root)}.`);
      if (before.length === 0) paragraphs.push(forecastMonthText(root, 1));
      else if (before.length === 1) paragraphs.push(forecastMonthText(root, 2));
      else {
        paragraphs.push(`${word(root)} comes round for the ${before.length === 2 ? 'third' : 'fourth'} time in these twelve months, after ${listOf(before)}, and what was read there still holds.`);
        if (before.length === 2) paragraphs.push(personalMonthText(root));
      }
      const number = month.personalMonth > 9 ? `${month.personalMonth}/${root}` : String(root);
      return { title: `${label}: Personal Month ${number}`, paragraphs };
    });
  }
}
