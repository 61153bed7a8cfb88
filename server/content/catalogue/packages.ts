import { DRT_UPC, VIP_UPC, VIP_TRIAL_DAYS } from '../../../shared/store/catalogue';
import { href, ROUTES } from '../../../shared/routes';
import { catalogueEntry, monthly, oneTime, type CatalogueEntryInput } from './types';

/**
 * Karma Coin packages (bought by card only: `kc` is null) and the two subscriptions (spec 1 §1,
 * §9). Original writing.
 */

const KC_URL = href(ROUTES.karmaCoins);

function coinPackage(kc: number, label: string, cents: number, copy: { message: string; subheader: string; short_description: string; long_description: string; points: string[] }): CatalogueEntryInput {
  const { points, ...words } = copy;
  return catalogueEntry(
    `karma-coins-${kc}`,
    'Karma Coins',
    { long_name: `${label}: Karma Coin Package`, product_name: label, ...words, product_url: KC_URL, divination: null, topic: null },
    oneTime(cents, null),
    { upsell_upc: null, headline: `Add ${label.replace(/ \(.*\)$/, '')}`, points, button_text: 'Buy these coins' },
    ['celtic-cross'],
    { kc_granted: kc },
  );
}

export const PACKAGE_ENTRIES: CatalogueEntryInput[] = [
  coinPackage(1000, '1,000 Karma Coins', 999, {
    message: 'A starter purse of coins for your next reading or two.',
    subheader: 'Enough for two Daily Reflections, with change to spare.',
    short_description: 'The starter package puts a thousand Karma Coins in your account, ready to spend on readings and reports whenever the mood strikes.',
    long_description:
      'Karma Coins are the site’s own currency: buy them once and spend them on any reading or report that shows a coin price, without reaching for your card each time.\n\n' +
      'This starter purse is the easy way to try them. A thousand coins covers two Daily Reflection readings, and your balance never expires, so there is no hurry to use it.',
    points: ['1,000 coins added to your balance at once', 'Spend them on any reading with a coin price', 'Your coins never expire'],
  }),
  coinPackage(2750, '2,750 Karma Coins (10% Bonus)', 2499, {
    message: 'A tenth more coins, on the house.',
    subheader: '2,500 coins plus a 250-coin bonus for regular readers.',
    short_description: 'This package adds 2,750 Karma Coins to your balance, including a ten percent bonus for buying a little more at once.',
    long_description:
      'If you come back for readings every week or two, a larger purse saves you money. This package gives you two and a half thousand coins plus a bonus of two hundred and fifty, free.\n\n' +
      'That is enough for a Celtic Cross and a handful of Daily Reflections, or any mix of readings you like. The coins appear in your account the moment the payment clears.',
    points: ['2,750 coins, including a 10% bonus', 'Covers a Celtic Cross and several reflections', 'Credited the moment your payment clears'],
  }),
  coinPackage(6000, '6,000 Karma Coins (20% Bonus)', 4999, {
    message: 'Our most popular purse, with a fifth extra free.',
    subheader: '5,000 coins plus a 1,000-coin bonus.',
    short_description: 'Six thousand Karma Coins for the price of five thousand: a generous balance for members who read often.',
    long_description:
      'This is the package most regular readers settle on. You pay for five thousand coins and receive six thousand, a bonus of one fifth that stretches across months of readings.\n\n' +
      'Use it for deep dives with the Celtic Cross, a string of morning reflections, or the reports as they arrive in the store. Your balance is always shown at the top of your account page.',
    points: ['6,000 coins, including a 20% bonus', 'Months of readings at a better rate', 'Your balance shown on your account page'],
  }),
  coinPackage(13000, '13,000 Karma Coins (30% Bonus)', 9999, {
    message: 'The best value per coin, for devoted readers.',
    subheader: '10,000 coins plus a 3,000-coin bonus.',
    short_description: 'The largest package adds thirteen thousand Karma Coins to your account, with a thirty percent bonus that makes every reading cheaper.',
    long_description:
      'For members who treat tarot as a practice rather than an occasional treat, this is the package with the lowest price per coin. Ten thousand coins come with three thousand extra, free of charge.\n\n' +
      'That balance covers eight Celtic Cross readings or twenty-six Daily Reflections, or any combination you prefer. Like every Karma Coin, they stay in your account until you decide to spend them.',
    points: ['13,000 coins, including a 30% bonus', 'The lowest price per coin we offer', 'Eight Celtic Crosses or twenty-six reflections'],
  }),
];

export const SUBSCRIPTION_ENTRIES: CatalogueEntryInput[] = [
  catalogueEntry(
    VIP_UPC,
    'Subscription',
    {
      long_name: 'VIP Membership: Monthly Readings, Daily Astrology and No Ads',
      product_name: 'VIP Membership',
      message: `Try it free for ${VIP_TRIAL_DAYS} days, then $9.99 a month.`,
      subheader: 'A $20 value every month: a free tarot reading, personalised daily astrology and an ad-free site.',
      short_description: 'VIP Membership brings a free tarot reading every month, daily astrology written for your own chart and a calm, ad-free site. Your first week is free.',
      long_description:
        'VIP Membership is our thank-you to the people who visit most. Each month you receive a free reading to spend on any tarot spread, including the ten-card Celtic Cross, which alone is worth more than the membership costs.\n\n' +
        'Every day you also get astrology personalised to your birth chart rather than your Sun sign alone, and every page of the site is free of advertising, so the cards and the stars have your full attention.\n\n' +
        'Membership is $9.99 a month, and you can cancel from this page at any time; the perks last until the end of the month you have paid for.',
      product_url: href(ROUTES.vipMembership),
      divination: null,
      topic: null,
    },
    monthly(999, `Free for ${VIP_TRIAL_DAYS} days, then $9.99 a month`),
    {
      upsell_upc: null,
      headline: 'Become a VIP',
      points: ['A free tarot reading every month', 'Daily astrology personalised to your birth chart', 'The whole site without ads', `Your first ${VIP_TRIAL_DAYS} days free; cancel any time`],
      button_text: 'Start my free week',
    },
    ['celtic-cross', DRT_UPC],
  ),
  catalogueEntry(
    DRT_UPC,
    'Subscription',
    {
      long_name: 'Daily Reflection Subscription: A Tarot Reflection Every Morning',
      product_name: 'Daily Reflection Subscription',
      message: 'A Daily Reflection reading every day for $7.99 a month.',
      subheader: 'Thirty reflections a month would cost $149.70 one at a time: save over $140 every month.',
      short_description: 'The Daily Reflection subscription gives you a fresh Daily Reflection reading every single day for one small monthly price.',
      long_description:
        'A daily reading works best as a habit, and habits should not need a checkout every morning. With this subscription a Daily Reflection is waiting for you each day, ready to draw whenever you sit down with it.\n\n' +
        'Bought one at a time, thirty reflections would cost $149.70. The subscription is $7.99 a month, a saving of more than $140, and every reflection is saved to your journal so you can watch your month take shape card by card.\n\n' +
        'There is no minimum term. Cancel from this page whenever you like, and your daily readings continue until the end of the month already paid.',
      product_url: href(ROUTES.dailyReflectionMembership),
      divination: null,
      topic: null,
    },
    monthly(799, 'Saves over $140 a month against single readings'),
    {
      upsell_upc: null,
      headline: 'A reflection every morning',
      points: ['A Daily Reflection reading every day', 'Save over $140 a month compared with single readings', 'Every reflection kept in your journal', 'Cancel any time, in two clicks'],
      button_text: 'Subscribe for $7.99',
    },
    ['daily-reflection', VIP_UPC],
  ),
];
