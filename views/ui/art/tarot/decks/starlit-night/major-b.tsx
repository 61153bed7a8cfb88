import { r1 } from '../../../art-kit';
import type { DeckScenes, SceneContext } from '../../types';
import { CupObj, Cloud, Figure, figurePoints, type FigureProps, Glow, HAIR, Halo, Hills, Horse, horseSaddle, Lantern, Moon, Mountains, NightSky, Pillar, Pine, pt, Reflection, Shadow, SKIN, SN, Sphinx, starPath, Stars, SwordObj, Throne, Twinkle, Water, Wings } from './kit';

/** A lemniscate centred on x,y, w wide. */
const lemniscate = (x: number, y: number, w: number) => {
  const a = w / 2;
  const h = w * 0.28;
  return `M${pt(x, y)}C${pt(x + a * 0.4, y - h)} ${pt(x + a, y - h)} ${pt(x + a, y)}C${pt(x + a, y + h)} ${pt(x + a * 0.4, y + h)} ${pt(x, y)}C${pt(x - a * 0.4, y - h)} ${pt(x - a, y - h)} ${pt(x - a, y)}C${pt(x - a, y + h)} ${pt(x - a * 0.4, y + h)} ${pt(x, y)}Z`;
};

/** A lion lying with its head raised, facing image-left, on ground x,y at scale s (1 = 130 long). */
function Lion({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  let mane = '';
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    const r = i % 2 ? 20 : 27;
    mane += `${i ? 'L' : 'M'}${pt(Math.cos(a) * r, -46 + Math.sin(a) * r)}`;
  }
  return (
    <g transform={`translate(${r1(x)} ${r1(y)}) scale(${s})`}>
      <path d="M100 -20q26 -2 22 -26q-2 -8 4 -10" fill="none" stroke="#b07a34" strokeWidth="3" strokeLinecap="round" />
      <path d="M126 -58q6 0 4 8q-6 -2 -4 -8Z" fill="#6a3a1a" />
      <path d="M0 -30Q10 -54 60 -52Q104 -52 108 -20Q110 0 90 0H-14Q-30 0 -30 -6Q-28 -12 -10 -10Z" fill="#d9a24e" stroke={SN.ink} strokeWidth="1.2" />
      <path d="M10 -14Q50 -8 104 -14Q100 -2 90 0H-14Q-28 0 -28 -6Z" fill="#8a5a2a" opacity=".55" />
      <path d="M20 -50Q60 -60 104 -30" fill="none" stroke={SN.ice} strokeWidth="1.4" opacity=".7" />
      <path d="M-40 0q-6 -8 4 -10h26v10Z" fill="#d9a24e" stroke={SN.ink} />
      <path d={`${mane}Z`} fill="#9a5424" stroke={SN.ink} strokeWidth="1" />
      <circle cx="0" cy="-46" r="17" fill="#e3b060" stroke={SN.ink} />
      <path d="M-6 -40Q0 -30 6 -40Q6 -30 0 -26Q-6 -30 -6 -40Z" fill="#f2d49a" />
      <path d="M-4 -40h8l-4 4Z" fill="#3a2418" />
      <path d="M0 -36v4M-4 -30q4 3 8 0" fill="none" stroke="#3a2418" strokeWidth="1" />
      <ellipse cx="-6" cy="-49" rx="1.8" ry="2.2" fill={SN.ink} />
      <ellipse cx="6" cy="-49" rx="1.8" ry="2.2" fill={SN.ink} />
      <circle cx="-5.5" cy="-49.6" r=".6" fill="#fff" />
      <circle cx="6.5" cy="-49.6" r=".6" fill="#fff" />
      <path d="M-10 -54q4 -2 7 0M3 -54q4 -2 7 0" stroke={SN.ink} strokeWidth="1" fill="none" />
      <path d="M-14 -62l-4 -6l7 2ZM14 -62l4 -6l-7 2Z" fill="#9a5424" stroke={SN.ink} strokeWidth=".8" />
    </g>
  );
}

