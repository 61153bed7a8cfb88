import type { ReactNode } from 'react';
import { r1 } from '../../../art-kit';
import type { DeckScenes, Scene } from '../../types';
import { Figure, figurePoints, Glow, Horse, HAIR, Halo, Hills, Lantern, Moon, Mountains, NightSky, Pine, Rooftops, SKIN, SN, Shadow, Twinkle, Water, Cloud, type FigureProps } from './kit';
import { Bust, bustHand, Castle, GlowCloud, GripHand, Many, PK, Ship, Sparks, Tree, gripAt, held, type BustProps } from './pip-kit';

/** A wand emblem gripped in a figure's hand (size tall, turned by rot). */
const wandIn = (ctx: Parameters<Scene>[0], p: FigureProps, side: 'l' | 'r', size: number, rot = 0): ReactNode => {
  const [x, y] = gripAt(held(p, side), size, rot, 0.08);
  return ctx.emblem('wands', x, y, size, rot);
};

/** Ace of Wands: a hand from a glowing cloud offers a sprouting, star-crowned wand over a moonlit valley. */
const ace: Scene = (ctx) => (
  <>
    <NightSky ctx={ctx} seed={11} stars={70} top={SN.night} bottom="#3a2d80" />
    <Moon x={68} y={84} r={13} phase="crescent" sky="#120f33" />
    <Mountains y={330} height={70} color="#1b1752" seed={4} />
    <Hills y={360} color="#17133f" seed={6} amp={10} />
    <Castle x={206} y={366} s={1.1} />
    <path d="M70 440Q110 410 150 398Q184 388 210 370" fill="none" stroke={SN.cyan} strokeWidth="3" opacity=".35" />
    <Glow ctx={ctx} name="wand" x={150} y={110} r={80} color={PK.warm} opacity={0.5} />
    <GlowCloud ctx={ctx} x={214} y={282} s={0.9} />
    {ctx.emblem('wands', 146, 196, 240, -6)}
    <GripHand x={149} y={222} s={1.15} from={-62} skin={SKIN[1]} />
    <Cloud x={214} y={298} w={70} color="#b9a9f2" rim="#fff4d6" />
    <path d="M168 130q10 -4 14 4q-8 4 -14 -4ZM124 168q-10 -2 -14 6q8 2 14 -6ZM178 96q8 2 8 10q-8 -2 -8 -10Z" fill="#7cc98a" stroke={SN.ink} strokeWidth=".8" />
    <Sparks seed={12} count={18} x={80} y={60} w={150} h={170} />
  </>
);

/** Two of Wands: on a castle rampart a traveller holds a glowing star-globe and a wand, weighing the far coast. */
const two: Scene = (ctx) => {
  const f: FigureProps = { x: 128, y: 402, s: 2, armL: [48, -110], armR: [24, 18], skin: SKIN[2], hair: HAIR.black, hairStyle: 'short', beard: 'short', robe: '#8e2040', trim: SN.gold, cape: '#2b2466', dress: 'coat', legs: '#2a2246', look: -0.3, light: 1 };
  const globe = held(f, 'l', 2, -9);
  return (
    <>
      <NightSky ctx={ctx} seed={21} stars={60} bottom="#4a3a92" />
      <Moon x={212} y={92} r={17} />
      <Water ctx={ctx} y={262} glowX={212} />
      <path d="M30 262Q60 250 90 258Q120 248 150 262Z" fill="#17133f" />
      <Rooftops y={262} x0={30} x1={120} seed={22} />
      <Ship x={200} y={290} s={0.7} />
      {ctx.emblem('wands', 236, 262, 190, 0)}
      <Figure {...f} />
      <Glow ctx={ctx} name="globe" x={globe[0]} y={globe[1]} r={34} color={SN.cyan} opacity={0.6} />
      <circle cx={globe[0]} cy={globe[1]} r="13" fill="#2a4f9a" stroke={SN.ink} strokeWidth="1.2" />
      <path d={`M${globe[0] - 13} ${globe[1]}h26M${globe[0]} ${globe[1] - 13}q-8 13 0 26q8 -13 0 -26M${globe[0] - 9} ${globe[1] - 6}h18`} fill="none" stroke={SN.ice} strokeWidth=".8" opacity=".8" />
      <path d={`M${globe[0] - 6} ${globe[1] - 3}h0M${globe[0] + 5} ${globe[1] + 5}h0M${globe[0] + 3} ${globe[1] - 8}h0`} stroke={SN.gold} strokeWidth="2.4" strokeLinecap="round" />
      <path d="M30 350H270V440H30ZM30 350v-18h24v18M78 350v-18h24v18M126 350v-18h24v18M174 350v-18h24v18M222 350v-18h24v18" fill={PK.stone} stroke={SN.ink} strokeWidth="1.2" />
      <path d="M30 332h24M78 332h24M126 332h24M174 332h24M222 332h24M30 350H270" stroke={SN.ice} strokeWidth="1.2" opacity=".6" />
      <path d="M30 376H270M30 404H270M60 350v26M120 350v26M180 350v26M240 350v26M90 376v28M150 376v28M210 376v28M60 404v36M120 404v36M180 404v36M240 404v36" stroke="#26224f" strokeWidth="1.4" />
      {wandIn(ctx, f, 'r', 200, 4)}
    </>
  );
};

