import type { ReactNode } from 'react';
import { r1 } from '../../../art-kit';
import type { DeckScenes, SceneContext } from '../../types';
import { anchors, type Arm, C, Cloud, Cup, Ground, HAIRS, Hills, Horse, Lily, ln, ol, Pentacle, Person, type PersonProps, Rose, saddle, shade, SKINS, Sky, Sword, tf, Throne, Tree, Wand, Water, type Place } from './kit';
import { Lion } from './major-c';

/** The Universal Waite court cards: pages on foot, knights riding, queens and kings enthroned. */

type Setting = (ctx: SceneContext) => ReactNode;

/** Desert: yellow sky, dunes and three pyramids (the suit of wands). */
const desert: Setting = (ctx) => (
  <g>
    <Sky ctx={ctx} kind="yellow" />
    <path d="M40 316L76 266L112 316ZM96 316L140 252L184 316ZM200 316L230 276L260 316Z" fill="#d9a95a" {...ol(2)} />
    <path d="M76 266L88 316H112ZM140 252L154 316H184ZM230 276L240 316H260Z" fill={C.ink} opacity=".15" />
    <Ground ctx={ctx} y={316} colour="#e7c27a" wave={5} />
    <path d="M40 360Q80 350 120 358M170 384Q220 372 262 380M50 410Q100 400 140 408" {...ln(1.2, 0.35)} />
  </g>
);

/** The sea: pale blue sky, waves and a shore (the suit of cups). */
const seaShore: Setting = (ctx) => (
  <g>
    <Sky ctx={ctx} kind="blue" />
    <Hills y={290} h={30} colour="#8aa3c0" seed={31} />
    <Water y={290} h={152} colour="#4f86c0" />
  </g>
);

/** Wind: a grey-blue sky with torn clouds and birds, a bare hill (the suit of swords). */
const windy: Setting = (ctx) => (
  <g>
    <Sky ctx={ctx} kind="blue" />
    <path d="M28 38H272V442H28Z" fill="#3c4a66" opacity=".25" />
    <Cloud x={70} y={90} w={100} colour="#e8ecf2" />
    <Cloud x={214} y={120} w={120} colour="#e8ecf2" />
    <Cloud x={130} y={180} w={70} colour="#e8ecf2" />
    <path d="M60 150q5 -5 10 0q5 -5 10 0M230 70q5 -5 10 0q5 -5 10 0M250 200q4 -4 8 0q4 -4 8 0" {...ln(1.8)} />
    <Hills y={330} h={34} colour="#7f9a6a" seed={33} />
    <Ground ctx={ctx} y={340} colour="#9bb47a" />
  </g>
);

/** Fields: lemon sky, green hills, ploughed furrows and a grove (the suit of coins). */
const fields: Setting = (ctx) => (
  <g>
    <Sky ctx={ctx} kind="yellow" />
    <Hills y={300} h={60} peaks colour="#9a8ab0" seed={41} />
    <Tree x={60} y={320} h={80} colour={C.leaf} />
    <Tree x={242} y={318} h={90} colour={C.darkGreen} />
    <Ground ctx={ctx} y={318} colour={C.green} />
    <path d="M40 346Q150 334 262 346M36 362Q150 350 266 362M32 380Q150 368 270 380" {...ln(1.4, 0.35, C.darkBrown)} />
  </g>
);

/** A page: a young person standing in the setting with the suit object, drawn by `hold` (before = behind the hands). */
function page(setting: Setting, person: Omit<PersonProps, 'x' | 'y' | 's'>, behind: (a: ReturnType<typeof anchors>) => ReactNode, front: (a: ReturnType<typeof anchors>) => ReactNode): (ctx: SceneContext) => ReactNode {
  return (ctx) => {
    const a = anchors(150, 414, 2.5);
    return (
      <g>
        {setting(ctx)}
        {behind(a)}
        <Person x={150} y={414} s={2.5} dress="tunic" {...person} />
        {front(a)}
      </g>
    );
  };
}

/** An arm whose hand point is given relative to (sx, sy), moved there. */
function shift(arm: Arm | undefined, sx: number, sy: number): Arm | undefined {
  return arm && { ...arm, to: [r1(sx + arm.to[0]), r1(sy + arm.to[1])] };
}

