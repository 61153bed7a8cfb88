import { ASPECT_KINDS, SIGN_SLUGS, type AspectKind } from '../natal/types';
import { keyedOnce } from '../text-rules';
import { SYNASTRY_ASPECTS_PERSONAL } from './aspects-personal';
import { SYNASTRY_ASPECTS_REST } from './aspects-rest';
import { COMPOSITE_SIGNS } from './composite-signs';
import { DYNAMICS_MARS, DYNAMICS_SATURN, LOVE_LANGUAGES, POTENTIAL } from './relationship';
import {
  COMPOSITE_PLANETS,
  compositeSignSchema,
  dynamicsMarsSchema,
  dynamicsSaturnSchema,
  ELEMENT_PAIRS,
  loveLanguageSchema,
  potentialSchema,
  SYNASTRY_PLANETS,
  synastryAspectSchema,
  type SynastryPlanet,
} from './types';

/**
 * The two-person writing (issue #26), checked when the server starts: every entry against its
 * schema, every combination the reports can meet present exactly once.
 */

const PAIRS = SYNASTRY_PLANETS.flatMap((a, index) => SYNASTRY_PLANETS.slice(index).map((b) => [a, b] as const));
const ASPECTS = keyedOnce(
  [...SYNASTRY_ASPECTS_PERSONAL, ...SYNASTRY_ASPECTS_REST].map((entry) => synastryAspectSchema.parse(entry)),
  (entry) => `${entry.a}-${entry.b}-${entry.kind}`,
  PAIRS.flatMap(([a, b]) => ASPECT_KINDS.map((kind) => `${a}-${b}-${kind}`)),
  'Synastry aspects',
);
const COMPOSITE = keyedOnce(COMPOSITE_SIGNS.map((entry) => compositeSignSchema.parse(entry)), (entry) => `${entry.planet}-${entry.sign}`, COMPOSITE_PLANETS.flatMap((planet) => SIGN_SLUGS.map((sign) => `${planet}-${sign}`)), 'Composite signs');
const POTENTIALS = keyedOnce(POTENTIAL.map((entry) => potentialSchema.parse(entry)), (entry) => `${entry.part}-${entry.pair}`, (['suns', 'moons'] as const).flatMap((part) => ELEMENT_PAIRS.map((pair) => `${part}-${pair}`)), 'Relationship potential');
const LANGUAGES = keyedOnce(LOVE_LANGUAGES.map((entry) => loveLanguageSchema.parse(entry)), (entry) => `${entry.part}-${entry.sign}`, (['venus', 'moon'] as const).flatMap((part) => SIGN_SLUGS.map((sign) => `${part}-${sign}`)), 'Love languages');
const MARS = keyedOnce(DYNAMICS_MARS.map((entry) => dynamicsMarsSchema.parse(entry)), (entry) => entry.pair, ELEMENT_PAIRS, 'Dynamics: Mars');
const SATURN = keyedOnce(DYNAMICS_SATURN.map((entry) => dynamicsSaturnSchema.parse(entry)), (entry) => `${entry.to}-${entry.kind}`, (['sun', 'moon', 'mercury', 'venus', 'mars'] as const).flatMap((to) => ASPECT_KINDS.map((kind) => `${to}-${kind}`)), 'Dynamics: Saturn');

/** The element pair of two signs' elements, in ELEMENT_PAIRS' order ('fire-water', never 'water-fire'). */
export function elementPair(a: string, b: string): (typeof ELEMENT_PAIRS)[number] {
  const order = ['fire', 'earth', 'air', 'water'];
  const [first, second] = order.indexOf(a) <= order.indexOf(b) ? [a, b] : [b, a];
  return `${first}-${second}` as (typeof ELEMENT_PAIRS)[number];
}

/** One person's planet to the other's, in either order. */
export function synastryText(a: SynastryPlanet, b: SynastryPlanet, kind: AspectKind): string {
  const [first, second] = SYNASTRY_PLANETS.indexOf(a) <= SYNASTRY_PLANETS.indexOf(b) ? [a, b] : [b, a];
  return ASPECTS.get(`${first}-${second}-${kind}`)!.text;
}
export const compositeSignText = (planet: (typeof COMPOSITE_PLANETS)[number], sign: string): string => COMPOSITE.get(`${planet}-${sign}`)!.text;
export const potentialText = (part: 'suns' | 'moons', pair: (typeof ELEMENT_PAIRS)[number]): string => POTENTIALS.get(`${part}-${pair}`)!.text;
export const loveLanguageText = (part: 'venus' | 'moon', sign: string): string => LANGUAGES.get(`${part}-${sign}`)!.text;
export const dynamicsMarsText = (pair: (typeof ELEMENT_PAIRS)[number]): string => MARS.get(pair)!.text;
export const dynamicsSaturnText = (to: 'sun' | 'moon' | 'mercury' | 'venus' | 'mars', kind: AspectKind): string => SATURN.get(`${to}-${kind}`)!.text;

/** Every text of the library, for the content tests. */
export const ALL_SYNASTRY_TEXTS: readonly string[] = [ASPECTS, COMPOSITE, POTENTIALS, LANGUAGES, MARS, SATURN].flatMap((map) => [...map.values()].map((entry) => entry.text));
