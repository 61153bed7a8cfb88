import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { MailSubscription } from '../../../shared/api/mail.contract';
import type { Member, MemberUpdate, Profile } from '../../../shared/api/member.contract';
import { selectableDecks } from '../../../shared/domain/decks';
import { isValidEmail, LOGIN_MESSAGES } from '../../../shared/domain/login-validation';
import { JournalPage } from '../../../views/pages/journal-page';
import { SettingsPage, type SettingsValues } from '../../../views/pages/settings-page';
import { AppError } from '../../errors';
import { requireSameOrigin } from '../../http/same-origin';
import type { MailUpstream } from '../../upstream/mail.upstream';
import type { MemberUpstream } from '../../upstream/member.upstream';
import type { PlatformClient } from '../../upstream/platform-client';
import { formText, sendFormPage, type FormPageDeps } from './form-page';
import { lookUpPlace } from './place-lookup';

export interface MemberFormsDeps extends FormPageDeps {
  member: MemberUpstream;
  mail: MailUpstream;
  platform: PlatformClient;
}

/** Spec 1 §8: what a failed save of email lists says. */
export const listsSaveFailed = (error: string) => `Unable to save one or more of your preferences. (${error})`;

/** Lists shown in settings: all but the VIP-only personal astrology list, unless the member is on it. */
const shownLists = (lists: MailSubscription[]) => lists.filter((list) => list.code !== 'dh_dailyhoroscope' || list.subscribed);

/** Spec 1 §8: what a failed journal delete says. */
export const JOURNAL_DELETE_FAILED = 'An error has occurred. Please contact support';

/** Member pages: a visitor without a member session goes to the home page (spec 1 §2). */
function memberOnly(req: Request, res: Response, next: NextFunction): void {
  if (req.session?.memberUuid) next();
  else res.redirect(303, '/');
}

function settingsValues(member: Member, own: Profile | undefined): SettingsValues {
  return {
    first_name: member.first_name,
    email: member.email,
    birth_date: member.birth_date,
    birth_time: member.birth_time?.slice(0, 5) ?? '',
    gender: member.gender ?? '',
    sexual_orientation: member.sexual_orientation ?? '',
    birth_city: own?.birth_city ?? '',
    birth_state: own?.birth_state ?? '',
    birth_country: own?.birth_country ?? '',
    favorite_deck_id: member.favorite_deck_id === null ? '' : String(member.favorite_deck_id),
  };
}

const SETTINGS_FIELDS = ['first_name', 'email', 'birth_date', 'birth_time', 'gender', 'sexual_orientation', 'birth_city', 'birth_state', 'birth_country', 'favorite_deck_id'] as const;

/** The first message of each field of a server error, as the forms show them. */
function firstMessages(error: AppError): Record<string, string> {
  return Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, messages]) => [field, messages[0] ?? error.message]));
}

