import { r1, ring } from '../../../art-kit';
import type { DeckScenes, SceneContext } from '../../types';
import {
  AcornCup,
  Beast,
  Book,
  Bundle,
  Fern,
  Fireflies,
  Flower,
  Flowers,
  Glow,
  Grass,
  Ground,
  Heron,
  Hills,
  Key,
  Kin,
  Lantern,
  Leaves,
  Moon,
  Mountains,
  Owl,
  Raven,
  Rock,
  RootThrone,
  SeedCoin,
  Shadow,
  Sky,
  SmallBird,
  Snowfall,
  Staff,
  Stars,
  Stump,
  Sun,
  ThornSword,
  Tree,
  Trunk,
  Twig,
  Water,
  Wheat,
  WK,
  oval,
  pt,
} from './kit';

/** Woodland Kin majors 0-10: the Fool to the Wheel of Fortune. */

/** Points along a figure-eight (lemniscate) centred on (x, y), `a` half-wide. */
export function lemniscate(x: number, y: number, a: number, count: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const t = (i / count) * Math.PI * 2;
    const d = 1 + Math.sin(t) ** 2;
    out.push([r1(x + (a * Math.cos(t)) / d), r1(y + (a * Math.sin(t) * Math.cos(t)) / d)]);
  }
  return out;
}

/** A white cloud of puffs centred on (x, y). */
export function Cloud({ x, y, w, color = '#fbf8ef' }: { x: number; y: number; w: number; color?: string }) {
  const h = w * 0.32;
  const d = `${oval(x, y, w / 2, h / 2)}${ring(r1(x - w * 0.18), r1(y - h * 0.35), r1(h * 0.55))}${ring(r1(x + w * 0.12), r1(y - h * 0.45), r1(h * 0.7))}`;
  return <path d={d} fill={color} stroke={WK.stone} strokeWidth="1" opacity=".95" />;
}

const fool = (ctx: SceneContext) => (
  <g>
    <Sky ctx={ctx} sky="day" glow={{ x: 226, y: 96, r: 90 }} />
    <Sun x={226} y={96} r={20} />
    <Mountains y={262} h={90} color="#9fb3c0" seed={4} />
    <Hills y={282} color="#a9c58a" amp={16} seed={2} />
    <path d="M206 372Q230 380 280 386V450H206Z" fill="#7fa0a8" />
    <path d="M214 400Q240 394 280 404V450H214Z" fill={WK.water} />
    <path d="M226 412h20M240 424h26" stroke={WK.waterLight} strokeWidth="1.6" strokeLinecap="round" />
    <path d="M20 356Q110 340 200 352L212 366L204 384L214 404L204 450H20Z" fill={WK.leaf} stroke={WK.ink} strokeWidth="1.3" />
    <path d="M200 352L212 366L204 384L214 404L204 450H190L196 400L188 380Z" fill={WK.bark} />
    <Tree x={54} y={350} h={210} kind="oak" seed={5} />
    <Grass x0={30} x1={200} y={350} seed={4} color={WK.moss} count={14} />
    <Flowers seed={3} count={14} x={36} y={380} w={150} h={50} color={WK.cream} />
    <Flowers seed={9} count={6} x={40} y={392} w={140} h={40} color={WK.rose} />
    <Shadow x={138} y={372} w={70} />
    <Kin kind="fox" age="young" pose="walk" x={136} y={372} s={1.45} look={0.7} mood="happy" armL={160} armR={62} holdL={<Bundle len={24} dx={-20} color={WK.berry} />} holdR={<Flower len={20} color={WK.cream} />} scarf={WK.gold} tunic="#e9dcb8" belt={WK.bark} />
    <SmallBird kind="wren" x={206} y={236} s={1.6} fly />
    <path d="M192 246q6 -6 10 -2" stroke={WK.ink} strokeWidth="1" fill="none" opacity=".5" />
  </g>
);

