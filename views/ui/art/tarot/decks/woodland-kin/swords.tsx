import type { DeckScenes, SceneContext } from '../../types';
import { Glow, Ground, Hills, Kin, Mist, Moon, Mountains, Rain, Raven, Rock, Shadow, Sky, SmallBird, Stars, Stump, Trunk, WK } from './kit';
import { BurrowInside, crowns, firs, heart, HeronStanding, Pond, Scene, Sword, Wanderer } from './pip-kit';

/**
 * The Woodland Kin swords: pale thorn blades in the hard weather of the wood, the suit of the
 * mind and its troubles. Each card draws exactly its number of blades (Sword carries data-emblem).
 */

type Ctx = SceneContext;

/** A held blade for a Kin paw, `len` long on the card at the animal's scale `s`. */
const held = (ctx: Ctx, len: number, s: number, rotate = 0) => <Sword ctx={ctx} x={0} y={0} size={len / s} rotate={rotate} grip />;

/** Ace: one thorn blade driven into the peak's boulder, an oak wreath above it, the clouds parting; a raven keeps watch. */
function ace(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="snow" glow={{ x: 150, y: 104, r: 110, color: '#ffffff' }} />
      <Mountains y={300} h={130} color="#9aaab8" seed={3} />
      <path d={firs(336, 46, 211)} fill="#587a5e" />
      <Ground y={364} seed={212} />
      <Shadow x={150} y={386} w={140} />
      <Rock x={150} y={386} w={124} h={52} color="#a3a094" seed={2} />
      <Sword ctx={ctx} x={150} y={226} size={256} />
      <path d="M126 108a24 9 0 1 0 48 0a24 9 0 1 0 -48 0" fill="none" stroke={WK.moss} strokeWidth="5" />
      <path d="M128 106l-7 -9M138 101l-3 -11M150 99v-11M162 101l3 -11M172 106l7 -9" stroke={WK.mossLight} strokeWidth="4.4" />
      <path d="M140 116h0M160 116h0" stroke={WK.berry} strokeWidth="5" strokeLinecap="round" />
      <Raven x={216} y={348} s={0.9} flip />
    </Scene>
  );
}

/** Two: a blindfolded hare sits on a stump by the moonlit pond, two blades crossed over her heart. */
function two(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="night" />
      <Stars seed={221} count={26} h={180} />
      <Moon x={222} y={92} r={18} phase="crescent" />
      <path d={firs(246, 50, 222)} fill="#24314a" />
      <Pond ctx={ctx} y0={254} y1={344} seed={223} dark />
      <Rock x={60} y={300} w={40} h={16} color="#5a6070" seed={5} />
      <Ground y={340} seed={224} color="#4f6b4a" dark="#2f4a32" />
      <Stump x={150} y={420} w={80} h={40} />
      <Kin kind="hare" x={150} y={378} s={1.25} pose="sit" robe={WK.cream} blindfold={WK.white} mood="calm" armL={-58} armR={-58} holdL={held(ctx, 180, 1.25, 44)} holdR={held(ctx, 180, 1.25, -44)} />
    </Scene>
  );
}

/** Three: rain on the wood; a heart-knot in the old oak pierced by three blades, a fawn weeping beneath. */
function three(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="storm" />
      <path d={firs(262, 58, 231)} fill="#555f5e" />
      <Trunk x={150} y={344} w={112} />
      <Ground y={342} seed={232} color="#5f7a4a" dark="#3c5230" />
      <path d={heart(150, 168, 80)} fill={WK.berry} stroke={WK.ink} strokeWidth="1.6" />
      <path d="M128 150q6 -8 14 -6" stroke="#e27a7a" strokeWidth="3" fill="none" />
      <Sword ctx={ctx} x={150} y={160} size={150} />
      <Sword ctx={ctx} x={116} y={178} size={140} rotate={-52} />
      <Sword ctx={ctx} x={184} y={178} size={140} rotate={52} />
      <Shadow x={210} y={420} w={60} />
      <Kin kind="deer" x={210} y={420} s={0.9} pose="sit" age="young" scarf={WK.blue} mood="sad" look={-0.3} tilt={10} armL={-40} armR={-40} />
      <Rain seed={233} count={50} />
    </Scene>
  );
}

