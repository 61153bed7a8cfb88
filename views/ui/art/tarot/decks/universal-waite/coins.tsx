import type { ReactNode } from 'react';
import type { DeckScenes, SceneContext } from '../../types';
import { anchors, C, Castle, Dog, Grass, HAIRS, Hand, Hills, Lily, ln, ol, Person, Rose, SKINS, Sky } from './kit';
import { bandage, cloudHand, falcon, grapes, house, INK, ship, snow } from './pip-kit';

/** This deck's coins: the traditional scenes in the deck's woodcut manner. */

const P = (ctx: SceneContext, key: string | number, x: number, y: number, size: number, rotate = 0): ReactNode => <g key={key}>{ctx.emblem('coins', x, y, size, rotate)}</g>;

function aceOfCoins(ctx: SceneContext) {
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={320} h={60} colour="#9aa6b8" peaks snow seed={3} />
      <path d="M26 318H274V444H26Z" fill={C.green} {...ol()} />
      <path d="M26 300Q40 286 60 296Q80 282 100 296Q114 288 122 300V352H26ZM178 300Q186 288 200 296Q220 282 240 296Q260 286 274 300V352H178Z" fill={C.darkGreen} {...ol()} />
      <path d="M122 352V300Q122 250 150 250Q178 250 178 300V352H168V300Q168 264 150 264Q132 264 132 300V352Z" fill={C.darkGreen} {...ol()} />
      {[
        [128, 262],
        [150, 252],
        [172, 262],
        [126, 290],
        [174, 290],
        [44, 300],
        [84, 294],
        [214, 296],
        [252, 298],
      ].map(([x, y]) => (
        <Rose key={`${x}-${y}`} x={x!} y={y!} r={4.5} />
      ))}
      <path d="M138 444Q140 400 144 352H156Q160 400 162 444Z" fill="#e6d3a3" {...ol()} />
      {[60, 84, 206, 232].map((x, i) => (
        <Lily key={x} x={x} y={424 - (i % 2) * 12} h={50} />
      ))}
      {ctx.emblem('coins', 150, 148, 112)}
      {cloudHand(ctx, 150, 196, 'right', 'palm')}
    </>
  );
}

function twoOfCoins(ctx: SceneContext) {
  const a = anchors(150, 432, 2.3, 'stride');
  const c1: [number, number] = [102, a.waist[1] + 4];
  const c2: [number, number] = [198, a.chest[1] - 20];
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <path d="M26 250Q60 200 100 240Q140 280 180 220Q220 180 274 230V330H26Z" fill="#3f72ad" {...ol()} />
      <path d="M40 250q20 -16 40 -4M150 250q20 -20 40 -22M210 214q20 -10 40 4" {...ln(2, 0.7, C.white)} />
      {ship(90, 236, 1.2)}
      {ship(214, 214, 1.1, C.cream)}
      <path d="M26 300Q150 280 274 300V444H26Z" fill={C.green} {...ol()} />
      <Grass x0={40} x1={260} y={420} n={8} />
      <Person x={150} y={432} s={2.3} pose="stride" facing={1} dress="tunic" robe={C.red} under={C.orange} belt={C.darkBrown} hair={HAIRS.chestnut} hairStyle="curly" headwear="hat" wearColour={C.red} turn={0.3} expression="smile" left={{ to: c1, grip: 'palm' }} right={{ to: c2, grip: 'palm' }} />
      <path d={`M${c1[0]} ${c1[1]}C${c1[0] - 40} ${c1[1] - 60} ${c2[0] - 100} ${c2[1] + 10} 150 ${(c1[1] + c2[1]) / 2}C${c2[0] - 20} ${c2[1] + 70} ${c2[0] + 50} ${c2[1] - 10} ${c2[0]} ${c2[1]}C${c2[0] - 20} ${c2[1] - 50} 170 ${c2[1] - 10} 150 ${(c1[1] + c2[1]) / 2}C120 ${c1[1] + 40} ${c1[0] + 40} ${c1[1] + 30} ${c1[0]} ${c1[1]}Z`} fill="none" stroke={INK} strokeWidth="8" />
      <path d={`M${c1[0]} ${c1[1]}C${c1[0] - 40} ${c1[1] - 60} ${c2[0] - 100} ${c2[1] + 10} 150 ${(c1[1] + c2[1]) / 2}C${c2[0] - 20} ${c2[1] + 70} ${c2[0] + 50} ${c2[1] - 10} ${c2[0]} ${c2[1]}C${c2[0] - 20} ${c2[1] - 50} 170 ${c2[1] - 10} 150 ${(c1[1] + c2[1]) / 2}C120 ${c1[1] + 40} ${c1[0] + 40} ${c1[1] + 30} ${c1[0]} ${c1[1]}Z`} fill="none" stroke={C.leaf} strokeWidth="4.6" />
      {P(ctx, 'c1', c1[0], c1[1] - 18, 46)}
      {P(ctx, 'c2', c2[0], c2[1] - 18, 46)}
    </>
  );
}