const magician = (ctx: SceneContext) => {
  const loop = lemniscate(150, 150, 44, 16);
  return (
    <g>
      <Sky ctx={ctx} sky="gold" glow={{ x: 150, y: 150, r: 110, color: '#fff1b8' }} />
      <Hills y={300} color="#5f8f3c" amp={14} seed={6} />
      <Tree x={52} y={330} h={260} kind="oak" seed={11} dark />
      <Tree x={250} y={330} h={250} kind="oak" seed={12} dark />
      <Ground y={330} color={WK.leaf} seed={4} />
      <path d="M30 40Q70 72 100 56Q130 80 150 60Q170 80 200 56Q230 72 270 40Z" fill={WK.mossDark} />
      <path d={`${ring(62, 60, 4)}${ring(104, 66, 4)}${ring(150, 68, 4)}${ring(196, 66, 4)}${ring(238, 58, 4)}${ring(84, 62, 3)}${ring(220, 62, 3)}`} fill={WK.berry} stroke={WK.ink} strokeWidth=".8" />
      <Glow ctx={ctx} name="loop" x={150} y={150} r={60} color="#fff3b0" />
      <Fireflies pts={loop} r={2.2} />
      <Raven x={148} y={356} s={1.75} wing="raise" cloak={WK.berry} hold={<Twig len={46} />} />
      <Stump x={150} y={410} w={170} h={52} />
      <g transform="translate(92 344)">
        <AcornCup s={1.1} />
      </g>
      <g transform="translate(212 344)">
        <SeedCoin r={13} />
      </g>
      <g transform="translate(118 366) rotate(-80)">
        <ThornSword len={64} />
      </g>
      <g transform="translate(170 360) rotate(74)">
        <Twig len={40} />
      </g>
      <Flowers seed={21} count={10} x={36} y={412} w={228} h={24} color={WK.white} r={3} />
      <Flowers seed={22} count={8} x={36} y={416} w={228} h={20} color={WK.berry} r={3} />
    </g>
  );
};

const highPriestess = (ctx: SceneContext) => {
  const berries: string[] = [];
  for (let row = 0; row < 6; row++) for (let col = 0; col < 5; col++) berries.push(ring(96 + col * 27 + (row % 2) * 13, 170 + row * 28, 3.4));
  return (
    <g>
      <Sky ctx={ctx} sky="night" />
      <Stars seed={8} count={40} h={160} />
      <Glow ctx={ctx} name="moon" x={150} y={96} r={60} color="#fff6cf" opacity={0.6} />
      <Moon x={150} y={96} r={28} phase="crescent" />
      <path d="M82 150H218V350H82Z" fill="#2e3f66" stroke={WK.ink} strokeWidth="1.2" />
      <path d={berries.join('')} fill={WK.berry} />
      <path d={berries.map((_, i) => `M${96 + (i % 5) * 27 + (Math.floor(i / 5) % 2) * 13} ${166 + Math.floor(i / 5) * 28}l-5 -6m5 6l5 -6`).join('')} stroke="#6f9a4f" strokeWidth="1.6" />
      <Trunk x={68} y={380} w={36} birch dark />
      <Trunk x={232} y={380} w={36} birch />
      <path d="M30 372Q150 360 270 372V450H30Z" fill="#2f4a3a" />
      <Water d="M40 406Q150 388 260 406Q268 440 150 446Q32 440 40 406Z" color="#3d5e86" ripples={[[150, 420, 40], [110, 430, 20], [196, 428, 24]]} />
      <path d={oval(150, 418, 10, 4)} fill="#f6ecc4" opacity=".7" />
      <path d="M112 380L116 340H184L188 380Z" fill={WK.stone} stroke={WK.ink} strokeWidth="1.2" />
      <Owl x={150} y={342} s={1.9} color="#9a8a78" belly="#efe6d4" robe="#dbe4ee" mood="wise" hold={<Book w={18} color={WK.blue} />} />
      <path d={`M150 206${'a8 8 0 1 0 0.1 0'}`} fill="none" />
      <circle cx="150" cy="208" r="7" fill="#f6ecc4" stroke="#c9b27a" />
      <path d="M136 200a9 9 0 0 0 0 16a11 11 0 0 1 0 -16ZM164 200a9 9 0 0 1 0 16a11 11 0 0 0 0 -16Z" fill="#f6ecc4" stroke="#c9b27a" />
    </g>
  );
};

