import { DYNAMICS_MARS_SIGNS } from './dynamics-mars';
import { DYNAMICS_MERCURY_SIGNS } from './dynamics-mercury';
import { DYNAMICS_MOON_SIGNS } from './dynamics-moon';
import { DYNAMICS_SATURN_SIGNS } from './dynamics-saturn';
import type { PairElements, PersonPlacement, RelationshipFraming } from './types';

/**
 * Relationship Dynamics (issue #26): how the two of you handle friction, power and repair. Per
 * person Mars, Mercury, the Moon and Saturn in each sign (./dynamics-*.ts); for the pair, the two
 * Moon signs' elements (how your moods meet under strain); and the report's framing.
 */
const PAIRS: PairElements[] = [
  {
    report: 'dynamics',
    pair: 'fire-fire',
    text: 'When a hard week lands on two fire Moons, the house gets loud before it gets better. Each of you meets strain by doing something about it: arguing with the situation, making a plan, venting at full volume. Under pressure, though, both of you want to be the one who is rescued, and neither has much patience left for rescuing. A small irritation can become a row simply because two tempers are running hot at the same moment. The upside is that nothing festers, and by evening the air has usually cleared. What helps is a simple agreement about turns. When one of you is blazing, the other becomes the steady one for that round, listening without matching the volume, and next time the roles swap. Physical release suits you both: a fast walk, a run, music turned up while you cook. Come back to the real worry once the heat has burned off, because the flare is rarely the whole story.',
  },
  {
    report: 'dynamics',
    pair: 'fire-earth',
    text: 'Under strain, a fire Moon and an earth Moon move in opposite directions. The fiery one reacts out loud, needs the worry acknowledged at once and may grow louder if nothing seems to happen. The earthy one goes quieter, gets practical and copes by tightening routines and getting on with the jobs. Each response can look to the other like part of the problem. Fire reads earth’s calm as not caring; earth reads fire’s outburst as making things worse. Left alone, the loop escalates: the more fire pushes for a reaction, the more solid and silent earth becomes. You can turn this into teamwork. Let the earthy partner take the practical side of a crisis and say so plainly, “I’m dealing with the paperwork because I’m worried too”. Let the fiery partner supply the morale, the hope and the push to keep going. A long hug before the to-do list helps both moods meet.',
  },
  {
    report: 'dynamics',
    pair: 'fire-air',
    text: 'When life gets heavy, a fire Moon and an air Moon both tend to reach for the exits marked busy, cheerful or elsewhere. Strain shows up between you as restlessness and quick irritation: a snappy comment, a sudden plan to go out, a joke that lands a little too sharply. Neither of you finds it easy to sit with a frightened or sad mood, so you may hurry each other out of it before it has been felt, and then wonder why the bickering continues. The fiery one may want action and loyalty; the airy one may want to talk it through calmly or take some distance. Both are ways of coping, and both can miss the worry underneath. During hard stretches, try a short daily check-in, ten minutes with no problem-solving and no jokes, just each of you saying how the day really felt. Then go and do something lively together; you will both have earned it.',
  },
  {
    report: 'dynamics',
    pair: 'fire-water',
    text: 'Under pressure from outside, whether work, family or money, a fire Moon needs to let the strain out, loudly and at once, while a water Moon needs to take it in, slowly and often in private. So a bad day can set off a familiar chase. Fire vents and wants an answer, water retreats to protect itself, and the retreat makes fire push harder. Each of you is coping in the only way that feels natural, and each can mistake the other’s way for rejection. Water may feel shouted at even when the anger was aimed at the situation, and fire may feel shut out just when company was needed most. Make a simple pact for hard times. The fiery partner says where the anger is pointed: “I’m furious about work, not you.” The watery partner says when they will resurface: “give me an hour.” Keeping those two promises stops the chase before it starts.',
  },
  {
    report: 'dynamics',
    pair: 'earth-earth',
    text: 'When pressure builds, two earth Moons knuckle down. You both cope by working, tidying, budgeting and sticking to the routine, and in a genuine crisis that shared steadiness is enormously reassuring: bills get paid, meals appear, nobody panics. The strain shows in quieter ways. Conversation shrinks to logistics, irritation leaks out over how the shopping was put away, and each of you may privately carry a fear without mentioning it, not wanting to add to the other’s load. Weeks can pass with both of you functioning well and feeling quite alone. Two fixed opinions about how to handle the problem can also harden into a standoff. During hard times, put one question on the table that has nothing to do with tasks, perhaps over the evening meal: “what’s weighing on you most?” Answer it honestly. Touch steadies you both, so let a long embrace be part of the coping, not a reward for when it is over.',
  },
  {
    report: 'dynamics',
    pair: 'earth-air',
    text: 'Under strain, an earth Moon and an air Moon reach for different kinds of steadiness. The earthy one wants routine, rest and something solid to hold; the airy one wants to talk, gather information and think through every possible outcome. So in a crisis one of you may be researching options late into the night while the other simply needs to go to bed, and each can feel unsupported. Earth may find air’s constant analysis tiring or unsettling; air may find earth’s silence hard to read and wonder whether anything is being felt at all. Neither of you is wrong. Try pairing your methods: talk the worry through while doing something practical together, walking, cooking or clearing a cupboard, so that words and hands are busy at once. Agree a time each evening after which the problem is off the table. The airy partner gets a hearing, the earthy partner gets a rest, and the mood in the house steadies.',
  },
  {
    report: 'dynamics',
    pair: 'earth-water',
    text: 'Hard times draw an earth Moon and a water Moon inward, towards home, each other and the comfort of the familiar. That instinct helps: you can close the curtains on a difficult week and feel genuinely sheltered. Under longer strain, though, the moods can thicken. The watery partner may grow anxious and need more reassurance than usual, asking the same question in different ways; the earthy partner may grow stolid, answering with facts, fixes or a firm “we’ll manage”, which can sound like a door closing. Irritation rarely erupts between you. It settles, like damp, into the corners of the house. What helps is letting some air in. Say the worst case out loud to each other, once, so it stops circling unspoken. Then choose one small outing or change of routine each week, something to lift the mood, and hold to it as firmly as you hold to everything else.',
  },
  {
    report: 'dynamics',
    pair: 'air-air',
    text: 'Two air Moons under strain become very reasonable. You talk the problem through from every side, draw up options, share articles and advice, and for a while this feels like coping well. Strain between you shows as nervous chatter, wit sharper than usual, or a cool distance in which you are polite, busy and oddly far apart. You may each turn to friends or distractions rather than to each other, not out of coldness but because it feels lighter. A long difficult stretch can leave you both worn out by talking and still unsoothed, since the fear or grief underneath was discussed rather than shared. Set the analysis aside for a few minutes each day and name the feeling in a single word each: tired, scared, angry, sad. No follow-up questions, no solutions. Sit side by side while you do it. A little less discussion and a little more nearness settles you both faster than either of you expects.',
  },
  {
    report: 'dynamics',
    pair: 'air-water',
    text: 'When strain arrives, an air Moon and a water Moon want almost opposite things. The watery partner needs closeness: to be held, reassured and to feel that the other is in it with them. The airy partner needs a little distance: time to think, room to breathe, a clear head before feelings can be faced. So the moment water reaches out, air may step back, and water experiences the step as abandonment at the worst possible time. Air, meanwhile, can feel flooded by the strength of water’s mood and retreat further into calm reasoning, which water hears as coldness. Both of you end up lonely in the same crisis. The repair is a short, agreed break with a promised return. The airy partner says, “I need twenty minutes to think, then I’m yours”, and comes back on time. The watery partner finds one kind thing to do for themselves meanwhile. Trust grows each time the promise is kept.',
  },
  {
    report: 'dynamics',
    pair: 'water-water',
    text: 'Two water Moons feel strain together, almost physically, and a worry held by one of you can become the mood of the whole house within hours. In a sudden crisis this shared sensitivity is a blessing: you understand without explanation and comfort each other with real tenderness. Over a long, hard stretch it can pull you both under. Anxiety bounces back and forth, each of you reading the other’s low mood as confirmation that things are bad, and hurt feelings go unmentioned because neither wants to add to the weight. Withdrawal can look mutual and peaceful while both of you are silently struggling. Someone needs to hold the shore, and it helps to take that role in turns. When one of you is sinking, the other consciously stays steady for a day or two: keeps the routine, makes the tea, speaks calmly. Friends, fresh air and a change of scene keep the water moving.',
  },
];

