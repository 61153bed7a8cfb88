import { GetCityContract, LocalTimeContract, type City } from '../../../shared/location/location.contract';
import type { ChartQuery } from '../../../shared/reports/birth-chart.form';
import type { NatalInputs } from '../../../shared/reports/report-products';
import { NATAL_PLANET_IDS, type NatalAspect, type NatalChart, type NatalHouse, type NatalPlanetId, type NatalPoint } from '../../../shared/reports/natal';
import { AppError } from '../../errors';
import type { PlatformClient } from '../../http/platform-client';
import { bodyPosition, chart as skyChart, signOf } from '../horoscopes';

/**
 * A birth chart from birth details (issue #25): the local birth time at the birth place becomes
 * UTC through the location service (the full IANA history), and the sky engine casts the chart.
 * A local time the clocks skipped or showed twice is not guessed: the answer is `unclear`, with
 * the instants it may mean, until one is chosen (`utc`). Without a birth time the chart is cast
 * for local noon and says so: no houses, no Ascendant or Midheaven, and the Moon's range over the day.
 */

export type NatalOutcome =
  | { status: 'ok'; chart: NatalChart }
  | { status: 'unclear'; kind: 'ambiguous' | 'nonexistent'; message: string; choices: { utc: string; offsetSeconds: number }[]; place: { label: string } };

const UNKNOWN_CITY = 'No city has that id.';
const DAY_MS = 24 * 60 * 60 * 1000;
const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

async function cityOf(platform: PlatformClient, id: number): Promise<City> {
  try {
    return await platform.call(GetCityContract, { params: { id } });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw new AppError('validation_failed', UNKNOWN_CITY, { city_id: [UNKNOWN_CITY] });
    throw error;
  }
}

/** The house (1-12) a longitude falls in, between one cusp and the next. */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  for (let index = 0; index < 12; index++) {
    const start = cusps[index]!;
    const span = normalize(cusps[(index + 1) % 12]! - start);
    if (normalize(longitude - start) < span) return index + 1;
  }
  return 1;
}

/** The chart of an instant and place, as the pages show it. */
export function castChart(input: { utc: Date; offsetSeconds: number; timeKnown: boolean; houses: ChartQuery['houses']; name: string; gender: 'female' | 'male'; birthDate: string; birthTime: string | null; place: NatalChart['place'] }): NatalChart {
  const sky = skyChart({ utc: input.utc, latitude: input.place.latitude, longitude: input.place.longitude, houses: input.houses });
  const cusps = sky.houses.cusps;
  const planets = sky.bodies.filter((body) => (NATAL_PLANET_IDS as readonly string[]).includes(body.id) || body.id === 'true-node');
  const points: NatalPoint[] = planets.map((body) => ({
    id: body.id === 'true-node' ? 'north-node' : (body.id as NatalPlanetId),
    longitude: body.longitude,
    sign: body.sign,
    degree: body.degree,
    retrograde: body.retrograde,
    ...(input.timeKnown ? { house: houseOf(body.longitude, cusps) } : {}),
  }));
  let houses: NatalHouse[] | null = null;
  if (input.timeKnown) {
    points.push({ id: 'ascendant', longitude: sky.houses.ascendant, ...signOf(sky.houses.ascendant), house: 1, retrograde: false });
    points.push({ id: 'midheaven', longitude: sky.houses.mc, ...signOf(sky.houses.mc), house: houseOf(sky.houses.mc, cusps), retrograde: false });
    houses = cusps.map((cusp, index) => ({ house: index + 1, cusp, ...signOf(cusp) }));
  }
  const aspects: NatalAspect[] = sky.aspects
    .filter((aspect) => (NATAL_PLANET_IDS as readonly string[]).includes(aspect.a) && (NATAL_PLANET_IDS as readonly string[]).includes(aspect.b))
    // Without a birth time the Moon moves up to 15° over the day: its aspects are left out, not guessed.
    .filter((aspect) => input.timeKnown || (aspect.a !== 'moon' && aspect.b !== 'moon'))
    .map((aspect) => ({ a: aspect.a as NatalPlanetId, b: aspect.b as NatalPlanetId, type: aspect.type, orb: aspect.orb, applying: aspect.applying }));
  const chart: NatalChart = {
    name: input.name,
    gender: input.gender,
    birthDate: input.birthDate,
    birthTime: input.birthTime,
    place: input.place,
    utc: sky.utc,
    offsetSeconds: input.offsetSeconds,
    houseSystem: input.houses,
    ...(input.timeKnown && sky.houses.fallback ? { fallback: sky.houses.fallback } : {}),
    points,
    houses,
    aspects,
  };
  if (!input.timeKnown) {
    // Local midnight to the last minute of the day, from local noon.
    const first = bodyPosition('moon', new Date(input.utc.getTime() - DAY_MS / 2));
    const last = bodyPosition('moon', new Date(input.utc.getTime() + DAY_MS / 2 - 60_000));
    chart.moonDay = { from: first.sign, to: last.sign, fromDegree: first.degree, toDegree: last.degree };
  }
  return chart;
}

