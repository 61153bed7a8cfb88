import { POTENTIAL_JUPITER } from './potential-jupiter';
import { POTENTIAL_MOON } from './potential-moon';
import { POTENTIAL_SATURN } from './potential-saturn';
import { POTENTIAL_SUN } from './potential-sun';
import type { PairElements, PersonPlacement, RelationshipFraming } from './types';

/**
 * Relationship Potential (issue #26): where the bond can go over years. Per person the Sun, Moon,
 * Jupiter and Saturn (./potential-sun, -moon, -jupiter, -saturn); here the two Venus signs'
 * elements (what draws you and keeps you drawn) and the report's framing. Shape and limits in ./types.
 */
const PAIRS: PairElements[] = [
  {
    report: 'potential',
    pair: 'fire-fire',
    text: 'When both Venus signs are in fire, attraction works like a dare. Each of you is drawn to boldness, warmth and a little showmanship, and the early chemistry between you is usually obvious to everyone in the room. The spark survives the years when the chase is renewed on purpose: surprising each other, competing playfully, courting as though the outcome were still in doubt. Admiration is the fuel. You stay attracted to a partner you can still be proud of, and who still looks at you as if you were the most exciting person they know. The pull weakens when romance turns predictable or when effort goes unnoticed, because a fiery Venus reads indifference as the end of desire. Plan the grand gesture now and then, flirt with each other in company, and never leave your partner wondering whether you would choose them again.',
  },
  {
    report: 'potential',
    pair: 'fire-earth',
    text: 'A fire Venus and an earth Venus are drawn to each other’s opposite strengths. The fiery one is captivated by earth’s calm, sensual presence, the way the earthy partner seems rooted and unhurried; the earthy one is warmed by fire’s courage, flair and appetite for fun. Attraction here often begins as fascination, each of you wanting something the other has. Keeping that pull alive depends on honouring both kinds of pleasure. Fire Venus needs excitement, novelty and romance that arrives unannounced; earth Venus needs touch, comfort and affection that does not come and go with the mood. When fire feels bored or earth feels unsettled, desire can cool into mild irritation. The magnetism lasts when fire keeps bringing fresh experiences into your shared calendar, and earth keeps offering the steady physical warmth that tells fire it has somewhere good to land.',
  },
  {
    report: 'potential',
    pair: 'fire-air',
    text: 'A fire Venus and an air Venus are drawn together by sparkle. The fiery one loves air’s wit, its lightness of touch and its way of turning flirtation into a game of ideas; the airy one loves fire’s warmth, daring and sheer enthusiasm for being alive. Attraction often starts in conversation and catches fast, with plenty of laughter along the way. Over the years the pull stays strong as long as there is something new to share: a city neither of you knows, a widening circle of friends, a private joke that keeps evolving. Air fans fire’s desire, and fire warms air’s sometimes cool affection. What dims it is letting romance become purely social, so that you are wonderful company in a crowd and polite strangers at home. Keep some flirtation just for the two of you, and let the playful chase continue long after you have caught each other.',
  },
  {
    report: 'potential',
    pair: 'fire-water',
    text: 'The pull between a fire Venus and a water Venus is often strong and a little mysterious. Fire is drawn to water’s depth, its tenderness and the sense that there is always more beneath the surface; water is drawn to fire’s courage and open-hearted passion. There can be real heat here, the kind that makes the rest of the world fall away for an evening. Keeping that attraction alive means respecting two different ways of loving. Fire Venus wants romance that is bold and declared; water Venus wants intimacy that is felt, private and safe. When fire grows careless or water grows withdrawn, desire can flicker into hurt. What keeps you drawn is fire’s willingness to slow down and tend the flame gently, and water’s willingness to show its longing instead of waiting to be found. Then passion and tenderness feed each other rather than putting each other out.',
  },
  {
    report: 'potential',
    pair: 'earth-earth',
    text: 'Two earth Venus signs are drawn together by something solid and sensual. Each of you is attracted to reliability, to a person at ease in their own body who treats love as something to be built and enjoyed rather than endlessly discussed. The early attraction may be slow, even understated, yet it tends to deepen instead of fading. Long-term desire here is fed by shared pleasure: good meals, a well-made home, touch that has become a language of its own, and a quiet pride in the life you have made with your own hands. Passion can go dormant when routine swallows romance and you become efficient partners who forget to court each other. Neither of you is likely to wander in search of excitement, but attraction needs tending all the same. Book the weekend away, buy flowers for no reason, and keep reaching for each other when there is nothing to fix.',
  },
  {
    report: 'potential',
    pair: 'earth-air',
    text: 'An earth Venus and an air Venus are often fascinated by their differences. Earth is drawn to air’s charm, wit and social ease, the way the airy partner makes everything seem possible and light; air is drawn to earth’s grounded presence, sensuality and calm reliability. Attraction here is partly curiosity, each of you wanting to understand how the other experiences love. It holds because you keep discovering that each of you supplies something the other lacks. Air brings conversation, variety and new ideas into the romance; earth brings touch, steadiness and physical warmth. The pull weakens when earth finds air too distant or changeable, and air finds earth too predictable or possessive. Keep translating for each other. Earth can show love in words now and then, and air can show it through presence and touch, so that each of you goes on feeling wanted in the language you understand best.',
  },
  {
    report: 'potential',
    pair: 'earth-water',
    text: 'Between an earth Venus and a water Venus, the pull comes from a deep sense of safety and sensual closeness. Water is attracted to earth’s steadiness and the feeling of being held by someone who will not vanish; earth is attracted to water’s tenderness, intuition and ability to make love feel meaningful rather than merely pleasant. The attraction is often quiet at first and then suddenly profound. With time it becomes an intimacy that goes on deepening: private rituals, loyalty, and touch that soothes as much as it excites. The danger is comfort hardening into complacency, with desire slipping into cosy habit and neither of you wanting to rock the boat by asking for more. Earth may stop expressing feelings, and water may hint rather than ask. Bring novelty into your familiar closeness deliberately, and say aloud what still draws you to each other, however long you have been together.',
  },
  {
    report: 'potential',
    pair: 'air-air',
    text: 'With both Venus signs in air, attraction begins in the mind. Each of you falls for intelligence, humour and the freedom to be yourself, and courtship can feel like the best conversation of your life. There is a lightness to it that keeps things easy, playful and unpossessive. Curiosity that refuses to retire is what sustains the pull: new ideas, shared interests, social adventures, and the sense that your partner can still surprise you. Desire may fade if the relationship becomes purely cerebral, all talk and little touch, or if the independence you both prize slowly turns into distance. Neither of you may be quick to name strong feelings, so longing can go unspoken for too long. Keep the body in the romance. Hold hands during those long talks, flirt with intent, and now and then say something vulnerable instead of something clever, because that is what makes an airy bond feel real.',
  },
  {
    report: 'potential',
    pair: 'air-water',
    text: 'An air Venus and a water Venus are drawn together by a mixture of fascination and longing. Air is captivated by water’s emotional depth, intuition and romantic imagination; water is drawn to air’s clarity, charm and knack for making feelings seem less frightening. The attraction often has a poetic quality, one of you supplying the words and the other the mood. Keeping it alive means learning each other’s romantic rhythms. Air Venus likes space, conversation and variety, while water Venus wants closeness, reassurance and a sense of merging. When air drifts too far or water holds on too tightly, desire can turn confusing or painful. What keeps you drawn is air’s willingness to stay emotionally present and water’s willingness to allow breathing room without reading it as rejection. Then each of you keeps finding in the other a quality you once secretly wished you had.',
  },
  {
    report: 'potential',
    pair: 'water-water',
    text: 'Two water Venus signs can feel drawn to each other at a level that is hard to explain. Each of you is attracted to emotional depth, loyalty and the sense of being truly understood, and the connection often feels soulful from the first meeting. Romance between you is intimate, intuitive and tender. Over the years what keeps you drawn is the private world you create together: unspoken understanding, shared memories and a devotion that deepens with each difficulty you come through. Attraction can cloud over when moods take charge, when you merge so completely that no mystery is left, or when old hurts linger unspoken and turn desire into distance. Keep some individuality alive so that there is still someone to discover, and talk about desire directly rather than trusting it to be sensed. Then the current between you keeps flowing back, warm and strong, instead of ebbing into silence.',
  },
];

