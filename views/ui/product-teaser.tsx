import type { TeaserItem, TeaserPrice } from '../../shared/store/catalogue-filter';

/** A price as spec 1 §9 shows it: the sale's original struck through before the price, then coins and the note. */
export function PriceLine({ price }: { price: TeaserPrice }) {
  return (
    <p className="product-price">
      {price.original && (
        <>
          <s className="product-price-original">
            <span className="visually-hidden">Was </span>
            {price.original}
          </s>{' '}
          <span className="visually-hidden">now </span>
        </>
      )}
      <strong className="product-price-current">{price.current}</strong>
      {price.coins && <span className="product-price-coins"> {price.coins}</span>}
      {price.note && <span className="product-price-note"> · {price.note}</span>}
    </p>
  );
}

/**
 * One product of the readings hub (spec 1 §2 "Product teaser headers, price display, sale
 * message"): its name (a link when it can be had), its line, its price. A product coming soon
 * says so and links nowhere.
 */
export function ProductTeaser({ item }: { item: TeaserItem }) {
  return (
    <article className={`product-teaser${item.href ? '' : ' product-teaser-soon'}`} aria-labelledby={`teaser-${item.code}`}>
      <p className="product-teaser-type">{item.type}</p>
      <h3 className="product-teaser-name" id={`teaser-${item.code}`}>
        {item.href ? <a href={item.href}>{item.product_name}</a> : item.product_name}
      </h3>
      {item.message && <p className="product-teaser-message">{item.message}</p>}
      {item.href ? item.price && <PriceLine price={item.price} /> : <p className="product-teaser-badge">Coming soon</p>}
    </article>
  );
}
