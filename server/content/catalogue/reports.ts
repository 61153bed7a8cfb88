import { VIP_UPC } from '../../../shared/store/catalogue';
import { href, ROUTES } from '../../../shared/routes';
import { catalogueEntry, oneTime, type CatalogueEntryInput, type EntryCopy } from './types';

/**
 * The reports of spec 3 §1, each on sale at its page (issues #25, #26). Original writing.
 */

type ReportCopy = Omit<EntryCopy, 'product_url'>;

/** Where each report is bought or drawn. */
const ON_SALE_AT: Record<string, string> = {
  'essential-birth-redux': href(ROUTES.essentialBirthChart),
  'essential-birth-sample': href(ROUTES.essentialBirthChart),
  'free-birth-chart-redux': href(ROUTES.yourBirthChart),
  'cosmic-profile-report-redux': href(ROUTES.cosmicProfile),
  'astrology-compatibility-redux': href(ROUTES.compatibilityReport),
  'astrology-compatibility-sample': href(ROUTES.compatibilityReport),
  'relationship-potential-redux': href(ROUTES.relationshipPotential),
  'love-languages-redux': href(ROUTES.loveLanguages),
  'relationship-dynamics-redux': href(ROUTES.relationshipDynamics),
  'yearly-forecast-redux': href(ROUTES.yearlyForecast),
  'big-picture-forecast-redux': href(ROUTES.bigPictureForecast),
  'big-picture-love-forecast-redux': href(ROUTES.bigPictureLoveForecast),
  'numerology-forecast-redux': href(ROUTES.numerologyForecast),
};

function report(code: string, copy: ReportCopy, price: CatalogueEntryInput['price'], teeup: Omit<CatalogueEntryInput['teeup'], 'code'>, upsells: string[] = ['celtic-cross', VIP_UPC]): CatalogueEntryInput {
  const page = ON_SALE_AT[code];
  if (!page) throw new Error(`The report ${code} has no page to be bought at.`);
  return catalogueEntry(code, 'Report', { ...copy, product_url: page }, price, teeup, upsells, { available: true });
}

