import type { PlanetInSign } from './types';

/**
 * The personal planets in the signs (issue #25): the Sun, the Moon, Mercury and Venus in each of
 * the twelve signs, the project's own text. Shape and limits in ./types.
 */
export const PLANETS_IN_SIGNS_PERSONAL: PlanetInSign[] = [
  {
    planet: 'sun',
    sign: 'aries',
    text: 'With the Sun in Aries, your sense of self switches on the moment there is something to start. This is cardinal fire ruled by Mars, and it shows in ordinary ways: you’re the one who volunteers first, answers the question before it is finished, and feels most alive when a task is still raw and unclaimed. The Sun is exalted here, so your vitality tends to run high and your confidence can get a stalled room moving. Because you act fast, you often discover what you think by doing it, which is a real gift in an emergency and a liability in a slow negotiation. What you are learning to become is a person whose courage serves something larger than winning the moment. Your growth lies in follow-through: staying with a project after the thrill of beginning fades, and letting others catch up without treating their pace as an insult.',
  },
  {
    planet: 'sun',
    sign: 'taurus',
    text: 'Your identity in Taurus is built slowly and built to last. Fixed earth under the rulership of Venus gives you a core self that strengthens through steadiness, the way a tree thickens by adding a ring each year. People tend to notice your calm before anything else: you rarely rush, you usually finish what you start, and your body seems to know when something is right long before your mind has argued it through. Vitality comes through the senses, so good bread, a piece of music, a walk in the rain or a well-made object can restore you in minutes. You are learning to become someone whose worth rests on inner values rather than on possessions or approval. Flexibility is the muscle to build. When life changes the terms, your first instinct may be to plant your feet and wait for it to change back, and practising small, voluntary changes keeps your strength from hardening into stubbornness.',
  },
  {
    planet: 'sun',
    sign: 'gemini',
    text: 'A Gemini Sun puts curiosity at the centre of who you are. Mutable air ruled by Mercury, this sign lights up through contact: a new idea, a quick exchange, a book open on every surface and two conversations running at once. You come alive when there is something to figure out and someone to talk it over with, and you can often see three sides of a question while others are still defending one. Your vitality is nervous and bright rather than heavy, so variety genuinely feeds you, and a dull routine can drain you faster than hard work ever does. You are learning to become a messenger who links people and ideas with real understanding, not only clever commentary. Depth is where you stretch. Spreading your attention across many interests is natural, yet choosing a few to stay with long enough to master gives your quick mind solid footing and makes your word more trusted.',
  },
  {
    planet: 'sun',
    sign: 'cancer',
    text: 'With your Sun in Cancer, identity grows out of belonging. This is cardinal water ruled by the Moon, so you take the initiative, but usually on behalf of the people and places you care about: you notice who has not eaten, keep the family photographs, and turn a rented room into somewhere that feels like home within a week. Your energy rises and falls with your emotional weather, and you recharge best in familiar surroundings among people who know your history. Beneath a guarded outer shell sits a tenacious will; once you decide to protect something, you rarely let go. The person you are growing into can nurture without needing to be needed. That asks two things of you: to look after yourself as generously as you look after others, and to say plainly what hurts instead of retreating sideways and hoping someone guesses.',
  },
  {
    planet: 'sun',
    sign: 'leo',
    text: 'The Sun rules Leo, so here it burns at home and at full strength. Fixed fire gives your identity warmth, loyalty and a steady glow rather than a flicker: you want to make something that carries your signature, and you want it to be seen. In daily life that might mean hosting the gathering, telling the story that sets everyone laughing, or pouring pride into work nobody asked you to make beautiful. Generosity comes easily, and your encouragement can make other people braver. Play and self-expression keep your vitality flowing; when you stop creating, your spirits dim surprisingly fast. You are learning to lead from the heart, sure enough of your own light that applause becomes a pleasure rather than a requirement. Vulnerability is the frontier. Pride can make it hard to admit you are hurt or wrong, and letting people see the unpolished version of you tends to deepen the very admiration you want.',
  },
  {
    planet: 'sun',
    sign: 'virgo',
    text: 'In Virgo, your core self is shaped by the wish to be useful and to get things right. Mutable earth ruled by Mercury makes you observant, adaptable and quietly skilled: you spot the typo, fix the wobbly shelf, and improve the process while everyone else is still complaining about it. Your identity sharpens through craft, through the satisfaction of work done carefully and offered in service. Vitality is closely tied to rhythm; a sensible pattern of sleep, food and movement keeps your nerves steady, while chaos frays them quickly. You are learning to become someone whose discernment heals rather than criticises, including when the thing under inspection is you. Part of that growth is accepting that good enough is sometimes exactly right. Perfectionism can keep you polishing long after the job is done, and your standards feel lighter once you grant yourself the patience you so readily give other people.',
  },
  {
    planet: 'sun',
    sign: 'libra',
    text: 'Your Sun in Libra discovers itself through relationship. Cardinal air under Venus means you initiate through connection: you introduce people, smooth tense meetings, and notice at once when a room, an outfit or an argument is out of balance. Fairness matters to you, and you can often argue the other person’s case better than they can. Traditionally the Sun is in its fall here, which simply means your identity is not a solo project; you find out who you are by meeting others, and that takes courage rather than weakness. Beauty, good manners and a lively conversation between equals genuinely revive you. What you are learning to become is someone who chooses, with grace, and then stands by the choice. Weighing every option to keep the peace can leave your own life on hold, so treat the occasional disagreement as the fair price of being fully present.',
  },
  {
    planet: 'sun',
    sign: 'scorpio',
    text: 'The Sun in Scorpio gives you an identity forged in depth. Fixed water, ruled traditionally by Mars and in modern practice by Pluto, makes you emotionally powerful and hard to fool: you read the subtext, remember exactly who said what, and would rather have one true conversation than ten polite ones. You tend to commit completely or not at all, and people sense that your loyalty, once given, carries weight. Your vitality is renewed through transformation; you often emerge stronger from crises that would flatten others, as though losing something lets you rebuild closer to the bone. You are learning to use power to heal rather than to control. Trust is your proving ground. Guarding your privacy protects you, but keeping score or testing people’s loyalty can invite the betrayal you fear, and letting a few people see your softness is where your real strength takes root.',
  },
  {
    planet: 'sun',
    sign: 'sagittarius',
    text: 'With the Sun in Sagittarius, you grow by going further. Jupiter, the ruler of this mutable fire sign, gives you an expansive, searching core: you want to know why, you want to see the place for yourself, and you feel most like you when there is a horizon to aim for, whether that is a journey, a course of study, a belief or a bold plan. Your optimism is contagious, and your honesty can be refreshingly blunt, sometimes more than you intended. Freedom and movement lift your vitality; too many walls, literal or otherwise, and your spirits sink. You are learning to turn experience into wisdom, to become a teacher rather than only a traveller. Commitment to the ordinary is your quiet test. Promising more than one lifetime can hold is tempting, and staying with the dull middle of things gives your big vision the ground it needs to come true.',
  },
  {
    planet: 'sun',
    sign: 'capricorn',
    text: 'In Capricorn, your identity is something you build, brick by deliberate brick. As cardinal earth under Saturn, Capricorn makes you ambitious in a grounded way: you set goals with a time frame, read the small print, and earn respect by being the person who does what they said they would. Many with this placement feel older than their years when young and lighter as they age, as if responsibility comes first and play arrives later. Your stamina is steady rather than flashy, and you often find energy in structures that others find confining. Dry humour is usually part of the package. You are learning to become an authority in the truest sense, someone whose achievements rest on integrity rather than status. Tenderness towards yourself is the missing piece. Measuring your worth only by results can turn life into a ladder with no top, so let rest and affection count as achievements too.',
  },
  {
    planet: 'sun',
    sign: 'aquarius',
    text: 'An Aquarius Sun centres your identity on independence of mind. Fixed air, ruled traditionally by Saturn and in modern astrology by Uranus, gives you principles that hold steady even when the crowd shifts: you question the rule, sketch the better system, and keep your own counsel with surprising calm. You are often friendly with everyone yet close to few, and you may feel most yourself among groups, causes or communities that share your ideals. The Sun is in detriment here, so your light shines less through personal display than through what you contribute to the collective. Ideas and a sense of serving the future keep you energised. You are learning to be an original who stays connected to the people your vision is meant to help. Emotional presence is the place to grow, because rationalising feelings away can leave loved ones feeling studied rather than held.',
  },
  {
    planet: 'sun',
    sign: 'pisces',
    text: 'With the Sun in Pisces, your sense of self has soft, porous edges. Mutable water ruled traditionally by Jupiter and in modern practice by Neptune makes you imaginative, compassionate and deeply receptive: you feel the mood of a room before you enter it, cry at other people’s stories, and often know things without being able to say how. Your identity may feel fluid, shaped by whoever and whatever you are absorbed in, and art, music, water or solitude can restore you when the world gets too loud. Vitality ebbs when you carry everyone else’s feelings and returns when you reconnect with something larger than yourself. You are learning to make empathy a gift rather than a sacrifice. Boundaries are the lesson. Drifting, escaping or rescuing can feel easier than saying no, yet a clear shape gives your gentleness somewhere to stand and keeps your kindness sustainable.',
  },
  {
    planet: 'moon',
    sign: 'aries',
    text: 'A Moon in Aries feels first and thinks afterwards. Your emotional reactions are quick, hot and honest, as befits cardinal fire ruled by Mars: irritation flares and burns out within minutes, enthusiasm arrives at full volume, and you would rather clear the air with one blunt sentence than let a grievance simmer for a week. To feel safe you need room to act; being made to sit still with a problem, or to wait for permission, can feel almost physically uncomfortable. Comfort often comes through movement, such as a brisk walk, a hard workout or a task you can attack with both hands. You protect yourself instinctively by going on the offensive, yet you rarely hold grudges once you have had your say. Look for the quieter feeling beneath the flash, which is often hurt or fear, and name it before anger does the talking for you.',
  },
  {
    planet: 'moon',
    sign: 'taurus',
    text: 'The Moon is exalted in Taurus, and here your feelings find solid ground. Because Taurus is fixed earth with Venus as its ruler, your emotional nature is calm, sensual and slow to change: you need routine, physical comfort and people who stay. Safety looks like a full cupboard, a favourite chair, a dependable income and a hand to hold. When upset, you tend to go quiet and steady yourself through the body, with a good meal, an early night, an hour in the garden or simply the feel of something familiar, rather than talking it through. Once you trust someone, your affection is patient and deeply loyal, and others often find your presence soothing without quite knowing why. Sudden change meets instinctive resistance, which shields you from passing fads but can also keep you in situations you have outgrown. Let feelings move, knowing that the security you carry inside goes wherever you go.',
  },
  {
    planet: 'moon',
    sign: 'gemini',
    text: 'With the Moon in Gemini, you process feelings by putting them into words. Mercury rules this mutable air sign, which makes your emotional life lively, changeable and sociable: you message a friend within minutes of something happening, you need to talk it through, and the mood that seemed enormous at breakfast may have lifted by lunch. You feel safe when your mind is engaged and you are free to move between people and interests; boredom and silence can unsettle you more than an argument. Comfort might be a podcast, a crossword, a long chat or a notebook filled with thoughts. Under stress you tend to rationalise, crack a joke or change the subject, which keeps you buoyant but can leave deeper feelings unattended. Practise letting an emotion sit in your body before you translate it, trusting that not every feeling needs an explanation to be real.',
  },
  {
    planet: 'moon',
    sign: 'cancer',
    text: 'The Moon rules Cancer, so your emotional nature is swimming in home waters. Cardinal water makes your feelings strong, protective and quick to act on behalf of those you love: you remember birthdays, cook when someone is sad, and hear the change in a loved one’s voice over the phone. Belonging is what makes you feel safe, a true home and people who have known you through all your changes. Your moods move in tides, and you often need to withdraw into your shell for a while before you can explain what you feel. Memory holds great power for you; old places, old songs and family rituals comfort you in ways nothing new can. Threatened, you guard, sometimes with a sharp claw. Let others care for you in return, and notice when protecting the past keeps you from welcoming the present.',
  },
  {
    planet: 'moon',
    sign: 'leo',
    text: 'In Leo, your Moon needs warmth, recognition and a little ceremony. Ruled by the Sun and built of fixed fire, this sign gives you emotions that are big, loyal and generous: you love wholeheartedly, celebrate other people’s wins as though they were your own, and feel most at ease when you know you matter to someone. Safety comes from being seen and appreciated, not necessarily by a crowd, but by the few people whose opinion you treasure. Comfort might be dressing up, making something with your hands, playing with children or simply being greeted with real delight. When hurt, your pride can make you either theatrical or coolly dignified, depending on the day, and pity is the last thing you want. The urge to shine can also hide a worry about whether you are lovable when you are ordinary. Give yourself the applause you crave, so that your warmth flows freely rather than as a bid for approval.',
  },
  {
    planet: 'moon',
    sign: 'virgo',
    text: 'Your Moon in Virgo feels safest when things are in order. Mutable earth ruled by Mercury gives you an emotional nature that shows care through practical help: you notice the dripping tap, turn up with soup and a list of useful numbers, and quietly handle the chore no one else wants. Comfort comes from tidy surroundings, sensible routines and knowing you have done your part well. When anxious, you analyse, write lists or clean, turning a feeling into something you can fix. That makes you steady in an emergency, though you may find it harder simply to be held. Criticism, including your own, can land more heavily than you let on. Feelings are not faults awaiting repair. Allowing yourself messy, unproductive moments, and receiving help as readily as you offer it, lets the tender heart behind your competence breathe.',
  },
  {
    planet: 'moon',
    sign: 'libra',
    text: 'With the Moon in Libra, you need harmony in order to feel at ease. Libra is cardinal air under Venus, so your emotional life is relational: you tune in to how others are feeling, reach instinctively for the compromise, and a tense atmosphere at home can unsettle you for days. You feel safe in partnership and in beautiful, balanced surroundings; a tidy room with good light or a shared meal with someone who listens can restore you remarkably quickly. Your first response to conflict is often to soothe, explain or see both sides, which makes you a natural peacemaker. Yet keeping everything pleasant can mean your own discomfort goes unspoken until it turns into resentment. You may not even know what you feel until you have talked it through with someone. Risk a little disharmony to state your needs, trusting that honest bonds can survive a ruffled surface.',
  },
  {
    planet: 'moon',
    sign: 'scorpio',
    text: 'The Moon is in its fall in Scorpio, which means your feelings run deep rather than easy. Fixed water, ruled by Mars and Pluto, gives you emotions of great intensity and endurance: you love fiercely, feel slights long after others have forgotten them, and sense hidden motives with uncanny accuracy. Safety depends on trust, and you grant it slowly, through loyalty tested over time. Little may show on the surface while a great deal moves underneath. Comfort often comes from privacy, from honest conversations after midnight, or from getting to the bottom of a mystery. Hurt makes you withdraw and guard, and sometimes strike back. What you offer those you let in is unwavering presence in their darkest hours. Letting go, of grudges, of control and of the belief that vulnerability is always dangerous, turns your depth into a source of renewal.',
  },
  {
    planet: 'moon',
    sign: 'sagittarius',
    text: 'A Sagittarius Moon needs space to breathe. Mutable fire ruled by Jupiter makes your emotional nature buoyant, restless and hopeful: you feel better with a trip on the calendar, a big idea to chase or a friend who laughs as loudly as you do. Safety, for you, means freedom rather than walls, and being fenced in by routine or other people’s expectations can make you feel trapped almost at once. When things go wrong, your first instinct is to look for the meaning or the funny side, and you bounce back faster than most. You often work through feelings by moving, on foot or in thought. That optimism is a real gift, though it can hurry you past grief or disappointment before either is finished. Stay with uncomfortable feelings long enough to understand them, and you may find commitment is another kind of adventure.',
  },
  {
    planet: 'moon',
    sign: 'capricorn',
    text: 'With the Moon in Capricorn, you feel safest when you are in charge of your circumstances. Cardinal earth ruled by Saturn gives you a reserved, responsible emotional nature: you may have grown up quickly, learned to rely on yourself, and discovered that competence feels more dependable than comfort. You show care by providing, planning and turning up, rather than through effusive words. Under pressure you knuckle down and work, which gets things done but can bury feelings under tasks. The Moon is in detriment here, so softness may feel unfamiliar or even risky, yet those close to you treasure your dry wit and steadfast loyalty. Structure, achievement and a handful of trusted people bring you comfort. Allow yourself to need others and to rest before you have earned it, because you are valued for who you are as well as for what you do.',
  },
  {
    planet: 'moon',
    sign: 'aquarius',
    text: 'Your Moon in Aquarius feels safest with a little distance. With fixed air and the double rulership of Saturn and Uranus behind it, your emotional nature is steady, friendly and independent: you care deeply about people and causes, yet you prefer to hold feelings at arm’s length, thinking them over before you let them show. Friendship, freedom and a group that accepts your quirks without asking you to conform are where you find comfort. Crowded emotional scenes or demands for constant closeness can make you cool down quickly. When upset, you step back to take in the bigger picture, which lends you composure in a crisis. Some people find you unusually calm, others puzzlingly detached. Raw feeling is allowed to exist without being explained or fixed, and letting the people you love see that you need them too is the bravest experiment you can run.',
  },
  {
    planet: 'moon',
    sign: 'pisces',
    text: 'With the Moon in Pisces, your emotional life is oceanic. Pisces is mutable water, ruled by Jupiter and Neptune, and it leaves you tender, intuitive and deeply empathic: you absorb other people’s moods, respond to music or film with your whole body, and often sense what someone needs before they ask. You feel safe when you have time alone, a place to dream, and people who accept your sensitivity without mocking it. Comfort might be a long bath, a sketchbook, a quiet chapel or a walk beside water. When overwhelmed, you withdraw, drift or look for an escape, and sometimes that retreat is exactly how you recharge. Your compassion is rare, though it can leave you open to those who take more than they give. Learning where you end and others begin means your kindness can flow from fullness rather than depletion.',
  },
  {
    planet: 'mercury',
    sign: 'aries',
    text: 'Mercury in Aries thinks at speed. As a cardinal fire sign ruled by Mars, Aries lends your mind a direct, competitive edge: you grasp the main point quickly, say it plainly, and would often rather decide than deliberate. In conversation you may finish other people’s sentences, leap to the conclusion, and enjoy a spirited debate simply for the spark it creates. You learn best by doing, diving into a new skill hands first and reading the instructions only when something breaks. Your decisions are bold and fast, which is invaluable when a situation needs someone to commit. The catch is that speed can outrun accuracy, and bluntness can land harder than you meant. Patience with detail and with slower thinkers will serve you well; a pause of even three seconds before replying can turn a sharp remark into a persuasive one and keep your brilliant first impulse from becoming a costly first draft.',
  },
  {
    planet: 'mercury',
    sign: 'taurus',
    text: 'With Mercury in Taurus, your mind moves deliberately and holds on to what it learns. Taurus is fixed earth under Venus, and your thinking is correspondingly practical and grounded: you want to know how an idea works in the real world, you trust facts you can touch, and you rarely change your opinion just because someone argued loudly. Time, repetition and hands-on experience are how you learn, and once something sinks in it tends to stay. Your speech is often measured and pleasant to hear, and people find your voice reassuring. Decisions come slowly because you want to be sure, but they are usually sound. Common sense is your strength, along with a good eye for value and quality. Mental flexibility is the skill to develop. Try entertaining a new idea for a few days before dismissing it, and notice when familiarity, rather than evidence, is doing your thinking.',
  },
  {
    planet: 'mercury',
    sign: 'gemini',
    text: 'Mercury rules Gemini, so your mind is in its element. Mutable air gives you quick, versatile, endlessly curious thinking: you pick up languages, slang and new software with ease, read three things at once, and can chat with almost anyone about almost anything. Ideas connect for you like a web, one leading to the next, and you can explain complicated matters in a lively, accessible way. You learn by asking questions, comparing sources and discussing what you have found. Your decisions may shift as fresh information arrives, which keeps you adaptable but can look inconsistent to others. Wit, wordplay and a good anecdote come naturally. Focus is the discipline to cultivate. With so many interesting threads, finishing one can seem less appealing than starting another, and your nerves may run hot. Following a subject past the point of novelty turns cleverness into real expertise.',
  },
  {
    planet: 'mercury',
    sign: 'cancer',
    text: 'Mercury in Cancer thinks with feeling. Here the messenger planet borrows the Moon’s memory and the protectiveness of cardinal water, so your mind is intuitive, imaginative and shaped by the past: you recall how a conversation felt long after you have forgotten its exact words, and you often know what someone means from their tone alone. You learn best in a safe, supportive atmosphere and absorb information through stories and personal connection rather than dry facts. Your speech tends to be gentle and indirect, tuned to protect feelings, and you may approach sensitive topics sideways. Decisions are guided by what seems right for the people you care about, which gives them warmth and loyalty. Your memory can be remarkable, especially for family history and old wrongs. Separating fact from mood is the refinement to work on. Feeling threatened can make your thinking defensive, so check your reading of a situation before reacting, and your empathy will stay accurate.',
  },
  {
    planet: 'mercury',
    sign: 'leo',
    text: 'With Mercury in Leo, you think and speak with flair. Leo’s fixed fire and its ruler, the Sun, lend your mind confidence, warmth and a showman’s sense of timing: you tell a story so well that people lean in, and you naturally organise ideas around one central, memorable theme. You learn best when you are engaged and appreciated, and you may shine at teaching, presenting or persuading because you can make material come alive. Once you settle on a view, you hold it with conviction and defend it wholeheartedly. Your decisions often come from the heart, guided by what feels generous, loyal and honourable. Harder for you is hearing criticism of an idea without taking it as a verdict on yourself, and sharing the floor in conversation. Listening with the same enthusiasm you bring to speaking makes your natural authority more persuasive still.',
  },
  {
    planet: 'mercury',
    sign: 'virgo',
    text: 'Mercury rules Virgo and is exalted here, so your mind is precise and highly capable. Mutable earth gives you analytical, detail-conscious thinking that wants to be useful: you notice inconsistencies instantly, edit as you read, and can break a messy problem into manageable steps. You learn through method and practice, and you tend to trust information you have checked yourself. Your speech is usually clear and modest, though your sharp observations can sound more critical than you intend. Decisions are careful and practical, weighed against everything that could go wrong. This makes you invaluable wherever accuracy counts, from accounts and editing to tracing the fault in a broken system. Your own tendency to worry is where growth lies. Over-analysis can tip into anxiety or paralysis, so learning when you know enough, and speaking kindly about your own mistakes, frees your intelligence to do its best work.',
  },
  {
    planet: 'mercury',
    sign: 'libra',
    text: 'Mercury in Libra thinks in terms of balance. Venus, ruler of this cardinal air sign, polishes your intellect until it is diplomatic and fair-minded: you automatically consider the other side, phrase difficult news graciously, and enjoy conversations where ideas are traded between equals. You learn well in partnership, through discussion, comparison and feedback, and you have a fine ear for style in language, design and argument. Charm in speech makes you a natural mediator, negotiator or advocate. Decisions, however, can take a long time because every option seems to have its merits, and you may canvass several opinions before trusting your own. At times you soften the truth so much that your real view gets lost. Say what you think, clearly, even when it will not please everyone; a well-considered choice does not need universal approval to be right.',
  },
  {
    planet: 'mercury',
    sign: 'scorpio',
    text: 'With Mercury in Scorpio, your mind is a detective. Fixed water ruled by Mars and Pluto gives you penetrating, investigative thinking: you listen for what is not being said, research until you reach the bottom of a question, and rarely accept an explanation at face value. When a subject fascinates you, your concentration can be formidable. You speak carefully, often revealing less than you know, and your words cut cleanly when you choose to use them. Decisions follow quiet assessment, and once made they are hard to shift. Secrets are usually safe with you. Psychology, research, strategy and anything involving hidden patterns suit this mind well. Assuming good faith is your stretch. Suspicion protects you, but reading every silence as a threat can make you overly guarded, and sharing your thoughts more openly invites the trust you value.',
  },
  {
    planet: 'mercury',
    sign: 'sagittarius',
    text: 'Mercury in Sagittarius thinks big. Jupiter rules this mutable fire sign and widens your mind, which loves philosophy, travel, foreign cultures and the search for meaning: you join facts into sweeping theories and speak with conviction and humour. Inspiration is how you learn, and you may be drawn to teaching, publishing or anything that spreads knowledge. Your candour can be striking, occasionally to the point of tactlessness. Mercury is in detriment here, so details can feel tedious; you would rather survey the whole landscape than check every signpost. Decisions are guided by principle and optimism, sometimes before all the facts are in. Being around your mind is generous and uplifting. Precision is what completes it. Checking your sources, listening fully before preaching and remembering that your truth is one perspective among many give your wide vision the credibility it deserves.',
  },
  {
    planet: 'mercury',
    sign: 'capricorn',
    text: 'With Mercury in Capricorn, your thinking is structured and strategic. Saturn, ruler of cardinal earth Capricorn, gives you a mind that plans ahead, weighs consequences, and values what is useful over what is merely interesting. You learn methodically, through discipline and experience, and your knowledge tends to be reliable because you built it step by step. You speak with economy and authority, saying what needs to be said and little more, often with a deadpan wit people come to love. Decisions are made with long-term goals in mind, and you are comfortable taking responsibility for them. This mind excels at management, organisation and turning loose ideas into workable plans. Openness is the quality to cultivate. A habit of scepticism can dismiss good ideas too early, so leave room for imagination and for views that do not yet have a track record.',
  },
  {
    planet: 'mercury',
    sign: 'aquarius',
    text: 'Mercury in Aquarius thinks ahead of its time. Fixed air ruled by Saturn and Uranus gives you an original, objective mind: you see patterns and systems, question conventions, and often reach insights that others only recognise years later. You learn best by grasping the underlying principle and then experimenting, and you may be drawn to science, technology or social reform. Your speech is frank and often surprising, sprinkled with unusual angles. Once convinced by reason, you hold your views firmly, even against popular opinion. Decisions come from logic and ideals rather than sentiment, which gives you a clarity others appreciate in a crisis. You relish debate among peers and prize intellectual freedom. Loosen your grip on conviction now and then. Being right can matter more to you than being understood, and remembering that people are not puzzles to solve keeps your brilliance humane.',
  },
  {
    planet: 'mercury',
    sign: 'pisces',
    text: 'With Mercury in Pisces, your mind works through images, impressions and intuition. In a mutable water sign ruled by Jupiter and, in modern astrology, Neptune, your thinking turns imaginative and sensitive: you pick up on atmosphere, think in metaphors, and often understand a situation before you can explain it. Mercury is in detriment and fall here, so linear logic and detailed paperwork may feel like a foreign language, yet poetry, music and symbolism come easily. Subjects stick when they touch your feelings or imagination. Your speech can be gentle and evocative, though you may drift off topic or avoid saying something hard. Decisions often arise from a gut sense that proves surprisingly accurate. This mind is well suited to the creative arts, to caring work and to understanding others without words. Grounding keeps it clear: writing things down, checking facts and setting firm deadlines help your intuitive intelligence take shape in the world.',
  },
  {
    planet: 'venus',
    sign: 'aries',
    text: 'Venus in Aries loves at first sight and says so. Cardinal fire ruled by Mars makes you the one who sends the first message, suggests the date and sets the pace, and you are drawn to people with spark, nerve and a streak of independence. A partner who pushes back a little keeps you interested far longer than one who agrees with everything. Beauty, for you, is vivid and immediate: bold colour, a fast car, a face full of life. Venus is in detriment here, so compromise and slow courtship may not come naturally, and you can mistake the thrill of pursuit for the whole of love. With money you tend to spend on impulse, buying what excites you the moment it appears. Your gift is wholehearted enthusiasm. Learning to savour the steadier chapters of a relationship, and to match your partner’s tempo as well as your own, lets that fire keep burning.',
  },
  {
    planet: 'venus',
    sign: 'taurus',
    text: 'Venus rules Taurus, so your way of loving is at its most at ease. Fixed earth turns affection into something you demonstrate with your hands and your time: a meal cooked slowly, a back rub nobody had to ask for, turning up every Thursday for years. You fall in love gradually, checking whether a person is solid before you let yourself lean, and after that you intend to stay. What you find beautiful tends to be tactile and natural, such as worn leather, fresh bread, a well-tended garden or a voice with a low, warm timbre. Money is a source of security as much as pleasure; you save steadily and would rather own one excellent coat than five cheap ones. Possessiveness is the shadow, along with letting comfort drift into routine, so invite a little novelty and remember that holding someone close differs from holding on.',
  },
  {
    planet: 'venus',
    sign: 'gemini',
    text: 'Your Venus in Gemini is seduced by a good sentence. Mutable air ruled by Mercury means the first thing that draws you to someone is usually their mind: the reply that makes you laugh out loud, the book they press into your hands, the argument that runs happily until two in the morning. You like a relationship that keeps moving, full of plans, in-jokes and small surprises, and you relate to partners partly as best friends. Beauty, in your eyes, is quick and clever: a witty poster, a bustling street, an outfit that mixes things nobody else would put together. Money tends to flow out in small streams, towards books, gadgets, classes and weekend trips. Staying power is what you are asked to grow. A flicker of boredom can look like fickleness to others, and letting a bond deepen past the sparkle shows you a closeness that talk alone cannot reach.',
  },
  {
    planet: 'venus',
    sign: 'cancer',
    text: 'Venus in Cancer shows love by feeding people, literally and otherwise. Cardinal water ruled by the Moon makes you the partner who keeps a spare toothbrush for a new love, learns how everyone takes their tea, and still has the ticket stub from a first date. You need emotional safety before you can relax into romance, so you may approach a new person sideways. Kindness, reliability and a wish to build a shared home attract you more than glamour. Your sense of beauty leans towards the sentimental: inherited china, family recipes, a kitchen lit warmly in winter. With money you are often a careful keeper, holding a reserve for the people who depend on you and spending most freely on your home. When you fear rejection, you may hint instead of asking, or cling when you meant to comfort, and saying plainly what you want gives your tenderness room to breathe.',
  },
  {
    planet: 'venus',
    sign: 'leo',
    text: 'Love, with Venus in Leo, should feel like an occasion. The Sun rules this fixed fire sign, so you are warm-hearted and steadfast: you book the restaurant with the view, write the toast, and remember what your partner wore the night you met. You are drawn to people who carry themselves with confidence, and you hope to be admired as wholeheartedly as you admire. The things you find beautiful have presence, such as sunlight on gold, a standing ovation or a dress that turns heads. Generosity shapes your money style too; you treat friends, spend for joy and sometimes buy the grand gesture before the sensible one. Once you give your loyalty, it rarely wavers, and partners feel celebrated in your company. Pride can sting when attention drifts elsewhere, though, and ordinary weekdays may feel like neglect. Finding romance in quiet, unseen devotion lets your love last as long as it dazzles.',
  },
  {
    planet: 'venus',
    sign: 'virgo',
    text: 'Venus in Virgo says it cares by paying attention. Mutable earth ruled by Mercury turns your affection into practical acts: you fix the leaking tap, research the best remedy for a partner’s cold, and notice the day they seem tired before they mention it. Modesty, competence and honesty attract you more than flash, and you often warm to someone through working alongside them. Beauty for you is clean and well made, like a neat seam, an uncluttered shelf or a sentence with no wasted words. Traditionally Venus is in its fall here, which can show as shyness about declaring feelings or a nagging doubt that you are good enough to be chosen. Money tends to be handled sensibly, with budgets, comparisons and quality found at a fair price. Your eye for flaws is both gift and snare: let love include imperfection, yours included, and accept help as graciously as you offer it.',
  },
  {
    planet: 'venus',
    sign: 'libra',
    text: 'Venus rules Libra, and here courtship becomes an art. Cardinal air makes you the one who sets the tone of a relationship: you suggest the gallery, remember to say thank you, and know how to make another person feel like the most interesting guest at the table. Partnership matters deeply to you, and you look for someone who meets you as an equal, with good manners, fair dealing and a quick mind. Your eye for proportion, colour and arrangement is often exceptional, and an ugly room or a crude remark can genuinely jar. With money you favour pleasant things and shared experiences, and you tend to split the bill precisely. The risk is saying yes simply to keep the peace, or shaping yourself around a partner until your own wishes blur, so let your preferences weigh as much as theirs on the scales you keep so carefully.',
  },
  {
    planet: 'venus',
    sign: 'scorpio',
    text: 'With Venus in Scorpio, you would rather have one consuming love than a dozen pleasant ones. Fixed water ruled by Mars and Pluto makes your affection intense, private and enduring: you notice everything about the person you want, reveal yourself slowly, and expect the same total honesty in return. Small talk and casual flirting can leave you cold, while a conversation that touches something raw can bind you to someone for years. You find beauty in what has depth and shadow, such as a candlelit room, a voice with a crack in it, or a story about surviving something hard. Venus is in detriment here, so jealousy can flare when you feel unsure of your place. Money is handled discreetly and strategically; you may keep a private reserve and watch shared resources closely. Trust is the lesson, since freedom freely given proves a bond far better than loyalty put to the test.',
  },
  {
    planet: 'venus',
    sign: 'sagittarius',
    text: 'Venus in Sagittarius wants love to feel like an open road. Mutable fire ruled by Jupiter makes you generous, frank and playful in relationships: the ideal partner doubles as a travel companion, a sparring partner in philosophy and someone who laughs at your worst puns. You are often drawn to people from other backgrounds or with beliefs unlike your own, because difference feels like discovery. Beauty, to you, is big and open: a mountain ridge at dawn, a crowded foreign market, an idea that changes how you see everything. Money tends to go on experiences rather than objects, such as flights, festivals and courses, and your generosity can be spontaneous to the point of overspending. Commitment can resemble a cage at first sight, and promises made in high spirits are easy to outgrow, yet the right partnership turns out to be roomy enough to roam within.',
  },
  {
    planet: 'venus',
    sign: 'capricorn',
    text: 'With Venus in Capricorn, love is something you build to stand the test of time. Saturn’s rule over this cardinal earth sign makes you cautious at the start and steadfast once committed: you may take months to admit you care, then show it by fixing the car, helping with a tax return or planning a shared future in realistic stages. Maturity, ambition and quiet competence attract you, and you may find yourself drawn to partners who are older or already established. What you find beautiful is classic and enduring, like tailored wool, old stone walls or a watch that will outlast its owner. Financially you tend to be prudent, saving with purpose and buying things that keep their value. Still, a guarded heart can seem cold, and love treated as something to be earned can feel conditional, so let tenderness be spontaneous and unearned now and then.',
  },
  {
    planet: 'venus',
    sign: 'aquarius',
    text: 'Venus in Aquarius loves as a friend first. In this fixed air sign of Saturn and Uranus you are loyal in your own unusual fashion: you want a partner who respects your independence, shares some of your ideals and can hold up their end of a surprising conversation. Convention for its own sake bores you, so you may favour relationships with space built in, unusual arrangements or people others overlook. You find beauty in the original and the forward-looking, from clean modern design to a stranger whose style breaks every rule. Status symbols rarely tempt you; money is more likely to go on technology, causes you believe in or helping friends. You accept people exactly as they are. Intimacy comes less easily. Detachment shields you from messy feelings, yet partners can end up feeling like fascinating friends rather than lovers, so let yourself be as emotionally present as you are intellectually engaged.',
  },
  {
    planet: 'venus',
    sign: 'pisces',
    text: 'Venus is exalted in Pisces, where love becomes something close to devotion. Here, in the mutable water sign of Jupiter and Neptune, you become romantic, forgiving and deeply compassionate: you see the best in people, write them songs or letters, and may stay up all night comforting someone you met that week. Gentle souls, artists and dreamers tend to attract you, and so, less helpfully, do people who seem to need rescuing. Beauty for you is soft and atmospheric, such as the sea at dusk, candlelight or a melody that makes you cry. Money can slip through your fingers, given away freely, spent on comfort and loveliness, or simply left untracked. Your capacity for unconditional love is a profound gift. Idealisation is your blind spot. Loving who someone could become, or giving until nothing is left for you, invites disappointment, so let love rest on who people really are.',
  },
];