/** Four: a mouse asleep on a mossy stone bed in a quiet hollow, three blades on the wall above and one beneath. */
function four(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <BurrowInside ctx={ctx} floor={392} lamp={[150, 110]} />
      <path d="M116 150Q150 80 184 150Z" fill="#f0d68a" stroke={WK.ink} strokeWidth="1.4" />
      <path d="M150 150V100M130 150Q150 114 170 150M118 130h64" fill="none" stroke={WK.ink} strokeWidth="1" />
      <Glow ctx={ctx} name="win" x={150} y={130} r={60} color="#fff3c0" opacity={0.5} />
      <Sword ctx={ctx} x={84} y={206} size={104} rotate={90} />
      <Sword ctx={ctx} x={150} y={226} size={104} rotate={90} />
      <Sword ctx={ctx} x={216} y={206} size={104} rotate={90} />
      <path d="M46 326h208v52H46Z" fill="#8b877c" stroke={WK.ink} strokeWidth="1.4" />
      <path d="M46 326Q150 312 254 326V334Q150 322 46 334Z" fill={WK.mossLight} stroke={WK.ink} strokeWidth="1" />
      <Sword ctx={ctx} x={150} y={356} size={150} rotate={90} />
      <g transform="rotate(-90 236 324)">
        <Kin kind="mouse" x={236} y={324} s={1.3} robe={WK.blue} mood="closed" armL={-40} armR={-40} noTail />
      </g>
    </Scene>
  );
}

/** Five: a smug fox gathers the blades while the beaten pair trudge away along the grey shore. */
function five(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="storm" />
      <path d="M20 120Q90 90 150 110Q220 80 280 110V30H20Z" fill="#3e444c" opacity=".7" />
      <Pond ctx={ctx} y0={248} y1={312} seed={251} dark />
      <Ground y={304} seed={252} color="#a99a5e" dark="#7a6d40" />
      <Wanderer x={222} y={300} s={0.55} cloak={WK.blue} />
      <Wanderer x={252} y={304} s={0.5} cloak={WK.plum} />
      <Sword ctx={ctx} x={212} y={410} size={100} rotate={84} />
      <Sword ctx={ctx} x={236} y={376} size={96} rotate={100} />
      <Shadow x={120} y={420} w={80} />
      <Kin kind="fox" x={120} y={420} s={1.3} tunic={WK.berry} belt={WK.barkDark} mood="happy" look={0.8} armL={30} armR={-30} holdL={held(ctx, 120, 1.3, -20)} holdR={held(ctx, 120, 1.3, 30)} />
      <Sword ctx={ctx} x={74} y={304} size={120} rotate={-14} />
    </Scene>
  );
}

/** Six: a heron poles a bark boat across the misty pond, a mother mouse and her child aboard, six blades upright. */
function six(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="mist" />
      <path d={firs(236, 50, 261)} fill="#b7c3bd" />
      <Pond ctx={ctx} y0={254} seed={262} />
      <Mist ys={[250, 290]} opacity={0.45} />
      <path d="M196 190L176 420" stroke={WK.bark} strokeWidth="3.4" strokeLinecap="round" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Sword key={i} ctx={ctx} x={70 + i * 17} y={326} size={92} rotate={(i - 2.5) * 4} />
      ))}
      <Kin kind="mouse" x={140} y={356} s={0.8} pose="sit" cloak={WK.plum} hood={WK.plum} mood="sad" look={-0.5} armL={-40} armR={-20} />
      <Kin kind="mouse" x={112} y={362} s={0.5} pose="sit" age="young" hood={WK.gold} mood="calm" look={0.5} armL={-30} armR={-30} />
      <HeronStanding x={206} y={360} s={1} cloak={WK.moss} />
      <path d="M40 346Q140 384 244 346L252 336Q150 366 34 336Z" fill={`url(#${ctx.id('bark')})`} stroke={WK.ink} strokeWidth="1.4" />
      <path d="M60 356q20 6 40 6M150 364q30 -2 50 -8" stroke={WK.ink} strokeWidth="1" opacity=".5" fill="none" />
      <path d="M40 376q30 6 60 0M150 388q40 6 80 -4" stroke="#e8f4f4" strokeWidth="1.4" opacity=".8" fill="none" />
    </Scene>
  );
}

/** Seven: a fox tiptoes away from the camp with five blades, glancing back; two are left standing. */
function seven(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="dusk" />
      <path d={crowns(252, 28, 271)} fill="#7d7a8a" />
      <path d="M176 304L212 226L248 304Z" fill="#c9a56a" stroke={WK.ink} strokeWidth="1.2" />
      <path d="M212 226V304M202 304L212 272L222 304Z" fill="#6e4a2e" stroke={WK.ink} strokeWidth="1" />
      <path d="M196 300h0M230 300h0" stroke={WK.gold} strokeWidth="3" />
      <Ground y={300} seed={272} />
      <Sword ctx={ctx} x={240} y={344} size={96} />
      <Sword ctx={ctx} x={262} y={350} size={96} rotate={6} />
      <Shadow x={112} y={420} w={70} />
      <Kin kind="fox" x={112} y={420} s={1.25} pose="walk" cloak={WK.dusk} scarf={WK.berry} mood="happy" look={0.9} armL={-70} armR={-70} />
      {[0, 1, 2, 3, 4].map((i) => (
        <Sword key={i} ctx={ctx} x={96 + i * 8} y={296} size={124} rotate={-48 + i * 8} />
      ))}
    </Scene>
  );
}

