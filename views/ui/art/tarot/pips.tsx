import type { ReactNode } from 'react';
import type { MinorSuit } from '../../../../shared/tarot/tarot';
import { crescent, r1 } from '../art-kit';
import { isDarkStyle, starPath } from './emblems';
import { PICTURE, type SceneContext } from './types';

/**
 * The pip cards, Ace to Ten of each suit: exactly the card's number of emblems in the
 * tradition's arrangements (a fan of staves, a rainbow of cups, a heart pierced by three swords,
 * a tree of ten coins), over a small scene that helps recognise the card (a horizon, the sea, a
 * cloud, a night sky). Everything is drawn in the picture area from the deck's style.
 */

/** One emblem: centre x, y, size (height), rotation. */
type At = readonly [number, number, number, number?];

interface Pip {
  /** Scene behind the emblems. */
  back: (c: Kit) => ReactNode;
  at: readonly At[];
  /** Drawn over the emblems (a garland, a ribbon). */
  front?: (c: Kit) => ReactNode;
}

interface Kit {
  ctx: SceneContext;
  dark: boolean;
  cloud: string;
  night: string;
}

const { x: PX, y: PY, width: PW, height: PH } = PICTURE;
const BOTTOM = PY + PH;
const CX = PX + PW / 2;

/* ---- Scene pieces ---- */

function Sky({ ctx }: Kit) {
  return <rect x={PX} y={PY} width={PW} height={PH} fill={ctx.style.palette.sky} />;
}

function Ground({ kit, y, hills = true }: { kit: Kit; y: number; hills?: boolean }) {
  const p = kit.ctx.style.palette;
  const d = hills ? `M${PX} ${y + 8}Q${PX + 60} ${y - 14} ${CX} ${y + 2}T${PX + PW} ${y - 4}V${BOTTOM}H${PX}Z` : `M${PX} ${y}H${PX + PW}V${BOTTOM}H${PX}Z`;
  return <path d={d} fill={p.ground} stroke={p.ink} strokeWidth={kit.ctx.style.frame === 'minimal' ? 0 : 0.8} strokeOpacity=".5" />;
}

function Sea({ kit, y }: { kit: Kit; y: number }) {
  const p = kit.ctx.style.palette;
  let waves = '';
  for (let row = 0; row < 3; row++) {
    const wy = y + 10 + row * 12;
    waves += `M${PX + 8 + (row % 2) * 14} ${wy}`;
    for (let x = PX + 8 + (row % 2) * 14; x < PX + PW - 28; x += 28) waves += 'q7 -5 14 0';
  }
  return (
    <>
      <rect x={PX} y={y} width={PW} height={BOTTOM - y} fill={p.accent2} opacity=".75" />
      <path d={waves} fill="none" stroke={kit.dark ? p.ink : '#ffffff'} strokeWidth="1.4" opacity=".6" />
    </>
  );
}

function Cloud({ kit, x, y, w }: { kit: Kit; x: number; y: number; w: number }) {
  const h = w * 0.3;
  return (
    <path
      d={`M${x - w / 2} ${y + h / 2}Q${x - w / 2 - h / 2} ${y} ${x - w / 3} ${y - h / 6}Q${x - w / 4} ${y - h} ${x} ${y - h / 2}Q${x + w / 4} ${y - h} ${x + w / 3} ${y - h / 6}Q${x + w / 2 + h / 2} ${y} ${x + w / 2} ${y + h / 2}Z`}
      fill={kit.cloud}
      stroke={kit.ctx.style.palette.ink}
      strokeWidth={kit.ctx.style.frame === 'minimal' ? 0 : 0.8}
      strokeOpacity=".4"
    />
  );
}

function Night({ kit, dawn = false }: { kit: Kit; dawn?: boolean }) {
  const p = kit.ctx.style.palette;
  return (
    <>
      <rect x={PX} y={PY} width={PW} height={PH} fill={kit.night} />
      {dawn ? <rect x={PX} y={BOTTOM - 95} width={PW} height="26" fill={p.accent} opacity=".55" /> : null}
      <path d={[[60, 70], [230, 90], [110, 120], [250, 160], [55, 180], [200, 60]].map(([x, y]) => `M${x} ${y}h0`).join('')} stroke={p.ink} strokeWidth="2.4" strokeLinecap="round" opacity=".6" />
    </>
  );
}

