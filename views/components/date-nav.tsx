import { formatIsoDate, formatLongDate, parseIsoDate } from '../../shared/site/calendar';
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
   * With JavaScript, a calendar (the `date-picker` island, its button drawn by the server and
   * shown by the `scripting` media query) takes the form's place; it hydrates when the visitor
   * reaches it: `hrefTemplate` is a day's URL with `{date}` for YYYY-MM-DD; `autosubmit` goes there
   * as soon as a day is chosen, otherwise CANCEL and OK. Without JavaScript the form serves.
   */
  picker?: { hrefTemplate: string; autosubmit?: boolean };
  /** What the previous and next links step by (weekly and monthly pages): default a day. */
  unit?: 'day' | 'week' | 'month';
}

/** The first day of the previous or next unit: a day, a week (7 days) or a month (the 1st). */
function stepFrom(date: string, unit: 'day' | 'week' | 'month', steps: number): string {
  if (unit === 'day') return shiftIsoDate(date, steps);
  if (unit === 'week') return shiftIsoDate(date, 7 * steps);
  const parsed = parseIsoDate(date);
  if (!parsed) return date;
  const months = parsed.year * 12 + parsed.month - 1 + steps;
  return formatIsoDate({ year: Math.floor(months / 12), month: (months % 12) + 1, day: 1 });
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
 * input bounded by min and max and a Go button. With `picker`, where scripts run, the date-picker
 * island's calendar button stands in the form's place.
 */
export function DateNav({ date, min, max, action, name = 'date', hrefFor, label = 'Choose a day', id = 'date-nav', picker, unit = 'day' }: DateNavProps) {
  const href = hrefFor ?? ((day: string) => `${action}?${name}=${day}`);
  const previous = stepFrom(date, unit, -1);
  const next = stepFrom(date, unit, 1);
  // A week or month is there when any of its days is: its last day, the day before this one.
  const hasPrevious = shiftIsoDate(date, -1) >= min;
  const hasNext = next <= max;
  return (
    <div className={picker ? 'date-nav date-nav-with-picker' : 'date-nav'}>
      {hasPrevious ? (
        <a className="date-nav-step date-nav-previous" href={href(previous)} rel="prev">
          <span aria-hidden="true">‹</span> <span>Previous {unit}</span>
          <span className="visually-hidden">, {formatLongDate(previous)}</span>
        </a>
      ) : (
        <span className="date-nav-step date-nav-previous" aria-disabled="true">
          <span aria-hidden="true">‹</span> <span>Previous {unit}</span>
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
          hydrate="interaction"
        />
      )}
      {hasNext ? (
        <a className="date-nav-step date-nav-next" href={href(next)} rel="next">
          <span>Next {unit}</span>
          <span className="visually-hidden">, {formatLongDate(next)}</span> <span aria-hidden="true">›</span>
        </a>
      ) : (
        <span className="date-nav-step date-nav-next" aria-disabled="true">
          <span>Next {unit}</span> <span aria-hidden="true">›</span>
        </span>
      )}
    </div>
  );
}
