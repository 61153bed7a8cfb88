import type { ReactNode } from 'react';
import type { DeckScenes, SceneContext } from '../../types';
import { anchors, C, Castle, Grass, Ground, HAIRS, Hand, Hills, Horse, Lily, Limb, ln, ol, Person, Rose, saddle, SKINS, Sky, Tree, Water } from './kit';
import { backHead, bandage, cloudHand, COL, house, ship, wall } from './pip-kit';

/** This deck's wands: the traditional scenes in the deck's woodcut manner. */

const groundK = (ctx: SceneContext, y: number, colour: string, wave: number): ReactNode => <Ground ctx={ctx} y={y} colour={colour} wave={wave} />;

const W = (ctx: SceneContext, key: string | number, x: number, y: number, size: number, rotate = 0): ReactNode => <g key={key}>{ctx.emblem('wands', x, y, size, rotate)}</g>;

function aceOfWands(ctx: SceneContext) {
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={330} h={22} colour="#9cbf9a" seed={4} />
      <path d="M170 330Q196 300 236 304Q260 308 274 330Z" fill="#b3cc80" {...ol(1.6)} />
      <Castle x={214} y={308} s={0.9} />
      {groundK(ctx, 352, C.green, 10)}
      <path d="M88 444Q118 400 104 372Q96 356 128 340L140 340Q112 358 124 376Q140 410 126 444Z" fill="#8fbde3" {...ol(1.4)} />
      <Tree x={62} y={376} h={58} />
      <Tree x={86} y={364} h={42} colour={C.darkGreen} />
      <Tree x={246} y={384} h={52} />
      <Grass x0={150} x1={270} y={410} n={7} />
      <Grass x0={30} x1={90} y={426} n={4} />
      {ctx.emblem('wands', 146, 178, 236, 8)}
      {cloudHand(ctx, 141, 214, 'right')}
      <path d="M96 130q8 -6 14 2q-8 6 -14 -2ZM198 98q8 -4 12 4q-8 4 -12 -4ZM84 250q8 -6 14 2q-8 6 -14 -2ZM100 300q6 -6 12 0q-6 6 -12 0Z" fill={C.leaf} {...ol(1.2)} />
    </>
  );
}

function twoOfWands(ctx: SceneContext) {
  const a = anchors(146, 430, 2.5);
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={262} h={26} colour="#a7bf8c" seed={2} />
      <path d="M180 262Q200 244 222 252L230 262Z" fill="#c9b98f" {...ol(1.4)} />
      {house(200, 258, 0.6)}
      {house(220, 260, 0.5, '#efe4c8', COL.blueRobe)}
      <Water y={262} h={80} seed={3} />
      {ship(86, 300, 0.8)}
      {W(ctx, 'w1', 62, 236, 236)}
      {W(ctx, 'w2', 198, 250, 236)}
      <Person
        x={146}
        y={430}
        s={2.5}
        dress="tunic"
        robe={C.red}
        under={C.orange}
        cloak={C.darkRed}
        belt={C.gold}
        hair={HAIRS.brown}
        beard="short"
        headwear="hat"
        wearColour={C.red}
        turn={-0.6}
        expression="calm"
        eyes="down"
        left={{ to: [104, a.chest[1] + 12], grip: 'palm', handAngle: 200 }}
        right={{ to: [198, a.waist[1] - 4] }}
      />
      <circle cx="102" cy={a.chest[1] - 8} r="19" fill="#4f86c6" {...ol()} />
      <path d={`M90 ${a.chest[1] - 18}q10 4 8 14q-4 8 2 14M108 ${a.chest[1] - 24}q-8 10 2 14q8 2 8 12`} fill="none" stroke="#8db263" strokeWidth="5" strokeLinecap="round" />
      <path d={`M88 ${a.chest[1] - 14}a19 19 0 0 1 12 -11`} {...ln(2, 0.6, '#fff')} />
      {wall(26, 274, 336, 444, true)}
      <g transform="translate(74 392)">
        <path d="M-16 -16L16 16M16 -16L-16 16" stroke={C.ink} strokeWidth="6" strokeLinecap="round" />
        <path d="M-16 -16L16 16M16 -16L-16 16" stroke={C.darkGreen} strokeWidth="3" strokeLinecap="round" />
      </g>
      <Rose x={62} y={380} r={7} />
      <Lily x={88} y={408} h={22} />
    </>
  );
}

