import { r1, ring, seeded } from '../../../art-kit';
import type { DeckScenes, SceneContext } from '../../types';
import { Cloud } from './major-a';
import {
  AcornCup,
  Banner,
  Beast,
  Burrow,
  Flowers,
  Glow,
  Ground,
  Grass,
  Heron,
  Hills,
  Jug,
  Kin,
  Leaves,
  Mist,
  Moon,
  Mountains,
  Owl,
  Rain,
  Rock,
  Raven,
  Scales,
  Shadow,
  Sky,
  SmallBird,
  Stars,
  Stump,
  Sun,
  Sunflower,
  ThornSword,
  Tree,
  Trunk,
  Twig,
  Water,
  WK,
  headAt,
  oval,
  pt,
  saddleAt,
  type BeastProps,
  type KinProps,
} from './kit';

/** Woodland Kin majors 11-21: Justice to the World. */

/** An eight-pointed star centred on (x, y), radius r, as path data. */
function star8(x: number, y: number, r: number): string {
  let d = '';
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8 - Math.PI / 2;
    const rr = i % 2 ? r * 0.42 : i % 4 === 0 ? r : r * 0.72;
    d += `${i ? 'L' : 'M'}${pt(x + Math.cos(a) * rr, y + Math.sin(a) * rr)}`;
  }
  return `${d}Z`;
}

const justice = (ctx: SceneContext) => (
  <g>
    <Sky ctx={ctx} sky="forest" top="#4a3a5a" bottom="#7a6a8a" />
    <path d="M70 60H230V360H70Z" fill="#6b3d5e" />
    <path d="M70 60Q110 80 150 66Q190 80 230 60V90Q190 104 150 92Q110 104 70 90Z" fill="#55304b" />
    <Trunk x={58} y={380} w={36} color={WK.stoneLight} />
    <Trunk x={242} y={380} w={36} color={WK.stoneLight} />
    <path d="M30 370H270V450H30Z" fill={WK.stone} />
    <path d="M30 370H270V378H30Z" fill={WK.stoneLight} />
    <path d="M90 372V214Q90 192 112 192H188Q210 192 210 214V372Z" fill={WK.bark} stroke={WK.ink} strokeWidth="1.3" />
    <path d="M84 372V300H98V372ZM202 372V300H216V372Z" fill={WK.barkDark} stroke={WK.ink} strokeWidth="1.2" />
    <Kin kind="cat" pose="sit" x={150} y={366} s={2} fur="#b89468" dark="#7e5e3c" light="#f4ead8" robe={WK.berry} cloak={WK.moss} crown="gold" mood="calm" armR={26} armL={48} holdR={<ThornSword len={72} />} holdL={<Scales w={32} />} />
    <path d="M30 410H270" stroke={WK.ink} strokeWidth="1" opacity=".3" />
  </g>
);

const hangedMan = (ctx: SceneContext) => {
  const p: KinProps = { kind: 'squirrel', x: 0, y: 0, s: 2, mood: 'closed', armL: -40, armR: -40, tunic: WK.blue, belt: WK.gold };
  const [, hy] = headAt(p);
  return (
    <g>
      <Sky ctx={ctx} sky="dusk" top="#7c6a9a" bottom="#f0c08a" />
      <Hills y={330} color="#6d8a5a" amp={12} seed={71} />
      <Ground y={390} color={WK.leaf} seed={15} />
      <Trunk x={248} y={400} w={30} />
      <path d="M30 84Q150 76 252 92L252 106Q150 92 30 100Z" fill={WK.bark} stroke={WK.ink} strokeWidth="1.3" />
      <path d="M40 84q10 -20 26 -14q-8 12 -26 14ZM90 82q8 -18 24 -16q-6 14 -24 16ZM190 84q10 -18 24 -12q-8 12 -24 12ZM230 84q12 -16 26 -8q-10 10 -26 8Z" fill={WK.mossLight} stroke={WK.ink} strokeWidth="1" />
      <path d="M146 90q4 12 4 20M154 90q-2 10 -4 20" stroke={WK.moss} strokeWidth="2.4" fill="none" />
      <Glow ctx={ctx} name="halo" x={150} y={r1(110 - hy)} r={56} color="#fff3b0" />
      <path d={ring(150, r1(110 - hy), 30)} fill="none" stroke={WK.gold} strokeWidth="2" opacity=".8" />
      <g transform="translate(150 110) rotate(180)">
        <Kin {...p} />
      </g>
      <Flowers seed={71} count={10} x={40} y={400} w={200} h={30} color={WK.cream} />
    </g>
  );
};

