import { SMTPServer } from 'smtp-server';
import { parseHeaders } from '../../server/mail-outbox';

/** One message the catcher accepted: its envelope recipients, its headers and the whole raw text. */
export interface CaughtMail {
  to: string[];
  headers: Map<string, string>;
  raw: string;
}

export interface SmtpCatcherOptions {
  /** Refuse these recipients (550), as a mailbox that does not exist is refused. */
  refuse?: (address: string) => boolean;
  /** After this many messages, take no more: each further message is left hanging, never answered. */
  stallAfter?: number;
  /** Keep each message (default); false only counts them (the bench's 10,000). */
  keep?: boolean;
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:{port}`, for SMTP_URL. */
  url: string;
  messages: CaughtMail[];
  /** How many messages it accepted. */
  count(): number;
  /** Resolves once `count` messages have been accepted. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

/** A local SMTP server that keeps what it receives: the daily emails' tests and bench send to it. */
export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const error = new Error('No such mailbox here') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.stallAfter !== undefined && taken >= options.stallAfter) return; // never answered
        taken += 1;
        if (options.keep !== false) {
          const raw = Buffer.concat(chunks).toString('utf8');
          messages.push({ to: session.envelope.rcptTo.map((each) => each.address), headers: parseHeaders(raw), raw });
        }
        for (const waiter of waiters.filter((each) => taken >= each.count)) waiter.resolve();
        callback();
      });
    },
  });
  // A client killed mid-message (the daily emails' crash test) resets its connection: that is expected here, not an error of the test.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    count: () => taken,
    waitFor: (count) => (taken >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
