import { z } from 'zod';
import { CLOCK_TIME, compareDates, EARLIEST_CHART_DATE, formatIsoDate, latestToday, parseIsoDate, type CalendarDate } from '../site/calendar';
import { optional, text } from '../forms/form-schema';
import { PROFILE_MESSAGES } from '../forms/messages';
import { PlaceFieldsSchema } from '../location/place.form';

export const PROFILE_NAME_MAX = 63;

/**
 * A friend's profile in the profiles manager (spec 3 §5, §8): the one schema of the island's
 * form, the plain form of `/member/settings/profiles-manager` and `POST`/`PUT /api/member/profile`.
 * Birth dates run from 1 January 1900 to today (the chart form's bounds).
 */
export function profileFormSchema(today: () => CalendarDate = () => latestToday()) {
  return z.object({
    first_name: text({ required: PROFILE_MESSAGES.required, tooLong: PROFILE_MESSAGES.nameTooLong }, PROFILE_NAME_MAX),
    last_name: optional(z.string().trim().refine((value) => Array.from(value).length <= PROFILE_NAME_MAX, PROFILE_MESSAGES.nameTooLong)),
    gender: optional(z.enum(['female', 'male', 'other'], { error: PROFILE_MESSAGES.gender })),
    birth_date: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() : ''),
      z
        .string()
        .superRefine((value, context) => {
          const date = parseIsoDate(value);
          const problem =
            value === ''
              ? PROFILE_MESSAGES.required
              : !date
                ? PROFILE_MESSAGES.birthDate
                : compareDates(date, today()) > 0
                  ? PROFILE_MESSAGES.birthDateFuture
                  : compareDates(date, EARLIEST_CHART_DATE) < 0
                    ? PROFILE_MESSAGES.birthDateEarliest
                    : undefined;
          if (problem) context.addIssue({ code: 'custom', message: problem });
        })
        .transform((value) => formatIsoDate(parseIsoDate(value)!)),
    ),
    birth_time: optional(z.string().regex(CLOCK_TIME, PROFILE_MESSAGES.birthTime)),
    birth_location: PlaceFieldsSchema,
    current_location: PlaceFieldsSchema,
  });
}

export const ProfileFormSchema = profileFormSchema();
export type ProfileForm = z.input<typeof ProfileFormSchema>;
export type ProfileValues = z.output<typeof ProfileFormSchema>;
