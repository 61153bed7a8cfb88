import { r1 } from '../../../art-kit';
import type { DeckScenes, SceneContext } from '../../types';
import { livingCreature } from './major-b';
import { Cloud, Face, Figure, figurePoints, type FigureProps, Glow, HAIR, Halo, Horse, Moon, Mountains, NightSky, pt, Reflection, Shadow, SKIN, SN, starPath, Stars, Twinkle, WandObj, Water, Wings } from './kit';

/** Gold sparks / yods (teardrops) at the points, r size, falling. */
const yods = (pts: readonly (readonly [number, number])[], r = 3, color: string = SN.gold) => <path d={pts.map(([x, y]) => `M${pt(x, y - r * 1.6)}q${r1(r)} ${r1(r * 1.2)} 0 ${r1(r * 2)}q${r1(-r)} ${r1(-r * 0.8)} 0 ${r1(-r * 2)}Z`).join('')} fill={color} />;

/** The Devil: horned and bat-winged on a black altar in an ember-lit cavern, a reversed star above, torch lowered; two small-horned people loosely chained to the altar. */
function devil(ctx: SceneContext) {
  const fig: FigureProps = { x: 150, y: 300, s: 1.5, pose: 'sit', armL: [30, -30], armR: [60, -110], skin: '#7a6a9a', hair: HAIR.black, hairStyle: 'crop', beard: 'short', robe: '#3a1a2a', trim: SN.ember, head: 'horns', headColor: '#d9cfae', look: 0, mood: 'fierce', light: -1, build: 1.2 };
  const P = figurePoints(fig);
  const bound = (x: number, flip: number, robe: string, hair: string, skin: string, style: FigureProps['hairStyle']): FigureProps => ({ x, y: 430, s: 1.05, armL: [10, 0], armR: [10, 0], skin, hair, hairStyle: style, robe, trim: SN.ember, head: 'horns', headColor: '#8a6a5a', look: flip * 0.5, mood: 'sad', light: -1 });
  return (
    <g>
      <rect x="30" y="40" width="240" height="400" fill="#120814" />
      <Glow ctx={ctx} name="ember" x={150} y={300} r={200} color="#c2412a" opacity={0.55} />
      <path d="M30 40H270V140Q240 100 200 96Q150 60 100 96Q60 100 30 150Z" fill="#0a050c" />
      <path d="M30 150Q60 100 100 96Q150 60 200 96Q240 100 270 140" stroke="#e0673a" strokeWidth="1" opacity=".5" fill="none" />
      <path d={starPath(150, 118, 18, 7, 5, 180)} fill="none" stroke={SN.gold} strokeWidth="2" />
      <Wings x={150} y={P.head[1] + 26} s={1.25} color="#3a1830" bat spread={0.7} />
      <path d="M110 300h80v100h-80Z" fill="#1a0e18" stroke="#e0673a" strokeWidth="1" strokeOpacity=".5" />
      <path d="M104 300h92v-8h-92Z" fill="#2a1622" />
      <circle cx="150" cy="330" r="5" fill="none" stroke="#9a9aaa" strokeWidth="2" />
      <Figure {...fig} />
      <path d={`M${pt(P.l[0], P.l[1] - 4)}L${pt(P.l[0] - 6, P.l[1] + 40)}`} stroke="#6b4a2e" strokeWidth="3" />
      <path d={`M${pt(P.l[0] - 6, P.l[1] + 40)}q-8 8 -2 18q4 -6 6 -2q6 -8 -4 -16Z`} fill={SN.amber} />
      <Halo x={P.l[0] - 6} y={P.l[1] + 50} r={24} color={SN.amber} />
      <path d="M30 400Q150 390 270 400V440H30Z" fill="#1d0f1a" />
      <Figure {...bound(90, 1, '#7a3a4a', HAIR.auburn, SKIN[1], 'long')} />
      <Figure {...bound(210, -1, '#4a3a6a', HAIR.black, SKIN[4], 'short')} />
      <path d="M150 332Q120 350 92 352M150 332Q180 350 208 352" fill="none" stroke="#b0b0c0" strokeWidth="1.4" strokeDasharray="3 1.5" />
      <path d="M84 478M86 320q-10 -10 -2 -20M214 320q10 -10 2 -20" stroke="none" />
      <path d="M94 420q10 10 4 20M206 420q-10 10 -4 20" stroke={SN.ember} strokeWidth="2" fill="none" />
    </g>
  );
}

