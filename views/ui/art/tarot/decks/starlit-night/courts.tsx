import type { ReactNode } from 'react';
import type { DeckScenes, SceneContext } from '../../types';
import { Cat, Cloud, CoinObj, CupObj, Hills, Water, Figure, figurePoints, type FigureProps, HAIR, Halo, Horse, horseSaddle, Lantern, Moon, Mountains, NightSky, pt, Reflection, Rooftops, Shadow, SKIN, SN, starPath, Stars, SwordObj, Throne, Twinkle, WandObj, } from './kit';

type Suit = 'wands' | 'cups' | 'swords' | 'coins';

/** Each suit's night: wands in ember-lit dunes, cups on a moonlit shore, swords on cold cliffs, coins in a lantern-lit garden above a town. */
function setting(ctx: SceneContext, suit: Suit, seed: number, horizon = 320): ReactNode {
  switch (suit) {
    case 'wands':
      return (
        <g>
          <NightSky ctx={ctx} top="#12082a" bottom="#7a3448" seed={seed} stars={50} />
          <Moon x={seed % 2 ? 70 : 230} y={92} r={13} phase="crescent" side={seed % 2 ? 1 : -1} sky="#1a0c30" />
          <path d={`M30 ${horizon - 20}l24 -26l24 26ZM210 ${horizon - 16}l18 -20l18 20Z`} fill="#3a1838" />
          <Hills y={horizon - 10} color="#5a2440" seed={seed + 1} amp={14} rim={SN.amber} />
          <Hills y={horizon + 30} color="#3a1630" seed={seed + 2} amp={12} rim={SN.amber} />
          <Stars seed={seed + 3} count={10} box={[40, horizon - 40, 260, horizon + 10]} color={SN.amber} size={1.3} />
        </g>
      );
    case 'cups':
      return (
        <g>
          <NightSky ctx={ctx} top="#060c26" bottom="#24467e" seed={seed} stars={50} avoid={[[220, 96, 30]]} />
          <Moon x={220} y={96} r={17} />
          <Water ctx={ctx} y={horizon} glowX={220} top="#27508a" deep="#0a1434" />
          <path d={`M30 ${horizon + 60}Q120 ${horizon + 40} 270 ${horizon + 70}V440H30Z`} fill="#2c2a52" />
          <path d={`M30 ${horizon + 60}Q120 ${horizon + 40} 270 ${horizon + 70}`} stroke="#fff" strokeWidth="1.4" opacity=".55" fill="none" />
        </g>
      );
    case 'swords':
      return (
        <g>
          <NightSky ctx={ctx} top="#081026" bottom="#5a6c9e" seed={seed} stars={40} />
          <Moon x={seed % 2 ? 224 : 76} y={84} r={12} />
          <Cloud x={80} y={150} w={90} color="#3a4a7a" />
          <Cloud x={220} y={180} w={80} color="#34446e" />
          <Mountains y={horizon} height={70} color="#2a3466" seed={seed + 4} snow="#e6ecf8" />
          <path d={`M30 ${horizon}H270V440H30Z`} fill="#1f2750" />
          <path d={`M30 ${horizon}H270`} stroke={SN.ice} opacity=".4" />
          <path d="M60 120q4 -4 8 0q4 -4 8 0M200 110q3 -3 6 0q3 -3 6 0M180 140q3 -3 6 0q3 -3 6 0" stroke={SN.silver} strokeWidth="1.4" fill="none" />
          <path d="M40 240q30 -6 60 0M190 220q30 -6 60 0M120 270q30 -4 50 0" stroke={SN.ice} strokeWidth="1" opacity=".35" fill="none" />
        </g>
      );
    default:
      return (
        <g>
          <NightSky ctx={ctx} top="#0a0a26" bottom="#2a3a56" seed={seed} stars={45} />
          <Moon x={seed % 2 ? 226 : 74} y={86} r={14} />
          <Rooftops y={horizon} seed={seed + 5} color="#1a1a40" />
          <Hills y={horizon + 10} color="#1f3a2a" seed={seed + 6} amp={10} />
          <path d="M30 180Q150 214 270 180" stroke="#5a4a3a" strokeWidth="1" fill="none" />
          <path d="M60 188h0M96 197h0M132 201h0M168 201h0M204 197h0M240 188h0" stroke={SN.gold} strokeWidth="5" strokeLinecap="round" />
          <path d="M60 188h0M96 197h0M132 201h0M168 201h0M204 197h0M240 188h0" stroke={SN.gold} strokeWidth="12" strokeLinecap="round" opacity=".2" />
          <Stars seed={seed + 7} count={14} box={[40, horizon, 260, 420]} color="#f8e27a" size={1.2} />
        </g>
      );
  }
}

