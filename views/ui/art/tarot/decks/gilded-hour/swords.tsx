import type { DeckScenes, SceneContext } from '../../types';
import { r1 } from '../../../art-kit';
import { Backdrop, chevrons, cloud, Column, Floor, GOLD, GOLD_HI, GOLD_LO, INK, IVORY, OX, paints, person, type Person, SKIN, Skyline, TEAL } from './kit';
import { DecoBorder, Fanlight, Laurel, Moon, pipPaints, Rain, Sea, Searchlights, Shadow, Stars, Sunburst, Sword, Towers, ArchBands } from './pip-kit';

/**
 * The Gilded Hour's swords: bright blades of the mind and its troubles, over searchlit towers,
 * rainy streets, fencing salles, sleepless bedrooms and a railway platform at dawn.
 */

/** A band across a person's eyes: a blindfold (ivory) or a domino mask (ink). */
function band(one: Person, fill: string) {
  const [x, y] = one.head;
  const r = one.headR;
  return <path d={`M${r1(x - r * 0.86)} ${r1(y - r * 0.3)}Q${r1(x)} ${r1(y - r * 0.42)} ${r1(x + r * 0.86)} ${r1(y - r * 0.3)}L${r1(x + r * 0.84)} ${r1(y + r * 0.1)}Q${r1(x)} ${r1(y - 0.02 * r)} ${r1(x - r * 0.84)} ${r1(y + r * 0.1)}Z`} fill={fill} stroke={GOLD_LO} strokeWidth=".5" />;
}

/** A person lying along the ground, head toward the viewer's left, feet at (x, y). */
function lying(one: Person, x: number, y: number) {
  return <g transform={`rotate(-90 ${x} ${y})`}>{one.el}</g>;
}

function ace(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.dusk} />
      <Stars seed={41} count={40} h={200} />
      <Searchlights x={60} y={440} angles={[-62, -100]} />
      <Searchlights x={240} y={440} angles={[-80, -118]} />
      <Sunburst cx={150} cy={120} r={200} n={20} from={0} to={360} opacity={0.13} />
      <circle cx="150" cy="120" r="60" fill={p.glow} opacity=".6" />
      <Towers base={440} list={[[54, 44, 150, 2], [96, 36, 200, 3, 20], [204, 36, 190, 3], [248, 44, 140, 2]]} />
      <Sword x={150} y={330} len={125} s={2} />
      {/* The crown at the point, and its laurel. */}
      <path d="M134 96l-4 -18l10 8l10 -14l10 14l10 -8l-4 18Z" fill={p.gold} stroke={GOLD_LO} strokeWidth=".8" />
      <Laurel cx={150} cy={136} r={20} color="#8fd0a0" />
      {/* The gloved fist from the cloud. */}
      <path d="M30 370L96 350Q110 346 128 344V372Q112 374 98 376L30 394Z" fill={p.satin} stroke={GOLD} strokeWidth="1" />
      <path d="M124 342V374" stroke={IVORY} strokeWidth="5" />
      <path d="M128 344Q140 338 160 342Q168 348 166 358Q168 368 160 372Q140 378 128 372Z" fill={IVORY} stroke={GOLD_LO} strokeWidth="1" />
      <path d="M142 349h20M141 357h23M142 365h20" stroke={GOLD_LO} strokeWidth=".9" fill="none" />
      <path d={cloud(52, 404, 80)} fill="#24302e" stroke={GOLD} strokeWidth=".9" />
      <DecoBorder />
    </g>
  );
}

