import { buildFeed, feedCode, firstSentence, signOfBirthDate } from '../../server/features/notifications/feed';
import { NotificationCodesSchema } from '../../shared/site/notification.contract';

const ARTICLES = [{ slug: 'dream-journal', url: '/articles/dream-journal', title: 'Keeping a Dream Journal', description: 'How to remember more of your dreams. And more.' }];
const MESSAGES = [
  { code: 'demo-notification-welcome', message: '<p>Welcome to <a href="/daily-horoscope">your horoscope</a>.</p>' },
  { code: 'Tarot-Card-2026-11-26', message: '<p>A message whose code collides with an item.</p>' },
];

describe('the Daily Insight Feed builder', () => {
  it('a member with a sign gets that sign’s horoscope, then the card, number, hexagram, articles and messages, each coded for the day', () => {
    const items = buildFeed({ date: '2026-11-26', sign: 'aries', loggedIn: true, articles: ARTICLES, messages: MESSAGES });
    expect(items.map((item) => item.code)).toEqual([
      'daily-horoscope-2026-11-26-aries',
      'tarot-card-2026-11-26',
      'number-2026-11-26',
      'hexagram-2026-11-26',
      'article-dream-journal',
      'demo-notification-welcome',
    ]);
    expect(items[0]).toMatchObject({ kind: 'horoscope', title: 'Your Aries horoscope for today', href: '/daily-horoscope/aries' });
    expect(items[2]!.title).toMatch(/^Number of the day: \d+, /);
    expect(items[4]).toMatchObject({ href: '/articles/dream-journal', text: 'How to remember more of your dreams.' });
    expect(items[5]).toMatchObject({ kind: 'message', html: MESSAGES[0]!.message, text: 'Welcome to your horoscope .' });
    // Every code is one the notifications contract accepts.
    expect(NotificationCodesSchema.safeParse(items.map((item) => item.code)).success).toBe(true);
  });

  it('the same day gives the same codes; the next day new ones', () => {
    const today = buildFeed({ date: '2026-11-26', loggedIn: false, articles: [], messages: [] });
    expect(buildFeed({ date: '2026-11-26', loggedIn: false, articles: [], messages: [] })).toEqual(today);
    const tomorrow = buildFeed({ date: '2026-11-27', loggedIn: false, articles: [], messages: [] });
    expect(tomorrow.map((item) => item.code)).toEqual(['daily-horoscopes-2026-11-27', 'tarot-card-2026-11-27', 'number-2026-11-27', 'hexagram-2026-11-27']);
  });

  it('a visitor gets the general horoscopes item and no number of the day', () => {
    const items = buildFeed({ date: '2026-11-26', loggedIn: false, articles: [], messages: [] });
    expect(items[0]).toMatchObject({ code: 'daily-horoscopes-2026-11-26', href: '/daily-horoscope' });
    expect(items[2]).toMatchObject({ title: 'Today’s number is ready', href: '/daily-number' });
  });

  it('codes, sentences and signs', () => {
    expect(feedCode('Article', 'Hello World!')).toBe('article-hello-world-');
    expect(feedCode('x'.repeat(80)).length).toBe(64);
    expect(firstSentence('One. Two.')).toBe('One.');
    expect(firstSentence('word '.repeat(60), 40).length).toBeLessThanOrEqual(40);
    expect(signOfBirthDate('1990-04-12')).toBe('aries');
    expect(signOfBirthDate('')).toBeUndefined();
    expect(signOfBirthDate(null)).toBeUndefined();
  });
});