/** A figure falling: scaled and turned Figure props. */
const faller = (x: number, y: number, rot: number, robe: string, hair: string, skin: string, style: FigureProps['hairStyle'], head: FigureProps['head']): FigureProps => ({ x, y, s: 0.8, rotate: rot, armL: [150, 20], armR: [120, -10], skin, hair, hairStyle: style, robe, trim: SN.gold, dress: 'tunic', legs: '#2a2246', head, look: 0, mood: 'open', light: 1 });

/** The Tower: a cliff-top observatory split by lightning, its dome blown off, fire in its windows, two people falling among the sparks over a black sea. */
function tower(ctx: SceneContext) {
  return (
    <g>
      <NightSky ctx={ctx} top="#07061a" bottom="#2a2050" seed={161} stars={30} />
      <Cloud x={70} y={90} w={110} color="#221e44" />
      <Cloud x={220} y={110} w={120} color="#262250" />
      <Water ctx={ctx} y={380} top="#1a1a40" />
      <path d="M100 440L110 380Q120 360 140 360H180Q200 362 206 380L220 440Z" fill="#1a1430" />
      <path d="M126 366h74v-200h-74Z" fill="#3a3466" stroke={SN.ink} />
      <path d="M126 366h20v-200h-20Z" fill="#0a0826" opacity=".3" />
      <path d="M126 196h74M126 226h74M126 256h74M126 286h74M126 316h74M126 346h74M150 166v30M176 196v30M150 226v30M176 256v30M150 286v30M176 316v30M150 346v20" stroke="#25204a" strokeWidth="1.4" />
      <path d="M200 166v200" stroke={SN.ice} opacity=".4" />
      <Halo x={163} y={250} r={50} color={SN.ember} />
      <path d="M146 220h14v22h-14ZM168 290h14v22h-14Z" fill={SN.amber} />
      <path d="M146 224q4 -18 8 -8q4 -14 8 4ZM168 294q4 -16 8 -8q4 -12 8 4Z" fill={SN.ember} />
      <path d="M122 166L204 166L190 150Q164 140 136 150Z" fill="#5a5080" stroke={SN.ink} />
      <path d="M124 166q10 -14 8 -30q12 6 14 -10q12 10 18 -8q8 14 20 6q-2 16 12 24l8 18Z" fill={SN.amber} />
      <path d="M140 166q6 -10 4 -20q10 4 12 -6q8 8 14 -4q4 10 14 4q-2 10 8 18Z" fill={SN.gold} />
      <g transform="rotate(-28 200 110)">
        <path d="M170 120Q198 80 226 120Z" fill="#6a6090" stroke={SN.ink} />
        <path d="M176 120Q198 92 220 120" stroke={SN.ice} opacity=".6" fill="none" />
        <path d="M196 100l30 -12l2 4l-30 12Z" fill="#b08a3e" stroke={SN.ink} />
      </g>
      <Glow ctx={ctx} name="bolt" x={120} y={110} r={80} color={SN.ice} opacity={0.5} />
      <path d="M40 44L98 92L86 98L144 150L116 112L128 106Z" fill="#fff8dc" stroke={SN.gold} strokeWidth="1.5" />
      {yods([[90, 200], [220, 180], [240, 240], [70, 260], [106, 310], [226, 300], [60, 340], [236, 350]], 3.5)}
      <Figure {...faller(88, 210, 160, '#3d5cb8', HAIR.brown, SKIN[2], 'short', 'crown')} />
      <Figure {...faller(232, 230, -150, '#a8283e', HAIR.black, SKIN[4], 'long', 'none')} />
    </g>
  );
}

/** A round-bellied jar (amphora) at x,y, s scale, tipped by rot degrees. */
const jar = (x: number, y: number, s: number, rot: number, color = '#c9a86a') => (
  <g transform={`translate(${r1(x)} ${r1(y)}) rotate(${rot}) scale(${s})`}>
    <path d="M-3 -10h6v3q7 3 7 10q0 8 -10 9q-10 -1 -10 -9q0 -7 7 -10Z" fill={color} stroke={SN.ink} strokeWidth=".8" />
    <path d="M4 -4q4 4 2 10" stroke="#fff" strokeWidth="1" opacity=".6" fill="none" />
  </g>
);

