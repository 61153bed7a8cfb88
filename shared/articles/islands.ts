import type { ArticleCard } from './articles.contract';

/** The props of the articles feature's islands (client/articles/*.island.tsx), merged into `IslandProps` (shared/islands.ts). */
declare module '../islands' {
  interface IslandProps {
    /** The list of `/articles` with its pager: the page the server rendered, which the island swaps for others in place. */
    'articles-pager': { articles: ArticleCard[]; page: number; pages: number; total: number };
  }
}
