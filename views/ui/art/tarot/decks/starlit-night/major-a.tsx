import { r1 } from '../../../art-kit';
import type { DeckScenes, SceneContext } from '../../types';
import { Candle, Cat, CoinObj, Cloud, CupObj, Figure, figurePoints, type FigureProps, Glow, HAIR, Halo, Hills, Moon, Mountains, NightSky, Pillar, pt, Rooftops, Shadow, SKIN, SN, Sphinx, starPath, Stars, SwordObj, Table, Throne, Twinkle, WandObj, Water, Wings } from './kit';

/** A lemniscate (figure of eight lying down) centred on x,y, w wide. */
const lemniscate = (x: number, y: number, w: number) => {
  const a = w / 2;
  const h = w * 0.28;
  return `M${pt(x, y)}C${pt(x + a * 0.4, y - h)} ${pt(x + a, y - h)} ${pt(x + a, y)}C${pt(x + a, y + h)} ${pt(x + a * 0.4, y + h)} ${pt(x, y)}C${pt(x - a * 0.4, y - h)} ${pt(x - a, y - h)} ${pt(x - a, y)}C${pt(x - a, y + h)} ${pt(x - a * 0.4, y + h)} ${pt(x, y)}Z`;
};

/** White night flowers (five-petal stars) at the given points, r petal size. */
const flowers = (pts: readonly (readonly [number, number])[], r = 4, color = '#f4f2ff') => (
  <g>
    <path d={pts.map(([x, y]) => starPath(x, y, r, r * 0.45, 5)).join('')} fill={color} stroke={SN.ink} strokeWidth=".5" />
    <path d={pts.map(([x, y]) => `M${pt(x, y)}h0`).join('')} stroke={SN.gold} strokeWidth={r * 0.5} strokeLinecap="round" />
  </g>
);

/** The Fool: a young traveller steps along a rooftop ridge toward the edge and the stars, bundle on a staff, a white rose, the cat at heel. */
function fool(ctx: SceneContext) {
  const fig: FigureProps = { x: 172, y: 401, s: 1.9, pose: 'walk', armL: [170, -15], armR: [80, -40], skin: SKIN[1], hair: HAIR.copper, hairStyle: 'wavy', robe: '#e7a33e', trim: SN.rose, cape: '#2f6f86', dress: 'tunic', legs: '#3a2f6a', look: 0.6, mood: 'smile', light: 1, build: 0.92 };
  const P = figurePoints(fig);
  return (
    <g>
      <NightSky ctx={ctx} top="#090826" bottom="#4a3a96" seed={12} stars={80} avoid={[[226, 92, 30]]} />
      <Moon x={226} y={92} r={22} phase="crescent" side={1} sky="#141144" />
      <Twinkle x={74} y={82} r={10} />
      <Twinkle x={250} y={190} r={6} />
      <Rooftops y={440} x0={200} seed={21} color="#17133f" />
      <path d="M30 420L236 392L240 398L30 430Z" fill="#2a2258" stroke={SN.ink} />
      <path d="M30 430L240 398V440H30Z" fill="#1a1548" />
      <path d="M30 420L236 392" stroke={SN.ice} strokeWidth="1.6" opacity=".7" />
      <path d="M50 428v12M86 424v16M122 419v21M158 414v26M194 409v31M230 404v36" stroke="#100c2c" strokeWidth="2" />
      <path d="M60 410v-30h12v27ZM57 380h18v-5H57Z" fill="#221c50" stroke={SN.ink} />
      <path d="M66 374q-4 -10 4 -16q6 -8 0 -16" stroke={SN.silver} strokeWidth="3" opacity=".25" fill="none" />
      <Cat x={104} y={410} s={1.3} walk />
      <Shadow x={172} y={401} w={50} />
      <Figure {...fig} />
      <path d={`M${pt(P.l[0] + 6, P.l[1] + 8)}L${pt(P.l[0] - 30, P.l[1] - 22)}`} stroke="#6b4a2e" strokeWidth="2.6" strokeLinecap="round" />
      <path d={`M${pt(P.l[0] - 28, P.l[1] - 22)}q-14 2 -14 16q8 10 20 4q6 -12 -6 -20Z`} fill="#b14a4a" stroke={SN.ink} />
      <path d={`M${pt(P.l[0] - 28, P.l[1] - 22)}l-4 6l8 -1Z`} fill="#8a3030" />
      {flowers([[P.r[0] + 2, P.r[1] - 5]], 5)}
      <Stars seed={4} count={10} box={[240, 330, 270, 380]} />
    </g>
  );
}

