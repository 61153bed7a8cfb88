import type { ReactNode } from 'react';
import { r1 } from '../../../art-kit';
import type { DeckScenes, Scene, SceneContext } from '../../types';
import { Cloud, Figure, Glow, HAIR, Halo, Hills, Lantern, Moon, Mountains, NightSky, Rooftops, SKIN, SN, Shadow, Stars, Twinkle, Water, type FigureProps } from './kit';
import { GlowCloud, GripHand, LitWindow, Many, PK, Sparks, Tree, gripAt, held } from './pip-kit';

/** A cup emblem held in a figure's hand (size tall, turned by rot). */
const cupIn = (ctx: SceneContext, p: FigureProps, side: 'l' | 'r', size: number, rot = 0, dx = 0, dy = 0): ReactNode => {
  const [x, y] = gripAt(held(p, side, dx, dy), size, rot, 0.18);
  return ctx.emblem('cups', x, y, size, rot);
};

/** Ace of Cups: a hand from a glowing cloud holds a cup spilling five streams into a lily pond; a dove descends. */
const ace: Scene = (ctx) => (
  <>
    <NightSky ctx={ctx} seed={111} stars={70} bottom="#4b3a9a" />
    <Moon x={220} y={76} r={14} />
    <Mountains y={300} height={50} color="#1d1850" seed={112} />
    <Water ctx={ctx} y={300} glowX={150} />
    <Glow ctx={ctx} name="cup" x={150} y={200} r={90} color={SN.cyan} opacity={0.45} />
    <GlowCloud ctx={ctx} x={78} y={270} s={0.85} />
    <path d="M132 178Q118 230 112 320M142 178Q138 240 136 330M150 178Q152 250 154 336M158 178Q166 240 172 330M168 178Q184 230 190 320" fill="none" stroke={SN.ice} strokeWidth="2.4" strokeLinecap="round" opacity=".75" />
    <path d="M102 322q10 -5 20 0M126 332q10 -5 20 0M146 338q10 -5 20 0M166 332q10 -5 20 0M182 322q10 -5 20 0" fill="none" stroke={SN.ice} strokeWidth="1.4" opacity=".7" />
    {ctx.emblem('cups', 150, 196, 130, 0)}
    <GripHand x={150} y={214} s={1.05} from={48} skin={SKIN[2]} />
    <Cloud x={78} y={292} w={64} color="#b9a9f2" rim="#fff4d6" />
    <path d="M150 96q-16 -14 -30 -8q12 2 18 12q-14 0 -22 10q16 -4 26 2q0 10 8 14q8 -4 8 -14q10 -6 26 -2q-8 -10 -22 -10q6 -10 18 -12q-14 -6 -30 8Z" fill="#f4f2ff" stroke={SN.ink} strokeWidth=".8" />
    <path d="M150 124q-3 8 0 14q3 -6 0 -14Z" fill={SN.gold} />
    <g fill="#f4f1de" stroke={SN.ink} strokeWidth=".6">
      <path d="M60 380q8 -10 16 0q-8 4 -16 0ZM214 372q8 -10 16 0q-8 4 -16 0ZM98 410q8 -10 16 0q-8 4 -16 0ZM200 412q8 -10 16 0q-8 4 -16 0Z" />
    </g>
    <path d="M56 382q12 6 24 0M210 374q12 6 24 0M94 412q12 6 24 0M196 414q12 6 24 0" fill="none" stroke="#4f9a6a" strokeWidth="3" />
    <Sparks seed={113} count={10} x={100} y={120} w={100} h={60} color={SN.ice} />
  </>
);

