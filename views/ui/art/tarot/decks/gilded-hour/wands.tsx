import type { DeckScenes, SceneContext } from '../../types';
import { r1 } from '../../../art-kit';
import { Backdrop, chevrons, cloud, Floor, GOLD, GOLD_HI, GOLD_LO, hand, INK, IVORY, OX, paints, person, polar, type Pt, Railing, SKIN, Skyline, TEAL, TEAL_D, tone } from './kit';
import { ArchBands, Confetti, DecoBorder, Funnel, Globe, Laurel, Moon, pipPaints, Sea, Searchlights, Shadow, Stars, Sunburst, Towers, Wand } from './pip-kit';

/**
 * The Gilded Hour's wands: batons, canes and gilded staves of nerve and ambition, carried through
 * a city of setback towers, penthouse terraces, harbours, rooftops and ticker-tape parades.
 */

/** A wand held in a hand at h, along direction deg (0 = up, clockwise): `below` behind the grip, `above` ahead of it. */
function held(h: Pt, deg: number, below: number, above: number, w = 5) {
  const [x1, y1] = polar(h[0], h[1], below, deg + 180);
  const [x2, y2] = polar(h[0], h[1], above, deg);
  return <Wand x1={x1} y1={y1} x2={x2} y2={y2} w={w} />;
}

function ace(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.dusk} />
      <Stars seed={11} count={45} h={220} />
      <Searchlights x={70} y={440} angles={[-72, -112]} />
      <Searchlights x={236} y={440} angles={[-98, -58]} />
      <Sunburst cx={150} cy={190} r={190} n={20} from={0} to={360} opacity={0.13} />
      <circle cx="150" cy="190" r="80" fill={p.glow} opacity=".55" />
      <Skyline seed={3} base={440} hMin={60} hMax={150} />
      <Towers base={440} list={[[150, 46, 200, 3, 40]]} fill="#161d1c" />
      {/* The arm: a tuxedo sleeve from a stepped cloud, the gloved fist round the baton. */}
      <Wand x1={146} y1={330} x2={158} y2={70} w={11} />
      <path d="M270 150L206 178Q190 184 176 186V208Q196 206 212 200L270 178Z" fill={p.satin} stroke={GOLD} strokeWidth="1" />
      <path d="M180 184V210" stroke={IVORY} strokeWidth="5" />
      <path d="M176 186Q164 182 146 186Q138 190 140 198Q138 206 146 210Q164 214 176 208Z" fill={IVORY} stroke={GOLD_LO} strokeWidth="1" />
      <path d="M147 192h16M146 198h17M147 204h16M152 186q-6 -6 2 -10q8 -2 10 8" stroke={GOLD_LO} strokeWidth=".9" fill="none" />
      <path d={cloud(238, 152, 84)} fill="#24302e" stroke={GOLD} strokeWidth=".9" />
      <path d={cloud(62, 300, 60)} fill="#24302e" stroke={GOLD} strokeWidth=".8" />
      <path d="M128 120l5 -7l5 7l-5 7ZM178 252l4 -6l4 6l-4 6ZM120 216l4 -5l4 5l-4 5Z" fill={GOLD_HI} />
      <DecoBorder />
    </g>
  );
}

function two(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const man = person({ x: 112, y: 428, s: 1.22, build: 'broad', dress: 'suit', c1: '#2c3d3a', c2: OX, hair: 'sleek', hairColor: '#3a2616', skin: SKIN.olive, turn: 0.7, moustache: true, left: [38, 150], right: [14, 4], mouth: 'stern' });
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.dusk} />
      <Stars seed={22} count={30} h={120} />
      <Sunburst cx={190} cy={330} r={220} n={14} opacity={0.12} />
      <Skyline seed={8} base={336} hMin={40} hMax={150} opacity={0.9} />
      <Sea y={330} bottom={350} rows={1} />
      <Floor y0={350} fill="#221d17" rows={5} opacity={0.35} />
      <path d="M30 318H270V326H30Z" fill={p.gold} />
      <Railing x0={30} x1={270} y={326} h={24} gap={12} />
      {/* The second wand stands in a stepped urn at the parapet. */}
      <Wand x1={226} y1={424} x2={226} y2={212} w={6} />
      <path d="M206 436h40l-4 -10h-6l-2 -14h-16l-2 14h-6Z" fill={p.ox} stroke={GOLD} strokeWidth=".8" />
      <Shadow x={112} y={430} rx={30} />
      {held(man.rh, 0, 46, 150, 6)}
      {man.el}
      <Globe x={man.lh[0]} y={man.lh[1] - 16} r={15} />
      <DecoBorder />
    </g>
  );
}

