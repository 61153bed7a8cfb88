import type { LocationValue } from '../../../shared/accounts/member-data';
import { FindCityContract, GetCitiesInCountryContract, type City } from '../../../shared/location/location.contract';
import { searchKey, storedPlace } from '../../../shared/location/location-values';
import { PROFILE_MESSAGES } from '../../../shared/forms/messages';
import type { PlaceFields } from '../../../shared/location/place.form';
import { AppError } from '../../errors';
import type { PlatformClient } from '../../http/platform-client';
import { fieldError } from '../../http/action';

/** Every place in a country whose name is exactly this one (up to 50, the most populous first). */
async function citiesNamed(platform: PlatformClient, name: string, countryId: number): Promise<City[]> {
  const key = searchKey(name);
  const found = await platform.call(GetCitiesInCountryContract, { params: { country: String(countryId) }, query: { prefix: name, limit: 50 } });
  return found.filter((city) => searchKey(city.city) === key);
}

/**
 * A place from a form as it is stored: chosen from the autocomplete (it carries the city id) it
 * is kept as sent; typed into a plain form it is looked up and stored the same way (`storedPlace`:
 * the city's own spelling, the state's name or a US state's two-letter code, the country's name). `field` names the form field for errors.
 */
export async function resolvePlace(platform: PlatformClient, place: PlaceFields | undefined, field: string): Promise<LocationValue | undefined> {
  if (!place) return undefined;
  if (place.city_id) return { city: place.city, state: place.state, country: place.country, city_id: place.city_id };
  let city;
  try {
    // The town, its state ('-' for none) and country as typed; none found is a 404.
    city = await platform.call(FindCityContract, { params: { city: place.city, state: place.state || '-', country: place.country } });
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    throw fieldError(`${field}.city`, PROFILE_MESSAGES.city);
  }
  // With no state, a name several places share is not guessed: the person is asked which.
  if (!place.state) {
    const namesakes = await citiesNamed(platform, city.city, city.country_id);
    const states = [...new Set(namesakes.map((each) => each.state).filter((state): state is string => Boolean(state)))];
    if (states.length > 1) throw fieldError(`${field}.city`, PROFILE_MESSAGES.cityAmbiguous(city.city, city.country, states.slice(0, 8)));
  }
  return storedPlace(city);
}
