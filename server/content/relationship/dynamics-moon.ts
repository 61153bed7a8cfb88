import type { PersonPlacement } from './types';

/** Relationship Dynamics: the Moon in each sign, what one person does when hurt and how they want to be comforted. Signs in zodiac order. */
export const DYNAMICS_MOON_SIGNS: PersonPlacement[] = [
  {
    report: 'dynamics',
    planet: 'moon',
    sign: 'aries',
    text: 'When you are hurt, your Aries Moon turns the wound into heat almost instantly. Sadness and fear rarely show as themselves; they arrive as irritation, a raised voice, a door closed a little too firmly. This can confuse your partner, who responds to the anger and misses the bruise underneath it. The good news is that your storms pass quickly. Ten minutes after the flare, you may already feel lighter, and you can be puzzled that your partner is still shaken. Between the two of you a familiar loop can form: your fast reaction frightens or offends your partner, they pull back to protect themselves, and you read their retreat as proof that you are on your own. Engagement comforts you far more than pity. You want someone who stays in the room, takes your feeling seriously and answers you directly, then lets you move on without a long post-mortem. Cautious tiptoeing makes you more restless. It helps to learn the one sentence that comes before the flare: “I’m hurt, not just angry.” Say it early, and your partner will know to reach for you rather than brace against you. You forgive quickly, which is a gift; offer it to yourself as readily as to them.',
  },
  {
    report: 'dynamics',
    planet: 'moon',
    sign: 'taurus',
    text: 'The Moon is exalted in Taurus, and when you are hurt, you go still. You may become very quiet, continue with your routine as though nothing happened, and hold the feeling in your body rather than put it into words. Your partner might not even realise anything is wrong until days later, when your calm has quietly hardened into a cool distance. You rarely blow up, but you also rarely let go quickly. A hurt that is not acknowledged can settle into you like a stone and stay for years. Comfort, for you, is physical and unhurried. A hand on your back, a meal placed in front of you, an evening at home with nothing demanded: these reach you long before any explanation does. Being pressed to talk about it right now usually makes you close further. If your partner keeps pressing for a response while you sink deeper into silence, you are both caught in the same old knot. Let them know that you need time and closeness, in that order, and tell them roughly when you will be ready to talk. Once you do feel safe again, your steadiness returns, and you often become the calmest person in the house, the one others lean on.',
  },
  {
    report: 'dynamics',
    planet: 'moon',
    sign: 'gemini',
    text: 'With the Moon in Gemini, hurt sets your mind racing. You want to understand what just happened, so you talk it over, replay the conversation, analyse motives and perhaps message a friend for a second opinion. Sometimes this helps you process feelings quickly; sometimes it is a way of staying one step ahead of them. Your partner may see you apparently fine, chatting and joking, while underneath you are unsettled and cannot sit still. When you are really upset, you can also grow sharp and flippant, or change the subject so fast that the wound never gets named. So a talk about a hurt can turn into a clever discussion, leaving the feeling untouched and ready to resurface next week. Being heard in words is what settles you: someone who asks questions, lets you think aloud and takes your account seriously without correcting it. A heavy, silent hug, offered too early, may feel smothering. Lightness helps too, a shared joke that signals the storm is over. Try letting yourself say the simple version once, “that made me feel small”, before you start explaining. Talking things through is your bridge back to your partner, and a bridge works best when it reaches the other side.',
  },
  {
    report: 'dynamics',
    planet: 'moon',
    sign: 'cancer',
    text: 'The Moon rules Cancer, and when you are hurt, you retreat into your shell. You may go quiet, become moody, or look after everybody else with a pointed thoroughness while your own wound goes unspoken. Often you hope your partner will notice and come looking for you, and when they do not, the original hurt is doubled by the feeling of being overlooked. Hurt also tends to arrive with company, a worry about whether you are still wanted, which can make a small quarrel feel like a threat to the whole home. Waiting to be rescued, and resenting the wait, is the old groove here. Nurture reaches you best when you do not have to ask twice: a warm drink brought unprompted, an arm around you, a few words that make it clear you still belong. Reassurance about the relationship itself matters before any discussion of the disagreement. Tell your partner, in a calm moment, what coaxing looks like for you, so they know the route to your door. Then try coming out of the shell one step sooner than feels natural. Your tenderness is the heart of the home, and it deserves the same gentle care you give so freely.',
  },
  {
    report: 'dynamics',
    planet: 'moon',
    sign: 'leo',
    text: 'With the Moon in Leo, your pride stands guard over your hurt. When something wounds you, you may cover it with dignity, humour or a brave display of not minding, and your partner may have no idea how deeply you were stung. Alternatively the hurt can erupt dramatically, as though you need the whole room to witness it. Both responses protect the same tender spot: a fear of not mattering enough to the person you love. Being ignored, or having your feelings treated as an overreaction, makes the wound much worse. A common misfire: you wait for a grand gesture of recognition, and your partner, not knowing what is needed, offers a practical fix or a brisk apology. Warmth and wholehearted attention soothe you: being told you are loved, valued and still at the centre of their world, ideally with some affection and a little ceremony. You forgive generously once your dignity feels restored. Try saying directly that you need reassurance, rather than performing your way towards it. Then let the apology be enough. Once you let yourself be seen when you are hurt, the loyal protection you give so freely can flow back your way.',
  },
  {
    report: 'dynamics',
    planet: 'moon',
    sign: 'virgo',
    text: 'Your Virgo Moon meets hurt by getting busy. You may clean, reorganise, catch up on work or fix something that was not really broken, because doing something useful feels safer than sitting with a raw feeling. Underneath, you may be going over what went wrong in fine detail and blaming yourself more than anybody else. Your partner might see competence and calm and not realise how anxious you have become. When you do express the hurt, it may come out as criticism of small things, a complaint about the dishes that is really about feeling neglected. Then your partner answers the surface complaint, the deeper feeling stays hidden, and you conclude they do not understand. Quiet, practical care helps you most: someone taking a task off your hands, sorting out the thing that is worrying you, or sitting with you without fuss. Grand emotional displays can make you uneasy, and being told to “just relax” rarely helps. Try naming the actual feeling in one plain sentence, and let your partner help without correcting how they do it. Your dedication keeps the household running, and being looked after now and then is part of running it well.',
  },
  {
    report: 'dynamics',
    planet: 'moon',
    sign: 'libra',
    text: 'With the Moon in Libra, hurt makes you reach for balance. Your instinct is to smooth things over, find a reasonable explanation for what your partner did and restore the pleasant atmosphere as quickly as possible. You may say you are fine and mean it, for the moment. Unspoken hurt does not disappear, though; it gathers quietly, and later it may surface as a cool politeness your partner finds hard to read, or a sudden sadness that seems to come from nowhere. Open anger feels ugly to you, so you might withdraw into courtesy rather than risk a scene. Peace kept at the cost of your own honesty is the bargain you keep striking. Fairness and gentleness bring you back: an acknowledgement that you were wronged, spoken calmly, and a sense that harmony has been truly restored rather than papered over. A kind word, a considerate gesture or a lovely, unhurried evening together can help you feel reconnected. Tell your partner that you sometimes hide hurt in order to keep the peace, so they know to ask a second time. Voicing a feeling while it is still small is a service to the relationship, not a threat to it.',
  },
  {
    report: 'dynamics',
    planet: 'moon',
    sign: 'scorpio',
    text: 'The Moon is in its fall in Scorpio, and hurt goes very deep with you. You may not show it at first. Instead you go watchful and guarded, quietly assessing whether your partner can still be trusted. Your feelings are intense and private, and you would often rather endure pain alone than show weakness to someone who might use it. When a wound touches your fear of betrayal, you may withdraw completely, test your partner to see whether they will come after you, or keep a long memory of what happened. Silence on your side, bewilderment on theirs, each of you waiting for the other to prove something: that stand-off can become all too familiar. Depth and honesty reach you where soothing words cannot: a partner who does not flinch at your intensity, who tells you the truth even when it is uncomfortable, and who shows through consistent actions that you can lower your guard. Superficial reassurance or a quick change of subject feels hollow to you. Try telling your partner what you fear, rather than testing whether they will guess it. Trust earned with you is held with enormous loyalty, and your capacity to face hard emotion can carry the two of you through crises others could not bear.',
  },
  {
    report: 'dynamics',
    planet: 'moon',
    sign: 'sagittarius',
    text: 'With the Moon in Sagittarius, your instinct when hurt is to get moving. You might go for a long walk, call a friend, make a plan for the weekend or turn the whole thing into a funny story, anything to avoid being trapped in a heavy mood. Optimism is a real resource for you, and you recover faster than most. Yet your partner may feel you have skipped past the feeling without resolving it, and they may read your sudden need for space as a wish to escape them. When hurt runs deep, you can also turn it into a grand theory about what the relationship lacks, which is far harder for your partner to answer than the small, real wound underneath. Where they want to work through the hurt together, you want to leave it behind, and that difference can become a quarrel of its own. Honesty, room to breathe and a hopeful word help you most: someone who tells you plainly what happened, gives you some freedom, and reminds you that things will get better. Being crowded or lectured makes you restless. Let your partner know when you need air, and when you will come back. Because you bounce back, the two of you can trust that no rough patch is the end of the story.',
  },
  {
    report: 'dynamics',
    planet: 'moon',
    sign: 'capricorn',
    text: 'The Moon is in its detriment in Capricorn, and when you are hurt, you tend to cope alone. You may carry on as usual, work harder, get practical and keep your feelings firmly under control, because showing them can feel like losing your footing. Your partner might see only a calm, capable person handling everything and never guess that you are struggling. When the hurt does show, it may appear as coolness or a sharp remark about responsibility rather than an admission of pain. You can also blame yourself for being affected at all. Sensing distance but finding no way in, your partner may grow worried, and you may take that concern as a sign that you have failed to cope, which makes you more guarded still. Respect and steady, low-key support are what help: someone who acknowledges what you are carrying, takes a practical load off your shoulders and lets you stay dignified without being pushed to break down. A quiet “I see how much you’re doing” can reach you more deeply than an emotional scene. Allow yourself to admit you are tired or sad, even briefly. Let your partner carry you for a while; a stable bond is one where the carrying goes both ways.',
  },
  {
    report: 'dynamics',
    planet: 'moon',
    sign: 'aquarius',
    text: 'With the Moon in Aquarius, hurt sends you to a safe distance. You may go cool and detached, explain your feelings calmly as though describing someone else, or simply need to be alone for a while. This is how you steady yourself, and it usually works. Your partner, however, may experience the distance as rejection, especially if they want to reconcile through closeness. When emotions run high, intensity can make you feel cornered, and pressure to respond right now may push you further away. Sometimes you also retreat into principles, turning a personal hurt into a matter of fairness or rights. Pursuit on one side and retreat on the other is the dance to notice, because it leaves both of you feeling misunderstood. You recover with space first and friendship second: time to think without being chased, followed by an easy, honest conversation in which you are treated as an equal rather than a problem to fix. Acceptance of your need for independence reassures you more than any intense declaration. Tell your partner that stepping back is how you come back, and agree a rough time to reconnect. Because you rarely hold an old hurt against the people you love, beginning again with you is easy once you return.',
  },
  {
    report: 'dynamics',
    planet: 'moon',
    sign: 'pisces',
    text: 'Your Pisces Moon absorbs hurt like a sponge. A sharp word or a cold glance can flood you, and you may not be able to tell where your partner’s mood ends and yours begins. Rather than fight, you tend to withdraw: into sleep, music, a book, a long bath, or simply into a faraway place inside yourself. You may also cry easily and forgive quickly, sometimes before the problem has been addressed. Left unspoken, hurt can turn into quiet sadness or a sense of martyrdom, and your partner may not realise how much you have been giving up. Too often you take the blame to restore peace, and the real issue slips away unresolved. Gentleness is the way in: a soft voice, patient presence, and a partner who lets you take your time without demanding a clear explanation straight away. Harshness or pressure sends you further into retreat. Beauty and quiet help you find your way back. Try to name what you need, even if it comes out imperfectly, and notice when you are apologising for something that was not yours. You are wonderful at healing rifts; make sure you are included in the healing.',
  },
];
