import { Router, type Request } from 'express';
import type { z } from 'zod';
import { GetDeckContract, GetDecksSmallContract, type DeckSchema, type DeckSummarySchema } from '../../../shared/tarot/decks.contract';
import { DECKS, deckByCode, type Deck } from '../../../shared/tarot/decks';
import { TAROT_CARDS } from '../../../shared/tarot/tarot';
import { cardHref, cardImageSrc, deckHref, shownDecks } from '../../../shared/tarot/tarot-pages';
import { AppError } from '../../errors';
import { mountContract } from '../../http/mount-contract';

/** Decks change only with a release and are the same for everyone: browsers and caches may keep an answer an hour (not an error). */
function publicForAnHour(req: Request): void {
  req.res?.set('Cache-Control', 'public, max-age=3600');
}

function summary(deck: Deck): z.input<typeof DeckSummarySchema> {
  return { id: deck.id, code: deck.code, slug: deck.slug, name: deck.name, type: deck.type, live: deck.active, themes: [...deck.themes], url: deckHref(deck.slug) };
}

function withCards(deck: Deck): z.input<typeof DeckSchema> {
  return {
    ...summary(deck),
    cards: TAROT_CARDS.map((card) => ({
      index: card.id,
      card_id: card.id,
      name: card.name,
      canonical_rank: card.rank,
      canonical_suit_display: card.suitDisplay,
      url: cardHref(card.rank, deck.slug),
      image: cardImageSrc(deck.slug, card.rank),
    })),
  };
}

/** Built once: the answers never change while the process runs. */
const ALL_DECKS = { decks: [...shownDecks(), ...DECKS.filter((deck) => !deck.active)].map(summary) };

/**
 * The public deck calls of spec 2 §7: `GET /api/content/deck/{code}` (a deck with its cards; an
 * unknown code is a 404) and `GET /api/content/decks_small` (every deck, the default first).
 */
export default function decksApi(): Router {
  const router = Router();
  mountContract(
    router,
    GetDeckContract,
    ({ params, req }) => {
      const deck = deckByCode(params.code);
      if (!deck) throw new AppError('not_found', 'There is no deck with that code.');
      publicForAnHour(req);
      return withCards(deck);
    },
  );
  mountContract(router, GetDecksSmallContract, ({ req }) => {
    publicForAnHour(req);
    return ALL_DECKS;
  });
  return router;
}