function Rays({ kit, x, y, r }: { kit: Kit; x: number; y: number; r: number }) {
  const d = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    return `M${r1(x + r * 0.55 * Math.cos(a))} ${r1(y + r * 0.55 * Math.sin(a))}L${r1(x + r * Math.cos(a))} ${r1(y + r * Math.sin(a))}`;
  }).join('');
  return <path d={d} stroke={kit.ctx.style.palette.accent} strokeWidth="2" strokeLinecap="round" opacity=".7" />;
}

function Heart({ kit, x, y, s }: { kit: Kit; x: number; y: number; s: number }) {
  const p = kit.ctx.style.palette;
  return (
    <path
      d={`M${x} ${y + s * 0.55}C${x - s * 1.1} ${y - s * 0.1} ${x - s * 0.55} ${y - s * 0.85} ${x} ${y - s * 0.35}C${x + s * 0.55} ${y - s * 0.85} ${x + s * 1.1} ${y - s * 0.1} ${x} ${y + s * 0.55}Z`}
      fill={kit.ctx.style.frame === 'round' ? p.accent : '#d2343b'}
      stroke={p.ink}
      strokeWidth={kit.ctx.style.frame === 'minimal' ? 0 : 1.6}
    />
  );
}

function Mountains({ kit, y }: { kit: Kit; y: number }) {
  const p = kit.ctx.style.palette;
  return <path d={`M${PX} ${y}L${PX + 50} ${y - 50}L${PX + 90} ${y - 20}L${PX + 140} ${y - 70}L${PX + 200} ${y - 15}L${PX + PW} ${y - 40}V${y + 10}H${PX}Z`} fill={p.accent2} opacity=".45" />;
}

function Moon({ kit, x, y, r }: { kit: Kit; x: number; y: number; r: number }) {
  return <path d={crescent(x, y, r, r * 0.45, -r * 0.2, r * 0.85)} fill={kit.ctx.style.palette.accent} />;
}

/* ---- Layout helpers ---- */

/** n emblems evenly on a horizontal line from x0 to x1. */
function row(n: number, x0: number, x1: number, y: number, size: number, rotate = 0): At[] {
  return Array.from({ length: n }, (_, i) => [r1(n === 1 ? (x0 + x1) / 2 : x0 + ((x1 - x0) * i) / (n - 1)), y, size, rotate] as const);
}

/** A fan of n staves or blades from a point below, spread over `spread` degrees. */
function fan(n: number, x: number, y: number, length: number, size: number, spread: number, lift = 0): At[] {
  return Array.from({ length: n }, (_, i) => {
    const angle = n === 1 ? 0 : -spread / 2 + (spread * i) / (n - 1);
    const rad = (angle * Math.PI) / 180;
    return [r1(x + length * Math.sin(rad)), r1(y - length * Math.cos(rad) - lift), size, r1(angle)] as const;
  });
}

/** The infinity loop of the Two of Coins, its lobes on a diagonal, `a` across, as path data. */
function lemniscate(cx: number, cy: number, a: number): string {
  const points = Array.from({ length: 64 }, (_, i) => {
    const t = (2 * Math.PI * i) / 64;
    const d = 1 + Math.sin(t) ** 2;
    const x = (a * Math.cos(t)) / d;
    const y = (a * Math.sin(t) * Math.cos(t)) / d;
    // Turned to lie along the diagonal between the two coins.
    const [c, sn] = [Math.SQRT1_2, Math.SQRT1_2];
    return `${r1(cx + x * c - y * sn)} ${r1(cy + x * sn + y * c)}`;
  });
  return `M${points.join('L')}Z`;
}

const groundAt = (y: number) => (kit: Kit) => (
  <>
    <Sky {...kit} />
    <Ground kit={kit} y={y} />
  </>
);

/* ---- The forty pip cards ---- */