/** Strength: a woman in a meadow of night flowers gently closes the jaws of a great lion, the lemniscate of starlight above her head, a garland binding them. */
function strength(ctx: SceneContext) {
  const fig: FigureProps = { x: 106, y: 418, s: 1.62, armL: [-20, -40], armR: [62, -30], skin: SKIN[0], hair: HAIR.blonde, hairStyle: 'long', robe: '#f0eefa', trim: '#e07aa0', look: 0.6, mood: 'smile', light: 1, build: 0.95 };
  const P = figurePoints(fig);
  let garland = '';
  for (let i = 0; i < 9; i++) garland += starPath(74 + i * 10, 348 + Math.sin(i * 0.9) * 6 + i * 1.8, 3.2, 1.4, 5);
  return (
    <g>
      <NightSky ctx={ctx} top="#0b0a28" bottom="#3a3f8a" seed={81} stars={60} avoid={[[106, 150, 40]]} />
      <Moon x={228} y={96} r={16} />
      <Mountains y={300} height={60} color="#232a66" seed={12} snow={SN.silver} />
      <Hills y={318} color="#1d3a4a" seed={15} amp={10} />
      <Hills y={360} color="#173042" seed={19} amp={8} rim={null} />
      <Glow ctx={ctx} name="lem" x={106} y={150} r={36} />
      <path d={lemniscate(106, 150, 46)} fill="none" stroke={SN.gold} strokeWidth="3" />
      <path d={lemniscate(106, 150, 46)} fill="none" stroke="#fff6d0" strokeWidth="1" />
      <Shadow x={170} y={420} w={150} />
      <Lion x={176} y={420} s={1.05} />
      <Figure {...fig} />
      <path d={garland} fill="#f2a0b8" stroke={SN.ink} strokeWidth=".4" />
      <Stars seed={6} count={22} box={[40, 330, 260, 430]} color="#f8e27a" size={1.2} />
      <path d={[36, 52, 246, 262].map((x, i) => starPath(x, 424 - (i % 2) * 10, 5, 2, 5)).join('')} fill="#f4f2ff" stroke={SN.ink} strokeWidth=".5" />
      <circle cx={P.r[0]} cy={P.r[1]} r="0.1" fill="none" />
    </g>
  );
}

/** The Hermit: an old hooded wanderer on a snowy peak under the pole star, holding up a lantern that shelters a six-pointed star, staff in the other hand. */
function hermit(ctx: SceneContext) {
  const fig: FigureProps = { x: 128, y: 392, s: 1.7, armL: [14, 0], armR: [110, -50], skin: SKIN[1], hair: HAIR.silver, hairStyle: 'bald', beard: 'long', robe: '#8d93ad', trim: '#5a6080', cape: '#4a5070', head: 'hood', headColor: '#6a708f', look: 0.5, mood: 'calm', light: 1, age: 'old' };
  const P = figurePoints(fig);
  let snow = '';
  const rnd = [13, 57, 91, 24, 68, 42, 80, 6, 35, 99, 51, 77, 19, 63, 88, 30];
  rnd.forEach((v, i) => (snow += `M${r1(36 + ((v * 37 + i * 53) % 230))} ${r1(60 + ((v * 13 + i * 29) % 300))}h0`));
  return (
    <g>
      <NightSky ctx={ctx} top="#050818" bottom="#24306a" seed={91} stars={80} avoid={[[200, 90, 30]]} />
      <Halo x={200} y={90} r={50} color={SN.ice} />
      <Twinkle x={200} y={90} r={16} />
      <path d="M200 90L186 112L170 120L160 138L146 142M186 112L176 104" stroke={SN.silver} strokeWidth=".6" opacity=".6" fill="none" />
      <path d="M186 112h0M170 120h0M160 138h0M146 142h0M176 104h0" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <Mountains y={340} height={110} color="#1f2a5a" seed={22} peaks={3} />
      <path d="M30 440V420Q80 390 128 392Q190 396 270 350V440Z" fill="#e6ecf8" />
      <path d="M30 420Q80 390 128 392Q190 396 270 350" stroke="#fff" strokeWidth="2" fill="none" />
      <path d="M40 432Q90 414 150 420Q200 414 260 400" stroke="#aab4d6" strokeWidth="1.4" fill="none" />
      <Pine x={244} y={382} h={46} rim="#fff" />
      <Pine x={262} y={372} h={36} rim="#fff" />
      <Shadow x={128} y={394} w={60} opacity={0.3} />
      <path d={`M${pt(P.l[0], P.l[1] - 40)}L${pt(P.l[0] - 2, 394)}`} stroke="#6b4a2e" strokeWidth="3" strokeLinecap="round" />
      <Figure {...fig} />
      <Glow ctx={ctx} name="lamp" x={P.r[0]} y={P.r[1] + 16} r={48} color={SN.gold} opacity={0.55} />
      <Lantern x={P.r[0]} y={P.r[1] + 16} s={1.25} hang={6} />
      <path d={starPath(P.r[0], P.r[1] + 16, 4, 2.2, 6)} fill="#fff" />
      <path d={snow} stroke="#fff" strokeWidth="1.6" strokeLinecap="round" opacity=".7" />
    </g>
  );
}

