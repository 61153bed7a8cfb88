import { renderToStaticMarkup } from 'react-dom/server';
import { TarotCardBack } from '../../../views/ui/art/tarot/card-back';
import { TarotCardArt } from '../../../views/ui/art/tarot/card-art';

/**
 * A card as a standalone SVG document (with xmlns, width and height) for the PNG rasteriser and
 * the .svg route. It lives on the server: views/ui/ may not import react-dom/server (the lint
 * boundary), which also keeps the server renderer out of island bundles.
 */
export function tarotCardSvg(deck: string, rank: string): string {
  return renderToStaticMarkup(<TarotCardArt deck={deck} rank={rank} standalone />);
}

/** A deck's card back as a standalone SVG document (the spread screen's face-down cards). */
export function tarotBackSvg(deck: string): string {
  return renderToStaticMarkup(<TarotCardBack deck={deck} />).replace('<svg ', '<svg width="300" height="520" ');
}