/** Two of Cups: two lovers pledge cups on a moonlit bridge; above them a winged heart of stars. */
const two: Scene = (ctx) => {
  const a: FigureProps = { x: 100, y: 392, s: 1.95, armL: [14, 10], armR: [70, -40], skin: SKIN[3], hair: HAIR.black, hairStyle: 'wavy', robe: SN.rose, trim: SN.gold, cape: '#3b2f7a', look: 0.6, mood: 'smile', light: 1 };
  const b: FigureProps = { x: 202, y: 392, s: 1.95, armL: [70, -40], armR: [14, 10], skin: SKIN[0], hair: HAIR.copper, hairStyle: 'short', robe: '#2f6f86', trim: SN.silver, dress: 'coat', legs: '#1f1a3a', look: -0.6, mood: 'smile', light: -1 };
  return (
    <>
      <NightSky ctx={ctx} seed={121} stars={60} bottom="#5a4aa8" />
      <Moon x={152} y={196} r={30} />
      <Water ctx={ctx} y={300} glowX={152} />
      <Rooftops y={300} x0={30} x1={90} seed={122} />
      <Rooftops y={300} x0={214} x1={270} seed={123} />
      <path d="M30 392Q150 330 270 392V440H30Z" fill="#3a3180" stroke={SN.ink} strokeWidth="1.2" />
      <path d="M30 392Q150 330 270 392" fill="none" stroke={SN.ice} strokeWidth="1.4" opacity=".6" />
      <path d="M30 378Q150 316 270 378" fill="none" stroke="#5a4fb0" strokeWidth="3" />
      <path d="M50 388V368M90 370V352M130 360V341M170 360V341M210 370V352M250 388V368" stroke="#5a4fb0" strokeWidth="2" />
      <path d={`M152 120c-8 -12 -26 -6 -22 8c3 10 22 20 22 20s19 -10 22 -20c4 -14 -14 -20 -22 -8Z`} fill="none" stroke={SN.gold} strokeWidth="1.4" />
      <path d="M128 124q-22 -14 -34 -4q14 0 20 8q-12 2 -16 10q14 -6 30 -6ZM176 124q22 -14 34 -4q-14 0 -20 8q12 2 16 10q-14 -6 -30 -6Z" fill={SN.silver} opacity=".85" />
      <Twinkle x={152} y={130} r={6} color={SN.gold} />
      <Shadow x={100} y={392} w={50} />
      <Shadow x={202} y={392} w={50} />
      <Figure {...a} />
      <Figure {...b} />
      {cupIn(ctx, a, 'r', 58)}
      {cupIn(ctx, b, 'l', 58)}
    </>
  );
};

/** Three of Cups: three friends raise their cups together under lantern strings in a night garden. */
const three: Scene = (ctx) => {
  const f: FigureProps[] = [
    { x: 76, y: 432, s: 1.6, pose: 'walk', armL: [20, 10], armR: [140, 20], skin: SKIN[4], hair: HAIR.black, hairStyle: 'braid', robe: SN.rose, trim: SN.gold, look: 0.5, mood: 'smile', light: 1 },
    { x: 150, y: 440, s: 1.7, armL: [150, 10], armR: [150, 10], skin: SKIN[1], hair: HAIR.blonde, hairStyle: 'wavy', robe: '#3b5fa8', trim: SN.silver, look: 0, mood: 'open', light: 1 },
    { x: 224, y: 432, s: 1.6, pose: 'walk', armL: [140, 20], armR: [20, 10], skin: SKIN[2], hair: HAIR.auburn, hairStyle: 'curly', robe: '#2f6f86', trim: SN.gold, look: -0.5, mood: 'smile', light: -1 },
  ];
  return (
    <>
      <NightSky ctx={ctx} seed={131} stars={60} bottom="#4b3a9a" />
      <Moon x={150} y={74} r={14} />
      <Tree x={50} y={300} s={1.1} />
      <Tree x={250} y={296} s={1} flip />
      <path d="M30 120Q90 170 150 150Q210 170 270 120" fill="none" stroke="#8c86c9" strokeWidth=".8" />
      <Lantern x={62} y={140} s={0.7} color={SN.rose} />
      <Lantern x={110} y={156} s={0.7} />
      <Lantern x={190} y={156} s={0.7} color={SN.cyan} />
      <Lantern x={238} y={140} s={0.7} />
      <path d="M30 300Q150 280 270 300V440H30Z" fill="#1f3a4a" />
      <path d="M30 300Q150 280 270 300" fill="none" stroke={SN.ice} strokeWidth="1" opacity=".4" />
      <path d="M40 330q6 -8 12 0M230 326q6 -8 12 0M60 360q6 -8 12 0M236 364q6 -8 12 0" fill="none" stroke="#4f9a6a" strokeWidth="2" />
      <circle cx="46" cy="324" r="3" fill={SN.rose} />
      <circle cx="236" cy="320" r="3" fill={SN.gold} />
      <circle cx="66" cy="354" r="3" fill={SN.cyan} />
      <Glow ctx={ctx} name="toast" x={150} y={220} r={70} color={PK.warm} opacity={0.45} />
      {f.map((p, i) => (
        <Shadow key={i} x={p.x} y={p.y} w={50} />
      ))}
      {f.map((p, i) => (
        <Figure key={i} {...p} />
      ))}
      {cupIn(ctx, f[0]!, 'r', 54, 14)}
      {cupIn(ctx, f[1]!, 'l', 54, 0, 8, 0)}
      {cupIn(ctx, f[2]!, 'l', 54, -14)}
      <Sparks seed={132} count={10} x={110} y={180} w={80} h={40} />
    </>
  );
};

