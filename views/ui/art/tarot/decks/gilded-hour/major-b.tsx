import { r1, ring } from '../../../art-kit';
import type { DeckScenes, SceneContext } from '../../types';
import {
  Backdrop,
  Baton,
  Blade,
  Column,
  Dais,
  Floor,
  Fountain,
  GOLD,
  GOLD_HI,
  GOLD_LO,
  Glow,
  Goblet,
  HAIR_BLACK,
  INK,
  IVORY,
  OX,
  OX_D,
  SKIN,
  Skyline,
  TEAL,
  TEAL_D,
  chevrons,
  cloud,
  fan,
  paints,
  person,
  polar,
  rayLines,
  rays,
  star,
  steppedArch,
  tower,
  waves,
  windows,
  ziggurat,
} from './kit';
import { creature } from './major-a';

/** The Gilded Hour majors XI-XXI: Justice to the World. */

/** Fan-shaped angel wings either side of (x, y), r long, in a paint, with gold ribs. */
function wings(x: number, y: number, r: number, fill: string, low = 0) {
  const l = fan(x, y, r, -120 + low, -35, 8);
  const rr = fan(x, y, r, 35, 120 - low, 8);
  return (
    <g>
      <path d={l.outline + rr.outline} fill={fill} stroke={GOLD} strokeWidth=".9" />
      <path d={l.ribs + rr.ribs} stroke={GOLD} strokeWidth=".6" />
    </g>
  );
}

const justice = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 396, s: 1.3, pose: 'sit', dress: 'robe', c1: p.ox, c2: GOLD, skin: SKIN.brown, hair: 'crown', hairColor: HAIR_BLACK, left: [80, 150], right: [40, 170], mouth: 'stern' });
  const [sx, sy] = f.lh;
  const beam = sy - 10;
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      <path d="M30 40H270V360H30Z" fill="#2b1d14" />
      <path d={[50, 90, 210, 250].map((x) => `M${x} 60V360`).join('') + 'M30 120H270'} stroke={GOLD} strokeWidth=".6" opacity=".5" />
      <path d={steppedArch(150, 360, 130, 300, 4)} fill={TEAL_D} stroke={GOLD} />
      <path d={rays(150, 200, 20, 140, 18, -90, 90, 0.45)} fill={GOLD} opacity=".2" />
      <Column x={64} top={70} base={370} w={20} fill={p.gold} />
      <Column x={236} top={70} base={370} w={20} fill={p.gold} />
      <Floor y0={370} fill="#1a1510" rows={4} />
      <Dais cx={150} y={396} w={110} />
      <path d={ziggurat(150, 330, 96, 150, 4, 0.4)} fill="#3a1a1a" stroke={GOLD} />
      {f.el}
      <Blade x={f.rh[0]} y={f.rh[1] + 6} deg={0} len={96} />
      {/* The scales. */}
      <g stroke={GOLD_HI} strokeWidth="1.2" fill="none">
        <path d={`M${sx} ${sy}V${beam}M${sx - 30} ${beam}H${sx + 30}M${sx - 30} ${beam}l-9 26M${sx - 30} ${beam}l9 26M${sx + 30} ${beam}l-9 26M${sx + 30} ${beam}l9 26`} />
        <path d={`M${sx - 42} ${beam + 26}Q${sx - 30} ${beam + 36} ${sx - 18} ${beam + 26}ZM${sx + 18} ${beam + 26}Q${sx + 30} ${beam + 36} ${sx + 42} ${beam + 26}Z`} fill={p.gold} />
      </g>
      <circle cx={sx} cy={beam} r="2.4" fill={GOLD_HI} />
      <path d={chevrons(40, 436, 220, 5, 16)} stroke={GOLD} fill="none" strokeWidth=".7" />
    </g>
  );
};

