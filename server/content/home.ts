/**
 * Copy for the home page. Every string that names the site takes the name from the `siteName`
 * argument so the brand can be changed in one place. The page links a section only when its
 * pages exist (the route table decides), so a line here never promises a missing page.
 */

/** The site's parts the home page can point to, by the page each one opens on. */
export type HomeSectionId = 'horoscopes' | 'astrology' | 'birth-chart' | 'birthday' | 'tarot' | 'readings' | 'love' | 'numerology';

export interface HomeSection {
  id: HomeSectionId;
  title: string;
  text: string;
}

export interface HomeContent {
  /** Text for the <title> element. */
  title: string;
  /** Meta description, at most about 155 characters. */
  description: string;
  headline: string;
  /** One line under the headline. */
  lede: string;
  sections: HomeSection[];
  sectionsHeading: string;
  signsHeading: string;
  signsIntro: string;
  aboutHeading: string;
  about: string[];
}

export function homeContent(siteName: string): HomeContent {
  return {
    title: `${siteName} – Daily Horoscopes, Tarot Card of the Day and Free Tarot Readings`,
    description: `Today’s horoscope for your sign, the tarot card of the day, the Moon’s phase and a free three-card tarot reading, written fresh by ${siteName} every day.`,
    headline: 'Today in the stars',
    lede: 'Your horoscope, the card of the day and a reading of your own, new every morning.',
    sectionsHeading: `More to explore`,
    sections: [
      { id: 'horoscopes', title: 'Horoscopes', text: 'Daily, weekly, monthly and love horoscopes for all twelve signs, with the planets behind each one.' },
      { id: 'tarot', title: 'Learn tarot', text: 'All 78 cards, what each one shows and means, in six decks drawn for this site.' },
      { id: 'readings', title: 'Tarot readings', text: 'A free three-card reading, a yes-or-no card and the ten-card Celtic Cross.' },
      { id: 'birth-chart', title: 'Your birth chart', text: 'The sky at the minute you were born, drawn as a wheel with every planet, house and aspect, free.' },
      { id: 'astrology', title: 'The signs and their words', text: 'A page for every sign, and a glossary of the planets, aspects and houses.' },
      { id: 'birthday', title: 'Birthday horoscope', text: 'The year ahead from your birthday, for any day of the calendar.' },
      { id: 'love', title: 'Love and compatibility', text: 'How two signs get along, in love and out of it.' },
      { id: 'numerology', title: 'Numerology', text: 'The numbers in your name and your birth date.' },
    ],
    signsHeading: 'The twelve signs',
    signsIntro: 'Each sign’s dates, with its own page on its element, its ruler and what it is known for.',
    aboutHeading: `About ${siteName}`,
    about: [
      `Every horoscope on ${siteName} is written from where the Sun, the Moon and the planets really are that day, and each one lists the movements it was written from. The card of the day is drawn once for everyone at midnight, New York time, and stays the same until the next.`,
      'Read it all as a prompt, not a prophecy: if a line rings true, ask yourself why; if it does not, let it go.',
    ],
  };
}