/** Four of Cups: under a tree someone sits with arms folded before three cups, blind to a fourth offered from a cloud. */
const four: Scene = (ctx) => {
  const f: FigureProps = { x: 130, y: 404, s: 1.85, pose: 'sit', armL: [-30, -90], armR: [-30, -90], skin: SKIN[3], hair: HAIR.brown, hairStyle: 'crop', robe: '#3b5fa8', trim: SN.gold, dress: 'tunic', legs: '#26205a', look: -0.6, mood: 'sad', light: 1 };
  return (
    <>
      <NightSky ctx={ctx} seed={141} stars={60} bottom="#4b3a9a" />
      <Moon x={70} y={90} r={15} phase="crescent" sky="#120f33" />
      <Hills y={300} color="#1d1850" seed={142} amp={10} />
      <Tree x={100} y={340} s={2.2} />
      <path d="M30 340Q150 322 270 340V440H30Z" fill="#1f2e55" />
      <path d="M30 340Q150 322 270 340" fill="none" stroke={SN.ice} strokeWidth="1" opacity=".4" />
      <GlowCloud ctx={ctx} x={226} y={170} s={0.6} />
      {ctx.emblem('cups', 210, 214, 56, 0)}
      <GripHand x={211} y={228} s={0.7} from={-20} skin={SKIN[0]} />
      <Cloud x={226} y={186} w={46} color="#b9a9f2" rim="#fff4d6" />
      <path d="M94 404Q92 368 110 360Q130 354 150 360Q168 366 166 404Z" fill="#3b3480" stroke={SN.ink} strokeWidth="1" />
      <path d="M100 370Q120 356 150 360" fill="none" stroke={SN.ice} strokeWidth="1.2" opacity=".6" />
      <Shadow x={130} y={406} w={84} />
      <Figure {...f} />
      <Many items={[82, 150, 218]} draw={(x, i) => ctx.emblem('cups', x, 410 - (i === 1 ? 0 : 6), 56, 0)} />
    </>
  );
};