function two(ctx: SceneContext) {
  const p = paints(ctx);
  const her = person({ x: 150, y: 418, s: 1.1, pose: 'sit', dress: 'gown', c1: p.ivory, c2: GOLD, hair: 'bob', skin: SKIN.olive, mouth: 'calm', left: [-40, -150], right: [-40, -150] });
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `M${r1(150 + 46 * Math.sin(a))} ${r1(130 - 46 * Math.cos(a))}L${r1(150 + 54 * Math.sin(a))} ${r1(130 - 54 * Math.cos(a))}`;
  }).join('');
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      {/* A hotel lobby at midnight: the stepped alcove, its great clock with both hands at twelve. */}
      <ArchBands cx={150} base={330} w={210} h={290} bands={4} fill="#172523" />
      <Sunburst cx={150} cy={130} r={110} n={24} from={0} to={360} opacity={0.14} />
      <circle cx="150" cy="130" r="60" fill={p.gold} stroke={GOLD_LO} strokeWidth="1" />
      <circle cx="150" cy="130" r="56" fill="#1b1915" />
      <path d={ticks} stroke={GOLD} strokeWidth="2" />
      <path d="M150 130V86M150 130V98" stroke={GOLD_HI} strokeWidth="3" strokeLinecap="round" />
      <circle cx="150" cy="130" r="4" fill={GOLD_HI} />
      <Column x={40} top={60} base={330} w={14} fill={p.goldH} />
      <Column x={260} top={60} base={330} w={14} fill={p.goldH} />
      <Floor y0={330} fill="#211c16" rows={6} opacity={0.4} />
      {/* Her lacquered bench. */}
      <path d="M92 390H208V402H92ZM100 402h12v30h-12ZM188 402h12v30h-12Z" fill={p.ox} stroke={GOLD} strokeWidth=".8" />
      <Shadow x={150} y={432} rx={60} />
      {her.el}
      <Sword x={her.lh[0]} y={her.lh[1]} deg={-26} len={150} />
      <Sword x={her.rh[0]} y={her.rh[1]} deg={26} len={150} />
      {band(her, IVORY)}
      <DecoBorder />
    </g>
  );
}

function three(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const her = person({ x: 112, y: 432, s: 1.12, pose: 'sit', dress: 'gown', c1: p.teal, c2: GOLD, hair: 'waves', hairColor: INK, skin: SKIN.brown, turn: 0.7, tilt: 14, eyes: 'closed', mouth: 'calm', left: [20, 168], right: [30, 60] });
  const heart = 'M200 224C176 206 160 190 160 170C160 156 170 146 182 146C191 146 197 152 200 160C203 152 209 146 218 146C230 146 240 156 240 170C240 190 224 206 200 224Z';
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={p.lacquer} />
      {/* The rain-streaked window behind her dressing table. */}
      <path d="M40 60H120V250H40Z" fill={p.night} stroke={GOLD} strokeWidth="1" />
      <Rain seed={33} count={40} x={40} y={60} w={80} h={190} opacity={0.7} />
      <path d="M80 60V250M40 156H120" stroke={GOLD} strokeWidth="1.2" />
      {/* The round deco mirror: in it, her heart run through by three swords. */}
      <circle cx="200" cy="180" r="66" fill={p.gold} stroke={GOLD_LO} strokeWidth="1" />
      <circle cx="200" cy="180" r="58" fill="#24302e" stroke={GOLD_LO} strokeWidth="1" />
      <circle cx="200" cy="180" r="50" fill={OX} opacity=".25" />
      <path d={heart} fill={OX} stroke="#ff8a9a" strokeWidth="2" />
      <Sword x={162} y={132} deg={140} len={92} />
      <Sword x={200} y={122} deg={180} len={104} />
      <Sword x={238} y={132} deg={-140} len={92} />
      {/* The dressing table. */}
      <path d="M130 290H270V302H130Z" fill={p.gold} stroke={GOLD_LO} strokeWidth=".6" />
      <path d="M140 302H262V350H140Z" fill="#2a2018" stroke={GOLD} strokeWidth="1" />
      <path d="M201 312v28M150 326h40M212 326h40" stroke={GOLD} strokeWidth=".8" />
      <path d="M236 290v-12h8v12ZM252 290v-8h6v8Z" fill={TEAL} stroke={GOLD} strokeWidth=".6" />
      <Floor y0={350} fill="#1f1a15" rows={5} opacity={0.35} />
      {/* Her stool. */}
      <path d="M76 370H150V380H76ZM84 380L80 432M142 380L146 432" stroke="#6a4a30" strokeWidth="3" fill={p.ox} />
      {her.el}
      <path d="M186 296q6 -10 14 -2q-8 4 -14 2Z" fill={IVORY} opacity=".8" />
      <DecoBorder />
    </g>
  );
}