/** The suit's object held at x,y (a hand point), sized for a court figure. */
function held(suit: Suit, x: number, y: number, k = 1, rotate = 0): ReactNode {
  switch (suit) {
    case 'wands':
      return <WandObj x={x} y={y - 20 * k} h={86 * k} rotate={rotate} />;
    case 'cups':
      return <CupObj x={x} y={y + 4 * k} h={28 * k} />;
    case 'swords':
      return <SwordObj x={x} y={y - 28 * k} h={76 * k} rotate={rotate} />;
    default:
      return <CoinObj x={x} y={y - 8 * k} r={13 * k} />;
  }
}

const SUIT_LOOK: Record<Suit, { robe: string; trim: string; cape: string; legs: string; tack: string; coat: string; mane: string; throne: string }> = {
  wands: { robe: '#d9663a', trim: SN.gold, cape: '#5a2440', legs: '#3a1a2e', tack: '#e0a03a', coat: '#b5562b', mane: '#3a1a14', throne: '#4a2040' },
  cups: { robe: '#3d7ab8', trim: SN.silver, cape: '#1f3a6e', legs: '#1a2a4a', tack: SN.cyan, coat: '#e6e8f2', mane: '#9aa0c0', throne: '#2a3a78' },
  swords: { robe: '#9aa8d0', trim: SN.ice, cape: '#2b3a6e', legs: '#2a2a50', tack: SN.ice, coat: '#5a607a', mane: '#1a1c30', throne: '#3a4470' },
  coins: { robe: '#3f7a4a', trim: SN.gold, cape: '#5a3a1a', legs: '#2a2a1a', tack: SN.gold, coat: '#5a4658', mane: '#0e0b16', throne: '#3a3a2a' },
};

/** A Page: a young person standing in the suit's night, holding up the suit's object and studying it. */
function page(suit: Suit, who: Partial<FigureProps>, seed: number, extra?: (ctx: SceneContext) => ReactNode, front?: (hand: [number, number]) => ReactNode): (ctx: SceneContext) => ReactNode {
  return (ctx) => {
    const L = SUIT_LOOK[suit];
    const fig: FigureProps = { x: 150 + ((seed % 2) * 2 - 1) * 14, y: 432, s: 2.15, armL: [20, 0], armR: [60, -70], dress: 'tunic', robe: L.robe, trim: L.trim, cape: L.cape, legs: L.legs, look: 0.5, mood: 'calm', light: 1, build: 0.9, ...who };
    const P = figurePoints(fig);
    return (
      <g>
        {setting(ctx, suit, seed)}
        {extra?.(ctx)}
        <Shadow x={fig.x} y={432} w={70} />
        <Figure {...fig} />
        <Halo x={P.r[0]} y={P.r[1] - 8} r={34} color={suit === 'swords' || suit === 'cups' ? SN.ice : SN.gold} />
        {held(suit, P.r[0], P.r[1], 1.1)}
        {front?.(P.r)}
      </g>
    );
  };
}

