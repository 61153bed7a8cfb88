import type { z } from 'zod';
import type { birthCardSchema, celticTreeSchema, personalitySchema, personalMonthSchema } from './types';

/**
 * The cosmic profile's and the numerology report's own writing (issue #26): the thirteen Celtic
 * tree signs, the tarot birth cards, the personality numbers and the personal months. Shape and
 * limits in ./types.
 */

/** The thirteen tree signs of the modern Celtic tree calendar, in CELTIC_TREES order. */
export const CELTIC_TREES_TEXT: z.infer<typeof celticTreeSchema>[] = [
  {
    tree: 'birch',
    name: 'Birch',
    start: '12-24',
    end: '01-20',
    keywords: ['new beginnings', 'clarity', 'ambition', 'resilience', 'renewal'],
    text: 'Birch is the first tree to move onto bare or burned ground, and people born under it share that pioneering instinct: you do your best work where nothing has been built yet. The calendar that gives you this sign is a twentieth-century creation, popularised by the poet Robert Graves and inspired by the old Irish tree alphabet, Ogham, rather than an ancient Druid system; it is a modern lens, and a lovely one to look through. Beith, the birch, is the alphabet’s first letter, and its pale, peeling bark has long stood for clean starts, while birch brooms swept out the old year. You carry something of that freshness: clear sight, high standards and a quiet determination to begin again whenever life goes stale. Your growth edge is that a pioneer grows restless once the clearing fills with other trees. Learn to stay and deepen what you have started, and let warmth soften a manner that others can mistake for coolness.',
  },
  {
    tree: 'rowan',
    name: 'Rowan',
    start: '01-21',
    end: '02-17',
    keywords: ['protection', 'vision', 'originality', 'integrity'],
    text: 'Look closely at the base of a rowan berry and you will find a tiny five-pointed star, one reason old households trusted the tree as a guardian, planting it by the door and tying its twigs with red thread to keep enchantment out. Born in the hard weeks of late winter under Luis, the rowan, you tend to be a protector of a particular kind: the one who sees trouble coming, stands up for an unpopular cause and keeps a lamp lit for friends when the season turns bleak. Your mind is original, sometimes startlingly so, and you rarely accept an idea simply because everyone else holds it. Rowan thrives on thin mountain soil, and you too can flourish where others would give up. The thing to watch is a cool streak of detachment: you may shelter everyone beautifully while keeping your own heart behind a hedge. Let a trusted few through the gate, and let them look after you in return.',
  },
  {
    tree: 'ash',
    name: 'Ash',
    start: '02-18',
    end: '03-17',
    keywords: ['connection', 'imagination', 'strength', 'usefulness'],
    text: 'In Norse myth the whole cosmos hangs from an ash, Yggdrasil, and in early Ireland a handful of great ash trees were revered as sacred gathering places. Born under Nion, the ash, you are a connector of worlds: of ideas with practice, of the inner life with the outer one, of people who would never have met without you. Ash timber is tough and supple, prized for oars, tool handles and spear shafts, and your temperament has the same valuable blend of backbone and give. You are imaginative, often artistic, and quietly driven by a wish that what you make should be of real use. The ash is famously late into leaf, and you may be a late bloomer too, finding your true work only once you have gathered enough to say. Your risk is self-absorption, a mind so busy with its own visions that it forgets to check on others. Keep your branches open to the people who shelter beneath them.',
  },
  {
    tree: 'alder',
    name: 'Alder',
    start: '03-18',
    end: '04-14',
    keywords: ['courage', 'leadership', 'loyalty', 'foundation'],
    text: 'Alder loves the water’s edge, and its wood behaves in a startling way: freshly cut, the pale timber flushes orange-red, as though the tree were bleeding, and sunk in water it hardens rather than rots. Irish lake dwellings and the foundations of Venice have both rested on alder piles. If this is your tree, you share its double nature of fire and steadiness. You are a trailblazer, quick to champion a cause and lead the charge, yet your loyalty runs deep and you make a foundation others can build on. Welsh legend links the alder with Bran the Blessed, the giant king who lay across a river so that his people could cross over his body, and you may find yourself becoming the bridge in a similar way. Watch that impulse. Leadership that always spends itself wears thin, and your impatience can flare when others lag behind. Your courage is real; give people time to catch up with it.',
  },
  {
    tree: 'willow',
    name: 'Willow',
    start: '04-15',
    end: '05-12',
    keywords: ['intuition', 'memory', 'flexibility', 'sensitivity'],
    text: 'Willow grows wherever water lingers, and a cut stem pushed into damp ground will often root and become a tree in its own right, which says a great deal about those born under Saille. You are resilient in a supple, unshowy way, able to bend almost to the ground in a storm and straighten once it has passed. The willow has long been the tree of the moon and of poets, and you feel things deeply, often remembering a mood or a conversation long after everyone else has moved on. That memory makes you perceptive and surprisingly wise about the tides in people’s lives. Willow withies are woven into baskets and hurdles, and you have a gift for making lovely, useful things from whatever lies close at hand. Your growth edge lies in moods that wax and wane, and in a habit of keeping old sadness close because it feels familiar. Let the water move; your sensitivity becomes a strength once you stop apologising for it.',
  },
  {
    tree: 'hawthorn',
    name: 'Hawthorn',
    start: '05-13',
    end: '06-09',
    keywords: ['hidden depths', 'curiosity', 'guardianship', 'surprise'],
    text: 'Hawthorn blossom opens in May so thickly that whole hedgerows turn white, and for centuries it marked the start of summer. It is also the fairy tree: across Ireland, a lone thorn in the middle of a field is still left standing by farmers who would rather plough around it than risk the consequences. Born under Huath, you share that mixture of sweetness and guardedness. You may seem ordinary, even unassuming, yet far more goes on beneath the surface than people suspect, and you regularly surprise them with sudden depth, mischief or fire. You listen well, you are curious about everyone, and you often grasp the secret of a situation long before anyone else has guessed it. The thorns belong to the picture too: you turn prickly when crossed and can be slow to forgive. Your growth lies in showing the blossom as readily as the spikes. A good hawthorn hedge shelters as much as it keeps out.',
  },
  {
    tree: 'oak',
    name: 'Oak',
    start: '06-10',
    end: '07-07',
    keywords: ['strength', 'endurance', 'protection', 'honour'],
    text: 'The oak is the tree of doors: its Ogham name, Duir, is close to old Irish words for both door and strength, and the word druid itself may carry the sense of oak-knowledge. Born around midsummer under the king of the forest, you have a natural steadiness that others lean on. Oaks live for centuries, shelter hundreds of other species and attract more lightning than most trees, and you may likewise become the tallest point in the landscape, the one who takes the strike so that others are spared. You are protective, honourable and patient, with a deep sense of fairness and a fondness for tradition and things made to last. Your gifts grow slowly, acorn by acorn, and they endure. The edge to watch is rigidity. An oak that refuses to bend can split in a gale, and your certainty may shut out better ideas. Let fresh voices find room in your shade, and remember that strength includes the courage to change your mind.',
  },
  {
    tree: 'holly',
    name: 'Holly',
    start: '07-08',
    end: '08-04',
    keywords: ['nobility', 'persistence', 'challenge', 'generosity'],
    text: 'Holly keeps its glossy green through the darkest months and bears red berries when the rest of the wood stands bare, and in modern seasonal lore the Holly King takes the crown from the Oak King at midsummer. Born under Tinne as summer reaches its height, you have a regal streak and the stamina to hold your ground long after others have given up. You set ambitious goals, accept responsibility readily and seldom back away from a challenge. Study a holly tree and you will notice that its lower leaves are fiercely spiny, while those higher up, beyond the reach of grazing animals, are often smooth. That is you: defensive at first meeting, generous and unexpectedly gentle once trust has been earned. Your edge is pride, or guarding yourself so thoroughly that nobody can get near enough to help. Holly wood is pale and hard, once sought for chess pieces, and your finest work comes when that hard polish serves something larger than your own standing.',
  },
  {
    tree: 'hazel',
    name: 'Hazel',
    start: '08-05',
    end: '09-01',
    keywords: ['wisdom', 'insight', 'analysis', 'intuition'],
    text: 'Irish legend tells of nine hazel trees dropping their nuts into a sacred well, where a salmon ate them and became the wisest creature alive; when young Fionn mac Cumhaill scalded his thumb on that salmon as it cooked and sucked the burn, the knowledge passed to him. Born under Coll, the hazel, you are a seeker and keeper of knowledge, with a quick, analytical mind and an excellent memory for whatever catches your interest. You see patterns others miss and you want the truth of a matter, whether that means reading the small print or asking the question nobody dared raise. Forked hazel rods have long been used for dowsing, and you have a similar knack for finding what lies hidden. Coppiced hazel sends up straight new stems, and your mind renews itself the same way after setbacks. Beware perfectionism and the urge to correct everyone. Offer what you know warmly, and people will welcome it rather than resist it.',
  },
  {
    tree: 'vine',
    name: 'Vine',
    start: '09-02',
    end: '09-29',
    keywords: ['balance', 'refinement', 'charm', 'ripening'],
    text: 'The vine stands for Muin, an Ogham letter whose original plant scholars still argue over, but it suits this season well: the weeks of the grape harvest and the autumn equinox, when day and night hang level. Born under the vine, you have a fine feel for balance and, at times, a maddening difficulty in choosing between two equally good options. You appreciate quality, from a well-made meal to a beautifully arranged room, and you notice craftsmanship that others walk straight past. Your moods can shift as quickly as September weather, yet your charm is genuine and your sympathy takes in the whole of a person. Growers know that a vine needs firm pruning to bear its best fruit, and you too may do your finest work when something limits you: a deadline, a commitment, a definite choice. Indecision is your growth edge. Once you commit, you ripen beautifully with time and bring real sweetness to whatever you touch.',
  },
  {
    tree: 'ivy',
    name: 'Ivy',
    start: '09-30',
    end: '10-27',
    keywords: ['tenacity', 'loyalty', 'compassion', 'growth'],
    text: 'Ivy climbs in spirals, working its way up walls and trunks with patient persistence, and it stays green through the winter. It also flowers in autumn, late and modestly, offering nectar to bees and hoverflies when almost nothing else is in bloom. Born under Gort, the ivy, you share that unusual timing and that tenacity. You may have faced more than your share of difficulty, yet you keep finding ways to grow, and your resilience quietly encourages people who know your story. You are loyal to the bone, compassionate and socially gifted, with a talent for gathering people together. Ivy carries a reputation as a strangler that it hardly deserves, since it clings for support rather than feeding on the tree it climbs, and your attachments can be misread in a similar way. Watch for holding on too tightly, whether to people or to old hurts. Give your devotion room to breathe and it will twine all the more gracefully.',
  },
  {
    tree: 'reed',
    name: 'Reed',
    start: '10-28',
    end: '11-24',
    keywords: ['depth', 'truth-seeking', 'discretion', 'intensity'],
    text: 'Reed stands at the water’s edge as the year tips into its darkest quarter, around Samhain, when the boundary between the living and the dead was said to wear thin. The stem is hollow, and people have long turned it into pens, pipes and thatch. Born under Ngetal, you are a searcher beneath surfaces, drawn to the hidden story, the family secret and the question others avoid. You make a fine investigator, counsellor or researcher because you are not frightened by what you find and you know how to keep a confidence. Your intensity can be magnetic, and your words land with weight. The shadow side is a taste for intrigue, or a temptation to use what you know as leverage rather than as help. Reed beds survive floods by bending together, and you grow stronger when you trust a few people enough to stand alongside them. Let your depth serve honesty, and it becomes a rare kind of wisdom.',
  },
  {
    tree: 'elder',
    name: 'Elder',
    start: '11-25',
    end: '12-23',
    keywords: ['regeneration', 'freedom', 'generosity', 'candour'],
    text: 'Elder closes the tree calendar in the dark weeks before midwinter, and it is a tree of endings and renewal, able to regrow vigorously from a broken stem. Folklore held that an Elder Mother lived inside it, and that anyone wanting its wood should ask her leave before cutting. Born under Ruis, you are a free spirit with a streak of wildness, a seeker of experience who would rather live fully than cautiously. Creamy flowers in June and dark berries in autumn made the elder a generous friend to country kitchens, and you are generous too, with your time, your humour and your readiness to help a stranger. You can seem an outsider, speaking too bluntly or following your own path so fiercely that others struggle to keep pace. Your growth lies in tempering impulse with consideration, and in remembering that freedom is richer when shared. Whatever breaks in your life, you carry the elder’s gift for growing back.',
  },
];

