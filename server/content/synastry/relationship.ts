import type { z } from 'zod';
import type { dynamicsMarsSchema, dynamicsSaturnSchema, loveLanguageSchema, potentialSchema } from './types';

/**
 * The relationship reports (issue #26): Relationship Potential (the elements of the two Suns and
 * of the two Moons), Love Languages (how a Venus sign shows love, what a Moon sign needs to feel
 * loved) and Relationship Dynamics (the elements of the two Mars signs, and one person's Saturn
 * on the other's personal planets). Shape and limits in ./types.
 */

/** The two Suns' elements (part 'suns') and the two Moons' elements (part 'moons'), in ELEMENT_PAIRS order. */
export const POTENTIAL: z.infer<typeof potentialSchema>[] = [
  {
    part: 'suns',
    pair: 'fire-fire',
    text: 'Two fire Suns recognise each other almost at once: the same appetite for adventure, the same impatience with anything dull, the same instinct to say yes first and sort out the details later. Over the long run this promises a bright, brave partnership in which neither of you has to shrink to be loved. Enthusiasm is the easy part. Trips get booked, ideas get tried and laughter arrives without effort. The work begins when you both want the spotlight on the same evening, or both want to steer, or both run out of fuel at once and nobody tends the embers. Pride can turn a small spat into a standoff. What lets this grow is taking turns at being the audience, and building a few quiet rituals, a shared breakfast or a slow Sunday, that keep the flame steady rather than merely dramatic.',
  },
  {
    part: 'suns',
    pair: 'fire-earth',
    text: 'When one of you has a fire Sun and the other an earth Sun, the spark meets the soil. The fiery one sees what could be; the earthy one knows what it will cost. Over years this can be a remarkably productive pairing, because vision gets a foundation and practicality gets a reason to move. It comes most easily when you are building something concrete together: a home, a business, a garden, a five-year plan. Pace is where it takes work. Fire wants now and earth wants certainty, so one of you may feel held back while the other feels rushed into risks. Resentment grows if the steadier partner becomes the permanent brake. The bond flourishes when the earthy one lays the groundwork, the fiery one sets the direction, and each of you says out loud what you admire in the other and could never do yourself.',
  },
  {
    part: 'suns',
    pair: 'fire-air',
    text: 'Fire needs air to burn, and a fire Sun paired with an air Sun often feels like a window flung open. Ideas fly, conversation crackles, and the two of you egg each other on towards plans neither would attempt alone. The long-term promise is friendship at the heart of romance: you stay curious about each other’s minds, and boredom is seldom the threat. Socialising together is easy. The difficulty is that neither element naturally lingers with heavy feelings or tedious obligations, so bills, chores and sorrow can pile up unattended. Air may talk a problem into a tangle while fire loses patience and storms off. Growth here comes from adding weight on purpose: finishing what you begin, asking how each of you actually feels beneath the banter, and treating commitment as an adventure of its own rather than the end of the fun.',
  },
  {
    part: 'suns',
    pair: 'fire-water',
    text: 'Put fire and water together and you can get steam, provided the two of you respect what each element brings. The fire Sun lends courage, optimism and a push out into the world; the water Sun lends depth, tenderness and an ear for what is left unsaid. Over time you can teach each other a great deal, one of you learning to feel and the other learning to risk. The easy moments come through shared passion and in the way the watery one softens the fiery one’s edges. The hard moments come from mismatched temperatures. Fire may speak bluntly and forget the exchange within minutes, while water remembers the tone for days; water may withdraw into moods that fire misreads as sulking. Patience is what grows this bond. When the fiery partner practises gentleness and the watery partner says plainly what hurts, you make something warm enough to last.',
  },
  {
    part: 'suns',
    pair: 'earth-earth',
    text: 'Two earth Suns tend to build things that last. The two of you share a respect for reliability, a distaste for empty promises and a habit of proving love through what you do rather than what you declare. Over the long run this pairing promises real security: savings that grow, a home that improves with every year, routines that carry you both through hard seasons. Trust comes easily, because each of you does what you said you would. The work lies in keeping it alive as well as functional. Two practical people can drift into a partnership of logistics, where the calendar is flawless and romance has quietly gone missing. Double stubbornness can also mean standoffs of polite silence. What helps this grow is deliberate pleasure: planning surprises, spending on experiences as well as sensible things, and occasionally letting a plan collapse so you can discover each other afresh.',
  },
  {
    part: 'suns',
    pair: 'earth-air',
    text: 'An earth Sun and an air Sun come at life from opposite ends, one through the body and the tangible, the other through ideas and connection. That difference can make the two of you useful to each other. The airy one opens doors and offers fresh angles; the earthy one turns talk into something you can hold. Long term, this promises a partnership with range, where thinking and doing both get a seat at the table. It runs most smoothly when you share a project that needs both a planner and a builder. It takes work because your rhythms differ: air changes its mind, explores and chats, while earth wants to settle and may read that restlessness as unreliability. You grow by translating instead of correcting, the earthy partner giving new ideas a fair hearing and the airy partner showing devotion in steady, concrete ways that earth can count on.',
  },
  {
    part: 'suns',
    pair: 'earth-water',
    text: 'Earth and water are natural allies, and a relationship between an earth Sun and a water Sun often feels like coming home. Water brings feeling, intuition and care; earth brings shape, stability and a safe place for all that feeling to land. Together the two of you can build a deeply nurturing life, the kind with a full kitchen, people who rely on you and a loyalty that thickens with time. Protecting each other comes easily. Where it takes effort is movement. Both elements can settle into comfort so thoroughly that growth stalls, and worries get shared endlessly rather than solved. Earth may try to fix an emotion that only needed holding, while water can feel unseen when offered a practical answer to a tender question. This flourishes when you keep inviting new experiences in and name your needs outright instead of trusting the other to guess them.',
  },
  {
    part: 'suns',
    pair: 'air-air',
    text: 'Two air Suns usually meet in conversation and never quite stop talking. The two of you share curiosity, a light touch and a liking for a relationship with plenty of breathing room, so neither feels crowded or owned. Over the years this pairing promises companionship of the mind: books, debates, shared friends and the sense that you are still learning about each other. Being fair, reasonable and sociable together comes naturally. Harder is the territory below the neck. Air can rationalise a feeling instead of feeling it, and two airy people can dissect a problem brilliantly while never touching the hurt underneath. Commitment may be postponed, because options always look interesting from a distance. Growth comes from grounding the bond in shared routines, physical affection and moments of plain vulnerability, when one of you says “I’m scared” rather than offering yet another theory about why.',
  },
  {
    part: 'suns',
    pair: 'air-water',
    text: 'An air Sun and a water Sun speak different native languages, thought and feeling, and this relationship is an ongoing act of translation. When it works, the two of you are beautifully complementary: air helps water turn shapeless moods into words, and water shows air that there is far more to a person than their opinions. The long-term promise is growth for both of you. Things flow most easily in creative or caring work, where imagination and empathy meet. Difficulty arrives when air steps back to think just as water needs closeness, or when water’s sensitivity strikes air as an invitation to debate the facts. Each of you can feel misunderstood in opposite directions. What lets this grow is slowing down: air listening without rushing to solve, water naming a need instead of hoping it will be sensed, and both treating the difference as a gift rather than a flaw.',
  },
  {
    part: 'suns',
    pair: 'water-water',
    text: 'Two water Suns can feel an almost uncanny closeness. The two of you sense each other’s moods across a crowded room, forgive deeply and offer a kind of emotional shelter many people never find. Long term, this pairing promises intimacy that grows richer as trust builds, and a home that becomes a genuine refuge. Empathy is effortless here, and loyalty runs deep. The work is in boundaries. When both of you absorb feeling so readily, one bad day can flood the whole house, and old hurts can circulate without ever being spoken. You may also shelter each other from the outside so well that you stop venturing into it. This grows best when you build a little structure around the tide: clear words for needs, separate friendships and interests, and the habit of surfacing a worry before it sinks into a silence neither of you knows how to break.',
  },
  {
    part: 'moons',
    pair: 'fire-fire',
    text: 'With both Moons in fire, the two of you feel things quickly, show them openly and get over them fast. Emotional life here is candid and lively; nobody has to guess what the other is feeling, because it is usually written across a face within seconds. That promises a home that feels spirited and generous, full of encouragement and remarkably free of brooding. You cheer each other up with ease and bounce back from rough days. The strain appears when both of you need reassurance at once. Fire Moons want to be championed and admired, and each may feel neglected when the other is too busy being upset to notice. Quick tempers can collide, too. Over time, what deepens this is learning to comfort as well as energise: asking how the other really is, staying inside a sad moment without hurrying to fix it, and forgiving as readily as you flare.',
  },
  {
    part: 'moons',
    pair: 'fire-earth',
    text: 'When one Moon sits in fire and the other in earth, your emotional needs run at different speeds. The fiery Moon wants excitement, warmth and an immediate response; the earthy Moon wants calm, consistency and the slow evidence of care. Over the long haul, the two of you can balance each other well, with the fiery one bringing spontaneity into the household and the earthy one bringing a steadiness that makes it feel safe. Ease shows up in simple shared pleasures: a good meal, a long walk, a weekend that goes to plan. Effort shows up when moods flare, because earth can find fire’s outbursts exhausting while fire mistakes earth’s quiet for indifference. You grow by learning each other’s signals, the earthy partner saying a feeling out loud now and then, and the fiery partner noticing the small, solid gestures that quietly mean “I love you”.',
  },
  {
    part: 'moons',
    pair: 'fire-air',
    text: 'A fire Moon and an air Moon create an emotional climate that is light, upbeat and sociable. The two of you soothe yourselves in similar ways: by talking, going out, changing the scenery, finding the funny side. This promises a relationship where sulks rarely last and there is nearly always something to look forward to. Comforting each other feels natural when it involves distraction, a joke or a fresh plan. The gap shows when a feeling needs more than a change of subject. Neither Moon is especially at ease sitting with grief, fear or shame, so deeper wounds may be skated over until they resurface sideways. Air may analyse just when fire wants loyalty, and fire may react just when air wants a little distance. Let this deepen by making room for heavier talks, setting aside time when neither of you is trying to cheer the other up, only to understand.',
  },
  {
    part: 'moons',
    pair: 'fire-water',
    text: 'Emotionally, a fire Moon and a water Moon are both intense, but the intensity travels in opposite directions. The fiery one’s feelings burst outward; the watery one’s sink inward and stay. Together the two of you can create real passion and a great deal of devotion, since each feels strongly and cares enormously about being cared for. The long-term promise is a bond with both heat and depth. It is easy when you are both in a tender, affectionate mood and each can see the other’s loyalty. It takes work when the fire Moon blurts out irritation and the water Moon absorbs it as a wound, or when the water Moon retreats and the fire Moon feels locked out. This grows when fire discovers the power of a softer voice, water learns that an outburst is not abandonment, and both of you come back after a clash to mend it.',
  },
  {
    part: 'moons',
    pair: 'earth-earth',
    text: 'Two earth Moons share an emotional vocabulary built on reliability. The two of you feel safe through routine, physical comfort and tangible proof that someone is there: the tea made without asking, the bills paid on time, the arm around a shoulder. This promises a home that is calm, sensual and dependable, where both of you can genuinely rest. Emotional ease comes from a shared dislike of drama. The work comes from the same place. When feelings are rarely voiced, they can go unprocessed, and years may pass before one of you admits to being lonely or restless. You may both cope with stress by working harder or tightening control over details, which leaves little room for tenderness. Growth lies in putting feelings into words even when it feels clumsy, and in treating emotional check-ins with the same seriousness you already give to practical ones.',
  },
  {
    part: 'moons',
    pair: 'earth-air',
    text: 'An earth Moon and an air Moon look for comfort in different places. The earthy one needs the body and the home to feel settled: a familiar routine, a hug, enough sleep. The airy one needs conversation, some freedom and the sense of being understood in words. Over time the two of you can give each other something valuable, air bringing perspective to earth’s worries and earth lending ballast to air’s scattered moods. Things go smoothly when you plan together and talk problems through calmly. Effort is needed when the earthy partner experiences the airy one as detached or flighty, and the airy partner finds earth’s need for constancy a little confining. Emotional cues can be missed entirely. You grow by offering comfort in the other’s currency: air showing up physically and dependably, earth asking questions and listening to the answers with real curiosity.',
  },
  {
    part: 'moons',
    pair: 'earth-water',
    text: 'An earth Moon and a water Moon fit together with unusual gentleness. Water feels deeply and needs a safe harbour; earth offers exactly that, a patient presence that does not panic at strong emotion. In return, water helps earth soften and notice the feelings it tends to file away for later. The long-term promise is a loyal, nurturing home in which both of you feel protected. Caring for each other comes naturally, especially in illness or grief. The effort lies in avoiding a comfortable rut. Both of you may prefer to stay in rather than stretch, and an old worry can be nursed for years. Earth can also slide into the role of permanent caretaker while water becomes the permanent feeler, which tires you both. Keep it growing by swapping roles now and then, and by letting small changes and new experiences into the nest you have made.',
  },
  {
    part: 'moons',
    pair: 'air-air',
    text: 'With both Moons in air, the two of you process feelings by talking about them, and you do it well. Emotional life is civil, curious and spacious; neither of you smothers the other, and almost anything can be discussed without a scene. This promises a friendly, fair-minded home where both of you feel free and intellectually met. The ease is considerable: you give each other room, rarely hold grudges and can laugh at yourselves mid-argument. The risk is distance disguised as maturity. Two airy Moons can explain a feeling perfectly while never letting it land, and the simple value of touch or presence may be underrated. When something truly painful happens, you may both reach for analysis when what was needed was to be held. Deepen this bond by practising closeness without commentary, sharing silence, an embrace and the unpolished feelings that don’t make sense yet.',
  },
  {
    part: 'moons',
    pair: 'air-water',
    text: 'An air Moon and a water Moon can puzzle each other at first. The airy one wants to understand a feeling; the watery one wants to have it, fully, and to have it shared. Even so, the two of you have a great deal to offer. Air can help water step back from a mood that threatens to swamp it, and water can show air how much richer life becomes when emotion is let in. The long-term promise is an emotional education for both. Easy moments come in imaginative play, music, stories and late-night conversations about what really matters. Harder moments arrive when water feels that air is cool or rational at exactly the wrong time, and air feels that water is asking for something it cannot name. Growth comes when air offers warmth before reasons and water offers words before withdrawing, so that neither of you is left guessing in the dark.',
  },
  {
    part: 'moons',
    pair: 'water-water',
    text: 'Two water Moons understand each other without needing to explain. The two of you pick up on moods, sense when something is wrong and offer comfort instinctively, often before it is requested. The long-term promise is profound emotional intimacy and a home that feels like a sanctuary. Nurturing, loyalty and shared memory come easily, and you tend to carry each other through hard seasons with real tenderness. The work is in not drowning together. Anxiety spreads quickly between two water Moons, and sensitivity doubled means that a small slight may be felt for a long time. You may also avoid conflict so carefully that resentment quietly collects in the corners. This grows when you let some daylight in: naming problems while they are still small, keeping friendships outside the relationship, and reminding each other that a feeling, however strong, is weather rather than the whole climate.',
  },
];