/** A knight (hand points of the rider relative to the saddle): a horse in the setting with a rider in armour and the suit object. */
function knight(setting: Setting, horse: { colour: string; gait: 'stand' | 'walk' | 'gallop' | 'rear'; cloth?: string; pattern?: string; flip: 1 | -1 }, rider: Omit<PersonProps, 'x' | 'y' | 's'>, behind: (sx: number, sy: number) => ReactNode, front: (sx: number, sy: number) => ReactNode, extra?: ReactNode): (ctx: SceneContext) => ReactNode {
  return (ctx) => {
    const hp: Place = { x: horse.gait === 'rear' ? 126 : 150 - 10 * horse.flip, y: 428, s: 1.85, flip: horse.flip };
    const [sx, sy] = saddle(hp, horse.gait);
    return (
      <g>
        {setting(ctx)}
        {extra}
        {behind(sx, sy)}
        <Horse x={hp.x} y={hp.y} s={hp.s} flip={horse.flip} colour={horse.colour} gait={horse.gait} cloth={horse.cloth} clothPattern={horse.pattern} />
        <Person x={sx} y={sy} s={1.5} pose="ride" facing={horse.flip} dress="armour" turn={0.5 * horse.flip} noShadow {...rider} left={shift(rider.left, sx, sy)} right={shift(rider.right, sx, sy)} />
        {front(sx, sy)}
      </g>
    );
  };
}

/** A queen or king: throne and seated figure in the setting, the object drawn behind or in front of the hands. */
function ruler(setting: Setting, throne: { colour: string; back: number; w: number; arch?: boolean; deco?: (seat: number) => ReactNode }, person: Omit<PersonProps, 'x' | 'y' | 's'>, behind: (a: ReturnType<typeof anchors>) => ReactNode, front: (a: ReturnType<typeof anchors>) => ReactNode, s = 2.6, x = 150): (ctx: SceneContext) => ReactNode {
  return (ctx) => {
    const a = anchors(x, 424, s, 'sit');
    return (
      <g>
        {setting(ctx)}
        <Throne x={x} seat={a.seat[1]} w={throne.w} back={throne.back} colour={throne.colour} arch={throne.arch ?? true} base={442} />
        {throne.deco?.(a.seat[1])}
        {behind(a)}
        <Person x={x} y={424} s={s} pose="sit" {...person} />
        {front(a)}
      </g>
    );
  };
}

/** A small salamander (the wand suit's creature) curled at x, y. */
function salamander(x: number, y: number, s: number, colour = '#e0612f') {
  const p: Place = { x, y, s };
  return (
    <g>
      <path d={tf('M-14 0C-14 -10 0 -12 6 -6C10 -2 14 -4 16 -8C18 -2 12 4 6 2C0 0 -4 4 -8 4C-12 4 -14 2 -14 0Z', p)} fill={colour} {...ol(1.6)} />
      <path d={tf('M-12 -2h0', p)} stroke={C.ink} strokeWidth={r1(1.8 * s)} strokeLinecap="round" />
    </g>
  );
}

/** A butterfly (the sword suit's creature) at x, y. */
function butterfly(x: number, y: number, s: number, colour = '#6f95c6') {
  const p: Place = { x, y, s };
  return <path d={tf('M0 0C-6 -10 -14 -8 -12 -2C-14 4 -6 6 0 0C6 6 14 4 12 -2C14 -8 6 -10 0 0Z', p)} fill={colour} {...ol(1.2)} />;
}

/** A fish head peeking from a cup at x, y. */
function fish(x: number, y: number) {
  return (
    <g>
      <path d={`M${x - 6} ${y}C${x - 8} ${y - 14} ${x + 2} ${y - 20} ${x + 8} ${y - 12}C${x + 6} ${y - 6} ${x + 4} ${y - 2} ${x + 4} ${y}Z`} fill="#5fb0a8" {...ol(1.4)} />
      <path d={`M${x + 2} ${y - 13}h0`} stroke={C.ink} strokeWidth="2.2" strokeLinecap="round" />
    </g>
  );
}

const TUNIC_SALAMANDER = '#e7b33c';

