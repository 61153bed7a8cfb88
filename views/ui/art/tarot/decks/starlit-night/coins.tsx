import { r1 } from '../../../art-kit';
import type { DeckScenes, Scene } from '../../types';
import { Cat, Cloud, Figure, figurePoints, Glow, HAIR, Hills, Lantern, Moon, Mountains, NightSky, Pillar, Rooftops, SKIN, SN, Shadow, Stars, Table, Water, type FigureProps } from './kit';
import { GlowCloud, GripHand, LitWindow, Many, PK, Rain, Ship, Sparks, held } from './pip-kit';

/** A figure-eight (lemniscate) centred on x,y, its loops a wide each side, turned by rot radians. */
function lemniscate(x: number, y: number, a: number, rot: number): string {
  const pts: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = (i / 40) * Math.PI * 2;
    const d = 1 + Math.sin(t) ** 2;
    const px = (a * Math.cos(t)) / d;
    const py = (a * 1.3 * Math.sin(t) * Math.cos(t)) / d;
    pts.push(`${r1(x + px * Math.cos(rot) - py * Math.sin(rot))} ${r1(y + px * Math.sin(rot) + py * Math.cos(rot))}`);
  }
  return `M${pts.join('L')}Z`;
}

/** Ace of Coins: a hand from a glowing cloud offers a golden coin above a moonlit garden gate and a path to the hills. */
const ace: Scene = (ctx) => (
  <>
    <NightSky ctx={ctx} seed={311} stars={70} bottom="#4b3a9a" />
    <Moon x={70} y={80} r={12} />
    <Mountains y={300} height={60} color="#1d1850" seed={312} />
    <path d="M30 300H270V440H30Z" fill="#1f3a4a" />
    <path d="M150 300Q140 360 120 440H180Q160 360 150 300Z" fill="#3a3180" />
    <path d="M90 440V330Q90 290 150 286Q210 290 210 330V440H196V334Q196 302 150 300Q104 302 104 334V440Z" fill="#1f4a3a" stroke={SN.ink} strokeWidth="1" />
    <path d="M30 350H90V440H30ZM210 350H270V440H210Z" fill="#1f4a3a" stroke={SN.ink} strokeWidth="1" />
    <path d="M96 320h0M100 300h0M120 290h0M150 284h0M180 290h0M200 300h0M204 320h0M94 350h0M206 350h0M60 356h0M244 356h0M40 380h0M256 384h0" stroke="#f4f1de" strokeWidth="5" strokeLinecap="round" />
    <Glow ctx={ctx} name="coin" x={150} y={170} r={90} color={SN.gold} opacity={0.5} />
    <GlowCloud ctx={ctx} x={222} y={206} s={0.8} />
    {ctx.emblem('coins', 140, 168, 110, 0)}
    <GripHand x={150} y={226} s={1} from={-70} skin={SKIN[5]} />
    <Cloud x={224} y={222} w={60} color="#b9a9f2" rim="#fff4d6" />
    <Sparks seed={313} count={14} x={80} y={100} w={140} h={130} color={SN.gold} />
  </>
);

