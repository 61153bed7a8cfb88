import { crescent, r1, seeded } from '../../../art-kit';
import type { DeckScenes, SceneContext } from '../../types';
import { anchors, C, Cloud, Glow, Ground, HAIRS, Hills, Horse, ln, ol, Person, saddle, SKINS, Sky, Staff, Sun, tf, Tree, Water, Wand, Wings, type Place } from './kit';
import { starD } from './major-b';
import { creature } from './major-c';

/** The Universal Waite majors XV-XXI: the Devil to the World. */

/** Bat wings spread from x, y, `span` wide. */
function batWings(x: number, y: number, span: number, colour: string) {
  const s = span / 100;
  const one = 'M0 0C-10 -24 -30 -40 -50 -36L-46 -26Q-40 -22 -38 -14Q-32 -14 -28 -6Q-20 -8 -16 2Q-8 -2 0 8Z';
  return (
    <g>
      {[1, -1].map((f) => (
        <g key={f}>
          <path d={tf(one, { x, y, s, flip: f as 1 | -1 })} fill={colour} {...ol()} />
          <path d={tf('M-2 2L-46 -30M-2 4L-36 -14M-2 6L-22 -6', { x, y, s, flip: f as 1 | -1 })} {...ln(1.1, 0.6, '#8a7a70')} />
        </g>
      ))}
    </g>
  );
}

/** Curling horns on a head at x, y of scale s. */
function horns(x: number, y: number, s: number, colour: string = C.cream) {
  const p: Place = { x, y, s };
  const d = 'M-6 -7C-10 -14 -18 -14 -18 -8C-18 -4 -14 -3 -12 -6M6 -7C10 -14 18 -14 18 -8C18 -4 14 -3 12 -6';
  return (
    <g>
      <path d={tf(d, p)} {...ln(r1(3.4 * s) + 2.4)} />
      <path d={tf(d, p)} {...ln(r1(3.4 * s), 1, colour)} />
    </g>
  );
}

function devil(ctx: SceneContext) {
  const a = anchors(150, 318, 2.2, 'sit');
  return (
    <g>
      <Sky ctx={ctx} kind="night" />
      <path d="M28 38H272V442H28Z" fill="#1d1a1c" opacity=".75" />
      <Glow ctx={ctx} name="glow" x={150} y={220} r={130} colour="#c8372d" o={0.35} />
      <path d="M28 410H272V442H28Z" fill="#3a3434" {...ol()} />
      {batWings(150, a.shoulderL[1] + 14, 250, '#4a3f3a')}
      {/* The half-cube pedestal with the ring for the chains. */}
      <path d="M104 318H196V410H104Z" fill="#2f2b2b" {...ol()} />
      <path d="M104 330H196" {...ln(1.2, 0.5, '#8a8480')} />
      <circle cx={150} cy={356} r={8} fill="none" stroke={C.grey} strokeWidth="3" />
      <Person
        x={150}
        y={318}
        s={2.2}
        pose="sit"
        robe="#6b4a36"
        under="#6b4a36"
        skin="#9a6a48"
        hair="#3a2a20"
        hairStyle="curly"
        beard="short"
        beardColour="#3a2a20"
        expression="fierce"
        shoes="#3a2a20"
        left={{ to: [104, 178], grip: 'palm', handAngle: -90 }}
        right={{ to: [196, 284], grip: 'fist' }}
      />
      {horns(a.head[0], a.head[1], 2.2)}
      <path d={starD(150, a.head[1] - 30, 10, 5, 0.4)} transform={`rotate(180 150 ${a.head[1] - 30})`} {...ln(2.4, 1, C.white)} />
      {/* The inverted torch. */}
      <Staff x1={188} y1={268} x2={210} y2={340} w={5} colour={C.brown} />
      <path d="M204 338C214 346 218 360 208 370C210 360 200 358 202 350C196 354 198 344 204 338Z" fill={C.orange} {...ol(1.6)} />
      {/* The chained pair. */}
      <path d="M150 364Q110 380 82 354M150 364Q190 380 218 354" stroke={C.grey} strokeWidth="2.4" strokeDasharray="4 2" />
      <Person x={80} y={426} s={1.45} robe="#e6cdb0" skin={SKINS[2]} hair={HAIRS.brown} hairStyle="short" turn={0.4} expression="sad" left={{ to: [64, 374], grip: 'open' }} right={{ to: [98, 372], grip: 'open' }} />
      <Person x={220} y={426} s={1.4} dress="gown" robe="#e6cdb0" skin={SKINS[1]} hair={HAIRS.auburn} hairStyle="long" turn={-0.4} expression="sad" left={{ to: [202, 372], grip: 'open' }} right={{ to: [236, 374], grip: 'open' }} />
      {horns(80, 426 - 87 * 1.45, 0.8, '#d8c7b0')}
      {horns(220, 426 - 87 * 1.4, 0.8, '#d8c7b0')}
      <path d="M62 412Q44 408 42 392" {...ln(2.4, 1, '#b45a3a')} />
      <path d="M38 388C44 380 46 394 40 396Z" fill={C.orange} {...ol(1.2)} />
      <path d="M238 412Q256 408 258 392" {...ln(2.4, 1, '#b45a3a')} />
      <path d="M254 386h0M260 386h0M257 381h0" stroke="#7a3a8a" strokeWidth="5" strokeLinecap="round" />
    </g>
  );
}

