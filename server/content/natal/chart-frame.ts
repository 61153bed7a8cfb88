import type { z } from 'zod';
import type {
  elementBalanceSchema,
  framingSchema,
  glossaryAspectSchema,
  glossaryElementSchema,
  glossaryHouseSchema,
  glossaryPlanetSchema,
  midheavenTextSchema,
  modeBalanceSchema,
  rulerInHouseSchema,
} from './types';

/**
 * The frame of the birth chart (issue #25): the Midheaven in each sign, the chart ruler in each
 * house, the balance of elements and modes, the glossary of the chart pages, and the framing
 * text (table help, the sample chapter's intro and the opening of each chapter). Shape and
 * limits in ./types.
 */

export const MIDHEAVEN_TEXTS: z.infer<typeof midheavenTextSchema>[] = [
  {
    sign: 'aries',
    text: 'With the Midheaven in Aries, the world tends to see you as someone who goes first. Your calling has a pioneering edge: work where you can start things, take the initiative and prove yourself against a real challenge. A reputation for courage and directness comes naturally, and you may feel most alive in roles that reward speed, independence or healthy competition, from founding a business to stepping up in a crisis. Titles matter less to you than a sense of forward motion. Your growth edge is patience with the long middle of a career, since quick wins can tempt you to leave before the deeper rewards arrive.',
  },
  {
    sign: 'taurus',
    text: 'A Taurus Midheaven points your ambitions towards something solid and lasting. You are likely to be known for reliability, good taste and a steady hand, the person whose work still holds up years later. Careers that build real value suit you: finance, craft, food, design, land, music or anything where quality can be touched, heard or tasted. You would rather climb slowly and keep what you earn than gamble on a dazzling leap. That patience is a genuine asset, though it can harden into staying too long in a post you have quietly outgrown. Fulfilment comes when your public role lets you make something beautiful and useful, at a pace you can sustain for decades.',
  },
  {
    sign: 'gemini',
    text: 'Your Midheaven in Gemini casts you, in public, as a communicator, connector or quick study. Many people with this placement have more than one career, or one career with many strands, because variety keeps the spark alive. Writing, teaching, media, sales, translation and any job built on information and conversation tend to suit you. You earn a reputation for wit, versatility and knowing a little about almost everything, which opens doors quickly. The risk is scattering your energy so widely that nobody, including you, can say what you stand for. Following one thread for longer than feels comfortable often turns cleverness into lasting recognition.',
  },
  {
    sign: 'cancer',
    text: 'When Cancer sits at the top of your chart, your calling tends to involve care, protection or the creation of belonging. The public may see you as nurturing, loyal and emotionally perceptive, someone who looks after a team, a client list or a community as if it were family. Work connected with homes, food, hospitality, history, education or a family business can feel deeply right. Reputation matters to you more than you admit, and criticism at work may sting like a personal wound. Fulfilment grows when you build a professional base that feels like a shelter, while keeping enough distance to lead without mothering everyone around you.',
  },
  {
    sign: 'leo',
    text: 'A Leo Midheaven wants your work to be seen and your name to mean something. You are drawn to roles with presence: leading, performing, creating, presenting or running a venture that carries your personal stamp. People often look to you as a natural figurehead, and generous recognition brings out your warmest, most wholehearted efforts. The arts, entertainment, teaching, management and anything involving children or play can suit you well. Part of your growth lies in separating your worth from applause, because a career built only for admiration tends to feel hollow. When you lead from the heart and share the stage, your reputation shines for reasons that last.',
  },
  {
    sign: 'virgo',
    text: 'With Virgo on the Midheaven, you build a reputation through competence, precision and genuine usefulness. You want your work to solve problems and improve things, and you are often known as the person who notices what others miss. Editing, analysis, research, crafts, administration and any form of skilled service can give you deep satisfaction. Your public image is modest but respected, earned through years of doing things properly. On the shadow side sit perfectionism that delays every launch and a habit of undervaluing yourself while others take the credit. Letting good work be good enough, and naming your own contribution plainly, helps your career match your ability.',
  },
  {
    sign: 'libra',
    text: 'A Libra Midheaven points your vocation towards harmony, fairness and partnership. You are often seen as diplomatic, gracious and easy to work with, and your reputation may rest on bringing people together or making things beautiful. Law, mediation, design, fashion, the arts, diplomacy and client-facing work can all feel like natural homes. You may thrive in collaboration, sometimes building your career alongside a business partner or spouse. The trap lies in keeping everyone content at the expense of a clear direction of your own. When you take a stand for what you believe is just, your public role gains the weight it deserves.',
  },
  {
    sign: 'scorpio',
    text: 'With Scorpio at the peak of your chart, your calling asks for depth, intensity and a willingness to go where others hesitate. You are likely to be seen as formidable, private and perceptive, someone trusted with crises, secrets or high stakes. Research, psychology, investigation, finance, recovery work and anything involving hidden resources or deep change can suit you. Power interests you, whether you say so or not, and you tend to work quietly until the right moment arrives. Trust is your growth edge, since controlling every variable can leave you isolated at the top. When you use your intensity to help people and situations renew themselves, your reputation becomes quietly magnetic.',
  },
  {
    sign: 'sagittarius',
    text: 'A Sagittarius Midheaven sends your ambitions outward, towards meaning, adventure and a wider horizon. You are often known as optimistic, outspoken and inspiring, someone whose work carries a message or a philosophy. Teaching, publishing, law, travel, religion, academia, coaching and international business can all answer your hunger for growth. You need freedom and a sense of purpose more than a neat career ladder, and a job that feels small can make you restless within months. Be wary of promising more than you can deliver or leaping to the next big idea too soon. When your vision is matched by follow-through, people trust you to lead them somewhere worth going.',
  },
  {
    sign: 'capricorn',
    text: 'Capricorn on the Midheaven is in its home territory, giving you a strong drive to achieve, carry responsibility and be respected for real accomplishment. You are often seen as capable, serious and quietly ambitious, even on days when you feel far less certain inside. Management, government, business, engineering, architecture and any field with clear structures and long-term goals can bring deep satisfaction. Your career tends to improve with age as experience turns into authority. What you may need to learn is that status is a means rather than an end, and that rest does not undo your worth. Success feels best when it serves something larger than your own standing.',
  },
  {
    sign: 'aquarius',
    text: 'A Midheaven in Aquarius gives your calling a progressive, independent streak. You may be seen as original, principled and a little unconventional, the person who questions how things are done and proposes something better. Technology, science, social causes, community organising, innovation and group projects can all feel like the right arena. You often want your work to benefit people beyond yourself, and you can struggle in hierarchies that reward conformity. Staying too detached or contrary, though, may let good allies drift away. Your reputation grows strongest when your unusual ideas are tied to practical plans and to the people who can help carry them.',
  },
  {
    sign: 'pisces',
    text: 'With the Midheaven in Pisces, your calling tends to come from imagination, compassion or a sense of something larger than ordinary ambition. People may see you as gentle, intuitive and hard to pin down, with a public image that shifts as you do. Music, film, the arts, charity, spirituality and the caring professions often feel meaningful. You may take a winding path before finding a role that feels truly yours, and that search is not wasted time. Clear boundaries and practical structure are your growth edge, since you can be undervalued or drained by others’ demands. When you trust your vision and protect your energy, your work can move people deeply.',
  },
];

