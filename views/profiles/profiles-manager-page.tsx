import type { Profile } from '../../shared/accounts/member-data';
import { formatIsoDate, latestToday } from '../../shared/site/calendar';
import { fullName } from '../../shared/profiles/profiles';
import type { FormProps, FormState } from '../../shared/forms/form-state';
import { postedText } from '../../shared/forms/form-state';
import { PROFILE_MESSAGES } from '../../shared/forms/messages';
import type { PlaceFieldsValue } from '../../shared/location/islands';
import { PROFILES_PATH } from '../ui/profile-facts';
import { FormMessage } from '../ui/form-field';
import { FriendFields, FriendFormActions } from '../ui/friend-fields';
import { Breadcrumb } from '../components/breadcrumb';
import { accountCrumbs } from '../components/help-related';
import { Island } from '../components/island';
import { PageHeader } from '../components/page-header';

export interface ProfilesManagerPageProps extends FormProps {
  profiles: Profile[];
  /** The friend search (`?q=`). */
  query: string;
  /** `?add=1`: the friend form, empty. */
  adding: boolean;
  /** `?edit={uuid}`: the friend form for this friend. */
  editing: Profile | undefined;
  /** `?delete={uuid}`: the confirmation for this friend. */
  deleting: Profile | undefined;
}

function placeOf(values: Record<string, unknown>): PlaceFieldsValue {
  const place = (values.birth_location ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof place[key] === 'string' ? (place[key] as string) : '');
  return { city: text('city'), state: text('state'), country: text('country') };
}

function profileValues(profile: Profile): Record<string, unknown> {
  return {
    profile_uuid: profile.profile_uuid,
    first_name: profile.first_name,
    last_name: profile.last_name ?? '',
    gender: profile.gender ?? 'female',
    birth_date: profile.birth_date,
    birth_time: profile.birth_time?.slice(0, 5) ?? '',
    birth_location: { city: profile.birth_city ?? '', state: profile.birth_state ?? '', country: profile.birth_country ?? '', city_id: profile.birth_city_id ?? undefined },
  };
}

/** The friend form without JavaScript: the island's dialog form as a plain post, its place typed and looked up by the server. */
function PlainFriendForm({ intent, values, form }: { intent: 'add' | 'edit'; values: Record<string, unknown>; form: FormState | undefined }) {
  const errors = form?.errors ?? {};
  const text = (name: string) => postedText(form, name, typeof values[name] === 'string' ? (values[name] as string) : '');
  // A saved place keeps its city id; a posted one is looked up again.
  const chosenId = form ? undefined : (values.birth_location as { city_id?: number } | undefined)?.city_id;
  const place = { ...placeOf(form ? form.values : values), ...(chosenId ? { city_id: chosenId } : {}) };
  return (
    <section className="profile-form-section" id="friend-form" aria-labelledby="friend-form-heading">
      <h2 id="friend-form-heading">{intent === 'add' ? 'Add a Friend' : 'Edit Friend Profile'}</h2>
      <form className="form narrow-form" method="post" action={PROFILES_PATH} noValidate>
        <input type="hidden" name="intent" value={intent} />
        {intent === 'edit' && <input type="hidden" name="profile_uuid" value={text('profile_uuid')} />}
        <FormMessage error={form && !form.ok && Object.keys(errors).length === 0 ? form.message : undefined} />
        <FriendFields
          idPrefix="plain-friend-"
          values={{ first_name: text('first_name'), last_name: text('last_name'), gender: text('gender') || 'female', birth_date: text('birth_date'), birth_time: text('birth_time') }}
          errors={errors}
          maxDate={formatIsoDate(latestToday())}
          dateHint="From 1900 to today"
          place={<Island name="place-fields" hydrate="visible" props={{ name: 'birth_location', legend: 'Birth place (optional)', value: place, errors, optional: true }} />}
        />
        <FriendFormActions
          editing={intent === 'edit'}
          cancel={
            <a className="button button-plain" href={PROFILES_PATH}>
              Cancel
            </a>
          }
        />
      </form>
    </section>
  );
}

/** The delete confirmation without JavaScript (the profile modal of type delete, spec 1 §4). */
function PlainDeleteConfirm({ profile }: { profile: Profile }) {
  return (
    <section className="profile-form-section" id="delete-friend" aria-labelledby="delete-friend-heading">
      <h2 id="delete-friend-heading">{PROFILE_MESSAGES.deleteQuestion}</h2>
      <p>The saved birth details of {fullName(profile)} will be removed. This cannot be undone.</p>
      <form method="post" action={PROFILES_PATH} className="modal-actions">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="profile_uuid" value={profile.profile_uuid} />
        <button type="submit" className="button button-danger">
          DELETE
        </button>
        <a className="button button-plain" href={PROFILES_PATH}>
          Back to what I was doing
        </a>
      </form>
    </section>
  );
}

/** /member/settings/profiles-manager: the member's own profile and their friends' profiles. */
export function ProfilesManagerPage({ profiles, query, adding, editing, deleting, form }: ProfilesManagerPageProps) {
  const failed = form && !form.ok ? form : undefined;
  const friendForm: { intent: 'add' | 'edit'; values: Record<string, unknown> } | undefined =
    failed?.intent === 'add' || failed?.intent === 'edit'
      ? { intent: failed.intent, values: failed.values }
      : form
        ? undefined
        : editing
          ? { intent: 'edit', values: profileValues(editing) }
          : adding
            ? { intent: 'add', values: {} }
            : undefined;
  const status = form?.ok ? form.message : failed?.intent === 'delete' ? failed.message : undefined;
  return (
    <>
      <PageHeader
        title="Profiles Manager"
        id="profiles-heading"
        kicker="Your account"
        art="account"
        breadcrumb={<Breadcrumb items={accountCrumbs('Profiles Manager')} />}
        lede="Keep the birth details of the people in your life in one place, so they are at hand whenever you want them."
      />
      <div className="container profiles-page">
      {friendForm && <PlainFriendForm intent={friendForm.intent} values={friendForm.values} form={failed} />}
      {!form && !friendForm && deleting && <PlainDeleteConfirm profile={deleting} />}
      <Island name="profiles-manager" props={{ profiles, query, ...(status ? { status } : {}), ...(failed?.intent === 'delete' ? { failed: true } : {}) }} hydrate="load" />
      </div>
    </>
  );
}
