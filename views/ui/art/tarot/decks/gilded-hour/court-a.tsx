import { r1, ring } from '../../../art-kit';
import type { DeckScenes, SceneContext } from '../../types';
import {
  Backdrop,
  Baton,
  Dais,
  Floor,
  GOLD,
  GOLD_HI,
  GOLD_LO,
  Glow,
  Goblet,
  INK,
  IVORY,
  OX,
  OX_D,
  Palm,
  SKIN,
  TEAL,
  TEAL_D,
  chevrons,
  cloud,
  fan,
  paints,
  person,
  rayLines,
  rays,
  steppedArch,
  waves,
  ziggurat,
} from './kit';

/** The Gilded Hour court cards of wands and cups. */

/** A court throne: a stepped back with a sunburst, seat at y, w wide. */
export function courtThrone(cx: number, seat: number, w: number, h: number, fill: string, motif?: string) {
  return (
    <g stroke={GOLD} strokeWidth=".9" strokeLinejoin="round">
      <path d={ziggurat(cx, seat + 6, w, h, 4, 0.45)} fill={fill} />
      <path d={rayLines(cx, seat - h * 0.5, 8, w * 0.36, 9, -80, 80)} opacity=".55" />
      {motif && <path d={motif} fill={GOLD} stroke={GOLD_LO} />}
      <path d={`M${cx - w / 2 - 6} ${seat - 8}h${w + 12}v14h${-w - 12}Z`} fill={fill} />
    </g>
  );
}

/** A sunflower head at (x, y), radius r. */
export function sunflower(x: number, y: number, r: number) {
  return (
    <g>
      <path d={rays(x, y, r * 0.35, r, 14, 0, 360, 0.85)} fill={GOLD_HI} stroke={GOLD_LO} strokeWidth=".4" />
      <circle cx={x} cy={y} r={r1(r * 0.42)} fill="#4a2a14" stroke={GOLD} strokeWidth=".5" />
    </g>
  );
}

/** A black cat sitting at (x, y), facing the viewer, s its scale. */
export function blackCat(x: number, y: number, s = 1) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} stroke={GOLD} strokeWidth=".7" strokeLinejoin="round">
      <path d="M-10 0Q-14 -14 -6 -22L-8 -34L-3 -29H3L8 -34L6 -22Q14 -14 10 0Z" fill={INK} />
      <path d="M10 -2q12 -2 10 -16" fill="none" stroke={INK} strokeWidth="2.4" />
      <path d="M-4 -26l2 1l-2 1ZM4 -26l-2 1l2 1Z" fill={GOLD_HI} stroke="none" />
    </g>
  );
}

/** A fish, head up, at (x, y), poking out of something; colour c. */
function fish(x: number, y: number, c: string) {
  return (
    <g transform={`translate(${x} ${y}) rotate(-20) scale(1.6)`} stroke={GOLD} strokeWidth=".7">
      <path d="M0 0Q-7 -10 0 -22Q7 -10 0 0ZM0 0l-5 6h10Z" fill={c} />
      <circle cx="-1.6" cy="-15" r="1" fill={INK} stroke="none" />
      <path d="M-3 -9q3 2 6 0M-3 -5q3 2 6 0" fill="none" />
    </g>
  );
}

const pageWands = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 144, y: 414, s: 1.32, dress: 'uniform', c1: '#a8844e', c2: OX, skin: SKIN.tan, hair: 'helmet', left: [30, 110], right: [22, 90], turn: 0.5, eyes: 'up', mouth: 'smile' });
  return (
    <g>
      {p.defs}
      <rect x="30" y="40" width="240" height="400" fill={OX_D} />
      <Glow x={210} y={300} r={120} fill={p.glow} />
      <circle cx="210" cy="300" r="30" fill={p.gold} />
      <path d={rays(210, 300, 36, 260, 22, -90, 90, 0.4)} fill={GOLD} opacity=".2" />
      <path d={ziggurat(70, 330, 90, 90, 5, 0.15) + ziggurat(240, 330, 70, 60, 4, 0.2)} fill="#6a4424" stroke={GOLD} />
      <Palm x={44} base={340} h={130} lean={6} />
      <path d="M30 330H270V440H30Z" fill="#8a6238" />
      <path d={waves(30, 270, 350, 3, 30) + waves(30, 270, 376, 3, 30) + waves(30, 270, 408, 3, 30)} stroke={GOLD} strokeWidth=".7" fill="none" opacity=".6" />
      {f.el}
      <Baton x1={f.lh[0] - 4} y1={430} x2={f.lh[0] + 18} y2={f.head[1] - 40} w={5} />
    </g>
  );
};