/** The Star: a woman kneels on a lake shore pouring from two jars, one into the water, one onto the land; the great eight-pointed star and seven small ones overhead and in the water; an ibis in a tree. */
function star(ctx: SceneContext) {
  const fig: FigureProps = { x: 150, y: 386, s: 1.7, pose: 'kneel', armL: [48, -6], armR: [50, -8], skin: SKIN[3], hair: HAIR.blue, hairStyle: 'long', robe: '#cfe6f6', trim: SN.cyan, dress: 'coat', legs: '#7a9ac8', look: -0.3, mood: 'calm', light: 1, build: 0.95 };
  const P = figurePoints(fig);
  const small = [[64, 80], [236, 76], [52, 148], [248, 146], [84, 206], [216, 206], [150, 216]] as const;
  return (
    <g>
      <NightSky ctx={ctx} top="#070a26" bottom="#2a3c86" seed={171} stars={60} avoid={[[150, 118, 50]]} />
      <Glow ctx={ctx} name="star" x={150} y={118} r={70} color="#fff6d0" opacity={0.7} />
      <path d={starPath(150, 118, 38, 10, 8)} fill={SN.gold} stroke="#fff6d0" strokeWidth="1" />
      <path d={starPath(150, 118, 22, 7, 8, 22.5)} fill="#fff8dc" />
      <path d={small.map(([x, y]) => starPath(x, y, 9, 3, 8)).join('')} fill="#f4f2ff" />
      <Mountains y={320} height={50} color="#1f2a66" seed={40} snow={SN.silver} />
      <Water ctx={ctx} y={320} glowX={150} />
      <path d={starPath(150, 346, 14, 4, 8)} fill={SN.gold} opacity=".45" transform="scale(1 .5) translate(0 346)" />
      <path d={small.slice(0, 4).map(([x, y]) => starPath(x, 318 + (320 - y) * 0.35 + 30, 4, 1.5, 8)).join('')} fill="#f4f2ff" opacity=".4" />
      <path d="M150 440Q150 380 190 370Q240 362 270 364V440Z" fill="#1c3a3a" />
      <path d="M150 440Q150 380 190 370Q240 362 270 364" stroke={SN.ice} opacity=".4" fill="none" />
      <path d="M246 368V260" stroke="#2a1a22" strokeWidth="4" />
      <path d="M222 280q0 -30 24 -34q26 4 22 34q-22 8 -46 0Z" fill="#12302e" />
      <path d="M250 254q6 -8 12 -4l-4 2q-2 6 -8 6Z" fill="#e07a50" stroke={SN.ink} strokeWidth=".5" />
      <path d="M254 250l6 -6" stroke={SN.ink} strokeWidth="1" />
      <Figure {...fig} />
      <path d={`M${pt(P.l[0] - 4, P.l[1] + 6)}Q${pt(P.l[0] - 14, P.l[1] + 24)} ${pt(P.l[0] - 12, 386)}`} stroke={SN.cyan} strokeWidth="3" fill="none" />
      <path d={`M${pt(P.l[0] - 4, P.l[1] + 6)}Q${pt(P.l[0] - 14, P.l[1] + 24)} ${pt(P.l[0] - 12, 386)}`} stroke="#fff" strokeWidth="1" fill="none" />
      <path d={`M${pt(P.r[0] + 4, P.r[1] + 6)}Q${pt(P.r[0] + 14, P.r[1] + 24)} ${pt(P.r[0] + 16, 390)}M${pt(P.r[0] + 16, 390)}l-8 10M${pt(P.r[0] + 16, 390)}l0 12M${pt(P.r[0] + 16, 390)}l10 8`} stroke={SN.cyan} strokeWidth="2.4" fill="none" strokeLinecap="round" />
      <path d={`M${pt(P.l[0] - 12, 388)}q-10 3 -18 0M${pt(P.l[0] - 12, 388)}q10 3 18 0`} stroke="#fff" strokeWidth="1" opacity=".7" fill="none" />
      {jar(P.l[0] - 2, P.l[1], 1, -60)}
      {jar(P.r[0] + 2, P.r[1], 1, 60)}
      <Reflection x={150} y={330} h={30} w={18} color="#fff6d0" />
    </g>
  );
}

