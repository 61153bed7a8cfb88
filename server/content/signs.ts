/**
 * The twelve sign pages (`/astrology/{sign}`): original writing about each sign's temperament,
 * strengths and challenges, love, work, element, modality and ruler, and the signs it gets on with.
 * The facts (dates, element, modality, ruler, glyph) come from shared/horoscopes/zodiac.ts; this file
 * holds only the words, checked with zod when the module loads.
 */
import { z } from 'zod';
import { ZODIAC_SIGNS, type ZodiacSlug } from '../../shared/horoscopes/zodiac';

const SLUGS = ZODIAC_SIGNS.map((sign) => sign.slug) as [ZodiacSlug, ...ZodiacSlug[]];

/** One whole English sentence. */
const sentence = z
  .string()
  .trim()
  .min(40)
  .max(320)
  .regex(/^[A-Z]/, 'starts with a capital')
  .regex(/[.!?]$/, 'ends a sentence');
/** A paragraph of two or more sentences. */
const paragraph = z
  .string()
  .trim()
  .min(120)
  .max(900)
  .regex(/^[A-Z]/, 'starts with a capital')
  .regex(/[.!?]$/, 'ends a sentence');

export const SignContentSchema = z.object({
  slug: z.enum(SLUGS),
  /** What the sign's picture shows ("the Ram"), for its text alternative. */
  emblem: z.string().min(5).max(30).startsWith('the '),
  /** The meta description: a search result's length. */
  description: z.string().min(70).max(160),
  intro: paragraph,
  strengths: z.array(sentence).min(3).max(4),
  challenges: z.array(sentence).min(3).max(4),
  love: paragraph,
  work: paragraph,
  /** How the sign's element shows in it. */
  element: paragraph,
  /** How the sign's modality shows in it. */
  modality: paragraph,
  /** What the ruling planet means for the sign. */
  ruler: paragraph,
  /** Signs it gets on with, by element (trine) or aspect (sextile), each with its reason. */
  compatible: z.array(z.object({ sign: z.enum(SLUGS), reason: sentence })).min(3).max(4),
});
export type SignContent = z.infer<typeof SignContentSchema>;

