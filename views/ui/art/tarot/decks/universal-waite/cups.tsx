import type { ReactNode } from 'react';
import type { DeckScenes, SceneContext } from '../../types';
import { anchors, C, Castle, Cloud, Grass, Ground, HAIRS, Hand, Head, Hills, ln, ol, Person, SKINS, Sky, Tree, Water, Wings } from './kit';

const groundK = (ctx: SceneContext, y: number, colour: string, wave: number): ReactNode => <Ground ctx={ctx} y={y} colour={colour} wave={wave} />;
import { backHead, bridge, cloudHand, grapes, house, INK, rainbow } from './pip-kit';

/** This deck's cups: the traditional scenes in the deck's woodcut manner. */

const K = (ctx: SceneContext, key: string | number, x: number, y: number, size: number, rotate = 0): ReactNode => <g key={key}>{ctx.emblem('cups', x, y, size, rotate)}</g>;

/** A water lily on the pond at x,y. */
function lily(x: number, y: number, s = 1) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} stroke={INK} strokeWidth={1.2 / s} strokeLinejoin="round">
      <ellipse cx="0" cy="2" rx="16" ry="4" fill="#5f8f35" />
      <path d="M0 0L-10 -6L-6 -2L-8 -12L-2 -4L0 -16L2 -4L8 -12L6 -2L10 -6Z" fill="#f6c6d6" />
    </g>
  );
}

function aceOfCups(ctx: SceneContext) {
  const streams = [
    'M128 122Q100 150 92 230Q86 300 70 380',
    'M136 120Q122 170 120 250Q118 320 112 384',
    'M150 118Q152 200 150 388',
    'M164 120Q178 170 180 250Q182 320 188 384',
    'M172 122Q200 150 208 230Q214 300 230 380',
  ];
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={360} h={16} colour="#9cbf9a" seed={21} />
      <Water y={372} h={72} seed={6} />
      {lily(70, 392)}
      {lily(214, 404, 1.1)}
      {lily(120, 424, 0.9)}
      <g fill="none" strokeLinecap="round">
        <path d={streams.join('')} stroke={INK} strokeWidth="5.6" />
        <path d={streams.join('')} stroke="#bfe0f6" strokeWidth="3" />
      </g>
      {ctx.emblem('cups', 150, 168, 104)}
      <path d="M140 140Q150 150 160 140M142 146V156M158 146V156" fill="none" stroke={INK} strokeWidth="2" />
      {cloudHand(ctx, 148, 214, 'right')}
      <g transform="translate(150 80)">
        <path d="M-4 -18Q0 -26 4 -18L6 2Q0 10 -6 2Z" fill="#ffffff" {...ol(1.4)} />
        <path d="M-4 -12Q-26 -22 -34 -36Q-18 -30 -4 -22ZM4 -12Q26 -22 34 -36Q18 -30 4 -22Z" fill="#ffffff" {...ol(1.4)} />
        <circle cx="0" cy="14" r="7" fill="#fff8e0" {...ol(1.4)} />
        <path d="M0 10v8M-4 14h8" stroke={INK} strokeWidth="1.2" />
      </g>
      <path d="M120 106q3 4 1 7q-2 1 -3 0q-2 -3 2 -7ZM182 102q3 4 1 7q-2 1 -3 0q-2 -3 2 -7ZM104 132q3 4 1 7q-2 1 -3 0q-2 -3 2 -7ZM196 134q3 4 1 7q-2 1 -3 0q-2 -3 2 -7Z" fill="#9fd0f0" {...ol(1)} />
    </>
  );
}

