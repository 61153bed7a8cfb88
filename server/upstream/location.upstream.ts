import type { Contract, ContractInput, ContractResponse } from '../../shared/api/contract';
import { FindCityContract, GetCitiesInCountryContract, type City } from '../../shared/location/location.contract';
import { searchKey } from '../../shared/location/location-values';
import type { PlatformClient } from './platform-client';

/** The web tier's view of the location service: lookups passed through, and a typed place resolved to a city. */
export function createLocationUpstream(client: PlatformClient) {
  return {
    /** A public location lookup, as the browser asked for it (the /api location routes pass these through). */
    lookup: <C extends Contract>(contract: C, input: ContractInput<C>): Promise<ContractResponse<C>> => client.call(contract, input),
    /** The city a person typed (town, state or '-', country), or a 404 AppError when there is none. */
    findCity: (city: string, state: string, country: string): Promise<City> =>
      client.call(FindCityContract, { params: { city, state: state || '-', country } }),
    /** Every place in a country whose name is exactly this one (up to 50, the most populous first). */
    async citiesNamed(name: string, countryId: number): Promise<City[]> {
      const key = searchKey(name);
      const found = await client.call(GetCitiesInCountryContract, { params: { country: String(countryId) }, query: { prefix: name, limit: 50 } });
      return found.filter((city) => searchKey(city.city) === key);
    },
  };
}
export type LocationUpstream = ReturnType<typeof createLocationUpstream>;
