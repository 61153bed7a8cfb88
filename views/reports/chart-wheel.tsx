import type { SVGAttributes } from 'react';
import { ZODIAC_SIGNS, type Element as SignElement } from '../../shared/horoscopes/zodiac';
import { ASPECT_NAMES, formatDegree, POINT_NAMES, type NatalChart, type NatalPoint } from '../../shared/reports/natal';

/**
 * The birth chart wheel (issue #25), drawn by the project as SVG on the server: the zodiac ring,
 * the house cusps with their numbers, the planets placed by degree (spread apart where they
 * crowd, each with a tick at its true place), and the aspects as lines across the middle, blue
 * for flowing, red for tense, green for conjunctions. The Ascendant sits at nine o'clock; without
 * a birth time, 0° Aries does and there are no houses. Each planet is a link to its row of the
 * planet table, so the keyboard moves through the planets and the table is the text equivalent.
 */

const SIZE = 640;
const C = SIZE / 2;
const R_OUTER = 306;
const R_SIGNS = 262;
const R_HOUSES = 232;
const R_PLANETS = 204;
const R_INNER = 150;
/** Glyphs closer than this (degrees of the wheel) are moved apart. */
const MIN_GAP = 8.5;

const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

/** Screen position of a longitude at a radius, with `start` (the Ascendant or 0° Aries) at nine o'clock. */
function at(longitude: number, radius: number, start: number): [number, number] {
  const angle = ((180 + longitude - start) * Math.PI) / 180;
  return [round(C + radius * Math.cos(angle)), round(C - radius * Math.sin(angle))];
}
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The planets' display longitudes: in order round the wheel, none closer than MIN_GAP to the next.
 * The circle is cut at its widest empty stretch; a forward pass pushes crowded glyphs along, then
 * each crowded run is centred back over the true places, a few times over.
 */
export function spreadApart(longitudes: readonly number[]): number[] {
  const count = longitudes.length;
  if (count < 2) return longitudes.map(normalize);
  const order = longitudes.map((longitude, index) => ({ index, longitude: normalize(longitude) })).sort((a, b) => a.longitude - b.longitude);
  // Start just after the widest gap, unwrapped so the sequence only grows.
  let widest = 0;
  let cut = 0;
  order.forEach((entry, position) => {
    const next = order[(position + 1) % count]!;
    const gap = normalize(next.longitude - entry.longitude) || (count === 1 ? 360 : 0);
    if (gap > widest) [widest, cut] = [gap, (position + 1) % count];
  });
  const sequence = Array.from({ length: count }, (_, k) => order[(cut + k) % count]!);
  const truth: number[] = [];
  sequence.forEach((entry, k) => truth.push(k === 0 ? entry.longitude : truth[k - 1]! + normalize(entry.longitude - sequence[k - 1]!.longitude)));
  const gap = Math.min(MIN_GAP, 360 / count);
  const shown = [...truth];
  for (let round = 0; round < 8; round++) {
    for (let k = 1; k < count; k++) shown[k] = Math.max(shown[k]!, shown[k - 1]! + gap);
    // Centre each run of glyphs that touch over the true places of its planets.
    let from = 0;
    for (let k = 1; k <= count; k++) {
      if (k < count && shown[k]! - shown[k - 1]! <= gap + 1e-9) continue;
      if (k - from > 1) {
        const shift = (truth.slice(from, k).reduce((a, b) => a + b, 0) - shown.slice(from, k).reduce((a, b) => a + b, 0)) / (k - from);
        const room = from > 0 ? shown[from]! - shown[from - 1]! - gap : Infinity;
        const move = Math.max(shift, -room);
        for (let m = from; m < k; m++) shown[m] = shown[m]! + move;
      }
      from = k;
    }
  }
  const result = new Array<number>(count);
  sequence.forEach((entry, k) => (result[entry.index] = normalize(shown[k]!)));
  return result;
}

function describe(point: NatalPoint): string {
  const sign = ZODIAC_SIGNS.find((each) => each.slug === point.sign)!.name;
  return `${POINT_NAMES[point.id].name} in ${sign} ${formatDegree(point.degree)}${point.retrograde ? ', retrograde' : ''}${point.house ? `, house ${point.house}` : ''}`;
}

/**
 * How the wheel's parts are coloured. The page names each part's class (client/styles/reports.css
 * colours it by the theme); a standalone file gives each its colours as presentation attributes
 * (chart-wheel-file.tsx). Parts the page leaves to its stylesheet's descendant rules (a sign's
 * path, `.wheel-fire path`) get nothing there.
 */
export type WheelPart =
  | 'rim'
  | `sign-${SignElement}`
  | `sign-path-${SignElement}`
  | 'sign-glyph'
  | 'line'
  | 'tick'
  | 'inner'
  | 'cusp'
  | 'angle-cusp'
  | 'house-number'
  | 'angle-label'
  | 'aspects'
  | `aspect-${'flowing' | 'tense' | 'conjunction'}`
  | 'planet'
  | 'planet-tick'
  | 'planet-dot'
  | 'planet-dot-conjunct'
  | 'planet-glyph'
  | 'planet-degree'
  | 'note';
