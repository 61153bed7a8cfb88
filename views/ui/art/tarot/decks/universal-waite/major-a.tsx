import { r1 } from '../../../art-kit';
import type { DeckScenes, SceneContext } from '../../types';
import { C, Cup, Dog, Ground, HAIRS, Hills, Lily, ln, ol, Pentacle, Person, Pillar, Rose, shade, SKINS, Sky, Sun, Sword, tf, Wand, Water } from './kit';

/** The Universal Waite majors 0-VII: the Fool to the Chariot. */

function fool(ctx: SceneContext) {
  return (
    <g>
      <Sky ctx={ctx} kind="yellow" />
      <Sun x={232} y={84} r={24} face={false} colour="#fff4cf" />
      <Hills y={300} h={70} peaks snow colour="#9fb3c8" seed={3} />
      <Hills y={318} h={26} colour={C.darkGreen} seed={5} />
      {/* The cliff: a grassy ledge ending in rock on the left. */}
      <path d="M84 356L104 348Q170 338 272 344V442H60L66 410L58 390L70 372Z" fill={C.green} {...ol()} />
      <path d="M84 356L70 372L58 390L66 410L60 442H28V400L44 396L52 376Z" fill={C.stone} {...ol()} />
      <path d="M60 388L50 392M64 410L46 414M72 372L60 376" {...ln(1.2, 0.6)} />
      <path d="M84 356Q94 366 88 380Q98 392 90 410Q96 424 92 442" {...ln(1.2, 0.4)} />
      <path d="M110 420Q160 410 230 416" {...ln(1.1, 0.35)} />
      {/* Staff and bundle over the shoulder, behind the figure. */}
      <Wand x1={190} y1={212} x2={246} y2={128} w={4.4} leaves={0} />
      <path d="M232 132Q250 118 258 136Q262 156 246 158Q232 156 232 132Z" fill={C.red} {...ol()} />
      <path d="M236 134Q246 140 256 136M240 146Q248 150 256 148" {...ln(1, 0.5)} />
      <Person
        x={160}
        y={358}
        s={2.35}
        pose="stride"
        facing={-1}
        dress="tunic"
        robe="#2f3550"
        under={C.white}
        pattern={C.gold}
        belt={C.gold}
        trim={C.red}
        shoes={C.gold}
        skin={SKINS[0]}
        hair={HAIRS.blonde}
        hairStyle="bob"
        headwear="wreath"
        turn={-0.7}
        eyes="up"
        expression="smile"
        left={{ to: [108, 230], grip: 'fist' }}
        right={{ to: [194, 208], grip: 'fist' }}
      />
      {/* The red feather in the wreath and the white rose. */}
      <path d="M164 140C170 116 190 106 204 110C190 114 182 124 174 142Z" fill={C.red} {...ol(1.6)} />
      <path d="M108 228L104 212" {...ln(2, 1, C.darkGreen)} />
      <Rose x={103} y={206} r={8} colour={C.white} />
      <Dog x={222} y={364} s={1.75} flip={-1} pose="stand" />
    </g>
  );
}

function lemniscate(x: number, y: number, w: number, colour: string) {
  const s = w / 24;
  return (
    <g>
      <path d={tf('M0 0C-4 -6 -12 -6 -12 0C-12 6 -4 6 0 0C4 -6 12 -6 12 0C12 6 4 6 0 0Z', { x, y, s })} fill="none" stroke={C.ink} strokeWidth={r1(3.6 * s + 2.4)} />
      <path d={tf('M0 0C-4 -6 -12 -6 -12 0C-12 6 -4 6 0 0C4 -6 12 -6 12 0C12 6 4 6 0 0Z', { x, y, s })} fill="none" stroke={colour} strokeWidth={r1(3.6 * s)} />
    </g>
  );
}