/** The Magician: at a moonlit table with the four tools, wand raised to the sky, the other hand pointing down, a lemniscate of starlight overhead. */
function magician(ctx: SceneContext) {
  const fig: FigureProps = { x: 150, y: 420, s: 1.75, armL: [20, -10], armR: [168, 0], skin: SKIN[4], hair: HAIR.black, hairStyle: 'short', robe: '#e9e6f6', trim: SN.gold, cape: '#9b2345', head: 'circlet', look: 0, mood: 'calm', light: 1 };
  const P = figurePoints(fig);
  return (
    <g>
      <NightSky ctx={ctx} top="#0a0824" bottom="#362a80" seed={31} stars={60} avoid={[[150, 170, 50]]} />
      <Moon x={74} y={96} r={18} />
      <Hills y={330} color="#1c1850" seed={3} amp={10} />
      <Glow ctx={ctx} name="lem" x={150} y={170} r={46} color={SN.gold} opacity={0.7} />
      <path d={lemniscate(150, 170, 60)} fill="none" stroke={SN.gold} strokeWidth="3.4" />
      <path d={lemniscate(150, 170, 60)} fill="none" stroke="#fff6d0" strokeWidth="1.2" />
      <Figure {...fig} />
      <g transform={`translate(${P.r[0]} ${P.r[1]})`}>
        <Halo x={0} y={-34} r={22} color={SN.gold} />
        <WandObj x={0} y={-12} h={52} />
      </g>
      <path d={`M${pt(P.l[0] + 2, P.l[1] + 4)}l3 9`} stroke={SN.gold} strokeWidth="1.2" opacity=".8" />
      <Table x={150} y={352} w={178} cloth="#2b2470" />
      <CupObj x={82} y={352} h={30} />
      <SwordObj x={150} y={346} h={62} rotate={90} />
      <CoinObj x={214} y={338} r={13} />
      <WandObj x={118} y={346} h={40} rotate={78} />
      <Candle x={240} y={352} h={18} />
      {flowers([[44, 410], [58, 424], [256, 412], [242, 426]], 5, '#f2a0b8')}
      {flowers([[70, 432], [230, 434]], 4.5)}
    </g>
  );
}

