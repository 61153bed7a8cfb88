import type { DeckScenes, SceneContext } from '../../types';
import { r1 } from '../../../art-kit';
import { Backdrop, chevrons, cloud, Column, Floor, GOLD, GOLD_HI, GOLD_LO, hand, INK, IVORY, OX, paints, person, type Pt, Railing, SKIN, Skyline, star, TEAL, TEAL_D } from './kit';
import { ArchBands, BackFigure, Cup, Curtains, Cypress, DecoBorder, GardenWall, Laurel, Moon, pipPaints, Rain, Sea, Shadow, Stars, Sunburst, Confetti } from './pip-kit';

/**
 * The Gilded Hour's cups: champagne coupes of feeling, raised in ballrooms and on liner decks,
 * left behind on moonlit terraces, dreamt of on a picture-palace screen.
 */

const FIZZ = '#f3dd9a';

/** A coupe held by the stem in a hand at h (h tall). */
function sip(h: Pt, size = 30, rotate = 0) {
  return <Cup x={h[0]} y={h[1] + size * 0.3} h={size} rotate={rotate} />;
}

function ace(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const streams = [-34, -17, 0, 17, 34].map((dx) => `M${150 + dx * 0.9} 176Q${150 + dx * 2.2} 200 ${150 + dx * 2.6} 380`).join('');
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={p.night} />
      <Stars seed={31} count={40} h={140} />
      <Sunburst cx={150} cy={150} r={200} n={20} from={0} to={360} opacity={0.12} />
      <circle cx="150" cy="150" r="80" fill={p.glow} opacity=".6" />
      <Cypress x={52} base={390} h={150} w={34} />
      <Cypress x={248} base={390} h={150} w={34} />
      {/* The pool and the water falling from the great coupe. */}
      <path d="M40 400Q150 370 260 400V440H40Z" fill={TEAL_D} stroke={GOLD} strokeWidth="1" />
      <path d="M60 410q10 -4 20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0t20 0" stroke="#8fd0c4" strokeWidth=".8" fill="none" />
      <path d={streams} stroke="#bfe6dd" strokeWidth="2.2" fill="none" opacity=".85" />
      <path d="M60 390h180v12H60Z" fill={p.gold} stroke={GOLD_LO} strokeWidth=".6" />
      <Cup x={150} y={270} h={130} liquid={FIZZ} />
      {/* A gilded dove descending. */}
      <path d="M150 66l-22 -10q10 12 18 16l-8 6h24l-8 -6q8 -4 18 -16Z" fill={IVORY} stroke={GOLD} strokeWidth=".8" />
      <path d="M150 80v16" stroke={GOLD_HI} strokeWidth="1.4" />
      <path d={star(150, 102, 6, 4, 0.35)} fill={GOLD_HI} />
      {/* The arm from the cloud, holding the stem. */}
      <path d="M30 244L104 236Q116 234 128 232V252Q116 254 104 256L30 266Z" fill={p.satin} stroke={GOLD} strokeWidth="1" />
      <path d="M124 230V254" stroke={IVORY} strokeWidth="5" />
      <path d="M128 232Q140 228 156 232Q162 236 160 242Q162 250 156 254Q140 258 128 252Z" fill={IVORY} stroke={GOLD_LO} strokeWidth="1" />
      <path d="M140 236h16M140 242h18M140 248h16" stroke={GOLD_LO} strokeWidth=".9" fill="none" />
      <path d={cloud(48, 276, 70)} fill="#24302e" stroke={GOLD} strokeWidth=".9" />
      <DecoBorder />
    </g>
  );
}