/** How a Venus sign shows love (part 'venus') and what a Moon sign needs to feel loved (part 'moon'), signs in zodiac order. */
export const LOVE_LANGUAGES: z.infer<typeof loveLanguageSchema>[] = [
  {
    part: 'venus',
    sign: 'aries',
    text: 'With Venus in Aries, you show love by showing up, quickly and wholeheartedly. Your affection is active: you suggest the adventure, fight someone’s corner and make the first move rather than waiting to be chosen. Touch comes naturally to you, playful and direct, and your words of affirmation are bold and sincere rather than flowery. Quality time, in your book, means doing something exciting side by side rather than sitting still. You also love through protection, stepping in the moment someone you care about is treated unfairly. Patience is the stretch. Your ardour can peak early, and a person who needs a slower courtship may feel rushed or overwhelmed. Keep courting long after the chase is won, and your spark becomes lasting devotion.',
  },
  {
    part: 'venus',
    sign: 'taurus',
    text: 'Venus in Taurus loves through the senses and through constancy. You show affection with touch that is unhurried and warm, and with gifts chosen for their quality: the good chocolate, the soft scarf, a meal cooked slowly because you wanted to. Quality time matters hugely, and you like it comfortable rather than dramatic. Loyalty may be your deepest gesture; you keep turning up and hope that reliability will speak for itself. Acts of service come easily too, especially the ones that make a home more pleasant. Words are where you can grow. Because you assume your steadiness says everything, you may forget that some people need to hear it, and possessiveness creeps in whenever you confuse loving someone with keeping them.',
  },
  {
    part: 'venus',
    sign: 'gemini',
    text: 'Words are your first love language with Venus in Gemini. You show affection by talking, texting and teasing, by sending the article that made you think of someone, and by remembering the small thing they mentioned last Tuesday. Quality time, for you, is a great conversation, ideally one that wanders everywhere. Playfulness counts as tenderness, and you court with wit and questions that make a person feel truly interesting. Gifts tend to be clever or quirky rather than costly. Touch may matter less to you than to some, and you can drift when a relationship goes quiet. Depth and consistency are worth cultivating, so that your lovely words are backed by presence the people you love can rely on.',
  },
  {
    part: 'venus',
    sign: 'cancer',
    text: 'Venus in Cancer shows love by taking care. You feed people, remember anniversaries, notice when someone looks tired and make the day easier. Acts of service sit at the centre of your love language, though they spring from the heart rather than from duty, and touch matters too: a hand on the back, a long hug, curling up close. Quality time at home is your favourite kind, and you build intimacy through shared memories and small rituals. Your gifts carry sentiment: a photo, something handmade. Caretaking can, however, become a way of managing closeness or earning affection. When unappreciated you may withdraw into hurt instead of saying so. Letting others look after you in return keeps your tenderness from turning into a burden.',
  },
  {
    part: 'venus',
    sign: 'leo',
    text: 'You show love with Venus in Leo the way the Sun gives light: generously and where everyone can see it. Words of affirmation are your speciality. You praise, compliment and celebrate the people you love, often in public, and you want them to feel like the most remarkable person in the room. Gifts arrive with flair, and grand gestures, a surprise party or a weekend away, delight you. Quality time needs a sense of occasion, and your physical affection is warm and demonstrative. Receiving is the delicate part. You need appreciation in return, and when it doesn’t come you may feel wounded or perform harder. Love deepens when you let it be ordinary as well, trusting that your loyalty shines even on a wet Wednesday when nobody is watching.',
  },
  {
    part: 'venus',
    sign: 'virgo',
    text: 'With Venus in Virgo, acts of service are your truest love language. You show affection by mending whatever was broken, researching the best option, remembering exactly how someone takes their coffee and quietly making their life run better. Your care is attentive and practical, alive to details other people miss. Time spent doing something useful together feels intimate to you. Words of affirmation may be modest, but they are precise and sincere when they come, and touch grows warmer as trust builds. Watch the line between help and critique. Your wish to improve things can sound like correction, and someone may hear judgement where you meant devotion. Learning to praise freely, and to love what is imperfect without fixing it, lets your kindness land.',
  },
  {
    part: 'venus',
    sign: 'libra',
    text: 'Venus is at home in Libra, and you show love with grace, consideration and a strong sense of partnership. Quality time is central: you enjoy doing things as a pair, sharing beauty, turning an ordinary evening into an occasion. Words matter to you too, and your affection comes through as charm, compliments and the kind of listening that makes a person feel valued. Gifts are chosen with an eye for taste. You also love by being fair, seeing the other side and smoothing tensions. Honesty under pressure is your frontier. Because harmony means so much, you may swallow complaints until they sour, or adapt so much that your own wishes disappear. Love grows sturdier when you trust that a little disagreement won’t break it.',
  },
  {
    part: 'venus',
    sign: 'scorpio',
    text: 'Venus in Scorpio loves with intensity and total commitment. You show affection through undivided attention: when you are with someone, you are entirely with them, and quality time means deep conversation, shared secrets and moments nobody else is part of. Touch is a powerful language for you, a way of merging rather than simply being near. You are fiercely loyal, and your gifts are meaningful, proof that you understand a person’s inner world. Guarding the people you love comes naturally. Trust and control are the tender spots. Once hurt, you may test people, keep a private ledger or hide your heart behind silence. Love flourishes when vulnerability flows both ways, and when you allow a partner privacy without reading it as a threat.',
  },
  {
    part: 'venus',
    sign: 'sagittarius',
    text: 'With Venus in Sagittarius, you show love by sharing the journey. Quality time matters most when it carries a sense of discovery: a trip, an unfamiliar restaurant, a late-night talk about the meaning of everything. You give people freedom and encouragement, and your words of affirmation are generous, optimistic and refreshingly frank. Gifts tend to be experiences rather than objects: a book that changed your thinking, a weekend somewhere new. Laughter is one of your most loving gestures, and your touch is easy and affectionate. Staying power in the quiet stretches is the test. Routine can feel like a cage, and blunt honesty can sting. Love deepens when you bring your sense of adventure into the everyday and let tact travel alongside your truth.',
  },
  {
    part: 'venus',
    sign: 'capricorn',
    text: 'Venus in Capricorn shows love through commitment and effort sustained over time. You may not be the most effusive person, but you are the one who keeps promises, plans for the future and works hard so that the people you love are secure. Acts of service are your natural love language, especially the long-term kind: building a home, being dependable when it counts. Gifts tend to be well made and built to last. Quality time may be scheduled, yet once it is in the diary you defend it fiercely. Spoken affection can feel awkward, and physical warmth often unfolds slowly as trust grows. Play is your frontier. When you let love be unproductive, tender without an agenda, people glimpse the softness behind your reserve.',
  },
  {
    part: 'venus',
    sign: 'aquarius',
    text: 'With Venus in Aquarius, you show love through friendship, acceptance and respect for another person’s freedom. You care by seeing someone exactly as they are, quirks and all. Quality time often means shared interests, causes or conversations about the future, and you are happy doing things side by side. Your words of affirmation are original and surprisingly perceptive, the compliment nobody else would think to give. Gifts may be unusual: a gadget, a membership, something delightfully odd. Acts of service show up as practical help offered without fuss. Touch may be less instinctive for you, and emotional intensity can make you step back. Learning to offer warmth on demand, when someone needs it and not only when it suits you, makes your love unmistakable.',
  },
  {
    part: 'venus',
    sign: 'pisces',
    text: 'Venus in Pisces loves tenderly, imaginatively and with enormous compassion. You show affection by tuning in, sensing what someone needs before they ask, offering comfort and forgiving easily. Quality time has a dreamy character for you: music, films, walks by the sea, hours lost in conversation. Your touch is gentle and soothing, and your gifts are often poetic or handmade, chosen for their feeling rather than their price. Acts of service flow from empathy, and you will go out of your way for someone who is struggling. Boundaries need tending. Because you can idealise a partner or give until there is nothing left, you may love a fantasy more than a person. Your love endures when you include yourself in the care you give.',
  },
  {
    part: 'moon',
    sign: 'aries',
    text: 'With the Moon in Aries, you feel loved when someone meets your energy instead of trying to dampen it. You need honesty, directness and a quick response: a person who reacts, engages and never leaves you guessing. Encouragement matters, especially on the brink of something bold, and so does the freedom to follow an impulse without being lectured. Spontaneous, playful touch helps you settle. Fast reconciliation is vital, since you flare quickly and cool quickly, and long silences feel unbearable. What can trip you up is impatience with your own softer needs. You may not admit you want comfort until you are already angry. Saying early and plainly, “I need you on my side”, lets people support you before the fire gets out of hand.',
  },
  {
    part: 'moon',
    sign: 'taurus',
    text: 'The Moon in Taurus needs steadiness in order to feel loved. You relax when someone is consistent, keeps their word and lets life settle into a reassuring rhythm. Touch speaks straight to you: a long embrace, a hand held, lying close on a lazy morning. Comfort matters enormously, good food, a warm bed, a home that feels safe, and tangible gifts remind you that you are valued. Unhurried time together is precious. Sudden changes, broken promises or chaotic moods unsettle you more than others tend to realise. You may cling to what is familiar even after it stops serving you, or wait in silence for someone to notice what is missing. Naming your needs calmly opens the gate for love to reach you.',
  },
  {
    part: 'moon',
    sign: 'gemini',
    text: 'With the Moon in Gemini, you feel loved when someone talks with you, really talks, and is curious about your thoughts. Conversation and words of affirmation are your emotional lifeline; a message in the middle of the day, a running joke, an evening of swapping stories all draw you closer. You need variety and lightness, and a partner who doesn’t treat every change of mood as a crisis. Time together works best when it keeps your mind engaged. Being understood means more to you than being fussed over. You may intellectualise your emotions, explaining them rather than feeling them, and slip sideways when things turn heavy. Letting someone witness your restlessness or fear, without having to make it clever, brings a deeper kind of comfort.',
  },
  {
    part: 'moon',
    sign: 'cancer',
    text: 'The Moon is at home in Cancer, and emotional safety is what you need above all. You feel loved when someone notices your moods, remembers what matters to you and helps make home a refuge. Physical closeness goes straight to your heart, whether a blanket tucked round you or soup when you are low, and so does unhurried time in familiar rooms. Belonging is essential; you want to be part of someone’s family. Coldness hits you hard, and when hurt you may retreat behind a protective shell, hoping to be coaxed out. Asking directly is the skill to practise. When you expect others to sense your needs and they miss them, you can feel rejected. Saying what you need gives love a door to come in by.',
  },
  {
    part: 'moon',
    sign: 'leo',
    text: 'With the Moon in Leo, you need to feel appreciated, admired and central to someone’s world. Words of affirmation matter greatly: praise, pride, being told that you are special and that your efforts are seen. You feel loved when someone celebrates your wins, remembers the occasions and makes a cheerful fuss of you. Warm physical affection and generous, playful time together help you feel secure. Loyalty is essential, and being taken for granted or overlooked in company wounds you. Your heart is big, and you give as much as you need. Pride is the snag. You may hide hurt behind a brave show, or demand attention when what you really want is reassurance. Admitting vulnerability lets others love the person behind the performance.',
  },
  {
    part: 'moon',
    sign: 'virgo',
    text: 'The Moon in Virgo feels loved through practical care and attention to detail. You need someone who notices the small things, helps without being asked and takes your worries seriously instead of brushing them aside. Acts of service reach you deeply, especially those that reduce chaos or lift a load you have been carrying alone. Order and routine calm you, so reliability counts for more than grand gestures. You also need to feel useful, valued for what you contribute. Gentle, specific words help, particularly on days when your inner critic is loud. Accepting help does not come easily, and neither does resting before everything is perfect. Allowing someone to care for you while you are untidy, unfinished and unproductive opens the way to a deeper intimacy.',
  },
  {
    part: 'moon',
    sign: 'libra',
    text: 'With the Moon in Libra, you feel loved in a relationship that is balanced, courteous and calm. You need partnership, the sense of being a team, and you thrive on time spent together in pleasant surroundings. Kind words, thoughtfulness and good manners reassure you, while harshness or constant friction leaves you anxious. You appreciate gestures that honour beauty, a well-chosen present, an evening arranged with care. Fairness matters deeply, so you feel secure when giving and receiving are roughly equal. You tend to keep the peace at your own expense, agreeing outwardly while feeling unheard inside, and you may look to others to tell you what you feel. Voicing your needs, even when it stirs things up, makes your relationships more truly harmonious, not less.',
  },
  {
    part: 'moon',
    sign: 'scorpio',
    text: 'The Moon in Scorpio needs depth, honesty and complete trust in order to feel loved. You want someone willing to go to the difficult places with you, who doesn’t flinch at intensity and who guards your secrets as carefully as you guard theirs. Private, focused time with real emotional and physical intimacy nourishes you far more than anything casual. Loyalty is non-negotiable; betrayal, however small, cuts deeply and is slow to heal. You need to know that you are someone’s priority, not one option among several. Control is the knot to loosen. Fear of being hurt can lead you to test people, hold back or keep score. When you dare to be vulnerable first, the closeness you crave becomes safer, and far more real.',
  },
  {
    part: 'moon',
    sign: 'sagittarius',
    text: 'With the Moon in Sagittarius, you need freedom, honesty and a touch of adventure to feel loved. You flourish with someone who shares your enthusiasm, gives you room to roam and joins in your schemes for the next journey or big idea. Time together nourishes you most when it involves exploring, learning or laughing. Encouraging words that believe in your possibilities go a long way, and you value frankness over tactful evasion. Feeling fenced in or preached at unsettles you quickly. You may run from emotional discomfort, turning a heavy feeling into a joke or an itinerary. Letting someone share your low moments as well as the high ones, and choosing to stay when life slows down, deepens your sense of being loved.',
  },
  {
    part: 'moon',
    sign: 'capricorn',
    text: 'The Moon in Capricorn feels loved through respect, reliability and commitment you can see. You need a partner who takes you seriously, backs your ambitions and proves their care through consistent actions over time. Acts of service that ease your responsibilities speak volumes, as does the sense that you are building a secure future together. You may not ask for affection out loud, yet physical warmth and quiet reassurance reach you when offered steadily. Recognition of your efforts matters more than you are likely to admit. Vulnerability is the hard part, because you may hide your needs behind competence and feel safer being needed than needing. Letting someone see you tired, uncertain or sad allows love to hold you, not merely rely on you.',
  },
  {
    part: 'moon',
    sign: 'aquarius',
    text: 'With the Moon in Aquarius, you need space, acceptance and friendship in order to feel loved. You relax when someone respects your independence, engages with your ideas and makes no attempt to turn you into someone more conventional. Time together that includes stimulating conversation, a shared cause or doing something unusual helps you feel connected. Being accepted for your quirks is a form of love that matters more than roses. Emotional pressure or clinginess makes you retreat to a safe distance. When feelings get intense you may detach, treating your own emotions as a puzzle to analyse from outside. Allowing someone closer, and admitting that you too need warmth and reassurance, can turn a meeting of minds into a bond that also holds the heart.',
  },
  {
    part: 'moon',
    sign: 'pisces',
    text: 'The Moon in Pisces needs gentleness, compassion and a sense of soul connection to feel loved. You want someone kind, sensitive to your moods and willing to share your dreams and inner world without mocking them. Time spent with music, art, quiet, nature or spiritual conversation nourishes you, as does soft touch and comfort when the world feels harsh. You long to be understood without explaining everything. Sharp words can linger in you for days. Boundaries are where you need support, because you may absorb other people’s emotions, sacrifice too much or hide from conflict rather than face it. Asking clearly for what you need, and choosing people who can meet you there, protects the tenderness that makes you so easy to love.',
  },
];

