import type { ReactNode } from 'react';
import { crescent, r1, ring, sparkle } from '../art-kit';
import {
  Backdrop,
  Band,
  Beast,
  Cloud,
  Cup,
  Figure,
  Head,
  Lemniscate,
  Lantern,
  Mountains,
  Picture,
  Pillar,
  Scales,
  Sparkles,
  Staff,
  Sun,
  Sword,
  Throne,
  Tree,
  Water,
  kit,
  line,
  live,
  riderAt,
  saddle,
  star,
  type Kit,
} from './figures';
import type { SceneContext } from './types';

/**
 * The 22 Major Arcana, each drawn in the picture area (x 30-270, y 40-440) from the deck's style:
 * the card's traditional symbols in the project's own composition. In the animal deck the figures
 * are animal folk (a fox Fool, an owl Hermit, a bear Emperor); in a silhouette deck they are flat.
 */

type Drawer = (k: Kit) => ReactNode;
const scene = (draw: Drawer) => (ctx: SceneContext) => <Picture>{draw(kit(ctx))}</Picture>;

/** Roses or flowers along a line: one path of small discs. */
const flowers = (k: Kit, xs: readonly number[], y: number, r: number, colour: string) => (
  <path d={xs.map((x, i) => ring(x, y + (i % 2) * 5, r)).join('')} fill={colour} {...line(k)} />
);

/** Wheat ears standing in a row, one path. */
const wheat = (k: Kit, y: number) => {
  let d = '';
  for (let x = 38, i = 0; x < 266; x += 11, i++) {
    const top = y - 18 - ((i * 7) % 13);
    d += `M${x} ${y + 30}V${top + 10}M${x} ${top + 14}c-3-5-3-11 0-15c3 4 3 10 0 15Z`;
  }
  return <path d={d} fill={k.p.accent} {...line(k)} />;
};

/** The four creatures of the corners (Wheel of Fortune, The World), each on a cloud. */
const creatures = (k: Kit, top: number, bottom: number) => (
  <>
    <Cloud k={k} x={62} y={top + 16} w={58} />
    <Cloud k={k} x={238} y={top + 16} w={58} />
    <Cloud k={k} x={62} y={bottom + 16} w={58} />
    <Cloud k={k} x={238} y={bottom + 16} w={58} />
    <Head k={k} at={[62, top]} size={28} kind="human" wings />
    <Head k={k} at={[238, top]} size={28} kind="crow" wings />
    <Head k={k} at={[62, bottom]} size={28} kind="bull" />
    <Head k={k} at={[238, bottom]} size={28} kind="lion" />
  </>
);

const theFool = scene((k) => (
  <>
    <Backdrop k={k} horizon={460} />
    <Mountains k={k} y={440} peaks={[[120, 70], [170, 40], [226, 110], [270, 60]]} />
    <Sun k={k} x={222} y={92} r={22} />
    <path d="M30 330Q110 316 196 322L214 334L200 372L188 440H30Z" fill={k.p.ground} {...line(k)} />
    <Staff k={k} from={[188, 232]} to={[108, 150]} />
    <circle cx="106" cy="150" r="15" fill={k.p.accent2} {...line(k)} />
    <Beast k={k} kind="dog" at={[78, 328]} h={62} pose="rear" />
    <Figure k={k} at={[146, 326]} h={190} pose="walk" animal="fox" robe={k.p.figure} cloak={k.p.accent} hands={[[100, 256], [168, 211]]} crown="wreath" />
    {flowers(k, [98], 254, 5, k.p.background)}
  </>
));

