import { r1, ring } from '../../../art-kit';
import type { DeckScenes, SceneContext } from '../../types';
import {
  Backdrop,
  Blade,
  Dais,
  Floor,
  GOLD,
  GOLD_HI,
  GOLD_LO,
  Glow,
  HAIR_BLACK,
  INK,
  IVORY,
  Medallion,
  OX,
  OX_D,
  Palm,
  SKIN,
  Skyline,
  TEAL_D,
  chevrons,
  cloud,
  paints,
  person,
  rayLines,
  rays,
  steppedArch,
  tower,
  waves,
} from './kit';
import { courtThrone } from './court-a';

/** The Gilded Hour court cards of swords and coins. */

/** Birds in flight: small gull chevrons at the given points. */
function birds(list: readonly (readonly [number, number])[]) {
  return <path d={list.map(([x, y]) => `M${x - 6} ${y - 2}q3 -3 6 2q3 -5 6 -2`).join('')} stroke={IVORY} strokeWidth="1.2" fill="none" />;
}

/** A butterfly at (x, y), s its scale. */
function butterfly(x: number, y: number, s = 1) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} stroke={GOLD_LO} strokeWidth=".5">
      <path d="M0 0q-10 -10 -10 -2q0 6 10 2q-8 8 -4 10q4 0 4 -10q0 10 4 10q4 -2 -4 -10q10 4 10 -2q0 -8 -10 2Z" fill={GOLD_HI} />
    </g>
  );
}

const pageSwords = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 412, s: 1.3, pose: 'stride', dress: 'suit', c1: p.teal, c2: OX, skin: SKIN.ivory, hair: 'bob', hairColor: '#c98a3a', left: [150, 160], right: [140, 150], turn: -0.5, eyes: 'up', mouth: 'calm' });
  const [hx, hy] = f.head;
  return (
    <g>
      {p.defs}
      <rect x="30" y="40" width="240" height="400" fill="#243a44" />
      <path d={cloud(80, 150, 90) + cloud(220, 110, 80) + cloud(210, 250, 70)} fill="#3b5660" stroke={GOLD} strokeWidth=".7" />
      <path d="M30 90h60M40 100h50M200 190h60M210 200h50" stroke={IVORY} strokeWidth=".8" opacity=".5" />
      {birds([[60, 210], [80, 196], [240, 300], [222, 320]])}
      <Skyline seed={61} base={412} hMin={30} hMax={120} fill="#16211f" />
      <path d="M30 412H270V440H30Z" fill={p.lacquer} stroke={GOLD} />
      <path d={chevrons(30, 432, 240, 6, 16)} stroke={GOLD} fill="none" strokeWidth=".7" />
      <path d={`M${hx - 6} ${hy + 16}C${hx - 30} ${hy + 10} ${hx - 50} ${hy + 30} ${hx - 90} ${hy + 14}L${hx - 86} ${hy + 26}C${hx - 50} ${hy + 40} ${hx - 30} ${hy + 24} ${hx - 4} ${hy + 22}Z`} fill={p.ox} stroke={GOLD} strokeWidth=".7" />
      {f.el}
      <Blade x={(f.lh[0] + f.rh[0]) / 2} y={(f.lh[1] + f.rh[1]) / 2 + 4} deg={12} len={96} />
    </g>
  );
};

