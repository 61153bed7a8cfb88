import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import {
  LIST_UNSUBSCRIBE_VALIDITY_DAYS,
  listUnsubscribeHeaders,
  listUnsubscribeLink,
  signListUnsubscribeToken,
  verifyListUnsubscribeToken,
} from '../../server/list-unsubscribe';
import { parseHeaders } from '../../server/mail-outbox';
import { createMailTransport } from '../../server/platform/mail/mail-transport';
import { multipartIsOneClick } from '../../server/features/accounts/one-click-unsubscribe';

const config = loadConfig({ NODE_ENV: 'test', SITE_URL: 'https://starlit.example', SESSION_SECRET: 'list-unsubscribe-test-secret-'.padEnd(40, 'x') });
const otherSite = loadConfig({ NODE_ENV: 'test', SITE_URL: 'https://starlit.example', SESSION_SECRET: 'another-site-entirely-secret-'.padEnd(40, 'y') });
const ANA = '6f1c2b5e-3d4a-4b8c-9e7f-0a1b2c3d4e5f';
const BEN = '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';
const NOW = new Date('2026-12-01T07:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

/** The token's four dot-separated parts, with one replaced. */
function withPart(token: string, index: number, value: string): string {
  const parts = token.split('.');
  parts[index] = value;
  return parts.join('.');
}

describe('signed list unsubscribe tokens', () => {
  const token = signListUnsubscribeToken(config, { memberUuid: ANA, list: 'dailyhoroscope', now: NOW });

  it('a token we signed is accepted: it names its member, its list and when it was issued', () => {
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(verifyListUnsubscribeToken(config, token, at(1))).toEqual({ ok: true, memberUuid: ANA, list: 'dailyhoroscope', issuedAt: NOW });
  });

  it(`works for ${LIST_UNSUBSCRIBE_VALIDITY_DAYS} days, then says it expired`, () => {
    expect(verifyListUnsubscribeToken(config, token, at(LIST_UNSUBSCRIBE_VALIDITY_DAYS)).ok).toBe(true);
    expect(verifyListUnsubscribeToken(config, token, at(LIST_UNSUBSCRIBE_VALIDITY_DAYS + 1))).toEqual({ ok: false, reason: 'expired' });
  });

  it('changing the list, the member or the date breaks the signature', () => {
    expect(verifyListUnsubscribeToken(config, withPart(token, 1, 'dle'), NOW)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyListUnsubscribeToken(config, withPart(token, 0, BEN), NOW)).toEqual({ ok: false, reason: 'forged' });
    // Made younger, to outlive its 90 days: the signature no longer matches.
    const later = Math.floor(at(80).getTime() / 1000).toString(36);
    expect(verifyListUnsubscribeToken(config, withPart(token, 2, later), at(100))).toEqual({ ok: false, reason: 'forged' });
  });

  it("another member's token does not work for this member, and a signature from another secret is refused", () => {
    const bens = signListUnsubscribeToken(config, { memberUuid: BEN, list: 'dailyhoroscope', now: NOW });
    expect(bens.split('.')[3]).not.toBe(token.split('.')[3]);
    // Ben's signature on Ana's id and list:
    expect(verifyListUnsubscribeToken(config, withPart(token, 3, bens.split('.')[3]!), NOW)).toEqual({ ok: false, reason: 'forged' });
    const forged = signListUnsubscribeToken(otherSite, { memberUuid: ANA, list: 'dailyhoroscope', now: NOW });
    expect(verifyListUnsubscribeToken(config, forged, NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it('only the exact signature passes, not one spelled differently that decodes to the same bytes', () => {
    const signature = token.split('.')[3]!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last character carries 4 bits and 2 spare ones: its neighbour in the alphabet differs in a spare bit or a real one.
    const last = alphabet.indexOf(signature.at(-1)!);
    const sibling = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(sibling, 'base64url').length).toBe(32);
    expect(verifyListUnsubscribeToken(config, withPart(token, 3, sibling), NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it('a token dated in the future was not issued by us', () => {
    const ahead = signListUnsubscribeToken(config, { memberUuid: ANA, list: 'dle', now: at(2) });
    expect(verifyListUnsubscribeToken(config, ahead, NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it.each([
    ['empty', ''],
    ['not a string', 42],
    ['too few parts', token.split('.').slice(0, 3).join('.')],
    ['an extra part', `${token}.x`],
    ['a member id that is not a UUID', withPart(token, 0, 'not-a-uuid')],
    ['a list code with capitals', withPart(token, 1, 'DailyHoroscope')],
    ['a signature cut short', token.slice(0, -1)],
    ['a signature in another alphabet', withPart(token, 3, '+'.repeat(43))],
    ['far too long', `${token}${'a'.repeat(300)}`],
  ])('a malformed token (%s) is refused as malformed', (_label, value) => {
    expect(verifyListUnsubscribeToken(config, value, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses to sign what no list email would carry', () => {
    expect(() => signListUnsubscribeToken(config, { memberUuid: 'ana', list: 'dle' })).toThrow(/UUID/);
    expect(() => signListUnsubscribeToken(config, { memberUuid: ANA, list: 'dle.x' })).toThrow(/list code/);
  });
});

describe('the link and headers a list email carries', () => {
  it('the link is the unsubscribe page on the site, with the token in its query', () => {
    const link = new URL(listUnsubscribeLink(config, { memberUuid: ANA, list: 'weekly_love', now: NOW }));
    expect(`${link.origin}${link.pathname}`).toBe('https://starlit.example/email/unsubscribe');
    expect(verifyListUnsubscribeToken(config, link.searchParams.get('token'), NOW)).toMatchObject({ ok: true, memberUuid: ANA, list: 'weekly_love' });
  });

  it('List-Unsubscribe names the link (and a mailto when given); List-Unsubscribe-Post offers one click', () => {
    const plain = listUnsubscribeHeaders(config, { memberUuid: ANA, list: 'dle', now: NOW });
    expect(plain).toEqual({ 'List-Unsubscribe': `<${listUnsubscribeLink(config, { memberUuid: ANA, list: 'dle', now: NOW })}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const withMail = listUnsubscribeHeaders(config, { memberUuid: ANA, list: 'dle', now: NOW, mailto: 'lists@starlit.example' });
    expect(withMail['List-Unsubscribe']).toMatch(/^<https:\/\/starlit\.example\/email\/unsubscribe\?token=[^>]+>, <mailto:lists@starlit\.example\?subject=unsubscribe%20dle>$/);
  });

  it('the mail transport writes the headers into the message, so the link survives folding', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlit-list-headers-'));
    const transport = createMailTransport({ from: '"Starlit" <no-reply@starlit.example>', outboxDir: dir });
    try {
      const headers = listUnsubscribeHeaders(config, { memberUuid: ANA, list: 'dailyhoroscope', now: NOW });
      const { file } = await transport.send({ to: 'ana@example.com', subject: 'Your horoscope', text: 'Hello', html: '<p>Hello</p>', headers });
      const written = parseHeaders(fs.readFileSync(file!, 'utf8'));
      expect(written.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(written.get('list-unsubscribe')?.replace(/\s+/g, '')).toBe(headers['List-Unsubscribe']);
    } finally {
      transport.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('reading a one-click POST sent as multipart/form-data', () => {
  const body = (name: string, value: string) => Buffer.from(`--XyZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--XyZ--\r\n`);
  it('finds List-Unsubscribe=One-Click, and nothing else passes for it', () => {
    expect(multipartIsOneClick('multipart/form-data; boundary=XyZ', body('List-Unsubscribe', 'One-Click'))).toBe(true);
    expect(multipartIsOneClick('multipart/form-data; boundary="XyZ"', body('List-Unsubscribe', 'One-Click'))).toBe(true);
    expect(multipartIsOneClick('multipart/form-data; boundary=XyZ', body('List-Unsubscribe', 'Two-Clicks'))).toBe(false);
    expect(multipartIsOneClick('multipart/form-data; boundary=XyZ', body('intent', 'One-Click'))).toBe(false);
    expect(multipartIsOneClick('multipart/form-data', body('List-Unsubscribe', 'One-Click'))).toBe(false);
  });
});
