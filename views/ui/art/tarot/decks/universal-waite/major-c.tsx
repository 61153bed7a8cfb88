import { r1 } from '../../../art-kit';
import type { DeckScenes, SceneContext } from '../../types';
import { anchors, Book, C, Cloud, Glow, Ground, HAIRS, Head, Hills, Horse, Lily, Limb, ln, ol, Person, Pillar, saddle, shade, SKINS, Sky, Staff, Sun, Sword, tf, Throne, Water, Wings, type Place } from './kit';
import { starD } from './major-b';

/** The Universal Waite majors VIII-XIV: Strength to Temperance. */

/** A lemniscate (the sign of infinity) centred at x, y, w wide, outlined in ink. */
export function lemniscateD(x: number, y: number, w: number, colour: string) {
  const s = w / 24;
  const d = tf('M0 0C-4 -6 -12 -6 -12 0C-12 6 -4 6 0 0C4 -6 12 -6 12 0C12 6 4 6 0 0Z', { x, y, s });
  return (
    <g>
      <path d={d} fill="none" stroke={C.ink} strokeWidth={r1(3.4 * s + 2.4)} />
      <path d={d} fill="none" stroke={colour} strokeWidth={r1(3.4 * s)} />
    </g>
  );
}

/** A lion in profile facing right (flip -1: left), paws at y; a full orange mane. */
export function Lion({ x, y, s, flip, colour = '#e7a23c', mane = '#c9652a', mouthOpen = false }: Place & { colour?: string; mane?: string; mouthOpen?: boolean }) {
  const p: Place = { x, y, s, flip };
  const maneD: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const rr = i % 2 ? 15 : 22;
    maneD.push(`${i ? 'L' : 'M'}${r1(22 + Math.cos(a) * rr)} ${r1(-52 + Math.sin(a) * rr)}`);
  }
  const leg = (a0: [number, number], a1: [number, number], c: string, k: number) => <Limb key={k} points={[pt2(p, a0), pt2(p, a1)]} width={r1(8 * s)} colour={c} folds={false} />;
  return (
    <g>
      <ellipse cx={x} cy={y + 1} rx={r1(44 * s)} ry={r1(5 * s)} fill={C.ink} opacity=".2" />
      {leg([-30, -28], [-33, -2], shade(colour, -0.15), 1)}
      {leg([12, -28], [10, -2], shade(colour, -0.15), 2)}
      <path d={tf('M-40 -40C-50 -44 -52 -56 -56 -62', p)} {...ln(r1(3 * s) + 2.4)} />
      <path d={tf('M-40 -40C-50 -44 -52 -56 -56 -62', p)} {...ln(r1(3 * s), 1, colour)} />
      <path d={tf('M-58 -68C-62 -62 -58 -56 -54 -58C-52 -62 -54 -66 -58 -68Z', p)} fill={mane} {...ol(1.4)} />
      <path d={tf('M-40 -44C-40 -54 -30 -56 -10 -54L16 -52C24 -52 26 -44 24 -36L22 -24C10 -20 -20 -20 -36 -24C-42 -28 -42 -38 -40 -44Z', p)} fill={colour} {...ol()} />
      <path d={tf('M-36 -26C-20 -22 10 -22 22 -26L22 -24C10 -20 -20 -20 -36 -24Z', p)} fill={C.ink} opacity=".15" />
      <path d={tf(maneD.join('') + 'Z', p)} fill={mane} {...ol()} />
      <path d={tf(mouthOpen ? 'M20 -60C24 -68 38 -68 40 -60L46 -52L38 -50L44 -46C42 -40 36 -40 30 -40C24 -40 18 -46 18 -52Z' : 'M20 -60C24 -68 38 -68 40 -60L45 -51C45 -45 38 -41 32 -41C24 -41 18 -46 18 -52Z', p)} fill={colour} {...ol(1.8)} />
      <path d={tf('M22 -64L20 -70L26 -66Z', p)} fill={colour} {...ol(1.2)} />
      <path d={tf('M33 -56.5h0', p)} stroke={C.ink} strokeWidth={r1(2.4 * s)} strokeLinecap="round" />
      <path d={tf('M42 -54L45 -52L42 -50Z', p)} fill={C.ink} />
      <path d={tf('M44 -47Q38 -46 34 -48', p)} {...ln(1.2)} />
      {leg([-22, -26], [-20, -2], colour, 3)}
      {leg([18, -28], [22, -2], colour, 4)}
    </g>
  );
}

