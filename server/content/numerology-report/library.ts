import { keyedOnce } from '../text-rules';
import { CHALLENGES } from './challenges';
import { FRAMING } from './framing';
import { MATURITY } from './maturity';
import { FORECAST_MONTHS } from './months';
import { PINNACLES } from './pinnacles';
import { challengeSchema, CORE_NUMBERS, forecastMonthSchema, maturitySchema, numerologyFramingSchema, pinnacleSchema } from './types';

/** The Numerology Forecast's own writing (issue #26), checked when the server starts. */
const CORE_KEYS = CORE_NUMBERS.map(String);
const MATURITIES = keyedOnce(MATURITY.map((entry) => maturitySchema.parse(entry)), (entry) => String(entry.number), CORE_KEYS, 'Maturity numbers');
const PEAKS = keyedOnce(PINNACLES.map((entry) => pinnacleSchema.parse(entry)), (entry) => String(entry.number), CORE_KEYS, 'Pinnacles');
const LESSONS = keyedOnce(CHALLENGES.map((entry) => challengeSchema.parse(entry)), (entry) => String(entry.number), ['0', '1', '2', '3', '4', '5', '6', '7', '8'], 'Challenges');
const MONTH_KEYS = [1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((number) => [`${number}/1`, `${number}/2`]);
const MONTHS = keyedOnce(FORECAST_MONTHS.map((entry) => forecastMonthSchema.parse(entry)), (entry) => `${entry.number}/${entry.occurrence}`, MONTH_KEYS, 'Forecast months');

export const NUMEROLOGY_REPORT_FRAMING = numerologyFramingSchema.parse(FRAMING);

/** The maturity number's text (1-9, 11, 22, 33). */
export const maturityText = (number: number): string => MATURITIES.get(String(number))!.text;
/** A pinnacle's text (1-9, 11, 22, 33). */
export const pinnacleText = (number: number): string => PEAKS.get(String(number))!.text;
/** A challenge's text (0-8). */
export const challengeText = (number: number): string => LESSONS.get(String(number))!.text;
/** A forecast month's text: its personal month (1-9) on its first visit in the twelve months (1) or its return (2). */
export const forecastMonthText = (number: number, occurrence: 1 | 2): string => MONTHS.get(`${number}/${occurrence}`)!.text;

/** Every text of the library, for the content tests. */
export const ALL_NUMEROLOGY_REPORT_TEXTS: readonly string[] = [
  ...[MATURITIES, PEAKS, LESSONS, MONTHS].flatMap((map) => [...map.values()].map((entry) => entry.text)),
  ...Object.values(NUMEROLOGY_REPORT_FRAMING),
];