/** Three of Wands: from a cliff a watcher looks out over a moonlit sea where three lantern ships sail. */
const three: Scene = (ctx) => {
  const f: FigureProps = { x: 108, y: 372, s: 1.75, armL: [20, 10], armR: [70, 40], skin: SKIN[0], hair: HAIR.copper, hairStyle: 'long', robe: '#2f6f86', trim: SN.gold, cape: '#5a2d6e', look: 0.8, light: 1 };
  return (
    <>
      <NightSky ctx={ctx} seed={31} stars={70} bottom="#5a4aa8" />
      <Moon x={228} y={140} r={22} />
      <Water ctx={ctx} y={250} glowX={228} />
      <Mountains y={252} height={26} color="#221c5a" seed={9} peaks={5} snow={null} />
      <Ship x={222} y={284} s={0.7} />
      <Ship x={252} y={318} s={0.9} />
      <Ship x={234} y={372} s={1.15} flip />
      <path d="M30 300Q70 306 120 316Q170 324 200 338Q212 380 216 440H30Z" fill="#1a1546" stroke={SN.ice} strokeWidth="1.2" strokeOpacity=".45" />
      <path d="M30 336Q70 338 110 350Q150 362 170 400L176 440H30Z" fill="#120f34" />
      {ctx.emblem('wands', 152, 250, 150, 3)}
      {ctx.emblem('wands', 184, 262, 150, 6)}
      <Shadow x={108} y={372} w={40} />
      <Figure {...f} />
      {wandIn(ctx, f, 'l', 190, -3)}
    </>
  );
};

/** Four of Wands: friends dance under an arch of four wands hung with lanterns before a lit house. */
const four: Scene = (ctx) => {
  const a: FigureProps = { x: 118, y: 420, s: 1.55, pose: 'walk', armL: [150, 10], armR: [110, -20], skin: SKIN[4], hair: HAIR.black, hairStyle: 'curly', robe: SN.rose, trim: SN.gold, look: 0.5, mood: 'smile', light: -1 };
  const b: FigureProps = { x: 186, y: 420, s: 1.55, pose: 'walk', armL: [110, -20], armR: [160, 0], skin: SKIN[1], hair: HAIR.blonde, hairStyle: 'bun', robe: '#3b5fa8', trim: SN.ice, dress: 'tunic', legs: '#26205a', look: -0.5, mood: 'smile', light: 1 };
  const posts = [50, 96, 204, 250];
  let garland = '';
  for (let i = 0; i < 3; i++) garland += `M${posts[i]! + 2} ${i === 1 ? 176 : 182}Q${r1((posts[i]! + posts[i + 1]!) / 2)} ${i === 1 ? 236 : 214} ${posts[i + 1]! - 2} ${i === 1 ? 176 : 182}`;
  return (
    <>
      <NightSky ctx={ctx} seed={41} stars={60} bottom="#4b3a9a" />
      <Moon x={150} y={88} r={15} />
      <Hills y={300} color="#1d1850" seed={42} amp={14} />
      <path d="M122 300V262l28 -22l28 22V300Z" fill="#2b2466" stroke={SN.ink} strokeWidth="1" />
      <path d="M116 264l34 -28l34 28" fill="none" stroke={SN.ice} strokeWidth="1.4" opacity=".7" />
      <path d="M134 272h9v10h-9ZM157 272h9v10h-9ZM146 288h8v12h-8Z" fill={PK.warm} />
      <Pine x={64} y={306} h={44} />
      <Pine x={238} y={304} h={38} />
      <path d="M30 340Q150 320 270 340V440H30Z" fill="#221c55" />
      <path d="M30 340Q150 320 270 340" fill="none" stroke={SN.ice} strokeWidth="1" opacity=".4" />
      <Many items={posts} draw={(x, i) => ctx.emblem('wands', x, i === 1 || i === 2 ? 258 : 266, i === 1 || i === 2 ? 170 : 190, 0)} />
      <path d={garland} fill="none" stroke="#6fb57c" strokeWidth="3" />
      <path d={garland} fill="none" stroke={SN.gold} strokeWidth="1" strokeDasharray="1 6" strokeLinecap="round" />
      <Lantern x={73} y={206} s={0.7} color={SN.rose} />
      <Lantern x={150} y={214} s={0.8} />
      <Lantern x={227} y={206} s={0.7} color={SN.cyan} />
      <Shadow x={118} y={420} w={40} />
      <Shadow x={186} y={420} w={40} />
      <Figure {...a} />
      <Figure {...b} />
      <Sparks seed={43} count={12} x={60} y={300} w={180} h={60} color={SN.gold} />
    </>
  );
};

