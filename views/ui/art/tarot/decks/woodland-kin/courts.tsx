import type { ReactNode } from 'react';
import { ring } from '../../../art-kit';
import type { DeckScenes, SceneContext } from '../../types';
import { Cloud } from './major-a';
import {
  AcornCup,
  Beast,
  Burrow,
  Butterfly,
  Dapple,
  Fern,
  Flower,
  Flowers,
  Glow,
  Grass,
  Heron,
  Ground,
  Hills,
  Kin,
  Leaves,
  Mountains,
  Raven,
  Rock,
  RootThrone,
  SeedCoin,
  Shadow,
  Sky,
  SmallBird,
  Sun,
  Sunflower,
  ThornSword,
  Tree,
  Twig,
  Water,
  Wheat,
  WK,
  saddleAt,
  type BeastProps,
  type KinProps,
} from './kit';

/**
 * Woodland Kin's sixteen court cards: Pages are young animals with their suit's thing, Knights
 * ride (a squirrel on a hare, a hedgehog on a deer, a wolf cub on a grey pony, a badger on a
 * boar), Queens and Kings sit on thrones of roots. Wands are foxes and squirrels of the sunny
 * heath, Cups otters, mice and hedgehogs by the water, Swords hares, wolves, a lynx and a raven
 * on windy hills, Coins hedgehogs, badgers, rabbits and a bear among fields and gardens.
 * No element here carries data-emblem: the suit things are drawn by the kit.
 */

/** A seated court figure on a throne of roots: background, throne (its top mark), the figure, then the foreground. */
function Throned({ back, throne, kin, front, cushion = WK.berry, wood = WK.bark }: { back: ReactNode; throne?: ReactNode; kin: Omit<KinProps, 'x' | 'y'>; front?: ReactNode; cushion?: string; wood?: string }) {
  return (
    <g>
      {back}
      <Shadow x={150} y={384} w={170} opacity={0.3} />
      <RootThrone x={150} y={332} w={124} h={212} cushion={cushion} color={wood} top={throne} />
      <Kin pose="sit" s={1.95} {...kin} x={150} y={336} />
      {front}
    </g>
  );
}

/** A knight: the mount (BeastProps) with the rider (KinProps without position) in the saddle. */
function Mounted({ beast, rider }: { beast: BeastProps; rider: Omit<KinProps, 'x' | 'y'> }) {
  const [sx, sy] = saddleAt(beast);
  return (
    <g>
      <Shadow x={beast.x} y={beast.y + 2} w={150 * (beast.s ?? 1)} />
      <Beast {...beast} />
      <Kin pose="ride" x={sx} y={sy} {...rider} />
    </g>
  );
}

/* ---------------------------------------------------------------- wands: the sunny heath */

const heath = (ctx: SceneContext, y = 340) => (
  <g>
    <Sky ctx={ctx} sky="gold" glow={{ x: 200, y: 120, r: 120 }} />
    <Sun x={200} y={120} r={22} />
    <Hills y={y - 50} color="#c9a65a" amp={16} seed={3} />
    <Hills y={y - 20} color="#a8a04a" amp={10} seed={4} />
    <Ground y={y} color="#9aa64a" dark="#6f7a30" seed={5} />
  </g>
);

const pageOfWands = (ctx: SceneContext) => (
  <g>
    {heath(ctx, 350)}
    <path d="M60 300l10 -24l10 24ZM200 296l14 -30l14 30Z" fill="#b8862c" stroke={WK.ink} strokeWidth="1" />
    <Tree x={250} y={354} h={120} kind="autumn" seed={2} />
    <Rock x={84} y={400} w={40} h={18} seed={2} />
    <path d="M74 382q6 -8 14 -4q6 2 12 -2q-2 6 -10 8q-8 2 -16 -2Z" fill="#d8602c" stroke={WK.ink} strokeWidth=".8" />
    <Shadow x={140} y={414} w={100} />
    <Kin kind="squirrel" age="young" x={140} y={414} s={2} look={0.6} mood="wonder" tunic={WK.rust} belt={WK.bark} crown="cap" armR={38} armL={-20} holdR={<Twig len={110} />} />
    <Flowers seed={11} count={8} x={40} y={410} w={220} h={24} color={WK.goldLight} />
  </g>
);

