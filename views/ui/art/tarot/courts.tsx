import type { ReactNode } from 'react';
import type { MinorSuit } from '../../../../shared/tarot/tarot';
import { Backdrop, Beast, Cloud, Figure, Mountains, Picture, Throne, Tree, Water, kit, line, riderAt, saddle, type Animal, type Kit, type Pt } from './figures';
import type { SceneContext } from './types';

/**
 * The 16 court cards: a standing Page, a Knight on horseback (on a stag in the animal deck), a
 * Queen and a King on their thrones, each holding the suit's emblem (drawn by the deck's emblem
 * drawer, ctx.emblem) against the suit's country: wands in warm hills, cups by the sea, swords
 * under a windy sky, coins in a garden. In the animal deck each suit is one folk.
 */

type Court = 'page' | 'knight' | 'queen' | 'king';
type Drawer = (context: SceneContext) => ReactNode;

const FOLK: Record<MinorSuit, Animal> = { wands: 'fox', cups: 'hare', swords: 'owl', coins: 'bear' };

const cloakOf = (k: Kit, suit: MinorSuit) => ({ wands: k.p.accent, cups: k.p.accent2, swords: k.p.background, coins: k.p.ground })[suit];

/** The suit's country behind the figure. */
function country(k: Kit, suit: MinorSuit, horizon: number): ReactNode {
  switch (suit) {
    case 'wands':
      return (
        <Backdrop
          k={k}
          horizon={horizon}
          far={
            <>
              <Mountains k={k} y={horizon + 4} colour={k.p.accent} opacity={0.55} peaks={[[60, 40], [84, 14], [220, 50], [250, 24]]} />
            </>
          }
        />
      );
    case 'cups':
      return (
        <>
          <Backdrop k={k} horizon={horizon + 40} />
          <Water k={k} top={horizon} bottom={horizon + 44} />
        </>
      );
    case 'swords':
      return (
        <>
          <Backdrop k={k} horizon={horizon} />
          <Cloud k={k} x={70} y={96} w={70} />
          <Cloud k={k} x={236} y={150} w={60} />
          <path d="M200 80q6-6 12 0q6-6 12 0M226 104q5-5 10 0q5-5 10 0M60 150q5-5 10 0q5-5 10 0" fill="none" {...line(k)} />
        </>
      );
    case 'coins':
      return (
        <>
          <Backdrop k={k} horizon={horizon} />
          <Tree k={k} x={62} y={horizon + 6} h={110} />
          <Tree k={k} x={242} y={horizon + 6} h={90} />
          <path d={`M34 ${horizon + 30}h232M34 ${horizon + 50}h232`} stroke={k.p.accent} strokeWidth={k.sw * 1.2} strokeDasharray="2 10" strokeLinecap="round" />
        </>
      );
  }
}

interface Hold {
  hands: readonly (Pt | null)[];
  /** The emblem: centre, size, turn. */
  emblem: readonly [number, number, number, number?];
}

/** Where each rank holds each suit's emblem. */
const HOLDS: Record<Court, Record<MinorSuit, Hold>> = {
  page: {
    wands: { hands: [[112, 262], [134, 300]], emblem: [114, 262, 170] },
    cups: { hands: [null, [196, 276]], emblem: [198, 256, 50] },
    swords: { hands: [[126, 306], [194, 258]], emblem: [196, 198, 140] },
    coins: { hands: [[176, 242], [206, 248]], emblem: [192, 220, 52] },
  },
  knight: {
    wands: { hands: [[176, 240], [154, 272]], emblem: [180, 214, 140, 12] },
    cups: { hands: [[154, 272], [194, 252]], emblem: [202, 234, 44] },
    swords: { hands: [[158, 270], [188, 214]], emblem: [202, 166, 120, 30] },
    coins: { hands: [[156, 276], [188, 262]], emblem: [194, 248, 46] },
  },
  queen: {
    wands: { hands: [[100, 292], [176, 330]], emblem: [100, 254, 150] },
    cups: { hands: [[134, 322], [168, 322]], emblem: [150, 300, 56] },
    swords: { hands: [[112, 330], [200, 290]], emblem: [200, 222, 150] },
    coins: { hands: [[132, 338], [170, 338]], emblem: [150, 318, 58] },
  },
  king: {
    wands: { hands: [[100, 296], [200, 318]], emblem: [100, 252, 160] },
    cups: { hands: [[110, 330], [200, 298]], emblem: [204, 276, 48] },
    swords: { hands: [[104, 330], [200, 292]], emblem: [200, 220, 150] },
    coins: { hands: [[110, 330], [198, 322]], emblem: [200, 304, 54] },
  },
};