const theMagician = scene((k) => (
  <>
    <Backdrop k={k} horizon={460} />
    {flowers(k, [44, 70, 96, 122, 148, 174, 200, 226, 252], 54, 8, k.p.figure)}
    <Lemniscate k={k} x={150} y={122} w={46} />
    <Figure k={k} at={[150, 410]} h={262} robe={k.p.background} cloak={k.p.figure} animal="cat" tone={2} hands={[[96, 262], [198, 132]]} />
    <Staff k={k} from={[198, 104]} to={[198, 160]} colour={k.p.background} width={5} />
    <path d="M48 300h204v12H48ZM60 312h180v128H60Z" fill={k.p.accent2} {...line(k)} />
    {k.ctx.emblem('wands', 72, 280, 34)}
    {k.ctx.emblem('cups', 118, 280, 34)}
    {k.ctx.emblem('swords', 182, 280, 34)}
    {k.ctx.emblem('coins', 228, 280, 34)}
    {flowers(k, [70, 100, 130, 170, 200, 230], 400, 9, k.p.figure)}
  </>
));

const theHighPriestess = scene((k) => {
  const dots: string[] = [];
  for (let y = 110; y < 380; y += 40) for (let x = 96 + ((y / 40) % 2) * 20; x < 220; x += 40) dots.push(ring(x, y, 7));
  return (
    <>
      <Backdrop k={k} horizon={460} night />
      <rect x="70" y="80" width="160" height="320" fill={k.p.accent2} />
      <path d={dots.join('')} fill={k.p.figure} opacity=".8" />
      <Pillar k={k} x={56} top={66} bottom={436} w={30} colour={k.p.ink} />
      <Pillar k={k} x={244} top={66} bottom={436} w={30} colour={k.p.background} />
      <path d="M100 350h100v90H100Z" fill={k.p.background} {...line(k)} />
      <Figure k={k} at={[150, 412]} h={250} pose="seated" robe={k.p.accent2} cloak={k.p.background} crown="veil" animal="hare" hair="long" hands={[[128, 318], [172, 318]]} />
      <path d="M132 310h36v14h-36Z" fill={k.p.background} {...line(k)} />
      {!k.flat ? <path d="M150 258v20M141 268h18" stroke={k.p.background} strokeWidth={k.sw * 1.6} /> : null}
      <path d={crescent(150, 420, 22, 0, -9, 21)} fill={k.p.accent} {...line(k)} />
    </>
  );
});

const theEmpress = scene((k) => (
  <>
    <Backdrop k={k} horizon={300} />
    <Tree k={k} x={68} y={304} h={124} />
    <Tree k={k} x={230} y={304} h={140} />
    <path d="M214 300Q222 340 206 440H236Q244 360 232 300Z" fill={k.p.accent2} opacity=".8" />
    <Throne k={k} x={150} y={410} w={124} h={220} colour={k.p.accent2} top="arch" />
    <Figure k={k} at={[150, 410]} h={240} pose="seated" robe={k.p.figure} crown="stars" hair="long" animal="deer" tone={1} hands={[[112, 338], [190, 262]]} />
    <Staff k={k} from={[190, 300]} to={[190, 214]} colour={k.p.accent} />
    <circle cx="190" cy="210" r="8" fill={k.p.accent} {...line(k)} />
    <path d={`${ring(86, 372, 20)}`} fill={k.p.accent} {...line(k)} />
    <path d={`${ring(86, 368, 7)}M86 375v12M80 381h12`} fill="none" {...line(k)} />
    {wheat(k, 410)}
  </>
));

const theEmperor = scene((k) => (
  <>
    <Backdrop k={k} horizon={390} />
    <Mountains k={k} y={392} colour={k.p.figure} opacity={0.45} peaks={[[60, 120], [110, 60], [180, 150], [240, 80]]} />
    <Throne k={k} x={150} y={424} w={150} h={290} colour={k.p.background} top="ram" />
    <Figure k={k} at={[150, 420]} h={252} pose="seated" robe={k.p.figure} cloak={k.p.accent2} crown="crown" hair="beard" animal="bear" hands={[[100, 292], [200, 302]]} />
    <Staff k={k} from={[100, 330]} to={[100, 228]} colour={k.p.accent} />
    <path d={`${ring(100, 218, 9)}M88 232h24`} fill="none" {...line(k)} stroke={k.p.accent} strokeWidth={k.sw * 2} />
    <circle cx="206" cy="290" r="13" fill={k.p.accent} {...line(k)} />
    <path d="M206 277v-10M200 272h12" fill="none" {...line(k)} />
  </>
));

