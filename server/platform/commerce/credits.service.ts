import type { Kysely } from 'kysely';
import type { CommerceTables } from './commerce.tables';
import type { CreditsForOrders } from './commerce-internals';

/** PLACEHOLDER until the subscriptions service lands (branch store-subs replaces this file): nobody holds a free reading. */
export function createCreditsService(_db: Kysely<CommerceTables>, _now: () => Date): CreditsForOrders {
  return { available: async () => null, claim: async () => false, release: async () => {} };
}