function two(ctx: SceneContext) {
  const p = paints(ctx);
  const her = person({ x: 100, y: 420, s: 1.1, dress: 'gown', c1: p.ox, c2: GOLD, hair: 'bob', skin: SKIN.fair, turn: 0.7, mouth: 'smile', left: [10, 20], right: [10, 112] });
  const him = person({ x: 202, y: 422, s: 1.14, build: 'broad', dress: 'tux', hair: 'sleek', skin: SKIN.brown, turn: -0.7, mouth: 'smile', left: [10, 112], right: [10, 10] });
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      <ArchBands cx={150} base={330} w={200} h={270} bands={3} fill="#182523" />
      <Sunburst cx={150} cy={150} r={140} n={16} from={0} to={360} opacity={0.14} />
      {/* Above them, a winged sun: the deco caduceus of the two. */}
      <path d="M150 96l-56 -14q20 14 48 22ZM150 96l56 -14q-20 14 -48 22Z" fill={p.gold} stroke={GOLD_LO} strokeWidth=".6" />
      <path d="M116 88l22 8M120 82l24 10M184 88l-22 8M180 82l-24 10" stroke={GOLD_LO} strokeWidth=".6" />
      <circle cx="150" cy="98" r="9" fill={OX} stroke={GOLD} strokeWidth="1.2" />
      <Column x={50} top={80} base={330} w={16} fill={p.goldH} />
      <Column x={250} top={80} base={330} w={16} fill={p.goldH} />
      <Floor y0={330} fill="#1f1a15" rows={6} opacity={0.4} />
      <Shadow x={150} y={424} rx={70} />
      {her.el}
      {him.el}
      {sip(her.rh, 32, 6)}
      {sip(him.lh, 32, -6)}
      <path d="M150 246l-3 -8M154 244l4 -7M146 250l-6 -4" stroke={GOLD_HI} strokeWidth="1.2" strokeLinecap="round" />
      <DecoBorder />
    </g>
  );
}

function three(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const friends = [
    person({ x: 82, y: 428, s: 1.02, pose: 'dance', dress: 'flapper', c1: p.teal, c2: GOLD, hair: 'bob', skin: SKIN.ivory, turn: 0.5, mouth: 'open', left: [12, 20], right: [150, 172] }),
    person({ x: 150, y: 418, s: 1.06, dress: 'gown', c1: p.gold, c2: OX, hair: 'waves', hairColor: '#5a2a12', skin: SKIN.brown, mouth: 'smile', left: [160, 178], right: [16, 14] }),
    person({ x: 218, y: 428, s: 1.02, pose: 'stride', dress: 'flapper', c1: p.ox, c2: GOLD_HI, hair: 'feather', skin: SKIN.olive, turn: -0.5, mouth: 'smile', left: [150, 172], right: [12, 20] }),
  ];
  const hands: Pt[] = [friends[0]!.rh, friends[1]!.lh, friends[2]!.lh];
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.rose} />
      <Sunburst cx={150} cy={110} r={220} n={18} from={0} to={360} opacity={0.14} color={GOLD_HI} />
      <Confetti seed={33} count={90} h={170} />
      <path d="M30 70Q90 110 150 70T270 70M30 96Q90 130 150 96T270 96" stroke={GOLD} strokeWidth="1" fill="none" opacity=".7" />
      <Floor y0={344} fill="#2a1c1c" rows={5} opacity={0.4} />
      <Shadow x={150} y={430} rx={100} ry={6} opacity={0.35} />
      {friends.map((one, i) => (
        <g key={i}>{one.el}</g>
      ))}
      {hands.map((h, i) => (
        <g key={i}>{sip(h, 34, [16, 0, -16][i])}</g>
      ))}
      
      <DecoBorder />
    </g>
  );
}

