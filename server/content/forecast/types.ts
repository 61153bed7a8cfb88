import { z } from 'zod';
import { paragraph } from '../text-rules';
import { HOUSES } from '../natal/types';

/**
 * The forecasts' own writing (issue #26), beside the transit texts of ../transits: what each slow
 * planet brings while it moves through one of your houses, what each month brings as the Sun
 * lights one of your houses, and the framing of the three forecasts. Second person, present and
 * near-future tense, never a date (the report gives them). Each text has a love reading beside
 * the general one, for the big-picture love forecast. Validated at start (./library.ts).
 */
export const FORECAST_PLANETS = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type ForecastPlanet = (typeof FORECAST_PLANETS)[number];

const house = z.union(HOUSES.map((value) => z.literal(value)));

/** A slow planet moving through one of your houses (natal, relocated or solar): `text` 130-190 words, `love` 80-130 words. */
export const houseTransitSchema = z.object({ planet: z.enum(FORECAST_PLANETS), house, text: paragraph(130, 190), love: paragraph(80, 130) });
export type HouseTransit = z.infer<typeof houseTransitSchema>;

/** A month while the Sun moves through one of your houses (about thirty days): `text` 130-190 words, `love` 90-140 words. */
export const sunMonthSchema = z.object({ house, text: paragraph(130, 190), love: paragraph(90, 140) });
export type SunMonth = z.infer<typeof sunMonthSchema>;

/**
 * The framing: each forecast's introduction (`yearly`, `big_picture`, `love`: what it reads and how
 * to use it), the note when the houses are solar houses because the birth time is not known
 * (`solar_houses`), the note when the houses are cast for where the reader lives now (`relocated`),
 * and the closing chapters (`closing`, `closing_love`).
 */
export const forecastFramingSchema = z.object({
  yearly: paragraph(100, 170),
  big_picture: paragraph(100, 170),
  love: paragraph(100, 170),
  solar_houses: paragraph(50, 100),
  relocated: paragraph(50, 100),
  closing: paragraph(100, 170),
  closing_love: paragraph(100, 170),
});
export type ForecastFraming = z.infer<typeof forecastFramingSchema>;