/** What paint gives a part: a class, or colours and type as presentation attributes. */
export type WheelPaintAttributes = Pick<SVGAttributes<SVGElement>, 'className' | 'fill' | 'stroke' | 'strokeWidth' | 'strokeLinejoin' | 'paintOrder' | 'opacity' | 'fontSize' | 'fontWeight' | 'fontFamily'>;
export type WheelPaint = (part: WheelPart) => WheelPaintAttributes;

const PAGE_CLASSES: Record<WheelPart, string | null> = {
  rim: 'wheel-rim',
  'sign-fire': 'wheel-sign wheel-fire',
  'sign-earth': 'wheel-sign wheel-earth',
  'sign-air': 'wheel-sign wheel-air',
  'sign-water': 'wheel-sign wheel-water',
  'sign-path-fire': null,
  'sign-path-earth': null,
  'sign-path-air': null,
  'sign-path-water': null,
  'sign-glyph': 'wheel-sign-glyph',
  line: 'wheel-line',
  tick: 'wheel-tick',
  inner: 'wheel-inner',
  cusp: 'wheel-cusp',
  'angle-cusp': 'wheel-cusp wheel-angle',
  'house-number': 'wheel-house-number',
  'angle-label': 'wheel-angle-label',
  aspects: 'wheel-aspects',
  'aspect-flowing': 'wheel-aspect wheel-aspect-flowing',
  'aspect-tense': 'wheel-aspect wheel-aspect-tense',
  'aspect-conjunction': 'wheel-aspect wheel-aspect-conjunction',
  planet: 'wheel-planet',
  'planet-tick': 'wheel-planet-tick',
  'planet-dot': 'wheel-planet-dot',
  'planet-dot-conjunct': 'wheel-planet-dot wheel-planet-conjunct',
  'planet-glyph': 'wheel-planet-glyph',
  'planet-degree': 'wheel-planet-degree',
  note: 'wheel-note',
};
const pagePaint: WheelPaint = (part) => {
  const className = PAGE_CLASSES[part];
  return className ? { className } : {};
};

/** The wheel's side in user units (its viewBox is 0 0 WHEEL_SIZE WHEEL_SIZE). */
export const WHEEL_SIZE = SIZE;

/** The text equivalent of a wheel: every planet's place, and the Ascendant's sign. */
export function wheelSummary(chart: NatalChart): string {
  const ascendant = chart.points.find((point) => point.id === 'ascendant');
  const planets = chart.points.filter((point) => point.id !== 'ascendant' && point.id !== 'midheaven');
  return `${chart.name}’s birth chart: ${planets.map(describe).join('; ')}.${ascendant ? ` Ascendant in ${ZODIAC_SIGNS.find((sign) => sign.slug === ascendant.sign)!.name}.` : ' Birth time unknown: no houses.'}`;
}

/**
 * The wheel's drawing, inside a `<svg viewBox="0 0 WHEEL_SIZE WHEEL_SIZE">` of the caller's:
 * the page's ChartWheel, or a standalone file's. `linked`: each planet is a link to its row of the
 * planet table (the page); otherwise a plain group.
 */
