import type { ReactNode } from 'react';
import { PROFILE_NAME_MAX } from '../../shared/profiles/profile.form';
import { errorProps, Field, Options, SubmitButton } from './form-field';
import { FRIEND_GENDERS } from './profile-facts';

/**
 * The friend form's fields (spec 3 §5, §9), shared by the profiles manager's dialog (the island's
 * form, client/profiles/friend-form.tsx) and its no-JavaScript form on the page
 * (views/profiles/profiles-manager-page.tsx). Each form brings its own birth place: the dialog
 * its autocomplete, the page the place-fields island.
 */

/** The fields this component draws, in the form's order (the birth place comes after them). */
export type FriendFieldName = 'first_name' | 'last_name' | 'gender' | 'birth_date' | 'birth_time';
export type FriendFieldValues = Record<FriendFieldName, string>;

const FIELD_NAMES: readonly FriendFieldName[] = ['first_name', 'last_name', 'gender', 'birth_date', 'birth_time'];

/** Each field's id: the form's prefix and the field's name ('friend-' and 'first_name' make 'friend-first-name'). */
export function friendFieldIds(prefix: string): Record<FriendFieldName, string> {
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, `${prefix}${name.replace('_', '-')}`])) as Record<FriendFieldName, string>;
}

interface FriendFieldsProps {
  /** What each id starts with: 'friend-' in the dialog, 'plain-friend-' in the page's form. */
  idPrefix: string;
  values: FriendFieldValues;
  errors: Readonly<Partial<Record<string, string>>>;
  /** The dialog keeps the values in its state; without this the values are a plain form's defaults. */
  onChange?: (name: FriendFieldName, value: string) => void;
  /** The latest birth date (today), YYYY-MM-DD. */
  maxDate: string;
  /** The birth date's hint under the field (the page's form says the range). */
  dateHint?: string;
  /** The birth date box's placeholder (the dialog's). */
  datePlaceholder?: string;
  /** The birth place, after the other fields. */
  place: ReactNode;
}

export function FriendFields({ idPrefix, values, errors, onChange, maxDate, dateHint, datePlaceholder, place }: FriendFieldsProps) {
  const ids = friendFieldIds(idPrefix);
  const id = (name: FriendFieldName) => ids[name];
  /** The value (with its change handler in the dialog, as the default in the page's form) and the error attributes. */
  const bind = (name: FriendFieldName) => ({
    ...(onChange ? { value: values[name], onChange: (event: { target: { value: string } }) => onChange(name, event.target.value) } : { defaultValue: values[name] }),
    ...errorProps(id(name), errors[name]),
  });
  return (
    <>
      <Field id={id('first_name')} label="First name" error={errors.first_name}>
        <input id={id('first_name')} name="first_name" autoComplete="off" maxLength={PROFILE_NAME_MAX} {...bind('first_name')} />
      </Field>
      <Field id={id('last_name')} label="Last name (optional)" error={errors.last_name}>
        <input id={id('last_name')} name="last_name" autoComplete="off" maxLength={PROFILE_NAME_MAX} {...bind('last_name')} />
      </Field>
      <Field id={id('gender')} label="Gender" error={errors.gender}>
        <select id={id('gender')} name="gender" {...bind('gender')}>
          <Options choices={FRIEND_GENDERS} />
        </select>
      </Field>
      <Field id={id('birth_date')} label="Birth date" hint={dateHint} error={errors.birth_date}>
        <input id={id('birth_date')} name="birth_date" type="date" placeholder={datePlaceholder} min="1900-01-01" max={maxDate} {...bind('birth_date')} />
      </Field>
      <Field id={id('birth_time')} label="Birth time (optional)" error={errors.birth_time}>
        <input id={id('birth_time')} name="birth_time" type="time" {...bind('birth_time')} />
      </Field>
      {place}
    </>
  );
}

/** The friend form's buttons: add or save, and cancel (a button in the dialog, a link on the page). */
export function FriendFormActions({ editing, busy, cancel }: { editing: boolean; busy?: boolean; cancel: ReactNode }) {
  return (
    <div className="modal-actions">
      <SubmitButton busy={busy} busyText="Submitting...">
        {editing ? 'SAVE CHANGES' : 'ADD FRIEND'}
      </SubmitButton>
      {cancel}
    </div>
  );
}