function four(ctx: SceneContext) {
  const p = paints(ctx);
  const sleeper = person({ x: 240, y: 346, s: 1.06, dress: 'robe', c1: p.teal, c2: GOLD, hair: 'waves', hairColor: '#6b3a1c', skin: SKIN.ivory, eyes: 'closed', mouth: 'calm', left: [-30, -160], right: [-30, -160] });
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      {/* A chapel-quiet stateroom: a stained-glass fanlight, three swords hung beneath it. */}
      <Fanlight cx={150} cy={190} r={112} n={14} fill="#1d2d2a" />
      <circle cx="150" cy="190" r="76" fill={p.glow} opacity=".25" />
      <path d="M38 190H262V202H38Z" fill={p.gold} />
      <Sword x={96} y={92} deg={180} len={116} />
      <Sword x={150} y={80} deg={180} len={124} />
      <Sword x={204} y={92} deg={180} len={116} />
      <Floor y0={290} fill="#1f1a15" rows={7} opacity={0.35} />
      {/* The daybed, the fourth sword along its plinth. */}
      <path d="M36 304Q36 290 50 290V348H36Z" fill={p.ox} stroke={GOLD} strokeWidth=".8" />
      <path d="M40 348H262V368H40Z" fill={p.ox} stroke={GOLD} strokeWidth="1" />
      <path d="M48 368H254V412H48Z" fill="#1d1915" stroke={GOLD} strokeWidth="1" />
      <path d={chevrons(54, 408, 194, 6, 12)} stroke={GOLD_LO} strokeWidth=".8" fill="none" />
      {lying(sleeper, 240, 346)}
      <Sword x={228} y={390} deg={-90} len={160} />
      <DecoBorder />
    </g>
  );
}

function five(ctx: SceneContext) {
  const p = paints(ctx);
  const victor = person({ x: 130, y: 430, s: 1.1, build: 'broad', dress: 'uniform', c1: p.ivory, c2: OX, hair: 'sleek', hairColor: '#c8893a', skin: SKIN.fair, turn: 0.4, mouth: 'smile', left: [20, 40], right: [40, 150] });
  const loserA = person({ x: 222, y: 350, s: 0.6, dress: 'uniform', c1: '#cfc6b0', c2: TEAL, hair: 'curls', skin: SKIN.deep, turn: 0.8, tilt: 12, eyes: 'down', mouth: 'stern', left: [5, 0], right: [5, 0] });
  const loserB = person({ x: 250, y: 344, s: 0.56, dress: 'uniform', c1: '#cfc6b0', c2: TEAL, hair: 'bob', skin: SKIN.olive, turn: 0.8, tilt: 16, eyes: 'closed', mouth: 'stern', left: [5, 0], right: [20, -30] });
  return (
    <g>
      {p.defs}
      <Backdrop fill={p.lacquer} />
      {/* The fencing salle: tall windows, a piste in perspective. */}
      {[60, 118, 176, 234].map((x) => (
        <g key={x}>
          <path d={`M${x - 18} 300V110Q${x - 18} 84 ${x} 84Q${x + 18} 84 ${x + 18} 110V300Z`} fill="#22332f" stroke={GOLD} strokeWidth=".8" />
          <path d={`M${x} 86V300M${x - 18} 160H${x + 18}M${x - 18} 230H${x + 18}`} stroke={GOLD_LO} strokeWidth=".6" />
        </g>
      ))}
      <Floor y0={300} fill="#2a231b" rows={6} opacity={0.4} />
      <path d="M120 300L60 440M180 300L240 440" stroke={GOLD_HI} strokeWidth="1.4" opacity=".6" />
      {loserA.el}
      {loserB.el}
      <Shadow x={130} y={432} rx={36} />
      <Sword x={victor.lh[0] - 4} y={victor.lh[1]} deg={40} len={96} />
      <Sword x={victor.lh[0] + 4} y={victor.lh[1]} deg={60} len={96} />
      {victor.el}
      <Sword x={victor.rh[0]} y={victor.rh[1]} deg={20} len={110} />
      {/* Two more lie on the floor. */}
      <Sword x={176} y={420} deg={-80} len={90} />
      <Sword x={196} y={398} deg={-100} len={80} />
      <DecoBorder />
    </g>
  );
}