const WANDS: Pip[] = [
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Ground kit={k} y={395} />
        <Rays kit={k} x={CX} y={220} r={120} />
        <Cloud kit={k} x={80} y={330} w={90} />
      </>
    ),
    at: [[CX, 225, 290, 10]],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Sea kit={k} y={370} />
        <circle cx={CX} cy={300} r="20" fill={k.ctx.style.palette.accent2} stroke={k.ctx.style.palette.ink} strokeWidth="1.4" />
        <path d={`M${CX - 20} 300h40M${CX} 280q-12 20 0 40q12 -20 0 -40`} fill="none" stroke={k.ctx.style.palette.ink} strokeWidth="1" />
      </>
    ),
    at: [
      [92, 225, 290],
      [208, 225, 290],
    ],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Sea kit={k} y={340} />
        <path d="M70 352l12 -22v22zM200 362l10 -18v18z" fill={k.ctx.style.palette.ink} opacity=".55" />
      </>
    ),
    at: [
      [88, 235, 270, -4],
      [CX, 215, 280],
      [212, 235, 270, 4],
    ],
  },
  {
    back: groundAt(390),
    at: [
      [62, 240, 270],
      [112, 240, 270],
      [188, 240, 270],
      [238, 240, 270],
    ],
    front: (k) => (
      <>
        <path d="M62 120Q87 160 112 120Q150 170 188 120Q213 160 238 120" fill="none" stroke={k.ctx.style.palette.accent2} strokeWidth="5" strokeLinecap="round" />
        {[[87, 140], [150, 145], [213, 140]].map(([x, y]) => (
          <circle key={x} cx={x} cy={y} r="6" fill={k.ctx.style.palette.accent} stroke={k.ctx.style.palette.ink} strokeWidth="1" />
        ))}
      </>
    ),
  },
  {
    back: groundAt(400),
    at: [
      [88, 230, 250, -28],
      [212, 230, 250, 28],
      [CX, 220, 260, 4],
      [112, 245, 240, 38],
      [188, 245, 240, -38],
    ],
  },
  {
    back: groundAt(400),
    at: fan(6, CX, 430, 150, 240, 48),
    front: (k) => (
      <g fill="none" stroke={k.ctx.style.palette.accent2} strokeWidth="4" strokeLinecap="round">
        <circle cx={CX} cy={110} r="20" />
        <path d={`M${CX - 14} 124l-6 10M${CX + 14} 124l6 10`} />
      </g>
    ),
  },
  {
    back: groundAt(405),
    at: [...fan(6, CX, 560, 200, 170, 70), [CX, 190, 250, -30]],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Ground kit={k} y={385} />
        <path d={`M${PX} 420Q150 395 ${PX + PW} 415`} fill="none" stroke={k.ctx.style.palette.accent2} strokeWidth="8" opacity=".8" />
      </>
    ),
    at: Array.from({ length: 8 }, (_, i) => [r1(CX + (i - 3.5) * 13.8), r1(235 + (i - 3.5) * 19.7), 165, 55] as const),
  },
  {
    back: groundAt(400),
    at: [...row(8, 64, 236, 215, 235), [CX, 255, 240, -12]],
  },
  {
    back: groundAt(405),
    at: Array.from({ length: 10 }, (_, i) => [r1(64 + i * 19.1), 235, 250, r1((i - 4.5) * -1.8)] as const),
    front: (k) => <path d={`M60 300Q150 318 240 300`} fill="none" stroke={k.ctx.style.palette.accent} strokeWidth="6" strokeLinecap="round" />,
  },
];

