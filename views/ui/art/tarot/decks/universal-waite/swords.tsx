import type { ReactNode } from 'react';
import type { DeckScenes, SceneContext } from '../../types';
import { anchors, C, Castle, Cloud, Grass, HAIRS, Hand, Head, Hills, ln, ol, Person, SKINS, Sky, Sword, Tree, Water } from './kit';
import { backHead, cloudHand, ferry, glow, INK, rain, tent, yods } from './pip-kit';

/** This deck's swords: the traditional scenes in the deck's woodcut manner. */

const S = (ctx: SceneContext, key: string | number, x: number, y: number, size: number, rotate = 0): ReactNode => <g key={key}>{ctx.emblem('swords', x, y, size, rotate)}</g>;

/** A sword held at its grip by a hand at hx,hy, turned by rot degrees (0 = point up). */
function held(ctx: SceneContext, key: string, hx: number, hy: number, size: number, rot: number): ReactNode {
  const d = 32 * (size / 100);
  const r = (rot * Math.PI) / 180;
  return S(ctx, key, hx + d * Math.sin(r), hy - d * Math.cos(r), size, rot);
}

/** A white band over the eyes of a head at x,y, scale s. */
function blindfold(x: number, y: number, s: number): ReactNode {
  return <path d={`M${x - 8.6 * s} ${y - 3 * s}Q${x} ${y - 5 * s} ${x + 8.6 * s} ${y - 3 * s}L${x + 8.4 * s} ${y + 1.6 * s}Q${x} ${y - 0.4 * s} ${x - 8.4 * s} ${y + 1.6 * s}Z`} fill={C.white} {...ol(1.4)} />;
}

function aceOfSwords(ctx: SceneContext) {
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={430} h={130} colour="#9aa6b8" peaks snow seed={2} />
      {ctx.emblem('swords', 150, 206, 290)}
      <path d="M130 88L126 70L136 78L142 64L150 76L158 64L164 78L174 70L170 88Q150 96 130 88Z" fill={C.gold} {...ol()} />
      <path d="M131 86Q150 92 169 86" {...ln(1.4)} />
      <circle cx="150" cy="72" r="3" fill={C.red} {...ol(1.2)} />
      <path d="M132 90Q112 110 110 140" fill="none" stroke="#4f7f34" strokeWidth="2.4" />
      <path d="M114 110q-10 -2 -12 6q8 2 12 -6ZM112 124q-10 0 -10 8q8 0 10 -8ZM110 138q-8 2 -6 10q6 -2 6 -10ZM120 100q-8 -4 -12 2q8 4 12 -2Z" fill={C.darkGreen} {...ol(1.2)} />
      <path d="M168 90Q190 106 192 150" fill="none" stroke="#4f7f34" strokeWidth="2.4" />
      <path d="M176 100l10 -8M180 108l12 -6M184 118l12 -4M188 128l12 -2M190 138l11 0M176 100l-2 -10M180 108l-6 -8" stroke="#4f7f34" strokeWidth="2.2" strokeLinecap="round" />
      {cloudHand(ctx, 150, 300, 'left')}
      {yods([
        [214, 250],
        [232, 290],
        [206, 330],
        [76, 214],
        [226, 210],
      ])}
    </>
  );
}

function twoOfSwords(ctx: SceneContext) {
  const a = anchors(150, 424, 2.3, 'sit');
  return (
    <>
      <Sky ctx={ctx} kind="night" />
      <path d="M222 86a20 20 0 1 0 14 34a16 16 0 1 1 -14 -34Z" fill="#f3e6b0" {...ol(1.6)} />
      <Water y={270} h={80} colour="#3f6f9f" seed={9} />
      <path d="M40 290l10 -12 12 4 8 10ZM220 300l14 -16 14 6 10 12ZM250 280l8 -8 10 8Z" fill="#6f7684" {...ol(1.4)} />
      <path d="M26 350H274V444H26Z" fill="#a8a49a" {...ol()} />
      <path d="M96 370H204V424H96Z" fill={C.stone} {...ol()} />
      <path d="M96 382H204" {...ln(1.2, 0.5)} />
      <Person x={150} y={424} s={2.3} pose="sit" dress="gown" robe={C.white} under={C.cream} hair={HAIRS.brown} hairStyle="bob" skin={SKINS[1]} expression="calm" left={{ to: [a.heartR[0] + 14, a.heartR[1] - 2] }} right={{ to: [a.heartL[0] - 14, a.heartL[1] - 2] }} />
      {blindfold(a.head[0], a.head[1], 2.3)}
      {held(ctx, 's1', a.heartR[0] + 14, a.heartR[1] - 2, 200, 32)}
      {held(ctx, 's2', a.heartL[0] - 14, a.heartL[1] - 2, 200, -32)}
      <Hand x={a.heartR[0] + 14} y={a.heartR[1] - 2} angle={-60} s={2.3} />
      <Hand x={a.heartL[0] - 14} y={a.heartL[1] - 2} angle={240} s={2.3} />
    </>
  );
}