function four(ctx: SceneContext) {
  const p = paints(ctx);
  const man = person({ x: 140, y: 436, s: 1.24, pose: 'sit', build: 'broad', dress: 'suit', c1: '#2c3d3a', c2: OX, hair: 'sleek', hairColor: '#6b3a1c', skin: SKIN.fair, turn: -0.2, eyes: 'down', mouth: 'stern', left: [-20, -70], right: [-20, -70] });
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      <Sunburst cx={140} cy={260} r={200} n={14} from={-90} to={90} opacity={0.1} />
      {/* The booth's curved oxblood banquette, buttoned. */}
      <path d="M40 360V210Q40 150 140 150Q240 150 240 210V360Z" fill={p.ox} stroke={GOLD} strokeWidth="1" />
      <path d="M64 340V214Q64 176 140 176Q216 176 216 214V340" fill="none" stroke={GOLD} strokeWidth=".7" />
      <path d="M90 200v120M115 186v134M140 182v138M165 186v134M190 200v120" stroke="#3d0b15" strokeWidth="2" />
      {man.el}
      {/* The table with his three cups, and a waiter's hand offering the fourth. */}
      <path d="M40 362H236V374H40Z" fill={p.gold} stroke={GOLD_LO} strokeWidth=".6" />
      <path d="M56 374L64 440M220 374L212 440M40 374H236V384H40Z" fill="#221c16" stroke={GOLD} strokeWidth=".8" />
      <Cup x={76} y={362} h={34} />
      <Cup x={112} y={362} h={34} />
      <Cup x={200} y={362} h={34} />
      <path d="M270 250L238 254Q228 256 222 258V270Q230 270 240 268L270 266Z" fill={p.satin} stroke={GOLD} strokeWidth=".8" />
      <path d="M224 256V272" stroke={IVORY} strokeWidth="3" />
      <path d="M222 258Q212 256 204 260Q200 264 204 268Q212 272 222 270Z" fill={IVORY} stroke={GOLD_LO} strokeWidth=".7" />
      <Cup x={208} y={262} h={32} />
      <path d="M226 226q6 -8 12 0M232 214q4 -6 8 0" stroke={GOLD_HI} strokeWidth=".8" fill="none" opacity=".7" />
      <DecoBorder />
    </g>
  );
}

function five(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const mourner = person({ x: 150, y: 404, s: 1.16, dress: 'coat', c1: '#15120f', c2: OX, hair: 'cloche', skin: SKIN.ivory, turn: -0.3, tilt: 14, eyes: 'closed', mouth: 'calm', left: [-10, -40], right: [-10, -50] });
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={p.night} />
      <Skyline seed={51} base={300} hMin={40} hMax={130} opacity={0.8} />
      <Sea y={300} bottom={360} rows={3} />
      {/* The bridge they stand on. */}
      <path d="M30 360H270V440H30Z" fill="#1f1a15" />
      <path d="M30 360H270" stroke={GOLD} strokeWidth="1.6" />
      <Railing x0={30} x1={270} y={330} h={26} gap={14} />
      <Rain seed={55} count={140} />
      <Shadow x={150} y={406} rx={40} />
      {mourner.el}
      {/* Three coupes spilt at the feet, two still standing behind. */}
      <Cup x={62} y={418} h={30} rotate={-100} liquid={OX} />
      <Cup x={104} y={428} h={30} rotate={80} liquid={OX} />
      <Cup x={200} y={424} h={30} rotate={-96} liquid={OX} />
      <path d="M74 420q12 4 22 2M118 432q10 3 22 0M186 428q-12 4 -26 2" stroke={OX} strokeWidth="3" fill="none" strokeLinecap="round" />
      <Cup x={224} y={378} h={32} />
      <Cup x={250} y={382} h={32} />
      <DecoBorder />
    </g>
  );
}