const empress = (ctx: SceneContext) => (
  <g>
    <Sky ctx={ctx} sky="gold" glow={{ x: 150, y: 110, r: 130, color: '#fff3c4' }} />
    <Hills y={250} color="#86ac57" amp={18} seed={12} />
    <Tree x={48} y={290} h={220} kind="oak" seed={21} />
    <Tree x={256} y={296} h={200} kind="oak" seed={22} />
    <path d="M250 250Q240 300 252 330L262 330Q252 296 262 250Z" fill={WK.waterLight} opacity=".9" />
    <Hills y={320} color={WK.leaf} amp={10} seed={13} />
    <Wheat x0={30} x1={270} y={344} h={36} seed={5} count={22} color="#e6b94a" />
    <path d="M70 392Q72 330 150 324Q228 330 230 392Z" fill={WK.moss} stroke={WK.ink} strokeWidth="1.2" />
    <path d="M86 346Q150 326 214 346L216 360Q150 348 84 360Z" fill={WK.berry} stroke={WK.ink} strokeWidth="1" />
    <Kin kind="deer" pose="sit" x={150} y={366} s={2} robe="#f2e4c2" belt={WK.gold} crown="flower" mood="calm" look={-0.2} armR={40} armL={30} holdR={<Staff up={44} down={22} color={WK.gold} />} />
    <circle cx="200" cy="182" r="6" fill={WK.gold} stroke={WK.ink} strokeWidth="1.1" />
    <g transform="translate(74 384)">
      <path d="M0 -26Q-16 -40 -22 -22Q-22 -8 0 10Q22 -8 22 -22Q16 -40 0 -26Z" fill={WK.rose} stroke={WK.ink} strokeWidth="1.3" />
      <path d={`${ring(0, -16, 6)}M0 -10V2M-5 -4H5`} fill="none" stroke={WK.berryDark} strokeWidth="2" />
    </g>
    <Wheat x0={30} x1={270} y={450} h={46} seed={9} count={22} color="#f0c75a" />
    <Flowers seed={31} count={8} x={40} y={400} w={220} h={30} color={WK.berry} r={2.6} />
  </g>
);

const emperor = (ctx: SceneContext) => (
  <g>
    <Sky ctx={ctx} sky="dusk" top="#c8643a" bottom="#f2c48a" />
    <Mountains y={300} h={130} color="#9a6a48" snow={false} seed={9} />
    <Mountains y={330} h={60} color="#7a5238" snow={false} seed={3} />
    <path d="M30 340Q150 330 270 340V450H30Z" fill="#8d8a80" />
    <path d="M76 400V170Q76 150 96 150H204Q224 150 224 170V400Z" fill={WK.stoneLight} stroke={WK.ink} strokeWidth="1.4" />
    <path d="M86 176Q70 150 84 136Q92 152 102 150M214 176Q230 150 216 136Q208 152 198 150M84 136l-6 -10M84 136l8 -8M216 136l6 -10M216 136l-8 -8" stroke={WK.barkDark} strokeWidth="3" fill="none" strokeLinecap="round" />
    <path d="M90 172H210M90 330H210" stroke={WK.stone} strokeWidth="1.4" />
    <path d="M60 400V318H96V400ZM204 400V318H240V400Z" fill={WK.stone} stroke={WK.ink} strokeWidth="1.3" />
    <path d="M62 318q16 -22 32 0M206 318q16 -22 32 0" fill={WK.stone} stroke={WK.ink} strokeWidth="1.2" />
    <Kin kind="deer" antlers age="old" pose="sit" x={150} y={340} s={1.55} robe={WK.berry} cloak="#7e2630" belt={WK.gold} mood="wise" armR={50} armL={40} holdR={<Staff up={50} down={16} color={WK.gold} />} holdL={<SeedCoin r={9} />} crown="gold" />
    <path d="M214 212v-10m-5 5h10" stroke={WK.gold} strokeWidth="3" strokeLinecap="round" />
    <path d="M30 400Q150 392 270 400V450H30Z" fill="#6f6c64" />
    <Rock x={60} y={420} w={40} h={20} seed={3} />
    <Rock x={240} y={426} w={46} h={22} seed={5} />
  </g>
);