function threeOfCoins(ctx: SceneContext) {
  const m = anchors(206, 372, 1.9);
  return (
    <>
      <rect x="26" y="36" width="248" height="408" fill="#b9b2a4" />
      <path d="M60 444V170Q60 70 150 60Q240 70 240 170V444H214V176Q214 100 150 92Q86 100 86 176V444Z" fill={C.stone} {...ol()} />
      <path d="M86 176Q86 100 150 92Q214 100 214 176V444H86Z" fill="#4a4440" {...ol()} />
      <path d="M100 300H200V444H100Z" fill="#2e2a28" />
      {P(ctx, 'c1', 150, 128, 40)}
      {P(ctx, 'c2', 122, 168, 40)}
      {P(ctx, 'c3', 178, 168, 40)}
      <path d="M26 400H274V444H26Z" fill="#8f897d" {...ol()} />
      <path d="M176 372H250V384H176ZM182 384V404M244 384V404" fill={C.brown} {...ol(1.8)} />
      <Person x={206} y={372} s={1.9} dress="tunic" robe={C.purple} under={C.darkBrown} belt={C.darkBrown} hair={HAIRS.black} skin={SKINS[2]} turn={-0.8} expression="calm" left={{ to: [m.shoulderL[0] - 18, m.chest[1] - 10] }} right={{ to: [m.shoulderL[0] - 4, m.chest[1] - 4] }} />
      <path d={`M${m.shoulderL[0] - 22} ${m.chest[1] - 18}l-6 -8M${m.shoulderL[0] - 4} ${m.chest[1] - 4}l-16 -10`} {...ln(3, 1, C.darkStone)} />
      <Person x={64} y={432} s={2.0} dress="robe" robe={C.brown} headwear="hood" wearColour={C.darkBrown} hair={HAIRS.grey} beard="short" beardColour={HAIRS.grey} skin={SKINS[1]} turn={0.6} expression="calm" left={{ to: [56, 330] }} right={{ to: [96, 340] }} />
      <Person x={118} y={436} s={2.0} dress="robe" robe={C.orange} cloak={C.darkGreen} hair={HAIRS.brown} headwear="cap" wearColour={C.black} skin={SKINS[0]} turn={0.6} expression="calm" left={{ to: [104, 338] }} right={{ to: [140, 330] }} />
      <path d="M92 318L150 308L152 346L94 352Z" fill={C.cream} {...ol(1.6)} />
      <path d="M104 324l36 -6M106 334l30 -5" {...ln(1.1, 0.7)} />
      <Hand x={96} y={340} angle={0} s={2} />
      <Hand x={140} y={330} angle={180} s={2} skin={SKINS[0]} />
    </>
  );
}

