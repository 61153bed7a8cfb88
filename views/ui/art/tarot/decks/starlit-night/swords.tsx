import type { ReactNode } from 'react';
import { r1 } from '../../../art-kit';
import type { DeckScenes, Scene, SceneContext } from '../../types';
import { Candle, Cloud, Figure, figurePoints, Glow, HAIR, Hills, Lantern, Moon, Mountains, NightSky, Rooftops, SKIN, SN, Shadow, Twinkle, Water, type FigureProps } from './kit';
import { Boat, Castle, GlowCloud, GripHand, LitWindow, Many, PK, Rain, Skyline, Tent, gripAt, heartPath, held } from './pip-kit';

/** A sword emblem gripped in a figure's hand (size tall, turned by rot). */
const swordIn = (ctx: SceneContext, p: FigureProps, side: 'l' | 'r', size: number, rot = 0): ReactNode => {
  const [x, y] = gripAt(held(p, side), size, rot, 0.32);
  return ctx.emblem('swords', x, y, size, rot);
};

/** A sword stuck point-down in the ground, its point at x,y. */
const planted = (ctx: SceneContext, x: number, y: number, size: number, lean = 0): ReactNode => {
  const a = ((180 + lean) * Math.PI) / 180;
  return ctx.emblem('swords', r1(x - 0.44 * size * Math.sin(a)), r1(y + 0.44 * size * Math.cos(a)), size, 180 + lean);
};

/** A blindfold across a figure's eyes. */
const blindfold = (p: FigureProps) => {
  const [hx, hy] = figurePoints(p).head;
  const s = p.s ?? 1;
  return (
    <g>
      <path d={`M${r1(hx - 7.6 * s)} ${r1(hy - 1.5 * s)}Q${hx} ${r1(hy - 3 * s)} ${r1(hx + 7.6 * s)} ${r1(hy - 1.5 * s)}L${r1(hx + 7.4 * s)} ${r1(hy + 2.2 * s)}Q${hx} ${r1(hy + 0.8 * s)} ${r1(hx - 7.4 * s)} ${r1(hy + 2.2 * s)}Z`} fill="#f4f1de" stroke={SN.ink} strokeWidth=".8" />
      <path d={`M${r1(hx + 7 * s)} ${r1(hy)}l${r1(4 * s)} ${r1(6 * s)}l${r1(-1.5 * s)} ${r1(1 * s)}Z`} fill="#f4f1de" stroke={SN.ink} strokeWidth=".6" />
    </g>
  );
};

/** Ace of Swords: a hand from a glowing cloud raises a sword crowned with a circlet, olive and palm, over icy peaks. */
const ace: Scene = (ctx) => (
  <>
    <NightSky ctx={ctx} seed={211} stars={80} top="#07071c" bottom="#3a2d80" />
    <Mountains y={340} height={110} color="#231d5c" seed={212} peaks={5} />
    <Hills y={390} color="#15113a" seed={213} amp={8} />
    <Glow ctx={ctx} name="blade" x={150} y={160} r={110} color={SN.ice} opacity={0.45} />
    <GlowCloud ctx={ctx} x={76} y={316} s={0.85} />
    {ctx.emblem('swords', 150, 196, 270, 0)}
    <GripHand x={150} y={280} s={1.05} from={58} skin={SKIN[4]} />
    <Cloud x={74} y={336} w={64} color="#b9a9f2" rim="#fff4d6" />
    <path d="M132 78Q150 66 168 78L164 88Q150 82 136 88Z" fill={SN.gold} stroke={SN.ink} strokeWidth="1" />
    <path d="M134 78l-3 -10l8 6l5 -10l6 10l6 -10l5 10l8 -6l-3 10" fill={SN.gold} stroke={SN.ink} strokeWidth="1" />
    <path d="M136 88Q120 100 118 122M164 88Q182 100 184 124" fill="none" stroke="#4f9a6a" strokeWidth="2" />
    <path d="M118 104q-6 2 -6 8q6 -2 6 -8ZM120 114q-6 2 -6 8q6 -2 6 -8ZM182 104q6 2 6 8q-6 -2 -6 -8ZM184 114q6 2 6 8q-6 -2 -6 -8Z" fill="#7cc98a" />
    <Twinkle x={150} y={60} r={10} />
  </>
);

