import { useState } from 'react';
import { DIVINATIONS, TOPICS } from '../../shared/store/catalogue';
import {
  catalogueCountText,
  catalogueFilterHref,
  DIVINATION_LABELS,
  filterCatalogue,
  isFiltered,
  NO_FILTER,
  READINGS_HUB_PATH,
  TOPIC_LABELS,
  type CatalogueFilter,
} from '../../shared/store/catalogue-filter';
import type { IslandProps } from '../../shared/islands';
import { ProductTeaser } from '../../views/ui/product-teaser';
import { useHydrated } from '../lib/use-hydrated';
import { defineIsland } from '../runtime/define-island';

/**
 * The readings hub's catalogue and its filter (spec 2 §2, §4): divination, topic, free, on sale.
 * The server's markup is a GET form filtered on the server; hydrated, every change recomputes the
 * list in place with the same rule, keeps the address in step, and the count is announced.
 */
function CatalogueFilterIsland({ items, filter: initial }: IslandProps['catalogue-filter']) {
  const hydrated = useHydrated();
  const [filter, setFilter] = useState<CatalogueFilter>(initial);
  const shown = filterCatalogue(items, filter);

  function change(next: Partial<CatalogueFilter>) {
    const merged = { ...filter, ...next };
    setFilter(merged);
    window.history.replaceState(window.history.state, '', catalogueFilterHref(merged));
  }

  return (
    <div className="catalogue">
      <form className="catalogue-filter" method="get" action={READINGS_HUB_PATH} aria-label="Filter the readings and reports">
        <div className="catalogue-filter-fields">
          <label className="catalogue-filter-field">
            <span>Divination</span>
            <select name="divination" value={filter.divination ?? ''} onChange={(event) => change({ divination: DIVINATIONS.find((value) => value === event.target.value) ?? null })}>
              <option value="">Any</option>
              {DIVINATIONS.map((value) => (
                <option key={value} value={value}>
                  {DIVINATION_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
          <label className="catalogue-filter-field">
            <span>Topic</span>
            <select name="topic" value={filter.topic ?? ''} onChange={(event) => change({ topic: TOPICS.find((value) => value === event.target.value) ?? null })}>
              <option value="">Any</option>
              {TOPICS.map((value) => (
                <option key={value} value={value}>
                  {TOPIC_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
          <label className="catalogue-filter-check">
            <input type="checkbox" name="free" value="1" checked={filter.free} onChange={(event) => change({ free: event.target.checked })} />
            Free
          </label>
          <label className="catalogue-filter-check">
            <input type="checkbox" name="on_sale" value="1" checked={filter.onSale} onChange={(event) => change({ onSale: event.target.checked })} />
            On sale
          </label>
        </div>
        <div className="catalogue-filter-actions">
          {!hydrated && (
            <button type="submit" className="button button-secondary">
              Filter
            </button>
          )}
          {isFiltered(filter) && (
            <a
              href={READINGS_HUB_PATH}
              onClick={(event) => {
                event.preventDefault();
                change(NO_FILTER);
              }}
            >
              Show everything
            </a>
          )}
        </div>
      </form>
      <p className="catalogue-count" role="status" aria-live="polite">
        {catalogueCountText(shown.length, items.length)}
      </p>
      {shown.length > 0 ? (
        <ul className="catalogue-list">
          {shown.map((item) => (
            <li key={item.code}>
              <ProductTeaser item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="catalogue-empty">Try fewer filters: untick one, or choose Any.</p>
      )}
    </div>
  );
}

export default defineIsland('catalogue-filter', CatalogueFilterIsland);
