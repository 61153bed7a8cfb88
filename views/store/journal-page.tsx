import { formatLongDate } from '../../shared/site/calendar';
import { JOURNAL_MESSAGES } from '../../shared/forms/messages';
import type { FormProps } from '../../shared/forms/form-state';
import { FormMessage } from '../ui/form-field';
import { SectionIcon } from '../ui/art/section-art';
import { EmptyState } from '../components/empty-state';
import { Pager } from '../components/pager';
import { AccountPage } from '../templates/account-page';
import { href, ROUTES } from '../../shared/routes';

export interface JournalPageProps extends FormProps {
  entries: { slug: string; kind: 'reading' | 'report'; title: string; url: string; created: string }[];
  /** The page shown (from 1), and whether older entries follow. */
  page: number;
  hasMore: boolean;
}

/** Your Readings: the member's saved readings and reports, newest first. */
export function JournalPage({ entries, page, hasMore, form }: JournalPageProps) {
  return (
    <AccountPage title="Your Readings" headingId="journal-heading" current={href(ROUTES.journal)}>
      <FormMessage error={form && !form.ok ? JOURNAL_MESSAGES.deleteFailed : undefined} success={form?.ok ? form.message : undefined} />
      {entries.length === 0 && page > 1 ? (
        <p>
          There is nothing on this page. <a href={href(ROUTES.journal)}>Back to your newest readings</a>
        </p>
      ) : entries.length === 0 ? (
        <EmptyState title="Nothing saved yet" art={<SectionIcon section="readings" />}>
          <p>You have no saved readings or reports yet. When you get a tarot reading or a report, it is kept here so you can come back to it.</p>
        </EmptyState>
      ) : (
        <ul className="journal-list">
          {entries.map((entry) => (
            <li key={entry.slug} className="journal-entry">
              <a href={entry.url}>{entry.title}</a>
              <span className="journal-meta">
                {entry.kind === 'reading' ? 'Reading' : 'Report'} · <time dateTime={entry.created}>{formatLongDate(entry.created.slice(0, 10))}</time>
              </span>
              <form method="post" action={href(ROUTES.journal)}>
                <input type="hidden" name="slug" value={entry.slug} />
                <button type="submit" className="link-button">
                  Delete<span className="visually-hidden"> {entry.title}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      {entries.length > 0 && (
        <Pager
          label="Pages of your readings"
          page={page}
          hasMore={hasMore}
          hrefFor={(shown) => href(ROUTES.journal, {}, { page: shown })}
          newer="← Newer readings"
          older="Older readings →"
        />
      )}
    </AccountPage>
  );
}