export const RULER_IN_HOUSE_TEXTS: z.infer<typeof rulerInHouseSchema>[] = [
  {
    house: 1,
    text: 'With your chart ruler in the first house, your life’s steering wheel points back at you. Your identity, body and personal style carry an extra charge, and the qualities of your Rising sign come through strongly and unmistakably. You are likely to shape your own path rather than follow one laid out for you, and people tend to notice you early. The gift is a clear, self-directed presence. Remember, though, that not every situation turns on your choices, and that other people’s needs also help steer the journey.',
  },
  {
    house: 2,
    text: 'Your chart ruler in the second house directs much of your energy towards security, resources and values. Building something stable, earning your own way and knowing what truly matters to you become central threads of your life. You may define yourself partly through your skills and what you can make or keep. This gives practical staying power and a talent for turning effort into tangible results. Let your self-worth rest on more than possessions or income, so that lean seasons do not shake your sense of who you are.',
  },
  {
    house: 3,
    text: 'When your chart ruler falls in the third house, your life steers through words, learning and everyday connections. Conversations, writing, short journeys, siblings and neighbours may shape you more than grand events do. You are probably curious, quick and happiest when your mind is busy, and you may find your direction by talking or writing it into being. Your gift is making ideas accessible to others. Restlessness is the thing to watch: collecting information can become a substitute for acting on it, so choose a few ideas to live by.',
  },
  {
    house: 4,
    text: 'With your chart ruler in the fourth house, the steering wheel of your life turns towards home, family and roots. Where you come from, and the private base you build, matter deeply to your sense of direction. You may work from home, care for relatives, restore a house or spend years understanding your family story. This placement gives emotional depth and a strong inner foundation. Growth comes from stepping beyond familiar walls when life calls you outward, because comfort can quietly become a reason to stay small.',
  },
  {
    house: 5,
    text: 'Your chart ruler in the fifth house sends your life towards creativity, joy and self-expression. Romance, play, children, hobbies and anything you make from the heart can become central to your path. You are likely to need a creative outlet as much as a career, and you shine when you risk being seen. Warmth, courage and a talent for delight come with this placement. Try not to chase drama or approval for its own sake; the deepest fulfilment arrives when you create simply because you love it.',
  },
  {
    house: 6,
    text: 'With your chart ruler placed in the sixth house, your direction emerges through daily work, routines and usefulness. You find meaning in doing a job well, improving systems and looking after your wellbeing through steady habits. Service to others, whether colleagues, clients or animals, may sit at the centre of your identity. You bring diligence and practical skill to whatever you touch. Watch for a tendency to measure your worth only by productivity, since overwork and worry can creep in when rest feels undeserved.',
  },
  {
    house: 7,
    text: 'Your chart ruler in the seventh house steers your life through partnership. Close relationships, business collaborations and significant one-to-one encounters shape who you become, sometimes more than solo efforts do. You may discover yourself through others, learning your own strengths by meeting people who mirror or challenge them. This gives you a gift for cooperation, negotiation and loyalty. Keep a clear sense of self inside every bond, so that you choose your partners freely rather than lose yourself in them.',
  },
  {
    house: 8,
    text: 'When your chart ruler lands in the eighth house, your life’s direction runs through depth, intimacy and transformation. Shared money, inheritances, trust, psychology and the hidden workings of people may draw you in. You are unlikely to live on the surface; crises and turning points often become the moments that define you. Your gift is resilience and the courage to face what others avoid. Control and secrecy are the pitfalls, so part of your path is learning to let others in and to release what has ended.',
  },
  {
    house: 9,
    text: 'With your chart ruler in the ninth house, your steering wheel points towards the horizon. Travel, study, philosophy, faith and cross-cultural experience can shape your life profoundly, and you may feel most yourself when learning something big. Teaching, publishing or living abroad sometimes become part of the story. You bring vision, openness and a hunger for meaning. Ground your ideals in everyday life, so that the search for truth does not become a way to avoid commitments closer to home.',
  },
  {
    house: 10,
    text: 'Your chart ruler in the tenth house puts your public life and ambitions at the centre of your story. Career, reputation and the mark you leave on the world carry great weight, and you may become visible or influential in your field. Many with this placement feel a strong sense of vocation from an early age. Your gift is the drive to build something recognised and lasting. Define success on your own terms, so that status or other people’s expectations do not drive every decision you make.',
  },
  {
    house: 11,
    text: 'With the chart ruler in the eleventh house, your life steers through friendships, communities and hopes for the future. Groups, networks, causes and shared projects can become the stage where you find your purpose. You may be the organiser, the connector or the one who believes in a better way of doing things. Collaboration and a forward-looking spirit are your gifts. Be careful not to lose your individual voice in the crowd, or to keep people at a friendly distance when closeness would serve you better.',
  },
  {
    house: 12,
    text: 'Your chart ruler in the twelfth house turns your life’s direction inward. Solitude, reflection, imagination and spiritual or creative work matter more to you than outward show, and you may do your finest work behind the scenes. Retreats, the arts and charitable service sometimes feature in this story. You bring compassion, intuition and an ability to sense what goes unspoken. Claim visibility when it counts, since you may underestimate yourself or hide gifts that deserve to be seen and shared.',
  },
];