function tower(ctx: SceneContext) {
  const rand = seeded(16);
  const drops: string[] = [];
  for (let i = 0; i < 18; i++) {
    const x = r1(40 + rand() * 220);
    const y = r1(60 + rand() * 300);
    if (x > 112 && x < 188) continue;
    drops.push(`M${x} ${y}q-3 6 0 8q3 -2 0 -8z`);
  }
  return (
    <g>
      <Sky ctx={ctx} kind="night" />
      <path d="M28 38H272V442H28Z" fill="#0e0f1c" opacity=".45" />
      <Cloud x={80} y={70} w={110} colour="#6e6b7a" />
      <Cloud x={220} y={90} w={110} colour="#6e6b7a" />
      {/* The crag. */}
      <path d="M28 442V400Q60 370 96 350L110 330H190L204 350Q240 370 272 400V442Z" fill="#7d746a" {...ol()} />
      <path d="M70 392L100 380M200 380L232 394M120 372L150 360" {...ln(1.2, 0.5)} />
      {/* The tower. */}
      <path d="M116 332V128H184V332Z" fill="#b3ada2" {...ol()} />
      <path d="M116 150H184M116 180H184M116 210H184M116 240H184M116 270H184M116 300H184M140 128V150M160 150V180M134 180V210M166 210V240M140 240V270M158 270V300M136 300V332" {...ln(1, 0.4)} />
      <path d="M164 140V332H184V128Z" fill={C.ink} opacity=".14" />
      {/* Windows with flames. */}
      {[
        [150, 170],
        [134, 232],
        [166, 262],
      ].map(([x, y]) => (
        <g key={x}>
          <path d={`M${x! - 6} ${y! + 14}V${y}Q${x} ${y! - 8} ${x! + 6} ${y}V${y! + 14}Z`} fill="#2a1c14" {...ol(1.6)} />
          <path d={`M${x! - 5} ${y! + 2}C${x! - 12} ${y! - 8} ${x! - 4} ${y! - 14} ${x! - 2} ${y! - 22}C${x! + 2} ${y! - 14} ${x! + 12} ${y! - 10} ${x! + 5} ${y! + 2}Z`} fill={C.orange} {...ol(1.4)} />
        </g>
      ))}
      {/* The crown knocked off the top, and the lightning. */}
      <path d="M112 128L118 108L130 118L140 100L150 116L162 100L172 118L184 108L190 128Z" fill={C.gold} {...ol()} transform="rotate(-24 150 116)" />
      <path d="M252 40L196 104L214 108L170 150L186 150L150 196L204 138L186 136L226 96L208 94L262 40Z" fill="#fff1a8" {...ol(2)} />
      <path d={drops.join('')} fill={C.gold} {...ol(1)} />
      <path d="M184 150C196 130 210 126 220 132C210 136 206 146 200 158Z" fill={C.orange} {...ol(1.6)} />
      <path d="M116 180C104 160 92 160 82 166C94 170 96 180 100 190Z" fill={C.orange} {...ol(1.6)} />
      {/* Two falling figures, head first. */}
      <g transform="rotate(160 78 286)">
        <Person x={78} y={286} s={1.25} robe={C.red} cloak={C.blue} skin={SKINS[1]} hair={HAIRS.grey} headwear="crown" expression="open" noShadow left={{ to: [56, 206], grip: 'open' }} right={{ to: [100, 210], grip: 'open' }} />
      </g>
      <g transform="rotate(-150 222 300)">
        <Person x={222} y={300} s={1.25} dress="tunic" robe={C.blue} under={C.red} skin={SKINS[3]} hair={HAIRS.black} expression="open" noShadow left={{ to: [200, 220], grip: 'open' }} right={{ to: [244, 220], grip: 'open' }} />
      </g>
    </g>
  );
}