const knightSwords = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 378, s: 1.0, dress: 'uniform', c1: '#5a3a22', c2: GOLD, skin: SKIN.fair, hair: 'helmet', left: [60, 90], right: [150, 175], mouth: 'open', build: 'broad' });
  let speed = '';
  for (let i = 0; i < 14; i++) speed += `M${40 + ((i * 53) % 220)} ${60 + ((i * 37) % 360)}l-${14 + (i % 3) * 8} -${6 + (i % 2) * 4}`;
  return (
    <g>
      {p.defs}
      <rect x="30" y="40" width="240" height="400" fill="#1d3038" />
      <Glow x={150} y={280} r={150} fill={p.glow} opacity={0.35} />
      <path d={cloud(70, 110, 80) + cloud(230, 400, 90) + cloud(60, 420, 70)} fill="#35505a" stroke={GOLD} strokeWidth=".7" />
      <path d={speed} stroke={IVORY} strokeWidth="1" opacity=".5" />
      <g transform="rotate(-10 150 290)">
        <path d="M34 196H266L262 210H38Z" fill={p.ox} stroke={GOLD} />
        <path d="M70 210V290M230 210V290M90 210L70 290M210 210L230 290" stroke={GOLD} strokeWidth="1.4" />
        {f.el}
        <path d="M116 266Q150 254 184 266L178 384Q150 392 122 384Z" fill={p.ox} stroke={GOLD} />
        <path d="M120 270Q150 262 180 270" stroke={GOLD_HI} strokeWidth="2" fill="none" />
        <path d="M34 286H266L262 302H38Z" fill={p.ox} stroke={GOLD} />
        <path d="M118 300L112 340M182 300L188 340" stroke={GOLD} strokeWidth="2" />
        <circle cx="112" cy="344" r="9" fill={INK} stroke={GOLD} />
        <circle cx="188" cy="344" r="9" fill={INK} stroke={GOLD} />
        <circle cx="150" cy="298" r="30" fill={p.gold} stroke={GOLD_LO} />
        <circle cx="150" cy="298" r="46" fill={IVORY} opacity=".14" stroke={IVORY} strokeOpacity=".4" />
        <path d={rayLines(150, 298, 12, 26, 9, -90, 270)} stroke={GOLD_LO} strokeWidth="1.4" />
        <path d="M146 298l-6 -44h20l-6 44ZM154 298l6 44h-20l6 -44Z" fill="#3a2a1a" opacity=".8" />
        <circle cx="150" cy="298" r="6" fill={OX} stroke={GOLD_HI} />
      </g>
      <Blade x={f.rh[0] - 16} y={f.rh[1] - 2} deg={20} len={70} />
    </g>
  );
};

const queenSwords = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 404, s: 1.3, pose: 'sit', dress: 'gown', c1: '#9aa6a8', c2: TEAL_D, skin: SKIN.fair, hair: 'crown', hairColor: '#d8d2c4', left: [60, 130], right: [40, 170], turn: -0.6, mouth: 'stern' });
  return (
    <g>
      {p.defs}
      <rect x="30" y="40" width="240" height="400" fill="#20343c" />
      <path d={cloud(60, 200, 80) + cloud(240, 160, 70) + cloud(80, 300, 90) + cloud(230, 310, 70)} fill="#3b5660" stroke={GOLD} strokeWidth=".7" />
      {birds([[200, 80], [216, 92]])}
      {courtThrone(150, f.lap[1] + 4, 110, 170, '#2a2e30')}
      {butterfly(150, 200, 1.3)}
      {butterfly(112, 262)}
      {butterfly(188, 262)}
      <path d="M30 380H270V440H30Z" fill="#1a2226" stroke={GOLD} />
      <Dais cx={150} y={400} w={120} />
      {f.el}
      <Blade x={f.rh[0]} y={f.rh[1] + 6} deg={0} len={104} />
    </g>
  );
};

const kingSwords = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 404, s: 1.3, pose: 'sit', dress: 'robe', build: 'broad', c1: p.teal, c2: IVORY, skin: SKIN.tan, hair: 'crown', hairColor: HAIR_BLACK, left: [30, 60], right: [40, 170], mouth: 'stern', moustache: true });
  return (
    <g>
      {p.defs}
      <rect x="30" y="40" width="240" height="400" fill="#1a2c34" />
      <path d={tower(54, 380, 34, 260, 3, 30) + tower(246, 380, 34, 240, 3, 30)} fill="#172226" stroke={GOLD} />
      <path d={cloud(150, 110, 160)} fill="#35505a" stroke={GOLD} strokeWidth=".7" />
      {birds([[80, 160], [96, 150], [210, 150]])}
      {courtThrone(150, f.lap[1] + 4, 130, 190, '#23292c')}
      {butterfly(150, 190, 1.4)}
      <Floor y0={380} fill="#141c1f" rows={3} />
      <Dais cx={150} y={400} w={130} />
      {f.el}
      <Blade x={f.rh[0]} y={f.rh[1] + 6} deg={0} len={110} />
    </g>
  );
};

