import { TAROT_CARDS } from '../../shared/tarot/tarot';
import { CARDS_PATH, cardHref, findCards } from '../../shared/tarot/tarot-pages';
import type { IslandProps } from '../../shared/islands';
import { Finder, foundStatus } from './finder-combobox';
import { navigate } from '../lib/navigate';
import { defineIsland } from '../runtime/define-island';

const CARD_NAMES = TAROT_CARDS.map((card) => card.name);

/**
 * The tarot card autocomplete (spec 2 §2): a combobox (ARIA 1.2, list autocomplete) over the 78
 * cards; Enter, Go or a click goes to the card's page in the page's deck. Until it hydrates, a GET
 * form to /tarot/cards (`?q={name}&deck={slug}`), which the server answers with a redirect.
 */
function CardFinder({ deck, label, id }: IslandProps['card-finder']) {
  return (
    <Finder
      id={id}
      label={label}
      className="card-finder"
      action={CARDS_PATH}
      placeholder="A card’s name"
      listLabel="Cards"
      names={CARD_NAMES}
      find={(text) => findCards(text).map((card) => ({ key: card.rank, name: card.name, note: card.suitDisplay }))}
      go={(option) => navigate(cardHref(option.key, deck))}
      describe={(count) => foundStatus(count, 'No card has that name.', 'card', 'cards')}
      hidden={<input type="hidden" name="deck" value={deck} />}
    />
  );
}

export default defineIsland('card-finder', CardFinder);