/** Account Settings and Your Readings, as server-handled forms. */
export function memberForms(deps: MemberFormsDeps): Router {
  const router = Router();
  const sameOrigin = requireSameOrigin(deps.config.SITE_URL);
  const form = express.urlencoded({ extended: false, limit: '20kb' });
  const settingsPage = { title: 'Account Settings', description: 'Change your name, email, password and birth details.', View: SettingsPage };
  const journalPage = { title: 'Your Readings', description: 'Your saved readings and reports.', View: JournalPage };

  /** What every render of the settings page needs besides the form values. */
  async function settingsExtras(memberUuid: string) {
    return { decks: selectableDecks(), lists: shownLists(await deps.mail.subscriptions(memberUuid)) };
  }

  async function currentValues(memberUuid: string): Promise<SettingsValues> {
    const [member, profiles] = await Promise.all([deps.member.get(memberUuid), deps.member.profiles(memberUuid)]);
    return settingsValues(member, profiles.find((profile) => profile.is_self));
  }

  router.get('/member/settings', memberOnly, async (req, res) => {
    const memberUuid = req.session.memberUuid!;
    const [values, extras] = await Promise.all([currentValues(memberUuid), settingsExtras(memberUuid)]);
    sendFormPage(deps, req, res, { ...settingsPage, props: { values, ...extras } });
  });

  router.post('/member/settings', sameOrigin, memberOnly, form, async (req, res) => {
    const memberUuid = req.session.memberUuid!;
    const [current, extras] = await Promise.all([currentValues(memberUuid), settingsExtras(memberUuid)]);
    const submitted = Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, formText(req.body, field)])) as unknown as SettingsValues;
    const oldPassword = typeof req.body?.old_password === 'string' ? req.body.old_password : '';
    const newPassword = typeof req.body?.new_password === 'string' ? req.body.new_password : '';
    const errors: Record<string, string> = {};
    if (!isValidEmail(submitted.email)) errors.email = LOGIN_MESSAGES.email;
    if (newPassword && !oldPassword) errors.old_password = 'Please enter your current password.';
    if (newPassword && newPassword.length <= 3) errors.new_password = LOGIN_MESSAGES.passwordTooShort;
    const deckId = submitted.favorite_deck_id ? Number(submitted.favorite_deck_id) : null;
    if (deckId !== null && !extras.decks.some((deck) => deck.id === deckId)) errors.favorite_deck_id = 'Please choose one of our tarot decks.';

    // The birth place is looked up only when it was changed; an emptied town clears it.
    const placeChanged = (['birth_city', 'birth_state', 'birth_country'] as const).some((field) => submitted[field] !== current[field]);
    let birthLocation: MemberUpdate['birth_location'];
    if (placeChanged && !submitted.birth_city) birthLocation = null;
    else if (placeChanged) {
      const found = await lookUpPlace(deps.platform, { city: submitted.birth_city, state: submitted.birth_state, country: submitted.birth_country });
      birthLocation = found.place;
      Object.assign(errors, found.errors);
    }
    if (Object.keys(errors).length > 0) {
      return sendFormPage(deps, req, res, { ...settingsPage, props: { values: submitted, errors, ...extras }, status: 400 });
    }
    // Spec 1 §5: the email only when it changes; a new password only with the old one; the
    // orientation is kept when the form leaves it unset.
    const changes: MemberUpdate = {
      first_name: submitted.first_name,
      birth_date: submitted.birth_date,
      birth_time: submitted.birth_time || null,
      gender: (submitted.gender || null) as MemberUpdate['gender'],
      ...(submitted.email.toLowerCase() !== current.email ? { email: submitted.email } : {}),
      ...(submitted.sexual_orientation ? { sexual_orientation: submitted.sexual_orientation as MemberUpdate['sexual_orientation'] } : {}),
      ...(newPassword ? { old_password: oldPassword, new_password: newPassword } : {}),
      ...(birthLocation !== undefined ? { birth_location: birthLocation } : {}),
      favorite_deck_id: deckId,
    };
    try {
      const updated = await deps.member.update(memberUuid, changes);
      req.session.username = updated.display_name;
      sendFormPage(deps, req, res, { ...settingsPage, props: { values: await currentValues(memberUuid), ...extras, message: 'Your settings have been saved.' } });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      const fieldErrors = firstMessages(error);
      sendFormPage(deps, req, res, {
        ...settingsPage,
        props: { values: submitted, ...extras, errors: Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: error.message } },
        status: error.status,
      });
    }
  });

  // Email preferences: the ticked lists are joined and the unticked ones left (location 'settings').
  router.post('/member/settings/email-preferences', sameOrigin, memberOnly, form, async (req, res) => {
    const memberUuid = req.session.memberUuid!;
    const raw: unknown = req.body?.list;
    const wanted = new Set((Array.isArray(raw) ? raw : [raw]).filter((code): code is string => typeof code === 'string'));
    const before = shownLists(await deps.mail.subscriptions(memberUuid));
    let listsError: string | undefined;
    for (const list of before) {
      try {
        if (wanted.has(list.code) && !list.subscribed) await deps.mail.subscribe(memberUuid, list.code, 'settings');
        if (!wanted.has(list.code) && list.subscribed) await deps.mail.unsubscribe(memberUuid, list.code, 'settings');
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        listsError = listsSaveFailed(error.message);
      }
    }
    const [values, extras] = await Promise.all([currentValues(memberUuid), settingsExtras(memberUuid)]);
    sendFormPage(deps, req, res, {
      ...settingsPage,
      props: { values, ...extras, ...(listsError ? { listsError } : { listsMessage: 'Your email preferences have been saved.' }) },
      status: listsError ? 502 : 200,
    });
  });

  router.get('/member/journal', memberOnly, async (req, res) => {
    const entries = await deps.member.journal(req.session.memberUuid!);
    sendFormPage(deps, req, res, { ...journalPage, props: { entries } });
  });

  router.post('/member/journal', sameOrigin, memberOnly, form, async (req, res) => {
    const memberUuid = req.session.memberUuid!;
    const slug = formText(req.body, 'slug');
    let error: string | undefined;
    let message: string | undefined;
    try {
      if (!slug) throw new AppError('bad_request', 'A slug is required.');
      await deps.member.deleteJournalEntry(memberUuid, slug);
      message = 'The reading was deleted.';
    } catch (failure) {
      if (!(failure instanceof AppError) || failure.status >= 500) throw failure;
      error = JOURNAL_DELETE_FAILED;
    }
    const entries = await deps.member.journal(memberUuid);
    sendFormPage(deps, req, res, { ...journalPage, props: { entries, ...(message ? { message } : {}), ...(error ? { error } : {}) }, status: error ? 400 : 200 });
  });

  return router;
}