/** Two of Coins: a dancer juggles two coins in a glowing figure-eight while ships ride the night swell behind. */
const two: Scene = (ctx) => {
  const f: FigureProps = { x: 150, y: 432, s: 2, pose: 'walk', armL: [150, 0], armR: [138, 12], skin: SKIN[2], hair: HAIR.auburn, hairStyle: 'wavy', robe: SN.gold, trim: '#8e2040', dress: 'tunic', legs: '#3b2f7a', look: 0.3, mood: 'smile', light: 1 };
  const l = held(f, 'l');
  const r = held(f, 'r');
  const mx = r1((l[0] + r[0]) / 2);
  const my = r1((l[1] + r[1]) / 2);
  return (
    <>
      <NightSky ctx={ctx} seed={321} stars={60} bottom="#4b3a9a" />
      <Moon x={222} y={78} r={14} />
      <Water ctx={ctx} y={230} glowX={222} />
      <path d="M30 262Q60 236 90 258T150 252T210 246T270 256V300H30Z" fill="#1c2a6a" />
      <path d="M30 262Q60 236 90 258T150 252T210 246T270 256" fill="none" stroke={SN.ice} strokeWidth="1.2" opacity=".6" />
      <g transform="rotate(-12 76 250)">
        <Ship x={70} y={252} s={1.4} />
      </g>
      <g transform="rotate(10 214 244)">
        <Ship x={226} y={246} s={1.2} flip />
      </g>
      <path d="M30 300Q150 286 270 300V440H30Z" fill="#2a2466" />
      <path d="M30 300Q150 286 270 300" fill="none" stroke={SN.ice} strokeWidth="1" opacity=".4" />
      <Shadow x={150} y={434} w={60} />
      <Figure {...f} />
      <path d={lemniscate(mx, my - 20, (r[0] - l[0]) / 2, Math.atan2(r[1] - l[1], r[0] - l[0]))} fill="none" stroke={SN.cyan} strokeWidth="3" opacity=".85" />
      {ctx.emblem('coins', l[0], l[1] - 14, 40, 0)}
      {ctx.emblem('coins', r[0], r[1] - 14, 40, 0)}
      <Sparks seed={322} count={10} x={mx - 40} y={my - 60} w={80} h={100} color={SN.cyan} />
    </>
  );
};

/** Three of Coins: by lantern light a young mason carves three coins into a cathedral arch as a monk and an architect look on. */
const three: Scene = (ctx) => {
  const mason: FigureProps = { x: 186, y: 300, s: 1.45, armL: [150, 20], armR: [120, 40], skin: SKIN[4], hair: HAIR.black, hairStyle: 'curly', robe: '#2f6f86', trim: SN.gold, dress: 'tunic', legs: '#1f1a3a', look: -0.5, mood: 'calm', light: -1 };
  const monk: FigureProps = { x: 62, y: 436, s: 1.55, armL: [10, 10], armR: [-20, -40], skin: SKIN[1], hair: HAIR.brown, hairStyle: 'short', robe: '#5a2d6e', head: 'hood', headColor: '#3b2f7a', look: 0.5, mood: 'calm', light: 1 };
  const arch: FigureProps = { x: 120, y: 440, s: 1.6, armL: [20, 10], armR: [60, -60], skin: SKIN[0], hair: HAIR.silver, hairStyle: 'bun', robe: '#8e2040', trim: SN.gold, cape: '#2b2466', look: 0.6, mood: 'open', light: 1, age: 'old' };
  const plan = held(arch, 'r');
  return (
    <>
      <rect x="30" y="40" width="240" height="400" fill="#1d1850" />
      <path d="M30 40H270V440H30Z" fill="#231d5c" />
      <path d="M150 60Q220 70 232 180V440H68V180Q80 70 150 60Z" fill="#2f2870" stroke={SN.ink} strokeWidth="1.4" />
      <path d="M150 80Q204 90 212 190V440H88V190Q96 90 150 80Z" fill="#141036" />
      <path d="M150 80Q204 90 212 190M150 80Q96 90 88 190" fill="none" stroke={SN.ice} strokeWidth="1" opacity=".5" />
      <Stars seed={331} count={20} box={[92, 90, 208, 220]} />
      <Moon x={150} y={150} r={14} />
      <Many items={[[150, 100], [124, 140], [176, 140]] as const} draw={([x, y]) => ctx.emblem('coins', x, y, 34, 0)} />
      <path d="M160 300h70v8h-70ZM166 308v132M224 308v132M166 360h58" stroke="#6a5a4a" strokeWidth="4" fill="#6a5a4a" />
      <Pillar x={50} y0={60} y1={440} w={18} />
      <Pillar x={250} y0={60} y1={440} w={18} light={-1} />
      <Lantern x={238} y={284} s={0.8} />
      <Figure {...mason} />
      <Shadow x={62} y={438} w={40} />
      <Shadow x={120} y={442} w={44} />
      <Figure {...monk} />
      <Figure {...arch} />
      <path d={`M${plan[0] - 4} ${plan[1] - 20}h26v18h-26Z`} fill="#e6dcc0" stroke={SN.ink} strokeWidth=".8" transform={`rotate(-14 ${plan[0]} ${plan[1]})`} />
      <path d={`M${plan[0]} ${plan[1] - 14}h16M${plan[0]} ${plan[1] - 9}h12`} stroke="#2a4f9a" strokeWidth=".8" transform={`rotate(-14 ${plan[0]} ${plan[1]})`} />
    </>
  );
};

