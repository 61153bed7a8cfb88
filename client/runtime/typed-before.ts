/**
 * What a visitor typed or chose in an island before it hydrated (issue #29: islands start when
 * seen or reached, so a quick visitor, or the browser's autofill, can get there first). React
 * renders its own state over such fields when it hydrates; boot notes them first and gives them
 * back afterwards through the events React listens to, so the island's state takes them.
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface TypedField {
  field: Field;
  value: string;
  checked: boolean;
}

const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The fields whose value or choice differs from what the server sent. */
export function typedBefore(root: HTMLElement): TypedField[] {
  const changed: TypedField[] = [];
  for (const field of Array.from(root.querySelectorAll<Field>('input, select, textarea'))) {
    if (isToggle(field)) {
      if (field.checked !== field.defaultChecked) changed.push({ field, value: field.value, checked: field.checked });
    } else if (field instanceof HTMLSelectElement) {
      if (Array.from(field.options).some((option) => option.selected !== option.defaultSelected)) changed.push({ field, value: field.value, checked: false });
    } else if (field.type !== 'hidden' && field.value !== field.defaultValue) {
      changed.push({ field, value: field.value, checked: false });
    }
  }
  return changed;
}

/** Whether React has taken the field over (its props are on the element once hydrated). */
const hydratedField = (field: Field) => Object.keys(field).some((key) => key.startsWith('__reactProps$'));

/**
 * Gives back what the visitor typed or chose in the island before React had its fields: the
 * changes already made when boot reached it, and any made while it hydrates (their events are
 * noted as they come). Once React has the fields (a few turns of the event loop), each is replayed
 * as the visitor's own input; a click or submit inside the island meanwhile waits too (React would
 * act on its state without them) and is made again after. Resolves at once when nothing was typed.
 */
export function restoreTyped(root: HTMLElement): Promise<void> {
  const typed = new Map(typedBefore(root).map((entry) => [entry.field, entry]));
  let pending: Promise<void> | null = null;
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    // Only while a replay waits, and only the visitor's own (the replayed toggles' clicks are not).
    if (!pending || !event.isTrusted) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type === 'click' && event.target instanceof HTMLElement) held = event.target;
  };
  const stop = () => {
    root.removeEventListener('click', hold, true);
    root.removeEventListener('submit', hold, true);
    root.removeEventListener('input', note, true);
    root.removeEventListener('change', note, true);
  };
  const start = (): Promise<void> =>
    (pending ??= replay(root, typed).finally(() => {
      stop();
      (held as HTMLElement | null)?.click();
    }));
  function note(event: Event): void {
    const field = event.target;
    if (!event.isTrusted || !(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)) return;
    // React has its fields: it takes the input itself, and this watch is over.
    if (!pending && hydratedField(field)) return stop();
    typed.set(field, { field, value: field.value, checked: field instanceof HTMLInputElement && field.checked });
    void start();
  }
  root.addEventListener('click', hold, true);
  root.addEventListener('submit', hold, true);
  root.addEventListener('input', note, true);
  root.addEventListener('change', note, true);
  return typed.size > 0 ? start() : Promise.resolve();
}

async function replay(root: HTMLElement, typed: Map<Field, TypedField>): Promise<void> {
  const fields = Array.from(root.querySelectorAll<Field>('input, select, textarea'));
  // Each turn of the event loop (about 4 ms at the most), for two seconds at the most.
  const until = Date.now() + 2000;
  while (Date.now() < until && !fields.every((field) => !field.isConnected || hydratedField(field))) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  // One more turn, for the effects of the first render.
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const { field, value, checked } of typed.values()) {
    if (!field.isConnected) continue;
    if (isToggle(field)) {
      // React may have kept the box as the visitor left it but not in its state: a checkbox goes
      // through the other state first, so its change is seen either way.
      if (field.checked === checked && field.type === 'checkbox') field.click();
      if (field.checked !== checked) field.click();
      continue;
    }
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    // Typed text goes through the empty value first, so React sees a change whatever it kept.
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    for (const step of value === '' ? [value] : ['', value]) {
      setValue?.call(field, step);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