/** The drafts of the 16 courts. */
export const COURT_A: DeckScenes = {
  'page-of-wands': page(
    desert,
    { robe: TUNIC_SALAMANDER, pattern: '#b4472a', under: C.red, belt: C.darkBrown, skin: SKINS[1], hair: HAIRS.chestnut, hairStyle: 'bob', headwear: 'hat', wearColour: C.red, turn: 0.7, eyes: 'up', expression: 'smile', shoes: C.darkBrown, left: { to: [170, 300], grip: 'fist' }, right: { to: [184, 250], grip: 'fist' } },
    () => <Wand x1={170} y1={414} x2={190} y2={132} w={6} leaves={4} />,
    () => null,
  ),
  'page-of-cups': page(
    seaShore,
    { robe: '#3f78c0', pattern: '#f2b8c6', under: '#f3e7c6', belt: C.gold, skin: SKINS[3], hair: HAIRS.black, hairStyle: 'short', headwear: 'cap', wearColour: '#3f78c0', turn: 0.6, eyes: 'down', expression: 'smile', shoes: C.darkBrown, left: { to: [118, 360], grip: 'fist' }, right: { to: [192, 262], grip: 'open' } },
    () => <path d="M28 376Q90 366 150 372T272 378V442H28Z" fill="#e3cf9a" {...ol()} />,
    () => (
      <g>
        <Cup x={196} y={262} h={40} />
        {fish(204, 226)}
      </g>
    ),
  ),
  'page-of-swords': page(
    windy,
    { robe: '#d2603a', under: '#e8d9a8', belt: C.darkBrown, skin: SKINS[0], hair: HAIRS.auburn, hairStyle: 'curly', turn: -0.7, expression: 'stern', shoes: C.darkBrown, pose: 'stride', facing: 1, left: { to: [128, 262], grip: 'fist' }, right: { to: [148, 262], grip: 'fist' } },
    () => <Sword x1={136} y1={286} x2={158} y2={96} w={7} />,
    () => null,
  ),
  'page-of-coins': page(
    fields,
    { robe: C.leaf, under: '#c9a46a', belt: C.darkBrown, cloak: C.red, skin: SKINS[1], hair: HAIRS.brown, hairStyle: 'short', headwear: 'hat', wearColour: C.red, turn: 0.7, eyes: 'up', expression: 'calm', shoes: C.darkBrown, left: { to: [160, 176], grip: 'open', handAngle: -40 }, right: { to: [196, 170], grip: 'open', handAngle: -140 } },
    () => null,
    () => (
      <g>
        <Pentacle x={180} y={150} r={19} />
        {[70, 230].map((x) => (
          <Lily key={x} x={x} y={440} h={40} colour={C.gold} />
        ))}
      </g>
    ),
  ),
  'knight-of-wands': knight(
    desert,
    { colour: '#c0703a', gait: 'rear', cloth: TUNIC_SALAMANDER, pattern: '#b4472a', flip: -1 },
    { robe: TUNIC_SALAMANDER, pattern: '#b4472a', skin: SKINS[2], hair: HAIRS.black, headwear: 'plumed-helmet', wearColour: C.red, expression: 'fierce', left: { to: [-66, -74], grip: 'fist' }, right: { to: [-50, -18], grip: 'fist' } },
    (sx, sy) => <Wand x1={sx - 62} y1={sy - 36} x2={sx - 76} y2={sy - 178} w={6} leaves={4} />,
    () => null,
  ),
  'knight-of-cups': knight(
    (ctx) => (
      <g>
        <Sky ctx={ctx} kind="yellow" />
        <Hills y={300} h={70} peaks colour="#9aa58c" seed={51} />
        <Ground ctx={ctx} y={316} />
        <path d="M28 360Q90 344 150 366Q210 388 272 370V398Q210 416 150 392Q90 372 28 388Z" fill="#5b9bd1" {...ol(1.8)} />
      </g>
    ),
    { colour: C.white, gait: 'walk', cloth: '#3f78c0', pattern: C.red, flip: 1 },
    { robe: '#3f78c0', pattern: C.red, skin: SKINS[1], hair: HAIRS.blonde, headwear: 'helmet', expression: 'calm', eyes: 'down', left: { to: [-10, -6], grip: 'fist' }, right: { to: [60, -52], grip: 'open' } },
    () => null,
    (sx, sy) => <Cup x={sx + 62} y={sy - 50} h={34} />,
  ),
  'knight-of-swords': knight(
    windy,
    { colour: C.white, gait: 'gallop', cloth: '#3f78c0', pattern: '#f2c14e', flip: 1 },
    { robe: '#3f78c0', skin: SKINS[1], hair: HAIRS.brown, headwear: 'plumed-helmet', wearColour: C.red, expression: 'fierce', left: { to: [34, 0], grip: 'fist' }, right: { to: [46, -104], grip: 'fist' } },
    (sx, sy) => <Sword x1={sx + 30} y1={sy - 84} x2={sx + 96} y2={sy - 210} w={6.4} />,
    () => null,
    <g>
      <path d="M40 300C44 270 60 250 80 240M52 310C62 290 70 280 90 276" {...ln(3, 1, C.darkBrown)} />
    </g>,
  ),
  'knight-of-coins': knight(
    fields,
    { colour: '#2d2a2a', gait: 'stand', cloth: C.red, pattern: C.gold, flip: 1 },
    { robe: C.red, skin: SKINS[3], hair: HAIRS.black, beard: 'short', headwear: 'helmet', expression: 'calm', eyes: 'down', left: { to: [6, -12], grip: 'fist' }, right: { to: [40, -40], grip: 'open' } },
    () => null,
    (sx, sy) => <Pentacle x={sx + 46} y={sy - 52} r={17} />,
  ),
  'queen-of-wands': ruler(
    desert,
    {
      colour: C.stone,
      back: 190,
      w: 130,
      arch: false,
      deco: () => (
        <g>
          <Lion x={214} y={200} s={0.62} flip={-1} />
          <Lion x={86} y={200} s={0.62} />
        </g>
      ),
    },
    { robe: TUNIC_SALAMANDER, cloak: '#f3e7c6', under: C.white, skin: SKINS[1], hair: HAIRS.auburn, hairStyle: 'long', headwear: 'crown', expression: 'smile', turn: 0.3, left: { to: [104, 300], grip: 'fist' }, right: { to: [194, 312], grip: 'fist' } },
    () => <Wand x1={100} y1={420} x2={108} y2={150} w={6} leaves={4} />,
    () => (
      <g>
        <path d="M194 312L204 270" {...ln(2.4, 1, C.darkGreen)} />
        <circle cx={205} cy={262} r={11} fill={C.gold} {...ol(1.6)} />
        <circle cx={205} cy={262} r={5} fill={C.darkBrown} {...ol(1)} />
        <path d="M136 432C128 428 130 414 138 414L142 406L146 414C154 414 156 428 148 432Z" fill="#1f1c1c" {...ol(1.4)} />
        <path d="M136 432Q126 438 124 428" {...ln(3, 1, '#1f1c1c')} />
      </g>
    ),
  ),
  'queen-of-cups': ruler(
    (ctx) => (
      <g>
        {seaShore(ctx)}
        <path d="M28 330Q150 316 272 334V442H28Z" fill="#e3cf9a" {...ol()} />
        <path d="M40 420h0M90 400h0M210 414h0M250 396h0" stroke={C.darkStone} strokeWidth="5" strokeLinecap="round" />
        <path d="M28 400Q80 392 120 410Q90 440 28 442Z" fill="#4f86c0" {...ol(1.8)} />
      </g>
    ),
    {
      colour: '#c9c2b0',
      back: 190,
      w: 130,
      deco: () => (
        <g>
          <path d="M110 190C104 176 112 168 120 172C124 164 136 168 132 180C130 188 118 192 110 190Z" fill="#eac8a8" {...ol(1.4)} />
          <path d="M190 190C196 176 188 168 180 172C176 164 164 168 168 180C170 188 182 192 190 190Z" fill="#eac8a8" {...ol(1.4)} />
          <path d="M150 154C140 146 140 136 150 134C160 136 160 146 150 154Z" fill="#f0e6c8" {...ol(1.4)} />
        </g>
      ),
    },
    { robe: '#dfe8f5', cloak: '#3f78c0', under: C.white, trim: '#7fb6df', skin: SKINS[0], hair: HAIRS.blonde, hairStyle: 'long', headwear: 'crown', eyes: 'down', expression: 'calm', turn: 0.5, left: { to: [164, 304], grip: 'fist' }, right: { to: [196, 312], grip: 'fist' } },
    () => null,
    () => <Cup x={182} y={318} h={48} ornate />,
  ),
  'queen-of-swords': ruler(
    windy,
    { colour: C.stone, back: 180, w: 120, deco: (seat) => <g>{butterfly(150, seat - 160, 2)}{butterfly(110, seat - 120, 1.2)}{butterfly(190, seat - 120, 1.2)}</g> },
    { robe: '#dfe8f5', cloak: '#8fb7dd', under: C.white, skin: SKINS[1], hair: HAIRS.grey, hairStyle: 'bob', headwear: 'crown', turn: -0.6, expression: 'stern', left: { to: [94, 300], grip: 'palm', handAngle: -80 }, right: { to: [200, 306], grip: 'fist' } },
    () => <Sword x1={200} y1={330} x2={206} y2={128} w={7} />,
    () => null,
  ),
  'queen-of-coins': ruler(
    (ctx) => (
      <g>
        <Sky ctx={ctx} kind="yellow" />
        <Hills y={300} h={60} peaks colour="#8aa3c0" seed={61} />
        <Ground ctx={ctx} y={318} />
        {[46, 80, 220, 254].map((x) => (
          <Rose key={x} x={x} y={70 + (x % 3) * 8} r={10} />
        ))}
        <path d="M28 40Q60 90 40 150M272 40Q240 90 260 150" {...ln(4, 1, C.leaf)} />
      </g>
    ),
    { colour: '#b9a88a', back: 180, w: 124, deco: (seat) => <g>{goat(104, seat - 160)}{goat(196, seat - 160)}</g> },
    { robe: C.red, cloak: C.leaf, under: C.white, trim: C.gold, skin: SKINS[2], hair: HAIRS.black, hairStyle: 'long', headwear: 'crown', wearColour: C.white, eyes: 'down', expression: 'calm', left: { to: [132, 330], grip: 'open' }, right: { to: [170, 334], grip: 'open' } },
    () => null,
    () => (
      <g>
        <Pentacle x={150} y={322} r={19} />
        <path d="M236 432C226 432 222 420 230 414L228 402L234 410L238 400L240 412C248 416 246 432 236 432Z" fill="#c9b9a0" {...ol(1.4)} />
      </g>
    ),
  ),
  'king-of-wands': ruler(
    desert,
    { colour: '#c9a46a', back: 200, w: 124, arch: false, deco: (seat) => <g>{salamander(112, seat - 176, 1.4)}{salamander(186, seat - 150, 1.2)}<Lion x={150} y={seat - 196} s={0.5} /></g> },
    { robe: C.red, cloak: TUNIC_SALAMANDER, under: C.white, pattern: '#b4472a', skin: SKINS[2], hair: HAIRS.brown, beard: 'short', headwear: 'crown', turn: 0.6, expression: 'stern', left: { to: [108, 310], grip: 'fist' }, right: { to: [196, 330], grip: 'open' } },
    () => <Wand x1={102} y1={430} x2={114} y2={156} w={6.4} leaves={4} />,
    () => salamander(196, 432, 1.6),
    2.7,
  ),
  'king-of-cups': ruler(
    (ctx) => (
      <g>
        <Sky ctx={ctx} kind="blue" />
        <Water y={300} h={142} colour="#3f78c0" />
        <path d="M44 300L52 280H76L84 300ZM62 280V252L76 276Z" fill="#8a5a32" {...ol(1.6)} />
        <path d="M62 254L78 276H62Z" fill={C.white} {...ol(1.2)} />
        <path d="M226 330C236 312 256 314 262 326C256 322 250 326 246 334Z" fill="#7f9aa8" {...ol(1.6)} />
      </g>
    ),
    { colour: C.stone, back: 190, w: 124 },
    { robe: '#3f78c0', cloak: C.gold, under: C.white, trim: C.red, skin: SKINS[1], hair: HAIRS.grey, beard: 'long', beardColour: HAIRS.grey, headwear: 'crown', turn: -0.3, expression: 'calm', left: { to: [108, 320], grip: 'fist' }, right: { to: [196, 300], grip: 'fist' } },
    () => <path d="M196 360L200 220" {...ln(5)} />,
    () => (
      <g>
        <Cup x={108} y={326} h={40} />
        <path d="M196 360L202 222" {...ln(3, 1, C.gold)} />
        <circle cx={202} cy={218} r={6} fill={C.gold} {...ol(1.4)} />
      </g>
    ),
    2.7,
  ),
  'king-of-swords': ruler(
    (ctx) => (
      <g>
        <Sky ctx={ctx} kind="blue" />
        <Cloud x={70} y={330} w={100} />
        <Cloud x={230} y={320} w={90} />
        <Hills y={360} h={40} colour="#7f9a6a" seed={71} />
        <Ground ctx={ctx} y={370} colour="#9bb47a" />
        <Tree x={50} y={372} h={70} tall colour={C.darkGreen} />
        <Tree x={252} y={372} h={70} tall colour={C.darkGreen} />
      </g>
    ),
    { colour: C.stone, back: 200, w: 124, deco: (seat) => <g>{butterfly(150, seat - 176, 2.2)}{butterfly(108, seat - 140, 1.2, '#8fb7dd')}{butterfly(192, seat - 140, 1.2, '#8fb7dd')}</g> },
    { robe: '#3f78c0', cloak: C.red, under: C.white, trim: C.gold, skin: SKINS[4], hair: HAIRS.black, beard: 'short', headwear: 'crown', expression: 'stern', left: { to: [106, 300], grip: 'fist' }, right: { to: [190, 340], grip: 'open' } },
    () => <Sword x1={104} y1={336} x2={100} y2={110} w={7.4} />,
    () => null,
    2.7,
  ),
  'king-of-coins': ruler(
    (ctx) => (
      <g>
        <Sky ctx={ctx} kind="yellow" />
        <path d="M190 220V150H204V140H214V150H230V130H240V120H252V130H262V150H272V220Z" fill={C.stone} {...ol(1.8)} />
        <path d="M28 220H272V300H28Z" fill={C.darkGreen} />
        <Ground ctx={ctx} y={300} colour={C.green} />
        {[40, 66, 236, 262].map((x, i) => (
          <path key={x} d={`M${x} ${380 + (i % 2) * 16}h0M${x + 6} ${386 + (i % 2) * 16}h0M${x - 5} ${388 + (i % 2) * 16}h0M${x} ${394 + (i % 2) * 16}h0`} stroke="#5a3a7a" strokeWidth="8" strokeLinecap="round" />
        ))}
      </g>
    ),
    { colour: '#8a6a4a', back: 200, w: 130, deco: (seat) => <g>{bull(110, seat - 170)}{bull(190, seat - 170)}</g> },
    { robe: '#2f2b36', cloak: '#2f2b36', pattern: '#6a3a8a', under: C.gold, trim: C.gold, skin: SKINS[1], hair: HAIRS.black, beard: 'short', headwear: 'crown', wearColour: C.leaf, expression: 'calm', eyes: 'down', left: { to: [110, 300], grip: 'fist' }, right: { to: [186, 352], grip: 'open' } },
    () => <path d="M108 430L112 236" {...ln(5.6)} />,
    () => (
      <g>
        <path d="M108 430L112 238" {...ln(3, 1, C.gold)} />
        <circle cx={112} cy={232} r={7} fill={C.gold} {...ol(1.4)} />
        <Pentacle x={182} y={354} r={20} />
      </g>
    ),
    2.7,
  ),
};