/** Two of Swords: blindfolded on a stone seat by the night sea, she holds two crossed swords over her heart. */
const two: Scene = (ctx) => {
  const f: FigureProps = { x: 150, y: 400, s: 1.9, pose: 'sit', armL: [-20, -110], armR: [-20, -110], skin: SKIN[1], hair: HAIR.black, hairStyle: 'long', robe: '#d9def0', trim: SN.gold, cape: '#2b2466', look: 0, mood: 'calm', light: 1 };
  const pts = figurePoints(f);
  return (
    <>
      <NightSky ctx={ctx} seed={221} stars={70} bottom="#4b3a9a" />
      <Moon x={226} y={82} r={16} phase="crescent" sky="#141134" />
      <Water ctx={ctx} y={270} glowX={226} />
      <path d="M40 300q10 -14 22 -2q6 -8 14 2ZM222 292q12 -16 26 -2q6 -6 12 2Z" fill="#15113a" stroke={SN.ice} strokeWidth=".8" strokeOpacity=".5" />
      <path d="M30 360H270V440H30Z" fill="#221c55" />
      <path d="M30 360H270" stroke={SN.ice} strokeWidth="1" opacity=".5" />
      <path d="M96 400V330h108v70Z" fill="#4b4690" stroke={SN.ink} strokeWidth="1.2" />
      <path d="M90 322h120v10H90Z" fill="#6d68b8" stroke={SN.ink} strokeWidth="1.2" />
      <Figure {...f} />
      {blindfold(f)}
      {ctx.emblem('swords', r1(pts.r[0] - 30), r1(pts.r[1] - 34), 130, -34)}
      {ctx.emblem('swords', r1(pts.l[0] + 30), r1(pts.l[1] - 34), 130, 34)}
    </>
  );
};

/** Three of Swords: a glowing heart pierced by three swords, hanging in the rain over a sleeping city. */
const three: Scene = (ctx) => {
  const hid = ctx.id('heart');
  return (
    <>
      <NightSky ctx={ctx} top="#090820" bottom="#2c2a62" seed={33} stars={18} starBox={[30, 40, 270, 120]} />
      <path d="M30 40H270V120Q220 100 180 126Q140 100 90 124Q60 104 30 118Z" fill="#26234f" opacity=".9" />
      <path d="M30 100Q70 84 110 104Q150 86 200 108Q240 92 270 104V150Q220 136 170 152Q120 134 70 150Q46 140 30 146Z" fill="#302d62" opacity=".8" />
      <Skyline seed={3} base={440} height={120} fill="#121030" lit="#ffcf7a" />
      <Glow ctx={ctx} name="heart-glow" x={150} y={220} r={100} color="#ff6f91" opacity={0.45} />
      <defs>
        <radialGradient id={hid} cx=".38" cy=".35" r=".75">
          <stop offset="0" stopColor="#ff9bb3" />
          <stop offset=".55" stopColor="#d6345c" />
          <stop offset="1" stopColor="#6e1238" />
        </radialGradient>
      </defs>
      {ctx.emblem('swords', 150, 207, 200, 180)}
      {ctx.emblem('swords', 124, 200, 210, 138)}
      {ctx.emblem('swords', 176, 200, 210, 222)}
      <path d={heartPath(150, 226, 62)} fill={`url(#${hid})`} stroke="#ffd1dc" strokeWidth="1.6" />
      <path d="M110 196Q118 180 134 184" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" opacity=".5" />
      <Rain seed={31} count={110} />
      <path d="M80 300l2 6M210 330l2 6M150 318l2 6" stroke="#ff9bb3" strokeWidth="2" strokeLinecap="round" opacity=".7" />
    </>
  );
};

