import { keyedOnce } from '../text-rules';
import { BIRTH_CARDS, CELTIC_TREES_TEXT, PERSONAL_MONTHS, PERSONALITY } from './cosmic';
import { birthCardSchema, CELTIC_TREES, celticTreeSchema, personalitySchema, personalMonthSchema } from './types';

/** The cosmic profile's and numerology report's writing (issue #26), checked when the server starts. */
const TREES = keyedOnce(CELTIC_TREES_TEXT.map((entry) => celticTreeSchema.parse(entry)), (entry) => entry.tree, CELTIC_TREES, 'Celtic trees');
const CARDS = keyedOnce(BIRTH_CARDS.map((entry) => birthCardSchema.parse(entry)), (entry) => String(entry.number), Array.from({ length: 21 }, (_, index) => String(index + 1)), 'Birth cards');
const PERSONALITIES = keyedOnce(PERSONALITY.map((entry) => personalitySchema.parse(entry)), (entry) => String(entry.number), ['1', '2', '3', '4', '5', '6', '7', '8', '9', '11', '22', '33'], 'Personality numbers');
const MONTHS = keyedOnce(PERSONAL_MONTHS.map((entry) => personalMonthSchema.parse(entry)), (entry) => String(entry.number), ['1', '2', '3', '4', '5', '6', '7', '8', '9'], 'Personal months');

/** The tree of a birthday (MM-DD); the ranges cover every day of the year once (a test holds it). */
export function celticTreeOf(monthDay: string) {
  const trees = [...TREES.values()];
  return trees.find((tree) => (tree.start <= tree.end ? monthDay >= tree.start && monthDay <= tree.end : monthDay >= tree.start || monthDay <= tree.end))!;
}
export const CELTIC_TREE_LIST = [...TREES.values()];
export const birthCardText = (number: number): string => CARDS.get(String(number))!.text;
export const personalityText = (number: number): string => PERSONALITIES.get(String(number))!.text;
export const personalMonthText = (number: number): string => MONTHS.get(String(number))!.text;

/** Every text of the library, for the content tests. */
export const ALL_COSMIC_TEXTS: readonly string[] = [TREES, CARDS, PERSONALITIES, MONTHS].flatMap((map) => [...map.values()].map((entry) => entry.text));