/** Four of Coins: before the lit city a miser sits clutching one coin, another on his crown, two under his feet. */
const four: Scene = (ctx) => {
  const f: FigureProps = { x: 150, y: 400, s: 2, pose: 'sit', armL: [-30, -70], armR: [-30, -70], skin: SKIN[1], hair: HAIR.brown, hairStyle: 'short', beard: 'short', robe: '#8e2040', trim: SN.gold, cape: '#2b2466', dress: 'tunic', legs: '#1f1a3a', head: 'crown', look: 0, mood: 'fierce', light: 1 };
  const p = figurePoints(f);
  return (
    <>
      <NightSky ctx={ctx} seed={341} stars={50} bottom="#4b3a9a" />
      <Moon x={222} y={78} r={14} />
      <Rooftops y={260} seed={342} />
      <path d="M30 300H270V440H30Z" fill="#2a2466" />
      <path d="M30 300H270" stroke={SN.ice} strokeWidth="1" opacity=".4" />
      <path d="M104 400V344h92v56Z" fill="#4b4690" stroke={SN.ink} strokeWidth="1.2" />
      <path d="M98 336h104v10H98Z" fill="#6d68b8" stroke={SN.ink} strokeWidth="1.2" />
      <Glow ctx={ctx} name="gold" x={150} y={300} r={100} color={SN.gold} opacity={0.3} />
      <Figure {...f} />
      {ctx.emblem('coins', r1((p.l[0] + p.r[0]) / 2), r1((p.l[1] + p.r[1]) / 2 + 2), 46, 0)}
      {ctx.emblem('coins', p.head[0], r1(p.head[1] - 36), 34, 0)}
      {ctx.emblem('coins', 116, 416, 42, 0)}
      {ctx.emblem('coins', 184, 416, 42, 0)}
    </>
  );
};