function six(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const poler = person({ x: 226, y: 372, s: 0.86, build: 'broad', dress: 'suit', c1: '#35506b', c2: GOLD, hair: 'cap', hairColor: INK, skin: SKIN.tan, turn: -0.6, mouth: 'stern', left: [40, 150], right: [20, 160] });
  const mother = person({ x: 130, y: 372, s: 0.72, pose: 'sit', dress: 'coat', c1: '#2a2622', c2: OX, hair: 'veil', hairColor: '#3b3a52', skin: SKIN.fair, tilt: -10, eyes: 'down', mouth: 'calm', left: [10, 30], right: [20, -40] });
  const child = person({ x: 96, y: 372, s: 0.46, pose: 'sit', dress: 'coat', c1: OX, c2: GOLD, hair: 'bob', hairColor: '#c8893a', skin: SKIN.fair, eyes: 'down', mouth: 'calm', left: [10, 10], right: [40, 60] });
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.dawn} />
      <Sunburst cx={110} cy={250} r={220} n={16} from={-90} to={90} opacity={0.12} color={GOLD_HI} />
      <Skyline seed={61} x0={30} x1={200} base={250} hMin={30} hMax={100} opacity={0.9} />
      <Sea y={250} rows={7} />
      {/* The pole, the launch, its six swords standing in the bow. */}
      <path d={`M${r1(poler.lh[0])} ${r1(poler.lh[1] - 40)}L${r1(poler.rh[0] + 16)} 436`} stroke={GOLD} strokeWidth="2.4" />
      {poler.el}
      {child.el}
      {mother.el}
      {[52, 64, 76, 150, 166, 182].map((x, i) => (
        <Sword key={x} x={x} y={352} deg={i < 3 ? -8 + i * 4 : -4 + (i - 3) * 4} len={96} />
      ))}
      <path d="M34 352H262L246 390Q150 402 56 390Z" fill={p.ox} stroke={GOLD} strokeWidth="1" />
      <path d="M40 362H256M50 376H250" stroke={GOLD} strokeWidth=".7" />
      <path d="M40 400q30 -8 60 0t60 0t60 0t60 0" stroke="#8fd0c4" strokeWidth="1" fill="none" opacity=".7" />
      <DecoBorder />
    </g>
  );
}

function seven(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const thief = person({ x: 132, y: 426, s: 1.08, pose: 'stride', dress: 'tux', hair: 'sleek', skin: SKIN.olive, turn: -0.9, mouth: 'smile', left: [-20, -80], right: [-10, -70] });
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.dusk} />
      <Stars seed={77} count={40} h={160} />
      {/* The mansion behind, its lit windows and open French door. */}
      <path d="M150 250V150H270V250Z" fill="#1c2524" stroke={GOLD} strokeWidth="1" />
      <path d="M150 150L210 118L270 150Z" fill="#1c2524" stroke={GOLD} strokeWidth="1" />
      <path d="M170 170h24v40h-24ZM226 170h24v40h-24Z" fill={p.glow} stroke={GOLD} strokeWidth=".8" />
      <Floor y0={250} fill="#1b2220" rows={7} opacity={0.3} />
      {/* The two swords he leaves standing. */}
      <Sword x={222} y={222} deg={176} len={84} />
      <Sword x={250} y={232} deg={186} len={84} />
      <Shadow x={132} y={428} rx={36} />
      {[-58, -44, -30, -16, -2].map((deg, i) => (
        <Sword key={deg} x={thief.chest[0] - 22 + i * 3} y={thief.chest[1] + 30} deg={deg} len={110} />
      ))}
      {thief.el}
      {band(thief, INK)}
      <DecoBorder />
    </g>
  );
}

function eight(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const her = person({ x: 150, y: 420, s: 1.12, dress: 'gown', c1: p.ox, c2: GOLD, hair: 'long', hairColor: '#3a2616', skin: SKIN.brown, mouth: 'calm', armsBehind: true, left: [-8, -20], right: [-8, -20] });
  const blades: [number, number, number][] = [
    [46, 330, -6],
    [74, 350, -3],
    [100, 370, 2],
    [104, 316, -2],
    [196, 316, 2],
    [200, 370, -2],
    [226, 350, 3],
    [254, 330, 6],
  ];
  const [wx, wy] = her.waist;
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.dusk} />
      {[44, 94, 206, 256].map((x) => (
        <Column key={x} x={x} top={70} base={300} w={18} fill={p.goldH} />
      ))}
      <path d="M30 60H270V72H30Z" fill={p.gold} />
      <Floor y0={300} fill="#1b2220" rows={6} opacity={0.3} />
      {/* Mist over the floor. */}
      <path d="M30 320Q90 300 150 320T270 320V350Q210 330 150 350T30 350Z" fill="#bfe3dc" opacity=".08" />
      {blades.slice(3, 5).map(([x, y, d]) => (
        <Sword key={x} x={x} y={y - 94} deg={180 + d} len={94} />
      ))}
      <Shadow x={150} y={422} rx={36} />
      {her.el}
      {/* The cords that bind her arms. */}
      <path d={`M${r1(wx - 22)} ${r1(wy - 44)}L${r1(wx + 22)} ${r1(wy - 34)}M${r1(wx - 22)} ${r1(wy - 30)}L${r1(wx + 22)} ${r1(wy - 20)}M${r1(wx - 20)} ${r1(wy - 16)}L${r1(wx + 20)} ${r1(wy - 6)}`} stroke={IVORY} strokeWidth="2.4" />
      {band(her, IVORY)}
      {blades.filter((_, i) => i < 3 || i > 4).map(([x, y, d]) => (
        <Sword key={x} x={x} y={y - 96} deg={180 + d} len={96} />
      ))}
      <DecoBorder />
    </g>
  );
}