const DRAFT: SignContent[] = [
  {
    slug: 'aries',
    emblem: 'the Ram',
    description: 'Aries, the first sign of the zodiac: its courage and impatience, Aries in love and at work, its fire element, its ruler Mars and its best matches.',
    intro:
      'Aries opens the astrological year at the spring equinox, and it behaves like a beginning. If this is your sign, you tend to move before you have finished deciding, trusting that momentum will teach you more than another hour of planning. You like a clear challenge, an honest opponent and a goal you can see. People notice your energy first: you walk into a room as if something is about to happen, and quite often it does.',
    strengths: [
      'Courage comes easily to you: you will say the awkward thing, take the first step or stand up for someone who needs it.',
      'You recover fast from setbacks, treating a failed attempt as information and trying again the next morning.',
      'Your enthusiasm is contagious, and you can get a stalled group moving just by starting.',
    ],
    challenges: [
      'Patience is hard work for you, and you can lose interest in a project the moment the exciting part is over.',
      'Your temper flares quickly; it usually cools just as fast, but the people who caught the sparks may remember them for longer.',
      'You sometimes skip the question of what others want, and your directness can land as bluntness.',
    ],
    love:
      'In love you are a wholehearted pursuer. You like to know where you stand, you say what you feel, and you would rather hear a frank no than sit through a season of mixed signals. The early rush of attraction suits you, and the relationships that last are the ones that keep some of that play alive: shared adventures, friendly rivalry, a partner with a will of their own. Listening all the way to the end of a sentence will do more for your love life than any grand gesture.',
    work:
      'At work you are at your best at the start of things: launching a project, pitching an idea, steering a crisis that needs action now. You want autonomy and visible results, and slow approvals make you fidget. Pair yourself with a colleague who enjoys finishing, and the two of you become very hard to stop.',
    element:
      'As a fire sign, Aries runs on enthusiasm and instinct. When you are bored or boxed in, that energy turns into restlessness.',
    modality:
      'Aries is a cardinal sign, one of the four that open a season. Cardinal signs initiate, so your gift is getting things started and your lesson is seeing them through.',
    ruler:
      'Mars, the planet of drive, desire and self-assertion, rules Aries. It gives you a competitive streak and a body that wants to act on whatever the mind decides, so hard exercise is often your best cure for frustration.',
    compatible: [
      { sign: 'leo', reason: 'Leo shares your fire and matches your warmth and appetite for life, so the two of you cheer each other on instead of competing.' },
      { sign: 'sagittarius', reason: 'Sagittarius, the third fire sign and trine to yours, loves freedom as much as you do and has a sense of humour that keeps arguments short.' },
      { sign: 'gemini', reason: "Air feeds fire: Gemini, in sextile to Aries, gives your energy new ideas to chase and never lets a day go stale." },
    ],
  },
  {
    slug: 'taurus',
    emblem: 'the Bull',
    description: 'Taurus, the steady earth sign ruled by Venus: its loyalty and stubbornness, Taurus in love and at work, and the signs that suit it best.',
    intro:
      'Taurus arrives when spring is fully under way, and it has the patience of a season that knows the harvest is coming. If you are a Taurus, you would rather build something real than talk about it, and you take in the world through your senses: good bread, soft wool, music that fills a room, a garden that rewards attention. You are slow to be rushed and slower to be pushed, yet that steadiness is exactly why people lean on you when things get shaky.',
    strengths: [
      'You are dependable: when you promise something, the people around you stop worrying about it.',
      'You have a practical eye for value and rarely waste money, time or effort on things that will not last.',
      'Your calm is catching, and your presence can settle an anxious room without a word.',
    ],
    challenges: [
      'Once your mind is made up it takes a landslide to move it, and stubbornness can keep you in a situation long after it has stopped serving you.',
      'Comfort can quietly become a cage if you avoid every change that feels unfamiliar.',
      'You may hold on to grudges and possessions too tightly, as if letting go were the same as losing.',
    ],
    love:
      'You love through loyalty and through the senses. Shared meals, long embraces and small rituals repeated over years mean more to you than dramatic declarations. You take your time to commit, testing quietly whether someone is as solid as they seem, but once you choose a partner you choose them for the long run. What you ask in return is consistency: a person who turns up, keeps their word and lets trust grow at its own pace.',
    work:
      'At work you are the one who finishes. You excel at steady, skilled work where quality builds over time, from finance and craft to design, cooking and anything that involves the land. You do your best work when you can see what your effort is building.',
    element:
      'Taurus is an earth sign, grounded and realistic. Earth trusts what it can touch and measure, which is why you believe what people do far more readily than what they promise.',
    modality:
      'As a fixed sign, Taurus sits in the middle of its season and holds it steady. Your strength is endurance, and your lesson is knowing when to let something change.',
    ruler:
      'Venus rules Taurus, and here it shows its earthy face: pleasure, beauty and the worth of things. It gives you a good eye, a fondness for comfort and a talent for making any place feel welcoming.',
    compatible: [
      { sign: 'virgo', reason: 'Virgo shares your earth element and your practical outlook, and its care for detail sits well beside your patience.' },
      { sign: 'capricorn', reason: 'Capricorn, trine to Taurus, brings ambition and structure that suit your steadiness, and neither of you wastes words.' },
      { sign: 'cancer', reason: 'Water nourishes earth: Cancer, in sextile to your sign, speaks your language of home and security.' },
      { sign: 'pisces', reason: 'Pisces, the other water sign in sextile to yours, softens your realism with imagination while you give its dreams somewhere firm to land.' },
    ],
  },
  {
    slug: 'gemini',
    emblem: 'the Twins',
    description: 'Gemini, the curious air sign ruled by Mercury: its wit and restlessness, Gemini in love and at work, and the signs it gets on with.',
    intro:
      'Gemini closes out spring with a burst of talk, questions and motion. If this is your sign, your mind is probably running several conversations at once, and you would rather know a little about many things than everything about one. You collect ideas, people and stories, and you pass them on with a wit that makes you good company anywhere. The Twins are a reminder that you contain more than one mood, and that you are allowed to change your mind.',
    strengths: [
      'You learn fast and explain well, turning a tangle of information into something other people can follow.',
      'You can find something interesting in almost anyone you meet, and your curiosity keeps you young.',
      'You adapt quickly, often spotting a new route while everyone else is still complaining about the roadblock.',
    ],
    challenges: [
      'Scattered attention is your classic trap: ten open projects and none of them finished.',
      'You can talk your way around a feeling instead of sitting with it, which leaves people unsure what you really think.',
      'Boredom makes you restless, and restlessness can look like unreliability to those who need you to stay put.',
    ],
    love:
      'In love you need a mind to meet as much as a heart. Flirting, for you, is conversation, and a partner who can surprise you with a new idea or a good joke will hold your attention far longer than one who simply adores you. You value lightness and freedom, and heavy possessiveness tends to send you towards the door. When you do settle, it is with someone who stays interesting and is happy for you to keep your many friendships.',
    work:
      'Anything that runs on words, contacts or variety suits you: writing, teaching, sales, media, trade and any job where no two days look alike. You network without effort and think well on your feet. Repetitive routines drain you, so build in change to keep your attention sharp.',
    element:
      'Gemini belongs to the air element, the element of thought, language and connection. Air signs meet life through ideas first, which helps you stay level-headed when emotions run high.',
    modality:
      'Gemini is mutable, one of the four signs that end a season and prepare for the next. Mutable signs adapt and translate, and your flexibility is your best tool as long as it does not turn into indecision.',
    ruler:
      'Mercury, the messenger planet of communication, trade and travel, rules Gemini. It gives you a quick tongue, nimble hands and an instinct for introducing people who ought to meet.',
    compatible: [
      { sign: 'libra', reason: 'Libra shares your air element and your love of good conversation, adding grace and a sense of fairness to your quickness.' },
      { sign: 'aquarius', reason: 'Aquarius, trine to Gemini, matches your independence and will happily argue about ideas for the fun of it.' },
      { sign: 'aries', reason: 'Aries, in sextile to your sign, brings the fire to act on the plans you talk about, and it never bores you.' },
      { sign: 'leo', reason: "Leo's warmth and sense of play, from the other sign in sextile to yours, bring out your charm: you keep the talk flowing while Leo keeps the party going." },
    ],
  },
  {
    slug: 'cancer',
    emblem: 'the Crab',
    description: 'Cancer, the caring water sign ruled by the Moon: its loyalty and moods, Cancer in love and at work, and the signs that understand it best.',
    intro:
      'Cancer begins at the summer solstice, when the days are longest and the light starts, very slowly, to turn. If you are a Cancer, you live close to your feelings and your memories, and you sense the emotional weather of a room before anyone speaks. Like the crab, you carry a protective shell around a soft centre. You let people in carefully, but the ones you adopt become family, and you look after them with remarkable tenacity.',
    strengths: [
      'You are deeply caring, and you often know what someone needs before they have found the words to ask.',
      'Your memory for people, places and stories makes you the keeper of a family’s or a team’s history.',
      'Beneath the gentle manner lies real determination: once you decide to protect something, you do not let go.',
    ],
    challenges: [
      'Your moods move like tides, and they can be hard to predict, for other people and for you.',
      'When you are hurt, you may retreat into your shell or edge sideways around the issue rather than name it.',
      'You can cling to the past or to people, mistaking worry for love.',
    ],
    love:
      'You love as a homemaker in the truest sense: you want to create a place where both of you feel safe. Emotional security matters more to you than excitement, and you show affection through care, cooking, remembering the details and being there when it counts. You need a partner who is openly warm and who never mocks your sensitivity. Given that, you are one of the most loyal and nurturing partners in the zodiac.',
    work:
      'At work you are the colleague who notices when someone is struggling. You thrive where care and intuition count: health, teaching, hospitality, property, history and any business with a family feel. You are shrewder than you look, especially with money, and you work hardest for a place that feels like your own.',
    element:
      'Cancer is a water sign, and water is the element of feeling and empathy. It lets you read what goes unsaid, though you need to guard against soaking up everyone else’s worries.',
    modality:
      'As a cardinal sign, Cancer starts things, but it starts them through feeling rather than force. You take the lead in caring for people and in building homes, traditions and communities.',
    ruler:
      'The Moon rules Cancer. The fastest body in our sky stands for moods, habits and the need to belong, which is why your feelings follow the rhythms of your life and why home matters so much to you.',
    compatible: [
      { sign: 'scorpio', reason: 'Scorpio, a fellow water sign trine to Cancer, understands emotional depth and answers your loyalty with its own intensity.' },
      { sign: 'pisces', reason: 'Pisces shares your water element and your tenderness, and together you build a gentle, intuitive bond.' },
      { sign: 'taurus', reason: 'Taurus, in sextile to Cancer, offers the stability and physical comfort that help your feelings settle.' },
      { sign: 'virgo', reason: 'Virgo, in sextile from the other side, shows care through quiet help, which suits your nurturing nature and steadies your moods.' },
    ],
  },
  {
    slug: 'leo',
    emblem: 'the Lion',
    description: 'Leo, the warm fire sign ruled by the Sun: its generosity and pride, Leo in love and at work, and the signs that bring out its best.',
    intro:
      'Leo holds the height of summer, when the Sun is strong and the evenings are long and generous. If you are a Leo, you have a natural sense of occasion, and you want your life to feel as if it matters. You enjoy being seen, but at your best you use that attention to lift other people, whether by hosting a memorable evening, leading a team or simply making someone laugh. Behind the confident roar there is a big, loyal heart that needs to know it is valued.',
    strengths: [
      'You are generous with time, praise and affection, and people feel brighter after time with you.',
      'You have the confidence to lead and the flair to make others want to follow.',
      'Loyalty runs right through you: once you count someone as yours, you defend them in public and in private.',
    ],
    challenges: [
      'Pride can make it hard for you to admit a mistake or to ask for help.',
      'You may need more reassurance than you let on, and a lack of recognition can sour your whole week.',
      'You can take the stage without noticing that someone quieter was waiting for a turn.',
    ],
    love:
      'You love in a big-hearted, romantic way. You enjoy grand gestures and like to make your partner feel like the most important person in the room, hoping for the same devotion in return. Admiration matters to you, and so does fun; a relationship without play soon starts to feel dim. The partners who last are the ones who give you honest praise, laugh with you and are secure enough to let you shine without feeling overshadowed.',
    work:
      'You do well in roles where you can create, lead or perform: management, the arts, teaching, entertainment, events and any public-facing job. You work tirelessly for a cause you believe in and for people who appreciate you. A workplace that ignores your contributions will lose your fire quickly.',
    element:
      'Leo belongs to fire, the element of spirit and self-expression. In this sign the fire is a hearth rather than a spark, a steady warmth that other people gather around.',
    modality:
      'Leo is a fixed sign, so its energy is constant and determined. Once you commit to a person, a project or an opinion you hold it with pride, which makes you reliable and, now and then, immovable.',
    ruler:
      'The Sun rules Leo. The centre of the solar system stands for identity, vitality and the urge to express who you are, and it gives you your radiance and your wish to make something that carries your name.',
    compatible: [
      { sign: 'aries', reason: 'Aries shares your fire and your zest for life, and your pride and its courage make a bold, affectionate match.' },
      { sign: 'sagittarius', reason: 'Sagittarius, trine to Leo, brings optimism and adventure and enjoys your generosity without trying to fence you in.' },
      { sign: 'libra', reason: 'Libra, in sextile to your sign, adds charm, taste and diplomacy, and it knows exactly how to make you feel admired.' },
      { sign: 'gemini', reason: "Gemini's wit, from the other sign in sextile to Leo, keeps you entertained and stops your pride from taking itself too seriously." },
    ],
  },
  {
    slug: 'virgo',
    emblem: 'the Maiden',
    description: 'Virgo, the careful earth sign ruled by Mercury: its precision and worry, Virgo in love and at work, and the signs it works best with.',
    intro:
      'Virgo arrives as summer turns towards harvest, the season of sorting, storing and getting things ready. If you are a Virgo, you notice details other people miss, and you feel a quiet satisfaction when something works exactly as it should. Your care is practical: you fix, tidy, research and improve. The Maiden carries an ear of wheat, a fitting image for a sign that values honest work, good health and the patient skill of separating what is useful from what is not.',
    strengths: [
      'You are thorough and precise, and your work can be trusted down to the last comma.',
      'Your helpfulness is sincere; you show love by making someone’s life easier in concrete ways.',
      'You think clearly under pressure and can turn a confusing problem into a sensible list of next steps.',
    ],
    challenges: [
      'High standards can tip into perfectionism, until nothing, including you, ever feels good enough.',
      'You may worry too much, replaying small errors long after everyone else has forgotten them.',
      'Criticism offered as help can sting, and you might not realise how sharp your corrections sound.',
    ],
    love:
      'You are careful in love, slow to trust and quick to notice what does not fit. Once you open up, you show devotion through thoughtful acts: learning a partner’s routines, solving their problems, looking after their health. You need someone who recognises that kind of love and who can gently coax you out of your head when you overthink. Kindness, reliability and a shared sense of humour matter more to you than fireworks.',
    work:
      'You are a natural editor, analyst, craftsperson or carer. Health, science, research, accounting, writing and any work where accuracy matters suit you well. You like clear processes and a job done properly, and every team you join ends up better organised. Remember to rest: your body is quick to tell you when you have pushed it too long.',
    element:
      'Virgo is an earth sign, practical and observant. Earth in Virgo is fertile ground that needs tending, and you like to see effort turn into something useful and real.',
    modality:
      'As a mutable sign, Virgo adapts and refines. You are good at adjusting a plan as it goes, improving it a little at a time instead of tearing it up and starting again.',
    ruler:
      'Mercury rules Virgo, and here the planet of the mind works as an analyst rather than a chatterbox. It sharpens your eye for detail, your feel for language and your constant urge to understand how things work.',
    compatible: [
      { sign: 'taurus', reason: 'Taurus shares your earth element and your respect for hard work, and it offers patience and comfort when you worry.' },
      { sign: 'capricorn', reason: 'Capricorn, trine to Virgo, is ambitious and dependable, and it admires your competence as much as you admire its drive.' },
      { sign: 'cancer', reason: 'Cancer, in sextile to your sign, brings emotional warmth that helps you relax, and it sees the care hidden in your practical help.' },
      { sign: 'scorpio', reason: 'Scorpio, the other water sign in sextile to Virgo, shares your depth and discretion: both of you look beneath the surface and keep a secret.' },
    ],
  },
  {
    slug: 'libra',
    emblem: 'the Scales',
    description: 'Libra, the air sign of balance ruled by Venus: its charm and indecision, Libra in love and at work, and the signs it pairs well with.',
    intro:
      'Libra begins at the autumn equinox, when day and night stand for a moment in equal measure. If this is your sign, you are drawn to balance in your relationships, your surroundings and your sense of what is fair. You can see every side of a question, and you have a gift for finding the words that let people meet in the middle. You also have a strong sense of beauty, and a well-made room, a good coat or a graceful gesture genuinely lifts your spirits.',
    strengths: [
      'You are a natural diplomat who can calm a quarrel and help both sides feel heard.',
      'Your charm is real, rooted in a genuine interest in other people and in good manners.',
      'You have a fine sense of justice, and you will speak up when something is plainly unfair.',
    ],
    challenges: [
      'Weighing every option can leave you stuck, and even choosing a restaurant may take longer than it should.',
      'You may avoid confrontation so carefully that you end up agreeing to things you do not want.',
      'You can lose track of your own needs while you are busy keeping everyone else happy.',
    ],
    love:
      'Partnership is central to your life, and you flourish when you have someone to share it with. You are romantic, attentive and considerate, the kind of lover who remembers an anniversary and plans it beautifully. What you need is an equal: a partner who meets you halfway, talks things through and brings a little grace to daily life. Harsh words and constant bickering wear you down faster than almost anything else.',
    work:
      'You thrive where people, taste and fairness meet: law, mediation, design, the arts, human resources, fashion and client work. You collaborate brilliantly and often bring out the best in a team. An ugly or hostile workplace drags on your output, while a pleasant one with good colleagues lets you shine.',
    element:
      'Libra is an air sign, so it experiences the world through ideas and relationships. Air in Libra is social and reflective, always comparing, weighing and connecting.',
    modality:
      'Libra is cardinal, and it takes the lead in making connections. You initiate through cooperation, starting partnerships, making introductions and opening peace talks.',
    ruler:
      'Venus rules Libra in its social and artistic role. It gives you a love of harmony, an eye for beauty and a talent for relationships, and it explains why fairness feels to you almost like a matter of taste.',
    compatible: [
      { sign: 'gemini', reason: 'Gemini, trine to Libra, shares your love of ideas and company, and it keeps conversation light and lively.' },
      { sign: 'aquarius', reason: 'Aquarius shares your air element and your belief in fairness, and it gives you space to be yourself.' },
      { sign: 'leo', reason: 'Leo, in sextile to your sign, offers warmth, romance and a touch of glamour, and it appreciates your elegance.' },
      { sign: 'sagittarius', reason: 'Sagittarius, the other fire sign in sextile to Libra, brings adventure and candour that help you make up your mind and widen your horizons.' },
    ],
  },
  {
    slug: 'scorpio',
    emblem: 'the Scorpion',
    description: 'Scorpio, the intense water sign ruled by Pluto and Mars: its depth and guardedness, Scorpio in love and at work, and its best matches.',
    intro:
      'Scorpio arrives as autumn deepens, when leaves fall and the year turns its attention underground. If you are a Scorpio, you are drawn to what lies beneath the surface: motives, secrets, the truth that others would rather not discuss. You feel things intensely and rarely do anything halfway. You are private and slow to trust, but once you commit your loyalty is fierce, and your ability to come through hard times and rebuild is one of your greatest gifts.',
    strengths: [
      'You are perceptive and hard to fool, able to read people and situations with unsettling accuracy.',
      'Your determination is formidable; obstacles tend to make you more focused, not less.',
      'You are loyal to the core and can keep a confidence for a lifetime.',
    ],
    challenges: [
      'Trust does not come easily, and suspicion can lead you to test people who have done nothing wrong.',
      'When wounded, you may nurse the hurt or withdraw coldly instead of talking it through.',
      'Your need for control can make it hard to accept help or to let events unfold in their own time.',
    ],
    love:
      'In love you want depth or nothing. You are passionate, devoted and very private about your relationships, and you need a partner who can handle real emotional honesty. Small talk and lukewarm affection leave you cold; you want to know someone completely and to be known in return. Trust is everything, and once it is broken you find it very hard to rebuild, so you choose carefully and then love with your whole heart.',
    work:
      'You excel in work that calls for focus, research and discretion: investigation, psychology, medicine, finance, science and any role that handles crises or confidential matters. You are strategic and persistent, and you often see the hidden currents of a workplace long before anyone else. You prefer a degree of autonomy, and you want your commitment respected.',
    element:
      'Scorpio is a water sign, and its waters run deep and still. Feeling is your compass, even when you keep your face calm and your thoughts to yourself.',
    modality:
      'As a fixed sign, Scorpio is steady and resolute. Your emotional commitments endure, which gives you great staying power and can make it hard to let go.',
    ruler:
      'Modern astrologers give Scorpio to Pluto, the planet of power, endings and renewal, while the older tradition gave it to Mars. Pluto explains your interest in transformation: you can let one part of your life fall away and grow back stronger, and Mars adds the nerve to do it.',
    compatible: [
      { sign: 'cancer', reason: 'Cancer, trine to Scorpio, shares your water element and offers a safe home for your deepest feelings.' },
      { sign: 'pisces', reason: 'Pisces, the third water sign, meets your intensity with compassion and intuition, and it is never frightened by your depth.' },
      { sign: 'virgo', reason: 'Virgo, in sextile to your sign, is discreet and dependable, and its clear head complements your emotional insight.' },
      { sign: 'capricorn', reason: 'Capricorn, the other earth sign in sextile to Scorpio, shares your ambition and your reserve, and together you build something that lasts.' },
    ],
  },
  {
    slug: 'sagittarius',
    emblem: 'the Archer',
    description: 'Sagittarius, the adventurous fire sign ruled by Jupiter: its optimism and bluntness, Sagittarius in love and at work, and its best matches.',
    intro:
      'Sagittarius closes autumn and carries the year towards its longest night, aiming its arrow at far horizons. If this is your sign, you are a seeker of travel, of knowledge and of a philosophy that makes sense of it all. You are generous, open-hearted and honest, sometimes more honest than people are ready for. Your optimism is not naivety; it is a conviction that life is bigger than any single setback, and that there is always another road worth trying.',
    strengths: [
      'Your optimism is a real resource, and it helps the people around you believe that things can improve.',
      'You are open-minded and eager to learn from other cultures, other books and other points of view.',
      'You tell the truth as you see it, and your friends trust you for an honest answer.',
    ],
    challenges: [
      'Your frankness can turn tactless, and a joke may land harder than you meant it to.',
      'You may promise more than you can deliver, carried away by the enthusiasm of the moment.',
      'Routine and commitment can feel like a trap, so you might leave before something has had the chance to deepen.',
    ],
    love:
      'You love with warmth, humour and a need for freedom. A partner who is also a friend and a travelling companion suits you best: someone who shares your curiosity and does not hold on too tightly. You are generous and affectionate, but you need room to grow, and you are happiest when a relationship feels like a shared adventure rather than a settled arrangement. Honesty matters to you more than almost anything.',
    work:
      'You do well in roles that offer variety, learning and a sense of purpose: teaching, publishing, travel, law, sport, outdoor work and international business. You bring vision and enthusiasm, and you inspire others with the big picture. Detailed paperwork and close supervision wear you down, so look for a role with room to roam.',
    element:
      'Sagittarius is a fire sign, and its fire is the roaming kind that wants to spread. It gives you a spirit of adventure and the faith to set off before the map is finished.',
    modality:
      'Sagittarius is mutable, adaptable and always on the move. You change plans easily and learn from every detour, though you may need to practise staying put.',
    ruler:
      'Jupiter, the largest planet, rules Sagittarius. It stands for growth, belief, good fortune and wisdom, and it gives you your generous spirit, your hunger for meaning and your habit of thinking on a grand scale.',
    compatible: [
      { sign: 'aries', reason: 'Aries, trine to Sagittarius, shares your fire and your love of adventure, and together you make bold, spontaneous plans.' },
      { sign: 'leo', reason: 'Leo shares your element and brings warmth and fun, cheering on your wildest ideas.' },
      { sign: 'libra', reason: 'Libra, in sextile to your sign, offers charm and balance and lends grace to your adventures.' },
      { sign: 'aquarius', reason: 'Aquarius, the other air sign in sextile to Sagittarius, shares your independence and your taste for big ideas, and it never asks you to be someone else.' },
    ],
  },
  {
    slug: 'capricorn',
    emblem: 'the Sea-Goat',
    description: 'Capricorn, the ambitious earth sign ruled by Saturn: its discipline and reserve, Capricorn in love and at work, and the signs it trusts.',
    intro:
      'Capricorn begins at the winter solstice, the darkest point of the year, from which the light slowly starts to return. If this is your sign, you understand that good things take time, and you are willing to put in the work. You are serious about your goals but far from humourless: your wit is dry and your loyalty deep. The Sea-Goat, half mountain climber and half creature of the sea, hints that beneath your practical surface lies a rich inner life.',
    strengths: [
      'You are disciplined and patient, and you keep going long after others have lost interest.',
      'Responsibility suits you, and people trust you with money, projects and difficult decisions.',
      'Your dry sense of humour tends to appear just when a situation is at its most serious.',
    ],
    challenges: [
      'You may put work first so consistently that rest, fun and feelings keep getting postponed.',
      'Pessimism can creep in, and you might prepare so well for the worst that you forget to expect the best.',
      'Showing vulnerability feels risky to you, so people may not realise when you need support.',
    ],
    love:
      'You approach love the way you approach everything worth having: carefully and for the long term. You are not quick to fall, but you are steady once you do, and you show affection through reliability, practical help and building a future together. You appreciate a partner with ambition and integrity, and one who is patient enough to discover your softer side. With time you become warmer and more playful, not less.',
    work:
      'Work is often where you feel most at home. You suit management, business, government, engineering, architecture and any field where long-term planning and responsibility pay off. You respect structure, and you earn respect by doing what you say you will. Take care not to let your job become your whole identity.',
    element:
      'Capricorn is an earth sign, realistic and focused on results. Your earth is the mountain: solid, enduring and worth climbing one step at a time.',
    modality:
      'As a cardinal sign, Capricorn takes the initiative, setting goals and drawing up the plans to reach them. You lead by example and by organising what others only dream about.',
    ruler:
      'Saturn rules Capricorn. The planet of time, limits and mastery gives you your patience, your respect for structure and your knowledge that real achievements are built slowly.',
    compatible: [
      { sign: 'taurus', reason: 'Taurus, trine to Capricorn, shares your love of security and brings comfort and affection into your busy life.' },
      { sign: 'virgo', reason: 'Virgo shares your earth element and your work ethic, and it understands that care is often shown through deeds.' },
      { sign: 'scorpio', reason: 'Scorpio, in sextile to your sign, is as determined and private as you are, and it respects your ambitions.' },
      { sign: 'pisces', reason: 'Pisces, the other water sign in sextile to Capricorn, brings imagination and gentleness that soften your seriousness, while you give it structure.' },
    ],
  },
  {
    slug: 'aquarius',
    emblem: 'the Water Bearer',
    description: 'Aquarius, the independent air sign ruled by Uranus and Saturn: its originality and detachment, Aquarius in love and at work, and its matches.',
    intro:
      'Aquarius arrives in the depths of winter, already looking ahead to what could be different. If this is your sign, you think for yourself, you care about the wider world, and you are often a step ahead of the crowd. You value friendship, fairness and freedom, and you are happy to be the odd one out if that is the price of staying true to your principles. The Water Bearer pours out what it carries for everyone, a fitting image for a sign that likes to share what it learns.',
    strengths: [
      'You are original and inventive, and you find solutions nobody else thought to look for.',
      'Your friendships are broad and loyal, and you accept people as they are.',
      'You have a strong sense of social justice and want your efforts to benefit more than just yourself.',
    ],
    challenges: [
      'You can seem detached or aloof, especially when emotions run hot.',
      'Your independence can harden into stubbornness, and you may resist advice simply because it feels like pressure.',
      'Being different can become a habit, so that you reject the obvious answer even when it is the right one.',
    ],
    love:
      'You approach love as a friendship first. You need a partner who respects your freedom, enjoys your quirks and can talk with you about anything from science to politics. You are loyal and open-minded, but you may struggle to put feelings into words, preferring to show care through honesty and support. The relationships that last give you space and a sense of shared purpose.',
    work:
      'You shine where new ideas matter: technology, science, social causes, research, invention and any role that brings people together for change. You work well in teams as long as they are not rigidly hierarchical. Give yourself problems to solve and room to experiment, and you will produce work that surprises everyone.',
    element:
      'Aquarius is an air sign, at home in the world of ideas and networks. Its air is cool and clear, and it thinks about humanity as a whole rather than one person at a time.',
    modality:
      'Aquarius is fixed, which may seem surprising for a sign so drawn to change. Your ideals are constant, and once you believe in a cause you stay with it.',
    ruler:
      'Uranus, the planet of sudden change, invention and freedom, rules Aquarius in modern astrology; the traditional ruler was Saturn. Uranus accounts for your flashes of insight and your impatience with rules that have no good reason, and Saturn for the persistence behind your ideals.',
    compatible: [
      { sign: 'gemini', reason: 'Gemini, trine to Aquarius, shares your curiosity, keeps conversation lively and never crowds you.' },
      { sign: 'libra', reason: 'Libra shares your air element and brings grace and a common sense of fairness to a partnership.' },
      { sign: 'aries', reason: 'Aries, in sextile to your sign, brings the energy and courage to turn your ideas into action.' },
      { sign: 'sagittarius', reason: 'Sagittarius, the other fire sign in sextile to Aquarius, shares your love of freedom and big thinking, so every conversation becomes an expedition.' },
    ],
  },
  {
    slug: 'pisces',
    emblem: 'the Fish',
    description: 'Pisces, the imaginative water sign ruled by Neptune and Jupiter: its empathy and dreaminess, Pisces in love and at work, and its best matches.',
    intro:
      'Pisces closes the zodiac in the last weeks of winter, holding a little of every sign before the cycle begins again. If this is your sign, you are imaginative, sensitive and deeply compassionate, able to feel what others feel as if it were your own. You move through life by intuition, and you often sense the truth before you can explain it. The two Fish swimming in opposite directions capture your gift for living in both the practical world and the world of dreams.',
    strengths: [
      'Your empathy is remarkable, and people often confide in you within minutes of meeting you.',
      'You are creative and imaginative, with a gift for music, art, writing or anything else that expresses feeling.',
      'You forgive easily and look for the good in people, even when they have let you down.',
    ],
    challenges: [
      'Boundaries can be hard for you, and you may absorb other people’s problems until you are exhausted.',
      'You might escape into daydreams, distractions or avoidance when reality feels too harsh.',
      'Decisions can drift away from you, and you may let others choose rather than risk disappointing anyone.',
    ],
    love:
      'You love romantically and selflessly, and you believe in deep, almost spiritual connection. You give a great deal, and you sense a partner’s needs almost before they do. What you need in return is gentleness, patience and a partner who protects your sensitivity instead of exploiting it. Take care not to idealise someone so much that you overlook who they really are, and remember that your needs matter too.',
    work:
      'You are drawn to work that lets you help or create: the arts, healing, counselling, charity, music, film and care work. You flourish in flexible surroundings and can struggle with cut-throat competition or rigid schedules. Your intuition is a professional asset, especially in any role that depends on understanding people.',
    element:
      'Pisces is a water sign, and its water is the open ocean, boundless and receptive. It makes you intuitive and empathic, and it reminds you to find quiet time to recharge.',
    modality:
      'As a mutable sign, Pisces flows and adapts. You can adjust to almost anyone, which makes you understanding and versatile, but you need to keep a sense of your own shape.',
    ruler:
      'Neptune, the planet of dreams, imagination and spirituality, rules Pisces in modern astrology, while Jupiter was its traditional ruler. Neptune gives you your vision and your artistic gifts, along with a longing for something beyond the everyday, and Jupiter your generosity of spirit.',
    compatible: [
      { sign: 'cancer', reason: 'Cancer, trine to Pisces, shares your emotional depth and offers a safe, nurturing home.' },
      { sign: 'scorpio', reason: 'Scorpio shares your water element, matches your intensity with loyalty and understands you without being told.' },
      { sign: 'taurus', reason: 'Taurus, in sextile to your sign, provides grounding and stability while enjoying your romantic imagination.' },
      { sign: 'capricorn', reason: 'Capricorn, the other earth sign in sextile to Pisces, gives structure and support to your dreams, and you help it relax and feel.' },
    ],
  },
];

