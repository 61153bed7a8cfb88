import type { z } from 'zod';
import type { maturitySchema } from './types';

/**
 * The maturity number (life path plus expression, reduced) for the Numerology Forecast
 * (issue #26): what the later chapters of a life tend to grow towards. Shape and limits in ./types.
 */
export const MATURITY: z.infer<typeof maturitySchema>[] = [
  {
    number: 1,
    text: 'With One as your maturity number, the later chapters of your life lean towards independence. Whatever roles you have played for other people, a point comes when your own judgement asks to be trusted without a committee behind it. Many people with this number find themselves starting something in midlife, a business, a discipline or a new way of living, that earlier they would only have daydreamed about. Confidence tends to grow rather than fade with age, and opinions you once softened to keep the peace begin to come out plainly. The gift here is self-authorship: you become the person who decides what your days are for. The lesson that travels with it is to stay open, because an older One who has stopped listening can harden into someone who is always right and rarely visited. Keep a few people close who will tell you when you are wrong.',
  },
  {
    number: 2,
    text: 'A Two maturity number suggests that the reward of later life lies in partnership and in the quiet skill of bringing people together. If your earlier years were driven, competitive or solitary, you may notice a softening as time goes on: a growing pleasure in collaboration, in being the one who smooths the way, in friendships and loves that have had time to deepen. Patience comes more easily, and so does tact. You may become the trusted go-between in a family, a workplace or a street, valued precisely because you do not need the credit. The risk is leaning so far towards harmony that you stop saying what you want. Sensitivity that ripens with age is a gift only when it includes your own feelings as well as everyone else’s. Let the gentleness you offer others be something you also accept from them.',
  },
  {
    number: 3,
    text: 'Three as a maturity number promises that life grows more expressive the longer you live it. Many people who carry it find that a creative thread, dropped years ago for practical reasons, comes back insistently in the middle years: writing, painting, performing, teaching, or simply talking about what they have learned with a new freedom. Your social world may widen, your humour deepen, and you may care far less about looking serious. There is a lightness to this maturity that others find restorative. The lesson that comes with it concerns focus. A Three who spreads energy over a dozen pleasant projects can arrive at later life with many beginnings and few finished pieces, so choose the two or three forms of expression that truly matter and give them your best hours. Delight is not a distraction from the real work for you; it is the real work.',
  },
  {
    number: 4,
    text: 'A Four maturity number points to a later life resting on foundations you lay with care. The decades ahead tend to reward steadiness: the savings habit kept up, the skill practised until it became mastery, the home made sound and the commitments honoured. Order, which once felt like a constraint, can become a source of calm, and people increasingly trust your judgement about what will hold. This is the maturity of the craftsperson and the steward, whose legacy is something tangible that outlasts a season of enthusiasm. Its trap is rigidity. A Four who mistakes routine for safety can close the door on change just when a little flexibility would open the next room. Build well, then leave a window ajar; some of the finest structures are those with space left in them for surprise.',
  },
  {
    number: 5,
    text: 'Freedom comes late for many people with a Five maturity number, and it tends to come with some force. After years of obligation, the second half of life may bring a strong appetite for movement: travel, new studies, a change of career, or a wholesale rethink of how you want to live. Curiosity sharpens with age rather than dulling, and you may become the relative or friend who is always off somewhere, returning with stories. Adaptability is the great strength of this maturity, and it makes you resilient when plans collapse. The lesson is to choose change rather than flee into it. Restlessness that is never examined can turn into a string of exits, each leaving something unfinished. Give your freedom a home base, a few people and a few commitments you keep, so that every adventure has somewhere to come back to.',
  },
  {
    number: 6,
    text: 'With a Six maturity number, the later years tend to gather around love, home and responsibility in their ripest form. You may become the still point of a family or a community: the person whose kitchen is open, whose advice is sought and whose care holds things together. Many people with this number find that beauty matters more with age, expressed through a garden, a well-kept house, music or simply the way they welcome a guest. Real fulfilment is available in this role, because your generosity has had time to become wise. The shadow is over-responsibility. A Six who feels that everything depends on them can end up tired, resentful or quietly controlling. Let grown children, friends and partners carry their own loads, and the care you offer will feel like a gift rather than a duty, to them and to you.',
  },
  {
    number: 7,
    text: 'A Seven maturity number turns the second half of life inward, in the best sense. As outer ambitions settle, you may feel a growing pull towards study, reflection and the questions that never fitted into a busy schedule: what is true, what lasts, what your experience has actually taught you. Many people with this number become specialists, researchers, spiritual seekers or simply the thoughtful person others consult when they need a considered view. Solitude, once perhaps a loneliness, can become a pleasure and a resource. The danger is a withdrawal that hardens into isolation or cynicism, a retreat so complete that your hard-won understanding helps no one. Share what you come to know, whether by teaching, writing or long conversations with people you trust. Depth that is shared is the real harvest of a Seven maturity.',
  },
  {
    number: 8,
    text: 'Eight as your maturity number suggests that authority and material mastery come into their own as you get older. The middle and later years can bring recognition for competence: responsibility at work, influence in your field, or the satisfaction of managing money and people well. You may understand power better than you once did, including how to hold it lightly. Many with this number build something substantial in the second half of life, whether a business, a reputation or security for the people they love. The test is balance. An Eight that measures everything by results can neglect health, relationships and the quieter satisfactions no balance sheet records. Use what you gain generously and keep asking what your success is for. The most lasting form of this maturity is authority that lifts other people as well.',
  },
  {
    number: 9,
    text: 'With Nine as your maturity number, later life widens towards compassion and a broad view of the world. Personal ambitions may matter less with time, while causes, communities and people far beyond your own circle come to matter more. Many who carry this number find meaning in teaching, healing, creative work or service, and an artistic or humanitarian streak can surface in midlife. Forgiveness comes more readily, and you may develop a gift for seeing how the pieces of a life, its losses included, belong together. This maturity also asks you to let go. Clinging to old grievances, old roles or old versions of yourself blocks the generosity it is trying to bring. Release what has ended with as much grace as you can, and the tolerant, wide-hearted wisdom of the Nine becomes something other people can lean on.',
  },
  {
    number: 11,
    text: 'The master number Eleven as a maturity number suggests a later life lit by intuition and a sense of calling. Insight that once arrived in flashes and unsettled you may, with age, become something you can trust and share. Many people with this number grow into the role of guide, counsellor, artist or teacher, someone whose presence encourages others to believe in their own vision. The sensitivity of the Two beneath it remains, so you may still feel atmospheres keenly and need quiet to recover. What changes is that you learn to treat that sensitivity as an instrument rather than a weakness. The pitfall is living entirely in ideals and feeling let down by an ordinary world. Ground your inspiration in daily practice, keep company with kindred spirits, and let the light you carry be steady rather than dazzling.',
  },
  {
    number: 22,
    text: 'Twenty-Two is a rare and weighty maturity number, pointing to a later life in which vision and practical ability finally meet at scale. The experience of earlier years, setbacks included, can become the raw material for something lasting: an organisation, a body of work, a community project or a structure that serves people long after you have stepped back. You may find that you can hold a large plan in mind and still attend to the details that make it work, with the Four inside this number keeping you patient and methodical. Its pressure is the feeling that you must accomplish something enormous, which can make ordinary achievements seem like failures. Measure your life by what you have built well, at whatever size, and let collaborators share the load. Master builders rarely work alone, and the good ones never pretend to.',
  },
  {
    number: 33,
    text: 'A Thirty-Three maturity number is uncommon, and it points to a later life given over to compassionate service. The caring instincts of the Six beneath it deepen with age into something wider: a capacity to comfort, teach and uplift people beyond your own family, often by example more than instruction. You may become the elder whom others trust with their troubles, or someone whose creative or healing work reaches many. Love grows less possessive and more generous, and your patience can be remarkable. The difficulty is that need is endless, and a Thirty-Three who answers every call can vanish into other people’s lives. Service that lasts is service with limits. Keep rest, pleasure and your own relationships on the list of things you look after, and your kindness will have the long life it deserves.',
  },
];