/** The High Priestess: seated between the dark and pale pillars of an observatory, the crescent at her feet, the scroll in her lap, the triple moon on her brow. */
function priestess(ctx: SceneContext) {
  const fig: FigureProps = { x: 150, y: 418, s: 1.7, pose: 'sit', armL: [28, -60], armR: [28, -60], skin: SKIN[0], hair: HAIR.black, hairStyle: 'long', robe: '#3d5cb8', trim: SN.silver, head: 'veil', headColor: SN.ice, look: 0, mood: 'calm', light: 1, build: 0.95 };
  const P = figurePoints(fig);
  return (
    <g>
      <rect x="30" y="40" width="240" height="400" fill="#120f30" />
      <path d="M70 440V150Q150 50 230 150V440Z" fill="#0b0a26" />
      <NightSky ctx={ctx} top="#0b0a26" bottom="#23306e" seed={8} stars={0} />
      <path d="M30 40H270V440H230V150Q150 50 70 150V440H30Z" fill="#1a1540" />
      <Stars seed={8} count={40} box={[72, 70, 228, 260]} />
      <Moon x={198} y={118} r={16} phase="crescent" side={-1} sky="#0d0c2c" />
      <path d="M70 150Q150 50 230 150" fill="none" stroke="#3a3278" strokeWidth="6" />
      <path d="M100 110L150 86L200 110M150 86V62" fill="none" stroke="#3a3278" strokeWidth="2" />
      <path d="M164 78l36 -20l4 6l-36 20Z" fill="#b08a3e" stroke={SN.ink} />
      <path d="M78 230h144v180H78Z" fill="#2a1f5a" />
      <path d="M78 230h144v180H78Z" fill="none" stroke={SN.lavender} strokeWidth="1" opacity=".4" />
      <Stars seed={18} count={36} box={[82, 236, 218, 404]} color={SN.gold} />
      <Pillar x={60} y0={180} y1={430} w={30} color="#15122e" light={1} />
      <Pillar x={240} y0={180} y1={430} w={30} color="#cfd3e6" light={-1} rim="#fff" />
      <text x="60" y="260" fill={SN.silver} fontSize="18" fontFamily="'DejaVu Serif', serif" textAnchor="middle">B</text>
      <text x="240" y="260" fill="#15122e" fontSize="18" fontFamily="'DejaVu Serif', serif" textAnchor="middle">J</text>
      <path d="M84 440V404h132v36Z" fill="#221b4c" />
      <Figure {...fig} />
      <path d={`M${pt(P.l[0] - 2, P.l[1] + 2)}h${r1(P.r[0] - P.l[0] + 4)}v10h${r1(-(P.r[0] - P.l[0] + 4))}Z`} fill="#f2ecd8" stroke={SN.ink} />
      <path d={`M${pt(P.l[0] - 4, P.l[1] + 2)}a3 5 0 0 0 0 10M${pt(P.r[0] + 4, P.r[1] + 2)}a3 5 0 0 1 0 10`} fill="#d9cfae" stroke={SN.ink} />
      <path d="M144 222a7 7 0 1 1 12 0a7 7 0 1 1 -12 0Z" fill="none" />
      <circle cx="150" cy="212" r="5" fill={SN.moon} stroke={SN.ink} strokeWidth=".6" />
      <path d="M138 206a7 7 0 0 0 6 12a6 6 0 0 1 -6 -12ZM162 206a7 7 0 0 1 -6 12a6 6 0 0 0 6 -12Z" fill={SN.moon} />
      <Halo x={150} y={424} r={40} color={SN.ice} />
      <path d="M112 416Q150 446 188 416Q150 432 112 416Z" fill={SN.moon} stroke={SN.ink} />
    </g>
  );
}

/** The Empress: crowned with twelve stars on a cushioned seat in a night garden of wheat and fireflies, a waterfall silver behind, the Venus shield at her side. */
function empress(ctx: SceneContext) {
  const fig: FigureProps = { x: 160, y: 404, s: 1.7, pose: 'sit', armL: [34, -70], armR: [120, 40], skin: SKIN[2], hair: HAIR.auburn, hairStyle: 'wavy', robe: '#c9577a', trim: SN.gold, cape: '#2f5d55', look: -0.2, mood: 'smile', light: -1, build: 1.15 };
  const P = figurePoints(fig);
  const head = P.head;
  const crown = Array.from({ length: 12 }, (_, i) => {
    const a = Math.PI * (0.05 + (0.9 * i) / 11);
    return starPath(head[0] - Math.cos(a) * 22, head[1] - 6 - Math.sin(a) * 16, 3.2, 1.3, 6);
  }).join('');
  let wheat = '';
  for (let i = 0; i < 24; i++) {
    const x = 34 + i * 10 + (i % 3) * 2;
    const y = 400 + (i % 4) * 8;
    wheat += `M${x} 440Q${x + 2} ${y + 10} ${x + 4} ${y}`;
  }
  let ears = '';
  for (let i = 0; i < 24; i++) {
    const x = 38 + i * 10 + (i % 3) * 2;
    const y = 400 + (i % 4) * 8;
    ears += `M${pt(x, y + 2)}q3 -6 0 -12q-3 6 0 12Z`;
  }
  return (
    <g>
      <NightSky ctx={ctx} top="#0c0a2a" bottom="#2e4a6e" seed={44} stars={50} />
      <Moon x={226} y={82} r={15} />
      <Hills y={250} color="#1c2d4a" seed={6} amp={16} />
      <path d="M40 440V236Q52 226 66 236V440Z" fill="#b9d6ee" opacity=".75" />
      <path d="M46 250v180M54 244v190M60 252v180" stroke="#fff" strokeWidth="1.2" opacity=".7" />
      <Hills y={300} color="#163a3a" seed={9} amp={12} />
      <path d="M210 300q-14 -50 10 -80q24 30 12 80Z" fill="#12302e" />
      <path d="M236 300q-8 -34 8 -56q18 24 6 56Z" fill="#0f2826" />
      <path d="M96 404q-4 -34 6 -40h118q10 6 6 40Z" fill="#4a2a62" stroke={SN.ink} />
      <path d="M92 372q68 -14 136 0" stroke={SN.gold} strokeWidth="1.5" fill="none" />
      <Figure {...fig} />
      <path d={`M${pt(P.r[0], P.r[1] + 28)}V${r1(P.r[1] - 30)}`} stroke={SN.gold} strokeWidth="2.4" />
      <circle cx={P.r[0]} cy={r1(P.r[1] - 32)} r="4.5" fill={SN.gold} stroke={SN.ink} />
      <path d={crown} fill={SN.gold} stroke="#8a5a14" strokeWidth=".4" />
      <path d="M60 400q0 -30 22 -30q22 0 22 30q-8 20 -22 28q-14 -8 -22 -28Z" fill="#2f5d55" stroke={SN.gold} strokeWidth="1.6" />
      <path d="M82 386a6 6 0 1 0 0.1 0M82 398v12M77 404h10" fill="none" stroke={SN.gold} strokeWidth="1.8" />
      <path d={wheat} stroke="#8a6a2e" strokeWidth="1.2" fill="none" />
      <path d={ears} fill="#d9a84a" stroke="#6a4a1a" strokeWidth=".4" />
      <Stars seed={5} count={16} box={[40, 260, 260, 390]} color="#f8e27a" size={1.2} />
    </g>
  );
}

