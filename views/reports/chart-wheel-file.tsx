import type { SVGAttributes } from 'react';
import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';
import { HOUSE_SYSTEM_NAMES } from '../../shared/reports/birth-chart.form';
import { pointOf, type NatalChart } from '../../shared/reports/natal';
import { clock, longDate, utcOffset, utcText } from './chart-details';
import { WHEEL_SIZE, WheelDrawing, wheelSummary, type WheelPaint, type WheelPaintAttributes, type WheelPart } from './chart-wheel';

/**
 * The birth chart wheel as files (issue #25): a standalone SVG document to download (and to
 * rasterise as the PNG download), and the 1200 x 630 share picture. The wheel is the page's
 * drawing (WheelDrawing), coloured by presentation attributes with fixed colours instead of the
 * page's classes, so the file looks the same in any program, and in resvg, which draws the PNGs.
 *
 * Fonts: the PNGs are drawn by resvg with the server's system fonts (DejaVu, Liberation; see
 * server/images/svg-rasteriser.ts). DejaVu Sans has every glyph the wheel writes
 * (the planets U+2609 … U+2647, the Node U+260A, the signs U+2648-U+2653, ℞, °), so it comes
 * first; other programs fall back to their own symbol fonts.
 */

export const FILE_TEXT_FONT = "'DejaVu Sans', 'Liberation Sans', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";
export const FILE_SYMBOL_FONT = "'DejaVu Sans', 'Segoe UI Symbol', 'Apple Symbols', 'Noto Sans Symbols', 'Noto Sans Symbols 2', sans-serif";
export const FILE_SERIF_FONT = "'DejaVu Serif', 'Liberation Serif', Georgia, 'Times New Roman', serif";

/** The wheel's colours in a file: the light theme's (client/styles/tokens.css, reports.css), or the night band's. */
export interface WheelPalette {
  rim: string;
  line: string;
  fire: string;
  earth: string;
  air: string;
  water: string;
  ink: string;
  inkSoft: string;
  panel: string;
  signGlyph: string;
  angle: string;
  flowing: string;
  tense: string;
  conjunct: string;
}

export const LIGHT_WHEEL: WheelPalette = {
  rim: '#f3f0fd',
  line: '#c9c2e6',
  fire: '#fde3d8',
  earth: '#e3efd9',
  air: '#fdf6d3',
  water: '#dbe8fb',
  ink: '#1d1933',
  inkSoft: '#4a4566',
  panel: '#ffffff',
  signGlyph: '#1d1933',
  angle: '#1d1933',
  flowing: '#1f5fbf',
  tense: '#c0392b',
  conjunct: '#2e7d32',
};

/** The dark theme's wheel, with the brand's gold for the signs and the angles. */
export const NIGHT_WHEEL: WheelPalette = {
  rim: '#151130',
  line: '#4d4590',
  fire: '#4a2218',
  earth: '#1f3a20',
  air: '#3d3614',
  water: '#172c4d',
  ink: '#ece9fb',
  inkSoft: '#bdb7dc',
  panel: '#1c1740',
  signGlyph: '#f2c14e',
  angle: '#f2c14e',
  flowing: '#7fb2ff',
  tense: '#ff8a7a',
  conjunct: '#7fd88a',
};

/** reports.css's `.wheel-*` rules, as presentation attributes in one palette. */
export function filePaint(palette: WheelPalette): WheelPaint {
  const parts: Record<WheelPart, WheelPaintAttributes> = {
    rim: { fill: palette.rim, stroke: palette.line, strokeWidth: 1.5 },
    'sign-fire': {},
    'sign-earth': {},
    'sign-air': {},
    'sign-water': {},
    'sign-path-fire': { fill: palette.fire, stroke: palette.line, strokeWidth: 1 },
    'sign-path-earth': { fill: palette.earth, stroke: palette.line, strokeWidth: 1 },
    'sign-path-air': { fill: palette.air, stroke: palette.line, strokeWidth: 1 },
    'sign-path-water': { fill: palette.water, stroke: palette.line, strokeWidth: 1 },
    'sign-glyph': { fontSize: 22, fill: palette.signGlyph, fontFamily: FILE_SYMBOL_FONT },
    line: { fill: 'none', stroke: palette.line, strokeWidth: 1 },
    tick: { stroke: palette.inkSoft, strokeWidth: 1 },
    inner: { fill: palette.panel, stroke: palette.line, strokeWidth: 1 },
    cusp: { stroke: palette.inkSoft, strokeWidth: 1 },
    'angle-cusp': { stroke: palette.angle, strokeWidth: 2.5 },
    'house-number': { fontSize: 13, fill: palette.inkSoft },
    'angle-label': { fontSize: 13, fontWeight: 700, fill: palette.angle },
    aspects: {},
    'aspect-flowing': { stroke: palette.flowing, strokeWidth: 1.5, opacity: 0.85 },
    'aspect-tense': { stroke: palette.tense, strokeWidth: 1.5, opacity: 0.85 },
    'aspect-conjunction': { stroke: palette.conjunct, strokeWidth: 1.5, opacity: 0.85 },
    planet: {},
    'planet-tick': { stroke: palette.ink, strokeWidth: 2 },
    'planet-dot': { fill: palette.panel, stroke: palette.line, strokeWidth: 1 },
    'planet-dot-conjunct': { fill: palette.panel, stroke: palette.conjunct, strokeWidth: 2 },
    'planet-glyph': { fontSize: 20, fill: palette.ink, fontFamily: FILE_SYMBOL_FONT },
    'planet-degree': { fontSize: 11, fill: palette.inkSoft },
    // A halo of the middle's colour keeps the note readable where aspect lines cross it.
    note: { fontSize: 15, fill: palette.inkSoft, stroke: palette.panel, strokeWidth: 5, strokeLinejoin: 'round', paintOrder: 'stroke' },
  };
  return (part) => parts[part];
}