function pt2(p: Place, a: [number, number]): [number, number] {
  return [r1(p.x + a[0] * p.s * (p.flip ?? 1)), r1(p.y + a[1] * p.s)];
}

function strength(ctx: SceneContext) {
  const garland = ['M76 192h0', 'M86 186h0', 'M98 184h0', 'M110 186h0', 'M120 192h0'].join('');
  return (
    <g>
      <Sky ctx={ctx} kind="yellow" />
      <path d="M150 330L196 250L246 330Z" fill="#7fa6cf" {...ol()} />
      <path d="M182 274L196 250L212 276L204 272L196 280L190 272Z" fill={C.white} {...ol(1.4)} />
      <Ground ctx={ctx} y={330} />
      <Lion x={224} y={426} s={1.9} flip={-1} />
      <Person
        x={96}
        y={420}
        s={2.4}
        dress="gown"
        robe={C.white}
        belt={C.red}
        skin={SKINS[0]}
        hair={HAIRS.blonde}
        hairStyle="long"
        headwear="wreath"
        turn={0.6}
        eyes="down"
        expression="calm"
        left={{ to: [104, 300], grip: 'fist' }}
        right={{ to: [166, 312], grip: 'open', handAngle: 70 }}
      />
      <path d={garland} stroke={C.red} strokeWidth="6" strokeLinecap="round" />
      <path d="M104 300Q96 340 112 372Q130 390 150 384" {...ln(3.4, 1, C.red)} />
      {lemniscateD(98, 160, 34, C.gold)}
    </g>
  );
}

function hermit(ctx: SceneContext) {
  return (
    <g>
      <Sky ctx={ctx} kind="night" />
      <path d="M28 330L90 290L140 320L200 280L272 316V442H28Z" fill="#b9c7d8" {...ol(2)} />
      <path d="M28 380Q100 350 160 372T272 356V442H28Z" fill="#eef2f6" {...ol()} />
      <path d="M60 400Q100 390 130 398M180 392Q220 384 250 390" {...ln(1.2, 0.4)} />
      <Glow ctx={ctx} name="glow" x={84} y={232} r={70} />
      <Staff x1={206} y1={416} x2={198} y2={150} w={5} colour={C.brown} />
      <Person
        x={150}
        y={414}
        s={2.6}
        robe="#8f8b93"
        cloak="#6f6b75"
        under="#8f8b93"
        skin={SKINS[1]}
        hair={HAIRS.white}
        hairStyle="long"
        beard="long"
        beardColour={HAIRS.white}
        headwear="hood"
        wearColour="#6f6b75"
        turn={-0.6}
        eyes="down"
        expression="calm"
        left={{ to: [88, 196], grip: 'fist' }}
        right={{ to: [200, 262], grip: 'fist' }}
      />
      {/* The lantern with its six-pointed star. */}
      <path d="M88 198V210" {...ln(1.6)} />
      <path d="M74 214H102L98 252H78Z" fill="#fff3b8" {...ol()} />
      <path d="M72 210H104L100 216H76ZM76 252H100L96 258H80Z" fill={C.darkStone} {...ol(1.6)} />
      <path d={starD(88, 232, 10, 6, 0.55)} fill={C.gold} {...ol(1.2)} />
      <path d="M81 216V250M95 216V250" {...ln(1, 0.5)} />
    </g>
  );
}