const hanged = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 390, s: 1.4, pose: 'dance', dress: 'uniform', c1: p.teal, c2: OX, skin: SKIN.olive, hair: 'waves', hairColor: '#c98a3a', left: [14, -36], right: [14, -36], armsBehind: true, eyes: 'closed', mouth: 'smile' });
  let girders = '';
  for (let x = 40; x < 270; x += 40) girders += `M${x} 40V440`;
  for (let y = 60; y < 440; y += 50) girders += `M30 ${y}H270`;
  let cross = '';
  for (let x = 40; x < 260; x += 40) for (let y = 60; y < 420; y += 50) cross += `M${x} ${y}l40 50M${x + 40} ${y}l-40 50`;
  // Turned upside down about (150, 240): feet at the top, head at the bottom.
  const [hx, hy] = [300 - f.head[0], 480 - f.head[1]];
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <path d={cross} stroke={GOLD_LO} strokeWidth=".5" opacity=".35" />
      <path d={girders} stroke={GOLD_LO} strokeWidth="3" opacity=".5" />
      <Skyline seed={5} base={440} hMin={30} hMax={90} fill="#101413" />
      <Glow x={hx} y={hy} r={52} fill={p.glow} />
      <path d={rayLines(hx, hy, 16, 40, 24, 0, 345)} stroke={GOLD_HI} strokeWidth="1" />
      {/* The steel beam and the rope. */}
      <path d="M30 64H270V80H30Z" fill={p.ox} stroke={GOLD} />
      <path d="M30 60H270V64H30ZM30 80H270V84H30Z" fill={p.goldH} />
      <path d={Array.from({ length: 16 }, (_, i) => `M${38 + i * 15} 72h.1`).join('')} stroke={GOLD_HI} strokeWidth="2.4" strokeLinecap="round" />
      <path d="M157 84V100" stroke="#c9a56a" strokeWidth="2.6" />
      <g transform="rotate(180 150 240)">{f.el}</g>
    </g>
  );
};

const death = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 140, y: 412, s: 1.3, pose: 'stride', dress: 'coat', c1: p.satin, c2: INK, skin: '#e9e0c8', hair: 'bald', left: [30, 40], right: [60, 150], build: 'broad' });
  const [hx, hy] = f.head;
  const skull = `M${hx - 8} ${hy + 1}C${hx - 9} ${hy - 12} ${hx + 9} ${hy - 12} ${hx + 8} ${hy + 1}Q${hx + 7} ${hy + 5} ${hx + 4} ${hy + 6}L${hx + 4} ${hy + 10}H${hx - 4}L${hx - 4} ${hy + 6}Q${hx - 7} ${hy + 5} ${hx - 8} ${hy + 1}Z`;
  const [fx, fy] = f.rh;
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <Glow x={150} y={320} r={130} fill={p.glow} opacity={0.7} />
      <circle cx="150" cy="320" r="30" fill={p.gold} />
      <path d={rays(150, 320, 36, 260, 20, -90, 90, 0.4)} fill={GOLD} opacity=".2" />
      <path d={tower(96, 330, 40, 200, 3, 20) + tower(204, 330, 40, 200, 3, 20)} fill="#141817" stroke={GOLD} />
      <path d={windows(96, 330, 28, 150, 2) + windows(204, 330, 28, 150, 4)} stroke={GOLD_HI} opacity=".5" />
      <path d="M30 320H270V440H30Z" fill={TEAL_D} />
      <path d={waves(30, 270, 326, 2, 14) + waves(30, 270, 338, 2, 14) + waves(30, 270, 352, 2, 14)} stroke={GOLD} strokeWidth=".6" fill="none" opacity=".6" />
      <path d="M30 370Q150 356 270 372V440H30Z" fill="#1b1915" stroke={GOLD} />
      {f.el}
      <path d={skull} fill="#efe6cc" stroke={GOLD} strokeWidth=".7" />
      <path d={`M${hx - 5.5} ${hy - 2}a2.6 3 0 1 0 5 0a2.6 3 0 1 0 -5 0ZM${hx + 0.5} ${hy - 2}a2.6 3 0 1 0 5 0a2.6 3 0 1 0 -5 0ZM${hx - 1} ${hy + 3}l1 -2l1 2Z`} fill={INK} />
      <path d={`M${hx - 3.5} ${hy + 7.5}h7M${hx - 2} ${hy + 6}v4M${hx} ${hy + 6}v4M${hx + 2} ${hy + 6}v4`} stroke={INK} strokeWidth=".5" />
      <path d={`M${hx - 14} ${hy - 8}Q${hx} ${hy - 13} ${hx + 14} ${hy - 8}Q${hx} ${hy - 6} ${hx - 14} ${hy - 8}ZM${hx - 8} ${hy - 9}L${hx - 9} ${hy - 30}Q${hx} ${hy - 32} ${hx + 9} ${hy - 30}L${hx + 8} ${hy - 9}Z`} fill={INK} stroke={GOLD} strokeWidth=".7" />
      <path d={`M${hx - 8.5} ${hy - 14}h17`} stroke={OX} strokeWidth="2" />
      {/* The black banner with the white rose. */}
      <path d={`M${fx} ${fy + 30}V${fy - 70}`} stroke={GOLD_HI} strokeWidth="3" />
      <path d={`M${fx} ${fy - 68}H${fx + 74}L${fx + 62} ${fy - 40}L${fx + 74} ${fy - 12}H${fx}Z`} fill={INK} stroke={GOLD} />
      <g transform={`translate(${fx + 32} ${fy - 40})`}>
        <path d={[0, 72, 144, 216, 288].map((a) => { const [x, y] = polar(0, 0, 7, a); return ring(r1(x), r1(y), 6); }).join('')} fill={IVORY} stroke={GOLD_LO} strokeWidth=".5" />
        <circle r="4" fill={GOLD} />
      </g>
      <path d="M208 430l6 -12l6 6l6 -8l6 8l6 -6l6 12Z" fill={p.gold} stroke={GOLD_LO} transform="rotate(-16 226 424)" />
    </g>
  );
};