const hierophant = (ctx: SceneContext) => (
  <g>
    <Sky ctx={ctx} sky="forest" top="#3f2a1a" bottom="#6b4a2e" />
    <path d="M30 440V120Q150 20 270 120V440Z" fill="#8a6a4a" />
    <path d="M58 440V140Q150 60 242 140V440Z" fill="#f0d9a8" />
    <Glow ctx={ctx} name="halo" x={150} y={200} r={110} color="#fff6cf" />
    <Trunk x={66} y={400} w={34} color={WK.barkLight} />
    <Trunk x={234} y={400} w={34} color={WK.barkLight} />
    <path d="M30 390Q150 380 270 390V450H30Z" fill={WK.mossDark} />
    <path d="M84 400L96 350H204L216 400Z" fill={WK.berry} opacity=".9" />
    <RootThrone x={150} y={320} w={96} h={120} cushion={WK.gold} />
    <Kin kind="hare" age="old" pose="sit" x={150} y={326} s={1.45} fur="#a9a29a" dark="#6f6a64" robe={WK.berry} cloak="#f0e2c0" crown="mitre" mood="wise" armR={150} armL={28} holdL={<Staff up={66} down={26} color={WK.gold} />} />
    <path d="M98 190h14M100 198h10M96 182h18" stroke={WK.gold} strokeWidth="2.4" strokeLinecap="round" />
    <g transform="translate(138 368) rotate(-35)">
      <Key len={22} />
    </g>
    <g transform="translate(162 368) rotate(35)">
      <Key len={22} color={WK.stoneLight} />
    </g>
    <Kin kind="mouse" age="young" pose="sit" x={92} y={430} s={1} look={0.8} mood="wonder" robe={WK.berry} armL={-20} armR={-20} />
    <Kin kind="mouse" age="young" pose="sit" x={208} y={430} s={1} look={-0.8} mood="wonder" robe={WK.white} armL={-20} armR={-20} flip />
  </g>
);

const lovers = (ctx: SceneContext) => (
  <g>
    <Sky ctx={ctx} sky="day" glow={{ x: 150, y: 80, r: 120, color: '#fff6d0' }} />
    <Sun x={150} y={76} r={24} />
    <Hills y={270} color="#a9c58a" amp={20} seed={31} />
    <Tree x={150} y={330} h={190} kind="blossom" seed={7} />
    <Heron x={144} y={120} s={1.5} />
    <Ground y={330} color={WK.leaf} seed={7} />
    <path d="M30 400Q150 384 270 404V450H30Z" fill={WK.water} />
    <path d="M60 420h26M150 414h30M214 426h24" stroke={WK.waterLight} strokeWidth="1.6" strokeLinecap="round" />
    <Fern x={40} y={402} h={44} />
    <Fern x={262} y={404} h={44} flip />
    <Leaves seed={3} count={14} x={70} y={150} w={160} h={200} colors={['#f2bfc8', '#fde4ea']} s={0.7} />
    <Shadow x={150} y={392} w={150} />
    <Kin kind="otter" x={110} y={392} s={1.35} look={0.8} mood="happy" armR={62} armL={14} crown="flower" scarf={WK.rose} />
    <Kin kind="otter" x={190} y={392} s={1.35} look={0.8} mood="happy" armR={62} armL={14} flip fur="#7a5238" tunic={WK.moss} />
    <path d="M142 330l4 -4a3 3 0 0 1 4 4l-4 4l-4 -4a3 3 0 0 1 4 -4Z" fill={WK.berry} />
  </g>
);