/** A Knight: riding a horse through the suit's night, the suit's object held out. */
function knight(suit: Suit, who: Partial<FigureProps>, seed: number, rear: boolean, rotate: number, extra?: (ctx: SceneContext) => ReactNode): (ctx: SceneContext) => ReactNode {
  return (ctx) => {
    const L = SUIT_LOOK[suit];
    const hs = 1.8;
    const hx = 136;
    const hy = 432;
    const [sx, sy] = horseSaddle(hx, hy, hs, false, rear);
    const fig: FigureProps = { x: sx, y: sy, s: 1.4, pose: 'ride', armL: [40, -40], armR: [80, -60], dress: 'tunic', robe: L.robe, trim: L.trim, cape: L.cape, legs: L.legs, head: 'helm', headColor: '#c9cde0', look: 0.6, mood: 'fierce', light: 1, ...who };
    const P = figurePoints(fig);
    return (
      <g>
        {setting(ctx, suit, seed, 330)}
        {extra?.(ctx)}
        <Shadow x={hx + 6} y={hy} w={150} />
        <Horse x={hx} y={hy} s={hs} coat={L.coat} mane={L.mane} tack={L.tack} rear={rear} />
        <Figure {...fig} />
        {held(suit, P.r[0], P.r[1], 1.1, rotate)}
      </g>
    );
  };
}

/** A Queen or King: enthroned in the suit's night with the suit's object and attributes. */
function ruler(suit: Suit, who: Partial<FigureProps>, seed: number, king: boolean, crest: 'moon' | 'star', extra?: (ctx: SceneContext) => ReactNode, front?: (ctx: SceneContext) => ReactNode): (ctx: SceneContext) => ReactNode {
  return (ctx) => {
    const L = SUIT_LOOK[suit];
    const fig: FigureProps = { x: 150, y: 428, s: 2.05, pose: 'sit', armL: [30, -60], armR: [50, -90], robe: L.robe, trim: L.trim, cape: L.cape, legs: L.legs, head: 'crown', look: 0, mood: 'calm', light: 1, dress: king ? 'coat' : 'gown', build: king ? 1.2 : 1, ...who };
    const P = figurePoints(fig);
    return (
      <g>
        {setting(ctx, suit, seed, 310)}
        {extra?.(ctx)}
        <Shadow x={150} y={432} w={130} />
        <Throne x={150} y={432} s={1.55} h={138} color={L.throne} crest={crest} />
        <Figure {...fig} />
        {held(suit, P.r[0], P.r[1], 1.2, 0)}
        {front?.(ctx)}
      </g>
    );
  };
}

/** A salamander curling, on x,y (Wands courts). */
const salamander = (x: number, y: number, s = 1) => (
  <path transform={`translate(${x} ${y}) scale(${s})`} d="M-14 0q-2 -10 8 -12q10 -2 12 6q2 8 -6 8q-6 0 -4 -4q2 -3 4 0M-14 0l-4 2l4 1" fill="none" stroke={SN.amber} strokeWidth="2.4" strokeLinecap="round" />
);

/** A fish leaping (Cups courts). */
const fish = (x: number, y: number, s = 1, rot = -30) => (
  <g transform={`translate(${x} ${y}) rotate(${rot}) scale(${s})`}>
    <path d="M-10 0q10 -8 20 0q-10 8 -20 0ZM-10 0l-6 -5v10Z" fill={SN.cyan} stroke={SN.ink} strokeWidth=".7" />
    <circle cx="5" cy="-1" r="1" fill={SN.ink} />
  </g>
);

/** A rabbit sitting (Queen of Coins). */
const rabbit = (x: number, y: number) => (
  <g transform={`translate(${x} ${y})`}>
    <path d="M-10 0q-4 -14 6 -16q2 -10 6 -14q2 6 -1 12q6 4 4 10q2 8 -4 8Z" fill="#c9bfae" stroke={SN.ink} strokeWidth=".8" />
    <circle cx="2" cy="-13" r=".9" fill={SN.ink} />
  </g>
);

/** Butterflies of silver (King of Swords). */
const butterflies = (pts: readonly (readonly [number, number])[]) => (
  <path d={pts.map(([x, y]) => `M${x} ${y}q-6 -6 -7 1q2 4 7 -1q6 -6 7 1q-2 4 -7 -1Z`).join('')} fill={SN.silver} stroke={SN.ink} strokeWidth=".5" />
);