/** Five of Wands: five young rivals spar with wands in a lantern-lit square, all noise and no harm. */
const five: Scene = (ctx) => {
  const figs: FigureProps[] = [
    { x: 62, y: 432, s: 1.3, pose: 'walk', armL: [40, 20], armR: [120, 20], skin: SKIN[0], hair: HAIR.auburn, hairStyle: 'short', robe: '#8e2040', dress: 'tunic', legs: '#2a2246', look: 0.6, mood: 'fierce', light: 1 },
    { x: 112, y: 380, s: 1.1, armL: [140, 20], armR: [100, 30], skin: SKIN[3], hair: HAIR.black, hairStyle: 'crop', robe: '#3b5fa8', dress: 'tunic', legs: '#1f1a3a', look: 0.2, mood: 'open', light: 1 },
    { x: 190, y: 378, s: 1.1, armL: [110, 30], armR: [150, 10], skin: SKIN[1], hair: HAIR.blonde, hairStyle: 'braid', robe: '#2f6f86', dress: 'tunic', legs: '#2a2246', look: -0.3, mood: 'fierce', light: -1 },
    { x: 150, y: 436, s: 1.35, pose: 'walk', armL: [130, 30], armR: [60, 50], skin: SKIN[5], hair: HAIR.black, hairStyle: 'curly', robe: SN.gold, trim: '#8e2040', dress: 'tunic', legs: '#26205a', look: -0.5, mood: 'smile', light: 1 },
    { x: 236, y: 430, s: 1.3, pose: 'walk', armL: [120, 20], armR: [30, 10], skin: SKIN[2], hair: HAIR.brown, hairStyle: 'bun', robe: '#5a2d6e', dress: 'tunic', legs: '#1f1a3a', look: -0.6, mood: 'fierce', light: -1 },
  ];
  const holds: [number, 'l' | 'r', number][] = [
    [0, 'r', 40],
    [1, 'l', -30],
    [2, 'r', 28],
    [3, 'l', -38],
    [4, 'l', -28],
  ];
  return (
    <>
      <NightSky ctx={ctx} seed={51} stars={40} starBox={[30, 40, 270, 160]} bottom="#3f3186" />
      <Moon x={236} y={74} r={12} />
      <Rooftops y={250} seed={52} />
      <path d="M30 250H270V440H30Z" fill="#2a2466" />
      <path d="M30 280H270M30 318H270M30 364H270M30 414H270M90 250L60 440M150 250V440M210 250L240 440" stroke="#221d55" strokeWidth="1.4" />
      <Lantern x={58} y={150} s={0.9} hang={30} />
      <Lantern x={242} y={160} s={0.9} hang={30} />
      <Glow ctx={ctx} name="square" x={150} y={340} r={130} color={PK.warm} opacity={0.18} />
      {figs.map((p, i) => (
        <Shadow key={i} x={p.x} y={p.y} w={34 * (p.s ?? 1)} />
      ))}
      <Figure {...figs[1]!} />
      <Figure {...figs[2]!} />
      {wandIn(ctx, figs[1]!, 'l', 130, -30)}
      {wandIn(ctx, figs[2]!, 'r', 130, 28)}
      <Figure {...figs[0]!} />
      <Figure {...figs[3]!} />
      <Figure {...figs[4]!} />
      {holds.slice(0, 1).concat(holds.slice(3)).map(([i, side, rot]) => (
        <g key={i}>{wandIn(ctx, figs[i]!, side, 150, rot)}</g>
      ))}
    </>
  );
};

