import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AddProfileContract, EditProfileContract } from '../../shared/accounts/account.contract';
import type { Profile } from '../../shared/accounts/member-data';
import { formatIsoDate, latestToday } from '../../shared/site/calendar';
import { checkForm } from '../../shared/forms/form-schema';
import { ProfileFormSchema, type ProfileForm } from '../../shared/profiles/profile.form';
import { placeLabel } from '../../views/ui/profile-facts';
import { PROFILE_MESSAGES } from '../../shared/forms/messages';
import { FormMessage } from '../../views/ui/form-field';
import { friendFieldIds, FriendFields, FriendFormActions, type FriendFieldName, type FriendFieldValues } from '../../views/ui/friend-fields';
import { ApiError, callApi } from '../lib/api-client';
import { PlaceAutocomplete, type PlaceValue } from '../location';

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

type FieldName = FriendFieldName | 'birth_location';
type FieldErrors = Partial<Record<FieldName, string>>;

const ID_PREFIX = 'friend-';
const FIELD_IDS: Record<FieldName, string> = { ...friendFieldIds(ID_PREFIX), birth_location: `${ID_PREFIX}birth-place` };
const FIELD_ORDER = Object.keys(FIELD_IDS) as FieldName[];

/** Messages keyed like the schema ('birth_location.city') under the form's fields; the rest, and the message, above the form. */
function placeErrors(all: Record<string, string>): { fields: FieldErrors; unplaced: boolean } {
  const fields: FieldErrors = {};
  let unplaced = false;
  for (const [key, message] of Object.entries(all)) {
    const name = key.split('.')[0] as FieldName;
    if (name in FIELD_IDS) fields[name] ??= message;
    else unplaced = true;
  }
  return { fields, unplaced };
}

/** Server errors: `fields` under their fields, anything else as the message. */
function serverErrors(error: unknown): { fields: FieldErrors; message: string } {
  const { fields, unplaced } = placeErrors(error instanceof ApiError ? error.fieldMessages() : {});
  const message = error instanceof Error ? error.message : String(error);
  return { fields, message: unplaced || Object.keys(fields).length === 0 ? message : '' };
}

function toInput(fields: FriendFieldValues, place: PlaceValue | null, editing: Profile | undefined): ProfileForm {
  const input: ProfileForm = { first_name: fields.first_name.trim(), birth_date: fields.birth_date };
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
export function FriendForm({ profile, onSaved, onCancel }: FriendFormProps) {
  const [fields, setFields] = useState<FriendFieldValues>({
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    gender: profile?.gender ?? 'female',
    birth_date: profile?.birth_date ?? '',
    birth_time: profile?.birth_time?.slice(0, 5) ?? '',
  });
  const [place, setPlace] = useState<PlaceValue | null>(() => (profile ? birthPlace(profile) : null));
  // What is in the place box: typed text that was never chosen from the list is no place.
  const [placeText, setPlaceText] = useState(() => (profile ? (birthPlace(profile)?.label ?? '') : ''));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [maxDate] = useState(() => formatIsoDate(latestToday()));
  const focusNext = useRef<string | null>(null);

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
    const input = toInput(fields, place, profile);
    const checked = checkForm(ProfileFormSchema, input);
    const found = placeErrors(checked.errors).fields;
    // Spec 3 §5: a typed place not chosen from the suggestions is not dropped silently.
    if (!place && placeText.trim() !== '') found.birth_location = PROFILE_MESSAGES.city;
    showErrors(found);
    if (!checked.success || found.birth_location) return;
    setSubmitting(true);
    try {
      const saved = profile
        ? await callApi(EditProfileContract, { params: { profile_uuid: profile.profile_uuid }, body: input })
        : await callApi(AddProfileContract, { body: input });
      onSaved(saved.profile);
    } catch (error) {
      const mapped = serverErrors(error);
      showErrors(mapped.fields);
      setGeneral(mapped.message);
      setSubmitting(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <FriendFields
        idPrefix={ID_PREFIX}
        values={fields}
        errors={errors}
        onChange={(name, value) => setFields({ ...fields, [name]: value })}
        maxDate={maxDate}
        datePlaceholder="YYYY-MM-DD"
        place={<PlaceAutocomplete id={FIELD_IDS.birth_location} label="Birth place (optional)" value={place} onChange={setPlace} onTextChange={setPlaceText} error={errors.birth_location} />}
      />
      <FormMessage error={general} />
      <FriendFormActions
        editing={profile !== undefined}
        busy={submitting}
        cancel={
          <button type="button" className="button button-plain" onClick={onCancel}>
            Cancel
          </button>
        }
      />
    </form>
  );
}