const death = (ctx: SceneContext) => {
  const pony: BeastProps = { kind: 'pony', x: 150, y: 400, s: 1.55, gait: 'walk', fur: '#efe9dc', dark: '#b8ae9c', light: '#ffffff', saddle: '#2b2b33' };
  const [sx, sy] = saddleAt(pony);
  const rose = (
    <g>
      <path d={`${ring(-5, -2, 4)}${ring(5, -2, 4)}${ring(0, -7, 4)}${ring(-3, 4, 4)}${ring(3, 4, 4)}`} fill="#fff" stroke={WK.ink} strokeWidth=".8" />
      <circle r="2.6" fill={WK.gold} />
    </g>
  );
  return (
    <g>
      <Sky ctx={ctx} sky="dusk" top="#4e3d5c" bottom="#f09a5a" />
      <Sun x={150} y={300} r={24} color="#f4b45a" rays={0} />
      <path d="M96 300V220h14v80ZM190 300V214h14v86Z" fill="#3a2f3a" />
      <Hills y={300} color="#6a4a3a" amp={8} seed={81} />
      <Tree x={50} y={350} h={210} kind="bare" dark seed={3} />
      <Tree x={262} y={340} h={160} kind="bare" dark seed={4} lean={-6} />
      <Ground y={350} color="#8a5a30" dark="#5e3a20" seed={17} tufts={false} />
      <Leaves seed={81} count={60} x={30} y={360} w={240} h={80} />
      <Leaves seed={82} count={18} x={30} y={80} w={240} h={260} s={0.9} />
      <Shadow x={150} y={402} w={150} />
      <Beast {...pony} />
      <Raven x={sx} y={sy + 8} s={1.25} wing="raise" cloak="#3b3b48" hold={<Banner color={WK.white} pole={70} mark={rose} />} />
      <Kin kind="hedgehog" pose="sit" x={248} y={430} s={0.75} mood="sad" look={-0.8} flip armL={-30} armR={-30} />
    </g>
  );
};

const temperance = (ctx: SceneContext) => (
  <g>
    <Sky ctx={ctx} sky="dawn" glow={{ x: 214, y: 250, r: 90 }} />
    <Mountains y={270} h={80} color="#a8b6c8" seed={12} />
    <path d="M196 262a18 18 0 0 1 36 0Z" fill={WK.goldLight} stroke={WK.amber} />
    <path d="M214 240v-8M200 246l-6 -6M228 246l6 -6" stroke={WK.gold} strokeWidth="2" strokeLinecap="round" />
    <Hills y={300} color="#9bb87a" amp={10} seed={91} />
    <path d="M214 270Q200 300 226 320Q250 350 230 370" stroke="#e7d6a8" strokeWidth="8" fill="none" />
    <Ground y={350} color={WK.leaf} seed={19} />
    <Water d="M30 380Q90 370 130 392Q150 420 120 450H30Z" color={WK.water} ripples={[[60, 404, 20], [90, 424, 24]]} />
    <Rock x={96} y={406} w={34} h={14} seed={4} />
    <path d="M40 370q4 -26 0 -40M48 372q6 -20 10 -34M34 372q-4 -18 -2 -28" stroke={WK.moss} strokeWidth="2" fill="none" />
    <path d="M36 330q4 -8 8 0q-4 4 -8 0ZM54 336q6 -8 8 2q-4 3 -8 -2Z" fill="#f2c230" stroke={WK.ink} strokeWidth=".8" />
    <path d="M128 326Q76 304 56 206Q72 224 84 222Q80 244 98 250Q96 274 116 284Q112 300 128 306ZM152 326Q204 304 224 206Q208 224 196 222Q200 244 182 250Q184 274 164 284Q168 300 152 306Z" fill="#f3dfae" stroke={WK.ink} strokeWidth="1.2" />
    <path d="M120 300Q92 270 70 222M114 290Q96 266 86 236M160 300Q188 270 210 222M166 290Q184 266 194 236" stroke="#d8c8a8" strokeWidth="1.2" fill="none" />
    <Shadow x={140} y={404} w={80} />
    <Kin kind="hare" x={140} y={402} s={1.6} fur="#f1ece2" dark="#c9c0b0" light="#ffffff" robe="#f6f2ea" belt={WK.gold} mood="closed" look={0.2} armL={150} armR={70} holdL={<g transform="rotate(120)"><AcornCup s={1} /></g>} holdR={<AcornCup s={1} />} />
    <path d="M132 330l8 -12l8 12Z" fill="none" stroke={WK.gold} strokeWidth="1.6" />
    <path d="M90 218Q150 236 186 300" stroke={WK.waterLight} strokeWidth="4" fill="none" strokeLinecap="round" />
    <path d="M90 218Q150 236 186 300" stroke="#fff" strokeWidth="1.2" fill="none" strokeDasharray="4 6" />
  </g>
);

