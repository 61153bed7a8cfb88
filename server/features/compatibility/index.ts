/** What the compatibility feature offers the others: the addresses of a pair's page, a sign's matches and each slant's base. */
export { baseHref, pairHref, signMatchesHref } from './compatibility-links';
