import { useEffect, useId, useRef, useState } from 'react';
import { SearchCitiesContract, type City } from '../../shared/location/location.contract';
import { storedPlace } from '../../shared/location/location-values';
import { callApi } from '../lib/api-client';
import { listboxKeyDown } from '../lib/listbox-keys';

export interface PlaceValue {
  city: string;
  state: string;
  country: string;
  city_id: number;
  label: string;
}

interface PlaceAutocompleteProps {
  id: string;
  label: string;
  value: PlaceValue | null;
  onChange(value: PlaceValue | null): void;
  /** Every change of the typed text, so a form can tell typed-but-not-chosen from empty. */
  onTextChange?(text: string): void;
  error?: string | undefined;
}

/** Spec 3 §5 "Autocomplete": a blur without a choice says so. */
export const CHOOSE_FROM_LIST = 'Please choose an option from the list';

function toPlace(city: City): PlaceValue {
  return { ...storedPlace(city), label: city.label };
}

/**
 * A birth-place box: type a few letters, pick a place from the list (mouse or arrow keys and
 * Enter). Lookups wait 200 ms after the last key (spec 3 §9) and the list hides 250 ms after blur.
 */
export function PlaceAutocomplete({ id, label, value, onChange, onTextChange, error }: PlaceAutocompleteProps) {
  const listId = useId();
  const [text, setText] = useState(value?.label ?? '');
  const [found, setOptions] = useState<City[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [blurError, setBlurError] = useState('');
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const prefix = text.trim();
    if ((value && text === value.label) || prefix.length < 2) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      setLoading(true);
      callApi(SearchCitiesContract, { query: { prefix } })
        .then((cities) => {
          if (cancelled) return;
          setOptions(cities);
          setActive(cities.length > 0 ? 0 : -1);
          setOpen(true);
        })
        // Spec 3 §8: failures of location lookups are silent; the list just stays empty.
        .catch(() => !cancelled && setOptions([]))
        .finally(() => !cancelled && setLoading(false));
    }, 200);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [text, value]);

  function choose(city: City) {
    const place = toPlace(city);
    onChange(place);
    setText(place.label);
    onTextChange?.(place.label);
    setOpen(false);
    setBlurError('');
  }

  // Under two letters there is nothing to search; older answers no longer apply.
  const options = text.trim().length >= 2 ? found : [];
  const shown = error || blurError;
  return (
    <div className="field place-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        aria-busy={loading}
        value={text}
        placeholder="Start typing a town or city"
        onChange={(event) => {
          setText(event.target.value);
          onTextChange?.(event.target.value);
          if (value) onChange(null);
        }}
        onKeyDown={(event) => open && listboxKeyDown(event, options, active, { move: setActive, choose, close: () => setOpen(false) })}
        onFocus={() => options.length > 0 && setOpen(true)}
        onBlur={() => {
          hideTimer.current = setTimeout(() => {
            setOpen(false);
            setBlurError(text.trim() !== '' && !value ? CHOOSE_FROM_LIST : '');
          }, 250);
        }}
      />
      {open && options.length > 0 && (
        <ul className="autocomplete-list" id={listId} role="listbox" aria-label={label}>
          {options.map((city, index) => (
            <li
              key={city.city_id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'active' : undefined}
              onMouseDown={(event) => {
                event.preventDefault();
                clearTimeout(hideTimer.current);
                choose(city);
              }}
            >
              {city.label}
            </li>
          ))}
        </ul>
      )}
      {shown && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
