import type { IslandProps } from '../../shared/islands';
import { useUserStatus } from '../lib/user-events';
import { defineIsland } from '../runtime/define-island';
import MemberSubscribeBox from './member-subscribe-box';

/**
 * The newsletter block for members (spec 1 §2): the subscribe box, rendered on the server from
 * the member's lists (without JavaScript its form posts to /member/newsletter). A logout in place
 * takes it away.
 */
function SubscribeBoxIsland({ status: initial, lists }: IslandProps['subscribe-box']) {
  const status = useUserStatus(initial);
  return status.logged_in ? <MemberSubscribeBox initialLists={lists} /> : null;
}

export default defineIsland('subscribe-box', SubscribeBoxIsland);
