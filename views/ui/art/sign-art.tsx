import type { ReactNode } from 'react';
import type { ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import type { ArtProps } from './art-props';
import { ACCENT, BODY, FILL, Mirrored, sparkle } from './art-kit';
import { ArtSvg } from './svg-frame';

/** The glyph of each sign as stroke path data on a 32 x 32 grid (also drawn on the horoscopes hero). */
export const SIGN_GLYPH_PATHS: Record<ZodiacSlug, string> = {
  aries: 'M16 28V13C16 7 13 4.5 9.5 4.5S4 7 4 10s1.8 4.5 3.5 5M16 13c0-6 3-8.5 6.5-8.5S28 7 28 10s-1.8 4.5-3.5 5',
  taurus: 'M5 4.5c1.5 5 5.5 8.5 11 8.5s9.5-3.5 11-8.5M16 13a7.5 7.5 0 1 0 0 15a7.5 7.5 0 1 0 0-15',
  gemini: 'M5 5c7 3 15 3 22 0M5 27c7-3 15-3 22 0M11 7.3v17.4M21 7.3v17.4',
  cancer:
    'M5.5 12a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0M9 8.5c6-3.5 14-3 19 2M19.5 20a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0M23 23.5c-6 3.5-14 3-19-2',
  leo: 'M6 21a4 4 0 1 0 8 0a4 4 0 1 0-8 0M14 21c-2-5-3-9-1.5-12.5s7.5-4.5 9.5-1c2 3.5-1 8-3 12s-1 7.5 2.5 7.5c2.3 0 3.5-1.5 4-3',
  virgo: 'M3.5 8.5c1.8-.8 3.5 0 3.5 2.5V25M7 11c0-4 6-4 6 0v14M13 11c0-4 6-4 6 0v10c0 4 2 6.5 5.5 6.5M19 17c2-4 8-4 8 0s-4 8-10 11',
  libra: 'M4 26h24M4 21h6.5c-1.7-1.3-3-3.5-3-6a8.5 8.5 0 0 1 17 0c0 2.5-1.3 4.7-3 6H28',
  scorpio: 'M3.5 8.5c1.8-.8 3.5 0 3.5 2.5V25M7 11c0-4 6-4 6 0v14M13 11c0-4 6-4 6 0v12c0 2 1.5 3 3.5 3H28M25 23l3 3-3 3',
  sagittarius: 'M5 27L27 5M15 5h12v12M8.5 13.5l10 10',
  capricorn: 'M3.5 8c2-1 4 0 4 3v14M7.5 11c1-5 6-5 7 0l3 11c1 4 5 6 8 4s2.5-7-1-7.5-5 4-7.5 7.5',
  aquarius: 'M4 13.5l4-4 4 4 4-4 4 4 4-4 4 4M4 22.5l4-4 4 4 4-4 4 4 4-4 4 4',
  pisces: 'M8 4c5.5 5 5.5 19 0 24M24 4c-5.5 5-5.5 19 0 24M6.5 16h19',
};

/** The astrological glyph of a sign, in strokes of currentColor. */
export function SignGlyph({ sign, className, title }: ArtProps & { sign: ZodiacSlug }) {
  return (
    <ArtSvg viewBox="0 0 32 32" base="sign-glyph" line={2.25} className={className} title={title} data-sign={sign}>
      <path d={SIGN_GLYPH_PATHS[sign]} />
    </ArtSvg>
  );
}

const W = 120;
const a = { fill: ACCENT } as const;
const b = { fill: BODY } as const;

/** Fish body, tail and eye, facing left, centred on 0,0 (twice in Pisces). */
const fish = (
  <>
    <path {...b} d="M-22 0C-12-13 8-13 16 0C8 13-12 13-22 0Z" />
    <path {...a} d="M16 0L28-10Q25 0 28 10Z" />
    <path d="M-4-9Q0 0-4 9" />
    <circle cx="-13" cy="-2" r="1.6" fill="currentColor" stroke="none" />
  </>
);

/** Lion mane: a ring of scallops. */
const mane = Array.from({ length: 12 }, (_, i) => {
  const t = (i * Math.PI) / 6;
  return <circle key={i} cx={Math.round(60 + 29 * Math.cos(t))} cy={Math.round(62 + 29 * Math.sin(t))} r="12" {...a} />;
});

/** Wheat ears along a stalk. */
const grains = Array.from({ length: 5 }, (_, i) => (
  <g key={i} transform={`translate(${84 - i * 1.6} ${52 - i * 8})`}>
    <path {...a} d="M0 0C-7-2-9-7-8-10C-3-9 0-5 0 0ZM0 0C7-2 9-7 8-10C3-9 0-5 0 0Z" />
  </g>
));

/** Each sign's emblem inside the shared medallion, in line art over flat fills. */
const ILLUSTRATIONS: Record<ZodiacSlug, ReactNode> = {
  aries: (
    <>
      <Mirrored width={W} {...a} d="M50 44C42 30 20 30 20 50c0 14 17 16 19 5c1-6-6-9-9-4" />
      <Mirrored width={W} d="M47 55l-11 7 12 1" {...b} />
      <path {...b} d="M48 46c0-8 24-8 24 0l-4 32c-2 9-14 9-16 0Z" />
      <path d="M55 78q5 4 10 0M60 78v-4" />
      <Mirrored width={W} d="M53 58q2-2 4 0" />
    </>
  ),
  taurus: (
    <>
      <Mirrored width={W} {...a} d="M47 46C34 45 26 36 26 22c6 9 13 13 23 14Z" />
      <Mirrored width={W} {...b} d="M45 52c-8-1-13 2-16 5c5 3 11 3 17 1" />
      <path {...b} d="M44 48c0-9 32-9 32 0l-3 24H47Z" />
      <ellipse {...a} cx="60" cy="78" rx="15" ry="10" />
      <Mirrored width={W} d="M53 60q2-2 4 0M54 78h0" />
      <path d="M53 88q7 8 14 0" />
    </>
  ),
  gemini: (
    <>
      <Mirrored width={W} {...b} d="M44 52c-9 1-13 12-14 42h28c-1-30-5-41-14-42Z" />
      <Mirrored width={W} {...b} d="M35 39a9 9 0 1 0 18 0a9 9 0 1 0-18 0" />
      <Mirrored width={W} {...a} d="M35 39a9 9 0 0 1 18 0c-4 0-7-2-9-5c-2 3-5 5-9 5Z" />
      <Mirrored width={W} d="M47 60c2 6 7 9 13 9M40.5 41.5h0M47.5 41.5h0" />
      <Mirrored width={W} strokeWidth={1.8} d="M41.5 44.5q2.5 2 5 0" />
      <Mirrored width={W} {...a} stroke="none" d={sparkle(44, 16, 7)} />
    </>
  ),
  cancer: (
    <>
      <Mirrored width={W} d="M40 72l-14-3-6 8M41 79l-13 3-3 10M45 84l-9 8v8" />
      <Mirrored width={W} d="M44 62c-9-2-14-8-14-16" />
      <Mirrored width={W} {...a} d="M30 46c-9-1-12-12-6-20c1 6 4 9 9 9c-1-5 0-9 3-12c4 8 2 20-6 23Z" />
      <Mirrored width={W} d="M54 58v-9" />
      <Mirrored width={W} {...b} d="M51 46a3 3 0 1 0 6 0a3 3 0 1 0-6 0" />
      <ellipse {...b} cx="60" cy="72" rx="22" ry="15" />
      <path d="M50 70q10 6 20 0" />
    </>
  ),
  leo: (
    <>
      {mane}
      <Mirrored width={W} {...b} d="M39 46a6 6 0 1 1 9-7" />
      <circle {...b} cx="60" cy="62" r="23" />
      <Mirrored width={W} d="M50 57q3-3 6 0" />
      <path {...a} d="M55 66h10l-5 6Z" />
      <path d="M60 72v3c-2 4-7 4-9 1M60 75c2 4 7 4 9 1" />
    </>
  ),
  virgo: (
    <>
      <path {...a} d="M48 40c0-14 24-14 24 0c0 14 4 22 8 26H40c4-4 8-12 8-26Z" />
      <path {...b} d="M60 52c-13 1-18 20-20 48h40c-2-28-7-47-20-48Z" />
      <circle {...b} cx="60" cy="38" r="10" />
      <path {...a} d="M50 37a10 10 0 0 1 20 0c-4 0-8-2-10-6c-2 4-6 6-10 6Z" />
      <path d="M54 40.5q2-2 4 0M62 40.5q2-2 4 0" strokeWidth={2} />
      <path d="M88 100L76 28" strokeWidth={2.5} />
      <g transform="rotate(-10 80 50)">{grains}</g>
      <path d="M60 66c6 4 12 6 18 6" />
    </>
  ),
  libra: (
    <>
      <path d="M60 30v62M24 40h72M22 40l-8 30M26 40l10 30M94 40l8 30M98 40l-10 30" />
      <Mirrored width={W} {...a} d="M10 70h30c-2 10-28 10-30 0Z" />
      <path {...b} d="M46 94c0-6 28-6 28 0Z" />
      <circle {...a} cx="60" cy="27" r="5" />
    </>
  ),
  scorpio: (
    <>
      <Mirrored width={W} d="M50 80l-14 2-6 8M50 86l-12 6-3 10M51 74l-14-4-8 4" />
      <Mirrored width={W} d="M52 70c-8-2-14-6-20-12" />
      <Mirrored width={W} {...a} d="M32 58c-9 1-15-8-12-17c3 5 6 6 9 5c-2-4-1-8 2-11c5 7 6 19 1 23Z" />
      <path d="M60 66V38c0-10 6-15 12-14s9 8 3 13" strokeWidth={5} />
      <path {...a} d="M76 35c1 5-2 9-8 9c1-4 3-7 8-9Z" />
      <ellipse {...b} cx="60" cy="82" rx="11" ry="18" />
      <path d="M50 78h20M50 87h20" />
    </>
  ),
  sagittarius: (
    <g transform="rotate(-40 60 60)">
      <path d="M50 16c32 20 32 68 0 88" strokeWidth={4} />
      <path d="M50 16L32 60l18 44" strokeWidth={1.5} />
      <path d="M26 60h74" />
      <path {...a} d="M94 52l14 8-14 8Z" />
      <path {...a} d="M32 60l-8-8h-8l8 8-8 8h8Z" />
    </g>
  ),
  capricorn: (
    <>
      <path {...b} d="M48 34c18 2 34 12 38 30c4 16-6 30-22 30c-6 0-10-2-12-4c6 0 12 0 18-2c10-4 10-20 0-26c-6-4-14-2-22 0Z" />
      <path d="M70 78q4 4 2 9M78 70q4 4 3 9" strokeWidth={1.5} />
      <path {...a} d="M54 90l-16-8q4 10 0 18Z" />
      <path d="M48 62l-8 10 6 8M56 64l-6 12 6 6" />
      <path {...b} d="M54 36c-4-8-14-8-18-4l-10 12c-2 4 2 6 5 4l9-4c6 4 12 2 14-2Z" />
      <path {...a} d="M46 31c0-12 10-18 20-14c-8 1-13 6-15 15Z" />
      <path d="M30 48l-2 8 5-6M48 34l8-4-3 7" />
      <circle cx="40" cy="37" r="1.6" fill="currentColor" stroke="none" />
    </>
  ),
  aquarius: (
    <>
      <path d="M62 38c12 0 16 16 14 44M64 46c8 4 8 18 6 32M66 34c14-2 22 16 20 44M90 62v3M94 74v3" />
      <g transform="translate(40 46) rotate(75) scale(.85)">
        <Mirrored width={0} d="M-7-15c-9-1-12 8-7 13" />
        <path {...b} d="M-9-27H9l-3 8c14 4 18 27 4 38H-10c-14-11-10-34 4-38Z" />
        <path {...a} d="M-16-4h32c0 5-1 9-2 12h-28c-1-3-2-7-2-12Z" />
      </g>
      <path d="M22 90q6-6 12 0t12 0t12 0t12 0t12 0t12 0M22 101q6-6 12 0t12 0t12 0t12 0t12 0t12 0" />
    </>
  ),
  pisces: (
    <>
      <path d="M78 38C98 50 98 72 82 82M42 82C22 70 22 48 38 38" strokeWidth={1.5} />
      <g transform="translate(56 36)">{fish}</g>
      <g transform="rotate(180 60 60) translate(56 36)">{fish}</g>
    </>
  ),
};

const STARS = `${sparkle(20, 22, 4)}${sparkle(100, 100, 4)}${sparkle(102, 22, 3)}`;

/** A small emblem of a sign: line art in currentColor over the --art-fill medallion, gold --art-accent details. */
export function SignIllustration({ sign, className, title }: ArtProps & { sign: ZodiacSlug }) {
  return (
    <ArtSvg viewBox="0 0 120 120" base="sign-illustration" className={className} title={title} data-sign={sign}>
      <circle cx="60" cy="60" r="56" fill={FILL} />
      <path d={STARS} fill={ACCENT} opacity=".8" />
      <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        {ILLUSTRATIONS[sign]}
      </g>
    </ArtSvg>
  );
}
