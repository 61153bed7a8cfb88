import type { DeckScenes, SceneContext } from '../../types';
import { Glow, Ground, Hills, Kin, Moon, Mountains, Rock, Shadow, Sky, SmallBird, Stars, Stump, Sunflower, Tree, Trunk, Wheat, WK } from './kit';
import { Blooms, cloud, crowns, Cup, firs, heart, hill, Pond, Scene, Wanderer } from './pip-kit';

/**
 * The Woodland Kin cups: acorn-cap cups by pond, meadow and riverbank, the heart's suit. Each
 * card draws exactly its number of cups (Cup carries data-emblem="cups").
 */

type Ctx = SceneContext;

/** A held cup for a Kin paw, `size` tall on the card at the animal's scale `s`. */
const held = (ctx: Ctx, size: number, s: number, rotate = 0, extra: { flowers?: boolean; empty?: boolean } = {}) => <Cup ctx={ctx} x={0} y={0} size={size / s} rotate={rotate} grip {...extra} />;

/** A lily pad (with a flower) at x,y, r across. */
function lily(x: number, y: number, r: number, flower = false) {
  return (
    <g>
      <path d={`M${x} ${y}L${x + r * 0.9} ${y - r * 0.22}A${r} ${r * 0.38} 0 1 0 ${x + r * 0.95} ${y + r * 0.12}Z`} fill="#5f9a3c" stroke={WK.ink} strokeWidth="1" />
      {flower ? <path d={`M${x - 6} ${y - 2}l2 -8l3 5l1 -8l3 8l3 -5l1 8Z`} fill="#f4c6d0" stroke={WK.ink} strokeWidth=".8" /> : null}
    </g>
  );
}

/** Ace: a great acorn cup on a mossy stone in the lily pond, overflowing in five streams; a dove descends; a young otter marvels. */
function ace(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="mist" glow={{ x: 150, y: 170, r: 120, color: '#fffbe6' }} />
      <path d={firs(250, 58, 111)} fill="#a9b8ad" />
      <path d={crowns(282, 22, 112)} fill="#8fa88b" />
      <Pond ctx={ctx} y0={292} seed={113} />
      <Rock x={150} y={334} w={110} h={34} color="#9a978c" />
      <path d="M114 214Q96 270 100 334M126 218Q118 280 122 322M174 218Q182 280 178 322M186 214Q204 270 200 334M150 218V310" fill="none" stroke="#d2eef4" strokeWidth="3" opacity=".9" />
      <path d="M92 336q8 -4 16 0M192 336q8 -4 16 0M140 340q10 -4 20 0" fill="none" stroke="#e8f4f4" strokeWidth="1.4" />
      <Glow ctx={ctx} name="cup" x={150} y={220} r={70} color="#fffbe6" />
      <Cup ctx={ctx} x={150} y={252} size={150} />
      <SmallBird x={150} y={110} kind="dove" fly s={1.5} />
      {lily(196, 392, 26, true)}
      {lily(236, 360, 16)}
      {lily(110, 420, 18, true)}
      <Rock x={60} y={392} w={60} h={22} color="#8d8a80" seed={4} />
      <Kin kind="otter" x={60} y={376} s={0.78} pose="sit" age="young" mood="wonder" look={0.7} tilt={-10} armL={-30} armR={-30} />
    </Scene>
  );
}

/** Two: two otters on the riverbank pledge their cups beneath a heart of twined willow. */
function two(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="gold" glow={{ x: 150, y: 220, r: 80 }} />
      <path d={crowns(256, 28, 121)} fill="#a7bd86" />
      <Tree x={44} y={300} h={220} kind="willow" w={18} seed={3} />
      <Pond ctx={ctx} y0={284} y1={344} seed={122} />
      <Ground y={336} seed={123} />
      <Blooms seed={124} count={12} x={36} y={380} w={228} h={50} color={WK.rose} />
      <path d={heart(150, 150, 56)} fill="none" stroke={WK.moss} strokeWidth="4" />
      <path d={heart(150, 150, 44)} fill="#e8a3a0" opacity=".6" />
      <path d="M150 180V214M150 196q-10 -2 -14 -10M150 204q10 -2 14 -10" stroke={WK.moss} strokeWidth="3" fill="none" />
      <Shadow x={90} y={410} w={54} />
      <Shadow x={210} y={410} w={54} />
      <Kin kind="otter" x={88} y={410} s={1.2} tunic={WK.blue} scarf={WK.cream} mood="happy" look={0.8} armR={70} holdR={held(ctx, 48, 1.2, 0)} />
      <Kin kind="otter" x={212} y={410} s={1.15} flip robe={WK.rose} mood="happy" look={0.8} armR={70} holdR={held(ctx, 48, 1.15, 0)} fur="#7a5236" crown="flower" />
    </Scene>
  );
}