/** The two Mars signs' elements: how the two of you push, decide, compete, argue and make up. In ELEMENT_PAIRS order. */
export const DYNAMICS_MARS: z.infer<typeof dynamicsMarsSchema>[] = [
  {
    pair: 'fire-fire',
    text: 'With both Mars placements in fire, the relationship has two accelerators and no obvious brake. The two of you push hard, decide in a heartbeat and rarely refuse a dare, which is thrilling when you chase the same goal and bruising when you end up on opposite sides of one. Competition is half the fun: board games turn fierce, a jog becomes a race, teasing has a glint of steel. Rows tend to be loud and brief, blazing up and burning out, and making up can be every bit as heated. Trouble starts when pride stops either of you from taking the first step back. Agree a few rules of engagement, such as no storming out mid-sentence, and take turns holding the wheel.',
  },
  {
    pair: 'fire-earth',
    text: 'When one of you has Mars in fire and the other in earth, a sprinter has teamed up with a marathon runner. The fiery Mars wants to act now and deal with consequences later; the earthy Mars wants a plan, the right tools and a realistic timetable. Decisions can stall when one pushes and the other plants both feet. In arguments, fire tends to explode and then move on, while earth goes quiet, holds its ground and remembers every word. That mismatch can leave fire feeling stonewalled and earth bulldozed. Yet together you can achieve a great deal, since fire supplies the launch and earth the follow-through. Peace returns fastest when fire slows down enough to apologise and earth answers with a concrete gesture.',
  },
  {
    pair: 'fire-air',
    text: 'Air fans flame, so when one Mars is fiery and the other airy, your combined drive catches quickly. The two of you move fast, enjoy a good debate and can make decisions on the fly. Rivalry is usually lively and good-humoured, often verbal: the sharper argument, the wittier comeback. Quarrels can escalate, because air’s pointed words stoke fire’s heat and fire’s bluster pushes air into cold logic instead of listening. Neither of you tends to sulk for long, though, and making up often happens through laughter or a new scheme. Watch for scattered energy, half-finished projects and restlessness turning into bickering. Winning the point is not the same as solving the problem, and the two of you do best with goals that have a finish line.',
  },
  {
    pair: 'fire-water',
    text: 'A fire Mars and a water Mars meet conflict from very different directions. Fire goes straight at the issue, says what it thinks and expects the same in return. Water’s drive is indirect, emotional and protective; it may circle, withdraw or strike back later rather than confront head on. To fire, that can look like manipulation, while fire’s frankness can strike water as careless. There is real passion in this pairing, though, and each of you has something to learn: fire about sensitivity, water about saying the thing directly. Decisions go better when fire asks how a plan feels and water states what it wants without hinting. Making up needs warmth and reassurance, not just a brisk “sorry”, because water’s tide turns slowly.',
  },
  {
    pair: 'earth-earth',
    text: 'Two earth Mars placements make for a steady, determined and practical dynamic. The two of you push towards goals patiently, decide carefully and prefer effort that leaves something solid behind. Competition is rarely flashy; it appears as quiet stubbornness, each convinced of the proper way to load a dishwasher. Open arguments may be rare, yet when they come they can turn into long standoffs, two immovable objects waiting for the other to shift first. Withdrawal often stands in for shouting. Reconciliation tends to happen through deeds rather than speeches: fixing the leaking tap, cooking the favourite dinner, slipping back into shared routine. Your great strength is endurance. Practise bending a little, and talk before a disagreement sets like concrete.',
  },
  {
    pair: 'earth-air',
    text: 'An earth Mars and an air Mars come at action from different angles. Earth wants tangible progress and a method; air wants to discuss options, gather opinions and keep things flexible. Decision-making can feel slow to the airy partner and flighty to the earthy one. In a disagreement air argues with words and logic, sometimes switching position, while earth stands firm and may see all that analysis as a way of dodging commitment. Your rivalry is more a battle of strategies than of wills. Making up works when air acknowledges earth’s need for something reliable, and earth credits air’s knack for finding a route nobody else saw. Split the roles clearly, thinker here and doer there, and respect the other’s way of arriving.',
  },
  {
    pair: 'earth-water',
    text: 'Earth and water Mars placements share a preference for sustained, low-key effort over sudden bursts. The two of you tend to sidestep open conflict, which keeps the household peaceful but lets resentment collect like water behind a dam. Earth pushes steadily and sometimes obstinately; water pushes through feeling, persistence and a quiet refusal to let something go. Decisions are weighed with care, and you are excellent at defending what you value. When a row does simmer, earth retreats into busy practicality and water into wounded silence. Making up usually involves comfort, closeness and small acts of care. Passive resistance is the trap for both of you. Bring disagreements into the light early, and say when something matters, so your shared strength builds rather than blocks.',
  },
  {
    pair: 'air-air',
    text: 'Two air Mars placements turn the relationship into something of a debating society. The two of you push through ideas, make decisions by talking them over at length and compete through wit, logic and the well-timed counterpoint. Conflict is mostly verbal and can become a contest in which scoring the point matters more than settling the issue. Neither of you is usually vindictive, though a dismissive tone can wound more than you intend. Reconciliation is light and quick; one good conversation or a shared joke can reset the day. The risks are all talk and little action, and a tendency to intellectualise problems that are really about hurt. Put plans into motion, and when you argue, check that feelings are being heard alongside the facts.',
  },
  {
    pair: 'air-water',
    text: 'An air Mars and a water Mars can find each other’s way of fighting baffling. Air wants to talk a dispute through rationally and may detach as emotions rise; water responds from feeling, takes criticism personally and can retreat or bristle. Decisions stall when air wants more information and water wants reassurance first. Mid-argument, air can seem icy to water, while water can seem unreasonable to air. Yet you complement each other: air helps water put a grievance into words, and water helps air grasp what is really at stake. Making up works when air leads with warmth and water spells out what it needs. Learn each other’s timing, and don’t press for a resolution before the other is ready.',
  },
  {
    pair: 'water-water',
    text: 'Two water Mars placements create a deeply emotional and fiercely protective dynamic. The two of you go after what you want through intuition, persistence and appeals to feeling rather than blunt confrontation. Decisions are often made by instinct, and conflict may be avoided for as long as possible while each of you reads the other’s mood. When arguments do break, they can be stormy, with old hurts washing back up, or they can sink into long silences. Making up is tender and heartfelt, full of reassurance and physical closeness. Passive aggression and long-held grudges are the undertow to watch. Practise asking plainly for what you want, and raise problems while they are still small, so your shared sensitivity keeps the relationship afloat instead of swamping it.',
  },
];

