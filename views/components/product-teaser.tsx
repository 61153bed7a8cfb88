import type { Description, Price, PriceSide } from '../../shared/domain/catalogue';
import type { TeaserItem, TeaserPrice } from '../../shared/domain/catalogue-filter';

/**
 * The price display rules of spec 1 §9, for teasers and teeup pages. (The shared
 * `shared/domain/price-display.ts` is being written on another branch; until it lands these few
 * functions are the hub's own.)
 */

/** Dollars from cents: 499 → '$4.99'. */
export function usdText(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Coins with thousands separators: 1500 → '1,500 Karma Coins'. */
export function coinsText(coins: number): string {
  return `${coins.toLocaleString('en-US')} Karma Coin${coins === 1 ? '' : 's'}`;
}

const perMonth = (side: PriceSide, text: string) => (side.billing_type === 'monthly' ? `${text} a month` : text);

/** Spec 1 §9: a sale shows when the original dollar price is greater than the current one. */
export const saleShown = (price: Price) => price.usd.original > price.usd.current;

/**
 * Spec 1 §9: the price is hidden when the dollar price is 0 (unless it is a subscription, whose
 * free trial still shows what follows) or when the teeup has an upsell_upc.
 */
export function priceHidden(price: Price, options: { subscription: boolean; upsellUpc?: string | null }): boolean {
  if (options.upsellUpc) return true;
  return price.usd.current === 0 && !options.subscription;
}

/** What a teaser shows of a price, or null when hidden. Free products say 'Free'. */
export function teaserPrice(description: Pick<Description, 'free' | 'type'>, price: Price, upsellUpc?: string | null): TeaserPrice | null {
  if (description.free) return { current: 'Free' };
  if (priceHidden(price, { subscription: description.type === 'Subscription', upsellUpc })) return null;
  const shown: TeaserPrice = { current: perMonth(price.usd, usdText(price.usd.current)) };
  if (saleShown(price)) shown.original = usdText(price.usd.original);
  if (price.kc && price.kc.current > 0) shown.coins = `or ${coinsText(price.kc.current)}`;
  if (price.usd.message) shown.note = price.usd.message;
  return shown;
}

/** A catalogue product as the hub's teaser shows it. */
export function teaserItem({ description, price }: { description: Description; price: Price }): TeaserItem {
  return {
    code: description.code,
    product_name: description.product_name,
    short_description: description.short_description,
    divination: description.divination,
    topic: description.topic,
    free: description.free,
    on_sale: description.on_sale || saleShown(price),
    type: description.type,
    message: description.message || description.short_description,
    href: description.available ? description.product_url : null,
    price: description.available ? teaserPrice(description, price) : null,
  };
}