/** A dog or wolf sitting and howling, facing right (flip for left) on x,y, s scale. */
function Howler({ x, y, s = 1, color, flip = false }: { x: number; y: number; s?: number; color: string; flip?: boolean }) {
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${flip ? -s : s} ${s})`}>
      <path d="M-16 0Q-22 -16 -12 -26L-4 -34Q0 -44 8 -50L18 -58L16 -50Q14 -44 10 -40Q6 -30 4 -20L6 0ZM-16 -2q-10 -2 -14 -10q8 4 14 2Z" fill={color} stroke={SN.ink} strokeWidth="1" />
      <path d="M4 -46l2 -10l4 6Z" fill={color} stroke={SN.ink} strokeWidth=".8" />
      <path d="M-2 -20v20M8 -50q-4 -6 -12 -2" stroke={SN.ink} strokeWidth=".8" fill="none" />
      <circle cx="9" cy="-48" r="1" fill={SN.ink} />
      <path d="M-12 -26Q-6 -40 8 -50" stroke={SN.ice} strokeWidth="1" opacity=".6" fill="none" />
    </g>
  );
}

/** The Moon: a full moon with a dreaming face drips dew over a path between two towers; a dog and a wolf howl, a crayfish climbs from the pool. */
function moon(ctx: SceneContext) {
  return (
    <g>
      <NightSky ctx={ctx} top="#0a0a2a" bottom="#33407a" seed={181} stars={50} avoid={[[150, 118, 60]]} />
      <Glow ctx={ctx} name="moon" x={150} y={118} r={90} color={SN.ice} opacity={0.55} />
      <Moon x={150} y={118} r={44} halo={false} />
      <path d="M150 60a58 58 0 0 1 0 116a44 44 0 0 0 0 -116Z" fill={SN.gold} opacity=".9" />
      <Face x={140} y={120} r={24} skin="#f4f1de" mood="closed" look={-0.2} />
      {yods([[96, 190], [120, 204], [150, 196], [180, 206], [206, 190], [134, 228], [168, 228]], 3.2, '#f8e27a')}
      <Mountains y={290} height={50} color="#232c66" seed={51} snow={SN.silver} />
      <path d="M30 290H270V440H30Z" fill="#1b2a48" />
      <path d="M50 300v-90h8v-8h-28v8M42 210h28v90h-28Z" fill="#3a3a70" stroke={SN.ink} />
      <path d="M42 210l14 -20l14 20Z" fill="#2a2858" stroke={SN.ink} />
      <path d="M230 300v-90h28v90ZM230 210l14 -20l14 20Z" fill="#3a3a70" stroke={SN.ink} />
      <path d="M52 230h8v12h-8ZM240 230h8v12h-8Z" fill={SN.gold} />
      <path d="M150 290Q170 310 140 330Q110 350 150 370Q180 385 160 400" stroke="#c9c1e0" strokeWidth="6" fill="none" opacity=".6" />
      <Howler x={78} y={372} s={1.2} color="#c9a86a" />
      <Howler x={222} y={372} s={1.2} color="#6a708f" flip />
      <Water ctx={ctx} y={400} glowX={150} top="#2a3a7a" />
      <path d="M138 412q12 -12 24 0l-4 18h-16ZM138 412l-8 -8M162 412l8 -8M134 404l-4 -4l4 -2M166 404l4 -4l-4 -2" fill="#c9573a" stroke="#c9573a" strokeWidth="1.6" />
      <path d="M30 400Q90 392 130 404M170 404Q210 392 270 400" stroke={SN.ice} opacity=".5" fill="none" />
    </g>
  );
}

/** The Sun: a great sun-lantern with a smiling face rises over a garden wall of sunflowers on a warm midsummer night; a laughing child rides a white pony with a red banner. */
function sun(ctx: SceneContext) {
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    const r0 = 50;
    const r = i % 2 ? 72 : 84;
    return `M${pt(150 + Math.cos(a - 0.1) * r0, 134 + Math.sin(a - 0.1) * r0)}L${pt(150 + Math.cos(a) * r, 134 + Math.sin(a) * r)}L${pt(150 + Math.cos(a + 0.1) * r0, 134 + Math.sin(a + 0.1) * r0)}Z`;
  }).join('');
  const child: FigureProps = { x: 140, y: 312, s: 0.95, pose: 'ride', armL: [120, 10], armR: [90, 30], skin: SKIN[2], hair: HAIR.blonde, hairStyle: 'curly', robe: '#f4f2ff', trim: SN.rose, dress: 'tunic', legs: '#f4f2ff', head: 'laurel', headColor: '#5fa36a', look: 0.2, mood: 'smile', light: 1 };
  const C = figurePoints(child);
  const flower = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <path d={`M${x} ${y}V${y + 40}`} stroke="#3f6a3a" strokeWidth="2" />
      <path d={starPath(x, y, 9, 4, 12)} fill={SN.gold} stroke="#8a5a14" strokeWidth=".5" />
      <circle cx={x} cy={y} r="4" fill="#5a3414" />
    </g>
  );
  return (
    <g>
      <NightSky ctx={ctx} top="#12104a" bottom="#6a3a6a" seed={191} stars={40} avoid={[[150, 134, 100]]} />
      <Glow ctx={ctx} name="sun" x={150} y={134} r={140} color={SN.gold} opacity={0.6} />
      <path d={rays} fill={SN.gold} />
      <circle cx="150" cy="134" r="48" fill="#f8d66a" stroke={SN.amber} strokeWidth="3" />
      <path d="M108 134h84M150 90v88" stroke={SN.amber} strokeWidth="1" opacity=".4" />
      <Face x={150} y={136} r={28} skin="#fbe08a" mood="smile" light={1} />
      <path d="M30 330h240v-36H30Z" fill="#5a3a5a" stroke={SN.ink} />
      <path d="M30 306h240M30 318h240M60 294v12M100 306v12M140 294v12M180 306v12M220 294v12M260 306v12" stroke="#3a2440" strokeWidth="1.2" />
      <path d="M30 294h240" stroke={SN.gold} opacity=".6" />
      {[52, 84, 214, 248].map((x, i) => flower(x, 268 + (i % 2) * 10))}
      <path d="M30 330H270V440H30Z" fill="#2a3a3a" />
      <path d="M30 330H270" stroke={SN.gold} opacity=".5" />
      <Shadow x={150} y={418} w={110} />
      <Horse x={150} y={416} s={1.2} coat="#f4f2ff" mane="#e0c27a" tack={SN.rose} />
      <Figure {...{ ...child, x: 150, y: 416 - 57 * 1.2 }} />
      <path d={`M${pt(C.l[0] + 10, C.l[1] + 30)}L${pt(C.l[0] + 10, C.l[1] - 40)}`} stroke="#8a5a3a" strokeWidth="2" />
      <path d={`M${pt(C.l[0] + 10, C.l[1] - 40)}q-20 -6 -40 6q-6 20 -30 22q30 4 40 -8q16 -8 30 -4Z`} fill="#d9433a" stroke={SN.ink} />
      <Stars seed={9} count={14} box={[40, 340, 260, 430]} color="#f8e27a" size={1.2} />
    </g>
  );
}

/** Judgement: an angel in the aurora sounds a bannered trumpet; on a glowing sea, people rise from open boats with arms raised. */
function judgement(ctx: SceneContext) {
  const angel: FigureProps = { x: 150, y: 226, s: 1.2, armL: [110, -10], armR: [100, 20], skin: SKIN[1], hair: HAIR.copper, hairStyle: 'curly', robe: '#9ad6e8', trim: SN.gold, look: 0.4, mood: 'closed', light: 1 };
  const A = figurePoints(angel);
  const riser = (x: number, y: number, robe: string, hair: string, skin: string, style: FigureProps['hairStyle'], s: number, look: number): FigureProps => ({ x, y, s, armL: [150, 10], armR: [150, 10], skin, hair, hairStyle: style, robe, trim: SN.silver, look, mood: 'open', light: 1 });
  const boat = (x: number, y: number, w: number) => (
    <g>
      <path d={`M${pt(x - w / 2, y - 14)}h${w}l-8 16h${-w + 16}Z`} fill="#3a3466" stroke={SN.ink} />
      <path d={`M${pt(x - w / 2, y - 14)}h${w}`} stroke={SN.cyan} strokeWidth="1.6" />
    </g>
  );
  return (
    <g>
      <NightSky ctx={ctx} top="#06101e" bottom="#1e3a5a" seed={201} stars={50} />
      <path d="M30 110Q100 40 160 90Q220 50 270 100V200Q210 120 160 150Q100 110 30 190Z" fill="#7cf0b0" opacity=".2" />
      <path d="M30 150Q90 90 150 130Q220 90 270 150V190Q210 140 150 170Q90 130 30 200Z" fill={SN.cyan} opacity=".2" />
      <Mountains y={300} height={50} color="#1a2e50" seed={61} snow={SN.silver} />
      <Water ctx={ctx} y={300} top="#1d5a7a" deep="#0a1a3a" glowX={150} shimmer={SN.cyan} />
      <Halo x={150} y={150} r={80} color="#c8fff0" />
      <Wings x={150} y={A.head[1] + 28} s={1.3} color="#e6f8ff" spread={0.9} />
      <Cloud x={150} y={232} w={130} color="#2a4a6a" />
      <Figure {...angel} />
      <path d={`M${pt(A.r[0] - 22, A.head[1] + 8)}L${pt(A.r[0] + 26, A.r[1] - 18)}l6 -8l2 14Z`} fill={SN.gold} stroke={SN.ink} strokeWidth=".8" />
      <path d={`M${pt(A.r[0] + 4, A.r[1] - 8)}h22v16h-22Z`} fill="#f4f2ff" stroke={SN.ink} strokeWidth=".6" />
      <path d={`M${pt(A.r[0] + 15, A.r[1] - 6)}v12M${pt(A.r[0] + 9, A.r[1])}h12`} stroke="#d9433a" strokeWidth="2.2" />
      <Figure {...riser(80, 386, '#8d93ad', HAIR.black, SKIN[4], 'short', 0.95, 0.4)} />
      {boat(80, 396, 56)}
      <Figure {...riser(220, 386, '#c9c1e0', HAIR.auburn, SKIN[0], 'long', 0.95, -0.4)} />
      {boat(220, 396, 56)}
      <Figure {...riser(150, 420, '#e9e6f6', HAIR.blonde, SKIN[2], 'curly', 0.7, 0)} />
      {boat(150, 428, 44)}
    </g>
  );
}

/** The World: a dancer in a wreath of stars holding two wands, a violet scarf spiralling about her, the four living creatures in the corners of the sky. */
function world(ctx: SceneContext) {
  const fig: FigureProps = { x: 150, y: 330, s: 1.55, pose: 'walk', armL: [110, -30], armR: [50, 40], skin: SKIN[4], hair: HAIR.black, hairStyle: 'wavy', robe: '#8f7dff', trim: SN.gold, look: -0.3, mood: 'smile', light: 1, build: 0.9 };
  const P = figurePoints(fig);
  let wreath = '';
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * Math.PI * 2;
    const x = 150 + Math.cos(a) * 72;
    const y = 240 + Math.sin(a) * 112;
    wreath += `M${pt(x, y)}l${r1(Math.cos(a + 1.2) * 9)} ${r1(Math.sin(a + 1.2) * 9)}`;
  }
  return (
    <g>
      <NightSky ctx={ctx} top="#0b0a2c" bottom="#2c2a78" seed={211} stars={90} />
      <Glow ctx={ctx} name="w" x={150} y={240} r={130} color={SN.lavender} opacity={0.5} />
      <ellipse cx="150" cy="240" rx="72" ry="112" fill="none" stroke="#2f6a4a" strokeWidth="8" />
      <path d={wreath} stroke="#5fa36a" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="150" cy="240" rx="72" ry="112" fill="none" stroke={SN.gold} strokeWidth="1" strokeDasharray="1 7" />
      <path d="M138 130l12 -8l12 8l-12 8ZM138 350l12 -8l12 8l-12 8Z" fill="#d9433a" stroke={SN.ink} strokeWidth=".6" />
      <Figure {...fig} />
      <path d={`M${pt(P.head[0] + 12, P.head[1] + 14)}Q${pt(P.head[0] + 30, P.head[1] + 60)} ${pt(P.head[0] - 10, P.head[1] + 90)}Q${pt(P.head[0] - 30, P.head[1] + 110)} ${pt(P.head[0] + 10, P.head[1] + 130)}`} fill="none" stroke="#c9577a" strokeWidth="6" strokeLinecap="round" opacity=".9" />
      <WandObj x={P.l[0]} y={P.l[1]} h={34} rotate={-10} />
      <WandObj x={P.r[0]} y={P.r[1]} h={34} rotate={10} />
      {livingCreature(60, 74, 0)}
      {livingCreature(240, 74, 1)}
      {livingCreature(60, 392, 2)}
      {livingCreature(240, 392, 3)}
      <Twinkle x={150} y={92} r={8} />
    </g>
  );
}

/** Majors 15-21 of the Starlit Night deck. */
export const MAJORS_C: DeckScenes = {
  'the-devil': devil,
  'the-tower': tower,
  'the-star': star,
  'the-moon': moon,
  'the-sun': sun,
  judgement,
  'the-world': world,
};