/** Eight: a rabbit bound with vines and blindfolded in the marsh, hemmed in by eight blades. */
function eight(ctx: Ctx) {
  const s = 1.2;
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="storm" />
      <path d={firs(240, 56, 281)} fill="#6b7570" />
      <Pond ctx={ctx} y0={272} seed={282} />
      <path d="M20 332Q150 312 280 332V450H20Z" fill="#8a8a5e" stroke={WK.ink} strokeWidth="1.2" />
      {[44, 76, 108, 192, 224, 256].map((x, i) => (
        <Sword key={x} ctx={ctx} x={x} y={300 + (i % 2) * 18} size={116} rotate={(x - 150) / 20} />
      ))}
      <Shadow x={150} y={412} w={60} />
      <Kin kind="rabbit" x={150} y={412} s={s} robe={WK.rose} blindfold={WK.white} mood="sad" armL={-14} armR={-14} />
      <path d="M124 348Q150 360 176 348M122 366Q150 378 178 366M126 384Q150 394 174 384" fill="none" stroke={WK.moss} strokeWidth="4" />
      <path d="M124 348Q150 360 176 348M122 366Q150 378 178 366M126 384Q150 394 174 384" fill="none" stroke={WK.mossLight} strokeWidth="1.6" />
      <Sword ctx={ctx} x={66} y={392} size={104} rotate={-6} />
      <Sword ctx={ctx} x={234} y={396} size={104} rotate={6} />
    </Scene>
  );
}

/** Nine: a dormouse sits up awake in its burrow bed at night, paws to its face, nine blades along the root wall. */
function nine(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <BurrowInside ctx={ctx} floor={400} lamp={[230, 330]} />
      {Array.from({ length: 9 }, (_, i) => (
        <Sword key={i} ctx={ctx} x={150 + (i % 2 ? 14 : -14)} y={70 + i * 21} size={132} rotate={i % 2 ? 90 : -90} />
      ))}
      <Glow ctx={ctx} name="candle" x={244} y={318} r={40} color="#ffd98a" opacity={0.6} />
      <path d="M240 340v-16h8v16Z" fill={WK.cream} stroke={WK.ink} strokeWidth="1" />
      <path d="M244 322q-4 -6 0 -10q4 4 0 10Z" fill={WK.gold} />
      <path d="M230 342h28" stroke={WK.barkDark} strokeWidth="3" />
      <Kin kind="mouse" x={132} y={356} s={1.1} pose="sit" tunic={WK.cream} mood="sad" look={0.2} armL={-150} armR={-150} />
      <path d="M46 350Q130 330 226 352L232 402H40Z" fill={WK.berry} stroke={WK.ink} strokeWidth="1.3" />
      <path d="M60 362l20 30M100 356l16 40M150 354l10 44M196 358l6 40" stroke={WK.berryDark} strokeWidth="1.4" opacity=".6" />
      <path d="M40 402h196v10H40Z" fill={WK.bark} stroke={WK.ink} strokeWidth="1.2" />
    </Scene>
  );
}

/** Ten: a fox lies fallen at the meadow's edge under ten blades; beyond, the dawn breaks gold over the water. */
function ten(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="dawn" top="#3c3f5c" bottom="#f6c98a" glow={{ x: 150, y: 304, r: 120, color: '#ffd98a' }} />
      <path d="M104 304a46 46 0 0 1 92 0Z" fill="#ffd27a" />
      <Hills y={304} color="#3f3a4e" amp={6} seed={301} />
      <Pond ctx={ctx} y0={310} y1={348} seed={302} dark />
      <Ground y={344} seed={303} color="#4f6b4a" dark="#2f4a32" />
      <Shadow x={186} y={420} w={200} opacity={0.3} />
      <g transform="rotate(-90 258 404)">
        <Kin kind="fox" x={258} y={404} s={1.4} cloak={WK.berryDark} mood="closed" armL={170} armR={175} noTail />
      </g>
      {Array.from({ length: 10 }, (_, i) => (
        <Sword key={i} ctx={ctx} x={146 + i * 11.5} y={342 + (i % 3) * 3} size={78} rotate={180 + (i - 4.5) * 3.4} />
      ))}
      <SmallBird x={240} y={150} kind="sparrow" fly s={0.8} />
    </Scene>
  );
}

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

