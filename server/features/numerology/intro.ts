import type { NumberPart } from '../../../views/numerology/numerology-parts';

/**
 * The numerology landing's own words (issue #24): what numerology is, what each of the
 * calculator's numbers is, and the reductions exactly as shared/numerology/numerology.ts applies
 * them. The texts of the twelve numbers are in server/content/numerology/.
 */

export const NUMEROLOGY_LEDE =
  'Numerology finds meaning in the numbers of your birth date and your name. Enter yours to see your life path, expression, soul urge, birthday number and personal year, each with what it means.';

export const NUMEROLOGY_INTRO: readonly string[] = [
  'The method used here is the Pythagorean one, the most widely used in the English-speaking world. Every date and every name comes down to a single digit, 1 to 9, or to one of the three master numbers, 11, 22 and 33, which are never reduced further. Each of those twelve numbers has a character of its own, and each shows a different side of it depending on where it turns up.',
];

/** The numbers the calculator gives, and the number of the day, in the order the landing explains them. */
export const NUMBER_KINDS: readonly { id: NumberPart; name: string; text: string }[] = [
  {
    id: 'life-path',
    name: 'Life path',
    text: 'The number of your whole birth date, and the one numerologists give the most weight: the road your life keeps returning to, the temperament you grow into and the lessons that come round until they are learned.',
  },
  {
    id: 'expression',
    name: 'Expression (destiny)',
    text: 'The number of every letter of your full birth name, the name as first written down. It describes the talents you have to work with and the way you tend to come across.',
  },
  {
    id: 'soul-urge',
    name: 'Soul urge (heart’s desire)',
    text: 'The number of the vowels of your birth name alone. It points to what you want underneath, the longing that drives your choices even when you do not say it out loud.',
  },
  {
    id: 'birthday',
    name: 'Birthday number',
    text: 'The day of the month you were born on, reduced. A smaller number than the life path, it names one particular gift you carry.',
  },
  {
    id: 'personal-year',
    name: 'Personal year',
    text: 'Your birth month and day with the current calendar year. It moves through the nine numbers in turn, a new cycle starting with every personal year One, and says what the year in hand favours for you.',
  },
  {
    id: 'day',
    name: 'The number of the day',
    text: 'The universal number of a date, the same for everyone. A member’s personal day number adds the calendar month and day to their personal year, so it is theirs alone.',
  },
];

/** How every number on the site is found: plain statements of the rules, each with an example the calculator agrees with. */
export const REDUCTION_RULES: readonly { title: string; text: string; example: string }[] = [
  {
    title: 'Add the digits until one is left',
    text: 'A number of two digits or more is reduced by adding its digits together, again and again, until a single digit remains.',
    example: '1990: 1 + 9 + 9 + 0 = 19, then 1 + 9 = 10, then 1 + 0 = 1.',
  },
  {
    title: 'Keep the master numbers',
    text: 'Whenever 11, 22 or 33 turns up, at any step, it is kept as it is and not reduced to 2, 4 or 6.',
    example: '29: 2 + 9 = 11, and 11 stays. 48 gives 12, which goes on to 3.',
  },
  {
    title: 'Dates: month, day and year apart, then together',
    text: 'The month, the day and the year are each reduced first; the three results are then added and the total reduced. This gives the life path from a birth date and the universal number of any day.',
    example: 'November 29, 1990: month 11, day 29 gives 11, year 1990 gives 1; 11 + 11 + 1 = 23, then 5.',
  },
  {
    title: 'Names: letters by the Pythagorean chart',
    text: 'Each letter has a value from 1 to 9 (the chart below). Each part of the name is added up and reduced on its own, then the parts are added and reduced. The expression counts every letter; the soul urge counts only the vowels A, E, I, O and U, and Y counts as a consonant. Accents are dropped, so É counts as E; anything that is not a letter, such as a hyphen, an apostrophe or a digit, is left out.',
    example: 'Ana: A 1 + N 5 + A 1 = 7. Its vowels, A and A, make 2.',
  },
  {
    title: 'The birthday number',
    text: 'The day of the month you were born on, reduced on its own.',
    example: 'The 29th gives 11; the 28th gives 10, then 1.',
  },
  {
    title: 'Personal year, month and day',
    text: 'Your personal year is your birth month and day taken with the current year, reduced like any date. Add the calendar month (reduced) to it and reduce for your personal month; add the calendar day (reduced) to that and reduce for your personal day.',
    example: 'Born November 29, in 2026: 11 + 11 + 1 (2026 gives 10, then 1) = 23, then 5, a personal year Five.',
  },
];
