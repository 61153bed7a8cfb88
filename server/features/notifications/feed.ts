import { horoscopeHref, horoscopeToday, SLANTS, signOfBirthDate } from '../../../shared/horoscopes/horoscopes';
import { ZODIAC_SIGNS, type ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import type { Feed, FeedItem } from '../../../shared/notifications/feed.contract';
import { parseReadCookie, READ_COOKIE } from '../../../shared/notifications/notification-state';
import { GetMemberContract, MemberNotificationsContract } from '../../../shared/platform-api/member.platform';
import { firstSentence } from '../../../shared/site/sentences';
import { GetPromoMessageContract, type PromoMessage } from '../../../shared/store/promo.contract';
import { href, ROUTES } from '../../../shared/routes';
import { hexagramText } from '../../content/iching/library';
import type { RequestContext } from '../../http/request-context';
import { requestCookies } from '../../http/request-cookies';
import { latestArticles } from '../articles';
import { horoscopeFor } from '../horoscopes';
import { hexagramOfTheDay } from '../iching';
import { dailyNumber } from '../numerology';
import { cardOfTheDay } from '../tarot';

/**
 * The Daily Insight Feed (spec 1 §2, §4; issue #28): the day's items, each with a code that is
 * the same all day for everyone it is the same for, so read state (the member service's
 * notification_reads, a visitor's session storage) can name it.
 */

/** How many of the newest articles the feed lists. */
export const FEED_ARTICLES = 2;

/** What the feed is built from: the day, the reader's sign (from a member's birth date), the newest articles and the notification placement's messages. */
export interface FeedInput {
  date: string;
  sign?: ZodiacSlug | undefined;
  loggedIn: boolean;
  articles: readonly { slug: string; url: string; title: string; description: string }[];
  messages: readonly Pick<PromoMessage, 'code' | 'message'>[];
}

export type UnreadFeedItem = Omit<FeedItem, 'viewed'>;

const signName = (slug: ZodiacSlug) => ZODIAC_SIGNS.find((sign) => sign.slug === slug)!.name;

export { firstSentence, signOfBirthDate };

/** A promo message's text without its markup, for screen readers' summaries and the plain list. */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, '’')
    .replace(/\s+/g, ' ')
    .trim();

/** A code as the notifications contract takes it: lowercase letters, digits, dots, dashes and underscores, at most 64. */
export const feedCode = (...parts: string[]): string =>
  parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 64);

/** Today's items, in the order the panel lists them: the horoscope, the card, the number, the hexagram, new articles, messages. */
export function buildFeed({ date, sign, loggedIn, articles, messages }: FeedInput): UnreadFeedItem[] {
  const items: UnreadFeedItem[] = [];
  if (sign) {
    const horoscope = horoscopeFor('daily', sign, date);
    items.push({
      code: feedCode('daily-horoscope', date, sign),
      kind: 'horoscope',
      title: `Your ${signName(sign)} horoscope for today`,
      text: firstSentence(horoscope.interp.split('\n')[0]!),
      href: horoscopeHref(SLANTS.daily.routes, sign),
    });
  } else {
    items.push({
      code: feedCode('daily-horoscopes', date),
      kind: 'horoscope',
      title: 'Today’s horoscopes are here',
      text: 'All twelve signs have a new reading for today. Find yours.',
      href: href(ROUTES.horoscopes.daily.base),
    });
  }
  const { card, reversed } = cardOfTheDay(date);
  items.push({
    code: feedCode('tarot-card', date),
    kind: 'tarot',
    title: `Tarot card of the day: ${card.name}${reversed ? ' reversed' : ''}`,
    text: 'See what today’s card suggests, and draw your own.',
    href: href(ROUTES.dailyTarotCard.base),
  });
  const number = dailyNumber(date);
  items.push({
    code: feedCode('number', date),
    kind: 'number',
    title: loggedIn ? `Number of the day: ${number.number}, ${number.title}` : 'Today’s number is ready',
    text: loggedIn ? firstSentence(number.content) : 'Log in or sign up free to see the number of the day and your own.',
    href: href(ROUTES.dailyNumber.base),
  });
  const hexagram = hexagramText(hexagramOfTheDay(date));
  items.push({
    code: feedCode('hexagram', date),
    kind: 'hexagram',
    title: `Hexagram of the day: ${hexagramOfTheDay(date)}, ${hexagram.name}`,
    text: firstSentence(hexagram.today),
    href: href(ROUTES.dailyHexagram.base),
  });
  for (const article of articles) {
    items.push({ code: feedCode('article', article.slug), kind: 'article', title: `New article: ${article.title}`, text: firstSentence(article.description), href: article.url });
  }
  for (const message of messages) {
    const code = feedCode(message.code);
    if (!code || items.some((item) => item.code === code)) continue;
    items.push({ code, kind: 'message', title: firstSentence(plainText(message.message), 120), text: plainText(message.message), html: message.message });
  }
  return items;
}

type Context = Pick<RequestContext, 'memberUuid' | 'platform' | 'logger' | 'req'>;

/** The notification placement's messages; none when the rules service does not answer (the rest of the feed still shows). */
async function notificationMessages(context: Context, date: string): Promise<PromoMessage[]> {
  try {
    // {card.name} in a message is the card of the day.
    return (await context.platform.call(GetPromoMessageContract, { query: { placement: 'notification', card: cardOfTheDay(date).card.name } })).messages;
  } catch (error) {
    context.logger.warn({ err: error }, 'notifications: promo messages unavailable');
    return [];
  }
}

async function memberSign(context: Context): Promise<ZodiacSlug | undefined> {
  if (!context.memberUuid) return undefined;
  const { member } = await context.platform.call(GetMemberContract, { params: { member_uuid: context.memberUuid } });
  return signOfBirthDate(member.birth_date);
}

/**
 * Today's feed for this request, with read state: a member's from the member service, a
 * visitor's from the `notifications_read` cookie (the bell island adds this tab's session storage).
 */
export async function loadFeed(context: Context, date: string = horoscopeToday()): Promise<Feed> {
  const loggedIn = Boolean(context.memberUuid);
  const [sign, messages] = await Promise.all([memberSign(context), notificationMessages(context, date)]);
  const items = buildFeed({ date, sign, loggedIn, articles: latestArticles(FEED_ARTICLES), messages });
  let read: Set<string>;
  if (context.memberUuid) {
    const { notifications } = await context.platform.call(MemberNotificationsContract, { params: { member_uuid: context.memberUuid }, query: { codes: items.map((item) => item.code) } });
    read = new Set(notifications.filter((each) => each.viewed).map((each) => each.code));
  } else {
    read = parseReadCookie(requestCookies(context.req)[READ_COOKIE], false, date).codes;
  }
  const withState = items.map((item) => ({ ...item, viewed: read.has(item.code) }));
  return { date, logged_in: loggedIn, items: withState, unread: withState.filter((item) => !item.viewed).length };
}
