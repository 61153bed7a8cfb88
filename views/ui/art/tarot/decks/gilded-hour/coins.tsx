import type { DeckScenes, SceneContext } from '../../types';
import { r1 } from '../../../art-kit';
import { Backdrop, chevrons, cloud, Column, Dais, Floor, GOLD, GOLD_HI, GOLD_LO, IVORY, paints, person, type Pt, SKIN, steppedArch, TEAL, TEAL_D, waves, INK, OX, Skyline } from './kit';
import { ArchBands, Coin, DecoBorder, Falcon, Funnel, GardenWall, Greyhound, Moon, Panel, pipPaints, Shadow, Stars, Sunburst, Towers } from './pip-kit';

/**
 * The Gilded Hour's coins: gold medallions of work, wealth and inheritance, minted into bank
 * facades, engraved at a goldsmith's bench, ripening in a walled garden, handed down the generations.
 */

function ace(ctx: SceneContext) {
  const p = paints(ctx);
  const bolts = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    return `M${r1(150 + 100 * Math.cos(a))} ${r1(200 + 100 * Math.sin(a))}h.1`;
  }).join('');
  let panels = '';
  for (let x = 44; x < 270; x += 22) panels += `M${x} 40V300`;
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      {/* The bank's strongroom: panelled walls, the great round vault door standing open. */}
      <path d={panels} stroke={GOLD_LO} strokeWidth=".8" opacity=".6" />
      <circle cx="150" cy="200" r="106" fill={p.gold} stroke={GOLD_LO} strokeWidth="1" />
      <circle cx="150" cy="200" r="92" fill="#0f0e0b" />
      <circle cx="150" cy="200" r="92" fill={p.glow} opacity=".8" />
      <Sunburst cx={150} cy={200} r={92} n={16} from={0} to={360} opacity={0.18} color={GOLD_HI} />
      <path d={bolts} stroke={INK} strokeWidth="4" strokeLinecap="round" />
      <path d="M246 94Q274 200 246 306L262 300Q282 200 262 100Z" fill={p.goldH} stroke={GOLD_LO} strokeWidth="1" />
      <path d="M254 150v100M250 200h10" stroke={INK} strokeWidth="2" />
      <Floor y0={300} fill="#1f1a15" rows={7} opacity={0.45} />
      <path d="M124 300L96 440H204L176 300Z" fill={TEAL_D} opacity=".6" />
      <Coin x={150} y={176} r={56} />
      {/* The arm from the cloud, the coin on the open palm. */}
      <path d="M270 300L200 254Q192 248 184 246L174 262Q182 266 190 272L270 326Z" fill={p.satin} stroke={GOLD} strokeWidth="1" />
      <path d="M186 244L174 264" stroke={IVORY} strokeWidth="5" />
      <path d="M182 246Q170 238 150 236Q124 234 112 224Q104 220 104 228Q108 240 122 248Q144 262 172 262Z" fill={IVORY} stroke={GOLD_LO} strokeWidth="1" />
      <path d="M116 228q-4 -8 4 -8M126 232q-4 -8 4 -9M138 234q-3 -8 4 -9M176 246q2 -14 10 -14" stroke={GOLD_LO} strokeWidth="1" fill={IVORY} />
      <path d={cloud(240, 330, 80)} fill="#24302e" stroke={GOLD} strokeWidth=".9" />
      <DecoBorder />
    </g>
  );
}

