import { r1 } from '../../../art-kit';
import type { DeckScenes, SceneContext } from '../../types';
import { anchors, C, Cloud, Ground, HAIRS, Hills, ln, ol, Person, Pillar, shade, SKINS, Sky, Staff, Sun, tf, Throne, Tree, Water, Wings, type Place } from './kit';

/** The Universal Waite majors III-VII: the Empress to the Chariot. */

/** A star of n points at x, y, outer radius r. */
export function starD(x: number, y: number, r: number, n = 5, inner = 0.45): string {
  const d: string[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / n;
    const rr = i % 2 ? r * inner : r;
    d.push(`${i ? 'L' : 'M'}${r1(x + Math.cos(a) * rr)} ${r1(y + Math.sin(a) * rr)}`);
  }
  return d.join('') + 'Z';
}

/** A golden orb with a cross on top. */
export function Orb({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g>
      <path d={`M${x} ${r1(y - r)}V${r1(y - r * 1.9)}M${r1(x - r * 0.4)} ${r1(y - r * 1.5)}H${r1(x + r * 0.4)}`} {...ln(2.2)} />
      <circle cx={x} cy={y} r={r} fill={C.gold} {...ol(1.8)} />
      <path d={`M${r1(x - r)} ${y}H${r1(x + r)}`} {...ln(1.2, 0.7)} />
      <circle cx={r1(x - r * 0.35)} cy={r1(y - r * 0.35)} r={r1(r * 0.3)} fill="#fff" opacity=".4" />
    </g>
  );
}

/** Wheat ears along the bottom of the picture from x0 to x1. */
function wheat(x0: number, x1: number, y: number, n: number) {
  const d: string[] = [];
  const ears: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = r1(x0 + ((x1 - x0) * i) / (n - 1));
    const top = y - 34 - ((i * 13) % 14);
    d.push(`M${x} 442Q${x + 2} ${y} ${x + 3} ${top}`);
    for (let k = 0; k < 4; k++) ears.push(`M${x + 3} ${top + 4 + k * 5}l-4 -4M${x + 3} ${top + 4 + k * 5}l4 -4`);
  }
  return (
    <g>
      <path d={d.join('')} {...ln(1.6, 1, C.darkGold)} />
      <path d={ears.join('')} {...ln(2.6, 1, C.gold)} />
      <path d={ears.join('')} {...ln(0.7, 0.6)} />
    </g>
  );
}

function empress(ctx: SceneContext) {
  const a = anchors(150, 420, 2.7, 'sit');
  const stars = Array.from({ length: 12 }, (_, i) => {
    const ang = Math.PI * (1.08 + (i * 0.84) / 11);
    return starD(r1(a.head[0] + Math.cos(ang) * 34), r1(a.head[1] - 4 + Math.sin(ang) * 34), 4.4, 6, 0.45);
  }).join('');
  return (
    <g>
      <Sky ctx={ctx} kind="yellow" />
      <Hills y={300} h={40} colour={C.darkGreen} seed={2} />
      <path d="M250 270Q256 300 252 330" {...ln(8, 1, '#cfe6f2')} />
      <Tree x={46} y={316} h={150} tall colour={C.leaf} />
      <Tree x={80} y={316} h={120} tall colour={C.darkGreen} />
      <Tree x={226} y={316} h={140} tall colour={C.darkGreen} />
      <Ground ctx={ctx} y={316} />
      <Throne x={150} seat={a.seat[1]} w={110} back={150} colour={C.red} cushion="#e8604f" base={440} />
      <path d="M104 250Q150 236 196 250" {...ln(1.2, 0.4)} />
      <Staff x1={104} y1={312} x2={102} y2={206} w={4} colour={C.gold} />
      <Person
        x={150}
        y={420}
        s={2.7}
        pose="sit"
        dress="gown"
        robe="#f7f1e1"
        pattern={C.red}
        trim={C.gold}
        under={C.white}
        skin={SKINS[0]}
        hair={HAIRS.blonde}
        hairStyle="long"
        headwear="wreath"
        turn={0.1}
        expression="smile"
        left={{ to: [104, 290], grip: 'fist' }}
        right={{ to: [172, 350], grip: 'open' }}
      />
      <circle cx={102} cy={200} r={9} fill={C.gold} {...ol(1.8)} />
      <path d={stars} fill={C.gold} {...ol(1)} />
      {/* The heart-shaped shield with the sign of Venus. */}
      <path d="M200 372C190 352 212 344 218 360C224 344 246 352 236 372L218 398Z" fill="#d9a441" {...ol()} />
      <circle cx={218} cy={364} r={6} fill="none" stroke={C.ink} strokeWidth="2.2" />
      <path d="M218 370V384M212 377H224" {...ln(2.2)} />
      {wheat(36, 112, 414, 9)}
      {wheat(196, 268, 416, 8)}
    </g>
  );
}