function star(ctx: SceneContext) {
  const small = [
    [62, 70],
    [238, 70],
    [52, 130],
    [248, 130],
    [70, 190],
    [230, 190],
    [150, 54],
  ];
  const a = anchors(150, 398, 2.35, 'kneel');
  return (
    <g>
      <Sky ctx={ctx} kind="night" />
      <Glow ctx={ctx} name="glow" x={150} y={130} r={80} colour="#fff3b0" o={0.5} />
      <path d={small.map(([x, y]) => starD(x!, y!, 11, 8, 0.4)).join('')} fill={C.white} {...ol(1.4)} />
      <path d={starD(150, 130, 44, 8, 0.42)} fill={C.gold} {...ol()} />
      <path d={starD(150, 130, 26, 8, 0.42)} fill="#f8e58c" {...ol(1.4)} transform="rotate(22.5 150 130)" />
      <Hills y={300} h={40} colour="#4f7a4a" seed={11} />
      <Tree x={246} y={304} h={90} colour="#3f6f3a" />
      <path d="M244 232C240 226 246 220 252 224L258 222L254 228C254 234 248 236 244 232Z" fill="#d0433a" {...ol(1.2)} />
      <Ground ctx={ctx} y={304} colour="#6f9a4f" />
      <path d="M28 360Q70 346 118 360Q150 380 140 442H28Z" fill="#4f86c0" {...ol()} />
      <path d="M44 384q6 -4 12 0t12 0M70 404q6 -4 12 0t12 0M40 424q6 -4 12 0t12 0" {...ln(1.3, 0.6, C.white)} />
      <Person
        x={150}
        y={398}
        s={2.35}
        pose="kneel"
        robe="#dce9f4"
        under="#dce9f4"
        skin={SKINS[0]}
        hair={HAIRS.blonde}
        hairStyle="long"
        turn={-0.3}
        eyes="down"
        expression="calm"
        left={{ to: [86, 330], grip: 'fist' }}
        right={{ to: [214, 330], grip: 'fist' }}
      />
      {/* Two jugs pouring: one into the pool, one onto the land in five streams. */}
      <g transform="translate(-12 14)">
        <path d="M88 330Q80 350 82 380" {...ln(5.4)} />
        <path d="M88 330Q80 350 82 380" {...ln(3, 1, '#bfe3f6')} />
        <path d="M90 300H102L100 306C108 310 108 326 100 330H92C84 326 84 310 92 306Z" fill="#e08a3a" {...ol(1.8)} transform="rotate(-115 96 316)" />
      </g>
      <g transform="translate(12 14)">
        <path d="M212 330Q226 360 220 398M212 330Q234 360 244 390M212 330Q214 360 204 396" {...ln(4.6)} />
        <path d="M212 330Q226 360 220 398M212 330Q234 360 244 390M212 330Q214 360 204 396" {...ln(2.4, 1, '#bfe3f6')} />
        <path d="M198 300H210L208 306C216 310 216 326 208 330H200C192 326 192 310 200 306Z" fill="#e08a3a" {...ol(1.8)} transform="rotate(115 204 316)" />
      </g>
      <ellipse cx={a.feet[0]} cy={a.feet[1] + 2} rx={44} ry={6} fill={C.ink} opacity=".18" />
    </g>
  );
}