function court(suit: MinorSuit, rank: Court): Drawer {
  return (ctx) => <Picture>{courtDrawing(ctx, suit, rank)}</Picture>;
}

function courtDrawing(ctx: SceneContext, suit: MinorSuit, rank: Court): ReactNode {
  const k = kit(ctx);
  const hold = HOLDS[rank][suit];
  const [ex, ey, es, er] = hold.emblem;
  const emblem = ctx.emblem(suit, ex, ey, es, er);
  const cloak = cloakOf(k, suit);
  const animal = FOLK[suit];
  const tone = ((['wands', 'cups', 'swords', 'coins'].indexOf(suit) + ['page', 'knight', 'queen', 'king'].indexOf(rank)) % 3) as 0 | 1 | 2;
  if (rank === 'page') {
    return (
      <>
        {country(k, suit, 340)}
        <path d="M100 424h100" stroke={k.p.ink} strokeWidth={k.sw} opacity=".4" />
        <Figure k={k} at={[150, 424]} h={250} robe={k.p.figure} cloak={cloak} crown="cap" animal={animal} tone={tone} hands={hold.hands} />
        {emblem}
      </>
    );
  }
  if (rank === 'knight') {
    const horse: Pt = [128, 432];
    const mount = k.animals ? 'stag' : 'horse';
    return (
      <>
        {country(k, suit, 350)}
        <Beast k={k} kind={mount} at={horse} h={210} pose={suit === 'wands' ? 'prance' : 'stand'} colour={suit === 'swords' ? k.p.background : suit === 'cups' ? k.p.background : k.p.skin} />
        <Figure k={k} at={riderAt(saddle(horse, 210), 176)} h={176} pose="ride" robe={k.p.accent2} cloak={cloak} crown="helmet" animal={animal} tone={tone} hands={hold.hands} />
        {emblem}
      </>
    );
  }
  const queen = rank === 'queen';
  return (
    <>
      {country(k, suit, 330)}
      <Throne k={k} x={150} y={430} w={queen ? 130 : 150} h={queen ? 310 : 270} colour={cloak} top={queen ? 'arch' : 'square'} />
      {queen ? ctx.emblem(suit, 150, 136, 22) : (
        <>
          {ctx.emblem(suit, 90, 176, 20)}
          {ctx.emblem(suit, 210, 176, 20)}
        </>
      )}
      <Figure k={k} at={[150, 428]} h={252} pose="seated" robe={queen ? k.p.figure : k.p.accent2} cloak={queen ? k.p.accent2 : k.p.figure} crown="crown" hair={queen ? 'long' : 'beard'} animal={animal} tone={tone} hands={hold.hands} />
      {emblem}
    </>
  );
}

export const COURTS: Record<MinorSuit, Record<Court, Drawer>> = {
  wands: { page: court('wands', 'page'), knight: court('wands', 'knight'), queen: court('wands', 'queen'), king: court('wands', 'king') },
  cups: { page: court('cups', 'page'), knight: court('cups', 'knight'), queen: court('cups', 'queen'), king: court('cups', 'king') },
  swords: { page: court('swords', 'page'), knight: court('swords', 'knight'), queen: court('swords', 'queen'), king: court('swords', 'king') },
  coins: { page: court('coins', 'page'), knight: court('coins', 'knight'), queen: court('coins', 'queen'), king: court('coins', 'king') },
};
