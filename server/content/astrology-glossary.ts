/**
 * The astrology glossary (`/astrology/glossary` and `/astrology/glossary/{id}`): a short, original
 * explanation of every planet, aspect and term our horoscopes name, so each transit of a
 * horoscope's "Why this reading" list can link to what it means. The signs' entries are their sign
 * pages (`glossaryHref` in shared/horoscopes/glossary.ts). Checked with zod when the module loads.
 */
import { z } from 'zod';
import { GLOSSARY_ASPECTS, GLOSSARY_IDS, GLOSSARY_PLANETS, GLOSSARY_TERMS, type GlossaryId } from '../../shared/horoscopes/glossary';

const paragraph = z
  .string()
  .trim()
  .min(60)
  .max(900)
  .regex(/^[A-Z'‘“]/, 'starts with a capital')
  .regex(/[.!?]$/, 'ends a sentence');

export const GlossaryEntrySchema = z.object({
  id: z.enum(GLOSSARY_IDS as [GlossaryId, ...GlossaryId[]]),
  kind: z.enum(['planet', 'aspect', 'term']),
  /** The heading: "Mercury", "Trine", "Lunar nodes". */
  name: z.string().min(3).max(40),
  /** One sentence for the index and the meta description. */
  summary: z.string().trim().min(50).max(160).regex(/[.!?]$/),
  body: z.array(paragraph).min(2).max(4),
  /** A list after the body (the twelve houses, a line each). */
  items: z.array(z.object({ label: z.string().min(3).max(30), text: z.string().min(20).max(160) })).max(12).optional(),
});
export type GlossaryEntry = z.infer<typeof GlossaryEntrySchema>;

const DRAFT: GlossaryEntry[] = [
  {
    id: 'sun',
    kind: 'planet',
    name: 'The Sun',
    summary: 'The Sun stands for your identity, vitality and purpose; the sign it was in when you were born is the sign most people call yours.',
    body: [
      'The Sun is the centre of the solar system and, in astrology, the centre of the chart. It stands for your sense of self: what you want to become, what gives you energy and where you hope to be recognised. When someone asks for your sign, they mean the sign the Sun was passing through on the day you were born.',
      'Seen from Earth, the Sun travels through the whole zodiac in a year, a little under one degree a day, and spends about a month in each sign. It never turns retrograde. Its regular pace sets the rhythm of the astrological year: its entry into Aries at the March equinox starts the cycle, and its entries into Cancer, Libra and Capricorn mark the other equinox and the two solstices.',
      'In our horoscopes, the solar house the Sun occupies for your sign shows where your attention and energy are drawn for the month, and its aspects to other planets mark the days when those themes come into focus. The Sun rules Leo.',
    ],
  },
  {
    id: 'moon',
    kind: 'planet',
    name: 'The Moon',
    summary: 'The Moon stands for feelings, instincts and habits; as the fastest body in the sky, it sets the mood of each day in our daily horoscopes.',
    body: [
      'The Moon stands for feelings, instincts, habits and the need to feel safe. Where the Sun describes what you aim for, the Moon describes how you respond, what comforts you and what you do without thinking.',
      'It is by far the fastest body in the sky, crossing the whole zodiac in about twenty-seven and a half days and changing sign every two to two and a half days. That speed makes it the clock of daily astrology. In our daily horoscopes, the sign the Moon is in and the solar house it passes through for your sign set the tone of the day, and its aspects to the other planets mark the hours when something shifts.',
      'The phases of the Moon come from its angle to the Sun, and one cycle from new moon to new moon takes about twenty-nine and a half days. The Moon rules Cancer and, like the Sun, it never goes retrograde.',
    ],
  },
  {
    id: 'mercury',
    kind: 'planet',
    name: 'Mercury',
    summary: 'Mercury is the planet of thinking, talking, writing, trade and short journeys, and it turns retrograde three or four times a year.',
    body: [
      'Mercury is the planet of the mind at work: thinking, speaking, writing, learning, buying and selling, and short journeys. Its sign in a chart describes how a person takes in information and how they like to communicate.',
      'As the planet closest to the Sun, Mercury never strays more than about twenty-eight degrees from it, so it is always in the Sun’s sign or one of the neighbouring signs. It moves quickly, spending anywhere from two to about eight weeks in a sign, and three or four times a year it appears to turn backwards for roughly three weeks. Those retrograde spells have a reputation for crossed wires and delays; a more useful reading is that they favour revising, checking and going back to unfinished conversations.',
      'In our horoscopes, the solar house Mercury occupies for your sign shows where your thoughts and messages are busiest. It rules Gemini and Virgo.',
    ],
  },
  {
    id: 'venus',
    kind: 'planet',
    name: 'Venus',
    summary: 'Venus is the planet of attraction: love, friendship, pleasure, beauty, money and the things you value. It weighs heavily in our love horoscopes.',
    body: [
      'Venus is the planet of attraction: love, friendship, pleasure, beauty, money and whatever you hold dear. Its sign describes what you find appealing, how you show affection and how you like to be treated.',
      'From Earth, Venus is never seen more than about forty-seven degrees from the Sun, shining as the morning star or the evening star depending on which side of the Sun it is on. It usually spends three to five weeks in a sign. About every nineteen months it turns retrograde for around six weeks, a stretch that astrologers treat as a time to reconsider relationships and spending rather than rush into new ones.',
      'Venus counts for a great deal in our love horoscopes, where its solar house and its aspects point to the parts of your life in which connection comes easily or needs some work. It rules Taurus and Libra.',
    ],
  },
  {
    id: 'mars',
    kind: 'planet',
    name: 'Mars',
    summary: 'Mars is the planet of drive, courage, desire and anger: how you go after what you want, and how you handle a fight.',
    body: [
      'Mars is the planet of drive: energy, courage, desire, competition and anger. Its sign describes how a person goes after what they want and how they deal with conflict. Its rusty red colour, easy to see with the naked eye, is why the Romans named it after their god of war.',
      'Mars takes a little under two years to go round the zodiac and usually spends six or seven weeks in a sign. When it turns retrograde, roughly every twenty-six months, it can stay in one sign for several months, and astrologers read that as a time to redirect effort rather than open new battles.',
      'In our horoscopes, the solar house Mars occupies shows where you have the most push and where tempers may run short. Its aspects to the faster planets mark days of extra energy or extra friction. Mars rules Aries and is the traditional ruler of Scorpio.',
    ],
  },
  {
    id: 'jupiter',
    kind: 'planet',
    name: 'Jupiter',
    summary: 'Jupiter, the largest planet, stands for growth, optimism, generosity, learning and belief, and spends about a year in each sign.',
    body: [
      'Jupiter, the largest planet, stands for growth, optimism, generosity, learning and faith. Wherever it goes, astrologers look for opportunity and expansion, and occasionally for too much of a good thing.',
      'It takes just under twelve years to travel once around the zodiac, so it spends about a year in each sign, and every year it is retrograde for around four months. Because it stays so long, its passage through your solar houses describes a theme for the year rather than for the day: the part of life where you are most likely to find room to grow.',
      'In our weekly and monthly horoscopes, Jupiter’s solar house and its aspects to the faster planets add a note of possibility. It rules Sagittarius and is the traditional ruler of Pisces.',
    ],
  },
  {
    id: 'saturn',
    kind: 'planet',
    name: 'Saturn',
    summary: 'Saturn is the planet of time, structure, responsibility and mastery: effort that pays off slowly and the lessons of facing facts.',
    body: [
      'Saturn stands for time, structure, responsibility, limits and mastery. It is the planet of effort that pays off slowly, of rules and commitments, and of the lessons that come from facing reality as it is.',
      'It takes about twenty-nine and a half years to go once around the zodiac, staying two to three years in each sign, and it is retrograde for about four and a half months of every year. Its return to the place it held at your birth, around the ages of twenty-nine, fifty-eight and eighty-seven, is one of the best-known milestones in astrology.',
      'In our horoscopes, Saturn’s solar house shows where you are being asked to build something steady, and its aspects to the faster planets can mark days that call for patience. Saturn rules Capricorn and is the traditional ruler of Aquarius.',
    ],
  },
  {
    id: 'uranus',
    kind: 'planet',
    name: 'Uranus',
    summary: 'Uranus is the planet of change, surprise, independence and invention, spending about seven years in each sign.',
    body: [
      'Uranus is the planet of change, surprise, independence and invention. William Herschel found it with a telescope in 1781, the first planet discovered in modern times, and astrologers connect it with sudden breaks, new technology and the urge to be free.',
      'It takes about eighty-four years to travel around the zodiac, spending around seven years in each sign, so its sign describes a generation more than a person. It is retrograde for about five months of every year.',
      'For your sign, the solar house Uranus is passing through shows where the unexpected is most likely to turn up and where you may want to try something new. When faster planets aspect it, expect a spark: a change of plan, a bright idea, a break from routine. Uranus is the modern ruler of Aquarius.',
    ],
  },
  {
    id: 'neptune',
    kind: 'planet',
    name: 'Neptune',
    summary: 'Neptune is the planet of dreams, imagination, compassion and illusion, the slow dissolver of boundaries.',
    body: [
      'Neptune is the planet of dreams, imagination, compassion, spirituality and illusion. It dissolves boundaries, which can inspire art and empathy or lead to confusion and escapism.',
      'Discovered in 1846, Neptune takes about 165 years to go around the zodiac and stays around fourteen years in each sign. Like Uranus and Pluto, it moves so slowly that everyone born within a span of years shares its sign. It is retrograde for around five months of each year.',
      'In our horoscopes, the solar house Neptune occupies for your sign shows where your intuition is strongest and where things may not be quite what they seem. Its aspects to faster planets can bring inspiration or fog, and both are worth noticing before you make a decision. Neptune is the modern ruler of Pisces.',
    ],
  },
  {
    id: 'pluto',
    kind: 'planet',
    name: 'Pluto',
    summary: 'Pluto is the planet of power, transformation, endings and renewal: what is buried, what must go and what grows back.',
    body: [
      'Pluto is the planet of power, transformation, endings and rebirth. Astrologers link it with what is buried, what has to be let go and the strength that comes from getting through a crisis.',
      'Discovered in 1930 and reclassified by astronomers as a dwarf planet in 2006, Pluto is still used in astrology. Its orbit is long and stretched: it takes about 248 years to go round the zodiac and spends anywhere from about twelve to more than thirty years in a sign. It turns retrograde for about five months of every year.',
      'In our horoscopes, Pluto’s solar house points to a long, slow process of change in one area of your life, and its aspects to faster planets mark days when intensity rises. Pluto is the modern ruler of Scorpio.',
    ],
  },
  {
    id: 'conjunction',
    kind: 'aspect',
    name: 'Conjunction',
    summary: 'A conjunction is two planets at the same place in the zodiac: the strongest aspect, blending what both planets stand for.',
    body: [
      'A conjunction happens when two planets stand at the same place in the zodiac, or within a few degrees of it. It is the strongest and most concentrated aspect: the two planets act together and their themes blend.',
      'A conjunction is neither easy nor difficult by nature. Venus with Jupiter tends to feel generous and pleasant, while Mars with Saturn can feel like driving with the handbrake on; the result depends on the planets involved and on the sign where they meet. Each conjunction also starts a new cycle between the two planets. A conjunction of the Sun and the Moon is a new moon.',
      'In our horoscopes, a conjunction lights up the solar house it falls in for your sign, and it carries the most weight of all the aspects. Its symbol is a small circle with a short line rising from it.',
    ],
  },
  {
    id: 'sextile',
    kind: 'aspect',
    name: 'Sextile',
    summary: 'A sextile is an angle of 60 degrees between two planets: a friendly aspect that opens a door you still have to walk through.',
    body: [
      'A sextile is an angle of 60 degrees between two planets, one sixth of the circle. It usually links signs of friendly elements, fire with air or earth with water, and it is counted among the helpful, easy-going aspects.',
      'The sextile is often described as an opportunity. It forces nothing, but it opens a door that you have to choose to walk through. A sextile between Mercury and Mars, for instance, can make it easier to speak up and get things moving, as long as you act on it. Signs sextile to each other, such as Aries and Gemini or Taurus and Cancer, tend to get on well, which is why sextiles appear in the compatibility notes of our sign pages.',
      'In our horoscopes, sextiles add quiet support to the day or the week. Its symbol is a six-pointed star.',
    ],
  },
  {
    id: 'square',
    kind: 'aspect',
    name: 'Square',
    summary: 'A square is an angle of 90 degrees between two planets: an aspect of friction that demands a response and often produces results.',
    body: [
      'A square is an angle of 90 degrees between two planets, a quarter of the circle. It usually links signs of the same modality but of elements that do not mix easily, such as fire and water or earth and air.',
      'Squares are the aspects of friction. The two planets want different things and pull against each other, which can show up as tension, impatience or conflict. That is not always bad news: squares also bring effort, motivation and breakthroughs, because pressure calls for a response.',
      'In our horoscopes, a square marks the area of life where something needs handling rather than ignoring. When the Moon squares a planet, the friction usually passes within hours; when two slower planets form a square, the theme can run for weeks. Its symbol is a small square.',
    ],
  },
  {
    id: 'trine',
    kind: 'aspect',
    name: 'Trine',
    summary: 'A trine is an angle of 120 degrees between two planets in signs of the same element: the most harmonious of the major aspects.',
    body: [
      'A trine is an angle of 120 degrees between two planets, a third of the circle. It links signs of the same element, such as Aries, Leo and Sagittarius, and it is the most harmonious of the major aspects.',
      'Under a trine the two planets cooperate, and things flow with little effort. The risk is complacency, since an easy aspect is easily taken for granted. Trines are at their best when you use the ease to do something you might otherwise put off.',
      'In our horoscopes, a trine brings a sense of ease to the solar house where it falls for your sign. Signs in trine share an element, which is why trines play a large part in the compatibility notes of our sign pages. Its symbol is a triangle.',
    ],
  },
  {
    id: 'opposition',
    kind: 'aspect',
    name: 'Opposition',
    summary: 'An opposition is two planets 180 degrees apart, facing each other across the zodiac: an aspect of balance, tension and other people.',
    body: [
      'An opposition is an angle of 180 degrees: two planets facing each other from opposite sides of the zodiac. It usually links signs of the same modality and of complementary elements, fire with air or earth with water.',
      'Oppositions are about balance and awareness. The two planets pull in opposite directions, and the tension often arrives through other people, as a negotiation, a disagreement or an attraction. The way forward is usually a compromise that honours both sides.',
      'A full moon is an opposition of the Sun and the Moon. In our horoscopes, an opposition often joins two of your solar houses, asking you to balance two areas of life such as work and home. Its symbol is two small circles joined by a line.',
    ],
  },
  {
    id: 'lunar-nodes',
    kind: 'term',
    name: 'Lunar nodes',
    summary: 'The lunar nodes are the two points where the Moon’s orbit crosses the Sun’s path; eclipses happen only near them.',
    body: [
      'The lunar nodes are not bodies but points: the two places where the Moon’s tilted orbit crosses the ecliptic, the Sun’s apparent path through the zodiac. The north node is where the Moon crosses going north, and the south node, always exactly opposite, is where it crosses going south. Eclipses happen only when a new or full moon falls near the nodes.',
      'The nodes move backwards through the zodiac, completing a circle in about 18.6 years and spending roughly a year and a half in each pair of signs. Astrologers use two versions: the mean node, which smooths the motion into a steady backward drift, and the true node, which follows the real wobbles of the Moon’s orbit and now and then moves forward for a while. Our chart data gives both.',
      'In interpretation, the north node is often read as a direction of growth, and the south node as familiar habits and talents to build on rather than cling to.',
    ],
  },
  {
    id: 'retrograde',
    kind: 'term',
    name: 'Retrograde',
    summary: 'A planet is retrograde when it seems to move backwards through the zodiac, an effect of the Earth’s own motion.',
    body: [
      'A planet is retrograde when, seen from Earth, it appears to move backwards through the zodiac. It never really changes direction: the effect comes from Earth overtaking an outer planet, or an inner planet overtaking Earth, much as a slower car seems to slide backwards as you pass it on a motorway.',
      'Every planet except the Sun and the Moon goes retrograde. Mercury does so three or four times a year for about three weeks, Venus every nineteen months for about six weeks, Mars every twenty-six months for a couple of months, and the planets from Jupiter outwards for four to five months every year.',
      'Astrologers read retrograde periods as times to review, revise and return rather than to launch. Our horoscopes read a retrograde planet’s themes in that spirit, and the beginning and end of each retrograde period, its stations, count as events of their own.',
    ],
  },
  {
    id: 'station',
    kind: 'term',
    name: 'Station',
    summary: 'A station is the moment a planet seems to stand still before it turns retrograde or direct.',
    body: [
      'A station is the moment when a planet seems to stand still in the sky before changing direction. A planet stations retrograde when it stops moving forward and begins to move backwards, and it stations direct when it stops moving backwards and moves forward again.',
      'Around a station a planet moves very slowly, lingering on the same degree for days or, for the outer planets, for weeks. Astrologers therefore consider a planet especially strong near a station, as if its influence were concentrated on one point. Mercury’s stations get the most attention because they come several times a year.',
      'Our sky engine finds the time of each station to the minute by searching for the moment the planet’s daily motion passes through zero. In our weekly and monthly horoscopes, a station is a major event, and the solar house where it happens for your sign shows which area of life is asked to pause and rethink.',
    ],
  },
  {
    id: 'ingress',
    kind: 'term',
    name: 'Ingress',
    summary: 'An ingress is the moment a planet enters a new sign, and with it a new solar house of your horoscope.',
    body: [
      'An ingress is the moment a planet enters a new sign. For the Sun, these moments are the familiar start dates of the signs: its ingress into Aries marks the March equinox, and its ingress into Capricorn the December solstice.',
      'An ingress changes the tone of a planet. When Venus leaves careful Virgo for sociable Libra, for example, the mood of relationships often shifts from cautious to charming. The Moon makes an ingress every two to two and a half days, and its change of sign sets the mood of the day in our daily horoscopes.',
      'Our sky engine finds each ingress to the minute. In your horoscope, an ingress means a planet has moved into a new solar house for your sign, turning its attention to a different area of your life.',
    ],
  },
  {
    id: 'new-moon',
    kind: 'term',
    name: 'New moon',
    summary: 'A new moon is the Moon meeting the Sun in the same sign: the start of the lunar cycle and a traditional time for beginnings.',
    body: [
      'A new moon happens when the Moon and the Sun stand at the same place in the zodiac, in conjunction. The Moon then lies between the Earth and the Sun with its lit side facing away from us, so it cannot be seen at night for a day or two.',
      'As the start of the lunar cycle, the new moon is traditionally a time for beginnings: setting intentions, planting seeds, starting projects. There is a new moon about every twenty-nine and a half days, each one in the sign the Sun is passing through. When a new moon falls close to one of the lunar nodes, it is a solar eclipse.',
      'Our sky engine finds the minute of each new moon. In your horoscope, the solar house where the new moon falls shows the area of life where a fresh start comes most easily this month.',
    ],
  },
  {
    id: 'full-moon',
    kind: 'term',
    name: 'Full moon',
    summary: 'A full moon is the Moon opposite the Sun, its whole face lit: the peak of the lunar cycle and a time when things come to light.',
    body: [
      'A full moon happens when the Moon stands opposite the Sun, 180 degrees away. The Earth lies between them, and the whole face of the Moon that we can see is lit.',
      'The full moon is the high point of the lunar cycle, about two weeks after the new moon. It is traditionally a time of culmination and heightened emotion: what began at the new moon comes into view, and feelings that were below the surface tend to rise. Because the Sun and the Moon are in opposite signs, a full moon asks you to balance two sides of your life. A full moon near one of the lunar nodes is a lunar eclipse.',
      'Our sky engine finds the minute of each full moon. In your horoscope, the solar house of the full moon shows where something is coming to a head.',
    ],
  },
  {
    id: 'solar-houses',
    kind: 'term',
    name: 'Solar houses',
    summary: 'Solar houses count your sign as the first house: how our horoscopes turn one sky into twelve different readings.',
    body: [
      'A birth chart’s houses depend on the exact time and place of birth, so without them an astrologer cannot draw the houses at all. Solar houses are the traditional way round this, and every one of our sign horoscopes uses them.',
      'In solar houses, your sign is the first house, the next sign along the zodiac is the second house, and so on round the circle. For a Taurus, Taurus is the first house, Gemini the second, Cancer the third and Aries the twelfth. When a planet enters a sign, we know which of your solar houses it has entered, and so which area of your life it is likely to touch.',
      'That is why two signs reading the same sky on the same day get different horoscopes. The Moon in Leo falls in the fifth house of an Aries, the house of fun and romance, but in the tenth house of a Scorpio, the house of career. A full birth chart uses houses calculated from the real moment and place of birth instead.',
    ],
  },
  {
    id: 'houses',
    kind: 'term',
    name: 'The twelve houses',
    summary: 'The twelve houses divide a chart into areas of life, from self and money to career, friends and solitude.',
    body: [
      'The houses divide a chart into twelve areas of life. The planets describe what is acting, the signs describe how it acts, and the houses describe where in your life it plays out. In a birth chart they are calculated from the time and place of birth; in our horoscopes they are solar houses, counted from your sign.',
      'Each house begins at a point called its cusp, and a planet passing through a house colours that part of life for as long as it stays there. Here is what each house covers, in brief.',
    ],
    items: [
      { label: 'First house', text: 'You: your body, your appearance and the way you meet the world.' },
      { label: 'Second house', text: 'Money, possessions, self-worth and the things you value.' },
      { label: 'Third house', text: 'Communication, siblings, neighbours, everyday learning and short trips.' },
      { label: 'Fourth house', text: 'Home, family, roots and your private life.' },
      { label: 'Fifth house', text: 'Creativity, romance, pleasure, children and play.' },
      { label: 'Sixth house', text: 'Daily work, routines, health and being of service.' },
      { label: 'Seventh house', text: 'Partnerships, marriage, close collaborators and open rivals.' },
      { label: 'Eighth house', text: 'Intimacy, shared money, debts, inheritance and deep change.' },
      { label: 'Ninth house', text: 'Long journeys, higher learning, beliefs, publishing and the law.' },
      { label: 'Tenth house', text: 'Career, reputation, ambition and your public life.' },
      { label: 'Eleventh house', text: 'Friends, groups, networks, hopes and causes.' },
      { label: 'Twelfth house', text: 'Rest, solitude, secrets, the unconscious and endings.' },
    ],
  },
  {
    id: 'orb',
    kind: 'term',
    name: 'Orb',
    summary: 'An orb is how far from exact an aspect may be and still count; the closer the orb, the stronger the aspect.',
    body: [
      'An orb is the leeway astrologers allow an aspect: how far from exact it can be and still count. Two planets 118 degrees apart are two degrees short of an exact trine, so they form a trine with an orb of two degrees.',
      'The smaller the orb, the stronger the aspect. Astrologers disagree about how wide orbs should be, and most allow more room for the Sun and the Moon and for the major aspects than for the rest. Our sky engine states the orb it allows for each aspect, and in our horoscopes an aspect counts for more the closer it is to exact.',
      'The "Why this reading" panel under each horoscope shows when each aspect is exact and the span of time during which it is within orb, so you can see how long an influence lasts.',
    ],
  },
  {
    id: 'applying-aspect',
    kind: 'term',
    name: 'Applying aspect',
    summary: 'An aspect is applying while the planets move towards the exact angle, and separating once they have passed it.',
    body: [
      'An aspect is applying when the two planets are moving towards the exact angle, and separating when they have passed it and are drawing apart. The faster planet usually does the catching up, so its motion decides which of the two it is.',
      'Astrologers treat applying aspects as building and separating aspects as fading. An applying square between the Moon and Mars is a pressure that is still rising; the same square an hour after it was exact is already easing. Retrograde motion complicates the picture: a planet that stations before an aspect is exact may pull back without ever completing it.',
      'Our chart data marks every aspect as applying or not, and the "Why this reading" panel gives the exact time of each aspect in a horoscope, so you can tell whether it is still ahead of you or already behind.',
    ],
  },
];

/** Every prose text of an entry (for word counts and repetition checks). */
export function glossaryProse(entry: GlossaryEntry): string[] {
  return [...entry.body, ...(entry.items ?? []).map((item) => `${item.label}: ${item.text}`)];
}

export function glossaryWordCount(entry: GlossaryEntry): number {
  return glossaryProse(entry).reduce((sum, text) => sum + text.split(/\s+/).filter(Boolean).length, 0);
}

const KIND_OF: Record<GlossaryId, GlossaryEntry['kind']> = Object.fromEntries([
  ...GLOSSARY_PLANETS.map((id) => [id, 'planet']),
  ...GLOSSARY_ASPECTS.map((id) => [id, 'aspect']),
  ...GLOSSARY_TERMS.map((id) => [id, 'term']),
]) as Record<GlossaryId, GlossaryEntry['kind']>;

/** Checks the draft once: every id of shared/horoscopes/glossary.ts exactly once, of its kind. */
function loadGlossary(draft: unknown): readonly GlossaryEntry[] {
  const entries = z.array(GlossaryEntrySchema).parse(draft);
  const ids = entries.map((entry) => entry.id);
  const missing = GLOSSARY_IDS.filter((id) => !ids.includes(id));
  if (missing.length > 0 || new Set(ids).size !== ids.length) throw new Error(`astrology-glossary.ts: missing or repeated entries (${missing.join(', ')})`);
  for (const entry of entries) if (entry.kind !== KIND_OF[entry.id]) throw new Error(`astrology-glossary.ts: ${entry.id} is a ${KIND_OF[entry.id]}, not a ${entry.kind}`);
  // In the index's order.
  return Object.freeze(GLOSSARY_IDS.map((id) => entries.find((entry) => entry.id === id)!));
}

/** The glossary, in the order of GLOSSARY_IDS (planets, aspects, terms), validated when the module loads. */
export const GLOSSARY: readonly GlossaryEntry[] = loadGlossary(DRAFT);

const BY_ID = new Map(GLOSSARY.map((entry) => [entry.id as string, entry]));

export function glossaryEntry(id: string): GlossaryEntry | undefined {
  return BY_ID.get(id);
}