const FRAMING: RelationshipFraming = {
  report: 'potential',
  intro:
    'This report asks where the two of you could go together, not over a single season but across years. For each of you it reads four placements in the birth chart: the Sun, for what you bring to a lasting bond; the Moon, for what makes a shared home feel safe; Jupiter, for how you grow and how generous you are in love; and Saturn, for how you commit and what you are willing to carry. It also sets your two charts side by side, comparing the elements of your Suns, your Moons and your Venus signs to show what draws you together and what keeps you drawn. Read your own sections and your partner’s, ideally together, and notice where they fit and where they pull. Nothing here decides whether a relationship succeeds. It describes the shape the bond most naturally takes, whether romance, partnership, friendship, collaboration or a blend, so that you can choose with open eyes how much of yourselves to invest.',
  closing:
    'Potential is not a prediction. A chart can show what comes easily between two people and where effort will be needed, but it cannot say what you will do with that knowledge. Couples with the gentlest placements can drift apart through neglect, while couples with demanding ones often build the strongest bonds, precisely because they had to learn each other. As you think over what you have read, pay attention to the habits that help a relationship last, which are usually small and repeated: keeping promises, making time, saying what you need, noticing what your partner gives. Watch as well for the habits that wear it down without anyone deciding to, such as silences, assumptions and the jobs that always fall to the same person. Come back to this reading as the relationship changes. What each of you brings, and what you might build, tends to grow clearer the longer you walk the road together.',
};

export const POTENTIAL_TEXTS: { placements: PersonPlacement[]; pairs: PairElements[]; framing: RelationshipFraming } = {
  placements: [...POTENTIAL_SUN, ...POTENTIAL_MOON, ...POTENTIAL_JUPITER, ...POTENTIAL_SATURN],
  pairs: PAIRS,
  framing: FRAMING,
};
