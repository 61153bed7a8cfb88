import { GetMemberContract } from '../../../shared/platform-api/member.platform';
import { parseIsoDate } from '../../../shared/site/calendar';
import type { RequestContext } from '../../http/request-context';

/** The logged-in member's birth date (YYYY-MM-DD), or undefined for a visitor or a member without one. */
export async function memberBirthDate(context: Pick<RequestContext, 'memberUuid' | 'platform'>): Promise<string | undefined> {
  if (!context.memberUuid) return undefined;
  const { member } = await context.platform.call(GetMemberContract, { params: { member_uuid: context.memberUuid } });
  return member.birth_date && parseIsoDate(member.birth_date) ? member.birth_date : undefined;
}