const knightOfWands = (ctx: SceneContext) => (
  <g>
    {heath(ctx, 370)}
    <path d="M40 330l10 -22l10 22ZM230 334l12 -26l12 26Z" fill="#b8862c" stroke={WK.ink} strokeWidth="1" />
    <Leaves seed={6} count={12} x={30} y={120} w={240} h={200} />
    <path d="M40 380q20 -6 30 0M220 384q20 -6 30 0" stroke="#d8b070" strokeWidth="3" fill="none" strokeLinecap="round" />
    <Mounted beast={{ kind: 'hare', x: 146, y: 420, s: 2.6, gait: 'run', saddle: WK.berry }} rider={{ kind: 'squirrel', s: 1.35, mood: 'fierce', look: 0.6, tunic: WK.gold, cloak: WK.rust, crown: 'cap', armR: 130, armL: 60, holdR: <Twig len={70} /> }} />
  </g>
);

const queenOfWands = (ctx: SceneContext) => (
  <Throned
    back={
      <g>
        {heath(ctx, 370)}
        <Sunflower x={56} y={380} h={130} r={13} />
        <Sunflower x={250} y={380} h={120} lean={-4} />
      </g>
    }
    throne={<path d="M0 -14Q8 -4 4 6Q0 10 -4 6Q-8 -4 0 -14Z" fill={WK.gold} stroke={WK.ink} strokeWidth="1" />}
    cushion={WK.gold}
    kin={{ kind: 'fox', robe: '#e9c46a', cloak: WK.rust, crown: 'flower', mood: 'calm', look: 0.3, armR: 34, armL: 60, holdR: <Twig len={84} />, holdL: <Flower len={22} color="#f2c230" center="#5a3a1c" /> }}
    front={<Kin kind="cat" pose="sit" x={206} y={420} s={0.85} fur="#2a2626" dark="#111" light="#4a4444" look={-0.5} mood="calm" />}
  />
);

const kingOfWands = (ctx: SceneContext) => (
  <Throned
    back={
      <g>
        <Sky ctx={ctx} sky="dusk" top="#b5532a" bottom="#f4c07a" />
        <Mountains y={300} h={70} color="#a0603a" snow={false} seed={8} />
        <Ground y={370} color="#8a8a40" dark="#5e6028" seed={9} />
        <Tree x={46} y={380} h={170} kind="autumn" seed={4} />
      </g>
    }
    throne={<path d="M-10 4Q-14 -10 0 -14Q14 -10 10 4Q4 -2 0 6Q-4 -2 -10 4Z" fill={WK.rust} stroke={WK.ink} strokeWidth="1" />}
    cushion={WK.rust}
    wood={WK.barkDark}
    kin={{ kind: 'fox', age: 'old', robe: WK.berry, cloak: '#d8902c', crown: 'gold', mood: 'wise', look: -0.3, armR: 30, armL: 40, holdR: <Twig len={96} /> }}
    front={<path d="M200 420q10 -8 20 -2q10 4 18 -4q-2 8 -14 10q-12 4 -24 -4Z" fill="#d8602c" stroke={WK.ink} strokeWidth=".9" />}
  />
);

/* ---------------------------------------------------------------- cups: streams and pools */

const waterside = (ctx: SceneContext, y = 340) => (
  <g>
    <Sky ctx={ctx} sky="day" top="#9cc3d5" bottom="#e6f0e4" />
    <Hills y={y - 50} color="#8fb08a" amp={14} seed={21} />
    <Water d={`M20 ${y - 20}Q150 ${y - 32} 280 ${y - 20}V450H20Z`} color={WK.water} ripples={[[70, y - 6, 24], [220, y, 30], [150, y + 20, 40]]} />
  </g>
);