export const ELEMENT_BALANCE: z.infer<typeof elementBalanceSchema>[] = [
  {
    element: 'fire',
    dominant:
      'When most of your planets fall in fire signs, you run on enthusiasm, courage and a need to act. Life feels like an adventure to be met head-on, and you tend to inspire others simply by believing something is possible. You recover quickly from setbacks and often warm a room without trying. Impatience is the catch: you may burn through energy, relationships or money faster than they can be replenished, and overlook practical details or other people’s feelings in the rush. Pacing yourself, and letting calmer friends slow you down now and then, helps your fire last.',
    lacking:
      'With few or no planets in fire, spontaneity and self-belief may not come easily to you. You might wait for permission, doubt your right to take up space or find it hard to get going without a clear reason. Often you are thoughtful, steady and considerate instead, which are real strengths. People with little fire tend to compensate by seeking out lively friends, vigorous exercise, challenges with a deadline or causes that stir their passion. A prominent Sun or Mars, or a fiery Rising sign, can also supply the spark. Small acts of boldness, practised regularly, build confidence over time.',
  },
  {
    element: 'earth',
    dominant:
      'A chart weighted towards earth gives you a practical, grounded approach to life. You trust what you can see, touch and measure, and you prefer results to promises. Patience, reliability and a talent for managing resources make you the person others depend on, and your senses are often finely tuned to food, nature, craft or comfort. The risk lies in becoming too cautious or materialistic, clinging to routines long after they stop serving you. Leaving room for imagination and the occasional unplanned detour keeps your steadiness from turning into a rut.',
    lacking:
      'With little or no earth in your chart, everyday practicalities may feel like a foreign language. Budgets, schedules, bodily needs and paperwork can slip out of view while your attention is on ideas, feelings or possibilities. You are often imaginative and unconstrained by convention, which is a gift. To compensate, many people with low earth lean on routines, lists, dependable partners or hands-on hobbies such as gardening, cooking or making things. Some overcorrect and grow anxious about security. Building simple structures, one habit at a time, helps your vision take root in the real world.',
  },
  {
    element: 'air',
    dominant:
      'When air dominates your chart, you live largely in the world of ideas, words and relationships. You are curious, sociable and able to see a situation from many angles, which makes you a natural communicator, thinker or go-between. Conversation energises you, and you often understand people by talking things through. Detachment is the shadow: you may analyse feelings instead of feeling them, or stay in your head when your body or heart needs attention. Making space for quiet, physical activity and honest emotion brings your bright mind into balance.',
    lacking:
      'With little air in your chart, stepping back to view things objectively may not come naturally. You tend to experience life directly, through action, feeling or practical effort, rather than through theory. That can make you sincere and wholehearted, though you may struggle to put your reasoning into words or to see another viewpoint in the heat of the moment. People with low air often compensate through reading, journaling, study or friendships with talkative, curious people. Some become unusually keen learners, determined to master the ideas that once felt out of reach.',
  },
  {
    element: 'water',
    dominant:
      'A chart rich in water makes you emotionally attuned, intuitive and deeply responsive to the moods around you. You often sense what others feel before they say it, and loyalty, compassion and imagination run through everything you do. Art, music and close bonds may nourish you profoundly. Overwhelm is the danger: without boundaries you can absorb other people’s pain, drift into moods or hold on to old hurts. Learning to tell your own feelings from everyone else’s, and giving your emotions a creative or practical channel, keeps your sensitivity a source of strength.',
    lacking:
      'With few planets in water, emotions may feel puzzling or awkward to express, both yours and other people’s. You might prefer to solve problems logically or practically, and intense displays of feeling can make you uneasy. This often makes you calm in a crisis and fair-minded under pressure. Yet unacknowledged feelings tend to surface in unexpected ways. People with low water often compensate through pets, music, films, close friends who feel freely or a caring role at work. Giving yourself permission to feel, without needing to fix anything, deepens your relationships.',
  },
];