/** One of the four living creatures (angel, eagle, bull, lion) on a cloud with a book, centred at x, y. */
export function creature(kind: 'angel' | 'eagle' | 'bull' | 'lion', x: number, y: number) {
  const head =
    kind === 'angel' ? (
      <>
        <Wings x={x} y={y + 4} span={50} colour={C.white} />
        <Head x={x} y={y - 4} s={1.25} skin={SKINS[0]} hair={HAIRS.blonde} hairStyle="curly" />
      </>
    ) : kind === 'eagle' ? (
      <>
        <Wings x={x} y={y + 4} span={52} colour="#a8773e" />
        <path d={`M${x - 10} ${y + 6}C${x - 12} ${y - 10} ${x - 2} ${y - 18} ${x + 6} ${y - 14}L${x + 16} ${y - 8}L${x + 8} ${y - 4}C${x + 8} ${y + 2} ${x + 6} ${y + 6} ${x} ${y + 8}Z`} fill="#8a5a32" {...ol(1.8)} />
        <path d={`M${x + 6} ${y - 14}L${x + 16} ${y - 8}L${x + 8} ${y - 4}Z`} fill={C.gold} {...ol(1.2)} />
        <path d={`M${x + 2} ${y - 9}h0`} stroke={C.ink} strokeWidth="2.6" strokeLinecap="round" />
      </>
    ) : kind === 'bull' ? (
      <>
        <Wings x={x} y={y + 4} span={50} colour={C.stone} />
        <path d={`M${x - 8} ${y - 10}C${x - 16} ${y - 12} ${x - 18} ${y - 20} ${x - 14} ${y - 24}M${x + 8} ${y - 10}C${x + 16} ${y - 12} ${x + 18} ${y - 20} ${x + 14} ${y - 24}`} {...ln(3.6)} />
        <path d={`M${x - 8} ${y - 10}C${x - 16} ${y - 12} ${x - 18} ${y - 20} ${x - 14} ${y - 24}M${x + 8} ${y - 10}C${x + 16} ${y - 12} ${x + 18} ${y - 20} ${x + 14} ${y - 24}`} {...ln(1.6, 1, C.cream)} />
        <path d={`M${x - 10} ${y - 12}H${x + 10}L${x + 8} ${y + 4}Q${x} ${y + 12} ${x - 8} ${y + 4}Z`} fill="#9a6b42" {...ol(1.8)} />
        <ellipse cx={x} cy={y + 5} rx="6" ry="4" fill="#d8a98a" {...ol(1.2)} />
        <path d={`M${x - 4} ${y - 5}h0M${x + 4} ${y - 5}h0`} stroke={C.ink} strokeWidth="2.4" strokeLinecap="round" />
      </>
    ) : (
      <>
        <Wings x={x} y={y + 4} span={50} colour={C.gold} />
        <circle cx={x} cy={y - 4} r={13} fill="#c9652a" {...ol(1.8)} />
        <circle cx={x} cy={y - 3} r={8} fill="#e7a23c" {...ol(1.4)} />
        <path d={`M${x - 3} ${y - 5}h0M${x + 3} ${y - 5}h0`} stroke={C.ink} strokeWidth="2.2" strokeLinecap="round" />
        <path d={`M${x - 2} ${y}L${x} ${y + 2}L${x + 2} ${y}Z`} fill={C.ink} />
      </>
    );
  return (
    <g>
      <Cloud x={x} y={y + 14} w={62} colour="#dfe3ea" />
      {head}
      <Book x={x} y={y + 18} w={28} />
    </g>
  );
}