const pageOfCups = (ctx: SceneContext) => (
  <g>
    {waterside(ctx, 330)}
    <Cloud x={84} y={96} w={74} />
    <Cloud x={226} y={132} w={60} />
    <Heron x={170} y={190} s={0.8} />
    <path d="M20 380Q120 362 280 380V450H20Z" fill={WK.leaf} />
    <Grass x0={30} x1={270} y={378} seed={3} color={WK.moss} count={16} />
    <path d="M40 380q4 -30 0 -50M52 382q6 -22 12 -40M250 384q-4 -30 2 -52" stroke={WK.moss} strokeWidth="2.4" fill="none" />
    <path d="M36 330l4 -12l4 12ZM48 342l8 -10l2 12ZM248 332l6 -12l2 14Z" fill={WK.bark} />
    <Shadow x={150} y={416} w={80} />
    <Kin kind="mouse" age="young" x={144} y={420} s={2.05} look={0.6} mood="happy" tunic={WK.blue} scarf={WK.rose} crown="cap" armR={72} armL={-20} holdR={<g transform="translate(2 -4)"><AcornCup s={1.2} /></g>} />
    <path d="M206 300q6 -12 14 -6q-4 10 -14 6ZM214 298l8 -8" fill={WK.amber} stroke={WK.ink} strokeWidth="1" />
    <Flowers seed={3} count={8} x={40} y={400} w={220} h={30} color={WK.white} />
  </g>
);

const knightOfCups = (ctx: SceneContext) => (
  <g>
    <Sky ctx={ctx} sky="day" top="#a6c7dc" bottom="#eef0e0" />
    <Hills y={290} color="#8fb08a" amp={14} seed={22} />
    <Tree x={50} y={330} h={150} kind="willow" seed={3} />
    <Ground y={330} color={WK.leaf} seed={11} />
    <Water d="M20 400Q150 386 280 404V450H20Z" color={WK.water} ripples={[[80, 420, 30], [200, 428, 30]]} />
    <Mounted beast={{ kind: 'deer', x: 150, y: 396, s: 1.9, gait: 'walk', saddle: WK.blue }} rider={{ kind: 'hedgehog', s: 1.3, mood: 'calm', look: 0.7, cloak: WK.skyBlue, crown: 'leaf', armR: 80, armL: 30, holdR: <AcornCup s={1.1} /> }} />
    <Fern x={250} y={404} h={40} flip />
  </g>
);

const queenOfCups = (ctx: SceneContext) => (
  <Throned
    back={
      <g>
        {waterside(ctx, 320)}
        <path d="M20 370Q150 356 280 372V450H20Z" fill="#a89a7a" />
        <Rock x={56} y={380} w={40} h={24} seed={6} />
      </g>
    }
    throne={<path d="M-10 -2Q-6 -12 0 -4Q6 -12 10 -2Q4 8 0 4Q-4 8 -10 -2Z" fill={WK.skyBlue} stroke={WK.ink} strokeWidth="1" />}
    cushion={WK.skyBlue}
    wood="#7a5a40"
    kin={{ kind: 'otter', robe: '#7fb0c4', cloak: '#e6eef0', crown: 'flower', mood: 'calm', look: 0.4, armR: -10, armL: -14, holdR: <g transform="translate(-14 -6)"><AcornCup s={1.3} /></g> }}
    front={
      <g>
        <path d="M40 420q10 -16 22 -4M230 418q8 -14 20 -2" stroke={WK.moss} strokeWidth="2.4" fill="none" />
        <Flowers seed={6} count={6} x={30} y={404} w={60} h={30} color={WK.white} />
      </g>
    }
  />
);

