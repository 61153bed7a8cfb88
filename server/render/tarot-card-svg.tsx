import { renderToStaticMarkup } from 'react-dom/server';
import { TarotCardArt } from '../../ui/art/tarot/card-art';

/**
 * A card as a standalone SVG document (with xmlns, width and height) for the PNG rasteriser and
 * the .svg route. It lives on the server: ui/ may not import react-dom/server (the lint
 * boundary), which also keeps the server renderer out of island bundles.
 */
export function tarotCardSvg(deck: string, rank: string): string {
  return renderToStaticMarkup(<TarotCardArt deck={deck} rank={rank} standalone />);
}