const temperance = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 420, s: 1.34, dress: 'gown', c1: p.ivory, c2: TEAL, skin: SKIN.ivory, hair: 'bob', hairColor: '#c98a3a', left: [36, 60], right: [70, 130], eyes: 'down', mouth: 'calm', turn: -0.3 });
  const [lx, ly] = f.lh;
  const [rx, ry] = f.rh;
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <path d={ziggurat(214, 300, 90, 110, 5, 0.2)} fill={TEAL_D} stroke={GOLD} />
      <circle cx="214" cy="182" r="14" fill={p.gold} />
      <path d={rays(214, 182, 16, 40, 12, -180, 180, 0.5)} fill={GOLD} opacity=".6" />
      <path d="M30 300H270V440H30Z" fill="#1d2a27" />
      <path d="M214 300Q190 340 196 440" stroke={GOLD} strokeWidth="6" opacity=".25" fill="none" />
      <path d="M30 372H150Q130 406 30 440Z" fill={TEAL} stroke={GOLD} />
      <path d={waves(30, 140, 388, 2, 12) + waves(30, 120, 404, 2, 12)} stroke={GOLD_HI} strokeWidth=".6" fill="none" />
      <Fountain x={62} base={372} s={0.7} basin="#2a2622" />
      <path d="M236 440v-34M246 440v-28M236 406q-8 -8 -2 -14q6 6 2 14ZM246 412q8 -8 2 -14q-6 6 -2 14Z" stroke={GOLD} fill="#7a6ad0" strokeWidth=".7" />
      {wings(f.chest[0], f.chest[1], 96, p.teal, 10)}
      {f.el}
      <path d={`M${f.chest[0]} ${f.chest[1] + 4}l6 10h-12Z`} fill="none" stroke={GOLD_HI} strokeWidth="1.2" />
      <path d={star(f.head[0], f.head[1] - 6, 3, 8, 0.4)} fill={GOLD_HI} />
      <Goblet x={rx} y={ry + 10} h={20} />
      <Goblet x={lx + 2} y={ly + 14} h={20} />
      <path d={`M${rx - 6} ${ry - 6}Q${(rx + lx) / 2} ${ry - 10} ${lx} ${ly - 6}`} stroke="#a7e6da" strokeWidth="2.2" fill="none" />
    </g>
  );
};