function six(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const boy = person({ x: 112, y: 420, s: 0.66, build: 'broad', dress: 'uniform', c1: '#f0ece0', c2: '#2f4b8a', hair: 'cap', hairColor: '#6b3a1c', skin: SKIN.olive, turn: 0.6, mouth: 'smile', left: [14, 10], right: [40, 80] });
  const girl = person({ x: 182, y: 420, s: 0.6, dress: 'flapper', c1: '#e8a0a8', c2: IVORY, hair: 'bob', hairColor: '#c8893a', skin: SKIN.fair, turn: -0.6, mouth: 'smile', left: [40, 80], right: [12, 8], pearls: false });
  const bloom = (x: number, y: number, c: string) => (
    <g>
      <circle cx={x - 5} cy={y - 4} r="4" fill={c} stroke={GOLD} strokeWidth=".5" />
      <circle cx={x + 4} cy={y - 5} r="4" fill={c} stroke={GOLD} strokeWidth=".5" />
      <circle cx={x} cy={y - 10} r="4" fill={IVORY} stroke={GOLD} strokeWidth=".5" />
    </g>
  );
  const cups: [number, number][] = [
    [52, 300],
    [86, 300],
    [214, 300],
    [248, 300],
    [242, 424],
  ];
  const offered: Pt = [r1((boy.rh[0] + girl.lh[0]) / 2), r1((boy.rh[1] + girl.lh[1]) / 2)];
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.dawn} />
      <Sunburst cx={150} cy={250} r={200} n={14} from={-90} to={90} opacity={0.12} />
      <Cypress x={150} base={300} h={110} w={30} />
      <GardenWall y={296} bottom={350} />
      {cups.slice(0, 4).map(([x, y]) => (
        <g key={x}>
          <Cup x={x} y={y} h={30} liquid="#3f8a80" />
          {bloom(x, y - 26, [OX, '#d9485f', TEAL, OX][x % 4]!)}
        </g>
      ))}
      <path d="M30 350H270V440H30Z" fill="#23302b" />
      <path d="M30 350H270" stroke={GOLD} strokeWidth="1" />
      <path d="M60 380h20M110 396h30M180 384h24M220 410h28M70 420h26" stroke={TEAL} strokeWidth="1.2" opacity=".6" />
      {[
        [46, 424, OX],
        [64, 432, '#d9485f'],
        [210, 432, TEAL],
        [258, 424, '#d9485f'],
      ].map(([x, y, c]) => (
        <g key={`${x}`}>
          <path d={`M${x} ${Number(y) - 4}V440M${x} ${Number(y) + 6}l-6 -4M${x} ${Number(y) + 8}l6 -4`} stroke="#5fae9f" strokeWidth="1.4" />
          {bloom(Number(x), Number(y), String(c))}
        </g>
      ))}
      <Shadow x={146} y={422} rx={60} />
      {girl.el}
      {boy.el}
      <Cup x={cups[4]![0]} y={cups[4]![1]} h={30} liquid="#3f8a80" />
      {bloom(cups[4]![0], cups[4]![1] - 26, TEAL)}
      <Cup x={offered[0]} y={offered[1] + 10} h={34} liquid="#3f8a80" />
      {bloom(offered[0], offered[1] - 16, '#d9485f')}
      <DecoBorder />
    </g>
  );
}

/** Where each of the Seven of Cups' visions is drawn before it is moved over its cup. */
const CENTRES: readonly Pt[] = [
  [68, 88],
  [154, 86],
  [228, 84],
  [64, 194],
  [118, 190],
  [180, 186],
  [240, 194],
];

function seven(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const spots: Pt[] = [
    [76, 146],
    [150, 134],
    [224, 146],
    [64, 248],
    [122, 240],
    [178, 240],
    [236, 248],
  ];
  const g = { stroke: GOLD_HI, strokeWidth: 0.8 };
  const visions = [
    // a castle
    <path key="c" d="M60 96V80h4v4h4v-4h4v4h4v-4h4v16ZM68 96v-6h8v6" fill={TEAL} {...g} />,
    // jewels
    <path key="j" d="M142 88l8 -8l8 8l-8 10ZM156 78l5 -5l5 5l-5 6Z" fill="#d9485f" {...g} />,
    // a laurel wreath
    <Laurel key="w" cx={228} cy={84} r={10} />,
    // a dragon
    <path key="d" d="M50 196q6 -14 14 -4t12 -6l4 -6l-2 8q-6 12 -14 4t-10 8Z" fill={OX} {...g} />,
    // a veiled figure, glowing
    <path key="v" d="M118 176q-9 0 -9 12v16h18v-16q0 -12 -9 -12Z" fill={IVORY} stroke={GOLD} strokeWidth=".8" />,
    // a snake
    <path key="s" d="M174 198q-6 -8 4 -10t8 -8t-4 -8" fill="none" stroke="#7fb38a" strokeWidth="3" strokeLinecap="round" />,
    // a head
    <path key="h" d="M232 204q-2 -18 8 -20q8 0 8 10l-2 4l2 4l-4 2z" fill={GOLD} stroke={GOLD_LO} strokeWidth=".6" />,
  ];
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={INK} />
      <Curtains fill={p.ox} inset={36} bottom={330} />
      {/* The silver screen, lit from the projector behind the dreamer. */}
      <path d="M46 64H254V270H46Z" fill="#2a3735" stroke={GOLD} strokeWidth="1.4" />
      <circle cx="150" cy="160" r="120" fill={p.glow} opacity=".35" />
      <path d="M150 440L60 70H240Z" fill={GOLD_HI} opacity=".06" />
      {spots.map(([x, y], i) => (
        <g key={i}>
          <path d={cloud(x, y + 6, 44)} fill="#3d4f4c" stroke={GOLD_LO} strokeWidth=".6" />
          <Cup x={x} y={y} h={36} liquid="#20302e" />
        </g>
      ))}
      {visions.map((v, i) => {
        const [cx, cy] = CENTRES[i]!;
        const [sx, sy] = spots[i]!;
        return (
          <g key={i} transform={`translate(${sx} ${sy - 46}) scale(1.55) translate(${-cx} ${-cy})`}>
            {v}
          </g>
        );
      })}
      {/* The audience in silhouette; the dreamer reaches toward the screen. */}
      <path d="M30 330H270V440H30Z" fill="#100e0c" />
      {[-1, 0, 1, 2].map((i) => (
        <path key={i} d={`M30 ${352 + i * 28}Q150 ${340 + i * 28} 270 ${352 + i * 28}`} stroke={GOLD_LO} strokeWidth="1" fill="none" opacity=".6" />
      ))}
      <BackFigure x={64} y={340} s={0.9} bob={false} hair="#3a2616" />
      <BackFigure x={226} y={342} s={0.9} hair="#6b3a1c" coat={OX} />
      <BackFigure x={150} y={318} s={1.2} hair={INK} coat={TEAL_D} arm={30} />
      <DecoBorder />
    </g>
  );
}