/** Grapes and vine leaves (King of Coins). */
const vines = (x: number, y: number) => (
  <g>
    <path d={`M${x} ${y}q20 10 40 0q20 -10 40 4`} stroke="#3f6a3a" strokeWidth="2" fill="none" />
    <path d={[0, 5, 10, 2.5, 7.5, 5].map((dx, i) => `M${pt(x + 18 + dx, y + 6 + Math.floor(i / 3) * 5 + (i === 5 ? 5 : 0))}h0`).join('') + [0, 5, 10, 2.5, 7.5, 5].map((dx, i) => `M${pt(x + 58 + dx, y + 2 + Math.floor(i / 3) * 5 + (i === 5 ? 5 : 0))}h0`).join('')} stroke="#6a3a8a" strokeWidth="5" strokeLinecap="round" />
  </g>
);

/** Bull's heads on the throne (King of Coins). */
const bull = (x: number, y: number) => (
  <g>
    <path d={`M${x - 6} ${y - 4}q-8 -2 -8 -8q4 4 10 4ZM${x + 6} ${y - 4}q8 -2 8 -8q-4 4 -10 4Z`} fill={SN.gold} />
    <path d={`M${x - 6} ${y - 5}h12l-2 12h-8Z`} fill="#8a6a2a" stroke={SN.ink} strokeWidth=".6" />
  </g>
);

