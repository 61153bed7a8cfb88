import type { TrigramText } from './types';

/** The eight trigrams (issue #24): what each stands for, on the hexagram pages. Symbols and names in shared/iching/hexagrams.ts. */
export const TRIGRAM_TEXTS: TrigramText[] = [
  {
    slug: 'heaven',
    quality: 'strength',
    text:
      'Three unbroken lines: the sky, limitless and always moving. Its attribute is strength, the tireless energy that begins things and carries them through. In the family it is the father, and in the later arrangement of the trigrams it sits in the north-west. Its movement is upward, rising and expanding like the heavens themselves.',
  },
  {
    slug: 'lake',
    quality: 'joy',
    text:
      'A broken line resting on two solid ones: still water open to the sky, or a mouth that speaks and smiles. Its attribute is joy, the pleasure that comes from exchange and shared delight, firm within and gentle without. It is the youngest daughter, placed in the west, and its water sinks and gathers, drawing others in.',
  },
  {
    slug: 'fire',
    quality: 'clarity',
    text:
      'A hollow line held between two strong ones, like a flame with its dark centre, or an eye. Its attribute is clarity and brightness, and it clings to whatever it burns. It is the middle daughter, placed in the south, the direction of summer and full sun. Fire flares upward, giving light and warmth to everything around it.',
  },
  {
    slug: 'thunder',
    quality: 'arousing movement',
    text:
      'One strong line at the bottom pushing up beneath two open ones: energy bursting out of stillness. Its attribute is arousing movement, the shock that wakes seeds in spring and startles people into action. It is the eldest son, placed in the east where the day begins. Thunder moves upward and outward, sudden and forceful.',
  },
  {
    slug: 'wind',
    quality: 'gentle penetration',
    text:
      'A yielding line beneath two strong ones, slipping in at the base. This is wind, and also wood, whose roots work their way gently through the soil. Its attribute is gentle penetration: influence that succeeds by persistence rather than force. It is the eldest daughter, placed in the south-east, and it spreads quietly in every direction, reaching where nothing harder could go.',
  },
  {
    slug: 'water',
    quality: 'danger and depth',
    text:
      'A strong line caught between two broken ones, like a current running through a ravine. Its attribute is danger and depth, but also sincerity, for water keeps its nature wherever it flows. It is the middle son, placed in the north, the direction of winter and night. Water flows downward, filling every hollow before moving on.',
  },
  {
    slug: 'mountain',
    quality: 'stillness',
    text:
      'A single strong line resting on top of two yielding ones, like a summit above its slopes. Its attribute is stillness: keeping still, knowing when to stop, holding a boundary. It is the youngest son, placed in the north-east, where one cycle ends and the next begins. The mountain does not travel; it rests and holds its place.',
  },
  {
    slug: 'earth',
    quality: 'devotion',
    text:
      'Three broken lines: open ground that receives everything. Its attribute is devotion and receptivity, the yielding strength that nourishes and carries all things. It is the mother, placed in the south-west. Its movement is downward, sinking and settling, the counterpart of heaven’s rising, and from that openness all growth draws its support.',
  },
];
