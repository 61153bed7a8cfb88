import type { Description, Price, PriceSide } from '../../shared/store/catalogue';
import type { TeaserItem, TeaserPrice } from '../../shared/store/catalogue-filter';
import { formatKc, formatUsd, priceHidden, saleShown } from '../../shared/store/price-display';

/** Dollars from cents, for the membership pages (shared/store/price-display). */
export const usdText = formatUsd;

const perMonth = (side: PriceSide, text: string) => (side.billing_type === 'monthly' ? `${text} a month` : text);

/** What a teaser shows of a price, or null when hidden. Free products say 'Free'. */
export function teaserPrice(description: Pick<Description, 'free' | 'type'>, price: Price, upsellUpc?: string | null): TeaserPrice | null {
  if (description.free) return { current: 'Free' };
  if (priceHidden(price, { subscription: description.type === 'Subscription', teeup: { upsell_upc: upsellUpc ?? null } })) return null;
  const shown: TeaserPrice = { current: perMonth(price.usd, usdText(price.usd.current)) };
  if (saleShown(price)) shown.original = usdText(price.usd.original);
  if (price.kc && price.kc.current > 0) shown.coins = `or ${formatKc(price.kc.current)}`;
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