/** Every prose sentence of a sign's page, in reading order (for word counts and repetition checks). */
export function signProse(content: SignContent): string[] {
  return [
    content.intro,
    ...content.strengths,
    ...content.challenges,
    content.love,
    content.work,
    content.element,
    content.modality,
    content.ruler,
    ...content.compatible.map((match) => match.reason),
  ];
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The words of a sign's page body. */
export function signWordCount(content: SignContent): number {
  return signProse(content).reduce((sum, text) => sum + countWords(text), 0);
}

/** Checks the draft once: each sign once, in the zodiac's order, compatible signs neither itself nor repeated. */
function loadSigns(draft: unknown): readonly SignContent[] {
  const signs = z.array(SignContentSchema).length(ZODIAC_SIGNS.length).parse(draft);
  signs.forEach((content, index) => {
    const sign = ZODIAC_SIGNS[index]!;
    if (content.slug !== sign.slug) throw new Error(`signs.ts: expected ${sign.slug} at position ${index}, found ${content.slug}`);
    const matches = content.compatible.map((match) => match.sign);
    if (matches.includes(sign.slug) || new Set(matches).size !== matches.length) throw new Error(`signs.ts: ${sign.slug} lists itself or a sign twice as compatible`);
    if (!content.ruler.includes(sign.ruler)) throw new Error(`signs.ts: ${sign.slug}'s ruler text does not name ${sign.ruler}`);
  });
  return Object.freeze(signs);
}

/** The sign pages' words, in zodiac order, validated when the module loads. */
export const SIGN_CONTENT: readonly SignContent[] = loadSigns(DRAFT);

const BY_SLUG = new Map(SIGN_CONTENT.map((content) => [content.slug, content]));

export function signContent(slug: ZodiacSlug): SignContent {
  return BY_SLUG.get(slug)!;
}
