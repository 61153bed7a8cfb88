import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { escapeHtml } from '../../server/platform/escape-html';
import { passwordResetEmail, welcomeEmail } from '../../server/platform/mail/mail-templates';
import { listOutbox, parseHeaders, readMessagePart, readOutboxMessage } from '../../server/mail-outbox';
import { createMailTransport, type MailTransport } from '../../server/platform/mail/mail-transport';

const FROM = '"Starlit" <hello@starlit.test>';
const RESET_URL = 'http://localhost:3000/password-reset#set?key=abc123DEF456';

describe('mail outbox transport', () => {
  let outboxDir: string;
  let transport: MailTransport;

  beforeEach(() => {
    outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'starlit-mail-')), 'outbox');
    transport = createMailTransport({ from: FROM, outboxDir });
  });

  afterEach(() => {
    transport.close();
    fs.rmSync(path.dirname(outboxDir), { recursive: true, force: true });
  });

  it('writes a complete .eml with both parts and the reset link, creating the directory', async () => {
    expect(transport.kind).toBe('outbox');
    const email = passwordResetEmail({
      siteName: 'Starlit',
      siteUrl: 'http://localhost:3000',
      firstName: 'Ana',
      resetUrl: RESET_URL,
      expiresInMinutes: 30,
    });
    const result = await transport.send({ to: 'ana@example.com', ...email });

    expect(result.messageId).toMatch(/^<.+@starlit\.test>$/);
    expect(result.file).toBeDefined();
    const file = result.file!;
    expect(path.dirname(file)).toBe(path.resolve(outboxDir));
    expect(path.basename(file)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const eml = fs.readFileSync(file, 'utf8');
    expect(eml).not.toContain('\r\n');
    const headers = parseHeaders(eml);
    expect(headers.get('from')).toBe('Starlit <hello@starlit.test>');
    expect(headers.get('to')).toBe('ana@example.com');
    expect(headers.get('subject')).toBe('Reset your Starlit password');
    expect(Number.isNaN(Date.parse(headers.get('date') ?? ''))).toBe(false);
    expect(headers.get('mime-version')).toBe('1.0');
    expect(headers.get('message-id')).toBe(result.messageId);
    expect(headers.get('content-type')).toMatch(/^multipart\/alternative;\s*boundary=/);
    expect(eml).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(eml).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);

    const text = readMessagePart(eml, 'text/plain');
    const html = readMessagePart(eml, 'text/html');
    expect(text).toBe(email.text);
    expect(html).toBe(email.html);
    expect(text).toContain(RESET_URL);
    expect(html).toContain(`href="${RESET_URL}"`);
    expect(readOutboxMessage(outboxDir, path.basename(file))).toBe(eml);
  });

  it('decodes non-ASCII subjects and bodies', async () => {
    const email = welcomeEmail({ siteName: 'Étoile ✨', siteUrl: 'https://etoile.example', firstName: 'Zoë' });
    const { file } = await transport.send({ to: 'zoe@example.com', ...email });
    const eml = fs.readFileSync(file!, 'utf8');
    expect(eml).not.toContain('✨'); // headers and bodies are 7-bit encoded
    expect(listOutbox(outboxDir)[0]?.subject).toBe('Welcome to Étoile ✨');
    expect(readMessagePart(eml, 'text/plain')).toBe(email.text);
    expect(readMessagePart(eml, 'text/html')).toBe(email.html);
  });

  it('lists the outbox newest first with parsed headers, honouring the limit', async () => {
    for (const n of [1, 2, 3]) {
      await transport.send({ to: `member${n}@example.com`, subject: `Message ${n}`, text: `Body ${n}`, html: `<p>Body ${n}</p>` });
    }
    fs.writeFileSync(path.join(outboxDir, 'notes.txt'), 'not a message');

    const entries = listOutbox(outboxDir);
    expect(entries.map((entry) => [entry.to, entry.subject])).toEqual([
      ['member3@example.com', 'Message 3'],
      ['member2@example.com', 'Message 2'],
      ['member1@example.com', 'Message 1'],
    ]);
    for (const entry of entries) {
      expect(entry.file).toMatch(/^[^/\\]+\.eml$/);
      expect(entry.size).toBe(fs.statSync(path.join(outboxDir, entry.file)).size);
      expect(entry.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(listOutbox(outboxDir, 2).map((entry) => entry.subject)).toEqual(['Message 3', 'Message 2']);
  });

  it('treats a missing outbox directory as empty', () => {
    expect(listOutbox(path.join(outboxDir, 'nowhere'))).toEqual([]);
    expect(readOutboxMessage(path.join(outboxDir, 'nowhere'), 'x.eml')).toBeUndefined();
  });

  it('refuses anything but a plain .eml file name inside the outbox', async () => {
    const { file } = await transport.send({ to: 'a@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
    const parent = path.dirname(outboxDir);
    fs.writeFileSync(path.join(parent, 'x.eml'), 'secret');
    fs.mkdirSync(path.join(outboxDir, 'a'));
    fs.writeFileSync(path.join(outboxDir, 'a', 'b.eml'), 'nested');
    fs.writeFileSync(path.join(outboxDir, 'x.txt'), 'text');

    expect(readOutboxMessage(outboxDir, '../x.eml')).toBeUndefined();
    expect(readOutboxMessage(outboxDir, 'a/b.eml')).toBeUndefined();
    expect(readOutboxMessage(outboxDir, 'x.txt')).toBeUndefined();
    expect(readOutboxMessage(outboxDir, '..\\x.eml')).toBeUndefined();
    expect(readOutboxMessage(outboxDir, path.join(parent, 'x.eml'))).toBeUndefined();
    expect(readOutboxMessage(outboxDir, '.eml')).toBeUndefined();
    expect(readOutboxMessage(outboxDir, 'missing.eml')).toBeUndefined();
    expect(readOutboxMessage(outboxDir, path.basename(file!))).toContain('Subject: Hi');
  });
});

describe('SMTP transport', () => {
  it('is chosen when an SMTP URL is given (nothing is sent)', () => {
    const transport = createMailTransport({ from: FROM, smtpUrl: 'smtp://127.0.0.1:2525', outboxDir: '/nonexistent/outbox' });
    try {
      expect(transport.kind).toBe('smtp');
    } finally {
      transport.close();
    }
    expect(fs.existsSync('/nonexistent/outbox')).toBe(false);
  });
});

describe('mail templates', () => {
  const base = { siteName: 'Starlit', siteUrl: 'https://starlit.example/' };

  it('escapes HTML special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('welcome: names the site, links to the email settings and escapes the name in HTML only', () => {
    const email = welcomeEmail({ ...base, firstName: '<script>' });
    expect(email.subject).toBe('Welcome to Starlit');
    expect(email.text).toContain('Hi <script>,');
    expect(email.html).toContain('Hi &lt;script&gt;,');
    expect(email.html).not.toContain('<script>');
    for (const body of [email.text, email.html]) {
      expect(body).toContain('Starlit');
      expect(body).toContain('https://starlit.example/member/settings');
      // Only what the site does today, with links to it; nothing promised that is not built (the birth chart).
      expect(body).toMatch(/birth details/i);
      expect(body).not.toMatch(/on (its|their) way|coming soon|birth chart/i);
      expect(body).toContain('https://starlit.example/daily-horoscope');
      expect(body).toContain('https://starlit.example/daily-tarot-card');
      expect(body).toContain('https://starlit.example/readings-reports/tarot-readings/free');
      expect(body).not.toMatch(/[$€£]\s?\d/);
    }
    expect(email.html).toContain('href="https://starlit.example/member/settings"');
  });

  it('welcome: uses the configured site name and a plain greeting without a name', () => {
    const email = welcomeEmail({ siteName: 'Moon & Co', siteUrl: 'https://moon.example', firstName: '  ' });
    expect(email.subject).toBe('Welcome to Moon & Co');
    expect(email.text).toMatch(/^Hello,\n/);
    expect(email.text).toContain('The Moon & Co team');
    expect(email.html).toContain('Moon &amp; Co');
    expect(email.html).not.toContain('Moon & Co');
  });

  it('password reset: explains the link, its single use and expiry, and what to do if it was not you', () => {
    const resetUrl = 'https://starlit.example/password-reset#set?key=k1&next="x"';
    const email = passwordResetEmail({ ...base, firstName: '<script>', resetUrl, expiresInMinutes: 45 });
    expect(email.subject).toBe('Reset your Starlit password');
    expect(email.text).toContain('Hi <script>,');
    expect(email.html).toContain('Hi &lt;script&gt;,');
    expect(email.html).not.toContain('<script>');

    expect(email.text).toContain(resetUrl);
    expect(email.html).toContain(`href="${escapeHtml(resetUrl)}"`);
    expect(email.html).not.toContain(resetUrl);
    for (const body of [email.text, email.html]) {
      expect(body).toContain('Starlit');
      expect(body).toContain('45 minutes');
      expect(body).toMatch(/only once/);
      expect(body).toMatch(/ignore this email/);
      expect(body).toMatch(/password stays\s+the same/);
    }
  });

  it('password reset: describes whole hours and a single minute naturally', () => {
    const common = { ...base, firstName: 'Ana', resetUrl: 'https://starlit.example/r' };
    expect(passwordResetEmail({ ...common, expiresInMinutes: 60 }).text).toContain('expires in 1 hour.');
    expect(passwordResetEmail({ ...common, expiresInMinutes: 120 }).text).toContain('expires in 2 hours.');
    expect(passwordResetEmail({ ...common, expiresInMinutes: 1 }).text).toContain('expires in 1 minute.');
  });
});
