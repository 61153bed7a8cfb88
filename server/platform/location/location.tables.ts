/** The location service's tables: GeoNames places and ISO countries. */
export interface LocationTables {
  loc_countries: LocCountriesTable;
  loc_states: LocStatesTable;
  loc_cities: LocCitiesTable;
  loc_meta: LocMetaTable;
}

export interface LocCountriesTable {
  country_id: number;
  iso2: string;
  iso3: string;
  iso_numeric: number;
  name: string;
  name_key: string;
}

export interface LocStatesTable {
  state_id: number;
  country_id: number;
  /** GeoNames admin1 code within the country ("NY", "07", "ENG"). */
  admin1_code: string;
  /** What people call the state's code: the postal code for US states, else the admin1 code. */
  code: string;
  name: string;
  name_key: string;
}

export interface LocCitiesTable {
  /** GeoNames id. */
  city_id: number;
  name: string;
  ascii_name: string;
  name_key: string;
  state_id: number | null;
  country_id: number;
  latitude: number;
  longitude: number;
  population: number;
  timezone: string;
}

export interface LocMetaTable {
  key: string;
  value: string;
}

declare module '../platform-tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the service's tables join the whole platform's
  interface PlatformTables extends LocationTables {}
}