function three(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const woman = person({ x: 128, y: 420, s: 1.15, dress: 'coat', c1: p.teal, c2: GOLD, hair: 'cloche', skin: SKIN.brown, turn: 0.9, left: [10, 6], right: [24, 150], mouth: 'calm' });
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.dawn} />
      <Sunburst cx={190} cy={296} r={230} n={16} opacity={0.14} color={GOLD_HI} />
      <circle cx="190" cy="296" r="34" fill={GOLD_HI} />
      <path d="M156 284h68M150 290h80" stroke="#c7764a" strokeWidth="2" />
      <Sea y={296} bottom={376} rows={4} />
      <path d="M178 292h62l-6 9h-52Z" fill={INK} stroke={GOLD} strokeWidth=".6" />
      <Funnel x={196} y={275} w={9} h={17} />
      <Funnel x={216} y={275} w={9} h={17} />
      <path d="M50 297h34l-4 6h-28Z" fill={INK} stroke={GOLD} strokeWidth=".6" />
      <Funnel x={60} y={286} w={6} h={11} />
      <path d="M30 376H270V440H30Z" fill="#2a231b" />
      <path d="M30 376H270" stroke={GOLD} strokeWidth="2" />
      <path d="M30 394H270M30 418H270M70 376v64M150 376v64M230 376v64" stroke={GOLD_LO} strokeWidth=".6" />
      <Wand x1={60} y1={400} x2={64} y2={214} w={6} />
      <Wand x1={244} y1={404} x2={240} y2={236} w={6} />
      <Shadow x={128} y={422} rx={28} />
      {held(woman.rh, 4, 60, 130, 6)}
      {woman.el}
      <DecoBorder />
    </g>
  );
}

function four(ctx: SceneContext) {
  const p = paints(ctx);
  const bride = person({ x: 130, y: 414, s: 1.02, dress: 'gown', c1: p.ivory, c2: GOLD, hair: 'veil', hairColor: IVORY, skin: SKIN.fair, turn: 0.4, mouth: 'smile', left: [30, 150], right: [20, -40] });
  const groom = person({ x: 174, y: 416, s: 1.06, build: 'broad', dress: 'tux', hair: 'sleek', skin: SKIN.deep, turn: -0.4, mouth: 'smile', left: [20, -40], right: [34, 160] });
  const posts = [
    [62, 436, 150],
    [238, 436, 150],
    [98, 352, 196],
    [202, 352, 196],
  ] as const;
  const swag = 'M66 166Q150 214 234 166M100 206Q150 232 200 206';
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <Stars seed={4} count={35} h={120} />
      <ArchBands cx={150} base={336} w={170} h={220} bands={3} fill="#172523" />
      <Sunburst cx={150} cy={336} r={120} n={12} opacity={0.2} />
      <Floor y0={336} fill="#211c16" rows={6} opacity={0.4} />
      {posts.slice(2).map(([x, y1, y2]) => (
        <Wand key={x} x1={x} y1={y1} x2={x} y2={y2} w={5} />
      ))}
      <path d={swag} fill="none" stroke={TEAL} strokeWidth="4" />
      <path d={swag} fill="none" stroke={GOLD_HI} strokeWidth="2.4" strokeDasharray=".1 9" strokeLinecap="round" />
      <Shadow x={152} y={418} rx={50} />
      {groom.el}
      {bride.el}
      <path d={`M${r1(bride.lh[0] - 7)} ${r1(bride.lh[1] - 4)}a7 7 0 1 0 14 0a7 7 0 1 0 -14 0`} fill={OX} stroke={GOLD} strokeWidth=".8" />
      <path d={`M${r1(bride.lh[0] - 3)} ${r1(bride.lh[1] - 7)}h6M${r1(bride.lh[0] - 4)} ${r1(bride.lh[1] - 2)}h8`} stroke={GOLD_HI} strokeWidth="1" />
      <path d={`M${groom.rh[0]} ${groom.rh[1]}l-6 -18l6 6l6 -6Z`} fill={GOLD_HI} stroke={GOLD_LO} strokeWidth=".6" />
      {posts.slice(0, 2).map(([x, y1, y2]) => (
        <Wand key={x} x1={x} y1={y1} x2={x} y2={y2} w={7} />
      ))}
      <Confetti seed={44} count={40} y={60} h={150} />
      <DecoBorder />
    </g>
  );
}

