import { LANGUAGES_JUPITER } from './languages-jupiter';
import { LANGUAGES_MARS } from './languages-mars';
import { LANGUAGES_MERCURY } from './languages-mercury';
import { LANGUAGES_SUN } from './languages-sun';
import type { PairElements, PersonPlacement, RelationshipFraming } from './types';

/**
 * Love Languages (issue #26): how each of you gives and receives love. Per person: Mercury
 * (words), Mars (effort and touch), the Sun (feeling seen) and Jupiter (gifts and generosity), in
 * ./languages-*.ts; here the two Mercury signs' elements (how the two of you talk love) and the
 * report's introduction and closing.
 */
const PAIRS: PairElements[] = [
  {
    report: 'languages',
    pair: 'fire-fire',
    text: 'With both Mercuries in fire, the two of you talk love at full volume and high speed. Declarations come early and often, compliments are bold, and an ordinary conversation about weekend plans can turn into a shared burst of excitement within minutes. You inspire each other with words, and each of you is likely to feel encouraged simply by the other’s enthusiasm. Flirting is easy because both of you enjoy a quick, cheeky exchange, and neither needs to decode the other’s meaning. The difficulty is that two fast talkers can both be speaking while neither is quite listening. Sentences get finished for you, points get made over one another, and a tender remark may be lost in the blaze. Tempers can flare in words, too, and cool just as quickly. Build in a little quiet: a walk where one of you speaks and the other only listens, or a habit of repeating back what you heard before answering. Slowing down once in a while lets your bright words sink in.',
  },
  {
    report: 'languages',
    pair: 'fire-earth',
    text: 'When one Mercury is in fire and the other in earth, one of you talks love in headlines and the other in footnotes. The fiery speaker declares, enthuses and exaggerates a little for effect; the earthy speaker says less, chooses words with care and means every one of them. At best, the two of you make a fine pair of storytellers: fire supplies the spark, earth supplies the substance, and plans dreamed aloud actually happen. The friction comes in pace and proof. Fire may feel the earthy partner is dull or withholding when the compliments are sparse, while earth may doubt sweeping words that have not yet been backed by action. Neither is wrong; you are simply speaking different dialects. Let the fiery one learn that a plain “I’m glad you’re here” from earth is a serious declaration, and let the earthy one occasionally say something gloriously over the top, just to watch the other light up.',
  },
  {
    report: 'languages',
    pair: 'fire-air',
    text: 'A fire Mercury and an air Mercury keep each other talking. The two of you spark ideas, trade jokes and build castles in the air late into the night, and conversation itself is likely to be one of your favourite forms of romance. Banter flows easily, debate feels like play, and you can make each other laugh even on grim days. Fire brings warmth and conviction to the exchange; air brings curiosity, wit and a dozen fresh angles. What can go missing is the slower, softer language of need. Because talk comes so easily, you may chat about everything except what frightens or hurts you, and a real plea for reassurance may be met with a clever answer instead of comfort. Fire may also read air’s cool reasoning as evasion, while air tires of fire’s strong opinions. Set aside occasional conversations with no jokes allowed, and let each of you finish the sentence “what I need from you right now is” without interruption.',
  },
  {
    report: 'languages',
    pair: 'fire-water',
    text: 'A fire Mercury and a water Mercury talk love in very different voices. The fiery one speaks directly, spontaneously and with conviction, saying what they feel as soon as they feel it. The watery one speaks through tone, timing and implication, often conveying more in a glance or a pause than in a sentence. When it works, the two of you teach each other a great deal: fire shows water that the brave word can be said aloud, and water shows fire how much can be understood without saying anything. The difficulty is in reception. Fire’s offhand remark may land on water like a stone and sink for days, while water’s hint passes straight by fire, who then wonders why the mood has changed. Agree that fire will watch its tone when tired or irritated, and that water will state a hurt in plain words rather than waiting for it to be noticed. Warmth and depth together make a rich language.',
  },
  {
    report: 'languages',
    pair: 'earth-earth',
    text: 'Two earth Mercuries talk love plainly, and you understand each other without much fuss. Neither of you needs flowery speeches; a sensible plan for the holiday, a reminder to wear the warm coat, or an honest “that was a good day” can carry all the tenderness required. You trust each other’s words because both of you say what you mean and rarely promise more than you will deliver. Conversation is calm, practical and comfortable, and decisions get made without drama. The risk is that the sweet words simply stop being said. Two people who show love in deeds can drift into talking only about bills, repairs and timetables, until one of you wonders whether the other still feels the same. Make a habit of saying out loud what you already know to be true. Write the occasional letter, tell each other one thing you appreciate at the end of each week, and let the romance be spoken, not only assumed.',
  },
  {
    report: 'languages',
    pair: 'earth-air',
    text: 'An earth Mercury and an air Mercury bring different kinds of words to love. The airy speaker is quick, curious and expressive, comfortable putting feelings into ideas and ideas into conversation. The earthy speaker is grounded and deliberate, trusting words that lead somewhere real. Together the two of you can balance each other beautifully: air opens up new subjects and says the light, lovely things, while earth turns talk into plans and keeps promises that air might forget. Friction appears when each undervalues the other’s style. Earth may find air’s stream of chat restless or hard to rely on, and air may find earth’s silences heavy or its replies too literal. A compliment from air can feel flimsy to earth, and a practical suggestion from earth can feel cold to air. Translate for each other: air can follow fine words with small actions, and earth can add a line of feeling to its practical answers, so both of you feel spoken to.',
  },
  {
    report: 'languages',
    pair: 'earth-water',
    text: 'An earth Mercury and a water Mercury share a quiet, trusting way of talking love. Neither of you needs constant chatter; much of your tenderness is conveyed in low voices, familiar phrases and comfortable silence. Water listens for the feeling behind each word and responds with empathy, while earth offers the reassurance of plain, dependable speech, the promise that is kept, the advice that actually helps. The two of you can make each other feel deeply safe in conversation. The snag lies between subtext and text. Water may speak in hints and hope earth picks up the meaning, while earth tends to take words at face value and answer the literal question, missing the emotional one underneath. Earth may also offer a solution when water only wanted to be heard. Try asking each other, “Do you want help or comfort?” before responding, and let water say the need outright. That small habit keeps your gentle language clear as well as kind.',
  },
  {
    report: 'languages',
    pair: 'air-air',
    text: 'Two air Mercuries could talk to each other for ever, and quite possibly will. Conversation is at the heart of your love: messages through the day, long dinners full of ideas, running jokes that only the two of you understand. You are likely to feel most connected when you are learning something together, arguing playfully about a film or spinning plans for a future that changes shape every week. Neither of you minds a change of subject, and you give each other room to think aloud. The trap is that you may talk around love instead of from it. Two airy minds can analyse a feeling so thoroughly that neither actually says “I missed you” or “that hurt”, and fluent words can cover a distance neither intends. Clever explanation is not the same as confession. Now and then, put the commentary aside and speak in the simplest possible sentences about what you feel, then let the silence after it stand without filling it.',
  },
  {
    report: 'languages',
    pair: 'air-water',
    text: 'An air Mercury and a water Mercury speak love from the head and from the heart respectively. The airy one talks things through, names ideas and likes a conversation to go somewhere; the watery one talks from intuition and mood, often sensing what matters before either of you can say it. When the two of you meet well, you complete each other’s sentences in the best sense: air gives water’s feelings words and shape, and water gives air’s words warmth and depth. Misunderstandings arise when air answers a feeling with an argument, or water answers a question with a mood. Air may be baffled by water’s hurt over a remark it meant lightly, while water may find air’s logic detached at a tender moment. Agree on simple signals. Water can say “this is a feelings conversation”, and air can say “I need to understand this first”, so each of you knows which language the moment requires.',
  },
  {
    report: 'languages',
    pair: 'water-water',
    text: 'Two water Mercuries often understand each other without a word. The two of you read tones, pauses and expressions with uncanny accuracy, and much of your love is spoken softly, in private phrases, late-night confidences and looks across the room. Sympathy comes easily; each of you knows how to say the gentle thing at the right moment, and you remember what matters to each other in remarkable detail. Talking love can feel almost like breathing. The risk is that so much goes unspoken. Because you each sense so much, you may assume the other already knows, and neither puts a need or a grievance into words until it has grown heavy. A shared low mood can also colour every conversation. Protect your rare gift by practising plain speech: say “I love you” and “I’m upset” in so many words, ask rather than assume, and check gently whether what you sensed was what your partner actually meant.',
  },
];