const devil = (ctx: SceneContext) => {
  const wolf: KinProps = { kind: 'wolf', x: 150, y: 300, s: 1.6, pose: 'sit', fur: '#3a3438', dark: '#1e1a1c', light: '#6a5e60', mood: 'fierce', armR: 150, armL: 40, holdL: <g transform="rotate(180)"><Twig len={50} leaves={false} color="#4a3a30" /></g>, cloak: '#5a1a22' };
  const [hx, hy] = headAt(wolf);
  return (
    <g>
      <Sky ctx={ctx} sky="night" top="#120e12" bottom="#3a1e22" />
      <Glow ctx={ctx} name="fire" x={150} y={300} r={150} color="#c4682c" opacity={0.55} />
      <path d="M30 40H70Q50 200 60 440H30ZM230 40H270V440H240Q252 200 230 40Z" fill="#1a1416" />
      <path d={star8(150, 92, 0)} fill="none" />
      <path d="M150 108L138 72L168 94H132L162 72Z" fill="none" stroke="#c4682c" strokeWidth="2" strokeLinejoin="round" />
      <path d="M104 300H196L204 340H96Z" fill="#4a3a30" stroke={WK.ink} strokeWidth="1.3" />
      <Stump x={150} y={360} w={120} h={62} color="#5a4638" />
      <Kin {...wolf} />
      <path d={`M${pt(hx - 10, hy - 14)}q-14 -18 -28 -8q-4 10 8 12q-4 -8 6 -8ZM${pt(hx + 10, hy - 14)}q14 -18 28 -8q4 10 -8 12q4 -8 -6 -8Z`} fill="#d8c8a0" stroke={WK.ink} strokeWidth="1.2" />
      <path d="M30 400Q150 388 270 400V450H30Z" fill="#2a1e1c" />
      <path d="M150 360Q120 380 100 396M150 360Q180 380 200 396" stroke="#8a8a8a" strokeWidth="2.4" fill="none" strokeDasharray="4 2" />
      <Kin kind="otter" x={96} y={432} s={0.95} mood="sad" look={0.6} armL={10} armR={10} />
      <Kin kind="otter" x={204} y={432} s={0.95} mood="sad" look={-0.6} armL={10} armR={10} flip fur="#7a5238" />
      <path d={`${oval(100, 398, 7, 4)}${oval(200, 398, 7, 4)}`} fill="none" stroke="#8a8a8a" strokeWidth="2" />
    </g>
  );
};

