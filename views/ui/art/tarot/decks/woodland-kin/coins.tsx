import type { DeckScenes, SceneContext } from '../../types';
import { Book, Glow, Ground, Hills, Kin, Owl, Rock, Scales, Shadow, Sky, SmallBird, Snowfall, Staff, Stars, Stump, Tree, Trunk, WK, pawAt, type KinProps } from './kit';
import { BeaverTail, Blooms, Coin, crowns, Pond, Scene } from './pip-kit';

/**
 * The Woodland Kin coins: golden seed discs with pressed flowers, the suit of harvest, craft and
 * home. Each card draws exactly its number of discs (Coin carries data-emblem="coins").
 */

type Ctx = SceneContext;

/** A held disc for a Kin paw, `size` across on the card at the animal's scale `s`. */
const held = (ctx: Ctx, size: number, s: number) => <Coin ctx={ctx} x={0} y={0} size={size / s} grip />;

/** A hedge arch with roses over a path, its feet at y. */
function Arch({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  const o = `M${x - w / 2 - 14} ${y}V${y - h}A${w / 2 + 14} ${w / 2 + 14} 0 0 1 ${x + w / 2 + 14} ${y - h}V${y}H${x + w / 2}V${y - h}A${w / 2} ${w / 2} 0 0 0 ${x - w / 2} ${y - h}V${y}Z`;
  return (
    <g>
      <path d={o} fill={WK.moss} stroke={WK.ink} strokeWidth="1.2" />
      <Blooms seed={7} count={9} x={x - w / 2 - 12} y={y - h - w / 2 - 10} w={w + 24} h={h + w / 2} color={WK.rose} r={2.6} />
    </g>
  );
}

/** Ace: a dormouse on the garden path lifts a great golden disc high; the hedge arch opens onto the hills. */
function ace(ctx: Ctx) {
  const s = 1.3;
  const mouse: KinProps = { kind: 'mouse', x: 150, y: 426, s, tunic: WK.moss, apron: WK.cream, mood: 'wonder', armL: 62, armR: 62, fur: '#c49a6c' };
  const paw = pawAt(mouse, 1);
  const coin = <Coin ctx={ctx} x={(150 - paw[0]) / s} y={-6 / s} size={80 / s} />;
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="day" glow={{ x: 150, y: 150, r: 110, color: '#fff3c0' }} />
      <Hills y={290} color="#b7cfa0" amp={16} seed={311} />
      <Tree x={62} y={316} h={190} kind="blossom" w={14} seed={9} />
      <Tree x={244} y={312} h={170} kind="oak" w={13} seed={12} />
      <Ground y={328} seed={312} />
      <SmallBird x={206} y={120} kind="robin" fly s={1.2} flip />
      <Arch x={150} y={352} w={70} h={36} />
      <path d="M128 352L90 450H210L172 352Z" fill="#d8c08a" stroke={WK.ink} strokeWidth="1" />
      <Blooms seed={313} count={14} x={36} y={380} w={228} h={50} color={WK.cream} />
      <Shadow x={150} y={424} w={60} />
      <Glow ctx={ctx} name="coin" x={150} y={paw[1] - 6} r={76} color="#fff0a8" opacity={0.7} />
      <Kin {...mouse} holdR={coin} />
    </Scene>
  );
}

/** Two: a squirrel dances and juggles two discs in a looping vine, the river's leaf boats tossing behind. */
function two(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="day" />
      <Pond ctx={ctx} y0={238} y1={320} seed={321} />
      <path d="M20 262q20 -18 40 0t40 0t40 0t40 0t40 0t40 0t40 0" fill="none" stroke="#e8f4f4" strokeWidth="2.4" />
      <path d="M60 252q16 8 34 0q-16 -5 -34 0ZM200 286q20 10 44 0q-20 -6 -44 0Z" fill="#d8a05a" stroke={WK.ink} strokeWidth="1" />
      <path d="M76 252v-16l12 14ZM220 286v-22l14 20Z" fill={WK.cream} stroke={WK.ink} strokeWidth=".8" />
      <Ground y={318} seed={322} />
      <path d="M86 160C86 110 150 130 150 160S214 210 214 160S150 110 150 160S86 210 86 160Z" fill="none" stroke={WK.moss} strokeWidth="5" />
      <path d="M86 160C86 110 150 130 150 160S214 210 214 160S150 110 150 160S86 210 86 160Z" fill="none" stroke={WK.mossLight} strokeWidth="1.6" />
      <Coin ctx={ctx} x={86} y={160} size={50} rotate={-12} />
      <Coin ctx={ctx} x={214} y={160} size={50} rotate={12} />
      <Shadow x={146} y={418} w={60} />
      <Kin kind="squirrel" x={146} y={418} s={1.25} pose="walk" tunic={WK.gold} scarf={WK.berry} crown="cap" mood="happy" look={-0.3} tilt={-8} armL={140} armR={140} />
    </Scene>
  );
}