export function WheelDrawing({ chart, paint, linked }: { chart: NatalChart; paint: WheelPaint; linked: boolean }) {
  const ascendant = chart.points.find((point) => point.id === 'ascendant');
  const start = ascendant?.longitude ?? 0;
  const planets = chart.points.filter((point) => point.id !== 'ascendant' && point.id !== 'midheaven');
  const shown = spreadApart(planets.map((point) => point.longitude));
  const byId = new Map(chart.points.map((point) => [point.id, point]));
  return (
    <>
      <circle {...paint('rim')} cx={C} cy={C} r={R_OUTER} />
      {ZODIAC_SIGNS.map((sign, index) => {
        const from = index * 30;
        const [x1, y1] = at(from, R_OUTER, start);
        const [x2, y2] = at(from + 30, R_OUTER, start);
        const [x3, y3] = at(from + 30, R_SIGNS, start);
        const [x4, y4] = at(from, R_SIGNS, start);
        // Longitude grows anticlockwise on the page: the outer arc runs anticlockwise (sweep 0).
        const path = `M${x1} ${y1} A${R_OUTER} ${R_OUTER} 0 0 0 ${x2} ${y2} L${x3} ${y3} A${R_SIGNS} ${R_SIGNS} 0 0 1 ${x4} ${y4} Z`;
        const [gx, gy] = at(from + 15, (R_OUTER + R_SIGNS) / 2, start);
        return (
          <g key={sign.slug} {...paint(`sign-${sign.element}`)}>
            <path d={path} {...paint(`sign-path-${sign.element}`)} />
            <text x={gx} y={gy} {...paint('sign-glyph')} textAnchor="middle" dominantBaseline="central" aria-hidden="true">
              {sign.symbol}
            </text>
          </g>
        );
      })}
      <circle {...paint('line')} cx={C} cy={C} r={R_SIGNS} />
      {/* Degree ticks every 5°, longer at 10°. */}
      {Array.from({ length: 72 }, (_, index) => {
        const [x1, y1] = at(index * 5, R_SIGNS, start);
        const [x2, y2] = at(index * 5, R_SIGNS - (index % 2 === 0 ? 9 : 5), start);
        return <line key={index} {...paint('tick')} x1={x1} y1={y1} x2={x2} y2={y2} />;
      })}
      <circle {...paint('line')} cx={C} cy={C} r={R_HOUSES} />
      <circle {...paint('inner')} cx={C} cy={C} r={R_INNER} />
      {chart.houses?.map((house, index) => {
        const angular = index % 3 === 0;
        const [x1, y1] = at(house.cusp, R_INNER, start);
        const [x2, y2] = at(house.cusp, angular ? R_OUTER + 10 : R_SIGNS, start);
        const next = chart.houses![(index + 1) % 12]!.cusp;
        const [nx, ny] = at(house.cusp + normalize(next - house.cusp) / 2, R_INNER + 14, start);
        return (
          <g key={house.house}>
            <line {...paint(angular ? 'angle-cusp' : 'cusp')} x1={x1} y1={y1} x2={x2} y2={y2} />
            <text {...paint('house-number')} x={nx} y={ny} textAnchor="middle" dominantBaseline="central" aria-hidden="true">
              {house.house}
            </text>
          </g>
        );
      })}
      {ascendant && (
        <>
          <text {...paint('angle-label')} {...labelAt(ascendant.longitude - 4, R_OUTER + 4, start)} aria-hidden="true">
            AC
          </text>
          {byId.get('midheaven') && (
            <text {...paint('angle-label')} {...labelAt(byId.get('midheaven')!.longitude + 4, R_OUTER + 4, start)} aria-hidden="true">
              MC
            </text>
          )}
        </>
      )}
      <g {...paint('aspects')} aria-hidden="true">
        {chart.aspects
          .filter((aspect) => aspect.type !== 'conjunction')
          .map((aspect) => {
            const [x1, y1] = at(byId.get(aspect.a)!.longitude, R_INNER, start);
            const [x2, y2] = at(byId.get(aspect.b)!.longitude, R_INNER, start);
            return <line key={`${aspect.a}-${aspect.b}`} {...paint(`aspect-${ASPECT_NAMES[aspect.type].kind}`)} x1={x1} y1={y1} x2={x2} y2={y2} />;
          })}
      </g>
      {planets.map((point, index) => {
        const [tx1, ty1] = at(point.longitude, R_HOUSES, start);
        const [tx2, ty2] = at(point.longitude, R_HOUSES - 10, start);
        const [gx, gy] = at(shown[index]!, R_PLANETS, start);
        const [dx, dy] = at(shown[index]!, R_PLANETS - 24, start);
        const conjunct = chart.aspects.some((aspect) => aspect.type === 'conjunction' && (aspect.a === point.id || aspect.b === point.id));
        const parts = (
          <>
            <line {...paint('planet-tick')} x1={tx1} y1={ty1} x2={tx2} y2={ty2} />
            <circle {...paint(conjunct ? 'planet-dot-conjunct' : 'planet-dot')} cx={gx} cy={gy} r={15} />
            <text {...paint('planet-glyph')} x={gx} y={gy} textAnchor="middle" dominantBaseline="central">
              {POINT_NAMES[point.id].glyph}
            </text>
            <text {...paint('planet-degree')} x={dx} y={dy} textAnchor="middle" dominantBaseline="central">
              {`${Math.floor(point.degree)}°${point.retrograde ? '℞' : ''}`}
            </text>
          </>
        );
        return linked ? (
          <a key={point.id} href={`#planet-${point.id}`} {...paint('planet')} aria-label={describe(point)}>
            {parts}
          </a>
        ) : (
          <g key={point.id} {...paint('planet')}>
            {parts}
          </g>
        );
      })}
      {!chart.houses && (
        <text {...paint('note')} x={C} y={C} textAnchor="middle" dominantBaseline="central">
          No birth time: no houses
        </text>
      )}
    </>
  );
}

export function ChartWheel({ chart, id = 'chart-wheel' }: { chart: NatalChart; id?: string }) {
  return (
    <svg className="chart-wheel" viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} id={id}>
      <title id={`${id}-title`}>{`Birth chart wheel of ${chart.name}`}</title>
      <desc id={`${id}-desc`}>{wheelSummary(chart)}</desc>
      <WheelDrawing chart={chart} paint={pagePaint} linked />
    </svg>
  );
}

function labelAt(longitude: number, radius: number, start: number) {
  const [x, y] = at(longitude, radius, start);
  return { x, y, textAnchor: 'middle' as const, dominantBaseline: 'central' as const };
}
