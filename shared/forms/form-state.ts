import type { FieldErrors } from './form-schema';

/** What the last plain post of one of a page's forms did, for the view to show beside that form. */
export interface FormState {
  /** Which of the page's forms was posted (its `intent` field). */
  intent: string;
  ok: boolean;
  /** What was posted, to fill the form again (passwords are never sent back). */
  values: Record<string, unknown>;
  /** Messages under fields, keyed like the form schema ('birth_location.city'). */
  errors: FieldErrors;
  /** Above the form: what went wrong with the whole form, or what was done. */
  message?: string;
  /** What the action returned when it worked, for a view that shows more than a message. */
  result?: unknown;
}

/** Props every page view receives besides its data. */
export interface FormProps {
  form?: FormState;
}

/** The state of one form of the page, when it was the one posted. */
export function formFor(form: FormState | undefined, intent: string): FormState | undefined {
  return form?.intent === intent ? form : undefined;
}

/** A posted value as text, for a plain form's default value. */
export function postedText(form: FormState | undefined, name: string, fallback = ''): string {
  const value = form?.values[name];
  return typeof value === 'string' ? value : fallback;
}
