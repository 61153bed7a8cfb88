import { z } from 'zod';
import { TarotResultPage } from '../../../views/tarot/tarot-result-page';
import { GetReadingContract } from '../../../shared/platform-api/product.platform';
import { GetTeeupContract } from '../../../shared/store/store.contract';
import { AppError } from '../../errors';
import { interpret } from './interpret';
import { definePage } from '../../http/page-module';
import { offerSuggestedReading } from '../store';
import { ROUTES } from '../../../shared/routes';

/**
 * A saved tarot reading, `/readings-reports/tarot-readings/result/{reading_id}` (issue #12): the
 * whole interpretation, for its owner only. Another member and a visitor get the 404 page, as
 * for an id that never was (not a redirect to log in: the address says nothing to anyone else).
 */
export const tarotResultPage = definePage({
  path: ROUTES.readingResult,
  params: z.object({ reading_id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
  load: async (context) => {
    const { params, platform, memberUuid, res } = context;
    if (!memberUuid) throw new AppError('not_found', 'No such reading.');
    const { reading } = await platform.call(GetReadingContract, { params: { reading_id: params.reading_id }, query: { member_uuid: memberUuid } });
    res.set('Cache-Control', 'no-store');
    // SUGGESTED READING (spec 1 §4): the reading's product's upsells; without them (or when the
    // catalogue does not answer) the page simply has no button.
    const upsells = await platform
      .call(GetTeeupContract, { params: { upc: reading.spread_code } })
      .then((teeup) => teeup.upsells)
      .catch(() => []);
    const read = interpret(reading);
    return {
      spread: reading.spread_code,
      spreadName: read.spreadName,
      deck: { slug: read.deck.slug, name: read.deck.name },
      question: read.question,
      created: reading.created,
      opening: read.opening,
      cards: read.cards.map((card) => ({
        position: card.position,
        positionName: card.positionName,
        positionMeaning: card.positionMeaning,
        name: card.card.name,
        rank: card.card.rank,
        orientation: card.orientation,
        orientationLabel: card.orientationLabel,
        orientationNote: card.orientationNote,
        keywords: card.keywords,
        text: card.text,
        href: card.href,
      })),
      synthesis: read.synthesis,
      ...(read.answer ? { answer: read.answer } : {}),
      closing: read.closing,
      suggestion: offerSuggestedReading(context, upsells),
    };
  },
  head: ({ spreadName, question }) => ({
    title: `Your ${spreadName}`,
    description: question ? `Your tarot reading: “${question.slice(0, 120)}”` : 'Your tarot reading, card by card and as a whole.',
    noindex: true,
  }),
  View: TarotResultPage,
});