/** Five of Cups: a figure in a long coat mourns three spilled cups on a moonlit bridge, two cups still standing behind. */
const five: Scene = (ctx) => {
  const f: FigureProps = { x: 130, y: 386, s: 2.05, armL: [-20, -60], armR: [-24, -70], skin: SKIN[0], hair: HAIR.silver, hairStyle: 'long', robe: '#2b2466', trim: '#5a4fb0', cape: '#141036', dress: 'coat', legs: '#14102e', look: -0.5, mood: 'sad', light: 1 };
  return (
    <>
      <NightSky ctx={ctx} seed={151} stars={50} top="#08081e" bottom="#2c2a62" />
      <Moon x={214} y={92} r={20} />
      <Cloud x={120} y={110} w={100} color="#262257" />
      <Hills y={250} color="#17133f" seed={152} amp={8} />
      <LitWindow x={216} y={226} w={10} h={12} />
      <path d="M206 250V226l15 -12l15 12V250Z" fill="none" stroke="#2a2350" strokeWidth="2" />
      <Water ctx={ctx} y={262} glowX={214} />
      <path d="M30 340H270V352H30Z" fill="#3a3180" />
      <path d="M30 352H270V380Q210 380 200 440H100Q90 380 30 380Z" fill="#2b2466" stroke={SN.ink} strokeWidth="1" />
      <path d="M30 386H270V440H30Z" fill="#231d58" />
      <path d="M30 386H270" stroke={SN.ice} strokeWidth="1.2" opacity=".5" />
      <path d="M30 300H270M40 300V340M80 300V340M120 300V340M160 300V340M200 300V340M240 300V340" stroke="#5a4fb0" strokeWidth="2.4" />
      <path d="M30 300H270" stroke={SN.ice} strokeWidth="1" opacity=".6" />
      <path d="M52 432q20 -6 40 2q-20 8 -40 -2ZM106 436q26 -4 44 4q-24 6 -44 -4ZM170 430q18 -6 36 0q-18 8 -36 0Z" fill={SN.cyan} opacity=".55" />
      <Shadow x={130} y={388} w={60} />
      <Figure {...f} />
      {ctx.emblem('cups', 212, 370, 54, 0)}
      {ctx.emblem('cups', 246, 374, 50, 0)}
      {ctx.emblem('cups', 62, 418, 50, -100)}
      {ctx.emblem('cups', 124, 422, 52, 96)}
      {ctx.emblem('cups', 186, 416, 50, -84)}
    </>
  );
};

/** Six of Cups: in a moonlit courtyard an older child hands a younger one a cup of glowing star-flowers. */
const six: Scene = (ctx) => {
  const a: FigureProps = { x: 104, y: 410, s: 1.55, armL: [20, 10], armR: [60, -30], skin: SKIN[4], hair: HAIR.black, hairStyle: 'short', robe: SN.gold, trim: '#8e2040', dress: 'tunic', legs: '#26205a', look: 0.6, mood: 'smile', light: 1, age: 'young' };
  const b: FigureProps = { x: 186, y: 414, s: 1.25, armL: [60, -20], armR: [16, 10], skin: SKIN[1], hair: HAIR.blonde, hairStyle: 'bun', robe: SN.rose, trim: SN.gold, look: -0.6, mood: 'open', light: -1, age: 'young' };
  const flower = (x: number, y: number) => (
    <g>
      <circle cx={x} cy={y} r="5" fill={SN.white} opacity=".25" />
      <path d={`M${x} ${y - 4}l1.2 2.8l2.8 1.2l-2.8 1.2l-1.2 2.8l-1.2 -2.8l-2.8 -1.2l2.8 -1.2Z`} fill={SN.white} />
    </g>
  );
  const cups: [number, number][] = [
    [52, 296],
    [88, 296],
    [212, 296],
    [248, 296],
    [60, 364],
  ];
  const hand = held(a, 'r');
  return (
    <>
      <NightSky ctx={ctx} seed={161} stars={50} bottom="#4b3a9a" />
      <Moon x={232} y={78} r={14} />
      <path d="M30 120H110V300H30ZM190 120H270V300H190Z" fill="#2b2466" stroke={SN.ink} strokeWidth="1" />
      <path d="M40 110l30 -26l30 26ZM200 110l30 -26l30 26Z" fill="#3a3180" stroke={SN.ice} strokeWidth="1" strokeOpacity=".6" />
      <LitWindow x={56} y={150} w={26} h={34} arch />
      <LitWindow x={218} y={150} w={26} h={34} arch />
      <path d="M30 300H270V440H30Z" fill="#2d2862" />
      <path d="M30 318H270M30 344H270M30 376H270M30 414H270M70 300L56 440M150 300V440M230 300L244 440M110 300L100 440M190 300L200 440" stroke="#231d55" strokeWidth="1.3" />
      <path d="M30 300H270" stroke={SN.ice} strokeWidth="1" opacity=".5" />
      <Many items={cups} draw={([x, y]) => ctx.emblem('cups', x, y - 18, 40, 0)} />
      {cups.map(([x, y], i) => (
        <g key={i}>{flower(x, y - 34)}</g>
      ))}
      <Shadow x={104} y={410} w={40} />
      <Shadow x={186} y={414} w={34} />
      <Figure {...a} />
      <Figure {...b} />
      {ctx.emblem('cups', hand[0] + 4, hand[1] - 6, 44, 0)}
      {flower(hand[0] + 4, hand[1] - 20)}
      {flower(hand[0] - 2, hand[1] - 24)}
      <Sparks seed={162} count={8} x={60} y={240} w={180} h={50} color={SN.white} />
    </>
  );
};

