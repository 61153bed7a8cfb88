import type { MailSubscription } from '../../shared/accounts/mail.contract';
import type { Deck } from '../../shared/tarot/decks';
import { formFor, postedText, type FormProps } from '../../shared/forms/form-state';
import type { PlaceFieldsValue } from '../../shared/location/islands';
import { errorProps, Field, FormMessage, Options } from '../ui/form-field';
import { Island } from '../components/island';
import { AccountPage } from '../templates/account-page';
import { href, ROUTES } from '../../shared/routes';

export interface SettingsValues {
  first_name: string;
  email: string;
  birth_date: string;
  birth_time: string;
  gender: string;
  sexual_orientation: string;
  birth_location: PlaceFieldsValue;
  favorite_deck_id: string;
}

export interface SettingsPageProps extends FormProps {
  values: SettingsValues;
  decks: Deck[];
  /** The email lists shown, with the member's standing on each. */
  lists: MailSubscription[];
}

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

/** What the settings form shows: what was posted when it was refused, else what is stored. */
function shownValues(values: SettingsValues, save: FormProps['form']): SettingsValues {
  if (!save || save.ok) return values;
  const text = (name: keyof SettingsValues) => postedText(save, name);
  const place = (save.values.birth_location ?? {}) as Record<string, unknown>;
  const part = (key: string) => (typeof place[key] === 'string' ? (place[key] as string) : '');
  return {
    first_name: text('first_name'),
    email: text('email'),
    birth_date: text('birth_date'),
    birth_time: text('birth_time'),
    gender: text('gender'),
    sexual_orientation: text('sexual_orientation'),
    favorite_deck_id: text('favorite_deck_id'),
    birth_location: { city: part('city'), state: part('state'), country: part('country') },
  };
}

/** Account Settings: plain forms the server handles, so they work with JavaScript off; the birth place suggests places once scripts run. */
export function SettingsPage({ values: stored, decks, lists, form }: SettingsPageProps) {
  const save = formFor(form, 'save');
  const preferences = formFor(form, 'email-preferences');
  const errors = save?.errors ?? {};
  const values = shownValues(stored, save);
  return (
    <AccountPage title="Account Settings" headingId="settings-heading" current={href(ROUTES.settings)} breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Account Settings' }]}>
      <p>
        <a href={href(ROUTES.profilesManager)}>Manage your friends’ profiles</a> · <a href={href(ROUTES.journal)}>Your Readings</a> · <a href={href(ROUTES.transactions)}>Transactions</a>
      </p>
      <FormMessage error={save && !save.ok ? save.message || undefined : undefined} success={save?.ok ? save.message : undefined} />
      <form className="form narrow-form form-card" method="post" action={href(ROUTES.settings)} noValidate>
        <input type="hidden" name="intent" value="save" />
        <h2>About you</h2>
        <Field id="settings-name" label="Name" error={errors.first_name}>
          <input id="settings-name" name="first_name" maxLength={64} autoComplete="given-name" defaultValue={values.first_name} {...errorProps('settings-name', errors.first_name)} />
        </Field>
        <Field id="settings-email" label="Email" error={errors.email}>
          <input id="settings-email" name="email" type="email" autoComplete="email" defaultValue={values.email} {...errorProps('settings-email', errors.email)} />
        </Field>
        <Field id="settings-birth-date" label="Birth date" error={errors.birth_date}>
          <input id="settings-birth-date" name="birth_date" type="date" defaultValue={values.birth_date} {...errorProps('settings-birth-date', errors.birth_date)} />
        </Field>
        <Field id="settings-birth-time" label="Birth time (optional)" error={errors.birth_time} hint="The more exact your birth time, the more personal your chart.">
          <input id="settings-birth-time" name="birth_time" type="time" defaultValue={values.birth_time} {...errorProps('settings-birth-time', errors.birth_time)} />
        </Field>
        <Field id="settings-gender" label="Gender" error={errors.gender}>
          <select id="settings-gender" name="gender" defaultValue={values.gender}>
            <Options choices={GENDERS} />
          </select>
        </Field>
        <Field id="settings-orientation" label="Sexual orientation" error={errors.sexual_orientation} hint="Used for love readings and compatibility.">
          <select id="settings-orientation" name="sexual_orientation" defaultValue={values.sexual_orientation}>
            <Options choices={ORIENTATIONS} />
          </select>
        </Field>
        <Island
          name="place-fields"
          hydrate="visible"
          props={{
            name: 'birth_location',
            legend: 'Birth place',
            hint: 'Your chart and reports are cast for this place. Leave the town empty if you do not know it.',
            value: values.birth_location,
            errors,
          }}
        />
        <Field id="settings-deck" label="Favourite tarot deck" error={errors.favorite_deck_id} hint="Your readings and your card of the day use this deck.">
          <select id="settings-deck" name="favorite_deck_id" defaultValue={values.favorite_deck_id} {...errorProps('settings-deck', errors.favorite_deck_id)}>
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
        <Field id="settings-old-password" label="Current password" error={errors.old_password} hint="Needed to change your email or your password.">
          <input id="settings-old-password" name="old_password" type="password" autoComplete="current-password" {...errorProps('settings-old-password', errors.old_password)} />
        </Field>
        <Field id="settings-new-password" label="New password" error={errors.new_password}>
          <input id="settings-new-password" name="new_password" type="password" autoComplete="new-password" {...errorProps('settings-new-password', errors.new_password)} />
        </Field>
        <button type="submit" className="button button-primary">
          SAVE MY SETTINGS
        </button>
      </form>
      <form className="form narrow-form form-card" id="email-preferences" method="post" action={href(ROUTES.settings)} noValidate>
        <input type="hidden" name="intent" value="email-preferences" />
        <h2>Email preferences</h2>
        <FormMessage error={preferences && !preferences.ok ? preferences.message : undefined} success={preferences?.ok ? preferences.message : undefined} />
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
      <form className="form narrow-form form-card" id="logout-everywhere" method="post" action={href(ROUTES.settings)}>
        <input type="hidden" name="intent" value="logout-everywhere" />
        <h2>Your sessions</h2>
        <p>Log out on every computer, phone and browser where you are logged in, this one too. Changing your password does this for every other one.</p>
        <button type="submit" className="button button-primary">
          LOG OUT EVERYWHERE
        </button>
      </form>
    </AccountPage>
  );
}
