import type { ReactNode } from 'react';
import type { ZodiacSlug } from '../../shared/horoscopes/zodiac';
import { SignGlyph } from '../ui/art/sign-art';

/** A sign as the compatibility pages show and link it. */
export interface SignRef {
  slug: string;
  name: string;
  /** The sign's own page: `/astrology/{sign}`, or `/astrology/chinese-zodiac/{sign}`. */
  href: string;
  /** A zodiac sign's glyph (the Chinese signs have none). */
  glyph?: ZodiacSlug;
  /** One line about the sign: its dates, element and ruler. */
  facts?: string;
}

/** What is written about a pair. */
export interface PairWriting {
  headline: string;
  summary: string;
  attraction: string;
  clash: string;
  makeItWork: string;
}

/** The glyph of a zodiac sign (decorative), or nothing for a Chinese sign. */
export function SignMark({ sign, className = 'compat-glyph' }: { sign: SignRef; className?: string }) {
  return sign.glyph ? <SignGlyph sign={sign.glyph} className={className} /> : null;
}

/**
 * The long description behind Learn More / Show Less (spec 2 §2 Widgets, §4): a `<details>`,
 * so the text is in the page and opens without JavaScript; the summary reads Learn More when
 * closed and Show Less when open (CSS shows one of the two), and names the pair for screen readers.
 */
export function LearnMore({ about, children }: { about: string; children: ReactNode }) {
  return (
    <details className="compat-more">
      <summary>
        <span className="compat-more-open">Learn More</span>
        <span className="compat-more-close">Show Less</span>
        <span className="visually-hidden"> about {about}</span>
      </summary>
      <div className="compat-more-body">{children}</div>
    </details>
  );
}

/** The three parts of the long description, under headings of `level`. */
export function PairSections({ writing, level }: { writing: PairWriting; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading>What draws them together</Heading>
      <p>{writing.attraction}</p>
      <Heading>Where they clash</Heading>
      <p>{writing.clash}</p>
      <Heading>How to make it work</Heading>
      <p>{writing.makeItWork}</p>
    </>
  );
}