/** Seven of Cups: a dreamer gazes up at seven cups floating on night clouds, each holding a different vision. */
const seven: Scene = (ctx) => {
  const f: FigureProps = { x: 150, y: 470, s: 1.5, armL: [60, 40], armR: [110, 20], skin: SKIN[2], hair: HAIR.blue, hairStyle: 'long', robe: '#5a2d6e', trim: SN.gold, cape: '#1f1a4f', look: 0, mood: 'open', light: 1 };
  const pos: [number, number][] = [
    [70, 150],
    [150, 126],
    [230, 150],
    [58, 250],
    [118, 236],
    [182, 236],
    [242, 250],
  ];
  const visions = [
    <path key="castle" d="M58 126V110h4v4h4v-4h4v4h4v-4h4v4h4v-4h4V126Z" fill="#c8cff5" stroke={SN.ink} strokeWidth=".6" />,
    <path key="jewel" d="M141 92h18l6 7l-15 13l-15 -13Z" fill={SN.cyan} stroke="#fff" strokeWidth=".8" />,
    <circle key="wreath" cx="230" cy="114" r="10" fill="none" stroke="#7cc98a" strokeWidth="4" strokeDasharray="3 1.6" />,
    <path key="snake" d="M42 218q6 -10 12 0t12 0t10 -4" fill="none" stroke="#7cc98a" strokeWidth="3.4" strokeLinecap="round" />,
    <path key="flame" d="M118 218q-10 -10 0 -24q3 8 6 5q4 10 -6 19Z" fill={SN.amber} stroke={SN.ink} strokeWidth=".6" />,
    <circle key="head" cx="182" cy="206" r="9" fill="#f1dccb" stroke={SN.gold} strokeWidth="2" />,
    <path key="veil" d="M232 224q10 -30 20 0Z" fill="#c8cff5" stroke={SN.ink} strokeWidth=".6" />,
  ];
  return (
    <>
      <NightSky ctx={ctx} seed={171} stars={80} top="#0b0a24" bottom="#5a2d6e" />
      <Moon x={150} y={62} r={10} phase="crescent" sky="#0e0c2a" />
      {pos.map(([x, y], i) => (
        <g key={i}>
          <Halo x={x} y={y - 30} r={26} color={i % 2 ? SN.lavender : SN.cyan} opacity={0.5} />
          <Cloud x={x} y={y + 18} w={58} color="#3b2f7a" />
        </g>
      ))}
      {visions}
      <Many items={pos} draw={([x, y]) => ctx.emblem('cups', x, y, 50, 0)} />
      <path d="M30 440V400Q150 370 270 400V440Z" fill="#1a1546" />
      <Figure {...f} />
    </>
  );
};

const EIGHT_STACK: readonly (readonly [number, number])[] = [
  [44, 426],
  [78, 426],
  [112, 426],
  [61, 386],
  [95, 386],
  [129, 386],
  [78, 346],
  [112, 346],
];