function five(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const people = [
    person({ x: 58, y: 428, s: 0.74, pose: 'stride', dress: 'flapper', c1: p.teal, c2: GOLD, hair: 'bob', skin: SKIN.fair, turn: 0.6, mouth: 'open', left: [20, 10], right: [70, 140] }),
    person({ x: 104, y: 402, s: 0.7, pose: 'dance', dress: 'suit', c1: OX, c2: GOLD, hair: 'sleek', hairColor: '#6b3a1c', skin: SKIN.tan, turn: 0.5, mouth: 'smile', left: [30, 20], right: [120, 170] }),
    person({ x: 152, y: 434, s: 0.78, pose: 'stride', dress: 'tux', hair: 'curls', skin: SKIN.deep, turn: -0.2, mouth: 'open', left: [140, 170], right: [30, 10] }),
    person({ x: 198, y: 402, s: 0.7, pose: 'dance', dress: 'flapper', c1: OX, c2: GOLD_HI, hair: 'feather', skin: SKIN.olive, turn: -0.5, mouth: 'smile', left: [110, 160], right: [30, 20] }),
    person({ x: 244, y: 428, s: 0.74, pose: 'stride', dress: 'suit', c1: '#35506b', c2: GOLD, hair: 'cap', hairColor: '#2a1a10', skin: SKIN.ivory, turn: -0.6, mouth: 'stern', left: [70, 140], right: [20, 10] }),
  ];
  const canes: [Pt, number][] = [
    [people[0]!.rh, 40],
    [people[1]!.rh, 20],
    [people[2]!.lh, -10],
    [people[3]!.lh, -25],
    [people[4]!.lh, -45],
  ];
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.dusk} />
      <Stars seed={5} count={40} h={140} />
      <Moon x={236} y={86} r={16} />
      <Skyline seed={15} base={330} hMin={50} hMax={170} />
      {/* A rooftop water tower and the roof's tiles. */}
      <path d="M120 300h36v-36h-36ZM116 264h44l-8 -12h-28ZM124 300l-4 30M152 300l4 30" fill="#2a231b" stroke={GOLD} strokeWidth=".8" />
      <Floor y0={330} fill="#262019" rows={5} opacity={0.4} />
      <Shadow x={150} y={432} rx={110} ry={6} opacity={0.35} />
      {people.map((one, i) => (
        <g key={i}>{one.el}</g>
      ))}
      {canes.map(([h, deg], i) => (
        <g key={i}>{held(h, deg, 20, 96, 5)}</g>
      ))}
      <DecoBorder />
    </g>
  );
}

function six(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const flyer = person({ x: 150, y: 340, s: 0.92, dress: 'coat', c1: '#6a4326', c2: IVORY, hair: 'helmet', skin: SKIN.tan, mouth: 'smile', turn: 0.2, left: [40, 20], right: [150, 176] });
  const crowd = [
    person({ x: 70, y: 530, s: 0.92, dress: 'suit', c1: '#3b3a52', c2: OX, hair: 'top-hat', skin: SKIN.fair, turn: 0.5, mouth: 'open', left: [150, 170], right: [150, 170] }),
    person({ x: 150, y: 548, s: 0.9, dress: 'flapper', c1: OX, c2: GOLD, hair: 'cloche', skin: SKIN.brown, turn: 0.2, mouth: 'smile', left: [140, 175], right: [20, 10] }),
    person({ x: 222, y: 536, s: 0.9, dress: 'gown', c1: p.teal, c2: GOLD, hair: 'bob', hairColor: '#7a3a1a', skin: SKIN.ivory, turn: -0.4, mouth: 'open', left: [150, 172], right: [150, 175] }),
  ];
  const raised: Pt[] = [crowd[0]!.lh, crowd[0]!.rh, crowd[1]!.lh, crowd[2]!.rh, crowd[2]!.lh];
  const tip = polar(flyer.rh[0], flyer.rh[1], 70, 10);
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.dusk} />
      <Towers base={440} list={[[52, 56, 380, 3, 30], [250, 56, 396, 3], [116, 40, 200, 2], [190, 40, 220, 2]]} />
      <Confetti seed={6} count={110} h={330} />
      {flyer.el}
      {/* The open car. */}
      <path d="M70 336Q72 306 100 304H206Q232 306 236 336L240 360H64Z" fill={p.ox} stroke={GOLD} strokeWidth="1" />
      <path d="M58 326Q64 300 100 298" fill="none" stroke={GOLD_HI} strokeWidth="1.5" />
      <path d="M64 338H242V352H64Z" fill={tone(OX, 0.6)} stroke={GOLD} strokeWidth=".8" />
      <path d={chevrons(70, 348, 166, 5, 12)} stroke={GOLD} strokeWidth=".8" fill="none" />
      <path d={`M${r1(flyer.chest[0] - 6)} ${r1(flyer.chest[1] - 6)}q-12 10 -24 6`} stroke={IVORY} strokeWidth="3" fill="none" strokeLinecap="round" />
      {held(flyer.rh, 10, 26, 100, 6)}
      <Laurel cx={r1(tip[0])} cy={r1(tip[1])} r={16} color="#8fd0a0" />
      {crowd.map((one, i) => (
        <g key={i}>{one.el}</g>
      ))}
      {raised.map((h, i) => (
        <g key={i}>{held(h, [-14, 10, -4, 12, -10][i]!, 22, 80, 5)}</g>
      ))}
      <DecoBorder />
    </g>
  );
}