const devil = (ctx: SceneContext) => {
  const p = paints(ctx);
  const d = person({ x: 150, y: 300, s: 1.06, dress: 'tux', build: 'broad', skin: '#9c4436', hair: 'sleek', hairColor: INK, left: [30, 10], right: [130, 170], mouth: 'stern', beard: true, eyes: 'open' });
  const man = person({ x: 92, y: 430, s: 0.74, dress: 'suit', c1: p.satin, c2: OX, skin: SKIN.fair, hair: 'sleek', left: [10, 0], right: [20, -40], turn: 0.5, eyes: 'down', build: 'broad' });
  const woman = person({ x: 208, y: 430, s: 0.74, dress: 'flapper', c1: OX, c2: GOLD, skin: SKIN.tan, hair: 'bob', left: [20, -40], right: [10, 0], turn: -0.5, eyes: 'down' });
  const [hx, hy] = d.head;
  const wl = fan(d.chest[0], d.chest[1] - 4, 100, -115, -45, 6);
  const wr = fan(d.chest[0], d.chest[1] - 4, 100, 45, 115, 6);
  const horn = (a: number, b: number, mx: number, my: number) => `M${a} ${hy - 6}Q${mx} ${my} ${b} ${hy - 30}Q${mx + (a < hx ? 4 : -4)} ${my + 6} ${a + (a < hx ? 4 : -4)} ${hy - 8}Z`;
  return (
    <g>
      {p.defs}
      <rect x="30" y="40" width="240" height="400" fill="#140a0b" />
      <path d={rays(150, 120, 30, 320, 24, -180, 180, 0.5)} fill={OX} opacity=".5" />
      <path d={`${wl.outline}${wr.outline}`} fill="#24100f" stroke={OX} strokeWidth="1" />
      <path d={`${wl.ribs}${wr.ribs}`} stroke={OX} strokeWidth="1.2" />
      <path d={ziggurat(150, 370, 120, 70, 3, 0.6)} fill="#231f1b" stroke={GOLD} />
      <circle cx="150" cy="344" r="5" fill="none" stroke={GOLD_HI} strokeWidth="2" />
      <path d="M30 370H270V440H30Z" fill="#0f0b0a" stroke={GOLD} />
      {d.el}
      <path d={horn(hx - 6, hx - 18, hx - 20, hy - 10) + horn(hx + 6, hx + 18, hx + 20, hy - 10)} fill={IVORY} stroke={GOLD} strokeWidth=".6" />
      <path d={star(hx, hy - 2, 4, 5, 0.4)} transform={`rotate(180 ${hx} ${hy - 4})`} fill="none" stroke={GOLD_HI} strokeWidth=".8" />
      <path d={`M${d.lh[0]} ${d.lh[1]}L${d.lh[0] - 8} ${d.lh[1] + 40}`} stroke={GOLD_LO} strokeWidth="3" />
      <path d={`M${d.lh[0] - 8} ${d.lh[1] + 40}q-8 10 -2 20q2 -8 6 -8q4 6 0 12q10 -8 -4 -24Z`} fill="#e86a2e" stroke={GOLD} strokeWidth=".6" />
      <path d={`M${d.rh[0] - 3} ${d.rh[1] - 2}l-2 -6M${d.rh[0]} ${d.rh[1] - 3}v-7M${d.rh[0] + 3} ${d.rh[1] - 2}l2 -6`} stroke="#9c4436" strokeWidth="1.6" strokeLinecap="round" />
      {man.el}
      {woman.el}
      {/* Chains from the ring to each neck, and small horns. */}
      <path d={`M150 344Q120 360 ${man.chest[0]} ${man.chest[1] - 4}M150 344Q180 360 ${woman.chest[0]} ${woman.chest[1] - 4}`} stroke={GOLD_HI} strokeWidth="1.4" strokeDasharray="3 1.5" fill="none" />
      <path d={`M${man.head[0] - 5} ${man.head[1] - 8}l-2 -6l4 4M${man.head[0] + 5} ${man.head[1] - 8}l2 -6l-4 4M${woman.head[0] - 5} ${woman.head[1] - 9}l-2 -6l4 4M${woman.head[0] + 5} ${woman.head[1] - 9}l2 -6l-4 4`} stroke={IVORY} strokeWidth="1.2" fill="none" />
      <path d={`M${man.waist[0] + 8} ${man.waist[1] + 14}q10 6 6 16l3 2`} stroke="#e86a2e" strokeWidth="1.2" fill="none" />
      <path d={`M${woman.waist[0] - 8} ${woman.waist[1] + 14}q-10 6 -6 16`} stroke={TEAL} strokeWidth="1.2" fill="none" />
    </g>
  );
};