function two(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const juggler = person({ x: 150, y: 428, s: 1.1, pose: 'dance', dress: 'tux', hair: 'top-hat', skin: SKIN.brown, turn: 0.2, mouth: 'smile', left: [70, 140], right: [80, 160] });
  const [a, b] = [juggler.lh, juggler.rh];
  const ax = a[0];
  const ay = a[1] - 26;
  const bx = b[0];
  const by = b[1] - 30;
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={p.night} />
      <Stars seed={82} count={30} h={110} />
      <Moon x={70} y={84} r={16} />
      {/* A rolling sea, two ships riding the swell. */}
      <path d="M30 250Q90 220 150 250T270 240V330H30Z" fill={TEAL_D} stroke={GOLD} strokeWidth=".8" />
      <path d={waves(30, 270, 270, 3, 16) + waves(30, 270, 292, 3, 20)} stroke={GOLD} strokeWidth=".7" fill="none" opacity=".6" />
      <g transform="rotate(-12 80 236)">
        <path d="M56 236h48l-6 8h-36Z" fill={INK} stroke={GOLD} strokeWidth=".6" />
        <Funnel x={70} y={222} w={7} h={14} />
      </g>
      <g transform="rotate(10 226 238)">
        <path d="M204 238h44l-6 8h-32Z" fill={INK} stroke={GOLD} strokeWidth=".6" />
        <Funnel x={220} y={226} w={6} h={12} />
      </g>
      {/* The liner's deck he dances on. */}
      <Floor y0={330} fill="#2a231b" rows={5} opacity={0.4} />
      <path d="M30 322H270V330H30Z" fill={p.gold} />
      <Shadow x={150} y={430} rx={40} />
      {juggler.el}
      {/* The ribbon looping both coins in an endless figure of eight. */}
      <path d={`M${r1(mx)} ${r1(my)}C${r1(mx - 20)} ${r1(my - 40)} ${r1(ax - 44)} ${r1(ay - 40)} ${r1(ax - 30)} ${r1(ay)}S${r1(mx - 30)} ${r1(my + 40)} ${r1(mx)} ${r1(my)}S${r1(bx + 44)} ${r1(by - 40)} ${r1(bx + 30)} ${r1(by)}S${r1(mx + 20)} ${r1(my + 40)} ${r1(mx)} ${r1(my)}Z`} fill="none" stroke={TEAL} strokeWidth="4" />
      <path d={`M${r1(mx)} ${r1(my)}C${r1(mx - 20)} ${r1(my - 40)} ${r1(ax - 44)} ${r1(ay - 40)} ${r1(ax - 30)} ${r1(ay)}S${r1(mx - 30)} ${r1(my + 40)} ${r1(mx)} ${r1(my)}S${r1(bx + 44)} ${r1(by - 40)} ${r1(bx + 30)} ${r1(by)}S${r1(mx + 20)} ${r1(my + 40)} ${r1(mx)} ${r1(my)}Z`} fill="none" stroke={GOLD_HI} strokeWidth="1" />
      <Coin x={ax} y={ay} r={20} />
      <Coin x={bx} y={by} r={20} />
      <DecoBorder />
    </g>
  );
}

function three(ctx: SceneContext) {
  const p = paints(ctx);
  const mason = person({ x: 214, y: 222, s: 0.72, pose: 'kneel', build: 'broad', dress: 'suit', c1: '#6a5a44', c2: OX, hair: 'cap', hairColor: '#3a2616', skin: SKIN.tan, turn: -0.7, mouth: 'stern', left: [80, 110], right: [20, -40] });
  const architect = person({ x: 92, y: 430, s: 0.92, dress: 'suit', c1: p.teal, c2: GOLD, hair: 'bob', skin: SKIN.fair, turn: 0.6, mouth: 'open', left: [10, 10], right: [40, 100] });
  const patron = person({ x: 212, y: 430, s: 0.96, build: 'stout', dress: 'coat', c1: p.ox, c2: GOLD, hair: 'top-hat', skin: SKIN.olive, turn: -0.6, moustache: true, mouth: 'calm', left: [40, 100], right: [10, 4] });
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      {/* The new tower's facade, its carved panel of three coins. */}
      <path d="M60 40H240V330H60Z" fill="#2a2620" stroke={GOLD} strokeWidth="1" />
      <path d="M80 40V330M220 40V330" stroke={GOLD_LO} strokeWidth="1.2" />
      <path d={steppedArch(150, 200, 110, 150, 3)} fill="#3a342b" stroke={GOLD} strokeWidth="1" />
      <Sunburst cx={150} cy={150} r={60} n={10} from={0} to={360} opacity={0.25} />
      <Coin x={150} y={92} r={18} />
      <Coin x={122} y={140} r={18} />
      <Coin x={178} y={140} r={18} />
      {/* The scaffold plank he kneels on. */}
      <path d="M70 222H230V230H70Z" fill="#8a6a48" stroke={GOLD} strokeWidth=".8" />
      <path d="M80 230V330M220 230V330M80 280L220 230" stroke="#8a6a48" strokeWidth="3" />
      {mason.el}
      <path d={`M${r1(mason.lh[0])} ${r1(mason.lh[1])}l-10 -4`} stroke={GOLD_HI} strokeWidth="2.4" strokeLinecap="round" />
      <Floor y0={330} fill="#1f1a15" rows={5} opacity={0.35} />
      <Shadow x={150} y={432} rx={90} ry={6} />
      {architect.el}
      {patron.el}
      {/* The architect's blueprint between them. */}
      <path d={`M${r1(architect.rh[0] - 4)} ${r1(architect.rh[1] - 14)}L${r1(patron.lh[0] + 4)} ${r1(patron.lh[1] - 14)}L${r1(patron.lh[0] + 4)} ${r1(patron.lh[1] + 6)}L${r1(architect.rh[0] - 4)} ${r1(architect.rh[1] + 6)}Z`} fill="#2f5a8a" stroke={IVORY} strokeWidth=".8" />
      <path d={`M${r1(architect.rh[0] + 8)} ${r1(architect.rh[1] - 6)}h20v10h-20ZM${r1(architect.rh[0] + 14)} ${r1(architect.rh[1] - 6)}v10`} stroke={IVORY} strokeWidth=".6" fill="none" />
      <DecoBorder />
    </g>
  );
}

