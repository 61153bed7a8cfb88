import { z } from 'zod';
import { optional } from '../forms/form-schema';
import { PROFILE_MESSAGES } from '../forms/messages';
import { idNumber } from '../api/ids';

/**
 * A birth or current place as a form sends it: the autocomplete fills all four fields (with the
 * city's id); a plain form without JavaScript sends what was typed, and the server then looks
 * the place up (city id absent). A place whose town and country are both empty is no place.
 * Spec 1 §3 `birth_location` has this same shape, so the spec's payload passes as it is.
 */
export const PlaceFieldsSchema = z.preprocess(
  (value) => {
    if (value === '' || value === null) return undefined;
    if (!value || typeof value !== 'object') return value;
    const place = value as Record<string, unknown>;
    const blank = (key: string) => typeof place[key] !== 'string' || (place[key] as string).trim() === '';
    return blank('city') && blank('country') ? undefined : value;
  },
  z.object({
    city: z.string({ error: PROFILE_MESSAGES.city }).trim().min(1, PROFILE_MESSAGES.city).max(200),
    state: z.string().trim().max(100).optional().default(''),
    country: z.string({ error: PROFILE_MESSAGES.required }).trim().min(1, PROFILE_MESSAGES.required).max(100),
    city_id: optional(idNumber()),
  }).optional(),
);
export type PlaceFields = NonNullable<z.output<typeof PlaceFieldsSchema>>;