function ramHead(x: number, y: number, s: number, flip: 1 | -1) {
  const p: Place = { x, y, s, flip };
  return (
    <g>
      <path d={tf('M-6 -8C-6 -14 6 -14 6 -8L4 8Q0 12 -4 8Z', p)} fill={shade(C.stone, 0.2)} {...ol(1.6)} />
      <path d={tf('M4 -8C14 -14 20 -4 14 2C10 6 6 2 8 -2', p)} fill="none" {...ol(3.6)} />
      <path d={tf('M4 -8C14 -14 20 -4 14 2C10 6 6 2 8 -2', p)} {...ln(2, 1, C.cream)} />
      <path d={tf('M-4 -8C-14 -14 -20 -4 -14 2C-10 6 -6 2 -8 -2', p)} fill="none" {...ol(3.6)} />
      <path d={tf('M-4 -8C-14 -14 -20 -4 -14 2C-10 6 -6 2 -8 -2', p)} {...ln(2, 1, C.cream)} />
      <path d={tf('M-2.4 -4h0M2.4 -4h0', p)} stroke={C.ink} strokeWidth={r1(1.6 * s)} strokeLinecap="round" />
    </g>
  );
}

function emperor(ctx: SceneContext) {
  const a = anchors(150, 424, 2.75, 'sit');
  return (
    <g>
      <Sky ctx={ctx} kind="dawn" />
      <Hills y={330} h={120} peaks colour="#d9773a" seed={4} />
      <Hills y={346} h={50} peaks colour="#b85a2a" seed={9} />
      <Water y={344} h={14} colour="#6aa6d6" />
      <Ground ctx={ctx} y={356} colour="#c9a46a" wave={2} />
      <Throne x={150} seat={a.seat[1]} w={150} back={190} colour={C.stone} arch={false} base={440} />
      <path d="M86 166H214" {...ln(1.4, 0.5)} />
      {ramHead(84, 164, 1.5, 1)}
      {ramHead(216, 164, 1.5, -1)}
      <Staff x1={96} y1={300} x2={92} y2={208} w={4.4} colour={C.gold} />
      <Person
        x={150}
        y={424}
        s={2.75}
        pose="sit"
        robe={C.red}
        cloak={C.darkRed}
        under={C.stone}
        trim={C.gold}
        skin={SKINS[1]}
        hair={HAIRS.white}
        hairStyle="short"
        beard="long"
        headwear="crown"
        expression="stern"
        left={{ to: [96, 276], grip: 'fist' }}
        right={{ to: [202, 318], grip: 'open', handAngle: -30 }}
      />
      {/* The ankh sceptre and the orb. */}
      <path d="M92 208V178M82 190H102" {...ln(7.4)} />
      <path d="M92 208V178M82 190H102" {...ln(3.6, 1, C.gold)} />
      <ellipse cx={92} cy={168} rx={7} ry={9} fill="none" stroke={C.ink} strokeWidth="7.4" />
      <ellipse cx={92} cy={168} rx={7} ry={9} fill="none" stroke={C.gold} strokeWidth="3.6" />
      <Orb x={206} y={304} r={10} />
      {/* Armoured feet under the robe and throne arms with rams. */}
      {ramHead(70, 300, 1.2, 1)}
      {ramHead(230, 300, 1.2, -1)}
    </g>
  );
}