/** The tarot birth cards, 1 The Magician to 21 The World. */
export const BIRTH_CARDS: z.infer<typeof birthCardSchema>[] = [
  {
    number: 1,
    text: 'If your birth date reduces to one, The Magician walks beside you for life, and its lesson is that ideas become real only through focused hands. You are likely to be resourceful, quick and persuasive, able to see how a heap of odds and ends could become something whole. Many people with this card feel most themselves halfway through a project, sleeves rolled up, with a clear aim in view. The card keeps asking whether you are using your talents for something you believe in or simply proving that you can. Skill without purpose drifts into restlessness or clever talk, and you may notice a pull to start far more than you finish. Choose one intention, give it steady attention, and your life shows its real magic: not tricks, but the patient craft of making what you imagine.',
  },
  {
    number: 2,
    text: 'The High Priestess is a quiet companion, and those who carry her often learn early that what they sense matters as much as what they are told. You may be the observer in any group, the one who catches the glance, the pause, the story beneath the story. Your intuition works like a finely tuned instrument, and solitude keeps it in tune. This card teaches you to trust inner knowing without needing to prove it. Its shadow is withdrawal: keeping so much behind the veil that people feel shut out, or waiting for certainty before you act. Growth comes when you speak what you know at the right moment, gently and plainly. A secret kept for its own sake grows heavy, while insight offered in time becomes a gift to everyone around you.',
  },
  {
    number: 3,
    text: 'With The Empress as your birth card, you are here to explore abundance in its fullest sense: creativity, comfort, nurture and the plain pleasure of being alive in a body. Things tend to flourish around you, whether gardens, friendships, projects or families of every shape, and people often relax in your company. Beauty matters to you, and you can make a rented room feel like a home. The lesson of this card runs in two directions. One is receiving: letting yourself be cared for as generously as you care for others. The other is release, because an Empress can smother, overindulge or hold on to what has already ripened and needs to go. When you balance giving with letting go, your warmth becomes fertile ground rather than a weight that others have to carry.',
  },
  {
    number: 4,
    text: 'Structure, authority and responsibility form the spine of a life lived with The Emperor. You probably like to know where the boundaries lie, and you may have found yourself in charge of things long before you asked for the role. Reliability, strategic thinking and the nerve to hold a situation together while others panic all come naturally. This card asks what kind of authority you want to be. Control pursued for its own sake turns rigid and lonely, and a fear of chaos can make you harder on yourself and others than anyone needs. Real power in The Emperor’s sense protects and provides, then steps back so that others can grow. Your life’s work involves building something sturdy, whether a household, a business or a principle, and letting the people inside it breathe.',
  },
  {
    number: 5,
    text: 'Those who hold The Hierophant as a birth card spend their lives in conversation with tradition. Learning, teaching, ritual and any body of knowledge handed from one generation to the next are likely to draw you, and you often end up explaining how things work to people who arrived after you. Loyalty and a talent for mentoring are among your strengths. The card’s deeper lesson is discernment. Inherited rules can support you like scaffolding or confine you like a cage, and part of your journey is deciding which is which. Some people with this card rebel hard before coming home to their own convictions; others conform for years before asking questions of their own. Either way, your task is to find a philosophy or practice you genuinely own, then to pass it on with an open hand.',
  },
  {
    number: 6,
    text: 'Choice is the thread that runs through a life with The Lovers as its birth card. Relationships matter enormously to you, and you may measure your years by the people who changed you, yet the card concerns more than romance. It speaks of values, and of the crossroads where you must decide what you truly stand for. You are likely to be warm, responsive and drawn to harmony, with a gift for understanding the other person’s point of view. Decisions are the hard part: you may postpone them, hoping the right road will become obvious, or let someone else choose for you. This card keeps returning you to the same lesson in new costumes. When your choices line up with your deepest values, love flows more easily, and commitment starts to feel like freedom rather than loss.',
  },
  {
    number: 7,
    text: 'You were born with The Chariot, a card of drive, direction and will harnessed towards a goal. You are probably at your best in motion, with a destination in mind and obstacles to clear, and you may have shown determination early. The charioteer holds two opposing forces in check, often drawn as two beasts pulling different ways, and your life tends to involve the same art of steering contradictions: ambition and sensitivity, the urge to win and the longing to belong. Your test comes when the road is blocked. Pushing harder is not always the answer, and the armour that protects you can also keep tenderness out. Over time, The Chariot teaches that self-mastery has less to do with force than with knowing where you are going and why. Once that is clear, momentum tends to follow.',
  },
  {
    number: 8,
    text: 'Strength as a birth card speaks of courage with a soft voice. The image shows a figure calmly closing a lion’s jaws with bare hands, and that is the lifelong task: wild feeling tamed by patience and compassion rather than by force. You probably hold a great deal of inner fire, along with a resilience others tend to underestimate, and people turn to you in a crisis. The difficulty is turning that kindness inward. You may be gentle with everyone’s lion except your own, swallowing anger, desire or fear instead of befriending them. This card shows you that real strength does not mean never being afraid; it means staying with what frightens you until it settles. Your quiet endurance helps others, and it will take you further once you offer yourself the same patience.',
  },
  {
    number: 9,
    text: 'Born with The Hermit, you are on a lifelong search for what is real. You may need more solitude than most people, and you probably think deeply, distrusting easy answers and preferring one honest conversation to a roomful of small talk. The Hermit climbs the mountain with a lantern, not to escape the world but to see it more clearly, and others seek out your insight. Isolation is the risk this card carries. Withdrawal can harden into loneliness, or into a conviction that nobody could understand you. Your lantern is meant to light the path for others as well as for yourself, and teaching, writing, mentoring or simply listening well are all ways of sharing what you find. The wisdom you gather in quiet comes fully alive only when you carry it back down the slope.',
  },
  {
    number: 10,
    text: 'With the Wheel of Fortune as your birth card, change is your great teacher. Your life may have taken sudden turns, some lucky and some bewildering, and you may have learned early that nothing stays put for long. The card gives you adaptability, a feel for timing and a fascination with the larger patterns behind events. You are often at your best riding a shift rather than bracing against it. The harder lesson is finding a still centre: the hub of the wheel that does not spin, however fast the rim turns. Without it, you may feel pushed around by circumstance. This card invites you to notice your own cycles, to act when a door swings open and to trust that lean seasons pass. Your ease with change is rare and useful.',
  },
  {
    number: 11,
    text: 'Justice gives your life a steady concern with fairness, truth and consequence. You are likely to notice when something is out of balance, at work, in a friendship or in the wider world, and you may feel compelled to say so even when silence would be easier. A clear mind, a firm ethical sense and the ability to weigh evidence without being swept along by feeling are your natural equipment. The card’s lesson often arrives through accountability: learning that every choice carries weight, and that honesty with yourself is the first form of justice. Its shadow is severity, a readiness to judge quickly or to demand a perfection that no one, including you, can meet. Over time, Justice teaches that true balance includes mercy. When understanding tempers your scales, your sense of fairness becomes something people lean on.',
  },
  {
    number: 12,
    text: 'The Hanged Man is an unusual companion for a lifetime, and those who carry it tend to see the world from an angle nobody else thought to try. You may have discovered that answers come when you stop struggling, and that a pause can achieve what effort cannot. Patience, originality and a willingness to release what others grip tightly are among your quieter talents. The card shows a figure suspended upside down from a living tree, calm, hanging there by choice rather than as punishment. Martyrdom is the trap: sacrificing so readily that you lose track of your own needs, or waiting so long that life moves on without you. This card asks you to surrender willingly and then act on what you see. Used well, your upside-down view reveals possibilities others have walked straight past.',
  },
  {
    number: 13,
    text: 'Death can sound alarming as a birth card, yet it is one of the most powerful companions in the deck, because its subject is transformation rather than literal ending. Your life is likely to unfold in several chapters, each closing so that something truer can begin. You may have an unusual capacity to face hard truths, to sit with grief and to help others through upheaval, and people sense that you will not flinch. The lesson of this card is release. Clinging to a role, relationship or identity after its season has passed tends to make change more painful, not less. When you let go cleanly, you discover the card’s hidden gift, which is renewal. You may become a guide for people in transition, because you know from experience that every ending clears ground for what grows next.',
  },
  {
    number: 14,
    text: 'With Temperance as your birth card, your life is an ongoing experiment in blending. The card’s angel pours water from one cup into another, and you too are forever mixing things: ideas from different fields, people from different worlds, opposing parts of your own nature. Patience, moderation and a talent for finding the middle way when others see only extremes come naturally, and you may be the person who quietly eases tension in a room. The lesson cuts both ways. Moderation can slide into avoiding anything intense, and your skill at balancing everyone else can leave you without a clear voice of your own. Temperance teaches, over many years, that harmony is made rather than found, through trial, adjustment and time. Trust that slow alchemy; your best results are the ones you let ripen.',
  },
  {
    number: 15,
    text: 'The Devil may be the most misunderstood birth card, and carrying it does not make you wicked. It makes you someone whose life involves a long, honest look at desire, attachment and power. You may have striking charisma, a hearty appetite for life and a frank grasp of what drives people, including the parts polite society prefers to ignore. Your lesson lies in freedom. In the traditional image, the chains around the two figures’ necks are loose enough to lift off, and much of your journey involves noticing which habits, fears or bonds hold you only because you have never tried removing them. Faced with humour and without shame, your shadow becomes a source of energy rather than a trap. Your realism is a gift, too, because it helps others face what they have been avoiding.',
  },
  {
    number: 16,
    text: 'Few birth cards are as dramatic as The Tower, which shows lightning striking a high building while figures tumble from its windows. Carrying it through life does not mean constant disaster; it means you are here to learn about truth, breakthrough and the collapse of anything built on false foundations. You may be unusually honest, even blunt, and quick to see through pretence. Your story may include sudden revelations that rearrange everything, and you tend to come out of them clearer than before. The lesson is to stop building towers you will later have to pull down, and to commit to what is real even when it is uncomfortable. Resisting necessary change can turn a shake-up into an earthquake. In time, you may become a liberating presence for others, helping them see what needs to give way.',
  },
  {
    number: 17,
    text: 'The Star is a gentle, luminous companion for life, and people who carry it often become a source of hope for others. You may have an openness of spirit and a deep faith that things can mend and improve. The card shows a figure kneeling beside a pool under a bright sky, pouring water onto the land and back into the pool, giving to both. Inspiration, idealism and a capacity to renew yourself are your natural gifts, and you may be drawn to work that keeps a vision alive. Naivety is the growth edge, along with a habit of giving so freely that your own reserves run dry. The Star asks you to believe in your own worth as much as you believe in everyone else’s. Refill your own cup, and your light reaches further.',
  },
  {
    number: 18,
    text: 'With The Moon as your birth card, you walk a path through imagination, dreams and the half-lit places of the mind. You probably have a rich inner world, sharp instincts and a sensitivity to atmosphere that can feel like an extra sense. Creativity reaches you from somewhere beyond logic, and you may be at your most inspired in quiet, in-between moments. The card’s image of a winding path between two towers, with a dog and a wolf baying at the sky, speaks of a life spent learning to move through uncertainty. Fear and illusion are your tests: you may imagine the worst, or read your own feelings into other people. Over the years, The Moon teaches you to trust your instincts while checking them against daylight. You are at home among mysteries, and can guide others through them.',
  },
  {
    number: 19,
    text: 'The Sun as a birth card brings a lifelong association with vitality, warmth and clarity. People may describe you as radiant, optimistic or good company, and you have a knack for encouraging others to shine. The card shows a child riding a white horse beneath a blazing sun, and you often keep a childlike enthusiasm that refreshes everyone around you. Things tend to go well when you are fully yourself, with nothing hidden. The lesson of this card is that even the brightest light casts shadows. Relentless cheerfulness can gloss over real pain, and a need to be admired can make it hard to admit you are struggling. The Sun asks you to shine without scorching and to let others see your cloudy days as well as your bright ones. That honesty makes your light easier to trust.',
  },
  {
    number: 20,
    text: 'Judgement as a birth card points to a life of awakening and vocation. The image shows figures rising in answer to an angel’s trumpet, and you may feel a similar summons more than once: a moment when it becomes plain what you are meant to do, or who you are meant to be. You have a strong sense of purpose, an ability to reflect honestly on your own experience and a talent for helping others make peace with their past. The difficulty lies in the card’s very name. You may judge yourself harshly, or hold others to standards they never agreed to. Over time, this card teaches forgiveness as the doorway to renewal. When you meet your own history with compassion rather than verdicts, the call grows clearer, and you can answer it wholeheartedly.',
  },
  {
    number: 21,
    text: 'The World is the final card of the Major Arcana, and having it as your birth card suggests a lifelong concern with wholeness and completion. You may have a broad outlook, an appetite for many cultures and ideas, and a gift for bringing scattered parts together into a coherent whole. The card shows a dancer inside a wreath of leaves, balanced and free, with four figures watching from the corners of the sky. You feel most alive when everything fits, when work, love and meaning line up. The growth edge is a temptation to postpone contentment until that perfect completion arrives, or to move on restlessly the moment a cycle closes. The World teaches that each ending is also a threshold. Dance through every chapter with presence, and your life becomes its own celebration.',
  },
];