/** Three: a hedgehog mason carves discs into the hollow-oak arch while an owl and a rabbit consult the plans. */
function three(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="gold" />
      <Trunk x={150} y={362} w={200} />
      <path d="M92 362V206Q150 124 208 206V362Z" fill="#3a2616" stroke={WK.ink} strokeWidth="1.4" />
      <Glow ctx={ctx} name="in" x={150} y={260} r={60} color="#c98a4a" opacity={0.5} />
      <Coin ctx={ctx} x={150} y={176} size={36} />
      <Coin ctx={ctx} x={118} y={214} size={36} />
      <Coin ctx={ctx} x={182} y={214} size={36} />
      <Ground y={360} seed={332} color="#9a7a50" dark="#6a5034" />
      <path d="M110 330h48v8h-48ZM116 338v30M152 338v30" fill={WK.barkLight} stroke={WK.ink} strokeWidth="1.2" />
      <Kin kind="hedgehog" x={134} y={330} s={0.85} apron={WK.cream} tunic={WK.blue} mood="wise" look={0.5} armR={150} armL={100} />
      <Owl x={62} y={428} s={1.05} robe={WK.berry} hold={<Book w={22} color={WK.gold} />} mood="wise" />
      <Kin kind="rabbit" x={234} y={430} s={0.95} robe={WK.plum} hood={WK.plum} mood="calm" look={-0.6} flip armR={-40} armL={-30} />
    </Scene>
  );
}

/** Four: a dormouse in the doorway of its burrow hugs a disc tight, one on its head, two under its feet. */
function four(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="day" />
      <path d="M20 266Q80 222 120 252Q170 212 220 244Q250 228 280 244V330H20Z" fill="#9fb985" stroke={WK.ink} strokeWidth="1" />
      <path d="M62 258q7 -12 14 0ZM150 242q8 -14 16 0ZM226 252q7 -12 14 0Z" fill="#3a2616" />
      <path d="M66 246v-14h6v14M156 228v-14h6v14" fill="none" stroke={WK.barkDark} strokeWidth="1.4" />
      <Ground y={326} seed={342} />
      <Rock x={150} y={410} w={150} h={22} color="#a3a094" seed={3} />
      <Coin ctx={ctx} x={112} y={400} size={46} rotate={-90} />
      <Coin ctx={ctx} x={188} y={400} size={46} rotate={90} />
      <Kin kind="mouse" x={150} y={392} s={1.3} pose="sit" robe={WK.berry} mood="fierce" look={0.2} armL={-60} armR={-60} fur="#d09a5a" light="#f6e3c6" />
      <Coin ctx={ctx} x={150} y={368} size={42} />
      <Coin ctx={ctx} x={150} y={270} size={40} />
    </Scene>
  );
}

/** Five: a limping hedgehog and a shawled mouse trudge through the snow past a hollow tree's window, glowing with five discs. */
function five(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="night" />
      <Stars seed={351} count={18} h={120} />
      <Trunk x={204} y={332} w={140} dark />
      <Glow ctx={ctx} name="win" x={196} y={180} r={90} color="#ffd98a" opacity={0.5} />
      <path d="M152 256V136Q196 84 240 136V256Z" fill="#f2c46a" stroke={WK.ink} strokeWidth="1.6" />
      <path d="M152 176H240M152 218H240M196 104V256" stroke={WK.barkDark} strokeWidth="3" />
      <Coin ctx={ctx} x={174} y={150} size={28} />
      <Coin ctx={ctx} x={218} y={150} size={28} />
      <Coin ctx={ctx} x={196} y={196} size={28} />
      <Coin ctx={ctx} x={174} y={238} size={28} />
      <Coin ctx={ctx} x={218} y={238} size={28} />
      <Ground y={330} color={WK.snow} dark="#c4d2d8" tufts={false} seed={352} />
      <Shadow x={72} y={424} w={50} opacity={0.15} />
      <Shadow x={140} y={420} w={50} opacity={0.15} />
      <Kin kind="hedgehog" x={72} y={424} s={0.95} pose="walk" cloak="#5a4a3a" scarf={WK.rust} mood="sad" look={0.6} armR={20} holdR={<Staff up={34} down={38} />} />
      <Kin kind="mouse" x={140} y={420} s={1} pose="walk" cloak="#6b6f80" hood="#6b6f80" mood="sad" look={-0.3} armL={-40} armR={-40} />
      <Snowfall seed={353} count={60} />
    </Scene>
  );
}

