import type { InputHTMLAttributes, ReactNode } from 'react';
import type { RoutePattern } from '../../shared/routes';
import { SEARCH_LIMITS } from '../../shared/search/search';

/** The results page; a literal checked against the route table, so the header's island does not carry the table. */
const SEARCH_PATH = '/search' satisfies RoutePattern;

export interface SearchFormProps {
  /** The input's id (the header's box and the results page each have their own). */
  id: string;
  /** The term to show in the box. */
  q?: string;
  /** The label; shown above the box, or only to screen readers when `compactLabel`. */
  label?: string;
  compactLabel?: boolean;
  className?: string;
  /** More attributes for the input: the autocomplete island's combobox wiring (role, aria-*, handlers). */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'defaultValue' | 'value'> & { value?: string };
  /** After the box and its button: the suggestions list of the header's island. */
  children?: ReactNode;
  /** Why the last search could not run (a term too long, an address with a bad filter), shown under the box. */
  error?: string | undefined;
}

/**
 * The site search's box: a plain GET form to `/search?q=` that works without JavaScript (spec 1
 * §2). The results page renders it as it is; the header's search box renders the same markup and
 * its autocomplete island hydrates it, passing the combobox attributes in `inputProps` (a
 * controlled `value` then replaces `q`).
 */
export function SearchForm({ id, q = '', label = 'Search the site', compactLabel = false, className, inputProps = {}, children, error }: SearchFormProps) {
  const { value, ...rest } = inputProps;
  const errorId = `${id}-error`;
  const content = value === undefined ? { defaultValue: q } : { value };
  return (
    <form className={`search-form${className ? ` ${className}` : ''}`} role="search" method="get" action={SEARCH_PATH}>
      <label htmlFor={id} className={compactLabel ? 'visually-hidden' : 'search-form-label'}>
        {label}
      </label>
      <div className="search-form-row">
        <input
          id={id}
          className="search-form-input"
          // A combobox is a text box to the HTML standard (a search box may not take the role).
          type={rest.role === 'combobox' ? 'text' : 'search'}
          name="q"
          maxLength={SEARCH_LIMITS.termMax}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Tarot cards, signs, articles…"
          {...content}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
          {...rest}
        />
        <button type="submit" className="button button-primary search-form-button">
          Search
        </button>
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      {children}
    </form>
  );
}