export const REPORT_ENTRIES: CatalogueEntryInput[] = [
  report(
    'astrology-compatibility-redux',
    {
      long_name: 'Astrology Compatibility Report: How Your Two Charts Meet',
      product_name: 'Astrology Compatibility Report',
      message: 'Two birth charts side by side, and what they make together.',
      subheader: 'Where you click, where you clash, and how to make the most of both.',
      short_description: 'This report compares your birth chart with a partner’s, planet by planet, to show where the two of you flow easily and where you will need patience.',
      long_description:
        'Attraction is only the opening chapter. The compatibility report reads the conversation between two birth charts: how your Moons handle comfort and moods, how your Venus and Mars signs want love shown, and how your Mercuries argue and make up.\n\n' +
        'Harmonious contacts are described as the gifts of the pairing, and tense ones as the places where you will grow, never as reasons to give up. You will finish with a clear picture of what each of you brings and a few practical ideas for the rough patches.',
      divination: 'astrology',
      topic: 'love',
    },
    oneTime(1999, 2000),
    { upsell_upc: null, headline: 'See how your charts meet', points: ['Every major contact between your two charts', 'Strengths of the pairing and its growing edges', 'Practical ideas for the harder moments'], button_text: 'Compare our charts' },
  ),
  report(
    'astrology-compatibility-sample',
    {
      long_name: 'Free Compatibility Sample: A First Look at Two Charts',
      product_name: 'Free Compatibility Sample',
      message: 'A free taste of what your two charts say about you as a pair.',
      subheader: 'The Sun, Moon and Venus contacts between you, free.',
      short_description: 'Enter two sets of birth details and read a free sample of the compatibility report, focused on the contacts that shape a first impression.',
      long_description:
        'Curious whether the stars approve before you commit to the full report? The free sample reads the three contacts people usually feel first: how your Suns recognise each other, whether your Moons feel at home together, and how your Venus signs express affection.\n\n' +
        'The sample is complete in itself, with no blurred paragraphs. If it rings true, the full compatibility report goes on to cover communication, desire, conflict and long-term potential.',
      divination: 'astrology',
      topic: 'love',
    },
    oneTime(0, 0),
    { upsell_upc: 'astrology-compatibility-redux', headline: 'Try a free compatibility sample', points: ['Sun, Moon and Venus contacts between you', 'Written in full, nothing hidden', 'Continue to the full report whenever you like'], button_text: 'Read our sample' },
  ),
  report(
    'cosmic-profile-report-redux',
    {
      long_name: 'Cosmic Profile Report: Seven Systems, One Portrait of You',
      product_name: 'Cosmic Profile Report',
      message: 'Your signs from seven traditions, gathered into one portrait.',
      subheader: 'Sun, Moon and Rising, Chinese sign, tarot birth card, life path number and Celtic tree sign.',
      short_description: 'The Cosmic Profile gathers seven ways of describing a person, from astrology to numerology to the Celtic tree calendar, and shows where they agree about you.',
      long_description:
        'Each tradition sees you through a different window. Your Sun, Moon and Rising signs describe your core, your feelings and your first impression; your Chinese sign and Celtic tree sign add an old-world perspective; your tarot birth card and life path number speak to the lessons you keep meeting.\n\n' +
        'Read alone, each is a sketch. Read side by side, in seven chapters you open one at a time, you will notice the notes that repeat from one tradition to the next, and those are the most reliable part of the portrait.',
      divination: 'astrology',
      topic: 'self',
    },
    oneTime(1499, 1500),
    { upsell_upc: null, headline: 'Meet your cosmic profile', points: ['Seven traditions read from your birth details', 'Each in a chapter of its own, read in full', 'A portrait worth sharing with friends'], button_text: 'Build my profile' },
  ),
  report(
    'essential-birth-redux',
    {
      long_name: 'Essential Birth Chart Report: Your Complete Natal Reading',
      product_name: 'Essential Birth Chart Report',
      message: 'The full story of the sky on the day you were born.',
      subheader: 'Every planet, house and major aspect in your birth chart, explained.',
      short_description: 'The Essential Birth Chart report is a complete reading of your natal chart, covering every planet in its sign and house and the aspects that tie them together.',
      long_description:
        'Your birth chart is a map of where the Sun, Moon and planets stood at the moment you arrived, seen from the place you were born. This report walks through it piece by piece: what each planet wants, the style its sign gives it, and the part of life its house points to.\n\n' +
        'Then it looks at the aspects, the angles between planets that explain inner tensions and natural talents. The result reads like a thoughtful letter about your temperament, your motivations and the patterns you may recognise from your own history.\n\n' +
        'An exact birth time makes the houses and Rising sign precise. If you do not know yours yet, you can add it later and the report will update.',
      divination: 'astrology',
      topic: 'self',
    },
    oneTime(1999, 2000, { cents: 2999, coins: 3000, message: 'Save 33%' }),
    { upsell_upc: null, headline: 'Read your whole birth chart', points: ['Every planet in its sign and house', 'The aspects behind your talents and tensions', 'Add a birth time later and it updates'], button_text: 'Get my birth chart' },
  ),
  report(
    'essential-birth-sample',
    {
      long_name: 'Free Essential Birth Chart Sample: Your Big Three',
      product_name: 'Free Birth Chart Sample',
      message: 'Your Sun, Moon and Rising signs, read for free.',
      subheader: 'A full-length sample of the Essential Birth Chart report.',
      short_description: 'Read the opening chapters of the Essential Birth Chart report for free: your Sun, Moon and Rising signs, written out in full.',
      long_description:
        'The Sun, Moon and Rising are often called the big three because together they capture so much of a person: what drives you, what comforts you and how you meet the world. This free sample reads all three for your birth details.\n\n' +
        'Nothing is cut off mid-sentence. When you want the rest of the chart, with every planet, house and aspect, the full Essential Birth Chart report picks up where the sample ends.',
      divination: 'astrology',
      topic: 'self',
    },
    oneTime(0, 0),
    { upsell_upc: 'essential-birth-redux', headline: 'Start with your big three', points: ['Sun, Moon and Rising explained in full', 'A true preview of the complete report', 'Free with your birth details'], button_text: 'Read my sample' },
  ),
  report(
    'free-birth-chart-redux',
    {
      long_name: 'Free Birth Chart: Your Chart Wheel, Planets and Aspects',
      product_name: 'Free Birth Chart',
      message: 'Draw your birth chart wheel in seconds, free.',
      subheader: 'A chart wheel, planetary positions, aspect grid and house placements.',
      short_description: 'Enter your name, birth date, time and place to draw your chart wheel with its planetary positions, aspects and houses at no cost.',
      long_description:
        'The free birth chart shows the sky at your birth the way astrologers see it: a wheel of twelve houses with each planet placed by degree, an aspect grid showing which planets speak to each other, and tables you can keep for reference.\n\n' +
        'It is a chart rather than a reading, ideal if you like to study the positions yourself. Members can fill the form from a saved profile, their own or a friend’s, and the Essential Birth Chart report is there when you would like the whole chart interpreted.',
      divination: 'astrology',
      topic: 'self',
    },
    oneTime(0, 0),
    { upsell_upc: 'essential-birth-redux', headline: 'Draw your free birth chart', points: ['Your chart wheel with every planet placed', 'An aspect grid, table and key', 'House positions for your birth time'], button_text: 'Draw my chart' },
  ),
  report(
    'numerology-forecast-redux',
    {
      long_name: 'Numerology Forecast Report: The Numbers Behind Your Year',
      product_name: 'Numerology Forecast',
      message: 'Your personal year number and the months it shapes.',
      subheader: 'A year ahead read through your name and birth date.',
      short_description: 'The Numerology Forecast works out your personal year and month numbers from your birth date and explains the kind of energy each one brings.',
      long_description:
        'Numerology treats time as a series of nine-year cycles, each year carrying a theme of its own: beginnings, patience, expression, building, change, care, reflection, ambition and release. Your birth date tells you where you are in the cycle.\n\n' +
        'This forecast names your personal year and then walks through it month by month, pointing out when to start things, when to finish them and when simply to rest. It is a gentle planning companion rather than a prediction.',
      divination: 'numerology',
      topic: 'future',
    },
    oneTime(1999, 2000),
    { upsell_upc: null, headline: 'Plan your year by the numbers', points: ['Your personal year number, explained', 'A month-by-month guide to the cycle', 'When to begin, finish and rest'], button_text: 'See my numbers' },
  ),
  report(
    'yearly-forecast-redux',
    {
      long_name: 'Yearly Forecast Report: Twelve Months of Transits',
      product_name: 'Yearly Forecast',
      message: 'The year ahead, charted against your birth chart.',
      subheader: 'The transits that touch your chart over the next twelve months, dated and explained.',
      short_description: 'The Yearly Forecast tracks how the moving planets contact your birth chart over the coming year and explains what each period is likely to stir up.',
      long_description:
        'Transits are the planets of today crossing the sensitive points of your birth chart. Some pass in a day; the slow ones linger for months and mark real chapters. The Yearly Forecast lists the ones that matter for you, each with its dates.\n\n' +
        'For every transit you get a plain description of what tends to arise and a suggestion for using it well. Read the whole year at once or return to it as each period begins, like a calendar with commentary.',
      divination: 'astrology',
      topic: 'future',
    },
    oneTime(2499, 2500),
    { upsell_upc: null, headline: 'See your year ahead', points: ['The transits to your chart, with their dates', 'What each period tends to bring', 'Suggestions for making the most of it'], button_text: 'Forecast my year' },
  ),
  report(
    'big-picture-forecast-redux',
    {
      long_name: 'Big Picture Forecast: The Long Cycles Through Your Year',
      product_name: 'Big Picture Forecast',
      message: 'Step back and see the seasons of your life.',
      subheader: 'The slow planets’ cycles through your chart, read over the twelve months you choose.',
      short_description: 'The Big Picture Forecast follows Jupiter, Saturn and the outer planets through your chart for twelve months, to show the chapters of growth, testing and change you are in.',
      long_description:
        'Some influences work on a scale of years. Saturn returns roughly every twenty-nine years, Jupiter every twelve, and the outer planets move so slowly that a single contact can colour a whole era. This forecast reads where those long arcs stand in the twelve months you choose.\n\n' +
        'It is the report for life decisions: a career turn, a move, a new commitment. Rather than day-by-day detail, you get a sense of which season you are in, what it asks of you, and the dates each transit of the year begins, peaks and ends.',
      divination: 'astrology',
      topic: 'future',
    },
    oneTime(3499, 3500),
    { upsell_upc: null, headline: 'See the big picture', points: ['The long cycles of Jupiter, Saturn and the outer planets', 'Which life season you are in now', 'When each transit of the year begins, peaks and ends'], button_text: 'Show my big picture' },
  ),
  report(
    'big-picture-love-forecast-redux',
    {
      long_name: 'Big Picture Love Forecast: The Long Arc of Your Heart',
      product_name: 'Big Picture Love Forecast',
      message: 'Where love is leading you over the next twelve months.',
      subheader: 'Long-range transits to Venus, the Moon and your relationship houses.',
      short_description: 'The Big Picture Love Forecast reads twelve months of slow transits to the romantic parts of your chart, showing the periods for meeting, deepening and renewing love.',
      long_description:
        'Love has its seasons too. Some periods favour meeting new people, others ask you to deepen what you have, and a few quietly clear space for something different. Over the twelve months you choose, this forecast follows the slow planets as they cross your Venus, your Moon and the houses of partnership.\n\n' +
        'Whether you are single, settled or somewhere in between, it describes the tone of each period and the kind of choices it invites. It pairs naturally with the compatibility report if there is someone particular on your mind.',
      divination: 'astrology',
      topic: 'love',
    },
    oneTime(2999, 3000),
    { upsell_upc: null, headline: 'Follow the long arc of love', points: ['Slow transits to Venus, the Moon and your partnership houses', 'The periods for meeting, deepening and renewing', 'Written for singles and couples alike'], button_text: 'Forecast my love life' },
  ),
  report(
    'relationship-potential-redux',
    {
      long_name: 'Relationship Potential Report: What This Connection Could Become',
      product_name: 'Relationship Potential',
      message: 'Is this a spark, a friendship or something lasting?',
      subheader: 'A forward-looking reading of the connection between two people.',
      short_description: 'The Relationship Potential report looks at two charts together and asks where the connection naturally wants to go, and what it would take to get there.',
      long_description:
        'Not every strong connection is meant to be the same kind of relationship. This report reads the combined chart of two people to describe the shape the bond most naturally takes: romance, partnership, friendship, collaboration or a mix.\n\n' +
        'It highlights the qualities that would help the connection last and the habits that could wear it down, so you can decide with open eyes how much of yourself to invest.',
      divination: 'astrology',
      topic: 'love',
    },
    oneTime(1499, 1500),
    { upsell_upc: null, headline: 'Discover your potential together', points: ['The shape your connection naturally takes', 'What would help it last', 'What could quietly wear it down'], button_text: 'Explore our potential' },
  ),
  report(
    'love-languages-redux',
    {
      long_name: 'Love Languages Report: How You Give and Receive Affection',
      product_name: 'Love Languages Report',
      message: 'Learn the way your heart says I love you.',
      subheader: 'Your Venus, Moon and Mars read as a guide to affection.',
      short_description: 'The Love Languages report reads your chart for the ways you most naturally show care and the gestures that make you feel truly cherished.',
      long_description:
        'Some people feel loved through words, others through time together, help with chores, small gifts or a hand on the shoulder. Your chart has a lot to say about which of these speaks to you, mostly through Venus, the Moon and Mars.\n\n' +
        'This short report names your leading styles of giving and receiving affection and suggests how to explain them to the people close to you. It is lovely to read with a partner, each of you with your own copy.',
      divination: 'astrology',
      topic: 'love',
    },
    oneTime(999, 1000),
    { upsell_upc: null, headline: 'Find your love language', points: ['How you naturally show care', 'The gestures that make you feel cherished', 'Ideas for sharing it with someone close'], button_text: 'Read my love language' },
  ),
  report(
    'relationship-dynamics-redux',
    {
      long_name: 'Relationship Dynamics Report: The Patterns Between You',
      product_name: 'Relationship Dynamics',
      message: 'Understand the push and pull of your relationship.',
      subheader: 'Roles, rhythms and recurring arguments, read from both charts.',
      short_description: 'The Relationship Dynamics report explains the everyday patterns between two people: who leads, who soothes, and why the same disagreement keeps coming back.',
      long_description:
        'Every couple develops roles without deciding to. One plans and one improvises; one needs to talk it through and one needs a walk first. The Relationship Dynamics report reads both charts to describe the rhythms you fall into and where they come from.\n\n' +
        'Understanding a pattern takes the sting out of it. The report pays special attention to the recurring disagreements and offers concrete ways to meet in the middle, so familiar friction can turn into teamwork.',
      divination: 'astrology',
      topic: 'love',
    },
    oneTime(2499, 2500),
    { upsell_upc: null, headline: 'Understand your dynamic', points: ['The roles you each fall into', 'Why the same argument keeps returning', 'Concrete ways to meet in the middle'], button_text: 'Read our dynamic' },
  ),
];
