import type { ReactNode } from 'react';

/**
 * A GET form that picks one thing from a list and goes to it: a label, then a row of the select
 * (`children`, with any hidden fields) and a Go button. It works without JavaScript, the server
 * answering the query; the sign chooser is one, and the tarot finders until they hydrate.
 */
export function GoForm({ className, rowClassName, action, id, label, children }: { className: string; rowClassName: string; action: string; id: string; label: string; children: ReactNode }) {
  return (
    <form className={className} method="get" action={action}>
      <GoFormInside rowClassName={rowClassName} id={id} label={label}>
        {children}
      </GoFormInside>
    </form>
  );
}

/** What a GoForm holds, for a form element made elsewhere (one rendered once and kept: `<Cached as="form">`). */
export function GoFormInside({ rowClassName, id, label, children }: { rowClassName: string; id: string; label: string; children: ReactNode }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <div className={rowClassName}>
        {children}
        <button type="submit" className="button button-secondary">
          Go
        </button>
      </div>
    </>
  );
}
