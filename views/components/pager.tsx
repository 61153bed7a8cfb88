/**
 * The newer and older pages of a member's list (Your Readings, Transactions), each its own URL;
 * nothing when there is only the one page. `hrefFor` gets no page number for the first page.
 */
export function Pager({ label, page, hasMore, hrefFor, newer, older }: { label: string; page: number; hasMore: boolean; hrefFor: (page: number | undefined) => string; newer: string; older: string }) {
  if (page <= 1 && !hasMore) return null;
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 && (
        <a href={hrefFor(page === 2 ? undefined : page - 1)} rel="prev">
          {newer}
        </a>
      )}
      <span>Page {page}</span>
      {hasMore && (
        <a href={hrefFor(page + 1)} rel="next">
          {older}
        </a>
      )}
    </nav>
  );
}
