import type { Kysely } from 'kysely';
import type { RulesTables } from './rules.tables';

/** Queries of the promo-message table. */
export function createPromoMessagesData(db: Kysely<RulesTables>) {
  return {
    /** Active messages of one placement (or one message by id), in code order. */
    active(filter: { placement: string; uuid?: string | undefined }) {
      let query = db.selectFrom('rules_promo_messages').selectAll().where('active', '=', 1).where('placement', '=', filter.placement);
      if (filter.uuid) query = query.where('uuid', '=', filter.uuid);
      return query.orderBy('code').execute();
    },
  };
}
export type PromoMessagesData = ReturnType<typeof createPromoMessagesData>;