const knightWands = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 410, s: 1.12, pose: 'sit', dress: 'uniform', c1: p.ox, c2: GOLD, skin: SKIN.olive, hair: 'helmet', left: [50, 100], right: [140, 170], mouth: 'open', build: 'broad' });
  return (
    <g>
      {p.defs}
      <rect x="30" y="40" width="240" height="400" fill="#2a140f" />
      <Glow x={150} y={240} r={160} fill={p.glow} opacity={0.6} />
      <path d={rays(150, 260, 20, 300, 26, -90, 90, 0.4)} fill={GOLD} opacity=".18" />
      <path d={ziggurat(60, 262, 70, 50, 4, 0.2) + ziggurat(246, 262, 60, 40, 3, 0.2)} fill="#5a3018" stroke={GOLD} />
      <path d="M30 262H270V440H30Z" fill="#7a4e2a" />
      <path d="M150 262L96 440M150 262L204 440" stroke={GOLD} strokeWidth="1" opacity=".6" />
      <path d="M40 380q20 -20 40 0q10 -14 24 0ZM200 380q20 -24 44 -4q12 -8 20 4Z" fill="#a47a4a" opacity=".7" />
      {f.el}
      {/* The motorcycle, head-on. */}
      <g stroke={GOLD} strokeWidth=".9" strokeLinejoin="round">
        <path d="M104 326Q150 312 196 326" stroke={GOLD_HI} strokeWidth="3" fill="none" />
        <path d="M118 330h64l-10 40h-44Z" fill={p.ox} />
        <ellipse cx="150" cy="398" rx="13" ry="40" fill={INK} />
        <ellipse cx="150" cy="398" rx="5" ry="28" fill="none" stroke={GOLD_LO} />
        <path d="M134 366h32q4 10 0 18h-32q-4 -8 0 -18Z" fill={p.gold} />
        <path d="M140 360L136 420M160 360L164 420" stroke={GOLD_HI} strokeWidth="2" />
        <circle cx="150" cy="346" r="13" fill={p.gold} />
        <circle cx="150" cy="346" r="8" fill={IVORY} />
      </g>
      <Baton x1={f.rh[0] - 4} y1={f.rh[1] + 24} x2={f.rh[0] + 30} y2={f.rh[1] - 80} w={5} />
      <path d={`M${f.rh[0] + 32} ${f.rh[1] - 86}q-6 -14 4 -22q0 10 6 8q4 10 -10 14Z`} fill="#e8762e" stroke={GOLD_HI} strokeWidth=".6" />
    </g>
  );
};

