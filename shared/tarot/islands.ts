import type { KnownUser } from '../accounts/user.contract';

/** A deck in the deck list (/tarot/decks). */
export interface DeckListItem {
  slug: string;
  name: string;
  summary: string;
  themes: string[];
  href: string;
  /** Its first card's picture, and the picture's text alternative. */
  image: string;
  imageAlt: string;
}

/** The props of the tarot feature's islands (client/tarot/*.island.tsx), merged into `IslandProps` (shared/islands.ts). */
declare module '../islands' {
  interface IslandProps {
    /**
     * The tarot card autocomplete (spec 2 §2): a combobox that goes to a card's page in `deck`
     * (a deck slug). Before it hydrates, a plain GET form whose field offers the 78 names.
     */
    'card-finder': { deck: string; label: string; id: string };
    /**
     * The deck selector (spec 2 §2, §9): choosing a deck goes to `href` of that option. Without
     * JavaScript a GET form to `action` with the chosen slug as `deck`.
     */
    'deck-selector': { label: string; hint?: string; current: string; options: { slug: string; name: string; href: string }[]; action: string; id: string };
    /**
     * The deck list with its theme filter (spec 2 §4): checkboxes for the themes, filtering in place.
     * Without JavaScript a GET form of the same checkboxes (`theme`), filtered by the server.
     */
    'deck-filter': { decks: DeckListItem[]; active: string[] };
    /**
     * The deck autocomplete (spec 2 §2): a combobox over the active decks, by name or theme, that
     * goes to the deck's page. Before it hydrates, a plain GET form to /tarot/decks whose field offers the decks' names.
     */
    'deck-finder': { label: string; id: string };
    /**
     * The spread screen of a tarot reading (spec 2 §3 Spread, Reading, §4): `code` the spread,
     * `action` the page its plain form posts to, `preselect` the 1-based place in the fan of a
     * card chosen before the visitor chooses (the yes-or-no reading: 10), `price` set on paid
     * spreads, `question` what a plain post sent.
     */
    'tarot-spread': {
      code: string;
      deck: { code: string; slug: string; name: string };
      positions: { position: number; name: string }[];
      status: KnownUser;
      action: string;
      buttonText?: string;
      preselect?: number;
      price?: string;
      question?: string;
    };
  }
}
