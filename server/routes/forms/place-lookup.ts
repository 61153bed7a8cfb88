import { FindCityContract } from '../../../shared/api/location.contract';
import type { LocationValue } from '../../../shared/api/member.contract';
import { AppError } from '../../errors';
import type { PlatformClient } from '../../upstream/platform-client';

/** Spec 3 §5: what a place that cannot be found says. */
export const CITY_NOT_FOUND = 'A valid city is required';

export interface TypedPlace {
  city: string;
  state: string;
  country: string;
}

/**
 * A birth place typed into a plain form (town, state, country), resolved against the location
 * service into the stored form: the city's own spelling, a two-letter US state, an ISO-3 country
 * and the city id. Returns field errors when it cannot be found.
 */
export async function lookUpPlace(platform: PlatformClient, typed: TypedPlace): Promise<{ place?: LocationValue; errors: Record<string, string> }> {
  if (!typed.country) return { errors: { birth_country: 'This field is required' } };
  try {
    const city = await platform.call(FindCityContract, { params: { city: typed.city, state: typed.state || '-', country: typed.country } });
    return { place: { city: city.city, state: city.state_code ?? '', country: city.country_iso3, city_id: city.city_id }, errors: {} };
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return { errors: { birth_city: CITY_NOT_FOUND } };
  }
}
