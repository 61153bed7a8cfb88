import type { ReactNode } from 'react';
import type { ArtId } from '../../../shared/site/sections';
import { ZODIAC_SIGNS } from '../../../shared/horoscopes/zodiac';
import type { ArtProps } from './art-props';
import { DEEP, GOLD, INK, Mirrored, SOFT, StarField, crescent, r1, ring, sparkle } from './art-kit';
import { PLANET_GLYPH_PATHS, type PlanetId } from './planet-glyphs';
import { SIGN_GLYPH_PATHS } from './sign-art';
import { ArtSvg } from './svg-frame';

const polar = (cx: number, cy: number, r: number, deg: number): [number, number] => {
  const t = (deg * Math.PI) / 180;
  return [r1(cx + r * Math.cos(t)), r1(cy + r * Math.sin(t))];
};
/** A heart centred on x,y, about 2.2 s wide. */
const heart = (x: number, y: number, s: number) => {
  const k = (n: number) => r1(n * s);
  return (
    `M${x} ${y + k(0.9)}C${x - k(0.4)} ${y + k(0.6)} ${x - k(1.2)} ${y + k(0.1)} ${x - k(1.1)} ${y - k(0.45)}` +
    `C${x - k(1)} ${y - k(1.05)} ${x - k(0.25)} ${y - k(1.15)} ${x} ${y - k(0.55)}` +
    `C${x + k(0.25)} ${y - k(1.15)} ${x + k(1)} ${y - k(1.05)} ${x + k(1.1)} ${y - k(0.45)}` +
    `C${x + k(1.2)} ${y + k(0.1)} ${x + k(0.4)} ${y + k(0.6)} ${x} ${y + k(0.9)}Z`
  );
};
/** Spokes from radius ra to rb around cx,cy, every step degrees from start. */
const spokes = (cx: number, cy: number, ra: number, rb: number, step: number, start = 0) => {
  let d = '';
  for (let deg = start; deg < start + 360; deg += step) {
    const [x0, y0] = polar(cx, cy, ra, deg);
    const [x1, y1] = polar(cx, cy, rb, deg);
    d += `M${x0} ${y0}L${x1} ${y1}`;
  }
  return d;
};

/** Digits 0-9 drawn as strokes on a 10 x 16 grid (numerology). */
const DIGITS = [
  'M5 1C1 1 .5 5 .5 8.5S1 16 5 16s4.5-4 4.5-7.5S9 1 5 1Z',
  'M2 4l4-3v15',
  'M1 4.5C1 2 3 1 5 1s4 1.5 4 4c0 4-8 6.5-8 11h8.5',
  'M1 3c1-1.3 2.5-2 4-2c2.4 0 4 1.5 4 3.5S7.2 8 5 8c2.5 0 4.5 1.5 4.5 4S7.5 16 5 16c-1.8 0-3.2-.7-4-2',
  'M7 16V1L.5 11h9',
  'M9 1H2.5L1.5 7.5C2.5 6.6 3.7 6.2 5 6.2c2.6 0 4.5 2 4.5 4.9S7.6 16 5 16c-1.8 0-3.2-.7-4-2',
  'M8.5 1.5C4 1.8 1 5.5 1 10.5C1 14 2.8 16 5.2 16S9.5 14 9.5 11.3S7.6 6.7 5.2 6.7C3 6.7 1.5 8.3 1.1 9.8',
  'M1 1h8.5L4 16',
  'M5 8c-2.2 0-3.7-1.3-3.7-3.5S2.8 1 5 1s3.7 1.3 3.7 3.5S7.2 8 5 8Zm0 0c-2.5 0-4.2 1.6-4.2 4S2.5 16 5 16s4.2-1.6 4.2-4S7.5 8 5 8Z',
  'M1.5 15.5C6 15.2 9 11.5 9 6.5C9 3 7.2 1 4.8 1S.5 3 .5 5.7s1.9 4.6 4.3 4.6c2.2 0 3.7-1.6 4.1-3.1',
];

const goldSparkles = (...points: [number, number, number][]) => <path d={points.map(([x, y, r]) => sparkle(x, y, r)).join('')} fill={GOLD} stroke="none" />;

/** Glyph paths from the 32-grid placed at x,y (centre) with a scale. */
const placed = (d: string, x: number, y: number, s: number, key?: string | number) => (
  <path key={key} d={d} transform={`translate(${r1(x - 16 * s)} ${r1(y - 16 * s)}) scale(${s})`} />
);

