import { startTransition, useEffect, useState, type RefObject } from 'react';
import { MONTH_NAMES } from '../../shared/site/calendar';

/**
 * The birth chart form's small parts (client/reports/birth-chart-form.island.tsx): the phone
 * breakpoint, the selects' options, and two controls.
 */

/** Spec 3 §9: the mobile breakpoint, where native pickers replace the date and time selects. */
const PHONE_QUERY = '(max-width: 600px)';

/**
 * Whether the window is at the phone breakpoint, following it as the window is resized or turned.
 * False while hydrating, as on the server. The swap to the native pickers renders as a transition,
 * in slices the browser can run between (not one long task after hydration: Lighthouse's Total
 * Blocking Time), and never under the visitor's finger: while one of the form's date or time
 * selects has the focus (the form hydrates when the visitor reaches it, perhaps by tapping one),
 * the swap waits until the focus is elsewhere.
 */
export function usePhone(form: RefObject<HTMLFormElement | null>): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(PHONE_QUERY);
    let stopped = false;
    const follow = () => {
      if (stopped) return;
      const active = document.activeElement;
      if (active instanceof HTMLSelectElement && /^birth_(date|time)_/.test(active.name) && form.current?.contains(active)) {
        // Looked at again once the focus has moved on (during blur it is on no element yet).
        active.addEventListener('blur', () => setTimeout(follow, 0), { once: true });
        return;
      }
      startTransition(() => setPhone(query?.matches ?? false));
    };
    follow();
    query?.addEventListener('change', follow);
    return () => {
      stopped = true;
      query?.removeEventListener('change', follow);
    };
  }, [form]);
  return phone;
}

const numbers = (from: number, to: number, label: (n: number) => string = String): [string, string][] => Array.from({ length: to - from + 1 }, (_, index) => [String(from + index), label(from + index)]);
export const MONTHS = MONTH_NAMES.map((name, index): [string, string] => [String(index + 1), name]);
export const DAYS = numbers(1, 31);
export const HOURS = numbers(1, 12);
export const MINUTES = numbers(0, 59, (minute) => String(minute).padStart(2, '0'));

/** A value a locked (disabled) control shows, posted in its place: disabled controls send nothing. */
export const Carry = ({ name, value, when }: { name: string; value: string; when: boolean }) => (when ? <input type="hidden" name={name} value={value} /> : null);

/** Spec 3 §4: 'I don't know my birth time' sets the time to unknown and clears the hour and minute. */
export function UnknownTime({ checked, disabled, onChange }: { checked: boolean; disabled: boolean; onChange(checked: boolean): void }) {
  return (
    <label className="bc-unknown">
      <input type="checkbox" name="birth_time_unknown" value="on" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} /> I don’t know my birth time
    </label>
  );
}
