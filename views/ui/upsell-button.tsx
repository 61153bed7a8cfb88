import { pickUpsell } from '../../shared/site/site-cookies';

/** One upsell of a product (spec 1 §3 Product: upsells, each with upsell_upc and description.product_url). */
export interface Upsell {
  upsell_upc: string;
  description: { product_url: string };
}

export interface UpsellButtonProps {
  upsells: readonly Upsell[];
  /** The codes in the visitor's upsells_used cookie. */
  used: readonly string[];
}

/**
 * The SUGGESTED READING button (spec 1 §2, §4 "Upsell"): links to the first upsell not yet in
 * upsells_used (all used: the first). The page that shows it stores the new list with
 * `upsellsUsedCookie(pickUpsell(...).used)`, so the next visit suggests the next one. Nothing to
 * suggest renders nothing.
 */
export function UpsellButton({ upsells, used }: UpsellButtonProps) {
  const { upsell } = pickUpsell(upsells, used);
  if (!upsell) return null;
  return (
    <a className="button button-gold upsell-button" href={upsell.description.product_url} data-upsell={upsell.upsell_upc}>
      SUGGESTED READING
    </a>
  );
}
