import { parseDailyEmailsArguments } from '../../server/features/daily-emails/arguments';
import { horoscopeEmail, numberEmail, personalEmail } from '../../server/features/daily-emails/compose';
import { daysInPlay, dueDate, isMonday, localMoment, SEND_HOUR } from '../../server/features/daily-emails/schedule';
import { horoscopeFor } from '../../server/features/horoscopes';
import { listEmail } from '../../server/platform/mail/list-emails';
import { ListEmailContentSchema } from '../../shared/platform-api/mail.platform';

const SITE = 'https://starlit.example';

describe('the daily emails schedule', () => {
  it('reads a member’s day and hour from their offset, whole or half hours, and New York’s clock without one', () => {
    const at = new Date('2026-07-01T03:30:00Z');
    expect(localMoment(at, 9)).toEqual({ date: '2026-07-01', hour: 12, weekday: 3 });
    expect(localMoment(at, 5.5)).toEqual({ date: '2026-07-01', hour: 9, weekday: 3 });
    expect(localMoment(at, -10)).toEqual({ date: '2026-06-30', hour: 17, weekday: 2 });
    // Summer time in New York: UTC-4 in July, UTC-5 in December.
    expect(localMoment(at, null)).toEqual({ date: '2026-06-30', hour: 23, weekday: 2 });
    expect(localMoment(new Date('2026-12-01T03:30:00Z'), null)).toMatchObject({ date: '2026-11-30', hour: 22 });
  });

  it(`is due from ${SEND_HOUR} a.m. the reader's time until their midnight`, () => {
    expect(dueDate(new Date('2026-12-01T20:59:00Z'), 9)).toBeNull();
    expect(dueDate(new Date('2026-12-01T21:00:00Z'), 9)).toBe('2026-12-02');
    expect(dueDate(new Date('2026-12-02T14:59:00Z'), 9)).toBe('2026-12-02');
    expect(dueDate(new Date('2026-12-02T15:00:00Z'), 9)).toBeNull();
    expect(dueDate(new Date('2026-12-02T21:00:00Z'), 9)).toBe('2026-12-03');
  });

  it('covers every day a reader anywhere may be living, and knows its Mondays', () => {
    expect(daysInPlay(new Date('2026-12-01T00:10:00Z'))).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    for (const offset of [-12, -5, 0, 5.5, 14]) expect(daysInPlay(new Date('2026-12-01T23:50:00Z'))).toContain(localMoment(new Date('2026-12-01T23:50:00Z'), offset).date);
    expect(['2026-11-30', '2026-12-01', '2026-12-06', '2026-12-07'].map(isMonday)).toEqual([true, false, false, true]);
  });
});