function twoOfCups(ctx: SceneContext) {
  const m = anchors(92, 424, 2.3);
  const w = anchors(208, 424, 2.2);
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={318} h={24} colour="#9cbf9a" seed={12} />
      {house(150, 316, 1.3)}
      <Tree x={106} y={318} h={40} />
      {groundK(ctx, 336, C.green, 6)}
      <Grass x0={40} x1={260} y={420} n={8} />
      <Person x={92} y={424} s={2.3} dress="tunic" robe={C.yellow} under={C.darkRed} cloak={C.blue} belt={C.darkBrown} hair={HAIRS.brown} hairStyle="short" headwear="wreath" turn={0.7} expression="smile" pattern={C.red} left={{ to: [m.shoulderR[0] + 8, m.waist[1] + 6] }} right={{ to: [132, m.chest[1] + 4] }} />
      <Person x={208} y={424} s={2.2} dress="gown" robe={C.white} under={C.cream} cloak={C.skyBlue} hair={HAIRS.auburn} hairStyle="long" headwear="wreath" skin={SKINS[0]} turn={-0.7} expression="smile" left={{ to: [168, w.chest[1] + 8] }} right={{ to: [w.shoulderR[0] - 6, w.waist[1] + 6] }} />
      {K(ctx, 'c1', 134, m.chest[1] - 14, 48)}
      {K(ctx, 'c2', 166, w.chest[1] - 10, 48)}
      <Hand x={132} y={m.chest[1] + 4} angle={0} s={2.3} />
      <Hand x={168} y={w.chest[1] + 8} angle={180} s={2.2} skin={SKINS[0]} />
      <g>
        <path d="M150 214V120" stroke={INK} strokeWidth="6" />
        <path d="M150 214V120" stroke={C.gold} strokeWidth="3" />
        <path d="M150 206C136 198 164 186 150 178C136 170 164 158 150 150C140 144 146 136 150 134" {...ln(4.6, 1, INK)} />
        <path d="M150 206C136 198 164 186 150 178C136 170 164 158 150 150C140 144 146 136 150 134" {...ln(2.6, 1, C.darkGreen)} />
        <path d="M150 206C164 198 136 186 150 178C164 170 136 158 150 150C160 144 154 136 150 134" {...ln(4.6, 1, INK)} />
        <path d="M150 206C164 198 136 186 150 178C164 170 136 158 150 150C160 144 154 136 150 134" {...ln(2.6, 1, C.darkGreen)} />
        <Wings x={150} y={110} span={64} colour={C.red} />
        <circle cx="150" cy="100" r="13" fill="#d98a2e" {...ol()} />
        <circle cx="150" cy="102" r="8" fill="#efb04a" {...ol(1.4)} />
        <path d="M146 100h.1M154 100h.1M147 106Q150 108 153 106" {...ln(1.6)} />
      </g>
    </>
  );
}

function threeOfCups(ctx: SceneContext) {
  const dancers = [
    { x: 82, robe: C.red, hair: HAIRS.blonde, style: 'long' as const, skin: SKINS[0], turn: 0.6, to: [96, 168] as [number, number], to2: [62, 300] as [number, number], back: false },
    { x: 150, robe: C.white, hair: HAIRS.brown, style: 'braid' as const, skin: SKINS[1], turn: 0, to: [150, 150] as [number, number], to2: [150, 150] as [number, number], back: true },
    { x: 218, robe: C.orange, hair: HAIRS.black, style: 'bob' as const, skin: SKINS[3], turn: -0.6, to: [238, 300] as [number, number], to2: [204, 168] as [number, number], back: false },
  ];
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={330} h={22} colour="#9cbf9a" seed={19} />
      {groundK(ctx, 350, C.green, 6)}
      {dancers.map((d, i) => {
        const a = anchors(d.x, i === 1 ? 404 : 416, 2.1);
        return (
          <g key={i}>
            <Person x={d.x} y={i === 1 ? 404 : 416} s={2.1} dress="gown" robe={d.robe} under={C.cream} hair={d.hair} hairStyle={d.style} skin={d.skin} headwear="wreath" turn={d.turn} expression="smile" left={{ to: d.back ? [128, 168] : d.to }} right={{ to: d.back ? [172, 168] : d.to2 }} />
            {d.back ? backHead(a.head[0], a.head[1], 2.1, d.hair) : null}
          </g>
        );
      })}
      {K(ctx, 'c1', 98, 144, 50, -8)}
      {K(ctx, 'c2', 150, 138, 50)}
      {K(ctx, 'c3', 202, 144, 50, 8)}
      <circle cx="60" cy="420" r="14" fill={C.orange} {...ol()} />
      <path d="M52 412q8 -4 16 0M60 406v-6" {...ln(1.6)} />
      <circle cx="244" cy="424" r="11" fill={C.yellow} {...ol()} />
      {grapes(96, 430)}
      {grapes(206, 436, '#8a4fa8')}
      <path d="M70 432q10 -8 20 0M226 430q10 -6 20 2" {...ln(2.4, 1, C.leaf)} />
    </>
  );
}