function wheel(ctx: SceneContext) {
  const cx = 150;
  const cy = 256;
  const spokes: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    spokes.push(`M${r1(cx + Math.cos(a) * 24)} ${r1(cy + Math.sin(a) * 24)}L${r1(cx + Math.cos(a) * 62)} ${r1(cy + Math.sin(a) * 62)}`);
  }
  const letters = ['T', 'A', 'R', 'O'];
  return (
    <g>
      <Sky ctx={ctx} kind="blue" />
      {creature('angel', 62, 80)}
      {creature('eagle', 238, 80)}
      {creature('bull', 62, 402)}
      {creature('lion', 238, 402)}
      {/* The serpent descending on the left, Anubis rising on the right. */}
      <path d="M76 170C96 190 70 220 84 250C98 280 70 300 86 336" {...ln(9)} />
      <path d="M76 170C96 190 70 220 84 250C98 280 70 300 86 336" {...ln(5.6, 1, C.gold)} />
      <path d="M80 334L92 344L80 346Z" fill={C.gold} {...ol(1.4)} />
      <circle cx={cx} cy={cy} r={92} fill="#e08a3a" {...ol()} />
      <circle cx={cx} cy={cy} r={74} fill="#f3c06a" {...ol(2)} />
      <circle cx={cx} cy={cy} r={62} fill="#7fb6df" {...ol(2)} />
      <path d={spokes.join('')} {...ln(2.4)} />
      <circle cx={cx} cy={cy} r={24} fill="#f3c06a" {...ol(2)} />
      <circle cx={cx} cy={cy} r={9} fill={C.gold} {...ol(1.8)} />
      {letters.map((l, i) => {
        const a = -Math.PI / 2 + (i * Math.PI) / 2;
        return (
          <text key={l} x={r1(cx + Math.cos(a) * 83)} y={r1(cy + Math.sin(a) * 83 + 5)} textAnchor="middle" fontFamily="'DejaVu Serif', serif" fontWeight="bold" fontSize="15" fill={C.ink}>
            {l}
          </text>
        );
      })}
      <path d={`M${cx - 4} ${cy - 40}h8M${cx} ${cy - 44}v8M${cx + 36} ${cy - 4}a4 4 0 1 0 0.1 0M${cx - 40} ${cy}h8M${cx} ${cy + 36}l-4 8h8z`} {...ln(2)} />
      {/* Anubis, red, rising on the right. */}
      <path d="M226 330C232 310 236 296 244 286L258 288C262 300 258 318 250 336Z" fill="#c0453a" {...ol()} />
      <path d="M240 290C238 280 240 270 244 266L246 252L252 262L256 254L258 270C266 272 272 278 270 282L256 284Q250 294 240 290Z" fill="#b13a30" {...ol(1.8)} />
      <path d="M252 272h0" stroke={C.gold} strokeWidth="2.4" strokeLinecap="round" />
      {/* The sphinx with the sword on top. */}
      <path d="M116 166C116 146 130 140 150 142C170 140 184 146 184 166Z" fill="#6f95c6" {...ol()} />
      <Sword x1={170} y1={160} x2={178} y2={86} w={4.4} />
      <path d="M134 150C130 128 138 112 150 112C162 112 170 128 166 150Z" fill="#6f95c6" {...ol(1.8)} />
      <Head x={150} y={128} s={1.3} skin={SKINS[0]} hairStyle="none" headwear="none" />
      <path d="M137 118Q150 110 163 118" {...ln(3, 1, C.gold)} />
    </g>
  );
}

function justice(ctx: SceneContext) {
  const a = anchors(150, 414, 2.6, 'sit');
  return (
    <g>
      <Sky ctx={ctx} kind="yellow" />
      <path d="M28 150H272V414H28Z" fill="#6a4b8a" {...ol()} />
      <path d="M60 150Q64 280 58 414M240 150Q236 280 242 414M110 150Q114 280 108 414M190 150Q186 280 192 414" {...ln(1.4, 0.3)} />
      <Pillar x={52} top={110} bottom={414} w={36} />
      <Pillar x={248} top={110} bottom={414} w={36} />
      <Throne x={150} seat={a.seat[1]} w={110} back={160} colour={C.stone} base={414} />
      <path d="M28 414H272V442H28Z" fill="#c9c2b0" {...ol()} />
      <Sword x1={96} y1={338} x2={102} y2={150} w={6} />
      <Person
        x={150}
        y={414}
        s={2.6}
        pose="sit"
        robe={C.red}
        cloak={C.leaf}
        under={C.white}
        trim={C.gold}
        skin={SKINS[2]}
        hair={HAIRS.brown}
        hairStyle="bob"
        headwear="crown"
        expression="stern"
        left={{ to: [98, 310], grip: 'fist' }}
        right={{ to: [206, 300], grip: 'fist' }}
      />
      {/* The scales. */}
      <path d="M206 294V282M178 284H234M182 284L172 322M182 284L192 322M230 284L220 322M230 284L240 322" {...ln(1.6)} />
      <path d="M170 322H194Q190 332 182 332Q174 332 170 322ZM218 322H242Q238 332 230 332Q222 332 218 322Z" fill={C.gold} {...ol(1.6)} />
      <path d="M200 282h12" {...ln(3)} />
      <path d="M143 198H157V206H143Z" fill={C.blue} {...ol(1.2)} />
    </g>
  );
}

