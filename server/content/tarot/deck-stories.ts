import type { DeckStory } from './types';

/**
 * The decks' stories (issue #12), one for each deck offered in shared/tarot/decks.ts, in that
 * order. Every deck is drawn by the project as SVG, each tarot deck in compositions of its own
 * (issue #23); the stories describe the art as it is and claim no outside history, artist or printing.
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
    summary: 'Every card happens after dark: moonlit shores, rooftops and observatories, with people lit by lanterns and starlight, for dreamy, reflective readings.',
    story:
      'Starlit Night shares its name with the site, and every one of its seventy-eight scenes takes place after dark. The skies run from violet dusk to deep indigo, scattered with stars, and the light comes from the moon, lanterns, candles, lit windows and the glow of the sea. The people wear long, flowing clothes and are modelled by that light, with a cool rim along their edges and warm gold wherever a flame burns, so their faces and gestures stay clear against the night. The compositions are the deck’s own: the Fool walks a rooftop edge into the stars with a cat at heel, the Star kneels at a lake shore pouring from two jars while the great star shines overhead and in the water, and the Tower is an observatory split by lightning. The minor cards are night scenes too, from a lantern-lit boat crossing a still lake to a jeweller at work by lamplight, and their suit objects glow so each count is easy to read. The deck leans toward intuition, love and the quiet hours, and suits evening readings, questions of the heart and anyone who thinks best when the house is still.',
  },
  {
    slug: 'gilded-hour',
    summary: 'A jazz-age deck in gold line on black lacquer: elegant figures in ballrooms, theatres and skyscraper terraces, every card its own deco scene.',
    story:
      'The Gilded Hour sets the whole tarot in the years of jazz, ocean liners and skyscrapers. Each card is drawn in fine gold contour on black lacquer, shaded with metallic gradients that run from dark bronze to pale gold, with teal and oxblood for silks, velvets, night seas and theatre curtains, and ivory for pearls and moonlight. The people are long and stylised, with heavy-lidded almond eyes and glossy bobbed hair, in beaded gowns, fringed dresses, tuxedos, uniforms and judges’ robes. The scenes belong to their era: the Fool steps off a skyscraper terrace with a terrier at his heels, the Magician is an illusionist on a curtained stage, the Chariot is a streamlined roadster with a black and a white sphinx on the bonnet, and the knights ride a motorcycle, a speedboat, a biplane and a locomotive. Sunbursts, fans, stepped arches and tiled floors pattern every setting, yet each card keeps the symbols a reader looks for. It suits readers who love ornament and a sense of occasion, and anyone who already knows the traditional pictures and wants to meet them again in evening dress.',
  },
  {
    slug: 'woodland-kin',
    summary: 'The tarot acted out by the animals of the forest, whole creatures in cloaks and aprons, in glades, burrows and meadows through the seasons.',
    story:
      'In Woodland Kin the people of tarot become the animals of the forest: whole creatures with their own bodies, paws and tails, standing and sitting like characters in a storybook and dressed in simple cloaks, aprons, scarves and crowns of leaves. Each card gives its part to an animal that suits it. A young fox sets out as the Fool with a bundle on a stick, a raven lays out the four tools on a tree-stump table as the Magician, an owl keeps the moonlit birches as the High Priestess, an old badger carries the Hermit’s lantern across the snow, and a small hare calms a great bear for Strength. The minor cards are forest scenes of their own, with branches, carved cups, thorn blades and golden seed discs counted out among glades, streams and burrows. Skies shift with the seasons, light falls in dappled gold through the leaves, and fur and bark are shaded so each animal reads clearly even when small. The warmth makes it a kind first deck, and because no card shows a human figure, anyone can step into its scenes. It suits lovers of the natural world, families exploring tarot together and readers who like their cards companionable.',
  },
  {
    slug: 'mandala',
    summary: 'Seventy-eight mandalas, one for each card, built from rings and petals that echo its number and suit, made for contemplation rather than divination.',
    story:
      'The Mandala deck is not a tarot deck in the usual sense, and it does not appear in the deck chooser for readings. Instead of figures and scenes, each of its seventy-eight cards is a mandala, a circular pattern drawn to be looked at slowly. The design of each one follows its card. The number sets the count of petals, points or rings, so an Ace gathers around a single centre while a Ten opens into ten repeated forms. The suit sets the character of the pattern: Wands turn toward flame-like points in warm reds and oranges, Cups toward curving, wave-like petals in blues, Swords toward fine, sharp radiating lines in pale silver and sky, and Coins toward solid, nested circles in greens and ochres. The Major Arcana take richer, layered designs in violet and gold. Every card is framed in a round border and named in small, even lettering. The deck is meant for contemplation: choose a card whose meaning you want to sit with, let your eyes follow its rings inward, and breathe. It suits meditation, journaling and quiet focus, and anyone who loves pattern for its own sake.',
  },
];
