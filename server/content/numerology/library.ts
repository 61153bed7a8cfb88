import type { NumerologyNumber } from '../../../shared/numerology/numerology';
import { NUMBER_TEXTS } from './numbers';
import { NUMEROLOGY_NUMBERS, numberTextSchema, type NumberText } from './types';

/** The numerology writing, checked when the server starts: a text for every number, in order. */
const NUMBERS: readonly NumberText[] = NUMBER_TEXTS.map((text) => numberTextSchema.parse(text));
NUMEROLOGY_NUMBERS.forEach((number, index) => {
  if (NUMBERS[index]?.number !== number) throw new Error(`Numerology text ${index} should be ${number}, not ${NUMBERS[index]?.number}`);
});

export const ALL_NUMBER_TEXTS = NUMBERS;
/** The text of a number the reductions give (1-9, 11, 22, 33). */
export const numberText = (number: NumerologyNumber): NumberText => NUMBERS.find((text) => text.number === number)!;
