import type { ArticleDraft } from './types';

/** Love and relationship articles by the Starlit editors; each has its drawing in art/{slug}.svg. */
export const LOVE_ARTICLES: ArticleDraft[] = [
  {
    slug: 'synastry-compatibility-beyond-sun-signs',
    title: 'Beyond Sun Signs: What Synastry Compares Between Two Charts',
    topic: 'love',
    author: 'starlit-editors',
    published: '2026-02-10',
    description: 'Compatibility is more than two Sun signs. Learn what synastry compares: Venus, Mars and the Moon, the aspects between two charts, and the composite chart.',
    image_alt: 'Two golden orbits interlocking against a violet night sky, each with a small planet, above a row of dark hills.',
    intro:
      '“What’s your sign?” is where most compatibility talk begins, and as an icebreaker it works well enough. Yet the Sun is only one of ten planets in a birth chart, and two people’s charts meet at dozens of points, not one. Synastry is the astrologer’s word for laying two charts side by side and reading how they touch. This guide walks through what it actually compares, what the composite chart adds, and how to treat the whole exercise as the start of a conversation rather than a verdict on your future.',
    sections: [
      {
        heading: 'Why the Sun sign is too small a window',
        paragraphs: [
          'Sun-sign tables sort everyone into 144 pairings, which quietly assumes that every Taurus relates to every Virgo in the same way. Anyone who has known two very different Tauruses can see the problem. A full birth chart, cast from the date, time and place of birth, also places the Moon, Mercury, Venus, Mars and the slower planets in signs and houses, and it adds an Ascendant that moves into a new sign roughly every two hours. The Sun speaks to identity and purpose. It says comparatively little about how someone flirts, argues, apologizes or wants to be held after a hard day.',
          'This is why a couple whose Sun signs supposedly clash can share a long and contented life, and why a pairing that looks ideal in a magazine chart can fizzle after three dates. The texture of a relationship lives in the other placements, and synastry is simply the habit of looking at all of them.',
        ],
      },
      {
        heading: 'Venus, Mars and the Moon: the personal trio',
        paragraphs: [
          'Venus describes what you find beautiful, how you show affection and what you value in a companion. In synastry, an astrologer looks at where your Venus lands among your partner’s planets. When it sits close to their Sun or Ascendant, you may simply enjoy who they are; when it touches their Saturn, the affection can feel serious, loyal, sometimes a little heavy.',
          'Mars is drive, desire and temper. Contacts between one person’s Venus and the other’s Mars are the classic signature of physical attraction, the pull of wanting and being wanted. Mars meeting Mars tells you how two people push, compete and fight: a harmonious angle suggests you can pursue a shared goal side by side, while a tense one can mean quarrels that flare fast and, with goodwill, clear the air just as quickly.',
          'The Moon is emotional need, comfort and the feeling of home. Moon contacts often matter more over twenty years than any fireworks between Venus and Mars, because they describe whether you feel at ease on an ordinary Tuesday. Old texts prized a link between one partner’s Sun and the other’s Moon, and many astrologers still look for it first.',
        ],
      },
      {
        heading: 'Aspects: measuring the angles between charts',
        paragraphs: [
          'An aspect is an angle between two planets. The main ones are the conjunction (0°), the sextile (60°), the square (90°), the trine (120°) and the opposition (180°), each allowed a few degrees of slack called an orb. Synastry measures from a planet in one chart to a planet in the other. If her Venus sits at 14° Leo and his Mars at 12° Aries, the two are about 118° apart: a trine with a two-degree orb.',
          'As a rough guide, trines and sextiles bring ease, squares bring friction that pushes both people to grow, oppositions bring the fascination of someone who has what you lack, and conjunctions blend two energies until they are hard to tell apart. A pair of charts linked only by easy aspects can feel pleasant but flat, while a few squares often hold the spark. Astrologers also note house overlays, meaning which of your houses your partner’s planets fall into, because that hints at which part of your life the other person stirs up. No single contact decides anything; the pattern as a whole is what counts.',
        ],
      },
      {
        heading: 'The composite chart: the relationship as its own chart',
        paragraphs: [
          'Synastry shows how two people affect each other. A composite chart asks a different question: what do they make together? It is built from midpoints. If one partner’s Sun is at 10° Gemini and the other’s is at 10° Libra, the composite Sun falls halfway between, at 10° Leo, and the same is done for every planet and angle. The result is read much like a natal chart, except that it describes the couple as a third thing with its own purpose, moods and blind spots.',
          'A composite Sun in the fifth house might describe a relationship that thrives on play and creativity; a composite Moon near Saturn might describe a bond that feels most secure when both people keep their promises. Some astrologers prefer the Davison chart, which takes the midpoint in time and place between two births and casts a real chart for that moment. Both are ways of giving the partnership a portrait of its own.',
        ],
      },
      {
        heading: 'Using synastry honestly',
        paragraphs: [
          'No arrangement of planets guarantees love or rules it out. Astrology offers a vocabulary for patterns, and its real value in a relationship is the way it helps two people talk. “My Moon squares your Mars, so when I’m upset you leap into fixing mode and I feel rushed” is a more useful sentence than “we just clash.” Shared values, kindness and the daily work of listening do far more than any trine.',
          'One practical note: accurate birth times matter. Without them the Moon’s exact degree, the Ascendant and every house overlay become guesses, so check a birth certificate or ask a parent before reading too much into the finer details.',
        ],
      },
    ],
    related: [
      { label: 'Compatibility report', href: '/readings-reports/astrology-reports/compatibility-report' },
      { label: 'Love compatibility by sign', href: '/astrology/compatibility/love/' },
      { label: 'Relationship potential report', href: '/readings-reports/astrology-reports/relationship-potential' },
      { label: 'Glossary: orb', href: '/astrology/glossary/orb' },
      { label: 'Glossary: Venus', href: '/astrology/glossary/venus' },
    ],
  },
  {
    slug: 'venus-and-mars-how-you-love-and-desire',
    title: 'Venus and Mars in Your Birth Chart: How You Love and What You Desire',
    topic: 'love',
    author: 'starlit-editors',
    published: '2026-04-14',
    description: 'Your Venus shows how you give and receive affection; your Mars shows how you pursue what you want. A guide to both planets by element, house and aspect.',
    image_alt: 'A rose-gold planet and a red planet facing each other across a starry dusk sky, linked by a thin golden arc over a calm sea.',
    intro:
      'Myth cast Venus and Mars as lovers, the goddess of beauty and the god of war, and astrology keeps the pair together in every birth chart. Venus describes what draws you, what you cherish and how you offer affection. Mars describes how you go after what you want, how you handle anger and what lights your desire. Everyone has both planets, whatever their gender, and reading them side by side can explain a good deal about your romantic habits, including the contradictions.',
    sections: [
      {
        heading: 'Venus: what you value and how you show it',
        paragraphs: [
          'Venus rules Taurus and Libra, signs concerned with pleasure, harmony and fairness. In your chart its sign colors your taste and your way of caring. Because Venus never strays more than about 47° from the Sun, it always sits in your Sun sign or within two signs either side of it, so your Venus is a close cousin of your core self rather than a stranger.',
          'In fire signs, Venus loves out loud: compliments, surprises, grand gestures and a partner who can keep up. In earth signs it shows love through reliability, touch and practical care, the cooked dinner and the fixed shelf. Air-sign Venus falls for a mind first and expresses affection in conversation, wit and shared ideas. Water-sign Venus attunes to feelings, remembers the small hurt you mentioned a month ago and wants a bond that feels emotionally safe.',
        ],
      },
      {
        heading: 'Mars: how you pursue and what you want',
        paragraphs: [
          'Mars rules Aries and, in the older tradition, Scorpio as well. It describes initiative, appetite and the way you assert yourself, which in love means how you make the first move, how you express sexual energy and how you behave in a fight. Mars usually spends six or seven weeks in a sign, though in a retrograde year it can linger in one sign for more than half a year.',
          'Fire-sign Mars is direct and quick, asks for what it wants and can burn hot and cool down fast. Earth-sign Mars is patient and persistent, slow to start and hard to stop. An air-sign Mars pursues through words, enjoys a debate and can argue a point long after the feeling has passed. Water-sign Mars is indirect and emotional; it may wait to be sure of a welcome before acting, and when hurt it can withdraw or hold onto a grievance quietly.',
        ],
      },
      {
        heading: 'When your Venus and Mars disagree',
        paragraphs: [
          'Many people carry an inner tension between these two planets, and it often shows up as a pattern in dating. Imagine Venus in Cancer, which longs for security and a nest, paired with Mars in Sagittarius, which craves freedom and the open road. This person may fall for steady homebodies and then feel restless with them, or chase exciting wanderers and then feel unsafe. Neither side is wrong; the chart simply names two real needs that want to share the same life.',
          'It also helps to check whether Venus and Mars make an aspect to each other in your own chart. A harmonious link suggests that affection and desire tend to point the same way. A square or opposition suggests they sometimes pull apart, which can feel confusing but also gives a person unusual range: tender one day, fiercely decisive the next.',
        ],
      },
      {
        heading: 'Houses and aspects add the detail',
        paragraphs: [
          'The house where each planet falls shows the arena in which it works most visibly. Venus in the seventh house puts partnership near the center of life, while Venus in the tenth may mix romance with ambition or public image. Mars in the fourth can bring heat to family life; Mars in the eleventh often channels its drive into friendships and causes.',
          'Aspects from the slower planets add further shading. Saturn touching Venus can make someone cautious in love but deeply dependable once committed. Neptune on Venus tends to idealize, seeing the best in a partner and sometimes missing the rest. Uranus brings a need for space and novelty, and Pluto brings intensity, a wish for all-or-nothing bonds that transform both people.',
        ],
      },
      {
        heading: 'Putting it to use',
        paragraphs: [
          'These placements are not a script you are bound to follow. They are prompts for honest self-reflection. Try asking yourself when you feel most loved, and whether that matches your Venus sign. Ask how you usually signal interest, and whether your Mars tends to rush or wait. Then look at a partner’s placements with curiosity instead of judgment: someone with an earth-sign Venus who never says “I love you” may be saying it every day by topping up your car’s oil. Seeing that difference clearly is often the most romantic thing astrology can offer.',
        ],
      },
    ],
    related: [
      { label: 'Your birth chart', href: '/readings-reports/astrology-reports/your-birth-chart' },
      { label: 'Glossary: Venus', href: '/astrology/glossary/venus' },
      { label: 'Glossary: Mars', href: '/astrology/glossary/mars' },
      { label: 'Love languages report', href: '/readings-reports/astrology-reports/love-languages' },
    ],
  },
  {
    slug: 'scorpio-in-love-what-scorpios-need',
    title: 'Scorpio in Love: Intensity, Loyalty and What Scorpios Need',
    topic: 'love',
    author: 'starlit-editors',
    published: '2026-06-23',
    description: 'Scorpios love with depth, loyalty and focus. What drives their intensity, how trust and jealousy work for them, and what they need from a partner.',
    image_alt: 'The Scorpio constellation traced in gold stars above a dark lake, its curved tail reflected in the water beneath a crescent moon.',
    intro:
      'Scorpio has a fearsome romantic reputation: secretive, jealous, all or nothing. There is some truth in it, but the caricature leaves out the tenderness. Scorpios, born roughly between October 23 and November 21, tend to love with unusual focus and staying power, and what looks like intensity from the outside is often a serious kind of attention. Here is how that plays out, what Scorpios need from a partner, and what anyone who loves one can do to meet them halfway.',
    sections: [
      {
        heading: 'Fixed water: depth that holds its shape',
        paragraphs: [
          'Every sign combines an element with a mode. Scorpio is water, the element of feeling, memory and intuition, in its fixed mode, which is about constancy and endurance. Put those together and you get emotion that runs deep and does not change course easily. A Cancer may feel a wave and let it pass; a Scorpio is more like a deep lake, calm on the surface and holding a great deal underneath.',
          'Tradition gives Scorpio Mars as its ruling planet, and modern astrology adds Pluto, the planet of power, endings and renewal. Both rulers point in the same direction: courage, desire, and an appetite for experiences that change a person. The scorpion is the familiar symbol, but older sources also pair this sign with the eagle and the phoenix, creatures that rise above or out of what would destroy something weaker.',
        ],
      },
      {
        heading: 'Intensity is a form of attention',
        paragraphs: [
          'Scorpios are rarely satisfied by small talk. On a first date they may ask the question everyone else would save for the fifth, or sit quietly and watch how you treat the waiter. That watchfulness can read as coldness, but it is mostly care: they are deciding whether you are safe to open up to, because once they do, they open up completely.',
          'When a Scorpio is interested, you will know it. They remember details, notice shifts in your mood and want to understand what makes you who you are. The same focus that makes them magnetic can also make them guarded, and they may reveal themselves slowly, one layer at a time, testing how each piece is received.',
        ],
      },
      {
        heading: 'Loyalty, trust and the jealousy question',
        paragraphs: [
          'Loyalty is the sign’s great strength. A committed Scorpio will defend a partner fiercely, keep their confidences and show up in a crisis without being asked. Trust is built slowly and treated as precious, which is exactly why betrayal lands so hard. Many Scorpios can forgive a mistake that is owned honestly; a lie discovered later is far more difficult for them to move past.',
          'Jealousy, the trait everyone mentions, usually grows from fear of losing something that matters enormously. At its best, a Scorpio names that fear plainly: “I felt shut out tonight, and I want to talk about it.” At its worst it turns into checking, testing or silent scorekeeping. Possessiveness is not proof of love, and the healthiest Scorpios know that control only pushes away the closeness they want.',
        ],
      },
      {
        heading: 'What Scorpios need from a partner',
        paragraphs: [
          'Honesty comes first, including the awkward kind. Scorpios would rather hear a hard truth now than uncover it later, and they are remarkably good at sensing when something is being held back. They also need emotional courage from a partner, a willingness to stay in a difficult conversation rather than change the subject or make a joke of it.',
          'Privacy matters as much as closeness. Many Scorpios need time alone to process, and a partner who reads that silence as rejection will struggle; one who trusts it will be let further in. Consistency earns more than charm, because Scorpios watch what you do over months rather than what you promise in a week. Physical intimacy tends to be important too, less as performance and more as a way of feeling truly connected and known.',
        ],
      },
      {
        heading: 'Loving well, on both sides',
        paragraphs: [
          'If you love a Scorpio, skip the games. Playing hard to get or stirring jealousy on purpose will backfire badly. Say what you mean, keep small promises, and do not pry into the parts of their past they are not ready to share; let them offer those in their own time.',
          'If you are a Scorpio, remember that your partner cannot see the depths you can. Saying what you feel out loud, rather than waiting to see whether they guess, spares you both a great deal of hurt. Letting go of an old grievance is not the same as pretending it never happened, and it frees up room for the closeness you are working so hard to protect.',
        ],
      },
      {
        heading: 'Beyond the Sun sign',
        paragraphs: [
          'Sun sign astrology is only a starting point. A Scorpio Sun with a breezy Gemini Moon may be far lighter in love than this portrait suggests, while someone with a Libra Sun and Venus in Scorpio may recognize every word. Classic guides pair Scorpio easily with the other water signs, Cancer and Pisces, and with earthy Virgo and Capricorn, and they describe the opposite sign, Taurus, as a magnetic match between two equally stubborn hearts. Any pairing can work, though, when both people are honest about what they need.',
        ],
      },
    ],
    related: [
      { label: 'Scorpio: the sign in full', href: '/astrology/scorpio' },
      { label: 'Scorpio daily love horoscope', href: '/daily-love-horoscope/scorpio' },
      { label: 'Love compatibility by sign', href: '/astrology/compatibility/love/' },
      { label: 'Glossary: Pluto', href: '/astrology/glossary/pluto' },
    ],
  },
  {
    slug: 'asking-tarot-about-a-relationship',
    title: 'Asking Tarot About a Relationship: Good Questions and a Simple Spread',
    topic: 'love',
    author: 'starlit-editors',
    published: '2026-08-18',
    description: 'How to ask tarot about love: questions that help, a three-card relationship spread, and why you should not read for someone who has not agreed to it.',
    image_alt: 'Three tarot cards laid face down on a dark velvet cloth beside a lit candle and a cup, with a scatter of gold stars overhead.',
    intro:
      'Relationships send more people to a tarot deck than any other subject, often late at night with a knot in the stomach. The cards cannot tell you what another person is thinking or what will happen next month. What they can do is put a set of images in front of you that loosen your thinking and help you see your own situation more clearly. Whether that happens depends largely on the question you ask, and on whose story you decide to read.',
    sections: [
      {
        heading: 'Questions that open things up',
        paragraphs: [
          'A good relationship question is open-ended, centered on you and rooted in the present. Instead of “Does he love me?”, try “What do I want from this relationship right now?” Instead of “Will she come back?”, try “What would help me heal after this breakup?” These versions give the cards room to show you something, and they point toward choices you can actually make.',
          'A few more that tend to work well: “What am I not seeing about this situation?”, “What do I bring to this partnership, and what do I hold back?”, “How can I communicate more honestly with my partner?”, and “What pattern keeps repeating in my love life?” Notice that each one assumes you have some agency. That assumption alone often changes the feel of a reading.',
        ],
      },
      {
        heading: 'Questions to set aside',
        paragraphs: [
          'Some questions reliably lead to frustration. Yes-or-no questions about the future, such as whether you will marry someone, ask the deck for a forecast it cannot give; you end up reading your hopes or fears into whatever turns up. Questions about timing (“When will I meet someone?”) have the same problem. Questions that try to peer into someone else’s private life, such as whether your partner is hiding something, turn the deck into a surveillance tool and tend to feed anxiety rather than ease it.',
          'None of this is a rule handed down from on high. It is practical: the cards are ambiguous pictures, and the more a question depends on facts outside your reach, the more a reading simply mirrors your mood back to you.',
        ],
      },
      {
        heading: 'A simple three-card spread',
        paragraphs: [
          'Shuffle while holding your question in mind, then lay three cards left to right. The first card is what you bring to this connection: your strengths, your hopes, your habits. The second is what the connection is asking of you now, the lesson or tension at its center as you experience it. The third is a step you can take, something concrete to try in the coming days.',
          'Read each card on its own first, then as a sentence. Suits give a quick sense of the territory: Cups speak of emotion and intimacy, Wands of energy and desire, Swords of thought, words and conflict, and Pentacles of practical life, money and the body. Court cards often stand for ways of behaving rather than specific people. Suppose you draw the Three of Swords, the Two of Cups and the Page of Pentacles. You might read it as an old hurt you still carry, a connection asking for mutual, equal exchange, and a modest, practical first step, such as planning one ordinary evening together with your phones put away.',
          'Write the cards and your first impressions in a notebook. Looking back after a few weeks often shows which readings were insight and which were worry in disguise, and it teaches you how your own deck tends to speak.',
        ],
      },
      {
        heading: 'Why not read for someone who has not said yes',
        paragraphs: [
          'It is tempting to pull cards about an ex’s feelings, a crush’s intentions or a partner’s secrets. Many careful readers decline to do this, and we think they are right. A person who has not agreed to a reading has no voice in it. Whatever the cards seem to say about their heart is really your interpretation, built from your hopes and fears, yet it can feel like evidence and quietly shape how you treat them.',
          'There is also a question of respect. Reading about someone behind their back treats their inner life as something you can access without asking, which is not how you would want to be treated yourself. And in practice, repeated readings about another person tend to deepen rumination rather than bring peace. If you and a partner want to explore your relationship together, a shared reading with both of you present and willing is a very different thing, and can be a lovely way to start a conversation.',
        ],
      },
      {
        heading: 'Knowing when to put the deck down',
        paragraphs: [
          'If you find yourself drawing card after card in search of the answer you want, stop for the day; the urge for reassurance is itself the message. Tarot is a tool for reflection, not a substitute for talking to the person involved or for support from friends. And if a relationship ever leaves you feeling unsafe, set the cards aside and reach out to someone you trust or a local support service.',
        ],
      },
    ],
    related: [
      { label: 'Free tarot reading', href: '/readings-reports/tarot-readings/free' },
      { label: 'The Lovers', href: '/tarot/cards/the-lovers' },
      { label: 'Two of Cups', href: '/tarot/cards/two-of-cups' },
      { label: 'All tarot card meanings', href: '/tarot/cards' },
    ],
  },
  {
    slug: 'friendship-and-the-elements',
    title: 'Friendship and the Elements: Easy Friends and Why Differences Help',
    topic: 'love',
    author: 'starlit-editors',
    published: '2026-10-27',
    description: 'Fire, earth, air and water in friendship: which signs click without effort, which take more work, and why a mix of elements makes for a richer circle.',
    image_alt: 'Four glowing circles in red, green, pale blue and deep blue overlapping around a golden star, set on a night sky above rolling hills.',
    intro:
      'Astrology spends most of its compatibility energy on romance, yet friendships often outlast love affairs and shape daily life just as much. The four elements offer a simple, surprisingly helpful way to think about why some friends feel effortless and others take work. Fire, earth, air and water each describe a temperament, and seeing your friends through that lens can explain old misunderstandings and remind you why the friend who is nothing like you might be the one you need most.',
    sections: [
      {
        heading: 'The four temperaments in brief',
        paragraphs: [
          'Fire signs, Aries, Leo and Sagittarius, run on enthusiasm, courage and the urge to act. Earth signs, Taurus, Virgo and Capricorn, are practical, patient and attentive to what is real and tangible. The air signs, Gemini, Libra and Aquarius, live through ideas, conversation and connection. Water signs, Cancer, Scorpio and Pisces, lead with feeling, intuition and loyalty.',
          'In a friendship, these temperaments show up in small ways: who suggests the road trip, who remembers to book the campsite, who keeps the group chat alive, and who notices that someone has gone quiet and checks in. Most of us carry a blend of elements in our full chart, but one or two usually dominate, and friends tend to recognize that dominant flavor long before they know anything about astrology.',
        ],
      },
      {
        heading: 'Same element: friends who get it',
        paragraphs: [
          'Signs of the same element sit 120° apart on the zodiac wheel, the angle astrologers call a trine, and friendships between them often feel instantly familiar. Two fire friends egg each other on into adventures. Two earth friends can sit comfortably for hours and trust each other with a spare key. A pair of air friends will talk until the café closes, and a pair of water friends offer a kind of emotional shelter that needs no explanation.',
          'The risk is the echo chamber. Two fire signs may both forget the practical details; two water signs may soak in the same worry together until it grows. Ease is lovely, but it does not always stretch you.',
        ],
      },
      {
        heading: 'Fire with air, earth with water: natural allies',
        paragraphs: [
          'Traditional astrology pairs the elements in two teams. Fire and air are the outgoing, active elements; earth and water are the receptive, inward ones. Within each team, the elements feed each other. Air fans fire: an air friend supplies ideas and perspective, and a fire friend turns them into plans. Water nourishes earth: a water friend brings warmth and emotional insight, while an earth friend offers steadiness and follow-through.',
          'These pairings sit 60° or 180° apart on the wheel, forming sextiles and oppositions. Opposite signs, such as Aries and Libra or Taurus and Scorpio, always share a team, which is why friends across the zodiac from each other can feel like two halves of one conversation.',
        ],
      },
      {
        heading: 'The harder mixes and what they teach',
        paragraphs: [
          'Fire with water, fire with earth, air with water and air with earth meet at squares or at the awkward angles of 30° and 150°. These friendships can take effort. Fire may find water moody, and water may find fire careless with feelings. Earth may think air lives in its head, while air may find earth stubborn and slow to try anything new.',
          'Yet these are often the friendships that change us. An earth friend can ground a fire friend’s grand scheme just enough for it to happen. A water friend can help an air friend notice what they feel beneath what they think, and an air friend can help a water friend put a tangle of emotion into words. Friction, handled with affection, is how two people sharpen each other.',
        ],
      },
      {
        heading: 'Why a mixed circle is a strong one',
        paragraphs: [
          'A group made entirely of one element can be fun for a weekend and lopsided over years. The circles that weather real life tend to contain a bit of everything: someone to start things, someone to finish them, someone to keep everyone talking, and someone to notice who is hurting. When you find a friend exasperating, it can help to ask which element they are supplying that you lack.',
          'For a fuller picture, look beyond Sun signs. Astrologers often weigh the Moon, which describes what makes a person feel comfortable, and Mercury, which shows how they talk and think, as especially important in friendship. A Leo and a Capricorn who share an air-sign Mercury may chat as easily as any two Geminis. The elements are a starting point for appreciation, not a reason to rule anyone out.',
        ],
      },
    ],
    related: [
      { label: 'Friendship compatibility', href: '/astrology/compatibility/friendship/' },
      { label: 'Glossary: trine', href: '/astrology/glossary/trine' },
      { label: 'Glossary: square', href: '/astrology/glossary/square' },
      { label: 'Your cosmic profile', href: '/readings-reports/astrology-reports/cosmic-profile' },
    ],
  },
];
