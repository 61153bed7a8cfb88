import type { CompatibilitySlant } from '../../../shared/compatibility/pairs';

/**
 * The words of the compatibility pages around the pairs' own writing (server/content/compatibility/):
 * each slant's names, introduction and the chooser's labels.
 */
export interface SlantCopy {
  /** The base's heading and the breadcrumb's name for it. */
  baseTitle: string;
  /** The base's head title. */
  baseHeadTitle: string;
  baseDescription: string;
  /** The kicker over every page of the slant. */
  kicker: string;
  lede: string;
  intro: string[];
  labels: { path: string; hash: string };
  /** A sign's page: its heading and head title. */
  signTitle: (name: string) => string;
  signHeadTitle: (name: string) => string;
  signLede: (name: string) => string;
  /** A pair's page: its head title. */
  pairHeadTitle: (pair: string) => string;
  /** The link to the same pair in this slant, from the other slant's page. */
  pairInSlant: (pair: string) => string;
  /** The link back to the base. */
  everyMatch: string;
}

export const SLANT_COPY: Record<CompatibilitySlant, SlantCopy> = {
  love: {
    baseTitle: 'Love Compatibility',
    baseHeadTitle: 'Love Compatibility: All 78 Pairs of Zodiac Signs',
    baseDescription: 'How the twelve zodiac signs get on in love, all 78 pairs: what draws two signs together, where they clash and how to make it work.',
    kicker: 'Love compatibility',
    lede: 'All 78 pairs of the twelve zodiac signs in love: what draws two signs together, where they clash and how to make it work.',
    intro: [
      'Every pair of Sun signs has its own chemistry. Fire and air tend to feed each other, earth and water tend to settle in together, and two signs of one element often understand each other without trying. Signs that square or oppose each other on the wheel can be magnetic and maddening at once.',
      'A Sun sign is only a starting point: two whole birth charts, with the Moon, Venus and Mars in them, say far more about two people than their birthdays do. Read these pages as a way into a conversation, not as a verdict.',
    ],
    labels: { path: 'Your sign', hash: 'Their sign' },
    signTitle: (name) => `${name} in Love`,
    signHeadTitle: (name) => `${name} Love Compatibility With Every Sign`,
    signLede: (name) => `How ${name} gets on in love with each of the twelve signs, itself included.`,
    pairHeadTitle: (pair) => `${pair} Love Compatibility`,
    pairInSlant: (pair) => `${pair} in love`,
    everyMatch: 'Every love match',
  },
  friendship: {
    baseTitle: 'Friendship Compatibility',
    baseHeadTitle: 'Friendship Compatibility: How the Zodiac Signs Get On',
    baseDescription: 'How the twelve zodiac signs get on as friends, all 78 pairs: what they enjoy together, where they rub each other up the wrong way and how to keep the friendship going.',
    kicker: 'Friendship compatibility',
    lede: 'All 78 pairs of the twelve zodiac signs as friends: what they enjoy together, where they rub each other up the wrong way and how to keep the friendship going.',
    intro: [
      'Friendship asks different things of two signs than romance does: shared plans rather than sparks, loyalty rather than passion. A pair that would struggle as lovers can make the best of friends, and the other way round.',
      'Choose your sign and a friend’s below, or find them in the list of every pair. Each friendship page links to the same two signs in love.',
    ],
    labels: { path: 'Your sign', hash: 'Your friend’s sign' },
    signTitle: (name) => `${name} as a Friend`,
    signHeadTitle: (name) => `${name} Friendship Compatibility With Every Sign`,
    signLede: (name) => `How ${name} gets on as a friend with each of the twelve signs, itself included.`,
    pairHeadTitle: (pair) => `${pair} Friendship Compatibility`,
    pairInSlant: (pair) => `${pair} as friends`,
    everyMatch: 'Every friendship match',
  },
  chinese: {
    baseTitle: 'Chinese Zodiac Compatibility',
    baseHeadTitle: 'Chinese Zodiac Compatibility: All 78 Pairs of Animal Signs',
    baseDescription: 'How the twelve animals of the Chinese zodiac get on, all 78 pairs: the allies, secret friends and clashes of the tradition, and what each pair can make of them.',
    kicker: 'Chinese zodiac compatibility',
    lede: 'All 78 pairs of the twelve animals of the Chinese zodiac: the allies, the secret friends and the clashes of the tradition, and what each pair can make of them.',
    intro: [
      'In the Chinese zodiac your sign is the animal of the Chinese year you were born in. That year turns at Chinese New Year, between 21 January and 20 February, not on 1 January, so anyone born early in the year should check which animal is theirs.',
      'Tradition groups the animals into trines of allies, pairs of secret friends and pairs that clash across the circle. The writing here is for any close bond, love first, and it names the relation a pair has wherever tradition gives one.',
    ],
    labels: { path: 'Your Chinese sign', hash: 'Their Chinese sign' },
    signTitle: (name) => `The ${name} and Every Sign`,
    signHeadTitle: (name) => `${name} Compatibility With Every Chinese Zodiac Sign`,
    signLede: (name) => `How the ${name} gets on with each of the twelve animals of the Chinese zodiac, itself included.`,
    pairHeadTitle: (pair) => `${pair} Compatibility in the Chinese Zodiac`,
    pairInSlant: (pair) => `${pair} in the Chinese zodiac`,
    everyMatch: 'Every Chinese zodiac match',
  },
};

/** `/love-and-compatibility`'s introduction. */
export const LOVE_LANDING_INTRO = [
  'Our compatibility pages read every pair of signs three ways: as lovers, as friends, and by the animals of the Chinese zodiac. Choose two signs to read their match, or browse all 78 pairs of each.',
  'The love horoscopes follow the sky day by day and week by week: where Venus and Mars are, and what the Moon stirs up.',
];
