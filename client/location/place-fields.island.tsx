import { useEffect, useId, useState } from 'react';
import { SearchCitiesContract, type City } from '../../shared/location/location.contract';
import { storedPlace } from '../../shared/location/location-values';
import type { IslandProps } from '../../shared/islands';
import type { PlaceFieldsValue } from '../../shared/location/islands';
import { errorProps, Field } from '../../views/ui/form-field';
import { callApi } from '../lib/api-client';
import { defineIsland } from '../runtime/define-island';

/**
 * A place in a plain form (`name[city]`, `name[state]`, `name[country]`, `name[city_id]`): three
 * boxes the server looks up when it receives them. Once hydrated, the town box suggests places
 * (spec 3 §9: 200 ms after the last key); choosing one fills all three and the city id.
 */
function PlaceFields({ name, legend, hint, value, errors }: IslandProps['place-fields']) {
  const listId = useId();
  const [place, setPlace] = useState<PlaceFieldsValue>(value);
  const [typed, setTyped] = useState(false);
  const [options, setOptions] = useState<City[]>([]);
  const prefix = place.city.trim();

  useEffect(() => {
    if (!typed || prefix.length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      callApi(SearchCitiesContract, { query: { prefix } })
        .then((cities) => live && setOptions(cities))
        // Spec 3 §8: failures of location lookups are silent; the boxes still work as typed.
        .catch(() => live && setOptions([]));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [typed, prefix]);

  const shown = typed && prefix.length >= 2 ? options : [];
  const id = (part: string) => `${name}-${part}`;
  const box = (part: 'city' | 'state' | 'country', label: string) => {
    const error = errors[`${name}.${part}`];
    return (
      <Field id={id(part)} label={label} error={error}>
        <input
          id={id(part)}
          name={`${name}[${part}]`}
          value={place[part]}
          autoComplete={part === 'country' ? 'country-name' : 'off'}
          {...(part === 'city' ? { role: 'combobox', 'aria-autocomplete': 'list' as const, 'aria-expanded': shown.length > 0, 'aria-controls': listId } : {})}
          onChange={(event) => {
            // A changed box no longer names the chosen city: the server looks the place up again.
            setPlace({ ...place, [part]: event.target.value, city_id: undefined });
            if (part === 'city') setTyped(true);
          }}
          {...errorProps(id(part), error)}
        />
        {part === 'city' && shown.length > 0 && (
          <ul className="autocomplete-list" id={listId} role="listbox" aria-label={label}>
            {shown.map((city) => (
              <li key={city.city_id} role="option" aria-selected={false}>
                <button
                  type="button"
                  className="text-button"
                  onClick={() => {
                    setPlace(storedPlace(city));
                    setTyped(false);
                    setOptions([]);
                  }}
                >
                  {city.label}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Field>
    );
  };
  return (
    <fieldset className="place-fields">
      <legend>{legend}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      {box('city', 'Town or city')}
      {box('state', 'State or region')}
      {box('country', 'Country')}
      {place.city_id !== undefined && <input type="hidden" name={`${name}[city_id]`} value={place.city_id} />}
    </fieldset>
  );
}

export default defineIsland('place-fields', PlaceFields);