const tower = (ctx: SceneContext) => {
  const rand = seeded(5);
  let sparks = '';
  for (let i = 0; i < 14; i++) {
    const x = 50 + rand() * 200;
    const y = 80 + rand() * 300;
    sparks += `M${pt(x, y)}q-3 5 0 8q3 -3 0 -8Z`;
  }
  return (
    <g>
      <Sky ctx={ctx} sky="storm" top="#161a26" bottom="#4a4654" />
      <Rain seed={3} count={70} />
      <path d="M60 440L98 330Q150 300 204 330L248 440Z" fill="#4e4a48" stroke={WK.ink} strokeWidth="1.3" />
      <path d="M116 334L122 130L112 112L128 120L134 100L146 116L158 96L164 118L180 108L174 132L182 334Z" fill="#5a4030" stroke={WK.ink} strokeWidth="1.4" />
      <path d="M130 150q-2 40 2 80M168 160q2 50 -2 100" stroke={WK.barkDark} strokeWidth="1.4" fill="none" />
      <path d={`${oval(150, 190, 8, 11)}${oval(140, 262, 7, 10)}${oval(162, 300, 7, 9)}`} fill="#f4a030" stroke={WK.ink} strokeWidth="1" />
      <path d="M150 178q-10 -12 -4 -24q4 8 10 6q-2 10 -6 18ZM140 252q-10 -10 -6 -22q4 8 8 6ZM162 290q10 -10 6 -20q-4 6 -8 6Z" fill="#f6c84a" />
      <path d="M124 116q6 -30 30 -40q-8 18 6 24q14 -12 10 -30q20 14 10 44Z" fill="#e8702a" opacity=".9" />
      <path d="M200 40L150 100L170 104L128 150" stroke="#fff6c2" strokeWidth="5" fill="none" strokeLinejoin="round" />
      <path d="M200 40L150 100L170 104L128 150" stroke="#f6d783" strokeWidth="2" fill="none" strokeLinejoin="round" />
      <g transform="translate(206 96) rotate(30)">
        <path d="M-12 6L-14 -8L-6 -2L0 -12L6 -2L14 -8L12 6Z" fill={WK.gold} stroke={WK.ink} strokeWidth="1.2" />
      </g>
      <path d={sparks} fill="#f6c84a" />
      <g transform="translate(84 214) rotate(-30)">
        <Kin kind="squirrel" x={0} y={0} s={0.8} mood="wonder" armL={160} armR={150} tunic={WK.berry} />
      </g>
      <g transform="translate(226 246) rotate(160)">
        <Kin kind="mouse" x={0} y={0} s={0.85} mood="wonder" armL={130} armR={150} tunic={WK.blue} />
      </g>
    </g>
  );
};

const star = (ctx: SceneContext) => {
  const small = [
    [62, 70],
    [236, 66],
    [52, 150],
    [246, 150],
    [90, 112],
    [210, 108],
    [150, 170],
  ];
  return (
    <g>
      <Sky ctx={ctx} sky="night" top="#1b2750" bottom="#5a6a9a" />
      <Stars seed={17} count={40} h={200} />
      <Glow ctx={ctx} name="star" x={150} y={92} r={70} color="#fff6cf" />
      <path d={star8(150, 92, 36)} fill={WK.goldLight} stroke={WK.gold} strokeWidth="1.4" strokeLinejoin="round" />
      <path d={small.map(([x, y]) => star8(x!, y!, 11)).join('')} fill="#fff8dc" />
      <Hills y={290} color="#3f5a5a" amp={14} seed={101} />
      <Tree x={238} y={312} h={110} kind="oak" seed={9} dark />
      <SmallBird kind="robin" x={226} y={244} s={1.3} flip />
      <Ground y={330} color="#4f7f54" dark="#2f5424" seed={21} />
      <Water d="M30 360Q110 350 136 380Q150 420 120 450H30Z" color="#4e7ea0" ripples={[[60, 390, 24], [96, 414, 30], [64, 430, 20]]} />
      <Flowers seed={7} count={10} x={170} y={370} w={90} h={60} color={WK.white} />
      <Shadow x={156} y={396} w={80} />
      <Kin kind="hedgehog" pose="sit" x={156} y={398} s={1.5} mood="calm" look={-0.3} armL={76} armR={64} scarf={WK.skyBlue} holdL={<g transform="scale(-1 1)"><Jug color={WK.skyBlue} tilt={50} /></g>} holdR={<Jug color={WK.gold} tilt={40} />} />
      <path d="M100 356Q92 370 96 392M104 356Q100 374 104 394" stroke={WK.waterLight} strokeWidth="2.2" fill="none" strokeLinecap="round" />
      <path d="M222 360Q226 380 220 404M224 362Q236 380 240 400M220 362Q214 380 204 396" stroke={WK.waterLight} strokeWidth="2" fill="none" strokeLinecap="round" />
    </g>
  );
};