/** One of the four living creatures on a cloud at x,y: 0 angel, 1 eagle, 2 lion, 3 bull. */
export const livingCreature = (x: number, y: number, kind: number) => (
  <g>
    <Cloud x={x} y={y + 18} w={56} color="#2d2a66" />
    {kind === 0 && (
      <g>
        <path d={`M${pt(x - 4, y)}q-14 -14 -16 4q8 -2 16 4ZM${pt(x + 4, y)}q14 -14 16 4q-8 -2 -16 4Z`} fill={SN.silver} stroke={SN.ink} strokeWidth=".6" />
        <circle cx={x} cy={y} r="7" fill={SKIN[1]} stroke={SN.ink} strokeWidth=".6" />
        <path d={`M${pt(x - 7, y - 2)}q7 -9 14 0q-7 -4 -14 0Z`} fill={HAIR.blonde} />
        <path d={`M${pt(x - 2.5, y + 0.5)}h0M${pt(x + 2.5, y + 0.5)}h0`} stroke={SN.ink} strokeWidth="1.6" strokeLinecap="round" />
      </g>
    )}
    {kind === 1 && <path d={`M${pt(x - 16, y - 4)}q8 -8 16 2q8 -10 16 -2q-8 0 -12 8l4 6h-8l-2 -6q-6 -4 -14 -8ZM${pt(x + 2, y - 8)}l4 -2l-4 -2Z`} fill="#b08a3e" stroke={SN.ink} strokeWidth=".7" />}
    {kind === 2 && (
      <g>
        <circle cx={x} cy={y} r="10" fill="#9a5424" stroke={SN.ink} strokeWidth=".6" />
        <circle cx={x} cy={y} r="6.5" fill="#e3b060" />
        <path d={`M${pt(x - 2.5, y - 1)}h0M${pt(x + 2.5, y - 1)}h0`} stroke={SN.ink} strokeWidth="1.6" strokeLinecap="round" />
        <path d={`M${pt(x - 1.5, y + 2)}h3l-1.5 1.5Z`} fill={SN.ink} />
      </g>
    )}
    {kind === 3 && (
      <g>
        <path d={`M${pt(x - 8, y - 5)}q-8 -2 -8 -8q4 4 10 4ZM${pt(x + 8, y - 5)}q8 -2 8 -8q-4 4 -10 4Z`} fill={SN.silver} stroke={SN.ink} strokeWidth=".6" />
        <path d={`M${pt(x - 8, y - 6)}h16l-3 14h-10Z`} fill="#8a6a4e" stroke={SN.ink} strokeWidth=".7" />
        <path d={`M${pt(x - 3.5, y - 1)}h0M${pt(x + 3.5, y - 1)}h0`} stroke={SN.ink} strokeWidth="1.6" strokeLinecap="round" />
      </g>
    )}
  </g>
);