const theHierophant = scene((k) => (
  <>
    <Backdrop k={k} horizon={460} />
    <Pillar k={k} x={54} top={60} bottom={420} w={32} colour={k.p.background} />
    <Pillar k={k} x={246} top={60} bottom={420} w={32} colour={k.p.background} />
    <Throne k={k} x={150} y={390} w={120} h={290} colour={k.p.accent2} top="arch" />
    <Figure k={k} at={[150, 386]} h={236} pose="seated" robe={k.p.figure} cloak={k.p.accent} crown="mitre" animal="goat" tone={1} hands={[[104, 206], [198, 286]]} />
    <path d="M104 206l-3-10M108 204l0-11" stroke={live(k, k.p.skin)} strokeWidth={k.sw * 1.8} strokeLinecap="round" />
    <Staff k={k} from={[198, 340]} to={[198, 150]} colour={k.p.accent} />
    <path d="M188 160h20M184 172h28M190 184h16" stroke={k.p.accent} strokeWidth={k.sw * 2.2} strokeLinecap="round" />
    <path d={`${ring(132, 398, 7)}M137 403L166 432${ring(168, 398, 7)}M163 403L134 432`} fill="none" stroke={k.p.accent} strokeWidth={k.sw * 2.4} strokeLinecap="round" />
    <Figure k={k} at={[78, 438]} h={96} robe={k.p.accent} animal="mouse" hair="none" />
    <Figure k={k} at={[222, 438]} h={96} robe={k.p.accent2} animal="mouse" hair="none" />
  </>
));

const theLovers = scene((k) => (
  <>
    <Backdrop k={k} horizon={380} far={<Mountains k={k} y={384} peaks={[[120, 30], [150, 110], [180, 30]]} opacity={0.5} />} />
    <Sun k={k} x={150} y={86} r={30} rays={16} />
    <Figure k={k} at={[150, 228]} h={132} wings halo robe={k.p.figure} wingColour={k.p.accent2} animal="swan" hair="long" tone={1} hands={[[104, 152], [196, 152]]} />
    <Cloud k={k} x={150} y={200} w={150} />
    <Tree k={k} x={66} y={400} h={130} />
    <path d={ring(54, 300, 5) + ring(74, 310, 5) + ring(62, 326, 5)} fill={k.p.figure} />
    <Tree k={k} x={234} y={400} h={130} colour={k.p.accent} />
    <Figure k={k} at={[96, 424]} h={176} robe={k.p.accent2} hair="long" animal="rabbit" tone={2} hands={[[112, 280], [136, 320]]} />
    <Figure k={k} at={[204, 424]} h={176} robe={k.p.figure} animal="rabbit" hands={[[166, 320], null]} />
  </>
));

const theChariot = scene((k) => (
  <>
    <Backdrop k={k} horizon={330} />
    <path d="M30 330V296h14v8h14v-8h14v8h14v-8h14v34ZM214 330V296h14v8h14v-8h14v8h14v34Z" fill={k.p.background} opacity=".8" {...line(k)} />
    <path d="M92 124V300M208 124V300" stroke={k.p.ink} strokeWidth={k.sw * 2.5} />
    <Figure k={k} at={[150, 392]} h={226} robe={k.p.accent2} cloak={k.p.figure} crown="crown" animal="badger" tone={2} hands={[[112, 262], [188, 290]]} />
    <Staff k={k} from={[112, 290]} to={[112, 196]} colour={k.p.accent} />
    <path d="M82 104h136v22H82Z" fill={k.p.ink} />
    <Sparkles k={k} points={[[98, 115, 5], [124, 115, 5], [150, 115, 5], [176, 115, 5], [202, 115, 5]]} colour={k.p.background} />
    <path d="M80 296h140v86H80Z" fill={k.p.accent2} {...line(k)} />
    <path d="M150 322c-16-14-40-12-52-4c16 0 30 6 40 12ZM150 322c16-14 40-12 52-4c-16 0-30 6-40 12Z" fill={k.p.accent} {...line(k)} />
    <circle cx="150" cy="330" r="10" fill={k.p.accent} {...line(k)} />
    <Beast k={k} kind="sphinx" at={[98, 438]} h={86} flip colour={k.p.background} pose="sit" />
    <Beast k={k} kind="sphinx" at={[202, 438]} h={86} colour={k.p.ink} pose="sit" />
  </>
));