const kingOfCups = (ctx: SceneContext) => (
  <Throned
    back={
      <g>
        <Sky ctx={ctx} sky="day" top="#7fa8c4" bottom="#dfeae8" />
        <Hills y={280} color="#7f9aa0" amp={10} seed={31} />
        <Water d="M20 290H280V450H20Z" color="#5a90aa" ripples={[[60, 310, 30], [230, 320, 30], [60, 360, 24], [240, 380, 24]]} />
        <path d="M210 300q14 -14 30 0Z" fill={WK.bark} stroke={WK.ink} strokeWidth="1" />
        <path d="M225 300V280l12 12Z" fill={WK.cream} stroke={WK.ink} strokeWidth=".8" />
        <path d="M52 330q10 -14 22 -4q-4 6 -12 6q-6 0 -10 -2ZM74 326l6 -6v10Z" fill={WK.amber} stroke={WK.ink} strokeWidth=".9" />
        <path d="M20 370Q150 360 280 372V450H20Z" fill={WK.stone} />
      </g>
    }
    throne={<path d="M-8 -6Q0 -14 8 -6Q4 4 0 8Q-4 4 -8 -6Z" fill={WK.skyBlue} stroke={WK.ink} strokeWidth="1" />}
    cushion={WK.blue}
    wood="#6a5a4a"
    kin={{ kind: 'otter', age: 'old', fur: '#5a3e2c', robe: WK.blue, cloak: '#3f8a8a', crown: 'gold', mood: 'wise', look: -0.2, armR: 40, armL: 34, holdR: <AcornCup s={1.2} />, holdL: <Twig len={60} leaves={false} color={WK.gold} /> }}
  />
);

/* ---------------------------------------------------------------- swords: windy hills */

const windy = (ctx: SceneContext, y = 350) => (
  <g>
    <Sky ctx={ctx} sky="mist" top="#8aa2b8" bottom="#e2e8e4" />
    <Cloud x={70} y={90} w={80} />
    <Cloud x={220} y={120} w={90} />
    <path d="M40 150q40 -10 80 0M150 170q40 -10 90 0M60 200q30 -8 60 0" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" opacity=".7" />
    <Hills y={y - 40} color="#8a9a8a" amp={18} seed={41} />
    <Ground y={y} color="#8aa070" dark="#5e7a4a" seed={13} />
  </g>
);

const pageOfSwords = (ctx: SceneContext) => (
  <g>
    {windy(ctx, 360)}
    <SmallBird kind="sparrow" x={80} y={170} s={1.4} fly />
    <SmallBird kind="sparrow" x={230} y={200} s={1.2} fly flip />
    <Tree x={250} y={370} h={130} kind="bare" seed={2} lean={-14} />
    <Shadow x={140} y={416} w={100} />
    <Kin kind="hare" age="young" x={140} y={416} s={1.85} look={-0.7} mood="fierce" tunic="#9a6a8a" scarf={WK.skyBlue} armR={150} armL={40} holdR={<ThornSword len={84} />} />
    <path d="M200 300q20 -6 40 0M210 320q16 -4 30 0" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" opacity=".8" />
    <Grass x0={30} x1={270} y={410} seed={5} color="#5e7a4a" count={14} h={12} />
  </g>
);

const knightOfSwords = (ctx: SceneContext) => (
  <g>
    {windy(ctx, 370)}
    <SmallBird kind="sparrow" x={230} y={100} s={1.2} fly flip />
    <SmallBird kind="sparrow" x={200} y={80} s={1} fly flip />
    <Tree x={46} y={374} h={120} kind="bare" seed={5} lean={20} />
    <path d="M40 250q30 -4 50 4M30 280q40 -6 70 2" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" opacity=".8" />
    <Mounted beast={{ kind: 'pony', x: 156, y: 414, s: 1.55, gait: 'run', fur: '#b9b9bd', dark: '#6e6e76', light: '#eeeeee', saddle: WK.blue }} rider={{ kind: 'wolf', age: 'young', s: 1.3, mood: 'fierce', look: 0.8, tunic: '#5a6a8a', cloak: WK.berry, armR: 150, armL: 60, holdR: <ThornSword len={80} /> }} />
  </g>
);

