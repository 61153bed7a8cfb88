import { HOUSES } from '../natal/types';
import { keyedOnce } from '../text-rules';
import { JUPITER_HOUSES } from './jupiter-houses';
import { FORECAST_FRAMING_TEXT, SUN_MONTHS } from './months';
import { NEPTUNE_PLUTO_HOUSES } from './neptune-pluto-houses';
import { SATURN_URANUS_HOUSES } from './saturn-uranus-houses';
import { FORECAST_PLANETS, forecastFramingSchema, houseTransitSchema, sunMonthSchema, type ForecastPlanet, type HouseTransit, type SunMonth } from './types';

/** The forecasts' writing (issue #26), checked when the server starts: every slow planet in every house, the Sun in every house, and the framing. */
const HOUSE_TRANSITS = keyedOnce(
  [...JUPITER_HOUSES, ...SATURN_URANUS_HOUSES, ...NEPTUNE_PLUTO_HOUSES].map((entry) => houseTransitSchema.parse(entry)),
  (entry) => `${entry.planet}-${entry.house}`,
  FORECAST_PLANETS.flatMap((planet) => HOUSES.map((house) => `${planet}-${house}`)),
  'Forecast houses',
);
const MONTHS = keyedOnce(SUN_MONTHS.map((entry) => sunMonthSchema.parse(entry)), (entry) => String(entry.house), HOUSES.map(String), 'Forecast months');

export const FORECAST_FRAMING = forecastFramingSchema.parse(FORECAST_FRAMING_TEXT);
export const houseTransitText = (planet: ForecastPlanet, house: number): HouseTransit => HOUSE_TRANSITS.get(`${planet}-${house}`)!;
export const sunMonthText = (house: number): SunMonth => MONTHS.get(String(house))!;

/** Every text of the library, for the content tests. */
export const ALL_FORECAST_TEXTS: readonly string[] = [...[...HOUSE_TRANSITS.values()].flatMap((entry) => [entry.text, entry.love]), ...[...MONTHS.values()].flatMap((entry) => [entry.text, entry.love]), ...Object.values(FORECAST_FRAMING)];
