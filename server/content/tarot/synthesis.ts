import type { SynthesisText } from './types';

/**
 * The synthesis (issue #12): sentences that read a spread as a whole, chosen by what its cards
 * have in common. Placeholders: {card} and {card2} (card names), {suit} (a suit), {count} (a
 * number word). Pair keys are two canonical ranks in deck order, the lower card id first.
 */
export const SYNTHESIS: SynthesisText = {
  manyMajors: [
    'Half or more of these cards come from the Major Arcana, which suggests that the question touches something larger than the events of a single week: a turning point, a lesson or a shift in how you see your life.',
    'With so many Major Arcana cards on the table, the reading speaks in a deep voice. Forces bigger than any one decision are at work here, and they ask for patience as much as effort.',
    'The weight of the Major Arcana here marks a chapter, not a passing mood. What you are living through is likely to shape you, and it deserves reflection as well as action.',
    'Major Arcana cards crowd this spread, a sign that the everyday details matter less than the broad pattern. Ask what this season of your life is teaching you, and the smaller cards will fall into place around the answer.',
  ],
  noMajors: [
    'There is not a single Major Arcana card in this spread, so the matter sits firmly in everyday life. The outcome rests largely on ordinary choices, habits and conversations that are well within your reach.',
    'No card from the Major Arcana appears, which lightens the reading considerably. Whatever is going on is workable and human-sized, and small adjustments can change its course more than you might expect.',
    'Without any Major Arcana, this reading points away from fate and toward the practical. You hold more of the steering wheel than it may feel, so the useful question is what you would like to do next.',
  ],
  suitDominant: {
    wands: [
      'Wands lead this spread, and their fire runs through the whole reading: ambition, creative drive and the urge to get moving. The situation rewards initiative, as long as enthusiasm does not outrun your stamina.',
      'Wands in such numbers tell a story about energy and purpose. Something wants to be started, built or championed, and the cards ask where your spark is best spent.',
      'The reading burns with the suit of Wands, which can mean inspiration or impatience depending on how it is handled. Channel the heat into one clear aim and it becomes momentum instead of restlessness.',
    ],
    cups: [
      'Cups fill most of this spread, so the heart of the question is emotional. Relationships, longings and the quiet language of feeling matter more here than plans or figures.',
      'With the suit of Cups in the majority, the reading asks you to listen to your feelings and to the people close to you. Intuition is a trustworthy guide in this matter, even when it cannot explain itself.',
      'A tide of Cups runs through these cards, pointing to love, friendship, grief, tenderness or creative dreaming. Let yourself feel what is there before deciding what it means.',
    ],
    swords: [
      'Swords dominate the reading, which places the question in the realm of thought, words and decisions. Clear thinking is your strongest tool, and honest conversation may be the way through.',
      'A crowd of Swords points to a mind working hard, perhaps too hard. Some of the tension here comes from worry and overthinking, and part of the task is to separate what is true from what is only feared.',
      'The suit of Swords holds most of this spread, bringing questions of truth, fairness and communication to the front. A difficult conversation or a firm decision may be what finally clears the air.',
    ],
    coins: [
      'Coins make up most of the spread, grounding the reading in material life: work, money, home, health and the slow building of something lasting. Practical steps count for more than grand gestures.',
      'Led by the suit of Coins, the question has a down-to-earth answer. Look at your resources, your routines and the body you live in, since steady care in those places pays off.',
      'This reading is heavy with Coins, a sign that patience and craft are called for. What you are tending grows at the pace of a garden, and it answers regular attention better than bursts of effort.',
    ],
  },
  suitMissing: {
    wands: [
      'No Wands appear in this reading, so drive and ambition are not at the centre of the matter. You may be short on spark, or the question may simply call for something other than push and hustle.',
      'The absence of Wands hints that motivation is quiet at the moment. If you feel flat, consider what would rekindle your enthusiasm before asking more effort of yourself.',
    ],
    cups: [
      'Not one card from the suit of Cups shows up here, which may mean feelings are being set aside, or that this is a matter for the head and hands rather than the heart.',
      'With Cups missing, it is worth asking whether emotion has been left out of the picture. A decision that looks sound on paper still needs to sit well with how you feel.',
    ],
    swords: [
      'The spread holds no Swords, a reassuring sign that conflict and anxious overthinking play little part in this story. It can also suggest that some clear, honest analysis is overdue.',
      'Without any Swords, the reading runs on feeling, energy and practical sense more than on argument. If a decision is pending, give it a moment of cool, deliberate thought before you commit.',
    ],
    coins: [
      'There are no Coins among these cards, so money, work and material security are not the main concern here, or perhaps they are being overlooked. Check that the practical foundations are sound.',
      'The missing suit of Coins suggests the question lives more in ideas, emotions or ambitions than in tangible results. Grounding a plan in simple, concrete steps can help it take root.',
    ],
  },
  manyReversed: [
    'Many of these cards are reversed, which often signals energy that is blocked, delayed or turned inward. It is not a bad omen; it shows where things are stuck and where they are asking for a gentler approach.',
    'A reading full of reversals suggests a time of inner work. The lessons here may be playing out privately, in thoughts and feelings, before they can show up in the outside world.',
    'With so many cards upside down, resistance may be part of the story, whether it comes from circumstances or from a part of you that is not yet ready. Patience with yourself will get further than force.',
    'The number of reversed cards invites you to look at what you are holding back or avoiding. Often a reversal is simply the upright meaning waiting for permission to happen.',
  ],
  allUpright: [
    'Every card in this spread is upright, so their energies flow openly and without much resistance. What the reading describes is likely to be visible and straightforward to work with.',
    'All the cards face you squarely. Little is hidden in this situation, and you can take the reading more or less at its word.',
    'With no reversals at all, the cards speak plainly and in unison. This is a good moment to act on what they show, because the way ahead is not blocked.',
  ],
  court: {
    page: [
      'The {card} brings a fresh, curious energy into the reading. It may stand for a young person, a message on its way, or the part of you that is willing to learn something new.',
      'Where the {card} appears, the reading has room for beginnings and a beginner’s mind. Treat what it brings as an invitation to explore; mastery can come later.',
    ],
    knight: [
      'The {card} adds movement and momentum to the spread. It can describe someone who acts quickly, or a phase in which things change pace and you find yourself in pursuit of something.',
      'A quest is underway while the {card} rides through the reading. Notice whether its drive feels like healthy commitment or like rushing, because knights are at their best when they know why they ride.',
    ],
    queen: [
      'In the {card} you meet an inward, mature strength: someone who understands their suit from the inside and uses it with care. You may know such a person, or be asked to become one.',
      'When the {card} enters a reading, emotional intelligence and steady presence matter. Part of the answer may lie in living these qualities yourself instead of waiting for circumstances to shift.',
    ],
    king: [
      'Authority and responsibility arrive with the {card}, whether in a person whose decisions affect you or in your own readiness to lead and take charge.',
      'Alongside the {card}, the reading asks for mastery that is expressed outwardly. This is a time to take ownership, make the call, and stand behind it with calm confidence.',
    ],
  },
  sameNumber: {
    '1': [
      'With {count} Aces in the spread, new beginnings are gathering on several fronts at once. Fresh starts are available; the real choice is which seed to plant first.',
      'Aces hold raw potential, and {count} of them together bring a surge of possibility that has not yet taken shape. Something new is ready to begin if you give it room.',
    ],
    '2': [
      'The reading holds {count} Twos, a theme of balance, partnership and choice. A decision between two paths, or an understanding between two people, may be central to the question.',
      'Seeing {count} Twos together suggests that cooperation matters more than going it alone. Pay attention to the agreements, spoken or unspoken, that hold your situation in place.',
    ],
    '3': [
      'Threes speak of growth, collaboration and first results, and {count} of them appear here. What began in private is starting to take a shape other people can see.',
      'Because {count} Threes share the spread, others are part of this story, whether as collaborators, friends or a third party in the situation. Creative expression flows easily now.',
    ],
    '4': [
      'The cards include {count} Fours, pointing to structure, stability and rest. A solid base is being laid or already exists, though too much stillness can harden into stagnation.',
      'Where {count} Fours gather, the reading favours consolidating over expanding. Pausing to secure what you have already built may be the most productive move open to you.',
    ],
    '5': [
      'Fives shake things loose so that growth can continue, and {count} of them mark a period of disruption, challenge or loss. Uncomfortable as it is, the upheaval has a purpose.',
      'Conflict or instability sits near the heart of a reading that holds {count} Fives. Stay flexible, and remember that a five is the middle of a story, not its end.',
    ],
    '6': [
      'The reading brings {count} Sixes, a sign of harmony returning after difficulty. Generosity, healing and fair give and take are within reach if you let yourself accept them.',
      'Finding {count} Sixes together points to recovery and forward motion. Old tensions are easing, and kindness, both given and received, smooths the road.',
    ],
    '7': [
      'Sevens bring reflection, assessment and tests of faith, and this spread contains {count} of them. It is a good moment to reconsider your strategy and check your motives.',
      'Not everything is as it seems when {count} Sevens turn up together. Look beneath the surface of the situation and trust your own judgement over appearances.',
    ],
    '8': [
      'Momentum runs through a reading with {count} Eights, a theme of movement, effort and mastery. Steady work is beginning to show results, and the pace is picking up.',
      'Power and change are in the air when {count} Eights appear. Some things are accelerating, and others may need to be left behind so you can keep moving.',
    ],
    '9': [
      'The cards show {count} Nines, which suggests you are near the end of a cycle. Fulfilment is close, though the final stretch may ask for endurance.',
      'Nines mark a high point of intensity, in satisfaction or in worry, and {count} of them bring that peak into focus. Take stock of how far you have come before the chapter closes.',
    ],
    '10': [
      'A spread holding {count} Tens signals completion: one chapter is reaching its natural conclusion, and a new cycle is gathering itself to begin.',
      'Tens bring a story full circle, and with {count} of them laid out, whatever has been building reaches its peak. What follows grows from a clean slate.',
    ],
  },
  pairs: {
    'the-fool+the-world': [
      'The Fool and the World together describe a whole journey, the first step and the finished circle. One chapter is closing even as another begins, and you carry the wisdom of the first into the second.',
    ],
    'the-magician+the-high-priestess': [
      'The Magician and the High Priestess balance action with intuition. You have the tools to act, and an inner voice that knows when to use them, so listen before you move.',
    ],
    'the-magician+ace-of-wands': [
      'Beside the Ace of Wands, the Magician turns a spark into a plan. An idea has arrived together with the skill to make something of it, and the timing favours a confident start.',
    ],
    'the-high-priestess+the-moon': [
      'The High Priestess next to the Moon doubles the call of intuition and dreams. Answers may come quietly, in hunches and symbols, before any facts arrive.',
      'Give the mystery a little time before you ask it to explain itself, and keep a note of the dreams and hunches that arrive meanwhile.',
    ],
    'the-empress+the-emperor': [
      'The Empress with the Emperor joins nurture and structure. Growth needs both warmth and boundaries, and this pairing asks you to bring care and order together.',
    ],
    'the-empress+ace-of-coins': [
      'The Empress and the Ace of Coins make fertile ground for something tangible: a project, a home, a healthier routine. What you plant now has every chance of flourishing.',
    ],
    'the-hierophant+the-lovers': [
      'The Hierophant and the Lovers set tradition beside personal choice. You may be weighing what is expected of you against what your heart chooses, and both deserve a fair hearing.',
    ],
    'the-lovers+two-of-cups': [
      'The Lovers and the Two of Cups together strengthen a theme of connection and mutual choice. A bond, romantic or otherwise, is based on genuine recognition and equal give and take.',
    ],
    'the-lovers+the-devil': [
      'The Lovers beside the Devil show two sides of attachment: a free, wholehearted choice and a tie that holds on too tightly. Ask which of the two is shaping your situation.',
    ],
    'the-chariot+strength': [
      'The Chariot and Strength show two kinds of willpower. One drives forward through sheer determination, the other persuades with patience and kindness, and success asks for a bit of both.',
    ],
    'the-chariot+six-of-wands': [
      'With the Six of Wands, the Chariot points to a hard-won victory. Focus and perseverance are bringing you forward, and it is fine to let others see your progress.',
    ],
    'the-hermit+four-of-swords': [
      'The Hermit with the Four of Swords makes a strong case for retreat. Quiet, rest and solitude are not avoidance here but a necessary part of finding your answer.',
    ],
    'wheel-of-fortune+justice': [
      'The Wheel of Fortune and Justice weigh chance against consequence. Some of what is happening is luck or timing, and some is the fair result of earlier choices.',
    ],
    'wheel-of-fortune+two-of-coins': [
      'The Wheel of Fortune beside the Two of Coins describes juggling in changing circumstances. Flexibility is your best asset while the ground keeps shifting.',
    ],
    'justice+two-of-swords': [
      'Justice with the Two of Swords brings a decision that cannot be put off forever. Gather the facts, weigh them honestly, and then take off the blindfold and choose.',
    ],
    'the-hanged-man+death': [
      'The Hanged Man and Death describe a pause that leads to transformation. Surrendering an old way of seeing things makes room for a genuine ending and a new beginning.',
    ],
    'the-hanged-man+eight-of-swords': [
      'The Hanged Man alongside the Eight of Swords speaks of feeling stuck. Yet both cards hint that a change of perspective, rather than a change of circumstances, loosens the bonds.',
    ],
    'death+temperance': [
      'Death followed by Temperance shows change that settles into a new balance. After an ending comes a period of healing and careful blending of old and new.',
    ],
    'death+the-tower': [
      'Death and the Tower together signal a significant shake-up. Structures that no longer serve you are coming down, and clearing them makes space for something truer to stand.',
    ],
    'death+the-sun': [
      'Death beside the Sun suggests that an ending opens onto brighter days. Letting go of what has run its course brings renewed warmth and clarity.',
    ],
    'temperance+the-devil': [
      'Temperance and the Devil contrast moderation with excess. The reading asks where balance has slipped and how to restore it without harshness toward yourself.',
    ],
    'the-tower+the-star': [
      'The Tower followed by the Star is one of the most hopeful pairings in tarot: after upheaval comes healing and renewed faith. What fell away clears the sky so you can see further.',
    ],
    'the-star+three-of-swords': [
      'The Star next to the Three of Swords offers comfort within heartache. A painful truth has been faced, and now hope and gentle recovery can begin to flow.',
    ],
    'the-moon+the-sun': [
      'The Moon and the Sun together trace a path from confusion to clarity. What seems uncertain now is likely to become clear, and fears fade in the light of day.',
    ],
    'the-moon+nine-of-swords': [
      'The Moon with the Nine of Swords points to worries that grow larger at night. Much of what you fear may be imagination; daylight and a trusted conversation can bring perspective.',
    ],
    'the-sun+ten-of-cups': [
      'The Sun beside the Ten of Cups is about as warm as a spread gets: joy that is shared, a home that feels like one, people who are glad you are there. Let yourself enjoy it without waiting for a catch.',
    ],
    'judgement+the-world': [
      'Judgement and the World mark a culmination: a reckoning that leads to completion. You are ready to answer a calling and close a cycle with a sense of wholeness.',
    ],
    'four-of-wands+three-of-cups': [
      'The Four of Wands and the Three of Cups throw the doors open for a celebration, a homecoming or a gathering of friends. Good news grows when it is shared, so make room for the people who matter.',
    ],
    'four-of-wands+ten-of-coins': [
      'The Four of Wands alongside the Ten of Coins points to home, family and lasting security. Roots are deepening, and what is being built has a stable foundation.',
    ],
    'five-of-cups+eight-of-cups': [
      'The Five of Cups and the Eight of Cups describe grief that leads to walking away. After mourning what was lost, you may decide to seek something more fulfilling.',
    ],
    'ten-of-cups+three-of-swords': [
      'The Ten of Cups beside the Three of Swords holds joy and sorrow in one frame. A loving bond may be going through a painful moment, and honesty and care can see it through.',
    ],
    'ace-of-swords+ten-of-swords': [
      'The Ace of Swords with the Ten of Swords brings clarity after an ending. The worst is over, and a clear, honest truth emerges to help you start again.',
    ],
    'three-of-coins+eight-of-coins': [
      'The Three of Coins and the Eight of Coins put craft at the centre: skill sharpened by patient repetition, and by working alongside people who know things you do not yet know.',
    ],
    'five-of-coins+six-of-coins': [
      'The Five of Coins next to the Six of Coins shows hardship meeting generosity. Support may be closer than it looks from out in the cold, and in time you may be the one with something to give.',
    ],
  },
  openings: [
    'Here is how your cards speak together, as a single story rather than a list of separate meanings.',
    'Before looking at each card alone, take a moment to see the spread as a whole, since patterns often say as much as individual cards.',
    'Your reading has a shape of its own. Here are the threads that connect the cards you drew.',
    'Reading the cards side by side, a few themes stand out, and they frame the meaning of each position.',
    'The cards you chose have something to say together. Let these observations set the scene for what follows.',
  ],
  closings: [
    'Take what resonates from this reading and leave the rest. The cards offer a mirror, and you decide what to do with what you see.',
    'Come back to this reading in a few days; meanings often deepen once life has had a chance to answer the cards.',
    'Tarot maps tendencies, not fixed outcomes, and the next step is always yours to choose. Let these cards inform that choice without making it for you.',
    'Sit with the story these cards tell, and notice which part of it stays with you. That is often where the real message lies.',
    'Let this reading be a conversation, not a conclusion, and return to it whenever the question stirs again.',
  ],
};
