import { coinsOf, isChanging, type CastValue } from '../../shared/iching/hexagrams';

/** What each cast value is, in words. */
const LINE_NAMES: Record<CastValue, string> = { 6: 'old yin, a broken line that changes', 7: 'young yang, a solid line', 8: 'young yin, a broken line', 9: 'old yang, a solid line that changes' };
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/** One coin, drawn as the old Chinese cash coin with its square hole: filled for heads (3), open for tails (2). */
function Coin({ heads }: { heads: boolean }) {
  return (
    <svg viewBox="0 0 40 40" className={heads ? 'iching-coin iching-coin-heads' : 'iching-coin'} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="17" />
      <rect x="15" y="15" width="10" height="10" rx="1" />
    </svg>
  );
}

/**
 * The throws of a cast, the last at the top as the lines stack (the cast page and the free
 * reading's island): the three coins of each and, in words, what they make.
 */
export function CastThrows({ values }: { values: readonly CastValue[] }) {
  return (
    <ol className="iching-throws" aria-label="The throws, the first at the bottom" reversed>
      {values
        .map((value, index) => ({ value, index }))
        .reverse()
        .map(({ value, index }) => {
          const coins = coinsOf(value);
          const heads = coins.filter(Boolean).length;
          return (
            <li key={index} className={isChanging(value) ? 'iching-throw iching-throw-changing' : 'iching-throw'}>
              <span className="iching-throw-coins">
                {coins.map((heads, coin) => (
                  <Coin key={coin} heads={heads} />
                ))}
              </span>
              <span className="iching-throw-text">{`The ${ORDINALS[index]} throw: ${heads} ${heads === 1 ? 'head' : 'heads'}, ${value}, ${LINE_NAMES[value]}.`}</span>
            </li>
          );
        })}
    </ol>
  );
}
