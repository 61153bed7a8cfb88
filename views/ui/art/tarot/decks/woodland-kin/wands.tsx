import type { DeckScenes, SceneContext } from '../../types';
import { Beast, Butterfly, Flower, Grass, Ground, headAt, Hills, Kin, Leaves, Mountains, Rock, saddleAt, Shadow, Sky, SmallBird, Stump, Tree, Trunk, WK, type BeastProps, type KinProps } from './kit';
import { Beams, Blooms, crowns, firs, Pond, Scene, Wand } from './pip-kit';

/**
 * The Woodland Kin wands: living branches in the hands of the forest folk, in warm light. Each
 * card draws exactly its number of branches (Wand carries data-emblem="wands").
 */

type Ctx = SceneContext;

/** A held branch for a Kin paw: `len` long on the card at the animal's scale `s`. */
const held = (ctx: Ctx, len: number, s: number, rotate = 0) => <Wand ctx={ctx} x={0} y={0} size={len / s} rotate={rotate} grip />;

/** Ace: one living branch rising from an old stump in a sunlit glade, a young squirrel gazing up. */
function ace(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="gold" glow={{ x: 150, y: 120, r: 110 }} />
      <Beams from="left" o={0.14} />
      <path d={crowns(300, 30, 11)} fill="#b5c48e" />
      <path d={firs(324, 46, 12)} fill="#86a46a" />
      <Ground y={352} seed={4} />
      <Dots />
      <Stump x={150} y={380} w={64} h={44} />
      <Wand ctx={ctx} x={150} y={216} size={236} bloom />
      <Kin kind="squirrel" x={72} y={414} s={0.78} age="young" mood="wonder" look={0.7} tilt={-12} armR={150} armL={20} scarf={WK.berry} />
      <SmallBird x={220} y={330} kind="robin" flip />
      <Blooms seed={5} count={12} x={40} y={392} w={220} h={40} color={WK.cream} r={3} />
      <Butterfly x={206} y={178} color={WK.amber} />
    </Scene>
  );
}

/** Faint motes of light for a glade. */
function Dots() {
  return <path d="M70 150h0M96 110h0M214 120h0M236 170h0M190 92h0M116 190h0" stroke="#fff6cf" strokeWidth="3" strokeLinecap="round" opacity=".8" />;
}

/** A small globe (the world in a paw): grip at its foot. */
function Globe({ r = 9 }: { r?: number }) {
  return (
    <g transform={`translate(0 ${-r})`}>
      <circle r={r} fill="#7fb6c8" stroke={WK.ink} strokeWidth="1.1" />
      <path d={`M${-r * 0.6} ${-r * 0.3}q4 -4 8 -1q2 4 -3 6q-4 0 -5 -5ZM${r * 0.1} ${r * 0.2}q5 -2 6 3q-3 4 -6 1Z`} fill={WK.leaf} stroke={WK.ink} strokeWidth=".6" />
    </g>
  );
}

/** Two: on the hilltop, a fox with a branch and a small globe looks out over the valley; a second branch planted beside. */
function two(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="gold" glow={{ x: 226, y: 170, r: 70 }} />
      <Mountains y={250} h={60} color="#a7a9b8" seed={7} />
      <path d={crowns(268, 20, 22)} fill="#9fb080" />
      <path d="M20 300Q120 286 170 318Q210 340 280 326V450H20Z" fill={WK.water} opacity=".85" />
      <path d={crowns(318, 18, 23)} fill="#6f9a58" />
      <path d="M20 342Q90 318 150 330Q220 344 280 334V450H20Z" fill={WK.leaf} stroke={WK.ink} strokeWidth="1.3" />
      <path d="M20 372Q120 356 280 376V450H20Z" fill={WK.moss} opacity=".35" />
      <Grass x0={30} x1={270} y={344} seed={3} color={WK.moss} count={14} />
      <Rock x={242} y={366} w={48} h={28} />
      <Wand ctx={ctx} x={66} y={270} size={216} />
      <Shadow x={150} y={396} w={70} />
      <Kin kind="fox" x={150} y={396} s={1.4} cloak={WK.berry} tunic={WK.cream} belt={WK.barkDark} mood="calm" look={0.8} armL={30} holdL={held(ctx, 200, 1.4, -4)} armR={-40} holdR={<Globe />} />
      <SmallBird x={214} y={120} kind="sparrow" fly />
    </Scene>
  );
}

