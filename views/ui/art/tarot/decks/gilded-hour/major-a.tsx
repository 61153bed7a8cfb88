import { r1, ring } from '../../../art-kit';
import type { DeckScenes, SceneContext } from '../../types';
import {
  Backdrop,
  Baton,
  Blade,
  Column,
  Dais,
  Floor,
  GOLD,
  GOLD_HI,
  GOLD_LO,
  Glow,
  Goblet,
  HAIR_BLACK,
  INK,
  IVORY,
  Medallion,
  OX,
  OX_D,
  Palm,
  Railing,
  SKIN,
  Skyline,
  TEAL,
  TEAL_D,
  chevrons,
  cloud,
  fan,
  hexagram,
  person,
  paints,
  polar,
  pts,
  rayLines,
  rays,
  star,
  steppedArch,
  tower,
  windows,
  ziggurat,
} from './kit';

/** The Gilded Hour majors 0-X: the Fool to the Wheel of Fortune. */

/** A wire-haired terrier standing at (x, y) (feet), facing left (dir -1) or right, barking up. */
export function terrier(x: number, y: number, s = 1, dir = -1) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s * -dir} ${s})`} stroke={GOLD} strokeWidth=".7" strokeLinejoin="round">
      <path d="M-14 -14L-15 0h3l1.5 -9h12l1.5 9h3l-0.5 -10q3 -3 3 -7l5 -3l-3 -2q-3 2 -6 2h-18q-3 -3 -5 -6l-1 3q1 3 3 6Z" fill={IVORY} />
      <path d="M5 -21l2 -9q3 -1 6 2l5 1v4q-2 2 -5 1l-2 3Z" fill={IVORY} />
      <path d="M7 -30l-1 -5l4 3ZM-6 -20h10v6h-10Z" fill={HAIR_BLACK} />
      <circle cx="12" cy="-27" r=".9" fill={INK} stroke="none" />
      <path d="M17 -25l2 -.5" stroke={INK} />
      <path d="M-4 -20l2 -3" stroke={OX} strokeWidth="2" />
    </g>
  );
}

/** A recumbent sphinx (lion body, human head in a striped headdress) at (x, y), facing the viewer-ish, colour body. */
export function sphinx(x: number, y: number, s: number, body: string, stripe: string, face: string) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} stroke={GOLD} strokeWidth=".8" strokeLinejoin="round">
      <path d="M-22 0Q-24 -12 -14 -14L-8 -16L8 -16L14 -14Q24 -12 22 0Z" fill={body} />
      <path d="M-20 0v-5h8v5M12 0v-5h8v5" fill="none" />
      <path d="M-10 -14L-11 -30Q0 -36 11 -30L10 -14Q0 -10 -10 -14Z" fill={body} />
      <path d="M-11 -30Q0 -36 11 -30M-10.5 -26h21M-10.3 -22h20.6M-10 -18h20" stroke={stripe} fill="none" />
      <ellipse cx="0" cy="-26" rx="5" ry="6.5" fill={face} />
      <path d="M-2.6 -27h1.6M1 -27h1.6M-1.2 -23h2.4" stroke={body === IVORY ? INK : GOLD_HI} strokeWidth=".8" />
      <path d="M-5 -33Q0 -37 5 -33" fill="none" stroke={stripe} strokeWidth="1.5" />
    </g>
  );
}

/** A theatre curtain swag: two side drapes and a scalloped pelmet, in oxblood velvet. */
function curtains(fill: string) {
  let folds = '';
  for (const x of [38, 48, 58, 242, 252, 262]) folds += `M${x} 70Q${x + (x < 150 ? 6 : -6)} 250 ${x} 440`;
  return (
    <g stroke={GOLD} strokeWidth=".8">
      <path d="M30 40H78Q70 160 84 250Q60 300 70 440H30ZM270 40H222Q230 160 216 250Q240 300 230 440H270Z" fill={fill} />
      <path d={folds} fill="none" opacity=".5" />
      <path d="M30 40H270V66Q250 84 230 66Q210 84 190 66Q170 84 150 66Q130 84 110 66Q90 84 70 66Q50 84 30 66Z" fill={fill} />
      <path d={chevrons(30, 60, 240, 5, 24)} fill="none" />
      <path d="M82 250q-8 4 -14 -2M218 250q8 4 14 -2" stroke={GOLD_HI} strokeWidth="2.2" fill="none" />
    </g>
  );
}

/** Lemniscate (infinity sign) centred at (x, y), w wide. */
export function lemniscate(x: number, y: number, w: number): string {
  const a = w / 4;
  return `M${x} ${y}C${r1(x + a)} ${r1(y - a * 1.1)} ${r1(x + 2 * a)} ${r1(y - a * 0.6)} ${r1(x + 2 * a)} ${y}C${r1(x + 2 * a)} ${r1(y + a * 0.6)} ${r1(x + a)} ${r1(y + a * 1.1)} ${x} ${y}C${r1(x - a)} ${r1(y - a * 1.1)} ${r1(x - 2 * a)} ${r1(y - a * 0.6)} ${r1(x - 2 * a)} ${y}C${r1(x - 2 * a)} ${r1(y + a * 0.6)} ${r1(x - a)} ${r1(y + a * 1.1)} ${x} ${y}Z`;
}

/** A stepped throne back (a little ziggurat with wings) centred at cx, seat at y. */
function throne(cx: number, seat: number, w: number, h: number, fill: string, trim = GOLD) {
  return (
    <g stroke={trim} strokeWidth=".9" strokeLinejoin="round">
      <path d={ziggurat(cx, seat + 6, w, h, 4, 0.42)} fill={fill} />
      <path d={`M${cx - w / 2 - 6} ${seat - 10}h${w + 12}v${seat < 400 ? 52 : 20}h${-w - 12}Z`} fill={fill} />
      <path d={rayLines(cx, seat - h * 0.55, 10, w * 0.38, 9, -80, 80)} opacity=".5" />
    </g>
  );
}

const fool = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 168, y: 404, s: 1.34, pose: 'stride', dress: 'suit', c1: p.teal, c2: OX, skin: SKIN.fair, hair: 'waves', hairColor: '#7a4a26', left: [120, 150], right: [35, 165], turn: -0.7, eyes: 'up', mouth: 'smile', build: 'broad' });
  const [hx, hy] = f.head;
  const scarf = `M${hx - 6} ${hy + 16}C${hx + 20} ${hy + 10} ${hx + 36} ${hy + 30} ${hx + 56} ${hy + 12}C${hx + 66} ${hy + 4} ${hx + 74} ${hy + 10} ${hx + 84} ${hy}L${hx + 82} ${hy + 14}C${hx + 70} ${hy + 18} ${hx + 60} ${hy + 36} ${hx + 40} ${hy + 38}C${hx + 22} ${hy + 36} ${hx + 10} ${hy + 24} ${hx + 4} ${hy + 22}Z`;
  const [rx, ry] = f.rh;
  const [lx, ly] = f.lh;
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <Glow x={230} y={120} r={110} fill={p.glow} opacity={0.7} />
      <path d={rays(230, 120, 34, 260, 22, -180, 180, 0.45)} fill={GOLD} opacity=".14" />
      <circle cx="230" cy="120" r="28" fill={p.gold} stroke={GOLD_HI} />
      <path d={cloud(86, 118, 70) + cloud(200, 196, 56)} fill="#2a3936" stroke={GOLD} strokeWidth=".7" />
      <Skyline seed={7} base={440} hMin={40} hMax={150} fill="#121715" />
      <path d={tower(62, 440, 34, 210, 3, 26)} fill="#1a1f1d" stroke={GOLD} strokeWidth=".8" />
      <path d={windows(62, 440, 24, 150, 3, 0.5)} stroke={GOLD_HI} opacity=".5" />
      {/* The terrace the traveller is stepping off. */}
      <path d="M144 404H270V440H144Z" fill={p.lacquer} stroke={GOLD} />
      <path d="M144 404h126M144 410h126" stroke={GOLD} strokeWidth=".6" />
      <path d={chevrons(148, 428, 120, 6, 10)} stroke={GOLD} fill="none" strokeWidth=".7" />
      <Railing x0={236} x1={268} y={382} h={22} gap={8} />
      <path d="M234 380h36v4h-36Z" fill={GOLD} />
      <path d={scarf} fill={p.ox} stroke={GOLD} strokeWidth=".8" />
      {f.el}
      {/* Bundle on a baton over the shoulder; a white rose held up. */}
      <path d={`M${rx} ${ry}L${rx + 26} ${ry - 50}`} stroke="#6b4524" strokeWidth="3.4" strokeLinecap="round" />
      <path d={`M${rx + 18} ${ry - 46}q10 -14 20 -2q6 10 -4 18q-12 4 -16 -16Z`} fill={p.ox} stroke={GOLD} strokeWidth=".8" />
      <path d={`M${rx + 22} ${ry - 38}l12 6M${rx + 26} ${ry - 48}l4 14`} stroke={GOLD} strokeWidth=".6" />
      <path d={`M${lx} ${ly}l-3 -10`} stroke="#2d6b3a" strokeWidth="1.2" />
      <path d={`${ring(lx - 3, ly - 14, 4.5)}`} fill={IVORY} stroke={GOLD} strokeWidth=".6" />
      <path d={star(lx - 3, ly - 14, 3.2, 5, 0.5)} fill="none" stroke={GOLD_LO} strokeWidth=".5" />
      {terrier(224, 404, 1.5, -1)}
    </g>
  );
};

const magician = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 392, s: 1.38, dress: 'tux', build: 'broad', skin: SKIN.olive, hair: 'sleek', left: [25, 10], right: [165, 178], turn: 0.2, moustache: true, mouth: 'stern' });
  const [rx, ry] = f.rh;
  const [lx, ly] = f.lh;
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      <path d="M150 40L80 440H220Z" fill={p.glow} opacity=".35" />
      <path d={rayLines(150, 150, 60, 200, 17, -70, 70)} stroke={GOLD} strokeWidth=".6" opacity=".4" />
      {curtains(p.ox)}
      <Floor y0={360} fill="#15130f" opacity={0.35} />
      {f.el}
      <Baton x1={rx} y1={ry + 10} x2={rx + 2} y2={ry - 34} wood={IVORY} />
      <path d={lemniscate(150, f.crown[1] - 16, 46)} fill="none" stroke={GOLD_HI} strokeWidth="3" />
      <path d={lemniscate(150, f.crown[1] - 16, 46)} fill="none" stroke="#fff8d8" strokeWidth="1" />
      <path d={`M${lx} ${ly}l-6 22`} stroke={GOLD_HI} strokeWidth="1" strokeDasharray="2 2" />
      {/* The lacquered table with the four suit tools. */}
      <path d="M58 352H242L236 362H64Z" fill={p.gold} stroke={GOLD_LO} />
      <path d="M68 362H232V430H68Z" fill="#171410" stroke={GOLD} />
      <path d={steppedArch(150, 430, 80, 60, 3)} fill={OX_D} stroke={GOLD} strokeWidth=".8" />
      <path d={rayLines(150, 430, 8, 36, 9, -70, 70)} stroke={GOLD} strokeWidth=".7" />
      <path d="M76 362V430M224 362V430" stroke={GOLD} strokeWidth="2" />
      <Goblet x={86} y={352} h={28} />
      <Blade x={118} y={348} deg={70} len={50} />
      <Medallion x={198} y={340} r={12} />
      <Baton x1={218} y1={350} x2={240} y2={320} />
      <path d="M44 440q6 -16 12 0M244 440q6 -16 12 0" fill={GOLD_HI} opacity=".8" />
    </g>
  );
};

const priestess = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 388, s: 1.32, pose: 'sit', dress: 'robe', c1: p.teal, c2: IVORY, skin: SKIN.ivory, hair: 'veil', hairColor: '#d9e4e0', left: [22, -55], right: [22, -60], eyes: 'down', mouth: 'calm' });
  const [hx, hy] = f.head;
  let pom = '';
  for (let y = 80; y < 340; y += 28) for (let x = 96 + ((y / 28) % 2) * 14; x < 210; x += 28) pom += ring(x, y, 4);
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <circle cx="150" cy="150" r="92" fill={TEAL_D} stroke={GOLD} />
      <path d={rays(150, 150, 70, 92, 36, 0, 360, 0.5)} fill={GOLD} opacity=".3" />
      {/* The veil of pomegranates between the pillars. */}
      <path d="M84 64H216V360H84Z" fill={p.ox} stroke={GOLD} />
      <path d={pom} fill={OX} stroke={GOLD_HI} strokeWidth=".6" />
      <Column x={62} top={60} base={380} w={26} fill="#0e0d0b" />
      <Column x={238} top={60} base={380} w={26} fill={IVORY} />
      <text x="62" y="200" fill={GOLD_HI} fontSize="18" textAnchor="middle" fontFamily="'DejaVu Sans', sans-serif" fontWeight="bold">B</text>
      <text x="238" y="200" fill={INK} fontSize="18" textAnchor="middle" fontFamily="'DejaVu Sans', sans-serif" fontWeight="bold">J</text>
      <Dais cx={150} y={388} w={120} />
      <path d="M104 300h92v90h-92Z" fill="#14120f" stroke={GOLD} />
      {f.el}
      {/* The triple moon crown and the scroll. */}
      <path d={`M${hx - 5} ${hy - 16}a5 5 0 1 0 10 0a5 5 0 1 0 -10 0Z`} fill={IVORY} stroke={GOLD} />
      <path d={`M${hx - 6} ${hy - 14}a8 8 0 0 1 -10 -8a7 7 0 0 0 10 8ZM${hx + 6} ${hy - 14}a8 8 0 0 0 10 -8a7 7 0 0 1 -10 8Z`} fill={IVORY} stroke={GOLD} strokeWidth=".6" />
      <path d={`M${f.lap[0] - 20} ${f.lap[1] - 24}h40v10h-40Z`} fill={IVORY} stroke={GOLD} strokeWidth=".8" />
      <path d={`${ring(f.lap[0] - 20, f.lap[1] - 19, 5)}${ring(f.lap[0] + 20, f.lap[1] - 19, 5)}`} fill={IVORY} stroke={GOLD} strokeWidth=".8" />
      <text x={f.lap[0]} y={f.lap[1] - 16} fill={OX_D} fontSize="7" textAnchor="middle" fontFamily="'DejaVu Sans', sans-serif" fontWeight="bold">TORA</text>
      <path d="M120 428a30 16 0 1 0 60 0a26 12 0 1 1 -60 0Z" fill={p.gold} stroke={GOLD_HI} strokeWidth=".6" />
      <path d={`M${hx - 1} ${hy + 22}h2v6h4v2h-4v8h-2v-8h-4v-2h4Z`} fill={GOLD_HI} />
    </g>
  );
};

const empress = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 400, s: 1.34, pose: 'sit', dress: 'gown', c1: p.gold, c2: OX, skin: SKIN.tan, hair: 'curls', hairColor: '#3a2414', left: [20, -40], right: [60, 170], turn: -0.2, mouth: 'smile' });
  const [hx, hy] = f.head;
  let wheat = '';
  for (const bx of [44, 58, 242, 256]) {
    wheat += `M${bx} 440Q${bx + 2} 380 ${bx + (bx < 150 ? 6 : -6)} 330`;
    for (let k = 0; k < 5; k++) {
      const yy = 336 + k * 8;
      const xx = bx + (bx < 150 ? 5 : -5) - k * 0.4;
      wheat += `M${xx} ${yy}l-4 -6M${xx} ${yy}l4 -6`;
    }
  }
  let glass = '';
  for (let x = 50; x <= 250; x += 20) glass += `M${x} 60V330`;
  for (let y = 90; y < 330; y += 30) glass += `M40 ${y}H260`;
  const stars = Array.from({ length: 12 }, (_, i) => polar(hx, hy - 2, 20, -88 + i * 16)).map(([x, y]) => star(x, y, 2.6, 6, 0.45)).join('');
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      <path d={steppedArch(150, 340, 220, 300, 4)} fill={TEAL_D} stroke={GOLD} strokeWidth="1.2" />
      <path d={glass} stroke={GOLD} strokeWidth=".5" opacity=".45" />
      <Glow x={150} y={170} r={120} fill={p.glow} opacity={0.5} />
      <Palm x={62} base={340} h={190} lean={10} />
      <Palm x={238} base={340} h={200} lean={-12} />
      <Floor y0={338} fill="#1c2a27" rows={6} opacity={0.4} />
      {throne(150, 332, 110, 150, OX_D)}
      {f.el}
      <path d={rays(f.waist[0], f.waist[1], 6, 90, 11, 156, 204, 0.55)} fill={OX} opacity=".7" />
      <path d={stars} fill={GOLD_HI} stroke={GOLD_LO} strokeWidth=".4" />
      <path d={`M${f.rh[0]} ${f.rh[1] + 12}V${f.rh[1] - 36}`} stroke={GOLD_HI} strokeWidth="3" />
      <circle cx={f.rh[0]} cy={f.rh[1] - 40} r="5.5" fill={p.gold} stroke={GOLD_LO} />
      <path d="M70 362q-16 -20 0 -32q8 -4 14 4q6 -8 14 -4q16 12 0 32l-14 14Z" fill={p.ox} stroke={GOLD} />
      <path d={`${ring(84, 348, 5)}M84 353v10M79 358h10`} fill="none" stroke={GOLD_HI} strokeWidth="1.4" />
      <path d={wheat} stroke={GOLD} strokeWidth="1.3" fill="none" strokeLinecap="round" />
    </g>
  );
};

const emperor = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 402, s: 1.34, pose: 'sit', dress: 'robe', build: 'broad', c1: p.ox, c2: GOLD, skin: SKIN.fair, hair: 'crown', hairColor: '#cfcac0', beard: true, left: [40, 100], right: [40, 150], mouth: 'stern', eyes: 'open' });
  const ram = (x: number, k: number) => (
    <g transform={`translate(${x} 312) scale(${k} 1)`} stroke={GOLD} strokeWidth=".8">
      <path d="M0 0q-6 8 -2 18l6 -2q-2 -8 2 -12Z" fill={IVORY} />
      <path d="M-2 2a8 8 0 1 1 10 10a5 5 0 1 0 -4 -7" fill="none" stroke={GOLD_HI} strokeWidth="2" />
    </g>
  );
  return (
    <g>
      {p.defs}
      <rect x="30" y="40" width="240" height="400" fill={OX_D} />
      <Glow x={150} y={250} r={150} fill={p.glow} opacity={0.45} />
      <path d={rays(150, 330, 30, 320, 26, -90, 90, 0.5)} fill={GOLD} opacity=".12" />
      <Skyline seed={21} base={360} hMin={60} hMax={220} fill="#1a0c10" />
      <path d={ziggurat(150, 330, 160, 250, 5, 0.35)} fill="#2a2622" stroke={GOLD} />
      <path d={rayLines(150, 200, 20, 60, 11, -90, 90)} stroke={GOLD} strokeWidth=".8" opacity=".6" />
      <path d="M66 330H234V400H66Z" fill="#2a2622" stroke={GOLD} />
      <Floor y0={400} fill="#171310" rows={3} />
      {ram(80, 1)}
      {ram(220, -1)}
      {f.el}
      {/* Ankh sceptre and orb. */}
      <path d={`M${f.rh[0]} ${f.rh[1] + 14}V${f.rh[1] - 40}`} stroke={GOLD_HI} strokeWidth="3.4" />
      <path d={`M${f.rh[0] - 8} ${f.rh[1] - 40}h16M${f.rh[0]} ${f.rh[1] - 42}a5 6.5 0 1 1 .1 0`} stroke={GOLD_HI} strokeWidth="2.6" fill="none" />
      <circle cx={f.lh[0]} cy={f.lh[1] - 8} r="8" fill={p.gold} stroke={GOLD_LO} />
      <path d={`M${f.lh[0] - 8} ${f.lh[1] - 8}h16M${f.lh[0]} ${f.lh[1] - 16}v-5M${f.lh[0] - 3} ${f.lh[1] - 19}h6`} stroke={GOLD_LO} />
      <path d="M136 404h28M140 388v16M160 388v16" stroke={GOLD} strokeWidth=".6" />
    </g>
  );
};

const hierophant = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 370, s: 1.2, pose: 'sit', dress: 'robe', build: 'stout', c1: p.ox, c2: GOLD, skin: SKIN.brown, hair: 'bald', left: [30, 150], right: [40, 150], mouth: 'calm', eyes: 'down' });
  const [hx, hy] = f.head;
  const tiara = `M${hx - 8} ${hy - 6}L${hx - 7} ${hy - 14}L${hx - 5.5} ${hy - 14}L${hx - 5} ${hy - 22}L${hx - 3.5} ${hy - 22}L${hx - 3} ${hy - 30}Q${hx} ${hy - 36} ${hx + 3} ${hy - 30}L${hx + 3.5} ${hy - 22}L${hx + 5} ${hy - 22}L${hx + 5.5} ${hy - 14}L${hx + 7} ${hy - 14}L${hx + 8} ${hy - 6}Z`;
  const acolyte = (x: number, c: string, flower: string) => (
    <g stroke={GOLD} strokeWidth=".8">
      <path d={`M${x - 24} 440Q${x - 26} 392 ${x - 14} 382Q${x} 376 ${x + 14} 382Q${x + 26} 392 ${x + 24} 440Z`} fill={c} />
      <circle cx={x} cy={372} r="10" fill={HAIR_BLACK} />
      <path d={`M${x - 6} 368a6 4 0 1 0 12 0a6 4 0 1 0 -12 0`} fill={SKIN.olive} />
      <path d={[0, 1, 2, 3].map((i) => ring(x - 12 + (i % 2) * 20, 400 + Math.floor(i / 2) * 20, 3.5)).join('')} fill={flower} stroke="none" />
    </g>
  );
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      <path d={steppedArch(150, 380, 190, 330, 4)} fill={TEAL_D} stroke={GOLD} />
      <path d={steppedArch(150, 380, 130, 290, 3)} fill="#1a3230" stroke={GOLD} strokeWidth=".7" />
      <path d={rays(150, 200, 24, 140, 20, -90, 90, 0.4)} fill={GOLD} opacity=".25" />
      <Column x={58} top={60} base={380} w={22} fill="#2a2622" />
      <Column x={242} top={60} base={380} w={22} fill="#2a2622" />
      <Floor y0={380} fill="#191612" rows={3} />
      {throne(150, 312, 100, 200, '#2a2622')}
      {f.el}
      <path d={tiara} fill={p.gold} stroke={GOLD_LO} strokeWidth=".6" />
      <path d={`M${hx - 6} ${hy - 14}h12M${hx - 4.5} ${hy - 22}h9`} stroke={OX} strokeWidth="1.2" />
      <path d={`M${f.rh[0]} ${f.rh[1] + 6}V${f.rh[1] - 70}M${f.rh[0] - 8} ${f.rh[1] - 62}h16M${f.rh[0] - 6} ${f.rh[1] - 54}h12M${f.rh[0] - 4} ${f.rh[1] - 46}h8`} stroke={GOLD_HI} strokeWidth="2.6" />
      <path d={`M${f.lh[0]} ${f.lh[1] - 4}l-3 -6M${f.lh[0] + 2} ${f.lh[1] - 4}l0 -7`} stroke={SKIN.brown} strokeWidth="2" strokeLinecap="round" />
      <path d="M136 350l28 18M164 350l-28 18" stroke={p.goldH} strokeWidth="3" />
      <path d={`${ring(135, 349, 3.5)}${ring(165, 349, 3.5)}`} fill="none" stroke={GOLD_HI} strokeWidth="1.6" />
      {acolyte(96, p.ox, IVORY)}
      {acolyte(204, p.teal, OX)}
    </g>
  );
};

const lovers = (ctx: SceneContext) => {
  const p = paints(ctx);
  const man = person({ x: 100, y: 414, s: 1.08, dress: 'tux', build: 'broad', skin: SKIN.brown, hair: 'sleek', left: [10, 4], right: [55, 80], turn: 0.8, eyes: 'up' });
  const woman = person({ x: 200, y: 414, s: 1.06, dress: 'gown', c1: p.ivory, c2: GOLD, skin: SKIN.fair, hair: 'bob', hairColor: '#c98a3a', left: [55, 80], right: [10, 4], turn: -0.8, eyes: 'up', mouth: 'smile' });
  const angel = person({ x: 150, y: 222, s: 0.58, pose: 'float', dress: 'robe', c1: p.ox, c2: GOLD, skin: SKIN.ivory, hair: 'curls', hairColor: '#d9a94a', left: [95, 120], right: [95, 120], eyes: 'closed', mouth: 'smile' });
  const wingL = fan(150, 130, 70, -100, -30, 8);
  const wingR = fan(150, 130, 70, 30, 100, 8);
  let flames = '';
  for (let i = 0; i < 12; i++) {
    const [x, y] = [44 + (i % 3) * 12, 200 + Math.floor(i / 3) * 16];
    flames += `M${x} ${y + 10}q-6 -8 0 -16q2 6 6 6q-2 6 -6 10Z`;
  }
  let apples = '';
  for (let i = 0; i < 7; i++) apples += ring(236 + ((i * 13) % 26) - 8, 196 + i * 9, 3.2);
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <Glow x={150} y={120} r={130} fill={p.glow} opacity={0.8} />
      <path d={rays(150, 120, 30, 260, 28, -180, 180, 0.45)} fill={GOLD} opacity=".2" />
      <path d={wingL.outline + wingR.outline} fill={p.teal} stroke={GOLD} />
      <path d={wingL.ribs + wingR.ribs} stroke={GOLD} strokeWidth=".7" />
      <path d={rayLines(150, 126, 12, 26, 13, -90, 90)} stroke={GOLD_HI} strokeWidth="1.6" />
      {angel.el}
      <path d={ziggurat(150, 330, 90, 80, 4, 0.25)} fill={TEAL_D} stroke={GOLD} />
      <path d="M30 330H270V440H30Z" fill="#1b2a22" />
      <path d={waves(30, 270, 336, 2, 16) + waves(30, 270, 350, 2, 16)} stroke={GOLD} strokeWidth=".5" fill="none" opacity=".4" />
      {/* Tree of flames (left) and tree of knowledge with the serpent (right). */}
      <path d="M56 330V270" stroke="#5a3a22" strokeWidth="6" />
      <path d={flames} fill={GOLD} stroke={OX} strokeWidth=".6" />
      <path d="M244 330V250" stroke="#5a3a22" strokeWidth="6" />
      <circle cx="244" cy="214" r="30" fill={TEAL_D} stroke={GOLD} />
      <path d={apples} fill={OX} stroke={GOLD_HI} strokeWidth=".5" />
      <path d="M244 320q-12 -10 0 -20q12 -10 0 -20q-10 -8 -2 -16" stroke={TEAL} strokeWidth="3" fill="none" />
      <path d="M244 320q-12 -10 0 -20q12 -10 0 -20q-10 -8 -2 -16" stroke={GOLD} strokeWidth=".6" fill="none" />
      {man.el}
      {woman.el}
    </g>
  );
};

/** Wavy lines across (for water and lawns). */
function waves(x0: number, x1: number, y: number, amp: number, len: number) {
  let d = `M${x0} ${y}`;
  for (let x = x0; x < x1; x += len) d += `q${len / 4} ${-amp} ${len / 2} 0t${len / 2} 0`;
  return d;
}

const chariot = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 150, y: 420, s: 1.18, dress: 'uniform', c1: p.teal, c2: GOLD, skin: SKIN.olive, hair: 'helmet', left: [40, 120], right: [30, 60], mouth: 'stern' });
  let grille = '';
  for (let x = 132; x <= 168; x += 4) grille += `M${x} 330V404`;
  let stars = '';
  for (let i = 0; i < 18; i++) stars += star(48 + ((i * 37) % 204), 52 + ((i * 23) % 40), 2.4, 6, 0.4);
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <path d="M30 40H270V96Q150 112 30 96Z" fill={TEAL_D} stroke={GOLD} />
      <path d={stars} fill={GOLD_HI} />
      <Skyline seed={33} base={290} hMin={50} hMax={160} fill="#141a19" />
      <path d="M30 290H270V440H30Z" fill="#181613" />
      <path d="M150 290L60 440M150 290L240 440M150 290V440" stroke={GOLD} strokeWidth=".7" opacity=".4" />
      {f.el}
      {/* The roadster, head-on. */}
      <path d="M60 330Q58 300 100 292L200 292Q242 300 240 330Z" fill={p.ox} stroke={GOLD} />
      <path d="M96 292L108 262H192L204 292" fill="#8fd0c4" fillOpacity=".25" stroke={GOLD} />
      <path d="M44 420Q38 340 80 318L220 318Q262 340 256 420Z" fill={p.ox} stroke={GOLD} strokeWidth="1.2" />
      <path d="M46 400H254V420H46Z" fill={p.goldH} stroke={GOLD_LO} />
      <path d="M122 326Q150 314 178 326V406H122Z" fill="#161310" stroke={GOLD} />
      <path d={grille} stroke={p.goldH} strokeWidth="2" />
      <circle cx="84" cy="356" r="16" fill={p.gold} stroke={GOLD_LO} />
      <circle cx="216" cy="356" r="16" fill={p.gold} stroke={GOLD_LO} />
      <circle cx="84" cy="356" r="10" fill={IVORY} />
      <circle cx="216" cy="356" r="10" fill={IVORY} />
      <path d="M40 420h24v20h-24ZM236 420h24v20h-24Z" fill={INK} stroke={GOLD} />
      <path d={star(150, 316, 7, 8, 0.4)} fill={GOLD_HI} />
      {sphinx(92, 318, 1, INK, GOLD, '#3a2a20')}
      {sphinx(208, 318, 1, IVORY, TEAL, SKIN.ivory)}
      <path d={`M${f.rh[0]} ${f.rh[1]}L${f.rh[0] + 10} ${f.rh[1] - 60}`} stroke={p.goldH} strokeWidth="3" />
      <path d={star(f.rh[0] + 10, f.rh[1] - 64, 6, 8, 0.4)} fill={GOLD_HI} />
    </g>
  );
};

const strength = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 118, y: 416, s: 1.3, dress: 'gown', c1: p.ivory, c2: GOLD, skin: SKIN.deep, hair: 'long', hairColor: HAIR_BLACK, left: [20, 0], right: [60, 80], turn: 0.7, eyes: 'down', mouth: 'smile' });
  const [hx, hy] = f.head;
  let roses = '';
  for (let i = 0; i < 7; i++) roses += ring(f.waist[0] - 12 + i * 4, f.waist[1] + 2 + (i % 2) * 2, 2);
  return (
    <g>
      {p.defs}
      <rect x="30" y="40" width="240" height="400" fill={TEAL_D} />
      <Glow x={150} y={160} r={140} fill={p.glow} opacity={0.6} />
      <path d={rays(150, 300, 40, 300, 24, -90, 90, 0.5)} fill={GOLD} opacity=".14" />
      <path d={ziggurat(60, 330, 60, 80, 4, 0.3) + ziggurat(240, 330, 60, 90, 4, 0.3)} fill="#1f3a2f" stroke={GOLD} />
      <Floor y0={330} fill="#1a2a22" rows={5} opacity={0.35} />
      {/* The lion, its mane a sunburst. */}
      <g stroke={GOLD} strokeWidth=".9">
        <path d="M176 420Q168 340 200 320Q240 310 252 350Q262 400 254 420Z" fill="#b07a32" />
        <path d="M250 390q18 -6 12 -30" fill="none" strokeWidth="2.4" stroke="#b07a32" />
        <path d={rays(200, 296, 14, 48, 22, -180, 180, 0.8)} fill={OX} />
        <circle cx="200" cy="296" r="32" fill={p.gold} />
        <path d="M188 292q4 -3 8 0M204 292q4 -3 8 0" stroke={INK} strokeWidth="1.3" fill="none" />
        <path d="M196 302h8l-4 5Z" fill={INK} />
        <path d="M190 312q10 8 20 0" fill={OX_D} stroke={INK} />
        <path d="M190 420v-26M232 420v-22" stroke={GOLD_LO} strokeWidth="1" />
      </g>
      {f.el}
      <path d={lemniscate(hx, hy - 24, 30)} fill="none" stroke={GOLD_HI} strokeWidth="2.2" />
      <path d={roses} fill={OX} stroke="none" />
      <path d={`M${hx - 9} ${hy - 8}q9 -6 18 0`} stroke={OX} strokeWidth="2.4" fill="none" strokeDasharray="2 1.5" />
    </g>
  );
};

const hermit = (ctx: SceneContext) => {
  const p = paints(ctx);
  const f = person({ x: 140, y: 262, s: 1.16, dress: 'coat', c1: '#4a4a52', c2: GOLD_LO, skin: SKIN.fair, hair: 'cap', hairColor: '#4a4a52', beard: true, left: [20, 10], right: [70, 120], eyes: 'down', turn: 0.5, build: 'broad' });
  const [lx, ly] = f.rh;
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <path d="M70 80a22 22 0 1 0 26 30a18 18 0 1 1 -26 -30Z" fill={IVORY} opacity=".9" />
      <path d={[[40, 150], [250, 70], [230, 140], [56, 60], [210, 50], [260, 200], [44, 220]].map(([x, y]) => star(x!, y!, 2.4, 4, 0.3)).join('')} fill={GOLD_HI} />
      <Skyline seed={9} base={440} hMin={30} hMax={110} fill="#0f1312" opacity={0.9} />
      {/* The crown of the skyscraper, stepped arches and a spire. */}
      <path d={ziggurat(140, 440, 150, 178, 5, 0.36)} fill="#23211d" stroke={GOLD} />
      <path d={[0, 1, 2].map((i) => steppedArch(140, 440 - i * 38, 110 - i * 22, 30, 2)).join('')} fill="none" stroke={GOLD} strokeWidth=".7" />
      <path d={rayLines(140, 300, 12, 50, 9, -80, 80)} stroke={GOLD} strokeWidth=".6" opacity=".6" />
      <path d="M112 262H168V268H112Z" fill={p.gold} />
      <Glow x={lx + 6} y={ly + 14} r={60} fill={p.glow} />
      {f.el}
      <path d={`M${f.lh[0]} ${f.lh[1] - 60}V${f.lh[1] + 32}`} stroke="#6b4524" strokeWidth="3" strokeLinecap="round" />
      <g stroke={GOLD} strokeWidth=".8">
        <path d={`M${lx + 6} ${ly}v4`} />
        <path d={`M${lx - 4} ${ly + 4}h20l-3 4v18l3 4h-20l3 -4v-18Z`} fill={GOLD_HI} fillOpacity=".85" />
        <path d={hexagram(lx + 6, ly + 17, 6)} fill="none" stroke={OX} strokeWidth="1.1" />
      </g>
    </g>
  );
};

/** One of the four living creatures in a sunburst medallion at (x, y): 0 angel, 1 eagle, 2 lion, 3 bull. */
export function creature(x: number, y: number, kind: number, gold: string) {
  return (
    <g stroke={GOLD} strokeWidth=".8">
      <circle cx={x} cy={y} r="22" fill={TEAL_D} />
      <path d={rays(x, y, 16, 22, 16, 0, 360, 0.5)} fill={GOLD} opacity=".5" stroke="none" />
      {kind === 0 && <path d={`M${x - 7} ${y + 10}Q${x} ${y - 20} ${x + 7} ${y + 10}ZM${x - 16} ${y - 2}l9 4M${x + 16} ${y - 2}l-9 4`} fill={SKIN.fair} />}
      {kind === 0 && <path d={`M${x - 7} ${y - 6}q7 -10 14 0`} fill={HAIR_BLACK} />}
      {kind === 1 && <path d={`M${x - 8} ${y - 2}q6 -12 14 -4l6 2l-6 3q-2 8 -10 10ZM${x - 14} ${y + 4}l10 -2`} fill={IVORY} />}
      {kind === 2 && <path d={`${ring(x, y, 12)}`} fill={OX} />}
      {kind === 2 && <path d={`M${x - 6} ${y - 6}h12v8q-6 8 -12 0Z`} fill={gold} />}
      {kind === 3 && <path d={`M${x - 7} ${y - 8}h14l-2 14h-10ZM${x - 7} ${y - 8}q-8 -2 -8 -8M${x + 7} ${y - 8}q8 -2 8 -8`} fill="#8a5a36" />}
    </g>
  );
}

const wheel = (ctx: SceneContext) => {
  const p = paints(ctx);
  const [cx, cy, R] = [150, 236, 78];
  let spokes = '';
  for (let i = 0; i < 8; i++) {
    const [x, y] = polar(cx, cy, R - 14, i * 45);
    spokes += `M${cx} ${cy}L${r1(x)} ${r1(y)}`;
  }
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const [a, b] = [polar(cx, cy, R - 4, i * 30), polar(cx, cy, R - 12, i * 30)];
    ticks += `M${pts([a, b])}`;
  }
  const letters = ['T', 'A', 'R', 'O'].map((t, i) => {
    const [x, y] = polar(cx, cy, R - 24, i * 90);
    return (
      <text key={t} x={r1(x)} y={r1(y + 4)} fill={INK} fontSize="12" fontWeight="bold" textAnchor="middle" fontFamily="'DejaVu Sans', sans-serif">
        {t}
      </text>
    );
  });
  const corner = (x: number, y: number, kind: number) => creature(x, y, kind, p.gold);
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      <path d={ziggurat(150, 440, 236, 320, 7, 0.3)} fill={TEAL_D} stroke={GOLD} />
      <path d={rays(cx, cy, R, 200, 32, 0, 360, 0.35)} fill={GOLD} opacity=".12" />
      <circle cx={cx} cy={cy} r={R + 6} fill={p.gold} stroke={GOLD_LO} />
      <circle cx={cx} cy={cy} r={R} fill="#1c1915" stroke={GOLD_HI} />
      <circle cx={cx} cy={cy} r={R - 16} fill={p.gold} stroke={GOLD_LO} />
      <circle cx={cx} cy={cy} r={R - 32} fill={OX_D} stroke={GOLD} />
      <path d={spokes} stroke={GOLD} strokeWidth="1.4" />
      <path d={ticks} stroke={GOLD_HI} strokeWidth="1.6" />
      {letters}
      <circle cx={cx} cy={cy} r="10" fill={p.gold} stroke={GOLD_LO} />
      <path d={`M${cx} ${cy - 6}L${cx} ${cy - 36}M${cx} ${cy}L${cx + 22} ${cy + 10}`} stroke={GOLD_HI} strokeWidth="2.4" strokeLinecap="round" />
      {sphinx(cx, cy - R - 6, 1.1, IVORY, TEAL, SKIN.ivory)}
      <Blade x={cx + 22} y={cy - R - 30} deg={10} len={36} />
      <path d={`M${cx - R - 14} ${cy - 40}q14 16 0 32q-14 16 0 32q12 14 0 30`} stroke={TEAL} strokeWidth="4" fill="none" />
      <path d={`M${cx - R - 14} ${cy - 40}l-4 -4l6 1`} stroke={TEAL} strokeWidth="3" fill="none" />
      <path d={`M${cx + R + 10} ${cy + 60}q-10 -20 4 -40l4 -12l4 8q-6 10 -2 24q6 10 0 20Z`} fill="#8a2334" stroke={GOLD} />
      <path d="M30 380H270V440H30Z" fill="#15130f" stroke={GOLD} />
      {corner(58, 70, 0)}
      {corner(242, 70, 1)}
      {corner(58, 410, 2)}
      {corner(242, 410, 3)}
    </g>
  );
};

/** The majors 0-X. */
export const MAJORS_A: DeckScenes = {
  'the-fool': fool,
  'the-magician': magician,
  'the-high-priestess': priestess,
  'the-empress': empress,
  'the-emperor': emperor,
  'the-hierophant': hierophant,
  'the-lovers': lovers,
  'the-chariot': chariot,
  strength,
  'the-hermit': hermit,
  'wheel-of-fortune': wheel,
};