function heart(x: number, y: number, w: number) {
  const s = w / 100;
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M0 -22Q-12 -44 -32 -44Q-54 -42 -52 -16Q-50 12 0 50Q50 12 52 -16Q54 -42 32 -44Q12 -44 0 -22Z" fill="#d8322a" stroke={INK} strokeWidth={2.6 / s} strokeLinejoin="round" />
      <path d="M-38 -30Q-44 -18 -38 -6" fill="none" stroke="#f59a8a" strokeWidth={4 / s} strokeLinecap="round" />
      <path d="M8 38Q36 14 42 -8" fill="none" stroke="#9b1d17" strokeWidth={5 / s} strokeLinecap="round" opacity=".6" />
    </g>
  );
}

function threeOfSwords(ctx: SceneContext) {
  return (
    <>
      <Sky ctx={ctx} kind="grey" />
      <Cloud x={80} y={80} w={110} colour="#9aa0ab" />
      <Cloud x={210} y={70} w={120} colour="#a7adb8" />
      <Cloud x={150} y={110} w={90} colour="#8d93a0" />
      <Cloud x={60} y={386} w={90} colour="#b4b9c2" />
      <Cloud x={236} y={398} w={96} colour="#b4b9c2" />
      {rain(13, 90, 40, 440, '#c3cad6')}
      {heart(150, 236, 176)}
      {ctx.emblem('swords', 150, 236, 280, 180)}
      {ctx.emblem('swords', 150, 244, 270, 140)}
      {ctx.emblem('swords', 150, 244, 270, 220)}
    </>
  );
}

function fourOfSwords(ctx: SceneContext) {
  return (
    <>
      <rect x="26" y="36" width="248" height="408" fill="#8f897d" />
      <path d="M26 60H274M26 100H274M26 140H274M26 180H274M26 220H274M26 260H274M26 300H274" {...ln(1, 0.35)} />
      <path d="M40 56h56v110h-56Z" fill="#d9cfa6" {...ol()} />
      <path d="M44 60h24v50h-24Z" fill={C.red} />
      <path d="M68 60h24v50h-24Z" fill={C.blue} />
      <path d="M44 110h48v52h-48Z" fill={C.gold} />
      <path d="M68 56v110M40 110h56" {...ln(2.4)} />
      <Head x={80} y={134} s={1.1} hair={HAIRS.blonde} halo expression="calm" />
      <text x="68" y="100" textAnchor="middle" fontFamily="'DejaVu Serif', serif" fontSize="12" fill={C.white}>PAX</text>
      {S(ctx, 's1', 146, 130, 150, 180)}
      {S(ctx, 's2', 190, 130, 150, 180)}
      {S(ctx, 's3', 234, 130, 150, 180)}
      <path d="M26 420H274V444H26Z" fill="#6f6a60" {...ol()} />
      <path d="M40 330H262V420H40Z" fill={C.stone} {...ol()} />
      <path d="M40 330H262V342H40Z" fill="#cfc9be" {...ol(1.6)} />
      <path d="M70 354h40v50h-40ZM130 354h40v50h-40ZM190 354h40v50h-40Z" {...ln(1.4, 0.6)} />
      {S(ctx, 's4', 150, 380, 150, 90)}
      <g transform="rotate(-90 236 318)">
        <Person x={236} y={318} s={1.9} dress="armour" robe="#e9d99a" hair={HAIRS.blonde} headwear="helmet" eyes="closed" expression="calm" noShadow left={{ to: [234, anchors(236, 318, 1.9).heartL[1]], grip: 'open', bend: -1 }} right={{ to: [238, anchors(236, 318, 1.9).heartR[1]], grip: 'open', bend: -1 }} />
      </g>
    </>
  );
}

