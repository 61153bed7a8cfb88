import { z } from 'zod';
import { CLOCK_TIME, formatIsoDate, latestToday, parseDate } from '../site/calendar';
import { selectableDecks } from '../tarot/decks';
import { emailField, optional, text } from '../forms/form-schema';
import { LOGIN_MESSAGES, SETTINGS_MESSAGES, SIGNUP_MESSAGES } from '../forms/messages';
import { PlaceFieldsSchema } from '../location/place.form';
import { memberBirthDateProblem, NAME_MAX } from './signup.form';

const today = () => latestToday();

export const SEXUAL_ORIENTATIONS = ['straight', 'gay', 'lesbian', 'bisexual', 'other'] as const;

/**
 * Account Settings (spec 1 §5 "Settings"): the member's own details. A new password is sent only
 * with the current one; the email and place are changed only when they differ (the action
 * compares them with what is stored).
 */
export const SettingsFormSchema = z
  .object({
    first_name: text({ required: SIGNUP_MESSAGES.nameRequired, tooLong: SIGNUP_MESSAGES.nameTooLong }, NAME_MAX),
    email: emailField,
    // The signup rules and messages: a real date, 16 or older, not before the earliest accepted.
    birth_date: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() : ''),
      z
        .string()
        .min(1, SIGNUP_MESSAGES.birthDateRequired)
        .superRefine((value, context) => {
          const problem = memberBirthDateProblem(parseDate(value), today());
          if (problem) context.addIssue({ code: 'custom', message: problem });
        })
        .transform((value) => formatIsoDate(parseDate(value)!)),
    ),
    birth_time: optional(z.string().regex(CLOCK_TIME, SIGNUP_MESSAGES.birthTime)),
    gender: optional(z.enum(['female', 'male', 'other'], { error: SIGNUP_MESSAGES.gender })),
    sexual_orientation: optional(z.enum(SEXUAL_ORIENTATIONS, { error: SETTINGS_MESSAGES.orientation })),
    birth_location: PlaceFieldsSchema,
    favorite_deck_id: optional(z.coerce.number({ error: SETTINGS_MESSAGES.deck }).int().refine((id) => selectableDecks().some((deck) => deck.id === id), SETTINGS_MESSAGES.deck)),
    old_password: optional(z.string().max(200)),
    new_password: optional(
      z
        .string()
        .refine((value) => value.length > 3, LOGIN_MESSAGES.passwordTooShort)
        .refine((value) => value.length <= 200, LOGIN_MESSAGES.passwordTooLong),
    ),
  })
  .superRefine(
    (form, context) => {
      if (form.new_password && !form.old_password) context.addIssue({ code: 'custom', path: ['old_password'], message: SETTINGS_MESSAGES.oldPasswordRequired });
    },
    { when: () => true },
  );
export type SettingsForm = z.input<typeof SettingsFormSchema>;
export type SettingsValues = z.output<typeof SettingsFormSchema>;

/** Email preferences: the codes of the lists that stay ticked (a plain form sends one or many `list`). */
export const EmailPreferencesFormSchema = z.object({
  list: z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.string().max(64)).max(20)),
});
