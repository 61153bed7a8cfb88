/**
 * Sends text messages. With SMS_GATEWAY_URL each text is posted as JSON `{to, text}` to that
 * gateway (an adapter in front of the carrier's API); without one, each text is written as a small
 * file to the SMS outbox directory, so development and tests need no carrier.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface SmsTransport {
  kind: 'gateway' | 'outbox';
  send(to: string, text: string): Promise<void>;
}

export interface SmsTransportOptions {
  gatewayUrl?: string;
  outboxDir: string;
}

export interface SmsOutboxEntry {
  to: string;
  date: string;
  text: string;
}

export function createSmsTransport(options: SmsTransportOptions): SmsTransport {
  if (options.gatewayUrl) {
    const url = options.gatewayUrl;
    return {
      kind: 'gateway',
      async send(to, text) {
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ to: `+${to}`, text }), signal: AbortSignal.timeout(10_000) });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      },
    };
  }
  return {
    kind: 'outbox',
    async send(to, text) {
      await fs.promises.mkdir(options.outboxDir, { recursive: true });
      const name = `${Date.now()}-${crypto.randomBytes(6).toString('hex')}.txt`;
      await fs.promises.writeFile(path.join(options.outboxDir, name), `To: +${to}\nDate: ${new Date().toISOString()}\n\n${text}\n`, { mode: 0o600 });
    },
  };
}

/** The texts in an outbox folder, newest first. */
export function listSmsOutbox(outboxDir: string): SmsOutboxEntry[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .reverse()
    .map((name) => {
      const raw = fs.readFileSync(path.join(outboxDir, name), 'utf8');
      const [head = '', ...body] = raw.split('\n\n');
      const header = (key: string) => new RegExp(`^${key}: (.*)$`, 'm').exec(head)?.[1] ?? '';
      return { to: header('To'), date: header('Date'), text: body.join('\n\n').trimEnd() };
    });
}
