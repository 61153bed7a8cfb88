import type { DeckStory } from './types';

/**
 * The decks' stories (issue #12), one for each deck in shared/tarot/decks.ts, in that order.
 * Every deck is drawn by the project as SVG from per-card descriptions and per-deck style rules;
 * the stories describe the art as it is and claim no outside history, artist or printing.
 */
export const DECK_STORIES: DeckStory[] = [
  {
    slug: 'universal-waite',
    summary: 'The site’s classic deck: bright, clearly drawn scenes in the traditional manner, with every familiar symbol where you expect to find it.',
    story:
      'The Universal Waite is the deck Starlit deals by default, and the one to start with if tarot is new to you. Our artists drew it in the traditional manner that most people picture when they hear the word tarot: a figure or two in a simple landscape, strong black outlines, and flat fields of colour that read well even at the size of a phone screen. Skies are yellow or pale blue, robes come in red, white and deep blue, and the ground is a plain green or warm ochre. Each card sits inside a classic frame with its title set in quiet serif capitals beneath the picture. Nothing is hidden or reinvented. The Fool still stands at the cliff edge with a small dog close behind, the Tower still splits under a bolt of lightning, and every minor card shows the right number of wands, cups, swords or coins. That faithfulness is the point: the Universal Waite lets you learn the shared language of tarot, so that any book, teacher or other deck you meet later will feel familiar. It suits beginners, readers who want their symbols unambiguous, and anyone who likes a deck that simply gets out of the way.',
  },
  {
    slug: 'starlit-night',
    summary: 'The deck that shares the site’s name: deep midnight blues, silhouetted figures and scattered silver stars, for readers who like their tarot dreamy and modern.',
    story:
      'Starlit Night shares its name with the site, and it is drawn as though every card were lit by the sky after dark. The backgrounds are deep midnight and indigo, the figures are clean silhouettes edged in soft light, and the details that carry each card’s meaning glow in silver, pale gold and a cool violet. A frame of tiny stars runs around every card, and the titles sit in slender modern lettering below. Because the figures are silhouettes, the deck reads through gesture and posture: the Hermit’s raised lantern, the Star’s kneeling pourer, the Knight of Wands leaning into a gallop. The minor cards keep their pips clear against the dark, so counting seven cups or four coins is as easy as in a daytime deck. The mood is quiet, a little otherworldly, and well suited to reflective questions, evening readings and anyone who finds the night a good time to think. It works as a first deck for people who respond to atmosphere, and as a change of light for experienced readers who know the traditional images by heart and want to see them again with fresh eyes.',
  },
  {
    slug: 'gilded-hour',
    summary: 'An heirloom-style deck in ivory, gold and deep jewel tones, with ornamented frames and fine line, made for unhurried readings.',
    story:
      'The Gilded Hour is drawn to feel like something handed down, though every card is new and made by our own artists. Its figures wear long robes and stand in formal, balanced compositions, framed by an ornamented border with stepped corners and fine gold rules. The palette is warm ivory paper, burnished gold, and deep jewel tones: bottle green, garnet, midnight blue. Lines are thin and precise, and the titles are set in elegant capitals that sit inside their own gilded band. The scenes follow tradition closely, so the Empress still rests among ripening wheat and the Ten of Coins still gathers a household under an arch, but everything is arranged with a sense of occasion, as if each card were a small formal portrait. This is a deck for readers who enjoy ritual and ornament, who like to lay out a spread slowly and let the eye wander over the details. Its classic structure makes it dependable for full Celtic Cross readings, and its richness rewards those who return to the same card many times and notice something different on each visit.',
  },
  {
    slug: 'woodland-kin',
    summary: 'A gentle deck of forest animals acting out each card, in leafy greens and earthy browns, friendly to beginners and open to everyone.',
    story:
      'In Woodland Kin, the people of tarot are replaced by the animals of the forest, and the result is one of the warmest decks on the site. A fox sets out on the Fool’s journey with a bundle on a stick and a small bird fluttering at its side; a pair of herons bow to one another on the Two of Cups; an old badger holds the Hermit’s lantern in a dark hollow. Every card is bordered by a twining vine, drawn in soft brown line and coloured in moss green, bark brown, berry red and the pale gold of late afternoon. Because animals carry their meaning in posture and expression, the cards are easy to read at a glance, which makes this a kind first deck. It is also a deliberately inclusive one: with no human figures, there is no assumption about who the reader is, what they look like or whom they love, and anyone can step into the scene. Woodland Kin suits people who care for the natural world, families exploring tarot together, and readers who want their cards to feel companionable rather than solemn.',
  },
  {
    slug: 'moon-garden',
    summary: 'A romantic deck of moonlit gardens, night-blooming flowers and soft lavender light, for questions of love, intuition and the heart.',
    story:
      'Moon Garden sets the whole tarot in a garden at night, where flowers open under a pale moon and every path is lined with leaves. The palette is lavender, rose, silver and the blue-green of shadowed foliage, with small touches of warm gold where a candle or a lantern burns. Lines are soft and rounded, and each card is framed by a circle of blossoms and vines, with its title in flowing lettering beneath. Figures appear as graceful people among the flowers, tending beds, sharing cups, or resting on garden benches, and the minor cards scatter their wands, cups, swords and coins among petals and stems so that each count is still easy to see. The deck leans into the qualities tradition has long called feminine: receptiveness, intuition, cycles, care, the moon itself. Those qualities belong to everyone, and the garden is open to any reader. Moon Garden suits questions about relationships and self-love, quiet evening readings, and anyone who wants a deck that feels tender without being fragile. It also makes a gentle companion for the Daily Reflection at the end of a long day.',
  },
  {
    slug: 'everyday-light',
    summary: 'A modern deck of everyday scenes in clean flat colour, with people of every age and background, for readers who want tarot close to home.',
    story:
      'Everyday Light moves tarot into the world most of us actually live in. The Magician is laying out tools on a kitchen table, the Six of Cups is a grandparent and child sharing a snack on the front steps, and the Eight of Coins is someone bent over a workbench with a row of finished pieces beside them. The people are of many ages, body shapes, skin tones and abilities, and couples and families take many forms. The style is clean and contemporary: flat shapes, a light, even line, and a palette of warm daylight colours such as apricot, teal, sky blue and soft grey, set in a minimal frame with plain, rounded lettering. The traditional meaning of each card is kept intact, but it is shown through situations you might recognise from your own week, which makes this an excellent deck for beginners who find older imagery distant. It also suits practical questions about work, home and relationships, and readers who want their cards to say, plainly and kindly, that the everyday is where change actually happens.',
  },
  {
    slug: 'mandala',
    summary: 'Seventy-eight mandalas, one for each card, built from rings and petals that echo its number and suit, made for contemplation rather than divination.',
    story:
      'The Mandala deck is not a tarot deck in the usual sense, and it does not appear in the deck chooser for readings. Instead of figures and scenes, each of its seventy-eight cards is a mandala, a circular pattern drawn to be looked at slowly. The design of each one follows its card. The number sets the count of petals, points or rings, so an Ace gathers around a single centre while a Ten opens into ten repeated forms. The suit sets the character of the pattern: Wands turn toward flame-like points in warm reds and oranges, Cups toward curving, wave-like petals in blues, Swords toward fine, sharp radiating lines in pale silver and sky, and Coins toward solid, nested circles in greens and ochres. The Major Arcana take richer, layered designs in violet and gold. Every card is framed in a round border and named in small, even lettering. The deck is meant for contemplation: choose a card whose meaning you want to sit with, let your eyes follow its rings inward, and breathe. It suits meditation, journaling and quiet focus, and anyone who loves pattern for its own sake.',
  },
];