function magician(ctx: SceneContext) {
  const roses = [44, 78, 112, 146, 180, 214, 248];
  return (
    <g>
      <Sky ctx={ctx} kind="yellow" />
      {/* The arbour of roses above. */}
      <path d="M28 38H272V62Q240 74 210 62Q180 76 150 62Q120 76 90 62Q60 74 28 62Z" fill={C.leaf} {...ol()} />
      {roses.map((x, i) => (
        <Rose key={x} x={x} y={56 + (i % 2) * 6} r={9} />
      ))}
      {/* Garden below: roses and lilies. */}
      <Ground ctx={ctx} y={360} wave={3} />
      {/* The wand held high, white at both ends. */}
      <path d="M92 176L110 98" stroke={C.ink} strokeWidth="8.4" strokeLinecap="round" />
      <path d="M92 176L110 98" stroke={C.white} strokeWidth="4" strokeLinecap="round" />
      <Person
        x={150}
        y={402}
        s={2.55}
        robe={C.white}
        cloak={C.red}
        under={C.white}
        belt="#6fa0c8"
        skin={SKINS[2]}
        hair={HAIRS.black}
        hairStyle="short"
        headwear="circlet"
        turn={0}
        expression="stern"
        left={{ to: [100, 140], grip: 'fist' }}
        right={{ to: [198, 316], grip: 'point', handAngle: 100 }}
      />
      {lemniscate(150, 132, 40, C.gold)}
      {/* The table with the four tools. */}
      <path d="M36 330H264V346H36Z" fill="#b07a44" {...ol()} />
      <path d="M46 346H254V442H46Z" fill={shade('#b07a44', -0.15)} {...ol()} />
      <path d="M70 356V432M230 356V432M46 372H254" {...ln(1.2, 0.4)} />
      <Cup x={86} y={332} h={34} />
      <Wand x1={104} y1={326} x2={156} y2={320} w={4.4} leaves={1} />
      <Sword x1={158} y1={326} x2={218} y2={318} w={4.6} />
      <Pentacle x={240} y={314} r={15} />
      {[60, 110, 200, 240].map((x, i) => (i % 2 ? <Lily key={x} x={x} y={442} h={40} /> : <Rose key={x} x={x} y={430} r={10} />))}
    </g>
  );
}

function priestess(ctx: SceneContext) {
  const pom: string[] = [];
  for (let iy = 0; iy < 5; iy++) for (let ix = 0; ix < 4; ix++) pom.push(`M${r1(94 + ix * 34 + (iy % 2) * 17)} ${r1(90 + iy * 42)}h0`);
  return (
    <g>
      <Sky ctx={ctx} kind="blue" />
      <Water y={300} h={60} colour="#4f86c0" />
      {/* The veil of pomegranates between the pillars. */}
      <path d="M74 68H226V336H74Z" fill="#d9c27a" {...ol()} />
      <path d={pom.join('')} stroke={C.red} strokeWidth="11" strokeLinecap="round" />
      <path d={pom.join('')} stroke={C.darkRed} strokeWidth="3" strokeLinecap="round" opacity=".6" />
      <path d="M74 92Q110 100 150 92T226 92" {...ln(1.4, 0.5)} />
      <Pillar x={56} top={46} bottom={408} w={40} colour="#2d2a2a" letter="B" />
      <Pillar x={244} top={46} bottom={408} w={40} colour="#f2eee2" letter="J" letterColour={C.ink} />
      <path d="M28 404H272V442H28Z" fill="#d8d3c6" {...ol()} />
      <path d="M28 420H272M80 404V442M150 404V442M220 404V442" {...ln(1.1, 0.4)} />
      {/* Seat: a cube of stone. */}
      <path d="M112 338H188V404H112Z" fill={C.stone} {...ol()} />
      <Person
        x={150}
        y={404}
        s={2.55}
        pose="sit"
        robe="#3b67b1"
        cloak="#dfe8f5"
        under={C.white}
        skin={SKINS[0]}
        hair={HAIRS.black}
        hairStyle="long"
        headwear="veil"
        wearColour="#dfe8f5"
        expression="calm"
        eyes="open"
        left={{ to: [134, 338], grip: 'fist' }}
        right={{ to: [168, 340], grip: 'fist' }}
      />
      {/* Crown of the moon: horns and a full disc. */}
      <path d="M134 218Q132 200 122 194Q142 196 144 214ZM166 218Q168 200 178 194Q158 196 156 214Z" fill="#f7f3e6" {...ol(1.6)} />
      <circle cx={150} cy={204} r={9} fill="#f7f3e6" {...ol(1.6)} />
      {/* The equal-armed cross on her breast. */}
      <path d="M144 290H156M150 284V296" stroke={C.ink} strokeWidth="6" strokeLinecap="round" />
      <path d="M144 290H156M150 284V296" stroke={C.white} strokeWidth="3" strokeLinecap="round" />
      {/* The scroll in her lap. */}
      <path d="M126 330H174V344H126Z" fill="#f3ead0" {...ol(1.8)} />
      <circle cx={126} cy={337} r={7} fill="#f3ead0" {...ol(1.6)} />
      <text x={152} y={341} textAnchor="middle" fontFamily="'DejaVu Serif', serif" fontSize="9" fontWeight="bold" fill={C.ink}>
        TORA
      </text>
      {/* The crescent at her feet. */}
      <path d="M118 408Q150 440 184 406Q150 426 118 408Z" fill="#f4f0de" {...ol(1.8)} />
    </g>
  );
}

/** The drafts of majors 0-II. */
export const MAJOR_A: DeckScenes = {
  'the-fool': fool,
  'the-magician': magician,
  'the-high-priestess': priestess,
};