function fourOfCups(ctx: SceneContext) {
  const a = anchors(162, 404, 2.2, 'sit');
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={300} h={26} colour="#9cbf9a" seed={23} />
      {groundK(ctx, 318, C.green, 6)}
      <path d="M208 404V190Q206 170 214 150L226 152Q222 180 226 200L232 404Z" fill={C.brown} {...ol()} />
      <path d="M170 180C150 176 148 140 172 132C170 100 212 88 230 104C250 84 290 100 280 130C300 146 290 180 266 180C250 196 214 196 206 184C196 192 176 190 170 180Z" fill={C.leaf} {...ol()} />
      <path d="M190 150q10 -6 20 0M236 126q10 -6 20 0M246 160q10 -6 20 0" {...ln(1.2, 0.45)} />
      <path d="M126 404Q130 380 162 378Q196 380 200 404Z" fill={C.darkGreen} {...ol(1.8)} />
      <Person x={162} y={404} s={2.2} pose="sit" dress="tunic" robe={C.blue} under={C.red} hair={HAIRS.black} skin={SKINS[2]} turn={-0.3} expression="stern" eyes="down" left={{ to: [a.heartR[0] + 14, a.heartR[1] + 6], bend: 1 }} right={{ to: [a.heartL[0] - 14, a.heartL[1] + 12], bend: 1 }} />
      {K(ctx, 'c1', 66, 400, 48)}
      {K(ctx, 'c2', 104, 414, 48)}
      {K(ctx, 'c3', 238, 418, 48)}
      <Grass x0={40} x1={260} y={430} n={7} />
      {K(ctx, 'c4', 92, 150, 50)}
      {cloudHand(ctx, 92, 186, 'left')}
    </>
  );
}

function fiveOfCups(ctx: SceneContext) {
  const a = anchors(118, 410, 2.5);
  return (
    <>
      <Sky ctx={ctx} kind="grey" />
      <Hills y={262} h={24} colour="#7f8f7a" seed={31} />
      <Castle x={222} y={258} s={1.5} colour="#a09a90" />
      <path d="M26 300Q150 280 274 300V444H26Z" fill="#6f8a58" {...ol()} />
      <path d="M180 300Q200 330 240 340Q260 346 274 346V300Z" fill={C.water} {...ol(1.6)} />
      {bridge(190, 262, 296, 20, '#9a948a')}
      <Person x={118} y={410} s={2.5} dress="robe" robe={C.black} cloak={C.black} headwear="hood" wearColour={C.black} hair={HAIRS.grey} skin={SKINS[1]} turn={-0.6} tilt={-14} expression="sad" eyes="closed" left={{ to: [a.heartL[0] - 6, a.heartL[1] + 10] }} right={{ to: [a.heartR[0] - 12, a.heartR[1] + 18] }} />
      <path d="M50 414q14 -6 24 2q10 8 22 0M72 430q10 -4 20 0" fill="#c8372d" stroke={INK} strokeWidth="1.4" opacity=".9" />
      <path d="M136 420q10 -6 24 0q8 4 14 0" fill={C.darkGreen} stroke={INK} strokeWidth="1.4" />
      {K(ctx, 'c1', 56, 396, 50, -96)}
      {K(ctx, 'c2', 98, 412, 50, -80)}
      {K(ctx, 'c3', 160, 410, 50, 100)}
      {K(ctx, 'c4', 208, 372, 56)}
      {K(ctx, 'c5', 248, 380, 56)}
    </>
  );
}

