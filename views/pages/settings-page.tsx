import type { ReactNode } from 'react';

export interface SettingsValues {
  first_name: string;
  email: string;
  birth_date: string;
  birth_time: string;
  gender: string;
  sexual_orientation: string;
}

export interface SettingsPageProps {
  values: SettingsValues;
  message?: string;
  errors?: Record<string, string | undefined>;
}

function Field({ id, label, error, children, hint }: { id: string; label: string; error?: string | undefined; children: ReactNode; hint?: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <p className="field-hint">{hint}</p>}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const described = (id: string, error: string | undefined) => (error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});

const GENDERS = [
  ['', 'Prefer not to say'],
  ['female', 'Female'],
  ['male', 'Male'],
  ['other', 'Other'],
] as const;

const ORIENTATIONS = [
  ['', 'Prefer not to say'],
  ['straight', 'Straight'],
  ['gay', 'Gay'],
  ['lesbian', 'Lesbian'],
  ['bisexual', 'Bisexual'],
  ['other', 'Other'],
] as const;

/** Account Settings: one plain form the server handles, so it works with JavaScript off. */
export function SettingsPage({ values, message, errors = {} }: SettingsPageProps) {
  return (
    <section className="container prose" aria-labelledby="settings-heading">
      <h1 id="settings-heading">Account Settings</h1>
      <p>
        <a href="/member/settings/profiles-manager">Manage your friends’ profiles</a> · <a href="/member/journal">Your Readings</a>
      </p>
      {message && (
        <p className="form-success" role="status">
          {message}
        </p>
      )}
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <form className="form narrow-form" method="post" action="/member/settings" noValidate>
        <h2>About you</h2>
        <Field id="settings-name" label="Name" error={errors.first_name}>
          <input id="settings-name" name="first_name" maxLength={64} autoComplete="given-name" defaultValue={values.first_name} {...described('settings-name', errors.first_name)} />
        </Field>
        <Field id="settings-email" label="Email" error={errors.email}>
          <input id="settings-email" name="email" type="email" autoComplete="email" defaultValue={values.email} {...described('settings-email', errors.email)} />
        </Field>
        <Field id="settings-birth-date" label="Birth date" error={errors.birth_date}>
          <input id="settings-birth-date" name="birth_date" type="date" defaultValue={values.birth_date} {...described('settings-birth-date', errors.birth_date)} />
        </Field>
        <Field id="settings-birth-time" label="Birth time (optional)" error={errors.birth_time} hint="The more exact your birth time, the more personal your chart.">
          <input id="settings-birth-time" name="birth_time" type="time" defaultValue={values.birth_time} {...described('settings-birth-time', errors.birth_time)} />
        </Field>
        <Field id="settings-gender" label="Gender" error={errors.gender}>
          <select id="settings-gender" name="gender" defaultValue={values.gender}>
            {GENDERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="settings-orientation" label="Sexual orientation" error={errors.sexual_orientation} hint="Used for love readings and compatibility.">
          <select id="settings-orientation" name="sexual_orientation" defaultValue={values.sexual_orientation}>
            {ORIENTATIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <h2>Change your password</h2>
        <p>Leave these empty to keep your current password.</p>
        <Field id="settings-old-password" label="Current password" error={errors.old_password}>
          <input id="settings-old-password" name="old_password" type="password" autoComplete="current-password" {...described('settings-old-password', errors.old_password)} />
        </Field>
        <Field id="settings-new-password" label="New password" error={errors.new_password}>
          <input id="settings-new-password" name="new_password" type="password" autoComplete="new-password" {...described('settings-new-password', errors.new_password)} />
        </Field>
        <button type="submit" className="button button-primary">
          SAVE MY SETTINGS
        </button>
      </form>
    </section>
  );
}
