import { SIGN_SLUGS } from '../natal/types';
import { keyedOnce } from '../text-rules';
import { ELEMENT_PAIRS } from '../synastry/types';
import { DYNAMICS_TEXTS } from './dynamics';
import { LANGUAGES_TEXTS } from './languages';
import { POTENTIAL_TEXTS } from './potential';
import { pairElementsSchema, personPlacementSchema, RELATIONSHIP_PLANETS, RELATIONSHIP_REPORTS, relationshipFramingSchema, type RelationshipReport } from './types';

/** The relationship reports' writing (issue #26), checked when the server starts: each report's four planets in every sign, its pair texts and its framing. */
const ALL = [POTENTIAL_TEXTS, LANGUAGES_TEXTS, DYNAMICS_TEXTS];
const PLACEMENTS = keyedOnce(
  ALL.flatMap((texts) => texts.placements).map((entry) => personPlacementSchema.parse(entry)),
  (entry) => `${entry.report}-${entry.planet}-${entry.sign}`,
  RELATIONSHIP_REPORTS.flatMap((report) => RELATIONSHIP_PLANETS[report].flatMap((planet) => SIGN_SLUGS.map((sign) => `${report}-${planet}-${sign}`))),
  'Relationship placements',
);
const PAIRS = keyedOnce(ALL.flatMap((texts) => texts.pairs).map((entry) => pairElementsSchema.parse(entry)), (entry) => `${entry.report}-${entry.pair}`, RELATIONSHIP_REPORTS.flatMap((report) => ELEMENT_PAIRS.map((pair) => `${report}-${pair}`)), 'Relationship pairs');
const FRAMING = keyedOnce(ALL.map((texts) => relationshipFramingSchema.parse(texts.framing)), (entry) => entry.report, RELATIONSHIP_REPORTS, 'Relationship framing');

export const placementText = (report: RelationshipReport, planet: (typeof RELATIONSHIP_PLANETS)[RelationshipReport][number], sign: string): string => PLACEMENTS.get(`${report}-${planet}-${sign}`)!.text;
export const pairText = (report: RelationshipReport, pair: (typeof ELEMENT_PAIRS)[number]): string => PAIRS.get(`${report}-${pair}`)!.text;
export const relationshipFraming = (report: RelationshipReport) => FRAMING.get(report)!;

/** Every text of the library, for the content tests. */
export const ALL_RELATIONSHIP_TEXTS: readonly string[] = [...[...PLACEMENTS.values()].map((entry) => entry.text), ...[...PAIRS.values()].map((entry) => entry.text), ...[...FRAMING.values()].flatMap((entry) => [entry.intro, entry.closing])];