const queenWands = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 404, s: 1.3, pose: 'sit', dress: 'gown', c1: p.gold, c2: OX, skin: SKIN.fair, hair: 'feather', hairColor: OX, left: [40, 150], right: [30, 90], mouth: 'smile', turn: 0.2 });
  let bulbs = '';
  for (let x = 40; x <= 260; x += 12) bulbs += `M${x} 50h.1`;
  const lion = (x: number) => (
    <g stroke={GOLD} strokeWidth=".6">
      <path d={rays(x, 300, 6, 14, 14, 0, 360, 0.8)} fill={OX} />
      <circle cx={x} cy={300} r="8" fill={p.gold} />
    </g>
  );
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      <path d="M30 40H270V230H30Z" fill="#2a0f14" />
      <path d={bulbs} stroke={GOLD_HI} strokeWidth="4" strokeLinecap="round" />
      <path d={steppedArch(150, 380, 200, 320, 4)} fill={p.ox} stroke={GOLD} />
      <path d={rays(150, 220, 20, 120, 18, -90, 90, 0.45)} fill={GOLD} opacity=".25" />
      {courtThrone(150, f.lap[1] + 4, 100, 150, '#2a2622')}
      {lion(100)}
      {lion(200)}
      <Floor y0={380} fill="#1a1511" rows={3} />
      <path d="M30 426h240" stroke={GOLD_HI} strokeWidth="4" strokeDasharray="1 14" strokeLinecap="round" />
      {f.el}
      <Baton x1={f.lh[0]} y1={f.lh[1] + 30} x2={f.lh[0] - 2} y2={f.lh[1] - 50} w={4.5} />
      <path d={`M${f.rh[0]} ${f.rh[1]}l4 -22`} stroke="#2d6b3a" strokeWidth="1.8" />
      {sunflower(f.rh[0] + 4, f.rh[1] - 28, 12)}
      {blackCat(212, 424, 1.3)}
    </g>
  );
};

const kingWands = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 404, s: 1.3, pose: 'sit', dress: 'tux', build: 'broad', skin: SKIN.deep, hair: 'crown', left: [30, 70], right: [40, 160], mouth: 'stern', moustache: true });
  const sal = 'M100 250q10 -12 20 0q10 12 20 0q6 -4 10 0l-4 2q-4 -2 -8 2q-12 12 -22 0q-8 -10 -16 0Z';
  let bulbs = '';
  for (let y = 70; y < 380; y += 14) bulbs += `M40 ${y}h.1M260 ${y}h.1`;
  return (
    <g>
      {p.defs}
      <rect x="30" y="40" width="240" height="400" fill="#1f0b0e" />
      <path d={bulbs} stroke={GOLD_HI} strokeWidth="4" strokeLinecap="round" />
      <path d="M52 60H248V110H52Z" fill={p.gold} stroke={GOLD_LO} />
      <path d={chevrons(60, 100, 180, 10, 9)} stroke={OX_D} strokeWidth="2" fill="none" />
      <Glow x={150} y={230} r={120} fill={p.glow} opacity={0.5} />
      {courtThrone(150, f.lap[1] + 4, 130, 190, OX_D, sal)}
      <path d={rays(150, 250, 40, 90, 14, -90, 90, 0.5)} fill={GOLD} opacity=".3" />
      <Floor y0={380} fill="#1a1511" rows={3} />
      <Dais cx={150} y={400} w={130} />
      {f.el}
      <Baton x1={f.rh[0]} y1={f.rh[1] + 40} x2={f.rh[0] + 2} y2={f.rh[1] - 60} w={5} />
      {blackCat(84, 430, 0.9)}
    </g>
  );
};

const pageCups = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 140, y: 420, s: 1.32, dress: 'uniform', c1: p.ox, c2: GOLD, skin: SKIN.brown, hair: 'cap', hairColor: OX, left: [10, 0], right: [30, 110], turn: 0.6, mouth: 'smile' });
  const [rx, ry] = f.rh;
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      <path d={steppedArch(150, 400, 200, 330, 4)} fill="#142624" stroke={GOLD} />
      <circle cx="150" cy="200" r="70" fill={TEAL_D} stroke={GOLD} strokeWidth="3" />
      <path d="M80 220H220V270H80Z" fill={TEAL} opacity=".6" />
      <path d={waves(84, 216, 224, 2, 12) + waves(84, 216, 236, 2, 12) + waves(84, 216, 250, 2, 12)} stroke={GOLD_HI} strokeWidth=".6" fill="none" />
      <path d={rayLines(150, 200, 70, 78, 36, 0, 350)} stroke={GOLD} strokeWidth="1.6" />
      <path d="M30 400H270V440H30Z" fill="#1a1511" stroke={GOLD} />
      <path d={chevrons(30, 420, 240, 6, 16)} stroke={GOLD} fill="none" strokeWidth=".7" />
      <Palm x={52} base={400} h={120} lean={6} />
      {f.el}
      {fish(rx - 2, ry - 16, TEAL)}
      <Goblet x={rx - 4} y={ry + 12} h={36} liquid="#a7e6da" />
      <path d="M228 400v-44h12v44Z" fill={p.gold} stroke={GOLD_LO} />
      <path d="M222 356h24v-6h-24Z" fill={INK} stroke={GOLD} />
    </g>
  );
};

