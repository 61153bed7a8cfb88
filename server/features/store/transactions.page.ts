import { z } from 'zod';
import type { Transaction } from '../../../shared/accounts/member-data';
import { PageQuerySchema, pageOf, windowOf } from '../../../shared/api/paging';
import { formatLongDate } from '../../../shared/site/calendar';
import { formatBalance, formatUsd } from '../../../shared/store/price-display';
import { OrderLinksContract, type OrderLink } from '../../../shared/platform-api/commerce.platform';
import { ListTransactionsContract } from '../../../shared/platform-api/member.platform';
import { TransactionsPage, type TransactionRow } from '../../../views/store/transactions-page';
import type { RequestContext } from '../../http/request-context';
import { definePage } from '../../http/page-module';
import { href, ROUTES } from '../../../shared/routes';

/** Rows a page of /member/transactions shows. */
export const TRANSACTIONS_PER_PAGE = 25;

/** A minus sign, not a hyphen: read as "minus" and as wide as the plus. */
const MINUS = '\u2212';

function kindLabel(transaction: Transaction, order: OrderLink | undefined): string {
  switch (transaction.kind) {
    case 'kc_purchase':
      return 'Karma Coins bought';
    case 'kc_spend':
      return 'Paid with Karma Coins';
    case 'kc_grant':
      return 'Karma Coins added';
    case 'refund':
      return 'Refund';
    case 'purchase':
      return order?.type === 'Subscription' || /: monthly renewal$/.test(transaction.description) ? 'Subscription payment' : 'Purchase';
  }
}

/** '+1,500' for coins gained, '−500' for coins spent; nothing when no coins moved. */
function coinsOf(kc: number): string | null {
  if (kc === 0) return null;
  return `${kc > 0 ? '+' : MINUS}${formatBalance(Math.abs(kc))}`;
}

/** '$14.99' charged; a refund says so. Nothing when no dollars moved. */
function dollarsOf(transaction: Transaction): string | null {
  if (transaction.usd_cents === null || transaction.usd_cents === 0) return null;
  const amount = formatUsd(Math.abs(transaction.usd_cents));
  return transaction.kind === 'refund' ? `${amount} refunded` : amount;
}

/**
 * One ledger row as the page shows it. The link: the reading (or report) the order made, else the
 * order's receipt (`/confirm?order=`); none for a movement without an order the member can open.
 */
export function transactionRow(transaction: Transaction, order: OrderLink | undefined): TransactionRow {
  const date = formatLongDate(transaction.created.slice(0, 10));
  const context = `${transaction.description}, ${date}`;
  let link: TransactionRow['link'] = null;
  if (order?.fulfilment_url) link = { href: order.fulfilment_url, label: order.type === 'Report' ? 'See your report' : 'See your reading', context };
  else if (order) link = { href: href(ROUTES.confirm, {}, { order: order.order_uuid }), label: 'Receipt', context };
  return {
    id: transaction.transaction_uuid,
    date,
    dateTime: transaction.created,
    kind: kindLabel(transaction, order),
    description: transaction.description,
    dollars: dollarsOf(transaction),
    coins: coinsOf(transaction.kc),
    coinsSpent: transaction.kc < 0,
    orderNumber: transaction.order_uuid,
    link,
  };
}

/**
 * The member's orders behind these rows, in one call (none when no row has an order; others'
 * orders are left out of the answer); when the commerce service fails, the rows are shown without links.
 */
async function ordersOf(context: RequestContext, memberUuid: string, transactions: Transaction[]): Promise<Map<string, OrderLink>> {
  const uuids = [...new Set(transactions.flatMap((each) => (each.order_uuid ? [each.order_uuid] : [])))];
  if (uuids.length === 0) return new Map();
  try {
    const { orders } = await context.platform.call(OrderLinksContract, { query: { member_uuid: memberUuid, order_uuids: uuids.join(',') } });
    return new Map(orders.map((order) => [order.order_uuid, order]));
  } catch (error) {
    context.logger.warn({ err: error }, 'the orders of the transactions could not be read');
    return new Map();
  }
}

/**
 * Transactions (`/member/transactions`): every movement on the member's ledger (coin purchases
 * and spends, dollar purchases, subscription payments, refunds), newest first, 25 a page
 * (`?page=`: not a whole number from 1 is the 400 page; past the end, a way back), each with its
 * order and a link to its receipt or reading. A plain page: no form, no island of its own.
 */
export const transactionsPage = definePage({
  path: ROUTES.transactions,
  member: true,
  query: z.object({ page: PageQuerySchema.shape.page }),
  load: async (context) => {
    const memberUuid = context.memberUuid!;
    const paging = { page: context.query.page, per_page: TRANSACTIONS_PER_PAGE };
    const { transactions, kc_balance } = await context.platform.call(ListTransactionsContract, { params: { member_uuid: memberUuid }, query: windowOf(paging) });
    const { items, page, has_more } = pageOf(transactions, paging);
    const orders = await ordersOf(context, memberUuid, items);
    return {
      rows: items.map((each) => transactionRow(each, each.order_uuid ? orders.get(each.order_uuid) : undefined)),
      page,
      hasMore: has_more,
      balance: formatBalance(kc_balance),
    };
  },
  head: ({ page }) => ({ title: page > 1 ? `Transactions, page ${page}` : 'Transactions', description: 'Your purchases, Karma Coins and payments, with their receipts.' }),
  View: TransactionsPage,
});