const HERO: Record<ArtId, { seed: number; avoid?: [number, number, number][]; art: () => ReactNode }> = {
  home: {
    seed: 11,
    avoid: [[330, 96, 80]],
    art: () => (
      <>
        <path d="M0 200V182C70 164 150 168 240 180S400 160 480 172V200Z" fill={DEEP} stroke="none" />
        <circle cx="330" cy="96" r="84" fill={INK} opacity=".06" stroke="none" />
        <circle cx="330" cy="96" r="68" fill={INK} opacity=".08" stroke="none" />
        <path d={crescent(330, 96, 56, 24, -16, 50)} fill={GOLD} stroke="none" />
        <path d="M52 112L86 84L128 92L160 58L204 70M128 92L142 128L186 136M404 150L432 128L462 142" stroke={SOFT} strokeWidth="1.5" />
        <path d="M52 112h0M86 84h0M128 92h0M204 70h0M142 128h0M186 136h0M404 150h0M462 142h0" stroke={INK} strokeWidth="5" />
        {goldSparkles([160, 58, 9], [432, 128, 7], [250, 40, 6], [420, 40, 5])}
      </>
    ),
  },
  horoscopes: {
    seed: 23,
    avoid: [[240, 100, 96]],
    art: () => (
      <>
        <circle cx="240" cy="100" r="96" fill={INK} opacity=".06" stroke="none" />
        <path d={ring(240, 100, 90) + ring(240, 100, 74) + ring(240, 100, 48)} />
        <path d={spokes(240, 100, 48, 74, 30, -90)} stroke={SOFT} />
        <path d={spokes(240, 100, 82, 90, 10, -90)} stroke={SOFT} />
        <g strokeWidth="3.6">{ZODIAC_SIGNS.map((s, i) => placed(SIGN_GLYPH_PATHS[s.slug], ...polar(240, 100, 61, 165 - i * 30), 0.5, s.slug))}</g>
        <circle cx="240" cy="100" r="16" fill={GOLD} stroke="none" />
        <path d={spokes(240, 100, 22, 34, 30, 15)} stroke={GOLD} strokeWidth="2.5" />
        {goldSparkles([70, 60, 8], [410, 140, 8], [120, 150, 5], [380, 44, 5])}
      </>
    ),
  },
  astrology: {
    seed: 37,
    art: () => {
      const orbits = [60, 105, 155, 215];
      /** A point on orbit i (ellipses a third as tall as wide) at an angle. */
      const on = (i: number, deg: number) => {
        const rx = orbits[i]!;
        const t = (deg * Math.PI) / 180;
        return { cx: r1(240 + rx * Math.cos(t)), cy: r1(100 + rx * 0.34 * Math.sin(t)) };
      };
      const ringed = on(2, 30);
      /** The back (upper) or the front (lower) half of the planet's ring. */
      const half = (side: 1 | -1) => `M${ringed.cx - 24 * side} ${ringed.cy}a24 6 0 0 1 ${48 * side} 0`;
      return (
        <>
          <circle cx="240" cy="100" r="34" fill={INK} opacity=".1" stroke="none" />
          <g transform="rotate(-8 240 100)">
            <g stroke={SOFT}>
              {orbits.map((rx) => <ellipse key={rx} cx="240" cy="100" rx={rx} ry={r1(rx * 0.34)} />)}
            </g>
            <circle cx="240" cy="100" r="20" fill={GOLD} stroke="none" />
            <circle {...on(0, 110)} r="6" fill={INK} stroke="none" />
            <circle {...on(1, -40)} r="10" fill={GOLD} stroke="none" />
            <circle {...on(2, 200)} r="8" fill={INK} stroke="none" />
            <circle {...on(3, -15)} r="5" fill={INK} stroke="none" />
            <g transform={`rotate(-14 ${ringed.cx} ${ringed.cy})`} stroke={GOLD}>
              <path d={half(1)} />
              <circle {...ringed} r="13" fill={DEEP} stroke={INK} />
              <path d={half(-1)} />
            </g>
          </g>
          {goldSparkles([60, 40, 7], [420, 30, 6], [150, 170, 5])}
        </>
      );
    },
  },
  tarot: {
    seed: 41,
    avoid: [[92, 60, 26]],
    art: () => (
      <>
        <circle cx="240" cy="110" r="90" fill={INK} opacity=".06" stroke="none" />
        {[-30, 30, -15, 15, 0].map((deg) => (
          <g key={deg} transform={`rotate(${deg} 240 260)`}>
            <rect x="204" y="34" width="72" height="116" rx="7" fill={DEEP} />
            <rect x="211" y="41" width="58" height="102" rx="4" stroke={GOLD} strokeWidth="1.5" />
            {deg === 0 ? (
              <>
                <path d={ring(240, 92, 14)} fill={GOLD} stroke="none" />
                <path d={spokes(240, 92, 19, 26, 45, 22.5)} stroke={GOLD} />
                <path d="M222 128h36" stroke={SOFT} />
              </>
            ) : (
              <path d={sparkle(240, 92, 14)} fill={GOLD} stroke="none" opacity=".8" />
            )}
          </g>
        ))}
        <path d={crescent(92, 60, 22, 10, -6, 19)} fill={INK} stroke="none" />
        {goldSparkles([380, 60, 9], [350, 150, 5], [90, 150, 6], [420, 110, 4])}
      </>
    ),
  },
  readings: {
    seed: 53,
    art: () => (
      <>
        <circle cx="362" cy="92" r="40" fill={GOLD} opacity=".08" stroke="none" />
        <circle cx="362" cy="92" r="22" fill={GOLD} opacity=".12" stroke="none" />
        <path d="M150 116V176C190 168 222 172 240 184C258 172 290 168 330 176V116" fill={DEEP} />
        <Mirrored width={480} d="M240 176C220 164 190 160 160 166V110C190 104 220 108 240 120Z" fill={DEEP} stroke={INK} strokeWidth={2} />
        <Mirrored width={480} d="M176 124C196 120 214 122 228 130M176 138C196 134 214 136 228 144M176 152C196 148 214 150 228 158" stroke={SOFT} strokeWidth={1.5} />
        <path d="M240 120V176" />
        <path d="M350 112h24v56h-24Z" fill={DEEP} />
        <path d="M357 122v38" stroke={SOFT} />
        <path d="M336 170h52l-4 8h-44Z" fill={GOLD} stroke="none" />
        <path d="M362 112v-6" />
        <path d="M362 74c-8 10-9 20 0 28c9-8 8-18 0-28Z" fill={GOLD} stroke="none" />
        <path d="M362 88c-3 5-3 9 0 11c3-2 3-6 0-11Z" fill={INK} stroke="none" />
        {goldSparkles([240, 60, 10], [212, 84, 5], [272, 36, 6], [100, 60, 6], [440, 150, 5])}
      </>
    ),
  },
  love: {
    seed: 67,
    avoid: [[112, 100, 34], [368, 100, 34]],
    art: () => (
      <>
        <circle cx="240" cy="100" r="80" fill={INK} opacity=".06" stroke="none" />
        <path d={crescent(112, 100, 30, -13, 0, 26) + crescent(368, 100, 30, 13, 0, 26)} fill={INK} opacity=".5" stroke="none" />
        <path d={heart(218, 106, 48)} stroke={GOLD} strokeWidth="4" />
        <path d={heart(262, 94, 48)} stroke={INK} strokeWidth="4" />
        {/* the gold heart's right lobe again, over the white heart: the two hearts interlace */}
        <path d="M218 79.6C230 50.8 266 55.6 270.8 84.4" stroke={GOLD} strokeWidth="4" />
        <path d={heart(60, 50, 9) + heart(420, 160, 11) + heart(436, 46, 7)} fill={SOFT} stroke="none" />
        {goldSparkles([160, 150, 7], [320, 40, 7], [56, 150, 5], [440, 100, 5])}
      </>
    ),
  },
  numerology: {
    seed: 79,
    art: () => {
      // An even (Archimedean) spiral; the digits sit on it at equal distances along the curve.
      const at = (t: number) => polar(240, 100, 4 + 5.4 * t, (t * 180) / Math.PI - 90);
      const pts: string[] = [];
      const lengths: [number, number][] = [];
      let length = 0;
      let last = at(0);
      for (let t = 0; t <= 15.2; t += 0.1) {
        const p = at(t);
        length += Math.hypot(p[0] - last[0], p[1] - last[1]);
        lengths.push([t, length]);
        if (Math.round(t * 10) % 2 === 0) pts.push(p.join(' '));
        last = p;
      }
      const beads = DIGITS.slice(1).map((d, i) => {
        const target = length * (0.22 + i * 0.0975);
        const t = (lengths.find(([, l]) => l >= target) ?? lengths[lengths.length - 1]!)[0];
        return { d, t, br: r1(7.5 + i * 0.8) };
      });
      return (
        <>
          <path d={ring(240, 100, 92)} stroke={SOFT} strokeDasharray="2 7" />
          <path d={`M${pts.join('L')}`} stroke={GOLD} strokeWidth="2" />
          {beads.map(({ d, t, br }, i) => {
            const [x, y] = at(t);
            const s = r1(br * 0.075);
            return (
              <g key={i}>
                <circle cx={x} cy={y} r={br} fill={DEEP} stroke={GOLD} strokeWidth="1.5" />
                <path d={d} strokeWidth={r1(1.8 / s)} transform={`translate(${r1(x - 5 * s)} ${r1(y - 8.5 * s)}) scale(${s})`} />
              </g>
            );
          })}
          {goldSparkles([60, 50, 7], [420, 160, 7], [110, 150, 5], [380, 40, 5])}
        </>
      );
    },
  },
  psychics: {
    seed: 83,
    art: () => (
      <>
        <circle cx="240" cy="90" r="86" fill={INK} opacity=".06" stroke="none" />
        <circle cx="240" cy="90" r="62" fill={DEEP} />
        <path d="M196 104c20 18 68 18 88-4M202 70c24-14 54-12 76 6" stroke={SOFT} />
        <path d="M212 60a40 40 0 0 1 22-14" strokeWidth="3" />
        <path d="M206 92c20-24 48-24 68 0c-20 24-48 24-68 0Z" fill={INK} fillOpacity=".14" stroke={GOLD} />
        <circle cx="240" cy="92" r="11" fill={GOLD} stroke="none" />
        <circle cx="240" cy="92" r="4" fill={DEEP} stroke="none" />
        <path d="M204 150h72l14 30h-100Z" fill={DEEP} />
        <path d="M197 166h86" stroke={GOLD} />
        {goldSparkles([330, 50, 8], [150, 60, 6], [312, 136, 5], [80, 140, 6], [400, 150, 5])}
      </>
    ),
  },
  account: {
    seed: 97,
    art: () => {
      const planets: [PlanetId, number][] = [['sun', 200], ['moon', 250], ['venus', 310], ['mars', 20], ['jupiter', 110], ['saturn', 150]];
      const aspects = [200, 310, 110].map((deg) => polar(330, 100, 46, deg).join(' '));
      return (
        <>
          <circle cx="330" cy="100" r="92" fill={INK} opacity=".06" stroke="none" />
          <path d={ring(330, 100, 86) + ring(330, 100, 46)} fill={DEEP} />
          <path d={spokes(330, 100, 46, 86, 30, 8)} stroke={SOFT} />
          <path d="M236 100H248M412 100h12" stroke={GOLD} strokeWidth="3" />
          <path d={`M${aspects.join('L')}Z`} stroke={GOLD} strokeWidth="1.5" />
          <g strokeWidth="3.6">{planets.map(([p, deg]) => placed(PLANET_GLYPH_PATHS[p], ...polar(330, 100, 66, deg), 0.5, p))}</g>
          <path d="M64 150L96 112L132 122L150 80" stroke={SOFT} strokeWidth="1.5" />
          <path d="M64 150h0M96 112h0M132 122h0" stroke={INK} strokeWidth="5" />
          {goldSparkles([150, 80, 10], [200, 40, 5], [60, 50, 6])}
        </>
      );
    },
  },
  help: {
    seed: 101,
    art: () => (
      <>
        <circle cx="240" cy="100" r="92" fill={INK} opacity=".06" stroke="none" />
        <path d={ring(240, 100, 80)} fill={DEEP} />
        <path d={ring(240, 100, 68)} stroke={SOFT} />
        <path d={spokes(240, 100, 72, 78, 15)} stroke={SOFT} />
        <g stroke="none">
          {[45, 135, 225, 315].map((deg) => (
            <g key={deg} transform={`rotate(${deg} 240 100)`}>
              <path d="M240 60L247 93L240 100Z" fill={INK} />
              <path d="M240 60L233 93L240 100Z" fill={INK} opacity=".6" />
            </g>
          ))}
          {[0, 90, 180, 270].map((deg) => (
            <g key={deg} transform={`rotate(${deg} 240 100)`}>
              <path d="M240 36L252 88L240 100Z" fill={GOLD} />
              <path d="M240 36L228 88L240 100Z" fill={GOLD} opacity=".6" />
            </g>
          ))}
        </g>
        <circle cx="240" cy="100" r="5" fill={DEEP} />
        <path d="M235 16V6l10 10V6" strokeWidth="2.5" />
        {goldSparkles([90, 60, 8], [390, 140, 8], [130, 150, 5], [370, 50, 5])}
      </>
    ),
  },
};

