import express, { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { SignupRequest } from '../../../shared/api/member.contract';
import { parseSignupContext, signupGateway, signupLists, type SignupContext } from '../../../shared/domain/signup-context';
import { formatIsoDate, mapSignupServerErrors, signupBirthDate, validateSignup } from '../../../shared/domain/signup-validation';
import { SignupPage, type SignupPageValues } from '../../../views/pages/signup-page';
import { AppError } from '../../errors';
import { checkRateLimits, LIMITS, type RateLimitStore } from '../../http/rate-limit';
import { requireSameOrigin } from '../../http/same-origin';
import type { MailUpstream } from '../../upstream/mail.upstream';
import type { MemberUpstream } from '../../upstream/member.upstream';
import type { PlatformClient } from '../../upstream/platform-client';
import { startMemberSession, welcome } from '../api/user-api';
import { formText, sendFormPage, type FormPageDeps } from './form-page';
import { lookUpPlace } from './place-lookup';

export interface SignupFormDeps extends FormPageDeps {
  member: MemberUpstream;
  mail: MailUpstream;
  platform: PlatformClient;
  rateLimits: RateLimitStore;
  logger: Logger;
}

function today() {
  const now = new Date();
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

/**
 * `/signup`: the signup dialog as a plain page, for browsers without JavaScript. The same shared
 * rules check it, the same member service creates the account, and the visitor leaves logged in.
 */
export function signupForm(deps: SignupFormDeps): Router {
  const router = Router();
  const render = (req: Request, res: Response, context: SignupContext, values: SignupPageValues, errors: Record<string, string | undefined> = {}, status = 200) =>
    sendFormPage(deps, req, res, {
      title: 'Sign Up',
      description: `Create your free ${deps.config.SITE_NAME} account.`,
      View: SignupPage,
      props: { siteName: deps.config.SITE_NAME, context, values, errors },
      status,
    });
  const empty: SignupPageValues = { name: '', birth_date: '', gender: '', birth_time: '', birth_city: '', birth_state: '', birth_country: '', email: '' };

  // The newsletter email box posts here without JavaScript: `?context=newsletter&email=...`.
  router.get('/signup', (req, res) => {
    if (req.session?.memberUuid) return res.redirect(303, '/');
    const email = typeof req.query.email === 'string' ? req.query.email.trim().slice(0, 254) : '';
    render(req, res, parseSignupContext(req.query), { ...empty, email });
  });

  router.post('/signup', requireSameOrigin(deps.config.SITE_URL), express.urlencoded({ extended: false, limit: '20kb' }), async (req, res) => {
    const context = parseSignupContext(req.body ?? {});
    const values: SignupPageValues = Object.fromEntries(Object.keys(empty).map((key) => [key, formText(req.body, key)])) as unknown as SignupPageValues;
    const password = typeof req.body?.password === 'string' ? req.body.password : '';
    // The `agree` box is the honeypot: people never tick it.
    if (formText(req.body, 'agree')) return render(req, res, context, values, { form: 'Your signup could not be sent. Please try again.' }, 400);
    const errors: Record<string, string | undefined> = validateSignup(
      { name: values.name, birth_date: values.birth_date, email: values.email, password, privacy_policy: formText(req.body, 'privacy_policy') === 'on' },
      { today: today() },
    );
    if (values.gender && !['female', 'male', 'other'].includes(values.gender)) errors.gender = 'Please choose one of the options.';
    if (values.birth_time && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.birth_time)) errors.birth_time = 'Please enter a time as HH:MM.';

    let birthLocation: SignupRequest['birth_location'];
    if (values.birth_city) {
      const found = await lookUpPlace(deps.platform, { city: values.birth_city, state: values.birth_state, country: values.birth_country });
      birthLocation = found.place;
      Object.assign(errors, found.errors);
    }
    if (Object.values(errors).some(Boolean)) return render(req, res, context, values, errors, 400);

    try {
      await checkRateLimits(deps.rateLimits, [{ limit: LIMITS.signupPerIp, id: req.ip ?? '' }]);
      const member = await deps.member.signup({
        first_name: values.name,
        display_name: values.name,
        email: values.email,
        password,
        password_verify: password,
        signup_gateway: signupGateway(context, '/signup'),
        signup_bonus: true,
        signup_url: `${deps.config.SITE_URL}/signup`,
        account_type_id: 1,
        birth_date: formatIsoDate(signupBirthDate({ name: values.name, birth_date: values.birth_date, email: values.email, password, privacy_policy: true })!),
        subscribe_lists: signupLists(context),
        privacy_policy: true,
        sms_optin: false,
        ...(values.gender ? { gender: values.gender as 'female' | 'male' | 'other' } : {}),
        ...(values.birth_time ? { birth_time: values.birth_time } : {}),
        ...(birthLocation ? { birth_location: birthLocation } : {}),
      });
      await startMemberSession(req, member);
      await welcome(deps, member, signupLists(context));
      res.redirect(303, '/');
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      const mapped = mapSignupServerErrors(error.fields, error.message);
      const { first_name: nameError, ...rest } = mapped.errors;
      render(req, res, context, values, { ...rest, ...(nameError ? { name: nameError } : {}), form: mapped.general }, error.status);
    }
  });
  return router;
}