function seven(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const hero = person({ x: 150, y: 252, s: 0.95, pose: 'stride', build: 'broad', dress: 'suit', c1: p.ox, c2: GOLD, hair: 'waves', hairColor: '#5a2a12', skin: SKIN.brown, turn: 0.3, mouth: 'stern', left: [60, 100], right: [50, 150] });
  const from: [number, number][] = [
    [44, 40],
    [80, 26],
    [116, 8],
    [184, -8],
    [220, -26],
    [256, -40],
  ];
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.dusk} />
      <Stars seed={7} count={40} h={150} />
      <Sunburst cx={150} cy={160} r={150} n={16} from={0} to={360} opacity={0.1} />
      {/* The setback ledge he holds, the tower dropping away beneath. */}
      <Towers base={470} list={[[150, 180, 220, 1]]} fill="#141b1a" seed={70} />
      <path d="M60 252H240V262H60Z" fill={p.gold} />
      <path d="M60 262H240V276H60Z" fill="#1b1915" stroke={GOLD} strokeWidth=".6" />
      <path d={chevrons(62, 274, 176, 6, 14)} stroke={GOLD} strokeWidth=".8" fill="none" />
      {held(hero.lh, -62, 40, 56, 6)}
      {hero.el}
      {from.map(([x, a], i) => {
        const base: Pt = [x, 448];
        const top = polar(x, 448, 150, a);
        return (
          <g key={i}>
            <Wand x1={base[0]} y1={base[1]} x2={top[0]} y2={top[1]} w={5} />
            {hand(r1(x + (top[0] - x) * 0.22), r1(448 + (top[1] - 448) * 0.22), a, [SKIN.fair, SKIN.deep, SKIN.olive, SKIN.tan, SKIN.ivory, SKIN.brown][i]!, GOLD, 1.6)}
          </g>
        );
      })}
      <DecoBorder />
    </g>
  );
}

function eight(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const waver = person({ x: 92, y: 352, s: 0.72, dress: 'gown', c1: p.teal, c2: GOLD, hair: 'bob', hairColor: '#8a4a1c', skin: SKIN.fair, turn: 0.6, mouth: 'smile', left: [10, 6], right: [140, 170] });
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.dusk} />
      <Stars seed={8} count={30} h={100} />
      <Sunburst cx={40} cy={50} r={300} n={10} from={90} to={180} opacity={0.1} />
      <path d="M36 80L96 102M36 130L96 152M36 180L96 202M36 230L96 252" stroke={GOLD_HI} strokeWidth="1" opacity=".4" />
      {Array.from({ length: 8 }, (_, i) => {
        const x = 44 + (i % 2) * 34 + i * 6;
        const y = 66 + i * 25;
        return <Wand key={i} x1={x} y1={y} x2={x + 132} y2={y + 48} w={6} />;
      })}
      <Skyline seed={21} base={372} hMin={30} hMax={80} opacity={0.8} />
      {/* The streamliner: a teardrop engine, the observation car's rail and the girl waving. */}
      <path d="M30 372H270V380H30Z" fill={p.gold} />
      <path d="M30 380H270V440H30Z" fill="#1a1713" />
      <path d={`M30 ${392}H270M30 404H270`} stroke={GOLD_LO} strokeWidth="1.4" />
      <path d="M270 300H150Q118 300 108 330L104 364H270Z" fill={p.ox} stroke={GOLD} strokeWidth="1" />
      <path d="M140 312H270M126 326H270M118 340H270" stroke={GOLD} strokeWidth=".9" />
      <path d="M200 364a10 10 0 1 0 20 0M240 364a10 10 0 1 0 20 0" fill={INK} stroke={GOLD} strokeWidth=".8" />
      <path d="M44 352H104V366H44Z" fill="#2a231b" stroke={GOLD} strokeWidth=".8" />
      {waver.el}
      <Railing x0={44} x1={104} y={328} h={24} gap={8} />
      <path d={`M${waver.rh[0]} ${waver.rh[1]}q10 -4 14 6q-8 -2 -14 -6Z`} fill={IVORY} />
      <DecoBorder />
    </g>
  );
}

