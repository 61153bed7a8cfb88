import { COOKIE_LIFETIMES, SIGN_COOKIE } from '../../../shared/site/site-cookies';
import { FORGET_SIGN, SignChoiceFormSchema } from '../../../shared/site/sign-choice.form';
import { defineAction } from '../../http/action';

/**
 * The home page's sign chooser, a plain form: remembers the chosen sign in the `sign` cookie for a
 * year (or forgets it), so the home page opens on that sign's horoscope. Nothing is stored on our
 * side; a member's own sign comes from their birth date instead.
 */
export const signChoiceAction = defineAction({
  schema: SignChoiceFormSchema,
  async run({ sign }, context): Promise<{ sign: string }> {
    const options = { path: '/', sameSite: 'lax' as const, secure: context.config.SITE_URL.startsWith('https://') };
    if (sign === FORGET_SIGN) context.res.clearCookie(SIGN_COOKIE, options);
    else context.res.cookie(SIGN_COOKIE, sign, { ...options, maxAge: COOKIE_LIFETIMES.sign * 1000 });
    return { sign };
  },
});
