import { z } from 'zod';
import { defineContract } from '../api/contract';
import { fitsIdRange, ID_TOO_LARGE, idNumber } from '../api/ids';

/** Prefix searches: at least 2 characters (after trimming), at most 60. */
export const PREFIX_MIN = 2;
export const PREFIX_MAX = 60;
export const DEFAULT_LIMIT = 10;

const prefix = z
  .string()
  .trim()
  .min(PREFIX_MIN, `Type at least ${PREFIX_MIN} characters to search.`)
  .max(PREFIX_MAX, `Searches are limited to ${PREFIX_MAX} characters.`);

const limit = (max: number) => z.coerce.number().int().min(1).max(max).default(DEFAULT_LIMIT);

/** A country by id (4186..5181), ISO numeric code, ISO alpha-2 or alpha-3 code, or English name. */
const countryRef = z.string().trim().min(2, 'Give a country id, code or name.').max(60, 'That country is too long to be a name.').refine(fitsIdRange, ID_TOO_LARGE);
/** A state by id, code (e.g. NY) or name. */
const stateRef = z.string().trim().min(1, 'Give a state id, code or name.').max(100, 'That state is too long to be a name.').refine(fitsIdRange, ID_TOO_LARGE);
const id = idNumber();

export const CountrySchema = z.object({
  country_id: z.number().int(),
  name: z.string(),
  iso2: z.string().length(2),
  iso3: z.string().length(3),
  iso_numeric: z.number().int(),
  has_states: z.boolean(),
});
export type Country = z.infer<typeof CountrySchema>;

export const StateSchema = z.object({
  state_id: z.number().int(),
  name: z.string(),
  state_code: z.string(),
  country_id: z.number().int(),
  country: z.string(),
});
export type State = z.infer<typeof StateSchema>;

export const CitySchema = z.object({
  city_id: z.number().int(),
  city: z.string(),
  ascii_name: z.string(),
  state: z.string().nullable(),
  state_code: z.string().nullable(),
  state_id: z.number().int().nullable(),
  country: z.string(),
  country_id: z.number().int(),
  country_iso2: z.string(),
  country_iso3: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number().int(),
  timezone: z.string(),
  /** "Springfield, Illinois, United States": enough to tell places apart. */
  label: z.string(),
});
export type City = z.infer<typeof CitySchema>;

const countryParams = z.object({ country: countryRef });
const stateParams = z.object({ country: countryRef, state: stateRef });
const stateQuery = z.object({ prefix: prefix.optional(), limit: limit(300) });
const cityQuery = z.object({ prefix: prefix.optional(), limit: limit(50) });
const cities = z.array(CitySchema);
/** A city by its name, its state's and its country's. */
const cityByName = z.object({
  city: z.string().trim().min(1).max(200),
  // '-' (or nothing) for a place without a state.
  state: z
    .string()
    .trim()
    .max(100)
    .refine(fitsIdRange, ID_TOO_LARGE)
    .transform((value) => value || '-'),
  country: countryRef,
});

export const GetCountriesContract = defineContract('location.countries', 'GET /location/countries', { response: z.array(CountrySchema) });
export const GetCountryContract = defineContract('location.country', 'GET /location/country/:country', { params: countryParams, response: CountrySchema });
export const GetStatesContract = defineContract('location.states', 'GET /location/states/:country',
  { params: countryParams, query: stateQuery, response: z.array(StateSchema) });
export const GetCitiesInCountryContract = defineContract('location.cities_in_country', 'GET /location/cities/:country',
  { params: countryParams, query: cityQuery, response: cities });
export const GetCitiesInStateContract = defineContract('location.cities_in_state', 'GET /location/cities/:country/:state',
  { params: stateParams, query: cityQuery, response: cities });
export const SearchCitiesContract = defineContract('location.cities', 'GET /location/cities', { query: z.object({ prefix, limit: limit(50) }), response: cities });
export const GetCityContract = defineContract('location.city', 'GET /location/city/:id', { params: z.object({ id }), response: CitySchema });
export const FindCityContract = defineContract('location.city_by_name', 'GET /location/city/:city/:state/:country', { params: cityByName, response: CitySchema });

const UtcChoiceSchema = z.object({ utc: z.string(), offset_seconds: z.number().int() });

export const LocalTimeQuerySchema = z.object({
  city_id: id,
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD.')
    .refine((value) => {
      const [year, month, day] = value.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(2000, month - 1, day));
      date.setUTCFullYear(year);
      return year >= 1000 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    }, 'That date does not exist.'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Use the 24-hour form HH:mm.'),
});

export const LocalTimeResponseSchema = z.object({
  utc: z.string().nullable(),
  offset_seconds: z.number().int().nullable(),
  status: z.enum(['ok', 'ambiguous', 'nonexistent']),
  choices: z.array(UtcChoiceSchema).optional(),
  timezone: z.string(),
  tz_version: z.string(),
});
export type LocalTimeResponse = z.infer<typeof LocalTimeResponseSchema>;

/** `GET {host}/location/time?city_id=&date=YYYY-MM-DD&time=HH:mm`: a local birth time as UTC. */
export const LocalTimeContract = defineContract('location.time', 'GET /location/time', { query: LocalTimeQuerySchema, response: LocalTimeResponseSchema });

/** Every location call, in the order routes must be registered (fixed paths before parameters). */
export const LOCATION_CONTRACTS = [
  GetCountriesContract,
  GetCountryContract,
  GetStatesContract,
  SearchCitiesContract,
  LocalTimeContract,
  GetCitiesInCountryContract,
  GetCitiesInStateContract,
  GetCityContract,
  FindCityContract,
] as const;