function fiveOfSwords(ctx: SceneContext) {
  const a = anchors(170, 430, 2.4);
  return (
    <>
      <Sky ctx={ctx} kind="blue" />
      <path d="M30 70L80 90L120 60L170 96L230 70L270 90V40H30Z" fill="#c7ccd6" {...ol(1.6)} />
      <path d="M30 130L90 112L140 140L200 118L270 140V110L200 96L140 120L90 94L30 112Z" fill="#dfe3ea" {...ol(1.4)} />
      <Water y={290} h={40} colour="#6f9fc9" seed={4} />
      <Hills y={292} h={22} colour="#8fa88a" seed={14} />
      <path d="M26 320Q150 300 274 320V444H26Z" fill={C.green} {...ol()} />
      <Person x={70} y={330} s={1.05} dress="robe" robe={C.blue} noShadow hair={HAIRS.brown} left={{ to: [62, 280] }} right={{ to: [80, 290] }} />
      {backHead(anchors(70, 330, 1.05).head[0], anchors(70, 330, 1.05).head[1], 1.05, HAIRS.brown)}
      <Person x={110} y={338} s={1.0} dress="tunic" robe={C.darkGreen} under={C.darkBrown} noShadow hair={HAIRS.black} tilt={16} />
      {backHead(anchors(110, 338, 1).head[0], anchors(110, 338, 1).head[1], 1, HAIRS.black)}
      {S(ctx, 'g1', 76, 420, 120, 100)}
      {S(ctx, 'g2', 96, 400, 120, 76)}
      {held(ctx, 'h1', a.shoulderL[0] - 2, a.chest[1] + 8, 150, -24)}
      {held(ctx, 'h2', a.shoulderL[0] + 6, a.chest[1] + 10, 150, -8)}
      <Person x={170} y={430} s={2.4} dress="tunic" robe={C.red} under={C.darkGreen} belt={C.darkBrown} hair={HAIRS.auburn} hairStyle="curly" turn={-0.7} expression="smile" left={{ to: [a.shoulderL[0] + 2, a.chest[1] + 9] }} right={{ to: [a.shoulderR[0] + 14, a.waist[1] + 8] }} />
      {held(ctx, 'h3', a.shoulderR[0] + 14, a.waist[1] + 8, 150, 172)}
      <Hand x={a.shoulderR[0] + 14} y={a.waist[1] + 8} angle={90} s={2.4} />
      <path d={`M112 ${a.chest[1] + 20}q-6 -4 -10 2`} {...ln(1.4)} />
    </>
  );
}

function sixOfSwords(ctx: SceneContext) {
  const w = anchors(148, 338, 1.7, 'sit');
  return (
    <>
      <Sky ctx={ctx} kind="grey" />
      <Hills y={196} h={24} colour="#6f8a68" seed={16} />
      <Tree x={70} y={196} h={40} colour="#4f7a4a" />
      <Tree x={100} y={194} h={30} colour="#4f7a4a" />
      <Water y={196} h={250} colour="#5f86a8" seed={12} />
      <path d="M160 380q14 -6 28 0t28 0t28 0M120 410q14 -6 28 0t28 0t28 0t28 0M40 420q14 -6 28 0" {...ln(2, 0.7, C.white)} />
      <Person x={226} y={344} s={1.9} dress="tunic" robe={C.orange} under={C.darkBrown} belt={C.darkBrown} hair={HAIRS.black} skin={SKINS[3]} beard="short" turn={-0.6} expression="stern" noShadow left={{ to: [200, 250] }} right={{ to: [210, 290] }} />
      <path d="M188 196L252 420" {...ln(6, 1, INK)} />
      <path d="M188 196L252 420" {...ln(3, 1, C.brown)} />
      <Hand x={200} y={250} angle={70} s={1.9} skin={SKINS[3]} />
      <Hand x={210} y={290} angle={70} s={1.9} skin={SKINS[3]} />
      <Person x={148} y={338} s={1.7} pose="sit" dress="robe" robe={C.blue} cloak={C.blue} headwear="hood" wearColour={C.deepBlue} hair={HAIRS.brown} turn={-0.5} tilt={-10} eyes="down" expression="sad" noShadow left={{ to: [w.heartL[0], w.heartL[1] + 10] }} right={{ to: [w.heartR[0] + 6, w.heartR[1] + 8] }} />
      <Person x={178} y={340} s={0.95} dress="gown" robe={C.cream} hair={HAIRS.blonde} hairStyle="curly" noShadow turn={-0.4} expression="worried" />
      {[56, 74, 92, 110, 128, 196].map((x, i) => S(ctx, i, x, 310 - (i % 2) * 6, 104, 180))}
      {ferry(36, 246, 338, C.darkBrown)}
    </>
  );
}

