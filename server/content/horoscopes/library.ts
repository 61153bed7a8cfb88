import { ASPECT_TEXTS } from './aspects';
import { HOUSE_TEXTS } from './houses';
import { PERIOD_TEXTS } from './periods';
import { PLANET_TEXTS } from './planets';
import { ROTATIONS } from './rotations';
import { aspectsSchema, housesSchema, periodsSchema, planetsSchema, rotationsSchema } from './types';

/**
 * The whole horoscope writing library, checked against its schema when the server starts: a
 * missing house, a short pool or a stray placeholder stops the start, not a reader's page.
 */
export const HOROSCOPE_LIBRARY = {
  rotations: rotationsSchema.parse(ROTATIONS),
  periods: periodsSchema.parse(PERIOD_TEXTS),
  houses: housesSchema.parse(HOUSE_TEXTS),
  planets: planetsSchema.parse(PLANET_TEXTS),
  aspects: aspectsSchema.parse(ASPECT_TEXTS),
};

export type HoroscopeLibrary = typeof HOROSCOPE_LIBRARY;