const strength = scene((k) => (
  <>
    <Backdrop k={k} horizon={370} far={<Mountains k={k} y={374} peaks={[[200, 90], [250, 40]]} />} />
    <Beast k={k} kind="lion" at={[198, 432]} h={130} flip />
    <Lemniscate k={k} x={86} y={174} w={44} />
    <Figure k={k} at={[86, 432]} h={240} robe={k.p.background} cloak={k.p.ground} crown="wreath" hair="long" animal="mouse" tone={1} hands={[[138, 330], [148, 356]]} />
  </>
));

const theHermit = scene((k) => (
  <>
    <Backdrop k={k} horizon={460} night />
    <Sparkles k={k} points={[[60, 80, 5], [96, 120, 3], [240, 70, 4], [250, 150, 3], [54, 190, 3]]} colour={k.p.background} />
    <path d="M30 440V394Q100 346 150 330Q206 338 270 380V440Z" fill={k.p.background} {...line(k)} />
    <Staff k={k} from={[104, 338]} to={[112, 170]} />
    <Figure k={k} at={[150, 340]} h={232} robe={k.p.accent2} cloak={k.p.accent2} crown="hood" hair="beard" animal="owl" hands={[[110, 250], [196, 188]]} />
    <Lantern k={k} x={198} y={192} />
  </>
));

const wheelOfFortune = scene((k) => {
  const [cx, cy] = [150, 248];
  let spokes = '';
  for (let i = 0; i < 8; i++) {
    const t = (i * Math.PI) / 4;
    spokes += `M${r1(cx + 22 * Math.cos(t))} ${r1(cy + 22 * Math.sin(t))}L${r1(cx + 62 * Math.cos(t))} ${r1(cy + 62 * Math.sin(t))}`;
  }
  const marks = [0, 1, 2, 3].map((i) => {
    const t = (i * Math.PI) / 2 + Math.PI / 4;
    return sparkle(r1(cx + 72 * Math.cos(t)), r1(cy + 72 * Math.sin(t)), 7);
  });
  return (
    <>
      <Backdrop k={k} horizon={460} />
      {creatures(k, 74, 392)}
      <Band k={k} d="M62 150Q44 190 66 220T60 290Q50 320 72 340" width={7} colour={live(k, k.p.accent)} />
      <path d={ring(cx, cy, 84) + ring(cx, cy, 62)} fill={k.p.accent} fillRule="evenodd" {...line(k)} />
      <circle cx={cx} cy={cy} r="62" fill={k.p.background} {...line(k)} />
      <path d={spokes} stroke={k.p.ink} strokeWidth={k.sw * 1.4} />
      <circle cx={cx} cy={cy} r="22" fill={k.p.accent2} {...line(k)} />
      <path d={marks.join('')} fill={k.p.figure} />
      <Figure k={k} at={[236, 352]} h={112} robe={k.p.figure} animal="wolf" beast hands={[[214, 296], [250, 276]]} />
      <Beast k={k} kind="sphinx" at={[140, 170]} h={64} pose="sit" colour={k.p.accent2} />
      <Sword k={k} hilt={[170, 150]} len={46} />
    </>
  );
});

const justice = scene((k) => (
  <>
    <Backdrop k={k} horizon={460} />
    <rect x="70" y="70" width="160" height="340" fill={k.p.accent2} opacity=".7" />
    <Pillar k={k} x={54} top={60} bottom={436} w={30} colour={k.p.background} />
    <Pillar k={k} x={246} top={60} bottom={436} w={30} colour={k.p.background} />
    <Throne k={k} x={150} y={430} w={118} h={260} colour={k.p.background} top="arch" />
    <Figure k={k} at={[150, 426]} h={250} pose="seated" robe={k.p.figure} cloak={k.p.ground} crown="crown" hair="long" animal="lion" tone={2} hands={[[100, 262], [200, 296]]} />
    <Sword k={k} hilt={[100, 268]} len={148} />
    <Scales k={k} x={200} y={296} w={54} />
  </>
));