/** The personality numbers (from the consonants of the full birth name): 1-9, 11, 22 and 33. */
export const PERSONALITY: z.infer<typeof personalitySchema>[] = [
  {
    number: 1,
    text: 'A One personality number means people meet your confidence before anything else. The consonants of your name describe the outer layer you wear, and yours reads as capable, direct and self-possessed: someone who knows where they are headed. Strangers may assume you are in charge even when you are not, and you are often the one asked to decide. That self-possession can also come across as aloof or impatient, so a little visible warmth goes a long way. Let people glimpse the questions behind the certainty, and they will follow you more willingly.',
  },
  {
    number: 2,
    text: 'With Two as your personality number, you come across as approachable, gentle and easy to talk to. People sense quickly that you are listening properly, and they may tell you within minutes of meeting things they have kept from old friends. Such softness is a real asset in any role built on trust. The catch is that it can be read as pliability, and some may assume you will always give way. Let a firm edge show now and then; it makes your kindness more convincing, not less.',
  },
  {
    number: 3,
    text: 'As a personality number, Three lends you a bright, sociable outer manner. You probably make a lively first impression, quick with a joke, expressive in your face and hands and drawn to colour and conversation, so people tend to enjoy you at once and you can warm a room without trying. The risk is that they stop at the sparkle and never meet the thoughtful person underneath, or assume you take nothing seriously. You can invite them deeper by following through on what you promise and by letting a quieter, reflective side show sometimes.',
  },
  {
    number: 4,
    text: 'People read a Four personality as solid, sensible and trustworthy. Your outer manner suggests someone who turns up on time, keeps their word and understands how things work, and colleagues may hand you responsibility within a week of meeting you. Your style is probably practical and unfussy. That air of reliability opens doors wherever trust matters. It can also make you seem stiff or guarded at first, and few may guess at the dry humour you keep in reserve. A flash of spontaneity early on helps people realise how much warmth lies behind the sturdy front.',
  },
  {
    number: 5,
    text: 'Curiosity is the first thing people notice about a Five personality: the quick questions, the stories from somewhere else, the sense that you might be off on an adventure by next week. You often seem younger and freer than your years, and you can tune your manner to almost any company, from a boardroom to a campsite. That versatility makes you magnetic and fun to be around. It can also read as unreliable, as though you might not stay. Consistency in small things, a returned call or a kept date, helps people trust the excitement you bring.',
  },
  {
    number: 6,
    text: 'As a Six personality, you present as warm, responsible and caring, the kind of person others instinctively trust with a child, a secret or a spare key. Your outward manner has a gracious, homely quality, and you may have a gift for making people feel welcome wherever you happen to be. First impressions usually work in your favour, though they can attract people who would like to be looked after indefinitely. Let others see that you have needs too, and that your care has limits as well as depth.',
  },
  {
    number: 7,
    text: 'With Seven as your personality number, you come across as reserved, intelligent and a little mysterious. People may find you hard to read at first, noticing a watchful quality and a preference for listening over chatter. You can seem older or more serious than you feel inside. That air of depth earns respect and curiosity, but it can also seem cool or unapproachable, keeping at a distance people who would enjoy your company. A small disclosure, a question or a shared laugh lets them see the warmth behind the reserve.',
  },
  {
    number: 8,
    text: 'An Eight personality number gives you an air of authority. People may assume you are successful, or about to be, before you have said very much, and they often defer to you in practical matters without being asked. Your presence is strong, your manner businesslike and your taste likely to favour quality over quantity. This impression helps in any competitive field. It can also intimidate, or suggest that you value status above people. Showing genuine interest in others, and the occasional touch of vulnerability, balances the power you project and lets people relax around you.',
  },
  {
    number: 9,
    text: 'A Nine personality comes across as open-hearted, worldly and generous. People often sense a breadth in you, as though you have seen a great deal and judge very little, and they may confide in you or ask your advice on first acquaintance. You probably carry yourself with a graceful, even slightly theatrical, presence and connect easily with people from very different backgrounds. That compassion is genuine, yet it can make you seem distant, as if you belong to everyone and to no one in particular. Letting individuals feel personally known turns your broad warmth into something intimate.',
  },
  {
    number: 11,
    text: 'The master number Eleven in the personality position gives you an inspiring, slightly otherworldly presence. People may pick up a kind of electric sensitivity in you, a sense that you register more than is said and that you are lit from within by ideals. First impressions can be powerful, and you may be cast as a visionary or an original without quite knowing why. The flip side is that you can appear highly strung, remote or too intense for casual company. Grounding your manner with humour and ordinary kindness helps people receive what you have to offer.',
  },
  {
    number: 22,
    text: 'With Twenty-Two as your personality number, you project capable vision: people sense that you could build something large and lasting. Your outer manner tends to be calm, competent and quietly commanding, and others may look to you to organise what they can only daydream about. You seem trustworthy in a practical way, with ambition that feels grounded rather than flashy. The same impression can make you look demanding or burdened, as though you carry more than you share. Letting people help, and showing delight in small, unimportant things, softens a formidable first impression.',
  },
  {
    number: 33,
    text: 'A Thirty-Three personality number gives you a nurturing, generous presence that people feel almost immediately. You may strike others as a natural teacher or comforter, with a manner that invites trust and a kindness that never seems forced. People often bring you their burdens, sometimes before they know your name. This warmth can touch lives deeply. It can also make you a magnet for those who take more than they give, and you may be seen as endlessly self-sacrificing. Showing your boundaries clearly, and early, teaches others how to care for you in return.',
  },
];