/** Three: a hare on the cliff watches leaf boats sail home across the lake at sunset. */
function three(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="dusk" glow={{ x: 110, y: 232, r: 90, color: '#ffd9a0' }} />
      <circle cx="110" cy="236" r="22" fill="#ffd27a" />
      <Hills y={240} color="#7b6a86" amp={10} seed={31} />
      <Pond ctx={ctx} y0={254} seed={32} />
      <path d="M84 292q10 6 22 0q-10 -4 -22 0ZM150 272q7 4 15 0q-7 -3 -15 0ZM60 318q12 7 26 0q-12 -5 -26 0Z" fill="#d8a05a" stroke={WK.ink} strokeWidth="1" />
      <path d="M95 292v-12l8 10ZM157 272v-8l5 7ZM73 318v-14l9 12Z" fill={WK.cream} stroke={WK.ink} strokeWidth=".8" />
      <path d="M140 450V370Q150 334 190 326Q240 320 280 326V450Z" fill="#7a6a50" stroke={WK.ink} strokeWidth="1.3" />
      <path d="M146 372Q156 338 190 332Q240 326 280 332V344Q230 338 196 346Q166 354 146 380Z" fill={WK.leaf} />
      <Grass x0={160} x1={270} y={334} seed={33} color={WK.moss} count={8} />
      <Wand ctx={ctx} x={166} y={270} size={176} rotate={-4} />
      <Wand ctx={ctx} x={256} y={262} size={180} rotate={3} />
      <Shadow x={214} y={384} w={50} />
      <Kin kind="hare" x={214} y={384} s={1.25} cloak={WK.moss} tunic={WK.rust} mood="calm" look={-0.9} armL={-20} holdL={held(ctx, 170, 1.25, 8)} armR={-30} />
      <SmallBird x={200} y={120} kind="dove" fly flip s={0.9} />
    </Scene>
  );
}

/** Four: a garland of blossoms strung between four branches before the hollow-tree home; two mice dance. */
function four(ctx: Ctx) {
  const xs = [48, 96, 204, 252];
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="day" />
      <path d={crowns(250, 28, 41)} fill="#a8c48c" />
      <Tree x={150} y={304} h={250} kind="oak" w={40} seed={4} />
      <path d="M138 304V270Q150 254 162 270V304Z" fill="#3a2616" stroke={WK.ink} strokeWidth="1.2" />
      <circle cx="150" cy="236" r="7" fill={WK.goldLight} stroke={WK.ink} strokeWidth="1.2" />
      <Ground y={300} seed={42} />
      <Blooms seed={43} count={8} x={36} y={330} w={228} h={100} color={WK.rose} r={2.8} />
      <Blooms seed={44} count={6} x={36} y={340} w={228} h={90} color={WK.cream} r={2.8} />
      {xs.map((x, i) => (
        <Wand key={x} ctx={ctx} x={x} y={300} size={200} rotate={i < 2 ? -2 : 2} />
      ))}
      <path d="M48 206Q72 232 96 206M96 206Q150 248 204 206M204 206Q228 232 252 206" fill="none" stroke={WK.moss} strokeWidth="4" />
      <path d="M60 214h0M84 214h0M110 218h0M130 226h0M150 228h0M170 226h0M190 218h0M216 214h0M240 214h0" stroke={WK.rose} strokeWidth="7" strokeLinecap="round" />
      <path d="M60 214h0M110 218h0M150 228h0M190 218h0M240 214h0" stroke={WK.goldLight} strokeWidth="3" strokeLinecap="round" />
      <Shadow x={118} y={392} w={46} />
      <Shadow x={182} y={392} w={46} />
      <Kin kind="mouse" x={118} y={392} s={0.95} robe={WK.rose} mood="happy" look={0.5} armL={150} armR={120} holdL={<Flower len={20} color={WK.cream} />} />
      <Kin kind="mouse" x={182} y={392} s={0.95} tunic={WK.blue} scarf={WK.gold} mood="happy" look={-0.5} flip armL={150} armR={120} holdL={<Flower len={20} color={WK.goldLight} />} fur="#b59a80" />
    </Scene>
  );
}