function fourOfCoins(ctx: SceneContext) {
  const a = anchors(150, 414, 2.3, 'sit');
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <path d="M26 300V240h16v-20h14v20h20v-34l10 -14 10 14v34h24v-16h18v16h24v-40l12 -16 12 16v40h20v-26h16v26h24v-14h24v74Z" fill={C.stone} {...ol(1.8)} />
      <path d="M46 270h6v10h-6ZM84 240h6v10h-6ZM190 250h6v10h-6ZM240 276h6v10h-6Z" fill="#4a4440" />
      <path d="M26 300H274V444H26Z" fill="#a8a49a" {...ol()} />
      <path d="M96 330H204V420H96Z" fill={C.stone} {...ol()} />
      <Person x={150} y={414} s={2.3} pose="sit" dress="robe" robe={C.red} cloak={C.blue} under={C.black} hair={HAIRS.brown} beard="short" headwear="crown" expression="stern" turn={0} left={{ to: [a.heartL[0] - 12, a.chest[1] + 10] }} right={{ to: [a.heartR[0] + 12, a.chest[1] + 10] }} />
      {P(ctx, 'c1', 150, a.chest[1] + 6, 52)}
      <Hand x={a.heartL[0] - 12} y={a.chest[1] + 10} angle={-20} s={2.3} />
      <Hand x={a.heartR[0] + 12} y={a.chest[1] + 10} angle={200} s={2.3} />
      {P(ctx, 'c2', a.head[0], a.head[1] - 46, 38)}
      {P(ctx, 'c3', 108, 412, 40)}
      {P(ctx, 'c4', 192, 412, 40)}
    </>
  );
}

function fiveOfCoins(ctx: SceneContext) {
  const pos: [number, number][] = [
    [150, 80],
    [116, 112],
    [184, 112],
    [128, 150],
    [172, 150],
  ];
  const b = anchors(98, 424, 2.1);
  return (
    <>
      <rect x="26" y="36" width="248" height="408" fill="#232636" />
      <path d="M26 36H274V300H26Z" fill="#4a4652" />
      <path d="M26 60H274M26 100H274M26 140H274M26 180H274M26 220H274M26 260H274" {...ln(1, 0.3)} />
      <path d="M92 200V110Q92 50 150 46Q208 50 208 110V200Z" fill="#f3d27a" {...ol()} />
      <path d="M150 46V200M92 110H208M92 160H208" {...ln(2.4)} />
      <path d="M96 112h52v46h-52Z" fill={C.red} opacity=".35" />
      <path d="M152 162h52v36h-52Z" fill={C.blue} opacity=".35" />
      {pos.map(([x, y], i) => P(ctx, i, x, y, 30))}
      <path d="M26 300H274V444H26Z" fill="#e8ecf2" {...ol()} />
      <Person x={98} y={424} s={2.1} dress="tunic" robe="#8a7f70" under="#6a6258" hair={HAIRS.brown} beard="stubble" skin={SKINS[1]} turn={0.5} expression="worried" tilt={-8} left={{ to: [b.handL[0] - 10, b.handL[1] + 6] }} right={{ to: [b.handR[0] + 12, b.handR[1] + 6] }} />
      {bandage(b.head[0], b.head[1], 2.1)}
      <path d={`M${b.handL[0] - 10} ${b.handL[1] - 40}V432M${b.handR[0] + 12} ${b.handR[1] - 40}V432`} {...ln(6, 1, INK)} />
      <path d={`M${b.handL[0] - 10} ${b.handL[1] - 40}V432M${b.handR[0] + 12} ${b.handR[1] - 40}V432`} {...ln(3, 1, C.brown)} />
      <Hand x={b.handL[0] - 10} y={b.handL[1] + 6} angle={90} s={2.1} />
      <Hand x={b.handR[0] + 12} y={b.handR[1] + 6} angle={90} s={2.1} />
      <Person x={200} y={428} s={2.1} dress="robe" robe="#5f5a6a" cloak="#3d3848" headwear="hood" wearColour="#3d3848" hair={HAIRS.black} skin={SKINS[3]} turn={0.4} expression="sad" eyes="down" left={{ to: [186, 344] }} right={{ to: [206, 350] }} />
      {snow(23, 90)}
    </>
  );
}