/** A kneeling monk seen from behind: tonsured head, shoulders and a robe patterned with flowers. */
function monk(x: number, y: number, s: number, robe: string, flower: string, flip: 1 | -1) {
  const p: Place = { x, y, s, flip };
  const dots = ['M-12 -20h0', 'M0 -26h0', 'M12 -18h0', 'M-6 -8h0', 'M8 -6h0', 'M-16 -4h0'].join('');
  return (
    <g>
      <path d={tf('M-26 20C-28 -10 -20 -30 0 -32C20 -30 28 -10 26 20Z', p)} fill={robe} {...ol()} />
      <path d={tf(dots, p)} stroke={flower} strokeWidth={r1(6 * s)} strokeLinecap="round" />
      <path d={tf(dots, p)} stroke={C.ink} strokeWidth={r1(1.2 * s)} strokeLinecap="round" opacity=".5" />
      <path d={tf('M-9 -38Q-13 -36 -9 -33M9 -38Q13 -36 9 -33', p)} fill={SKINS[1]} {...ol(1.2)} />
      <path d={tf('M-8 -30C-12 -40 -8 -52 0 -52C8 -52 12 -40 8 -30Z', p)} fill={HAIRS.brown} {...ol()} />
      <ellipse cx={pt0(p, 0, -47)[0]} cy={pt0(p, 0, -47)[1]} rx={r1(5 * s)} ry={r1(3 * s)} fill={SKINS[0]} {...ol(1.2)} />
    </g>
  );
}

function pt0(p: Place, lx: number, ly: number): [number, number] {
  return [r1(p.x + lx * p.s * (p.flip ?? 1)), r1(p.y + ly * p.s)];
}

function hierophant(ctx: SceneContext) {
  const a = anchors(150, 372, 2.45, 'sit');
  return (
    <g>
      <Sky ctx={ctx} kind="white" />
      <path d="M28 38H272V442H28Z" fill="#cfc8b8" />
      <path d="M28 60H272M28 120H272M28 180H272M28 240H272M28 300H272M90 38V60M190 38V60M60 60V120M150 60V120M240 60V120M100 120V180M200 120V180" {...ln(1, 0.25)} />
      <Pillar x={58} top={40} bottom={380} w={44} colour={C.stone} />
      <Pillar x={242} top={40} bottom={380} w={44} colour={C.stone} />
      <Throne x={150} seat={a.seat[1]} w={100} back={170} colour="#9a948a" base={380} arms={false} />
      <path d="M28 380H272V442H28Z" fill="#d8d0bf" {...ol()} />
      <path d="M28 400H272M28 420H272M80 380V442M150 380V442M220 380V442" {...ln(1, 0.3)} />
      {/* The triple cross staff behind the left hand. */}
      <Staff x1={212} y1={380} x2={212} y2={206} w={4} colour={C.gold} />
      <path d="M200 214H224M202 226H222M204 238H220" {...ln(6.6)} />
      <path d="M200 214H224M202 226H222M204 238H220" {...ln(3, 1, C.gold)} />
      <Person
        x={150}
        y={372}
        s={2.45}
        pose="sit"
        robe={C.red}
        cloak={C.red}
        under={C.blue}
        trim={C.white}
        skin={SKINS[1]}
        hair={HAIRS.grey}
        hairStyle="short"
        headwear="tiara"
        expression="calm"
        left={{ to: [106, 228], grip: 'palm', handAngle: -80 }}
        right={{ to: [212, 290], grip: 'fist' }}
      />
      {/* Two fingers raised in blessing. */}
      <path d="M103 222V208M108 222V210" stroke={C.ink} strokeWidth="4.6" strokeLinecap="round" />
      <path d="M103 222V208M108 222V210" stroke={SKINS[1]} strokeWidth="2.4" strokeLinecap="round" />
      {/* The white stole with crosses. */}
      <path d="M142 242L140 330M158 242L160 330" {...ln(6, 1, C.white)} />
      <path d="M136 300H146M141 295V305M154 300H164M159 295V305" {...ln(1.4)} />
      {/* The crossed keys. */}
      <path d="M124 396L176 420M176 396L124 420" {...ln(6)} />
      <path d="M124 396L176 420" {...ln(3, 1, C.gold)} />
      <path d="M176 396L124 420" {...ln(3, 1, '#dfe4ea')} />
      <circle cx={122} cy={395} r={6} fill={C.gold} {...ol(1.6)} />
      <circle cx={178} cy={395} r={6} fill="#dfe4ea" {...ol(1.6)} />
      {monk(88, 430, 1.45, C.red, '#f3c4c4', 1)}
      {monk(212, 430, 1.45, C.white, C.leaf, -1)}
    </g>
  );
}

