import { useState, type KeyboardEvent } from 'react';
import { CARD_GROUPS, type TarotCard } from '../../shared/domain/tarot';
import { CARDS_PATH, cardHref, findCards } from '../../shared/domain/tarot-pages';
import type { IslandProps } from '../../shared/islands';
import { navigate } from '../lib/navigate';
import { useHydrated } from '../lib/use-hydrated';
import { defineIsland } from '../runtime/define-island';

const MAX_SHOWN = 8;

/**
 * The tarot card autocomplete (spec 2 §2): a combobox (ARIA 1.2, list autocomplete) over the 78
 * cards; Enter or a click goes to the card's page in the page's deck. Until it hydrates, a GET form
 * to /tarot/cards with a select of every card, which the server answers with a redirect.
 */
function CardFinder({ deck, current, label, id }: IslandProps['card-finder']) {
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = findCards(text);
  const shown = matches.slice(0, MAX_SHOWN);
  const listId = `${id}-list`;
  const expanded = open && shown.length > 0;
  const go = (card: TarotCard | undefined) => {
    if (card) navigate(cardHref(card.rank, deck));
  };

  if (!hydrated) {
    return (
      <form className="card-finder" method="get" action={CARDS_PATH}>
        <label htmlFor={id}>{label}</label>
        <div className="card-finder-row">
          <select id={id} name="card" defaultValue={current}>
            {CARD_GROUPS.map((group) => (
              <optgroup key={group.suit} label={group.title}>
                {group.cards.map((card) => (
                  <option key={card.rank} value={card.rank}>
                    {card.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <input type="hidden" name="deck" value={deck} />
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

  const status = text.trim() === '' ? '' : matches.length === 0 ? 'No card has that name.' : `${matches.length} ${matches.length === 1 ? 'card' : 'cards'} found${matches.length > MAX_SHOWN ? `, the first ${MAX_SHOWN} shown` : ''}.`;
  return (
    <form
      className="card-finder"
      method="get"
      action={CARDS_PATH}
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
          placeholder="Type a card’s name"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? `${id}-option-${shown[active]!.rank}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul className="card-finder-list" id={listId} role="listbox" aria-label="Cards" hidden={!expanded}>
          {shown.map((card, index) => (
            <li
              key={card.rank}
              id={`${id}-option-${card.rank}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'card-finder-option card-finder-active' : 'card-finder-option'}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                go(card);
              }}
            >
              {card.name}
              <span className="card-finder-suit">{card.suitDisplay}</span>
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

export default defineIsland('card-finder', CardFinder);
