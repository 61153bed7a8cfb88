import { Router } from 'express';
import type { Kysely } from 'kysely';
import { isSubscriptionUpc } from '../../../shared/store/catalogue';
import { OrderLinksContract, type OrderLink } from '../../../shared/platform-api/commerce.platform';
import { mountContract } from '../../http/mount-contract';
import type { PlatformPorts } from '../ports';
import type { CommerceTables } from './commerce.tables';

/**
 * The member's Transactions page shows each ledger row with a link to what its order made (a
 * reading) or to its receipt. This answers that for a page of rows in one query instead of one
 * call per row. Only the member's own orders are read: another member's uuid, or an unknown one,
 * is simply not in the answer (the same as GetOrderContract's 404, without saying which).
 */
export const orderLinksData = {
  forMember: (db: Kysely<CommerceTables>, memberUuid: string, orderUuids: readonly string[]) =>
    db
      .selectFrom('commerce_orders')
      .select(['order_uuid', 'upc', 'status', 'fulfilment_url'])
      .where('member_uuid', '=', memberUuid)
      .where('order_uuid', 'in', [...orderUuids])
      .execute(),
};

export function createOrderLinks(db: Kysely<CommerceTables>, ports: Pick<PlatformPorts, 'catalogue'>) {
  return async (memberUuid: string, orderUuids: readonly string[]): Promise<OrderLink[]> => {
    if (orderUuids.length === 0) return [];
    const rows = await orderLinksData.forMember(db, memberUuid, orderUuids);
    return rows.map((row) => ({
      order_uuid: row.order_uuid,
      // As the order itself answers it (orders.service toOrder): the catalogue's type, else by its code.
      type: ports.catalogue.product(row.upc)?.description.type ?? (isSubscriptionUpc(row.upc) ? 'Subscription' : 'Reading'),
      fulfilment_url: row.status === 'paid' ? row.fulfilment_url : null,
    }));
  };
}

/** `GET /commerce/order-links`: see `OrderLinksContract`. */
export function orderLinkRoutes(links: ReturnType<typeof createOrderLinks>): Router {
  const router = Router();
  mountContract(router, OrderLinksContract, async ({ query }) => ({ orders: await links(query.member_uuid, query.order_uuids) }));
  return router;
}