function hangedMan(ctx: SceneContext) {
  const leaves = ['M64 90l-8 -6l2 8z', 'M110 78l-4 -8l-2 8z', 'M190 78l4 -8l2 8z', 'M236 90l8 -6l-2 8z', 'M150 120l-8 4l8 2z'].join('');
  return (
    <g>
      <Sky ctx={ctx} kind="white" />
      <Hills y={404} h={40} colour="#a9bf8c" seed={8} />
      <Ground ctx={ctx} y={410} wave={2} />
      {/* The living tau cross. */}
      <path d="M142 96H158V430H142Z" fill={C.brown} {...ol()} />
      <path d="M52 80H248V98H52Z" fill={C.brown} {...ol()} />
      <path d="M70 88H110M180 90H230M148 150V200M152 260V330" {...ln(1.2, 0.5)} />
      <path d={leaves} fill={C.leaf} {...ol(1.2)} />
      <path d="M154 98V118" {...ln(2)} />
      <g transform="rotate(180 150 228)">
        <Person
          x={150}
          y={338}
          s={2.3}
          dress="tunic"
          robe="#3d5fa8"
          under={C.red}
          shoes={C.gold}
          belt={C.gold}
          skin={SKINS[1]}
          hair={HAIRS.blonde}
          hairStyle="bob"
          halo
          eyes="closed"
          expression="calm"
          noShadow
          left={{ to: [138, 236], grip: 'fist', back: true }}
          right={{ to: [162, 236], grip: 'fist', back: true }}
          legs={{ left: { foot: [-3, 0] }, right: { foot: [-3, -18], knee: [26, -20] } }}
        />
      </g>
    </g>
  );
}

function death(ctx: SceneContext) {
  const hp: Place = { x: 166, y: 392, s: 1.7, flip: -1 };
  const [sx, sy] = saddle(hp);
  const rose: string[] = [];
  for (let i = 0; i < 5; i++) {
    const ang = -Math.PI / 2 + (i * Math.PI * 2) / 5;
    rose.push(`M${r1(118 + Math.cos(ang) * 7)} ${r1(120 + Math.sin(ang) * 7)}a5 5 0 1 0 0.1 0`);
  }
  return (
    <g>
      <Sky ctx={ctx} kind="dawn" />
      <Sun x={232} y={306} r={22} face={false} />
      <path d="M196 318V270H206V262H214V318ZM250 318V262H258V270H268V318Z" fill={C.darkStone} {...ol(1.6)} />
      <Water y={316} h={26} colour="#5d8fc4" />
      <Ground ctx={ctx} y={342} colour="#6f8f4e" wave={2} />
      {/* The fallen king. */}
      <path d="M62 426L56 410L66 418L72 404L78 418L88 410L84 426Z" fill={C.gold} {...ol(1.6)} transform="rotate(-20 72 418)" />
      <Horse x={hp.x} y={hp.y} s={hp.s} flip={-1} gait="walk" colour={C.white} cloth="#2d2a2a" clothPattern={C.red} />
      {/* The bishop before him. */}
      <Person x={242} y={432} s={1.3} robe={C.gold} cloak={C.blue} skin={SKINS[1]} hair={HAIRS.grey} headwear="tiara" turn={-0.8} expression="worried" left={{ to: [224, 350], grip: 'palm', handAngle: -100 }} right={{ to: [228, 350], grip: 'palm', handAngle: -80 }} />
      {/* The banner of the white rose. */}
      <Staff x1={130} y1={300} x2={114} y2={90} w={3.6} colour={C.brown} />
      <path d="M116 92L64 98Q70 124 62 150L120 144Z" fill="#1f1c1c" {...ol()} />
      <g transform="translate(-28 2)">
        <path d={rose.join('')} fill={C.white} {...ol(1.2)} />
        <circle cx={118} cy={120} r={4} fill={C.gold} {...ol(1)} />
      </g>
      <Person x={sx} y={sy} s={1.45} pose="ride" facing={-1} dress="armour" robe="#2d2a2a" skin="#efe8d8" hairStyle="none" headwear="plumed-helmet" wearColour={C.red} turn={-0.5} noShadow left={{ to: [128, 236], grip: 'fist' }} right={{ to: [120, 278], grip: 'fist' }} />
      {/* The skull under the helmet. */}
      <Skull x={sx} y={sy - 41 * 1.45} s={1.45} />
    </g>
  );
}