export const MODE_BALANCE: z.infer<typeof modeBalanceSchema>[] = [
  {
    mode: 'cardinal',
    dominant:
      'When cardinal signs (Aries, Cancer, Libra and Capricorn) dominate your chart, you are an initiator. You like to start things, take charge and respond to challenges by acting rather than waiting. New projects, fresh starts and leadership roles energise you, and you often see what needs to happen before others do. The drawback is that beginnings can excite you more than follow-through, so you may leave a trail of half-finished ventures or push hard when patience would win. Pairing your drive with people who sustain and adapt helps your initiatives reach completion.',
  },
  {
    mode: 'fixed',
    dominant:
      'A chart dominated by fixed signs (Taurus, Leo, Scorpio and Aquarius) gives you determination, loyalty and staying power. Once you commit to a person, a goal or a belief, you tend to hold on through difficulty, and you can build things that last. Others rely on your consistency and strength of will. The flip side is resistance to change: you may dig in your heels when flexibility would serve you, or remain in situations long after they have run their course. Learning to bend without feeling defeated turns your persistence into wisdom.',
  },
  {
    mode: 'mutable',
    dominant:
      'With most planets in mutable signs (Gemini, Virgo, Sagittarius and Pisces), you are adaptable, versatile and responsive to change. You adjust to new circumstances quickly, see several possibilities at once and help others through transitions. Learning comes easily, and you often have many interests or a portfolio of skills. Focus is harder: with so many options open, you may struggle to commit, finish what you started or know what you truly want. Choosing a few anchors, such as a routine, a purpose or a trusted person, helps your flexibility become a strength rather than a drift.',
  },
];

