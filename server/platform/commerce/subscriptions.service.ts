import type { Kysely } from 'kysely';
import { AppError } from '../../errors';
import type { PlatformPorts } from '../ports';
import type { CommerceTables } from './commerce.tables';
import type { SubscriptionsForOrders } from './commerce-internals';
import type { PaymentGateway } from './gateway/payment-gateway';

/** PLACEHOLDER until the subscriptions service lands (branch store-subs replaces this file). */
export function createSubscriptionsService(_db: Kysely<CommerceTables>, _gateway: PaymentGateway, _ports: PlatformPorts, _now: () => Date): SubscriptionsForOrders {
  const missing = (): never => {
    throw new AppError('not_found', 'Subscriptions are not available yet.');
  };
  return { plan: async () => missing(), start: async () => missing(), billingLine: async () => undefined };
}