/** A skull face (bone, dark sockets and teeth) over a head of scale s at x, y. */
export function Skull({ x, y, s }: { x: number; y: number; s: number }) {
  const p: Place = { x, y, s };
  return (
    <g>
      <path d={tf('M-7 -2C-7 -8 7 -8 7 -2C7 4 5 6 3 8V10H-3V8C-5 6 -7 4 -7 -2Z', p)} fill="#f1ece0" {...ol(1.6)} />
      <path d={tf('M-4.6 -1.6a2.2 2.4 0 1 0 0.1 0M4.6 -1.6a2.2 2.4 0 1 0 0.1 0M0 2L-1.2 4.4H1.2Z', p)} fill={C.ink} />
      <path d={tf('M-3 7.4H3M-1.5 6.4V9M0 6.4V9M1.5 6.4V9', p)} {...ln(0.8)} />
    </g>
  );
}

function temperance(ctx: SceneContext) {
  const a = anchors(150, 410, 2.5, 'stand');
  return (
    <g>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={300} h={36} peaks colour="#8aa3c0" seed={6} />
      <Sun x={236} y={282} r={12} face={false} />
      <path d="M236 270L230 262L234 264L236 256L238 264L242 262Z" fill={C.gold} {...ol(1)} />
      <Ground ctx={ctx} y={300} />
      <path d="M230 300Q200 330 222 350Q260 380 220 442H252Q282 390 252 352Q236 332 246 300Z" fill="#e8d9b0" {...ol(1.6)} />
      <path d="M28 370Q90 356 150 380Q170 420 150 442H28Z" fill="#5b9bd1" {...ol()} />
      <path d="M50 398q6 -4 12 0t12 0M90 416q6 -4 12 0t12 0M48 430q6 -4 12 0t12 0" {...ln(1.3, 0.6, C.white)} />
      {[238, 256].map((x) => (
        <Lily key={x} x={x} y={440 - (x % 3) * 4} h={44} colour={C.gold} />
      ))}
      <Wings x={150} y={a.shoulderL[1] + 10} span={230} colour={C.red} tip={C.purple} />
      <Person
        x={150}
        y={410}
        s={2.5}
        robe={C.white}
        under={C.white}
        skin={SKINS[0]}
        hair={HAIRS.blonde}
        hairStyle="bob"
        expression="calm"
        eyes="down"
        turn={0.3}
        noShadow
        left={{ to: [112, 250], grip: 'fist' }}
        right={{ to: [186, 312], grip: 'fist' }}
      />
      <circle cx={a.head[0]} cy={a.head[1] - 13} r={4.2} fill={C.gold} {...ol(1.2)} />
      <path d="M150 254L138 274H162Z" fill="none" stroke={C.ink} strokeWidth="4.6" />
      <path d="M150 254L138 274H162Z" fill={C.white} stroke={C.gold} strokeWidth="2.2" />
      <path d="M142 268h16" stroke={C.white} strokeWidth="2" />
      {/* The two cups and the water between them. */}
      <path d="M114 238Q150 250 180 300" {...ln(5.4)} />
      <path d="M114 238Q150 250 180 300" {...ln(3, 1, '#a9d8f2')} />
      <path d="M104 236H124L120 250H108Z" fill={C.gold} {...ol(1.8)} />
      <path d="M176 300H198L194 318H180Z" fill={C.gold} {...ol(1.8)} />
      <ellipse cx={132} cy={412} rx={12} ry={4} fill={C.ink} opacity=".2" />
    </g>
  );
}

/** The drafts of majors VIII-XIV. */
export const MAJOR_C: DeckScenes = {
  strength,
  'the-hermit': hermit,
  'wheel-of-fortune': wheel,
  justice,
  'the-hanged-man': hangedMan,
  death,
  temperance,
};