const knightCups = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 140, y: 376, s: 1.2, dress: 'suit', c1: p.ivory, c2: TEAL, skin: SKIN.fair, hair: 'waves', hairColor: '#c98a3a', left: [20, 10], right: [70, 100], turn: 0.6, mouth: 'smile' });
  return (
    <g>
      {p.defs}
      <rect x="30" y="40" width="240" height="400" fill="#2a1f2a" />
      <Glow x={150} y={280} r={140} fill={p.glow} opacity={0.6} />
      <circle cx="150" cy="290" r="36" fill={p.gold} />
      <path d={rays(150, 290, 40, 240, 20, -90, 90, 0.4)} fill={GOLD} opacity=".2" />
      <path d={cloud(70, 110, 70) + cloud(220, 150, 60)} fill="#3a2a3a" stroke={GOLD} strokeWidth=".7" />
      <path d="M30 290H270V440H30Z" fill={TEAL_D} />
      <path d={waves(30, 270, 300, 2, 16) + waves(30, 270, 316, 2, 16) + waves(30, 270, 336, 2, 16)} stroke={GOLD} strokeWidth=".6" fill="none" opacity=".6" />
      {f.el}
      {/* The speedboat cutting right. */}
      <g stroke={GOLD} strokeWidth=".9" strokeLinejoin="round">
        <path d="M40 350H250Q272 352 262 366L246 390H60Q44 380 40 350Z" fill="#6b3a1f" />
        <path d="M40 350H252M48 366H258" stroke={GOLD_HI} strokeWidth="1.2" />
        <path d="M80 350l14 -26h40l-6 26Z" fill="#a7e6da" fillOpacity=".3" />
      </g>
      <path d="M30 392q40 -10 60 6q30 14 80 0q40 -12 100 4V440H30Z" fill={TEAL} stroke={GOLD} />
      <path d={waves(30, 270, 412, 3, 20) + waves(30, 270, 428, 3, 20)} stroke={GOLD_HI} strokeWidth=".7" fill="none" />
      <path d="M40 380q-6 -6 -10 0M40 390q-8 -4 -10 2" stroke={IVORY} fill="none" />
      <Goblet x={f.rh[0] + 2} y={f.rh[1] + 6} h={26} />
    </g>
  );
};

