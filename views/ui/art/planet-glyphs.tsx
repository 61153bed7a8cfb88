import type { ArtProps } from './art-props';
import { ring } from './art-kit';
import { ArtSvg } from './svg-frame';

export const PLANET_IDS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'mean-node', 'true-node'] as const;
export type PlanetId = (typeof PLANET_IDS)[number];

const cross = 'M16 20v9M11.5 25h9';
const NODE = `M9.5 21C5.5 18.5 4 15.5 4 12.5a12 12 0 0 1 24 0c0 3-1.5 6-5.5 8.5${ring(9, 24, 3)}${ring(23, 24, 3)}`;

/** The glyph of each planet and of the lunar node as stroke path data on a 32 x 32 grid (also used by the heroes). */
export const PLANET_GLYPH_PATHS: Record<PlanetId, string> = {
  sun: `${ring(16, 16, 11.5)}${ring(16, 16, 1)}`,
  moon: 'M21 4.5a12 12 0 1 0 0 23a9.5 12 0 0 1 0-23Z',
  mercury: `${ring(16, 14, 6)}M10 3c1 3.5 3 5 6 5s5-1.5 6-5${cross}`,
  venus: `${ring(16, 11.5, 7.5)}M16 19v10M11.5 24.5h9`,
  mars: `${ring(13, 19, 8)}M18.7 13.3L27 5M19 5h8v8`,
  jupiter: 'M6 8c0-3.5 3-5 5.5-4.5C15 4 16 8.5 13 12l-7 9h21M22 4v25',
  saturn: 'M11 3v20M6 8h10M11 17c2-4 9-4.5 10.5-.5S18 23 18 26s3 3 5 1',
  uranus: `M8 4v14M24 4v14M8 11h16M16 4v17.5${ring(16, 25, 3.5)}`,
  neptune: 'M6 6c0 8 3 11 10 11s10-3 10-11M16 4v25M11.5 24h9M4 8l2-3 2 3M24 8l2-3 2 3M14 7l2-3 2 3',
  pluto: `${ring(16, 9.5, 4)}M8 6c0 6 3.5 10 8 10s8-4 8-10${cross}`,
  'mean-node': NODE,
  'true-node': NODE,
};

/** The glyph of a planet (or lunar node: the north node for both the mean and the true node), in currentColor. */
export function PlanetGlyph({ planet, className, title }: ArtProps & { planet: PlanetId }) {
  return (
    <ArtSvg viewBox="0 0 32 32" base="planet-glyph" line={2.25} className={className} title={title} data-planet={planet}>
      <path d={PLANET_GLYPH_PATHS[planet]} />
    </ArtSvg>
  );
}