/** Six of Wands: the victor rides home through a cheering night street, laurel on wand and brow. */
const six: Scene = (ctx) => {
  const hx = 150;
  const hy = 350;
  const rider: FigureProps = { x: hx - 2, y: hy - 57 * 1.3, s: 1.3, pose: 'ride', armL: [30, 30], armR: [150, 10], skin: SKIN[3], hair: HAIR.brown, hairStyle: 'short', robe: '#3b5fa8', trim: SN.gold, cape: '#8e2040', head: 'laurel', headColor: '#7cc98a', look: 0.3, mood: 'smile', light: 1 };
  const crowd: BustProps[] = [
    { x: 44, y: 404, s: 1.5, arm: 'r', skin: SKIN[1], hair: HAIR.black, robe: '#5a2d6e', look: 0.4, long: true },
    { x: 88, y: 420, s: 1.55, arm: 'r', skin: SKIN[5], hair: HAIR.black, robe: '#2f6f86', look: 0.3, mood: 'open' },
    { x: 134, y: 432, s: 1.5, arm: 'r', skin: SKIN[3], hair: HAIR.copper, robe: SN.gold, look: 0 },
    { x: 212, y: 420, s: 1.55, arm: 'l', skin: SKIN[0], hair: HAIR.blonde, robe: SN.rose, look: -0.4, long: true },
    { x: 256, y: 404, s: 1.5, arm: 'l', skin: SKIN[2], hair: HAIR.auburn, robe: '#8e2040', look: -0.5, mood: 'open' },
  ];
  const wr = held(rider, 'r');
  const [wx, wy] = gripAt(wr, 190, 6, 0.12);
  return (
    <>
      <NightSky ctx={ctx} seed={61} stars={50} starBox={[30, 40, 270, 180]} bottom="#4b3a9a" />
      <Rooftops y={240} seed={62} />
      <Rooftops y={290} seed={63} color="#1b1646" />
      <path d="M30 330H270V440H30Z" fill="#2a2466" />
      <Lantern x={50} y={120} s={0.8} hang={40} />
      <Lantern x={254} y={110} s={0.8} hang={40} />
      <path d="M50 108Q150 150 254 98" fill="none" stroke="#8c86c9" strokeWidth=".8" />
      <path d="M80 118l3 8M110 128l-2 8M140 134l3 8M170 132l-3 8M200 124l3 8M228 112l-2 8" stroke={SN.rose} strokeWidth="3" strokeLinecap="round" />
      <Shadow x={hx} y={hy} w={130} />
      <Horse x={hx} y={hy} s={1.3} coat="#e4e7f6" tack={SN.gold} />
      <Figure {...rider} />
      {ctx.emblem('wands', wx, wy, 190, 6)}
      <circle cx={r1(wx - 8)} cy={r1(wy - 60)} r="15" fill="none" stroke="#7cc98a" strokeWidth="4" strokeDasharray="3 2" />
      {crowd.map((p, i) => (
        <Bust key={i} {...p} />
      ))}
      <Many items={crowd} draw={(p, i) => ctx.emblem('wands', ...gripAt(bustHand(p), 130, [-10, -5, 0, 5, 10][i]!, 0.08), 130, [-10, -5, 0, 5, 10][i])} />
      <Twinkle x={180} y={80} r={8} />
    </>
  );
};