function eight(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const walker = person({ x: 100, y: 428, s: 1.12, pose: 'stride', dress: 'coat', c1: p.teal, c2: GOLD, hair: 'cloche', skin: SKIN.tan, turn: 0.8, eyes: 'down', mouth: 'calm', left: [16, 10], right: [10, 4] });
  const stack: Pt[] = [
    [176, 330],
    [200, 330],
    [224, 330],
    [248, 330],
    [188, 300],
    [212, 300],
    [236, 300],
    [212, 270],
  ];
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={p.night} />
      <Stars seed={88} count={40} h={170} />
      <Moon x={84} y={96} r={24} />
      <Sea y={270} bottom={330} rows={3} />
      {/* The terrace table where the eight cups stay. */}
      <path d="M160 330H264V340H160Z" fill={p.gold} stroke={GOLD_LO} strokeWidth=".6" />
      <path d="M170 340L166 400M254 340L258 400" stroke={GOLD} strokeWidth="2" />
      {stack.map(([x, y], i) => (
        <Cup key={i} x={x} y={y} h={30} />
      ))}
      <Floor y0={330} y1={440} fill="#1f1a15" rows={5} opacity={0.35} />
      <path d="M160 330H264V340H160Z" fill={p.gold} stroke={GOLD_LO} strokeWidth=".6" />
      <Shadow x={100} y={430} rx={30} />
      {walker.el}
      {/* Her suitcase. */}
      <path d={`M${r1(walker.rh[0] - 12)} ${r1(walker.rh[1] + 4)}h26v22h-26Z`} fill={OX} stroke={GOLD} strokeWidth=".8" />
      <path d={`M${r1(walker.rh[0] - 12)} ${r1(walker.rh[1] + 12)}h26`} stroke={GOLD} strokeWidth="1.2" />
      <DecoBorder />
    </g>
  );
}