const towerCard = (ctx: SceneContext) => {
  const p = paints(ctx);
  const fallA = person({ x: 70, y: 180, s: 0.62, pose: 'float', dress: 'tux', skin: SKIN.fair, hair: 'sleek', left: [150, 130], right: [120, 160], mouth: 'open', build: 'broad' });
  const fallB = person({ x: 228, y: 250, s: 0.62, pose: 'float', dress: 'flapper', c1: p.ox, skin: SKIN.brown, hair: 'bob', left: [130, 170], right: [150, 120], mouth: 'open' });
  let flames = '';
  for (const [x, y] of [[132, 200], [166, 230], [140, 280], [168, 150], [126, 330]] as const) flames += `M${x} ${y}q-8 -12 0 -24q2 8 6 6q4 8 -6 18ZM${x + 4} ${y}q10 -10 4 -22q6 6 4 16Z`;
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <path d={cloud(70, 80, 70) + cloud(220, 110, 80)} fill="#222b2a" stroke={GOLD} strokeWidth=".7" />
      <Skyline seed={44} base={440} hMin={30} hMax={90} fill="#0f1312" />
      <path d={tower(150, 440, 80, 310, 3, 0)} fill="#262320" stroke={GOLD} />
      <path d={windows(150, 440, 60, 280, 12, 0.7)} stroke="#f0a040" strokeWidth="1.4" opacity=".8" />
      <path d={flames} fill="#e8762e" stroke={GOLD_HI} strokeWidth=".6" />
      {/* The crown blown off its top. */}
      <g transform="translate(184 86) rotate(28)">
        <path d="M-22 14L-22 0L-14 0L-14 -10L-6 -10L0 -22L6 -10L14 -10L14 0L22 0L22 14Z" fill={p.gold} stroke={GOLD_LO} />
        <path d="M-16 8h32" stroke={OX} strokeWidth="2" />
      </g>
      <path d="M40 44L110 110L92 116L150 130L138 138L160 150" stroke={GOLD_HI} strokeWidth="5" fill="none" strokeLinejoin="miter" />
      <path d="M40 44L110 110L92 116L150 130L138 138L160 150" stroke="#fff8d8" strokeWidth="1.6" fill="none" />
      <path d={[[52, 140], [90, 240], [204, 180], [242, 320], [60, 320], [230, 80]].map(([x, y]) => `M${x} ${y}l3 -6l3 6l-3 6Z`).join('')} fill={GOLD_HI} />
      <g transform="rotate(160 70 140)">{fallA.el}</g>
      <g transform="rotate(-150 228 200)">{fallB.el}</g>
    </g>
  );
};

const starCard = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 136, y: 410, s: 1.2, pose: 'kneel', dress: 'drape', c1: p.teal, skin: SKIN.brown, hair: 'long', hairColor: HAIR_BLACK, left: [30, 70], right: [50, 100], eyes: 'down', turn: -0.4 });
  const [lx, ly] = f.lh;
  const [rx, ry] = f.rh;
  const jug = (x: number, y: number, k: number) => (
    <g transform={`translate(${x} ${y}) scale(${k} 1) rotate(60)`} stroke={GOLD_LO} strokeWidth=".7">
      <path d="M-5 -10h10l-1 3q6 4 5 12q-1 6 -9 6q-8 0 -9 -6q-1 -8 5 -12Z" fill={p.gold} />
    </g>
  );
  const small = [[56, 96], [96, 64], [206, 64], [246, 100], [60, 164], [240, 168], [150, 56]]
    .map(([x, y]) => star(x!, y!, 8, 8, 0.4))
    .join('');
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <Glow x={150} y={130} r={90} fill={p.glow} />
      <path d={star(150, 130, 46, 8, 0.38)} fill={p.gold} stroke={GOLD_HI} />
      <path d={star(150, 130, 30, 8, 0.38)} fill={GOLD_HI} transform="rotate(22.5 150 130)" />
      <path d={small} fill={IVORY} />
      <path d={ziggurat(224, 330, 70, 60, 4, 0.3)} fill={TEAL_D} stroke={GOLD} />
      <path d="M58 330V250" stroke="#3a2b1a" strokeWidth="4" />
      <path d="M58 250m-20 0a20 16 0 1 0 40 0a20 16 0 1 0 -40 0" fill={TEAL_D} stroke={GOLD} />
      <path d="M60 236q4 -10 10 -8l6 2l-6 1q-2 6 -8 8Z" fill={OX} stroke={GOLD} strokeWidth=".6" />
      <path d="M76 230l8 6" stroke={GOLD} strokeWidth="1.4" />
      <path d="M30 330H270V440H30Z" fill="#1d2a22" />
      <path d="M150 360Q200 340 270 360V440H160Q130 400 150 360Z" fill={TEAL} stroke={GOLD} />
      <path d={waves(170, 270, 380, 2, 12) + waves(170, 270, 400, 2, 12) + waves(160, 270, 420, 2, 12)} stroke={GOLD_HI} strokeWidth=".6" fill="none" />
      {f.el}
      {jug(rx + 2, ry + 2, 1)}
      {jug(lx - 2, ly + 2, -1)}
      <path d={`M${rx + 10} ${ry + 6}Q${rx + 26} ${ry + 20} ${rx + 30} ${ry + 52}M${rx + 14} ${ry + 6}Q${rx + 30} ${ry + 20} ${rx + 34} ${ry + 50}`} stroke="#a7e6da" strokeWidth="1.6" fill="none" />
      <path d={`M${lx - 10} ${ly + 6}Q${lx - 22} ${ly + 20} ${lx - 24} ${ly + 44}`} stroke="#a7e6da" strokeWidth="1.6" fill="none" />
      <path d={`M${lx - 30} ${ly + 46}q6 -4 12 0M${lx - 32} ${ly + 50}q8 -4 16 0`} stroke="#a7e6da" fill="none" />
    </g>
  );
};