function moon(ctx: SceneContext) {
  const drops: string[] = [];
  for (let i = 0; i < 12; i++) {
    const ang = Math.PI * (0.15 + (i * 0.7) / 11);
    const x = r1(150 + Math.cos(ang) * 78);
    const y = r1(108 + Math.sin(ang) * 70);
    drops.push(`M${x} ${y}q-3 6 0 8q3 -2 0 -8z`);
  }
  return (
    <g>
      <Sky ctx={ctx} kind="blue" />
      <path d="M28 38H272V442H28Z" fill="#1f3f7a" opacity=".3" />
      <Sun x={150} y={104} r={38} rays={32} face colour="#f3e7a6" />
      <path d={crescent(150, 104, 38, 16, 0, 33)} fill="#e2c65a" {...ol(1.6)} />
      <path d={drops.join('')} fill={C.gold} {...ol(1)} />
      <Hills y={300} h={60} peaks colour="#7b8fa8" seed={12} />
      {/* Two towers. */}
      <path d="M36 330V210L44 200H66L74 210V330Z" fill={C.stone} {...ol()} />
      <path d="M226 330V210L234 200H256L264 210V330Z" fill={C.stone} {...ol()} />
      <path d="M50 226h10v14h-10zM240 226h10v14h-10z" fill={C.gold} {...ol(1.4)} />
      <Ground ctx={ctx} y={318} colour={C.green} />
      {/* The path winding away. */}
      <path d="M138 380Q120 360 150 340Q176 326 150 318H156Q186 326 160 344Q138 362 160 384Z" fill="#e3cf9a" {...ol(1.6)} />
      {howler(84, 384, 1.55, 1, '#e7c98a')}
      {howler(216, 384, 1.55, -1, '#8f8f96')}
      {/* The pool with the crayfish. */}
      <path d="M28 396Q90 382 150 392Q210 382 272 396V442H28Z" fill="#4f86c0" {...ol()} />
      <path d="M150 430C140 430 138 420 142 412L140 404L146 408C148 400 152 400 154 408L160 404L158 412C162 420 160 430 150 430Z" fill="#d0563a" {...ol(1.8)} />
      <path d="M142 412C132 404 128 396 134 392C138 398 140 402 144 404M158 412C168 404 172 396 166 392C162 398 160 402 156 404" fill="#d0563a" {...ol(1.6)} />
      <path d="M144 418H156M144 424H156" {...ln(1.1, 0.6)} />
      <path d="M50 420q6 -4 12 0t12 0M200 416q6 -4 12 0t12 0M230 432q6 -4 12 0t12 0" {...ln(1.3, 0.6, C.white)} />
    </g>
  );
}

/** A dog or wolf sitting in profile (facing right; flip -1 left), muzzle raised to howl. */
function howler(x: number, y: number, s: number, flip: 1 | -1, colour: string) {
  const p: Place = { x, y, s, flip };
  return (
    <g>
      <ellipse cx={x} cy={y + 1} rx={r1(28 * s)} ry={r1(4 * s)} fill={C.ink} opacity=".2" />
      <path d={tf('M-26 -2C-30 -20 -18 -30 -6 -32L2 -44C4 -54 8 -60 11 -62L11 -72L17 -64L27 -74L29 -67L21 -57C17 -50 15 -42 13 -32C11 -24 11 -12 12 -2Z', p)} fill={colour} {...ol()} />
      <path d={tf('M-24 -4C-26 -18 -12 -24 -4 -14C0 -8 -2 -4 -6 -2M4 -30V-2M13 -2H-26', p)} {...ln(1.4, 0.8)} />
      <path d={tf('M15 -62h0', p)} stroke={C.ink} strokeWidth={r1(2.2 * s)} strokeLinecap="round" />
      <path d={tf('M-26 -8C-36 -6 -40 -14 -38 -22', p)} {...ln(r1(3 * s) + 2.4)} />
      <path d={tf('M-26 -8C-36 -6 -40 -14 -38 -22', p)} {...ln(r1(3 * s), 1, colour)} />
    </g>
  );
}

