import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Profile, ProfileInput } from '../../shared/api/member.contract';
import { ApiError, apiRequest } from '../lib/api-client';
import { errorProps, Field } from '../lib/form-field';
import { Modal } from '../lib/modal';
import { PlaceAutocomplete, type PlaceValue } from '../lib/place-autocomplete';
import { defineIsland } from './define-island';

export interface ProfilesManagerProps {
  /** The member's profiles as GET /api/user/profiles lists them: their own first, then friends. */
  profiles: Profile[];
}

/** Spec 3 §8 and §5: the copy of the friend list and its delete confirmation, word for word. */
export const NO_PROFILES_FOUND = 'No Profiles Found';
export const DELETE_QUESTION = 'Are you sure you want to delete your friend profile?';
const REQUIRED = 'This field is required';
const NAME_MAX = 63;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const fullName = (profile: Pick<Profile, 'first_name' | 'last_name'>) => [profile.first_name, profile.last_name].filter(Boolean).join(' ');

/** Spec 3 §5: the friend search is a case-insensitive substring of the name. */
export function filterFriends(friends: Profile[], query: string): Profile[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? friends : friends.filter((friend) => fullName(friend).toLowerCase().includes(needle));
}

/** "1990-04-12" as "April 12, 1990", the same on the server and in every browser. */
function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : iso;
}

