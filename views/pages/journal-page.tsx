export interface JournalPageProps {
  entries: { slug: string; kind: 'reading' | 'report'; title: string; url: string; created: string }[];
  message?: string;
  error?: string;
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Your Readings: the member's saved readings and reports, newest first. */
export function JournalPage({ entries, message, error }: JournalPageProps) {
  return (
    <section className="container prose" aria-labelledby="journal-heading">
      <h1 id="journal-heading">Your Readings</h1>
      {message && (
        <p className="form-success" role="status">
          {message}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {entries.length === 0 ? (
        <p>You have no saved readings or reports yet. When you get a tarot reading or a report, it is kept here so you can come back to it.</p>
      ) : (
        <ul className="journal-list">
          {entries.map((entry) => (
            <li key={entry.slug} className="journal-entry">
              <a href={entry.url}>{entry.title}</a>
              <span className="journal-meta">
                {entry.kind === 'reading' ? 'Reading' : 'Report'} · <time dateTime={entry.created}>{formatDate(entry.created)}</time>
              </span>
              <form method="post" action="/member/journal">
                <input type="hidden" name="slug" value={entry.slug} />
                <button type="submit" className="link-button">
                  Delete<span className="visually-hidden"> {entry.title}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
