import type { SpreadText } from './types';

/**
 * The spreads' positions (issue #12): what each place in a layout asks of the card drawn into it.
 * Original writing; the Celtic Cross keeps the tradition's ten places in the tradition's order.
 */
export const SPREAD_TEXTS: SpreadText[] = [
  {
    code: 'three-card',
    name: 'Free Three-Card Reading',
    intro:
      'Three cards laid side by side make the simplest story tarot can tell: where something began, where it stands today, and where it seems to be heading. Hold a question or a situation in mind while you choose, even a loose one. Read the cards one at a time first, then step back and look at them as a line, noticing how the mood shifts from left to right. The third card shows a direction, not a verdict, and you remain free to change course.',
    positions: [
      {
        position: 1,
        name: 'The Past',
        meaning:
          'The first card shows the ground your question grew from: an event, a habit or a feeling that set things in motion. Read it as background rather than blame, and ask what it still lends to the present, whether as a strength to draw on or a weight you are ready to put down.',
      },
      {
        position: 2,
        name: 'The Present',
        meaning:
          'The middle card describes the situation as it stands now, including the parts you may be too close to see. Treat it as the centre of the reading. Its energy is the one you are working with today, and the other two cards make most sense when they are read in its light.',
      },
      {
        position: 3,
        name: 'The Path Ahead',
        meaning:
          'The last card suggests where things lean if the current pattern carries on. A welcome card here is something to cooperate with; a difficult one is an early signal, and a chance to adjust. Either way, it sketches a likely direction, and your choices from here shape how it plays out.',
      },
    ],
  },
  {
    code: 'celtic-cross',
    name: 'Celtic Cross',
    intro:
      'The Celtic Cross is the long-form reading of tarot, a ten-card layout for a question that has many sides. Six cards form a cross at the centre, showing the situation, its obstacle, its roots and its motion through time. Four more stand in a column beside them, turning the reading toward you, the people around you, your hopes and worries, and where the whole matter seems to be going. Take your time with it: the richest insights often come from comparing positions.',
    positions: [
      {
        position: 1,
        name: 'The Heart of the Matter',
        meaning:
          'This card sits at the very centre and names what the question is really about. Sometimes it confirms what you expected; sometimes it points to a deeper issue beneath the one you asked. Let it set the tone, since every other card in the cross speaks in relation to it.',
      },
      {
        position: 2,
        name: 'What Crosses You',
        meaning:
          'Laid across the first card, this one shows the force that complicates the situation: a challenge, a competing pull or a blind spot. Even a gentle card here describes friction, perhaps too much of a good thing. Ask how it blocks the heart of the matter, and what it might be asking you to learn.',
      },
      {
        position: 3,
        name: 'The Foundation',
        meaning:
          'Placed below the centre, this card reaches down to the roots of the situation: older experiences, underlying beliefs or the circumstances that made it possible. It often explains why the question matters so much to you. Read it as the soil the whole spread grows from.',
      },
      {
        position: 4,
        name: 'The Recent Past',
        meaning:
          'To one side of the centre lies what has just happened or is just fading: a chapter that is closing, an influence losing its hold. Notice whether it is something to let go of gracefully or something whose lesson you still need to take forward.',
      },
      {
        position: 5,
        name: 'The Crown',
        meaning:
          'Above the centre sits what may come: the best that can be reached, or the aim you are consciously holding. Compare it with the foundation below. When crown and roots agree, the way is clear; when they pull apart, your ideals and your habits may need a conversation.',
      },
      {
        position: 6,
        name: 'The Near Future',
        meaning:
          'On the other side of the centre is what is approaching: the next development, a person, a mood or a turn of events likely to arrive soon. It is a nearby step, not the final result, so treat it as something to prepare for and meet with open eyes.',
      },
      {
        position: 7,
        name: 'Yourself',
        meaning:
          'The first card of the column reflects your own stance: how you are approaching the question, and the attitude you bring to it. Be honest with what it shows. A card here can reveal a hidden strength, or a way in which you are standing in your own way.',
      },
      {
        position: 8,
        name: 'Your Surroundings',
        meaning:
          'This card describes the world around the question: family, friends, colleagues, the places you move through and the way others see you. It shows what support is on hand and what outside pressures are at play, the parts of the story that are not entirely yours to steer.',
      },
      {
        position: 9,
        name: 'Hopes and Fears',
        meaning:
          'Here sits what you long for and what you dread, and often they turn out to be the same thing seen from two sides. A bright card may hide a worry about getting what you want; a heavy card may name a fear that loses its power once spoken.',
      },
      {
        position: 10,
        name: 'The Outcome',
        meaning:
          'The last card gathers the others into a likely result if things continue along their present course. Read it together with the rest of the spread, not alone. It shows where the current is carrying you, and the earlier cards show where you can put in an oar.',
      },
    ],
  },
  {
    code: 'yes-no',
    name: 'Yes or No',
    intro:
      'Some questions want a short answer. Phrase yours so that yes or no makes sense, keep it about something within your own life, and draw a single card. Each card carries a leaning toward yes, toward no, or toward a thoughtful maybe, and its meaning explains why. Take the answer as a nudge from the cards rather than a ruling, and let the reasons behind it matter more than the single word.',
    positions: [
      {
        position: 1,
        name: 'The Answer',
        meaning:
          'The one card drawn here answers your question through its leaning, and its story gives the reasons. An upright card speaks its leaning plainly; a reversed card often softens it or asks for patience. When the answer is maybe, the card is pointing to what still needs to be settled before a clear yes or no can form.',
      },
    ],
  },
  {
    code: 'daily-reflection',
    name: 'Daily Reflection',
    intro:
      'A short reading to begin or end the day. Three cards ask three quiet questions: what deserves your attention, what you can set down, and what is worth taking with you. There is no need for a formal question. Draw the cards, read them slowly, and return to them later in the day to see where they showed up. Over weeks, a journal of these small readings becomes a record of your own patterns.',
    positions: [
      {
        position: 1,
        name: 'What to Notice',
        meaning:
          'The first card points your attention toward something easily missed today: a feeling, a person, an opportunity or a small signal from your own body or mood. You do not need to act on it. Simply keep it in view and see where it appears as the hours go by.',
      },
      {
        position: 2,
        name: 'What to Release',
        meaning:
          'The second card names something you can loosen your grip on: a worry, an old story, a bit of perfectionism, a role you have outgrown. A hard card here comes as a relief, not a warning, since it shows which weight you are allowed to put down.',
      },
      {
        position: 3,
        name: 'What to Carry',
        meaning:
          'The third card offers a quality to take with you through the day, like a small stone in a pocket. Let it be your touchstone when a choice arrives. Even a challenging card here holds a useful gift, such as courage, honesty or the wisdom to rest.',
      },
    ],
  },
];
