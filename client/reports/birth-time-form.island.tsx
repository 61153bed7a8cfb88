import { useRef, useState, type FormEvent } from 'react';
import { checkForm } from '../../shared/forms/form-schema';
import type { IslandProps } from '../../shared/islands';
import { AddBirthTimeSchema } from '../../shared/reports/birth-time.form';
import { errorProps, Field, FormMessage, SubmitButton } from '../../views/ui/form-field';
import { defineIsland } from '../runtime/define-island';

/** Spec 3 §4: what the button reads while the birth time is saved. */
export const SAVING_TEXT = 'SUBMITTING...';

/**
 * Add birth time on a report (spec 3 §5, §6): the plain form the server renders, checked in the
 * browser with the same schema ('Please enter your Birth Time', 'Invalid Birth Time - HH:MM
 * AM/PM'), then posted as it is; while it is sent the button reads SUBMITTING... and a second
 * submit is ignored. The server's answer (the report written again) is the page that follows.
 */
function BirthTimeForm({ action, slug, error, message, needs = 'Your houses, Rising sign and Midheaven' }: IslandProps['birth-time-form']) {
  const [fieldError, setFieldError] = useState(error);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    const time = new FormData(event.currentTarget).get('person_1_birth_time');
    const checked = checkForm(AddBirthTimeSchema, { product_slug: slug, person_1_birth_time: typeof time === 'string' ? time : '' });
    if (!checked.success) {
      event.preventDefault();
      setFieldError(checked.errors.person_1_birth_time);
      return;
    }
    // Sent as the plain form: the button says so, and nothing can be sent twice.
    sending.current = true;
    setFieldError(undefined);
    setBusy(true);
  }

  return (
    <form method="post" action={action} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value="birth-time" />
      <input type="hidden" name="product_slug" value={slug} />
      <FormMessage error={message} />
      <p>{needs} need the time you were born. Add it and your report is written again with them.</p>
      <Field id="person_1_birth_time" label="Birth time (for example 2:30 PM or 14:30)" error={fieldError}>
        <input id="person_1_birth_time" name="person_1_birth_time" inputMode="text" autoComplete="off" maxLength={20} readOnly={busy} {...errorProps('person_1_birth_time', fieldError)} />
      </Field>
      <SubmitButton busy={busy} busyText={SAVING_TEXT}>
        Add birth time
      </SubmitButton>
    </form>
  );
}

export default defineIsland('birth-time-form', BirthTimeForm);