function threeOfWands(ctx: SceneContext) {
  const a = anchors(146, 410, 2.5);
  return (
    <>
      <Sky ctx={ctx} kind="yellow" />
      <Hills y={246} h={34} colour="#b7a27a" peaks seed={6} />
      <Water y={246} h={100} colour="#e2b24a" seed={5} />
      {ship(100, 276, 0.8, C.white)}
      {ship(218, 270, 0.9, C.white)}
      {ship(40, 310, 0.7, '#f0d9a0')}
      <path d="M26 444V352Q80 330 150 338Q220 334 274 350V444Z" fill="#9c8a62" {...ol()} />
      <path d="M26 352Q80 330 150 338Q220 334 274 350V362Q200 348 150 352Q80 346 26 366Z" fill={C.darkGreen} {...ol(1.6)} />
      <path d="M40 372l20 -6M200 360l24 4M90 420l30 -8M230 410l20 6" {...ln(1.4, 0.5)} />
      {W(ctx, 'w1', 60, 306, 236)}
      {W(ctx, 'w2', 248, 310, 236)}
      <Person
        x={146}
        y={410}
        s={2.5}
        dress="tunic"
        robe={C.darkGreen}
        under={C.blue}
        cloak={C.red}
        belt={C.gold}
        hair={HAIRS.chestnut}
        noShadow
        left={{ to: [124, a.waist[1] + 4], back: true }}
        right={{ to: [194, a.chest[1] + 6] }}
      />
      <path d={`M${a.shoulderL[0] - 14} ${a.shoulderL[1]}C${a.shoulderL[0] - 30} 300 ${a.shoulderL[0] - 34} 360 ${a.shoulderL[0] - 30} 406Q146 412 ${a.shoulderR[0] + 26} 406C${a.shoulderR[0] + 24} 360 ${a.shoulderR[0] + 18} 300 ${a.shoulderR[0] + 10} ${a.shoulderR[1]}Z`} fill={C.red} {...ol()} />
      <path d={`M128 260Q124 330 120 400M150 256V402M168 262Q172 330 176 400`} {...ln(1.2, 0.4)} />
      <path d={`M${a.shoulderL[0] - 16} ${a.shoulderL[1] - 2}Q146 ${a.shoulderL[1] - 14} ${a.shoulderR[0] + 12} ${a.shoulderR[1] - 2}Q${a.shoulderR[0] + 14} ${a.shoulderR[1] + 14} ${a.shoulderR[0]} ${a.shoulderR[1] + 22}Q146 ${a.shoulderR[1] + 30} ${a.shoulderL[0]} ${a.shoulderL[1] + 22}Q${a.shoulderL[0] - 18} ${a.shoulderL[1] + 14} ${a.shoulderL[0] - 16} ${a.shoulderL[1] - 2}Z`} fill={C.darkGreen} {...ol(1.8)} />
      {backHead(a.head[0], a.head[1], 2.5, HAIRS.chestnut, C.gold)}
      {W(ctx, 'w3', 196, 290, 250)}
      <Limb points={[[a.shoulderR[0] + 6, a.shoulderR[1] + 6], [a.shoulderR[0] + 16, a.chest[1] + 20], [192, a.chest[1] + 6]]} width={18} colour={C.darkGreen} />
      <Hand x={196} y={a.chest[1] + 4} angle={-60} s={2.5} grip="fist" />
    </>
  );
}

function garland(x1: number, x2: number, y: number, sag: number): ReactNode {
  const mid = (x1 + x2) / 2;
  const d = `M${x1} ${y}Q${mid} ${y + sag * 2} ${x2} ${y}`;
  const dots: string[] = [];
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    const px = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * mid + t * t * x2;
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y;
    dots.push(`M${Math.round(px)} ${Math.round(py + 3)}h0`);
  }
  return (
    <g>
      <path d={d} fill="none" stroke={C.ink} strokeWidth="11" strokeLinecap="round" />
      <path d={d} fill="none" stroke={C.leaf} strokeWidth="7" strokeLinecap="round" strokeDasharray="6 3" />
      <path d={dots.join('')} stroke={C.ink} strokeWidth="8" strokeLinecap="round" />
      <path d={dots.join('')} stroke={C.red} strokeWidth="5.6" strokeLinecap="round" />
    </g>
  );
}