function lovers(ctx: SceneContext) {
  const fruit = ['M218 214h0', 'M240 200h0', 'M258 222h0', 'M230 232h0', 'M250 244h0'].join('');
  const flames = ['M40 210l4 -8l4 8', 'M60 196l4 -8l4 8', 'M78 212l4 -8l4 8', 'M50 230l4 -8l4 8', 'M70 238l4 -8l4 8'].join('');
  return (
    <g>
      <Sky ctx={ctx} kind="blue" />
      <Sun x={150} y={92} r={30} face={false} colour={C.gold} />
      <path d="M96 360L150 250L204 360Z" fill="#9aa58c" {...ol()} />
      <Ground ctx={ctx} y={356} />
      {/* The tree of flames (left) and the tree of knowledge with the serpent (right). */}
      <Tree x={62} y={360} h={160} colour={C.darkGreen} />
      <path d={flames} fill={C.orange} {...ol(1.2)} />
      <Tree x={238} y={360} h={160} colour={C.leaf} />
      <path d={fruit} stroke={C.red} strokeWidth="9" strokeLinecap="round" />
      <path d={fruit} stroke={C.ink} strokeWidth="1" strokeLinecap="round" opacity=".4" />
      <path d="M236 344C226 330 250 318 238 304C228 292 248 282 244 268" {...ln(6.2)} />
      <path d="M236 344C226 330 250 318 238 304C228 292 248 282 244 268" {...ln(3.4, 1, '#5f9a48')} />
      {/* The angel above the clouds. */}
      <Wings x={150} y={166} span={210} colour={C.red} tip={C.purple} />
      <Person x={150} y={236} s={1.3} robe={C.purple} skin={SKINS[0]} hair={C.darkGreen} hairStyle="curly" expression="calm" noShadow left={{ to: [118, 150], grip: 'palm' }} right={{ to: [182, 150], grip: 'palm' }} />
      <Cloud x={150} y={228} w={150} />
      <Cloud x={96} y={214} w={70} />
      <Cloud x={206} y={214} w={70} />
      {/* The pair. */}
      <Person x={94} y={422} s={1.9} robe="#f5efe0" skin={SKINS[2]} hair={HAIRS.black} hairStyle="short" turn={0.6} eyes="up" expression="calm" right={{ to: [128, 318], grip: 'palm' }} left={{ to: [66, 346], grip: 'open' }} />
      <Person x={206} y={422} s={1.85} dress="gown" robe="#f5efe0" skin={SKINS[0]} hair={HAIRS.auburn} hairStyle="long" turn={-0.6} eyes="up" expression="calm" left={{ to: [176, 318], grip: 'palm' }} right={{ to: [232, 346], grip: 'open' }} />
    </g>
  );
}

/** A sphinx lying down, facing the viewer: lion body and paws, a human face in a striped headdress. */
function sphinx(x: number, y: number, s: number, colour: string, flip: 1 | -1) {
  const p: Place = { x, y, s, flip };
  const light = colour !== '#2d2a2a';
  const line = light ? C.ink : '#8a8480';
  const face = light ? '#f4efe4' : '#4a4440';
  return (
    <g>
      <path d={tf('M-26 0C-30 -16 -26 -30 -16 -34L16 -34C26 -30 30 -16 26 0Z', p)} fill={colour} {...ol()} />
      <path d={tf('M24 -10Q36 -14 34 -28', p)} {...ln(2.4, 1, light ? C.ink : '#000')} />
      <path d={tf('M-22 0V-12Q-16 -16 -10 -12V0ZM10 0V-12Q16 -16 22 -12V0Z', p)} fill={colour} {...ol(1.8)} />
      <path d={tf('M-20 0V-4M-16 0V-4M-12 0V-4M12 0V-4M16 0V-4M20 0V-4', p)} {...ln(1, 0.8, line)} />
      <path d={tf('M-16 -34L-14 -62Q0 -72 14 -62L16 -34Q0 -40 -16 -34Z', p)} fill={colour} {...ol()} />
      <path d={tf('M-15 -40L-13 -60M-10 -38L-9 -64M10 -38L9 -64M15 -40L13 -60', p)} {...ln(1.6, 0.9, light ? C.blue : C.gold)} />
      <path d={tf('M-8 -52C-8 -62 8 -62 8 -52C8 -44 4 -40 0 -40C-4 -40 -8 -44 -8 -52Z', p)} fill={face} {...ol(1.8)} />
      <path d={tf('M-4.6 -52.4Q-3 -53.6 -1.6 -52.4M1.6 -52.4Q3 -53.6 4.6 -52.4M0 -51V-47M-2 -44H2', p)} {...ln(1.2, 1, light ? C.ink : '#d9d0c4')} />
      <path d={tf('M-9 -58Q0 -64 9 -58', p)} {...ln(2.4, 1, light ? C.blue : C.gold)} />
    </g>
  );
}

