import { useCallback, useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { checkForm, type FieldErrors } from '../../shared/forms/form-schema';
import type { IslandProps } from '../../shared/islands';
import { PREFIX_MAX, SearchCitiesContract } from '../../shared/location/location.contract';
import { storedPlace } from '../../shared/location/location-values';
import { CHOOSE_FRIEND_MESSAGE, initialProfileTabs, profileTabsReducer, type ProfileTab, type ProfileTabsAction, type ProfileTabsState } from '../../shared/profiles/profile-tabs';
import { BIRTH_CHART_MESSAGES, BirthChartFormSchema } from '../../shared/reports/birth-chart.form';
import type { BirthChartButton, BirthChartProfile } from '../../shared/reports/islands';
import { EARLIEST_CHART_DATE, formatIsoDate, latestToday } from '../../shared/site/calendar';
import { errorProps, Field, FormMessage } from '../../views/ui/form-field';
import { callApi } from '../lib/api-client';
import { useHydrated } from '../lib/use-hydrated';
import { defineIsland } from '../runtime/define-island';
import { currentRoute, setRoute, useHashRoute } from '../runtime/hash-router';
import { ALL_LOCKED, BLANK_FIELDS, clockOf, datePartsOf, isoDateOf, NO_LOCKS, postedFields, profileFields, profileLocks, schemaInput, timePartsOf, type ChartFields, type Locks } from './birth-chart-fields';
import { BirthPlaceFields, singleMatch } from './birth-place-fields';
import { ProfileTabsPanel } from './birth-chart-tabs';
import { Carry, DAYS, HOURS, MINUTES, MONTHS, UnknownTime, usePhone } from './birth-chart-controls';
import { useFriendDialogs } from './use-friend-dialogs';
import { submitAsMember } from '../accounts';
import { useUserStatus } from '../lib/user-events';
import { TeeupFields } from './teeup-extras';

/** Spec 3 §4: what the submit button reads while the form is sent. */
export const SUBMITTING_TEXT = 'SUBMITTING…';
const DEFAULT_BUTTONS: BirthChartButton[] = [{ intent: 'chart', label: 'GET YOUR CHART' }];
const TABS: ProfileTab[] = ['you', 'friend', 'new'];

/**
 * The birth chart form (spec 3 §3, §4, §5, §9) of the free birth chart and the Essential Birth
 * Report. Its server render is the plain form that posts the spec's fields; once hydrated it
 * checks them with the same schema the server uses, suggests places, swaps the date and time
 * selects for the phone's own pickers below 600 px, and for a member adds the profile tabs (Your
 * Profile, Friend Profiles, New Profile) that fill the form from a saved profile. A checked form
 * is then sent as the plain form is: the server's answer (its 303, or the page with messages)
 * stays the one source of truth.
 */
function BirthChartForm({ action, years, values, errors: serverErrors, message: serverMessage, buttons = DEFAULT_BUTTONS, profiles: served = [], extras, gender: askGender = true, pendingProduct, second = false }: IslandProps['birth-chart-form']) {
  const hydrated = useHydrated();
  const route = useHashRoute();
  // The profiles are the page's until a friend is edited or deleted here (use-friend-dialogs.tsx).
  const [profiles, setProfiles] = useState(served);
  const uuids = profiles.map((profile) => profile.profile_uuid);
  const friends = profiles.slice(1);
  // A refused post comes back with what was sent: that is the form, on the New Profile tab.
  const posted = Object.keys(serverErrors).length > 0 || Boolean(serverMessage);
  // Person 2 of a paired report starts among the friends (or a new profile), not as the member again.
  const firstTab = (): ProfileTabsState => (posted || profiles.length === 0 || (second && profiles.length === 1) ? { tab: 'new', selected: null, query: '', success: false } : second ? { tab: 'friend', selected: null, query: '', success: false } : initialProfileTabs(uuids));
  const [tabs, setTabs] = useState<ProfileTabsState>(firstTab);
  const [fields, setFields] = useState<ChartFields>(() => (posted || second || !profiles[0] ? postedFields(values) : profileFields(profiles[0])));
  const [errors, setErrors] = useState<FieldErrors>(serverErrors);
  const [message, setMessage] = useState(serverMessage ?? '');
  /** The intent being sent: the form is disabled. */
  const [submitting, setSubmitting] = useState<string | null>(null);
  /** The intent whose typed town is being looked up before it is sent. */
  const [checking, setChecking] = useState<string | null>(null);
  const [lookupFailed, setLookupFailed] = useState(false);
  const busy = useRef(false);
  const focusError = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const phone = usePhone(formRef);
  const intentRef = useRef<HTMLInputElement>(null);
  const sendAfterRender = useRef<string | null>(null);
  const user = useUserStatus({ logged_in: pendingProduct === undefined });

  // The tabs need the browser: the server's form (and the one without JavaScript) is the plain one.
  const tabsOn = hydrated && profiles.length > 0;
  const selected: BirthChartProfile | undefined = tabsOn ? profiles.find((profile) => profile.profile_uuid === tabs.selected) : undefined;
  const waiting = tabsOn && tabs.tab === 'friend' && !selected;
  const locks: Locks = waiting ? ALL_LOCKED : selected ? profileLocks(selected) : NO_LOCKS;

  /**
   * One step of the tabs; a new selection or another tab starts the form again (spec 3 §4), and
   * a saved profile fills it again. `list` is the profiles after the step (an edit or a delete).
   */
  const step = (action: ProfileTabsAction, list = profiles) => {
    const next = profileTabsReducer(tabs, action, list.map((profile) => profile.profile_uuid));
    setTabs(next);
    if (list !== profiles) setProfiles(list);
    if (action.type !== 'saved' && next.tab === tabs.tab && next.selected === tabs.selected) return;
    const profile = list.find((each) => each.profile_uuid === next.selected);
    setFields(profile ? profileFields(profile, fields.houses) : { ...BLANK_FIELDS, houses: fields.houses });
    setErrors({});
    setMessage('');
    if (action.type !== 'saved' && action.type !== 'deleted') friendDialogs.clearStatus();
    // A delete that leaves no friend is the New Profile tab (spec 3 §4): the address says so too.
    if (next.tab !== tabs.tab && action.type === 'deleted') {
      setRouteSeen(next.tab);
      setRoute(next.tab);
    }
  };

  // Edit and Delete in the friend list open the profile modal (spec 3 §2, §6, §8).
  const friendDialogs = useFriendDialogs({
    onSaved: (edited) => step({ type: 'saved', profileUuid: edited.profile_uuid }, profiles.map((each) => (each.profile_uuid === edited.profile_uuid ? edited : each))),
    onDeleted: (friend) => step({ type: 'deleted', profileUuid: friend.profile_uuid }, profiles.filter((each) => each.profile_uuid !== friend.profile_uuid)),
    // The deleted friend's links are gone: the focus lands on the tab the form is now on.
    landing: () => formRef.current?.querySelector<HTMLElement>('.bc-tabs [aria-current="true"]'),
  });

  // The tabs are the hash routes #you, #friend and #new (spec 3 §2): Back goes to the tab before.
  const [routeSeen, setRouteSeen] = useState('');
  if (tabsOn && route !== routeSeen) {
    setRouteSeen(route);
    if ((TABS as string[]).includes(route)) step({ type: 'choose-tab', tab: route as ProfileTab });
  }
  function onTab(event: MouseEvent<HTMLAnchorElement>, tab: ProfileTab) {
    event.preventDefault();
    if (currentRoute() === tab) step({ type: 'choose-tab', tab });
    else setRoute(tab);
  }

  // A page restored from the back-forward cache is a form to use again, not one being sent.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setSubmitting(null);
      setChecking(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  // After a refused submit, the first field with a message takes the focus.
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  const onLookupFailed = useCallback((failed: boolean) => setLookupFailed(failed), []);
  const set = (next: Partial<ChartFields>, ...cleared: string[]) => {
    setFields({ ...fields, ...next });
    if (cleared.some((name) => errors[name])) setErrors(Object.fromEntries(Object.entries(errors).filter(([name]) => !cleared.includes(name))));
  };
  const setBlurMessage = useCallback((blurMessage: string) => {
    setErrors((now) => {
      const { ['birth_location.city']: _city, ...rest } = now;
      return blurMessage ? { ...rest, 'birth_location.city': blurMessage } : rest;
    });
  }, []);

  /** Spec 3 §5 "Birth chart form": the shared schema's messages, and the town chosen from the list. */
  function check(): FieldErrors {
    if (waiting) return { form: CHOOSE_FRIEND_MESSAGE };
    const checked = checkForm(BirthChartFormSchema, schemaInput(fields));
    const found: FieldErrors = checked.success ? {} : { ...checked.errors };
    const place = fields.place;
    if (place.city.trim() === '') found['birth_location.city'] = BIRTH_CHART_MESSAGES.required;
    // Typed but not chosen: unless the lookups are down, when the server looks the town up.
    else if (place.city_id === undefined && !lookupFailed) found['birth_location.city'] = BIRTH_CHART_MESSAGES.city;
    return found;
  }

  /** Sends the form as the plain form goes (the browser follows the server's 303 or shows its messages). */
  function send(intent: string) {
    const form = formRef.current;
    if (!form) return;
    // A script's submit() sends no button: with several, a hidden field says which was pressed.
    if (intentRef.current) intentRef.current.value = intent;
    HTMLFormElement.prototype.submit.call(form);
    // Only now is the form disabled: disabled fields would not have been sent.
    setSubmitting(intent);
  }

  // A town resolved on submit is sent once its fields are in the page.
  useEffect(() => {
    const intent = sendAfterRender.current;
    if (intent === null) return;
    sendAfterRender.current = null;
    send(intent);
  });

  function refuse(found: FieldErrors) {
    busy.current = false;
    setChecking(null);
    setErrors(found);
    focusError.current = true;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec 3 §4: a second submit while one runs is ignored.
    if (busy.current) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = (submitter instanceof HTMLButtonElement && submitter.value) || buttons[0]!.intent;
    const found = check();
    setMessage('');
    const names = Object.keys(found);
    if (names.length === 1 && found['birth_location.city'] === BIRTH_CHART_MESSAGES.city) {
      // Typed, not chosen: the town is chosen for the visitor only when the text is exactly one
      // town's name in the state and country typed (spec 3 §5 "Autocomplete"); else it says so.
      busy.current = true;
      setChecking(intent);
      setErrors({});
      const place = fields.place;
      callApi(SearchCitiesContract, { query: { prefix: place.city.trim().slice(0, PREFIX_MAX) } })
        .then((cities) => {
          const match = singleMatch(cities, place);
          if (!match) return refuse(found);
          sendAfterRender.current = intent;
          setFields((now) => ({ ...now, place: storedPlace(match) }));
        })
        // Lookups are down: the server looks the town up, as it does for the plain form.
        .catch(() => {
          setLookupFailed(true);
          sendAfterRender.current = intent;
          setFields((now) => ({ ...now }));
        });
      return;
    }
    setErrors(found);
    if (names.length > 0) {
      focusError.current = true;
      return;
    }
    // Spec 3 §4 "Pending product": a visitor signs up or logs in first, then the form goes as typed.
    if (pendingProduct && !user.logged_in && !buttons.find((button) => button.intent === intent)?.visitorStep) return submitAsMember(user, { kind: 'product', type: 'Report', gateway: pendingProduct }, () => send(intent), 'login-signup');
    busy.current = true;
    send(intent);
  }

  const off = submitting !== null;
  const fieldError = (name: string) => errors[name];
  const select = (name: 'birth_date_month' | 'birth_date_day' | 'birth_date_year' | 'birth_time_hour' | 'birth_time_minute', label: string, options: [string, string][], placeholder: string, opts: { locked: boolean; disabled?: boolean }) => (
    <Field id={`bc-${name}`} label={label} error={fieldError(name)}>
      <select
        id={`bc-${name}`}
        name={name}
        value={fields[name]}
        disabled={opts.locked || opts.disabled}
        onChange={(event) => set({ [name]: event.target.value }, name)}
        {...errorProps(`bc-${name}`, fieldError(name))}
      >
        <option value="">{placeholder}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
      <Carry name={name} value={fields[name]} when={opts.locked && !locks.all} />
    </Field>
  );

  const today = formatIsoDate(latestToday());
  const dateError = fieldError('birth_date_month') ?? fieldError('birth_date_day') ?? fieldError('birth_date_year');
  const timeError = fieldError('birth_time_hour') ?? fieldError('birth_time_minute');
  const summary = errors.form ?? (Object.keys(errors).length > 0 ? message || BIRTH_CHART_MESSAGES.form : message);
  const timeLocked = locks.time;
  const unknown = fields.birth_time_unknown && !timeLocked;

  return (
    <>
      <form ref={formRef} method="post" action={action} className="birth-chart-form" noValidate onSubmit={onSubmit} aria-busy={off || checking !== null || undefined}>
        {/* One button: the form's intent. Several: each button posts its own, and once hydrated (when the
            form is sent by script, which sends no button) this field says which was pressed. */}
        {buttons.length === 1 ? <input type="hidden" name="intent" value={buttons[0]!.intent} /> : hydrated && <input ref={intentRef} type="hidden" name="intent" defaultValue={buttons[0]!.intent} />}
        {/* While the form is sent, every control is disabled (spec 3 §4). */}
        <fieldset className="bc-form-body" disabled={off}>
          {tabsOn && <ProfileTabsPanel tabs={tabs} friends={friends} selected={selected} waiting={waiting} onTab={onTab} step={step} status={friendDialogs.status} onFriendLink={friendDialogs.openDialog} />}

          <Field id="bc-birth_name" label="Name" error={fieldError('birth_name')}>
            <input id="bc-birth_name" name="birth_name" autoComplete="given-name" maxLength={63} value={fields.birth_name} disabled={locks.identity} onChange={(event) => set({ birth_name: event.target.value }, 'birth_name')} {...errorProps('bc-birth_name', fieldError('birth_name'))} />
            <Carry name="birth_name" value={fields.birth_name} when={locks.identity && !locks.all} />
          </Field>
          {askGender ? (
            <fieldset className="bc-radios">
              <legend>Gender</legend>
              {(['female', 'male'] as const).map((gender) => (
                <label key={gender}>
                  <input type="radio" name="gender" value={gender} checked={fields.gender === gender} disabled={locks.identity} onChange={() => set({ gender })} /> {gender === 'female' ? 'Female' : 'Male'}
                </label>
              ))}
              <Carry name="gender" value={fields.gender} when={locks.identity && !locks.all} />
            </fieldset>
          ) : (
            <input type="hidden" name="gender" value={fields.gender} />
          )}

          {phone ? (
            <div className="bc-native">
              <Field id="bc-birth_date" label="Birth date" error={dateError}>
                <input
                  id="bc-birth_date"
                  type="date"
                  min={formatIsoDate(EARLIEST_CHART_DATE)}
                  max={today}
                  value={isoDateOf(fields)}
                  disabled={locks.identity}
                  onChange={(event) => set(datePartsOf(event.target.value), 'birth_date_month', 'birth_date_day', 'birth_date_year')}
                  {...errorProps('bc-birth_date', dateError)}
                />
              </Field>
              {/* The native picker's date, posted as the spec's three fields. */}
              {!locks.all && (
                <>
                  <input type="hidden" name="birth_date_month" value={fields.birth_date_month} />
                  <input type="hidden" name="birth_date_day" value={fields.birth_date_day} />
                  <input type="hidden" name="birth_date_year" value={fields.birth_date_year} />
                </>
              )}
            </div>
          ) : (
            <fieldset className="bc-row">
              <legend>Birth date</legend>
              {select('birth_date_month', 'Month', MONTHS, 'Month', { locked: locks.identity })}
              {select('birth_date_day', 'Day', DAYS, 'Day', { locked: locks.identity })}
              {select(
                'birth_date_year',
                'Year',
                years.map((year) => [String(year), String(year)]),
                'Year',
                { locked: locks.identity },
              )}
            </fieldset>
          )}

          {phone ? (
            <div className="bc-native">
              <Field id="bc-birth_time" label="Birth time" error={timeError}>
                <input
                  id="bc-birth_time"
                  type="time"
                  value={unknown ? '' : clockOf(fields)}
                  disabled={timeLocked || unknown}
                  onChange={(event) => set(timePartsOf(event.target.value, fields.birth_time_ampm), 'birth_time_hour', 'birth_time_minute')}
                  {...errorProps('bc-birth_time', timeError)}
                />
              </Field>
              {/* The native picker's time, posted as the spec's hour, minute and am/pm. */}
              {!locks.all && !unknown && (
                <>
                  <input type="hidden" name="birth_time_hour" value={fields.birth_time_hour} />
                  <input type="hidden" name="birth_time_minute" value={fields.birth_time_minute} />
                  <input type="hidden" name="birth_time_ampm" value={fields.birth_time_ampm} />
                </>
              )}
              <UnknownTime checked={unknown} disabled={timeLocked} onChange={(checked) => set({ birth_time_unknown: checked, ...(checked ? { birth_time_hour: '', birth_time_minute: '' } : {}) }, 'birth_time_hour', 'birth_time_minute')} />
            </div>
          ) : (
            <fieldset className="bc-row">
              <legend>Birth time</legend>
              {select('birth_time_hour', 'Hour', HOURS, 'Hour', { locked: timeLocked, disabled: unknown })}
              {select('birth_time_minute', 'Minute', MINUTES, 'Min', { locked: timeLocked, disabled: unknown })}
              <Field id="bc-birth_time_ampm" label="AM or PM" error={fieldError('birth_time_ampm')}>
                <select id="bc-birth_time_ampm" name="birth_time_ampm" value={fields.birth_time_ampm} disabled={timeLocked || unknown} onChange={(event) => set({ birth_time_ampm: event.target.value === 'pm' ? 'pm' : 'am' })}>
                  <option value="am">AM</option>
                  <option value="pm">PM</option>
                </select>
                <Carry name="birth_time_ampm" value={fields.birth_time_ampm} when={timeLocked && !locks.all} />
              </Field>
              <UnknownTime checked={unknown} disabled={timeLocked} onChange={(checked) => set({ birth_time_unknown: checked, ...(checked ? { birth_time_hour: '', birth_time_minute: '' } : {}) }, 'birth_time_hour', 'birth_time_minute')} />
            </fieldset>
          )}

          <BirthPlaceFields
            value={fields.place}
            onChange={(place) => set({ place }, 'birth_location.city', 'birth_location.state', 'birth_location.country')}
            errors={errors}
            locked={locks.place && !locks.all}
            disabled={locks.all}
            onBlurMessage={setBlurMessage}
            onLookupFailed={onLookupFailed}
          />

          <Field id="bc-houses" label="House system" error={fieldError('houses')}>
            <select id="bc-houses" name="houses" value={fields.houses} onChange={(event) => set({ houses: event.target.value }, 'houses')}>
              <option value="placidus">Placidus</option>
              <option value="whole-sign">Whole Sign</option>
              <option value="equal">Equal</option>
              <option value="porphyry">Porphyry</option>
            </select>
          </Field>

          {extras && <TeeupFields extras={extras} values={values} errors={errors} disabled={off} />}

          <FormMessage error={summary || undefined} />
          <div className={buttons.length > 1 ? 'bc-buttons' : 'bc-submit'}>
            {buttons.map((button, index) => (
              <button key={button.intent} type="submit" className={index === 0 ? 'button button-primary' : 'button button-secondary'} {...(buttons.length > 1 ? { name: 'intent', value: button.intent } : {})}>
                {(submitting ?? checking) === button.intent ? SUBMITTING_TEXT : button.label}
              </button>
            ))}
          </div>
        </fieldset>
      </form>
      {/* Outside the chart form: the friend form is a form of its own. */}
      {friendDialogs.dialogs}
    </>
  );
}

export default defineIsland('birth-chart-form', BirthChartForm);