const FRAMING: RelationshipFraming = {
  report: 'languages',
  intro:
    'Everyone gives love in a dialect of their own, and many misunderstandings between partners are failures of translation rather than of feeling. This report reads both of your charts for the channels affection travels through. Mercury shows how each of you puts love into words and likes to hear it spoken. Mars shows effort and touch: the help you offer, the way desire moves you, the physical closeness that reassures you. The Sun shows what it takes for each of you to feel seen and appreciated, and Jupiter shows how you treat, spoil and give. Beside Venus and the Moon, which describe the heart of what you offer and need, these placements fill in the picture. Start with the sections about you, then read your partner’s, and notice where one of you speaks a language the other has not yet learned to hear. The last part compares your two Mercury signs: how the pair of you talk love together.',
  closing:
    'None of these placements is a rule, and nobody is confined to a single way of loving. Think of what you have read as a phrasebook rather than a verdict: a set of useful expressions for saying what you feel in terms your partner can take in. The most valuable step is the simplest one. Sit down together, share the passages that rang true, and tell each other in your own words which gestures fill you up and which pass you by. Be specific, since “I feel appreciated when you notice the meal I cooked” is easier to act on than “I need more appreciation”. Expect a surprise or two, because the thing you most readily give may not be the thing your partner most needs to receive. Try offering love in the other’s language for a while, and notice what changes. Affection grows fluent with practice, and every couple can learn new words.',
};

export const LANGUAGES_TEXTS: { placements: PersonPlacement[]; pairs: PairElements[]; framing: RelationshipFraming } = {
  placements: [...LANGUAGES_MERCURY, ...LANGUAGES_MARS, ...LANGUAGES_SUN, ...LANGUAGES_JUPITER],
  pairs: PAIRS,
  framing: FRAMING,
};