/** A ram's head in a roundel (the Emperor's throne arms) at x,y, r size. */
const ram = (x: number, y: number, r: number) => (
  <g>
    <circle cx={x} cy={y} r={r} fill="#6a5a8a" stroke={SN.ink} />
    <path d={`M${pt(x - r * 0.5, y - r * 0.2)}a${r1(r * 0.4)} ${r1(r * 0.4)} 0 1 1 ${r1(r * 0.3)} ${r1(r * 0.5)}M${pt(x + r * 0.5, y - r * 0.2)}a${r1(r * 0.4)} ${r1(r * 0.4)} 0 1 0 ${r1(-r * 0.3)} ${r1(r * 0.5)}M${pt(x, y - r * 0.3)}v${r1(r * 0.8)}`} fill="none" stroke={SN.gold} strokeWidth="1.3" />
  </g>
);

/** The Emperor: white-bearded on a stone throne with rams' heads high on a crag, orb and ankh sceptre, red mountains under a hard moon. */
function emperor(ctx: SceneContext) {
  const fig: FigureProps = { x: 150, y: 410, s: 1.75, pose: 'sit', armL: [30, -70], armR: [40, -90], skin: SKIN[1], hair: HAIR.silver, hairStyle: 'short', beard: 'long', robe: '#a8283e', trim: SN.gold, cape: '#5a1a2a', dress: 'coat', legs: '#9aa0b8', head: 'crown', look: 0, mood: 'fierce', light: 1, age: 'old', build: 1.25 };
  const P = figurePoints(fig);
  return (
    <g>
      <NightSky ctx={ctx} top="#0c0820" bottom="#4a2a58" seed={52} stars={40} />
      <Moon x={62} y={78} r={13} />
      <Mountains y={300} height={120} color="#3a2f66" seed={4} snow="#c96a5a" peaks={3} />
      <Mountains y={330} height={70} color="#231c44" seed={7} snow={null} peaks={4} />
      <path d="M40 350Q150 320 260 350" stroke="#c96a5a" strokeWidth="1" opacity=".5" fill="none" />
      <Halo x={150} y={250} r={110} color={SN.ice} opacity={0.8} />
      <Throne x={150} y={418} s={1.3} h={150} color="#7a7aa6" crest="none" />
      {ram(150, 230, 10)}
      {ram(116, 356, 7)}
      {ram(184, 356, 7)}
      <Figure {...fig} />
      <g transform={`translate(${P.r[0]} ${P.r[1]})`}>
        <path d="M0 -6V40" stroke={SN.gold} strokeWidth="3" />
        <path d="M0 -6a5 7 0 1 1 0.1 0ZM-8 -2h16" fill="none" stroke={SN.gold} strokeWidth="2.6" />
      </g>
      <circle cx={P.l[0]} cy={r1(P.l[1] - 5)} r="6" fill={SN.gold} stroke={SN.ink} />
      <path d={`M${pt(P.l[0], P.l[1] - 11)}v-5M${pt(P.l[0] - 2, P.l[1] - 14)}h4`} stroke={SN.gold} strokeWidth="1.4" />
      <path d="M30 440V416Q150 404 270 416V440Z" fill="#2a1424" />
      <path d="M30 416Q150 404 270 416" stroke={SN.ice} strokeWidth="1" opacity=".4" fill="none" />
    </g>
  );
}

