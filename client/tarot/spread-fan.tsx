import type { CSSProperties, KeyboardEvent, RefObject } from 'react';
import { deckBackSrc, fanPlace, FAN_ROW_LENGTHS } from '../../shared/tarot/tarot-spread';

/**
 * The deck face down, fanned (the spread screen's cards, client/tarot/tarot-spread.island.tsx):
 * rows of overlapping backs, each row an arc, 13 cards to a row on a phone and 26 on a wide
 * screen (client/styles/tarot-reading.css lays them out by the fan's width). Every card is a
 * button named by its place ("Card 12 of 78, face down") with `aria-pressed`; the fan is one tab
 * stop whose arrow keys move along it (`onKeyDown`). A chosen card rises and carries the number
 * of its position, which is shown beside the button so the card's name stays its own.
 *
 * Each card's place is given as custom properties, set in the browser through the CSSOM (the fan
 * is never in the server's HTML, so no style attribute meets the page's style-src policy).
 */

interface Props {
  fan: readonly number[];
  /** The card in each position (index = position - 1), or null while empty. */
  picks: readonly (number | null)[];
  focus: number;
  deckSlug: string;
  titleId: string;
  helpId: string;
  /** Changes with every shuffle, so the cards that move are seen to be gathered and dealt again. */
  shuffles: number;
  cardRefs: RefObject<(HTMLButtonElement | null)[]>;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onToggle: (index: number) => void;
}

/** The custom properties of a card's place in the fan: `--i` its index, `--p13`/`--r13` its place and row in rows of 13, and so on. */
export function fanPlaceStyle(index: number): CSSProperties {
  const style: Record<string, number> = { '--i': index };
  for (const perRow of FAN_ROW_LENGTHS) {
    const { row, place } = fanPlace(index, perRow);
    style[`--p${perRow}`] = place;
    style[`--r${perRow}`] = row;
  }
  return style as CSSProperties;
}

export function SpreadFan({ fan, picks, focus, deckSlug, titleId, helpId, shuffles, cardRefs, onKeyDown, onToggle }: Props) {
  const back = deckBackSrc(deckSlug);
  const shuffled = shuffles === 0 ? '' : ` spread-fan-shuffled-${shuffles % 2}`;
  return (
    <div className="spread-deck">
      <div className={`spread-fan${shuffled}`} role="group" aria-labelledby={titleId} aria-describedby={helpId} onKeyDown={onKeyDown}>
        {fan.map((card, index) => {
          const position = picks.indexOf(card);
          return (
            // Keyed by place: a shuffle deals other cards into the same places, and the buttons (and their names) stay.
            <span key={index} className={position >= 0 ? 'spread-fan-item spread-fan-item-picked' : 'spread-fan-item'} style={fanPlaceStyle(index)}>
              <button
                ref={(element) => {
                  cardRefs.current[index] = element;
                }}
                type="button"
                className="spread-card"
                tabIndex={index === focus ? 0 : -1}
                aria-pressed={position >= 0}
                aria-label={`Card ${index + 1} of ${fan.length}, face down`}
                onClick={() => onToggle(index)}
              >
                <img className="spread-back" src={back} alt="" width={300} height={520} draggable={false} />
              </button>
              {position >= 0 && (
                <span className="spread-card-badge" aria-hidden="true">
                  {position + 1}
                </span>
              )}
            </span>
          );
        })}
      </div>
    </div>
  );
}