function sun(ctx: SceneContext) {
  const hp: Place = { x: 150, y: 430, s: 1.55 };
  const [sx, sy] = saddle(hp);
  const flowers = [60, 96, 204, 240];
  return (
    <g>
      <Sky ctx={ctx} kind="yellow" />
      <Sun x={150} y={108} r={52} rays={24} face colour="#f2b636" />
      {/* The wall with sunflowers. */}
      {flowers.map((x, i) => (
        <g key={x}>
          <path d={`M${x} 300V${250 - (i % 2) * 10}`} {...ln(2.4, 1, C.darkGreen)} />
          <circle cx={x} cy={250 - (i % 2) * 10} r={13} fill={C.gold} {...ol(1.6)} />
          <circle cx={x} cy={250 - (i % 2) * 10} r={6} fill={C.darkBrown} {...ol(1.2)} />
        </g>
      ))}
      <path d="M28 276H272V332H28Z" fill="#b3ada2" {...ol()} />
      <path d="M28 290H272M28 304H272M28 318H272M50 276V290M90 276V290M130 276V290M170 276V290M210 276V290M250 276V290M70 290V304M110 290V304M150 290V304M190 290V304M230 290V304M50 304V318M90 304V318M130 304V318M170 304V318M210 304V318M250 304V318" {...ln(1, 0.35)} />
      <Ground ctx={ctx} y={330} colour={C.green} wave={2} />
      <Horse x={hp.x} y={hp.y} s={hp.s} colour={C.white} gait="walk" />
      {/* The red banner on its staff. */}
      <Staff x1={120} y1={300} x2={86} y2={150} w={3.4} colour={C.brown} />
      <path d="M88 154C70 150 54 168 40 164C44 190 54 206 38 226C60 230 70 214 94 220Z" fill={C.red} {...ol()} />
      <path d="M86 170C70 176 60 190 52 188M90 196C74 200 64 212 56 212" {...ln(1.2, 0.4)} />
      <Person x={sx} y={sy} s={1.15} pose="ride" dress="tunic" robe="#f6dcbc" under="#f6dcbc" skin={SKINS[0]} hair={HAIRS.blonde} hairStyle="curly" headwear="wreath" expression="smile" noShadow left={{ to: [118, 296], grip: 'fist' }} right={{ to: [188, 300], grip: 'open' }} />
    </g>
  );
}

/** A figure rising from a coffin: grey skin, arms raised. */
function riser(x: number, y: number, s: number, hair: string, gown: boolean, flip: number) {
  return (
    <g>
      <Person x={x} y={y} s={s} dress={gown ? 'gown' : 'robe'} robe="#b8bcc6" under="#b8bcc6" skin="#c9cbd2" hair={hair} hairStyle={gown ? 'long' : 'short'} turn={0.5 * flip} eyes="up" expression="open" noShadow left={{ to: [x - 26 * s, y - 110 * s], grip: 'palm' }} right={{ to: [x + 26 * s, y - 110 * s], grip: 'palm' }} />
      <path d={`M${r1(x - 30 * s)} ${r1(y - 40 * s)}H${r1(x + 30 * s)}L${r1(x + 26 * s)} ${r1(y + 6)}H${r1(x - 26 * s)}Z`} fill="#8a6a4a" {...ol()} />
      <path d={`M${r1(x - 30 * s)} ${r1(y - 30 * s)}H${r1(x + 30 * s)}`} {...ln(1.2, 0.5)} />
    </g>
  );
}

