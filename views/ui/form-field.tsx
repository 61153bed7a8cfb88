import type { ReactNode } from 'react';

/**
 * Form markup shared by server views and islands (both import views/ui/, neither imports the other): a
 * labelled field with its hint and error, tied together for screen readers.
 */
export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string | undefined; hint?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The message under a field, referenced by its input's aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field-error" id={`${id}-error`} role="alert">
      {error}
    </p>
  ) : null;
}

/** The attributes an input needs when its field shows an error. */
export const errorProps = (id: string, error: string | undefined) => (error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});

/** What a form says as a whole: an error (role alert) or what was done (role status). */
export function FormMessage({ error, success }: { error?: string | undefined; success?: string | undefined }) {
  if (error) {
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  }
  return success ? (
    <p className="form-success" role="status">
      {success}
    </p>
  ) : null;
}

/** A form's submit button, which says what it is doing (and takes no second click) while the form is busy. */
export function SubmitButton({ busy = false, busyText, children }: { busy?: boolean; busyText?: string; children: ReactNode }) {
  return (
    <button type="submit" className="button button-primary" disabled={busy}>
      {busy && busyText ? busyText : children}
    </button>
  );
}

/** The options of a select, from [value, label] pairs. */
export function Options({ choices }: { choices: readonly (readonly [string, string])[] }) {
  return choices.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