function nine(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const her = person({ x: 150, y: 394, s: 1.02, pose: 'sit', dress: 'gown', c1: p.ivory, c2: GOLD, hair: 'long', hairColor: '#c8893a', skin: SKIN.fair, tilt: 8, eyes: 'closed', mouth: 'open', left: [8, -168], right: [8, -168], pearls: false });
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={INK} />
      {/* The tall window of a high apartment, the city asleep beyond: nine swords are its blind. */}
      <path d="M40 50H260V226H40Z" fill={q.dusk} stroke={GOLD} strokeWidth="1.4" />
      <Skyline seed={99} x0={40} x1={260} base={226} hMin={40} hMax={140} opacity={0.9} />
      <Moon x={226} y={76} r={14} />
      {Array.from({ length: 9 }, (_, i) => (
        <Sword key={i} x={50} y={62 + i * 19} deg={90} len={206} />
      ))}
      {/* The bed: a stepped deco headboard, a chevron quilt. */}
      <path d="M52 330V244H76V230H224V244H248V330Z" fill={p.ox} stroke={GOLD} strokeWidth="1" />
      <path d="M70 330V250H94V240H206V250H230V330" fill="none" stroke={GOLD} strokeWidth=".7" />
      {her.el}
      <path d="M36 340Q40 320 76 318H224Q260 320 264 340L268 420H32Z" fill={p.teal} stroke={GOLD} strokeWidth="1" />
      <path d={chevrons(40, 350, 220, 6, 12) + chevrons(38, 374, 224, 6, 12) + chevrons(36, 398, 228, 6, 12)} stroke={GOLD} strokeWidth=".9" fill="none" opacity=".8" />
      <path d="M30 420H270V440H30Z" fill="#1d1915" stroke={GOLD} strokeWidth="1" />
      <DecoBorder />
    </g>
  );
}

function ten(ctx: SceneContext) {
  const p = paints(ctx);
  const q = pipPaints(ctx);
  const fallen = person({ x: 246, y: 398, s: 1.02, dress: 'coat', c1: p.teal, c2: OX, hair: 'sleek', hairColor: INK, skin: SKIN.tan, eyes: 'closed', mouth: 'calm', left: [150, 172], right: [12, 4] });
  const stabs: [number, number, number][] = [
    [84, 322, -10],
    [100, 300, -4],
    [116, 318, 6],
    [132, 296, -2],
    [148, 316, 8],
    [164, 294, -6],
    [180, 314, 4],
    [196, 298, 10],
    [212, 320, -4],
    [228, 304, 6],
  ];
  return (
    <g>
      {p.defs}
      {q.defs}
      <Backdrop fill={q.dawn} />
      <Sunburst cx={150} cy={290} r={260} n={18} from={-90} to={90} opacity={0.16} color={GOLD_HI} />
      <circle cx="150" cy="290" r="40" fill={GOLD_HI} />
      {/* The station's iron canopy against the dawn, the rails running off. */}
      <path d="M30 40H270V64L150 88L30 64Z" fill="#14110f" stroke={GOLD} strokeWidth="1" />
      <path d="M58 66V300M242 66V300" stroke="#14110f" strokeWidth="6" />
      <Skyline seed={91} base={290} hMin={16} hMax={60} opacity={0.85} />
      <path d="M30 290H270V330H30Z" fill="#1b1814" />
      <path d="M30 304H270M30 318H270" stroke={GOLD_LO} strokeWidth="1.6" />
      {/* The platform, its gold edge. */}
      <path d="M30 330H270V440H30Z" fill="#4a3f33" />
      <path d="M30 330H270V338H30Z" fill={p.gold} />
      <path d="M30 362H270M30 400H270" stroke="#2a231b" strokeWidth="1" />
      <Shadow x={150} y={402} rx={110} ry={8} opacity={0.6} />
      {lying(fallen, 246, 398)}
      {stabs.map(([x, y, d], i) => (
        <Sword key={i} x={x} y={y} deg={180 + d} len={392 - y} />
      ))}
      <DecoBorder />
    </g>
  );
}

/** This deck's swords. */
export const SWORDS: DeckScenes = {
  'ace-of-swords': ace,
  'two-of-swords': two,
  'three-of-swords': three,
  'four-of-swords': four,
  'five-of-swords': five,
  'six-of-swords': six,
  'seven-of-swords': seven,
  'eight-of-swords': eight,
  'nine-of-swords': nine,
  'ten-of-swords': ten,
};