function fourOfWands(ctx: SceneContext) {
  return (
    <>
      <Sky ctx={ctx} kind="yellow" />
      <Hills y={300} h={24} colour="#9cbf9a" seed={8} />
      <Castle x={150} y={292} s={2.2} />
      <Tree x={62} y={302} h={50} />
      <Tree x={242} y={300} h={46} />
      <path d="M96 304H206L210 318H92Z" fill={C.stone} {...ol(1.8)} />
      {groundK(ctx, 318, C.green, 6)}
      <Person x={124} y={394} s={1.3} dress="gown" robe={C.red} under={C.white} hair={HAIRS.blonde} hairStyle="long" headwear="wreath" expression="smile" left={{ to: [108, 268], grip: 'fist' }} right={{ to: [136, 314] }} />
      <Person x={176} y={394} s={1.3} dress="gown" robe={C.blue} under={C.white} hair={HAIRS.black} hairStyle="bob" skin={SKINS[3]} headwear="wreath" expression="smile" left={{ to: [164, 314] }} right={{ to: [192, 268], grip: 'fist' }} />
      <g>
        {[
          [108, 262],
          [192, 262],
        ].map(([x, y]) => (
          <g key={x}>
            <path d={`M${x} ${y! + 6}l-6 -14M${x} ${y! + 6}l0 -16M${x} ${y! + 6}l6 -14`} {...ln(1.6, 1, C.darkGreen)} />
            <Rose x={x! - 6} y={y! - 10} r={4.5} />
            <Rose x={x! + 6} y={y! - 10} r={4.5} colour={C.orange} />
            <Rose x={x!} y={y! - 16} r={4.5} colour={C.white} />
          </g>
        ))}
      </g>
      <Grass x0={40} x1={260} y={420} n={9} />
      {W(ctx, 'w1', 46, 318, 240)}
      {W(ctx, 'w2', 86, 326, 232)}
      {W(ctx, 'w3', 214, 326, 232)}
      {W(ctx, 'w4', 254, 318, 240)}
      {garland(46, 86, 204, 8)}
      {garland(86, 214, 212, 10)}
      {garland(214, 254, 204, 8)}
    </>
  );
}

function fiveOfWands(ctx: SceneContext) {
  const youths: { x: number; y: number; robe: string; hair: string; skin: string; turn: number; to: [number, number]; to2: [number, number]; rot: number; style?: 'short' | 'curly' | 'bob'; wear?: 'cap' | 'none' }[] = [
    { x: 78, y: 350, robe: C.red, hair: HAIRS.black, skin: SKINS[2], turn: 0.6, to: [92, 262], to2: [104, 270], rot: 40, wear: 'cap' },
    { x: 150, y: 340, robe: C.white, hair: HAIRS.blonde, skin: SKINS[0], turn: -0.3, to: [140, 248], to2: [160, 250], rot: -12, style: 'curly' },
    { x: 222, y: 352, robe: C.blue, hair: HAIRS.brown, skin: SKINS[1], turn: -0.6, to: [208, 262], to2: [196, 272], rot: -40 },
    { x: 104, y: 428, robe: C.darkGreen, hair: HAIRS.auburn, skin: SKINS[1], turn: 0.5, to: [120, 336], to2: [136, 344], rot: 62, style: 'curly' },
    { x: 198, y: 430, robe: C.orange, hair: HAIRS.black, skin: SKINS[4], turn: -0.5, to: [180, 338], to2: [164, 346], rot: -58, wear: 'cap' },
  ];
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={300} h={20} colour="#9cbf9a" seed={11} />
      {groundK(ctx, 318, C.green, 10)}
      <path d="M40 380q20 -6 36 2M200 372q24 -8 44 0M150 400q14 -4 30 2" {...ln(1.6, 0.45)} />
      {youths.map((y, i) => (
        <g key={i}>
          <Person
            x={y.x}
            y={y.y}
            s={1.5}
            pose="stride"
            facing={y.turn > 0 ? 1 : -1}
            dress="tunic"
            robe={y.robe}
            under={i % 2 ? C.darkBrown : C.cream}
            belt={C.darkBrown}
            skin={y.skin}
            hair={y.hair}
            hairStyle={y.style ?? 'short'}
            headwear={y.wear ?? 'none'}
            wearColour={C.red}
            turn={y.turn}
            expression={i % 2 ? 'fierce' : 'open'}
            left={{ to: y.to }}
            right={{ to: y.to2 }}
          />
          {W(ctx, `w${i}`, (y.to[0] + y.to2[0]) / 2, (y.to[1] + y.to2[1]) / 2 - 8, 176, y.rot)}
        </g>
      ))}
    </>
  );
}