/** Five of Coins: two poor travellers limp through the snow past a lit chapel window of five golden coins. */
const five: Scene = (ctx) => {
  const a: FigureProps = { x: 104, y: 430, s: 1.8, pose: 'walk', armL: [30, 10], armR: [20, 6], skin: SKIN[0], hair: HAIR.blonde, hairStyle: 'short', robe: '#4b4f7a', trim: '#8f9ac8', dress: 'coat', legs: '#1f1a3a', head: 'hood', headColor: '#3b3480', look: 0.4, mood: 'sad', light: 1 };
  const b: FigureProps = { x: 186, y: 436, s: 1.75, pose: 'walk', armL: [-30, -30], armR: [10, 6], skin: SKIN[4], hair: HAIR.black, hairStyle: 'long', robe: '#5a2d6e', trim: '#8f9ac8', cape: '#2b2466', look: -0.4, mood: 'sad', light: -1 };
  const cr = held(a, 'l');
  return (
    <>
      <rect x="30" y="40" width="240" height="400" fill="#12102e" />
      <path d="M30 40H270V320H30Z" fill="#241f5c" />
      <path d="M30 320V40H270V320" fill="none" />
      <path d="M40 40V320M120 40V320M200 40V320M30 90H270M30 150H270M30 210H270M30 270H270M80 90V150M160 90V150M240 90V150M80 210V270M160 210V270M240 210V270" stroke="#1a1646" strokeWidth="2" />
      <path d="M100 250V120Q100 70 150 64Q200 70 200 120V250Z" fill="#2a2350" />
      <Glow ctx={ctx} name="window" x={150} y={160} r={100} color={PK.warm} opacity={0.4} />
      <path d="M106 244V122Q106 78 150 72Q194 78 194 122V244Z" fill="#ffcf6a" stroke="#2a2350" strokeWidth="3" />
      <path d="M150 72V244M106 170H194M120 90L180 90" stroke="#2a2350" strokeWidth="2" />
      <path d="M108 172h40v70h-40ZM152 124h40v44h-40Z" fill="#c9577a" opacity=".5" />
      <path d="M152 172h40v70h-40ZM108 124h40v44h-40Z" fill={SN.cyan} opacity=".4" />
      <Many items={[[150, 100], [126, 146], [174, 146], [130, 204], [170, 204]] as const} draw={([x, y]) => ctx.emblem('coins', x, y, 30, 0)} />
      <path d="M30 320H270V440H30Z" fill="#d9def0" />
      <path d="M30 320Q90 312 150 322T270 318" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M30 360Q150 350 270 364" fill="none" stroke="#b8c0e0" strokeWidth="2" />
      <Shadow x={104} y={432} w={60} opacity={0.25} />
      <Shadow x={186} y={438} w={60} opacity={0.25} />
      <path d={`M${cr[0]} ${cr[1] - 6}L${cr[0] - 6} 430M${cr[0] - 4} ${cr[1] - 4}h-6`} stroke="#6a4a3a" strokeWidth="3" strokeLinecap="round" />
      <Figure {...a} />
      <Figure {...b} />
      <path d="M88 418h20v8h-20Z" fill="#f4f1de" stroke={SN.ink} strokeWidth=".6" />
      <Rain seed={351} count={90} slant={-2} len={2} color="#ffffff" opacity={0.8} />
    </>
  );
};

/** Six of Coins: under a street lamp a merchant weighs coins on scales and gives to two who kneel. */
const six: Scene = (ctx) => {
  const m: FigureProps = { x: 158, y: 420, s: 1.9, armL: [70, -60], armR: [60, 20], skin: SKIN[3], hair: HAIR.black, hairStyle: 'short', beard: 'short', robe: '#8e2040', trim: SN.gold, cape: '#2f6f86', dress: 'coat', legs: '#1f1a3a', look: -0.4, mood: 'calm', light: -1 };
  const k1: FigureProps = { x: 66, y: 432, s: 1.25, pose: 'kneel', armL: [20, 10], armR: [100, -20], skin: SKIN[1], hair: HAIR.brown, hairStyle: 'long', robe: '#4b4f7a', dress: 'tunic', legs: '#2a2246', look: 0.6, mood: 'sad', light: 1 };
  const k2: FigureProps = { x: 236, y: 436, s: 1.2, pose: 'kneel', armL: [100, -20], armR: [20, 10], skin: SKIN[5], hair: HAIR.black, hairStyle: 'crop', robe: '#3b3480', dress: 'tunic', legs: '#1f1a3a', look: -0.6, mood: 'open', light: -1 };
  const sc = held(m, 'l');
  const give = held(m, 'r');
  const beg = held(k2, 'l');
  return (
    <>
      <NightSky ctx={ctx} seed={361} stars={40} bottom="#3f3186" />
      <Rooftops y={250} seed={362} />
      <path d="M30 280H270V440H30Z" fill="#2a2466" />
      <path d="M30 300H270M30 330H270M30 370H270M30 420H270" stroke="#221d55" strokeWidth="1.4" />
      <path d="M50 440V100" stroke="#2b2244" strokeWidth="5" />
      <Lantern x={50} y={96} s={1.1} />
      <Glow ctx={ctx} name="lamp" x={80} y={300} r={140} color={PK.warm} opacity={0.22} />
      <Many items={[[110, 110], [150, 92], [190, 110], [230, 128]] as const} draw={([x, y]) => ctx.emblem('coins', x, y, 30, 0)} />
      <Shadow x={158} y={422} w={60} />
      <Figure {...k1} />
      <Figure {...k2} />
      <Figure {...m} />
      <path d={`M${sc[0]} ${sc[1]}V${sc[1] - 16}M${sc[0] - 22} ${sc[1] - 16}H${sc[0] + 22}M${sc[0] - 22} ${sc[1] - 16}l-8 18h16ZM${sc[0] + 22} ${sc[1] - 16}l-8 18h16Z`} fill="none" stroke={SN.gold} strokeWidth="1.4" />
      <path d={`M${sc[0] - 32} ${sc[1] + 2}q10 5 20 0M${sc[0] + 12} ${sc[1] + 2}q10 5 20 0`} fill="none" stroke={SN.gold} strokeWidth="2" />
      {ctx.emblem('coins', sc[0] - 22, sc[1] - 4, 14, 0)}
      {ctx.emblem('coins', r1((give[0] + beg[0]) / 2), r1((give[1] + beg[1]) / 2 - 6), 20, 0)}
      <path d={`M${give[0]} ${give[1] + 4}Q${r1((give[0] + beg[0]) / 2)} ${r1((give[1] + beg[1]) / 2 + 10)} ${beg[0]} ${beg[1] - 4}`} fill="none" stroke={SN.gold} strokeWidth="1" strokeDasharray="2 3" opacity=".7" />
    </>
  );
};

