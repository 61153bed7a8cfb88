import type { City } from '../../../shared/location/location.contract';
import { searchKey } from '../../../shared/location/location-values';

/**
 * Every city in memory, in columns sorted by search key, so a prefix query is two binary
 * searches plus a walk over the matching range keeping the most populous few, and the answer is
 * built without a database round trip. Loaded once from the location tables (about 200,000
 * rows, some 60 MB); no query ever scans a table.
 */
export interface IndexedCity {
  city_id: number;
  name: string;
  ascii_name: string;
  name_key: string;
  country_id: number;
  state_id: number | null;
  latitude: number;
  longitude: number;
  population: number;
  timezone: string;
}

export interface PlaceNames {
  states: Map<number, { name: string; code: string }>;
  countries: Map<number, { name: string; iso2: string; iso3: string }>;
}

export interface CityFilter {
  countryId?: number;
  stateId?: number;
}

/**
 * The part of a name before a district's qualifier: "Zürich (Kreis 11) / Seebach" -> "Zürich".
 * A name is a district when that part is itself a place in the same country (GeoNames lists city
 * quarters, PPLX, as places of their own, named after their city).
 */
const DISTRICT_NAME = /^(.+?)\s*[(/]/;

export class CityPrefixIndex {
  private readonly keys: string[];
  private readonly names: string[];
  /** Only where it differs from the name, to save memory. */
  private readonly asciiNames: (string | undefined)[];
  private readonly ids: Int32Array;
  private readonly countries: Int32Array;
  private readonly states: Int32Array;
  private readonly populations: Float64Array;
  private readonly latitudes: Float64Array;
  private readonly longitudes: Float64Array;
  private readonly zoneIndexes: Uint16Array;
  private readonly zones: string[];
  private readonly positions: Map<number, number>;
  /** Positions, most populous first: for "top cities" lists without a prefix. */
  private readonly byPopulation: Int32Array;
  /** For a district, the length of its city's key ("zurich": 6); 0 for every other place. */
  private readonly districtOf: Uint16Array;

  constructor(
    cities: IndexedCity[],
    private readonly places: PlaceNames,
  ) {
    const sorted = [...cities].sort((a, b) => (a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : a.city_id - b.city_id));
    this.keys = sorted.map((city) => city.name_key);
    this.names = sorted.map((city) => city.name);
    this.asciiNames = sorted.map((city) => (city.ascii_name === city.name ? undefined : city.ascii_name));
    this.ids = Int32Array.from(sorted, (city) => city.city_id);
    this.countries = Int32Array.from(sorted, (city) => city.country_id);
    this.states = Int32Array.from(sorted, (city) => city.state_id ?? 0);
    this.populations = Float64Array.from(sorted, (city) => city.population);
    this.latitudes = Float64Array.from(sorted, (city) => city.latitude);
    this.longitudes = Float64Array.from(sorted, (city) => city.longitude);
    this.zones = [...new Set(sorted.map((city) => city.timezone))];
    const zoneIndex = new Map(this.zones.map((zone, index) => [zone, index]));
    this.zoneIndexes = Uint16Array.from(sorted, (city) => zoneIndex.get(city.timezone)!);
    this.positions = new Map(sorted.map((city, position) => [city.city_id, position]));
    this.byPopulation = Int32Array.from(sorted.keys()).sort((a, b) => this.populations[b]! - this.populations[a]! || a - b);
    const known = new Set(sorted.map((city) => `${city.country_id}|${city.name_key}`));
    this.districtOf = Uint16Array.from(sorted, (city) => {
      const base = DISTRICT_NAME.exec(city.name)?.[1];
      if (!base) return 0;
      const baseKey = searchKey(base);
      return baseKey !== '' && baseKey !== city.name_key && known.has(`${city.country_id}|${baseKey}`) ? baseKey.length : 0;
    });
  }

  get size(): number {
    return this.ids.length;
  }

  /** First position whose key is >= `key`. */
  private lowerBound(key: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle]! < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private matches(position: number, filter: CityFilter): boolean {
    if (filter.countryId !== undefined && this.countries[position] !== filter.countryId) return false;
    if (filter.stateId !== undefined && this.states[position] !== filter.stateId) return false;
    return true;
  }

  /**
   * The most populous cities whose key starts with `prefix` (already a search key). A city's
   * districts ("Zürich (Kreis 11) / Seebach") are left out while the prefix is no longer than the
   * city's own name, so typing a city shows the city and its neighbours; they come when the
   * prefix goes on into the district's words ("zurich kreis") or `districts` asks for them (the
   * typed text had a parenthesis).
   */
  search(prefix: string, filter: CityFilter, limit: number, districts = false): City[] {
    const start = this.lowerBound(prefix);
    const end = this.lowerBound(`${prefix}\uffff`);
    const best: number[] = [];
    for (let position = start; position < end; position++) {
      if (!this.matches(position, filter)) continue;
      if (!districts && prefix.length <= this.districtOf[position]!) continue;
      const population = this.populations[position]!;
      if (best.length === limit && population <= this.populations[best[limit - 1]!]!) continue;
      let at = best.length;
      while (at > 0 && this.populations[best[at - 1]!]! < population) at--;
      best.splice(at, 0, position);
      if (best.length > limit) best.pop();
    }
    return best.map((position) => this.cityAt(position));
  }

  /** The most populous cities matching the filter, with no prefix (districts left out). */
  top(filter: CityFilter, limit: number): City[] {
    const found: City[] = [];
    for (const position of this.byPopulation) {
      // A city's districts are part of it, not places of their own in a list of the largest.
      if (this.districtOf[position]! > 0 || !this.matches(position, filter)) continue;
      found.push(this.cityAt(position));
      if (found.length === limit) break;
    }
    return found;
  }

  byId(cityId: number): City | undefined {
    const position = this.positions.get(cityId);
    return position === undefined ? undefined : this.cityAt(position);
  }

  private cityAt(position: number): City {
    const stateId = this.states[position]! || null;
    const state = stateId === null ? undefined : this.places.states.get(stateId);
    const countryId = this.countries[position]!;
    const country = this.places.countries.get(countryId);
    const name = this.names[position]!;
    const countryName = country?.name ?? '';
    return {
      city_id: this.ids[position]!,
      city: name,
      ascii_name: this.asciiNames[position] ?? name,
      state: state?.name ?? null,
      state_code: state?.code ?? null,
      state_id: state ? stateId : null,
      country: countryName,
      country_id: countryId,
      country_iso2: country?.iso2 ?? '',
      country_iso3: country?.iso3 ?? '',
      latitude: this.latitudes[position]!,
      longitude: this.longitudes[position]!,
      population: this.populations[position]!,
      timezone: this.zones[this.zoneIndexes[position]!]!,
      label: [name, state?.name, countryName].filter(Boolean).join(', '),
    };
  }
}