const FRAMING: RelationshipFraming = {
  report: 'dynamics',
  intro:
    'Relationship Dynamics looks at what happens between the two of you when things get difficult: how each of you pushes, argues, hurts and sets limits, and which roles you fall into without ever agreeing to them. For each of you it reads four planets. Mars shows how you assert yourself and fight. Mercury shows how you argue and how well you listen. The Moon shows what you do when you are hurt and how you like to be comforted. Saturn shows where you draw boundaries, what you feel bound to carry and how you handle control. Your two Moons are then read side by side, to show how your moods meet under strain, alongside your two Mars signs and any contact between one person’s Saturn and the other’s planets. Read your own sections first, then your partner’s, ideally together on a calm day rather than straight after a row. Nothing here is a verdict on either of you; keep what rings true.',
  closing:
    'Patterns between two people are rarely anyone’s fault. They form because two temperaments meet the same pressures again and again, and each of you reaches for the response that has always kept you safe. Seeing that clearly is often enough to soften the next round. When the familiar argument starts, you may now recognise its opening lines and choose a different reply: a pause where there was usually a push, a plain sentence where there was usually a hint, a question where there was usually a verdict. Pick one small change each, rather than a long list, and give it a fair trial before judging whether it works. Talk about what you have read when you are both rested and on good terms. Your charts describe tendencies, not fixed fates, and the way you treat each other after a disagreement says more about your bond than the disagreement itself.',
};

export const DYNAMICS_TEXTS: { placements: PersonPlacement[]; pairs: PairElements[]; framing: RelationshipFraming } = {
  placements: [...DYNAMICS_MARS_SIGNS, ...DYNAMICS_MERCURY_SIGNS, ...DYNAMICS_MOON_SIGNS, ...DYNAMICS_SATURN_SIGNS],
  pairs: PAIRS,
  framing: FRAMING,
};