/** "15:30:00" as "3:30 PM". */
function formatTime(time: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

const placeLabel = (city: string | null, state: string | null, country: string | null) => [city, state, country].filter(Boolean).join(', ');

function birthPlace(profile: Profile): PlaceValue | null {
  if (!profile.birth_city || !profile.birth_country) return null;
  return {
    city: profile.birth_city,
    state: profile.birth_state ?? '',
    country: profile.birth_country,
    city_id: profile.birth_city_id ?? 0,
    label: placeLabel(profile.birth_city, profile.birth_state, profile.birth_country),
  };
}

function ProfileFacts({ profile }: { profile: Profile }) {
  const place = placeLabel(profile.birth_city, profile.birth_state, profile.birth_country);
  return (
    <dl className="profile-facts">
      <div>
        <dt>Born</dt>
        <dd>{formatDate(profile.birth_date)}</dd>
      </div>
      {profile.birth_time && (
        <div>
          <dt>Time</dt>
          <dd>{formatTime(profile.birth_time)}</dd>
        </div>
      )}
      {place && (
        <div>
          <dt>Place</dt>
          <dd>{place}</dd>
        </div>
      )}
    </dl>
  );
}

interface FriendFields {
  first_name: string;
  last_name: string;
  gender: string;
  birth_date: string;
  birth_time: string;
}
type FieldName = keyof FriendFields | 'birth_location';
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_IDS: Record<FieldName, string> = {
  first_name: 'friend-first-name',
  last_name: 'friend-last-name',
  gender: 'friend-gender',
  birth_date: 'friend-birth-date',
  birth_time: 'friend-birth-time',
  birth_location: 'friend-birth-place',
};
const FIELD_ORDER = Object.keys(FIELD_IDS) as FieldName[];

function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function isRealDate(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

function validate(fields: FriendFields): FieldErrors {
  const errors: FieldErrors = {};
  const name = fields.first_name.trim();
  if (name === '') errors.first_name = REQUIRED;
  else if (name.length > NAME_MAX) errors.first_name = 'Please enter a name 63 characters or less.';
  if (fields.last_name.trim().length > NAME_MAX) errors.last_name = 'Please enter a name 63 characters or less.';
  if (fields.birth_date === '') errors.birth_date = REQUIRED;
  else if (!isRealDate(fields.birth_date)) errors.birth_date = 'Please enter the birth date as YYYY-MM-DD.';
  else if (fields.birth_date > todayIso()) errors.birth_date = 'The birth date cannot be in the future.';
  if (fields.birth_time !== '' && !/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(fields.birth_time)) errors.birth_time = 'Please enter the birth time as HH:MM.';
  return errors;
}

/** Server errors: `fields` (first_name, birth_location.city, ...) under their fields, anything else as the message. */
function serverErrors(error: unknown): { fields: FieldErrors; message: string } {
  const body = error instanceof ApiError ? (error.body as { error?: { fields?: Record<string, string[]> } }) : {};
  const fields: FieldErrors = {};
  let unplaced = false;
  for (const [key, messages] of Object.entries(body.error?.fields ?? {})) {
    const name = key.split('.')[0] as FieldName;
    if (name in FIELD_IDS && messages[0]) fields[name] ??= messages[0];
    else unplaced = true;
  }
  const message = error instanceof Error ? error.message : String(error);
  return { fields, message: unplaced || Object.keys(fields).length === 0 ? message : '' };
}

function toInput(fields: FriendFields, place: PlaceValue | null, editing: Profile | undefined): ProfileInput {
  const input: ProfileInput = { first_name: fields.first_name.trim(), birth_date: fields.birth_date };
  if (fields.last_name.trim()) input.last_name = fields.last_name.trim();
  if (fields.gender === 'female' || fields.gender === 'male' || fields.gender === 'other') input.gender = fields.gender;
  if (fields.birth_time) input.birth_time = fields.birth_time;
  if (place) input.birth_location = { city: place.city, state: place.state, country: place.country, ...(place.city_id > 0 ? { city_id: place.city_id } : {}) };
  // The form does not show where a friend lives now; an update keeps it as it was.
  if (editing?.current_city && editing.current_country) {
    input.current_location = {
      city: editing.current_city,
      state: editing.current_state ?? '',
      country: editing.current_country,
      ...(editing.current_city_id ? { city_id: editing.current_city_id } : {}),
    };
  }
  return input;
}

interface FriendFormProps {
  /** The friend being edited; absent when adding one. */
  profile?: Profile;
  onSaved(profile: Profile): void;
  onCancel(): void;
}

/** Add or edit a friend: POST /api/member/profile, or PUT /api/member/profile/{profile_uuid}. */
function FriendForm({ profile, onSaved, onCancel }: FriendFormProps) {
  const [fields, setFields] = useState<FriendFields>({
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    gender: profile?.gender ?? 'female',
    birth_date: profile?.birth_date ?? '',
    birth_time: profile?.birth_time?.slice(0, 5) ?? '',
  });
  const [place, setPlace] = useState<PlaceValue | null>(() => (profile ? birthPlace(profile) : null));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [maxDate] = useState(todayIso);
  const focusNext = useRef<string | null>(null);
  const set = (name: keyof FriendFields) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  // After a failed submit, move focus to the first field that needs attention.
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) focusNext.current = FIELD_IDS[first];
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setGeneral('');
    const found = validate(fields);
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const input = toInput(fields, place, profile);
      const saved = profile
        ? await apiRequest<{ profile: Profile }>('PUT', `/api/member/profile/${encodeURIComponent(profile.profile_uuid)}`, input)
        : await apiRequest<{ profile: Profile }>('POST', '/api/member/profile', input);
      onSaved(saved.profile);
    } catch (error) {
      const mapped = serverErrors(error);
      showErrors(mapped.fields);
      setGeneral(mapped.message);
      setSubmitting(false);
    }
  }

  const genders = ['female', 'male', ...(fields.gender === 'other' ? ['other'] : [])];
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <Field id={FIELD_IDS.first_name} label="First name" error={errors.first_name}>
        <input
          id={FIELD_IDS.first_name}
          name="first_name"
          autoComplete="off"
          maxLength={NAME_MAX}
          value={fields.first_name}
          onChange={set('first_name')}
          {...errorProps(FIELD_IDS.first_name, errors.first_name)}
        />
      </Field>
      <Field id={FIELD_IDS.last_name} label="Last name (optional)" error={errors.last_name}>
        <input
          id={FIELD_IDS.last_name}
          name="last_name"
          autoComplete="off"
          maxLength={NAME_MAX}
          value={fields.last_name}
          onChange={set('last_name')}
          {...errorProps(FIELD_IDS.last_name, errors.last_name)}
        />
      </Field>
      <Field id={FIELD_IDS.gender} label="Gender" error={errors.gender}>
        <select id={FIELD_IDS.gender} name="gender" value={fields.gender} onChange={set('gender')} {...errorProps(FIELD_IDS.gender, errors.gender)}>
          {genders.map((gender) => (
            <option key={gender} value={gender}>
              {gender[0]!.toUpperCase() + gender.slice(1)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={FIELD_IDS.birth_date} label="Birth date" error={errors.birth_date}>
        <input
          id={FIELD_IDS.birth_date}
          name="birth_date"
          type="date"
          placeholder="YYYY-MM-DD"
          min="1900-01-01"
          max={maxDate}
          value={fields.birth_date}
          onChange={set('birth_date')}
          {...errorProps(FIELD_IDS.birth_date, errors.birth_date)}
        />
      </Field>
      <Field id={FIELD_IDS.birth_time} label="Birth time (optional)" error={errors.birth_time}>
        <input
          id={FIELD_IDS.birth_time}
          name="birth_time"
          type="time"
          value={fields.birth_time}
          onChange={set('birth_time')}
          {...errorProps(FIELD_IDS.birth_time, errors.birth_time)}
        />
      </Field>
      <PlaceAutocomplete id={FIELD_IDS.birth_location} label="Birth place (optional)" value={place} onChange={setPlace} error={errors.birth_location} />
      {general && (
        <p className="form-error" role="alert">
          {general}
        </p>
      )}
      <div className="modal-actions">
        <button type="submit" className="button button-primary" disabled={submitting}>
          {submitting ? 'Submitting...' : profile ? 'SAVE CHANGES' : 'ADD FRIEND'}
        </button>
        <button type="button" className="button button-plain" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

interface DeleteConfirmProps {
  profile: Profile;
  onDeleted(): void;
  onCancel(): void;
}

/** The profile modal of type delete (spec 1 §4): DELETE /api/member/profile/{profile_uuid}. */
function DeleteConfirm({ profile, onDeleted, onCancel }: DeleteConfirmProps) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  async function onDelete() {
    if (submitting) return;
    setError('');
    setSubmitting(true);
    try {
      await apiRequest<{ deleted: true }>('DELETE', `/api/member/profile/${encodeURIComponent(profile.profile_uuid)}`);
      onDeleted();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSubmitting(false);
    }
  }

  return (
    <Modal title={DELETE_QUESTION} onClose={() => !submitting && onCancel()}>
      <p className="modal-lede">The saved birth details of {fullName(profile)} will be removed. This cannot be undone.</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="modal-actions" aria-busy={submitting}>
        <button type="button" className="button button-danger" disabled={submitting} onClick={onDelete}>
          {submitting ? 'Submitting...' : 'DELETE'}
        </button>
        <button type="button" className="button button-plain" disabled={submitting} onClick={onCancel}>
          Back to what I was doing
        </button>
      </div>
    </Modal>
  );
}

/**
 * The profiles manager: the member's own profile ("You"), then their friends (every profile but
 * the first, spec 3 §9) with a search, and add, edit and delete for each friend.
 */
function ProfilesManager({ profiles: initial }: ProfilesManagerProps) {
  const [profiles, setProfiles] = useState(initial);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Profile | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Profile | null>(null);
  const [status, setStatus] = useState('');
  const friendsHeading = useRef<HTMLHeadingElement>(null);
  const focusFriends = useRef(false);

  // A deleted friend's buttons are gone; focus lands on the friends heading instead of the page.
  useEffect(() => {
    if (!focusFriends.current) return;
    focusFriends.current = false;
    friendsHeading.current?.focus();
  });

  const own = profiles[0];
  const friends = profiles.slice(1);
  const shown = filterFriends(friends, query);

  function saved(profile: Profile) {
    const added = editing === 'new';
    setProfiles(added ? [...profiles, profile] : profiles.map((each) => (each.profile_uuid === profile.profile_uuid ? profile : each)));
    setEditing(null);
    setStatus(`${fullName(profile)} was ${added ? 'added' : 'updated'}.`);
  }

  function deleted(profile: Profile) {
    setProfiles(profiles.filter((each) => each.profile_uuid !== profile.profile_uuid));
    setDeleting(null);
    setStatus(`${fullName(profile)} was deleted.`);
    focusFriends.current = true;
  }

  function open(next: () => void) {
    setStatus('');
    next();
  }

  return (
    <div className="profiles-manager">
      <div className="profiles-status" role="status" aria-live="polite">
        {status && <p className="form-success">{status}</p>}
      </div>

      <section aria-labelledby="profiles-you-heading">
        <h2 id="profiles-you-heading">You</h2>
        {own ? (
          <div className="profile-card profile-card-self">
            <h3 className="profile-name">{fullName(own)}</h3>
            <ProfileFacts profile={own} />
          </div>
        ) : (
          <p>Your own profile has not been set up yet.</p>
        )}
      </section>

      <section aria-labelledby="profiles-friends-heading">
        <div className="profiles-friends-header">
          <h2 id="profiles-friends-heading" ref={friendsHeading} tabIndex={-1}>
            Friends
          </h2>
          <button type="button" className="button button-primary" onClick={() => open(() => setEditing('new'))}>
            Add a friend
          </button>
        </div>
        {friends.length > 0 && (
          <div className="field profiles-search">
            <label htmlFor="profiles-search">Search friends by name</label>
            <input id="profiles-search" type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} />
          </div>
        )}
        {friends.length === 0 && <p className="profiles-empty">You have not added any friends yet. Add a friend to keep their birth details at hand for charts and reports.</p>}
        {shown.length > 0 && (
          <ul className="profile-list">
            {shown.map((friend) => {
              const name = fullName(friend);
              return (
                <li className="profile-card" key={friend.profile_uuid}>
                  <div>
                    <h3 className="profile-name">{name}</h3>
                    <ProfileFacts profile={friend} />
                  </div>
                  <div className="profile-actions">
                    <button type="button" className="button button-plain" onClick={() => open(() => setEditing(friend))}>
                      Edit<span className="visually-hidden"> {name}</span>
                    </button>
                    <button type="button" className="button button-plain button-plain-danger" onClick={() => open(() => setDeleting(friend))}>
                      Delete<span className="visually-hidden"> {name}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div aria-live="polite">{friends.length > 0 && shown.length === 0 && <p className="profiles-empty">{NO_PROFILES_FOUND}</p>}</div>
      </section>

      {editing && (
        <Modal title={editing === 'new' ? 'Add a Friend' : 'Edit Friend Profile'} onClose={() => setEditing(null)}>
          <FriendForm {...(editing === 'new' ? {} : { profile: editing })} onSaved={saved} onCancel={() => setEditing(null)} />
        </Modal>
      )}
      {deleting && <DeleteConfirm profile={deleting} onDeleted={() => deleted(deleting)} onCancel={() => setDeleting(null)} />}
    </div>
  );
}

export default defineIsland('profiles-manager', ProfilesManager);
