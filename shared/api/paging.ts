import { z } from 'zod';

/**
 * Long lists come a page at a time. The browser asks for `page` (from 1) and `per_page`; the
 * site asks the platform for one more row than it shows, so `has_more` needs no count.
 */
export const PER_PAGE_DEFAULT = 50;
export const PER_PAGE_MAX = 100;

export const PageQuerySchema = z.object({
  page: z.coerce.number({ error: 'Must be a number.' }).int('Must be a whole number.').min(1, 'Pages start at 1.').max(100_000, 'That page is too far.').default(1),
  per_page: z.coerce.number({ error: 'Must be a number.' }).int('Must be a whole number.').min(1, 'Ask for at least one.').max(PER_PAGE_MAX, `At most ${PER_PAGE_MAX} a page.`).default(PER_PAGE_DEFAULT),
});
export type PageQuery = z.output<typeof PageQuerySchema>;

/** What the platform is asked for: a window of rows. */
export const RowWindowSchema = z.object({
  limit: z.coerce.number().int().min(1).max(PER_PAGE_MAX + 1).default(PER_PAGE_DEFAULT + 1),
  offset: z.coerce.number().int().min(0).max(100_000 * PER_PAGE_MAX).default(0),
});
export type RowWindow = z.output<typeof RowWindowSchema>;

export const PageInfoSchema = z.object({ page: z.number().int(), per_page: z.number().int(), has_more: z.boolean() });

/** The platform window for a page: one row more than the page shows. */
export const windowOf = (query: PageQuery): RowWindow => ({ limit: query.per_page + 1, offset: (query.page - 1) * query.per_page });

/** One page of rows fetched with `windowOf`, and whether more follow. */
export function pageOf<T>(rows: T[], query: PageQuery): { items: T[]; page: number; per_page: number; has_more: boolean } {
  return { items: rows.slice(0, query.per_page), page: query.page, per_page: query.per_page, has_more: rows.length > query.per_page };
}