export const GLOSSARY_PLANETS: z.infer<typeof glossaryPlanetSchema>[] = [
  {
    planet: 'sun',
    keywords: ['identity', 'vitality', 'purpose', 'self-expression'],
    text: 'The Sun represents your core identity: the self you are growing into, your vitality and what makes you feel most alive. Its sign is the one people mean when they ask what sign you are. Seen from Earth, the Sun moves through the whole zodiac in a year, spending about a month in each sign. It rules Leo, and its house shows the area of life where you most want to shine.',
  },
  {
    planet: 'moon',
    keywords: ['emotions', 'needs', 'instinct', 'comfort', 'memory'],
    text: 'The Moon stands for your emotional nature: what you need to feel safe, how you react by instinct and the habits that comfort you. It also speaks of early home life and the ways you look after others. The fastest body in the chart, it circles the zodiac in about twenty-seven and a half days, staying roughly two and a half days in each sign, so its degree depends closely on the time of birth. It rules Cancer.',
  },
  {
    planet: 'mercury',
    keywords: ['communication', 'thinking', 'learning', 'curiosity'],
    text: 'Mercury describes how you think, speak, learn and connect ideas. It shows your mental style, whether quick and scattered or slow and thorough, and how you take in and pass on information. As the innermost planet, Mercury never strays more than about 28 degrees from the Sun, so it sits in your Sun sign or one of its neighbours, and it appears to turn retrograde three or four times a year. It rules Gemini and Virgo.',
  },
  {
    planet: 'venus',
    keywords: ['love', 'beauty', 'pleasure', 'values', 'harmony'],
    text: 'Venus represents love, attraction, beauty and what you value. It shows how you give and receive affection, what you find pleasing and how you seek harmony in relationships and surroundings. Because its orbit lies inside Earth’s, Venus always stays within about 47 degrees of the Sun, which in practice means no more than two signs away from your Sun sign. It rules Taurus and Libra.',
  },
  {
    planet: 'mars',
    keywords: ['drive', 'action', 'courage', 'desire', 'anger'],
    text: 'Mars is your drive: how you pursue what you want, assert yourself, compete and handle anger. It also colours desire and physical energy. Mars takes about two years to travel round the zodiac, usually spending six or seven weeks in a sign, though a retrograde period can keep it in one sign for several months. It rules Aries and, in traditional astrology, Scorpio as well.',
  },
  {
    planet: 'jupiter',
    keywords: ['growth', 'optimism', 'wisdom', 'opportunity', 'generosity'],
    text: 'Jupiter symbolises growth, faith, generosity and the search for meaning. Where it falls, you tend to find opportunity, good humour and a willingness to expand, along with the risk of excess or overconfidence. Jupiter takes about twelve years to circle the zodiac, so it spends roughly a year in each sign, and people born about twelve years apart often share its sign. It rules Sagittarius and, traditionally, Pisces.',
  },
  {
    planet: 'saturn',
    keywords: ['structure', 'discipline', 'responsibility', 'time', 'maturity'],
    text: 'Saturn represents structure, responsibility, limits and the lessons that come with time. It shows where you may feel tested or insecure, and where patient effort gradually builds real mastery. Saturn takes about twenty-nine and a half years to complete its orbit, spending around two and a half years in each sign; its return to its birth position near the age of 29 is a well-known milestone. It rules Capricorn and, traditionally, Aquarius.',
  },
  {
    planet: 'uranus',
    keywords: ['change', 'freedom', 'originality', 'awakening'],
    text: 'Uranus stands for sudden change, independence, innovation and the urge to break free from convention. In a chart it marks where you are unpredictable, inventive or rebellious. Discovered in 1781, it takes about eighty-four years to orbit the Sun and spends around seven years in each sign, so its sign describes a whole generation while its house is the more personal part. Modern astrologers give it the rulership of Aquarius.',
  },
  {
    planet: 'neptune',
    keywords: ['imagination', 'dreams', 'compassion', 'spirituality', 'illusion'],
    text: 'Neptune represents imagination, dreams, compassion and the longing for something beyond the everyday. It can inspire art and spiritual feeling, and it can also blur boundaries, bringing confusion or idealisation. Found in 1846, Neptune takes about 165 years to circle the Sun, spending roughly fourteen years in a sign, so its sign is shared by a generation and its house matters more personally. It is the modern ruler of Pisces.',
  },
  {
    planet: 'pluto',
    keywords: ['power', 'transformation', 'depth', 'rebirth'],
    text: 'Pluto symbolises power, depth, endings and renewal. In a chart it points to where you experience intensity, face what is hidden and go through lasting transformation. Now classed by astronomers as a dwarf planet, it still plays a full part in astrology. Its eccentric orbit takes about 248 years, so it can spend anywhere from twelve to over thirty years in one sign, marking out generations. It is the modern ruler of Scorpio.',
  },
];

