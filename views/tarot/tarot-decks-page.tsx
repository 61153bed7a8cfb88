import type { DeckListItem } from '../../shared/tarot/islands';
import { Island } from '../components/island';
import { tarotCrumbs } from './tarot-parts';
import { ContentPage } from '../templates/content-page';
import type { JsonLd } from '../../shared/site/json-ld';

export interface TarotDecksPageProps {
  decks: DeckListItem[];
  /** The themes ticked (from the query): the list is filtered on the server too. */
  active: string[];
  jsonLd: JsonLd;
}

/** `/tarot/decks`: every deck, with the theme filter (spec 2 §4) and, in the aside, the deck finder (§2). */
export function TarotDecksPage({ decks, active }: TarotDecksPageProps) {
  return (
    <ContentPage
      title="Tarot Decks"
      lede="Every card of the tarot, drawn for this site in decks of their own. Tick a theme to see the decks that have it."
      art="tarot"
      breadcrumb={tarotCrumbs({ label: 'Decks' })}
      as="div"
      aside={<Island name="deck-finder" props={{ label: 'Find a deck', id: 'decks-page-finder' }} hydrate="interaction" />}
    >
      <Island name="deck-filter" props={{ decks, active }} hydrate="interaction" />
    </ContentPage>
  );
}
