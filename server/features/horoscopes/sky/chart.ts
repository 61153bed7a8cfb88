import { aspectsBetween, type Aspect } from './aspects';
import { bodyPositions, type BodyPosition } from './bodies';
import { houses as housesAt, type Houses, type HouseSystem } from './houses';

/** A chart of the sky for an instant and place: every body, the houses and the aspects. */
export interface Chart {
  /** The instant, ISO 8601 UTC. */
  utc: string;
  bodies: BodyPosition[];
  houses: Houses;
  aspects: Aspect[];
}

/** A natal (or any) chart: latitude north positive, longitude east positive, degrees. */
export function chart(input: { utc: Date; latitude: number; longitude: number; houses?: HouseSystem }): Chart {
  const bodies = bodyPositions(input.utc);
  return {
    utc: input.utc.toISOString(),
    bodies,
    houses: housesAt(input.utc, input.latitude, input.longitude, input.houses ?? 'placidus'),
    aspects: aspectsBetween(bodies),
  };
}