const CUPS: Pip[] = [
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Sea kit={k} y={380} />
        <path d={`M${CX - 24} 155v215M${CX - 8} 165v200M${CX + 8} 165v200M${CX + 24} 155v215`} stroke={k.ctx.style.palette.accent2} strokeWidth="3" strokeDasharray="10 8" opacity=".9" />
        <Rays kit={k} x={CX} y={185} r={115} />
      </>
    ),
    at: [[CX, 200, 190]],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Ground kit={k} y={390} />
        <Heart kit={k} x={CX} y={130} s={34} />
      </>
    ),
    at: [
      [92, 285, 136, 5],
      [208, 285, 136, -5],
    ],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Ground kit={k} y={380} />
        {[[70, 405], [110, 415], [190, 412], [232, 402], [150, 420]].map(([x, y], i) => (
          <circle key={x} cx={x} cy={y} r="9" fill={i % 2 ? k.ctx.style.palette.accent : '#e8a43a'} stroke={k.ctx.style.palette.ink} strokeWidth="1" />
        ))}
      </>
    ),
    at: [
      [82, 210, 130, -16],
      [CX, 180, 130],
      [218, 210, 130, 16],
    ],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Ground kit={k} y={390} />
        <Cloud kit={k} x={205} y={160} w={110} />
      </>
    ),
    at: [...row(3, 75, 225, 345, 100), [205, 120, 95, -12]],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Mountains kit={k} y={300} />
        <Ground kit={k} y={330} hills={false} />
        <path d="M60 410q30 -8 60 0" stroke={k.ctx.style.palette.accent2} strokeWidth="6" fill="none" opacity=".8" strokeLinecap="round" />
      </>
    ),
    at: [
      [66, 392, 80, 100],
      [118, 402, 80, 78],
      [170, 394, 80, 104],
      [178, 280, 100],
      [234, 292, 92],
    ],
  },
  {
    back: groundAt(400),
    at: [...row(3, 72, 228, 170, 110), ...row(3, 72, 228, 325, 110)],
    front: (k) => (
      <>
        {[72, 150, 228].flatMap((x) => [
          [x, 112],
          [x, 267],
        ]).map(([x, y]) => (
          <path key={`${x}-${y}`} d={starPath(x!, y!, 11, 5, 5)} fill={k.ctx.style.palette.accent} stroke={k.ctx.style.palette.ink} strokeWidth="1" />
        ))}
      </>
    ),
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Cloud kit={k} x={CX} y={215} w={260} />
        <Cloud kit={k} x={CX} y={355} w={230} />
      </>
    ),
    at: [...row(4, 60, 240, 160, 92), ...row(3, 85, 215, 300, 92)],
  },
  {
    back: (k) => (
      <>
        <rect x={PX} y={PY} width={PW} height={PH} fill={k.night} />
        <Moon kit={k} x={215} y={100} r={26} />
        <Mountains kit={k} y={270} />
        <Ground kit={k} y={395} hills={false} />
      </>
    ),
    at: [...row(5, 58, 242, 360, 78), ...row(3, 88, 212, 290, 78)],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        {[180, 280, 380].map((y) => (
          <rect key={y} x={PX + 20} y={y} width={PW - 40} height="8" rx="3" fill={k.ctx.style.palette.accent2} opacity=".75" />
        ))}
        <path d={`M${PX} ${PY}Q${CX} ${PY + 60} ${PX + PW} ${PY}`} fill={k.ctx.style.palette.accent} opacity=".6" />
      </>
    ),
    at: [...row(3, 80, 220, 140, 78), ...row(3, 80, 220, 240, 78), ...row(3, 80, 220, 340, 78)],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        {['#e0524a', '#f0a23a', '#f2d25a', '#5fae6e', '#4d8fd6'].map((colour, i) => (
          <path key={colour} d={`M${CX - 78 + i * 7} 310A${78 - i * 7} ${78 - i * 7} 0 0 1 ${CX + 78 - i * 7} 310`} fill="none" stroke={colour} strokeWidth="7" opacity={k.ctx.style.frame === 'minimal' ? 0.75 : 0.9} />
        ))}
        <Ground kit={k} y={345} />
        <path d="M190 395v-28l18 -14l18 14v28z" fill={k.ctx.style.palette.accent} stroke={k.ctx.style.palette.ink} strokeWidth="1.2" />
      </>
    ),
    at: Array.from({ length: 10 }, (_, i) => {
      const a = ((200 + (140 * i) / 9) * Math.PI) / 180;
      return [r1(CX + 112 * Math.cos(a)), r1(322 + 128 * Math.sin(a)), 46, 0] as const;
    }),
  },
];

