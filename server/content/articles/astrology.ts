import type { ArticleDraft } from './types';

/** Astrology articles by the Starlit Astrology Desk; each has its drawing in art/{slug}.svg. */
export const ASTROLOGY_ARTICLES: ArticleDraft[] = [
  {
    slug: 'how-to-read-a-birth-chart',
    title: 'How to Read a Birth Chart: A First Map of Sun, Moon, Rising and More',
    topic: 'astrology',
    author: 'starlit-astrology-desk',
    published: '2026-01-14',
    description: 'A friendly first guide to the birth chart: what the wheel shows, and how to read the Sun, Moon, rising sign, planets, houses and aspects in turn.',
    image_alt: 'A golden chart wheel divided into twelve segments, with small planets on its rim, floats above dark hills under a violet night sky full of stars.',
    intro:
      'The first time you see a birth chart it can look like a cryptic clock face: a circle sliced into twelve, glyphs scattered around the rim, colored lines crisscrossing the middle. Underneath the symbols it is a simple thing. It is a diagram of where the Sun, the Moon and the planets stood along the zodiac at the moment and place you were born, drawn as if you were standing on that spot. Astrologers use it as a vocabulary for reflection rather than a script for your life, and you can learn its broad outlines in an afternoon. Here is where to begin.',
    sections: [
      {
        heading: 'What the wheel actually shows',
        paragraphs: [
          'The outer ring of a chart is the zodiac, the band of sky the Sun appears to travel through over a year. Western astrology divides that path, called the ecliptic, into twelve equal signs of 30 degrees each, counting from the point where the Sun sits at the March equinox. That anchor is why the signs no longer line up with the constellations that share their names: the slow wobble of Earth’s axis, known as precession, has shifted the equinox by more than 20 degrees since the scheme was codified about two thousand years ago. The seasonal, or tropical, zodiac follows the rhythm of the year rather than pointing at star patterns.',
          'Inside that ring sit the planets, each placed at the degree where it appeared from your birthplace. Astrologers use “planet” in its ancient sense of a wanderer against the fixed stars, so the Sun and Moon count, and so does Pluto, even though astronomers reclassified it as a dwarf planet in 2006. The inner wheel is divided again into twelve houses, which depend on the time and place of birth rather than the date. Lines drawn across the center mark the aspects, the angles the planets form with one another.',
        ],
      },
      {
        heading: 'Start with three placements: Sun, Moon and rising',
        paragraphs: [
          'The Sun sign is the one everyone knows, because the Sun moves about one degree a day and spends roughly a month in each sign. In a reading it stands for the core of your identity: what you are building toward, what makes you feel most like yourself, where you want to shine. If you were born near the boundary between two signs, look up an exact calculation, since the date the Sun changes sign shifts by a day or so from year to year.',
          'The Moon is the fastest mover in the chart, crossing a whole sign in little more than two days. Astrologers read it as your emotional climate: what soothes you, how you react before you have time to think, what home needs to feel like. The rising sign, or ascendant, is the sign climbing over the eastern horizon at your birth, and it changes every couple of hours. It colors your manner, your first impressions and the way you meet new situations. Together the three give a surprisingly rounded sketch, with the Sun as purpose, the Moon as need and the ascendant as approach.',
        ],
      },
      {
        heading: 'The planets as a cast of characters',
        paragraphs: [
          'Once you have the big three, meet the rest of the cast. Mercury describes how you think, speak and learn; Venus what you value, enjoy and find beautiful; Mars how you pursue what you want and handle anger. Jupiter shows where you expand and look for meaning, and Saturn where you meet limits, build discipline and mature over time. A handy trick is to read each placement as a phrase in which the planet is the verb and the sign is the adverb. Mars in Libra, for instance, acts diplomatically, pushing for fairness rather than charging in.',
          'Uranus, Neptune and Pluto move so slowly that everyone born within a few years shares their signs. Uranus stays about seven years in a sign, Neptune around fourteen, and Pluto, on its lopsided orbit, anywhere from about twelve to more than thirty. Because of that, many astrologers treat those sign placements as generational themes and pay closer attention to the houses these planets occupy and the personal planets they touch.',
        ],
      },
      {
        heading: 'Houses: where life happens',
        paragraphs: [
          'If the signs describe how, the houses describe where. The twelve houses divide the sky around your birthplace into areas of life, counted counterclockwise from the ascendant, which sits on the left-hand side of the wheel. The first house is self and body, the second money and resources, the third siblings, neighbors and everyday talk, the fourth home and roots. The fifth covers play, romance and creativity; the sixth work routines and health; the seventh partnerships; the eighth shared resources and intimacy. The ninth belongs to travel, study and belief, the tenth to career and public life, the eleventh to friends and groups, and the twelfth to solitude, rest and what stays hidden.',
          'Astrologers disagree about how to slice the houses. Whole Sign houses give each house one entire sign, beginning with the rising sign, while Placidus, the default in many programs, uses time-based divisions that produce houses of unequal size. Neither is an error. Pick one, stay with it while you learn, and notice whether its descriptions ring true.',
        ],
      },
      {
        heading: 'Aspects: how the parts talk to each other',
        paragraphs: [
          'Aspects are the geometry of the chart. When two planets sit close together in the zodiac, they form a conjunction and blend their qualities. Sixty degrees apart is a sextile, an easygoing opening; ninety degrees is a square, friction that pushes for action; 120 degrees is a trine, a natural flow; 180 degrees is an opposition, a tug-of-war that asks for balance. Exact angles are rare, so astrologers allow a margin called an orb, often a few degrees and wider for the Sun and Moon.',
          'Resist the idea that trines are good and squares are bad. Easy aspects can make a talent so comfortable that it goes unused, while squares often mark the places where people work hardest and grow most. Read each aspect as a conversation between two parts of yourself, and ask what each side wants.',
        ],
      },
      {
        heading: 'A simple reading routine',
        paragraphs: [
          'To cast a chart you need three facts: the date of birth, the place, and the time as accurately as you can find it. Without the time you can still read the planets in their signs and most aspects, but the ascendant and houses become guesswork, and the Moon’s sign may be uncertain if it changed that day.',
          'Faced with a finished chart, work in layers. Note the Sun, Moon and rising signs and the houses the Sun and Moon fall in. Then look for emphasis: several planets in one sign or house, a planet sitting right on the ascendant or at the top of the chart, a crowd of planets in one element. Next, find the two or three tightest aspects, the ones with the smallest orbs. Finally, write a few plain sentences in your own words. If a description does not fit, set it aside; a chart is a mirror to think with, and you remain the authority on your own life.',
        ],
      },
    ],
    related: [
      { label: 'Your birth chart reading', href: '/readings-reports/astrology-reports/your-birth-chart' },
      { label: 'The houses, explained', href: '/astrology/glossary/houses' },
      { label: 'What an orb is', href: '/astrology/glossary/orb' },
      { label: 'Astrology glossary', href: '/astrology/glossary' },
    ],
  },
  {
    slug: 'moon-sign-inner-weather',
    title: 'Your Moon Sign: The Inner Weather of Your Birth Chart',
    topic: 'astrology',
    author: 'starlit-astrology-desk',
    published: '2026-03-18',
    description: 'What your Moon sign says about emotional needs and reflexes, why it can differ so much from your Sun sign, and how to read it through each element.',
    image_alt: 'A large pale full Moon hangs over layered blue hills, its light rippling on a still lake beneath a violet sky scattered with stars.',
    intro:
      'Ask people their sign and they will tell you where the Sun was when they were born. Ask what they need after a long, bruising day, and you are closer to their Moon. In astrology the Moon describes the private side of a person: moods, comforts, instincts and the quiet habits that make a place feel like home. If the Sun is the climate you are growing into, the Moon is the inner weather, shifting hour by hour yet following patterns you can learn to recognize.',
    sections: [
      {
        heading: 'The fastest body in the chart',
        paragraphs: [
          'The Moon circles the zodiac in about 27.3 days, moving roughly 13 degrees a day, so it stays in each sign for only a little over two days. That speed has two consequences. People born a few days apart can share a Sun sign yet have very different Moons, which is one reason two Virgos may seem to have little in common. And if the Moon changed signs on your birthday, you need a birth time to know which one is yours.',
          'The Moon’s phase at your birth is a separate question from its sign. Phase depends on the angle between the Sun and the Moon, and the cycle from one new Moon to the next takes about 29.5 days, a couple of days longer than the trip around the zodiac because the Sun has moved on in the meantime. Some astrologers read a birth near the new Moon as instinctive and self-starting, and one near the full Moon as more attuned to others and to inner tension. Treat that as extra shading, not a verdict.',
        ],
      },
      {
        heading: 'What the Moon describes',
        paragraphs: [
          'In a chart reading the Moon speaks to needs rather than goals. It shows what makes you feel safe, how you respond when startled or hurt, and the kind of care you instinctively offer and hope to receive. It is tied to memory and to the early home, so many people recognize their Moon sign most clearly in the rituals they carry from childhood: the food they cook when sad, the way they tidy or don’t, the company they seek or avoid when upset.',
          'Because it works below deliberate choice, the Moon is often where people feel most exposed. A fiery Sun can present a confident face while a watery Moon privately longs for reassurance, and neither one is the “real” self. Reading the two together helps explain the gap between how you come across and how you actually feel.',
        ],
      },
      {
        heading: 'The Moon through the four elements',
        paragraphs: [
          'A fire Moon, in Aries, Leo or Sagittarius, tends to process feeling through action. It recovers quickly, needs enthusiasm and room to move, and can flare up and cool down within the same hour. Comfort comes from doing something, whether that is a run, a new plan or a little applause. The risk is treating every mood as a problem to be solved at speed.',
          'An earth Moon, in Taurus, Virgo or Capricorn, looks for steadiness. Routines, good food, a tidy desk and practical help say “I care” more loudly than speeches ever could. These Moons can be remarkably reliable in a crisis, though they may not notice their own distress until the body complains.',
          'An air Moon, in Gemini, Libra or Aquarius, needs to talk feelings through and understand them. Conversation, fairness and a little distance steady it. People with this placement can be calm and perceptive companions, yet they sometimes analyze an emotion instead of letting themselves feel it.',
          'A water Moon, in Cancer, Scorpio or Pisces, feels deeply and absorbs the atmosphere of a room. Loyalty, privacy and emotional honesty are essential, and so is time alone to recover. The gift is empathy that runs deep; the challenge is telling apart what is yours from what belongs to someone else.',
        ],
      },
      {
        heading: 'Reading the Moon by house and aspect',
        paragraphs: [
          'The house the Moon occupies shows where you most need to feel at home. A tenth-house Moon may seek security through recognition at work, while one in the fourth wants a literal nest. Aspects add detail: the Moon conjunct Venus often softens and sweetens the emotional life, the Moon square Saturn can describe someone who learned early to be self-reliant, and the Moon opposite Uranus may crave freedom and closeness in alternating doses.',
          'As you explore these combinations, notice the verbs you would choose for yourself. Do you withdraw, reach out, fix, or explain when you are upset? The answer often matches the Moon more closely than any horoscope paragraph.',
        ],
      },
      {
        heading: 'Living with your Moon',
        paragraphs: [
          'Knowing your Moon sign is most useful as a gentle checklist for self-care. With a Taurus Moon, an evening of good bread and unhurried quiet may restore you faster than a pep talk. A Gemini Moon might need to text a friend, and a Scorpio Moon might need one honest conversation instead of a dozen light ones. None of this is a rule; it is a starting point for noticing what already works. The Moon returns to its birth position roughly every 27 days, and some people use that lunar return as a monthly moment to check in with themselves.',
          'The Moon is also a helpful lens for relationships. Partners with different Moons are not doomed; they simply soothe themselves in different ways. Saying so out loud, “I need to talk this through” or “I need an hour alone first,” can spare a great deal of hurt. The Moon does not decide how you feel, but it can give you words for it.',
        ],
      },
    ],
    related: [
      { label: 'The Moon in astrology', href: '/astrology/glossary/moon' },
      { label: 'The full moon', href: '/astrology/glossary/full-moon' },
      { label: 'The new moon', href: '/astrology/glossary/new-moon' },
      { label: 'Your birth chart reading', href: '/readings-reports/astrology-reports/your-birth-chart' },
    ],
  },
  {
    slug: 'rising-sign-and-birth-time',
    title: 'The Rising Sign: Why Your Birth Time Matters So Much',
    topic: 'astrology',
    author: 'starlit-astrology-desk',
    published: '2026-05-21',
    description: 'How the ascendant is found, what the rising sign says about your manner and outlook, and why a birth time off by minutes can reshape a chart.',
    image_alt: 'A golden Sun rises over an eastern horizon of dark layered hills while the last stars fade from a violet and rose dawn sky.',
    intro:
      'Two people born on the same day in the same hospital can have charts that look quite different, and the reason is the rising sign. Also called the ascendant, it is the point of the zodiac that was coming up over the eastern horizon at the moment of birth. It turns a chart from a list of planetary positions into a map anchored to a real place and time, and it shapes how astrologers read everything else. It also demands the one piece of information people most often lack: an accurate birth time.',
    sections: [
      {
        heading: 'What the ascendant is',
        paragraphs: [
          'Because Earth turns on its axis once a day, the whole zodiac appears to wheel across the sky in about 24 hours, the same motion that makes the Sun rise and set. At any given minute one degree of the zodiac is crossing the eastern horizon. That degree is the ascendant, and the sign it falls in is your rising sign. Opposite it, setting in the west, is the descendant. The degree crossing the meridian, the north–south line that passes overhead, is the midheaven, and its opposite point below the horizon is called the imum coeli.',
          'Those four points are the angles of the chart, the cross that holds the houses in place. In every common house system the first house begins at or contains the ascendant, and the others follow counterclockwise around the wheel. Change the ascendant and a planet can move into a different house, which changes the area of life through which it is read.',
        ],
      },
      {
        heading: 'Why minutes matter',
        paragraphs: [
          'On average the ascendant moves about one degree every four minutes, so it passes through a sign in roughly two hours. That average hides a wide range. At mid-northern latitudes some signs rise quickly and others slowly: in London, Aries and Pisces each clear the horizon in less than an hour, while Leo, Virgo, Libra and Scorpio each take nearly three. In the Southern Hemisphere the pattern is reversed, and near the equator every sign takes close to two hours.',
          'So a birth time that is wrong by twenty minutes might leave the rising sign untouched or might push it into the next sign, depending on where and when you were born. Even when the sign holds, the exact degree affects the house cusps and which planets sit near the angles, details experienced astrologers weigh heavily. Time zones and daylight saving add traps of their own; good chart software looks up the historical clock rules for your birthplace, but it is worth double-checking if you were born near a changeover.',
        ],
      },
      {
        heading: 'What the rising sign describes',
        paragraphs: [
          'Astrologers often call the ascendant the front door of the chart. It speaks to your manner, the first impression you make, the style you adopt when walking into an unfamiliar room, and the lens through which you approach new experiences. Some traditions also link it to the body and physical vitality. It is less about who you are at heart than about how you engage with the world, which is why people often recognize their rising sign in the way strangers describe them.',
          'A few sketches show the range. Aries rising tends to move first and ask questions later, while Cancer rising reads the emotional temperature before relaxing. Libra rising leads with courtesy and an instinct for balance, and Capricorn rising meets the world with composure, often seeming older than its years in youth. Sagittarius rising comes across as open and curious; Scorpio rising gives away little at first and notices a great deal. These are tendencies to test against experience, not labels to wear.',
          'The planet traditionally associated with your rising sign is called the chart ruler, and its sign and house add another layer. Someone with Gemini rising whose Mercury sits in the tenth house, for example, may find that curiosity and communication pull strongly toward public life and work.',
        ],
      },
      {
        heading: 'Finding your birth time',
        paragraphs: [
          'Start with documents. Some birth certificates list the time and many do not, depending on the country and the year; hospital records, baby books, family letters or an old announcement can fill the gap. Relatives’ memories are worth asking about, though “just after breakfast” is better treated as a range than a minute. Note where each estimate came from so you know how far to trust it.',
          'If no time turns up, you still have a chart worth reading. Many astrologers cast it for noon, which keeps the Moon within about seven degrees of its true position, and read the planets by sign and aspect without leaning on the houses. Another option is a solar chart, which puts the Sun’s sign in the first house and counts the rest from there. Rectification, in which an astrologer works backward from major life events to estimate the time, is a third route, though it is an interpretive craft rather than a measurement.',
        ],
      },
      {
        heading: 'Holding it lightly',
        paragraphs: [
          'Rising signs are among the most vivid tools in astrology because they describe something visible: the way we show up. That makes them tempting to over-read. A rising sign does not cancel your Sun or your Moon, and it certainly does not fix your fate. Use it as a prompt for noticing the difference between the self you present and the self you live with, and for asking whether that front door still suits the house behind it.',
        ],
      },
    ],
    related: [
      { label: 'The essential birth chart', href: '/readings-reports/astrology-reports/essential-birth-chart' },
      { label: 'The twelve houses', href: '/astrology/glossary/houses' },
      { label: 'Solar houses', href: '/astrology/glossary/solar-houses' },
      { label: 'Your birthday horoscope', href: '/birthday-horoscope' },
    ],
  },
  {
    slug: 'mercury-retrograde-without-the-panic',
    title: 'Mercury Retrograde Without the Panic: What Is Really Happening',
    topic: 'astrology',
    author: 'starlit-astrology-desk',
    published: '2026-08-04',
    description: 'Why planets seem to move backward, what Mercury retrograde actually is in the sky, and a calm, practical way to work with it in astrology.',
    image_alt: 'A golden looping path traces a planet’s apparent backward swing against a starry violet sky above the curved blue rim of Earth.',
    intro:
      'Few phrases in astrology travel as far as “Mercury retrograde.” It gets blamed for crashed laptops, missed trains and texts from exes, often by people who never otherwise read a horoscope. The reality is calmer and more interesting. Nothing in the solar system reverses course. A retrograde is a trick of perspective, the result of watching moving planets from a planet that is itself moving. Understanding the sky first makes it much easier to use the astrological idea sensibly.',
    sections: [
      {
        heading: 'An illusion of overtaking',
        paragraphs: [
          'All the planets orbit the Sun in the same direction, and from Earth they usually appear to drift slowly eastward against the background stars, the motion astronomers call direct or prograde. Retrograde motion is an apparent reversal: for a while the planet seems to slide westward relative to the stars before resuming its usual course. It happens because Earth and the other planet travel at different speeds on orbits of different sizes, and our line of sight to it swings as one passes the other.',
          'For the outer planets, Earth is the faster runner on the inside lane. Mars, Jupiter, Saturn and the rest turn retrograde around the time Earth passes them, when they sit opposite the Sun in our sky and shine all night. You see the same effect when you overtake a slower car on a highway: against the distant hills, the other car seems to slip backward, though both are driving forward.',
          'With Mercury the roles swap, and it is the one doing the overtaking. It circles the Sun in just 88 days, far faster than Earth, and its retrograde periods center on the moment it passes between us and the Sun, an alignment called inferior conjunction. As it sweeps along the inside lane, its motion against the stars runs opposite to its usual drift. Mercury is lost in the Sun’s glare at that point, which helps explain why ancient sky-watchers found its behavior so elusive.',
        ],
      },
      {
        heading: 'How often, and for how long',
        paragraphs: [
          'Mercury laps Earth roughly every 116 days, so it turns retrograde three or occasionally four times a year, for about three weeks each time. Added up, that is close to a fifth of the year, which is one reason the blanket idea that everything goes wrong during these weeks does not hold up well. Venus goes retrograde about every nineteen months for around six weeks. Mars does so roughly every twenty-six months for two to two and a half months, while Jupiter and Saturn turn retrograde about once every twelve to thirteen months and stay that way for four months or more. The Sun and Moon never do.',
          'Just before and after a retrograde, the planet appears to stand still against the stars. Astrologers call these turning points stations, the station retrograde and the station direct, and often treat the days around them as the most noticeable. Because Mercury retraces a stretch of the zodiac, the degrees it covers are crossed three times: once moving forward, once backward and once forward again.',
        ],
      },
      {
        heading: 'What astrologers make of it',
        paragraphs: [
          'In astrological symbolism Mercury governs communication, travel, paperwork, trade and thinking, so its retrogrades became associated with review rather than launch. The many “re-” words make a useful guide: revise, reread, reconnect, reconsider, repair. Astrologers who take it seriously suggest it is a good season for finishing, editing and revisiting old plans, for reading contracts twice and for leaving a little slack in travel arrangements.',
          'There is no credible evidence that machines break or messages go astray more often when Mercury appears to move backward, and nothing in this approach depends on believing that they do. The value is symbolic: a recurring, calendar-marked invitation to slow down and check your work. Most of the advice is simply good practice at any time of year.',
        ],
      },
      {
        heading: 'A calm Mercury retrograde routine',
        paragraphs: [
          'Before it begins, tidy loose ends. Back up your files, confirm travel bookings and make a short list of unfinished projects. During the three weeks, use that list: return to drafts, answer the emails you have been avoiding, and get in touch with people you have drifted away from. If you need to sign or launch something, go ahead and simply build in an extra proofread. After the station direct, notice what the review taught you and carry it forward.',
          'In your own chart, check where the current retrograde falls. The sign and house it passes through suggest which area of life might benefit from a second look, whether that is money, close relationships or daily routine. People born while Mercury was retrograde, roughly one in five of us, are sometimes described as reflective, original thinkers who work things out internally before speaking. As with any placement, let it raise questions rather than supply answers.',
        ],
      },
      {
        heading: 'Perspective is the point',
        paragraphs: [
          'Retrogrades are a fine reminder that what we see depends on where we stand. Ancient astronomers built elaborate systems of circles upon circles, called epicycles, to account for these loops, until Copernicus showed that a Sun-centered arrangement explained them as a natural result of Earth’s own motion. A little of that spirit helps in daily life too. When things seem to go backward, ask whether the situation has truly reversed, or whether your vantage point has simply shifted.',
        ],
      },
    ],
    related: [
      { label: 'Retrograde, defined', href: '/astrology/glossary/retrograde' },
      { label: 'What a station is', href: '/astrology/glossary/station' },
      { label: 'Mercury in astrology', href: '/astrology/glossary/mercury' },
      { label: 'Weekly horoscope', href: '/weekly-horoscope' },
    ],
  },
  {
    slug: 'elements-and-modalities-of-the-zodiac',
    title: 'Elements and Modalities: How the Twelve Zodiac Signs Fit Together',
    topic: 'astrology',
    author: 'starlit-astrology-desk',
    published: '2026-10-13',
    description: 'Fire, earth, air and water meet cardinal, fixed and mutable: a clear guide to the two patterns that give each of the twelve signs its character.',
    image_alt: 'Four glowing emblems for fire, earth, air and water sit around a golden ring of twelve points beneath a deep violet, star-scattered sky.',
    intro:
      'Memorizing twelve separate zodiac personalities is hard work. Understanding two simple patterns is much easier, and it explains almost all of them. Every sign combines one of four elements, fire, earth, air or water, with one of three modalities, cardinal, fixed or mutable. Four times three makes twelve, and no two signs share the same pair. Learn the grid and the signs stop being a list of traits and start to look like a system with its own logic.',
    sections: [
      {
        heading: 'Four elements, four temperaments',
        paragraphs: [
          'The elements come from ancient Greek thought, where philosophers such as Empedocles proposed that everything is made of fire, earth, air and water. Astrology borrowed them as a language for temperament. Fire signs, Aries, Leo and Sagittarius, are warm, spontaneous and driven by enthusiasm. Earth signs, Taurus, Virgo and Capricorn, are practical, patient and attentive to the tangible world.',
          'Air signs, Gemini, Libra and Aquarius, live in ideas, conversation and connection, valuing perspective and fairness. Water signs, Cancer, Scorpio and Pisces, move by feeling, intuition and attachment, sensing the emotional undercurrents others miss. Fire and air are traditionally paired as the more outgoing, active elements, and earth and water as the more receptive, inward ones, which is why signs directly opposite each other always pair fire with air or earth with water.',
        ],
      },
      {
        heading: 'Three modalities, three ways of moving',
        paragraphs: [
          'The modalities, sometimes called qualities, describe how a sign acts. Cardinal signs initiate: they start things, set direction and meet challenges by taking the lead. Fixed signs sustain, bringing persistence, loyalty and a dislike of being hurried. Mutable signs adapt, adjusting, connecting and preparing the ground for change.',
          'The names come from the seasons. In the Northern Hemisphere the Sun enters the four cardinal signs, Aries, Cancer, Libra and Capricorn, at the equinoxes and solstices that open spring, summer, autumn and winter. The fixed signs, Taurus, Leo, Scorpio and Aquarius, follow in the heart of each season, when the weather settles into itself. The mutable signs, Gemini, Virgo, Sagittarius and Pisces, close each season and ease the turn into the next. Most astrologers south of the equator use the same zodiac even though their seasons are reversed, so the seasonal story is best taken as a memory aid rather than a law.',
        ],
      },
      {
        heading: 'The grid: every sign in a phrase',
        paragraphs: [
          'Put the two patterns together and each sign gets a compact description. Aries is cardinal fire, the spark that starts; Leo is fixed fire, a steady hearth; Sagittarius is mutable fire, a flame that travels. Taurus is fixed earth, rooted and constant; Virgo is mutable earth, refining and adjusting; Capricorn is cardinal earth, building toward a summit.',
          'Gemini is mutable air, quick and many-sided; Libra is cardinal air, taking the initiative through relationship and balance; Aquarius is fixed air, steady in its principles and ideals. Cancer is cardinal water, protecting and nurturing with purpose; Scorpio is fixed water, intense and unwavering; Pisces is mutable water, fluid, receptive and imaginative.',
          'The order is regular, too. Going around the zodiac from Aries, the elements repeat fire, earth, air, water three times over, and the modalities repeat cardinal, fixed, mutable four times. Because the two cycles have different lengths, every combination turns up exactly once.',
        ],
      },
      {
        heading: 'The geometry hidden in the grid',
        paragraphs: [
          'These patterns also explain the main aspects. Signs of the same element sit 120 degrees apart, forming a trine, which is why trines are associated with ease: the signs share a temperament. Signs of the same modality sit 90 or 180 degrees apart, forming squares and oppositions; they share a way of moving but differ in element, so they tend to produce friction that can be productive. Sextiles, at 60 degrees, link compatible elements, fire with air and earth with water.',
          'This is also why astrologers look past Sun signs when they weigh compatibility. Two people whose charts repeat the same element may feel instantly understood, while a pair that shares a modality may recognize each other’s pace yet argue about direction.',
        ],
      },
      {
        heading: 'Reading the balance in a chart',
        paragraphs: [
          'In a birth chart, count how many planets fall in each element and modality, giving extra weight to the Sun, Moon and ascendant. Most people have an uneven spread, and both the emphasis and the gaps are worth noticing. A chart crowded with fixed signs may describe someone determined and hard to budge; one rich in mutable signs may suggest flexibility, with a risk of scattering energy.',
          'A missing element is not a deficiency. Someone with no planets in earth may be drawn to practical people, or may spend years learning with great care the routines others take for granted. Someone light on water may feel emotions strongly but find them hard to name. Treat the balance as a set of questions about where you feel at ease and where you have had to grow, and you will get more from it than from any single sign description.',
        ],
      },
    ],
    related: [
      { label: 'The twelve zodiac signs', href: '/astrology' },
      { label: 'The trine', href: '/astrology/glossary/trine' },
      { label: 'The square', href: '/astrology/glossary/square' },
      { label: 'Love compatibility by sign', href: '/astrology/compatibility/love/' },
      { label: 'Your birth chart reading', href: '/readings-reports/astrology-reports/your-birth-chart' },
    ],
  },
];
