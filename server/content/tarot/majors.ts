import type { CardText } from './types';

/**
 * The 22 Major Arcana, The Fool to The World (spec 2, issue #12): the project's own text for each
 * card. Shape and limits in ./types; card facts in shared/domain/tarot.ts.
 */
export const MAJOR_TEXTS: CardText[] = [
  {
    rank: 'the-fool',
    keywords: { upright: ['beginnings', 'spontaneity', 'trust', 'open road', 'innocence'], reversed: ['recklessness', 'hesitation', 'naivety', 'poor timing', 'fear of the leap'] },
    image:
      'A young traveller in a patterned tunic of saffron and leaf green stands at the very lip of a cliff, face tilted toward a pale morning sky. One hand holds a single white rose; over one shoulder rests a staff with a small cloth bundle tied to its end. A little dog with a curled tail springs at the traveller’s heels, half playful, half warning. Far behind, snowy peaks catch the first light.',
    upright:
      'Every road starts with one unplanned step, and The Fool is that step. Numbered zero, the card stands outside the sequence of the Major Arcana and at its doorway too: pure potential before experience has shaped it. Upright, it points to a fresh chapter where curiosity counts for more than a plan. You may not know where the path leads, and that is part of the invitation. Trust, lightness and a willingness to look a little silly carry you further here than caution does. The bundle on the staff is small on purpose; you already hold what you need to begin.',
    reversed:
      'Turned around, the leap loses its grace. Either you hover at the edge so long that the moment passes, or you jump without glancing down at all. Ask which is closer to the truth. Fear dressed up as prudence can keep a good beginning from ever happening, while carelessness can turn freedom into a mess someone else tidies up. The little dog’s warning is worth hearing before you move.',
    love:
      'In matters of the heart, The Fool brings a light, open energy: a new attraction, a playful phase, or a chance to meet someone you already know with fresh eyes. It favours honesty about what you want over rules about how things ought to go. Let yourself be surprised, and let the other person surprise you too.',
    work:
      'At work, the card favours a new venture, a change of field or a project begun from scratch. Enthusiasm is your best asset, but the edge of a cliff is still an edge: pair the bold move with a little practical groundwork, and keep room to learn as you go rather than pretending to know it all.',
    advice:
      'Say yes to the thing that makes you curious, even if you cannot yet explain why. Pack lightly, keep your eyes open, and let your first step be a small one you can take today.',
    yesNo: 'yes',
    yesNoNote: 'Leaning yes: the card favours fresh starts, provided you glance at where you are stepping before you step.',
  },
  {
    rank: 'the-magician',
    keywords: { upright: ['willpower', 'skill', 'focus', 'resourcefulness', 'manifestation'], reversed: ['scattered energy', 'manipulation', 'untapped talent', 'trickery', 'self-doubt'] },
    image:
      'A figure in a deep red cloak over a white robe stands behind a wooden workbench in a walled garden. On the bench lie the four tools of the suits: a wand, a cup, a sword and a coin. One hand lifts a slender wand toward the sky while the other points down to the earth. A sideways figure eight glows above their head, and red roses and white lilies climb the garden wall.',
    upright:
      'Here the potential of the Fool becomes skill. The Magician has every tool laid out and knows how to use each one, which makes this a card of focused will: an idea brought down from the head into the hands. It suggests you have more resources than you realise, and that the difference now lies in concentration rather than luck. Communication, craft and initiative are all strong. As above, so below: what you picture clearly, you can start to build, one deliberate action at a time.',
    reversed:
      'Reversed, the talent is still there but the channel is blocked or bent. Energy may scatter across too many plans, or confidence may slip into performance, with more show than substance. Sometimes the card points to someone else’s clever talk; sometimes to your own habit of waiting for a perfect moment that never comes. Check whether your means and your aims still match.',
    love:
      'The Magician in a love reading speaks of charm, clear expression and the power to make the first move. If you want something to change in a relationship, or want one to begin, say so plainly. Chemistry runs high, but so does the need for words that mean exactly what they say.',
    work:
      'For your working life, this is a card of skill put to use: pitching, launching, negotiating, making. The ingredients for the project are already in front of you. Gather them on one table, choose the task that matters most, and give it your full attention instead of a scattered hour here and there.',
    advice:
      'Name what you want in a single sentence, then look at what you already have that could help you reach it. Use one tool well before you reach for another.',
    yesNo: 'yes',
    yesNoNote: 'A yes, especially for anything that depends on your own skill and effort.',
  },
  {
    rank: 'the-high-priestess',
    keywords: { upright: ['intuition', 'inner knowing', 'mystery', 'stillness', 'the subconscious'], reversed: ['ignored instincts', 'secrets', 'disconnection', 'surface noise', 'withheld truth'] },
    image:
      'In a quiet stone temple at night, a woman in flowing blue and silver robes sits between two pillars, one black and one white. A pale crescent moon rests at her feet, and her crown holds a full moon between two curved horns. A half-unrolled scroll lies in her lap. Behind her hangs a plum-coloured curtain stitched with pomegranates, and through a gap in it gleams a strip of still water.',
    upright:
      'Some knowledge arrives without argument. The High Priestess sits at the threshold between what is known and what is sensed, and she does not hurry to explain. Upright, she asks you to trust intuition, dreams, and the quiet pull you feel before you have reasons for it. Not everything is ready to be revealed; some answers ripen in silence. This is a season for listening more than acting, for noticing patterns, and for giving your inner life as much weight as the noise outside.',
    reversed:
      'When this card turns over, the inner voice is drowned out or brushed aside. You may be looking to others for answers only you can give, or holding secrets that have begun to weigh on you. It can also hint at information being withheld around you. Step away from the chatter, and ask what you already know but have not wanted to admit.',
    love:
      'Here a connection moves beneath the surface: an unspoken attraction, a feeling not yet named, or a relationship that needs patience more than pursuit. Trust what your instincts notice, and let a little mystery be part of the pleasure rather than a puzzle you must solve tonight.',
    work:
      'Professionally, the Priestess suggests gathering information quietly before you commit. Read the fine print, watch how people behave rather than what they promise, and keep your plans private until they are sturdy. Research, study and behind-the-scenes work all go well under her watch.',
    advice:
      'Give yourself one silent hour. Write down the answer that comes first, before your reasoning arrives to argue with it, and keep it somewhere you will see it again.',
    yesNo: 'maybe',
    yesNoNote: 'Maybe: the full picture is still hidden, and the card asks you to wait until more of it shows.',
  },
  {
    rank: 'the-empress',
    keywords: { upright: ['abundance', 'nurturing', 'fertility', 'sensuality', 'creativity'], reversed: ['depletion', 'smothering', 'creative block', 'neglect of self', 'dependence'] },
    image:
      'A woman wearing a crown of twelve small stars reclines on plump cushions at the edge of a ripening wheat field. Her loose gown is printed with pomegranates, and a heart-shaped shield marked with the sign of Venus leans against her seat. A stream tumbles through a grove of tall trees behind her, and the whole scene glows in gold and soft green, warm as late summer.',
    upright:
      'Abundance, comfort and creation gather around The Empress. She is the fertile ground where things grow: gardens, friendships, projects, families of every shape. Upright, she invites you to enjoy the senses, to nurture and be nurtured, and to trust natural rhythms over force. Beauty is not a luxury in her world but a form of care. Whatever you have been tending is beginning to flourish, and it asks for warmth and patience rather than pressure or haste.',
    reversed:
      'In reverse, the flow of care gets stuck. You might be giving so much to others that your own well runs dry, or crowding something that needs room to grow. Creative blocks and a sense of being cut off from your body or surroundings are common themes. Refill first: rest, good food, time outdoors, and a gentler pace until the green returns.',
    love:
      'For relationships this is one of the most affectionate cards in the deck: tenderness, pleasure, devotion and a sense of being at home with someone. It can point to a bond deepening or to a new season of warmth. Whatever your situation, it reminds you that you deserve to be cherished as much as you cherish others.',
    work:
      'When The Empress turns up around work and money, growth comes through nurturing: developing a team, tending a slow-building business, or bringing creativity into your role. Steady investment of time and care tends to pay off. Make your workspace somewhere you actually want to spend your days.',
    advice:
      'Treat yourself the way you would treat something precious you are growing. Feed it, give it light, and resist pulling it up every morning to check the roots.',
    yesNo: 'yes',
    yesNoNote: 'Yes, and generously so: the card speaks of growth that is already well under way.',
  },
  {
    rank: 'the-emperor',
    keywords: { upright: ['structure', 'authority', 'stability', 'leadership', 'discipline'], reversed: ['rigidity', 'domination', 'chaos', 'misused power', 'lack of discipline'] },
    image:
      'A bearded ruler in armour beneath a crimson cloak sits on a square stone throne carved with four ram heads. One hand grips a sceptre topped with an ankh, the other a golden orb. Behind him rise bare orange mountains under a hard, clear sky, and a thin river glints at their foot. His posture is upright and unhurried, every line of the picture straight and steady.',
    upright:
      'Where The Empress grows, The Emperor builds. This card speaks of structure, authority and the steady hand that turns confusion into order. Upright, it favours planning, boundaries, responsibility and leadership grounded in experience. You may be stepping into a role that asks you to decide and to stand by the decision, or meeting someone whose firmness offers welcome stability. Rules here serve a purpose: they protect what matters and let it last beyond the mood of the moment.',
    reversed:
      'Upside down, order hardens into control or crumbles into disarray. Watch for rigid thinking, power struggles, or an authority figure who leans too heavily on everyone around them. Equally, the card can point to a lack of discipline in your own life, with plans that never find a frame. The real question is where structure helps, and where it has quietly become a cage.',
    love:
      'Love under The Emperor values reliability, loyalty and clear commitments. It suits building a shared life on practical foundations, with plans you make together. Just make sure protection does not tip into control; the strongest partnerships share power rather than hold it in one pair of hands.',
    work:
      'In a career reading, this card favours leadership, strategy and long-term planning. It may indicate a promotion, a manager’s backing, or the need to set firm systems in place. Take responsibility visibly, and support your decisions with a clear plan that others can follow without you in the room.',
    advice:
      'Decide what you are building and draw its boundaries. A simple routine, kept faithfully, will do more for you than any sudden burst of inspiration.',
    yesNo: 'yes',
    yesNoNote: 'Yes, when your plan is sound and you are willing to take charge of carrying it out.',
  },
];