const queenOfSwords = (ctx: SceneContext) => (
  <Throned
    back={
      <g>
        {windy(ctx, 370)}
        <SmallBird kind="sparrow" x={230} y={84} s={1.3} fly flip />
      </g>
    }
    throne={<Butterfly x={0} y={0} s={1.2} color={WK.skyBlue} />}
    cushion={WK.skyBlue}
    wood="#7a6a5a"
    kin={{ kind: 'cat', fur: '#a89a8a', dark: '#6e6258', light: '#f4efe8', robe: '#dfe6ee', cloak: WK.blue, crown: 'gold', mood: 'calm', look: 0.5, armR: 24, armL: 120, holdR: <ThornSword len={92} /> }}
    front={<Butterfly x={60} y={400} s={1} color={WK.skyBlue} />}
  />
);

const kingOfSwords = (ctx: SceneContext) => (
  <g>
    {windy(ctx, 370)}
    <Tree x={44} y={374} h={150} kind="bare" seed={7} />
    <Tree x={256} y={374} h={140} kind="bare" seed={8} />
    <SmallBird kind="sparrow" x={96} y={84} s={1.1} fly />
    <SmallBird kind="sparrow" x={116} y={70} s={0.9} fly />
    <Shadow x={150} y={384} w={170} opacity={0.3} />
    <RootThrone x={150} y={334} w={104} h={150} cushion={WK.blue} color="#6a5e58" top={<Butterfly x={0} y={0} s={1.2} color={WK.skyBlue} />} />
    <Raven x={138} y={334} s={1.75} wing="raise" cloak={WK.blue} crown="gold" hold={<g transform="rotate(-20)"><ThornSword len={96} /></g>} />
  </g>
);

/* ---------------------------------------------------------------- coins: fields and gardens */

const fields = (ctx: SceneContext, y = 350) => {
  let furrows = '';
  for (let i = 0; i < 7; i++) furrows += `M20 ${y - 34 + i * 5}Q150 ${y - 40 + i * 5} 280 ${y - 32 + i * 5}`;
  return (
    <g>
      <Sky ctx={ctx} sky="gold" top="#d8c070" bottom="#f4ecd0" />
      <Sun x={222} y={104} r={20} />
      <Cloud x={80} y={120} w={70} />
      <SmallBird kind="sparrow" x={120} y={170} s={1} fly />
      <Hills y={y - 60} color="#8fae5a" amp={14} seed={51} />
      <path d={`M20 ${y - 40}Q150 ${y - 46} 280 ${y - 38}V${y}H20Z`} fill="#a8744a" />
      <path d={furrows} stroke="#7a5030" strokeWidth="1.6" fill="none" />
      <Ground y={y} color="#6f9a4f" seed={17} />
    </g>
  );
};

const pageOfCoins = (ctx: SceneContext) => (
  <g>
    {fields(ctx, 352)}
    <Tree x={56} y={320} h={110} kind="oak" seed={3} />
    <Tree x={248} y={320} h={96} kind="oak" seed={4} />
    <Flowers seed={21} count={14} x={36} y={370} w={228} h={64} color={WK.cream} />
    <Glow ctx={ctx} name="coin" x={150} y={374} r={60} color="#fff3b0" />
    <Shadow x={150} y={420} w={100} />
    <Kin kind="hedgehog" age="young" x={150} y={420} s={2} look={0} mood="wonder" tunic={WK.moss} armR={-35} armL={-35} holdL={<g transform="translate(2.4 -3)"><SeedCoin r={13} /></g>} />
  </g>
);

const knightOfCoins = (ctx: SceneContext) => (
  <g>
    {fields(ctx, 370)}
    <Tree x={250} y={330} h={110} kind="oak" seed={5} />
    <Wheat x0={34} x1={110} y={380} h={30} seed={4} count={8} />
    <Mounted beast={{ kind: 'boar', x: 150, y: 420, s: 2.1, saddle: WK.berry, fur: '#7a5a44', dark: '#4e3a2c' }} rider={{ kind: 'badger', s: 1.35, mood: 'calm', look: 0.6, tunic: '#7a6a3a', cloak: WK.moss, crown: 'oak', armR: 70, armL: 30, holdR: <SeedCoin r={13} /> }} />
  </g>
);