/** Four of Swords: a knight rests on a stone bier in a moonlit chapel; three swords hang above, one lies below. */
const four: Scene = (ctx) => {
  const f: FigureProps = { x: 232, y: 318, s: 1.55, armL: [-14, -150], armR: [-14, -150], skin: SKIN[2], hair: HAIR.brown, hairStyle: 'short', robe: '#8f9ac8', trim: SN.gold, cape: '#2b2466', dress: 'gown', look: 0, mood: 'closed', light: 1, rotate: -90 };
  return (
    <>
      <rect x="30" y="40" width="240" height="400" fill="#1a1545" />
      <path d="M30 40H270V300H30Z" fill="#221c58" />
      <path d="M104 230V110Q104 70 150 64Q196 70 196 110V230Z" fill="#2a4f9a" stroke={SN.ink} strokeWidth="3" />
      <path d="M150 66V230M104 150H196M110 108L190 108M104 190H196" stroke={SN.ink} strokeWidth="2" />
      <path d="M106 112h42v36h-42ZM152 152h42v36h-42Z" fill={SN.cyan} opacity=".6" />
      <path d="M106 152h42v36h-42ZM152 112h42v36h-42Z" fill={SN.lavender} opacity=".6" />
      <path d="M116 108Q150 66 184 108" fill={SN.gold} opacity=".5" />
      <Glow ctx={ctx} name="win" x={150} y={150} r={110} color={SN.ice} opacity={0.25} />
      <path d="M150 230L80 440H220Z" fill={SN.ice} opacity=".07" />
      <Many items={[66, 216, 242]} draw={(x) => ctx.emblem('swords', x, 160, 100, 180)} />
      <path d="M30 300H270V440H30Z" fill="#2b2466" />
      <path d="M30 330H270M30 370H270M30 414H270" stroke="#221c55" strokeWidth="1.4" />
      <path d="M50 340h200v-24H50Z" fill="#6d68b8" stroke={SN.ink} strokeWidth="1.2" />
      <path d="M56 340h188v60H56Z" fill="#4b4690" stroke={SN.ink} strokeWidth="1.2" />
      <path d="M50 316h200" stroke={SN.ice} strokeWidth="1.2" opacity=".7" />
      <path d="M80 352h140v36H80Z" fill="none" stroke="#6d68b8" strokeWidth="1.4" />
      {ctx.emblem('swords', 150, 370, 120, 90)}
      <Figure {...f} />
      <Candle x={46} y={316} h={22} />
      <Candle x={256} y={316} h={22} />
    </>
  );
};

/** Five of Swords: a smug winner gathers three swords on a windy moonlit shore while two rivals walk away. */
const five: Scene = (ctx) => {
  const f: FigureProps = { x: 104, y: 434, s: 2, armL: [14, 20], armR: [30, -100], skin: SKIN[0], hair: HAIR.copper, hairStyle: 'short', robe: '#8e2040', trim: SN.gold, dress: 'tunic', legs: '#1f1a3a', look: 0.7, mood: 'smile', light: 1 };
  const g1: FigureProps = { x: 206, y: 330, s: 0.9, pose: 'walk', armL: [-40, -110], armR: [-40, -110], skin: SKIN[4], hair: HAIR.black, hairStyle: 'long', robe: '#2f6f86', cape: '#1f1a4f', look: 0, mood: 'sad', light: -1 };
  const g2: FigureProps = { x: 244, y: 334, s: 0.95, pose: 'walk', armL: [10, 10], armR: [10, 10], skin: SKIN[2], hair: HAIR.brown, hairStyle: 'crop', robe: '#3b5fa8', dress: 'coat', legs: '#1f1a3a', look: 0.6, mood: 'sad', light: -1 };
  return (
    <>
      <NightSky ctx={ctx} seed={251} stars={40} bottom="#4b3a9a" />
      <Moon x={80} y={90} r={18} />
      <path d="M30 140Q80 110 130 140Q170 120 220 140Q250 128 270 136V160Q220 150 170 166Q120 150 80 166Q50 156 30 164Z" fill="#2d2a66" opacity=".9" />
      <path d="M60 110Q120 96 190 112Q240 96 270 106" fill="none" stroke={SN.silver} strokeWidth="1" opacity=".4" />
      <Water ctx={ctx} y={270} glowX={80} />
      <path d="M30 330Q150 300 270 326V440H30Z" fill="#2a2466" />
      <path d="M30 330Q150 300 270 326" fill="none" stroke={SN.ice} strokeWidth="1" opacity=".5" />
      <Figure {...g1} />
      <Figure {...g2} />
      <Shadow x={104} y={436} w={70} />
      {ctx.emblem('swords', 180, 414, 96, 76)}
      {ctx.emblem('swords', 232, 396, 90, 104)}
      <Figure {...f} />
      {swordIn(ctx, f, 'l', 120, 170)}
      {ctx.emblem('swords', ...gripAt(held(f, 'l', 6, 4), 120, 190, 0.32), 120, 190)}
      {swordIn(ctx, f, 'r', 120, 48)}
    </>
  );
};