/** A goat's head carved on a throne. */
function goat(x: number, y: number) {
  return (
    <g>
      <path d={`M${x - 6} ${y - 8}L${x - 14} ${y - 18}M${x + 6} ${y - 8}L${x + 14} ${y - 18}`} {...ln(3)} />
      <path d={`M${x - 8} ${y - 10}H${x + 8}L${x + 4} ${y + 10}Q${x} ${y + 14} ${x - 4} ${y + 10}Z`} fill="#d8c8a8" {...ol(1.6)} />
      <path d={`M${x - 3} ${y - 3}h0M${x + 3} ${y - 3}h0`} stroke={C.ink} strokeWidth="2" strokeLinecap="round" />
    </g>
  );
}

/** A bull's head carved on a throne. */
function bull(x: number, y: number) {
  return (
    <g>
      <path d={`M${x - 8} ${y - 8}C${x - 18} ${y - 10} ${x - 20} ${y - 18} ${x - 16} ${y - 22}M${x + 8} ${y - 8}C${x + 18} ${y - 10} ${x + 20} ${y - 18} ${x + 16} ${y - 22}`} {...ln(4)} />
      <path d={`M${x - 8} ${y - 8}C${x - 18} ${y - 10} ${x - 20} ${y - 18} ${x - 16} ${y - 22}M${x + 8} ${y - 8}C${x + 18} ${y - 10} ${x + 20} ${y - 18} ${x + 16} ${y - 22}`} {...ln(2, 1, C.cream)} />
      <path d={`M${x - 10} ${y - 10}H${x + 10}L${x + 7} ${y + 8}Q${x} ${y + 14} ${x - 7} ${y + 8}Z`} fill={shade('#8a6a4a', 0.3)} {...ol(1.6)} />
      <path d={`M${x - 4} ${y - 3}h0M${x + 4} ${y - 3}h0`} stroke={C.ink} strokeWidth="2.2" strokeLinecap="round" />
    </g>
  );
}

