import { useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import type { IslandProps } from '../../shared/islands';
import { navigate } from '../lib/navigate';
import { defineIsland } from '../runtime/define-island';

/** Keys that change a closed select's value in some browsers without opening it. */
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * The deck selector (spec 2 §2: "navigates to the card page for the new deck when the deck
 * changes"). Choosing a deck with the pointer goes there at once; stepping through the decks with
 * the arrow keys waits for Enter or the Show button, so a keyboard user is not carried off by the
 * first step. Without JavaScript the same markup is a GET form to `action`.
 */
function DeckSelector({ label, hint, current, options, action, id }: IslandProps['deck-selector']) {
  const stepping = useRef(false);
  const go = (slug: string) => {
    const option = options.find((each) => each.slug === slug);
    if (option && slug !== current) navigate(option.href);
  };
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (!stepping.current) go(event.target.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      go(event.currentTarget.value);
    }
    stepping.current = STEP_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' ');
  };
  return (
    <form
      className="deck-selector"
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        go(new FormData(event.currentTarget).get('deck') as string);
      }}
    >
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="deck-selector-row">
        <select
          id={id}
          name="deck"
          defaultValue={current}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onPointerDown={() => (stepping.current = false)}
          onBlur={() => (stepping.current = false)}
        >
          {options.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-secondary">
          Show
        </button>
      </div>
    </form>
  );
}

export default defineIsland('deck-selector', DeckSelector);
