import { birthdayNumber, expression, letterValue, lifePath, nameWords, personalYear, reduce, soulUrge, type NumerologyNumber } from '../../../shared/numerology/numerology';
import { PROFILE_MESSAGES } from '../../../shared/forms/messages';
import { compareDates, EARLIEST_CHART_DATE, formatIsoDate, latestToday, parseDate, type CalendarDate } from '../../../shared/site/calendar';
import type { CalculatorView, NumberResult } from '../../../views/numerology/numerology-page';
import { numberText } from '../../content/numerology/library';
import { numberHref } from './number-links';
import { dateWorking, stepsText } from './working';

/**
 * The free calculator of `/numerology` (a plain GET form: `?birth_date=…&name=…`): what was
 * typed is checked here, each problem a message under its field, and a good birth date (and
 * name) gives the life path, birthday number and personal year (and expression and soul urge),
 * each with its working and a link to its text. The rules are shared/numerology/numerology.ts.
 */

/** The longest full name the calculator takes (the field's maxlength). */
export const NAME_MAX = 100;

export const CALCULATOR_MESSAGES = {
  birthDateRequired: 'Please enter your birth date.',
  birthDateFormat: 'Please enter the birth date as YYYY-MM-DD or MM/DD/YYYY.',
  birthDateImpossible: 'There is no such date. Please check the day and the month.',
  birthDateFuture: PROFILE_MESSAGES.birthDateFuture,
  birthDateEarliest: PROFILE_MESSAGES.birthDateEarliest,
  nameTooLong: `Please enter a name ${NAME_MAX} characters or less.`,
  nameWithoutLetters: 'Please write the name in letters: numerology counts the letters A to Z (accents are fine).',
} as const;

/**
 * A name's reduction shown word by word ("ANA 7 · LOPEZ 29 → 11; 7 + 11 = 18 → 9"), counting
 * the letters `counts` keeps (every letter, or the vowels), or null when no letter counts.
 */
export function nameWorking(name: string, counts: (letter: string) => boolean): { number: NumerologyNumber; working: string } | null {
  const words = nameWords(name)
    .map((word) => [...word].filter(counts))
    .filter((letters) => letters.length > 0)
    .map((letters) => ({ letters: letters.join('').toUpperCase(), sum: letters.reduce((sum, letter) => sum + letterValue(letter), 0) }));
  if (words.length === 0) return null;
  const parts = words.map((word) => `${word.letters} ${stepsText(word.sum)}`).join(' · ');
  const reduced = words.map((word) => reduce(word.sum));
  const total = reduced.reduce((sum, value) => sum + value, 0);
  return { number: reduce(total), working: words.length > 1 ? `${parts}; ${reduced.join(' + ')} = ${stepsText(total)}` : parts };
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const KINDS = {
  'life-path': { label: 'Life path', part: 'lifePath' },
  expression: { label: 'Expression', part: 'expression' },
  'soul-urge': { label: 'Soul urge', part: 'soulUrge' },
  birthday: { label: 'Birthday number', part: 'birthday' },
  'personal-year': { label: 'Personal year', part: 'personalYear' },
} as const;

/** The first sentence or two of a text, up to about `max` characters (always the first). */
export function firstSentences(text: string, max = 180): string {
  const sentences = text.match(/[^.!?]+[.!?]+["”’)]?(?=\s|$)/g)?.map((sentence) => sentence.trim()) ?? [text];
  let kept = sentences[0]!;
  for (const sentence of sentences.slice(1)) {
    if (kept.length + 1 + sentence.length > max) break;
    kept += ` ${sentence}`;
  }
  return kept;
}

function result(kind: keyof typeof KINDS, number: NumerologyNumber, working: string, label: string = KINDS[kind].label): NumberResult {
  const text = numberText(number);
  return { kind, label, number, title: text.title, working, excerpt: firstSentences(text[KINDS[kind].part]), href: numberHref(number, kind) };
}

/** YYYY-MM-DD (one-digit month and day too) or MM/DD/YYYY, when it names a real date. */
const readDate = (value: string): CalendarDate | null =>
  parseDate(value.trim().replace(/^(\d{4})-(\d{1,2})-(\d{1,2})$/, (_, year: string, month: string, day: string) => `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`));

function checkBirthDate(raw: string, today: CalendarDate): { date?: CalendarDate; error?: string } {
  const value = raw.trim();
  if (!value) return { error: CALCULATOR_MESSAGES.birthDateRequired };
  if (value.length > 40 || !/^(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\/\d{1,2}\/\d{4})$/.test(value)) return { error: CALCULATOR_MESSAGES.birthDateFormat };
  const date = readDate(value);
  if (!date) return { error: CALCULATOR_MESSAGES.birthDateImpossible };
  if (compareDates(date, EARLIEST_CHART_DATE) < 0) return { error: CALCULATOR_MESSAGES.birthDateEarliest };
  if (compareDates(date, today) > 0) return { error: CALCULATOR_MESSAGES.birthDateFuture };
  return { date };
}

function checkName(raw: string): { name?: string; error?: string } {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (!value) return {};
  if (value.length > NAME_MAX) return { error: CALCULATOR_MESSAGES.nameTooLong };
  if (expression(value) === null) return { error: CALCULATOR_MESSAGES.nameWithoutLetters };
  return { name: value };
}

/**
 * The calculator for the query it was sent: nothing when the form was not sent; otherwise what
 * was typed (cut to what a field shows), the problems by field, or the numbers. `year` is the
 * calendar year of the personal year.
 */
export function calculate(query: { birth_date?: string | undefined; name?: string | undefined }, year: number, now: Date = new Date()): CalculatorView {
  const sent = query.birth_date !== undefined || query.name !== undefined;
  // A date box holds only YYYY-MM-DD: a date is shown again in that form, anything else not at all.
  const typedDate = query.birth_date && query.birth_date.length <= 40 ? readDate(query.birth_date) : null;
  const values = { birth_date: typedDate ? formatIsoDate(typedDate) : '', name: (query.name ?? '').slice(0, NAME_MAX) };
  if (!sent) return { sent, values, errors: {}, year };
  const birth = checkBirthDate(query.birth_date ?? '', latestToday(now));
  const name = checkName(query.name ?? '');
  const errors = { ...(birth.error ? { birth_date: birth.error } : {}), ...(name.error ? { name: name.error } : {}) };
  if (!birth.date || name.error) return { sent, values, errors, year };

  const iso = formatIsoDate(birth.date);
  const { month, day, year: born } = birth.date;
  const results: NumberResult[] = [
    result('life-path', lifePath(iso), dateWorking(month, day, born)),
    result('birthday', birthdayNumber(iso), `Day ${stepsText(day)}`),
    result('personal-year', personalYear(iso, year), dateWorking(month, day, year), `Personal year ${year}`),
  ];
  let noVowels = false;
  if (name.name) {
    const all = nameWorking(name.name, () => true)!;
    results.splice(1, 0, result('expression', expression(name.name)!, all.working));
    const vowels = nameWorking(name.name, (letter) => VOWELS.has(letter));
    if (vowels) results.splice(2, 0, result('soul-urge', soulUrge(name.name)!, `Vowels ${vowels.working}`));
    else noVowels = true;
  }
  return { sent, values, errors, year, results, noVowels, birthDate: iso, ...(name.name ? { name: name.name } : {}) };
}