const chariot = (ctx: SceneContext) => {
  const black = { fur: '#2e2824', dark: '#161210', light: '#6a605a' };
  const white = { fur: '#f4f1ea', dark: '#c9c2b4', light: '#ffffff' };
  return (
    <g>
      <Sky ctx={ctx} sky="day" />
      <Hills y={250} color="#a9c58a" amp={14} seed={41} />
      <path d="M40 246l6 -14l6 14ZM62 248l8 -20l8 20ZM226 246l6 -16l6 16ZM244 250l8 -18l8 18Z" fill={WK.pine} />
      <Ground y={330} color={WK.leaf} seed={9} />
      <path d="M98 150V320M202 150V320" stroke={WK.bark} strokeWidth="5" />
      <path d="M86 150Q150 120 214 150Q206 166 214 176Q150 160 86 176Q94 166 86 150Z" fill={WK.moss} stroke={WK.ink} strokeWidth="1.3" />
      <path d={`${ring(118, 154, 2.4)}${ring(150, 146, 2.4)}${ring(182, 154, 2.4)}${ring(134, 160, 2)}${ring(166, 160, 2)}`} fill={WK.goldLight} />
      <Kin kind="badger" x={150} y={372} s={1.5} tunic="#c9a24a" belt={WK.berry} crown="oak" mood="calm" armR={44} armL={20} holdR={<Twig len={56} />} />
      <path d="M80 312H220V392H80Z" fill={WK.barkLight} stroke={WK.ink} strokeWidth="1.4" />
      <path d="M80 312H220V322H80Z" fill={WK.bark} stroke={WK.ink} strokeWidth="1.2" />
      <path d="M94 332H206V382H94Z" fill="none" stroke={WK.bark} strokeWidth="1.4" />
      <g transform="translate(150 356)">
        <path d="M0 -14Q-12 -14 -12 -2Q-12 10 0 16Q12 10 12 -2Q12 -14 0 -14Z" fill={WK.berry} stroke={WK.ink} strokeWidth="1.2" />
        <path d="M-4 -4q-14 -6 -18 4q10 -4 18 0ZM4 -4q14 -6 18 4q-10 -4 -18 0Z" fill={WK.gold} stroke={WK.ink} strokeWidth=".8" />
      </g>
      <path d={`${oval(74, 372, 12, 36)}${oval(226, 372, 12, 36)}`} fill={WK.bark} stroke={WK.ink} strokeWidth="1.3" />
      <path d={`${oval(74, 372, 4, 12)}${oval(226, 372, 4, 12)}M74 336V408M226 336V408`} fill={WK.gold} stroke={WK.ink} strokeWidth="1" />
      <Shadow x={150} y={434} w={200} />
      <Kin kind="hare" pose="sit" x={108} y={436} s={1.05} {...black} look={-0.4} mood="calm" />
      <Kin kind="hare" pose="sit" x={192} y={436} s={1.05} {...white} look={0.4} mood="calm" flip />
    </g>
  );
};

const strength = (ctx: SceneContext) => {
  const loop = lemniscate(100, 228, 20, 14);
  return (
    <g>
      <Sky ctx={ctx} sky="gold" glow={{ x: 110, y: 180, r: 100 }} />
      <Mountains y={280} h={70} color="#a8b4a0" snow={false} seed={6} />
      <Hills y={300} color="#86ac57" amp={12} seed={51} />
      <Ground y={350} color={WK.leaf} seed={11} />
      <Flowers seed={41} count={18} x={34} y={360} w={232} h={76} color={WK.cream} />
      <Flowers seed={42} count={10} x={34} y={370} w={232} h={66} color={WK.rose} />
      <Shadow x={176} y={424} w={160} />
      <Kin kind="bear" pose="sit" x={180} y={424} s={1.9} mood="closed" look={-0.5} tilt={-10} />
      <Rock x={98} y={396} w={60} h={26} seed={8} color={WK.stoneLight} />
      <Kin kind="rabbit" x={100} y={380} s={1.35} look={0.8} mood="happy" robe={WK.cream} crown="flower" armR={128} armL={20} holdL={<Flower len={16} color={WK.rose} />} />
      <path d="M112 334Q136 346 150 336Q164 326 180 338" fill="none" stroke={WK.moss} strokeWidth="2.2" />
      <path d={`${ring(124, 340, 2.8)}${ring(140, 342, 2.8)}${ring(156, 332, 2.8)}${ring(170, 334, 2.8)}`} fill={WK.rose} stroke={WK.ink} strokeWidth=".6" />
      <Fireflies pts={loop} r={1.6} />
    </g>
  );
};

const hermit = (ctx: SceneContext) => {
  const bp = { kind: 'badger' as const, x: 148, y: 368, s: 1.6, armR: 112, armL: 18 };
  return (
    <g>
      <Sky ctx={ctx} sky="night" top="#101a2e" bottom="#3c4f74" />
      <Stars seed={19} count={50} h={240} />
      <Mountains y={330} h={110} color="#5a6a86" seed={8} />
      <Snowfall seed={5} count={40} />
      <path d="M20 450V360Q90 352 150 366Q210 380 280 420V450Z" fill={WK.snow} stroke="#aab6c0" strokeWidth="1.2" />
      <path d="M20 400Q100 392 170 410Q230 428 280 446V450H20Z" fill="#dfe7ee" />
      <Tree x={248} y={400} h={80} kind="snowpine" />
      <Glow ctx={ctx} name="lantern" x={219} y={262} r={70} color="#ffe9a0" />
      <Shadow x={148} y={372} w={80} opacity={0.18} />
      <Kin {...bp} age="old" cloak="#5d5866" hood="#6f6a78" mood="wise" look={0.4} holdR={<Lantern s={1} />} holdL={<Staff up={56} down={48} />} />
      <path d="M219 272l1.5 4h4l-3.3 2.4l1.3 4l-3.5 -2.5l-3.5 2.5l1.3 -4l-3.3 -2.4h4Z" fill="#fff" />
    </g>
  );
};

