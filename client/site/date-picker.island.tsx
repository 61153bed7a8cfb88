import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { daysInMonth, formatIsoDate, formatLongDate, MONTH_NAMES, parseIsoDate, type CalendarDate } from '../../shared/site/calendar';
import type { IslandProps } from '../../shared/islands';
import { defineIsland } from '../runtime/define-island';

type Mode = 'date' | 'month' | 'year';

/** Weeks start on Monday (spec 2 §5). */
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const NEXT_MODE: Record<Mode, Mode> = { date: 'month', month: 'year', year: 'date' };
const FOCUSABLE = 'button:not([disabled]):not([tabindex="-1"])';

const partsOf = (iso: string): CalendarDate => parseIsoDate(iso) ?? { year: 2000, month: 1, day: 1 };
const isoOf = (year: number, month: number, day: number) => formatIsoDate({ year, month, day });
const clamp = (iso: string, min: string, max: string) => (iso < min ? min : iso > max ? max : iso);
/** 0 for Monday ... 6 for Sunday. */
const weekdayOf = ({ year, month, day }: CalendarDate) => (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;

function addDays(iso: string, days: number): string {
  const { year, month, day } = partsOf(iso);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return isoOf(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** The same day in another month, or that month's last day when it is shorter (31 January + 1 month = 28 or 29 February). */
function addMonths(iso: string, months: number): string {
  const { year, month, day } = partsOf(iso);
  const index = year * 12 + month - 1 + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  return isoOf(toYear, toMonth, Math.min(day, daysInMonth(toYear, toMonth)));
}

const monthOutside = (year: number, month: number, min: string, max: string) => isoOf(year, month, daysInMonth(year, month)) < min || isoOf(year, month, 1) > max;

/**
 * The date picker of a daily page (spec 2 §4, §5): a button with the day shown opens a calendar
 * dialog in three modes, a month's days, the months of a year and the years, the header switching
 * date → months → years. Days outside min..max are disabled. With `autosubmit` a day goes to its
 * page at once; otherwise CANCEL and OK. The server renders the button, which the page's styles
 * show where scripts run, in place of DateNav's plain GET form (shown where they do not, or when
 * the island could not start); the island hydrates when the visitor reaches the button, and a
 * press meanwhile waits for it (client/runtime/boot.ts).
 */
function DatePickerIsland({ date, min, max, hrefTemplate, autosubmit = false, label = 'Choose a day', id = 'date-picker' }: IslandProps['date-picker']) {
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  /** Set by a key or a choice: after the next render, focus the active item of the list shown. */
  const moveFocus = useRef(false);
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('date');
  /** The active day: the grid shows its month, the lists its month and year. */
  const [cursor, setCursor] = useState(date);
  const [selected, setSelected] = useState(date);

  useEffect(() => {
    if (!open || !moveFocus.current) return;
    moveFocus.current = false;
    dialog.current?.querySelector<HTMLElement>('[data-active="true"]')?.focus();
  });

  // The year list scrolls to the active year (a hundred years do not fit at once).
  useEffect(() => {
    const list = open ? dialog.current?.querySelector<HTMLElement>('.date-picker-years') : null;
    const active = list?.querySelector<HTMLElement>('[data-active="true"]');
    if (list && active) list.scrollTop += active.getBoundingClientRect().top - list.getBoundingClientRect().top - (list.clientHeight - active.offsetHeight) / 2;
  }, [open, mode]);

  // A press anywhere outside closes it, as a popover does.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  const first = partsOf(min);
  const last = partsOf(max);
  const at = partsOf(cursor);
  const go = (day: string) => window.location.assign(hrefTemplate.split('{date}').join(day));

  function close(returnFocus: boolean) {
    setOpen(false);
    setSelected(date);
    if (returnFocus) trigger.current?.focus();
  }

  function show(next: Mode, to: string, focus = true) {
    setMode(next);
    setCursor(clamp(to, min, max));
    moveFocus.current = focus;
  }

  function chooseDay(day: string) {
    setSelected(day);
    setCursor(day);
    if (autosubmit) go(day);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab' && dialog.current) {
      // A modal dialog: Tab goes round inside it.
      const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const [firstItem, lastItem] = [items[0], items[items.length - 1]];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem?.focus();
      }
    }
  }

  /** Arrow keys, PageUp/PageDown, Home and End inside the grid or a list. */
  function onListKey(event: KeyboardEvent<HTMLElement>) {
    const { key, shiftKey } = event;
    let to: string | undefined;
    if (mode === 'date') {
      const weekday = weekdayOf(at);
      const moves: Record<string, () => string> = {
        ArrowLeft: () => addDays(cursor, -1),
        ArrowRight: () => addDays(cursor, 1),
        ArrowUp: () => addDays(cursor, -7),
        ArrowDown: () => addDays(cursor, 7),
        PageUp: () => addMonths(cursor, shiftKey ? -12 : -1),
        PageDown: () => addMonths(cursor, shiftKey ? 12 : 1),
        Home: () => addDays(cursor, -weekday),
        End: () => addDays(cursor, 6 - weekday),
      };
      to = moves[key]?.();
    } else if (mode === 'month') {
      const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3, PageUp: -12, PageDown: 12, Home: 1 - at.month, End: 12 - at.month };
      if (key in moves) to = addMonths(cursor, moves[key]!);
    } else {
      const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -4, ArrowDown: 4, PageUp: -12, PageDown: 12, Home: first.year - at.year, End: last.year - at.year };
      if (key in moves) to = addMonths(cursor, 12 * moves[key]!);
    }
    if (to === undefined) return;
    event.preventDefault();
    show(mode, to);
  }

  const titleId = `${id}-title`;
  const canStep = (months: number) => {
    const target = partsOf(addMonths(cursor, months));
    return mode === 'date' ? !monthOutside(target.year, target.month, min, max) : target.year >= first.year && target.year <= last.year;
  };
  const stepBy = mode === 'date' ? 1 : 12;
  const title = mode === 'date' ? `${MONTH_NAMES[at.month - 1]} ${at.year}` : mode === 'month' ? String(at.year) : first.year === last.year ? String(first.year) : `${first.year}–${last.year}`;
  const nextView = { date: 'show months', month: 'show years', year: 'show days' }[mode];
  const chosen = partsOf(selected);

  let body: ReactNode;
  if (mode === 'date') {
    const blanks = weekdayOf({ ...at, day: 1 });
    const cells: (number | null)[] = [...Array<null>(blanks).fill(null), ...Array.from({ length: daysInMonth(at.year, at.month) }, (_, index) => index + 1)];
    while (cells.length % 7) cells.push(null);
    const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
    body = (
      <table className="date-picker-grid" role="grid" aria-labelledby={titleId} onKeyDown={onListKey}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col">
                <span aria-hidden="true">{weekday.slice(0, 2)}</span>
                <span className="visually-hidden">{weekday}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => {
                if (day === null) return <td key={`blank-${column}`} />;
                const iso = isoOf(at.year, at.month, day);
                const isSelected = iso === selected;
                return (
                  <td key={iso} aria-selected={isSelected || undefined}>
                    <button
                      type="button"
                      className="date-picker-day"
                      tabIndex={iso === cursor ? 0 : -1}
                      data-active={iso === cursor}
                      data-date={iso}
                      disabled={iso < min || iso > max}
                      aria-label={`${WEEKDAYS[column]}, ${formatLongDate(iso)}`}
                      aria-current={iso === date ? 'date' : undefined}
                      onClick={() => chooseDay(iso)}
                    >
                      {day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    );
  } else {
    const items =
      mode === 'month'
        ? MONTH_NAMES.map((name, index) => ({ key: index + 1, text: name, label: `${name} ${at.year}`, active: index + 1 === at.month, current: at.year === chosen.year && index + 1 === chosen.month, off: monthOutside(at.year, index + 1, min, max) }))
        : Array.from({ length: last.year - first.year + 1 }, (_, index) => {
            const year = first.year + index;
            return { key: year, text: String(year), label: String(year), active: year === at.year, current: year === chosen.year, off: false };
          });
    body = (
      <div className={`date-picker-list date-picker-${mode}s`} role="group" aria-labelledby={titleId} onKeyDown={onListKey}>
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            className="date-picker-option"
            tabIndex={item.active ? 0 : -1}
            data-active={item.active}
            disabled={item.off}
            aria-label={item.label === item.text ? undefined : item.label}
            aria-current={item.current || undefined}
            onClick={() => (mode === 'month' ? show('date', isoOf(at.year, item.key, Math.min(at.day, daysInMonth(at.year, item.key)))) : show('month', addMonths(cursor, 12 * (item.key - at.year))))}
          >
            {item.text}
          </button>
        ))}
      </div>
    );
  }

  return (
    <div className="date-picker" ref={root}>
      <span className="date-picker-label" id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        ref={trigger}
        id={`${id}-button`}
        className="date-picker-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-button`}
        onClick={() => {
          if (open) return close(false);
          setOpen(true);
          show('date', selected);
        }}
      >
        <svg className="date-picker-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <rect x="2.5" y="4" width="15" height="13.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M2.5 8.5h15M6.5 2v4M13.5 2v4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span>{formatLongDate(date)}</span>
      </button>
      {open && (
        <div className="date-picker-dialog" role="dialog" aria-modal="true" aria-label={label} ref={dialog} onKeyDown={onKeyDown}>
          <div className="date-picker-head">
            {mode !== 'year' && (
              <button type="button" className="date-picker-step" aria-label={mode === 'date' ? 'Previous month' : 'Previous year'} disabled={!canStep(-stepBy)} onClick={() => show(mode, addMonths(cursor, -stepBy), false)}>
                <span aria-hidden="true">‹</span>
              </button>
            )}
            <button type="button" className="date-picker-title" onClick={() => show(NEXT_MODE[mode], cursor, false)}>
              <span id={titleId}>{title}</span>
              <span className="visually-hidden">, {nextView}</span>
              <span className="date-picker-caret" aria-hidden="true">
                ▾
              </span>
            </button>
            {mode !== 'year' && (
              <button type="button" className="date-picker-step" aria-label={mode === 'date' ? 'Next month' : 'Next year'} disabled={!canStep(stepBy)} onClick={() => show(mode, addMonths(cursor, stepBy), false)}>
                <span aria-hidden="true">›</span>
              </button>
            )}
          </div>
          <p className="visually-hidden" aria-live="polite">
            {title}
          </p>
          {body}
          {!autosubmit && (
            <div className="date-picker-actions">
              <button type="button" className="button button-secondary" onClick={() => close(true)}>
                CANCEL
              </button>
              <button type="button" className="button button-primary" onClick={() => (selected === date ? close(true) : go(selected))}>
                OK
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

export default defineIsland('date-picker', DatePickerIsland);