/** Seven of Coins: a gardener leans on a hoe by moonlight, weighing a vine that has ripened seven coins. */
const seven: Scene = (ctx) => {
  const f: FigureProps = { x: 88, y: 430, s: 1.95, armL: [20, 10], armR: [40, 30], skin: SKIN[2], hair: HAIR.brown, hairStyle: 'braid', robe: '#2f6f86', trim: SN.gold, dress: 'tunic', legs: '#3b2f7a', head: 'hood', headColor: '#4a5a3a', look: 0.8, mood: 'calm', light: 1 };
  const hoe = held(f, 'r');
  const coins: [number, number][] = [
    [196, 200],
    [232, 226],
    [176, 250],
    [216, 270],
    [250, 290],
    [190, 306],
    [228, 330],
  ];
  return (
    <>
      <NightSky ctx={ctx} seed={371} stars={60} bottom="#4b3a9a" />
      <Moon x={70} y={86} r={20} />
      <Hills y={320} color="#1d1850" seed={372} amp={12} />
      <path d="M30 360Q150 340 270 360V440H30Z" fill="#2a2a4e" />
      <path d="M40 380h60M120 392h70M200 380h60M50 410h80M160 420h90" stroke="#1a1640" strokeWidth="3" />
      <path d="M214 440Q204 380 214 330Q226 280 206 230Q196 200 210 170" fill="none" stroke="#2f5d55" strokeWidth="6" strokeLinecap="round" />
      <path d="M212 300Q236 290 240 270M210 250Q190 246 180 236M214 340Q196 330 188 310M206 210Q226 210 236 200M214 370Q236 362 238 340" fill="none" stroke="#2f5d55" strokeWidth="3" />
      <path d="M220 290q14 -10 24 2q-14 8 -24 -2ZM196 244q-10 -12 -22 -4q10 10 22 4ZM200 320q-12 -8 -20 2q10 6 20 -2ZM222 206q10 -12 22 -6q-10 10 -22 6ZM226 360q12 -10 22 0q-12 8 -22 0Z" fill="#4f9a6a" stroke={SN.ink} strokeWidth=".6" />
      <Glow ctx={ctx} name="vine" x={214} y={266} r={90} color={SN.gold} opacity={0.25} />
      <Many items={coins} draw={([x, y]) => ctx.emblem('coins', x, y, 28, 0)} />
      <path d={`M${hoe[0]} ${hoe[1] - 30}L${hoe[0] + 14} 434`} stroke="#8a6a4a" strokeWidth="3" strokeLinecap="round" />
      <path d={`M${hoe[0] + 12} 432l16 -4l-2 8Z`} fill="#aab0c8" stroke={SN.ink} strokeWidth=".8" />
      <Shadow x={88} y={432} w={60} />
      <Figure {...f} />
    </>
  );
};