function chariot(ctx: SceneContext) {
  const starsD = [starD(96, 122, 4), starD(126, 110, 4), starD(160, 112, 4), starD(190, 120, 4), starD(112, 136, 3.4), starD(176, 136, 3.4)].join('');
  return (
    <g>
      <Sky ctx={ctx} kind="yellow" />
      {/* The walled city behind the river. */}
      <path d="M28 300V262H44V254H52V262H70V244H80V236H90V244H100V262H200V248H212V238H224V248H236V262H256V254H272V300Z" fill={C.stone} {...ol(1.8)} />
      <path d="M56 282h0M86 262h0M218 260h0M150 282h0" stroke={C.ink} strokeWidth="4" strokeLinecap="round" />
      <Water y={300} h={20} colour="#6aa6d6" />
      <Ground ctx={ctx} y={322} colour={C.green} wave={2} />
      {/* Canopy on four posts. */}
      <path d="M70 146V300M230 146V300" {...ln(7.6)} />
      <path d="M70 146V300M230 146V300" {...ln(4, 1, C.gold)} />
      <path d="M62 150Q150 96 238 150Q150 132 62 150Z" fill={C.blue} {...ol()} />
      <path d={starsD} fill={C.gold} {...ol(0.8)} />
      <Person
        x={150}
        y={370}
        s={2.3}
        dress="armour"
        robe={C.gold}
        skin={SKINS[2]}
        hair={HAIRS.brown}
        hairStyle="short"
        headwear="crown"
        expression="stern"
        left={{ to: [104, 262], grip: 'fist' }}
        right={{ to: [196, 268], grip: 'open' }}
        noShadow
      />
      {/* A star on the crown, the sceptre. */}
      <path d={starD(150, 146, 8, 8, 0.5)} fill={C.gold} {...ol(1.2)} />
      <Staff x1={100} y1={290} x2={114} y2={186} w={4} colour={C.gold} />
      <circle cx={115} cy={180} r={7} fill={C.gold} {...ol(1.6)} />
      <path d="M132 228Q150 242 168 228" {...ln(2.6, 1, C.white)} />
      {/* The stone car with wheels and the winged sun. */}
      <circle cx={58} cy={354} r={26} fill={C.gold} {...ol()} />
      <circle cx={242} cy={354} r={26} fill={C.gold} {...ol()} />
      <path d="M58 328V380M32 354H84M242 328V380M216 354H268" {...ln(1.6, 0.7)} />
      <path d="M60 286H240V378H60Z" fill={C.stone} {...ol()} />
      <path d="M60 298H240M60 366H240" {...ln(1.2, 0.5)} />
      <path d="M112 326Q150 300 188 326Q150 320 112 326Z" fill={C.blue} {...ol(1.6)} />
      <circle cx={150} cy={320} r={8} fill={C.red} {...ol(1.6)} />
      <path d="M138 344H162M150 336V352" {...ln(3, 1, C.red)} />
      {sphinx(100, 430, 1.4, '#2d2a2a', -1)}
      {sphinx(200, 430, 1.4, '#f2eee2', 1)}
    </g>
  );
}

/** The drafts of majors III-VII. */
export const MAJOR_B: DeckScenes = {
  'the-empress': empress,
  'the-emperor': emperor,
  'the-hierophant': hierophant,
  'the-lovers': lovers,
  'the-chariot': chariot,
};

