/**
 * The site's bylines and their bio pages (`/articles/bios/{slug}`): the Astrology Desk signs the
 * horoscopes and the astrology articles, the Editors the other articles. Each bio says plainly how
 * the writing is made; none names invented people or claims credentials or psychic gifts.
 */
import { z } from 'zod';
import { href, ROUTES } from '../../shared/routes';

const paragraph = z.string().trim().min(60).max(900).regex(/[.!?]$/, 'ends a sentence');

export const AuthorSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(3).max(60),
  /** One line under the name, and on a horoscope's author line. */
  role: z.string().min(10).max(80),
  /** The bio page's meta description. */
  description: z.string().min(70).max(160),
  intro: paragraph,
  sections: z.array(z.object({ heading: z.string().min(3).max(60), paragraphs: z.array(paragraph).min(1).max(3) })).min(3),
});
export type Author = z.infer<typeof AuthorSchema>;

const DRAFT: Author[] = [
  {
    slug: 'starlit-astrology-desk',
    name: 'The Starlit Astrology Desk',
    role: 'Daily, weekly, monthly and love horoscopes for the twelve signs',
    description: 'Who writes the Starlit horoscopes and how: the real sky computed each day, your sign as the first solar house, and sentences our team wrote.',
    intro:
      'The Starlit Astrology Desk is the byline on every horoscope on this site. It is not one astrologer at a crystal ball. It is the name we give to the way our horoscopes are made: words written by our team, and software that reads the day’s sky and chooses among them.',
    sections: [
      {
        heading: 'The sky, computed each day',
        paragraphs: [
          'For every day, our sky engine works out where the Sun, the Moon and the planets are, using positions from astronomy-engine, an open-source library that calculates them from published astronomical models. From those positions it finds the aspects the planets make to one another, the moments when a planet enters a new sign (an ingress), the moments when a planet stands still before turning retrograde or direct (a station), and the new and full moons. These are astronomical facts, the kind an almanac prints, and they are the raw material of every reading.',
        ],
      },
      {
        heading: 'Your sign as the first house',
        paragraphs: [
          'Each horoscope is written for one of the twelve signs using solar houses: your sign counts as the first house, the sign after it as the second, and so on round the zodiac. That tells us which area of life each of the day’s events touches for you, and it is why Aries and Libra read the same sky and still get different horoscopes.',
        ],
      },
      {
        heading: 'Sentences our team wrote',
        paragraphs: [
          'The words come from a library of sentences our team wrote for each planet, each house and each kind of aspect, with separate versions for the love horoscopes. For a given day, week or month, the software picks the events that matter most, giving more weight to the closer and stronger ones, and composes the horoscope from the sentences written for them. Nobody rewrites your horoscope by hand each morning, and nobody behind this byline claims psychic powers.',
        ],
      },
      {
        heading: 'The same day, the same reading',
        paragraphs: [
          'The composition is deterministic. The same sign and the same day always give the same reading, however often you load the page and whoever is asking. We do not reshuffle the words to keep you clicking or tune them to flatter you.',
        ],
      },
      {
        heading: 'Check our working',
        paragraphs: [
          'Under each horoscope, the "Why this reading" panel lists the transits behind it: what happens, when it is exact and the days it spans, each linked to a short explanation in our astrology glossary. If you like, you can compare those times with any ephemeris.',
        ],
      },
      {
        heading: 'What a horoscope can and cannot do',
        paragraphs: [
          'Astrology is a language for reflection, not a science that forecasts events, and a horoscope shared with one twelfth of the world cannot know your circumstances. Read ours as a question to think about. If a line helps, keep it; if it does not fit, let it go. Decisions about your health, your money or the law deserve the advice of a qualified professional.',
        ],
      },
    ],
  },
  {
    slug: 'starlit-editors',
    name: 'The Starlit Editors',
    role: 'Articles on tarot, numerology, love and intuition',
    description: 'Who writes the Starlit articles on tarot, numerology, love and intuition, what they rest on, and what they will never claim to do for you.',
    intro:
      'The Starlit Editors is the byline on our articles about tarot, numerology, relationships and intuition. Behind it is the small team that builds this site and writes its card meanings, number texts and reports, signing together rather than as invented personalities.',
    sections: [
      {
        heading: 'What the articles are for',
        paragraphs: [
          'Each article explains one practice or one idea well enough that you could try it yourself tonight: how a spread is laid out, how a number is worked out from a date, what a chart compares between two people. We show the working, give examples you can check, and link to the pages of the site where you can take the next step.',
        ],
      },
      {
        heading: 'Where the facts come from',
        paragraphs: [
          'History is checked against published sources before it is written down: who drew a deck and when, how a numerology system assigns its values, what a planet is doing in the sky when it appears to move backwards. Where traditions disagree, we say so and tell you which convention this site follows.',
        ],
      },
      {
        heading: 'What we will not claim',
        paragraphs: [
          'Nobody on this byline claims psychic powers, and no article promises that a card, a number or a planet can tell you what will happen. We write about these practices as ways to reflect, to notice what you already feel and to look at a choice from another side. Questions of health, money or law deserve a qualified professional.',
        ],
      },
    ],
  },
];

/** Every byline, validated when the module loads. */
export const AUTHORS: readonly Author[] = Object.freeze(z.array(AuthorSchema).min(1).parse(DRAFT));

/** The byline of the horoscope writers. */
export const HOROSCOPE_AUTHOR_SLUG = 'starlit-astrology-desk';

export function authorBySlug(slug: string): Author | undefined {
  return AUTHORS.find((author) => author.slug === slug);
}

/** A byline's bio page. */
export function authorHref(slug: string): string {
  return href(ROUTES.authorBio, { author_slug: slug });
}