/** Eight of Cups: a traveller with a staff leaves eight stacked cups behind and climbs a moonlit mountain path. */
const eight: Scene = (ctx) => {
  const f: FigureProps = { x: 190, y: 272, s: 1.1, pose: 'walk', armL: [10, 10], armR: [40, 40], skin: SKIN[1], hair: HAIR.brown, hairStyle: 'short', robe: '#8e2040', cape: '#2b2466', head: 'hood', dress: 'coat', legs: '#1f1a3a', look: 0.8, mood: 'calm', light: -1 };
  const st = held(f, 'r');
  return (
    <>
      <NightSky ctx={ctx} seed={181} stars={70} bottom="#5a4aa8" />
      <Moon x={84} y={92} r={22} phase="crescent" sky="#151238" />
      <Mountains y={262} height={150} color="#2a2466" seed={182} peaks={3} />
      <path d="M150 440Q170 380 150 340Q140 300 190 270Q220 250 240 200" fill="none" stroke="#4b3a9a" strokeWidth="10" strokeLinecap="round" />
      <path d="M150 440Q170 380 150 340Q140 300 190 270Q220 250 240 200" fill="none" stroke={SN.ice} strokeWidth="1" opacity=".5" />
      <path d="M30 330Q90 320 150 344Q160 380 130 440H30Z" fill="#16123d" />
      <Water ctx={ctx} y={372} bottom={440} glowX={90} top="#1c2464" />
      <path d="M160 372Q200 360 270 370V440H150Q170 400 160 372Z" fill="#1a1650" />
      <Figure {...f} />
      <path d={`M${st[0]} ${st[1] - 18}L${st[0] + 4} ${f.y}`} stroke="#8a6a4a" strokeWidth="1.6" strokeLinecap="round" />
      <Many items={EIGHT_STACK} draw={([x, y]) => ctx.emblem('cups', x, y - 20, 44, 0)} />
    </>
  );
};

/** Nine of Cups: a contented host sits, arms folded and smiling, before an arc of nine cups in candlelight. */
const nine: Scene = (ctx) => {
  const f: FigureProps = { x: 150, y: 420, s: 1.9, pose: 'sit', armL: [-40, -80], armR: [-40, -80], skin: SKIN[4], hair: HAIR.black, hairStyle: 'bald', beard: 'short', robe: '#8e2040', trim: SN.gold, cape: '#2b2466', dress: 'tunic', legs: '#26205a', look: 0, mood: 'smile', light: 1, build: 1.25 };
  const arc = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (0.06 + (i * 0.88) / 8);
    return [r1(150 - 104 * Math.cos(a)), r1(262 - 130 * Math.sin(a))] as const;
  });
  return (
    <>
      <NightSky ctx={ctx} seed={191} stars={40} bottom="#3f3186" />
      <path d="M30 60H270V300H30Z" fill="#241d5a" opacity=".8" />
      <path d="M44 300V160Q44 70 150 70Q256 70 256 160V300" fill="#3a2d80" stroke={SN.ink} strokeWidth="1.2" />
      <path d="M54 300V162Q54 82 150 82Q246 82 246 162V300" fill="none" stroke={SN.gold} strokeWidth="1.2" opacity=".6" />
      <Glow ctx={ctx} name="arc" x={150} y={180} r={130} color={PK.warm} opacity={0.35} />
      <Many items={arc} draw={([x, y]) => ctx.emblem('cups', x, y, 44, 0)} />
      <path d="M30 300H270V440H30Z" fill="#2b2466" />
      <path d="M30 300H270" stroke={SN.ice} strokeWidth="1" opacity=".5" />
      <path d="M70 346h160v10H70ZM78 356h10v64h-10ZM212 356h10v64h-10Z" fill="#4b3a9a" stroke={SN.ink} strokeWidth="1" />
      <path d="M70 346h160" stroke={SN.ice} strokeWidth="1.2" opacity=".7" />
      <path d="M80 346V300q70 -20 140 0v46" fill="#3b2f7a" stroke={SN.ink} strokeWidth="1" />
      <Shadow x={150} y={422} w={90} />
      <Figure {...f} />
      <Lantern x={54} y={380} s={0.9} />
      <Lantern x={246} y={380} s={0.9} />
    </>
  );
};