export const GLOSSARY_ELEMENTS: z.infer<typeof glossaryElementSchema>[] = [
  {
    element: 'fire',
    keywords: ['energy', 'passion', 'inspiration', 'action'],
    text: 'The fire signs are Aries, Leo and Sagittarius. Fire describes enthusiasm, courage, spontaneity and a drive to act on inspiration. Fiery placements warm, motivate and lead, and they tend to meet life with optimism and a sense of adventure. In excess, fire can be impatient, restless or self-focused; where it is scarce, confidence and momentum may take conscious effort to build.',
  },
  {
    element: 'earth',
    keywords: ['practicality', 'stability', 'the senses', 'patience'],
    text: 'Earth belongs to Taurus, Virgo and Capricorn. This element deals with the tangible world: work, money, the body, nature and anything that can be built and measured. Earthy placements are patient, dependable and realistic, and they value results over theories. Too much earth can turn cautious or stuck in routine, while too little may leave plans floating without a foundation.',
  },
  {
    element: 'air',
    keywords: ['ideas', 'communication', 'connection', 'objectivity'],
    text: 'Gemini, Libra and Aquarius make up the air signs. Air is the element of thought, language and social connection, interested in ideas, fairness and the bigger pattern behind events. Airy placements are curious, articulate and sociable, and they tend to understand life by naming it and talking it over. When air dominates, feelings may be intellectualised; when it is missing, perspective can be harder to find.',
  },
  {
    element: 'water',
    keywords: ['emotion', 'intuition', 'empathy', 'depth'],
    text: 'The water signs, Cancer, Scorpio and Pisces, describe the world of feeling. Water is sensitive, intuitive and receptive, attuned to moods, memories and the bonds between people. Watery placements bring compassion, imagination and emotional depth, and they often know things without being able to explain how. Strong water can overwhelm or cling, while scarce water may leave emotions feeling like unfamiliar territory.',
  },
];