/**
 * The wide header illustration of a section (480 x 200), drawn for the dark night band. `frame`
 * places the drawing inside the `<svg>`: the page header keeps it rendered once per section.
 */
export function SectionHero({ section, className, title, frame }: ArtProps & { section: ArtId; frame?: (drawing: () => ReactNode) => ReactNode }) {
  return (
    <ArtSvg viewBox="0 0 480 200" base="section-hero" className={className} title={title} data-section={section}>
      {frame ? frame(() => heroDrawing(section)) : heroDrawing(section)}
    </ArtSvg>
  );
}

/** Each hero's stars and strokes, worked out once: the same elements serve every page that shows it. */
const heroDrawings = new Map<ArtId, ReactNode>();

function heroDrawing(section: ArtId): ReactNode {
  let drawing = heroDrawings.get(section);
  if (drawing === undefined) {
    const hero = HERO[section];
    drawing = (
      <>
        <StarField seed={hero.seed} count={46} avoid={hero.avoid} />
        <g fill="none" stroke={INK} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {hero.art()}
        </g>
      </>
    );
    heroDrawings.set(section, drawing);
  }
  return drawing;
}

/** Nav icons, 24 x 24 strokes. */
const ICONS: Record<ArtId, string> = {
  home: `M3.5 11L12 4l8.5 7M5.5 9.5V20h13V9.5M13.8 12.2a3.2 3.2 0 1 0 1.5 4.6a2.6 2.6 0 0 1-1.5-4.6Z`,
  horoscopes: `${ring(12, 12, 9.25)}${spokes(12, 12, 4.5, 9.25, 60, 0)}${sparkle(12, 12, 2.6)}`,
  astrology: 'M7.5 10.5a5 5 0 0 1 9.7-1.6M16.6 13.9a5 5 0 0 1-9.2 1.3M2.4 15.3c1 2.2 6.4 1.6 11.7-.3s9.5-5 8.5-7.2c-.5-1-2-1.3-4-1.2',
  tarot: `M8.5 19.5L4.8 7.2a1.5 1.5 0 0 1 1-1.9l6-1.8M10.6 4.9l7.4 1.4a1.5 1.5 0 0 1 1.2 1.7l-2.2 11.8a1.5 1.5 0 0 1-1.7 1.2L8 19.6a1.5 1.5 0 0 1-1.2-1.7L9 6.1a1.5 1.5 0 0 1 1.6-1.2Z${sparkle(13.3, 12.8, 2.6)}`,
  readings: `M12 9C10 7.5 7 7 3.5 7v12c3.5 0 6.5.5 8.5 2c2-1.5 5-2 8.5-2V7C17 7 14 7.5 12 9Zv12${sparkle(12, 3.5, 2)}`,
  love: `M12 20s-8-5-8-11a4.3 4.3 0 0 1 8-2.2a4.3 4.3 0 0 1 8 2.2c0 6-8 11-8 11Z`,
  numerology: 'M3 9.5L6 8v9M9 10c.4-1.2 1.4-2 2.6-2c1.4 0 2.4 1 2.4 2.3C14 12.8 9 14.3 9 17h5.2M16.5 9c.6-.7 1.5-1 2.3-1c1.4 0 2.4.9 2.4 2.1s-1 2-2.4 2c1.6 0 2.7.9 2.7 2.3S20.3 17 18.8 17c-1 0-2-.4-2.6-1.2',
  psychics: `${ring(12, 10.5, 7)}M8 21h8M8.8 21l1.5-3.8M15.2 21l-1.5-3.8M9 9.5a3.5 3.5 0 0 1 2.5-2.5`,
  account: `${ring(12, 8, 3.8)}M4.5 20.5c.3-4 3.4-6.5 7.5-6.5s7.2 2.5 7.5 6.5`,
  help: `${ring(12, 12, 9)}M9.5 9.5A2.6 2.6 0 1 1 13 12c-.7.3-1 .9-1 1.6v.4M12 17.2h0`,
};

/** The navigation icon of a section, in strokes of currentColor (24 x 24). */
export function SectionIcon({ section, className, title }: ArtProps & { section: ArtId }) {
  return (
    <ArtSvg viewBox="0 0 24 24" base="section-icon" line={1.75} className={className} title={title} data-section={section}>
      <path d={ICONS[section]} />
    </ArtSvg>
  );
}
