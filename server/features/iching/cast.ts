import { randomInt } from 'node:crypto';
import { coinsValue, type CastValue } from '../../../shared/iching/hexagrams';

/**
 * A cast by the three-coin method (issue #24): three fair coins per line, heads 3 and tails 2,
 * from the operating system's cryptographic randomness, six times from the bottom line up. The
 * sums give 6, 7, 8 and 9 with chances 1/8, 3/8, 3/8 and 1/8.
 */
const coin = (): boolean => randomInt(2) === 1;

export function castLines(): CastValue[] {
  return Array.from({ length: 6 }, () => coinsValue([coin(), coin(), coin()]));
}
