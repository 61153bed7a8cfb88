import { DRT_UPC, VIP_UPC } from '../../../shared/store/catalogue';
import { href, ROUTES } from '../../../shared/routes';
import { catalogueEntry, oneTime, type CatalogueEntryInput } from './types';

/**
 * The tarot readings on sale (issue #12's spreads) and the free I Ching reading. Prices match
 * shared/store/reading-products.ts (the content test checks it). Original writing.
 */
export const READING_ENTRIES: CatalogueEntryInput[] = [
  catalogueEntry(
    'three-card',
    'Reading',
    {
      long_name: 'Free Three-Card Tarot Reading: Past, Present and Path Ahead',
      product_name: 'Free Three-Card Reading',
      message: 'Three cards, one clear story about where you stand.',
      subheader: 'A quick look at how a situation began, where it is now and where it leans next.',
      short_description: 'Shuffle, choose three cards and watch a small story unfold from what was to what may come. It is free, and it takes about five minutes.',
      long_description:
        'The three-card spread is the friendliest way into tarot. You hold a question in mind, choose three cards from a freshly shuffled deck, and read them left to right as the past that shaped your situation, the present you are standing in and the path the energy is taking.\n\n' +
        'Each card comes with its own meaning for its place in the line, and a closing note reads the three together so you can see how the mood moves across the spread. Nothing here is a verdict: the third card shows a direction, and you stay free to change it.\n\n' +
        'Your reading is saved to your journal, so you can come back to it after the week has played out and see what the cards noticed before you did.',
      product_url: href(ROUTES.readings.free),
      divination: 'tarot',
      topic: 'life',
    },
    oneTime(0, 0),
    { upsell_upc: null, headline: 'Your free three-card reading', points: ['Choose your own cards from a fresh shuffle', 'A meaning for each card in its place', 'Saved to your journal to revisit later'], button_text: 'Start my reading' },
    ['celtic-cross', 'daily-reflection', VIP_UPC],
  ),
  catalogueEntry(
    'yes-no',
    'Reading',
    {
      long_name: 'Yes or No Tarot Reading: One Card, One Straight Answer',
      product_name: 'Yes or No Reading',
      message: 'Ask a simple question and let one card lean yes, no or maybe.',
      subheader: 'For the decisions that keep circling: one card and an honest lean.',
      short_description: 'Ask a question that can be answered yes or no, draw a single card and see which way it leans. The answer comes with the reason behind it.',
      long_description:
        'Some questions do not need a ten-card spread. Should you send the message, take the weekend away, say yes to the offer? The yes-or-no reading draws one card and tells you whether it leans toward yes, toward no, or toward a patient maybe.\n\n' +
        'Every card carries its own lean and a short explanation of why, so the answer is never a coin toss. A reversed card softens or complicates its answer, and the reading says how. Treat it as a second opinion from a thoughtful friend rather than an order.',
      product_url: href(ROUTES.readings['yes-no']),
      divination: 'tarot',
      topic: 'future',
    },
    oneTime(0, 0),
    { upsell_upc: null, headline: 'Ask the cards a yes or no question', points: ['One card, drawn from the full deck', 'A clear lean with the reasoning behind it', 'Free, and yours to ask again tomorrow'], button_text: 'Ask my question' },
    ['three-card', 'celtic-cross', VIP_UPC],
  ),
  catalogueEntry(
    'celtic-cross',
    'Reading',
    {
      long_name: 'Celtic Cross Tarot Reading: The Ten-Card Deep Dive',
      product_name: 'Celtic Cross Reading',
      message: 'Ten cards for the question that has more than one side.',
      subheader: 'The classic long-form spread: the heart of the matter, its roots, its obstacles and its likely outcome.',
      short_description: 'The Celtic Cross lays out ten cards to look at a complicated question from every angle. It is the reading to choose when a quick answer would not do the situation justice.',
      long_description:
        'When a question touches your work, your relationships and your own doubts all at once, three cards can feel cramped. The Celtic Cross gives it room. Six cards form a cross that shows what the matter is really about, what complicates it, where it came from and where it is moving; four more stand beside them and turn toward you, the people around you, your hopes and fears, and the outcome.\n\n' +
        'You choose all ten cards yourself from a fresh shuffle of the deck you love. Each one is read in its own position, and a closing synthesis draws the threads together so the spread reads as one story rather than ten separate notes.\n\n' +
        'The finished reading stays in your journal for good. Many people find it worth rereading a month later, when the outcome card has had time to show what it meant.',
      product_url: href(ROUTES.readings['celtic-cross']),
      divination: 'tarot',
      topic: 'life',
    },
    oneTime(1499, 1500),
    { upsell_upc: null, headline: 'Go deeper with the Celtic Cross', points: ['Ten positions, from the root of the matter to its likely outcome', 'A closing synthesis that reads the spread as a whole', 'Pay by card or with 1,500 Karma Coins'], button_text: 'Lay out my Celtic Cross' },
    ['daily-reflection', VIP_UPC, DRT_UPC],
  ),
  catalogueEntry(
    'daily-reflection',
    'Reading',
    {
      long_name: 'Daily Reflection Tarot Reading: A Thoughtful Start to the Day',
      product_name: 'Daily Reflection Reading',
      message: 'A short, personal reading to set the tone for today.',
      subheader: 'Cards chosen for the day ahead, with a reflection to carry into it.',
      short_description: 'The Daily Reflection is a compact morning reading that asks what today wants from you. It pairs well with a cup of coffee and a quiet minute.',
      long_description:
        'Not every reading has to settle a big question. The Daily Reflection is built for ordinary mornings: you draw your cards, read what each one brings to the hours ahead, and leave with one idea worth keeping in mind until evening.\n\n' +
        'Because it is small, it rewards habit. Read it a few days running and patterns appear, a suit that keeps returning or a card that shows up just before things shift. Every reflection is saved to your journal, where those patterns are easy to spot.\n\n' +
        'If a daily reading becomes part of your routine, the Daily Reflection subscription gives you one every day for less than two single readings cost.',
      product_url: href(ROUTES.readings['daily-reflection']),
      divination: 'tarot',
      topic: 'self',
    },
    oneTime(499, 500),
    { upsell_upc: null, headline: 'Begin today with a reflection', points: ['A compact reading written for the day ahead', 'One idea to carry with you until evening', 'Pay by card or with 500 Karma Coins'], button_text: 'Draw my reflection' },
    [DRT_UPC, 'celtic-cross'],
  ),
  catalogueEntry(
    'i-ching-free',
    'Reading',
    {
      long_name: 'Free I Ching Reading: Consult the Book of Changes',
      product_name: 'Free I Ching Reading',
      message: 'Cast six lines and hear what the Book of Changes advises.',
      subheader: 'An ancient way of asking how to move with the moment rather than against it.',
      short_description: 'The I Ching builds a hexagram from six cast lines and answers with counsel about timing and change. This free reading walks you through the cast and what your hexagram suggests.',
      long_description:
        'For three thousand years people have brought their uncertainties to the I Ching, the Book of Changes. Instead of predicting events, it describes the shape of the moment you are in and how a wise person might act within it: when to push forward, when to wait, when to let go.\n\n' +
        'You cast six lines, one at a time, and they stack into one of sixty-four hexagrams. Lines that are changing point to a second hexagram, showing where the situation is heading. The reading explains both in plain language, so no prior knowledge is needed.',
      product_url: href(ROUTES.freeIChing),
      divination: 'i-ching',
      topic: 'life',
    },
    oneTime(0, 0),
    { upsell_upc: null, headline: 'Consult the Book of Changes', points: ['Cast your six lines one by one', 'Your hexagram explained in everyday words', 'Changing lines show where things are heading'], button_text: 'Cast my lines' },
    ['three-card', 'celtic-cross'],
  ),
];