describe('the daily emails’ words', () => {
  it('give a sign its whole horoscope, with a link to that day’s page, keyed so readers of one sign share it', () => {
    const email = horoscopeEmail('dailyhoroscope', '2026-12-01', 'leo', SITE);
    expect(email.key).toBe('dailyhoroscope:leo:2026-12-01');
    expect(email.content.subject).toBe('Leo: your horoscope for Tuesday, December 1, 2026');
    expect(email.content.sections[0]!.paragraphs).toEqual(horoscopeFor('daily', 'leo', '2026-12-01').interp.split('\n'));
    expect(email.content.cta.url).toBe(`${SITE}/daily-horoscope/leo/2026-12-01`);
    expect(horoscopeEmail('weekly_love', '2026-11-30', 'leo', SITE).content.subject).toBe('Leo: your love horoscope for the week of November 30, 2026');
    expect(ListEmailContentSchema.safeParse(email.content).success).toBe(true);
  });

  it('without a sign, bring all twelve in brief and say how to get one’s own', () => {
    const email = horoscopeEmail('dle', '2026-12-01', undefined, SITE);
    expect(email.key).toBe('dle:all:2026-12-01');
    expect(email.content.sections).toHaveLength(13);
    expect(email.content.sections[0]!.link).toEqual({ label: 'Add your birth date', url: `${SITE}/member/settings` });
    expect(email.content.sections.slice(1).map((section) => section.link!.url)).toContain(`${SITE}/daily-love-horoscope/aries/2026-12-01`);
    expect(ListEmailContentSchema.safeParse(email.content).success).toBe(true);
  });

  it('add the reader’s personal day number to the number of the day, and share a key with readers of the same one', () => {
    const email = numberEmail('2026-12-01', '1990-04-05', SITE);
    expect(email.content.sections).toHaveLength(2);
    expect(email.content.sections[1]!.heading).toMatch(/^Your personal day: \d+, /);
    expect(email.key).toMatch(/^number_of_the_day:2026-12-01:\d+$/);
    expect(numberEmail('2026-12-01', null, SITE).key).toBe('number_of_the_day:2026-12-01:none');
  });

  it('tell a VIP member without a birth date what the personal email needs, rather than sending nothing', () => {
    const email = personalEmail('4b1e6f52-6a0e-4d8c-9d38-0d6c1d2f7a10', '2026-12-01', null, SITE);
    expect(email.content.subject).toBe('Your personal horoscope needs your birth date');
    expect(email.content.cta.url).toBe(`${SITE}/member/settings`);
  });
});

describe('a list email', () => {
  const content = horoscopeEmail('dailyhoroscope', '2026-12-01', 'leo', SITE).content;
  const params = { siteName: 'Starlit', siteUrl: SITE, listName: 'Daily Horoscope', unsubscribeUrl: `${SITE}/email/unsubscribe?token=abc`, content };

  it('has a plain-text part with every paragraph, the reason it came and the unsubscribe link', () => {
    const { subject, text } = listEmail({ ...params, firstName: 'Ana' });
    expect(subject).toBe(content.subject);
    expect(text.startsWith('Hi Ana,\n')).toBe(true);
    for (const paragraph of content.sections[0]!.paragraphs) expect(text).toContain(paragraph);
    expect(text).toContain('You get this email because you joined the Daily Horoscope list at Starlit.');
    expect(text).toContain(`Unsubscribe from this list: ${SITE}/email/unsubscribe?token=abc`);
  });

  it('escapes a hostile name in the HTML and links the unsubscribe page', () => {
    const { html } = listEmail({ ...params, firstName: '<script>x</script>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain(`href="${SITE}/email/unsubscribe?token=abc"`);
    expect(html).toContain(`<h1 style=`);
  });
});

describe('npm run daily-emails’ arguments', () => {
  it('take a day, lists, or the schedule', () => {
    expect(parseDailyEmailsArguments([])).toEqual({ ok: true, arguments: { schedule: false, help: false } });
    expect(parseDailyEmailsArguments(['--date', '2026-12-01', '--list', 'dle', '--list', 'weekly_love'])).toEqual({ ok: true, arguments: { date: '2026-12-01', lists: ['dle', 'weekly_love'], schedule: false, help: false } });
    expect(parseDailyEmailsArguments(['--schedule'])).toMatchObject({ ok: true, arguments: { schedule: true } });
  });

  it('refuse a day that does not exist, a list that is not a daily one, or anything else, saying why', () => {
    expect(parseDailyEmailsArguments(['--date', '2026-02-30'])).toEqual({ ok: false, message: expect.stringContaining('--date must be a real day written YYYY-MM-DD, such as 2026-12-01; "2026-02-30" is not.') as unknown });
    expect(parseDailyEmailsArguments(['--list', 'ipe'])).toEqual({ ok: false, message: expect.stringContaining('Unknown list: ipe.') as unknown });
    expect(parseDailyEmailsArguments(['--dryrun'])).toEqual({ ok: false, message: expect.stringContaining('Usage: npm run daily-emails') as unknown });
    expect(parseDailyEmailsArguments(['--schedule', '--date', '2026-12-01'])).toMatchObject({ ok: false });
  });
});