/** The personal months, 1-9. */
export const PERSONAL_MONTHS: z.infer<typeof personalMonthSchema>[] = [
  {
    number: 1,
    text: 'A One personal month opens a fresh page, and it favours beginnings of every size. Start the project, send the application, book the first lesson or simply change a routine that has gone dull. Your energy is likely to run higher and your patience shorter, so aim that drive at tasks rather than at people. Choices made now tend to set the tone for the weeks that follow. Independence suits this month; waiting for permission does not.',
  },
  {
    number: 2,
    text: 'Under a Two personal month, progress comes through cooperation and quiet attention. Partnerships, negotiations and shared projects all benefit, and small kindnesses are more likely to be remembered. Plans begun last month may need nursing rather than pushing, so expect a slower pace. Listen carefully, refine the details and let important relationships deepen. Feelings may sit close to the surface, so be gentle with yourself when something minor stings. Patience is your best tool for these few weeks.',
  },
  {
    number: 3,
    text: 'A Three personal month favours expression, creativity and good company. Accept the invitation, share the idea, write the letter, sing, sketch or ring the friend you have been meaning to call. Conversations may open unexpected doors, and your charm is likely to be near the surface. The risk lies in scattering yourself across too many pleasant distractions, so pick one or two creative threads and see them through. Enjoy the lighter mood; it restores more than you might think.',
  },
  {
    number: 4,
    text: 'In a Four personal month, the emphasis shifts to work, order and solid foundations. Organise a cupboard or a calendar, tackle the paperwork, set up routines and put sustained effort into a long-term project. Results may feel slow to arrive, yet what you build now tends to last. You may feel more tired or hemmed in than usual, so schedule rest as carefully as chores. Steady, practical progress is what this month rewards.',
  },
  {
    number: 5,
    text: 'A Five personal month brings movement, change and fresh air. Travel, new experiences, surprise openings and a welcome break from routine are all in its gift. You may feel restless, curious or eager to shake something up, and a change of scene can spark ideas that stale surroundings never would. The month’s challenge is staying grounded, since impulsive decisions and scattered commitments are tempting. Say yes to adventure, but read the small print before you leap.',
  },
  {
    number: 6,
    text: 'Under a Six personal month, home, family and responsibility take centre stage. It favours caring for loved ones, mending strained relationships, making your surroundings more beautiful and honouring the commitments you have made. Others may lean on you more heavily than usual, and you may feel a strong pull to look after everyone. Give generously, but notice when helping turns into overstretching. Love flows best in these weeks when you include yourself in the circle of care.',
  },
  {
    number: 7,
    text: 'A Seven personal month invites reflection, study and inner work. Read, research, rest, walk somewhere green or simply think a question through to the end. Outward progress may slow while understanding deepens, and time alone is likely to feel more nourishing than usual. Avoid forcing big decisions or filling every evening with plans, because answers tend to arrive quietly. Stillness is productive now, even when it does not look like it from the outside.',
  },
  {
    number: 8,
    text: 'In an Eight personal month, ambition, practical affairs and personal authority come to the fore. It favours career steps, important negotiations, taking charge of something and reviewing how your time and resources are being used. Confidence tends to rise, and efforts made earlier in your cycle may start to show visible results. Keep an eye on balance, because power works best with integrity and work can easily crowd out everything else. Aim high and act with purpose.',
  },
  {
    number: 9,
    text: 'A Nine personal month is for completion, release and clearing space. Finish what you can, give away what you no longer use and bring projects, habits or relationships that have run their course to a graceful close. Emotions may run high as old chapters end, and generosity, forgiveness and service feel especially meaningful. Hold off on major new ventures if you can, since a fresh cycle is about to begin. Whatever you let go of now makes room for it.',
  },
];