export const GLOSSARY_HOUSES: z.infer<typeof glossaryHouseSchema>[] = [
  {
    house: 1,
    title: 'The First House: Self',
    keywords: ['self', 'body', 'appearance', 'approach'],
    text: 'A chart is divided into twelve houses, each an area of life. A house system is the method used to draw their dividing lines, the cusps, and those cusps can only be found with an exact birth time and place. The first house begins at the Ascendant and describes your self, your body, your appearance and the way you approach anything new.',
  },
  {
    house: 2,
    title: 'The Second House: Money and Values',
    keywords: ['money', 'possessions', 'values', 'self-worth'],
    text: 'The second house covers what you own and what you value: income, possessions, resources and the skills you earn by. It also speaks of self-worth, the inner sense of being enough that shapes how you handle money. Planets here show how you build security and what you are willing to work for.',
  },
  {
    house: 3,
    title: 'The Third House: Communication',
    keywords: ['communication', 'siblings', 'short trips', 'early learning', 'neighbours'],
    text: 'The third house governs communication in its everyday forms: talking, writing, messages and the way you gather information. It includes siblings, cousins and neighbours, short journeys around your local area and early schooling. Planets here describe how your mind works in daily life and the tone of your conversations.',
  },
  {
    house: 4,
    title: 'The Fourth House: Home and Roots',
    keywords: ['home', 'family', 'roots', 'ancestry', 'privacy'],
    text: 'Sitting at the base of the chart, the fourth house represents home, family and roots. It describes your childhood surroundings, your bond with a parent, your heritage and the private life you build away from public view. Planets here show what makes you feel at home and how you lay emotional foundations.',
  },
  {
    house: 5,
    title: 'The Fifth House: Creativity and Joy',
    keywords: ['creativity', 'romance', 'children', 'play', 'pleasure'],
    text: 'The fifth house is the house of joy and self-expression. Creativity, romance, flirtation, children, hobbies, games and anything done purely for pleasure belong here. It shows how you play, what you love making and the way you fall in love. Planets here reveal where you want to be seen and celebrated for being yourself.',
  },
  {
    house: 6,
    title: 'The Sixth House: Work and Health',
    keywords: ['daily work', 'routines', 'health habits', 'service'],
    text: 'The sixth house covers the texture of ordinary days: your job and tasks, routines, colleagues, pets and the habits that support your health. It is also the house of service, describing how you help and how you improve things. Planets here show your working style and how you keep body and schedule in order.',
  },
  {
    house: 7,
    title: 'The Seventh House: Partnership',
    keywords: ['partnership', 'marriage', 'contracts', 'open enemies'],
    text: 'Opposite the first house, the seventh describes partnership: marriage, committed relationships, business partners and formal agreements. Traditionally it also covers open enemies, the rivals you know about. Its cusp is the Descendant, and planets here show what you seek in others and the qualities you may project onto them.',
  },
  {
    house: 8,
    title: 'The Eighth House: Shared Resources',
    keywords: ['shared resources', 'intimacy', 'transformation', 'inheritance'],
    text: 'The eighth house deals with what you share and what changes you. Joint finances, debts, taxes, inheritances and other people’s money fall here, as do sexual intimacy, trust and the passages of loss and renewal. Planets here describe how you handle power, vulnerability and deep transformation.',
  },
  {
    house: 9,
    title: 'The Ninth House: Meaning and Travel',
    keywords: ['higher learning', 'travel', 'belief', 'philosophy'],
    text: 'The ninth house widens your horizon. It covers higher education, long-distance travel, foreign cultures, philosophy, religion, law and publishing. This is where you search for meaning and form your beliefs about how the world works. Planets here show how you learn best, what inspires you and where you seek adventure.',
  },
  {
    house: 10,
    title: 'The Tenth House: Career and Reputation',
    keywords: ['career', 'reputation', 'ambition', 'public life', 'authority'],
    text: 'At the top of the chart, usually beginning at the Midheaven, the tenth house describes career, reputation and your place in public life. It shows your ambitions, how others see your achievements, your relationship with authority and the legacy you hope to leave. Planets here suggest the kind of recognition you seek and how you climb towards it.',
  },
  {
    house: 11,
    title: 'The Eleventh House: Friends and Hopes',
    keywords: ['friends', 'groups', 'hopes', 'community', 'causes'],
    text: 'The eleventh house is about the company you keep and the future you hope for. Friendships, networks, clubs, communities and social causes belong here, along with your wishes and long-term goals. Planets here show how you fit into groups, what kind of friend you are and which collective dreams move you.',
  },
  {
    house: 12,
    title: 'The Twelfth House: The Hidden',
    keywords: ['solitude', 'the hidden', 'spirituality', 'retreat', 'the unconscious'],
    text: 'The twelfth house is the most private part of the chart. It rules solitude, rest, dreams, the unconscious, hidden strengths and secret fears, along with places of retreat such as hospitals, monasteries and prisons. It is also linked with spirituality and compassion. Planets here often work quietly, behind the scenes, and reward reflection.',
  },
];

export const GLOSSARY_ASPECTS: z.infer<typeof glossaryAspectSchema>[] = [
  {
    aspect: 'conjunction',
    degrees: 0,
    keywords: ['fusion', 'intensity', 'focus', 'blending'],
    text: 'A conjunction occurs when two planets sit at, or very close to, the same degree. Their energies merge and act as one, which can be powerful and focused or, with clashing planets, hard to untangle. Like every aspect, it works within an orb: the number of degrees by which the angle may miss exact and still count. The tighter the orb, the stronger the effect.',
  },
  {
    aspect: 'sextile',
    degrees: 60,
    keywords: ['opportunity', 'cooperation', 'ease', 'skill'],
    text: 'A sextile joins two planets sixty degrees apart, usually in signs of compatible elements such as fire and air or earth and water. It is a friendly, flowing aspect that offers opportunities and talents, though they tend to need a little effort before they deliver. Treat it as a helpful invitation: the support is there, but you have to take it up.',
  },
  {
    aspect: 'square',
    degrees: 90,
    keywords: ['tension', 'challenge', 'friction', 'growth'],
    text: 'A square links planets ninety degrees apart, often in signs of the same mode but clashing elements. It is a tense aspect: the two planets pull in different directions, creating friction, frustration and pressure to act. Squares are demanding but productive, because the effort they require builds strength and can drive real achievement.',
  },
  {
    aspect: 'trine',
    degrees: 120,
    keywords: ['harmony', 'flow', 'talent', 'ease'],
    text: 'A trine connects planets one hundred and twenty degrees apart, usually in signs of the same element. It is the most harmonious aspect, letting the two planets support each other with ease and natural grace. Trines often show inborn talents. Their only drawback is complacency, since what comes easily may never be fully developed.',
  },
  {
    aspect: 'opposition',
    degrees: 180,
    keywords: ['polarity', 'balance', 'projection', 'awareness'],
    text: 'An opposition places two planets across the chart, one hundred and eighty degrees apart. They face each other like the two ends of a seesaw, and the tension often shows up in relationships, where you may meet one side of yourself in other people. The task is balance and awareness, honouring both needs instead of swinging between extremes.',
  },
];

