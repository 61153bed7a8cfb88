/** What the accounts feature offers other islands: running a member-only request after signing up or logging in. */
export { submitAsMember } from './signup-request';
