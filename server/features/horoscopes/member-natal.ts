import { GetCityContract, LocalTimeContract } from '../../../shared/location/location.contract';
import { parseIsoDate } from '../../../shared/site/calendar';
import type { RequestContext } from '../../http/request-context';
import type { NatalData } from './personal';

/**
 * The logged-in member's own birth data for the personal horoscope: the "myself" profile's date,
 * and its time and place when known (the local time turned into UTC through the location
 * service; a time the clocks skipped or repeated takes the first choice). Null for a visitor or a
 * member without a birth date.
 */
export async function memberNatal({ upstream, memberUuid }: Pick<RequestContext, 'upstream' | 'memberUuid'>): Promise<NatalData | null> {
  if (!memberUuid) return null;
  const self = (await upstream.member.profiles(memberUuid)).find((profile) => profile.is_self);
  const birthDate = self?.birth_date ?? (await upstream.member.get(memberUuid)).birth_date;
  const date = parseIsoDate(birthDate ?? '');
  if (!date) return null;
  const noon = new Date(Date.UTC(date.year, date.month - 1, date.day, 12));
  const withoutPlace: NatalData = { utc: noon, timeKnown: false, ...(self?.birth_time ? { timeWithoutPlace: true } : {}) };
  if (!self?.birth_city_id) return withoutPlace;
  try {
    const city = await upstream.location.lookup(GetCityContract, { params: { id: self.birth_city_id } } as never);
    const place = { latitude: city.latitude, longitude: city.longitude, label: city.label };
    if (!self.birth_time) return { utc: noon, timeKnown: false, place };
    const local = await upstream.location.lookup(LocalTimeContract, { query: { city_id: self.birth_city_id, date: birthDate, time: self.birth_time.slice(0, 5) } } as never);
    const utc = local.utc ?? local.choices?.[0]?.utc;
    return utc ? { utc: new Date(utc), timeKnown: true, place } : { utc: noon, timeKnown: false, place };
  } catch {
    // Spec 2 §8: a failed location lookup is quiet; the reading goes on without the place.
    return withoutPlace;
  }
}