/** Eight of Coins: a jeweller works late by lamplight, striking the eighth coin while seven finished ones shine on the wall. */
const eight: Scene = (ctx) => {
  const f: FigureProps = { x: 150, y: 400, s: 1.9, pose: 'sit', armL: [-20, -60], armR: [60, -80], skin: SKIN[5], hair: HAIR.black, hairStyle: 'bun', robe: '#2f6f86', trim: SN.gold, dress: 'tunic', legs: '#1f1a3a', look: -0.3, mood: 'calm', light: -1 };
  const ham = held(f, 'r');
  const wall: [number, number][] = [
    [56, 92],
    [96, 92],
    [204, 92],
    [244, 92],
    [56, 136],
    [244, 136],
    [56, 180],
  ];
  return (
    <>
      <rect x="30" y="40" width="240" height="400" fill="#1d1850" />
      <path d="M30 230H270" stroke="#2a2466" strokeWidth="2" />
      <path d="M116 66h68v100h-68Z" fill="#0e0c28" stroke="#3a3180" strokeWidth="4" />
      <Stars seed={381} count={14} box={[118, 68, 182, 164]} />
      <Moon x={164} y={92} r={10} phase="crescent" sky="#0e0c28" />
      <path d="M150 66V166M116 116H184" stroke="#3a3180" strokeWidth="3" />
      <path d="M36 70h44M76 70h44M190 70h44M230 70h34" stroke="#4b3a9a" strokeWidth="2" />
      <Many items={wall} draw={([x, y]) => ctx.emblem('coins', x, y, 30, 0)} />
      <path d="M30 392H270V440H30Z" fill="#141036" />
      <path d="M30 392H270" stroke={SN.ice} strokeWidth="1" opacity=".35" />
      <Glow ctx={ctx} name="lamp" x={216} y={300} r={130} color={PK.warm} opacity={0.45} />
      <path d="M128 362h44v8h-44ZM134 370l-4 30M166 370l4 30" stroke="#4a2e22" strokeWidth="4" fill="#4a2e22" />
      <Shadow x={150} y={402} w={70} />
      <Figure {...f} />
      <Table x={150} y={340} w={200} cloth="#4a2e22" trim="#6a4a3a" />
      <path d="M210 340v-40q6 -12 16 -12l8 -2" fill="none" stroke="#2b2244" strokeWidth="3" />
      <path d="M226 278l18 -6l6 14l-18 6Z" fill={SN.gold} stroke={SN.ink} strokeWidth="1" />
      <circle cx="236" cy="290" r="6" fill="#fff1b8" />
      <path d="M120 340h40l-4 -8h-32Z" fill="#5a5a7a" stroke={SN.ink} strokeWidth="1" />
      {ctx.emblem('coins', 140, 328, 22, 0)}
      <path d={`M${ham[0]} ${ham[1]}l-12 -20`} stroke="#8a6a4a" strokeWidth="3.4" strokeLinecap="round" />
      <path d={`M${ham[0] - 22} ${ham[1] - 22}l14 -8l4 7l-14 8Z`} fill="#c8cde6" stroke={SN.ink} strokeWidth="1" />
      <Sparks seed={382} count={6} x={126} y={304} w={30} h={20} />
    </>
  );
};