/** One person's Saturn to the other's Sun, Moon, Mercury, Venus or Mars, in each kind. Ordered by `to`, then kind. */
export const DYNAMICS_SATURN: z.infer<typeof dynamicsSaturnSchema>[] = [
  {
    to: 'sun',
    kind: 'conjunction',
    text: 'When one of you has Saturn sitting on the other’s Sun, the relationship carries weight from the first meeting. The Saturn partner often feels responsible for the Sun partner, protective, guiding, occasionally a little parental, while the Sun partner may feel both steadied and scrutinised. There is a strong flavour of destiny and duration here, and many couples with this contact sense early that they are in it for years. The cost is that Saturn’s caution can dim the Sun partner’s confidence, and the Sun partner may chafe at feeling supervised. Handled with care, this becomes one of the most loyal bonds in synastry. It turns that way when the Saturn partner offers structure without verdicts, and the Sun partner recognises the devotion hiding inside the caution.',
  },
  {
    to: 'sun',
    kind: 'flowing',
    text: 'A flowing aspect between one person’s Saturn and the other’s Sun gives the relationship a quiet backbone. The Saturn partner is good for the Sun partner’s ambitions, offering practical advice, patience and a belief in their long-term potential, while the Sun partner brings warmth and vitality to Saturn’s more serious outlook. Responsibilities are shared without much resentment, and each of you can be trusted to do what you promised. This contact often grows stronger with age, the kind of partnership friends describe as solid. Its main risk is complacency, a sense that the bond is so dependable it needs no tending. Keep bringing fresh goals to the table, and let the Saturn partner’s steadiness support the Sun partner’s shine rather than merely managing it.',
  },
  {
    to: 'sun',
    kind: 'tense',
    text: 'With one person’s Saturn square or opposite the other’s Sun, the relationship can feel like a test of endurance. The Saturn partner may find the Sun partner careless, showy or unrealistic; the Sun partner may experience Saturn as critical, controlling or simply unimpressed. Both of you can end up feeling judged. Yet this aspect is famous for binding people, because the friction forces each of you to grow up in ways you might otherwise avoid. The Sun partner learns discipline and accountability; the Saturn partner learns generosity and the courage to celebrate. The turning point comes when criticism is replaced by honest, specific feedback, and when the Sun partner stops performing for approval and starts trusting that Saturn’s staying power is itself a form of love.',
  },
  {
    to: 'moon',
    kind: 'conjunction',
    text: 'When one person’s Saturn falls on the other’s Moon, emotional life and responsibility become entwined. The Saturn partner often feels a deep duty to protect the Moon partner and provide stability, and the Moon partner may feel safe, as if someone has finally built a wall against the storm. Yet walls can feel cold. Saturn may respond to tears with solutions, or withhold warmth out of a fear of being overwhelmed, and the Moon partner may start hiding feelings to avoid seeming needy. This contact often binds couples for a long time, for better or worse. It softens into loyalty when the Saturn partner learns that presence matters more than fixing, and the Moon partner learns to ask for comfort plainly rather than waiting to be rescued.',
  },
  {
    to: 'moon',
    kind: 'flowing',
    text: 'A trine or sextile from one person’s Saturn to the other’s Moon is one of the gentlest signs of emotional staying power. The Saturn partner offers steadiness and a sense of being held; the Moon partner brings feeling, care and responsiveness that help Saturn relax its guard. Domestic life tends to run well, with shared routines, mutual support and a calm way of handling crises. You may find that your trust in each other deepens quietly over the years rather than in dramatic leaps. The pitfall is emotional caution. Because things feel secure, you might avoid the vulnerable conversations that keep intimacy alive. Make room now and then for spontaneous tenderness, so that reliability and warmth grow side by side instead of one standing in for the other.',
  },
  {
    to: 'moon',
    kind: 'tense',
    text: 'With one person’s Saturn in tense aspect to the other’s Moon, feelings can meet a wall. The Moon partner may sense disapproval or coldness just when comfort is needed, and the Saturn partner may find the Moon partner’s moods unsettling, even burdensome. Old family patterns can surface, one of you slipping into the stern parent and the other into a child who never feels good enough. This is a demanding aspect, yet couples who work with it often build extraordinary emotional resilience. Over time the Saturn partner can discover patience with feeling, while the Moon partner finds ways to self-soothe and to name needs without shame. When the Saturn partner offers warmth as reliably as structure, the weight of this contact becomes a promise: “I will still be here tomorrow.”',
  },
  {
    to: 'mercury',
    kind: 'conjunction',
    text: 'When one of you has Saturn on the other’s Mercury, conversations take on weight. The Saturn partner listens carefully and may help the Mercury partner clarify ideas, finish projects and think things through with rigour. This can be invaluable: plans become sounder and promises more precise. It can also feel like being edited mid-sentence. The Mercury partner may start censoring thoughts, anticipating criticism, while the Saturn partner may not notice how heavily a raised eyebrow lands. Over time this contact can make you formidable collaborators. The key is for Saturn to separate encouragement from correction, saying what works before what doesn’t, and for Mercury to trust that Saturn’s questions come from investment, not contempt. Then the seriousness turns into a shared commitment to understanding each other.',
  },
  {
    to: 'mercury',
    kind: 'flowing',
    text: 'A flowing aspect from one person’s Saturn to the other’s Mercury gives your communication a reliable framework. The Saturn partner helps ground the Mercury partner’s ideas, and the Mercury partner keeps Saturn flexible and up to date. Practical discussions about money, plans and household matters tend to go smoothly, and you are likely to keep each other’s confidences. You may work well together, whether on a shared business, a renovation or simply the week’s logistics. The gift is clarity and trust in each other’s word. The limitation is that talk can become dutiful. Don’t let every exchange turn into an agenda item; make space for silly, curious conversations as well, so that the dependable line between you carries affection along with information.',
  },
  {
    to: 'mercury',
    kind: 'tense',
    text: 'With one person’s Saturn square or opposite the other’s Mercury, talking can feel like passing through a checkpoint. The Mercury partner may feel interrupted, corrected or quietly marked down; the Saturn partner may hear chatter, loose facts and opinions offered before they are thought through. Small misunderstandings can set into fixed positions, and a dry remark can land like a verdict. The remedy is slower conversation. Ask what the other meant before answering, put important things in writing if speech keeps going wrong, and let Saturn’s rigour and Mercury’s nimbleness take turns at leading. Couples who stay the course often arrive at an unusual mutual respect, the kind that trusts the other’s word completely because it has been tested.',
  },
  {
    to: 'venus',
    kind: 'conjunction',
    text: 'When one of you has Saturn on the other’s Venus, you share one of the classic signatures of commitment. The Saturn partner takes the Venus partner’s affection seriously and often wants to formalise it, to make promises and build something lasting. The Venus partner may feel treasured and safe, yet at times restricted, as if love has to be earned or proven. Romance can feel more like duty than delight, and the Saturn partner may express love through reliability rather than warmth. Many long marriages carry this contact, precisely because it binds. It blossoms when the Saturn partner remembers to play, compliment and celebrate, and the Venus partner understands that Saturn’s reserve is not indifference but a deep, slow form of devotion.',
  },
  {
    to: 'venus',
    kind: 'flowing',
    text: 'A flowing contact from one person’s Saturn to the other’s Venus lets love settle in for the long term without feeling caged. The Saturn partner values the Venus partner’s kindness and charm and answers with constancy: turning up, remembering, keeping the roof mended. Venus, in return, coaxes Saturn into enjoying life a little more, a second glass, a slow dance in the kitchen. Tastes, money habits and ideas about the future tend to line up, so affection ripens rather than fades. Friends may describe you as a grown-up couple in the best sense. The danger is that romance becomes one more dependable routine. Keep courting each other, and let Venus go on reminding Saturn that pleasure and play belong to a serious love too.',
  },
  {
    to: 'venus',
    kind: 'tense',
    text: 'A square or opposition from one person’s Saturn to the other’s Venus can make affection feel rationed. The Venus partner reaches for romance, compliments and pleasure, and meets a Saturn partner who seems guarded, sparing with praise or disapproving of fun. Saturn, for its part, may read Venus as frivolous, and one of you may start to wonder whether you are lovable enough. Oddly, couples with this contact often stay together for decades, because working through it teaches you what love is once the glow fades. Saturn’s task is to say the warm thing out loud before it feels earned. Venus’s task is to build a sense of worth that doesn’t hang on approval. What began as weight ends up as a tested, chosen loyalty.',
  },
  {
    to: 'mars',
    kind: 'conjunction',
    text: 'When one of you has Saturn on the other’s Mars, drive meets restraint. The Saturn partner may try to channel, discipline or slow down the Mars partner’s energy, and the Mars partner can feel blocked, frustrated or controlled. At its best, this contact turns raw impulse into focused effort: Saturn helps Mars plan and persevere, and Mars pushes Saturn to take necessary risks. At its worst, it breeds simmering anger, with Mars rebelling and Saturn clamping down harder. Sexual and physical dynamics may feel serious or inhibited. This becomes a strength when both of you treat it as a partnership of stamina rather than a power struggle, with Saturn offering guidance instead of limits and Mars respecting timing as much as action.',
  },
  {
    to: 'mars',
    kind: 'flowing',
    text: 'A flowing aspect from one person’s Saturn to the other’s Mars makes you an impressive team when there is work to be done. The Saturn partner provides strategy, patience and staying power; the Mars partner provides courage, energy and the will to start. Together you can go the distance, whether that means renovating a house or nursing a business through a lean year, and you tend to meet crises calmly. Disagreements tend to be managed constructively. Physical and sexual connection may grow stronger and more confident over time. The only hazard is treating the relationship as a project rather than a romance. Balance your productivity with spontaneity, and let the Mars partner’s fire warm Saturn as well as power your shared plans.',
  },
  {
    to: 'mars',
    kind: 'tense',
    text: 'Frustration is the first thing many couples notice when one person’s Saturn squares or opposes the other’s Mars. The Mars partner wants to move and keeps running into a no, a not yet, or a look that says think again; the Saturn partner sees recklessness where Mars sees initiative. The same argument can recur for years, sometimes as cold anger rather than open fighting, and desire can get tangled up in the struggle. Hard-won strength is on offer, though. If Saturn swaps restriction for well-timed encouragement, and Mars accepts that pacing is not defeat, you become two people who know exactly how to disagree without breaking anything. Loyalty forged under that kind of pressure tends to hold when easier bonds would snap.',
  },
];