const moon = (ctx: SceneContext) => {
  const wolf: BeastProps = { kind: 'wolf', x: 78, y: 380, s: 1.05, nod: -38 };
  const fox: BeastProps = { kind: 'fox', x: 222, y: 380, s: 1.15, nod: -38, flip: true };
  let drops = '';
  for (let i = 0; i < 9; i++) {
    const x = 96 + i * 14;
    const y = 168 + (i % 3) * 12;
    drops += `M${x} ${y}q-3 5 0 8q3 -3 0 -8Z`;
  }
  return (
    <g>
      <Sky ctx={ctx} sky="night" top="#1a2440" bottom="#556888" />
      <Stars seed={23} count={24} h={120} />
      <Glow ctx={ctx} name="moon" x={150} y={100} r={90} color="#fff3c8" opacity={0.7} />
      <Moon x={150} y={100} r={38} face />
      <path d="M150 54a46 46 0 0 1 0 92a36 36 0 0 0 0 -92Z" fill="#e9d48a" opacity=".5" />
      <path d={drops} fill={WK.goldLight} />
      <Mountains y={300} h={60} color="#4a5a78" seed={14} />
      <Tree x={60} y={320} h={160} kind="pine" dark />
      <Tree x={240} y={320} h={160} kind="pine" dark />
      <Hills y={320} color="#3f5a4a" amp={8} seed={111} />
      <path d="M150 320Q130 340 150 360Q176 380 150 410" stroke="#c8b88a" strokeWidth="7" fill="none" />
      <Mist ys={[330, 350]} opacity={0.2} />
      <Beast {...wolf} />
      <Beast {...fox} />
      <Water d="M70 410Q150 396 230 410Q250 440 150 450Q50 440 70 410Z" color="#3d5e86" ripples={[[120, 426, 20], [190, 430, 24]]} />
      <g transform="translate(150 418)">
        <path d="M-6 10Q-8 -6 0 -10Q8 -6 6 10Z" fill="#c4482c" stroke={WK.ink} strokeWidth="1" />
        <path d="M-4 -6q-8 -6 -10 -14q6 0 8 4M4 -6q8 -6 10 -14q-6 0 -8 4" fill="none" stroke="#c4482c" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M-12 -22l-3 4l5 -1ZM12 -22l3 4l-5 -1Z" fill="#c4482c" stroke={WK.ink} strokeWidth=".8" />
        <path d="M-2 -9l-2 -6M2 -9l2 -6" stroke={WK.ink} strokeWidth=".8" />
      </g>
    </g>
  );
};

const sun = (ctx: SceneContext) => {
  const pony: BeastProps = { kind: 'pony', x: 150, y: 420, s: 1.3, gait: 'walk', fur: '#f4efe4', dark: '#cfc6b4', light: '#ffffff', saddle: WK.berry };
  const [sx, sy] = saddleAt(pony);
  return (
    <g>
      <Sky ctx={ctx} sky="day" top="#8fc3e0" bottom="#f6e8b8" glow={{ x: 150, y: 110, r: 140, color: '#fff1b0' }} />
      <Sun x={150} y={108} r={40} face rays={20} />
      <path d="M30 300H270V356H30Z" fill={WK.stoneLight} stroke={WK.ink} strokeWidth="1.2" />
      <path d="M30 318H270M30 338H270M60 300v18M100 300v18M140 300v18M180 300v18M220 300v18M260 300v18M80 318v20M120 318v20M160 318v20M200 318v20M240 318v20" stroke={WK.stone} strokeWidth="1.2" />
      <Sunflower x={54} y={312} h={84} lean={4} />
      <Sunflower x={96} y={312} h={100} lean={-2} r={12} />
      <Sunflower x={206} y={312} h={96} lean={3} r={12} />
      <Sunflower x={248} y={312} h={80} lean={-5} />
      <Ground y={352} color={WK.mossLight} dark={WK.leaf} seed={23} />
      <Flowers seed={5} count={12} x={36} y={380} w={228} h={56} color={WK.goldLight} />
      <Shadow x={150} y={422} w={150} />
      <Beast {...pony} />
      <Kin kind="fox" age="young" pose="ride" x={sx} y={sy} s={1.05} mood="happy" look={0.2} crown="flower" armL={150} armR={140} holdL={<Banner color={WK.berry} pole={60} />} />
    </g>
  );
};