const queenCups = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 404, s: 1.3, pose: 'sit', dress: 'gown', c1: p.teal, c2: GOLD, skin: SKIN.olive, hair: 'long', hairColor: '#3a2414', left: [14, -50], right: [14, -50], eyes: 'down', mouth: 'calm' });
  const shell = fan(150, 320, 110, -80, 80, 12);
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <Glow x={96} y={110} r={70} fill={p.glow} opacity={0.6} />
      <path d="M80 90a24 24 0 1 0 30 34a20 20 0 1 1 -30 -34Z" fill={IVORY} />
      <path d={[[60, 180], [200, 80], [236, 140], [150, 64], [250, 210], [44, 250]].map(([x, y]) => `M${x} ${y}h.1`).join('')} stroke={GOLD_HI} strokeWidth="2.4" strokeLinecap="round" />
      <path d="M30 300H270V440H30Z" fill={TEAL_D} />
      <path d="M60 300V286h60v-6h10v6h20v14Z" fill="#101413" stroke={GOLD} strokeWidth=".6" />
      <path d="M214 286h36v-10h-36ZM220 276v-12h6v12M232 276v-12h6v12" fill={IVORY} stroke={GOLD} strokeWidth=".6" />
      <path d={waves(30, 270, 310, 2, 14) + waves(30, 270, 324, 2, 14)} stroke={GOLD} strokeWidth=".6" fill="none" opacity=".6" />
      <path d={shell.outline} fill={p.gold} stroke={GOLD_LO} />
      <path d={shell.ribs} stroke={GOLD_LO} strokeWidth="1.2" />
      <path d="M30 380Q150 364 270 380V440H30Z" fill="#c9b48c" stroke={GOLD} />
      <path d="M46 396l4 -6l4 6l-4 4ZM240 406l5 -5l5 5l-5 3Z" fill={OX} />
      {f.el}
      <g transform={`translate(150 ${f.lh[1] + 10})`} stroke={GOLD_LO} strokeWidth=".8">
        <path d="M-10 0h20v-3h-5v-8h-10v8h-5ZM-12 -28q-2 14 12 17q14 -3 12 -17ZM-12 -28h24l-3 -6h-18ZM-9 -34q9 -12 18 0M0 -40v-6" fill={p.gold} />
        <path d="M-12 -22q-8 -4 -4 -10M12 -22q8 -4 4 -10" fill="none" stroke={GOLD_HI} strokeWidth="1.6" />
      </g>
    </g>
  );
};

const kingCups = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 396, s: 1.24, pose: 'sit', dress: 'uniform', build: 'broad', c1: '#1c2b44', c2: GOLD, skin: SKIN.fair, hair: 'cap', hairColor: IVORY, beard: true, left: [40, 130], right: [40, 120], mouth: 'calm' });
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <path d="M46 250h180l-10 30H60Z" fill={INK} stroke={GOLD} />
      <path d="M70 250l4 -30h16l2 30ZM110 250l4 -30h16l2 30ZM150 250l4 -30h16l2 30Z" fill={OX} stroke={GOLD} />
      <path d="M70 226h22M110 226h22M150 226h22" stroke={INK} strokeWidth="3" />
      <path d={Array.from({ length: 12 }, (_, i) => `M${64 + i * 13} 262h.1`).join('')} stroke={GOLD_HI} strokeWidth="2.4" strokeLinecap="round" />
      <path d="M30 280H270V440H30Z" fill={TEAL_D} />
      <path d={waves(30, 270, 290, 3, 18) + waves(30, 270, 306, 3, 18) + waves(30, 270, 324, 3, 18)} stroke={GOLD} strokeWidth=".7" fill="none" opacity=".6" />
      {courtThrone(150, f.lap[1] + 4, 110, 150, '#2a2622')}
      <path d="M70 360H230V400H70Z" fill="#2a2622" stroke={GOLD} />
      <path d="M30 396q30 -16 60 0t60 0t60 0t60 0V440H30Z" fill={TEAL} stroke={GOLD} />
      <path d={waves(30, 270, 416, 3, 20) + waves(30, 270, 430, 3, 20)} stroke={GOLD_HI} strokeWidth=".7" fill="none" />
      <path d="M232 400q10 -24 30 -16q-10 2 -12 10q6 4 0 10Z" fill="#7aa8a0" stroke={GOLD} />
      {f.el}
      <Goblet x={f.rh[0]} y={f.rh[1] + 8} h={26} />
      <path d={`M${f.lh[0]} ${f.lh[1] + 20}V${f.lh[1] - 40}`} stroke={GOLD_HI} strokeWidth="3" />
      <path d={`${ring(f.lh[0], f.lh[1] - 44, 4)}`} fill={GOLD_HI} />
    </g>
  );
};

/** The wands and cups courts. */
export const COURTS_A: DeckScenes = {
  'page-of-wands': pageWands,
  'knight-of-wands': knightWands,
  'queen-of-wands': queenWands,
  'king-of-wands': kingWands,
  'page-of-cups': pageCups,
  'knight-of-cups': knightCups,
  'queen-of-cups': queenCups,
  'king-of-cups': kingCups,
};