function scales(x: number, y: number, s: number): ReactNode {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} stroke={INK} strokeWidth={1.6 / s} strokeLinejoin="round" fill="none">
      <path d="M0 0V-8M-20 -6H20M-20 -6L-26 10M-20 -6L-14 10M20 -6L14 10M20 -6L26 10" />
      <path d="M-28 10Q-20 18 -12 10ZM12 10Q20 18 28 10Z" fill={C.gold} />
    </g>
  );
}

function sixOfCoins(ctx: SceneContext) {
  const a = anchors(150, 400, 2.3);
  const pos: [number, number][] = [
    [62, 96],
    [108, 76],
    [192, 76],
    [238, 96],
    [64, 150],
    [236, 150],
  ];
  return (
    <>
      <Sky ctx={ctx} kind="yellow" />
      <Hills y={300} h={20} colour="#9cbf9a" seed={24} />
      <Castle x={240} y={296} s={1.1} />
      <path d="M26 320Q150 306 274 320V444H26Z" fill={C.green} {...ol()} />
      {pos.map(([x, y], i) => P(ctx, i, x, y, 44))}
      <Person x={150} y={400} s={2.3} dress="robe" robe={C.red} cloak={C.darkRed} under={C.white} hair={HAIRS.black} skin={SKINS[3]} beard="short" headwear="hat" wearColour={C.red} turn={0.5} expression="calm" eyes="down" pattern={C.gold} left={{ to: [110, a.chest[1] - 24] }} right={{ to: [194, a.waist[1] + 10], grip: 'open' }} />
      {scales(110, a.chest[1] - 24, 1.3)}
      <path d="M200 330l2 8M206 326l4 10M196 338l2 6" {...ln(2, 1, C.gold)} />
      <Person x={222} y={432} s={1.6} pose="kneel" dress="robe" robe="#8a7f70" hair={HAIRS.brown} skin={SKINS[1]} turn={-0.6} expression="worried" eyes="up" left={{ to: [206, 342], grip: 'palm' }} right={{ to: [220, 346], grip: 'palm' }} />
      <Person x={70} y={432} s={1.6} pose="kneel" dress="robe" robe="#6f7d8a" headwear="hood" wearColour="#5a6470" hair={HAIRS.black} skin={SKINS[2]} turn={0.6} expression="sad" eyes="up" left={{ to: [78, 352], grip: 'palm' }} right={{ to: [92, 350], grip: 'palm' }} />
      <Hand x={194} y={a.waist[1] + 10} angle={90} s={2.3} skin={SKINS[3]} grip="open" />
    </>
  );
}

function sevenOfCoins(ctx: SceneContext) {
  const a = anchors(92, 426, 2.4);
  const bush: [number, number][] = [
    [178, 206],
    [224, 200],
    [200, 250],
    [246, 256],
    [172, 296],
    [222, 306],
  ];
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={300} h={24} colour="#9cbf9a" seed={26} />
      <path d="M26 330Q150 310 274 330V444H26Z" fill={C.green} {...ol()} />
      <path d="M160 340C130 330 130 280 150 266C130 230 150 180 190 176C210 150 260 160 262 190C280 210 280 250 268 270C282 300 270 340 240 346C220 360 180 356 160 340Z" fill={C.leaf} {...ol()} />
      <path d="M210 360V300M210 320l-20 -30M210 316l26 -30" {...ln(4, 1, C.brown)} />
      {bush.map(([x, y], i) => P(ctx, i, x, y, 42))}
      {P(ctx, 'g', 130, 410, 42)}
      <Person x={92} y={426} s={2.4} dress="tunic" robe={C.blue} under={C.orange} belt={C.darkBrown} hair={HAIRS.grey} beard="short" beardColour={HAIRS.grey} skin={SKINS[2]} turn={0.7} tilt={8} expression="worried" eyes="down" left={{ to: [a.shoulderR[0] + 6, a.chest[1] + 4] }} right={{ to: [a.shoulderR[0] + 12, a.chest[1] + 12] }} />
      <path d={`M${a.shoulderR[0] + 30} 430L${a.shoulderR[0] + 2} ${a.chest[1] - 26}`} {...ln(6, 1, INK)} />
      <path d={`M${a.shoulderR[0] + 30} 430L${a.shoulderR[0] + 2} ${a.chest[1] - 26}`} {...ln(3, 1, C.brown)} />
      <path d={`M${a.shoulderR[0] + 22} 430h22l-4 8h-22Z`} fill={C.darkStone} {...ol(1.4)} />
      <Hand x={a.shoulderR[0] + 6} y={a.chest[1] + 4} angle={0} s={2.4} skin={SKINS[2]} />
      <Hand x={a.shoulderR[0] + 12} y={a.chest[1] + 12} angle={0} s={2.4} skin={SKINS[2]} />
    </>
  );
}

