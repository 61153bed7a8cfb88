import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { GoForm } from '../../views/ui/go-form';
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

interface FinderComboboxProps<T extends FinderOption> {
  id: string;
  label: string;
  className: string;
  action: string;
  placeholder: string;
  /** The list's accessible name ("Cards", "Decks"). */
  listLabel: string;
  /** Every match for the typed text, best first. */
  find: (text: string) => T[];
  /** Where choosing an option goes. */
  go: (option: T) => void;
  /** What the status line says of the matches ("3 cards found.", "No card has that name."); see `foundStatus`. */
  describe: (count: number) => string;
}

/**
 * The tarot finders' combobox (ARIA 1.2, list autocomplete): typing lists the matches, arrows move
 * through them, Enter or a click goes to one, Escape closes the list (then clears the text), and a
 * status line tells screen readers how many matched. The card and deck finders differ only in what
 * they search and where they go.
 */
function FinderCombobox<T extends FinderOption>({ id, label, className, action, placeholder, listLabel, find, go, describe }: FinderComboboxProps<T>): ReactNode {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = find(text);
  const shown = matches.slice(0, MAX_SHOWN);
  const listId = `${id}-list`;
  const expanded = open && shown.length > 0;
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

  const status = text.trim() === '' ? '' : describe(matches.length);
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
      <div className="card-finder-row card-finder-combo">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? `${id}-option-${shown[active]!.key}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul className="card-finder-list" id={listId} role="listbox" aria-label={listLabel} hidden={!expanded}>
          {shown.map((option, index) => (
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
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </form>
  );
}

/**
 * A tarot finder: until it hydrates, a plain GET form to `action` holding `fallback` (a select of
 * every choice, and any hidden fields), which the server answers with a redirect; then the combobox.
 */
export function Finder<T extends FinderOption>({ fallback, ...combobox }: FinderComboboxProps<T> & { fallback: ReactNode }): ReactNode {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <GoForm className={combobox.className} rowClassName="card-finder-row" action={combobox.action} id={combobox.id} label={combobox.label}>
        {fallback}
      </GoForm>
    );
  }
  return <FinderCombobox {...combobox} />;
}

/** The status line for `count` matches: "No card has that name.", "1 card found.", "12 cards found, the first 8 shown." */
export function foundStatus(count: number, none: string, one: string, many: string): string {
  if (count === 0) return none;
  return `${count} ${count === 1 ? one : many} found${count > MAX_SHOWN ? `, the first ${MAX_SHOWN} shown` : ''}.`;
}