const wheel = (ctx: SceneContext) => {
  const cx = 150;
  const cy = 250;
  const R = 84;
  let spokes = '';
  let paddles = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    spokes += `M${pt(cx + Math.cos(a) * 14, cy + Math.sin(a) * 14)}L${pt(cx + Math.cos(a) * R, cy + Math.sin(a) * R)}`;
  }
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8 + 0.2;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    paddles += `M${pt(cx + c * R - s * 4, cy + s * R + c * 4)}L${pt(cx + c * (R + 14) - s * 4, cy + s * (R + 14) + c * 4)}L${pt(cx + c * (R + 14) + s * 4, cy + s * (R + 14) - c * 4)}L${pt(cx + c * R + s * 4, cy + s * R - c * 4)}Z`;
  }
  return (
    <g>
      <Sky ctx={ctx} sky="day" top="#8fbcd4" bottom="#dcebe6" />
      <Cloud x={70} y={82} w={70} />
      <Cloud x={234} y={88} w={64} />
      <Owl x={66} y={92} s={0.62} />
      <Raven x={226} y={96} s={0.6} flip />
      <Hills y={330} color="#86ac57" amp={12} seed={61} />
      <path d="M30 350H100V440H30ZM200 350H270V440H200Z" fill={WK.leaf} />
      <path d={paddles} fill={WK.bark} stroke={WK.ink} strokeWidth="1.1" />
      <path d={`${ring(cx, cy, R)}${ring(cx, cy, R - 8)}`} fill={WK.barkLight} fillRule="evenodd" stroke={WK.ink} strokeWidth="1.4" />
      <path d={spokes} stroke={WK.bark} strokeWidth="5" strokeLinecap="round" />
      <path d={ring(cx, cy, 46)} fill="none" stroke={WK.gold} strokeWidth="2" strokeDasharray="6 5" />
      <circle cx={cx} cy={cy} r="16" fill={WK.gold} stroke={WK.ink} strokeWidth="1.3" />
      <g transform={`translate(${cx} ${cy})`}>
        <SeedCoin r={10} />
      </g>
      <Water d="M30 370Q150 352 270 370V450H30Z" color={WK.water} ripples={[[150, 396, 60], [80, 414, 30], [220, 420, 30], [120, 432, 24]]} />
      <path d="M84 352q-6 -10 2 -16M216 352q6 -10 -2 -16M96 348q2 -12 10 -14" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" opacity=".8" />
      <Kin kind="fox" pose="sit" x={150} y={170} s={0.85} robe={WK.blue} mood="wise" armR={30} holdR={<ThornSword len={40} />} />
      <g transform="translate(84 268) rotate(-50)">
        <Kin kind="mouse" x={0} y={0} s={0.8} mood="fierce" armL={160} armR={170} tunic={WK.gold} />
      </g>
      <g transform="translate(222 222) rotate(140)">
        <Kin kind="squirrel" x={0} y={0} s={0.75} mood="wonder" armL={120} armR={100} noTail />
      </g>
      <Kin kind="bear" age="young" pose="sit" x={62} y={374} s={0.6} mood="calm" />
      <Beast kind="deer" x={244} y={368} s={0.5} flip />
      <Fern x={36} y={372} h={30} />
    </g>
  );
};

/** The majors 0-10 of Woodland Kin. */
export const MAJORS_A: DeckScenes = {
  'the-fool': fool,
  'the-magician': magician,
  'the-high-priestess': highPriestess,
  'the-empress': empress,
  'the-emperor': emperor,
  'the-hierophant': hierophant,
  'the-lovers': lovers,
  'the-chariot': chariot,
  strength,
  'the-hermit': hermit,
  'wheel-of-fortune': wheel,
};

