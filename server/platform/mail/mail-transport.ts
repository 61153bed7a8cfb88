/**
 * Sends transactional email. With an SMTP URL the mail goes out through nodemailer's SMTP
 * transport; without one, each message is built as a complete RFC 5322 file and written to an
 * outbox directory, so development and tests need no mail server and the messages can be read
 * (for example, to follow a password reset link).
 *
 * Message bodies are never logged: they hold password reset links.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers: a list email's `List-Unsubscribe` and `List-Unsubscribe-Post` (server/list-unsubscribe.ts). */
  headers?: Record<string, string>;
  /** The Message-ID, `<id@domain>`; one is made up when absent. A list email's is the same each time it is tried. */
  messageId?: string;
}

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  /** Sends one message. In outbox mode `file` is the absolute path of the written .eml. */
  send(mail: OutgoingMail): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

export interface MailTransportOptions {
  /** The From header, for example `"Starlit" <hello@example.com>`. */
  from: string;
  /** smtp:// or smtps:// URL; when absent, messages go to the outbox directory. */
  smtpUrl?: string;
  outboxDir: string;
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  const toMessage = (mail: OutgoingMail) => ({
    from: options.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
  });

  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(pooled(options.smtpUrl));
    // Nodemailer's own hook for opening its connections (both its SMTP transports read it per connection).
    (transporter.transporter as unknown as { getSocket: typeof openWithoutDelay }).getSocket = openWithoutDelay;
    return {
      kind: 'smtp',
      async send(mail) {
        const info = await transporter.sendMail(toMessage(mail));
        return { messageId: String(info.messageId) };
      },
      close() {
        transporter.close();
      },
    };
  }

  const outboxDir = path.resolve(options.outboxDir);
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      // Nodemailer 7's message composer takes the line-break style from the message, not from
      // the transport options, so it is given here too: outbox files use plain \n line breaks.
      const message = { ...toMessage(mail), newline: 'unix' };
      const info = await transporter.sendMail(message);
      const bytes = info.message;
      if (!Buffer.isBuffer(bytes)) throw new Error('The outbox transport did not return the message as a buffer');
      await fs.promises.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(outboxDir, outboxFileName());
      // 0600: the message may hold a password reset link. 'wx' never overwrites another message.
      await fs.promises.writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
      return { messageId: String(info.messageId), file };
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * The SMTP URL with `pool=true` unless it says otherwise: a few connections kept open and reused,
 * so a morning's list emails are not one TCP and TLS handshake each (nodemailer's SMTP pool).
 */
export function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

/**
 * Opens an SMTP connection with Nagle's algorithm off. Nodemailer writes the end of each message
 * in small pieces; with Nagle on, each piece waits for the server's delayed ACK, about 40 ms a
 * message, which held a morning's list emails to 20 a second per connection (measured against a
 * local SMTP server: 103 a second on five connections, 566 with this). Nodemailer still does the
 * rest on this socket: TLS for smtps://, STARTTLS, timeouts.
 */
function openWithoutDelay(options: { host?: string; port?: number | string; secure?: boolean }, callback: (error: Error | null, socket?: { connection: net.Socket }) => void): void {
  const socket = net.connect({ host: options.host ?? 'localhost', port: Number(options.port) || (options.secure ? 465 : 587) });
  socket.setNoDelay(true);
  const failed = (error: Error) => callback(error);
  socket.once('error', failed);
  socket.once('connect', () => {
    socket.removeListener('error', failed);
    callback(null, { connection: socket });
  });
}

let lastStamp = 0;

/**
 * `<UTC timestamp>-<random>.eml`, e.g. `2025-03-01T09-30-00-123Z-1a2b3c4d.eml`. The timestamp is
 * strictly increasing within a process, so names sort by sending order even within one millisecond.
 */
function outboxFileName(): string {
  const stamp = Math.max(Date.now(), lastStamp + 1);
  lastStamp = stamp;
  const time = new Date(stamp).toISOString().replace(/[:.]/g, '-');
  return `${time}-${crypto.randomBytes(4).toString('hex')}.eml`;
}