const pageCoins = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 416, s: 1.32, dress: 'suit', c1: '#6a5a2a', c2: OX, skin: SKIN.brown, hair: 'curls', hairColor: HAIR_BLACK, left: [22, -115], right: [22, -115], eyes: 'down', mouth: 'calm', build: 'broad' });
  let rows = '';
  for (let i = -8; i <= 8; i++) rows += `M${150 + i * 6} 300L${150 + i * 40} 440`;
  const cx = (f.lh[0] + f.rh[0]) / 2;
  const cy = (f.lh[1] + f.rh[1]) / 2 + 8;
  return (
    <g>
      {p.defs}
      <rect x="30" y="40" width="240" height="400" fill="#2e4a3c" />
      <Glow x={cx} y={cy} r={70} fill={p.glow} />
      <path d={rays(cx, cy, 22, 200, 24, -180, 180, 0.4)} fill={GOLD} opacity=".15" />
      <path d="M30 300H270V440H30Z" fill="#4a5a26" />
      <path d={rows} stroke={GOLD} strokeWidth=".6" opacity=".5" />
      <path d="M60 300v-50M60 250a24 20 0 1 0 .1 0ZM240 300v-40M240 260a18 16 0 1 0 .1 0Z" fill={TEAL_D} stroke={GOLD} />
      <path d="M200 300l10 -14h20l10 14Z" fill={OX_D} stroke={GOLD} strokeWidth=".7" />
      {f.el}
      <Medallion x={cx} y={cy} r={18} />
    </g>
  );
};

const knightCoins = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 96, y: 420, s: 1.2, dress: 'coat', c1: '#2a3a2a', c2: GOLD_LO, skin: SKIN.olive, hair: 'cap', hairColor: '#2a3a2a', left: [10, 0], right: [60, 100], turn: 0.5, mouth: 'calm', build: 'broad' });
  let grille = '';
  for (let x = 160; x <= 224; x += 8) grille += `M${x} 250V380`;
  return (
    <g>
      {p.defs}
      <rect x="30" y="40" width="240" height="400" fill="#2a2418" />
      <Glow x={192} y={170} r={90} fill={p.glow} opacity={0.6} />
      <path d="M30 340H270V440H30Z" fill="#1f1c15" />
      <path d="M170 340L120 440M214 340L264 440" stroke={GOLD} strokeWidth="2" />
      <path d="M176 350h32M168 366h48M158 386h68M146 410h92M132 436h120" stroke={GOLD_LO} strokeWidth="2.4" />
      {/* The streamliner locomotive, head-on. */}
      <g stroke={GOLD} strokeWidth="1" strokeLinejoin="round">
        <path d="M136 380V180Q136 110 192 110Q248 110 248 180V380Z" fill="#1a3a30" />
        <path d="M150 250V180Q150 126 192 126Q234 126 234 180V250Z" fill={TEAL_D} />
        <path d={grille} stroke={p.goldH} strokeWidth="2.2" />
        <path d="M140 250h104M140 380h104" stroke={GOLD_HI} strokeWidth="3" />
        <circle cx="192" cy="170" r="16" fill={p.gold} />
        <circle cx="192" cy="170" r="10" fill={IVORY} />
        <path d="M160 210h64v14h-64Z" fill="#a7e6da" fillOpacity=".4" />
      </g>
      <path d="M128 380H256V392H128Z" fill={p.goldH} stroke={GOLD_LO} />
      <path d={rayLines(192, 170, 18, 60, 11, -60, 60)} stroke={GOLD_HI} strokeWidth="1" opacity=".6" />
      <path d="M56 70q20 -20 40 -6q20 -16 34 6Z" fill="#5a5040" opacity=".6" />
      {f.el}
      <Medallion x={f.rh[0] + 2} y={f.rh[1] - 10} r={15} />
    </g>
  );
};