function judgement(ctx: SceneContext) {
  return (
    <g>
      <Sky ctx={ctx} kind="blue" />
      <Hills y={330} h={70} peaks snow colour="#cfdde8" seed={20} />
      <Water y={330} h={112} colour="#4f86c0" />
      {/* Gabriel and the trumpet. */}
      <Wings x={150} y={120} span={220} colour={C.red} tip={C.purple} />
      <Person x={150} y={230} s={1.6} robe="#8fb7dd" skin={SKINS[0]} hair={HAIRS.blonde} hairStyle="curly" turn={-0.5} expression="calm" noShadow left={{ to: [112, 150], grip: 'fist' }} right={{ to: [128, 160], grip: 'fist' }} />
      <path d="M126 156L64 190" {...ln(7.6)} />
      <path d="M126 156L64 190" {...ln(4, 1, C.gold)} />
      <path d="M70 184L44 204L78 196Z" fill={C.gold} {...ol(1.8)} />
      <path d="M108 168L110 198L84 206L80 180Z" fill={C.white} {...ol(1.6)} />
      <path d="M96 176V204M82 190H110" {...ln(3.4, 1, C.red)} />
      <Cloud x={150} y={228} w={200} colour="#eef1f6" />
      <Cloud x={70} y={244} w={90} colour="#eef1f6" />
      <Cloud x={232} y={240} w={90} colour="#eef1f6" />
      {riser(66, 420, 1.2, HAIRS.brown, false, 1)}
      {riser(234, 420, 1.2, HAIRS.auburn, true, -1)}
      {riser(150, 410, 0.95, HAIRS.blonde, false, 0)}
    </g>
  );
}

function world(ctx: SceneContext) {
  const leaves: string[] = [];
  for (let i = 0; i < 36; i++) {
    const ang = (i / 36) * Math.PI * 2;
    const x = 150 + Math.cos(ang) * 78;
    const y = 244 + Math.sin(ang) * 130;
    const tx = -Math.sin(ang);
    const ty = Math.cos(ang);
    leaves.push(`M${r1(x)} ${r1(y)}q${r1(tx * 6 - ty * 6)} ${r1(ty * 6 + tx * 6)} ${r1(tx * 12)} ${r1(ty * 12)}q${r1(tx * 2 + ty * 6)} ${r1(ty * 2 - tx * 6)} ${r1(-tx * 12)} ${r1(-ty * 12)}z`);
  }
  return (
    <g>
      <Sky ctx={ctx} kind="blue" />
      {creature('angel', 62, 80)}
      {creature('eagle', 238, 80)}
      {creature('bull', 62, 402)}
      {creature('lion', 238, 402)}
      <ellipse cx={150} cy={244} rx={78} ry={130} fill="none" stroke={C.ink} strokeWidth="16" />
      <ellipse cx={150} cy={244} rx={78} ry={130} fill="none" stroke={C.darkGreen} strokeWidth="11" />
      <path d={leaves.join('')} fill={C.leaf} {...ol(1)} />
      <path d="M138 112L150 122L162 112L162 128L150 122L138 128ZM138 360L150 370L162 360L162 376L150 370L138 376Z" fill={C.red} {...ol(1.4)} />
      <Wand x1={96} y1={272} x2={104} y2={226} w={3.6} leaves={0} colour={C.gold} />
      <Wand x1={198} y1={264} x2={206} y2={218} w={3.6} leaves={0} colour={C.gold} />
      <Person
        x={150}
        y={352}
        s={1.95}
        dress="tunic"
        robe="#7a4fa0"
        under={SKINS[1]}
        skin={SKINS[1]}
        hair={HAIRS.chestnut}
        hairStyle="long"
        turn={-0.5}
        expression="smile"
        barefoot
        noShadow
        left={{ to: [100, 250], grip: 'fist' }}
        right={{ to: [202, 242], grip: 'fist' }}
        legs={{ left: { foot: [-2, 0] }, right: { foot: [-6, -16], knee: [14, -22] } }}
      />
      <path d="M128 216Q160 240 136 290Q170 270 176 230" {...ln(6, 1, '#9a6fc0')} />
    </g>
  );
}

/** The drafts of majors XV-XXI. */
export const MAJOR_D: DeckScenes = {
  'the-devil': devil,
  'the-tower': tower,
  'the-star': star,
  'the-moon': moon,
  'the-sun': sun,
  judgement,
  'the-world': world,
};