/**
 * About how wide a line of text is, in ems, in DejaVu Sans (the widest font it will meet):
 * enough to choose a font size, never exact. A line may still overflow, so callers also squeeze
 * it to the width with `textLength` when the guess says it would not fit.
 */
export function textWidthEm(text: string, bold = false): number {
  let width = 0;
  for (const char of text) {
    if (char === ' ') width += 0.32;
    else if (/[iljI.,:;'’!|]/.test(char)) width += 0.3;
    else if (/[-frt()]/.test(char)) width += 0.42;
    else if (/[mwMW]/.test(char)) width += 0.95;
    else if (/[A-Z]/.test(char)) width += 0.74;
    else if (/[a-z0-9]/.test(char)) width += 0.63;
    else if (/[\u0300-\u036f\ufe0e]/.test(char)) width += 0;
    else if (char.codePointAt(0)! >= 0x2e80) width += 1;
    else width += 0.7;
  }
  return bold ? width * 1.1 : width;
}

/** A line's font size, at most `size` and at least `min`, to fit `maxWidth`; squeezed (`textLength`) when even `min` is too wide. */
export function fitLine(text: string, maxWidth: number, size: number, min: number, bold = false): SVGAttributes<SVGTextElement> {
  const em = textWidthEm(text, bold);
  const fitted = Math.max(min, Math.min(size, Math.floor(maxWidth / em)));
  return em * fitted > maxWidth ? { fontSize: fitted, textLength: maxWidth, lengthAdjust: 'spacingAndGlyphs' } : { fontSize: fitted };
}

/**
 * Words in lines no wider than `maxWidth` at `size`; at most `maxLines`, the last one cut with an
 * ellipsis when the text needs more. A word wider than a line has a line of its own (fitLine squeezes it).
 */
export function wrapLines(text: string, maxWidth: number, size: number, maxLines: number, bold = false): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidthEm(`${last} ${word}`, bold) * size <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

const signName = (slug: string) => ZODIAC_SIGNS.find((sign) => sign.slug === slug)!.name;

/** The chart's big three in words: Sun in Aries, Moon in Sagittarius (or two signs when the day's Moon changed sign), Leo Rising. */
export function bigThreeWords(chart: NatalChart): { sun: string; moon: string; rising: string | null } {
  const moon = pointOf(chart, 'moon')!;
  const rising = pointOf(chart, 'ascendant');
  const moonSigns = chart.moonDay && chart.moonDay.from !== chart.moonDay.to ? `${signName(chart.moonDay.from)} or ${signName(chart.moonDay.to)}` : signName(moon.sign);
  return { sun: `Sun in ${signName(pointOf(chart, 'sun')!.sign)}`, moon: `Moon in ${moonSigns}`, rising: rising ? `${signName(rising.sign)} Rising` : null };
}

/** “Ana’s birth chart — Sun in Aries · Moon in Sagittarius · Leo Rising”: the share picture's words in one line (its alt text). */
export function shareText(chart: NatalChart): string {
  const { sun, moon, rising } = bigThreeWords(chart);
  return `${chart.name}’s birth chart — ${[sun, moon, rising ?? 'birth time unknown'].join(' · ')}`;
}

/** Born April 15, 1990 at 2:30 PM in London, England, United Kingdom. */
export function birthLine(chart: NatalChart): string {
  return `Born ${longDate(chart.birthDate)}${chart.birthTime ? ` at ${clock(chart.birthTime)}` : ', time unknown'} in ${chart.place.label}`;
}

/** Cast for 1990-04-15 13:30 UTC (UTC+01:00) · 51.51° N, 0.13° W · Placidus houses. */
export function castLine(chart: NatalChart): string {
  const where = `${Math.abs(chart.place.latitude).toFixed(2)}° ${chart.place.latitude >= 0 ? 'N' : 'S'}, ${Math.abs(chart.place.longitude).toFixed(2)}° ${chart.place.longitude >= 0 ? 'E' : 'W'}`;
  const houses = !chart.houses ? 'no houses (birth time unknown)' : chart.fallback ? 'Porphyry houses (Placidus cannot be drawn this near the pole)' : `${HOUSE_SYSTEM_NAMES[chart.houseSystem]} houses`;
  return `Cast for ${utcText(chart.utc)} (${utcOffset(chart.offsetSeconds)}${chart.birthTime ? '' : ', noon'}) · ${where} · ${houses}`;
}

const FILE_WIDTH = 680;
const FILE_MARGIN = 20;
const FILE_HEADER = 108;
const FILE_FOOTER = 70;
export const CHART_FILE_WIDTH = FILE_WIDTH;
export const CHART_FILE_HEIGHT = FILE_HEADER + WHEEL_SIZE + FILE_FOOTER;

/**
 * The wheel as a file to download: white paper, the person's name, birth and the instant used
 * above the wheel, the big three and the colour key below it. `scale` multiplies the width and
 * height attributes only (the viewBox stays), for a rasteriser that zooms by a fixed factor.
 */
export function ChartWheelFile({ chart, siteName, scale = 1 }: { chart: NatalChart; siteName: string; scale?: number }) {
  const palette = LIGHT_WHEEL;
  const textWidth = FILE_WIDTH - 2 * FILE_MARGIN;
  const title = `${chart.name}’s birth chart`;
  const { sun, moon, rising } = bigThreeWords(chart);
  const three = [sun, moon, rising ?? 'Rising sign needs a birth time'].join(' · ');
  const footerTop = FILE_HEADER + WHEEL_SIZE;
  const keyY = footerTop + 52;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${FILE_WIDTH} ${CHART_FILE_HEIGHT}`}
      width={FILE_WIDTH / scale}
      height={CHART_FILE_HEIGHT / scale}
      role="img"
      aria-labelledby="chart-title chart-desc"
      fontFamily={FILE_TEXT_FONT}
    >
      <title id="chart-title">{`Birth chart wheel of ${chart.name}`}</title>
      <desc id="chart-desc">{`${birthLine(chart)}. ${castLine(chart)}. ${wheelSummary(chart)}`}</desc>
      <rect width={FILE_WIDTH} height={CHART_FILE_HEIGHT} fill="#ffffff" />
      <text x={FILE_MARGIN} y={40} fill={palette.ink} fontWeight={700} {...fitLine(title, textWidth, 26, 16, true)}>
        {title}
      </text>
      <text x={FILE_MARGIN} y={68} fill={palette.ink} {...fitLine(birthLine(chart), textWidth, 15, 11)}>
        {birthLine(chart)}
      </text>
      <text x={FILE_MARGIN} y={90} fill={palette.inkSoft} {...fitLine(castLine(chart), textWidth, 12, 9)}>
        {castLine(chart)}
      </text>
      <svg x={(FILE_WIDTH - WHEEL_SIZE) / 2} y={FILE_HEADER} width={WHEEL_SIZE} height={WHEEL_SIZE} viewBox={`0 0 ${WHEEL_SIZE} ${WHEEL_SIZE}`}>
        <WheelDrawing chart={chart} paint={filePaint(palette)} linked={false} />
      </svg>
      <text x={FILE_WIDTH / 2} y={footerTop + 24} fill={palette.ink} textAnchor="middle" fontWeight={700} {...fitLine(three, textWidth, 15, 10, true)}>
        {three}
      </text>
      <g fontSize={11} fill={palette.inkSoft}>
        <line x1={FILE_MARGIN} y1={keyY - 4} x2={FILE_MARGIN + 22} y2={keyY - 4} stroke={palette.flowing} strokeWidth={2} />
        <text x={FILE_MARGIN + 28} y={keyY}>
          Flowing aspect
        </text>
        <line x1={FILE_MARGIN + 124} y1={keyY - 4} x2={FILE_MARGIN + 146} y2={keyY - 4} stroke={palette.tense} strokeWidth={2} />
        <text x={FILE_MARGIN + 152} y={keyY}>
          Tense aspect
        </text>
        <circle cx={FILE_MARGIN + 244} cy={keyY - 4} r={7} fill={palette.panel} stroke={palette.conjunct} strokeWidth={2} />
        <text x={FILE_MARGIN + 256} y={keyY}>
          Conjunction
        </text>
        <text x={FILE_WIDTH - FILE_MARGIN} y={keyY} textAnchor="end" {...fitLine(siteName, 200, 11, 8)}>
          {siteName}
        </text>
      </g>
    </svg>
  );
}
