import type { Contract, ContractInput, ContractResponse } from '../../shared/api/contract';
import { FindCityContract, type City } from '../../shared/api/location.contract';
import type { PlatformClient } from './platform-client';

/** The web tier's view of the location service: lookups passed through, and a typed place resolved to a city. */
export function createLocationUpstream(client: PlatformClient) {
  return {
    /** A public location lookup, as the browser asked for it (the /api location routes pass these through). */
    lookup: <C extends Contract>(contract: C, input: ContractInput<C>): Promise<ContractResponse<C>> => client.call(contract, input),
    /** The city a person typed (town, state or '-', country), or a 404 AppError when there is none. */
    findCity: (city: string, state: string, country: string): Promise<City> =>
      client.call(FindCityContract, { params: { city, state: state || '-', country } }),
  };
}
export type LocationUpstream = ReturnType<typeof createLocationUpstream>;