/** A dog howling up, sitting at (x, y) facing dir (1 right, -1 left), fill colour. */
function hound(x: number, y: number, dir: number, fill: string) {
  return (
    <g transform={`translate(${x} ${y}) scale(${dir} 1)`} stroke={GOLD} strokeWidth=".8" strokeLinejoin="round">
      <path d="M-18 0Q-22 -16 -10 -24L-4 -38L2 -52L6 -48L16 -58L18 -54L10 -44Q12 -36 6 -30Q10 -14 8 0Z" fill={fill} />
      <path d="M-18 0q-10 -2 -12 -12" fill="none" stroke={fill} strokeWidth="3" />
      <path d="M0 0v-16M4 0v-14" stroke={GOLD_LO} />
      <circle cx="6" cy="-48" r="1" fill={fill === IVORY ? INK : GOLD_HI} />
    </g>
  );
}

const moon = (ctx: SceneContext) => {
  const p = paints(ctx);
  let drops = '';
  for (let i = 0; i < 12; i++) {
    const [x, y] = [70 + ((i * 41) % 160), 190 + ((i * 29) % 60)];
    drops += `M${x} ${y}q-3 5 0 7q3 -2 0 -7Z`;
  }
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <Glow x={150} y={120} r={100} fill={p.glow} opacity={0.6} />
      <path d={rays(150, 120, 52, 90, 32, -180, 180, 0.5)} fill={GOLD} opacity=".5" />
      <circle cx="150" cy="120" r="48" fill={p.gold} stroke={GOLD_HI} />
      <path d="M150 72a48 48 0 0 1 0 96a36 48 0 0 0 0 -96Z" fill={GOLD_LO} opacity=".55" />
      <path d="M132 112q6 4 12 0M156 112q6 4 12 0M140 98q4 -3 8 -1M152 97q4 -2 8 1M150 114v12q-2 2 -4 1M142 138q8 4 16 0" stroke={INK} strokeWidth="1.2" fill="none" />
      <path d={drops} fill={GOLD_HI} />
      <path d={tower(56, 330, 40, 190, 3, 16) + tower(244, 330, 40, 190, 3, 16)} fill="#141817" stroke={GOLD} />
      <path d={windows(56, 330, 28, 140, 6) + windows(244, 330, 28, 140, 8)} stroke={GOLD_HI} opacity=".5" />
      <path d="M30 300H270V440H30Z" fill="#18201e" />
      <path d={ziggurat(150, 300, 120, 30, 3, 0.3)} fill="#1e2a28" stroke={GOLD} strokeWidth=".7" />
      <path d="M146 300Q120 330 158 350Q190 370 140 400L176 400Q210 370 170 350Q140 334 154 300Z" fill="#c9b48c" opacity=".5" stroke={GOLD} strokeWidth=".7" />
      <path d="M30 400H270V440H30Z" fill={TEAL_D} stroke={GOLD} />
      <path d={waves(30, 270, 414, 2, 14) + waves(30, 270, 428, 2, 14)} stroke={GOLD_HI} strokeWidth=".6" fill="none" />
      {hound(76, 380, 1, IVORY)}
      {hound(226, 380, -1, '#2a2622')}
      <g transform="translate(150 422)" stroke={GOLD} strokeWidth=".8">
        <path d="M-6 10Q-8 -6 0 -12Q8 -6 6 10Z" fill={OX} />
        <path d="M-4 -8q-10 -6 -8 -16q6 2 6 10M4 -8q10 -6 8 -16q-6 2 -6 10" fill={OX} />
      </g>
    </g>
  );
};

