import { Router, type RequestHandler } from 'express';
import { GetCityContract, LocalTimeContract, type City } from '../../../shared/location/location.contract';
import { CHART_HOUSE_SYSTEMS, GetChartContract, type ChartResponse } from '../../../shared/horoscopes/sky.contract';
import { AppError } from '../../errors';
import { mountContract } from '../../http/mount-contract';
import type { SiteServices } from '../../http/request-context';
import { chart } from './sky/chart';
import { HOUSE_SYSTEMS, type HouseSystem } from './sky/houses';

// The contract's list of house systems and the engine's must be the same list.
const contractSystems: readonly HouseSystem[] = CHART_HOUSE_SYSTEMS;
const engineSystems: readonly (typeof CHART_HOUSE_SYSTEMS)[number][] = HOUSE_SYSTEMS;
void contractSystems;
void engineSystems;

/** A chart depends only on its query (and, by city, on the time zone data of the release). */
const publicForADay: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'public, max-age=86400');
  next();
};

const UNKNOWN_CITY = 'No city has that id.';

/** The city of a chart asked for by place: an unknown id is the caller's mistake (400). */
async function cityOf(services: SiteServices, id: number): Promise<City> {
  try {
    return await services.platform.call(GetCityContract, { params: { id } });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw new AppError('validation_failed', UNKNOWN_CITY, { city_id: [UNKNOWN_CITY] });
    throw error;
  }
}

/**
 * `GET /api/sky/chart`: the sky for an instant and place, computed here (no platform call) from
 * `utc`, `lat` and `lon`; or for a local date and time at a city, converted to UTC by the
 * location service. A local time the clocks skipped or showed twice answers 200 with
 * `status: 'nonexistent' | 'ambiguous'` and the instants it may mean, instead of a chart.
 */
export default function skyApi(services: SiteServices): Router {
  const router = Router();
  mountContract(
    router,
    GetChartContract,
    async ({ query }): Promise<ChartResponse> => {
      if (query.utc !== undefined) {
        const utc = new Date(query.utc);
        const latitude = query.lat!;
        const longitude = query.lon!;
        return { status: 'ok', latitude, longitude, ...chart({ utc, latitude, longitude, houses: query.houses }) };
      }
      const city = await cityOf(services, query.city_id!);
      const local = await services.platform.call(LocalTimeContract, { query: { city_id: query.city_id!, date: query.date!, time: query.time! } });
      const place = { city_id: city.city_id, label: city.label, latitude: city.latitude, longitude: city.longitude, timezone: city.timezone };
      if (local.status !== 'ok' || local.utc === null || local.offset_seconds === null) {
        const message =
          local.status === 'nonexistent'
            ? `The clocks in ${city.label} skipped ${query.time} on ${query.date}: choose one of the instants it may mean.`
            : `The clocks in ${city.label} showed ${query.time} twice on ${query.date}: choose which of the two instants.`;
        return { status: local.status === 'ok' ? 'ambiguous' : local.status, message, choices: local.choices ?? [], place };
      }
      const utc = new Date(local.utc);
      return {
        status: 'ok',
        latitude: city.latitude,
        longitude: city.longitude,
        place: { ...place, offset_seconds: local.offset_seconds },
        ...chart({ utc, latitude: city.latitude, longitude: city.longitude, houses: query.houses }),
      };
    },
    publicForADay,
  );
  return router;
}
