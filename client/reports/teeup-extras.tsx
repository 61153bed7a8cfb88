import { useCallback, useState } from 'react';
import type { FieldErrors } from '../../shared/forms/form-schema';
import type { TeeupExtras } from '../../shared/reports/islands';
import { Field, errorProps } from '../../views/ui/form-field';
import { postedFields, type PlaceState } from './birth-chart-fields';
import { BirthPlaceFields } from './birth-place-fields';
import { MONTHS } from './birth-chart-controls';

/**
 * The teeup form's parts beyond one person's birth (spec 3 §3, §5, §9), inside the birth chart
 * form: the person carried from the first view (hidden), a forecast's start month and year, and
 * where the reader lives now (the big-picture forecasts). The server checks them with the rest.
 */
export function TeeupFields({ extras, values, errors, disabled }: { extras: TeeupExtras; values: Record<string, unknown>; errors: FieldErrors; disabled: boolean }) {
  const [month, setMonth] = useState(() => String(values.forecast_month ?? extras.forecast?.month ?? ''));
  const [year, setYear] = useState(() => String(values.forecast_year ?? extras.forecast?.year ?? ''));
  const [current, setCurrent] = useState<PlaceState>(() => postedFields({ birth_location: values.current_location }).place);
  const [blur, setBlur] = useState('');
  const onBlurMessage = useCallback((message: string) => setBlur(message), []);
  const onLookupFailed = useCallback(() => undefined, []);
  const dateError = errors.forecast_date ?? errors.forecast_month ?? errors.forecast_year;
  return (
    <>
      {extras.carry?.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      {extras.forecast && (
        <fieldset className="bc-row">
          <legend>Report start date</legend>
          <Field id="bc-forecast_month" label="Month" error={dateError}>
            <select id="bc-forecast_month" name="forecast_month" value={month} disabled={disabled} onChange={(event) => setMonth(event.target.value)} {...errorProps('bc-forecast_month', dateError)}>
              <option value="">Month</option>
              {MONTHS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="bc-forecast_year" label="Year">
            <select id="bc-forecast_year" name="forecast_year" value={year} disabled={disabled} onChange={(event) => setYear(event.target.value)}>
              <option value="">Year</option>
              {extras.forecast.years.map((each) => (
                <option key={each} value={each}>
                  {each}
                </option>
              ))}
            </select>
          </Field>
        </fieldset>
      )}
      {extras.currentLocation && (
        <BirthPlaceFields
          name="current_location"
          legend="Where you live now"
          value={current}
          onChange={setCurrent}
          errors={blur ? { ...errors, 'current_location.city': blur } : errors}
          locked={false}
          disabled={disabled}
          onBlurMessage={onBlurMessage}
          onLookupFailed={onLookupFailed}
        />
      )}
    </>
  );
}