const theHangedMan = scene((k) => (
  <>
    <Backdrop k={k} horizon={410} />
    <Band k={k} d="M62 440V96M238 440V96M52 92H248" width={12} colour={live(k, k.p.accent2)} />
    <path d={([[62, 180], [238, 220], [62, 300], [238, 330], [110, 92], [200, 92]] as const).map(([x, y]) => `M${x} ${y}c-14-4-18-12-14-18c8 2 14 8 14 18Z`).join('')} fill={live(k, k.p.ground)} {...line(k)} />
    <Band k={k} d="M150 98V130" width={3} colour={k.p.accent} />
    <g transform="rotate(180 150 250)">
      <Figure k={k} at={[150, 370]} h={236} pose="walk" halo robe={k.p.accent2} cloak={k.p.figure} animal="wolf" tone={1} hands={[[128, 300], [172, 300]]} />
    </g>
  </>
));

const death = scene((k) => (
  <>
    <Backdrop
      k={k}
      horizon={394}
      far={
        <>
          <Sun k={k} x={240} y={394} r={16} />
          <path d="M210 396V340h7v-7h5v7h5v-7h5v63ZM254 396V334h5v-7h5v7h6v69Z" fill={k.p.background} {...line(k)} />
        </>
      }
    />
    <Beast k={k} kind="horse" at={[128, 430]} h={206} colour={k.p.background} />
    <Staff k={k} from={[150, 318]} to={[150, 110]} colour={k.p.ink} width={4} />
    <path d="M150 112h66v48h-66Z" fill={k.p.ink} />
    {!k.flat ? <path d={[0, 1, 2, 3, 4].map((i) => ring(r1(183 + 8 * Math.cos((i * 2 * Math.PI) / 5)), r1(136 + 8 * Math.sin((i * 2 * Math.PI) / 5)), 6)).join('')} fill={k.p.background} /> : <path d={ring(183, 136, 12)} fill={k.p.background} />}
    <Figure k={k} at={riderAt(saddle([128, 430], 206), 172)} h={172} pose="ride" skull={!k.animals} hair="none" robe={k.p.ink} animal="crow" hands={[[150, 264], [160, 300]]} />
  </>
));

const temperance = scene((k) => (
  <>
    <Backdrop
      k={k}
      horizon={370}
      far={
        <>
          <Mountains k={k} y={374} peaks={[[50, 50], [80, 80], [112, 40]]} />
          <Sun k={k} x={80} y={296} r={9} rays={8} />
        </>
      }
    />
    <path d="M82 374Q100 390 84 400T150 440H120Q60 420 76 400T70 374Z" fill={k.p.background} opacity=".7" />
    <Figure k={k} at={[156, 424]} h={262} wings halo robe={k.p.background} wingColour={k.p.accent2} hair="long" animal="swan" hands={[[108, 262], [198, 318]]} />
    <path d="M146 234h20l-10 16Z" fill={k.p.accent} {...line(k)} />
    <Band k={k} d="M116 260Q162 276 188 312" width={4} colour={live(k, k.p.accent2)} />
    <Cup k={k} x={106} y={246} s={24} />
    <Cup k={k} x={198} y={306} s={24} />
    <Water k={k} top={400} right={150} />
    <path d={`${sparkle(236, 404, 9)}${sparkle(252, 420, 7)}`} fill={k.p.accent2} {...line(k)} />
  </>
));