/** Seven of Wands: on a moonlit crag one figure holds the height against six wands rising from below. */
const seven: Scene = (ctx) => {
  const f: FigureProps = { x: 150, y: 300, s: 1.75, pose: 'walk', armL: [70, -60], armR: [80, -70], skin: SKIN[4], hair: HAIR.black, hairStyle: 'braid', robe: '#2f6f86', trim: SN.gold, cape: '#8e2040', dress: 'tunic', legs: '#1f1a3a', look: 0.4, mood: 'fierce', light: 1 };
  const l = held(f, 'l');
  const r = held(f, 'r');
  const rot = r1((Math.atan2(r[1] - l[1], r[0] - l[0]) * 180) / Math.PI + 90);
  return (
    <>
      <NightSky ctx={ctx} seed={71} stars={70} bottom="#5a4aa8" />
      <Moon x={150} y={110} r={30} />
      <Cloud x={70} y={170} w={90} />
      <Mountains y={300} height={70} color="#1d1850" seed={72} />
      <path d="M30 440V380Q70 350 100 310Q130 296 170 300Q200 302 220 330Q250 360 270 380V440Z" fill="#16123d" stroke={SN.ice} strokeWidth="1.3" strokeOpacity=".55" />
      <Figure {...f} />
      {ctx.emblem('wands', r1((l[0] + r[0]) / 2), r1((l[1] + r[1]) / 2), 170, rot)}
      <Many items={[52, 90, 128, 172, 210, 248]} draw={(x, i) => ctx.emblem('wands', x, 430 - (i % 2) * 14, 160, (i - 2.5) * 6)} />
      <Glow ctx={ctx} name="tips" x={150} y={360} r={120} color={PK.warm} opacity={0.18} />
    </>
  );
};

/** Eight of Wands: eight star-tipped wands streak like falling stars over a river town while a child points. */
const eight: Scene = (ctx) => {
  const wands = Array.from({ length: 8 }, (_, i) => ({ x: 80 + (i % 4) * 40 + (i > 3 ? 16 : 0), y: 100 + (i % 4) * 18 + (i > 3 ? 56 : 0) }));
  const kid: FigureProps = { x: 66, y: 430, s: 1.15, armL: [10, 10], armR: [150, 0], skin: SKIN[3], hair: HAIR.black, hairStyle: 'curly', robe: SN.gold, dress: 'tunic', legs: '#26205a', look: 0.6, mood: 'open', light: 1, age: 'young' };
  return (
    <>
      <NightSky ctx={ctx} seed={88} stars={70} bottom="#4b3a9a" />
      <Moon x={234} y={72} r={13} phase="crescent" sky="#120f33" />
      <Hills y={318} color="#1a1650" seed={81} amp={16} />
      <Rooftops y={346} x0={130} x1={270} seed={82} />
      <Water ctx={ctx} y={352} glowX={200} />
      <path d="M30 392Q90 380 150 396Q200 410 270 404V440H30Z" fill="#120f33" />
      {wands.map((w, i) => (
        <g key={i}>
          <path d={`M${r1(w.x - 54)} ${r1(w.y + 58)}L${w.x} ${w.y}`} stroke={SN.ice} strokeWidth="5" strokeLinecap="round" opacity=".18" />
          {ctx.emblem('wands', w.x, w.y, 68, 43)}
        </g>
      ))}
      <Halo x={220} y={150} r={40} color={PK.warm} opacity={0.25} />
      <Shadow x={66} y={430} w={30} />
      <Figure {...kid} />
    </>
  );
};