/** A triple crown (the Hierophant's tiara) with its base on x,y, w wide. */
const tiara = (x: number, y: number, w: number) => (
  <g>
    <path d={`M${pt(x - w / 2, y)}Q${pt(x - w * 0.55, y - w * 1.3)} ${pt(x, y - w * 1.6)}Q${pt(x + w * 0.55, y - w * 1.3)} ${pt(x + w / 2, y)}Z`} fill={SN.gold} stroke={SN.ink} />
    <path d={`M${pt(x - w * 0.5, y - w * 0.35)}h${w}M${pt(x - w * 0.46, y - w * 0.75)}h${r1(w * 0.92)}M${pt(x - w * 0.33, y - w * 1.15)}h${r1(w * 0.66)}`} stroke="#8a5a14" strokeWidth="1.4" />
    <circle cx={x} cy={r1(y - w * 1.65)} r={r1(w * 0.12)} fill={SN.gold} stroke={SN.ink} strokeWidth=".6" />
  </g>
);

/** The Hierophant: enthroned beneath a glowing rose window in a night chapel, blessing with the right hand, the triple cross in the left, two kneeling seekers and the crossed keys. */
function hierophant(_ctx: SceneContext) {
  const fig: FigureProps = { x: 150, y: 392, s: 1.6, pose: 'sit', armL: [30, -20], armR: [40, -125], skin: SKIN[3], hair: HAIR.silver, hairStyle: 'bald', beard: 'short', robe: '#8e2040', trim: SN.gold, cape: '#e9e6f6', look: 0, mood: 'calm', light: 1, age: 'old', build: 1.1 };
  const P = figurePoints(fig);
  const win = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `M150 132L${pt(150 + Math.cos(a) * 40, 132 + Math.sin(a) * 40)}`;
  }).join('');
  const seeker = (x: number, flip: number, robe: string, hair: string, skin: string): FigureProps => ({ x, y: 440, s: 0.95, pose: 'kneel', armL: [-20, -90], armR: [-20, -90], skin, hair, hairStyle: flip > 0 ? 'bun' : 'crop', robe, trim: SN.silver, look: flip * 0.8, mood: 'calm', light: flip > 0 ? 1 : -1 });
  return (
    <g>
      <rect x="30" y="40" width="240" height="400" fill="#15112e" />
      <path d="M40 440V80h220v360" fill="#1c1740" />
      <Halo x={150} y={132} r={90} color={SN.gold} />
      <circle cx="150" cy="132" r="44" fill="#2a2a78" stroke="#3a3278" strokeWidth="6" />
      <circle cx="150" cy="132" r="40" fill="#3b4fb0" />
      <path d={win} stroke="#15112e" strokeWidth="3" />
      <circle cx="150" cy="132" r="14" fill={SN.gold} stroke="#15112e" strokeWidth="3" />
      <path d="M150 96l6 12h-12ZM150 168l6 -12h-12ZM114 132l12 6v-12ZM186 132l-12 6v-12Z" fill={SN.rose} opacity=".85" />
      <Pillar x={60} y0={90} y1={420} w={26} color="#3a3568" />
      <Pillar x={240} y0={90} y1={420} w={26} color="#3a3568" light={-1} />
      <path d="M30 420h240v20H30Z" fill="#241d4c" />
      <path d="M40 420h220" stroke={SN.ice} opacity=".3" />
      <Throne x={150} y={400} s={1.2} h={120} color="#3b2f6a" crest="none" />
      <Figure {...fig} />
      {tiara(P.head[0], P.head[1] - 8, 16)}
      <g transform={`translate(${P.l[0]} ${P.l[1]})`}>
        <path d="M0 -60V50M-9 -50h18M-7 -42h14M-5 -34h10" stroke={SN.gold} strokeWidth="2.4" />
      </g>
      <path d="M128 404l24 20M172 404l-24 20" stroke={SN.gold} strokeWidth="3" />
      <circle cx="126" cy="402" r="4" fill="none" stroke={SN.gold} strokeWidth="2" />
      <circle cx="174" cy="402" r="4" fill="none" stroke={SN.silver} strokeWidth="2" />
      <Figure {...seeker(76, 1, '#2f6f86', HAIR.brown, SKIN[1])} />
      <Figure {...seeker(224, -1, '#5a2d6e', HAIR.black, SKIN[5])} />
    </g>
  );
}