/** Six: a kindly badger weighs out discs on a balance and drops them into the paws of two small folk. */
function six(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="gold" glow={{ x: 150, y: 130, r: 100 }} />
      <path d={crowns(242, 28, 361)} fill="#a7bd84" />
      <Ground y={320} seed={362} />
      <Coin ctx={ctx} x={96} y={102} size={34} />
      <Coin ctx={ctx} x={150} y={86} size={34} />
      <Coin ctx={ctx} x={204} y={102} size={34} />
      <Shadow x={170} y={410} w={80} />
      <Kin kind="badger" x={170} y={410} s={1.3} robe={WK.berry} belt={WK.gold} mood="happy" look={-0.5} armL={70} armR={40} holdR={<Scales w={34} tilt={2} />} />
      <Coin ctx={ctx} x={96} y={296} size={26} />
      <Kin kind="rabbit" x={70} y={432} s={0.7} pose="sit" cloak="#7a6a5a" mood="wonder" look={0.6} armL={150} armR={140} holdL={held(ctx, 24, 0.7)} />
      <Coin ctx={ctx} x={250} y={360} size={24} />
      <Kin kind="mouse" x={250} y={432} s={0.66} pose="sit" cloak="#6b6f80" mood="happy" look={-0.6} armL={140} armR={150} />
    </Scene>
  );
}

/** Seven: a hare leans on the hoe in the late sun, weighing up the bush that bears seven discs. */
function seven(ctx: Ctx) {
  const spots: [number, number][] = [
    [178, 166],
    [222, 156],
    [244, 204],
    [198, 212],
    [160, 246],
    [228, 258],
    [194, 294],
  ];
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="gold" glow={{ x: 60, y: 160, r: 80 }} />
      <Hills y={272} color="#b9c98f" amp={14} seed={371} />
      <Ground y={330} seed={372} color="#9a7a50" dark="#6a5034" />
      <path d="M40 360h220M40 384h220M40 410h220" stroke="#6a5034" strokeWidth="2" opacity=".6" />
      <path d="M204 340Q200 300 204 262M204 302Q224 272 236 244M202 282Q180 262 172 238" fill="none" stroke={WK.barkDark} strokeWidth="5" />
      <path d="M140 240Q130 170 172 132Q204 104 238 132Q272 162 264 232Q262 302 204 324Q152 314 140 240Z" fill={WK.moss} stroke={WK.ink} strokeWidth="1.4" />
      <path d="M160 200Q170 160 200 150M240 170q10 20 6 40" fill="none" stroke={WK.mossLight} strokeWidth="3" opacity=".7" />
      {spots.map(([x, y], i) => (
        <Coin key={i} ctx={ctx} x={x} y={y} size={32} />
      ))}
      <Shadow x={96} y={420} w={60} />
      <Kin kind="hare" x={96} y={420} s={1.2} tunic={WK.rust} apron={WK.cream} crown="cap" mood="calm" look={0.9} armR={24} holdR={<Staff up={60} down={40} color={WK.barkLight} />} armL={-40} />
      <path d="M112 300l14 -8l4 6l-14 6Z" fill="#9a978c" stroke={WK.ink} strokeWidth="1" />
    </Scene>
  );
}