/** Nine of Wands: a bandaged night watcher leans on a wand before a palisade of eight, still on guard. */
const nine: Scene = (ctx) => {
  const f: FigureProps = { x: 118, y: 436, s: 2.15, armL: [10, 6], armR: [40, 60], skin: SKIN[1], hair: HAIR.brown, hairStyle: 'short', beard: 'short', robe: '#5a2d6e', trim: SN.gold, cape: '#1f3a5a', dress: 'coat', legs: '#1f1a3a', look: 0.7, mood: 'fierce', light: 1 };
  const head = held(f, 'l');
  void head;
  const hd = { x: 118, y: 436 - 91 * 2.15 };
  return (
    <>
      <NightSky ctx={ctx} seed={91} stars={70} bottom="#3f3186" />
      <Moon x={70} y={80} r={16} />
      <Mountains y={250} height={60} color="#1d1850" seed={92} />
      <path d="M30 250H270V440H30Z" fill="#1a1546" />
      <Many items={[44, 70, 96, 122, 178, 204, 230, 256]} draw={(x, i) => ctx.emblem('wands', x, 262 + (i % 2) * 6, 170, (i % 3) - 1)} />
      <path d="M30 330H270" stroke="#3a2d6a" strokeWidth="6" />
      <path d="M30 300H270V440H30Z" fill="#17133f" opacity=".6" />
      <Glow ctx={ctx} name="fire" x={222} y={400} r={70} color={SN.amber} opacity={0.5} />
      <path d="M204 420l36 -8M206 410l32 10" stroke="#4a2e22" strokeWidth="4" strokeLinecap="round" />
      <path d="M212 412Q214 390 222 378Q226 394 232 388Q236 402 230 412Z" fill={SN.amber} />
      <path d="M218 412Q220 400 224 394Q228 404 226 412Z" fill="#fff1b8" />
      <Sparks seed={93} count={8} x={206} y={340} w={36} h={40} />
      <Shadow x={118} y={436} w={70} />
      <Figure {...f} />
      <path d={`M${r1(hd.x - 15)} ${r1(hd.y - 9)}Q${hd.x} ${r1(hd.y - 14)} ${r1(hd.x + 15)} ${r1(hd.y - 9)}`} fill="none" stroke="#f4f1de" strokeWidth="4.5" />
      <path d={`M${r1(hd.x + 10)} ${r1(hd.y - 10)}l5 8`} stroke="#f4f1de" strokeWidth="2.5" strokeLinecap="round" />
      {wandIn(ctx, f, 'r', 220, 6)}
    </>
  );
};

/** Ten of Wands: bent under a bundle of ten wands, a traveller trudges up the path toward a lit village. */
const ten: Scene = (ctx) => {
  const f: FigureProps = { x: 104, y: 432, s: 1.9, pose: 'walk', armL: [-50, -80], armR: [130, 40], skin: SKIN[2], hair: HAIR.auburn, hairStyle: 'crop', robe: '#3b5fa8', trim: SN.gold, dress: 'coat', legs: '#2a2246', look: 0.8, mood: 'sad', light: 1, rotate: 10 };
  const hd = figurePoints(f).head;
  const B = [hd[0] + 8, hd[1] + 40];
  const rays = Array.from({ length: 10 }, (_, i) => {
    const t = 30 + (i - 4.5) * 1.6;
    const a = (t * Math.PI) / 180;
    const along = 18 + ((i * 7) % 3) * 16;
    const across = (i - 4.5) * 6.4;
    return { x: r1(B[0]! + across * Math.cos(a) + along * Math.sin(a)), y: r1(B[1]! + across * Math.sin(a) - along * Math.cos(a)), t: r1(t) };
  });
  return (
    <>
      <NightSky ctx={ctx} seed={101} stars={60} bottom="#4b3a9a" />
      <Moon x={70} y={86} r={16} />
      <Hills y={250} color="#1d1850" seed={102} amp={10} />
      <Rooftops y={256} x0={180} x1={270} seed={103} />
      <Lantern x={236} y={240} s={0.6} />
      <path d="M30 320Q120 280 270 266V440H30Z" fill="#221c55" />
      <path d="M150 440Q190 340 236 268" fill="none" stroke="#3a3180" strokeWidth="24" strokeLinecap="round" />
      <path d="M150 440Q190 340 236 268" fill="none" stroke={SN.ice} strokeWidth="1" opacity=".3" />
      <Tree x={54} y={340} s={0.85} />
      <Shadow x={118} y={432} w={60} />
      <Many items={rays} draw={(w) => ctx.emblem('wands', w.x, w.y, 150, w.t)} />
      <Figure {...f} />
    </>
  );
};

/** This deck's wands. */
export const WANDS: DeckScenes = {
  'ace-of-wands': ace,
  'two-of-wands': two,
  'three-of-wands': three,
  'four-of-wands': four,
  'five-of-wands': five,
  'six-of-wands': six,
  'seven-of-wands': seven,
  'eight-of-wands': eight,
  'nine-of-wands': nine,
  'ten-of-wands': ten,
};