const sun = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 384, s: 0.92, pose: 'dance', dress: 'drape', c1: OX, skin: SKIN.fair, hair: 'curls', hairColor: '#d9a94a', left: [130, 160], right: [110, 150], mouth: 'smile', eyes: 'open' });
  let wavy = '';
  for (let i = 0; i < 16; i++) {
    const a = i * 22.5 + 11.25;
    const [x0, y0] = polar(150, 136, 66, a);
    const [x1, y1] = polar(150, 136, 100, a);
    const [mx, my] = polar(150, 136, 83, a + 6);
    wavy += `M${r1(x0)} ${r1(y0)}Q${r1(mx)} ${r1(my)} ${r1(x1)} ${r1(y1)}`;
  }
  const flower = (x: number, y: number) => (
    <g>
      <path d={`M${x} 330V${y}`} stroke="#2d6b3a" strokeWidth="2" />
      <path d={rays(x, y, 4, 13, 12, 0, 360, 0.8)} fill={GOLD_HI} stroke={GOLD_LO} strokeWidth=".4" />
      <circle cx={x} cy={y} r="5" fill="#4a2a14" />
    </g>
  );
  const [rx, ry] = f.rh;
  return (
    <g>
      {p.defs}
      <rect x="30" y="40" width="240" height="400" fill="#2d4a44" />
      <Glow x={150} y={136} r={150} fill={p.glow} />
      <path d={rays(150, 136, 60, 130, 16, 0, 360, 0.45)} fill={GOLD} />
      <path d={wavy} stroke={GOLD_HI} strokeWidth="2.4" fill="none" />
      <circle cx="150" cy="136" r="56" fill={p.gold} stroke={GOLD_HI} strokeWidth="1.4" />
      <path d="M128 128q8 -6 16 0M156 128q8 -6 16 0M132 132h8M160 132h8M150 130v14q-3 2 -5 0M136 156q14 10 28 0" stroke="#7a4a16" strokeWidth="1.6" fill="none" />
      <path d="M30 330H270V380H30Z" fill={OX_D} stroke={GOLD} />
      <path d={Array.from({ length: 8 }, (_, i) => `M${30 + i * 30} 330v50`).join('') + 'M30 355H270'} stroke={GOLD} strokeWidth=".6" opacity=".6" />
      {flower(60, 304)}
      {flower(92, 296)}
      {flower(208, 296)}
      {flower(240, 304)}
      <path d="M30 380H270V440H30Z" fill="#1c1a15" />
      <path d={chevrons(30, 400, 240, 6, 14)} stroke={GOLD} fill="none" strokeWidth=".7" />
      {f.el}
      <path d={`M${rx} ${ry + 6}V${ry - 50}`} stroke={GOLD_HI} strokeWidth="2.2" />
      <path d={`M${rx} ${ry - 50}Q${rx + 30} ${ry - 60} ${rx + 56} ${ry - 44}Q${rx + 44} ${ry - 30} ${rx + 60} ${ry - 16}Q${rx + 30} ${ry - 28} ${rx} ${ry - 20}Z`} fill={OX} stroke={GOLD} />
    </g>
  );
};

