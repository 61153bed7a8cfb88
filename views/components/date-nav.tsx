import { formatIsoDate, formatLongDate, parseIsoDate } from '../../shared/domain/calendar';
import { Island } from './island';

export interface DateNavProps {
  /** The day shown, YYYY-MM-DD. */
  date: string;
  /** The first and last days there is something for, YYYY-MM-DD. */
  min: string;
  max: string;
  /** Where the Go form sends `?{name}=YYYY-MM-DD` (GET). */
  action: string;
  name?: string;
  /** The URL of another day (default: `{action}?{name}={date}`). */
  hrefFor?: (date: string) => string;
  /** Visible label of the date input. */
  label?: string;
  /** Sets the ids (input, label) apart when two date navs share a page. */
  id?: string;
  /**
   * With JavaScript, a calendar (the `date-picker` island) takes the form's place once it
   * hydrates: `hrefTemplate` is a day's URL with `{date}` for YYYY-MM-DD; `autosubmit` goes there
   * as soon as a day is chosen, otherwise CANCEL and OK. Without JavaScript the form serves.
   */
  picker?: { hrefTemplate: string; autosubmit?: boolean };
}

/** The day before or after an ISO date, across months and years. */
export function shiftIsoDate(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return formatIsoDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/**
 * The date picker of a daily page without JavaScript: previous and next day links (left out at the
 * ends of the range, where a disabled marker keeps the row steady) and a GET form with a date
 * input bounded by min and max and a Go button. With `picker`, the date-picker island replaces the
 * form with a calendar once it hydrates.
 */
export function DateNav({ date, min, max, action, name = 'date', hrefFor, label = 'Choose a day', id = 'date-nav', picker }: DateNavProps) {
  const href = hrefFor ?? ((day: string) => `${action}?${name}=${day}`);
  const previous = shiftIsoDate(date, -1);
  const next = shiftIsoDate(date, 1);
  const hasPrevious = previous >= min;
  const hasNext = next <= max;
  return (
    <div className="date-nav">
      {hasPrevious ? (
        <a className="date-nav-step date-nav-previous" href={href(previous)} rel="prev">
          <span aria-hidden="true">‹</span> <span>Previous day</span>
          <span className="visually-hidden">, {formatLongDate(previous)}</span>
        </a>
      ) : (
        <span className="date-nav-step date-nav-previous" aria-disabled="true">
          <span aria-hidden="true">‹</span> <span>Previous day</span>
        </span>
      )}
      <form className="date-nav-form" method="get" action={action}>
        <label htmlFor={`${id}-input`}>{label}</label>
        <input id={`${id}-input`} name={name} type="date" min={min} max={max} defaultValue={date} required />
        <button type="submit" className="button button-secondary">
          Go
        </button>
      </form>
      {picker && (
        <Island
          name="date-picker"
          props={{ date, min, max, label, id: `${id}-picker`, hrefTemplate: picker.hrefTemplate, ...(picker.autosubmit ? { autosubmit: true } : {}) }}
          hydrate="visible"
        />
      )}
      {hasNext ? (
        <a className="date-nav-step date-nav-next" href={href(next)} rel="next">
          <span>Next day</span>
          <span className="visually-hidden">, {formatLongDate(next)}</span> <span aria-hidden="true">›</span>
        </a>
      ) : (
        <span className="date-nav-step date-nav-next" aria-disabled="true">
          <span>Next day</span> <span aria-hidden="true">›</span>
        </span>
      )}
    </div>
  );
}