const SWORDS: Pip[] = [
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Mountains kit={k} y={400} />
        <Ground kit={k} y={410} hills={false} />
        <Cloud kit={k} x={90} y={380} w={90} />
      </>
    ),
    at: [[CX, 250, 290]],
    front: (k) => (
      <g>
        <path d={`M${CX - 26} 108L${CX - 30} 82L${CX - 14} 94L${CX} 74L${CX + 14} 94L${CX + 30} 82L${CX + 26} 108Z`} fill="#e8b730" stroke={k.ctx.style.palette.ink} strokeWidth="1.4" />
        <path d={`M${CX - 26} 112Q${CX - 46} 140 ${CX - 40} 170M${CX + 26} 112Q${CX + 46} 140 ${CX + 40} 170`} fill="none" stroke={k.ctx.style.palette.accent2} strokeWidth="3" />
      </g>
    ),
  },
  {
    back: (k) => (
      <>
        <rect x={PX} y={PY} width={PW} height={PH} fill={k.night} />
        <Moon kit={k} x={220} y={90} r={20} />
        <Sea kit={k} y={340} />
      </>
    ),
    at: [
      [CX, 230, 280, -38],
      [CX, 230, 280, 38],
    ],
  },
  {
    back: (k) => (
      <>
        <rect x={PX} y={PY} width={PW} height={PH} fill={k.dark ? k.night : '#9aa3b5'} />
        <Cloud kit={k} x={95} y={100} w={120} />
        <Cloud kit={k} x={215} y={120} w={110} />
        <path d="M70 140l-8 24M100 150l-8 24M200 160l-8 24M230 150l-8 24M60 360l-8 24M240 370l-8 24" stroke={k.ctx.style.palette.accent2} strokeWidth="2" strokeLinecap="round" />
      </>
    ),
    // Hilts above the heart, points below it: the heart drawn over the blades reads as pierced.
    at: [
      [CX, 222, 250, 208],
      [CX, 212, 262, 180],
      [CX, 222, 250, 152],
    ],
    front: (k) => <Heart kit={k} x={CX} y={262} s={86} />,
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <path d={`M${PX + 20} 380H${PX + PW - 20}V${BOTTOM}H${PX + 20}Z`} fill={k.ctx.style.palette.accent2} opacity=".55" stroke={k.ctx.style.palette.ink} strokeWidth="1" />
        <path d={`M${PX} 378H${PX + PW}`} stroke={k.ctx.style.palette.ink} strokeWidth="1.2" opacity=".5" />
      </>
    ),
    at: [...row(3, 85, 215, 170, 180, 180), [CX, 352, 200, 90]],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Cloud kit={k} x={90} y={110} w={120} />
        <Sea kit={k} y={330} />
        <Ground kit={k} y={360} />
      </>
    ),
    at: [
      [180, 225, 200, -8],
      [210, 220, 210, 0],
      [240, 225, 200, 8],
      [105, 392, 130, 84],
      [100, 418, 130, 98],
    ],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Sea kit={k} y={300} />
        <path d={`M52 330H248L222 380H80Z`} fill="#8a5a32" stroke={k.ctx.style.palette.ink} strokeWidth="1.6" />
      </>
    ),
    at: row(6, 80, 220, 270, 150, 180),
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Ground kit={k} y={370} />
        {[60, 100].map((x) => (
          <path key={x} d={`M${x - 18} 370L${x} 334L${x + 18} 370Z`} fill={k.ctx.style.palette.accent} stroke={k.ctx.style.palette.ink} strokeWidth="1" opacity=".85" />
        ))}
      </>
    ),
    at: [...row(5, 140, 216, 225, 170, 18), ...row(2, 60, 100, 395, 90, 180)],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Ground kit={k} y={380} />
        <path d="M130 150h40v20h-40zM140 136h6v14M156 136h6v14" fill={k.ctx.style.palette.accent2} opacity=".7" />
        <path d={`M${CX} 300a12 12 0 1 0 0.1 0M${CX - 14} 380q14 -80 28 0z`} fill={k.ctx.style.palette.figure} stroke={k.ctx.style.palette.ink} strokeWidth="1.2" />
        <path d={`M${CX - 14} 300h28`} stroke={k.ctx.style.palette.background} strokeWidth="5" />
      </>
    ),
    at: [
      [54, 250, 150, 180],
      [84, 300, 150, 180],
      [54, 350, 110, 180],
      [100, 360, 110, 180],
      [246, 250, 150, 180],
      [216, 300, 150, 180],
      [246, 350, 110, 180],
      [200, 360, 110, 180],
    ],
  },
  {
    back: (k) => (
      <>
        <rect x={PX} y={PY} width={PW} height={PH} fill={k.night} />
      </>
    ),
    at: Array.from({ length: 9 }, (_, i) => [i % 2 ? 160 : 140, r1(82 + i * 40), 210, 90] as const),
  },
  {
    back: (k) => (
      <>
        <Night kit={k} dawn />
        <rect x={PX} y={BOTTOM - 70} width={PW} height="70" fill={k.ctx.style.palette.ground} />
        <path d={`M50 392Q60 372 90 376H220Q244 376 250 392Z`} fill={k.ctx.style.palette.figure} stroke={k.ctx.style.palette.ink} strokeWidth="1.2" />
      </>
    ),
    at: Array.from({ length: 10 }, (_, i) => [r1(60 + i * 20), i % 2 ? 288 : 326, 140, 180] as const),
  },
];