/** The Lovers: two people on a hill under the aurora, an angel of the northern lights above; an apple tree with a serpent behind her, a tree of lantern-flames behind him. */
function lovers(ctx: SceneContext) {
  const him: FigureProps = { x: 92, y: 410, s: 1.35, armL: [10, 0], armR: [40, -10], skin: SKIN[3], hair: HAIR.black, hairStyle: 'crop', robe: '#2f6f86', trim: SN.silver, dress: 'coat', legs: '#1f2a4a', look: 0.7, mood: 'smile', light: 1 };
  const her: FigureProps = { x: 208, y: 410, s: 1.3, armL: [40, -10], armR: [10, 0], skin: SKIN[0], hair: HAIR.blonde, hairStyle: 'long', robe: '#e9e6f6', trim: SN.rose, look: -0.7, mood: 'smile', light: -1, build: 0.92 };
  const angel: FigureProps = { x: 150, y: 210, s: 0.95, armL: [100, 10], armR: [100, 10], skin: SKIN[2], hair: '#7cf0b0', hairStyle: 'wavy', robe: '#7fd1e8', trim: SN.gold, look: 0, mood: 'closed', light: 1 };
  let flames = '';
  for (let i = 0; i < 9; i++) flames += `M${pt(40 + (i % 3) * 12 + (i > 5 ? 6 : 0), 250 + Math.floor(i / 3) * 18)}q4 -8 0 -14q-4 6 0 14Z`;
  return (
    <g>
      <NightSky ctx={ctx} top="#061022" bottom="#1d2c5a" seed={61} stars={60} />
      <path d="M30 200Q90 120 150 150Q210 120 270 200V260Q210 190 150 210Q90 190 30 260Z" fill="#7cf0b0" opacity=".16" />
      <path d="M30 170Q90 90 150 120Q210 90 270 170V200Q210 140 150 160Q90 140 30 200Z" fill={SN.cyan} opacity=".18" />
      <Halo x={150} y={150} r={70} color="#b8ffe0" />
      <Wings x={150} y={138} s={1.05} color="#c8f5e8" spread={0.8} />
      <Figure {...angel} />
      <Cloud x={150} y={214} w={110} color="#2a3a70" />
      <path d="M126 330L150 262L174 330Z" fill="#2a3466" stroke={SN.ink} />
      <path d="M150 262l-8 22l8 -6l8 6Z" fill={SN.silver} />
      <Hills y={330} color="#16284a" seed={13} amp={8} />
      <path d="M58 410V250M64 300l-12 -12" stroke="#2a1a2a" strokeWidth="5" />
      <path d="M34 300q-4 -60 30 -70q34 10 26 70q-26 10 -56 0Z" fill="#1a1838" />
      <path d={flames} fill={SN.amber} stroke={SN.gold} strokeWidth=".6" />
      <Halo x={62} y={272} r={40} color={SN.amber} />
      <path d="M244 410V260" stroke="#2a1a2a" strokeWidth="5" />
      <path d="M210 290q-8 -60 34 -66q38 8 24 66q-28 12 -58 0Z" fill="#1d4a3a" />
      <path d="M222 262h0M236 250h0M252 270h0M230 284h0M258 250h0" stroke="#d9433a" strokeWidth="5" strokeLinecap="round" />
      <path d="M244 400q-10 -10 0 -20q10 -10 0 -20q-10 -10 0 -20q6 -6 2 -12" fill="none" stroke="#5fa36a" strokeWidth="2.6" />
      <Figure {...him} />
      <Figure {...her} />
      <Stars seed={9} count={10} box={[40, 60, 260, 120]} color={SN.gold} size={1.3} />
    </g>
  );
}

