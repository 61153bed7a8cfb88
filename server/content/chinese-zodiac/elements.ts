import type { ElementText } from './types';

/**
 * The five elements of the Chinese zodiac (issue #24), Wood to Water: the project's own text for
 * each. Shape and limits in ./types; which element a birth year has is in shared/chinese-zodiac/.
 */
export const ELEMENT_TEXTS: ElementText[] = [
  {
    element: 'wood',
    nature:
      'Wood is the element of spring and the east, of green shoots pushing through cold soil. It stands for growth, vision, flexibility and generosity, like a tree that bends in the wind without breaking. Years ending in 4, such as 2024, are yang Wood, expansive like a cedar; those ending in 5, such as 2025, are yin Wood, supple like a climbing vine. Water feeds Wood and Wood feeds Fire, while Wood’s roots break up Earth and Metal’s blade cuts Wood. A Wood year tends to favour fresh starts, learning, cooperation and plans with long roots. Each year runs from one lunar new year to the next, so a birthday in January or early February may belong to the year before.',
    inSigns:
      'Wood adds warmth, growth and a cooperative streak to any sign born in its years. A Wood Tiger or Wood Dragon tends to be more generous and idealistic than others of its kind, and a Wood Rat or Wood Ox more creative and open to new ideas. The shadow is overreach: Wood natives may take on too much, spreading their branches wider than the trunk can bear.',
  },
  {
    element: 'fire',
    nature:
      'Fire is summer at its height: the south, the colour red, the season when everything is in full bloom. It brings passion, warmth, charisma and the urge to be seen, along with a quick-burning impatience. Years ending in 6 are yang Fire, a blazing bonfire, as in 2026, a Fire Horse year; years ending in 7 are yin Fire, the steadier glow of a lamp or candle. Wood feeds Fire, and Fire’s ashes enrich Earth, while Fire melts Metal and is itself quenched by Water. A Fire year tends to heighten emotion, ambition and visibility, favouring bold moves, celebrations and leadership, though tempers and risks may run hotter than usual.',
    inSigns:
      'Fire turns up the volume on any sign it touches. A Fire Horse or Fire Tiger is famously spirited and dramatic, while even a gentle Fire Goat or Fire Rabbit shows more confidence, passion and flair than usual. Fire-born people tend to be expressive, adventurous and persuasive leaders. The same heat can make them impatient or impulsive, so learning when to bank the flames is part of their growth.',
  },
  {
    element: 'earth',
    nature:
      'Earth sits at the centre of the five elements, linked in Chinese tradition with the turn between seasons, the colour yellow and the steady ground beneath our feet. It stands for stability, patience, nurture and practical sense. Years ending in 8 are yang Earth, solid as a mountain; years ending in 9 are yin Earth, fertile and receptive like a well-tended field. Fire’s ash becomes Earth, and Earth gives birth to Metal, holding ores in its depths; Earth dams Water and is broken open by Wood. An Earth year tends to reward consolidation, honest work, saving and care for home and community, and it may slow down anything built on hype.',
    inSigns:
      'Earth steadies whatever sign it shapes. An Earth Rat or Earth Monkey is more patient and practical than the restless norm, while an Earth Ox or Earth Dog becomes almost immovable in loyalty and resolve. Earth-born people tend to be reliable, responsible and protective of those they love. Their pitfall is caution to the point of stagnation, so a nudge towards change now and then does them good.',
  },
  {
    element: 'metal',
    nature:
      'Metal belongs to autumn, the west and the colour white, the season of harvest and of cutting back what is finished. It stands for strength, clarity, discipline and resolve: the blade that divides, the bell that rings true, the ore refined by heat. Years ending in 0 are yang Metal, hard and decisive like a sword; years ending in 1 are yin Metal, fine and precise like jewellery. Earth bears Metal, and Metal is said to give rise to Water, as dew gathers on a cool blade; Metal cuts Wood and is melted by Fire. A Metal year tends to favour focus, structure, justice and clear decisions, and may be less forgiving of sloppiness.',
    inSigns:
      'Metal sharpens any sign into something more determined and self-contained. A Metal Rooster or Metal Monkey is doubly precise and ambitious, while a Metal Rabbit or Metal Pig gains a surprising backbone. Metal-born people tend to be principled, focused and persistent, with high standards and a clear sense of purpose. The same edge can make them rigid or aloof, so learning to bend without breaking is part of their journey.',
  },
  {
    element: 'water',
    nature:
      'Water is winter, the north and the blue-black of a night sky, the element that flows around obstacles rather than fighting them. It stands for wisdom, intuition, communication and adaptability, and for the patience of a river carving a canyon over centuries. Years ending in 2 are yang Water, a strong current or an ocean swell; years ending in 3 are yin Water, gentle rain and morning mist. Water nourishes Wood and is fed in turn by Metal, while it puts out Fire and is contained by Earth. A Water year tends to favour reflection, study, diplomacy and networks, and it can bring emotional depth along with changeable tides.',
    inSigns:
      'Water lends any sign a reflective, intuitive and persuasive quality. A Water Tiger or Water Horse is calmer and more strategic than the typical Tiger or Horse, while a Water Rabbit or Water Pig becomes especially empathetic and imaginative. Water-born people tend to read others well and adapt gracefully to change. The downside is a tendency to drift, worry or go along with others too easily, so a firm shore helps them.',
  },
];
