import type { NatalChart } from '../../shared/reports/natal';
import { POINT_NAMES } from '../../shared/reports/natal';
import { WHEEL_SIZE, WheelDrawing } from './chart-wheel';
import { bigThreeWords, FILE_SERIF_FONT, FILE_SYMBOL_FONT, FILE_TEXT_FONT, filePaint, fitLine, NIGHT_WHEEL, shareText, textWidthEm, wrapLines } from './chart-wheel-file';

/**
 * A chart's share picture (issue #25): 1200 x 630, the Open Graph size. The wheel on the left in
 * the night band's colours, and on the right the person's name and their big three, in the site's
 * night blue and gold (client/styles/tokens.css: --night, --night-2, --gold, --on-night-soft).
 * Only the name and the three signs: no birth date, time or place, since it is made to be posted.
 */

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

const NIGHT = '#17132e';
const NIGHT_2 = '#241d4a';
const NIGHT_3 = '#33296b';
const GOLD = '#f2c14e';
const ON_NIGHT = '#ffffff';
const ON_NIGHT_SOFT = '#ddd8f7';

const WHEEL_SHOWN = 560;
const WHEEL_X = 36;
const WHEEL_Y = (SHARE_HEIGHT - WHEEL_SHOWN) / 2;
const TEXT_X = 650;
const TEXT_WIDTH = SHARE_WIDTH - TEXT_X - 50;

/** A fixed scatter of faint stars (the same in every picture), around the wheel and clear of the words. */
const STARS = Array.from({ length: 34 }, (_, index): [number, number, number] => {
  const x = (index * 347 + 61) % SHARE_WIDTH;
  const y = (index * 211 + 23) % SHARE_HEIGHT;
  return [x, y, index % 5 === 0 ? 1.8 : 1.1];
}).filter(([x, y]) => Math.hypot(x - (WHEEL_X + WHEEL_SHOWN / 2), y - SHARE_HEIGHT / 2) > WHEEL_SHOWN / 2 + 12 && (x < TEXT_X - 24 || y < 24 || y > SHARE_HEIGHT - 60));

/** `scale` divides the width and height attributes only (the viewBox stays 1200 x 630), for a rasteriser that zooms by a fixed factor. */
export function ChartShareImage({ chart, siteName, scale = 1 }: { chart: NatalChart; siteName: string; scale?: number }) {
  const { sun, moon, rising } = bigThreeWords(chart);
  // The name large (at most two lines, as large as fits), then "birth chart" in gold.
  const name = `${chart.name}’s`;
  const nameSize = [76, 64, 54, 46, 40].find((size) => wrapLines(name, TEXT_WIDTH, size, 9, true).length <= 2) ?? 34;
  const nameLines = wrapLines(name, TEXT_WIDTH, nameSize, nameSize > 34 ? 2 : 3, true);
  const nameLead = Math.round(nameSize * 1.1);
  const rows = [
    { glyph: POINT_NAMES.sun.glyph, text: sun },
    { glyph: POINT_NAMES.moon.glyph, text: moon },
    rising ? { glyph: 'AC', text: rising } : { glyph: 'AC', text: 'Rising: needs a birth time' },
  ];
  const rowLead = 50;
  const subtitleSize = 40;
  // The text's height, from the name's cap height to the last row's baseline, centred below the site's name.
  const block = nameSize * 0.72 + (nameLines.length - 1) * nameLead + 56 + 44 + 58 + (rows.length - 1) * rowLead;
  const top = Math.max(100 + nameSize * 0.72, 96 + (SHARE_HEIGHT - 96 - block) / 2 + nameSize * 0.72);
  const subtitleY = top + (nameLines.length - 1) * nameLead + 56;
  const ruleY = subtitleY + 30;
  const rowsTop = ruleY + 58;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}`}
      width={SHARE_WIDTH / scale}
      height={SHARE_HEIGHT / scale}
      role="img"
      aria-labelledby="share-title"
      fontFamily={FILE_TEXT_FONT}
    >
      <title id="share-title">{shareText(chart)}</title>
      <defs>
        <linearGradient id="share-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={NIGHT} />
          <stop offset="1" stopColor={NIGHT_2} />
        </linearGradient>
        <radialGradient id="share-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0.82" stopColor={GOLD} stopOpacity={0.22} />
          <stop offset="1" stopColor={GOLD} stopOpacity={0} />
        </radialGradient>
      </defs>
      <rect width={SHARE_WIDTH} height={SHARE_HEIGHT} fill="url(#share-sky)" />
      <g fill={ON_NIGHT_SOFT} opacity={0.55}>
        {STARS.map(([x, y, r]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
        ))}
      </g>
      <circle cx={WHEEL_X + WHEEL_SHOWN / 2} cy={SHARE_HEIGHT / 2} r={WHEEL_SHOWN / 2 + 22} fill="url(#share-glow)" />
      <svg x={WHEEL_X} y={WHEEL_Y} width={WHEEL_SHOWN} height={WHEEL_SHOWN} viewBox={`0 0 ${WHEEL_SIZE} ${WHEEL_SIZE}`}>
        <WheelDrawing chart={chart} paint={filePaint(NIGHT_WHEEL)} linked={false} />
      </svg>
      <text x={TEXT_X} y={64} fill={GOLD} fontWeight={700} letterSpacing={4} {...fitLine(siteName.toUpperCase(), TEXT_WIDTH - 40, 22, 12, true)}>
        {siteName.toUpperCase()}
      </text>
      <g fontFamily={FILE_SERIF_FONT} fontWeight={700}>
        {nameLines.map((line, index) => (
          <text key={index} x={TEXT_X} y={top + index * nameLead} fill={ON_NIGHT} {...fitLine(line, TEXT_WIDTH, nameSize, 20, true)}>
            {line}
          </text>
        ))}
        <text x={TEXT_X} y={subtitleY} fill={GOLD} fontSize={subtitleSize} fontWeight={400}>
          birth chart
        </text>
      </g>
      <line x1={TEXT_X} y1={ruleY} x2={TEXT_X + 96} y2={ruleY} stroke={GOLD} strokeWidth={4} strokeLinecap="round" />
      {rows.map((row, index) => {
        const y = rowsTop + index * rowLead;
        const size = Math.min(32, Math.floor((TEXT_WIDTH - 60) / textWidthEm(row.text)));
        return (
          <g key={row.text}>
            <circle cx={TEXT_X + 20} cy={y - 11} r={21} fill={NIGHT_3} />
            <text x={TEXT_X + 20} y={y - 11} fill={GOLD} textAnchor="middle" dominantBaseline="central" fontFamily={FILE_SYMBOL_FONT} fontSize={row.glyph === 'AC' ? 15 : 24} fontWeight={row.glyph === 'AC' ? 700 : 400}>
              {row.glyph}
            </text>
            <text x={TEXT_X + 58} y={y} fill={ON_NIGHT_SOFT} {...fitLine(row.text, TEXT_WIDTH - 60, Math.max(size, 20), 16)}>
              {row.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
