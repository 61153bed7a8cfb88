import type { PlanetInHouse } from './types';

/**
 * The Sun, the Moon, Mercury, Venus and Mars in each of the twelve houses (issue #25): the part
 * of life where each planet's drive shows. Shape and limits in ./types.
 */
export const PLANETS_IN_HOUSES_INNER: PlanetInHouse[] = [
  {
    planet: 'sun',
    house: 1,
    text: 'With the Sun in your first house, your sense of purpose is written on you. It shows in the way you walk into a room, introduce yourself and take the first step on anything new, and people tend to read you quickly and remember you. You feel most alive when your life visibly bears your own stamp: a style, a project, a way of doing things that is plainly yours. You often end up leading simply because you moved first. The shadow is treating every situation as a mirror, so that other people’s moods feel like comments on you. Letting someone else hold the spotlight, without feeling smaller for it, is where you grow.',
  },
  {
    planet: 'sun',
    house: 2,
    text: 'Your Sun sits in the second house, tying your identity to what you can build, earn and keep. You shine through competence that leaves something tangible behind: a savings pot grown steadily, a well-made chair, a skill people will pay for, a flat furnished with care. Praise matters most when it is concrete, and you may judge a good year by what it has put in your hands. Your values are strong, usually practical, and you rarely waste what you have. The trap is letting income or possessions stand in for worth, so that a lean month feels like a personal verdict. Real confidence arrives when you know your value holds steady whatever the bank balance says.',
  },
  {
    planet: 'sun',
    house: 3,
    text: 'Conversation is where your light comes out. Placed in the third house, the Sun makes you at your best explaining, questioning, writing or introducing people who ought to meet, and the ordinary round of messages, errands and chats at the corner shop feeds you more than it would most. A brother, sister, cousin or neighbour may have shaped your early identity as a rival, an ally or a first audience. You want to be known as someone who understands things and says them well. Restlessness can scatter you across a dozen small interests, each dropped the moment it stops being new. Following one thread deeply for a while turns bright curiosity into genuine authority.',
  },
  {
    planet: 'sun',
    house: 4,
    text: 'The core of who you are lives somewhere private, because a fourth-house Sun shines most fully at home and among family or chosen kin. Much of your life’s effort may go into building a base that feels solid: an old house restored, a household that runs well, a family story finally understood. One parent, often a forceful or central figure, looms large in your sense of self, for better or worse. Applause from the wider world can matter less to you than feeling rooted, and this placement often comes into its own in the second half of life. The stretch for you is stepping outside the walls you have built and letting the world see what you carry.',
  },
  {
    planet: 'sun',
    house: 5,
    text: 'You come alive when you are making, playing or falling for something, since the Sun in the fifth house is at home among pleasures. Painting, performing, sport, flirtation, silly games with children, a hobby pursued with total absorption: these are the places you feel most like yourself, and where others notice your warmth. You need a stage of some kind, even if it is only the head of the table at a birthday dinner, and applause genuinely nourishes you. Romance tends to be vivid and a little theatrical. Lean on admiration too heavily, though, and ordinary weekdays start to feel flat. Creating for the sheer joy of it, with nobody watching, steadies your light and makes it last.',
  },
  {
    planet: 'sun',
    house: 6,
    text: 'Useful work done well is where a sixth-house Sun finds meaning. You shine through skill and reliability, and through the quiet satisfaction of improving how things run, whether that means a team’s workflow, a patient’s comfort or the shape of your own week. Routines matter to your sense of self more than you might admit, and a scrambled schedule can leave you oddly adrift. Your craft, your health habits, the care of an elderly dog or a garden can all become expressions of who you are. Recognition arrives mainly through being indispensable. Remember that you are more than your output, and rest before your body has to insist on it.',
  },
  {
    planet: 'sun',
    house: 7,
    text: 'Much of your self-discovery happens through other people. With the Sun in the seventh house, partnerships of every kind, romantic, professional or creative, draw out your strengths, and you often shine brightest as half of a pair: the negotiator, the co-founder, the spouse who makes the marriage a visible shared project. You are drawn to strong characters, and open rivals may sharpen you as much as allies do. Contracts and formal agreements feature prominently in your story. The pitfall is outsourcing your identity, waiting for a partner to define or complete you. Arriving in each relationship already whole, choosing company rather than needing it, makes your partnerships far richer.',
  },
  {
    planet: 'sun',
    house: 8,
    text: 'An eighth-house Sun draws your identity towards depth and intensity. You shine where others flinch: in emergencies, in frank talk about money, sex or death, in handling joint finances, research, therapy or anything that requires looking beneath the surface. Your life may be marked by turning points that strip something away and leave you remade, and you usually come out of them with more power than you went in with. You want to be recognised for what you can handle. Control can become a theme, especially around shared money and trust. Allowing the people closest to you to see your softness, not only your strength, is the transformation this placement keeps asking for.',
  },
  {
    planet: 'sun',
    house: 9,
    text: 'Reaching beyond what you already know is how you shine. A ninth-house Sun pulls you towards travel, study, philosophy, faith, law and publishing, and you might feel most yourself in a foreign city, a seminar room or a long argument about what life means. You want recognition as someone whose view is worth hearing, and you can be a stirring teacher, writer or guide. That hunger for the horizon keeps you young in outlook. The shadow is preaching, mistaking this year’s convictions for final truth. Staying a student even when others start treating you as an expert keeps your vision generous, humble and open.',
  },
  {
    planet: 'sun',
    house: 10,
    text: 'Your identity is on public view, since the Sun in the tenth house wants to leave a mark others can see. Career, reputation and achievement are central to how you understand yourself, and leadership roles, titles, public responsibility or a visible body of work all appeal. You usually have the stamina to climb, and you take your standing seriously. One parent, often the one who represented the outside world, may have set the standard you still measure yourself against. Recognition is not vanity for you; it confirms you are on course. The danger is becoming your job. Building a private self that would survive losing the title makes your public one more secure.',
  },
  {
    planet: 'sun',
    house: 11,
    text: 'Friends, teams and causes bigger than yourself are where you shine. The Sun in the eleventh house often makes you the one who gathers people, starts the society, organises the reunion or speaks for a community, and you feel most alive when a shared hope is moving forward. Friendships can be as central to your identity as family is to others. The recognition you value most comes from peers rather than bosses. Your ideals can be impressive and occasionally so broad that individual people get lost inside them. Offering close, personal warmth as freely as you offer goodwill to humanity at large is the quieter achievement waiting for you.',
  },
  {
    planet: 'sun',
    house: 12,
    text: 'Your light burns somewhere behind the curtain. A twelfth-house Sun may do its best work away from view, in archives, hospitals, retreats, charities, studios or any setting where the ego steps back and something larger comes through. Solitude restores you, and your inner life is crowded with dreams, hunches and a sense of the unseen. Being noticed can feel uncomfortable even when part of you longs for it. At times you may undercut yourself by hiding, delaying or giving yourself away too readily. The brave move is trusting that your quiet gifts deserve daylight, and letting yourself be seen without apologising for taking up space.',
  },
  {
    planet: 'moon',
    house: 1,
    text: 'Your feelings live close to the surface, and with the Moon in your first house they tend to reach your face before you have decided to share them. People sense your moods almost instantly, and you respond to situations with your body and gut first, thinking afterwards. Your manner, even your appearance, may shift with your emotional weather, and many find you approachable and quietly nurturing. Feeling safe depends on being accepted as you are. The cost is exposure: you soak up atmospheres and can be knocked sideways by a cold greeting or a tense office. A gentle buffer between what you feel and how you react gives you much steadier ground.',
  },
  {
    planet: 'moon',
    house: 2,
    text: 'Emotional security, for you, has a material shape. With the Moon in the second house, a stocked cupboard, a cushion of savings, familiar belongings and your own good pillow calm you more than any pep talk, and you hang on to objects long after their use because of the memories they hold. Income and spending can rise and fall with your moods, so comfort buying or anxious hoarding are both possible. You instinctively trust what has lasted. Self-worth is tender here, easily bruised by criticism of your taste or means. Learning to soothe yourself without reaching for your wallet, and to feel worthy on thin weeks, is the real wealth this position offers.',
  },
  {
    planet: 'moon',
    house: 3,
    text: 'You process feelings by talking, writing or texting them through, and a day without conversation leaves a third-house Moon oddly unsettled. Your mind is emotionally tuned: you remember how something was said far longer than what was said. Siblings, cousins or neighbours may have been an early source of comfort, or of small hurts that still echo. Familiar streets, the local café and short trips out soothe you. Your moods can swing with the news you hear, and gossip may ripple through you more than you would like. A journal or one trusted listener helps you tell a passing feeling from a genuine signal worth acting on.',
  },
  {
    planet: 'moon',
    house: 4,
    text: 'Placed in the fourth house, the Moon is at home in the most literal sense. You need a nest, a private space that feels unmistakably yours, and your wellbeing tends to track the state of your household. Family, ancestry, old recipes and inherited habits carry deep emotional weight, and your bond with one parent, often the more nurturing one, shapes you profoundly. You may be the person who keeps the family together or cooks for everyone at holidays. Moving house can feel seismic. Over time you learn to carry that sense of belonging inside you, so that safety no longer depends on any single address or person.',
  },
  {
    planet: 'moon',
    house: 5,
    text: 'Play is how you feel safe. With the Moon in the fifth house, creative projects, romance, children, games, music and laughter are not luxuries; they are how you digest what you feel. You may have an easy, tender rapport with young people and a knack for making celebrations feel personal. When you are low, baking, drawing or strumming a guitar often helps more than talking it through. Love affairs can carry a strong emotional charge and a hunger for reassurance. Allowing yourself to be loved without putting on a show, and finding contentment on days when nobody applauds, brings a deeper, quieter kind of happiness.',
  },
  {
    planet: 'moon',
    house: 6,
    text: 'Small rhythms hold you together. A sixth-house Moon ties your emotional balance to routine, so a clear desk, a regular bedtime, a walk at the same hour or a cat waiting by the door keeps you steady, and when those patterns break your mood often follows. You instinctively care for people through practical help, and colleagues may lean on you more than they realise. Your body tends to register stress quickly, so emotional and physical wellbeing feel closely linked. Worry can turn into fussing over details that do not matter. Treating your own needs with the same diligence you give everyone else’s is the lesson this placement quietly repeats.',
  },
  {
    planet: 'moon',
    house: 7,
    text: 'Security comes most easily to you inside a close partnership. The Moon in your seventh house tunes you to other people’s needs, often reading a partner’s mood before they speak, and people who either mother you or need mothering seem to find you. Marriage and committed bonds carry great emotional weight, and being single can feel less like freedom than exposure. In business, too, you work best beside someone you trust. Trouble starts when you change shape to fit each relationship until your own wishes go silent. Saying plainly what you want, and trusting that real closeness can survive honesty, makes your bonds sturdier.',
  },
  {
    planet: 'moon',
    house: 8,
    text: 'Your emotional life runs deep and private. With the Moon in the eighth house you crave intimacy of the total kind, where nothing is held back, yet you can be slow to let anyone near enough to offer it. Joint money, inheritance and debt may stir strong feelings, sometimes bound up with family history. You sense undercurrents, secrets and power games instinctively, and you are often the calmest person in a real crisis. Jealousy or suspicion can flare when you feel insecure. Letting feelings move through you instead of storing them, and trusting that vulnerability offered wisely draws people closer, turns intensity into healing.',
  },
  {
    planet: 'moon',
    house: 9,
    text: 'Meaning is your comfort blanket. A ninth-house Moon finds security in a belief system, a philosophy, a faith or simply a wide view of things, and when life feels cramped you instinctively want to travel, enrol in a course or lose yourself in a big book. Foreign places may feel strangely familiar, and you might settle far from where you were born. Teachers and mentors can play an almost parental role. Your spirits lift with new horizons and sink when you feel fenced in. Notice when you escape into ideas or departures to avoid a feeling that simply needs facing, right where you are.',
  },
  {
    planet: 'moon',
    house: 10,
    text: 'Your emotional life is surprisingly public. With the Moon in the tenth house, you may be known for your caring nature, your moods or work that involves feeding, housing, teaching or looking after people, and audiences often warm to you. Career security matters deeply, so a shaky job can unsettle you more than most. One parent’s ambitions or feelings may have steered your own path. You have an instinct for what the public wants and can read the mood of a market or a room. Separating your worth from your reputation matters, so that a setback at work never feels like a judgement on your whole heart.',
  },
  {
    planet: 'moon',
    house: 11,
    text: 'Friends are your emotional family. The Moon in the eleventh house feels safest belonging to a circle, club, team or community, and you often become its caretaker, remembering birthdays and checking on whoever has gone quiet. Your hopes for the future are emotionally charged, tangled up with the people you share them with. Your social life may swell and shrink with your moods. You can feel lonely in a crowd when connections stay shallow. Letting two or three friends know you properly, beyond the role of the dependable one who looks after everybody, gives you the belonging you have been offering others.',
  },
  {
    planet: 'moon',
    house: 12,
    text: 'You keep your feelings in a private chamber. With the Moon in the twelfth house you often sense emotions long before you can name them, and you pick up other people’s pain with uncanny accuracy. Sleep, dreams, music, prayer or quiet hours near water restore you, and caring work in hospitals, shelters, prisons or other institutions may call to you. As a child you might have learned to keep your needs out of sight. Bringing those needs gently into the open, and setting limits so compassion does not become silently carrying everyone’s burdens, lets your sensitivity become a strength rather than a drain.',
  },
  {
    planet: 'mercury',
    house: 1,
    text: 'Your mind is on display. Mercury in the first house makes you think out loud, react quickly and often be known for your wit, your questions or your chatty energy. People may describe you as youthful or alert, and your hands and face are probably very expressive. You meet the world by naming it, analysing it and striking up a conversation with whoever is nearby. Nervous energy can run high, so you may speak first and reflect later. Listening as keenly as you talk, and letting a silence sit now and then, gives your sharp intelligence time to land on something worth saying.',
  },
  {
    planet: 'mercury',
    house: 2,
    text: 'Your thinking keeps returning to the practical question of value. With Mercury in the second house, you may earn through words, numbers, trading, teaching, selling or any trade that rewards a quick mind, and you often spot a bargain, or a price that looks wrong, before anyone else. Budgets, lists and plans for your resources keep your brain busy, and ideas feel more real once you can see what they are worth. The trap is fretting over money or reducing every thought to its market price. Valuing ideas, your own included, for reasons no spreadsheet could capture makes your practical mind wiser still.',
  },
  {
    planet: 'mercury',
    house: 3,
    text: 'Mercury is in its natural habitat in the third house, and your mind rarely switches off. You read, chat, message, learn and connect constantly, and you may have a gift for writing, teaching, languages or explaining tangled matters simply. Siblings and neighbours can be lively sparring partners, and half your street probably knows you by name. Short trips, podcasts, crosswords and local news all feed you. With so much input, attention can splinter, leaving you knowing a little about everything. Finishing what you start and choosing depth now and then lets your brilliance build into something lasting instead of evaporating.',
  },
  {
    planet: 'mercury',
    house: 4,
    text: 'A fourth-house Mercury turns your mind inward and homeward. Much of your best thinking happens at the kitchen table, and you might work from home, research your family tree or fill your rooms with books and half-finished notes. Conversations with relatives, especially one parent, shaped how you learned to speak and reason, and old family sayings may still run through your head. You reflect carefully on your own past and may understand it better than most. Memories can crowd the present, and you are often more candid in private than in public. Sharing that thoughtful inner world beyond your front door lets others benefit from it.',
  },
  {
    planet: 'mercury',
    house: 5,
    text: 'Your mind loves to play. Mercury in the fifth house lights up with wordplay, quizzes, storytelling, strategy games, creative writing and witty flirtation, and you may court someone through letters, jokes or long late-night talks. You can be a natural teacher of children, inventing games that make lessons stick. Ideas feel like creative offspring, and you enjoy showing them off. On an off day you treat serious matters too lightly, or perform cleverness to win approval. Letting some of those sparkling notions mature into finished stories, songs or projects, instead of leaving them as charming sketches, shows what your imagination can really do.',
  },
  {
    planet: 'mercury',
    house: 6,
    text: 'The working day is where your mind is busiest. Mercury in the sixth house analyses systems, spots inefficiencies, writes lists and relishes a neatly solved practical problem, whether that is a spreadsheet, a rota or a fiddly repair. Work involving detail, editing, data, logistics or health information may suit you well. You probably research your own wellbeing thoroughly and chat to your pets as though they followed every word. Nervous worry can settle in the body when the to-do list grows too long. Knowing when good enough really is enough, and switching your thoughts off at night, protects both your clarity and your sleep.',
  },
  {
    planet: 'mercury',
    house: 7,
    text: 'Dialogue sharpens you. With Mercury in the seventh house, you think best with someone across the table, and partnerships often begin with conversation, debate or a shared intellectual project. Clever, talkative partners attract you, and you can make an excellent negotiator, mediator, agent or counsellor. Contracts and agreements tend to get your close attention, clause by clause. You see every side of an argument, which can make decisions slow. The shadow is quietly adopting other people’s opinions to keep the peace. Forming your own view before canvassing everyone else’s, then sharing it with the fairness you offer others, makes you a truer partner.',
  },
  {
    planet: 'mercury',
    house: 8,
    text: 'Mercury in the eighth house gives your mind an investigator’s edge. You want to know what lies underneath: hidden motives, the real figures in the accounts, the psychology behind a choice. Research, forensics, therapy, tax, insurance or the study of taboo subjects may fascinate you. Frank conversations about death, sex or money do not embarrass you; you would rather have them straight. You keep many thoughts to yourself and can be a formidable strategist. Left unchecked, that focus becomes obsessive, circling a suspicion long after it has stopped being useful. Turn that penetrating insight towards understanding and healing, rather than control, and it becomes a rare gift.',
  },
  {
    planet: 'mercury',
    house: 9,
    text: 'Your mind roams far. Mercury in the ninth house feeds on big questions, foreign languages, philosophy, religion, law, publishing and long journeys, and you may be happiest mid-debate about what something ultimately means. You learn through immersion, picking up the customs and phrases of another culture quickly, and you can be an inspiring teacher, writer or lecturer. Details may bore you once you have grasped the principle, and you sometimes generalise too readily from one striking example. Testing grand theories against ordinary facts, and staying genuinely open to views that do not fit your framework, keeps your thinking honest.',
  },
  {
    planet: 'mercury',
    house: 10,
    text: 'Your intelligence goes to work in public. With Mercury in the tenth house, you may be known for what you say, write or know, and careers in communication, media, teaching, sales, consulting or administration often suit you. You plan professional moves carefully and network with purpose. Your reputation can hinge on how clearly you express yourself, and curiosity may lead you through several different roles. Discussions with one parent may have shaped your early ambitions. Make sure that busy professional voice serves a direction you have actually chosen, rather than every opportunity that happens to ask for your attention.',
  },
  {
    planet: 'mercury',
    house: 11,
    text: 'Company switches your mind on. Mercury in the eleventh house buzzes in group chats, forums, societies and brainstorming sessions, and in friendships built on shared ideas, and you are often the one linking people across a network. You think about the future a great deal and enjoy debating how society could work better. Your friends may be clever, unconventional, or much younger or older than you. It is easy, though, to live in your head and your contacts list rather than in real closeness. Turning talk of big hopes into modest, practical steps, taken with the people around you, makes those conversations count.',
  },
  {
    planet: 'mercury',
    house: 12,
    text: 'Your mind does much of its work beneath the surface. With Mercury in the twelfth house, good ideas tend to arrive in dreams, in the bath or on long solitary walks, and you probably think in images and impressions more than tidy sentences. Poetry, music, spiritual study, psychology and quiet research can all suit you, as can work behind the scenes. You sometimes know things without being able to explain how. Speaking up in meetings can feel hard, and thoughts left unspoken may curdle into worry. Trusting your intuitive intelligence enough to put it into words, starting with a notebook by the bed, lets it reach the world.',
  },
  {
    planet: 'venus',
    house: 1,
    text: 'Grace is part of the first impression you make. With Venus in the first house, people often find you easy to like, and you have an instinct for presenting yourself well, through clothes, manners or simply a warm, open expression. You meet life hoping for harmony and may smooth over friction before you notice you are doing it. Beauty and pleasure are woven into your sense of self. The trap is relying on charm to dodge hard stands, or worrying too much about how you look. Letting people see your less polished moods, and trusting that being liked does not depend on being pleasing, makes your warmth more real.',
  },
  {
    planet: 'venus',
    house: 2,
    text: 'Pleasure takes a material form for you. Venus in the second house loves good bread, soft fabrics, lovely objects and surroundings chosen with care, and you often have a talent for attracting resources or earning through art, design, food or hospitality. Your taste is usually reliable, and you are generous with what you have. Self-worth grows when you treat yourself kindly. Indulgence is the obvious pitfall, especially spending to soothe loneliness. Recognising that your richest assets, such as loyalty, keen senses and patience, cannot be bought, and arranging your life around those, gives you a contentment no purchase can match.',
  },
  {
    planet: 'venus',
    house: 3,
    text: 'Words and everyday encounters give you quiet delight. With Venus in the third house, you tend to speak kindly, write gracefully and make neighbours, shopkeepers and classmates feel noticed. Your relationship with siblings may be affectionate, or you may have been the family’s peacemaker. Scenic commutes, local markets, handwritten cards and witty exchanges all please you, and you probably flirt through conversation. The shadow is telling people what they want to hear rather than what is true. When your diplomacy carries honest content, charm becomes a way of delivering difficult truths gently, and people trust you all the more.',
  },
  {
    planet: 'venus',
    house: 4,
    text: 'Home is your source of deepest pleasure. Venus in the fourth house cares about creating a beautiful, welcoming space filled with comfort, colour and meaningful objects, and guests tend to relax the moment they arrive. Family harmony matters to you, and you may have felt close to a parent who showed you what tenderness looks like. Life often grows sweeter and more settled as the years pass. Less helpful is a habit of avoiding conflict at home at any cost, burying tensions under soft furnishings and kind words. Allowing the occasional honest quarrel, and trusting that a loving household can absorb it, keeps your sanctuary genuinely peaceful.',
  },
  {
    planet: 'venus',
    house: 5,
    text: 'Romance and pleasure come naturally. Venus in the fifth house adores being courted, loves the theatre of a first date and brings real flair to art, music, dance or any creative pastime. Children may delight you, and you have a gift for making play feel beautiful, from a themed birthday party to a painted kitchen wall. Holidays and spontaneous fun restore your balance. Affairs of the heart can be enchanting yet may fade once the sparkle dims. Discovering the quieter pleasures of lasting love, and creating from inner joy rather than for admiration alone, deepens everything you already enjoy.',
  },
  {
    planet: 'venus',
    house: 6,
    text: 'Harmony at work matters to you more than most people realise. Venus in the sixth house prefers a pleasant workplace, kind colleagues and a routine with a little beauty built in, such as good coffee, tidy tools or flowers on the desk. You often ease tensions between co-workers, and friendship or even romance may arrive through your job. Wellbeing, design, care or service roles can suit you, and your pets are likely spoiled. A taste for ease can mean putting off the unglamorous tasks. Finding satisfaction in steady effort, and choosing health habits that feel like treats rather than punishments, keeps your days both sweet and productive.',
  },
  {
    planet: 'venus',
    house: 7,
    text: 'Partnership is where life feels sweetest. Venus in the seventh house gives you a natural gift for relating: you know how to compromise, to charm and to make a partner feel valued. Marriage or committed love is often central to your happiness, and business partnerships can prosper through your fairness and social grace. You may be drawn to attractive, refined or artistic people. Even open rivals can often be won over by your diplomacy. Keeping the peace can, however, cost you your own wishes. Understanding that true harmony includes disagreement, handled lovingly, makes your relationships more equal and more durable.',
  },
  {
    planet: 'venus',
    house: 8,
    text: 'Shallow flirtation rarely holds you for long. Venus in the eighth house seeks pleasure in depth, drawn to intensity, to intimacy that changes you and to people with a hint of mystery. Love can transform you, sometimes painfully, often beautifully. Shared resources may flow towards you through a partner’s support, gifts, settlements or an inheritance, and managing other people’s money may come easily. Jealousy, possessiveness or tangled finances can test you. Practising trust without control, and remembering that real intimacy grows from commitment freely given rather than held tight, lets your passion become a source of renewal.',
  },
  {
    planet: 'venus',
    house: 9,
    text: 'You fall for ideas, places and people from far away. Venus in the ninth house takes real pleasure in travel, foreign food and languages, art from other traditions, philosophy and study, and you may meet a partner abroad, online across borders or through a university. Minds that broaden yours are irresistible, and your sense of beauty often carries a spiritual edge. The shadow is idealising the distant while neglecting what is near. Bringing that spirit of adventure into your daily relationships, so that familiar love feels like a journey too, stops you from always looking over the horizon for happiness.',
  },
  {
    planet: 'venus',
    house: 10,
    text: 'Charm shapes your public life. Venus in the tenth house tends to make you well liked by colleagues, clients and superiors, and success may come through art, design, fashion, beauty, diplomacy, hospitality or public relations. Your reputation often rests on grace, good taste and an ability to make difficult conversations pleasant. One parent may have modelled elegance or social ease, and relationships can open professional doors. Watch for relying on popularity instead of substance, or choosing a path for how it looks. Building solid expertise behind that pleasant reputation helps your success outlast any first impression.',
  },
  {
    planet: 'venus',
    house: 11,
    text: 'Friendship is one of your great pleasures. Venus in the eleventh house attracts a wide, warm circle, and you are often the friend who hosts, introduces and keeps everyone on good terms. Clubs, choirs, volunteer groups and creative collectives suit you, and romance may grow out of friendship or shared causes. Your hopes lean towards a kinder, fairer world. Popularity comes easily, which can make it tempting to keep things pleasant rather than intimate. Investing in a few friendships deeply enough to survive disagreement, and letting friends support you in return, turns a lovely social life into lasting belonging.',
  },
  {
    planet: 'venus',
    house: 12,
    text: 'Your tenderness is often hidden. Venus in the twelfth house finds pleasure in solitude, secret sanctuaries, music heard alone, art made privately and acts of kindness nobody witnesses. You may love quietly, from a distance, or keep a relationship out of public view, and compassion for the vulnerable runs deep in you. Beauty can feel close to the sacred. The shadow is self-sacrifice in love, or yearning for someone unavailable because it feels safer than being truly met. Allowing your affection into the daylight, and choosing partners who can return it openly, lets your devotion nourish you as well as others.',
  },
  {
    planet: 'mars',
    house: 1,
    text: 'Energy is the first thing people notice about you. Mars in the first house makes you direct, quick to act and hard to ignore, and you meet challenges head-on, whether that means a new job, a steep climb or an argument someone else started. You probably walk faster than everyone around you. Physical activity is essential; without an outlet, your drive turns into restlessness or a short fuse. Courage comes naturally, and you often lead before anyone has decided who should. Impatience is the price, along with a habit of treating every disagreement as a contest. Take one breath before you charge, and choose which battles truly deserve you.',
  },
  {
    planet: 'mars',
    house: 2,
    text: 'Money is something you go out and get. Mars in the second house pours energy into earning, building and defending what is yours, and you would rather work a double shift or start a side business than depend on anyone. Sales, trading, skilled trades and commission-based work can suit your competitive streak. Spending tends to be impulsive too: a sudden set of new tools, a car, a bold gamble on an idea. You may bristle when someone questions your worth or borrows your things without asking. Pacing your efforts, and holding on to self-respect when the figures dip, keeps that fierce drive productive rather than anxious.',
  },
  {
    planet: 'mars',
    house: 3,
    text: 'Your mind and your mouth move fast. Mars in the third house channels its fire into words, debate and constant motion around your neighbourhood, and you are forever dashing somewhere by bike, car or on foot. You argue well, write with punch and can make a dull meeting suddenly lively by defending an opinion. Siblings may have been early rivals who taught you to hold your ground. The cost can be impatience with slow talkers, a heavy hand on the horn, or a sharp remark you regret by evening. Winning an argument is not the same as being understood, so let your wit pause for the other person’s reply.',
  },
  {
    planet: 'mars',
    house: 4,
    text: 'Home is where your energy runs hottest. Mars in the fourth house can show up as endless DIY, knocked-through walls and a household that never quite sits still, or as family life full of strong wills and loud dinners. You defend your roots and relatives fiercely, and you may have clashed with a forceful parent while growing up. Independence in your own space matters enormously; sharing a kitchen with someone who does things differently tests you. Anger that finds no outlet in the world can end up aimed at those closest. Naming frustrations early, before they boil over behind closed doors, turns that heat into the warmth of a hearth.',
  },
  {
    planet: 'mars',
    house: 5,
    text: 'Play is competitive for you, and passion is never lukewarm. Mars in the fifth house throws its energy into sport, games, performance, risk and romance, and you pursue what you desire openly rather than waiting to be chosen. Your creative work tends to be bold, physical or experimental: the drum kit rather than the triangle. With children you are the energetic parent, aunt or coach who climbs the tree too. When life feels dull, gambling, reckless dares or dramatic affairs may tempt you. Sustained creative projects and healthy challenges give that fire a home where quick thrills cannot, and what you make may outlive the moment.',
  },
  {
    planet: 'mars',
    house: 6,
    text: 'Work is where you spend your fire. Mars in the sixth house gives you a formidable capacity for effort: you tackle the jobs others avoid, clear backlogs in a single afternoon and take pride in being the hardest worker on the team. A proper workout clears your head better than lying on the sofa ever could. Clumsy systems and slow colleagues irritate you, and you may end up doing everything yourself rather than explaining. Frustration at work can settle into tight shoulders and a clenched jaw. Delegate with grace, build recovery into the week and treat rest as part of the job, not a weakness, so your stamina lasts for decades.',
  },
  {
    planet: 'mars',
    house: 7,
    text: 'Your battles tend to arrive through other people. Mars in the seventh house draws you to bold, assertive partners, and relationships can be passionate, stimulating and at times combative, with sparks flying in both directions. Rivals in business, sport or court may play a notable part in your story, and you rise to a challenge the moment someone pushes back. Negotiating on somebody else’s behalf brings out your best fighting spirit. Sometimes, though, you project your own anger onto a partner, then resent the conflict that follows. Owning your assertiveness directly, and treating a partnership as a team facing the world together, turns friction into a powerful alliance.',
  },
  {
    planet: 'mars',
    house: 8,
    text: 'Crisis sharpens you rather than scattering you. Mars in the eighth house gives you courage when things fall apart, a strong sexual drive and a readiness to confront what others avoid, such as debt, grief or buried family secrets. Joint finances, wills and business deals may become battlegrounds, and power struggles can surface in intimacy. You are often at your best in emergency work, investigation, debt recovery or rescuing a failing company. Grudges can last years if you let them. Releasing anger cleanly, and using your intensity to rebuild rather than to win, is how this placement matures into real, trustworthy power.',
  },
  {
    planet: 'mars',
    house: 9,
    text: 'You fight for what you believe. Mars in the ninth house puts energy into causes, convictions, adventurous travel and the chase for knowledge, and you may become a passionate advocate, campaigner, barrister or defender of your own philosophy. A mountain trek, a gap year on a shoestring or a course in a demanding subject appeals far more than sightseeing from a coach window. You argue hard about politics or faith and can rouse others to act. Zealotry is the shadow, hearing disagreement as an attack. Open questions are where wisdom grows, so leave room for the other person’s truth as well as your own.',
  },
  {
    planet: 'mars',
    house: 10,
    text: 'Ambition is the engine. Mars in the tenth house aims your energy at career, status and visible achievement, and you tend to compete for leadership, launch your own ventures or climb quickly once a goal is in sight. Pressure suits you and authority does not intimidate you, though you may clash with bosses, or with a demanding parent whose expectations fuelled your drive. Your reputation is often built on decisive action and results nobody can argue with. Burnout, or trampling people on the way up, is the danger. Define success on your own terms and lead with integrity rather than force; achievements built that way last.',
  },
  {
    planet: 'mars',
    house: 11,
    text: 'Groups are where your energy gathers. Mars in the eleventh house makes you an active, sometimes fiery member of teams, campaigns, clubs and networks, the one who gets a stalled project moving or rallies volunteers on a wet Saturday. Team sport, activism and start-up culture may suit you well. Friendships can be energetic and occasionally combative, with debates running late and hot. You chase your hopes for the future with real vigour. Committee politics can infuriate you, and principles may cost you friends. Cooperating without losing your edge, and choosing fights that genuinely serve the shared goal, makes you the ally everyone wants.',
  },
  {
    planet: 'mars',
    house: 12,
    text: 'Your drive often works out of sight. With Mars in the twelfth house, expressing anger directly may feel hard, so frustration leaks out sideways, as tiredness, quiet resistance or sudden outbursts that surprise even you. Yet you can fight tirelessly on behalf of others, in care work, campaigning charities or backroom roles where nobody sees the effort. Solitary exercise, such as swimming, running at dawn or a long hike alone, helps discharge tension. Self-sabotage creeps in when your motives stay unexamined. Bringing your desires into conscious view, and giving yourself permission to want things openly, lets that hidden strength work for you too.',
  },
];
