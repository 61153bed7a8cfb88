import { CARD_GROUPS } from '../../shared/tarot/tarot';
import { CARDS_PATH, cardHref, findCards } from '../../shared/tarot/tarot-pages';
import type { IslandProps } from '../../shared/islands';
import { Finder, foundStatus } from './finder-combobox';
import { navigate } from '../lib/navigate';
import { defineIsland } from '../runtime/define-island';

/**
 * The tarot card autocomplete (spec 2 §2): a combobox (ARIA 1.2, list autocomplete) over the 78
 * cards; Enter or a click goes to the card's page in the page's deck. Until it hydrates, a GET form
 * to /tarot/cards with a select of every card, which the server answers with a redirect.
 */
function CardFinder({ deck, current, label, id }: IslandProps['card-finder']) {
  return (
    <Finder
      id={id}
      label={label}
      className="card-finder"
      action={CARDS_PATH}
      placeholder="Type a card’s name"
      listLabel="Cards"
      find={(text) => findCards(text).map((card) => ({ key: card.rank, name: card.name, note: card.suitDisplay }))}
      go={(option) => navigate(cardHref(option.key, deck))}
      describe={(count) => foundStatus(count, 'No card has that name.', 'card', 'cards')}
      fallback={
        <>
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
        </>
      }
    />
  );
}

export default defineIsland('card-finder', CardFinder);
