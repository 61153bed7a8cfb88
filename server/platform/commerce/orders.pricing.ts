import { isReportCode } from '../../../shared/reports/report-products';
import { SIGNUP_VOUCHER_CODE, SMS_VOUCHER_CODE, VOUCHER_PERCENT, type PaymentMethod, type ProductType } from '../../../shared/store/catalogue';
import { AppError } from '../../errors';
import type { CatalogueEntry } from '../ports';
import { ordersData } from './orders.data';
import { isSubscription, MESSAGES, type OrdersContext, type VoucherWish } from './orders.shared';

/** What a purchase costs this member now, before any money moves. */
export interface Priced {
  product: CatalogueEntry;
  type: ProductType;
  /** The dollar amount after the voucher, quantity included. */
  usd_cents: number;
  /** The coin amount after the voucher; null when coins cannot pay. */
  kc: number | null;
  voucher: { code: string; usd_off: number; kc_off: number } | null;
}

/**
 * Prices and vouchers (issue #13): what a purchase costs this member now, from the catalogue only,
 * with the member's voucher; and the checks that refuse a purchase before any money moves.
 */
export function createPricing({ db, ports, internals }: Pick<OrdersContext, 'db' | 'ports' | 'internals'>) {
  function productOf(upc: string): CatalogueEntry {
    const product = ports.catalogue.product(upc);
    if (!product) throw new AppError('not_found', MESSAGES.unknownProduct);
    return product;
  }

  const voucherApplies = (product: CatalogueEntry) =>
    (product.description.type === 'Reading' && product.description.divination === 'tarot') || product.description.type === 'Report';

  /** The member's first unused voucher: the welcome offer, then the text-message offer for a member who claimed it. */
  async function unusedVoucher(memberUuid: string): Promise<string | null> {
    const used = await ordersData.usedVoucherCodes(db, memberUuid);
    if (!used.includes(SIGNUP_VOUCHER_CODE)) return SIGNUP_VOUCHER_CODE;
    if (!used.includes(SMS_VOUCHER_CODE) && (await ports.smsOffers.claimed(memberUuid))) return SMS_VOUCHER_CODE;
    return null;
  }

  async function requireMember(memberUuid: string) {
    const contact = await ports.memberAccounts.contact(memberUuid);
    if (!contact) throw new AppError('not_found', MESSAGES.noMember);
    return contact;
  }

  /** Prices a purchase from the catalogue only, and refuses what cannot be bought this way. */
  async function price(purchase: { member_uuid: string; upc: string; quantity: number; use_voucher?: VoucherWish }, method: PaymentMethod | null): Promise<Priced> {
    const product = productOf(purchase.upc);
    const { description } = product;
    if (!description.available) throw new AppError('conflict', MESSAGES.notOnSale);
    if (description.free || product.price.usd.current <= 0) throw new AppError('conflict', MESSAGES.free);
    if (purchase.quantity !== 1 && description.type !== 'Karma Coins') throw new AppError('bad_request', MESSAGES.quantity);
    if (method === 'kc' && product.price.kc === null) throw new AppError('bad_request', MESSAGES.noCoins);
    if ((method === 'credit' || method === 'kc') && (description.type === 'Subscription' || description.type === 'Karma Coins')) throw new AppError('bad_request', MESSAGES.cardOnly);
    const usd = product.price.usd.current * purchase.quantity;
    const kc = product.price.kc === null ? null : product.price.kc.current * purchase.quantity;
    // A free reading pays nothing: no voucher is spent on it.
    const applies = voucherApplies(product) && method !== 'credit';
    const code = purchase.use_voucher !== false && applies ? await unusedVoucher(purchase.member_uuid) : null;
    if (purchase.use_voucher === true && applies && !code) throw new AppError('conflict', MESSAGES.voucherTaken);
    // The discounted price is rounded down to the cent (or coin): the member never pays the half cent.
    const usdOff = code ? usd - Math.floor((usd * (100 - VOUCHER_PERCENT)) / 100) : 0;
    const kcOff = code && kc !== null ? kc - Math.floor((kc * (100 - VOUCHER_PERCENT)) / 100) : 0;
    return {
      product,
      type: description.type,
      usd_cents: usd - usdOff,
      kc: kc === null ? null : kc - kcOff,
      voucher: code ? { code, usd_off: usdOff, kc_off: kcOff } : null,
    };
  }

  /** The held reading a purchase makes: refused before any money moves when it is not this member's. */
  async function checkDeal(memberUuid: string, upc: string, deal: string | undefined): Promise<void> {
    if (deal === undefined) {
      // A birth report reads someone's birth: it is bought for the details held with it, never bare.
      if (isReportCode(upc)) throw new AppError('bad_request', MESSAGES.reportNeedsDetails);
      return;
    }
    const held = await ports.readings.held(deal, memberUuid);
    if (held && held.spread_code === upc) return;
    // Made already, or being paid for: say so, rather than that it expired.
    const order = await ordersData.liveOrderOfDeal(db, deal);
    if (order && order.member_uuid === memberUuid && order.status !== 'awaiting_approval') throw new AppError('conflict', MESSAGES.dealTaken);
    throw new AppError('bad_request', MESSAGES.dealExpired);
  }

  async function planOf(memberUuid: string, upc: string) {
    if (!isSubscription(upc)) return null;
    return internals.subscriptions.plan(memberUuid, upc);
  }

  return { productOf, unusedVoucher, requireMember, price, checkDeal, planOf };
}
export type Pricing = ReturnType<typeof createPricing>;
