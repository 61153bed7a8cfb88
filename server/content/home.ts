/**
 * Copy for the home page. Every string that names the site takes the name
 * from the `siteName` argument so the brand can be changed in one place.
 */

export interface HomeSection {
  heading: string;
  body: string[];
}

export interface HomeContent {
  /** Text for the <title> element. */
  title: string;
  /** Meta description, at most about 155 characters. */
  description: string;
  headline: string;
  lede: string;
  sections: HomeSection[];
  zodiacHeading: string;
  zodiacIntro: string;
}

export function homeContent(siteName: string): HomeContent {
  return {
    title: `${siteName} – Horoscopes, Tarot, Numerology and Birth Charts`,
    description: `Astrology, tarot and numerology from ${siteName}: the twelve signs, what the cards and numbers mean, and thoughtful tools for reflection in plain English.`,
    headline: 'Look up, then look within',
    lede: `${siteName} is a calm, welcoming place for astrology, tarot and numerology, and it is growing: the daily, weekly and monthly horoscopes are here, written from the real sky, and tarot card pages and birth charts are on their way. Start with your sign below and an account that keeps your birth details ready. None of it will decide your life for you, but it can give you a fresh way to think about it.`,
    sections: [
      {
        heading: 'Daily horoscopes',
        body: [
          `A daily horoscope looks at how the current movements of the planets might colour your mood, your relationships and your work. ${siteName} writes one for each of the twelve sun signs every day from where the Sun, the Moon and the planets really are, short enough to read over a morning coffee and useful rather than dramatic, with the movements behind each reading listed under it.`,
          'Treat a horoscope as a prompt, not a prophecy. If a line rings true, take a moment to ask why; if it does not, let it go.',
        ],
      },
      {
        heading: 'Tarot',
        body: [
          'A tarot deck has 78 cards. The 22 cards of the Major Arcana, from The Fool to The World, describe the big turning points and lessons of a life. The 56 cards of the Minor Arcana are split into four suits, Wands, Cups, Swords and Pentacles, and speak to the everyday: ambition, feelings, thoughts and practical matters.',
          'We think of a reading as a mirror rather than a crystal ball. The cards offer images and stories that help you notice what you already sense, name what you are hoping for or worried about, and consider a situation from an angle you might have missed. Pages for every card are being written now.',
        ],
      },
      {
        heading: 'Numerology',
        body: [
          'Numerology looks for meaning in numbers, and the best place to begin is your life path number. It comes from your birth date: add the digits of the day, month and year, then keep adding the digits of the result until you reach a single number from 1 to 9, or one of the master numbers 11, 22 or 33.',
          'Each life path number is linked with a set of strengths, challenges and themes that tend to recur. Read yours as a portrait to compare against your own experience, then explore how it sits alongside the numbers of the people close to you.',
        ],
      },
      {
        heading: 'Your birth chart',
        body: [
          'A birth chart is a map of the sky at the exact moment and place you were born. It shows where the Sun, the Moon and the planets were in the zodiac, which sign was rising on the eastern horizon, and how the sky divides into twelve houses, each tied to an area of life such as home, work, love or friendship.',
          'Your sun sign is only one piece of that picture. The Moon passes through a whole sign in a little over two days, and the rising sign changes roughly every two hours, so your birth time matters a great deal. Your birth place matters too, because the horizon and the houses depend on where on Earth you were standing. The more accurate the details you give, the more personal your chart will be.',
        ],
      },
    ],
    zodiacHeading: 'Explore the twelve signs',
    zodiacIntro:
      'Each sign with its dates, its element, its ruling planet and the qualities it is known for.',
  };
}
