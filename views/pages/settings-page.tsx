import type { ReactNode } from 'react';
import type { MailSubscription } from '../../shared/api/mail.contract';
import type { Deck } from '../../shared/domain/decks';

export interface SettingsValues {
  first_name: string;
  email: string;
  birth_date: string;
  birth_time: string;
  gender: string;
  sexual_orientation: string;
  birth_city: string;
  birth_state: string;
  birth_country: string;
  favorite_deck_id: string;
}

export interface SettingsPageProps {
  values: SettingsValues;
  decks: Deck[];
  /** The email lists shown, with the member's standing on each. */
  lists: MailSubscription[];
  message?: string;
  errors?: Record<string, string | undefined>;
  /** Outcome of the email preferences form, shown beside it. */
  listsMessage?: string;
  listsError?: string;
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
export function SettingsPage({ values, decks, lists, message, errors = {}, listsMessage, listsError }: SettingsPageProps) {
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
        <fieldset className="place-fields">
          <legend>Birth place</legend>
          <p className="field-hint">Your chart and reports are cast for this place. Leave the town empty if you do not know it.</p>
          <Field id="settings-birth-city" label="Town or city" error={errors.birth_city}>
            <input id="settings-birth-city" name="birth_city" defaultValue={values.birth_city} {...described('settings-birth-city', errors.birth_city)} />
          </Field>
          <Field id="settings-birth-state" label="State or region" error={errors.birth_state}>
            <input id="settings-birth-state" name="birth_state" defaultValue={values.birth_state} {...described('settings-birth-state', errors.birth_state)} />
          </Field>
          <Field id="settings-birth-country" label="Country" error={errors.birth_country}>
            <input id="settings-birth-country" name="birth_country" autoComplete="country-name" defaultValue={values.birth_country} {...described('settings-birth-country', errors.birth_country)} />
          </Field>
        </fieldset>
        <Field id="settings-deck" label="Favourite tarot deck" error={errors.favorite_deck_id} hint="Your readings and card pages use this deck.">
          <select id="settings-deck" name="favorite_deck_id" defaultValue={values.favorite_deck_id} {...described('settings-deck', errors.favorite_deck_id)}>
            <option value="">No favourite (Universal Waite)</option>
            {decks.map((deck) => (
              <option key={deck.id} value={String(deck.id)}>
                {deck.name}
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
      <form className="form narrow-form" id="email-preferences" method="post" action="/member/settings/email-preferences" noValidate>
        <h2>Email preferences</h2>
        {listsMessage && (
          <p className="form-success" role="status">
            {listsMessage}
          </p>
        )}
        {listsError && (
          <p className="form-error" role="alert">
            {listsError}
          </p>
        )}
        <fieldset className="list-choices">
          <legend>Send me these emails</legend>
          {lists.map((list) => (
            <div className="field checkbox-field" key={list.code}>
              <input id={`list-${list.code}`} name="list" type="checkbox" value={list.code} defaultChecked={list.subscribed} aria-describedby={`list-${list.code}-about`} />
              <label htmlFor={`list-${list.code}`}>
                {list.name} <span className="list-frequency">({list.frequency})</span>
              </label>
              <p className="field-hint" id={`list-${list.code}-about`}>
                {list.description}
              </p>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="button button-primary">
          SAVE MY EMAIL PREFERENCES
        </button>
      </form>
    </section>
  );
}
