import type { ArtProps } from './art-props';

export const PLANET_IDS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'mean-node', 'true-node'] as const;
export type PlanetId = (typeof PLANET_IDS)[number];

/** STUB: the glyph of a planet (or lunar node), in currentColor. */
export function PlanetGlyph({ planet, className, title }: ArtProps & { planet: PlanetId }) {
  return (
    <svg className={className} viewBox="0 0 32 32" data-planet={planet} {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: false })}>
      <circle cx="16" cy="16" r="8" fill="currentColor" />
    </svg>
  );
}