/** Five: five young folk in a mock battle with branches in a trampled clearing. */
function five(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="day" />
      <path d={crowns(210, 36, 51)} fill="#93b276" />
      <Trunk x={262} y={296} w={30} />
      <Ground y={296} seed={52} color="#b7a76a" dark="#8f8250" />
      <Kin kind="squirrel" x={76} y={338} s={0.72} age="young" tunic={WK.berry} mood="fierce" look={0.6} armR={150} holdR={held(ctx, 130, 0.72, 40)} />
      <Kin kind="hedgehog" x={150} y={330} s={0.72} age="young" scarf={WK.blue} mood="happy" armL={160} holdL={held(ctx, 130, 0.72, -10)} />
      <Kin kind="rabbit" x={224} y={338} s={0.72} age="young" tunic={WK.gold} mood="fierce" look={-0.6} flip armR={150} holdR={held(ctx, 130, 0.72, 40)} />
      <Shadow x={104} y={420} w={50} />
      <Shadow x={198} y={420} w={50} />
      <Kin kind="fox" x={104} y={420} s={0.8} age="young" pose="walk" scarf={WK.moss} mood="fierce" look={0.8} armR={110} holdR={held(ctx, 140, 0.8, 70)} />
      <Kin kind="mouse" x={198} y={420} s={0.85} age="young" pose="walk" tunic={WK.rust} mood="wonder" look={-0.8} flip armR={110} holdR={held(ctx, 140, 0.85, 70)} />
    </Scene>
  );
}

/** Six: the victor rides home on a stag, crowned with leaves; friends cheer with raised branches. */
function six(ctx: Ctx) {
  const stag: BeastProps = { kind: 'stag', x: 156, y: 370, s: 1.3, gait: 'walk', saddle: WK.berry };
  const [sx, sy] = saddleAt(stag);
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="gold" glow={{ x: 230, y: 120, r: 90 }} />
      <Beams from="right" />
      <path d={firs(262, 64, 61)} fill="#8aa673" />
      <Ground y={318} seed={62} />
      <path d="M20 356Q150 340 280 352V378Q150 364 20 382Z" fill="#c9a56a" opacity=".6" />
      <Shadow x={156} y={372} w={120} />
      <Beast {...stag} />
      <Kin kind="mouse" x={sx - 30} y={sy + 6} s={0.55} pose="ride" tunic={WK.gold} mood="happy" look={0.5} armR={150} holdR={held(ctx, 90, 0.55, 10)} />
      <Kin kind="fox" x={sx} y={sy} s={1} pose="ride" cloak={WK.blue} tunic={WK.cream} crown="leaf" mood="happy" look={0.4} armR={125} holdR={held(ctx, 150, 1, 8)} armL={40} />
      <circle cx={sx + 44} cy={sy - 130} r="10" fill="none" stroke={WK.moss} strokeWidth="4" />
      <path d={`M${sx + 36} ${sy - 124}h0M${sx + 52} ${sy - 124}h0M${sx + 44} ${sy - 140}h0`} stroke={WK.berry} strokeWidth="4" strokeLinecap="round" />
      <Kin kind="rabbit" x={56} y={438} s={0.78} tunic={WK.gold} mood="happy" look={0.6} armL={165} armR={140} holdL={held(ctx, 120, 0.78, -10)} holdR={held(ctx, 120, 0.78, 12)} />
      <Kin kind="hedgehog" x={246} y={438} s={0.74} scarf={WK.berry} mood="happy" look={-0.6} flip armL={165} armR={140} holdL={held(ctx, 120, 0.74, -10)} holdR={held(ctx, 120, 0.74, 12)} />
    </Scene>
  );
}

/** Seven: a badger holds the high ledge with one branch against six thrust up from below. */
function seven(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="storm" />
      <path d={firs(236, 56, 71)} fill="#5d6f57" />
      <path d="M20 268Q90 252 160 258Q230 264 280 282V450H20Z" fill="#7d7a6c" stroke={WK.ink} strokeWidth="1.3" />
      <path d="M20 270Q90 254 160 260Q230 266 280 284V296Q200 280 130 274Q70 270 20 282Z" fill={WK.leaf} />
      <path d="M60 300l20 40M200 310l-10 50M120 330l6 30" stroke="#5e5b50" strokeWidth="1.4" />
      <Shadow x={150} y={272} w={70} />
      <Kin kind="badger" x={150} y={272} s={1.3} pose="walk" tunic={WK.rust} belt={WK.barkDark} mood="fierce" look={0.2} armL={70} armR={100} holdR={held(ctx, 180, 1.3, -100)} />
      {[44, 84, 122, 178, 216, 256].map((x, i) => (
        <Wand key={x} ctx={ctx} x={x} y={400 - (i % 2) * 16} size={150} rotate={(x - 150) / 7} />
      ))}
    </Scene>
  );
}