function sixOfWands(ctx: SceneContext) {
  const hp = { x: 140, y: 414, s: 1.75 };
  const [sx, sy] = saddle(hp);
  const a = anchors(sx, sy, 1.75, 'ride');
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={330} h={20} colour="#9cbf9a" seed={5} />
      {groundK(ctx, 360, C.green, 6)}
      {W(ctx, 'w1', 40, 330, 230)}
      {W(ctx, 'w2', 74, 318, 236)}
      {W(ctx, 'w3', 236, 318, 236)}
      {W(ctx, 'w4', 262, 332, 230)}
      {W(ctx, 'w6', 112, 340, 220)}
      <Horse {...hp} colour={C.white} gait="walk" cloth={C.darkGreen} clothPattern={C.gold} />
      {W(ctx, 'w5', a.shoulderR[0] + 22, a.chest[1] - 58, 236)}
      <Person x={sx} y={sy} s={1.75} pose="ride" facing={1} dress="tunic" robe={C.red} under={C.orange} cloak={C.darkRed} hair={HAIRS.brown} beard="short" headwear="wreath" turn={0.4} expression="smile" left={{ to: [a.shoulderL[0] + 6, a.waist[1] + 6] }} right={{ to: [a.shoulderR[0] + 22, a.chest[1] - 6] }} />
      <g transform={`translate(${a.shoulderR[0] + 22} ${a.chest[1] - 150})`}>
        <circle r="14" fill="none" stroke={C.ink} strokeWidth="8" />
        <circle r="14" fill="none" stroke={C.leaf} strokeWidth="5" />
        <path d="M-4 12l-6 18M4 12l8 16" stroke={C.red} strokeWidth="3" strokeLinecap="round" />
      </g>
      {[
        [42, 432, SKINS[1], HAIRS.black],
        [86, 436, SKINS[3], HAIRS.brown],
        [226, 436, SKINS[0], HAIRS.blonde],
        [264, 430, SKINS[2], HAIRS.chestnut],
      ].map(([x, y, skin, hair], i) => (
        <g key={i}>
          <path d={`M${Number(x) - 22} 446Q${Number(x) - 20} ${Number(y) - 24} ${x} ${Number(y) - 26}Q${Number(x) + 20} ${Number(y) - 24} ${Number(x) + 22} 446Z`} fill={[C.blue, C.orange, C.darkGreen, C.purple][i]} {...ol()} />
          <circle cx={x} cy={Number(y) - 36} r="11" fill={skin as string} {...ol()} />
          <path d={`M${Number(x) - 11} ${Number(y) - 36}C${Number(x) - 12} ${Number(y) - 52} ${Number(x) + 12} ${Number(y) - 52} ${Number(x) + 11} ${Number(y) - 36}Q${x} ${Number(y) - 42} ${Number(x) - 11} ${Number(y) - 36}Z`} fill={hair as string} {...ol(1.6)} />
        </g>
      ))}
    </>
  );
}

function sevenOfWands(ctx: SceneContext) {
  const a = anchors(150, 332, 2.3, 'stride');
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={270} h={26} colour="#9cbf9a" seed={13} />
      <path d="M26 352Q80 320 150 326Q220 322 274 346V444H26Z" fill={C.green} {...ol()} />
      <Grass x0={60} x1={240} y={340} n={6} />
      <Person
        x={150}
        y={332}
        s={2.3}
        pose="stride"
        facing={-1}
        dress="tunic"
        robe={C.darkGreen}
        under={C.orange}
        belt={C.darkBrown}
        hair={HAIRS.auburn}
        turn={-0.7}
        expression="fierce"
        left={{ to: [a.shoulderL[0] - 4, a.chest[1] + 6] }}
        right={{ to: [a.shoulderR[0] + 12, a.waist[1] + 16] }}
      />
      {W(ctx, 'w7', 150, a.waist[1] + 4, 230, -62)}
      <path d="M26 444V392Q90 372 150 384Q210 374 274 392V444Z" fill="#6f9a4f" {...ol()} />
      {[
        [44, 398, 20],
        [78, 388, 8],
        [112, 398, -10],
        [192, 400, 12],
        [226, 388, -6],
        [258, 398, -20],
      ].map(([x, y, r], i) => W(ctx, `f${i}`, x!, y!, 150, r))}
    </>
  );
}