const judgement = (ctx: SceneContext) => {
  const p = paints(ctx);
  const people = [
    person({ x: 82, y: 420, s: 0.64, dress: 'drape', c1: p.ivory, skin: SKIN.tan, hair: 'sleek', left: [150, 170], right: [140, 160], eyes: 'up', build: 'broad', turn: 0.4 }),
    person({ x: 150, y: 430, s: 0.5, dress: 'drape', c1: p.ivory, skin: SKIN.fair, hair: 'curls', hairColor: '#d9a94a', left: [150, 175], right: [150, 175], eyes: 'up', mouth: 'open' }),
    person({ x: 218, y: 420, s: 0.64, dress: 'drape', c1: p.ivory, skin: SKIN.olive, hair: 'bob', left: [140, 160], right: [150, 170], eyes: 'up', turn: -0.4 }),
  ];
  const an = person({ x: 150, y: 286, s: 0.72, pose: 'float', dress: 'robe', c1: p.teal, c2: GOLD, skin: SKIN.ivory, hair: 'long', hairColor: '#c98a3a', left: [70, 110], right: [60, 100], eyes: 'closed' });
  const tomb = (x: number, w: number) => <path d={`M${x - w / 2} 440V402h${w}V440Z`} fill="#2a2622" stroke={GOLD} />;
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <path d={rays(150, 150, 40, 300, 28, -180, 180, 0.45)} fill={GOLD} opacity=".15" />
      {wings(an.chest[0], an.chest[1], 74, p.gold)}
      {an.el}
      <path d={`M${an.rh[0] - 6} ${an.rh[1] + 4}L${an.rh[0] + 50} ${an.rh[1] + 40}L${an.rh[0] + 56} ${an.rh[1] + 30}Z`} fill={p.gold} stroke={GOLD_LO} />
      <path d={`M${an.rh[0] + 20} ${an.rh[1] + 22}v30h26v-16Z`} fill={IVORY} stroke={GOLD} strokeWidth=".6" />
      <path d={`M${an.rh[0] + 31} ${an.rh[1] + 28}v20M${an.rh[0] + 24} ${an.rh[1] + 36}h16`} stroke={OX} strokeWidth="2.4" />
      <path d={cloud(96, 310, 130) + cloud(204, 310, 130) + cloud(150, 318, 120)} fill="#2a3a37" stroke={GOLD} strokeWidth=".8" />
      <path d={ziggurat(60, 360, 60, 60, 4, 0.3) + ziggurat(240, 360, 60, 70, 4, 0.3)} fill={TEAL_D} stroke={GOLD} strokeWidth=".7" />
      <path d="M30 360H270V440H30Z" fill={TEAL_D} />
      <path d={waves(30, 270, 372, 2, 14) + waves(30, 270, 388, 2, 14) + waves(30, 270, 404, 2, 14)} stroke={GOLD} strokeWidth=".6" fill="none" opacity=".7" />
      {people[0]!.el}
      {people[1]!.el}
      {people[2]!.el}
      {tomb(82, 50)}
      {tomb(150, 40)}
      {tomb(218, 50)}
    </g>
  );
};

const world = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 370, s: 1.02, pose: 'dance', dress: 'drape', c1: p.ox, skin: SKIN.tan, hair: 'bob', left: [110, 140], right: [40, 20], turn: -0.3, mouth: 'smile' });
  let leaves = '';
  for (let i = 0; i < 40; i++) {
    const a = i * 9;
    const [x, y] = polar(150, 240, 1, a);
    const px = 150 + (x - 150) * 78;
    const py = 240 + (y - 240) * 120;
    leaves += `M${r1(px)} ${r1(py)}l${r1(Math.cos((a * Math.PI) / 180) * 7)} ${r1(Math.sin((a * Math.PI) / 180) * 7)}`;
  }
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <path d={rays(150, 240, 40, 260, 36, -180, 180, 0.4)} fill={GOLD} opacity=".12" />
      <ellipse cx="150" cy="240" rx="78" ry="120" fill="none" stroke={TEAL} strokeWidth="12" />
      <ellipse cx="150" cy="240" rx="78" ry="120" fill="none" stroke={p.gold} strokeWidth="7" />
      <path d={leaves} stroke={GOLD_HI} strokeWidth="4" strokeLinecap="round" />
      <path d="M142 118l8 -6l8 6l-8 6ZM142 362l8 -6l8 6l-8 6Z" fill={OX} stroke={GOLD} />
      {f.el}
      <Baton x1={f.lh[0]} y1={f.lh[1] + 16} x2={f.lh[0] - 2} y2={f.lh[1] - 22} />
      <Baton x1={f.rh[0]} y1={f.rh[1] - 16} x2={f.rh[0] + 2} y2={f.rh[1] + 22} />
      {creature(58, 70, 0, p.gold)}
      {creature(242, 70, 1, p.gold)}
      {creature(58, 410, 2, p.gold)}
      {creature(242, 410, 3, p.gold)}
    </g>
  );
};

/** The majors XI-XXI. */
export const MAJORS_B: DeckScenes = {
  justice,
  'the-hanged-man': hanged,
  death,
  temperance,
  'the-devil': devil,
  'the-tower': towerCard,
  'the-star': starCard,
  'the-moon': moon,
  'the-sun': sun,
  judgement,
  'the-world': world,
};

