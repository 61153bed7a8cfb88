import { ASPECT_KINDS, type AspectKind } from '../natal/types';
import { keyedOnce } from '../text-rules';
import { TRANSITS_JUPITER_SATURN } from './jupiter-saturn';
import { TRANSITS_OUTER } from './outer';
import { NATAL_POINTS, TRANSITING, transitTextSchema, type TransitText } from './types';

/** The forecasts' writing (issue #26), checked when the server starts: every transit of a slow planet to every natal point, in each kind. */
const TRANSITS = keyedOnce(
  [...TRANSITS_JUPITER_SATURN, ...TRANSITS_OUTER].map((entry) => transitTextSchema.parse(entry)),
  (entry) => `${entry.transiting}-${entry.point}-${entry.kind}`,
  TRANSITING.flatMap((transiting) => NATAL_POINTS.flatMap((point) => ASPECT_KINDS.map((kind) => `${transiting}-${point}-${kind}`))),
  'Transits',
);

export const transitText = (transiting: (typeof TRANSITING)[number], point: (typeof NATAL_POINTS)[number], kind: AspectKind): TransitText => TRANSITS.get(`${transiting}-${point}-${kind}`)!;

/** Every text of the library, for the content tests. */
export const ALL_TRANSIT_TEXTS: readonly string[] = [...TRANSITS.values()].flatMap((entry) => [entry.text, entry.love]);