/** Ten of Cups: a family on a rooftop garden under a rainbow of ten starlit cups. */
const ten: Scene = (ctx) => {
  const f: FigureProps[] = [
    { x: 96, y: 420, s: 1.75, armL: [150, 10], armR: [40, 20], skin: SKIN[3], hair: HAIR.black, hairStyle: 'short', beard: 'short', robe: '#3b5fa8', trim: SN.gold, dress: 'coat', legs: '#1f1a3a', look: 0.3, mood: 'smile', light: 1 },
    { x: 150, y: 420, s: 1.7, armL: [40, 20], armR: [150, 10], skin: SKIN[1], hair: HAIR.auburn, hairStyle: 'long', robe: SN.rose, trim: SN.gold, look: -0.2, mood: 'smile', light: 1 },
    { x: 206, y: 428, s: 1.05, pose: 'walk', armL: [120, 20], armR: [120, 20], skin: SKIN[2], hair: HAIR.copper, hairStyle: 'curly', robe: SN.gold, dress: 'tunic', legs: '#26205a', look: -0.4, mood: 'open', light: -1, age: 'young' },
    { x: 244, y: 426, s: 0.95, pose: 'walk', armL: [100, 30], armR: [130, 10], skin: SKIN[2], hair: HAIR.brown, hairStyle: 'bun', robe: '#2f6f86', look: -0.5, mood: 'smile', light: -1, age: 'young' },
  ];
  const arc = Array.from({ length: 10 }, (_, i) => {
    const a = Math.PI * (0.08 + (i * 0.84) / 9);
    return [r1(150 - 108 * Math.cos(a)), r1(250 - 150 * Math.sin(a))] as const;
  });
  const bands = ['#ff8fb1', SN.gold, '#7cf0b0', SN.cyan, SN.lavender];
  return (
    <>
      <NightSky ctx={ctx} seed={201} stars={80} bottom="#4b3a9a" />
      {bands.map((c, i) => (
        <path key={c} d={`M${14 + i * 6} 300A${r1(136 - i * 6)} ${r1(196 - i * 8)} 0 0 1 ${286 - i * 6} 300`} fill="none" stroke={c} strokeWidth="5" opacity=".3" />
      ))}
      <Stars seed={202} count={40} box={[40, 90, 260, 200]} color={SN.gold} />
      <Many items={arc} draw={([x, y]) => ctx.emblem('cups', x, y, 38, 0)} />
      <Rooftops y={330} seed={203} />
      <path d="M30 360H270V440H30Z" fill="#2b2466" />
      <path d="M30 360H270" stroke={SN.ice} strokeWidth="1.2" opacity=".6" />
      <path d="M30 372H270" stroke="#5a4fb0" strokeWidth="2" />
      <path d="M38 352q8 -20 16 0ZM254 352q8 -22 16 0" fill="#2f5d55" />
      <path d="M36 360h22l-3 10h-16ZM252 360h22l-3 10h-16Z" fill="#8a5636" />
      <Lantern x={60} y={300} s={0.7} hang={20} />
      {f.map((p, i) => (
        <Shadow key={i} x={p.x} y={p.y} w={40 * (p.s ?? 1)} />
      ))}
      {f.map((p, i) => (
        <Figure key={i} {...p} />
      ))}
    </>
  );
};

/** This deck's cups. */
export const CUPS: DeckScenes = {
  'ace-of-cups': ace,
  'two-of-cups': two,
  'three-of-cups': three,
  'four-of-cups': four,
  'five-of-cups': five,
  'six-of-cups': six,
  'seven-of-cups': seven,
  'eight-of-cups': eight,
  'nine-of-cups': nine,
  'ten-of-cups': ten,
};