/** Six of Swords: a ferrywoman poles a lantern-lit boat across a still dark lake, a mother and child aboard among six swords. */
const six: Scene = (ctx) => {
  const ferry: FigureProps = { x: 228, y: 384, s: 1.35, armL: [140, -20], armR: [120, -10], skin: SKIN[3], hair: HAIR.black, hairStyle: 'braid', robe: '#2f6f86', trim: SN.gold, dress: 'tunic', legs: '#1f1a3a', look: -0.5, mood: 'calm', light: 1 };
  const mom: FigureProps = { x: 160, y: 388, s: 1.2, pose: 'sit', armL: [20, 10], armR: [-30, -40], skin: SKIN[0], hair: HAIR.auburn, hairStyle: 'long', robe: '#5a2d6e', cape: '#2b2466', head: 'hood', look: 0.4, mood: 'sad', light: 1 };
  const kid: FigureProps = { x: 190, y: 384, s: 0.75, pose: 'sit', armL: [10, 10], armR: [10, 10], skin: SKIN[0], hair: HAIR.copper, hairStyle: 'short', robe: SN.gold, look: -0.4, mood: 'calm', light: 1, age: 'young' };
  const pole = held(ferry, 'l');
  return (
    <>
      <NightSky ctx={ctx} seed={261} stars={70} bottom="#4b3a9a" />
      <Moon x={224} y={90} r={16} />
      <Mountains y={250} height={40} color="#1b1650" seed={262} snow={null} />
      <Rooftops y={254} x0={170} x1={250} seed={263} />
      <Water ctx={ctx} y={254} glowX={224} />
      <path d="M30 300Q60 296 80 304Q60 312 30 308Z" fill="#1c2464" />
      <path d={`M${pole[0] - 30} ${pole[1] - 60}L${pole[0] + 30} 430`} stroke="#8a6a4a" strokeWidth="2.4" strokeLinecap="round" />
      <Figure {...ferry} />
      <Figure {...mom} />
      <Figure {...kid} />
      <Many items={[68, 84, 100, 116, 132, 200]} draw={(x, i) => ctx.emblem('swords', x, i === 5 ? 346 : 340 + Math.abs(i - 2) * 2, 90, 180 + (i - 2) * 4)} />
      <Boat x={150} y={382} w={190} />
      <Lantern x={60} y={356} s={0.8} hang={14} />
      <path d="M56 372V342" stroke="#3a2a4e" strokeWidth="2" />
      <path d="M50 410Q100 400 150 410T250 410" fill="none" stroke={PK.warm} strokeWidth="1" opacity=".5" />
    </>
  );
};

