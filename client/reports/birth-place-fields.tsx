import { useEffect, useId, useRef, useState } from 'react';
import type { FieldErrors } from '../../shared/forms/form-schema';
import { SearchCitiesContract, type City } from '../../shared/location/location.contract';
import { storedPlace } from '../../shared/location/location-values';
import { errorProps, Field } from '../../views/ui/form-field';
import { callApi } from '../lib/api-client';
import { listboxKeyDown } from '../lib/listbox-keys';
import type { PlaceState } from './birth-chart-fields';

/** Spec 3 §5 "Autocomplete": a blur with no chosen value. */
export const CHOOSE_FROM_LIST = 'Please choose an option from the list';
/** Spec 3 §9: the lookup waits 200 ms after the last key; the list hides 250 ms after blur. */
export const LOOKUP_DELAY_MS = 200;
export const HIDE_DELAY_MS = 250;


interface BirthPlaceFieldsProps {
  value: PlaceState;
  onChange(next: PlaceState): void;
  errors: FieldErrors;
  /** The profile's place: shown, posted by hidden fields, not editable. */
  locked: boolean;
  /** Not editable for now (a friend not chosen yet); nothing is posted. */
  disabled: boolean;
  /** The message under the town box after a blur ('' clears it). */
  onBlurMessage(message: string): void;
  /** Whether the last lookup failed: the town then goes as typed and the server looks it up. */
  onLookupFailed(failed: boolean): void;
  /** The fields' name (`birth_location`, or `current_location` for where the reader lives now) and the group's legend. */
  name?: string;
  legend?: string;
}

