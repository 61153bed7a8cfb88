import { SectionIcon } from '../ui/art/section-art';
import { EmptyState } from '../components/empty-state';
import { Pager } from '../components/pager';
import { AccountPage } from '../templates/account-page';
import { href, ROUTES } from '../../shared/routes';

const PATH = href(ROUTES.transactions);

export interface TransactionRow {
  id: string;
  /** 'November 25, 2026', and the instant for `<time>`. */
  date: string;
  dateTime: string;
  /** What kind of movement: 'Karma Coins bought', 'Paid with Karma Coins', 'Subscription payment' ... */
  kind: string;
  /** What it was for: the product's name. */
  description: string;
  /** '$14.99' (or '$14.99 refunded'); null when no dollars moved. */
  dollars: string | null;
  /** '+1,500' or '−500'; null when no coins moved. */
  coins: string | null;
  coinsSpent: boolean;
  orderNumber: string | null;
  /** The reading the order made, or its receipt; `context` names the row for screen readers. */
  link: { href: string; label: string; context: string } | null;
}

export interface TransactionsPageProps {
  rows: TransactionRow[];
  /** The page shown (from 1), and whether older rows follow. */
  page: number;
  hasMore: boolean;
  /** The Karma Coin balance now, written with separators. */
  balance: string;
}

/** The table's columns, and the class of those that hold amounts. */
const COLUMNS: readonly (readonly [string, string?])[] = [['Date'], ['Transaction'], ['Dollars', 'transactions-amount'], ['Karma Coins', 'transactions-amount'], ['Receipt or reading']];

/**
 * The order number as a row shows it: its first eight characters, as they begin the number on the
 * receipt (the whole number would take three lines of a narrow column).
 */
const shortOrderNumber = (orderNumber: string): string => (orderNumber.length > 8 ? `${orderNumber.slice(0, 8)}…` : orderNumber);

/** A cell with nothing in it: a dash to the eye, "None" to a screen reader; a phone's stacked row leaves it out. */
function Nothing() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">None</span>
    </>
  );
}

/** The column's name beside an amount, shown only where a phone stacks the row (the cell's header says it to screen readers). */
function AmountLabel({ children }: { children: string }) {
  return (
    <span className="transaction-label" aria-hidden="true">
      {children}
    </span>
  );
}

/**
 * Transactions: the member's ledger as a table, newest first. On a phone each row stacks into a
 * card (each amount carries its column's name). The table and its row groups name their roles;
 * rows and cells do not, since HTML allows no role on a row or cell of a table.
 */
export function TransactionsPage({ rows, page, hasMore, balance }: TransactionsPageProps) {
  return (
    <AccountPage title="Transactions" headingId="transactions-heading" current={PATH}>
      {(rows.length > 0 || page > 1) && (
        <p className="transactions-balance">
          Your balance: <strong>{balance} Karma Coins</strong> ·{' '}
          <a className="transactions-buy" href={href(ROUTES.karmaCoins)}>
            Buy Karma Coins
          </a>
        </p>
      )}
      {rows.length === 0 && page > 1 ? (
        <p>
          There is nothing on this page. <a href={PATH}>Back to your latest transactions</a>
        </p>
      ) : rows.length === 0 ? (
        <EmptyState
          title="No transactions yet"
          art={<SectionIcon section="readings" />}
          action={
            <a className="button button-primary" href={href(ROUTES.karmaCoins)}>
              Visit the Karma Coin store
            </a>
          }
        >
          <p>When you buy Karma Coins, a reading or a membership, or pay with your coins, it is listed here with its receipt.</p>
        </EmptyState>
      ) : (
        <table className="transactions" role="table">
          <caption>
            Your purchases, Karma Coins and payments, newest first{page > 1 ? ` (page ${page})` : ''}.
          </caption>
          <thead role="rowgroup">
            <tr>
              {COLUMNS.map(([name, className]) => (
                <th key={name} scope="col" className={className}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr key={row.id} className="transaction">
                <td className="transaction-date">
                  <time dateTime={row.dateTime}>{row.date}</time>
                </td>
                <td className="transaction-what">
                  <span className="transaction-kind">{row.kind}</span>
                  <span className="transaction-description">{row.description}</span>
                  {row.orderNumber && (
                    <span className="transaction-order">
                      Order <span className="transaction-order-number">{shortOrderNumber(row.orderNumber)}</span>
                    </span>
                  )}
                </td>
                <td className={`transactions-amount transaction-dollars${row.dollars ? '' : ' transaction-empty'}`}>
                  <AmountLabel>Dollars</AmountLabel>
                  {row.dollars ?? <Nothing />}
                </td>
                <td className={`transactions-amount transaction-coins${row.coins ? (row.coinsSpent ? ' transaction-spent' : ' transaction-gained') : ' transaction-empty'}`}>
                  <AmountLabel>Karma Coins</AmountLabel>
                  {row.coins ?? <Nothing />}
                </td>
                <td className={`transaction-link${row.link ? '' : ' transaction-empty'}`}>
                  {row.link ? (
                    <a href={row.link.href}>
                      {row.link.label}
                      <span className="visually-hidden">: {row.link.context}</span>
                    </a>
                  ) : (
                    <Nothing />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length > 0 && (
        <Pager
          label="Pages of your transactions"
          page={page}
          hasMore={hasMore}
          hrefFor={(shown) => href(ROUTES.transactions, {}, { page: shown })}
          newer="← Previous (newer)"
          older="Next (older) →"
        />
      )}
    </AccountPage>
  );
}