const theDevil = scene((k) => (
  <>
    <Backdrop k={k} horizon={460} night />
    <path d="M150 120Q96 70 42 80Q60 100 52 120Q74 112 80 134Q100 124 112 150ZM150 120Q204 70 258 80Q240 100 248 120Q226 112 220 134Q200 124 188 150Z" fill={live(k, k.p.figure)} {...line(k)} />
    <path d="M104 258h92v80h-92Z" fill={k.p.accent2} {...line(k)} />
    <Figure k={k} at={[150, 262]} h={178} pose="seated" robe={k.p.figure} crown="horns" hair="beard" animal="goat" hands={[[100, 126], [200, 214]]} />
    <path d="M200 214L218 262" stroke={k.p.ink} strokeWidth={k.sw * 3} strokeLinecap="round" />
    <path d="M218 262c-8 6-10 16-2 24c0-8 8-10 8-18c4 6 4 10 0 16c8-6 8-16-6-22Z" fill={k.p.accent} />
    <path d="M150 300Q120 330 96 316M150 300Q180 330 204 316" fill="none" stroke={k.p.background} strokeWidth={k.sw * 1.5} strokeDasharray="4 3" />
    <circle cx="150" cy="300" r="6" fill="none" stroke={k.p.background} strokeWidth={k.sw * 1.5} />
    <Figure k={k} at={[92, 436]} h={140} robe={k.p.accent2} crown="horns" hair="long" animal="rabbit" tone={1} />
    <Figure k={k} at={[208, 436]} h={140} robe={k.p.accent} crown="horns" animal="mouse" tone={2} />
  </>
));

const theTower = scene((k) => (
  <>
    <Backdrop k={k} horizon={460} night />
    <path d="M30 440V420Q80 384 112 376H188Q222 386 270 420V440Z" fill={k.p.ground} {...line(k)} />
    <path d="M116 376L124 132H176L184 376ZM118 132V112h12v8h12v-8h16v8h12v-8h12v20Z" fill={k.p.background} {...line(k)} />
    <path d="M142 190h16v26h-16ZM134 260h14v24h-14ZM156 300h14v24h-14Z" fill={k.p.accent} {...line(k)} />
    <path d="M130 112c-6-16 4-22 0-34c10 6 10 18 12 12c2-10 10-14 8-24c10 10 10 22 8 30c6-6 6-10 4-16c10 10 10 24 0 32Z" fill={k.p.figure} />
    <path d="M262 46L214 98L232 102L176 130L208 92L190 88Z" fill={k.p.accent} {...line(k)} />
    <g transform="rotate(-24 200 96)">
      <path d="M186 104L184 84L192 94L200 80L208 94L216 84L214 104Z" fill={k.p.accent} {...line(k)} />
    </g>
    <Sparkles k={k} points={[[70, 90, 5], [96, 140, 4], [230, 160, 5], [250, 250, 4], [50, 230, 4], [216, 320, 4]]} />
    <g transform="rotate(160 80 270)">
      <Figure k={k} at={[80, 320]} h={112} robe={k.p.figure} crown="crown" animal="rabbit" tone={2} hands={[[60, 236], [100, 240]]} />
    </g>
    <g transform="rotate(-150 222 300)">
      <Figure k={k} at={[222, 350]} h={104} robe={k.p.accent2} animal="mouse" hands={[[200, 270], [246, 270]]} />
    </g>
  </>
));

const theStar = scene((k) => (
  <>
    <Backdrop k={k} horizon={330} night ground={k.p.ground} />
    <path d={star(150, 96, 40)} fill={k.p.accent} {...line(k)} />
    <path d={([[62, 70], [238, 70], [48, 140], [252, 140], [78, 206], [222, 206], [150, 176]] as const).map(([x, y]) => star(x, y, 14)).join('')} fill={k.p.background} />
    <Tree k={k} x={60} y={332} h={96} />
    <path d="M54 252q6-8 14-2l6-3-4 6q-6 6-16-1Z" fill={k.p.ink} />
    <Water k={k} top={342} left={150} />
    <Figure k={k} at={[114, 404]} h={168} pose="seated" robe={k.p.background} hair="long" animal="deer" tone={2} hands={[[176, 316], [62, 330]]} />
    <path d="M168 312h16l-2 14h-12ZM54 326h16l-2 14h-12Z" fill={k.p.accent2} {...line(k)} />
    <path d="M182 326Q196 340 196 360M56 340Q48 360 52 380" fill="none" stroke={k.p.background} strokeWidth={k.sw * 1.8} strokeLinecap="round" />
  </>
));