function eightOfWands(ctx: SceneContext) {
  const wands: ReactNode[] = [];
  for (let k = 0; k < 8; k++) {
    const t = k - 3.5;
    const x = 150 + t * 24 * 0.57 + (k % 2 ? 8 : -6);
    const y = 216 - t * 24 * 0.82 + (k % 2 ? 6 : -8);
    wands.push(W(ctx, k, x, y, 168, 124));
  }
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={338} h={18} colour="#9cbf9a" seed={9} />
      <path d="M26 362Q90 330 170 342Q230 350 274 336V444H26Z" fill={C.green} {...ol()} />
      {house(214, 330, 1.1)}
      <Tree x={244} y={336} h={38} />
      <Water y={398} h={46} seed={7} />
      <Grass x0={40} x1={200} y={380} n={6} />
      <path d="M54 118l24 14M44 140l28 12M70 96l20 12" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" opacity=".8" />
      <g>{wands}</g>
    </>
  );
}

function nineOfWands(ctx: SceneContext) {
  const a = anchors(124, 432, 2.45);
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={300} h={30} colour="#8fb08a" peaks seed={3} />
      {groundK(ctx, 330, C.green, 6)}
      {[42, 70, 98, 126, 154, 182, 210, 238].map((x, i) => W(ctx, `p${i}`, x + 6, 292 + (i % 2) * 6, 220))}
      <path d="M26 444V372Q150 356 274 372V444Z" fill="#7ea556" {...ol()} />
      <Person
        x={124}
        y={432}
        s={2.45}
        dress="tunic"
        robe={C.blue}
        under={C.darkRed}
        belt={C.darkBrown}
        hair={HAIRS.black}
        skin={SKINS[2]}
        beard="stubble"
        turn={-0.5}
        expression="worried"
        left={{ to: [a.shoulderR[0] + 4, a.chest[1] + 14], bend: -1 }}
        right={{ to: [a.shoulderR[0] + 18, a.chest[1] - 14] }}
      />
      {bandage(a.head[0], a.head[1], 2.45)}
      {W(ctx, 'w9', a.shoulderR[0] + 18, 292, 280)}
    </>
  );
}

function tenOfWands(ctx: SceneContext) {
  const a = anchors(122, 428, 2.35, 'stride');
  const fan: ReactNode[] = [];
  for (let k = 0; k < 10; k++) fan.push(W(ctx, k, 128 + k * 8.5, 246 - (k % 3) * 6 + k * 1.5, 210, 24 + (k - 4.5) * 1.6));
  return (
    <>
      <Sky ctx={ctx} kind="yellow" />
      <Hills y={306} h={18} colour="#9cbf9a" seed={15} />
      {house(226, 304, 1.1)}
      {house(250, 306, 0.9, '#efe4c8', COL.blueRobe)}
      <Tree x={196} y={306} h={44} />
      {groundK(ctx, 320, C.green, 8)}
      <path d="M200 322Q180 370 150 444H220Q226 380 236 322Z" fill="#e6d3a3" {...ol(1.6)} />
      <Person
        x={122}
        y={428}
        s={2.35}
        pose="stride"
        facing={1}
        dress="tunic"
        robe={C.orange}
        under={C.darkBrown}
        belt={C.darkBrown}
        hair={HAIRS.brown}
        skin={SKINS[1]}
        turn={0.8}
        expression="worried"
        eyes="down"
        tilt={12}
        left={{ to: [a.shoulderR[0] + 4, a.chest[1] + 6] }}
        right={{ to: [a.shoulderR[0] + 20, a.chest[1] - 4] }}
      />
      <g>{fan}</g>
      <path d={`M126 ${a.chest[1] + 4}Q160 ${a.chest[1] + 12} 196 ${a.chest[1] - 4}`} fill="none" stroke={C.ink} strokeWidth="6" />
      <path d={`M126 ${a.chest[1] + 4}Q160 ${a.chest[1] + 12} 196 ${a.chest[1] - 4}`} fill="none" stroke={C.darkRed} strokeWidth="3" />
    </>
  );
}

export const WANDS: DeckScenes = {
  'ace-of-wands': aceOfWands,
  'two-of-wands': twoOfWands,
  'three-of-wands': threeOfWands,
  'four-of-wands': fourOfWands,
  'five-of-wands': fiveOfWands,
  'six-of-wands': sixOfWands,
  'seven-of-wands': sevenOfWands,
  'eight-of-wands': eightOfWands,
  'nine-of-wands': nineOfWands,
  'ten-of-wands': tenOfWands,
};