/** Seven of Swords: grinning over a shoulder, a thief slips away from a lantern-lit camp with five swords, two left behind. */
const seven: Scene = (ctx) => {
  const f: FigureProps = { x: 122, y: 430, s: 1.95, pose: 'walk', armL: [-30, -70], armR: [-50, -60], skin: SKIN[2], hair: HAIR.black, hairStyle: 'crop', robe: '#2f6f86', trim: SN.gold, cape: '#5a2d6e', dress: 'tunic', legs: '#1f1a3a', look: -0.9, mood: 'smile', light: 1, rotate: 6 };
  const c = held(f, 'l');
  return (
    <>
      <NightSky ctx={ctx} seed={271} stars={70} bottom="#4b3a9a" />
      <Moon x={226} y={80} r={14} phase="crescent" sky="#131033" />
      <Hills y={300} color="#1d1850" seed={272} amp={10} />
      <Tent x={60} y={322} w={64} />
      <Tent x={122} y={316} w={46} fill="#5a2d6e" stripe="#8e2040" />
      <Tent x={236} y={326} w={70} />
      <Glow ctx={ctx} name="camp" x={60} y={312} r={40} color={PK.warm} opacity={0.4} />
      <path d="M30 330Q150 312 270 334V440H30Z" fill="#221c55" />
      <path d="M30 330Q150 312 270 334" fill="none" stroke={SN.ice} strokeWidth="1" opacity=".4" />
      {planted(ctx, 56, 356, 90, -6)}
      {planted(ctx, 84, 360, 90, 8)}
      <Shadow x={122} y={432} w={60} />
      <Lantern x={160} y={250} s={0.7} hang={16} />
      <path d="M100 236Q160 256 214 232" fill="none" stroke="#8c86c9" strokeWidth=".8" />
      <Lantern x={200} y={242} s={0.6} color={SN.rose} />
      <Figure {...f} />
      <Many items={[0, 1, 2, 3, 4]} draw={(i) => ctx.emblem('swords', ...gripAt([c[0] + 2 + (i - 2) * 1.5, c[1] + (i - 2) * 6], 104, 64 + (i - 2) * 6, 0.32), 104, 64 + (i - 2) * 6)} />
    </>
  );
};

/** Eight of Swords: bound and blindfolded on a marsh at night, a woman stands in a ring of eight swords below a castle. */
const eight: Scene = (ctx) => {
  const f: FigureProps = { x: 150, y: 420, s: 2, armL: [-8, 0], armR: [-8, 0], skin: SKIN[5], hair: HAIR.black, hairStyle: 'curly', robe: '#8e2040', trim: SN.gold, look: 0, mood: 'sad', light: 1 };
  const hip = figurePoints(f).hip;
  return (
    <>
      <NightSky ctx={ctx} seed={281} stars={60} bottom="#4b3a9a" />
      <Moon x={200} y={84} r={16} />
      <path d="M190 220Q200 170 230 160Q262 166 270 190V260H190Z" fill="#1a1546" />
      <Castle x={236} y={166} s={0.9} />
      <Hills y={280} color="#1d1850" seed={282} amp={8} />
      <path d="M30 300H270V440H30Z" fill="#1f2e55" />
      <path d="M40 330h40M196 320h50M60 380h30M210 372h40M120 326h40" stroke={SN.cyan} strokeWidth="2" opacity=".35" strokeLinecap="round" />
      <Many items={[[56, 404, -4], [78, 356, 4], [100, 320, -3], [122, 300, 5]] as const} draw={([x, y, l]) => planted(ctx, x, y, 110, l)} />
      <Many items={[[178, 300, -5], [200, 320, 3], [222, 356, -4], [244, 404, 4]] as const} draw={([x, y, l]) => planted(ctx, x, y, 110, l)} />
      <Shadow x={150} y={422} w={60} />
      <Figure {...f} />
      <path d={`M${r1(hip[0] - 24)} ${r1(hip[1] - 44)}l48 10M${r1(hip[0] - 24)} ${r1(hip[1] - 26)}l48 10M${r1(hip[0] - 22)} ${r1(hip[1] - 6)}l44 10M${r1(hip[0] - 20)} ${r1(hip[1] + 14)}l40 8`} stroke="#e0c27a" strokeWidth="3" strokeLinecap="round" />
      {blindfold(f)}
    </>
  );
};

