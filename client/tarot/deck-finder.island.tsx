import { DECKS_PATH, deckHref, findDecks, shownDecks } from '../../shared/tarot/tarot-pages';
import type { IslandProps } from '../../shared/islands';
import { Finder, foundStatus } from './finder-combobox';
import { navigate } from '../lib/navigate';
import { defineIsland } from '../runtime/define-island';

/**
 * The deck autocomplete (spec 2 §2), the card finder's twin: a combobox (ARIA 1.2, list
 * autocomplete) over the active decks, matched by name or theme ("animal": Woodland Kin); Enter or
 * a click goes to the deck's page. Until it hydrates, a GET form to /tarot/decks, which the server
 * answers (`?q={name or theme}`) with a redirect. Same classes as the card
 * finder, so it looks the same.
 */
function DeckFinder({ label, id }: IslandProps['deck-finder']) {
  return (
    <Finder
      id={id}
      label={label}
      className="card-finder deck-finder"
      action={DECKS_PATH}
      placeholder="A name or a theme"
      listLabel="Decks"
      find={(text) => findDecks(text).map((deck) => ({ key: deck.slug, name: deck.name, note: deck.themes.join(', ') }))}
      go={(option) => navigate(deckHref(option.key))}
      describe={(count) => foundStatus(count, 'No deck has that name or theme.', 'deck', 'decks')}
      names={shownDecks().map((deck) => deck.name)}
    />
  );
}

export default defineIsland('deck-finder', DeckFinder);