const theMoon = scene((k) => {
  let rays = '';
  for (let i = 0; i < 24; i++) {
    const t = (i * Math.PI) / 12;
    const [a, b] = i % 2 ? [52, 62] : [52, 70];
    rays += `M${r1(150 + a * Math.cos(t))} ${r1(112 + a * Math.sin(t))}L${r1(150 + b * Math.cos(t))} ${r1(112 + b * Math.sin(t))}`;
  }
  return (
    <>
      <Backdrop k={k} horizon={306} night far={<Mountains k={k} y={308} peaks={[[110, 40], [150, 70], [190, 40]]} colour={k.p.background} opacity={0.35} />} />
      <path d={rays} stroke={k.p.accent} strokeWidth={k.sw * 1.4} strokeLinecap="round" />
      <circle cx="150" cy="112" r="46" fill={k.p.accent} {...line(k)} />
      <path d={crescent(150, 112, 46, 18, 0, 40)} fill={k.p.background} opacity=".6" />
      <path d="M120 100h0M138 98h0" stroke={k.p.ink} strokeWidth={k.sw * 2.5} strokeLinecap="round" />
      <path d="M126 124q8 5 16 0" fill="none" {...line(k)} />
      <path d={([[110, 190], [130, 206], [172, 200], [192, 188], [150, 214]] as const).map(([x, y]) => `M${x} ${y}q4 6 0 8q-4-2 0-8Z`).join('')} fill={k.p.accent} />
      <path d="M40 310V200l12-14 12 14v110ZM236 310V200l12-14 12 14v110Z" fill={k.p.background} {...line(k)} />
      <path d="M46 230h10v14H46ZM242 230h10v14h-10Z" fill={k.p.accent} />
      <path d="M132 390Q116 360 150 346T146 310H154Q176 330 160 346T168 390Z" fill={k.p.accent} opacity=".7" />
      <Beast k={k} kind="dog" at={[86, 384]} h={84} pose="sit" howl colour={k.p.background} />
      <Beast k={k} kind="wolf" at={[214, 384]} h={84} pose="sit" howl flip colour={k.p.accent2} />
      <Water k={k} top={392} />
      <path d="M150 400c-8 0-10 10-8 20c2 8 14 8 16 0c2-10 0-20-8-20ZM142 404l-12-8 2 10ZM158 404l12-8-2 10ZM146 426l4 8 4-8Z" fill={live(k, k.p.figure)} {...line(k)} />
    </>
  );
});

const theSun = scene((k) => (
  <>
    <Backdrop k={k} horizon={330} />
    <Sun k={k} x={150} y={112} r={44} rays={16} face />
    <path d="M30 270H270V340H30Z" fill={k.p.background} {...line(k)} />
    <path d="M30 292H270M30 316H270M70 270v22M130 270v22M190 270v22M250 270v22M100 292v24M160 292v24M220 292v24" fill="none" {...line(k)} strokeWidth={k.sw * 0.7} />
    <path d="M62 270V244M100 270V232M200 270V232M238 270V244" stroke={k.p.ground} strokeWidth={k.sw * 2} />
    {([[62, 238], [100, 226], [200, 226], [238, 238]] as const).map(([x, y]) => (
      <Sun key={x} k={k} x={x} y={y} r={7} rays={10} />
    ))}
    <path d={ring(62, 238, 4) + ring(100, 226, 4) + ring(200, 226, 4) + ring(238, 238, 4)} fill={k.p.ink} />
    <Beast k={k} kind="horse" at={[144, 436]} h={170} colour={k.p.background} />
    <Staff k={k} from={[96, 330]} to={[96, 190]} colour={k.p.accent2} width={3} />
    <path d="M96 192Q130 180 160 196Q134 204 130 224Q118 212 96 222Z" fill={k.p.figure} {...line(k)} />
    <Figure k={k} at={riderAt(saddle([144, 436], 170), 124)} h={124} pose="ride" robe={k.p.background} crown="wreath" animal="bear" tone={1} hands={[[96, 276], [182, 290]]} />
  </>
));