/** Nine of Swords: someone sits up in bed in the dark, face in hands, nine swords ranked on the wall behind. */
const nine: Scene = (ctx) => {
  const f: FigureProps = { x: 150, y: 384, s: 1.9, pose: 'sit', armL: [150, 130], armR: [150, 130], skin: SKIN[1], hair: HAIR.brown, hairStyle: 'long', robe: '#d9def0', trim: '#8f9ac8', look: 0, mood: 'sad', light: -1 };
  return (
    <>
      <rect x="30" y="40" width="240" height="400" fill="#0e0c28" />
      <Glow ctx={ctx} name="moonlight" x={150} y={150} r={150} color="#3b4fa0" opacity={0.5} />
      <Many items={Array.from({ length: 9 }, (_, i) => i)} draw={(i) => ctx.emblem('swords', 150 + (i % 2 ? 6 : -6), 66 + i * 17, 128, i % 2 ? 270 : 90)} />
      <LitWindow x={40} y={150} w={22} h={36} arch frame="#0e0c28" light="#bfe6ff" />
      <path d="M30 300H270V440H30Z" fill="#1a1546" />
      <path d="M56 440V262q0 -12 12 -12h164q12 0 12 12V440" fill="#3a2d6a" stroke={SN.ink} strokeWidth="1.4" />
      <path d="M66 274h168" stroke={SN.gold} strokeWidth="2" />
      <Figure {...f} />
      <path d="M40 350Q150 330 260 350L272 440H28Z" fill="#2b3f86" stroke={SN.ink} strokeWidth="1.4" />
      <path d="M40 350Q150 330 260 350" fill="none" stroke={SN.ice} strokeWidth="1.4" opacity=".6" />
      <path d="M60 372h24v24h-24ZM108 372h24v24h-24ZM156 372h24v24h-24ZM204 372h24v24h-24ZM84 404h24v24h-24ZM132 404h24v24h-24ZM180 404h24v24h-24Z" fill="#3b5fa8" />
      <path d="M72 384h0M120 384h0M168 384h0M216 384h0M96 416h0M144 416h0M192 416h0" stroke={SN.gold} strokeWidth="5" strokeLinecap="round" />
    </>
  );
};

/** Ten of Swords: a figure lies on a moonlit shore under ten swords while the first line of dawn opens on the horizon. */
const ten: Scene = (ctx) => {
  const f: FigureProps = { x: 56, y: 394, s: 1.95, armL: [8, 4], armR: [8, 4], skin: SKIN[3], hair: HAIR.black, hairStyle: 'short', robe: '#c9cfee', trim: SN.gold, cape: '#8e2040', dress: 'tunic', legs: '#1f1a3a', look: 0, mood: 'closed', light: -1, rotate: 90 };
  const dawn = ctx.id('dawn');
  return (
    <>
      <defs>
        <linearGradient id={dawn} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#07071c" />
          <stop offset=".55" stopColor="#241d5a" />
          <stop offset=".85" stopColor="#6a4a9a" />
          <stop offset="1" stopColor="#f2a65a" />
        </linearGradient>
      </defs>
      <rect x="30" y="40" width="240" height="200" fill={`url(#${dawn})`} />
      <Glow ctx={ctx} name="sun" x={200} y={240} r={80} color={SN.amber} opacity={0.5} />
      <Moon x={76} y={86} r={13} phase="crescent" sky="#0b0a24" />
      <Water ctx={ctx} y={240} glowX={200} shimmer="#ffd98a" />
      <path d="M30 238H270" stroke="#ffe2a8" strokeWidth="2" />
      <path d="M30 300Q150 280 270 296V440H30Z" fill="#2a2466" />
      <path d="M30 300Q150 280 270 296" fill="none" stroke={SN.ice} strokeWidth="1.2" opacity=".6" />
      <path d="M30 312Q150 296 270 310" fill="none" stroke={SN.cyan} strokeWidth="1" opacity=".3" />
      <Shadow x={150} y={402} w={210} />
      <Figure {...f} />
      <Many items={Array.from({ length: 10 }, (_, i) => i)} draw={(i) => planted(ctx, 78 + i * 17.5, 386 + (i % 2) * 4, 86, (i - 4.5) * 2.5)} />
    </>
  );
};

/** This deck's swords. */
export const SWORDS: DeckScenes = {
  'ace-of-swords': ace,
  'two-of-swords': two,
  'three-of-swords': three,
  'four-of-swords': four,
  'five-of-swords': five,
  'six-of-swords': six,
  'seven-of-swords': seven,
  'eight-of-swords': eight,
  'nine-of-swords': nine,
  'ten-of-swords': ten,
};