/** Wheel of Fortune: a great wheel of starlight turning in the clouds, T-A-R-O on its rim, a sphinx with a sword on top, the serpent falling and the jackal rising, the four living creatures in the corners. */
function wheel(ctx: SceneContext) {
  const cx = 150;
  const cy = 236;
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `M${pt(cx + Math.cos(a) * 22, cy + Math.sin(a) * 22)}L${pt(cx + Math.cos(a) * 62, cy + Math.sin(a) * 62)}`;
  }).join('');
  const letters = ['T', 'A', 'R', 'O'];
  return (
    <g>
      <NightSky ctx={ctx} top="#0a0a2c" bottom="#3d3a8e" seed={101} stars={70} />
      <Cloud x={150} y={420} w={260} color="#2a2860" />
      <Cloud x={80} y={440} w={160} color="#34317a" />
      <Cloud x={230} y={444} w={150} color="#302e72" />
      <Glow ctx={ctx} name="wheel" x={cx} y={cy} r={110} color={SN.ice} opacity={0.4} />
      <circle cx={cx} cy={cy} r="84" fill="#231f5e" stroke={SN.gold} strokeWidth="4" />
      <circle cx={cx} cy={cy} r="64" fill="#2c2a78" stroke={SN.gold} strokeWidth="1.6" />
      <circle cx={cx} cy={cy} r="84" fill="none" stroke="#fff6d0" strokeWidth="1" />
      <path d={spokes} stroke={SN.gold} strokeWidth="2" />
      <circle cx={cx} cy={cy} r="20" fill="#1a1650" stroke={SN.gold} strokeWidth="2" />
      <path d={starPath(cx, cy, 13, 5, 8)} fill={SN.gold} />
      {letters.map((l, i) => {
        const a = (i * Math.PI) / 2 - Math.PI / 2;
        return (
          <text key={l} x={r1(cx + Math.cos(a) * 74)} y={r1(cy + Math.sin(a) * 74 + 5)} fill="#fff6d0" fontSize="14" fontFamily="'DejaVu Serif', serif" textAnchor="middle">
            {l}
          </text>
        );
      })}
      <Stars seed={7} count={18} box={[96, 180, 204, 292]} />
      <path d="M62 180q-14 30 0 60q14 30 -2 64q-4 10 -14 12" fill="none" stroke="#3f8a60" strokeWidth="5" strokeLinecap="round" />
      <path d="M62 180l-4 -6l8 2Z" fill="#3f8a60" />
      <path d="M236 330q12 -20 14 -50q2 -20 -6 -40l6 -8l6 10l4 -10l2 14q8 30 -4 74Z" fill="#b0503a" stroke={SN.ink} />
      <circle cx="246" cy="250" r="1.3" fill={SN.gold} />
      <Sphinx x={150} y={154} s={0.72} coat="#c7a45e" cloth="#3d5cb8" />
      <SwordObj x={172} y={118} h={36} rotate={8} />
      {livingCreature(62, 78, 0)}
      {livingCreature(238, 78, 1)}
      {livingCreature(62, 384, 2)}
      {livingCreature(238, 384, 3)}
    </g>
  );
}

/** A pair of scales hanging from x,y, w wide. */
const scales = (x: number, y: number, w: number) => (
  <g stroke={SN.gold} fill="none" strokeWidth="1.6">
    <path d={`M${pt(x - w / 2, y)}h${w}M${pt(x, y - 4)}v6M${pt(x - w / 2, y)}l-6 16M${pt(x - w / 2, y)}l6 16M${pt(x + w / 2, y)}l-6 16M${pt(x + w / 2, y)}l6 16`} />
    <path d={`M${pt(x - w / 2 - 8, y + 16)}q8 8 16 0ZM${pt(x + w / 2 - 8, y + 16)}q8 8 16 0Z`} fill={SN.gold} />
  </g>
);

