import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from '../../shared/tarot/tarot-pages';
import type { Crumb } from '../components/breadcrumb';
import { href, ROUTES } from '../../shared/routes';

/** A card's picture by URL (the art is drawn and served elsewhere): 300 × 520, shown 342 px tall (300 on a phone). */
export function TarotCardImage({ src, alt, lazy = false, className = 'tarot-card-image' }: { src: string; alt: string; lazy?: boolean; className?: string }) {
  return <img className={className} src={src} alt={alt} width={CARD_IMAGE_WIDTH} height={CARD_IMAGE_HEIGHT} loading={lazy ? 'lazy' : undefined} decoding="async" />;
}

/** A card in a grid of thumbnails: its picture and its name, one link. */
export interface CardTile {
  rank: string;
  name: string;
  href: string;
  image: string;
  alt: string;
}

export function CardTiles({ cards, label }: { cards: readonly CardTile[]; label?: string }) {
  return (
    <ul className="tarot-tiles" aria-label={label}>
      {cards.map((card) => (
        <li key={card.href}>
          <a className="tarot-tile" href={card.href}>
            <TarotCardImage src={card.image} alt={card.alt} lazy className="tarot-tile-image" />
            <span className="tarot-tile-name">{card.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Home › Tarot › … */
export function tarotCrumbs(...rest: Crumb[]): Crumb[] {
  return [{ label: 'Home', href: href(ROUTES.home) }, { label: 'Tarot', href: href(ROUTES.tarot) }, ...rest];
}
