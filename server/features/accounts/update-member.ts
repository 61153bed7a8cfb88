import type { Request } from 'express';
import type { Member, MemberUpdate } from '../../../shared/accounts/member-data';
import { UpdateMemberContract } from '../../../shared/platform-api/member.platform';
import type { SiteServices } from '../../http/request-context';
import { endOtherSessions } from '../../session/member-session';
import '../../session/session-data';

/**
 * The one way the site changes a member (settings form, `PATCH /api/member/member/{uuid}`, the
 * password change): the member service's update, then, with a new password, every other session
 * of the member ended, and the session's display name kept in step.
 */
export async function updateMember(services: Pick<SiteServices, 'platform' | 'sessions'>, req: Request, memberUuid: string, changes: MemberUpdate): Promise<Member> {
  const { member: updated } = await services.platform.call(UpdateMemberContract, { params: { member_uuid: memberUuid }, body: changes });
  if (changes.new_password !== undefined) await endOtherSessions(services.sessions, req, memberUuid);
  req.session.username = updated.display_name;
  return updated;
}
