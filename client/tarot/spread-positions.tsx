import type { Orientation } from '../../shared/tarot/reading.contract';
import { deckBackSrc, ORIENTATION_LABEL } from '../../shared/tarot/tarot-spread';

/**
 * The positions of the spread screen (client/tarot/tarot-spread.island.tsx), in order: each one
 * empty or holding a face-down card, turned as Orient drew it, with the card's place in the fan.
 */
export function SpreadPositions({
  positions,
  picks,
  orientations,
  fan,
  deckSlug,
}: {
  positions: readonly { position: number; name: string }[];
  picks: readonly (number | null)[];
  orientations: readonly Orientation[];
  fan: readonly number[];
  deckSlug: string;
}) {
  const back = deckBackSrc(deckSlug);
  return (
    <ol className={`spread-positions spread-positions-${positions.length}`} aria-label="Positions">
      {positions.map((place, index) => {
        const card = picks[index];
        const orientation = orientations[index]!;
        const empty = card === null || card === undefined;
        return (
          <li key={place.position} className={empty ? 'spread-slot' : 'spread-slot spread-slot-filled'}>
            <span className={`spread-slot-card spread-turn-${orientation}`} aria-hidden="true">
              {!empty && <img className="spread-back" src={back} alt="" width={300} height={520} />}
            </span>
            <span className="spread-slot-text">
              <span className="spread-slot-name">
                {place.position}. {place.name}
              </span>
              <span className="spread-slot-state">
                {empty ? 'empty' : `card ${fan.indexOf(card) + 1}`}, {ORIENTATION_LABEL[orientation]}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
