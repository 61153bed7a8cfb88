import { horoscopeFor, moonAt, type MoonNow } from '../horoscopes';
import { cardOfTheDay, weeklyCard, type DrawnCard } from '../tarot';
import { HOROSCOPE_TIME_ZONE, horoscopeHref, horoscopeToday, SLANTS, weekStart, addDays, isZodiacSlug } from '../../../shared/horoscopes/horoscopes';
import { litPercent } from '../../../shared/horoscopes/moon-phase';
import { glossaryHref } from '../../../shared/horoscopes/glossary';
import { formatSignDates, signForDate, ZODIAC_SIGNS, type ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import { GetMemberContract } from '../../../shared/platform-api/member.platform';
import { parseIsoDate } from '../../../shared/site/calendar';
import { isLive, liveRoutesOf } from '../../../shared/site/navigation';
import { SIGN_COOKIE } from '../../../shared/site/site-cookies';
import { DEFAULT_DECK_ID, favoriteDeckId, findDeck, type Deck } from '../../../shared/tarot/decks';
import { cardImageSrc } from '../../../shared/tarot/tarot-pages';
import { href, ROUTES } from '../../../shared/routes';
import type { HomeCardView, HomeMoonView, HomePageProps, HomeSectionLink } from '../../../views/site/home-page';
import { homeContent, type HomeSectionId } from '../../content/home';
import { sitePages } from '../../http/page-registry';
import type { PageContext } from '../../http/page-module';
import { requestCookies } from '../../http/request-cookies';
import { sessionStatus } from '../../session/member-session';

/**
 * The home page as the day's front door: today's horoscope for the visitor's sign (a member's own
 * from their birth date, else the sign this browser chose), the card of the day, a free reading,
 * the week for that sign, the Moon today and the site's sections that exist.
 */

const signName = (slug: ZodiacSlug) => ZODIAC_SIGNS.find((sign) => sign.slug === slug)!.name;

const LONG_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' });
const MOON_TIME = new Intl.DateTimeFormat('en-US', { timeZone: HOROSCOPE_TIME_ZONE, weekday: 'long', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const MOON_DATE = new Intl.DateTimeFormat('en-US', { timeZone: HOROSCOPE_TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric' });
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The first sentences of a paragraph, as many as fit in `max` characters (always the first). */
export function excerpt(paragraph: string, max = 200): string {
  const sentences = (paragraph.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? [paragraph]).map((sentence) => sentence.trim());
  let text = sentences[0]!;
  for (const sentence of sentences.slice(1)) {
    if (text.length + 1 + sentence.length > max) break;
    text += ` ${sentence}`;
  }
  return text;
}

/** The paths of the site's pages (the route table), to link only what exists. */
let live: ReturnType<typeof liveRoutesOf> | undefined;
const liveRoutes = () => (live ??= liveRoutesOf(sitePages()));

/** Where each of the home page's sections opens, and its art. */
const SECTION_LINKS: Record<HomeSectionId, { href: string; icon: HomeSectionLink['icon'] }> = {
  horoscopes: { href: href(ROUTES.horoscopes.daily.base), icon: 'horoscopes' },
  astrology: { href: href(ROUTES.astrology), icon: 'astrology' },
  'birth-chart': { href: href(ROUTES.yourBirthChart), icon: 'astrology' },
  birthday: { href: href(ROUTES.birthdayHoroscope.base), icon: 'horoscopes' },
  tarot: { href: href(ROUTES.tarot), icon: 'tarot' },
  readings: { href: href(ROUTES.readingsHub), icon: 'readings' },
  love: { href: href(ROUTES.loveAndCompatibility), icon: 'love' },
  numerology: { href: href(ROUTES.numerology), icon: 'numerology' },
};

/** The signs as the home page lists them, and as its sign buttons offer them. */
const SIGN_LINKS = ZODIAC_SIGNS.map((each) => ({ slug: each.slug, name: each.name, dates: formatSignDates(each), href: href(ROUTES.signs[each.slug]) }));
const CHOOSER_SIGNS = ZODIAC_SIGNS.map((each) => ({ slug: each.slug, name: each.name }));

/** The sections whose pages exist for a kind of viewer: the same for every request of that kind, so found once. */
const SECTIONS = new Map<string, HomeSectionLink[]>();
function sectionsOf(siteName: string, seen: { loggedIn: boolean; vip: boolean }): HomeSectionLink[] {
  const key = `${siteName}\n${seen.loggedIn}\n${seen.vip}`;
  let sections = SECTIONS.get(key);
  if (!sections) {
    const routes = liveRoutes();
    sections = homeContent(siteName).sections.flatMap((section) => {
      const link = SECTION_LINKS[section.id];
      return isLive(link.href, routes, seen) ? [{ ...section, ...link }] : [];
    });
    SECTIONS.set(key, sections);
  }
  return sections;
}

interface Viewer {
  member?: { firstName: string; karmaCoins?: number; sign?: ZodiacSlug; deck: Deck };
  vip: boolean;
}

/** The first language the browser asks for that Intl knows (as the header's balance is written), else en-US. */
function numberLocale(context: PageContext): string {
  for (const tag of context.req.acceptsLanguages().slice(0, 8)) {
    try {
      const [known] = tag === '*' ? [] : Intl.NumberFormat.supportedLocalesOf(tag);
      if (known) return known;
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return 'en-US';
}

/**
 * Who is looking: a member's first name, balance, sign (from their birth date) and favourite deck,
 * from the member service; the session's name and balance when the service does not answer.
 */
async function viewerOf(context: PageContext): Promise<Viewer> {
  const { user } = sessionStatus(context.req);
  const vip = user?.vip === true;
  if (!context.memberUuid || !user) return { vip };
  const fallbackDeck = findDeck(DEFAULT_DECK_ID)!;
  try {
    const { member } = await context.platform.call(GetMemberContract, { params: { member_uuid: context.memberUuid } });
    // The header's balance follows the fresher one, as /api/user/status does.
    if (context.req.session.karmaCoins !== member.kc_balance) context.req.session.karmaCoins = member.kc_balance;
    const born = parseIsoDate(member.birth_date);
    const favourite = findDeck(favoriteDeckId(member.favorite_deck_id) ?? DEFAULT_DECK_ID);
    return {
      vip,
      member: {
        firstName: member.first_name || user.username,
        karmaCoins: member.kc_balance,
        ...(born ? { sign: signForDate(born.month, born.day).slug } : {}),
        deck: favourite && favourite.type === 'tarot' ? favourite : fallbackDeck,
      },
    };
  } catch (error) {
    context.logger.warn({ err: error }, 'home page: member details unavailable');
    return { vip, member: { firstName: user.username, ...(user.karma_coins !== undefined ? { karmaCoins: user.karma_coins } : {}), deck: fallbackDeck } };
  }
}

function cardView({ card, reversed }: DrawnCard, deck: Deck): HomeCardView {
  return { name: card.name, reversed, image: cardImageSrc(deck.slug, card.rank), alt: `${card.name}${reversed ? ' (reversed)' : ''}, ${deck.name} deck` };
}

function moonView(moon: MoonNow): HomeMoonView {
  const lunation = moon.nextLunation;
  return {
    phase: moon.phase.name,
    lit: litPercent(moon.phase.illumination),
    elongation: moon.phase.elongation,
    sign: { name: signName(moon.sign), href: glossaryHref('sign', moon.sign) },
    moonHref: glossaryHref('planet', 'moon'),
    ...(moon.nextSign ? { nextSign: { name: signName(moon.nextSign.sign), when: MOON_TIME.format(new Date(moon.nextSign.exact)) } } : {}),
    ...(lunation
      ? {
          nextLunation: {
            name: lunation.kind === 'full-moon' ? 'Full Moon' : 'New Moon',
            href: glossaryHref('term', lunation.kind),
            sign: signName(lunation.sign),
            when: MOON_DATE.format(new Date(lunation.exact)),
          },
        }
      : {}),
  };
}

/** Everything the home page shows, for this request. */
export async function loadHome(context: PageContext): Promise<Omit<HomePageProps, 'form'> & { title: string; description: string }> {
  const content = homeContent(context.config.SITE_NAME);
  const today = horoscopeToday();
  const viewer = await viewerOf(context);
  const chosen = requestCookies(context.req)[SIGN_COOKIE];
  const remembered = chosen && isZodiacSlug(chosen) ? chosen : undefined;
  const sign = viewer.member?.sign ?? remembered;
  // A member's page, or one greeting the sign this browser chose, is for this visitor alone.
  if (viewer.member || sign) context.res.set('Cache-Control', 'private, no-store');
  const deck = viewer.member?.deck ?? findDeck(DEFAULT_DECK_ID)!;
  const dailyRoutes = viewer.vip ? ROUTES.vipDailyHoroscope : SLANTS.daily.routes;
  const routes = liveRoutes();
  const seen = { loggedIn: Boolean(viewer.member), vip: viewer.vip };
  const monday = weekStart(today);
  const sections = sectionsOf(context.config.SITE_NAME, seen);
  const karmaHref = href(ROUTES.karmaCoins);

  return {
    title: content.title,
    description: content.description,
    dateLabel: LONG_DAY.format(utcDay(today)),
    date: today,
    headline: content.headline,
    lede: content.lede,
    ...(viewer.member
      ? {
          member: {
            firstName: viewer.member.firstName,
            ...(viewer.member.karmaCoins !== undefined ? { karmaCoins: new Intl.NumberFormat(numberLocale(context)).format(viewer.member.karmaCoins) } : {}),
            ...(isLive(karmaHref, routes, seen) ? { karmaHref } : {}),
            ...(viewer.member.sign ? { signName: signName(viewer.member.sign) } : {}),
          },
        }
      : {}),
    horoscope: sign
      ? {
          sign: { slug: sign, name: signName(sign) },
          excerpt: excerpt(horoscopeFor('daily', sign, today).interp.split('\n')[0]!, 360),
          href: horoscopeHref(dailyRoutes, sign),
          source: viewer.member?.sign ? 'member' : 'chosen',
        }
      : undefined,
    chooser: viewer.member?.sign ? undefined : { action: href(ROUTES.home), signs: CHOOSER_SIGNS, ...(sign ? { current: sign } : {}) },
    otherSignsHref: href(dailyRoutes.base),
    card: { ...cardView(cardOfTheDay(today), deck), href: href(viewer.vip ? ROUTES.vipDailyTarotCard.base : ROUTES.dailyTarotCard.base) },
    readingHref: href(ROUTES.readings.free),
    week: sign
      ? {
          kind: 'sign',
          signName: signName(sign),
          label: `${SHORT_DAY.format(utcDay(monday))} to ${SHORT_DAY.format(utcDay(addDays(monday, 6)))}`,
          horoscope: { excerpt: excerpt(horoscopeFor('weekly', sign, today).interp.split('\n')[0]!, 240), href: horoscopeHref(SLANTS.weekly.routes, sign) },
          tarot: { ...cardView(weeklyCard(sign, monday), deck), href: href(ROUTES.weeklyTarot.sign, { sign }) },
        }
      : { kind: 'pick', horoscopeHref: href(ROUTES.horoscopes.weekly.base), tarotHref: href(ROUTES.weeklyTarot.base) },
    moon: moonView(moonAt(new Date())),
    sectionsHeading: content.sectionsHeading,
    sections,
    signsHeading: content.signsHeading,
    signsIntro: content.signsIntro,
    signs: SIGN_LINKS,
    aboutHeading: content.aboutHeading,
    about: content.about,
  };
}