function sevenOfSwords(ctx: SceneContext) {
  const a = anchors(128, 414, 2.3, 'stride');
  return (
    <>
      <Sky ctx={ctx} kind="yellow" />
      <Hills y={290} h={20} colour="#9cbf9a" seed={18} />
      {tent(200, 300, 50)}
      {tent(244, 296, 40, C.blue)}
      {tent(164, 296, 34)}
      <path d="M26 310Q150 296 274 310V444H26Z" fill={C.green} {...ol()} />
      <Grass x0={40} x1={260} y={420} n={8} />
      {S(ctx, 'p1', 224, 378, 110, 176)}
      {S(ctx, 'p2', 250, 384, 110, 186)}
      {[-58, -50, -42, -34, -26].map((r, i) => held(ctx, `h${i}`, a.heartL[0] - 4 + i * 4, a.chest[1] + 14 + i * 2, 150, r))}
      <Person x={128} y={414} s={2.3} pose="stride" facing={-1} dress="tunic" robe={C.yellow} under={C.red} belt={C.darkBrown} headwear="cap" wearColour={C.red} hair={HAIRS.brown} beard="short" turn={0.9} expression="smile" pattern={C.red} left={{ to: [a.heartL[0] - 6, a.chest[1] + 14] }} right={{ to: [a.heartR[0] + 10, a.chest[1] + 24] }} />
    </>
  );
}

function eightOfSwords(ctx: SceneContext) {
  const a = anchors(150, 416, 2.3);
  return (
    <>
      <Sky ctx={ctx} kind="grey" />
      <path d="M170 236L190 150H274V236Z" fill="#7a766e" {...ol()} />
      <Castle x={226} y={152} s={1.4} colour="#a8a298" />
      <path d="M26 236H274V444H26Z" fill="#8a9a86" {...ol()} />
      <path d="M40 300q20 -6 40 0M180 290q30 -8 60 0M60 400q20 -6 40 0M190 420q20 -6 40 0" {...ln(2, 0.6, C.white)} />
      {[44, 70, 96, 122].map((x, i) => S(ctx, `l${i}`, x, 330 + (i % 2) * 10, 150, 180))}
      <Person x={150} y={416} s={2.3} dress="robe" robe={C.red} under={C.cream} hair={HAIRS.black} hairStyle="long" skin={SKINS[2]} turn={0.2} expression="worried" left={{ to: [a.handL[0] + 8, a.handL[1] + 4], back: true }} right={{ to: [a.handR[0] - 8, a.handR[1] + 4], back: true }} />
      <path d={`M116 ${a.chest[1] - 4}Q150 ${a.chest[1] + 8} 184 ${a.chest[1] - 8}L186 ${a.chest[1] + 8}Q150 ${a.chest[1] + 24} 114 ${a.chest[1] + 12}ZM114 ${a.waist[1] + 8}Q150 ${a.waist[1] + 20} 188 ${a.waist[1] + 2}L190 ${a.waist[1] + 18}Q150 ${a.waist[1] + 36} 112 ${a.waist[1] + 24}ZM116 ${a.waist[1] + 50}Q150 ${a.waist[1] + 62} 192 ${a.waist[1] + 44}L194 ${a.waist[1] + 60}Q150 ${a.waist[1] + 78} 114 ${a.waist[1] + 66}Z`} fill={C.cream} {...ol(1.6)} />
      {blindfold(a.head[0], a.head[1], 2.3)}
      {[178, 204, 230, 256].map((x, i) => S(ctx, `r${i}`, x, 330 + (i % 2 ? 0 : 10), 150, 180))}
    </>
  );
}

