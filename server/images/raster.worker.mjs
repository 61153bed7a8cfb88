// The rasteriser's worker thread (run by piscina, see svg-rasteriser.ts): an SVG document's text
// and resvg's options in, PNG bytes out. Plain JavaScript on purpose, so it loads the same under
// `node --import tsx` (npm start), under jest and under plain node: it does nothing but the
// rendering, which is what must stay off the request thread.
import { Resvg } from '@resvg/resvg-js';

/** @param {{ svg: string, options: import('@resvg/resvg-js').ResvgRenderOptions }} task */
export default function rasterise({ svg, options }) {
  return new Resvg(svg, options).render().asPng();
}