function eightOfCoins(ctx: SceneContext) {
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={310} h={20} colour="#9cbf9a" seed={28} />
      {house(40, 308, 0.8)}
      <Castle x={78} y={304} s={0.7} />
      <path d="M26 330Q150 316 274 330V444H26Z" fill={C.green} {...ol()} />
      <path d="M60 440V96h20V440Z" fill={C.brown} {...ol()} />
      {[120, 170, 220, 270].map((y, i) => P(ctx, `p${i}`, 70, y, 40))}
      <path d="M150 380H244V392H150ZM156 392V430M238 392V430" fill={C.brown} {...ol(1.8)} />
      <path d="M108 352H164V364H108ZM114 364V430M158 364V430" fill={C.darkBrown} {...ol(1.8)} />
      {P(ctx, 'w', 136, 334, 36)}
      <Person x={186} y={418} s={2.2} pose="sit" dress="tunic" robe={C.blue} under={C.red} belt={C.darkBrown} hair={HAIRS.black} skin={SKINS[4]} turn={-0.7} expression="calm" eyes="down" left={{ to: [142, 330] }} right={{ to: [156, 322] }} />
      <path d="M128 330l16 -4M156 322l10 -20" {...ln(3.2, 1, C.darkStone)} />
      <path d="M156 322l-4 -10h12Z" fill={C.darkBrown} {...ol(1.2)} />
      {P(ctx, 'f1', 100, 424, 36)}
      {P(ctx, 'f2', 250, 420, 36)}
      {P(ctx, 'f3', 98, 388, 36)}
      <Grass x0={200} x1={270} y={436} n={3} />
    </>
  );
}

function nineOfCoins(ctx: SceneContext) {
  const a = anchors(162, 428, 2.3);
  const pos: [number, number][] = [
    [52, 236],
    [90, 250],
    [52, 290],
    [90, 304],
    [52, 344],
    [90, 358],
    [238, 280],
    [238, 334],
    [238, 388],
  ];
  return (
    <>
      <Sky ctx={ctx} kind="yellow" />
      <Hills y={260} h={26} colour="#9cbf9a" seed={30} />
      <Castle x={200} y={258} s={1.2} />
      <path d="M26 280Q150 268 274 280V444H26Z" fill={C.green} {...ol()} />
      <path d="M70 444V220M230 444V250" {...ln(4, 1, C.brown)} />
      <path d="M40 230C40 200 100 196 100 230C100 250 40 250 40 230ZM36 300C30 270 110 270 104 300ZM214 260C210 236 262 236 262 260Z" fill={C.leaf} {...ol(1.8)} />
      {grapes(108, 226)}
      {grapes(40, 330)}
      {grapes(260, 330)}
      {pos.map(([x, y], i) => P(ctx, i, x, y, 38))}
      <Person x={162} y={428} s={2.3} dress="gown" robe={C.gold} under={C.white} hair={HAIRS.auburn} hairStyle="long" headwear="hat" wearColour={C.red} skin={SKINS[0]} turn={-0.5} expression="calm" pattern={C.red} left={{ to: [a.shoulderL[0] - 14, a.chest[1] - 10], grip: 'fist' }} right={{ to: [a.shoulderR[0] + 2, a.waist[1] + 4] }} />
      <path d={`M${a.shoulderL[0] - 22} ${a.chest[1] - 8}h16v12h-16Z`} fill={C.brown} {...ol(1.4)} />
      {falcon(a.shoulderL[0] - 12, a.chest[1] - 10, 1.9, -1)}
      <path d="M232 420q-6 -8 -12 -4q6 6 12 4Z" fill={C.darkGreen} {...ol(1)} />
    </>
  );
}

