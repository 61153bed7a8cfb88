import type { z } from 'zod';
import type { PromoMessage, PromoMessageQuerySchema } from '../../../shared/store/promo.contract';
import { DECKS } from '../../../shared/tarot/decks';
import { fillPromoTokens, pickPromoMessages, type PromoPlacement } from '../../../shared/store/promo-messages';
import type { PlatformPorts } from '../ports';
import { escapeHtml } from '../escape-html';
import { sanitizePromoHtml } from './promo-html';
import type { PromoMessagesData } from './rules.data';

type PromoQuery = z.output<typeof PromoMessageQuerySchema>;

/**
 * Promo rules: which message a placement shows, with its tokens filled in and its HTML
 * sanitised, and whether a member holds the promo voucher.
 */
export function createRulesService(data: PromoMessagesData, ports: Pick<PlatformPorts, 'members' | 'vouchers'>, random: () => number = Math.random) {
  return {
    async promoMessages(query: PromoQuery): Promise<{ messages: PromoMessage[] }> {
      const tags = (query.tags ?? '').split(',').filter(Boolean);
      const rows = (await data.active({ placement: query.placement, uuid: query.uuid })).filter((row) => {
        const own = row.tags.split(',');
        return tags.every((tag) => own.includes(tag));
      });
      const deck = DECKS.find((one) => one.slug === query.deck);
      // Token values are text: escaped before they join the HTML, which is then sanitised whole.
      const values = {
        reportId: query.report_id,
        cardName: query.card ? escapeHtml(query.card) : undefined,
        deckName: deck ? escapeHtml(deck.name) : undefined,
        deckSlug: deck?.slug,
      };
      const picked = pickPromoMessages(query.placement, rows, random);
      return {
        messages: picked.map((row) => ({
          code: row.code,
          message: sanitizePromoHtml(fillPromoTokens(row.message, values)),
          placement: row.placement as PromoPlacement,
          tags: row.tags.split(',').filter(Boolean),
          uuid: row.uuid,
        })),
      };
    },

    /**
     * Every member gets the signup offer (50% off a reading); the store spends it with the first
     * order that uses it. A member owns a voucher while the commerce service has one unused for
     * them; a visitor owns none.
     */
    async promoVoucher(memberUuid: string | undefined): Promise<{ owned: boolean; code: string | null }> {
      if (!memberUuid || !(await ports.members.exists(memberUuid))) return { owned: false, code: null };
      const code = await ports.vouchers.unused(memberUuid);
      return { owned: code !== null, code };
    },
  };
}
export type RulesService = ReturnType<typeof createRulesService>;