const COINS: Pip[] = [
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Ground kit={k} y={360} hills={false} />
        <path d={`M100 440V385A50 50 0 0 1 200 385V440H186V388A36 36 0 0 0 114 388V440Z`} fill={k.ctx.style.palette.accent2} stroke={k.ctx.style.palette.ink} strokeWidth="1.2" />
        <Rays kit={k} x={CX} y={200} r={125} />
      </>
    ),
    at: [[CX, 200, 170]],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Sea kit={k} y={350} />
        <path d="M60 360q20 -40 40 0M200 372q16 -34 32 0" fill="none" stroke={k.ctx.style.palette.ink} strokeWidth="2" opacity=".5" />
      </>
    ),
    at: [
      [CX - 58, 182, 84],
      [CX + 58, 298, 84],
    ],
    front: (k) => <path d={lemniscate(CX, 240, 118)} fill="none" stroke={k.ctx.style.palette.accent} strokeWidth="5" strokeLinejoin="round" opacity=".9" />,
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <path d={`M60 ${BOTTOM}V190Q60 80 150 60Q240 80 240 190V${BOTTOM}H216V195Q216 104 150 88Q84 104 84 195V${BOTTOM}Z`} fill={k.ctx.style.palette.accent2} opacity=".7" stroke={k.ctx.style.palette.ink} strokeWidth="1.2" />
        <rect x={PX} y="400" width={PW} height="40" fill={k.ctx.style.palette.ground} />
      </>
    ),
    at: [
      [CX, 140, 62],
      [112, 205, 62],
      [188, 205, 62],
    ],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <path d="M40 330h30v-40h20v40h20v-60h24v60M170 330h24v-50h20v50h20v-30h30" fill="none" stroke={k.ctx.style.palette.ink} strokeWidth="1.4" opacity=".45" />
        <Ground kit={k} y={340} hills={false} />
      </>
    ),
    at: [
      [CX, 100, 72],
      [CX, 225, 84],
      [95, 385, 72],
      [205, 385, 72],
    ],
  },
  {
    back: (k) => (
      <>
        <rect x={PX} y={PY} width={PW} height={PH} fill={k.night} />
        <path d="M70 290V110Q70 60 150 55Q230 60 230 110V290Z" fill={k.ctx.style.palette.accent2} opacity=".55" stroke={k.ctx.style.palette.accent} strokeWidth="2" />
        <path d="M150 58V290M70 170H230" stroke={k.ctx.style.palette.accent} strokeWidth="1.2" opacity=".6" />
        <path d={Array.from({ length: 22 }, (_, i) => `M${r1(40 + ((i * 53) % 220))} ${r1(310 + ((i * 37) % 120))}h0`).join('')} stroke="#ffffff" strokeWidth="3" strokeLinecap="round" opacity=".8" />
      </>
    ),
    at: [
      [112, 115, 56],
      [188, 115, 56],
      [CX, 175, 56],
      [112, 235, 56],
      [188, 235, 56],
    ],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Ground kit={k} y={410} hills={false} />
        <g fill="none" stroke={k.ctx.style.palette.ink} strokeWidth="2">
          <path d="M150 70V118M104 90H196M104 90L88 118M104 90L120 118M196 90L180 118M196 90L212 118" />
          <path d="M84 118Q104 132 124 118M176 118Q196 132 216 118" />
        </g>
      </>
    ),
    at: [...row(2, 105, 195, 190, 66), ...row(2, 105, 195, 275, 66), ...row(2, 105, 195, 360, 66)],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Ground kit={k} y={395} />
        <path d="M60 380Q40 250 100 200Q80 120 150 110Q220 120 200 200Q260 250 240 380Z" fill={k.ctx.style.palette.accent2} opacity=".55" />
      </>
    ),
    at: [
      [115, 160, 58],
      [185, 160, 58],
      [CX, 220, 58],
      [95, 275, 58],
      [205, 275, 58],
      [125, 340, 58],
      [175, 340, 58],
    ],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Ground kit={k} y={405} hills={false} />
        <path d="M150 60V405M108 84H192" stroke="#8a5a32" strokeWidth="8" strokeLinecap="round" />
      </>
    ),
    at: [...row(4, 110, 110, 0, 62).map((_, i) => [110, 120 + i * 84, 62] as const), ...row(4, 190, 190, 0, 62).map((_, i) => [190, 120 + i * 84, 62] as const)],
  },
  {
    back: (k) => (
      <>
        <Sky {...k} />
        <Ground kit={k} y={405} hills={false} />
        <path d="M72 405C60 320 90 220 72 70M228 405C240 320 210 220 228 70" fill="none" stroke={k.ctx.style.palette.accent2} strokeWidth="6" strokeLinecap="round" />
        <path d="M138 250q12 -22 24 0q-12 18 -24 0z" fill={k.ctx.style.palette.accent} />
      </>
    ),
    at: [...Array.from({ length: 5 }, (_, i) => [i % 2 ? 92 : 68, 95 + i * 72, 58] as const), ...Array.from({ length: 4 }, (_, i) => [i % 2 ? 212 : 232, 130 + i * 72, 58] as const)],
  },
  {
    back: (k) => {
      const tree = [
        [150, 85],
        [215, 130],
        [85, 130],
        [215, 215],
        [85, 215],
        [150, 255],
        [215, 300],
        [85, 300],
        [150, 345],
        [150, 405],
      ];
      const links = [
        [0, 1], [0, 2], [1, 2], [1, 3], [2, 4], [3, 4], [3, 5], [4, 5], [1, 5], [2, 5], [3, 6], [4, 7], [5, 6], [5, 7], [6, 7], [6, 8], [7, 8], [5, 8], [8, 9], [0, 5],
      ];
      return (
        <>
          <Sky {...k} />
          <path d={links.map(([a, b]) => `M${tree[a!]![0]} ${tree[a!]![1]}L${tree[b!]![0]} ${tree[b!]![1]}`).join('')} stroke={k.ctx.style.palette.accent2} strokeWidth="3" opacity=".7" />
        </>
      );
    },
    at: [
      [150, 85, 50],
      [215, 130, 50],
      [85, 130, 50],
      [215, 215, 50],
      [85, 215, 50],
      [150, 255, 50],
      [215, 300, 50],
      [85, 300, 50],
      [150, 345, 50],
      [150, 405, 50],
    ],
  },
];

const PIPS: Record<MinorSuit, Pip[]> = { wands: WANDS, cups: CUPS, swords: SWORDS, coins: COINS };

/** Ace (1) to Ten (10) of a suit, drawn in the picture area. */
export function PipScene({ suit, number, context }: { suit: MinorSuit; number: number; context: SceneContext }) {
  const pip = PIPS[suit][number - 1];
  if (!pip) return null;
  const dark = isDarkStyle(context.style);
  const kit: Kit = {
    ctx: context,
    dark,
    cloud: dark ? '#8f88c8' : context.style.frame === 'minimal' ? '#ffffff' : '#fbfaf4',
    night: dark ? '#0b0920' : '#2b2f4a',
  };
  return (
    <g data-pips={number}>
      {pip.back(kit)}
      {pip.at.map(([x, y, size, rotate], i) => (
        <g key={i}>{context.emblem(suit, x, y, size, rotate)}</g>
      ))}
      {pip.front?.(kit)}
    </g>
  );
}
