import type { ArticleDraft } from './types';

/** The tarot articles: original writing by the Starlit editors, each with its drawing in art/{slug}.svg. */
export const TAROT_ARTICLES: ArticleDraft[] = [
  {
    slug: 'reading-tarot-for-yourself-first-month',
    title: 'Reading Tarot for Yourself: A Beginner’s First Month',
    topic: 'tarot',
    author: 'starlit-editors',
    published: '2026-01-20',
    description: 'A gentle first month with the cards: how to shuffle, why one card a day teaches best, and how a simple journal turns first impressions into real skill.',
    image_alt: 'An open journal on a table at night with a single tarot card laid on it, a lit candle and a cup of tea beside a window with a crescent moon.',
    intro:
      'Reading tarot for yourself is the easiest way to learn the cards, and also the most intimate. There is no audience to impress and nobody waiting for an answer, only you, seventy-eight pictures and a notebook. This guide lays out a gentle first month: how to shuffle without fumbling, why a single card a day teaches more than an elaborate spread, and how a plain journal turns scattered impressions into real understanding. Think of tarot here as a mirror rather than a forecast. The cards will not tell you what happens next Tuesday, but they are remarkably good at helping you notice what you already think and feel.',
    sections: [
      {
        heading: 'Before the first shuffle',
        paragraphs: [
          'Any deck will do for a first month, but one in the Rider-Waite-Smith tradition makes life easier, because every card, including the numbered minors, shows a scene you can read without memorizing anything. Spend an evening simply looking through it. Sort the cards into the twenty-two Major Arcana and the four suits of Wands, Cups, Swords and Pentacles, then lay each suit out from Ace to King and watch how its story moves. You are not studying yet, just getting acquainted, the way you might leaf through photographs of a city before your first visit.',
          'Pick a regular time and place, too. Morning readings set a theme for the day ahead; evening readings look back on the day just lived. Either works, so long as it hangs on a habit you already have, such as the first coffee or the last quiet minutes before bed. Ritual is optional: some people light a candle or wrap the deck in a cloth, while others keep the cards in their box next to the kettle. What matters is that you come back daily.',
        ],
      },
      {
        heading: 'Shuffling without the stress',
        paragraphs: [
          'New cards are slippery and stiff, and many beginners worry they are shuffling wrong. There is no wrong way. An overhand shuffle, lifting small packets from the back of the deck and dropping them in front, is gentle on the cards and easy to learn. A riffle shuffle, splitting the deck and letting the halves interleave, is quicker but bends the cards over time. The simplest method of all is to spread the deck face down on a table and swirl the cards around with both palms, which readers call washing, then gather them back into a pile.',
          'How long should you shuffle? Until it feels done. Some readers count to a fixed number, some stop when a card jumps out, and some cut the deck into three piles and restack them in a new order. While you shuffle, let a loose question sit in your mind, such as “What should I pay attention to today?” Keep every card upright for this first month and leave reversals aside; there will be time for upside-down cards once the upright ones feel familiar.',
        ],
      },
      {
        heading: 'Week one: a single card each morning',
        paragraphs: [
          'Draw one card, turn it over, and before reaching for any guidebook, look at it for a full minute. Who or what is in the picture? What are they doing, and which colors and gestures stand out? How does the image make you feel? Write those answers down in a few lines. Only then read a short meaning, and note where the book agrees with your first impression and where it surprises you.',
          'One card is enough for a reason. With a three-card or ten-card spread, a beginner spends most of the time looking things up, and the cards blur together. A single card gets your full attention, and across a week you meet seven of them properly. If the same card turns up twice, that is not an omen; it is a chance to see the picture again with a different day wrapped around it.',
        ],
      },
      {
        heading: 'Keeping a journal that teaches you',
        paragraphs: [
          'A tarot journal needs no special format, but a few consistent headings make it far more useful later. Note the date, the card, your first impression in your own words and the book meaning in a sentence. Then, in the evening, add one line on where the card’s theme showed up, if it did at all. Some days the link will be vivid, like the Five of Swords on the morning of a tense meeting. On other days there will be nothing to say, and writing “nothing obvious” is honest and perfectly fine.',
          'Over the weeks, those evening notes become the real teacher. You start to see that the Eight of Pentacles keeps appearing when you are deep in a project, or that you meet the Queen of Swords with an unease that says more about you than about the card. Personal associations like these are what make a reading feel alive. Keep the notebook with the deck so that writing becomes part of drawing.',
        ],
      },
      {
        heading: 'Weeks two to four: widening the circle',
        paragraphs: [
          'In the second week, try describing each card before you look anything up, as though explaining the picture to a friend on the phone. In the third, add a simple pattern check on Sundays: count how many cards from each suit you drew, and how many from the Major Arcana. A week heavy with Cups may reflect a stretch dominated by feelings and relationships, while a run of Swords may mirror a busy, restless mind. The point is to notice, not to conclude.',
          'By the fourth week you can try two cards: one for what the day asks of you and one for what will help. Read them separately, then ask how they talk to each other. At the end of the month, reread the whole journal in one sitting. Most people are surprised by how many cards they now recognize at a glance, and by how clearly their own moods and preoccupations show through the pages.',
        ],
      },
      {
        heading: 'When a card unsettles you',
        paragraphs: [
          'Sooner or later you will turn over Death, the Tower or the Ten of Swords, and your stomach will drop. Remember what these cards are: pictures of the endings, upheavals and exhaustion that every life contains, offered as prompts for thought. Death in tarot usually speaks of a chapter closing, and the Tower of a structure that no longer holds. Ask what in your life resembles the image, and what you might do about it. If a reading leaves you anxious rather than thoughtful, put the deck away for the day, because the practice should serve you and never the other way round.',
        ],
      },
    ],
    related: [
      { label: 'Today’s tarot card', href: '/daily-tarot-card' },
      { label: 'Meanings of all 78 cards', href: '/tarot/cards' },
      { label: 'A free three-card reading', href: '/readings-reports/tarot-readings/free' },
      { label: 'Our tarot decks', href: '/tarot/decks' },
    ],
  },
  {
    slug: 'major-arcana-journey-fool-to-world',
    title: 'The Major Arcana as a Journey: From the Fool to the World',
    topic: 'tarot',
    author: 'starlit-editors',
    published: '2026-03-17',
    description: 'Read the twenty-two Major Arcana as one story, from the Fool’s first step to the World’s dance, and learn where each card sits on the road.',
    image_alt: 'A small traveler with a bundle on a stick stands on a hilltop while a winding path leads over moonlit hills to a glowing golden wreath on the horizon.',
    intro:
      'Twenty-two cards in every tarot deck stand apart from the rest. They carry titles rather than suits, from the Fool and the Magician to the Tower and the Sun, and they usually mark the weightier moments in a spread. Many readers find them easiest to learn not as twenty-two separate definitions but as one long story: a traveler setting out at zero and arriving, after every kind of trial, at the World. This guide walks that road card by card, with a few notes on where the idea comes from and how to use it when you read.',
    sections: [
      {
        heading: 'A story the cards grew into',
        paragraphs: [
          'Tarot did not begin as a book of wisdom. The earliest surviving decks were painted in fifteenth-century northern Italy for a trick-taking card game, in which the picture cards served as trumps that beat the ordinary suits. Only in the late eighteenth century did French writers begin treating the trumps as esoteric symbols, and the habit of reading them as a single journey of the soul is younger still, a twentieth-century teaching device spread by popular guidebooks. Knowing this takes nothing away from the story. It simply makes the journey a lens you choose to look through, rather than a secret the cards were hiding.',
          'The order used here is the one printed on Rider-Waite-Smith decks, which places Strength at eight and Justice at eleven. Older Marseille-pattern decks swap those two, so if your deck numbers them the other way, it is following the earlier arrangement rather than making a mistake.',
        ],
      },
      {
        heading: 'Zero: the Fool at the cliff edge',
        paragraphs: [
          'The Fool carries the number zero, which lets the card sit both before the sequence and outside it. In the familiar image, a young traveler strides toward a cliff edge with a small bag on a stick, a white rose in hand and a little dog at their heels, eyes on the sky. The Fool is not stupid so much as unguarded: open, curious and willing to begin without knowing how things will end. Every card that follows can be read as someone or something this traveler meets, and every lesson as one the Fool carries onward.',
        ],
      },
      {
        heading: 'One to seven: learning how the world works',
        paragraphs: [
          'Laid out in three rows of seven after the Fool, the trumps fall into three stages. The first row concerns the outer world and the figures who teach a newcomer how it runs. The Magician, with the emblems of all four suits on his table, shows that will and skill can turn raw materials into results. The High Priestess, seated between a dark and a pale pillar, answers with the knowledge that comes from silence and intuition. The Empress offers abundance, growth and care, and the Emperor offers structure, rules and protection, like two parents shaping a child.',
          'The Hierophant brings tradition and shared belief, the lessons handed down by schools, faiths and families. Then the traveler meets the Lovers and has to make a choice of their own, about values as much as romance. The row closes with the Chariot, a figure driving a vehicle drawn by two sphinxes, one black and one white, and steering them by will alone. By its end the Fool has grown into someone with an identity, a direction and a few early victories.',
        ],
      },
      {
        heading: 'Eight to fourteen: turning inward',
        paragraphs: [
          'Success in the outer world raises quieter questions, and the second row turns toward them. Strength shows a woman calmly closing a lion’s jaws, a lesson that patience and gentleness master raw impulse better than force. The Hermit climbs alone with a lantern, looking for a truth that can only be found by stepping away from the crowd. Then the Wheel of Fortune turns, a reminder that circumstances rise and fall regardless of anyone’s merit, and Justice, holding her sword and scales, asks the traveler to take an honest account of cause and consequence.',
          'In the middle of this row hangs the Hanged Man, suspended by one foot from a living tree, face calm, head haloed: a picture of surrender and of seeing the world from a new angle. Death follows, and in tarot it almost always means transformation, the end of one chapter so the next can start. Temperance completes the row with an angel pouring water between two cups, blending opposites into a new balance. The traveler who leaves this stage is humbler and wiser than the one who entered it.',
        ],
      },
      {
        heading: 'Fifteen to twenty-one: shadow, light and completion',
        paragraphs: [
          'The final row goes deepest. The Devil shows two figures chained to a pedestal, though the loops around their necks are loose enough to lift off, which makes the card a study of the habits and attachments we keep choosing. The Tower, struck by lightning with its crown toppling, breaks whatever false structures remain. After that shock comes the Star, one of the gentlest cards in the deck: a figure kneeling by a pool under a great star, pouring water onto the land and back into the stream, restoring hope.',
          'The Moon leads through uncertain ground, a path winding between two towers while a dog and a wolf howl and a crayfish climbs from the water, a picture of dreams, anxiety and things half seen. The Sun clears the fog with a child riding a white horse in open daylight. Judgement sounds a trumpet that calls figures to rise and answer a deeper summons, and the World closes the cycle with a dancer inside a wreath while the four creatures of the corners look on. It is completion, though not an ending, since the World’s dancer is in a sense ready to become the Fool again.',
        ],
      },
      {
        heading: 'Using the journey when you read',
        paragraphs: [
          'The story is most useful as a sense of place. When a Major Arcana card appears in a reading, ask where it sits on the road: an early card may point to a beginning or a lesson still being learned, a middle card to inner work, a late one to something reaching its culmination. When several majors turn up together, the question probably touches something significant in your life, and their stage can hint at which chapter you are in.',
          'Nobody walks the road only once. You may be a confident Emperor at work while feeling like the Fool in a new relationship, or pass through the Tower and the Star more than once in the same year. Read the journey as a spiral rather than a line, and each card becomes a landmark you can recognize on every return visit.',
        ],
      },
    ],
    related: [
      { label: 'Every tarot card’s meaning', href: '/tarot/cards' },
      { label: 'The Fool', href: '/tarot/cards/the-fool' },
      { label: 'The World', href: '/tarot/cards/the-world' },
      { label: 'Today’s tarot card', href: '/daily-tarot-card' },
    ],
  },
  {
    slug: 'reversed-tarot-card-meanings',
    title: 'Reversed Tarot Card Meanings: What Upside-Down Cards Add',
    topic: 'tarot',
    author: 'starlit-editors',
    published: '2026-05-19',
    description: 'Where reversed tarot meanings come from, how to bring reversals into your shuffle, and five practical ways to read a card that lands upside down.',
    image_alt: 'A glowing tarot card with a star standing above a still lake at night, its upside-down reflection shining in the water below a crescent moon.',
    intro:
      'Turn over a card and find its picture upside down, and you face a choice that divides tarot readers. Some read every card upright no matter how it lands. Others treat a reversed card as a signal that its meaning has shifted: weakened, delayed, turned inward or pushed too far. Neither camp is wrong. Reversed meanings are a technique, not a rule, and used well they add nuance to a deck of seventy-eight cards that can already say a great deal. This article explains where the practice comes from, how to bring reversals into your shuffle, and several practical ways to interpret them.',
    sections: [
      {
        heading: 'Where reversals come from',
        paragraphs: [
          'Reading a card differently when it lands upside down is an old idea, though not as old as the cards themselves. In the late eighteenth century the French occultist Etteilla, the pen name of Jean-Baptiste Alliette, published one of the first decks designed for divination, and its cards printed one meaning at the top and another at the bottom, so each read one way upright and a different way reversed. Later writers, Arthur Edward Waite among them, gave reversed meanings for every card, and many guidebooks since have followed their lead.',
          'Plenty of respected readers ignore the convention entirely. They argue that a card’s own picture already contains its light and shadow, and that the positions of a spread and the neighboring cards supply the rest. If that approach suits you, you lose nothing by keeping your deck upright. If you are curious, try reversals for a few weeks and see whether your readings grow richer or just more complicated.',
        ],
      },
      {
        heading: 'Getting reversals into the deck',
        paragraphs: [
          'New decks come out of the box with every card facing the same way, so reversals have to be introduced. The simplest method is to split the deck in two while shuffling and turn one half around before combining them. Washing the cards, spreading them face down on a table and stirring them with both hands, mixes their orientation naturally. Decide before you start which edge counts as the top, and turn each card over sideways like the page of a book rather than end over end, or you will flip it by accident.',
        ],
      },
      {
        heading: 'Five ways to read a reversed card',
        paragraphs: [
          'No card has a single fixed reversed meaning, and the better guidebooks admit it. Instead, experienced readers choose among a handful of lenses, depending on what the spread suggests. The first is blockage or delay: the card’s energy is present but stuck, as when the Eight of Wands, a card of swift movement, points reversed to plans held up in traffic. The second is internalization, where the theme plays out privately rather than in the world; the Three of Cups reversed might describe celebrating quietly, or feeling alone in company.',
          'The third lens is excess or deficiency. A reversed card can show its quality turned up too high or too low, so the Emperor reversed may mean rigid control on one side or a complete lack of structure on the other. The fourth is simple opposition, the oldest approach, in which the reversed card means roughly the contrary of its upright sense. The fifth is release or recovery, especially useful for difficult cards: the Ten of Swords reversed often reads as the worst being over, with the slow work of getting up just beginning.',
          'Choosing among these is part of the skill. Let the question and the position guide you. In a place about obstacles, blockage usually fits; in a place about your inner life, internalization may ring truer.',
        ],
      },
      {
        heading: 'Three reversals in practice',
        paragraphs: [
          'Consider the Star reversed. Upright, it is hope restored after a shock. Upside down, it rarely means hope is gone; more often it suggests faith that has run low, or optimism you are keeping to yourself because you are not yet ready to share it. A good question to journal on is what would let a little of that light back in.',
          'The Knight of Cups reversed shows how a court card turns. Upright he is the romantic, offering his cup with grace. Reversed he can be the charmer whose promises outrun his follow-through, or your own moodiness getting in the way of a heartfelt gesture. The Ace of Pentacles reversed, meanwhile, may point to an opportunity that needs more groundwork before it becomes solid, a seed that has landed on stony soil for now.',
        ],
      },
      {
        heading: 'Reading reversals across a whole spread',
        paragraphs: [
          'Look at the spread as a whole before you study any single card. One reversal among ten is a detail worth noticing; six or seven suggest a situation that feels stuck or turned inward overall, and it may be worth laying the cards again another day once things have settled. Take care with reversed cards that already describe trouble, and avoid stacking negatives: reading the Five of Cups reversed as “double grief” misses its more common sense of sorrow beginning to ease. Finally, keep your approach consistent within a reading. If you decide that reversals mean blockage, read them all that way, and notice how the story they tell hangs together.',
        ],
      },
    ],
    related: [
      { label: 'Upright meanings of all 78 cards', href: '/tarot/cards' },
      { label: 'The Star', href: '/tarot/cards/the-star' },
      { label: 'A yes-or-no card reading', href: '/readings-reports/tarot-readings/yes-no' },
      { label: 'Today’s tarot card', href: '/daily-tarot-card' },
    ],
  },
  {
    slug: 'celtic-cross-spread-position-by-position',
    title: 'The Celtic Cross Spread, Position by Position, With an Example',
    topic: 'tarot',
    author: 'starlit-editors',
    published: '2026-07-28',
    description: 'All ten positions of the Celtic Cross tarot spread explained in plain words, followed by a complete worked reading about a hobby becoming a business.',
    image_alt: 'Ten tarot cards laid out in the Celtic Cross on a dark violet cloth: a cross of six cards with one laid sideways, and a column of four beside it.',
    intro:
      'The Celtic Cross is the spread most people picture when they imagine a full tarot reading: ten cards, a cross of six at the center and a column of four beside it. It can look intimidating, yet each place in the layout asks a simple question, and together those questions walk around a situation from every side. Below, we take the ten positions one at a time, then work through a complete example so you can see how the individual cards add up to a story you can actually use.',
    sections: [
      {
        heading: 'Where the layout comes from',
        paragraphs: [
          'The spread reached a wide readership through Arthur Edward Waite, who set it out in his guide to the Rider-Waite-Smith deck, The Pictorial Key to the Tarot, under the heading “An Ancient Celtic Method of Divination.” Despite the name, nobody has traced it to any Celtic tradition; the cross shape seems to have suggested the title. Waite’s own order also differs slightly from the one most modern books use, since he placed the crowning card third and the foundation fourth. The positions below follow the common modern sequence.',
        ],
      },
      {
        heading: 'The cross: positions one to six',
        paragraphs: [
          'Position one, the heart of the matter, sits at the center and names what the question is really about. Position two is laid sideways across it and shows what crosses you: an obstacle, a competing pull or a blind spot, and even a pleasant card here describes friction. Position three, below the center, is the foundation, the older roots of the situation. Position four, to one side, is the recent past, an influence that is just fading.',
          'Position five, above the center, is the crown: the aim you are consciously holding, or the best that can realistically be reached. Position six, on the other side, is the near future, the next development coming into view. Read together, these six cards form a kind of compass, with past and future along the horizontal line, roots and aspirations along the vertical, and the central pair showing where the tension lies right now.',
        ],
      },
      {
        heading: 'The staff: positions seven to ten',
        paragraphs: [
          'The four cards in the column, dealt from the bottom up, turn from the situation to the person in it. Position seven reflects yourself, the attitude and stance you bring. Position eight describes your surroundings: family, colleagues, friends and the way others see you. Position nine holds hopes and fears, which often turn out to be two faces of the same wish. Position ten, at the top, is the outcome, where the whole matter seems headed if things continue as they are.',
          'That last card is the one people rush to, and the one that most needs context. It is not a verdict. Read it alongside the crown and the near future, and ask whether the three agree, since a spread in which aims and outcome clash often points to the very choice you need to make.',
        ],
      },
      {
        heading: 'A worked example: the potter’s question',
        paragraphs: [
          'To see the spread in motion, take an invented reader, Rosa, who works in insurance and spends her evenings at a community pottery studio. Her question is whether to turn that hobby into a business. She shuffles, cuts and deals the ten cards. At the heart of the matter is the Eight of Pentacles, a craftsman bent over his bench carving one coin after another, so the question is really about skill and the patient practice it takes. Crossing it is the Four of Pentacles, a figure clutching a coin to his chest, which names the obstacle plainly: a reluctance to loosen her grip on a steady salary.',
          'The foundation is the Page of Cups, a young figure gazing at a fish that peers out of a cup, and Rosa recognizes the childlike delight that first drew her to clay. In the recent past lies the Five of Cups, a cloaked figure mourning three spilled cups while two remain standing behind; she was passed over for promotion in the spring. The crown is the Ace of Wands, a single sprouting staff offered from a cloud, the spark of a new venture she is consciously reaching for. The near future is the Two of Wands, a figure holding a small globe and looking out from a castle wall, which suggests a phase of planning rather than leaping.',
          'In the staff, Rosa herself appears as the Hermit, lantern raised, which matches her quiet hours alone at the wheel and hints that she has told few people about her plans. Her surroundings bring the Three of Pentacles, a craftsman consulting with two others about his work: people around her value what she makes and might well collaborate. Hopes and fears show the Fool stepping toward the cliff, the leap she longs for and dreads in equal measure. The outcome is the Knight of Pentacles, a rider sitting still on a heavy horse and surveying a plowed field.',
        ],
      },
      {
        heading: 'Putting the story together',
        paragraphs: [
          'Read as a whole, this spread leans toward patience rather than drama. Four Pentacles among the ten keep returning to money, craft and practical security, and the slow, steady knight of the outcome echoes both the Eight at the heart and the planning of the Two of Wands. The Fool in hopes and fears shows that Rosa has been imagining one big jump off a cliff, while the other cards sketch a gentler route: building skill, testing the market with collaborators, and growing the business alongside her job until it can stand on its own.',
          'Notice, too, what the reading does not do. It says nothing about whether the business will succeed; it organizes what Rosa already knows into a clearer picture and shows the fear of letting go of security as the real knot. That is the Celtic Cross at its best, a structured conversation with yourself that leaves you with better questions and perhaps one concrete next step, such as pricing a first small batch of bowls.',
        ],
      },
    ],
    related: [
      { label: 'Try a Celtic Cross reading', href: '/readings-reports/tarot-readings/celtic-cross' },
      { label: 'Eight of Pentacles', href: '/tarot/cards/eight-of-pentacles' },
      { label: 'Knight of Pentacles', href: '/tarot/cards/knight-of-pentacles' },
      { label: 'Meanings of every tarot card', href: '/tarot/cards' },
    ],
  },
  {
    slug: 'how-tarot-decks-differ-choosing-a-deck',
    title: 'How Tarot Decks Differ: Rider-Waite-Smith, Marseille and Thoth',
    topic: 'tarot',
    author: 'starlit-editors',
    published: '2026-09-29',
    description: 'The three traditions behind most tarot decks, Marseille, Rider-Waite-Smith and Thoth, and practical ways to choose a deck you will love to read with.',
    image_alt: 'Three tarot cards side by side under a starry dusk sky: a scene with a figure, a patterned card of crossed swords, and a card of radiating geometric rays.',
    intro:
      'Walk into any bookshop with a tarot shelf and you will find dozens of decks, from gilded reproductions to cats, botanicals and comic-book heroes. Underneath the variety, most of them descend from a few great traditions, and knowing those lineages makes choosing far easier. This guide looks at the three that shaped modern tarot, the Marseille pattern, the Rider-Waite-Smith deck and the Thoth deck, then offers some practical ways to find a deck you will actually want to pick up every day.',
    sections: [
      {
        heading: 'The Marseille pattern: the older cousin',
        paragraphs: [
          'Before the twentieth century, the standard tarot in much of Europe followed what is now called the Tarot de Marseille, a pattern of woodcut decks printed in France and Switzerland from the seventeenth century onward. Jean Noblet’s deck from the middle of the 1600s and Nicolas Conver’s of 1760 are among the best-known examples, and modern restorations of both are easy to find. The majors have bold outlines and flat, bright colors, and their titles are printed in French, such as Le Bateleur for the Magician and La Papesse for the High Priestess.',
          'The defining feature of a Marseille deck is its pip cards. The numbered minors show no scenes at all, only an arrangement of the suit symbols, batons, cups, swords and coins, woven into a decorative pattern with leaves and flowers. Readers interpret these cards through number and suit, and through the shape of the design itself, which asks more of you at first but leaves plenty of room for your own thinking.',
        ],
      },
      {
        heading: 'Rider-Waite-Smith: a scene on every card',
        paragraphs: [
          'In 1909 the London publisher William Rider & Son issued a new deck designed under the direction of the scholar and occultist Arthur Edward Waite and drawn by the artist Pamela Colman Smith, both members of the Hermetic Order of the Golden Dawn. Smith’s great contribution was to give every minor card its own picture: a figure weeping over spilled cups, a young man balancing two pentacles as he dances, three swords piercing a heart. For anyone learning tarot, those pictures are a gift, because much of the meaning can be read straight from the image.',
          'Smith, whose name was long left off the box, is now rightly credited, which is why the deck is increasingly called the Rider-Waite-Smith or simply the Smith-Waite. The deck swapped the traditional places of Strength and Justice, and its imagery has become the shared visual language of modern tarot. Most guidebooks assume it, and a large share of the decks on the shelf today redraw its compositions in new styles, so learning one of them makes the others easy to read.',
        ],
      },
      {
        heading: 'Thoth: Crowley’s design, Harris’s brush',
        paragraphs: [
          'The Thoth tarot was designed by Aleister Crowley and painted by Frieda Harris between 1938 and 1943. Neither lived to see it printed as a deck, which was first published in 1969, though Crowley’s companion text, The Book of Thoth, appeared in 1944. The paintings are dense with astrological, Kabbalistic and alchemical symbolism, rendered in swirling, prismatic geometry that feels closer to modernist art than to a woodcut.',
          'Several cards are renamed. Strength becomes Lust, Temperance becomes Art, Judgement becomes the Aeon, the World becomes the Universe and Justice becomes Adjustment. The suit of Pentacles turns into Disks, the court cards are Knights, Queens, Princes and Princesses, and each numbered minor carries a one-word title, such as Ruin for the Ten of Swords. The pips are abstract arrangements rather than scenes, yet their color and movement give strong emotional cues. It is a rich deck for lovers of symbolism, though many readers find it easier as a second deck than a first.',
        ],
      },
      {
        heading: 'Choosing a deck that speaks to you',
        paragraphs: [
          'Start by deciding how you want to learn. If you want pictures that tell you the story, pick a deck in the Rider-Waite-Smith line, whether a faithful edition or a modern redraw whose style you love. If you enjoy numbers and patterns and like to build meanings yourself, a Marseille deck will reward you. If symbolism and esoteric systems fascinate you, the Thoth repays years of study.',
          'Then look closely at sample cards, especially a few minors, since that is where decks differ most. Check whether the figures feel like people you would want to spend time with, whether the colors suit your temperament, and whether you can tell at a glance which suit and number each card shows. Practical matters count as well: card size for your hands, stiffness or flexibility for shuffling, borders or none, and whether a guidebook comes in the box.',
          'You may have heard that your first deck must be given to you as a gift. That is a charming piece of folklore rather than a rule, and buying your own is perfectly fine. A deck that speaks to you is simply one you enjoy looking at long enough to notice things, and that is worth more than any pedigree.',
        ],
      },
    ],
    related: [
      { label: 'Browse our tarot decks', href: '/tarot/decks' },
      { label: 'Meanings of the 78 cards', href: '/tarot/cards' },
      { label: 'Tarot on Starlit', href: '/tarot' },
      { label: 'Today’s tarot card', href: '/daily-tarot-card' },
    ],
  },
];