function nine(ctx: SceneContext) {
  const p = paints(ctx);
  const host = person({ x: 150, y: 462, s: 1.32, build: 'stout', dress: 'tux', hair: 'sleek', hairColor: '#8a8070', skin: SKIN.olive, moustache: true, mouth: 'smile', eyes: 'closed', left: [-24, -80], right: [-24, -80] });
  const shelves = [104, 156, 208];
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      {/* The back bar: a stepped mirror, three glass shelves, three coupes on each. */}
      <path d="M40 236V90H70V70H100V54H200V70H230V90H260V236Z" fill="#22332f" stroke={GOLD} strokeWidth="1.2" />
      <Sunburst cx={150} cy={250} r={190} n={14} from={-90} to={90} opacity={0.14} />
      {shelves.map((y) => (
        <path key={y} d={`M46 ${y}H254V${y + 4}H46Z`} fill={p.gold} />
      ))}
      {shelves.flatMap((y) => [76, 150, 224].map((x) => <Cup key={`${x}-${y}`} x={x} y={y} h={30} />))}
      <path d="M30 236H270V340H30Z" fill="#1f1a15" />
      <path d="M30 236H270" stroke={GOLD} strokeWidth="1" />
      {host.el}
      {/* The bar counter: a gold top, a lacquer front in chevrons. */}
      <path d="M30 344H270V356H30Z" fill={p.gold} stroke={GOLD_LO} strokeWidth=".6" />
      <path d="M34 356H266V440H34Z" fill={p.ox} stroke={GOLD} strokeWidth="1" />
      <path d={chevrons(40, 384, 220, 8, 11) + chevrons(40, 414, 220, 8, 11)} stroke={GOLD} strokeWidth="1" fill="none" />
      {hand(host.lh[0], host.lh[1], host.la, SKIN.olive, GOLD, 1.1)}
      {hand(host.rh[0], host.rh[1], host.ra, SKIN.olive, GOLD, 1.1)}
      <DecoBorder />
    </g>
  );
}

function ten(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const bands = [
    ['#b03a50', 0],
    [GOLD, 10],
    [TEAL, 20],
    ['#2f4b8a', 30],
  ] as const;
  const arcCups: Pt[] = Array.from({ length: 10 }, (_, i) => {
    const a = ((-76 + (i * 152) / 9) * Math.PI) / 180;
    return [r1(150 + 100 * Math.sin(a)), r1(226 - 140 * Math.cos(a))];
  });
  const family = [
    person({ x: 86, y: 436, s: 0.95, build: 'broad', dress: 'suit', c1: '#f0ece0', c2: '#2f4b8a', hair: 'sleek', skin: SKIN.brown, turn: 0.3, mouth: 'smile', left: [150, 170], right: [30, -10] }),
    person({ x: 130, y: 436, s: 0.62, dress: 'uniform', c1: '#2f4b8a', c2: IVORY, hair: 'cap', hairColor: INK, skin: SKIN.brown, mouth: 'open', left: [30, 10], right: [130, 170] }),
    person({ x: 176, y: 436, s: 0.56, dress: 'flapper', c1: '#e8a0a8', c2: IVORY, hair: 'bob', skin: SKIN.brown, mouth: 'smile', left: [130, 170], right: [20, 10], pearls: false }),
    person({ x: 220, y: 436, s: 0.92, dress: 'gown', c1: p.ox, c2: GOLD, hair: 'cloche', skin: SKIN.brown, turn: -0.3, mouth: 'smile', left: [-20, -40], right: [150, 170] }),
  ];
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.dawn} />
      <Sunburst cx={150} cy={300} r={220} n={16} from={-90} to={90} opacity={0.12} color={GOLD_HI} />
      {bands.map(([c, d]) => (
        <path key={d} d={`M${22 + d} 300A${128 - d} ${160 - d} 0 0 1 ${278 - d} 300`} fill="none" stroke={c} strokeWidth="10" opacity=".75" />
      ))}
      <Sea y={280} bottom={330} rows={3} />
      <path d="M30 266H270V330H30Z" fill="#f0ece0" opacity=".08" />
      {/* The promenade deck. */}
      <path d="M30 330H270V440H30Z" fill="#2a231b" />
      <path d="M30 352H270M30 378H270M30 410H270" stroke={GOLD_LO} strokeWidth=".6" />
      <Railing x0={30} x1={270} y={300} h={30} gap={12} />
      <path d="M30 296H270V302H30Z" fill={p.gold} />
      <circle cx="150" cy="312" r="10" fill="none" stroke={IVORY} strokeWidth="5" />
      <circle cx="150" cy="312" r="10" fill="none" stroke={OX} strokeWidth="5" strokeDasharray="4 4" />
      {family.map((one, i) => (
        <g key={i}>{one.el}</g>
      ))}
      {arcCups.map(([x, y], i) => (
        <Cup key={i} x={x} y={y + 14} h={28} />
      ))}
      <DecoBorder />
    </g>
  );
}

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