/** The Chariot: a star-canopied chariot drawn by two night-sphinxes, one dark and one silver, before a walled city of lit windows; the charioteer crowned with a star. */
function chariot(ctx: SceneContext) {
  const fig: FigureProps = { x: 150, y: 350, s: 1.5, armL: [30, -40], armR: [50, -90], skin: SKIN[3], hair: HAIR.brown, hairStyle: 'crop', robe: '#9aa4c8', trim: SN.gold, cape: '#2b2470', dress: 'tunic', head: 'circlet', look: 0, mood: 'fierce', light: 1 };
  const P = figurePoints(fig);
  return (
    <g>
      <NightSky ctx={ctx} top="#0a0824" bottom="#2d2f7a" seed={71} stars={60} />
      <Moon x={224} y={86} r={14} />
      <Rooftops y={300} seed={5} color="#191546" />
      <Water ctx={ctx} y={300} bottom={330} glowX={224} />
      <rect x="30" y="330" width="240" height="110" fill="#1d1946" />
      <path d="M30 330H270" stroke={SN.ice} opacity=".3" />
      <path d="M84 196V300M216 196V300" stroke={SN.gold} strokeWidth="3" />
      <path d="M74 198Q150 164 226 198L218 210Q150 180 82 210Z" fill="#2a2a78" stroke={SN.gold} />
      <Stars seed={3} count={14} box={[90, 182, 210, 200]} color={SN.gold} size={1.1} />
      <Figure {...fig} />
      <path d={`M${pt(P.r[0], P.r[1] + 4)}V${r1(P.r[1] - 36)}`} stroke={SN.silver} strokeWidth="2.4" />
      <path d={starPath(P.r[0], P.r[1] - 40, 6, 2.4, 8)} fill={SN.gold} />
      <path d={starPath(P.head[0], P.head[1] - 18, 8, 3, 8)} fill={SN.gold} />
      <path d={`M${pt(P.head[0] - 22, P.head[1] + 20)}a6 6 0 1 0 9 -4a5 5 0 1 1 -9 4ZM${pt(P.head[0] + 22, P.head[1] + 20)}a6 6 0 1 1 -9 -4a5 5 0 1 0 9 4Z`} fill={SN.silver} stroke={SN.ink} strokeWidth=".6" />
      <path d="M80 290Q92 372 150 372Q208 372 220 290Q200 346 150 348Q100 346 80 290Z" fill="#cfd5ec" stroke={SN.ink} strokeWidth="1.2" />
      <path d="M80 290Q100 346 150 348Q200 346 220 290" fill="none" stroke={SN.gold} strokeWidth="2.4" />
      <path d="M92 330Q150 380 208 330Q150 362 92 330Z" fill="#8a90b8" opacity=".6" />
      <path d="M140 352q10 -10 20 0q-10 10 -20 0Z" fill={SN.gold} />
      <circle cx="150" cy="352" r="2.6" fill={SN.rose} />
      <circle cx="104" cy="372" r="17" fill="#241d50" stroke={SN.gold} strokeWidth="2.4" />
      <circle cx="196" cy="372" r="17" fill="#241d50" stroke={SN.gold} strokeWidth="2.4" />
      <path d="M87 372h34M104 355v34M91 360l26 24M117 360l-26 24M179 372h34M196 355v34M183 360l26 24M209 360l-26 24" stroke={SN.gold} strokeWidth="1" />
      <Shadow x={74} y={438} w={70} />
      <Shadow x={226} y={438} w={70} />
      <Sphinx x={70} y={438} s={1.3} coat="#2a2450" cloth="#0e0b26" skin={SKIN[5]} />
      <Sphinx x={230} y={438} s={1.3} coat="#dfe3ee" cloth="#3d5cb8" skin={SKIN[0]} />
    </g>
  );
}

/** Majors 0-7 of the Starlit Night deck. */
export const MAJORS_A: DeckScenes = {
  'the-fool': fool,
  'the-magician': magician,
  'the-high-priestess': priestess,
  'the-empress': empress,
  'the-emperor': emperor,
  'the-hierophant': hierophant,
  'the-lovers': lovers,
  'the-chariot': chariot,
};
