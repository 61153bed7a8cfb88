/** What the profiles feature offers the others: the profile actions, which the account API serves too. */
export { addProfileAction, deleteProfileAction, editProfileAction } from './profile.action';