function four(ctx: SceneContext) {
  const p = paints(ctx);
  const miser = person({ x: 150, y: 380, s: 1.04, build: 'stout', dress: 'coat', c1: '#5a3a22', c2: IVORY, hair: 'top-hat', skin: SKIN.ivory, turn: 0, eyes: 'down', mouth: 'stern', left: [-16, -130], right: [-16, -130] });
  const [cx, cy] = miser.crown;
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <Skyline seed={84} base={330} hMin={60} hMax={200} />
      {/* The bank's portico behind him. */}
      {[60, 100, 200, 240].map((x) => (
        <Column key={x} x={x} top={150} base={330} w={16} fill={p.goldH} />
      ))}
      <path d="M44 150H256V132L150 110L44 132Z" fill="#2a2620" stroke={GOLD} strokeWidth="1" />
      <Floor y0={330} fill="#1f1a15" rows={5} opacity={0.35} />
      <Dais cx={150} y={380} w={130} />
      {miser.el}
      <Coin x={(miser.lh[0] + miser.rh[0]) / 2} y={miser.chest[1] + 14} r={19} />
      <Coin x={cx} y={cy - 30} r={14} />
      <Coin x={112} y={380} r={16} />
      <Coin x={188} y={380} r={16} />
      <DecoBorder />
    </g>
  );
}

function five(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const a = person({ x: 104, y: 426, s: 0.98, pose: 'stride', dress: 'coat', c1: '#4a463e', c2: OX, hair: 'cap', hairColor: '#3a2616', skin: SKIN.fair, turn: 0.5, tilt: 10, eyes: 'down', mouth: 'stern', left: [14, 30], right: [30, 10] });
  const b = person({ x: 180, y: 426, s: 0.94, dress: 'robe', c1: '#2f3b4a', c2: '#4a463e', hair: 'veil', hairColor: '#3b3a52', skin: SKIN.brown, turn: 0.5, tilt: 8, eyes: 'down', mouth: 'calm', left: [-20, -120], right: [-20, -120] });
  const coins: Pt[] = [
    [150, 160],
    [110, 120],
    [190, 120],
    [96, 184],
    [204, 184],
  ];
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={p.night} />
      {/* A department store's lit window on the snowy street, five gold coins on its velvet stands. */}
      <path d="M56 40H244V300H56Z" fill="#2a2620" stroke={GOLD} strokeWidth="1" />
      <path d="M70 76H230V236H70Z" fill={p.glow} stroke={GOLD} strokeWidth="1.6" />
      <path d="M70 76H230V236H70Z" fill="#d9b45a" opacity=".3" />
      <path d="M60 58H240L232 76H68Z" fill={OX} stroke={GOLD} strokeWidth=".8" />
      <path d="M80 58l-4 18M100 58l-3 18M120 58l-2 18M140 58l-1 18M160 58l1 18M180 58l2 18M200 58l3 18M220 58l4 18" stroke={GOLD_HI} strokeWidth="2" />
      <path d="M110 236V200H190V236M126 200V176H174V200" fill={OX} stroke={GOLD} strokeWidth=".8" />
      {coins.map(([x, y], i) => (
        <Coin key={i} x={x} y={y} r={14} />
      ))}
      <path d="M252 300V150M252 150h-10" stroke={GOLD} strokeWidth="2" />
      <circle cx="240" cy="156" r="14" fill={p.glow} />
      <path d="M30 300H270V440H30Z" fill="#d8dde0" opacity=".16" />
      <path d="M30 300H270" stroke={IVORY} strokeWidth="1.4" opacity=".6" />
      <Stars seed={85} count={120} h={400} color={IVORY} />
      <Shadow x={140} y={428} rx={70} />
      {a.el}
      {/* His crutch. */}
      <path d={`M${r1(a.rh[0])} ${r1(a.rh[1] - 20)}L${r1(a.rh[0] + 8)} 430M${r1(a.rh[0] - 6)} ${r1(a.rh[1] - 20)}h12`} stroke="#8a6a48" strokeWidth="3" strokeLinecap="round" />
      {b.el}
      <path d="M30 430q40 -10 80 0t80 0t80 0V440H30Z" fill={IVORY} opacity=".5" />
      <DecoBorder />
    </g>
  );
}