/** Three: three rabbits raise their cups together in the harvest meadow. */
function three(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="gold" glow={{ x: 150, y: 150, r: 100 }} />
      <path d={hill(262, 10, 131)} fill="#d8c27a" />
      <Wheat x0={30} x1={270} y={300} h={44} seed={2} count={22} />
      <Ground y={300} seed={133} color="#b9b06a" dark="#8c8446" />
      <Sunflower x={250} y={330} h={110} r={12} lean={-6} />
      <path d="M40 430q0 -22 20 -22q20 0 20 22ZM226 436q0 -16 14 -16q14 0 14 16Z" fill={WK.rust} stroke={WK.ink} strokeWidth="1.2" />
      <path d="M60 408v-6M240 420v-5" stroke={WK.moss} strokeWidth="3" />
      <Shadow x={150} y={410} w={160} opacity={0.18} />
      <Kin kind="rabbit" x={86} y={404} s={1.02} robe={WK.berry} crown="flower" mood="happy" look={0.6} armR={150} holdR={held(ctx, 44, 1.02, 14)} />
      <Kin kind="rabbit" x={214} y={404} s={1.02} flip tunic={WK.moss} apron={WK.cream} mood="happy" look={0.6} armR={150} holdR={held(ctx, 44, 1.02, 14)} fur="#b9a07e" />
      <Kin kind="rabbit" x={150} y={414} s={1.1} robe={WK.gold} scarf={WK.rust} mood="happy" armR={170} holdR={held(ctx, 46, 1.1, 0)} fur="#d8c8ae" />
    </Scene>
  );
}

/** Four: a bear sulks under the oak, three cups on the grass; a squirrel offers a fourth from the branch, unnoticed. */
function four(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="day" />
      <path d={crowns(262, 28, 141)} fill="#a7c08a" />
      <Trunk x={78} y={336} w={60} />
      <path d="M78 128Q170 104 280 118" fill="none" stroke={WK.bark} strokeWidth="12" />
      <path d="M20 40H280V104Q220 134 160 112Q100 136 20 112Z" fill={WK.moss} />
      <path d="M20 40H280V84Q200 104 140 88Q80 104 20 88Z" fill="#5f8f3c" />
      <Ground y={334} seed={142} />
      <Kin kind="squirrel" x={214} y={128} s={0.7} pose="sit" tunic={WK.rust} mood="happy" look={-0.6} armL={40} holdL={held(ctx, 44, 0.7, 0)} />
      <Shadow x={120} y={404} w={90} />
      <Kin kind="bear" x={120} y={404} s={1.15} pose="sit" tunic={WK.plum} mood="sad" look={0.3} armL={-50} armR={-50} />
      <Cup ctx={ctx} x={170} y={414} size={42} />
      <Cup ctx={ctx} x={212} y={420} size={42} />
      <Cup ctx={ctx} x={252} y={412} size={42} />
    </Scene>
  );
}

/** Five: an otter in a dark cloak mourns three spilled cups on the riverbank; two still stand behind. */
function five(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="storm" />
      <path d={firs(222, 48, 151)} fill="#5e6a60" />
      <Pond ctx={ctx} y0={248} y1={330} seed={152} dark />
      <path d="M150 264Q200 216 254 264V274H240Q200 240 164 274H150Z" fill="#8b877c" stroke={WK.ink} strokeWidth="1.2" />
      <path d="M234 236h20v-14l10 -8l10 8v14" fill="#6e6a60" stroke={WK.ink} strokeWidth="1" />
      <Ground y={322} seed={153} color="#6f8a4f" dark="#4a5f34" />
      <Cup ctx={ctx} x={54} y={414} size={42} rotate={-98} empty />
      <Cup ctx={ctx} x={104} y={424} size={42} rotate={94} empty />
      <Cup ctx={ctx} x={156} y={420} size={42} rotate={-84} empty />
      <path d="M70 418q-10 12 -26 14M88 428q-8 8 -22 10M172 424q12 6 26 4" fill="none" stroke="#8a2a3a" strokeWidth="3" opacity=".8" />
      <Cup ctx={ctx} x={214} y={378} size={42} />
      <Cup ctx={ctx} x={250} y={384} size={40} />
      <Shadow x={120} y={392} w={60} />
      <Kin kind="otter" x={120} y={392} s={1.2} cloak="#2b2a33" hood="#2b2a33" mood="sad" look={-0.4} tilt={12} armL={-20} armR={-20} />
    </Scene>
  );
}