/** Nine of Coins: in a moonlit vineyard a woman in a fine gown rests a white owl on her glove among nine coins. */
const nine: Scene = (ctx) => {
  const f: FigureProps = { x: 140, y: 436, s: 2.15, armL: [110, -70], armR: [14, 10], skin: SKIN[3], hair: HAIR.black, hairStyle: 'long', robe: SN.gold, trim: '#8e2040', cape: '#5a2d6e', head: 'circlet', look: -0.6, mood: 'smile', light: 1 };
  const glove = held(f, 'l');
  const vines: [number, number][] = [
    [46, 196],
    [46, 246],
    [46, 296],
    [76, 222],
    [76, 272],
    [224, 190],
    [254, 220],
    [224, 250],
    [254, 280],
  ];
  return (
    <>
      <NightSky ctx={ctx} seed={391} stars={60} bottom="#4b3a9a" />
      <Moon x={214} y={86} r={18} />
      <Hills y={300} color="#1d1850" seed={392} amp={12} />
      <LitWindow x={150} y={276} w={10} h={12} />
      <path d="M30 340Q150 326 270 340V440H30Z" fill="#1f3a4a" />
      <path d="M61 180V340M239 170V340" stroke="#4a2e22" strokeWidth="3" />
      <path d="M40 200Q60 170 84 200T84 260T40 300M214 180Q240 160 264 190T264 250T214 290" fill="none" stroke="#2f5d55" strokeWidth="5" />
      <Glow ctx={ctx} name="vines" x={150} y={250} r={140} color={SN.gold} opacity={0.18} />
      <Many items={vines} draw={([x, y]) => ctx.emblem('coins', x, y, 26, 0)} />
      <Shadow x={140} y={438} w={70} />
      <Figure {...f} />
      <g transform={`translate(${glove[0]} ${glove[1] - 2}) scale(1.7)`}>
        <path d="M-8 0Q-12 -10 -10 -18Q-9 -26 0 -27Q9 -26 10 -18Q12 -10 8 0Z" fill="#e6e4f4" stroke={SN.ink} strokeWidth=".7" />
        <path d="M-10 -14Q-14 -4 -6 0M10 -14Q14 -4 6 0" fill="#b8bcd8" stroke={SN.ink} strokeWidth=".6" />
        <path d="M-8 -26l-1 -4l4 2M8 -26l1 -4l-4 2" fill="#e6e4f4" stroke={SN.ink} strokeWidth=".6" />
        <circle cx="-4" cy="-20" r="3" fill={SN.gold} stroke={SN.ink} strokeWidth=".6" />
        <circle cx="4" cy="-20" r="3" fill={SN.gold} stroke={SN.ink} strokeWidth=".6" />
        <circle cx="-4" cy="-20" r="1.2" fill={SN.ink} />
        <circle cx="4" cy="-20" r="1.2" fill={SN.ink} />
        <path d="M-1 -17l1 3l1 -3Z" fill="#8a6a4a" />
        <path d="M-4 -8q1 2 2 0M1 -8q1 2 2 0M-2 -4q1 2 2 0" stroke="#8a90b0" strokeWidth=".6" fill="none" />
      </g>
      <path d="M220 430q6 -8 12 0q-2 -6 4 -6l2 6Z" fill="#8a6a4a" stroke={SN.ink} strokeWidth=".6" />
    </>
  );
};