const judgement = scene((k) => (
  <>
    <Backdrop k={k} horizon={356} far={<Mountains k={k} y={360} peaks={[[60, 60], [110, 30], [200, 70], [250, 30]]} colour={k.p.background} opacity={0.9} />} />
    <Water k={k} top={370} />
    <Figure k={k} at={[140, 250]} h={190} wings halo robe={k.p.accent2} wingColour={k.p.figure} hair="long" animal="swan" hands={[[176, 118], [196, 130]]} />
    <path d="M156 92L234 138L244 128L238 160L228 150Z" fill={k.p.accent} {...line(k)} />
    <path d="M196 120h34v34h-34Z" fill={k.p.background} {...line(k)} />
    <path d="M213 124v26M200 137h26" stroke={k.p.figure} strokeWidth={k.sw * 2.4} />
    <Cloud k={k} x={140} y={216} w={190} />
    <Figure k={k} at={[72, 432]} h={120} robe={k.p.background} hair="long" animal="rabbit" hands={[[54, 312], [90, 312]]} />
    <Figure k={k} at={[150, 444]} h={128} robe={k.p.background} animal="rabbit" tone={2} hands={[[130, 318], [170, 318]]} />
    <Figure k={k} at={[228, 432]} h={110} robe={k.p.background} animal="mouse" tone={1} hands={[[212, 324], [246, 320]]} />
    <path d="M44 392h56v36H44ZM120 404h60v36h-60ZM200 392h56v36h-56Z" fill={k.p.accent2} {...line(k)} />
  </>
));

const theWorld = scene((k) => {
  let leaves = '';
  for (let i = 0; i < 36; i++) {
    const t = (i * Math.PI) / 18;
    const [x, y] = [150 + 78 * Math.cos(t), 244 + 132 * Math.sin(t)];
    leaves += `M${r1(x)} ${r1(y)}l${r1(8 * Math.cos(t + 1))} ${r1(8 * Math.sin(t + 1))}`;
  }
  return (
    <>
      <Backdrop k={k} horizon={460} />
      {creatures(k, 74, 392)}
      <ellipse cx="150" cy="244" rx="78" ry="132" fill="none" stroke={live(k, k.p.ground)} strokeWidth="12" opacity={k.flat ? 0.35 : 1} />
      <path d={leaves} stroke={live(k, k.p.ground)} strokeWidth="7" strokeLinecap="round" />
      <path d="M140 106l20 12M140 118l20-12M140 370l20 12M140 382l20-12" stroke={k.p.figure} strokeWidth={k.sw * 2.6} strokeLinecap="round" />
      <Figure k={k} at={[150, 346]} h={206} pose="walk" robe={k.p.background} hair="long" animal="hare" tone={2} hands={[[114, 214], [188, 282]]} />
      <path d="M130 188Q176 220 134 260Q180 290 168 330" fill="none" stroke={live(k, k.p.accent2)} strokeWidth="7" strokeLinecap="round" />
      <Staff k={k} from={[114, 194]} to={[114, 234]} colour={k.p.accent} width={3} />
      <Staff k={k} from={[188, 262]} to={[188, 302]} colour={k.p.accent} width={3} />
    </>
  );
});

/** By canonical_rank. */
export const MAJORS: Record<string, (context: SceneContext) => ReactNode> = {
  'the-fool': theFool,
  'the-magician': theMagician,
  'the-high-priestess': theHighPriestess,
  'the-empress': theEmpress,
  'the-emperor': theEmperor,
  'the-hierophant': theHierophant,
  'the-lovers': theLovers,
  'the-chariot': theChariot,
  strength,
  'the-hermit': theHermit,
  'wheel-of-fortune': wheelOfFortune,
  justice,
  'the-hanged-man': theHangedMan,
  death,
  temperance,
  'the-devil': theDevil,
  'the-tower': theTower,
  'the-star': theStar,
  'the-moon': theMoon,
  'the-sun': theSun,
  judgement,
  'the-world': theWorld,
};