/** Birth details (the chart's address) to a chart, asking the location service for the place and UTC. */
export async function natalChart(platform: PlatformClient, query: ChartQuery): Promise<NatalOutcome> {
  const city = await cityOf(platform, query.city_id);
  const place = { cityId: city.city_id, label: city.label, latitude: city.latitude, longitude: city.longitude, timezone: city.timezone };
  const timeKnown = query.time !== 'unknown';
  const local = await platform.call(LocalTimeContract, { query: { city_id: city.city_id, date: query.date, time: timeKnown ? query.time : '12:00' } });
  const base = { houses: query.houses, name: query.name, gender: query.gender, birthDate: query.date, birthTime: timeKnown ? query.time : null, place, timeKnown };
  if (local.status === 'ok' && local.utc !== null && local.offset_seconds !== null) {
    return { status: 'ok', chart: castChart({ ...base, utc: new Date(local.utc), offsetSeconds: local.offset_seconds }) };
  }
  const choices = (local.choices ?? []).map((choice) => ({ utc: choice.utc, offsetSeconds: choice.offset_seconds }));
  const picked = query.utc ? choices.find((choice) => Date.parse(choice.utc) === Date.parse(query.utc!)) : undefined;
  // Noon is never skipped for long; should it be, the first instant it may mean is as good as any.
  const chosen = picked ?? (timeKnown ? undefined : choices[0]);
  if (chosen) return { status: 'ok', chart: castChart({ ...base, utc: new Date(chosen.utc), offsetSeconds: chosen.offsetSeconds }) };
  const kind = local.status === 'nonexistent' ? 'nonexistent' : 'ambiguous';
  const message =
    kind === 'nonexistent'
      ? `The clocks in ${city.label} skipped from one hour to the next around ${query.time} on that day, so ${query.time} never happened there. Which instant was meant?`
      : `The clocks in ${city.label} were turned back that night, so ${query.time} happened twice. Which of the two was the birth?`;
  return { status: 'unclear', kind, message, choices, place: { label: city.label } };
}

/**
 * The chart of a stored report's birth details. They were checked when submitted; should the
 * clocks have been unclear at that time with no instant chosen, the earlier instant is read.
 * Null when the place or time can no longer be read (the report's Whoops screen).
 */
export async function chartOfInputs(platform: PlatformClient, inputs: NatalInputs): Promise<NatalChart | null> {
  const query = { name: inputs.name, gender: inputs.gender, date: inputs.birth_date, time: inputs.birth_time ?? 'unknown', city_id: inputs.city_id, houses: inputs.houses } as const;
  try {
    const outcome = await natalChart(platform, { ...query, ...(inputs.utc_choice ? { utc: inputs.utc_choice } : {}) });
    if (outcome.status === 'ok') return outcome.chart;
    const retry = outcome.choices[0] ? await natalChart(platform, { ...query, utc: outcome.choices[0].utc }) : outcome;
    return retry.status === 'ok' ? retry.chart : null;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return null;
    throw error;
  }
}