const judgement = (ctx: SceneContext) => (
  <g>
    <Sky ctx={ctx} sky="dawn" top="#9ab8d8" bottom="#f8e0c0" glow={{ x: 150, y: 120, r: 120 }} />
    <path d="M150 40L110 180M150 40L190 180M150 40L70 160M150 40L230 160" stroke="#fff6d0" strokeWidth="10" opacity=".35" />
    <Cloud x={80} y={170} w={90} />
    <Cloud x={226} y={164} w={80} />
    <Heron x={132} y={120} s={1.45} />
    <g transform="translate(208 98) rotate(20)">
      <path d="M0 0L34 -6Q40 -16 46 -4Q40 8 34 -2L0 4Z" fill={WK.gold} stroke={WK.ink} strokeWidth="1.2" />
      <path d="M8 3Q10 24 4 34L30 30Q24 18 26 0Z" fill={WK.white} stroke={WK.ink} strokeWidth="1" />
      <path d="M16 8V28M8 17H26" stroke={WK.berry} strokeWidth="3" />
    </g>
    <path d="M262 70q6 6 0 14M270 64q10 12 0 26" stroke={WK.goldLight} strokeWidth="2" fill="none" strokeLinecap="round" />
    <Mountains y={300} h={70} color="#a9b6c8" seed={20} />
    <path d="M30 320Q150 306 270 320V450H30Z" fill={WK.snow} />
    <path d="M30 360Q150 344 270 362V450H30Z" fill="#cfe0c0" />
    <Grass x0={40} x1={260} y={358} seed={8} color={WK.leaf} count={14} />
    <Flowers seed={14} count={10} x={40} y={370} w={220} h={60} color={WK.goldLight} />
    <Burrow x={72} y={410} r={26} />
    <Burrow x={150} y={432} r={28} />
    <Burrow x={228} y={410} r={26} />
    <Kin kind="mouse" x={72} y={408} s={1.05} mood="wonder" armL={150} armR={150} look={0.3} />
    <Kin kind="hedgehog" x={150} y={430} s={1.2} mood="happy" armL={155} armR={155} />
    <Kin kind="squirrel" x={228} y={408} s={1.05} mood="wonder" armL={150} armR={150} look={-0.3} noTail />
  </g>
);

const world = (ctx: SceneContext) => {
  const leaves: string[] = [];
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * Math.PI * 2;
    const [x, y] = [150 + Math.cos(a) * 74, 238 + Math.sin(a) * 124];
    const t = a + Math.PI / 2;
    const [dx, dy] = [Math.cos(t) * 12, Math.sin(t) * 12];
    const o = i % 2 ? 1 : -1;
    leaves.push(`M${pt(x, y)}q${r1(dx * 0.5 - dy * 0.4 * o)} ${r1(dy * 0.5 + dx * 0.4 * o)} ${r1(dx)} ${r1(dy)}q${r1(-dx * 0.5 - dy * 0.4 * o)} ${r1(-dy * 0.5 + dx * 0.4 * o)} ${r1(-dx)} ${r1(-dy)}Z`);
  }
  return (
    <g>
      <Sky ctx={ctx} sky="day" top="#5a7fb0" bottom="#cfe0ea" />
      <Stars seed={4} count={20} h={120} />
      <Glow ctx={ctx} name="wreath" x={150} y={238} r={120} color="#fff6d0" opacity={0.7} />
      <path d={`${oval(150, 238, 74, 124)}`} fill="none" stroke={WK.moss} strokeWidth="6" />
      <path d={leaves.join('')} fill={WK.leaf} stroke={WK.ink} strokeWidth=".8" />
      <path d="M140 108q10 8 20 0q-4 12 -10 14q-6 -2 -10 -14ZM140 368q10 -8 20 0q-4 -12 -10 -14q-6 2 -10 14Z" fill={WK.berry} stroke={WK.ink} strokeWidth="1" />
      <path d={`${ring(106, 140, 3.4)}${ring(194, 140, 3.4)}${ring(78, 238, 3.4)}${ring(222, 238, 3.4)}${ring(106, 336, 3.4)}${ring(194, 336, 3.4)}`} fill={WK.berry} />
      <Kin kind="hare" pose="walk" x={150} y={326} s={1.25} mood="happy" look={0.3} scarf="#8a5aa8" armL={130} armR={120} holdL={<Twig len={36} />} holdR={<Twig len={36} />} tilt={6} />
      <Cloud x={62} y={84} w={56} />
      <Cloud x={238} y={84} w={56} />
      <Cloud x={62} y={420} w={60} />
      <Cloud x={238} y={420} w={60} />
      <Owl x={62} y={90} s={0.56} />
      <Raven x={232} y={92} s={0.5} flip />
      <Beast kind="stag" x={66} y={424} s={0.42} />
      <Kin kind="bear" pose="sit" x={238} y={424} s={0.55} mood="calm" />
    </g>
  );
};

/** The majors 11-21 of Woodland Kin. */
export const MAJORS_B: DeckScenes = {
  justice,
  'the-hanged-man': hangedMan,
  death,
  temperance,
  'the-devil': devil,
  'the-tower': tower,
  'the-star': star,
  'the-moon': moon,
  'the-sun': sun,
  judgement,
  'the-world': world,
};