/** Justice: crowned and steady between two stone pillars on a moonlit terrace, the sword raised upright, the scales held level. */
function justice(ctx: SceneContext) {
  const fig: FigureProps = { x: 150, y: 420, s: 1.75, pose: 'sit', armL: [40, -60], armR: [40, -100], skin: SKIN[4], hair: HAIR.black, hairStyle: 'bun', robe: '#a8283e', trim: SN.gold, cape: '#2f5d55', head: 'crown', look: 0, mood: 'calm', light: 1 };
  const P = figurePoints(fig);
  return (
    <g>
      <NightSky ctx={ctx} top="#0b0a26" bottom="#2b2a6e" seed={111} stars={60} />
      <Moon x={150} y={100} r={24} />
      <path d="M74 170h152v260H74Z" fill="#4a2a78" />
      <path d="M84 170v260M100 170v260M200 170v260M216 170v260" stroke="#35205a" strokeWidth="4" />
      <path d="M74 170h152" stroke={SN.gold} strokeWidth="2" />
      <Pillar x={58} y0={150} y1={430} w={28} color="#5a5888" />
      <Pillar x={242} y0={150} y1={430} w={28} color="#5a5888" light={-1} />
      <path d="M30 420h240v20H30Z" fill="#2a2458" />
      <Throne x={150} y={424} s={1.2} h={110} color="#3b3070" crest="none" />
      <Figure {...fig} />
      <Halo x={P.r[0]} y={P.r[1] - 40} r={30} color={SN.ice} />
      <SwordObj x={P.r[0]} y={P.r[1] - 30} h={72} />
      {scales(P.l[0], P.l[1] + 2, 34)}
      <path d="M144 392h12v6h-12Z" fill={SN.gold} />
    </g>
  );
}

/** The Hanged Man: hanging by one foot from a living T-shaped branch over a still pond, the other leg crossed to make a 4, a halo of moonlight round his head. */
function hanged(ctx: SceneContext) {
  const fig: FigureProps = { x: 150, y: 122, s: 1.85, pose: 'hang', rotate: 180, armL: [18, -50], armR: [18, -50], skin: SKIN[3], hair: HAIR.black, hairStyle: 'short', robe: '#3d5cb8', trim: SN.gold, dress: 'tunic', legs: '#a8283e', look: 0, mood: 'closed', light: -1 };
  const P = figurePoints(fig);
  return (
    <g>
      <NightSky ctx={ctx} top="#0a0822" bottom="#26306e" seed={121} stars={60} />
      <Moon x={206} y={330} r={12} phase="crescent" side={-1} sky="#1c2458" />
      <Hills y={360} color="#142436" seed={17} amp={8} />
      <Water ctx={ctx} y={384} glowX={150} />
      <path d="M60 384V96M240 384V96" stroke="#3a2a22" strokeWidth="10" />
      <path d="M48 100H252" stroke="#4a342a" strokeWidth="10" strokeLinecap="round" />
      <path d="M60 384V96M48 100H252" stroke={SN.ice} strokeWidth="1.2" opacity=".35" transform="translate(3 -3)" />
      <path d="M44 96q-10 -16 6 -20q6 10 -6 20ZM256 96q10 -16 -6 -20q-6 10 6 20ZM100 94q-2 -12 10 -12q0 10 -10 12ZM200 94q2 -12 -10 -12q0 10 10 12ZM60 200q-14 -6 -8 -16q10 4 8 16ZM240 250q14 -6 8 -16q-10 4 -8 16Z" fill="#3f8a60" stroke={SN.ink} strokeWidth=".6" />
      <path d="M150 100V122" stroke="#d9c9a0" strokeWidth="2" />
      <Halo x={P.head[0]} y={P.head[1] + 2} r={40} color={SN.gold} />
      <circle cx={P.head[0]} cy={P.head[1] + 2} r="19" fill="none" stroke={SN.gold} strokeWidth="2.4" />
      <Figure {...fig} />
      <Reflection x={150} y={392} h={40} w={14} color={SN.gold} />
    </g>
  );
}

