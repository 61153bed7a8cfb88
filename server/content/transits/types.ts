import { z } from 'zod';
import { paragraph } from '../text-rules';
import { ASPECT_KINDS } from '../natal/types';

/**
 * The forecasts' writing (issue #26): the yearly forecast, the big-picture forecast and the
 * big-picture love forecast read the slow planets' transits to the natal chart over twelve months.
 * One text per transiting planet, natal point and kind, with a love reading beside the general
 * one. Second person, present and near-future tense ("this period", "while it lasts"), never a
 * date (the report gives them). Validated at start.
 */
export const TRANSITING = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export const NATAL_POINTS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'ascendant', 'midheaven'] as const;

/**
 * A transit: `transiting` planet to the natal `point`, as a conjunction, a flowing aspect (sextile,
 * trine) or a tense one (square, opposition). `text` 80-130 words; `love` 50-90 words, the same
 * period read for love and relationships.
 */
export const transitTextSchema = z.object({
  transiting: z.enum(TRANSITING),
  point: z.enum(NATAL_POINTS),
  kind: z.enum(ASPECT_KINDS),
  text: paragraph(80, 130),
  love: paragraph(50, 90),
});
export type TransitText = z.infer<typeof transitTextSchema>;
