import type { Orientation } from '../../shared/tarot/reading.contract';
import { CELTIC_CROSS_PLACES, CROSS_AND_STAFF_SPREADS, deckBackSrc, ORIENTATION_LABEL } from '../../shared/tarot/tarot-spread';

/**
 * The positions of the spread screen (client/tarot/tarot-spread.island.tsx), in order: each one
 * empty or holding a face-down card, turned as Orient drew it, with the card's place in the fan.
 * The Celtic Cross lays them out as the result page does (issue #23): the cross, with the second
 * position across the first, and the staff beside it.
 */
export function SpreadPositions({
  code,
  positions,
  picks,
  orientations,
  fan,
  deckSlug,
}: {
  code: string;
  positions: readonly { position: number; name: string }[];
  picks: readonly (number | null)[];
  orientations: readonly Orientation[];
  fan: readonly number[];
  deckSlug: string;
}) {
  const back = deckBackSrc(deckSlug);
  const cross = CROSS_AND_STAFF_SPREADS.has(code) && positions.length === 10;
  const slot = (place: { position: number; name: string }, index: number) => {
    const card = picks[index];
    const orientation = orientations[index]!;
    const empty = card === null || card === undefined;
    return (
      <li key={place.position} className={empty ? 'spread-slot' : 'spread-slot spread-slot-filled'} data-place={cross ? CELTIC_CROSS_PLACES[place.position] : undefined}>
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
  };
  if (cross) {
    return (
      <div className="spread-cc" role="group" aria-label="Positions">
        <ol className="spread-positions spread-cc-cross" aria-label="The cross">
          {positions.slice(0, 6).map(slot)}
        </ol>
        <ol className="spread-positions spread-cc-staff" start={7} aria-label="The staff, from the bottom up">
          {positions.slice(6).map((place, index) => slot(place, index + 6))}
        </ol>
      </div>
    );
  }
  return (
    <ol className={`spread-positions spread-positions-${positions.length}`} aria-label="Positions">
      {positions.map(slot)}
    </ol>
  );
}