function six(ctx: SceneContext) {
  const p = paints(ctx);
  const giver = person({ x: 150, y: 418, s: 1.08, build: 'broad', dress: 'tux', hair: 'top-hat', skin: SKIN.deep, mouth: 'calm', left: [70, 120], right: [50, 80] });
  const left = person({ x: 76, y: 430, s: 0.9, pose: 'kneel', dress: 'coat', c1: '#4a463e', c2: OX, hair: 'curls', hairColor: '#3a2616', skin: SKIN.fair, turn: 0.6, eyes: 'up', mouth: 'open', left: [10, 10], right: [60, 120] });
  const right = person({ x: 228, y: 430, s: 0.88, pose: 'kneel', dress: 'robe', c1: '#3b3a52', c2: '#4a463e', hair: 'veil', hairColor: '#5a5a6a', skin: SKIN.olive, turn: -0.6, eyes: 'up', mouth: 'calm', left: [60, 120], right: [10, 10] });
  const [sx, sy] = giver.lh;
  const [dx, dy] = giver.rh;
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      <ArchBands cx={150} base={330} w={220} h={260} bands={3} fill="#182523" />
      {/* The frieze of the givers' hall: four coins. */}
      <path d="M44 70H256V116H44Z" fill="#2a2620" stroke={GOLD} strokeWidth="1" />
      {[78, 122, 178, 222].map((x) => (
        <Coin key={x} x={x} y={93} r={16} />
      ))}
      <path d="M150 78l6 15l-6 15l-6 -15Z" fill={OX} stroke={GOLD} strokeWidth=".8" />
      <Floor y0={330} fill="#1f1a15" rows={5} opacity={0.35} />
      <Shadow x={150} y={432} rx={100} ry={6} />
      {left.el}
      {right.el}
      {giver.el}
      {/* The scales in his left hand. */}
      <path d={`M${sx} ${sy}V${sy - 20}M${sx - 22} ${sy - 14}H${sx + 22}M${sx - 22} ${sy - 14}L${sx - 28} ${sy + 2}M${sx - 22} ${sy - 14}L${sx - 16} ${sy + 2}M${sx + 22} ${sy - 14}L${sx + 16} ${sy + 2}M${sx + 22} ${sy - 14}L${sx + 28} ${sy + 2}`} stroke={GOLD} strokeWidth="1" fill="none" />
      <path d={`M${sx - 30} ${sy + 2}h28a14 5 0 0 1 -28 0ZM${sx + 14} ${sy + 2}h16a8 4 0 0 1 -16 0Z`} fill={p.gold} />
      <Coin x={dx + 4} y={dy + 18} r={11} />
      <Coin x={dx + 10} y={dy + 46} r={11} />
      <DecoBorder />
    </g>
  );
}