function nine(ctx: SceneContext) {
  const p = paints(ctx);
  const guard = person({ x: 150, y: 424, s: 1.14, build: 'broad', dress: 'uniform', c1: p.ox, c2: GOLD, hair: 'sleek', hairColor: '#2a1a10', skin: SKIN.olive, turn: -0.5, mouth: 'stern', left: [14, 4], right: [18, -10] });
  const fence = Array.from({ length: 8 }, (_, i) => 46 + i * 29.5);
  const [hx, hy] = guard.head;
  const r = guard.headR;
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      <ArchBands cx={150} base={330} w={220} h={270} bands={4} fill="#16211f" />
      <path d="M64 110H236V124H64Z" fill={p.ox} stroke={GOLD} strokeWidth=".8" />
      <path d="M70 117h160" stroke={GOLD_HI} strokeWidth="1.6" strokeDasharray=".1 7" strokeLinecap="round" />
      {fence.map((x) => (
        <Wand key={x} x1={x} y1={336} x2={x} y2={188} w={6} />
      ))}
      <path d="M36 220H264M36 306H264" stroke={GOLD} strokeWidth="2.5" />
      <Floor y0={330} fill="#201b15" rows={5} opacity={0.4} />
      <Shadow x={150} y={426} rx={36} />
      {held(guard.rh, 0, 424 - guard.rh[1], 150, 7)}
      {guard.el}
      {/* The bandage round his brow. */}
      <path d={`M${r1(hx - r * 0.8)} ${r1(hy - r * 0.62)}Q${r1(hx)} ${r1(hy - r * 0.92)} ${r1(hx + r * 0.8)} ${r1(hy - r * 0.62)}L${r1(hx + r * 0.78)} ${r1(hy - r * 0.4)}Q${r1(hx)} ${r1(hy - r * 0.7)} ${r1(hx - r * 0.78)} ${r1(hy - r * 0.4)}Z`} fill={IVORY} stroke={GOLD_LO} strokeWidth=".5" />
      <path d={`M${r1(hx + r * 0.2)} ${r1(hy - r * 0.62)}h3`} stroke="#b03a50" strokeWidth="2" />
      <DecoBorder />
    </g>
  );
}

function ten(ctx: SceneContext) {
  const p = paints(ctx);
  const risers: [number, number][] = [[40, 434], [60, 422], [80, 410], [92, 398], [150, 386], [170, 374], [190, 362], [206, 350]];
  const stairs = `M30 446${risers.map(([x, y]) => `H${x}V${y}`).join('')}H270V440H30Z`;
  const porter = person({ x: 118, y: 398, s: 1.12, pose: 'stride', build: 'stout', dress: 'uniform', c1: '#35506b', c2: GOLD, hair: 'cap', hairColor: '#2a1a10', skin: SKIN.deep, turn: 0.6, tilt: 10, eyes: 'down', mouth: 'stern', left: [-20, -70], right: [20, -30] });
  const bx = (porter.lh[0] + porter.rh[0]) / 2 + 6;
  const by = (porter.lh[1] + porter.rh[1]) / 2;
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      <Sunburst cx={236} cy={350} r={260} n={14} from={-90} to={0} opacity={0.08} />
      {/* A lit doorway at the head of the grand stair. */}
      <ArchBands cx={236} base={350} w={64} h={210} bands={3} fill={TEAL_D} />
      <path d="M218 350V184h36v166Z" fill={p.glow} />
      <path d={stairs} fill="#221c16" stroke={GOLD} strokeWidth="1" />
      <path d={risers.map(([x, y]) => `M${x} ${y}V440`).join('')} stroke={GOLD_LO} strokeWidth=".6" />
      
      {porter.el}
      {Array.from({ length: 10 }, (_, i) => {
        const a = 10 + (i - 4.5) * 1.1;
        const x = bx - 18 + i * 4.4;
        const [tx, ty] = polar(x, by + 50, 196, a);
        return <Wand key={i} x1={x} y1={by + 50} x2={tx} y2={ty} w={5} />;
      })}
      <path d={`M${r1(bx - 24)} ${r1(by + 6)}L${r1(bx + 28)} ${r1(by - 2)}`} stroke={OX} strokeWidth="5" />
      {hand(porter.lh[0], porter.lh[1], porter.la, SKIN.deep, GOLD, 1.3)}
      {hand(porter.rh[0], porter.rh[1], porter.ra, SKIN.deep, GOLD, 1.3)}
      <DecoBorder />
    </g>
  );
}

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
