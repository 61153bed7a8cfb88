import type { FieldErrors } from '../forms/form-schema';

/** A place as a form holds it (spec 1 §3 birth_location), with the label shown in the box. */
export interface PlaceFieldsValue {
  city: string;
  state: string;
  country: string;
  city_id?: number | undefined;
}

/** The props of the location feature's islands (client/location/*.island.tsx), merged into `IslandProps` (shared/islands.ts). */
declare module '../islands' {
  interface IslandProps {
    'place-fields': { name: string; legend: string; hint?: string; value: PlaceFieldsValue; errors: FieldErrors; optional?: boolean };
  }
}