function tenOfCoins(ctx: SceneContext) {
  const tree: [number, number][] = [
    [0, 0],
    [-1, 0.55],
    [1, 0.55],
    [-1, 1.6],
    [1, 1.6],
    [0, 2.1],
    [-1, 3.1],
    [1, 3.1],
    [0, 3.6],
    [0, 4.6],
  ];
  const o = anchors(70, 428, 2.0, 'sit');
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <Castle x={206} y={270} s={1.4} />
      <Hills y={290} h={16} colour="#9cbf9a" seed={32} />
      <path d="M26 300H274V444H26Z" fill="#b9c68a" {...ol()} />
      <path d="M150 444V150Q150 110 210 110Q270 110 270 150V444H256V160Q256 128 210 128Q164 128 164 160V444Z" fill={C.stone} {...ol()} />
      <path d="M150 180h14M150 230h14M150 280h14M256 180h14M256 230h14M256 280h14" {...ln(1, 0.4)} />
      <path d="M26 330H274V444H26Z" fill="#a8a49a" {...ol()} />
      <path d="M26 360H274M26 400H274M70 330V360M130 330V360M190 330V360M250 330V360M100 360V400M160 360V400M220 360V400" {...ln(1, 0.3)} />
      <Person x={190} y={410} s={1.8} dress="gown" robe={C.red} under={C.white} hair={HAIRS.brown} hairStyle="long" turn={-0.6} expression="smile" left={{ to: [170, 330] }} right={{ to: [204, 352] }} />
      <Person x={232} y={410} s={1.9} dress="tunic" robe={C.blue} under={C.red} cloak={C.darkRed} hair={HAIRS.black} beard="short" skin={SKINS[3]} turn={-0.7} expression="calm" left={{ to: [212, 344] }} right={{ to: [248, 350] }} />
      <Person x={160} y={430} s={1.0} dress="tunic" robe={C.yellow} under={C.blue} hair={HAIRS.blonde} hairStyle="curly" turn={-0.8} expression="smile" left={{ to: [148, 388] }} right={{ to: [170, 384] }} />
      <Person x={70} y={428} s={2.0} pose="sit" dress="robe" robe="#6f5a8a" cloak={C.orange} pattern={C.gold} hair={HAIRS.white} beard="long" beardColour={HAIRS.white} skin={SKINS[1]} turn={0.6} expression="calm" left={{ to: [o.handL[0], o.handL[1] + 4] }} right={{ to: [o.handR[0] + 14, o.handR[1]] }} />
      <Dog x={112} y={434} s={0.9} flip={-1} />
      <Dog x={138} y={440} s={0.8} flip={-1} colour="#d8c8a8" />
      {tree.map(([tx, ty], i) => P(ctx, i, 150 + tx * 56, 70 + ty * 60, 40))}
    </>
  );
}

export const COINS: DeckScenes = {
  'ace-of-coins': aceOfCoins,
  'two-of-coins': twoOfCoins,
  'three-of-coins': threeOfCoins,
  'four-of-coins': fourOfCoins,
  'five-of-coins': fiveOfCoins,
  'six-of-coins': sixOfCoins,
  'seven-of-coins': sevenOfCoins,
  'eight-of-coins': eightOfCoins,
  'nine-of-coins': nineOfCoins,
  'ten-of-coins': tenOfCoins,
};