function whiteFlowers(x: number, y: number, r = 5): ReactNode {
  const d = [-1, 0, 1].map((k) => `M${x + k * r * 1.3} ${y - (k === 0 ? r * 0.8 : 0)}m-${r} 0a${r} ${r} 0 1 0 ${r * 2} 0a${r} ${r} 0 1 0 -${r * 2} 0`).join('');
  return (
    <g>
      <path d={`M${x - r * 2} ${y + 2}q${r * 2} ${r * 1.4} ${r * 4} 0`} {...ln(2.2, 1, C.leaf)} />
      <path d={d} fill={C.white} {...ol(1.2)} />
      <path d={[-1, 0, 1].map((k) => `M${x + k * r * 1.3} ${y - (k === 0 ? r * 0.8 : 0)}h0`).join('')} stroke={C.yellow} strokeWidth={r * 0.8} strokeLinecap="round" />
    </g>
  );
}

function sixOfCups(ctx: SceneContext) {
  const b = anchors(112, 404, 1.9);
  const g = anchors(200, 410, 1.5);
  const spots: [number, number][] = [
    [52, 404],
    [84, 420],
    [178, 430],
    [230, 424],
  ];
  return (
    <>
      <Sky ctx={ctx} kind="yellow" />
      <path d="M26 280H96V180L116 160L136 180V280H274V340H26Z" fill={C.stone} {...ol()} />
      <path d="M104 200h24v30h-24ZM40 300h30v20h-30Z" fill="#5a5248" {...ol(1.4)} />
      <path d="M196 230L236 200L274 230V340H196Z" fill={C.cream} {...ol()} />
      <path d="M190 232L236 196L280 232" fill="none" stroke={C.red} strokeWidth="8" strokeLinejoin="round" />
      <path d="M222 300h20v40h-20Z" fill={C.brown} {...ol(1.6)} />
      <path d="M26 340H274V444H26Z" fill={C.green} {...ol()} />
      <path d="M26 340H274V352H26Z" fill={C.darkStone} {...ol(1.4)} />
      <Person x={112} y={404} s={1.9} dress="tunic" robe={C.red} under={C.blue} headwear="hood" wearColour={C.darkRed} hair={HAIRS.brown} turn={0.7} expression="smile" eyes="down" left={{ to: [b.shoulderR[0] + 2, b.waist[1]] }} right={{ to: [152, b.waist[1] - 6] }} />
      <Person x={200} y={410} s={1.5} dress="gown" robe={C.white} under={C.cream} cloak={C.orange} hair={HAIRS.blonde} hairStyle="bob" skin={SKINS[0]} turn={-0.7} expression="smile" headwear="hood" wearColour={C.orange} left={{ to: [166, g.chest[1] + 4] }} right={{ to: [g.shoulderR[0] - 2, g.waist[1] + 6] }} />
      {K(ctx, 'c1', 156, b.waist[1] - 18, 42)}
      {whiteFlowers(156, b.waist[1] - 40, 5)}
      <Hand x={152} y={b.waist[1] - 6} angle={0} s={1.9} />
      {spots.map(([x, y], i) => (
        <g key={i}>
          {K(ctx, `s${i}`, x, y, 40)}
          {whiteFlowers(x, y - 20, 4.4)}
        </g>
      ))}
      <path d="M30 300h40v40h-40Z" fill={C.stone} {...ol(1.6)} />
      {K(ctx, 'c6', 50, 282, 36)}
      {whiteFlowers(50, 264, 4)}
    </>
  );
}

