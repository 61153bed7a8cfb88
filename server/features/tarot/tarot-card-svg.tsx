import { renderToStaticMarkup } from 'react-dom/server';
import type * as CardArt from '../../../views/ui/art/tarot/card-art';
import type * as CardBack from '../../../views/ui/art/tarot/card-back';

/**
 * A card as a standalone SVG document (with xmlns, width and height) for the PNG rasteriser and
 * the .svg route. It lives on the server: views/ui/ may not import react-dom/server (the lint
 * boundary), which also keeps the server renderer out of island bundles.
 *
 * The decks' drawing code (about 1 MB of TSX, views/ui/art/tarot/decks/) loads when the first card
 * is drawn, not when the site starts: no page renders the art inline, so a process that serves no
 * card image never loads it, and the site answers as soon as it starts.
 */
let art: { TarotCardArt: typeof CardArt.TarotCardArt; TarotCardBack: typeof CardBack.TarotCardBack } | undefined;
function loadArt() {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded on first use, see above */
  art ??= {
    TarotCardArt: (require('../../../views/ui/art/tarot/card-art') as typeof CardArt).TarotCardArt,
    TarotCardBack: (require('../../../views/ui/art/tarot/card-back') as typeof CardBack).TarotCardBack,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return art;
}

export function tarotCardSvg(deck: string, rank: string): string {
  const { TarotCardArt } = loadArt();
  return renderToStaticMarkup(<TarotCardArt deck={deck} rank={rank} standalone />);
}

/** A deck's card back as a standalone SVG document (the spread screen's face-down cards). */
export function tarotBackSvg(deck: string): string {
  const { TarotCardBack } = loadArt();
  return renderToStaticMarkup(<TarotCardBack deck={deck} />).replace('<svg ', '<svg width="300" height="520" ');
}