/** Six: in the stump-house garden, an elder mouse passes a little one a cup of flowers. */
function six(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="day" />
      <path d={crowns(236, 32, 161)} fill="#a7c08a" />
      <Stump x={224} y={318} w={90} h={110} />
      <path d="M210 318V282Q224 268 238 282V318Z" fill="#3a2616" stroke={WK.ink} strokeWidth="1.1" />
      <path d="M194 240h14v14h-14Z" fill={WK.goldLight} stroke={WK.ink} strokeWidth="1" />
      <Ground y={314} seed={162} />
      <Cup ctx={ctx} x={54} y={330} size={40} flowers />
      <Cup ctx={ctx} x={94} y={336} size={40} flowers />
      <Cup ctx={ctx} x={196} y={346} size={40} flowers />
      <Cup ctx={ctx} x={60} y={420} size={40} flowers />
      <Cup ctx={ctx} x={246} y={424} size={40} flowers />
      <Shadow x={170} y={418} w={54} />
      <Shadow x={118} y={420} w={40} />
      <Kin kind="mouse" x={170} y={418} s={1.1} tunic={WK.berry} hood={WK.berry} mood="happy" look={-0.8} flip armR={60} />
      <Kin kind="mouse" x={116} y={420} s={0.72} age="young" robe={WK.goldLight} mood="wonder" look={0.8} armR={70} holdR={held(ctx, 44, 0.72, 0, { flowers: true })} fur="#b8a088" />
    </Scene>
  );
}

/** A small vision above a cup: crown, snake, tower, jewels, wreath, dragon, veiled light. */
function vision(i: number, x: number, y: number) {
  const t = `translate(${x} ${y})`;
  switch (i) {
    case 0:
      return <path transform={t} d="M-9 4L-11 -8L-5 -2L0 -11L5 -2L11 -8L9 4Z" fill={WK.gold} stroke={WK.ink} strokeWidth="1" />;
    case 1:
      return <path transform={t} d="M-10 4q-2 -8 6 -8t6 -6t4 -4" fill="none" stroke="#4f8a3a" strokeWidth="3.4" />;
    case 2:
      return <path transform={t} d="M-7 6V-6h3v-4h3v4h2v-4h3v4h3V6Z" fill="#b9b4a6" stroke={WK.ink} strokeWidth="1" />;
    case 3:
      return <path transform={t} d="M-8 2a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M2 2a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M-3 -5a3 3 0 1 0 6 0a3 3 0 1 0 -6 0" fill="#c84a6a" stroke={WK.ink} strokeWidth=".8" />;
    case 4:
      return <path transform={t} d="M-9 0a9 7 0 1 0 18 0a9 7 0 1 0 -18 0" fill="none" stroke={WK.moss} strokeWidth="3.4" />;
    case 5:
      return <path transform={t} d="M-10 4Q-4 -10 4 -6L10 -10L8 -2Q12 4 2 4Q-4 0 -10 4Z" fill="#b8333a" stroke={WK.ink} strokeWidth="1" />;
    default:
      return <path transform={t} d="M0 -12Q8 -8 7 6H-7Q-8 -8 0 -12Z" fill="#ffffff" stroke="#d6cfe6" strokeWidth="1" />;
  }
}

/** Seven: a hedgehog daydreams before seven cups of visions floating on evening clouds. */
function seven(ctx: Ctx) {
  const cups: [number, number][] = [
    [70, 104],
    [150, 92],
    [230, 104],
    [66, 196],
    [150, 182],
    [234, 196],
    [150, 268],
  ];
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="dusk" />
      <Stars seed={171} count={24} h={180} />
      {cups.map(([x, y], i) => (
        <g key={i}>
          <path d={cloud(x, y + 26, 74)} fill="#f1e6f6" opacity=".9" />
          <Glow ctx={ctx} name={`v${i}`} x={x} y={y - 30} r={20} color="#fff3c0" />
          {vision(i, x, y - 30)}
          <Cup ctx={ctx} x={x} y={y} size={40} />
        </g>
      ))}
      <path d={hill(360, 8, 172)} fill="#4c4a6a" />
      <Shadow x={150} y={420} w={70} />
      <Kin kind="hedgehog" x={150} y={420} s={1.1} pose="sit" tunic={WK.blue} mood="wonder" tilt={-8} armL={150} armR={-20} />
    </Scene>
  );
}