function seven(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const gardener = person({ x: 92, y: 430, s: 1.04, build: 'broad', dress: 'suit', c1: '#5a6a4a', c2: OX, hair: 'cap', hairColor: '#5a2a12', skin: SKIN.brown, turn: 0.7, tilt: 6, mouth: 'calm', eyes: 'down', left: [16, 40], right: [30, 70] });
  const fruit: Pt[] = [
    [196, 170],
    [170, 204],
    [222, 204],
    [160, 246],
    [200, 240],
    [240, 250],
    [184, 286],
  ];
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.dawn} />
      <Sunburst cx={150} cy={300} r={220} n={14} from={-90} to={90} opacity={0.12} />
      <GardenWall y={290} bottom={360} />
      {/* The coin-bush: a clipped deco tree bearing seven coins. */}
      <path d="M200 360V300" stroke="#5a3a22" strokeWidth="8" />
      <path d="M200 130Q262 170 256 250Q250 300 200 306Q150 300 144 250Q138 170 200 130Z" fill={TEAL_D} stroke={GOLD} strokeWidth="1" />
      <path d="M200 140V300M200 190l-30 -20M200 220l34 -22M200 260l-40 -26M200 270l40 -24" stroke={GOLD_LO} strokeWidth=".8" fill="none" />
      {fruit.map(([x, y], i) => (
        <Coin key={i} x={x} y={y} r={13} />
      ))}
      <path d="M30 360H270V440H30Z" fill="#2a3a2e" />
      <path d="M30 360H270" stroke={GOLD} strokeWidth="1" />
      <path d="M160 380h60M140 400h100M120 420h140" stroke="#3a5a3e" strokeWidth="3" />
      <Shadow x={100} y={432} rx={40} />
      {/* His hoe. */}
      <path d={`M${r1(gardener.rh[0] + 2)} ${r1(gardener.rh[1] - 40)}L${r1(gardener.rh[0] + 30)} 424`} stroke="#8a6a48" strokeWidth="3.4" strokeLinecap="round" />
      <path d={`M${r1(gardener.rh[0] + 22)} 424h18l-4 8h-14Z`} fill="#cfc6b0" stroke={GOLD} strokeWidth=".6" />
      {gardener.el}
      <DecoBorder />
    </g>
  );
}

function eight(ctx: SceneContext) {
  const p = paints(ctx);
  const smith = person({ x: 122, y: 424, s: 1.04, pose: 'sit', build: 'broad', dress: 'suit', c1: '#3a4a4a', c2: OX, hair: 'sleek', hairColor: '#b8b0a0', skin: SKIN.olive, turn: 0.6, tilt: 10, eyes: 'down', mouth: 'calm', beard: false, moustache: true, left: [-20, -70], right: [24, 80] });
  const rack: Pt[] = [
    [70, 110],
    [110, 110],
    [150, 110],
    [190, 110],
    [90, 152],
    [130, 152],
    [170, 152],
  ];
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      {/* The workshop wall: a display board of seven finished coins. */}
      <Panel x0={48} y0={84} x1={212} y1={178} />
      {rack.map(([x, y], i) => (
        <Coin key={i} x={x} y={y} r={15} />
      ))}
      {/* His lamp. */}
      <path d="M248 60V200M248 60L220 80" stroke={GOLD} strokeWidth="2" fill="none" />
      <path d="M206 92L220 76L238 92Z" fill={p.gold} stroke={GOLD_LO} strokeWidth=".8" />
      <path d="M206 92L170 300H270L238 92Z" fill={GOLD_HI} opacity=".08" />
      <Floor y0={330} fill="#1f1a15" rows={5} opacity={0.35} />
      <path d="M96 368H148V376H96ZM102 376L98 430M142 376L146 430M100 410H144" stroke="#6a4a30" strokeWidth="3" fill="#8a6a48" />
      {smith.el}
      {/* The bench, the eighth coin under his graver. */}
      <path d="M156 318H268V330H156Z" fill="#8a6a48" stroke={GOLD} strokeWidth="1" />
      <path d="M166 330V430M258 330V430M166 390H258" stroke="#6a4a30" strokeWidth="5" />
      <Coin x={196} y={310} r={14} />
      <path d={`M${r1(smith.rh[0])} ${r1(smith.rh[1])}L194 306`} stroke={GOLD_HI} strokeWidth="2" strokeLinecap="round" />
      <path d="M208 302l6 -6M206 296l2 -8M212 306l8 -2" stroke={GOLD_HI} strokeWidth="1" />
      <DecoBorder />
    </g>
  );
}

