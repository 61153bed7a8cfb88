import { href, ROUTES } from '../../shared/routes';
import { SEARCH_LIMITS, SEARCH_SORT_NAMES, SEARCH_SORTS, searchHref, type SearchCategoryId, type SearchSort } from '../../shared/search/search';
import type { SearchFacet, SearchResult } from '../../shared/search/search.contract';
import { Pager } from '../components/pager';
import { ContentPage } from '../templates/content-page';
import { SearchForm } from '../ui/search-form';

export interface SearchPageProps {
  /** The term as typed ('' before a search: the page is then just the form). */
  q: string;
  category: SearchCategoryId | null;
  sort: SearchSort;
  page: number;
  pages: number;
  total: number;
  results: SearchResult[];
  facets: SearchFacet[];
  /** The term as searched when a word was corrected, else null. */
  corrected: string | null;
  /** Why the address could not be searched (a 400): shown under the box, with no results. */
  error?: string;
}

/** Where to look when nothing matched: the site's sections. */
const SECTIONS = [
  { label: 'Tarot cards and decks', href: href(ROUTES.tarot) },
  { label: 'Horoscopes', href: href(ROUTES.horoscopes.daily.base) },
  { label: 'Astrology and the zodiac signs', href: href(ROUTES.astrology) },
  { label: 'Numerology', href: href(ROUTES.numerology) },
  { label: 'The I Ching', href: href(ROUTES.iching) },
  { label: 'Love and compatibility', href: href(ROUTES.loveAndCompatibility) },
  { label: 'Articles', href: href(ROUTES.articles) },
  { label: 'Readings and reports', href: href(ROUTES.readingsHub) },
  { label: 'Help and contact', href: href(ROUTES.faq) },
];

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** Sort by and the category filter: links, so they work without JavaScript and each view has its address. */
function Refine({ q, category, sort, facets }: Pick<SearchPageProps, 'q' | 'category' | 'sort' | 'facets'>) {
  const all = facets.reduce((sum, facet) => sum + facet.count, 0);
  const shown = facets.slice(0, SEARCH_LIMITS.filterShows);
  return (
    <nav className="search-refine" aria-label="Sort and filter the results">
      <div className="search-refine-group">
        <h3 className="search-refine-title" id="search-sort">
          Sort by
        </h3>
        <ul className="search-refine-options" aria-labelledby="search-sort">
          {SEARCH_SORTS.map((option) => (
            <li key={option}>
              <a href={searchHref({ q, category: category ?? undefined, sort: option })} aria-current={option === sort ? 'true' : undefined}>
                {SEARCH_SORT_NAMES[option]}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="search-refine-group">
        <h3 className="search-refine-title" id="search-category">
          Category
        </h3>
        <ul className="search-refine-options" aria-labelledby="search-category">
          <li>
            <a href={searchHref({ q, sort })} aria-current={category === null ? 'true' : undefined}>
              All <span className="search-count">({all.toLocaleString('en-US')})</span>
            </a>
          </li>
          {shown.map((facet) => (
            <li key={facet.id}>
              <a href={searchHref({ q, category: facet.id, sort })} aria-current={facet.id === category ? 'true' : undefined}>
                {facet.name} <span className="search-count">({facet.count.toLocaleString('en-US')})</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

function ResultItem({ result }: { result: SearchResult }) {
  // Between Home and the page itself; a section's own front page shows its category instead.
  const between = result.breadcrumb.slice(1, -1).map((crumb) => crumb.label);
  const trail = between.length > 0 ? between : [result.category_name];
  return (
    <li className="search-result">
      {result.image && <img className="search-result-image" src={result.image} alt="" width={96} height={96} loading="lazy" decoding="async" />}
      <div className="search-result-text">
        <p className="search-result-crumbs">{trail.join(' › ')}</p>
        <h3 className="search-result-title">
          <a href={result.url} dangerouslySetInnerHTML={{ __html: result.title_html }} />
        </h3>
        <p className="search-result-description" dangerouslySetInnerHTML={{ __html: result.description_html }} />
      </div>
    </li>
  );
}

function NoResults({ q, category, facets }: Pick<SearchPageProps, 'q' | 'category' | 'facets'>) {
  const elsewhere = category !== null && facets.length > 0;
  const Heading = elsewhere ? 'h3' : 'h2';
  return (
    <div className="search-empty">
      <Heading>{elsewhere ? 'Nothing in this category' : 'No pages found'}</Heading>
      {elsewhere ? (
        <p>
          Nothing in this category matches “{q}”, but other pages do: <a href={searchHref({ q })}>see every result</a>.
        </p>
      ) : (
        <p>We could not find a page about “{q}”. Check the spelling, try fewer or simpler words, or start from one of the sections below.</p>
      )}
      <ul className="search-sections">
        {SECTIONS.map((section) => (
          <li key={section.href}>
            <a href={section.href}>{section.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * `/search?q=&category=&sort=&page=` (spec 1 §2): the box, then Top Results with Sort by
 * (Relevance, Title) and the Category filter, each result with its picture, breadcrumb, title and
 * description (matched words marked), ten to a page. An empty term shows just the box; no match
 * says so and offers the sections. Marked up without islands: it all works without JavaScript.
 */
export function SearchPage({ q, category, sort, page, pages, total, results, facets, corrected, error }: SearchPageProps) {
  return (
    <ContentPage title="Search" lede="Find tarot cards, zodiac signs, horoscopes, articles, readings and help across the site." as="div" breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Search' }]}>
      <SearchForm id="search-page-q" q={q} label="Search for" className="search-page-form" error={error} />
      {!error && q && total === 0 && facets.length === 0 && <NoResults q={q} category={category} facets={facets} />}
      {!error && q && (total > 0 || facets.length > 0) && (
        <section className="search-results-section" aria-labelledby="search-top-results">
          <h2 id="search-top-results">Top Results</h2>
          {corrected && (
            <p className="search-corrected">
              Showing results for <strong>{corrected}</strong>, as nothing matched “{q}”.
            </p>
          )}
          {total > 0 && (
            <p className="search-summary">
              {plural(total, 'result', 'results')} for “{corrected ?? q}”{pages > 1 ? `, page ${page} of ${pages}` : ''}.
            </p>
          )}
          <Refine q={q} category={category} sort={sort} facets={facets} />
          {results.length > 0 ? (
            <ol className="search-results" start={(page - 1) * SEARCH_LIMITS.pageSize + 1}>
              {results.map((result) => (
                <ResultItem key={result.url} result={result} />
              ))}
            </ol>
          ) : (
            <NoResults q={q} category={category} facets={facets} />
          )}
          <Pager
            label="Pages of results"
            page={page}
            hasMore={page < pages}
            hrefFor={(target) => searchHref({ q, category: category ?? undefined, sort, page: target })}
            newer="Previous results"
            older="More results"
          />
        </section>
      )}
    </ContentPage>
  );
}