function nineOfSwords() {
  const a = anchors(140, 384, 2.2, 'sit');
  const quilt: string[] = [];
  for (let i = 0; i < 6; i++) for (let j = 0; j < 2; j++) quilt.push(`M${74 + i * 28 + (j ? 14 : 0)} ${372 + j * 20}h12v12h-12Z`);
  return (
    <>
      <rect x="26" y="36" width="248" height="408" fill="#16141a" />
      {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
        <g key={i} data-emblem="swords">
          <Sword x1={i % 2 ? 66 : 42} y1={66 + i * 24} x2={i % 2 ? 262 : 238} y2={66 + i * 24} w={8.4} />
        </g>
      ))}
      <path d="M26 340H274V444H26Z" fill="#3a3440" />
      <path d="M34 290H60V420H34Z" fill={C.brown} {...ol()} />
      <Person x={140} y={384} s={2.2} pose="sit" dress="robe" robe={C.white} under={C.cream} hair={HAIRS.black} hairStyle="long" skin={SKINS[1]} tilt={10} expression="sad" eyes="closed" noShadow left={{ to: [a.head[0] - 8, a.head[1] + 6], grip: 'open' }} right={{ to: [a.head[0] + 8, a.head[1] + 6], grip: 'open' }} />
      <path d="M56 350H270V400H56Z" fill={C.blue} {...ol()} />
      <path d={quilt.join('')} fill={C.red} {...ol(1)} />
      <path d="M80 358q6 -6 12 0q-6 6 -12 0ZM150 358q6 -6 12 0q-6 6 -12 0ZM220 358q6 -6 12 0q-6 6 -12 0Z" fill={C.yellow} />
      <path d="M56 400H270V430H56Z" fill={C.brown} {...ol()} />
      <path d="M80 424l14 -14l14 14M130 424q10 -14 20 0M190 410h30l-6 14h-18Z" {...ln(1.6, 0.6)} />
    </>
  );
}

function tenOfSwords(ctx: SceneContext) {
  const by = 392;
  return (
    <>
      <Sky ctx={ctx} kind="night" name="nsky" />
      <rect x="26" y="36" width="248" height="200" fill="#15131c" />
      {glow(ctx, 'dawn', 150, 300, 160, '#f4c04a', 1)}
      <path d="M26 236H274V300H26Z" fill="#f0c04a" opacity=".7" />
      <Hills y={300} h={30} colour="#2f3b52" peaks seed={21} />
      <Water y={300} h={44} colour="#3b5a86" seed={11} />
      <path d="M26 344Q150 334 274 344V444H26Z" fill="#5a4a3a" {...ol()} />
      <g transform={`rotate(-90 268 ${by})`}>
        <Person x={268} y={by} s={2.5} dress="tunic" robe={C.red} under={C.darkBrown} hair={HAIRS.brown} noShadow expression="sad" eyes="closed" />
      </g>
      {backHead(268 - 87 * 2.5, by, 2.5, HAIRS.brown)}
      <path d={`M150 ${by - 26}Q200 ${by - 38} 250 ${by - 26}L256 ${by + 24}Q200 ${by + 38} 146 ${by + 28}Z`} fill={C.red} {...ol()} />
      <path d={`M170 ${by - 26}Q172 ${by} 168 ${by + 28}M214 ${by - 30}Q218 ${by} 214 ${by + 32}`} {...ln(1.3, 0.5)} />
      {[82, 100, 118, 136, 154, 172, 190, 208, 226, 244].map((x, i) => (
        <g key={i} data-emblem="swords">
          <Sword x1={x + ((i % 3) - 1) * 4} y1={by - 150 + (i % 2) * 30 - Math.abs(i - 4.5) * 4} x2={x} y2={by - 10} w={6} />
        </g>
      ))}
    </>
  );
}


export const SWORDS: DeckScenes = {
  'ace-of-swords': aceOfSwords,
  'two-of-swords': twoOfSwords,
  'three-of-swords': threeOfSwords,
  'four-of-swords': fourOfSwords,
  'five-of-swords': fiveOfSwords,
  'six-of-swords': sixOfSwords,
  'seven-of-swords': sevenOfSwords,
  'eight-of-swords': eightOfSwords,
  'nine-of-swords': nineOfSwords,
  'ten-of-swords': tenOfSwords,
};
