/** What the location feature offers the others: a typed place checked against the world's places. */
export { resolvePlace } from './resolve-place';
