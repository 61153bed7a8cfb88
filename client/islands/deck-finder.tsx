import { useState, type KeyboardEvent } from 'react';
import type { Deck } from '../../shared/domain/decks';
import { DECKS_PATH, deckHref, findDecks, shownDecks } from '../../shared/domain/tarot-pages';
import type { IslandProps } from '../../shared/islands';
import { navigate } from '../lib/navigate';
import { useHydrated } from '../lib/use-hydrated';
import { defineIsland } from '../runtime/define-island';

const MAX_SHOWN = 8;

/**
 * The deck autocomplete (spec 2 §2), the card finder's twin: a combobox (ARIA 1.2, list
 * autocomplete) over the active decks, matched by name or theme ("animal": Woodland Kin); Enter or
 * a click goes to the deck's page. Until it hydrates, a GET form to /tarot/decks with a select of
 * the decks, which the server answers (`?deck={slug}`) with a redirect. Same classes as the card
 * finder, so it looks the same.
 */
function DeckFinder({ current, label, id }: IslandProps['deck-finder']) {
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = findDecks(text);
  const shown = matches.slice(0, MAX_SHOWN);
  const listId = `${id}-list`;
  const expanded = open && shown.length > 0;
  const go = (deck: Deck | undefined) => {
    if (deck) navigate(deckHref(deck.slug));
  };

  if (!hydrated) {
    return (
      <form className="card-finder deck-finder" method="get" action={DECKS_PATH}>
        <label htmlFor={id}>{label}</label>
        <div className="card-finder-row">
          <select id={id} name="deck" defaultValue={current}>
            {shownDecks().map((deck) => (
              <option key={deck.slug} value={deck.slug}>
                {deck.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-secondary">
            Go
          </button>
        </div>
      </form>
    );
  }

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
      go(shown[expanded ? active : 0]);
    }
  }

  const status = text.trim() === '' ? '' : matches.length === 0 ? 'No deck has that name or theme.' : `${matches.length} ${matches.length === 1 ? 'deck' : 'decks'} found${matches.length > MAX_SHOWN ? `, the first ${MAX_SHOWN} shown` : ''}.`;
  return (
    <form
      className="card-finder deck-finder"
      method="get"
      action={DECKS_PATH}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        go(shown[0]);
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
          placeholder="Type a deck’s name or a theme"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? `${id}-option-${shown[active]!.slug}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul className="card-finder-list" id={listId} role="listbox" aria-label="Decks" hidden={!expanded}>
          {shown.map((deck, index) => (
            <li
              key={deck.slug}
              id={`${id}-option-${deck.slug}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'card-finder-option card-finder-active' : 'card-finder-option'}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                go(deck);
              }}
            >
              {deck.name}
              <span className="card-finder-suit">{deck.themes.join(', ')}</span>
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

export default defineIsland('deck-finder', DeckFinder);
