import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/** How many matches the list shows at most. */
export const MAX_SHOWN = 8;

export interface FinderOption {
  /** Unique among the options (a card's rank, a deck's slug). */
  key: string;
  name: string;
  /** A quieter note after the name (a card's suit, a deck's themes). */
  note: string;
}

interface FinderProps<T extends FinderOption> {
  id: string;
  label: string;
  className: string;
  /** Where the plain form goes: the server answers `?q={typed text}` (and `hidden`'s fields) with a redirect. */
  action: string;
  placeholder: string;
  /** The list's accessible name ("Cards", "Decks"). */
  listLabel: string;
  /** Every name there is to find, offered by the browser (a datalist) until the island hydrates. */
  names: readonly string[];
  /** Every match for the typed text, best first. */
  find: (text: string) => T[];
  /** Where choosing an option goes. */
  go: (option: T) => void;
  /** What the status line says of the matches ("3 cards found.", "No card has that name."); see `foundStatus`. */
  describe: (count: number) => string;
  /** Hidden fields the plain form sends too (the card finder's deck). */
  hidden?: ReactNode;
}

/**
 * The tarot finders: a text field and a Go button in a GET form to `action`. Until the island
 * hydrates it is the browser's own combobox (the field's datalist of every name) and the server
 * finds what was typed; hydrated, the same field becomes an ARIA 1.2 list-autocomplete combobox:
 * typing lists the matches, arrows move through them, Enter, Go or a click goes to one, Escape
 * closes the list (then clears the text), and a status line tells screen readers how many
 * matched. The field stays the same element throughout, so it can wait for the visitor
 * (`hydrate="interaction"`): what they typed first is taken up when it hydrates. The card and deck
 * finders differ only in what they search and where they go.
 */
export function Finder<T extends FinderOption>({ id, label, className, action, placeholder, listLabel, names, find, go, describe, hidden }: FinderProps<T>): ReactNode {
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = find(text);
  const shown = matches.slice(0, MAX_SHOWN);
  const listId = `${id}-list`;
  const namesId = `${id}-names`;
  const expanded = hydrated && open && shown.length > 0;
  const choose = (option: T | undefined) => {
    if (option) go(option);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + shown.length) % shown.length);
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      if (open) setOpen(false);
      else setText('');
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(shown[expanded ? active : 0]);
    }
  }

  // The browser's combobox (a datalist) until hydrated; then ours.
  const combobox = hydrated
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-activedescendant': expanded ? `${id}-option-${shown[active]!.key}` : undefined,
        onKeyDown,
        onBlur: () => setOpen(false),
      } as const
    : { list: namesId };
  const status = hydrated && text.trim() !== '' ? describe(matches.length) : '';
  return (
    <form
      className={className}
      method="get"
      action={action}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        choose(shown[0]);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <div className="card-finder-row">
        <div className="card-finder-combo">
          <input
            id={id}
            name="q"
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            maxLength={60}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            {...combobox}
          />
          {!hydrated && (
            <datalist id={namesId}>
              {names.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          )}
          <ul className="card-finder-list" id={listId} role="listbox" aria-label={listLabel} hidden={!expanded}>
            {expanded &&
              shown.map((option, index) => (
                <li
                  key={option.key}
                  id={`${id}-option-${option.key}`}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? 'card-finder-option card-finder-active' : 'card-finder-option'}
                  // mousedown, not click: the input's blur would close the list first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(option);
                  }}
                >
                  {option.name}
                  <span className="card-finder-suit">{option.note}</span>
                </li>
              ))}
          </ul>
        </div>
        {hidden}
        <button type="submit" className="button button-secondary">
          Go
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </form>
  );
}

/** The status line for `count` matches: "No card has that name.", "1 card found.", "12 cards found, the first 8 shown." */
export function foundStatus(count: number, none: string, one: string, many: string): string {
  if (count === 0) return none;
  return `${count} ${count === 1 ? one : many} found${count > MAX_SHOWN ? `, the first ${MAX_SHOWN} shown` : ''}.`;
}