/** Eight: a beaver at the stump bench carves the eighth disc; seven finished hang on the board behind. */
function eight(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="day" />
      <path d={crowns(236, 28, 381)} fill="#9fb985" />
      <Pond ctx={ctx} y0={262} y1={322} seed={382} />
      <Ground y={316} seed={383} color="#9a7a50" dark="#6a5034" />
      <path d="M36 80H130V300H36Z" fill="#b98a5a" stroke={WK.ink} strokeWidth="1.3" />
      <path d="M36 134H130M36 188H130M36 242H130" stroke={WK.barkDark} strokeWidth="1.4" opacity=".6" />
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <Coin key={i} ctx={ctx} x={i === 6 ? 83 : 60 + (i % 2) * 46} y={107 + Math.floor(i / 2) * 54} size={40} />
      ))}
      <path d="M130 300v30M36 300v30" stroke={WK.barkDark} strokeWidth="4" />
      <Stump x={208} y={416} w={76} h={46} />
      <Coin ctx={ctx} x={208} y={362} size={40} rotate={-8} />
      <BeaverTail x={158} y={420} s={1.1} flip />
      <Shadow x={150} y={424} w={60} />
      <Kin kind="otter" x={150} y={424} s={1.2} pose="sit" fur="#8a5a32" dark="#5a3a22" light="#c9a27a" apron={WK.cream} mood="calm" look={0.8} armR={70} armL={40} noTail />
      <path d="M190 338l12 14" stroke="#9a978c" strokeWidth="3" />
      <path d="M30 430q8 -6 16 -2q6 -6 14 0" fill="none" stroke={WK.barkLight} strokeWidth="2" />
    </Scene>
  );
}

/** Nine: a fox in a fine gown takes her ease in the vineyard of golden discs, a wren on her paw. */
function nine(ctx: Ctx) {
  const spots: [number, number][] = [
    [52, 136],
    [52, 196],
    [52, 256],
    [248, 136],
    [248, 196],
    [248, 256],
    [100, 100],
    [200, 100],
    [150, 88],
  ];
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="gold" glow={{ x: 150, y: 200, r: 100 }} />
      <Hills y={290} color="#c4b67a" amp={14} seed={391} />
      <Ground y={332} seed={392} />
      <path d="M52 344V110M248 344V110M52 112Q150 60 248 112" fill="none" stroke={WK.barkDark} strokeWidth="5" />
      <path d="M52 150q-12 10 -6 24M52 210q12 10 6 24M248 150q12 10 6 24M248 220q-12 10 -6 24M90 96q-6 12 4 20M210 96q6 12 -4 20" fill="none" stroke={WK.moss} strokeWidth="3" />
      {spots.map(([x, y], i) => (
        <Coin key={i} ctx={ctx} x={x} y={y} size={34} />
      ))}
      <Shadow x={150} y={420} w={70} />
      <Kin kind="fox" x={150} y={420} s={1.35} robe={WK.gold} cloak={WK.berry} crown="flower" mood="calm" look={0.7} armR={80} armL={-30} />
      <SmallBird x={198} y={308} kind="wren" />
      <Blooms seed={393} count={10} x={40} y={396} w={220} h={36} color={WK.rose} />
    </Scene>
  );
}

/** Ten: three generations of rabbits before the old oak home; ten discs hang in its branches. */
function ten(ctx: Ctx) {
  const spots: [number, number][] = [
    [150, 66],
    [110, 92],
    [190, 92],
    [70, 120],
    [230, 120],
    [150, 120],
    [110, 150],
    [190, 150],
    [70, 180],
    [230, 180],
  ];
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="gold" />
      <path d="M20 30H280V222Q220 248 150 236Q80 248 20 222Z" fill={WK.moss} />
      <path d="M20 30H280V190Q220 210 150 200Q80 210 20 190Z" fill="#5f8f3c" />
      <Trunk x={150} y={330} w={90} />
      <path d="M128 330V272Q150 244 172 272V330Z" fill="#3a2616" stroke={WK.ink} strokeWidth="1.2" />
      <circle cx="164" cy="300" r="2.4" fill={WK.gold} />
      <Ground y={326} seed={402} />
      {spots.map(([x, y], i) => (
        <Coin key={i} ctx={ctx} x={x} y={y} size={32} />
      ))}
      <Shadow x={150} y={424} w={220} opacity={0.15} />
      <Stump x={64} y={420} w={44} h={20} />
      <Kin kind="rabbit" x={64} y={400} s={0.95} pose="sit" age="old" fur="#b8b0a4" robe={WK.plum} mood="wise" look={0.6} specs armL={-30} armR={30} holdR={<Staff up={30} down={24} />} />
      <Kin kind="rabbit" x={132} y={420} s={1.05} tunic={WK.blue} mood="happy" look={0.3} armL={-20} armR={50} />
      <Kin kind="rabbit" x={194} y={420} s={1} robe={WK.rose} apron={WK.cream} mood="happy" look={-0.3} armL={-50} armR={-20} fur="#b9a07e" />
      <Kin kind="rabbit" x={246} y={428} s={0.62} age="young" tunic={WK.gold} mood="happy" look={-0.5} armL={150} armR={150} />
    </Scene>
  );
}

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

