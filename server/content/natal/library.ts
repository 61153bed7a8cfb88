import { ASPECTS_PERSONAL } from './aspects-personal';
import { ASPECTS_REST } from './aspects-rest';
import { ELEMENT_BALANCE, FRAMING, GLOSSARY_ASPECTS, GLOSSARY_ELEMENTS, GLOSSARY_HOUSES, GLOSSARY_PLANETS, MIDHEAVEN_TEXTS, MODE_BALANCE, RULER_IN_HOUSE_TEXTS } from './chart-frame';
import { PLANETS_IN_HOUSES_INNER } from './planets-in-houses-inner';
import { PLANETS_IN_HOUSES_OUTER } from './planets-in-houses-outer';
import { PLANETS_IN_SIGNS_OUTER } from './planets-in-signs-outer';
import { PLANETS_IN_SIGNS_PERSONAL } from './planets-in-signs-personal';
import { PLANETS_IN_SIGNS_SOCIAL } from './planets-in-signs-social';
import { RISING_TEXTS } from './rising';
import {
  ASPECT_KINDS,
  aspectTextSchema,
  elementBalanceSchema,
  framingSchema,
  glossaryAspectSchema,
  glossaryElementSchema,
  glossaryHouseSchema,
  glossaryPlanetSchema,
  HOUSES,
  midheavenTextSchema,
  modeBalanceSchema,
  NATAL_PLANETS,
  planetInHouseSchema,
  planetInSignSchema,
  risingTextSchema,
  rulerInHouseSchema,
  SIGN_SLUGS,
  type AspectKind,
  type NatalPlanet,
  type SignSlug,
} from './types';
import { keyedOnce } from '../text-rules';

/**
 * The birth-chart writing, checked when the server starts (issue #25): every entry against its
 * schema, and every placement the reports can meet present exactly once. The reports are
 * assembled from it by server/features/reports/interpret.ts.
 */

/** Aspect kinds no pair can make: the Sun, Mercury and Venus never stray far from one another. */
export const IMPOSSIBLE_ASPECTS: readonly string[] = ['sun-mercury-flowing', 'sun-mercury-tense', 'sun-venus-flowing', 'sun-venus-tense', 'mercury-venus-tense'];

const PAIRS = NATAL_PLANETS.flatMap((a, index) => NATAL_PLANETS.slice(index + 1).map((b) => [a, b] as const));

const IN_SIGNS = keyedOnce(
  [...PLANETS_IN_SIGNS_PERSONAL, ...PLANETS_IN_SIGNS_SOCIAL, ...PLANETS_IN_SIGNS_OUTER].map((entry) => planetInSignSchema.parse(entry)),
  (entry) => `${entry.planet}-${entry.sign}`,
  NATAL_PLANETS.flatMap((planet) => SIGN_SLUGS.map((sign) => `${planet}-${sign}`)),
  'Planets in signs',
);
const IN_HOUSES = keyedOnce(
  [...PLANETS_IN_HOUSES_INNER, ...PLANETS_IN_HOUSES_OUTER].map((entry) => planetInHouseSchema.parse(entry)),
  (entry) => `${entry.planet}-${entry.house}`,
  NATAL_PLANETS.flatMap((planet) => HOUSES.map((house) => `${planet}-${house}`)),
  'Planets in houses',
);
const ASPECTS = keyedOnce(
  [...ASPECTS_PERSONAL, ...ASPECTS_REST].map((entry) => aspectTextSchema.parse(entry)),
  (entry) => `${entry.a}-${entry.b}-${entry.kind}`,
  PAIRS.flatMap(([a, b]) => ASPECT_KINDS.map((kind) => `${a}-${b}-${kind}`)).filter((name) => !IMPOSSIBLE_ASPECTS.includes(name)),
  'Aspects',
);
const RISING = keyedOnce(RISING_TEXTS.map((entry) => risingTextSchema.parse(entry)), (entry) => entry.sign, SIGN_SLUGS, 'Rising signs');
const MIDHEAVEN = keyedOnce(MIDHEAVEN_TEXTS.map((entry) => midheavenTextSchema.parse(entry)), (entry) => entry.sign, SIGN_SLUGS, 'Midheaven signs');
const RULER = keyedOnce(RULER_IN_HOUSE_TEXTS.map((entry) => rulerInHouseSchema.parse(entry)), (entry) => String(entry.house), HOUSES.map(String), 'Chart ruler in houses');
const ELEMENTS = keyedOnce(ELEMENT_BALANCE.map((entry) => elementBalanceSchema.parse(entry)), (entry) => entry.element, ['fire', 'earth', 'air', 'water'], 'Element balance');
const MODES = keyedOnce(MODE_BALANCE.map((entry) => modeBalanceSchema.parse(entry)), (entry) => entry.mode, ['cardinal', 'fixed', 'mutable'], 'Mode balance');

