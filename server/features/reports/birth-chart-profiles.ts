import { ListProfilesContract } from '../../../shared/platform-api/member.platform';
import type { BirthChartProfile } from '../../../shared/reports/islands';
import type { RequestContext } from '../../http/request-context';

/**
 * A member's saved profiles for the birth chart form's tabs (spec 3 §2, §4, §6): their own first,
 * then their friends, each with its birth details only. A visitor has none. The form works
 * without them, so a failed lookup leaves the plain form rather than failing the page.
 */
export async function birthChartProfiles({ platform, memberUuid, logger }: Pick<RequestContext, 'platform' | 'memberUuid' | 'logger'>): Promise<BirthChartProfile[]> {
  if (!memberUuid) return [];
  try {
    const { profiles } = await platform.call(ListProfilesContract, { params: { member_uuid: memberUuid } });
    const ordered = [...profiles.filter((profile) => profile.is_self), ...profiles.filter((profile) => !profile.is_self)];
    return ordered.map((profile) => ({
      profile_uuid: profile.profile_uuid,
      first_name: profile.first_name,
      last_name: profile.last_name,
      gender: profile.gender,
      birth_date: profile.birth_date,
      birth_time: profile.birth_time,
      birth_city: profile.birth_city,
      birth_state: profile.birth_state,
      birth_country: profile.birth_country,
      birth_city_id: profile.birth_city_id,
    }));
  } catch (error) {
    logger.warn({ err: error }, 'birth chart form: the member’s profiles could not be read');
    return [];
  }
}
