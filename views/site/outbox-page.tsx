import { href, ROUTES } from '../../shared/routes';
export interface OutboxPageProps {
  directory: string;
  entries: { file: string; to: string; subject: string; date: string }[];
  message?: { file: string; headers: Record<string, string>; text: string };
}

/** Development only: the emails the site has written to its outbox folder instead of sending. */
export function OutboxPage({ directory, entries, message }: OutboxPageProps) {
  if (message) {
    return (
      <section className="container prose" aria-labelledby="outbox-heading">
        <p>
          <a href={href(ROUTES.outbox)}>← All messages</a>
        </p>
        <h1 id="outbox-heading">{message.headers.subject ?? '(no subject)'}</h1>
        <dl className="mail-headers">
          {['from', 'to', 'date'].map((name) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{message.headers[name] ?? ''}</dd>
            </div>
          ))}
        </dl>
        <pre className="mail-text">{message.text}</pre>
        <p>
          <a href={href(ROUTES.outboxRaw, { file: message.file })} download>
            Download the .eml file
          </a>
        </p>
      </section>
    );
  }
  return (
    <section className="container prose" aria-labelledby="outbox-heading">
      <h1 id="outbox-heading">Outbox</h1>
      <p>
        Without <code>SMTP_URL</code> the site writes every email to <code>{directory}</code>. This page exists in development only.
      </p>
      {entries.length === 0 ? (
        <p>No emails have been written yet.</p>
      ) : (
        <table className="outbox-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.file}>
                <td>{entry.date}</td>
                <td>{entry.to}</td>
                <td>
                  <a href={href(ROUTES.outboxMessage, { file: entry.file })}>{entry.subject || '(no subject)'}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