const queenCoins = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 404, s: 1.3, pose: 'sit', dress: 'gown', c1: '#2d5a3a', c2: GOLD, skin: SKIN.deep, hair: 'bun', hairColor: HAIR_BLACK, left: [16, -50], right: [16, -50], eyes: 'down', mouth: 'smile' });
  let roses = '';
  for (let i = 0; i < 16; i++) {
    const a = (i / 15) * Math.PI;
    roses += ring(r1(150 - Math.cos(a) * 100), r1(240 - Math.sin(a) * 170), 5);
  }
  return (
    <g>
      {p.defs}
      <rect x="30" y="40" width="240" height="400" fill="#1c2a1f" />
      <path d={steppedArch(150, 390, 200, 340, 4)} fill="#24382a" stroke={GOLD} />
      <path d="M50 390V240Q50 70 150 70Q250 70 250 240V390" fill="none" stroke="#2d6b3a" strokeWidth="8" />
      <path d={roses} fill={OX} stroke={GOLD_HI} strokeWidth=".6" />
      <Palm x={70} base={390} h={120} lean={6} />
      <Palm x={230} base={390} h={110} lean={-6} />
      {courtThrone(150, f.lap[1] + 4, 100, 150, '#2a2622')}
      <path d="M30 390H270V440H30Z" fill="#3a4a26" stroke={GOLD} />
      <path d={waves(30, 270, 410, 2, 12) + waves(30, 270, 426, 2, 12)} stroke={GOLD} strokeWidth=".5" fill="none" opacity=".5" />
      {f.el}
      <Medallion x={150} y={f.lh[1] - 2} r={16} />
      <g transform="translate(222 428)" stroke={GOLD} strokeWidth=".7">
        <path d="M-12 0q-2 -14 10 -14q4 -10 8 -4l2 -10l3 10q4 4 0 10q2 8 -3 8Z" fill={IVORY} />
        <circle cx="7" cy="-10" r=".9" fill={INK} />
      </g>
    </g>
  );
};

const kingCoins = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 404, s: 1.3, pose: 'sit', dress: 'suit', build: 'stout', c1: '#2a3a24', c2: GOLD, skin: SKIN.fair, hair: 'crown', hairColor: '#8a6a4a', beard: true, left: [30, 40], right: [40, 160], mouth: 'smile' });
  const bull = (x: number, k: number) => (
    <g transform={`translate(${x} 318) scale(${k} 1)`} stroke={GOLD} strokeWidth=".8">
      <path d="M-6 -6h12l-2 14h-8Z" fill="#6b4524" />
      <path d="M-6 -6q-8 -2 -8 -10M6 -6q8 -2 8 -10" stroke={IVORY} strokeWidth="2" fill="none" />
    </g>
  );
  let grapes = '';
  for (let i = 0; i < 9; i++) grapes += ring(r1(120 + (i % 3) * 5 + Math.floor(i / 3) * 2.5), r1(360 + Math.floor(i / 3) * 5), 2.4);
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      <Skyline seed={88} base={330} hMin={80} hMax={240} fill="#161a15" />
      <circle cx="150" cy="210" r="84" fill={p.gold} stroke={GOLD_LO} strokeWidth="2" />
      <circle cx="150" cy="210" r="70" fill="#3a3222" stroke={GOLD_HI} />
      <path d={rayLines(150, 210, 20, 66, 24, 0, 345)} stroke={GOLD} strokeWidth="1.4" />
      {courtThrone(150, f.lap[1] + 4, 130, 120, '#2a2622')}
      {bull(84, 1)}
      {bull(216, -1)}
      <Floor y0={380} fill="#1a1710" rows={3} />
      <Dais cx={150} y={400} w={130} />
      {f.el}
      <path d={grapes} fill="#5a2a5a" stroke={GOLD} strokeWidth=".4" />
      <Medallion x={f.lh[0] + 4} y={f.lh[1] - 6} r={15} />
      <path d={`M${f.rh[0]} ${f.rh[1] + 20}V${f.rh[1] - 50}`} stroke={GOLD_HI} strokeWidth="3" />
      <circle cx={f.rh[0]} cy={f.rh[1] - 54} r="6" fill={p.gold} stroke={GOLD_LO} />
    </g>
  );
};

/** The swords and coins courts. */
export const COURTS_B: DeckScenes = {
  'page-of-swords': pageSwords,
  'knight-of-swords': knightSwords,
  'queen-of-swords': queenSwords,
  'king-of-swords': kingSwords,
  'page-of-coins': pageCoins,
  'knight-of-coins': knightCoins,
  'queen-of-coins': queenCoins,
  'king-of-coins': kingCoins,
};