/** A skull drawn over a figure's head at x,y (radius r about 7.4 * scale). */
const skull = (x: number, y: number, r: number) => (
  <g>
    <ellipse cx={x} cy={y} rx={r1(r * 0.86)} ry={r} fill="#ebe6d6" stroke={SN.ink} strokeWidth=".8" />
    <ellipse cx={r1(x - r * 0.34)} cy={r1(y)} rx={r1(r * 0.25)} ry={r1(r * 0.28)} fill={SN.ink} />
    <ellipse cx={r1(x + r * 0.34)} cy={r1(y)} rx={r1(r * 0.25)} ry={r1(r * 0.28)} fill={SN.ink} />
    <path d={`M${pt(x, y + r * 0.3)}l${r1(-r * 0.1)} ${r1(r * 0.22)}h${r1(r * 0.2)}Z`} fill={SN.ink} />
    <path d={`M${pt(x - r * 0.4, y + r * 0.7)}h${r1(r * 0.8)}M${pt(x - r * 0.2, y + r * 0.6)}v${r1(r * 0.25)}M${pt(x, y + r * 0.6)}v${r1(r * 0.25)}M${pt(x + r * 0.2, y + r * 0.6)}v${r1(r * 0.25)}`} stroke={SN.ink} strokeWidth=".7" />
    <circle cx={r1(x - r * 0.34)} cy={r1(y)} r={r1(r * 0.07)} fill={SN.cyan} />
    <circle cx={r1(x + r * 0.34)} cy={r1(y)} r={r1(r * 0.07)} fill={SN.cyan} />
  </g>
);

/** Death: a skeleton in black armour rides a pale horse under a black banner with a white rose; a fallen crown, a kneeling girl, and the moon rising between two towers across the river. */
function death(ctx: SceneContext) {
  const [sx, sy] = horseSaddle(124, 414, 1.62);
  const rider: FigureProps = { x: sx, y: sy, s: 1.35, pose: 'ride', armL: [30, -40], armR: [60, -80], skin: '#ebe6d6', hair: HAIR.black, hairStyle: 'bald', robe: '#22203a', trim: SN.silver, dress: 'tunic', legs: '#2a2a40', look: 0.3, light: 1 };
  const R = figurePoints(rider);
  const kneel: FigureProps = { x: 240, y: 434, s: 0.85, pose: 'kneel', armL: [-30, -80], armR: [-30, -80], skin: SKIN[2], hair: HAIR.blonde, hairStyle: 'long', robe: '#e9e6f6', trim: SN.rose, look: -0.8, mood: 'sad', light: -1 };
  return (
    <g>
      <NightSky ctx={ctx} top="#0b0a22" bottom="#3a3566" seed={131} stars={50} />
      <Moon x={232} y={268} r={16} />
      <Water ctx={ctx} y={282} bottom={314} glowX={232} />
      <path d="M196 282v-60h12v-8h-16v-6h28v6h-8v68ZM246 282v-52h10v-8h-14v-6h24v6h-6v60Z" fill="#1a1640" stroke={SN.ink} />
      <path d="M200 240h4v6h-4ZM250 246h4v6h-4Z" fill={SN.gold} />
      <path d="M30 314Q150 300 270 316V440H30Z" fill="#1e1b3e" />
      <path d="M30 314Q150 300 270 316" stroke={SN.ice} opacity=".3" fill="none" />
      <Shadow x={124} y={416} w={130} />
      <Horse x={124} y={414} s={1.62} coat="#e6e8f2" mane="#9aa0c0" tack="#22203a" />
      <Figure {...rider} />
      {skull(R.head[0], R.head[1], 7.4 * 1.35)}
      <path d={`M${pt(R.head[0] - 7.6, R.head[1] - 3)}Q${pt(R.head[0], R.head[1] - 15)} ${pt(R.head[0] + 7.6, R.head[1] - 3)}`} fill="#22203a" stroke={SN.silver} strokeWidth="1" />
      <path d={`M${pt(R.r[0], R.r[1] + 30)}V${r1(R.r[1] - 70)}`} stroke="#6b5a4e" strokeWidth="2.4" />
      <path d={`M${pt(R.r[0], R.r[1] - 68)}h48q-6 14 0 28h-48Z`} fill="#121020" stroke={SN.silver} strokeWidth="1" />
      <path d={starPath(R.r[0] + 24, R.r[1] - 54, 8, 4, 5, 36)} fill="#f4f2ff" />
      <circle cx={R.r[0] + 24} cy={R.r[1] - 54} r="2.4" fill={SN.gold} />
      <path d="M56 428l6 -12l6 8l6 -10l6 10l6 -8l4 12Z" fill={SN.gold} stroke={SN.ink} transform="rotate(-18 76 422)" />
      <Figure {...kneel} />
    </g>
  );
}