const same = (a: string | null, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Spec 3 §5 "Autocomplete": a choice is set only when the text exactly equals a single remaining
 * option. The options remaining are the towns of that name (in any case) in the state and country
 * typed, when they are; the one left, if only one is, is the choice.
 */
export function singleMatch(cities: City[], place: PlaceState): City | undefined {
  const left = cities.filter(
    (city) =>
      same(city.city, place.city) &&
      (place.state.trim() === '' || same(city.state, place.state) || same(city.state_code, place.state)) &&
      (place.country.trim() === '' || same(city.country, place.country) || same(city.country_iso2, place.country) || same(city.country_iso3, place.country)),
  );
  return left.length === 1 ? left[0] : undefined;
}

/**
 * The birth place of the birth chart form: town, state or region, and country, posted as
 * `birth_location[…]` (and `[city_id]` once a town is chosen). The town box suggests places
 * (spec 3 §5 "Autocomplete", §9); choosing one fills the three boxes. Spec 3 §4: changing the
 * country clears the state and town, changing the state clears the town, once a town was chosen.
 */
export function BirthPlaceFields({ value, onChange, errors, locked, disabled, onBlurMessage, onLookupFailed, name: NAME = 'birth_location', legend = 'Birth place' }: BirthPlaceFieldsProps) {
  const id = (part: string) => `${NAME}-${part}`;
  const listId = useId();
  const [typed, setTyped] = useState(false);
  const [options, setOptions] = useState<City[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The blur's check runs 250 ms later: it reads what the box and the list hold then.
  const latest = useRef({ value, options, onChange, onBlurMessage });
  latest.current = { value, options, onChange, onBlurMessage };
  const prefix = value.city.trim();

  useEffect(() => {
    if (!typed || prefix.length < 2 || value.city_id !== undefined) return;
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      callApi(SearchCitiesContract, { query: { prefix } })
        .then((cities) => {
          if (!live) return;
          setOptions(cities);
          setActive(cities.length > 0 ? 0 : -1);
          setOpen(true);
          onLookupFailed(false);
        })
        // Spec 3 §8: a failed location lookup is silent; the town then goes as typed.
        .catch(() => {
          if (!live) return;
          setOptions([]);
          onLookupFailed(true);
        })
        .finally(() => live && setLoading(false));
    }, LOOKUP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [typed, prefix, value.city_id, onLookupFailed]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  function choose(city: City) {
    clearTimeout(hideTimer.current);
    onChange(storedPlace(city));
    setTyped(false);
    setOpen(false);
    setOptions([]);
    onBlurMessage('');
  }

  function onBlur() {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      setOpen(false);
      const now = latest.current;
      if (now.value.city_id !== undefined || now.value.city.trim() === '') return now.onBlurMessage('');
      const match = singleMatch(now.options, now.value);
      if (match) {
        now.onChange(storedPlace(match));
        setTyped(false);
        setOptions([]);
        return now.onBlurMessage('');
      }
      now.onBlurMessage(CHOOSE_FROM_LIST);
    }, HIDE_DELAY_MS);
  }

  const shown = open && typed && prefix.length >= 2 && value.city_id === undefined ? options : [];
  const off = locked || disabled;
  const cityError = errors[`${NAME}.city`];
  const stateError = errors[`${NAME}.state`];
  const countryError = errors[`${NAME}.country`];
  const chosen = value.city_id !== undefined;
  return (
    <fieldset className="place-fields">
      <legend>{legend}</legend>
      <p className="field-hint">{NAME === 'birth_location' ? 'Type the town and choose it from the list; its time zone history sets the exact time.' : 'Type the town and choose it from the list; your houses for the year are cast for it.'}</p>
      <div className="field place-field">
        <label htmlFor={id('city')}>Town or city</label>
        <input
          id={id('city')}
          name={`${NAME}[city]`}
          value={value.city}
          disabled={off}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown.length > 0}
          aria-controls={listId}
          aria-activedescendant={shown.length > 0 && active >= 0 ? `${listId}-${active}` : undefined}
          aria-busy={loading || undefined}
          onChange={(event) => {
            // A changed town is no longer the one chosen.
            onChange({ ...value, city: event.target.value, city_id: undefined });
            setTyped(true);
            if (cityError === CHOOSE_FROM_LIST) onBlurMessage('');
          }}
          // Enter picks the town; it does not send the form.
          onKeyDown={(event) => listboxKeyDown(event, shown, active, { move: setActive, choose, close: () => setOpen(false) })}
          onFocus={() => {
            clearTimeout(hideTimer.current);
            if (options.length > 0) setOpen(true);
          }}
          onBlur={onBlur}
          {...errorProps(id('city'), cityError)}
        />
        {/* The list is always in the page (empty when closed), so the box's aria-controls names an element. */}
        <ul className="autocomplete-list" id={listId} role="listbox" aria-label="Towns" hidden={shown.length === 0}>
          {shown.map((city, index) => (
            <li
              key={city.city_id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'active' : undefined}
              onMouseDown={(event) => {
                // Keeps the focus in the box: the choice is not a blur.
                event.preventDefault();
                choose(city);
              }}
            >
              {city.label}
            </li>
          ))}
        </ul>
        {cityError && (
          <p className="field-error" id={`${id('city')}-error`} role="alert">
            {cityError}
          </p>
        )}
      </div>
      <Field id={id('state')} label="State or region" error={stateError}>
        <input
          id={id('state')}
          name={`${NAME}[state]`}
          value={value.state}
          disabled={off}
          autoComplete="off"
          onChange={(event) => onChange(chosen ? { city: '', state: event.target.value, country: value.country } : { ...value, state: event.target.value })}
          {...errorProps(id('state'), stateError)}
        />
      </Field>
      <Field id={id('country')} label="Country" error={countryError}>
        <input
          id={id('country')}
          name={`${NAME}[country]`}
          value={value.country}
          disabled={off}
          autoComplete="country-name"
          onChange={(event) => onChange(chosen ? { city: '', state: '', country: event.target.value } : { ...value, country: event.target.value })}
          {...errorProps(id('country'), countryError)}
        />
      </Field>
      {/* A locked place is the profile's: its boxes are shown, and these post it. */}
      {locked && (
        <>
          <input type="hidden" name={`${NAME}[city]`} value={value.city} />
          <input type="hidden" name={`${NAME}[state]`} value={value.state} />
          <input type="hidden" name={`${NAME}[country]`} value={value.country} />
        </>
      )}
      {chosen && !disabled && <input type="hidden" name={`${NAME}[city_id]`} value={value.city_id} />}
    </fieldset>
  );
}
