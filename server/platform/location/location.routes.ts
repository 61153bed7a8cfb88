import { Router } from 'express';
import * as location from '../../../shared/location/location.contract';
import { mountContract } from '../../http/mount-contract';
import type { LocationService } from './location.service';

export function locationRoutes(service: LocationService): Router {
  const router = Router();
  mountContract(router, location.GetCountriesContract, () => service.listCountries());
  mountContract(router, location.GetCountryContract, ({ params }) => service.getCountry(params.country));
  mountContract(router, location.GetStatesContract, ({ params, query }) => service.listStates(params.country, query.prefix, query.limit));
  mountContract(router, location.SearchCitiesContract, ({ query }) => service.searchCities(query.prefix, query.limit));
  mountContract(router, location.LocalTimeContract, ({ query }) => service.localTime(query.city_id, query.date, query.time));
  mountContract(router, location.GetCitiesInCountryContract, ({ params, query }) =>
    service.citiesIn(params.country, undefined, query.prefix, query.limit),
  );
  mountContract(router, location.GetCitiesInStateContract, ({ params, query }) =>
    service.citiesIn(params.country, params.state, query.prefix, query.limit),
  );
  mountContract(router, location.GetCityContract, ({ params }) => service.getCity(params.id));
  mountContract(router, location.FindCityContract, ({ params }) => service.findCity(params.city, params.state, params.country));
  return router;
}