/** Temperance: a winged angel with one foot in a starlit pool and one on the bank, pouring light from cup to cup; irises, and a path to the mountains where the moon rises like a crown. */
function temperance(ctx: SceneContext) {
  const fig: FigureProps = { x: 150, y: 408, s: 1.7, armL: [30, -15], armR: [60, -50], skin: SKIN[2], hair: HAIR.auburn, hairStyle: 'wavy', robe: '#e9e6f6', trim: SN.gold, look: -0.3, mood: 'calm', light: 1, build: 0.95 };
  const P = figurePoints(fig);
  return (
    <g>
      <NightSky ctx={ctx} top="#0b0a26" bottom="#3b3a86" seed={141} stars={60} />
      <Mountains y={320} height={80} color="#25306a" seed={30} peaks={3} />
      <Halo x={238} y={246} r={40} color={SN.gold} />
      <path d="M226 252l4 -10l4 6l4 -8l4 8l4 -6l4 10Z" fill={SN.gold} />
      <path d="M210 320Q230 280 236 258" stroke="#c9c1e0" strokeWidth="3" fill="none" opacity=".6" />
      <path d="M30 320H270V440H30Z" fill="#1a2a44" />
      <Water ctx={ctx} y={360} bottom={440} glowX={150} />
      <path d="M30 360H160Q180 380 176 440H270V320H30Z" fill="none" />
      <path d="M160 440Q170 390 270 372V440Z" fill="#1a3040" />
      <path d="M160 440Q170 390 270 372" stroke={SN.ice} opacity=".4" fill="none" />
      <Wings x={150} y={P.head[1] + 30} s={1.2} color="#d9d0f6" spread={0.7} />
      <Figure {...fig} />
      <path d={`M${pt(P.head[0] - 6, P.head[1] + 34)}l6 -9l6 9Z`} fill={SN.gold} stroke={SN.ink} strokeWidth=".6" />
      <path d={`M${pt(P.head[0] - 6, P.head[1] + 34)}h12v6h-12Z`} fill="none" stroke={SN.gold} strokeWidth="1" />
      <circle cx={P.head[0]} cy={P.head[1] - 14} r="3" fill={SN.gold} />
      <g transform={`translate(${P.l[0]} ${P.l[1] + 14}) scale(.6)`}>
        <CupObj x={0} y={0} h={30} />
      </g>
      <g transform={`translate(${P.r[0]} ${P.r[1] + 10}) scale(.6) rotate(-40)`}>
        <CupObj x={0} y={0} h={30} />
      </g>
      <path d={`M${pt(P.r[0] - 8, P.r[1] - 4)}Q${pt((P.l[0] + P.r[0]) / 2, P.r[1] - 34)} ${pt(P.l[0] + 2, P.l[1] - 4)}`} fill="none" stroke={SN.cyan} strokeWidth="3" />
      <path d={`M${pt(P.r[0] - 8, P.r[1] - 4)}Q${pt((P.l[0] + P.r[0]) / 2, P.r[1] - 34)} ${pt(P.l[0] + 2, P.l[1] - 4)}`} fill="none" stroke="#fff" strokeWidth="1" />
      <path d="M214 420v-30M226 424v-26M244 420v-34" stroke="#3f8a60" strokeWidth="2" />
      <path d="M214 390q-8 -4 0 -12q8 8 0 12ZM226 398q-8 -4 0 -12q8 8 0 12ZM244 386q-8 -4 0 -12q8 8 0 12Z" fill="#8f7dff" stroke={SN.ink} strokeWidth=".6" />
      <Shadow x={150} y={410} w={40} opacity={0.3} />
    </g>
  );
}

/** Majors 8-14 of the Starlit Night deck. */
export const MAJORS_B: DeckScenes = {
  strength,
  'the-hermit': hermit,
  'wheel-of-fortune': wheel,
  justice,
  'the-hanged-man': hanged,
  death,
  temperance,
};