/** This deck's courts: sixteen night people with their suit objects. */
export const COURTS: DeckScenes = {
  'page-of-wands': page('wands', { skin: SKIN[4], hair: HAIR.black, hairStyle: 'curly', armR: [45, -5], armL: [-30, -60], look: 0.7, mood: 'smile' }, 301, () => (
    <g>
      <Lantern x={62} y={330} s={0.9} />
      {salamander(236, 404)}
    </g>
  )),
  'knight-of-wands': knight('wands', { skin: SKIN[2], hair: HAIR.copper, hairStyle: 'short', armR: [110, -40], mood: 'fierce' }, 302, true, 10, () => salamander(70, 420, 1.1)),
  'queen-of-wands': ruler(
    'wands',
    { skin: SKIN[1], hair: HAIR.auburn, hairStyle: 'long', mood: 'smile', look: 0.3 },
    303,
    false,
    'moon',
    () => (
      <g>
        <Halo x={100} y={300} r={20} color={SN.gold} />
        <Halo x={200} y={300} r={20} color={SN.gold} />
      </g>
    ),
    () => (
      <g>
        <Cat x={96} y={430} s={1.5} color="#0e0b1e" />
        <path d={starPath(206, 396, 10, 4, 12)} fill={SN.gold} stroke="#8a5a14" strokeWidth=".5" />
        <circle cx="206" cy="396" r="4" fill="#5a3414" />
        <path d="M206 406v30" stroke="#3f6a3a" strokeWidth="2" />
      </g>
    ),
  ),
  'king-of-wands': ruler(
    'wands',
    { skin: SKIN[5], hair: HAIR.black, hairStyle: 'crop', beard: 'short', mood: 'fierce', look: 0.4 },
    304,
    true,
    'star',
    undefined,
    () => (
      <g>
        {salamander(92, 420, 1.2)}
        {salamander(212, 420, 1.2)}
        <path d="M200 436q6 -10 14 -6q6 4 12 -2" stroke={SN.amber} strokeWidth="2" fill="none" />
      </g>
    ),
  ),
  'page-of-cups': page('cups', { skin: SKIN[1], hair: HAIR.blonde, hairStyle: 'bun', armR: [70, -90], look: 0.6, mood: 'smile' }, 311, undefined, (h) => fish(h[0] + 3, h[1] - 30, 1.1, -75)),
  'knight-of-cups': knight('cups', { skin: SKIN[3], hair: HAIR.brown, hairStyle: 'wavy', armR: [90, -20], head: 'circlet', mood: 'calm' }, 312, false, 0, () => <Reflection x={120} y={350} h={20} w={30} color={SN.silver} />),
  'queen-of-cups': ruler(
    'cups',
    { skin: SKIN[4], hair: HAIR.black, hairStyle: 'long', mood: 'calm', look: 0.3, armR: [40, -80], armL: [40, -80] },
    313,
    false,
    'moon',
    undefined,
    () => (
      <g>
        {fish(80, 420, 1.2, 20)}
        <path d="M200 436q10 -14 20 -4q10 -10 20 2" stroke={SN.cyan} strokeWidth="2" fill="none" />
      </g>
    ),
  ),
  'king-of-cups': ruler(
    'cups',
    { skin: SKIN[0], hair: HAIR.silver, hairStyle: 'short', beard: 'long', age: 'old', mood: 'calm' },
    314,
    true,
    'moon',
    () => (
      <g>
        <path d="M56 300l20 -40v40ZM76 260v44M50 306h40l-6 6h-28Z" fill="#d9def0" stroke={SN.ink} />
        <Halo x={80} y={300} r={14} color={SN.gold} />
      </g>
    ),
    () => (
      <g>
        {fish(240, 404, 1.3, -50)}
        <path d="M30 436q20 -8 40 0q20 8 40 0q20 -8 40 0q20 8 40 0q20 -8 40 0q20 8 40 0" stroke={SN.cyan} strokeWidth="2" fill="none" opacity=".8" />
      </g>
    ),
  ),
  'page-of-swords': page('swords', { skin: SKIN[2], hair: HAIR.brown, hairStyle: 'crop', armR: [150, 10], armL: [30, -20], look: -0.5, mood: 'fierce' }, 321),
  'knight-of-swords': knight('swords', { skin: SKIN[1], hair: HAIR.blonde, hairStyle: 'short', armR: [150, 0], mood: 'fierce' }, 322, true, 20),
  'queen-of-swords': ruler(
    'swords',
    { skin: SKIN[0], hair: HAIR.silver, hairStyle: 'bun', mood: 'calm', look: -0.3, armL: [80, -10], armR: [30, -80] },
    323,
    false,
    'star',
    () => <Twinkle x={120} y={140} r={8} />,
    () => (
      <g>
        <Cloud x={252} y={446} w={110} color="#4a5a8a" />
        <Cloud x={50} y={448} w={90} color="#3a4a7a" />
      </g>
    ),
  ),
  'king-of-swords': ruler(
    'swords',
    { skin: SKIN[3], hair: HAIR.black, hairStyle: 'short', beard: 'short', mood: 'fierce', armR: [40, -60] },
    324,
    true,
    'star',
    undefined,
    () => butterflies([[92, 250], [210, 240], [226, 390], [74, 380]]),
  ),
  'page-of-coins': page('coins', { skin: SKIN[3], hair: HAIR.auburn, hairStyle: 'braid', armR: [100, -60], armL: [60, -80], look: 0.4, mood: 'smile', dress: 'gown' }, 331),
  'knight-of-coins': knight('coins', { skin: SKIN[4], hair: HAIR.black, hairStyle: 'crop', armR: [60, -50], mood: 'calm', look: 0.3 }, 332, false, 0, () => <path d="M30 400q60 -10 120 0q60 10 120 0M30 414q60 -10 120 0q60 10 120 0" stroke="#5a4a2a" strokeWidth="2" fill="none" />),
  'queen-of-coins': ruler(
    'coins',
    { skin: SKIN[2], hair: HAIR.brown, hairStyle: 'wavy', mood: 'smile', look: 0.2, armR: [-10, -60], armL: [-10, -60] },
    333,
    false,
    'moon',
    undefined,
    () => (
      <g>
        {rabbit(230, 432)}
        <path d="M40 440q6 -20 20 -22q-4 14 8 22ZM250 440q-6 -20 -20 -22" fill="#3f6a3a" />
      </g>
    ),
  ),
  'king-of-coins': ruler(
    'coins',
    { skin: SKIN[1], hair: HAIR.brown, hairStyle: 'short', beard: 'long', mood: 'calm', armR: [30, -40], robe: '#2a1f3a', age: 'old' },
    334,
    true,
    'star',
    () => vines(40, 236),
    () => (
      <g>
        {bull(112, 378)}
        {bull(188, 378)}
      </g>
    ),
  ),
};