/** Eight: eight branches in swift flight over the river valley; a squirrel on the bank watches them go. */
function eight(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="day" />
      <Hills y={290} color="#b4c9a0" amp={18} seed={81} />
      <path d="M120 450Q140 380 180 322Q200 300 230 298Q200 320 196 360Q190 410 212 450Z" fill={WK.water} />
      <path d={crowns(330, 24, 82)} fill="#7fa563" />
      <Ground y={380} seed={83} />
      {Array.from({ length: 8 }, (_, i) => (
        <Wand key={i} ctx={ctx} x={84 + i * 22} y={110 + i * 20} size={140} rotate={60} />
      ))}
      <path d="M40 104h30M52 124h26M44 144h22" stroke="#ffffff" strokeWidth="2" opacity=".7" />
      <SmallBird x={236} y={92} kind="sparrow" fly s={1.1} />
      <Shadow x={76} y={428} w={44} />
      <Kin kind="squirrel" x={76} y={428} s={0.8} tunic={WK.moss} mood="wonder" look={0.9} tilt={-8} armR={130} armL={10} />
    </Scene>
  );
}

/** Nine: a wounded wolf, head bandaged, leans on a branch before a palisade of eight, watchful at dusk. */
function nine(ctx: Ctx) {
  const wolf: KinProps = { kind: 'wolf', x: 150, y: 410, s: 1.35, cloak: WK.plum, tunic: WK.cream, belt: WK.barkDark, mood: 'fierce', look: -0.6, armR: 36, armL: -30 };
  const [hx, hy] = headAt(wolf);
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="dusk" />
      <path d={firs(270, 70, 91)} fill="#4e4a5e" />
      <Ground y={318} seed={92} color="#a78a52" dark="#6f5a36" />
      <Leaves seed={93} count={12} x={40} y={330} w={220} h={100} />
      <path d="M20 248H280" stroke={WK.barkDark} strokeWidth="5" />
      {[38, 66, 94, 122, 178, 206, 234, 262].map((x) => (
        <Wand key={x} ctx={ctx} x={x} y={240} size={180} />
      ))}
      <Shadow x={150} y={410} w={80} />
      <Kin {...wolf} holdR={held(ctx, 200, 1.35, -8)} />
      <path d={`M${hx - 22} ${hy - 8}Q${hx} ${hy - 18} ${hx + 22} ${hy - 8}L${hx + 21} ${hy - 1}Q${hx} ${hy - 11} ${hx - 21} ${hy - 1}Z`} fill={WK.white} stroke={WK.ink} strokeWidth="1.1" />
      <path d={`M${hx + 18} ${hy - 6}l10 -6l2 8Z`} fill={WK.white} stroke={WK.ink} strokeWidth="1" />
      <path d={`M${hx - 10} ${hy - 11}l1 5`} stroke={WK.berry} strokeWidth="2" />
    </Scene>
  );
}

/** Ten: a bear bowed under a great bundle of ten branches, trudging the lane toward the hollow-tree home. */
function ten(ctx: Ctx) {
  return (
    <Scene ctx={ctx}>
      <Sky ctx={ctx} sky="gold" glow={{ x: 240, y: 200, r: 80 }} />
      <path d={crowns(240, 34, 101)} fill="#a9bd86" />
      <Tree x={244} y={304} h={190} kind="autumn" w={28} seed={6} />
      <path d="M234 304V282Q244 270 254 282V304Z" fill="#3a2616" />
      <circle cx="244" cy="262" r="5" fill={WK.goldLight} stroke={WK.ink} />
      <Ground y={300} seed={102} />
      <path d="M40 450Q120 370 230 306L256 306Q170 376 170 450Z" fill="#c9a56a" opacity=".8" />
      <Shadow x={104} y={426} w={90} />
      <Kin kind="bear" x={104} y={426} s={1.2} pose="walk" tunic={WK.moss} scarf={WK.berry} mood="sad" look={0.8} tilt={10} armL={-70} armR={60} noTail />
      {Array.from({ length: 10 }, (_, i) => (
        <Wand key={i} ctx={ctx} x={134} y={338} size={176} rotate={8 + i * 4.4} grip />
      ))}
      <path d="M124 330Q136 342 150 330" fill="none" stroke={WK.rust} strokeWidth="4" />
    </Scene>
  );
}

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