function visions(x: number, y: number, kind: number): ReactNode {
  switch (kind) {
    case 0:
      return <Head x={x} y={y} s={1.3} hair={HAIRS.blonde} hairStyle="curly" expression="calm" />;
    case 1:
      return (
        <g>
          <path d={`M${x - 10} ${y + 12}Q${x - 12} ${y - 14} ${x} ${y - 16}Q${x + 12} ${y - 14} ${x + 10} ${y + 12}Z`} fill={C.white} {...ol(1.6)} />
          <circle cx={x} cy={y - 22} r="6" fill="#fff6c0" {...ol(1.2)} />
        </g>
      );
    case 2:
      return <path d={`M${x - 10} ${y + 10}C${x - 14} ${y} ${x + 12} ${y + 4} ${x + 8} ${y - 6}C${x + 4} ${y - 16} ${x - 8} ${y - 10} ${x - 2} ${y - 18}`} {...ln(5.4, 1, INK)} />;
    case 3:
      return <Castle x={x} y={y + 10} s={0.55} />;
    case 4:
      return (
        <g>
          <path d={`M${x - 12} ${y + 8}L${x - 6} ${y - 8}L${x + 2} ${y}L${x + 10} ${y - 10}L${x + 12} ${y + 8}Z`} fill={C.gold} {...ol(1.4)} />
          <path d={`M${x - 6} ${y - 8}h.1M${x + 10} ${y - 10}h.1M${x + 2} ${y + 2}h.1`} stroke={C.red} strokeWidth="4" strokeLinecap="round" />
        </g>
      );
    case 5:
      return (
        <g>
          <circle cx={x} cy={y} r="10" fill="none" stroke={INK} strokeWidth="6" />
          <circle cx={x} cy={y} r="10" fill="none" stroke={C.leaf} strokeWidth="3.6" />
        </g>
      );
    default:
      return (
        <g>
          <path d={`M${x - 12} ${y + 10}C${x - 8} ${y - 4} ${x + 2} ${y + 6} ${x + 4} ${y - 8}L${x + 12} ${y - 12}L${x + 8} ${y - 4}C${x + 6} ${y + 8} ${x} ${y + 10} ${x - 12} ${y + 10}Z`} fill={C.darkGreen} {...ol(1.4)} />
          <path d={`M${x + 11} ${y - 11}l5 -3`} {...ln(1.6, 1, C.red)} />
        </g>
      );
  }
}

function sevenOfCups(ctx: SceneContext) {
  const spots: [number, number][] = [
    [76, 130],
    [150, 116],
    [224, 130],
    [60, 236],
    [120, 226],
    [180, 226],
    [240, 236],
  ];
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      {spots.map(([x, y], i) => (
        <g key={i}>
          <Cloud x={x} y={y + 30} w={74} />
          {K(ctx, i, x, y + 4, 50)}
          {visions(x, y - 30, i)}
        </g>
      ))}
      <path d="M26 444V392Q150 378 274 392V444Z" fill="#5e6a82" {...ol()} />
      <Person x={96} y={520} s={2.5} dress="robe" robe="#1f1d24" under="#1f1d24" hair="#1f1d24" skin="#1f1d24" noShadow left={{ to: [60, 420] }} right={{ to: [150, 330], grip: 'open' }} />
      {backHead(96, 520 - 87 * 2.5, 2.5, '#1f1d24')}
    </>
  );
}

function eightOfCups(ctx: SceneContext) {
  const pos: [number, number][] = [
    [52, 408],
    [94, 412],
    [136, 414],
    [178, 412],
    [220, 408],
    [74, 362],
    [116, 364],
    [160, 362],
  ];
  return (
    <>
      <Sky ctx={ctx} kind="night" />
      <circle cx="150" cy="96" r="28" fill="#f3e6b0" {...ol()} />
      <path d="M150 68a28 28 0 0 1 0 56a22 28 0 0 0 0 -56Z" fill="#c9b877" {...ol(1.4)} />
      <path d="M138 92q3 -3 6 0M138 104q6 4 10 0" {...ln(1.4)} />
      <Hills y={262} h={70} colour="#5d6a8a" peaks seed={7} />
      <path d="M26 290Q150 270 274 290V444H26Z" fill="#4f6a4a" {...ol()} />
      <path d="M150 292Q130 330 160 360Q190 390 160 444H200Q220 390 196 356Q176 326 180 290Z" fill="#4f7fae" {...ol(1.6)} />
      <Person x={214} y={322} s={1.15} pose="stride" facing={1} dress="robe" robe={C.red} cloak={C.darkRed} hair={HAIRS.brown} noShadow left={{ to: [198, 288] }} right={{ to: [232, 286] }} />
      {backHead(anchors(214, 322, 1.15).head[0], anchors(214, 322, 1.15).head[1], 1.15, HAIRS.brown)}
      <path d="M236 244L230 324" {...ln(4.6, 1, INK)} />
      <path d="M236 244L230 324" {...ln(2.4, 1, C.brown)} />
      <Hand x={232} y={286} angle={90} s={1.15} />
      <path d="M26 444V384Q150 370 274 384V444Z" fill="#3f5a3e" {...ol()} />
      {pos.map(([x, y], i) => K(ctx, i, x, y, 48))}
    </>
  );
}

