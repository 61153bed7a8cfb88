import type { Kysely } from 'kysely';
import type { RulesTables } from './rules.tables';

/**
 * Seeded demo content: a few original promo messages, one or more per placement the site shows,
 * so every slot answers something until an editor writes the real ones. Ids are fixed so a reseed
 * refreshes them in place. The copy promotes only what the site has, at the catalogue's prices
 * (server/content/catalogue): change them together.
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
    message: '<p>Liked what {card.name} had to say? The ten-card <a href="/readings-reports/tarot-readings/celtic-cross">Celtic Cross</a> looks at the whole question, for $14.99 or 1,500 Karma Coins.</p>',
  },
  {
    uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000004',
    code: 'demo-in-product-saved',
    placement: 'in-product',
    tags: 'demo,reading,report',
    message: '<p>Every reading and report you get here is saved in Your Readings, so you can come back to it whenever you like.</p>',
  },
  {
    uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000005',
    code: 'demo-vip-message',
    placement: 'text-vip-message',
    tags: 'demo,vip',
    message: '<p>VIP members get a free tarot reading every month and daily astrology drawn from their own chart. The first 7 days are free, then $9.99 a month.</p>',
  },
  {
    uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000006',
    code: 'demo-sidebar-birth-chart',
    placement: 'sidebar',
    tags: 'demo,astrology',
    message: '<p>Where was the Moon when you were born? <a href="/readings-reports/astrology-reports/your-birth-chart">Draw your birth chart</a>, free.</p>',
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
  {
    uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000009',
    code: 'demo-catalog-free-reading',
    placement: 'text-catalog',
    tags: 'demo,reading',
    message:
      '<p>New to readings? The <a href="/readings-reports/tarot-readings/free">three-card reading</a> is free. When a question needs more room, the ten-card Celtic Cross is $14.99 or 1,500 Karma Coins.</p>',
  },
  {
    uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000010',
    code: 'demo-checkout-coins',
    placement: 'text-checkout',
    tags: 'demo,karma-coins',
    message: '<p>Reading often? Karma Coin packages carry a bonus of up to 30%: 13,000 coins for $99.99. <a href="/store/karma-coins">See the packages</a>.</p>',
  },
  {
    uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000011',
    code: 'demo-psychic-nav-guide',
    placement: 'psychic-nav-links',
    tags: 'demo,psychic',
    message: '<p>What really happens in a psychic reading? <a href="/articles/inside-a-psychic-reading">Read our guide</a>.</p>',
  },
  {
    uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000012',
    code: 'demo-psychic-nav-question',
    placement: 'psychic-nav-article',
    tags: 'demo,psychic,article',
    message:
      '<p><strong>Before you ask an advisor</strong></p><p>A clear, open question gets a more useful answer. <a href="/articles/how-to-ask-a-good-question">How to ask a good question</a>.</p>',
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
