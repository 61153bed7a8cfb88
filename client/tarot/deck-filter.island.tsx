import { useState, type MouseEvent } from 'react';
import { DECK_THEMES } from '../../shared/tarot/decks';
import { DECKS_PATH, filterDecksByTheme, themeParam } from '../../shared/tarot/tarot-pages';
import type { IslandProps } from '../../shared/islands';
import { useHydrated } from '../lib/use-hydrated';
import { defineIsland } from '../runtime/define-island';

/** The address of the list with these themes ticked, which the server filters the same way. */
function filterHref(active: readonly string[]): string {
  const query = DECK_THEMES.filter((theme) => active.includes(theme))
    .map((theme) => `theme=${themeParam(theme)}`)
    .join('&');
  return query ? `${DECKS_PATH}?${query}` : DECKS_PATH;
}

/**
 * The deck list and its theme filter (spec 2 §4): a deck shows when it has any ticked theme; every
 * deck shows when none is ticked. Hydrated, each tick filters in place and the address follows
 * (so a reload or a shared link shows the same); the server's markup is a GET form of the same
 * checkboxes with a Filter button.
 */
function DeckFilter({ decks, active: initial }: IslandProps['deck-filter']) {
  const hydrated = useHydrated();
  const [active, setActive] = useState<string[]>(initial);
  const shown = filterDecksByTheme(decks, active);

  function choose(next: string[]) {
    setActive(next);
    window.history.replaceState(window.history.state, '', filterHref(next));
  }
  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    choose([]);
  };

  return (
    <div className="deck-filter">
      <form className="deck-filter-form" method="get" action={DECKS_PATH}>
        <fieldset>
          <legend>Filter by theme</legend>
          <p className="field-hint">A deck shows when it has any theme you tick.</p>
          <div className="deck-filter-themes">
            {DECK_THEMES.map((theme) => (
              <label key={theme} className="deck-filter-theme">
                <input
                  type="checkbox"
                  name="theme"
                  value={themeParam(theme)}
                  checked={active.includes(theme)}
                  onChange={(event) => choose(event.target.checked ? DECK_THEMES.filter((each) => each === theme || active.includes(each)) : active.filter((each) => each !== theme))}
                />
                {theme}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="deck-filter-actions">
          {!hydrated && (
            <button type="submit" className="button button-secondary">
              Filter decks
            </button>
          )}
          {active.length > 0 && (
            <a href={DECKS_PATH} onClick={clear}>
              Show every deck
            </a>
          )}
        </div>
      </form>
      <p className="deck-filter-count" role="status">
        {shown.length === decks.length ? `All ${decks.length} decks` : `${shown.length} of ${decks.length} decks`}
      </p>
      <ul className="deck-list">
        {shown.map((deck) => (
          <li key={deck.slug} className="deck-list-item">
            <img src={deck.image} alt={deck.imageAlt} width={300} height={520} loading="lazy" className="deck-list-image" />
            <div className="deck-list-text">
              <h2 className="deck-list-name">
                <a href={deck.href}>{deck.name}</a>
              </h2>
              <p>{deck.summary}</p>
              <ul className="deck-themes" aria-label="Themes">
                {deck.themes.map((theme) => (
                  <li key={theme}>{theme}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default defineIsland('deck-filter', DeckFilter);
