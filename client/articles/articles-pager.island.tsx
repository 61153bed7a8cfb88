import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { ArticleCard } from '../../shared/articles/articles.contract';
import { GetArticlesContract } from '../../shared/articles/articles.contract';
import { articlesPageHref } from '../../shared/articles/articles';
import type { IslandProps } from '../../shared/islands';
import { ArticleList } from '../../views/ui/article-list';
import { callApi } from '../lib/api-client';
import { defineIsland } from '../runtime/define-island';

/** The page a URL asks for (`?page=`), or 1. */
const pageOf = (search: string): number => {
  const page = Number(new URLSearchParams(search).get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * The articles list and its pager (spec 1 §4): choosing a page shows it in place and pushes
 * `?page=`; a page is fetched only if 1 <= page <= pages and it is not already loaded; Back and
 * Forward show the page of the address. If a page cannot be fetched, the browser goes to its
 * address (the server renders every page).
 */
function ArticlesPager({ articles, page: firstPage, pages, total }: IslandProps['articles-pager']) {
  const [page, setPage] = useState(firstPage);
  const [loading, setLoading] = useState(false);
  const loaded = useRef(new Map<number, ArticleCard[]>([[firstPage, articles]]));
  const root = useRef<HTMLDivElement>(null);

  const show = async (wanted: number, push: boolean) => {
    if (wanted < 1 || wanted > pages) return;
    if (!loaded.current.has(wanted)) {
      setLoading(true);
      try {
        const answer = await callApi(GetArticlesContract, { query: { page: wanted } });
        loaded.current.set(wanted, answer.data);
      } catch {
        window.location.assign(articlesPageHref(wanted));
        return;
      } finally {
        setLoading(false);
      }
    }
    if (push) window.history.pushState({ page: wanted }, '', articlesPageHref(wanted));
    setPage(wanted);
    // The new page starts at its heading, as a page load would.
    const heading = root.current?.querySelector<HTMLElement>('#articles-list-title');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
    root.current?.scrollIntoView({ block: 'start' });
  };

  useEffect(() => {
    const onPop = () => void show(pageOf(window.location.search), false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  });

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-page]');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void show(Number(link.dataset.page), true);
  };

  return (
    // The clicks are the pager links' own (a keyboard's Enter included): the div only listens for them.
    <div ref={root} onClick={onClick}>
      <ArticleList articles={loaded.current.get(page) ?? articles} page={page} pages={pages} total={total} loading={loading} />
    </div>
  );
}

export default defineIsland('articles-pager', ArticlesPager);
