import type { Kysely } from 'kysely';
import type { RulesTables } from './rules.tables';

/**
 * Seeded demo content: a few original promo messages, one or more per placement, so every
 * placement answers something until an editor writes the real ones. Ids are fixed so a reseed
 * refreshes them in place.
 */
export const SEEDED_PROMO_MESSAGES = [
  {
    uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000001',
    code: 'demo-teeup-half-off',
    placement: 'text-teeup-message',
    tags: 'demo,reading',
    message: '<p>New here? Your first reading is <strong>half price</strong> once you sign up.</p>',
  },
  {
    uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000002',
    code: 'demo-tarot-page-deck',
    placement: 'tarot-page',
    tags: 'demo,tarot',
    message: '<p>See {card.the_name} as the {deck.stripped_name} deck draws it, then <a href="/tarot/decks/{deck.slug}">explore the whole deck</a>.</p>',
  },
  {
    uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000003',
    code: 'demo-free-reading-upsell',
    placement: 'free-reading-upsell',
    tags: 'demo,reading',
    message: '<p>Liked what {card.name} had to say? A full spread looks at the whole question.</p>',
  },
  {
    uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000004',
    code: 'demo-in-product-report',
    placement: 'in-product',
    tags: 'demo,report',
    message: '<p>Keep this report close: it is saved in Your Readings under <em>{report_ID}</em>.</p>',
  },
  {
    uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000005',
    code: 'demo-vip-message',
    placement: 'text-vip-message',
    tags: 'demo,vip',
    message: '<p>VIP members get a tarot reading every month and daily astrology drawn from their own chart.</p>',
  },
  {
    uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000006',
    code: 'demo-sidebar-birth-chart',
    placement: 'sidebar',
    tags: 'demo,astrology',
    message: '<p>Where was the Moon when you were born? <a href="/signup">Sign up</a> to see your birth chart.</p>',
  },
  {
    uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000007',
    code: 'demo-notification-welcome',
    placement: 'notification',
    tags: 'demo',
    message: '<p>Welcome to Starlit. Your daily horoscope is waiting.</p>',
  },
  {
    uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000008',
    code: 'demo-notification-card',
    placement: 'notification',
    tags: 'demo,tarot',
    message: '<p>Today’s card to think about: {card.name}.</p>',
  },
] as const;

/** Inserts the seeded messages that are missing and refreshes the ones already there. */
export async function seedPromoMessages(db: Kysely<RulesTables>): Promise<void> {
  const now = new Date().toISOString();
  for (const message of SEEDED_PROMO_MESSAGES) {
    const updated = await db
      .updateTable('rules_promo_messages')
      .set({ code: message.code, placement: message.placement, tags: message.tags, message: message.message })
      .where('uuid', '=', message.uuid)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await db
        .insertInto('rules_promo_messages')
        .values({ ...message, active: 1, created_at: now })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  }
}