function nine(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const lady = person({ x: 142, y: 430, s: 1.16, dress: 'gown', c1: p.gold, c2: OX, hair: 'waves', hairColor: '#7a3a1a', skin: SKIN.fair, turn: 0.5, mouth: 'smile', left: [10, 14], right: [40, 120], sleeves: true });
  const vines: Pt[] = [
    [58, 130],
    [50, 180],
    [62, 230],
    [52, 280],
    [242, 130],
    [250, 180],
    [238, 230],
    [248, 280],
    [150, 96],
  ];
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.dawn} />
      <Sunburst cx={150} cy={300} r={220} n={16} from={-90} to={90} opacity={0.12} color={GOLD_HI} />
      <GardenWall y={300} bottom={350} />
      {/* Trellised vines either side, grapes and coins among the leaves. */}
      <path d="M56 350Q40 260 60 180T56 70M244 350Q260 260 240 180T244 70M56 70Q150 40 244 70" stroke="#5a3a22" strokeWidth="4" fill="none" />
      {[
        [40, 110],
        [72, 160],
        [40, 210],
        [72, 260],
        [228, 110],
        [260, 160],
        [228, 210],
        [260, 260],
      ].map(([x = 0, y = 0]) => (
        <g key={`${x}-${y}`}>
          <path d={`M${x} ${y}q8 -10 16 0q-8 10 -16 0Z`} fill={TEAL} stroke={GOLD} strokeWidth=".5" />
          <path d={`M${x + 4} ${y + 8}h.1M${x + 8} ${y + 8}h.1M${x + 6} ${y + 12}h.1`} stroke="#6a3a6a" strokeWidth="4" strokeLinecap="round" />
        </g>
      ))}
      {vines.map(([x, y], i) => (
        <Coin key={i} x={x} y={y} r={13} />
      ))}
      <path d="M30 350H270V440H30Z" fill="#2a3a2e" />
      <path d="M30 350H270" stroke={GOLD} strokeWidth="1" />
      <path d={chevrons(40, 380, 220, 6, 12)} stroke={GOLD_LO} strokeWidth=".8" fill="none" />
      <Shadow x={142} y={432} rx={36} />
      {lady.el}
      <Falcon x={lady.rh[0]} y={lady.rh[1] - 3} s={1.7} />
      <DecoBorder />
    </g>
  );
}

function ten(ctx: SceneContext) {
  const p = paints(ctx);
  const elder = person({ x: 62, y: 430, s: 0.98, pose: 'sit', build: 'stout', dress: 'robe', c1: p.ox, c2: GOLD, hair: 'bald', skin: SKIN.tan, beard: true, hairColor: '#d8d0c0', turn: 0.6, mouth: 'calm', left: [16, 30], right: [30, 60] });
  const father = person({ x: 170, y: 426, s: 1.0, build: 'broad', dress: 'suit', c1: '#2c3d3a', c2: OX, hair: 'sleek', skin: SKIN.tan, turn: -0.3, mouth: 'smile', left: [20, 40], right: [10, 4] });
  const mother = person({ x: 222, y: 426, s: 0.98, dress: 'gown', c1: p.teal, c2: GOLD, hair: 'bob', skin: SKIN.tan, turn: -0.4, mouth: 'smile', left: [20, -30], right: [10, 10] });
  const child = person({ x: 128, y: 430, s: 0.52, dress: 'flapper', c1: '#e8a0a8', c2: IVORY, hair: 'bob', hairColor: '#3a2616', skin: SKIN.tan, turn: -0.5, mouth: 'smile', left: [10, 10], right: [40, 80], pearls: false });
  const tree: Pt[] = [
    [150, 62],
    [118, 88],
    [182, 88],
    [118, 132],
    [182, 132],
    [150, 156],
    [118, 180],
    [182, 180],
    [150, 206],
    [150, 244],
  ];
  const links = 'M150 62L118 88L118 132L118 180L150 206L150 244M150 62L182 88L182 132L182 180L150 206M118 88H182M118 132H182M118 180H182M150 156L118 132M150 156L182 132M150 156L118 180M150 156L182 180M150 62V206';
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.night} />
      <Towers base={300} list={[[42, 30, 180, 2], [258, 30, 170, 2]]} />
      {/* The family's arch: its stained-glass tree of ten coins. */}
      <path d={steppedArch(150, 300, 150, 270, 3)} fill="#1b2a28" stroke={GOLD} strokeWidth="1.6" />
      <circle cx="150" cy="150" r="90" fill={p.glow} opacity=".35" />
      <path d={links} stroke={GOLD_LO} strokeWidth="1.6" fill="none" />
      {tree.map(([x, y], i) => (
        <Coin key={i} x={x} y={y} r={13} />
      ))}
      <Floor y0={300} fill="#1f1a15" rows={6} opacity={0.35} />
      <Shadow x={150} y={432} rx={110} ry={6} />
      {/* The old man's chair. */}
      <path d="M30 430V330Q30 318 44 318H80V430Z" fill="#3a2a22" stroke={GOLD} strokeWidth=".8" />
      {elder.el}
      <Greyhound x={104} y={438} s={0.95} />
      {father.el}
      {mother.el}
      {child.el}
      <Greyhound x={246} y={438} s={0.85} flip />
      <DecoBorder />
    </g>
  );
}

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