/** Ten of Coins: three generations gather in a lantern-lit courtyard; the old patriarch sits with his dogs, ten coins above them. */
const ten: Scene = (ctx) => {
  const old: FigureProps = { x: 70, y: 430, s: 1.7, pose: 'sit', armL: [20, 10], armR: [50, 40], skin: SKIN[1], hair: HAIR.silver, hairStyle: 'short', beard: 'long', robe: '#5a2d6e', trim: SN.gold, cape: '#8e2040', look: 0.6, mood: 'smile', light: 1, age: 'old' };
  const man: FigureProps = { x: 170, y: 420, s: 1.7, armL: [30, 20], armR: [14, 10], skin: SKIN[4], hair: HAIR.black, hairStyle: 'crop', robe: '#3b5fa8', trim: SN.gold, dress: 'coat', legs: '#1f1a3a', look: -0.3, mood: 'smile', light: -1 };
  const wife: FigureProps = { x: 222, y: 420, s: 1.65, armL: [30, 20], armR: [14, 10], skin: SKIN[2], hair: HAIR.auburn, hairStyle: 'long', robe: SN.rose, trim: SN.gold, look: -0.5, mood: 'smile', light: -1 };
  const kid: FigureProps = { x: 130, y: 430, s: 0.95, armL: [40, 20], armR: [60, 10], skin: SKIN[3], hair: HAIR.brown, hairStyle: 'curly', robe: SN.gold, dress: 'tunic', legs: '#26205a', look: -0.8, mood: 'open', light: 1, age: 'young' };
  const tree: [number, number][] = [
    [150, 70],
    [124, 98],
    [176, 98],
    [150, 124],
    [124, 150],
    [176, 150],
    [150, 176],
    [124, 202],
    [176, 202],
    [150, 228],
  ];
  return (
    <>
      <NightSky ctx={ctx} seed={401} stars={50} bottom="#3f3186" />
      <path d="M30 40H80V300H30ZM220 40H270V300H220Z" fill="#2b2466" stroke={SN.ink} strokeWidth="1" />
      <path d="M80 300V110Q80 50 150 46Q220 50 220 110V300" fill="none" stroke="#3a3180" strokeWidth="10" />
      <path d="M80 300V110Q80 50 150 46Q220 50 220 110V300" fill="none" stroke={SN.ice} strokeWidth="1" opacity=".5" transform="translate(4 0)" />
      <LitWindow x={44} y={120} w={22} h={30} arch />
      <LitWindow x={234} y={120} w={22} h={30} arch />
      <path d="M150 70L124 98L150 124L176 98ZM150 124L124 150L150 176L176 150ZM150 176L124 202L150 228L176 202ZM124 98V202M176 98V202M150 70V228" fill="none" stroke={SN.gold} strokeWidth="1.2" opacity=".5" />
      <Glow ctx={ctx} name="tree" x={150} y={150} r={110} color={SN.gold} opacity={0.25} />
      <Many items={tree} draw={([x, y]) => ctx.emblem('coins', x, y, 24, 0)} />
      <path d="M30 300H270V440H30Z" fill="#2d2862" />
      <path d="M30 300H270M30 340H270M30 386H270M90 300L80 440M150 300V440M210 300L220 440" stroke="#231d55" strokeWidth="1.3" />
      <Lantern x={94} y={290} s={0.8} />
      <Lantern x={206} y={290} s={0.8} />
      <path d="M34 440V364h76v76Z" fill="#4b4690" stroke={SN.ink} strokeWidth="1" />
      <path d="M30 356h84v9H30Z" fill="#6d68b8" stroke={SN.ink} strokeWidth="1" />
      <path d="M30 356h84" stroke={SN.ice} strokeWidth="1" opacity=".7" />
      <Figure {...old} />
      <Shadow x={170} y={422} w={44} />
      <Shadow x={222} y={422} w={44} />
      <Figure {...man} />
      <Figure {...wife} />
      <Figure {...kid} />
      <g transform="translate(112 436) scale(1.3)">
        <path d="M-14 0V-10Q-14 -16 -6 -16H8L12 -22Q16 -24 18 -20L20 -14Q16 -12 14 -12V0H10V-8H-8V0Z" fill="#d9def0" stroke={SN.ink} strokeWidth=".8" />
        <path d="M-14 -12q-6 -2 -8 -8" stroke="#d9def0" strokeWidth="2" fill="none" />
        <circle cx="15" cy="-18" r=".9" fill={SN.ink} />
      </g>
      <Cat x={250} y={438} s={1.1} flip />
    </>
  );
};

/** This deck's coins. */
export const COINS: DeckScenes = {
  'ace-of-coins': ace,
  'two-of-coins': two,
  'three-of-coins': three,
  'four-of-coins': four,
  'five-of-coins': five,
  'six-of-coins': six,
  'seven-of-coins': seven,
  'eight-of-coins': eight,
  'nine-of-coins': nine,
  'ten-of-coins': ten,
};