/** Eight: leaving by moonlight, a hooded badger climbs the rocky path away from eight stacked cups. */
function eight(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="night" />
      <Stars seed={181} count={30} h={160} />
      <Moon x={206} y={92} r={20} phase="crescent" />
      <Mountains y={290} h={150} color="#3c4660" snow={false} seed={5} />
      <path d="M120 450Q150 370 200 330Q220 300 206 270" fill="none" stroke="#b9a88a" strokeWidth="10" opacity=".6" />
      <Pond ctx={ctx} y0={330} y1={364} seed={182} dark />
      <Ground y={358} seed={183} color="#5a5a52" dark="#3a3a34" />
      <Shadow x={204} y={308} w={30} />
      <Wanderer x={204} y={308} s={0.9} cloak={WK.berry} />
      {[0, 1, 2, 3, 4].map((i) => (
        <Cup key={i} ctx={ctx} x={56 + i * 34} y={418} size={38} />
      ))}
      {[0, 1, 2].map((i) => (
        <Cup key={`t${i}`} ctx={ctx} x={73 + i * 34} y={380} size={38} />
      ))}
    </Scene>
  );
}

/** Nine: a contented bear sits on a mossy log, paws folded, nine cups on the arched shelf behind. */
function nine(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="gold" glow={{ x: 150, y: 180, r: 120 }} />
      <path d={crowns(262, 30, 191)} fill="#a9bd86" />
      <Ground y={322} seed={192} />
      <path d="M34 300Q40 150 150 126Q260 150 266 300" fill="none" stroke={WK.bark} strokeWidth="9" />
      <path d="M34 300Q40 150 150 126Q260 150 266 300" fill="none" stroke={WK.berry} strokeWidth="3" strokeDasharray="2 14" />
      {Array.from({ length: 9 }, (_, i) => {
        const a = Math.PI * (0.02 + (0.96 * i) / 8);
        return <Cup key={i} ctx={ctx} x={150 - 104 * Math.cos(a)} y={252 - 124 * Math.sin(a)} size={34} />;
      })}
      <path d="M70 380Q70 362 90 362H210Q230 362 230 380V392H70Z" fill={WK.bark} stroke={WK.ink} strokeWidth="1.3" />
      <path d="M70 366Q150 352 230 366" fill="none" stroke={WK.mossLight} strokeWidth="5" />
      <Shadow x={150} y={420} w={160} opacity={0.2} />
      <Kin kind="bear" x={150} y={374} s={1.15} pose="sit" tunic={WK.gold} scarf={WK.berry} mood="happy" armL={-60} armR={-60} />
      <Blooms seed={193} count={10} x={40} y={396} w={220} h={36} color={WK.cream} />
    </Scene>
  );
}

/** Ten: a badger family dances beneath a rainbow of ten cups, their sett in the green hill. */
function ten(ctx: Ctx) {
  const rainbow = ['#d8574a', '#e9a23b', '#f4d35e', '#7fb35a', '#5d9fb5', '#8a6fb0'];
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="day" />
      {rainbow.map((c, i) => (
        <path key={c} d={`M${24 + i * 7} 300A${126 - i * 7} ${170 - i * 7} 0 0 1 ${276 - i * 7} 300`} fill="none" stroke={c} strokeWidth="7" opacity=".75" />
      ))}
      {Array.from({ length: 10 }, (_, i) => {
        const a = Math.PI * (0.1 + (0.8 * i) / 9);
        return <Cup key={i} ctx={ctx} x={150 - 104 * Math.cos(a)} y={282 - 150 * Math.sin(a)} size={34} />;
      })}
      <Hills y={300} color="#a5c48a" amp={10} seed={201} />
      <path d="M200 324Q236 270 286 290V340H190Z" fill="#7fa563" stroke={WK.ink} strokeWidth="1.2" />
      <path d="M232 322Q242 300 256 322Z" fill="#3a2616" stroke={WK.ink} strokeWidth="1" />
      <Ground y={330} seed={202} />
      <Blooms seed={203} count={5} x={36} y={398} w={228} h={36} color={WK.cream} />
      <Shadow x={150} y={420} w={200} opacity={0.15} />
      <Kin kind="badger" x={78} y={410} s={1.05} tunic={WK.moss} mood="happy" look={0.5} armL={150} armR={60} />
      <Kin kind="badger" x={128} y={412} s={1} robe={WK.rose} mood="happy" look={0.3} armL={-60} armR={160} />
      <Kin kind="badger" x={188} y={420} s={0.72} age="young" tunic={WK.gold} mood="happy" look={-0.3} armL={150} armR={150} />
      <Kin kind="badger" x={232} y={422} s={0.62} age="young" robe={WK.blue} mood="happy" flip armL={150} armR={100} />
    </Scene>
  );
}

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

