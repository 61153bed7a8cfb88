import type { CardText } from './types';

/**
 * The 22 Major Arcana, The Fool to The World (spec 2, issue #12): the project's own text for each
 * card. Shape and limits in ./types; card facts in shared/tarot/tarot.ts.
 */
export const MAJOR_TEXTS: CardText[] = [
  {
    rank: 'the-fool',
    keywords: { upright: ['beginnings', 'spontaneity', 'trust', 'open road', 'innocence'], reversed: ['recklessness', 'hesitation', 'naivety', 'poor timing', 'fear of the leap'] },
    image:
      'A young traveller in a patterned tunic of saffron and leaf green stands at the very lip of a cliff, face tilted toward a pale morning sky. One hand holds a small white rose; over one shoulder rests a staff with a small cloth bundle tied to its end. A little dog with a curled tail springs at the traveller’s heels, half playful, half warning. Far behind, snowy peaks catch the first light.',
    upright:
      'Every road starts with one unplanned step, and The Fool is that step. Numbered zero, the card stands outside the sequence of the Major Arcana and at its doorway too: pure potential before experience has shaped it. Upright, it opens a fresh chapter where curiosity counts for more than a plan. You may not know where the path leads, and that is part of the invitation. Trust, lightness and a willingness to look a little silly carry you further here than caution does. The bundle on the staff is small on purpose; you already hold what you need to begin.',
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
    yesNoNote: 'Maybe: the full picture is still hidden, so give it time to show more of itself.',
  },
  {
    rank: 'the-empress',
    keywords: { upright: ['abundance', 'nurturing', 'fertility', 'sensuality', 'creativity'], reversed: ['depletion', 'smothering', 'creative block', 'neglect of self', 'dependence'] },
    image:
      'A woman wearing a crown of twelve small stars reclines on plump cushions beside a ripening wheat field. Her loose gown is printed with pomegranates, and a heart-shaped shield marked with the sign of Venus leans against her seat. A stream tumbles through a grove of tall trees behind her, and the whole scene glows in gold and soft green, warm as late summer.',
    upright:
      'Abundance, comfort and creation gather around The Empress. She is the fertile ground where things grow: gardens, friendships, projects, families of every shape. Upright, she invites you to enjoy the senses, to nurture and be nurtured, and to trust natural rhythms over force. Beauty is not a luxury in her world but a form of care. Whatever you have been tending is beginning to flourish, and it asks for warmth and patience rather than pressure or haste.',
    reversed:
      'In reverse, the flow of care gets stuck. You might be giving so much to others that your own well runs dry, or crowding something that needs room to grow. Creative blocks and feeling cut off from your body or surroundings are common themes. Refill first: rest, good food, time outdoors, and a gentler pace until the green returns.',
    love:
      'For relationships this is one of the most affectionate cards in the deck: tenderness, pleasure, devotion and a sense of being at home with someone. It can point to a bond deepening or to a new season of warmth. Whatever your situation, it reminds you that you deserve to be cherished as much as you cherish others.',
    work:
      'When The Empress turns up around work and money, growth comes through nurturing: developing a team, tending a slow-building business, or bringing creativity into your role. Steady investment of time and care tends to pay off. Make your workspace somewhere you actually want to spend your days.',
    advice:
      'Treat yourself the way you would treat something precious you are growing. Feed it, give it light, and resist pulling it up every morning to check the roots.',
    yesNo: 'yes',
    yesNoNote: 'Yes, and generously so: the growth you hope for is already well under way.',
  },
  {
    rank: 'the-emperor',
    keywords: { upright: ['structure', 'authority', 'stability', 'leadership', 'discipline'], reversed: ['rigidity', 'domination', 'chaos', 'misused power', 'lack of discipline'] },
    image:
      'A bearded ruler in armour beneath a crimson cloak sits on a square stone throne carved with four ram heads. One hand grips a sceptre topped with an ankh, the other a golden orb. Behind him rise bare orange mountains under a hard, clear sky, and a thin river glints at their foot. His posture is upright and unhurried, every line of the picture straight and steady.',
    upright:
      'Where The Empress grows, The Emperor builds. Its territory is structure, authority and the steady hand that turns confusion into order. Upright, it favours planning, boundaries, responsibility and leadership grounded in experience. You may be stepping into a role that asks you to decide and to stand by the decision, or meeting someone whose firmness offers welcome stability. Rules here serve a purpose: they protect what matters and let it last beyond the mood of the moment.',
    reversed:
      'Upside down, order hardens into control or crumbles into disarray. Watch for rigid thinking, power struggles, or an authority figure who leans too heavily on everyone around them. Equally, the card can point to a lack of discipline in your own life, with plans that never find a frame. The real question is where structure helps, and where it has quietly become a cage.',
    love:
      'Love under The Emperor values reliability, loyalty and clear commitments. It suits building a shared life on practical foundations, with plans you make together. Just make sure protection does not tip into control; the strongest partnerships share power rather than hold it in one pair of hands.',
    work:
      'In a career reading, this card favours leadership, strategy and long-term planning. It may indicate a promotion, a manager’s backing, or the need to set firm systems in place. Take responsibility visibly, and support your decisions with a clear plan that others can follow without you in the room.',
    advice:
      'Decide what you are building and draw its boundaries. A simple routine, kept faithfully, tends to do more for you than any sudden burst of inspiration.',
    yesNo: 'yes',
    yesNoNote: 'Yes, when your plan is sound and you are willing to take charge of carrying it out.',
  },
  {
    rank: 'the-hierophant',
    keywords: { upright: ['tradition', 'teaching', 'institutions', 'shared belief', 'ritual'], reversed: ['rebellion', 'dogma', 'nonconformity', 'empty ritual', 'personal belief'] },
    image:
      'A robed teacher in layered red and white vestments sits on a raised seat flanked by two grey stone columns, wearing a tall triple crown. One hand is lifted in blessing, two fingers raised; the other holds a long staff ending in three crossbars. Two crossed keys lie at the foot of the dais, where two students in plain robes kneel, one embroidered with roses and the other with lilies.',
    upright:
      'The Hierophant guards what has been handed down: traditions, institutions, rituals and the shared wisdom of a community. Upright, it favours learning from a teacher or mentor, joining a group with established ways, or finding meaning in ceremony and custom. There is comfort in a path others have walked before you, and real knowledge in it too. Blind obedience is not the point; the card asks you to understand the rules well enough to know why they exist, and which of them hold something worth keeping.',
    reversed:
      'Reversed, the card questions convention. You may be chafing against a rulebook that no longer fits, or finding that an institution has lost touch with its own purpose. Breaking from tradition can be healthy, but rebellion for its own sake is just another script to follow. Look for the belief that is genuinely yours, then live by it openly.',
    love:
      'In relationships, The Hierophant favours shared values, commitment and the rituals that bind people together, from anniversaries to formal vows. Meeting each other’s families may be on the horizon, as may a bond rooted in common beliefs. Ask whether the shape of your relationship reflects what you both want, rather than what you were told to expect.',
    work:
      'Around work, the card supports study, qualifications, mentorship and large organisations with clear procedures. Following the established method serves you well for now. If you want to change a system, learn it thoroughly first; reformers who know the rules inside out are the ones who get heard.',
    advice:
      'Seek out someone who has walked this road before you and ask how they managed it. Keep the customs that nourish you, and set down the ones you keep only from habit.',
    yesNo: 'yes',
    yesNoNote: 'A measured yes, if you go through the proper channels and respect how things are usually done.',
  },
  {
    rank: 'the-lovers',
    keywords: { upright: ['love', 'union', 'alignment', 'choice', 'harmony'], reversed: ['disharmony', 'misalignment', 'avoidance', 'imbalance', 'divided loyalties'] },
    image:
      'Two unclothed figures stand in a sunlit garden, one beside a tree hung with red fruit where a serpent curls around the trunk, the other beside a tree whose leaves are small flames. Above them, before a large bright sun, an angel with wide violet wings opens both hands in blessing. A single tall mountain rises between the pair in the distance, under a clear blue sky.',
    upright:
      'Love is only half of this card’s story; the other half is choice. The Lovers speaks of deep connection, harmony and attraction, and also of the moment when you decide what you value and commit to it. Upright, it points to a bond in which both people are seen clearly, or to a crossroads where your heart and your principles must agree. Alignment is the key word here. When what you want, what you say and what you do line up, the way ahead opens.',
    reversed:
      'Upside down, the card reveals a split: between two people, or within yourself. Values may clash, communication may falter, or a decision may be postponed because both options carry a cost. It can also reflect a choice made mainly to please someone else. Return to what you truly believe, and let the next step grow from there.',
    love:
      'Naturally, this is a powerful card for romance, pointing to mutual attraction, partnership and emotional honesty. It can mark a new relationship or a deepening commitment. However your love life looks right now, it asks for openness: the kind of intimacy that lets another person know who you really are.',
    work:
      'On the working side, The Lovers highlights partnerships and choices between paths. A collaboration may click into place, or you may need to pick between two offers. Choose the one that fits your values as well as your bank balance, and the work is far more likely to sustain you.',
    advice:
      'Before choosing, list what you refuse to compromise on. Then pick the option that lets you keep all of it, and say yes to it with your whole self.',
    yesNo: 'yes',
    yesNoNote: 'Yes, when the choice sits well with your heart and your values at once.',
  },
  {
    rank: 'the-chariot',
    keywords: { upright: ['determination', 'willpower', 'victory', 'direction', 'momentum'], reversed: ['lack of direction', 'aggression', 'stalled progress', 'loss of control', 'opposition'] },
    image:
      'A young charioteer in a breastplate painted with a crescent moon stands in a square stone chariot beneath a canopy sewn with stars. Two sphinxes, one dark as night and one pale as chalk, sit in front of it, facing slightly different ways, with no reins between them and the driver. Behind, a walled city with red roofs stands beside a river, while the charioteer’s gaze stays fixed straight ahead.',
    upright:
      'Momentum is yours when you take command of it. The Chariot is victory earned through willpower and focus, the knack of steering forces that pull in different directions. Upright, it favours determination, travel, progress and confidence. The sphinxes wear no harness; the driver guides them by resolve alone. You may be balancing competing demands or opposing feelings, and this card says you can harness both toward one goal. Keep your eyes on where you are going, not on what might pull you aside.',
    reversed:
      'When the card is reversed, the chariot veers. Drive without direction, or direction without drive, leaves you spinning your wheels. Perhaps you are forcing a result by sheer stubbornness, or letting circumstances decide for you. Pull over, ask where you actually want to go, and then take the reins back gently.',
    love:
      'The Chariot asks a relationship for commitment to a shared direction. Two people may want different things, and the card suggests things move forward when both agree on the road. It can also signal pursuing someone with confidence, while respecting that they choose their own course.',
    work:
      'For career and money, The Chariot brings drive and ambition. Goals are within reach if you stay disciplined, and competitive situations tend to favour you. Keep your emotions steady under pressure, and don’t let side issues pull you off course.',
    advice:
      'Choose a destination and hold to it. When your feelings pull one way and your reasoning another, don’t crown a winner; find the path that lets both carry you forward.',
    yesNo: 'yes',
    yesNoNote: 'Yes: progress favours whoever keeps a firm hand on the course and refuses to be distracted.',
  },
  {
    rank: 'strength',
    keywords: { upright: ['courage', 'compassion', 'inner strength', 'patience', 'gentle influence'], reversed: ['self-doubt', 'impatience', 'raw emotion', 'harshness', 'low energy'] },
    image:
      'A woman in a simple white gown, crowned with a wreath of flowers, kneels beside a great tawny lion in an open meadow. Her hands rest lightly on its jaw, closing it without force, and the lion leans into her touch. The looping sign of infinity hovers above her head. The sky is a warm yellow, and a blue mountain rises far away.',
    upright:
      'Real strength is rarely loud. Courage and compassion are its tools, along with the patient kind of power that calms instead of conquering. The lion is not defeated; it is befriended. Upright, Strength asks you to meet fear, anger or appetite, in yourself or in others, with steady kindness rather than force. Inner resilience is growing. You can stay with difficult feelings without being ruled by them, and that gives you a confidence no one can take away.',
    reversed:
      'In its reversed position, the lion gets the upper hand, or you forget it can be tamed at all. Self-doubt, impatience and raw reaction may push you around. It can also mean being too hard on yourself, mistaking harshness for discipline. Slow your breathing, return to gentleness, and remember how many hard things you have already come through.',
    love:
      'Love, as Strength sees it, means patience, tenderness and the courage to be vulnerable. It supports working through difficulties with compassion instead of blame. Passion is present, held with care; a bond grows when both people feel safe to show their wilder sides.',
    work:
      'At work, quiet persistence carries the day. Handle difficult colleagues or clients with calm confidence, and your steadiness earns respect. This is not the moment to bulldoze; it is the moment to persuade, to endure, and to trust your own capability. Small, consistent effort over several weeks counts for more here than one dramatic push.',
    advice:
      'Be soft with the part of you that is roaring. Ask what it needs, answer it kindly, and you may find it willing to walk beside you.',
    yesNo: 'yes',
    yesNoNote: 'Yes, gently: patience and courage together bring this outcome within reach, as long as you don’t force it.',
  },
  {
    rank: 'the-hermit',
    keywords: { upright: ['solitude', 'reflection', 'inner guidance', 'wisdom', 'seeking'], reversed: ['isolation', 'loneliness', 'withdrawal', 'avoidance', 'lost direction'] },
    image:
      'An old figure in a heavy grey cloak stands alone on a snowy mountain ridge at dusk. One hand raises a lantern that holds a six-pointed star, its light falling on the path at their feet; the other leans on a long wooden staff. Below, the valley is lost in blue shadow, and above, the first faint stars are appearing.',
    upright:
      'The Hermit steps away from the crowd to find what cannot be found in it. This is a card of solitude chosen for a purpose: reflection, study, soul-searching and the slow work of understanding yourself. Upright, it suggests a time to withdraw, quiet the noise and listen for your own guidance. The lantern lights only a step or two ahead, and that is enough. Wisdom gathered here can later be shared, but first it has to be earned in stillness.',
    reversed:
      'Solitude may have curdled into isolation when The Hermit appears reversed, or the quiet you need may be the very thing you keep avoiding. Loneliness, withdrawal from people who care, or a refusal to look inward are all possibilities. If you have been alone too long, reach out. If you have kept busy to avoid yourself, take an evening to be still.',
    love:
      'For love, The Hermit often points to a period of reflection, whether you are single or partnered. You may need space to understand what your heart is asking for before you can share it. Within a relationship, respect each other’s need for time apart; it can deepen what you have together.',
    work:
      'Professionally, the card supports focused solo work, research, expertise and careful thought before big moves. It may suggest stepping back to reconsider your direction, or seeking a mentor whose experience lights the way. Don’t rush a decision that needs reflection; a week of thought can save a year of regret.',
    advice:
      'Turn off the noise for a while. Walk, write, or simply sit, and let your own thoughts finish their sentences without interruption. The answer you are looking for is more likely to meet you on a quiet path than in a crowded room.',
    yesNo: 'maybe',
    yesNoNote: 'Maybe: the answer needs more reflection before it becomes clear.',
  },
  {
    rank: 'wheel-of-fortune',
    keywords: { upright: ['cycles', 'luck', 'turning point', 'destiny', 'change'], reversed: ['setbacks', 'resistance to change', 'bad timing', 'repeating patterns', 'delays'] },
    image:
      'A great wheel hangs in a cloudy blue sky, its rim inscribed with letters and alchemical signs. A golden snake slides down one side, a jackal-headed figure rises on the other, and a calm sphinx holding a sword sits on top. In the four corners, winged creatures, an angel, an eagle, a lion and a bull, read from open books among the clouds.',
    upright:
      'Life turns, and this card marks the turning. The Wheel of Fortune speaks of cycles, luck, fate and the changes that come from beyond your control. Upright, it often brings a welcome shift: an opportunity, a coincidence, a change of season that moves you forward. What goes down comes up, and the reverse holds too. The wisdom lies in recognising the moment and moving with it, while remembering that no position on the wheel is permanent.',
    reversed:
      'Drawn upside down, the wheel can seem to work against you: delays, setbacks or a cycle repeating itself. Resistance to change can make a turn feel harder than it is. Ask what pattern keeps coming back, and what part of it is yours to change. Even a downward turn is temporary; the wheel keeps moving.',
    love:
      'In relationships, this card brings a turning point: a chance meeting, a new phase, or a shift in dynamics that catches everyone off guard. Go with the movement rather than clinging to how things were, and stay open to timing you did not plan. Some connections arrive precisely when you stop searching so hard for them.',
    work:
      'In work and money, fortunes shift. An unexpected opening, a change in the market or a reorganisation may reshape your plans. Be ready to act when luck arrives, and keep something in reserve for the quieter turns of the cycle. Flexibility is worth more now than a rigid five-year plan.',
    advice:
      'Notice where you are on the wheel right now. If you are rising, share the good fortune; if you are low, hold steady, because the turn has already begun.',
    yesNo: 'yes',
    yesNoNote: 'Yes, leaning on good timing: the wheel is turning in your direction.',
  },
  {
    rank: 'justice',
    keywords: { upright: ['fairness', 'truth', 'accountability', 'cause and effect', 'clarity'], reversed: ['unfairness', 'dishonesty', 'avoided responsibility', 'bias', 'imbalance'] },
    image:
      'A figure robed in red, with a square clasp at the throat and a plain crown, sits on a stone seat between two grey pillars. The right hand holds a double-edged sword pointing straight up; the left holds a pair of golden scales, perfectly level. A violet curtain hangs behind, with a band of gold sky above it. The figure looks directly out at you, neither kind nor stern, simply attentive.',
    upright:
      'Justice weighs things as they are. Its concerns are fairness, truth, accountability and the principle that actions carry consequences. Upright, Justice sees a situation judged on its merits, or calls you to look at your own part in it honestly. Decisions made with clear eyes and a fair mind stand up over time. Where an agreement or formal matter is in question, the card favours balance and a reasonable outcome. Above all, it asks you to tell yourself the truth, even when another version would be more comfortable.',
    reversed:
      'Reversed, the scales tilt. Something may feel unfair, or you may be avoiding responsibility for a choice that has come back around. Bias, dishonesty and evasion, yours or someone else’s, cloud the picture. Rather than arguing with the result, ask what an honest account of events looks like, and where a repair is still possible.',
    love:
      'For relationships, Justice looks for balance: equal effort, honest conversations and respect on both sides. It can bring clarity about where a connection stands, and a fair reckoning of what each person gives and receives. If something has been out of proportion, this is the card that names it without drama.',
    work:
      'In work and finances, the card favours integrity, careful paperwork and decisions based on evidence. Negotiations and any formal process benefit from clear records and plain dealing. If you have acted fairly, that fairness tends to be recognised. For anything with legal weight, a qualified professional’s view is worth more than guesswork.',
    advice:
      'Lay out the facts as if you had to explain them to a stranger with no stake in the matter. Then act on what that account shows, and own your share of it.',
    yesNo: 'maybe',
    yesNoNote: 'It depends on fairness: the outcome tends to reflect what has honestly been put in by everyone involved.',
  },
  {
    rank: 'the-hanged-man',
    keywords: { upright: ['pause', 'surrender', 'new perspective', 'letting go', 'patience'], reversed: ['stalling', 'indecision', 'resistance', 'needless sacrifice', 'stagnation'] },
    image:
      'A figure hangs upside down by one foot from a living T-shaped tree of green wood, the free leg bent behind the other knee to form a cross. Their hands are folded out of sight behind their back. A soft golden halo glows around the head, and the face is serene, even content. A blue tunic, red leggings and a pale, windless sky complete the quiet scene.',
    upright:
      'Sometimes the way forward is to stop. The Hanged Man is a card of pause, surrender and fresh perspective: a deliberate suspension that lets you see what rushing would hide. Upright, it suggests letting go of the need to control, waiting with purpose, and looking at a problem from an entirely different angle. The figure is not suffering; the halo shows insight arriving. A sacrifice may be involved, such as time, a habit or an expectation, and what you give up makes room for understanding.',
    reversed:
      'Inverted, the pause has turned into stalling. You may be stuck in indecision, resisting a necessary release, or making sacrifices that no longer serve anyone. Perhaps you are waiting for someone else to move first. Ask whether this waiting still teaches you anything. If it doesn’t, it may be time to climb down from the tree.',
    love:
      'Romantically, the Hanged Man invites patience and a shift in viewpoint. A relationship may be in a holding pattern, asking you to see your partner, or yourself, in a new light. If you are looking for love, it suggests releasing old ideas about what you need before something different can find you.',
    work:
      'Around career and money, progress may feel suspended. Rather than pushing, use the time to reassess goals, learn something new, or approach a stubborn problem from another side. Big financial commitments can wait until the view becomes clearer and the numbers make sense from every angle.',
    advice:
      'Stop trying to solve it for a day. Turn the question upside down, ask what you would see if you wanted the opposite, and notice what shifts inside you.',
    yesNo: 'maybe',
    yesNoNote: 'Maybe, but not yet: the answer tends to arrive after a pause, not before it.',
  },
  {
    rank: 'death',
    keywords: { upright: ['endings', 'transformation', 'transition', 'release', 'renewal'], reversed: ['resisting change', 'stagnation', 'clinging', 'fear of endings', 'limbo'] },
    image:
      'A skeleton in black armour rides a pale horse slowly across a field, carrying a black banner embroidered with a single white rose. Before the horse, people from every walk of life, a ruler, a child, a cleric, meet its passing in different ways: one falls back, one kneels, one looks up with open curiosity. In the distance a river runs between two towers, and a sun rests low on the horizon.',
    upright:
      'Despite its name, this card almost never speaks of physical death. It speaks of endings that make room for beginnings: the close of a chapter, the shedding of what has run its course, a transformation that cannot be undone. Upright, Death asks you to release something that has already finished, whether a role, a relationship pattern or an old version of yourself. The loss can be real and deserves its grief. Yet the sun on the horizon is there for a reason: renewal follows, and often sooner than you expect.',
    reversed:
      'Change is knocking and you are holding the door shut: that is the usual message of Death reversed. Clinging to what has ended can leave you in a long, grey limbo. Fear of the unknown is understandable, yet the old shape no longer fits. Loosen your grip a little at a time, and let the transition move at its own pace.',
    love:
      'For relationships, Death marks deep change: a connection transforming into something new, an old pattern ending, or a chapter closing so another can open. It is rarely sudden and almost never cruel. Whatever is shifting, honour what was, and meet what comes next with an open heart.',
    work:
      'Careers meet Death as a transition: a role ending, a restructure, or the natural close of a project. Unsettling as that is, it clears ground for new directions. Let go of strategies that have stopped working, and look at where your energy wants to go next.',
    advice:
      'Name one thing that is already over, and let it be over. Give thanks for it, grieve it if you need to, and then turn toward the light on the horizon.',
    yesNo: 'no',
    yesNoNote: 'Leaning no for the question as asked: something has to end before the next thing can begin.',
  },
  {
    rank: 'temperance',
    keywords: { upright: ['balance', 'moderation', 'patience', 'healing', 'blending'], reversed: ['excess', 'imbalance', 'impatience', 'overcommitment', 'extremes'] },
    image:
      'An angel with red-tipped wings stands with one foot on dry land and the other in a clear pool, pouring water between two golden cups in a gentle arc that seems to ignore gravity. A small orange triangle inside a square marks the white robe. Yellow irises bloom at the water’s edge, and a path winds toward distant mountains, where a crown of light glows over the peaks.',
    upright:
      'Temperance is the art of mixing well. After the great change of Death comes patient blending: balance, moderation, healing and the calm combination of opposites into something new. Upright, it suggests finding a middle way, letting time do some of the work, and trusting a steady, measured process over dramatic gestures. Things are coming together gradually, in the right proportions. Your ability to stay calm and adaptable is a quiet kind of genius just now, and it deserves more credit than you give it.',
    reversed:
      'The mixture is off when Temperance falls reversed. Excess in one area, impatience, or swinging between extremes can leave you unsettled. Maybe you are overcommitted, or trying to hurry a process that needs time. Notice where you are overdoing it, pull back a little, and restore the balance one small adjustment at a time.',
    love:
      'In love, Temperance brings harmony, compromise and mutual adjustment. It supports relationships that grow steadily, with each person bending a little toward the other. Where there has been conflict, this card suggests healing through patience and consistency rather than grand gestures.',
    work:
      'In your career, Temperance favours cooperation, careful budgeting and a sustainable pace. Blend different skills or teams, avoid overwork, and let results build over time. Moderation in spending and effort serves you better than all-or-nothing pushes, and a team that feels heard tends to deliver more than one that feels driven.',
    advice:
      'Take the middle path for a while. Add a little of what is missing, remove a little of what is too much, and give the mixture time to settle before you judge it.',
    yesNo: 'yes',
    yesNoNote: 'Yes, in time: the outcome comes together gradually, through patience, balance and a readiness to meet halfway.',
  },
  {
    rank: 'the-devil',
    keywords: { upright: ['attachment', 'temptation', 'bondage', 'materialism', 'shadow self'], reversed: ['release', 'breaking free', 'reclaiming power', 'awareness', 'detachment'] },
    image:
      'A horned, bat-winged figure squats on a dark stone pedestal, one hand raised, the other holding a downturned torch. An inverted star glows on its brow. Chained to the pedestal stand two small figures with little horns and tails, and the collars around their necks are wide enough to lift off. The background is deep black, lit only by the torch’s smoky orange glow.',
    upright:
      'The Devil shows the chains we wear without noticing, and how loose they often are. Attachment, temptation, compulsion, unhealthy patterns and the pull of the material world all live here. Upright, it asks where you feel trapped, and whether that trap is partly built from habit, fear or shame. Power can be taken back once you see the chain clearly. The card also holds a plainer truth: pleasure, ambition and desire are not evil in themselves, but they make poor masters.',
    reversed:
      'Reversed, the grip begins to loosen. You may be recognising a harmful pattern, breaking free from a situation that constrained you, or reclaiming power you had handed over. The process can be uncomfortable, and old habits may tug at you. Keep going; each small act of freedom makes the next one easier.',
    love:
      'Desire runs hot when The Devil enters a love reading, and possessiveness, jealousy or dependency can run alongside it. Ask whether you feel free within your relationship, or whether fear is what keeps you there. Healthy desire leaves both people room to breathe.',
    work:
      'Money and work can become the chains here: a job, a debt or the chase for status that leaves you feeling trapped. Overwork and comparison can leave you drained. Look honestly at what keeps you tied to the situation, and take small, concrete steps to widen your options.',
    advice:
      'Look at the chain you think you cannot remove. Touch it, test it, and notice how much room it really leaves you to step free. Then tell one trusted person what you have noticed, so the insight has a witness.',
    yesNo: 'no',
    yesNoNote: 'Leaning no: the situation carries strings that deserve a closer look before you agree to anything.',
  },
  {
    rank: 'the-tower',
    keywords: { upright: ['sudden change', 'upheaval', 'revelation', 'awakening', 'collapse'], reversed: ['averted disaster', 'resisting change', 'inner upheaval', 'delayed collapse', 'fear of change'] },
    image:
      'A tall grey tower stands on a jagged peak against a black storm sky. A bolt of lightning strikes its top, knocking off a golden crown, and flames burst from its narrow windows. Two figures fall headfirst through the air, arms flung wide, while tiny flecks of golden light, like drifting sparks, scatter across the darkness around them.',
    upright:
      'Sudden upheaval is the Tower’s signature. Something built on shaky foundations gives way, often without warning: a belief, a plan, a situation you assumed was solid. Upright, it brings shock, revelation and disruption, and it can feel frightening in the moment. Yet the lightning also illuminates. What falls was unstable, and its collapse clears ground for something truer. In time, many people look back on a Tower moment as the day things finally began to change for the better.',
    reversed:
      'A reversed Tower often keeps its upheaval inside, or delays it through resistance. You might sense that something must give and be trying to hold it together anyway. Sometimes this reversal reflects a narrow escape, or a shake-up that lands more gently than feared. Either way, look at the cracks honestly; change met willingly is easier than change forced upon you.',
    love:
      'A hidden truth may come to light in a relationship under The Tower, through a dramatic argument or a revelation that changes the dynamic. Unsettling as it is, clarity follows. For anyone seeking a partner, it may shatter an old belief about what you deserve, opening room for something healthier.',
    work:
      'In the working world, the unexpected has a way of arriving all at once: a sudden change in plans, a team reshuffled overnight, or the collapse of a project built on weak ground. Stay calm, protect the essentials, and look for the opportunity hidden in the rubble once the dust settles.',
    advice:
      'When something breaks, resist rushing to rebuild it exactly as it was. Ask what the lightning showed you, and build the next thing on ground you trust.',
    yesNo: 'no',
    yesNoNote: 'Leaning no, for now: the current structure is unlikely to hold in its present form.',
  },
  {
    rank: 'the-star',
    keywords: { upright: ['hope', 'healing', 'renewal', 'inspiration', 'serenity'], reversed: ['discouragement', 'lost faith', 'disconnection', 'despondency', 'self-doubt'] },
    image:
      'Under a deep indigo night sky, a woman kneels beside a quiet pool, one knee on the grass and one foot resting on the water. From two clay jugs she pours one stream back into the pool and another onto the land, where it divides into five small rivulets. A great eight-pointed star shines above her, ringed by seven smaller ones, and a small bird perches in a tree on a distant hill.',
    upright:
      'After the storm of the Tower, The Star brings the first clear night. Hope, healing and renewal shine through it, with a quiet faith in the future. Drawn upright, it suggests the hardest stretch may be behind you, and you can begin to breathe again. Inspiration returns, often softly, and you may feel reconnected to a sense of purpose or to something larger than yourself. The figure pours freely because the source is endless. Let yourself be replenished, trust your own light, and share it without fear of running out.',
    reversed:
      'Reversed, hope is dimmed but not gone. You may feel disheartened, disconnected or unsure whether things can improve. A setback may have shaken your faith in yourself. Small acts of care help here: rest, a kind word, one modest goal. The star is still overhead, even when clouds pass across it.',
    love:
      'Healing and renewed optimism are The Star’s gifts to the heart. After hurt, it suggests trust can be rebuilt and tenderness can return. In a new connection, it brings the rare feeling of being truly seen. Approach love with openness, and let the past be a lesson rather than a wall.',
    work:
      'Your working life gains fresh inspiration under The Star, along with the sense that your efforts are heading somewhere meaningful. It favours pursuing work aligned with your ideals, sharing a creative vision, or recovering from burnout at a gentler pace. Money matters tend to steady slowly rather than all at once.',
    advice:
      'Write down one thing you are hopeful about and keep it where you can see it. Tend to yourself gently, and let that small, steady light choose the next step.',
    yesNo: 'yes',
    yesNoNote: 'Yes, softly: the card leans toward healing and a brighter stretch of road ahead.',
  },
  {
    rank: 'the-moon',
    keywords: { upright: ['illusion', 'intuition', 'uncertainty', 'dreams', 'the unconscious'], reversed: ['clarity returning', 'released fear', 'truth revealed', 'confusion lifting', 'self-deception'] },
    image:
      'A full moon with a calm, sleeping face hangs in a dusky violet sky, shedding drops of light like dew. Below, a dog and a wolf howl up at it from either side of a winding path, and a crayfish crawls out of a dark pool in the foreground. The path runs between two grey towers and fades toward shadowy hills far away, silver at the edges.',
    upright:
      'The Moon lights the way only partly, and what it shows can shift as you watch. Illusion, intuition and uncertainty are its element, along with the deep currents of the unconscious. Upright, it warns that not everything is as it seems: fears may be magnified, information incomplete, and dreams unusually vivid. Rather than forcing clarity, move carefully and trust your instincts. Pay attention to what rises from the depths, and remember that the path is still there, even when the light is dim.',
    reversed:
      'With the Moon reversed, the fog begins to lift. Confusion clears, hidden fears lose some of their power, and truths that were obscured come into view. It can also point to an inner struggle with anxiety or self-deception that is ready to be faced. Let what you learn ground you rather than frighten you.',
    love:
      'In love, The Moon can signal uncertainty, mixed messages or unspoken feelings. Projection and imagination may colour how you see someone. Before acting on fears or fantasies, ask gently for clarity, and listen to what your intuition says beneath the noise.',
    work:
      'Around work and money, details may be unclear or information incomplete. Avoid signing agreements in haste, check facts carefully, and be wary of offers that look too good to be true. Creative and intuitive work, on the other hand, can flourish under this card.',
    advice:
      'You do not need to see the whole road tonight. Take the next step by the light you have, and let your instincts tell you where the ground feels firm.',
    yesNo: 'maybe',
    yesNoNote: 'Maybe: too much is hidden to say yet, so wait for clearer light before deciding.',
  },
  {
    rank: 'the-sun',
    keywords: { upright: ['joy', 'vitality', 'success', 'warmth', 'clarity'], reversed: ['clouded joy', 'low energy', 'overconfidence', 'delayed success', 'feeling overlooked'] },
    image:
      'A large golden sun with a calm face beams from a bright blue sky over a garden wall lined with tall sunflowers. In front of the wall, a laughing child crowned with flowers rides a white horse bareback, arms flung wide, holding a long red banner that ripples out behind. The whole scene is yellow, orange and clear, full of warmth and light.',
    upright:
      'Warmth pours from The Sun onto everything it touches. Its gifts are vitality, success, clarity and the simple pleasure of being alive. Upright, it marks a period when things feel easier, when your confidence shines and others respond to it. Truth comes into the open, and there is nothing to hide. Celebrate achievements, enjoy the people around you, and let yourself be seen. Like the child on the horse, you can move forward with open arms.',
    reversed:
      'Even upside down, the sunshine keeps shining, though clouds drift across it. You may feel low in energy, overlooked, or unable to enjoy what is going well. Sometimes this reversal points to overconfidence, or to expectations that are a little unrealistic. Step outside, literally if you can, and let a small joy remind you what the Sun feels like.',
    love:
      'Romance under The Sun is bright, affectionate and open. Relationships feel light and generous, and new connections carry genuine delight. It supports honesty, playfulness and celebrating the good moments together, whether a bond is brand new or long established. If you have been holding back, this is a lovely moment to let someone see how you feel.',
    work:
      'At work, success and recognition are favoured. Projects go well, your skills shine, and your enthusiasm is contagious. Financially, the card leans bright and steady. Share your wins with the people who helped, and let your confidence carry you into the next opportunity.',
    advice:
      'Let yourself enjoy what is good right now, without waiting for the other shoe to drop. Share your warmth freely; it grows when it is given. Spend an hour on something purely because it makes you happy.',
    yesNo: 'yes',
    yesNoNote: 'A clear yes: success, honesty and an outcome you can enjoy openly are all favoured here.',
  },
  {
    rank: 'judgement',
    keywords: { upright: ['awakening', 'reckoning', 'renewal', 'calling', 'absolution'], reversed: ['self-doubt', 'harsh self-judgement', 'ignored calling', 'regret', 'stuck in the past'] },
    image:
      'An angel with a golden trumpet leans out of the clouds, a white banner with a red cross hanging from the instrument. Below, on a grey sea, people rise from open stone coffins with their arms lifted toward the sound: an older figure, a child and a younger adult, all turned upward. Snowy mountains stand behind them, and the morning light is cool and clear.',
    upright:
      'Judgement is a call to rise. This card speaks of awakening, reckoning, renewal and the instant your true purpose rings out clearly. Upright, it suggests reflecting on the past with honesty, forgiving yourself and others, and answering a calling that has been waiting for you. It is less about being judged than about seeing yourself whole and choosing to step into a new version of your life. A decision made now can carry real weight, so make it with your eyes open.',
    reversed:
      'Reversed, the call goes unanswered. Self-doubt, harsh self-judgement or fear of change can keep you from moving forward. You may be replaying the past instead of learning from it. Listen again for the trumpet, and give yourself permission to become someone new. At times the reversal also points to a verdict reached in haste, before the lesson has fully landed; slow down enough to hear the whole message.',
    love:
      'Where the heart is concerned, Judgement marks a reckoning: a clear look at what you long for, a chance to forgive, or a renewed commitment. It may also bring someone from the past back into view. Honest reflection lets you choose love with clearer eyes. Old misunderstandings can be settled when both people are willing to listen.',
    work:
      'Judgement’s working message is a calling: a role or direction that feels meaningful at a deeper level. Reviews, evaluations and important decisions are highlighted. Reflect on what your experience has taught you, and let it guide your next move.',
    advice:
      'Look back at the path that brought you here, without blame. Then ask what it has prepared you for, and answer when you hear your name. The voice calling you onward may turn out to be your own.',
    yesNo: 'yes',
    yesNoNote: 'Yes, particularly if you have been waiting for a sign to act on a long-held calling.',
  },
  {
    rank: 'the-world',
    keywords: { upright: ['completion', 'fulfilment', 'wholeness', 'integration', 'travel'], reversed: ['unfinished business', 'lack of closure', 'delays', 'shortcuts', 'incompletion'] },
    image:
      'Inside a large oval wreath of green laurel tied with red ribbons, a dancing figure floats in the sky, wrapped loosely in a violet sash and holding a slender wand in each hand. At its four corners, the winged guardians who also watch over the Wheel of Fortune, the angel, eagle, lion and bull, gaze out from small clouds. The background is a deep, peaceful blue.',
    upright:
      'The World completes the journey that began with The Fool. Fulfilment, integration and wholeness gather here, along with the satisfaction of a cycle brought to its end. Upright, it honours how far you have come and asks you to savour what you have achieved. Travel, celebration and a sense of belonging are all possible. The dancer moves freely within the wreath: complete, yet ready for the next round. Pause to honour the distance covered before starting anew.',
    reversed:
      'Completion is close in the reversed World, yet something remains unfinished. You may be seeking closure that has not yet come, or rushing to the next goal without absorbing what you have learned. Look for the loose ends, tie them off, and let yourself feel the ending fully. A shortcut taken earlier may now ask to be walked properly, and finishing well makes the next beginning lighter.',
    love:
      'Harmony, fulfilment and wholeness surround love under The World. A relationship may reach an important milestone, or you may feel complete within yourself, whether partnered or not. Celebrate what you have built, and share the joy. Long-distance connections also fall within this card’s wide embrace.',
    work:
      'A project or goal reaches its successful completion when The World appears in a work reading. Recognition, achievement and new horizons are all possible, including work that spans cultures or countries. Take a moment to enjoy the result before deciding what comes next, and thank everyone who carried part of the load.',
    advice:
      'Celebrate the ending before you rush to the next beginning. Gather the lessons of the journey, honour them, and carry them into the next circle, travelling lighter than when you set out.',
    yesNo: 'yes',
    yesNoNote: 'Yes: completion and success are the card’s themes, a cycle closing well and a reward that has been fairly earned.',
  },
];
