import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { Member, MemberUpdate } from '../../../shared/api/member.contract';
import { isValidEmail, LOGIN_MESSAGES } from '../../../shared/domain/login-validation';
import { JournalPage } from '../../../views/pages/journal-page';
import { SettingsPage, type SettingsValues } from '../../../views/pages/settings-page';
import { AppError } from '../../errors';
import { requireSameOrigin } from '../../http/same-origin';
import type { MemberUpstream } from '../../upstream/member.upstream';
import { formText, sendFormPage, type FormPageDeps } from './form-page';

export interface MemberFormsDeps extends FormPageDeps {
  member: MemberUpstream;
}

/** Spec 1 §8: what a failed journal delete says. */
export const JOURNAL_DELETE_FAILED = 'An error has occurred. Please contact support';

/** Member pages: a visitor without a member session goes to the home page (spec 1 §2). */
function memberOnly(req: Request, res: Response, next: NextFunction): void {
  if (req.session?.memberUuid) next();
  else res.redirect(303, '/');
}

function settingsValues(member: Member): SettingsValues {
  return {
    first_name: member.first_name,
    email: member.email,
    birth_date: member.birth_date,
    birth_time: member.birth_time?.slice(0, 5) ?? '',
    gender: member.gender ?? '',
    sexual_orientation: member.sexual_orientation ?? '',
  };
}

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

  router.get('/member/settings', memberOnly, async (req, res) => {
    const member = await deps.member.get(req.session.memberUuid!);
    sendFormPage(deps, req, res, { ...settingsPage, props: { values: settingsValues(member) } });
  });

  router.post('/member/settings', sameOrigin, memberOnly, form, async (req, res) => {
    const memberUuid = req.session.memberUuid!;
    const current = await deps.member.get(memberUuid);
    const submitted: SettingsValues = {
      first_name: formText(req.body, 'first_name'),
      email: formText(req.body, 'email'),
      birth_date: formText(req.body, 'birth_date'),
      birth_time: formText(req.body, 'birth_time'),
      gender: formText(req.body, 'gender'),
      sexual_orientation: formText(req.body, 'sexual_orientation'),
    };
    const oldPassword = typeof req.body?.old_password === 'string' ? req.body.old_password : '';
    const newPassword = typeof req.body?.new_password === 'string' ? req.body.new_password : '';
    const errors: Record<string, string> = {};
    if (!isValidEmail(submitted.email)) errors.email = LOGIN_MESSAGES.email;
    if (newPassword && !oldPassword) errors.old_password = 'Please enter your current password.';
    if (newPassword && newPassword.length <= 3) errors.new_password = LOGIN_MESSAGES.passwordTooShort;
    if (Object.keys(errors).length > 0) {
      return sendFormPage(deps, req, res, { ...settingsPage, props: { values: submitted, errors }, status: 400 });
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
    };
    try {
      const updated = await deps.member.update(memberUuid, changes);
      req.session.username = updated.display_name;
      sendFormPage(deps, req, res, { ...settingsPage, props: { values: settingsValues(updated), message: 'Your settings have been saved.' } });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      const fieldErrors = firstMessages(error);
      sendFormPage(deps, req, res, {
        ...settingsPage,
        props: { values: submitted, errors: Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: error.message } },
        status: error.status,
      });
    }
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
