import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { AutocompleteResponse } from '../../shared/search/search.contract';
import type { IslandProps } from '../../shared/islands';
import { SEARCH_LIMITS, searchHref } from '../../shared/search/search';
import { SearchForm } from '../../views/ui/search-form';
import { callLazily } from '../lib/api-client';
import { defineIsland } from '../runtime/define-island';

/** Spec 1 §4 and §9: suggestions from 4 characters, 100 ms after the last key; the term kept 1800 s. */
const { autocompleteMin: MIN_CHARACTERS, autocompleteDebounceMs: DEBOUNCE_MS, savedTermSeconds: SAVED_TERM_SECONDS } = SEARCH_LIMITS;
const SAVED_TERM_KEY = 'starlit_search_term';

type Option = { kind: 'suggestion'; term: string } | { kind: 'result'; url: string; titleHtml: string; category: string };

function savedTerm(): string {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(SAVED_TERM_KEY) ?? 'null') as { term?: unknown; at?: unknown } | null;
    if (!saved || typeof saved.term !== 'string' || typeof saved.at !== 'number') return '';
    return Date.now() - saved.at <= SAVED_TERM_SECONDS * 1000 ? saved.term : '';
  } catch {
    return '';
  }
}

function saveTerm(term: string): void {
  try {
    window.sessionStorage.setItem(SAVED_TERM_KEY, JSON.stringify({ term, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the box simply starts empty next time.
  }
}

/**
 * The header's search box (spec 1 §2, §4): the server's plain GET form to /search, and, once the
 * visitor reaches it, an ARIA combobox listing up to four suggested terms and five pages for what
 * they type. Arrow keys move through the list, Enter opens the chosen page or searches the chosen
 * term, Escape closes it. The term searched is kept in session storage for 30 minutes and comes
 * back when the empty box is focused.
 */
function SearchBox({ id }: IslandProps['search-box']) {
  const [value, setValue] = useState('');
  const [answer, setAnswer] = useState<AutocompleteResponse | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const form = useRef<HTMLDivElement>(null);
  const asked = useRef(0);

  // What happened before the island listened: letters typed while its code loaded are taken up
  // (and suggested for); otherwise the focus that woke it (a Tab from the keyboard) restores the term.
  useEffect(() => {
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement)) return;
    const typed = input.value;
    if (typed === '' && input !== document.activeElement) return;
    const timer = window.setTimeout(() => setValue((current) => current || typed || savedTerm()));
    return () => window.clearTimeout(timer);
  }, [id]);

  const options: Option[] = answer ? [...answer.suggestions.map((term) => ({ kind: 'suggestion' as const, term })), ...answer.results.map((result) => ({ kind: 'result' as const, url: result.url, titleHtml: result.title_html, category: result.category_name }))] : [];
  const listId = `${id}-suggestions`;

  useEffect(() => {
    const term = value.trim();
    if (term.length < MIN_CHARACTERS) return;
    const ask = ++asked.current;
    const timer = window.setTimeout(() => {
      callLazily(() => import('../../shared/search/search.contract').then((api) => api.AutocompleteContract), { query: { q: term } })
        .then((reply) => {
          // Only the answer to the latest term counts.
          if (ask !== asked.current) return;
          setAnswer(reply);
          setActive(-1);
          setOpen(true);
        })
        .catch(() => setAnswer(null));
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  const go = (option: Option) => {
    if (option.kind === 'result') {
      saveTerm(value.trim());
      window.location.assign(option.url);
    } else {
      saveTerm(option.term);
      window.location.assign(searchHref({ q: option.term }));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      const count = options.length;
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && active < options.length) {
      event.preventDefault();
      go(options[active]!);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!form.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const shown = open && options.length > 0;
  return (
    // The wrapper only watches focus leave the box and its list.
    <div ref={form} onBlur={onBlur} onSubmit={() => saveTerm(value.trim())}>
      <SearchForm
        id={id}
        compactLabel
        className="search-box"
        inputProps={{
          value,
          role: 'combobox',
          'aria-expanded': shown,
          'aria-controls': listId,
          'aria-autocomplete': 'list',
          'aria-activedescendant': shown && active >= 0 ? `${listId}-${active}` : undefined,
          onChange: (event) => {
            setValue(event.target.value);
            // Too short to suggest anything: the list goes, and an answer still on its way is ignored.
            if (event.target.value.trim().length < MIN_CHARACTERS) {
              asked.current += 1;
              setAnswer(null);
            }
          },
          onFocus: () => {
            if (value === '') setValue(savedTerm());
            else if (options.length > 0) setOpen(true);
          },
          onKeyDown,
        }}
      >
        <ul id={listId} role="listbox" aria-label="Suggestions" className="search-box-list" hidden={!shown}>
          {options.map((option, index) => (
            // Options are chosen with a click or with Enter on the box (aria-activedescendant).
            <li
              key={option.kind === 'result' ? option.url : `term-${option.term}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`search-box-option search-box-${option.kind}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(option)}
            >
              {option.kind === 'suggestion' ? (
                <span>{option.term}</span>
              ) : (
                <>
                  <span dangerouslySetInnerHTML={{ __html: option.titleHtml }} />
                  <span className="search-box-category">{option.category}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      </SearchForm>
    </div>
  );
}

export default defineIsland('search-box', SearchBox);