const queenOfCoins = (ctx: SceneContext) => (
  <Throned
    back={
      <g>
        <Sky ctx={ctx} sky="gold" top="#c8d890" bottom="#f6eed4" />
        <Tree x={44} y={360} h={240} kind="blossom" seed={5} />
        <Tree x={258} y={360} h={230} kind="blossom" seed={6} />
        <Ground y={360} color="#6f9a4f" seed={19} />
        <Dapple seed={3} count={16} x={40} y={360} w={220} h={70} />
      </g>
    }
    throne={<path d={`${ring(0, 0, 8)}`} fill={WK.gold} stroke={WK.ink} strokeWidth="1" />}
    cushion={WK.rose}
    wood={WK.barkLight}
    kin={{ kind: 'rabbit', robe: '#6f9a4f', cloak: WK.berry, crown: 'flower', mood: 'calm', look: 0.2, armR: -20, armL: -24, holdR: <g transform="translate(-12 -2)"><SeedCoin r={14} /></g> }}
    front={
      <g>
        <Kin kind="rabbit" age="young" pose="sit" x={80} y={424} s={0.75} look={0.6} mood="happy" />
        <Flowers seed={9} count={10} x={170} y={396} w={90} h={36} color={WK.rose} />
      </g>
    }
  />
);

const kingOfCoins = (ctx: SceneContext) => (
  <Throned
    back={
      <g>
        <Sky ctx={ctx} sky="gold" />
        <Hills y={300} color="#8fae5a" amp={14} seed={61} />
        <Burrow x={70} y={340} r={22} door={WK.berry} />
        <Ground y={360} color="#6f9a4f" seed={21} />
        <path d="M200 360q-4 -60 30 -90q20 -10 40 0" stroke={WK.moss} strokeWidth="3" fill="none" />
        <path d={`${ring(226, 286, 4)}${ring(234, 292, 4)}${ring(228, 296, 4)}${ring(250, 280, 4)}${ring(256, 288, 4)}`} fill={WK.plum} stroke={WK.ink} strokeWidth=".8" />
      </g>
    }
    throne={<SeedCoin r={9} />}
    cushion={WK.gold}
    wood={WK.barkDark}
    kin={{ kind: 'bear', robe: '#3f5a2a', cloak: WK.berry, crown: 'gold', mood: 'calm', look: 0.2, s: 1.75, armR: 30, armL: -10, holdL: <g transform="translate(12 0)"><SeedCoin r={14} /></g>, holdR: <Twig len={60} leaves={false} color={WK.gold} /> }}
    front={
      <g>
        <g transform="translate(96 410)">
          <SeedCoin r={9} />
        </g>
        <g transform="translate(112 420)">
          <SeedCoin r={8} />
        </g>
        <Flowers seed={12} count={6} x={180} y={400} w={80} h={30} color={WK.goldLight} />
      </g>
    }
  />
);

/** This deck's courts. */
export const COURTS: DeckScenes = {
  'page-of-wands': pageOfWands,
  'knight-of-wands': knightOfWands,
  'queen-of-wands': queenOfWands,
  'king-of-wands': kingOfWands,
  'page-of-cups': pageOfCups,
  'knight-of-cups': knightOfCups,
  'queen-of-cups': queenOfCups,
  'king-of-cups': kingOfCups,
  'page-of-swords': pageOfSwords,
  'knight-of-swords': knightOfSwords,
  'queen-of-swords': queenOfSwords,
  'king-of-swords': kingOfSwords,
  'page-of-coins': pageOfCoins,
  'knight-of-coins': knightOfCoins,
  'queen-of-coins': queenOfCoins,
  'king-of-coins': kingOfCoins,
};

