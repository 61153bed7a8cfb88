import { GetCityContract, LocalTimeContract } from '../../../shared/location/location.contract';
import { GetMemberContract, ListProfilesContract } from '../../../shared/platform-api/member.platform';
import { parseIsoDate } from '../../../shared/site/calendar';
import type { RequestContext } from '../../http/request-context';
import type { NatalData } from './personal';

/**
 * The logged-in member's own birth data for the personal horoscope: the "myself" profile's date,
 * and its time and place when known (the local time turned into UTC through the location
 * service; a time the clocks skipped or repeated takes the first choice). Null for a visitor or a
 * member without a birth date.
 */
export async function memberNatal({ platform, memberUuid }: Pick<RequestContext, 'platform' | 'memberUuid'>): Promise<NatalData | null> {
  if (!memberUuid) return null;
  const self = (await platform.call(ListProfilesContract, { params: { member_uuid: memberUuid } })).profiles.find((profile) => profile.is_self);
  const birthDate = self?.birth_date ?? (await platform.call(GetMemberContract, { params: { member_uuid: memberUuid } })).member.birth_date;
  const date = parseIsoDate(birthDate ?? '');
  if (!date) return null;
  const noon = new Date(Date.UTC(date.year, date.month - 1, date.day, 12));
  const withoutPlace: NatalData = { utc: noon, timeKnown: false, ...(self?.birth_time ? { timeWithoutPlace: true } : {}) };
  if (!self?.birth_city_id) return withoutPlace;
  try {
    const city = await platform.call(GetCityContract, { params: { id: self.birth_city_id } });
    const place = { latitude: city.latitude, longitude: city.longitude, label: city.label };
    if (!self.birth_time) return { utc: noon, timeKnown: false, place };
    const local = await platform.call(LocalTimeContract, { query: { city_id: self.birth_city_id, date: birthDate, time: self.birth_time.slice(0, 5) } });
    const utc = local.utc ?? local.choices?.[0]?.utc;
    return utc ? { utc: new Date(utc), timeKnown: true, place } : { utc: noon, timeKnown: false, place };
  } catch {
    // Spec 2 §8: a failed location lookup is quiet; the reading goes on without the place.
    return withoutPlace;
  }
}
