/**
 * What the profiles feature offers other islands: the friend profile form and the delete
 * confirmation of the profile modal (spec 3 §6, §8), as the profiles manager uses them.
 */
export { FriendForm } from './friend-form';
export { DeleteConfirm } from './delete-friend';