function nineOfCups(ctx: SceneContext) {
  const a = anchors(150, 430, 2.4, 'sit', 1.25);
  const arc: ReactNode[] = [];
  for (let i = 0; i < 9; i++) {
    const t = (i - 4) / 4;
    arc.push(K(ctx, i, 150 + t * 104, 150 + t * t * 30, 40));
  }
  return (
    <>
      <Sky ctx={ctx} kind="yellow" />
      <path d="M26 174Q150 222 274 174V290Q150 318 26 290Z" fill={C.blue} {...ol()} />
      <path d="M60 190V300M110 204V310M150 210V314M190 204V310M240 190V300" {...ln(1.4, 0.4)} />
      <path d="M26 160Q150 200 274 160V178Q150 224 26 178Z" fill={C.darkBrown} {...ol(1.8)} />
      {arc}
      <path d="M26 300Q150 318 274 300V444H26Z" fill={C.green} {...ol()} />
      <path d="M90 380H210V430H90Z" fill={C.brown} {...ol()} />
      <Person x={150} y={430} s={2.4} pose="sit" build={1.25} dress="robe" robe={C.white} under={C.red} cloak={C.red} hair={HAIRS.black} beard="short" headwear="hat" wearColour={C.red} expression="smile" left={{ to: [a.heartR[0] + 16, a.heartR[1] + 8] }} right={{ to: [a.heartL[0] - 16, a.heartL[1] + 14] }} />
    </>
  );
}

function tenOfCups(ctx: SceneContext) {
  const arcCups: ReactNode[] = [];
  for (let i = 0; i < 10; i++) {
    const ang = Math.PI * (1 - (i + 0.5) / 10);
    arcCups.push(K(ctx, i, 150 + Math.cos(ang) * 104, 210 - Math.sin(ang) * 110, 32));
  }
  const m = anchors(118, 420, 2.1);
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      {rainbow(150, 236, 128, 30)}
      {arcCups}
      <Hills y={300} h={26} colour="#9cbf9a" seed={27} />
      {house(212, 300, 1.4)}
      <Tree x={180} y={302} h={40} />
      <Tree x={250} y={300} h={36} />
      {groundK(ctx, 320, C.green, 6)}
      <path d="M26 340Q90 334 140 346Q200 360 274 346V362Q200 378 140 362Q90 350 26 356Z" fill={C.water} {...ol(1.6)} />
      <Person x={96} y={420} s={2.1} dress="tunic" robe={C.red} under={C.blue} belt={C.darkBrown} hair={HAIRS.brown} beard="short" turn={0.3} expression="smile" left={{ to: [60, 240], grip: 'palm' }} right={{ to: [m.shoulderR[0] + 20, m.waist[1] - 4], back: true }} />
      <Person x={140} y={420} s={2.0} dress="gown" robe={C.blue} under={C.white} hair={HAIRS.black} hairStyle="long" skin={SKINS[3]} turn={0.3} expression="smile" left={{ to: [120, m.waist[1] - 4], back: true }} right={{ to: [176, 244], grip: 'palm' }} />
      <Person x={206} y={426} s={1.1} pose="stride" facing={1} dress="tunic" robe={C.orange} under={C.cream} hair={HAIRS.blonde} hairStyle="curly" expression="smile" left={{ to: [186, 350] }} right={{ to: [232, 336] }} />
      <Person x={246} y={430} s={1.05} pose="stride" facing={-1} dress="gown" robe={C.pink} under={C.white} hair={HAIRS.auburn} hairStyle="braid" expression="smile" left={{ to: [232, 336] }} right={{ to: [266, 346] }} />
      <Grass x0={30} x1={270} y={436} n={8} />
    </>
  );
}

export const CUPS: DeckScenes = {
  'ace-of-cups': aceOfCups,
  'two-of-cups': twoOfCups,
  'three-of-cups': threeOfCups,
  'four-of-cups': fourOfCups,
  'five-of-cups': fiveOfCups,
  'six-of-cups': sixOfCups,
  'seven-of-cups': sevenOfCups,
  'eight-of-cups': eightOfCups,
  'nine-of-cups': nineOfCups,
  'ten-of-cups': tenOfCups,
};