export const FRAMING: z.infer<typeof framingSchema> = {
  help: {
    planets:
      'The planet table lists each planet with the sign it occupies and its exact position within that sign in degrees and minutes, from 0°00′ to 29°59′. The next column gives the house the planet falls in. An R beside a planet means it was retrograde when you were born, appearing from Earth to move backwards, which tends to turn its energy inward.',
    aspects:
      'The aspect grid shows which planets form a significant angle: find one planet along the top and the other down the side, and the symbol where they meet names the aspect. The table spells out the same links in words, giving the two planets, the aspect and its angle, and the orb, which is how far from exact it is. Smaller orbs mean stronger aspects.',
    aspect_key:
      'The key pairs each aspect with its traditional symbol: ☌ for the conjunction, ⚹ for the sextile, □ for the square, △ for the trine and ☍ for the opposition. On the wheel, the flowing aspects (sextiles and trines) are drawn in blue, the tense ones (squares and oppositions) in red, and conjunctions in green.',
    houses:
      'The house table lists the twelve houses in order. For each one it gives the cusp, the point where the house begins, with the sign and degree found there. The first cusp is your Ascendant and the tenth is usually your Midheaven. The house system used to divide the chart, Placidus unless you chose Whole Sign, Equal or Porphyry, is named with the table.',
    no_birth_time:
      'Without a birth time, your chart is cast for noon on your birth date. The houses, your Rising sign and your Midheaven are left out, because they change every few minutes. The Moon moves about thirteen degrees a day, so its degree is uncertain and, if it changed sign that day, so is its sign. Add your birth time later and the report updates to match.',
  },
  aboutSampleChapter:
    'This sample chapter reads your big three, the Sun, Moon and Rising sign, exactly as they appear in the full Essential Birth Report. Your Sun describes your core identity, your Moon your emotional needs, and your Rising sign the way you meet the world. Together they sketch the outline of your character. The full report goes much further, exploring every planet in its sign and house, the aspects between them, and the balance of elements in your chart, to fill in the rest of the picture.',
  chapters: {
    overview:
      'A birth chart is a map of the sky at the moment you were born, seen from the place where you arrived. Each planet stands for a different part of you, each sign describes the style it takes, each house shows the area of life where it acts, and the angles between planets reveal how those parts cooperate or argue. What follows reads your chart piece by piece, from the big three to the finer details, then draws it back together. Treat it as a mirror for reflection rather than a verdict: you remain the one who decides what to make of your potential.',
    bigThree:
      'Three placements do most of the work in describing who you are: the Sun, the Moon and the Rising sign. The Sun is your central purpose and sense of self, the Moon your emotional needs and instincts, and the Rising sign the manner and first impression you bring into any room. Read together, they form the backbone of your chart.',
    planetsInSigns:
      'Every planet was passing through a zodiac sign when you were born, and that sign colours how the planet expresses itself. Mercury in a cautious sign thinks differently from Mercury in an impulsive one, and the same holds for every other planet. In this chapter each is read in its sign, from the personal inner planets to the slow, generational outer ones.',
    planetsInHouses:
      'Where signs describe style, houses describe setting. Your chart is divided into twelve houses, each governing an area of life such as home, work, love or friendship, and a planet’s house shows where its energy is most likely to play out. Houses holding several planets tend to be busy areas of your life, while empty houses are simply quieter, not missing.',
    aspects:
      'Planets do not act alone; they talk to each other through aspects, the angles between them on the chart wheel. Flowing aspects show talents and easy cooperation, tense ones show friction that pushes you to grow, and conjunctions fuse two energies together. This chapter reads the main aspects in your chart and what each conversation means for you.',
    balance:
      'Stepping back from the individual planets, this chapter looks at the overall shape of your chart. Counting the planets in each element (fire, earth, air and water) and each mode (cardinal, fixed and mutable) reveals your natural temperament: what you have in abundance, and what you may need to seek out or consciously develop.',
    closing:
      'A birth chart is not a script but a set of tendencies, gifts and questions that unfold over a lifetime. You may recognise yourself strongly in some passages and less in others, and both responses are useful. Planets that feel distant now can come alive in later years. Return to your chart when you face a decision or a new stage of life, and notice what speaks to you then. Above all, remember that you are larger than any map of the sky: the chart describes the weather, but you choose how to travel through it.',
  },
};