export const NATAL_GLOSSARY = {
  planets: [...keyedOnce(GLOSSARY_PLANETS.map((entry) => glossaryPlanetSchema.parse(entry)), (entry) => entry.planet, NATAL_PLANETS, 'Glossary planets').values()],
  elements: [...keyedOnce(GLOSSARY_ELEMENTS.map((entry) => glossaryElementSchema.parse(entry)), (entry) => entry.element, ['fire', 'earth', 'air', 'water'], 'Glossary elements').values()],
  houses: [...keyedOnce(GLOSSARY_HOUSES.map((entry) => glossaryHouseSchema.parse(entry)), (entry) => String(entry.house), HOUSES.map(String), 'Glossary houses').values()],
  aspects: [...keyedOnce(GLOSSARY_ASPECTS.map((entry) => glossaryAspectSchema.parse(entry)), (entry) => entry.aspect, ['conjunction', 'sextile', 'square', 'trine', 'opposition'], 'Glossary aspects').values()],
};
export const NATAL_FRAMING = framingSchema.parse(FRAMING);

export const planetInSign = (planet: NatalPlanet, sign: SignSlug): string => IN_SIGNS.get(`${planet}-${sign}`)!.text;
export const planetInHouse = (planet: NatalPlanet, house: number): string => IN_HOUSES.get(`${planet}-${house}`)!.text;
/** The text of an aspect between two planets in either order; undefined for a kind the pair cannot make. */
export function aspectText(a: NatalPlanet, b: NatalPlanet, kind: AspectKind): string | undefined {
  const [first, second] = NATAL_PLANETS.indexOf(a) < NATAL_PLANETS.indexOf(b) ? [a, b] : [b, a];
  return ASPECTS.get(`${first}-${second}-${kind}`)?.text;
}
export const risingText = (sign: SignSlug): string => RISING.get(sign)!.text;
export const midheavenText = (sign: SignSlug): string => MIDHEAVEN.get(sign)!.text;
export const rulerInHouseText = (house: number): string => RULER.get(String(house))!.text;
export const elementBalance = (element: string) => ELEMENTS.get(element)!;
export const modeBalance = (mode: string) => MODES.get(mode)!;

/** Every text of the library, for the content tests. */
export const ALL_NATAL_TEXTS: readonly string[] = [
  ...[...IN_SIGNS.values()].map((entry) => entry.text),
  ...[...IN_HOUSES.values()].map((entry) => entry.text),
  ...[...ASPECTS.values()].map((entry) => entry.text),
  ...[...RISING.values()].map((entry) => entry.text),
  ...[...MIDHEAVEN.values()].map((entry) => entry.text),
  ...[...RULER.values()].map((entry) => entry.text),
  ...[...ELEMENTS.values()].flatMap((entry) => [entry.dominant, entry.lacking]),
  ...[...MODES.values()].map((entry) => entry.dominant),
  ...Object.values(NATAL_GLOSSARY).flatMap((entries) => entries.map((entry) => entry.text)),
  ...Object.values(NATAL_FRAMING.help),
  NATAL_FRAMING.aboutSampleChapter,
  ...Object.values(NATAL_FRAMING.chapters),
];
