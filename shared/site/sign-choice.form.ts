import { z } from 'zod';
import { ZODIAC_SIGNS, type ZodiacSlug } from '../horoscopes/zodiac';

/** What the home page's sign form posts instead of a sign: forget the one remembered. */
export const FORGET_SIGN = 'none';

const CHOICES: [typeof FORGET_SIGN, ...ZodiacSlug[]] = [FORGET_SIGN, ...ZODIAC_SIGNS.map((sign) => sign.slug)];

/** The home page's sign chooser: one button per sign (`sign`), or forget the sign remembered. */
export const SignChoiceFormSchema = z.object({
  sign: z.enum(CHOICES, { error: 'Please choose one of the twelve signs.' }),
});
