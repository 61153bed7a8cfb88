import type { z } from 'zod';
import type { compositeSignSchema } from './types';

/**
 * The composite chart (issue #26), the relationship's own chart made of the midpoints of the two
 * people's planets: its Sun (what the relationship is for), Moon (its emotional home), Venus (how
 * you share affection, pleasure and money) and Mars (how you act, fight and desire as a pair) in
 * each sign. Shape and limits in ./types.
 */
export const COMPOSITE_SIGNS: z.infer<typeof compositeSignSchema>[] = [
  // Sun: what the relationship is for
  {
    planet: 'sun',
    sign: 'aries',
    text: 'With the composite Sun in Aries, your relationship exists to start things. The two of you are at your liveliest with a fresh challenge ahead: a move, a venture, a dare you take on together. Others tend to see you as a forthright, energetic couple who say what you think and act on it. Each of you may notice you have grown braver since you met. Patience is the lesson here. Once novelty fades the partnership can turn restless or competitive, so learn to find adventure inside commitment as well as at its edges.',
  },
  {
    planet: 'sun',
    sign: 'taurus',
    text: 'Your composite Sun in Taurus says the relationship is for building something lasting and good to live in. The two of you shine through steadiness: a home that feels right, rituals you keep, a slowly growing security that friends can sense the moment they walk in. Pleasure matters too, whether that means fresh bread, a garden or an unhurried Sunday in each other’s company. People rely on you as a couple. Comfort can become a reason never to change, though, so choose growth on purpose every so often, even when staying put is easier.',
  },
  {
    planet: 'sun',
    sign: 'gemini',
    text: 'A Gemini composite Sun puts conversation at the heart of your relationship. You’re together to learn, swap ideas and keep each other curious, and the two of you always seem to be halfway through a discussion, a joke or a plan. Friends may know you as a sociable, quick-witted pair with an unusually wide circle. Variety keeps this bond alive. What it can lack is follow-through: so many topics and schemes that little gets finished, or talk that circles feelings instead of going through them. Let some conversations go deep, and see a few shared projects to the end.',
  },
  {
    planet: 'sun',
    sign: 'cancer',
    text: 'With the composite Sun in Cancer, your relationship is fundamentally about belonging. The two of you come together to make a home, literal or emotional, where each feels protected and known. Family, food and memory may weave through your story, and you often care for other people as a team. Loyalty runs strong. Under pressure, though, the bond can close ranks against the world or sink into moods when either of you feels unseen. Keep the door open to friends and new experiences, and say what you need rather than waiting for it to be guessed.',
  },
  {
    planet: 'sun',
    sign: 'leo',
    text: 'A Leo composite Sun gives your relationship warmth and a touch of theatre. You’re together to celebrate life, to create and to be seen, and the two of you often make a vivid impression when you walk into a room. Generosity, play and loyalty are your strengths as a pair, and you may love making things together, from a party to a family. Pride is the sore point: this bond can crave admiration, and neither of you enjoys losing face. Applaud each other in private as warmly as in public, and let vulnerability have a part in the show.',
  },
  {
    planet: 'sun',
    sign: 'virgo',
    text: 'Your composite Sun in Virgo points to a relationship built on usefulness and care over details. The two of you shine when you’re improving something together, whether a house, a daily routine, your habits or the lives of people you help. Respect grows from competence, and small acts of service say a great deal here. The trouble comes when criticism turns inwards or towards each other, leaving a sense that the partnership is never quite good enough. Notice what already works, say so aloud, and allow some things to stay gloriously imperfect.',
  },
  {
    planet: 'sun',
    sign: 'libra',
    text: 'With a Libra composite Sun, your relationship is about partnership itself: balance, fairness and the art of being together well. The two of you often look poised as a couple and enjoy beauty, culture and other people’s company. You’re skilled at negotiating, and you may bring harmony to the circles you move in. Yet a bond this diplomatic can dodge conflict at any cost, smoothing things over until real needs go unspoken. Honest disagreement keeps it alive, so make room for it and trust the relationship to survive a few sharp words.',
  },
  {
    planet: 'sun',
    sign: 'scorpio',
    text: 'A Scorpio composite Sun makes your relationship intense, private and transforming. You’re together to go deep, to face what is real and to change each other in lasting ways. The two of you may share secrets, ambitions or hardships that outsiders never glimpse, and the bond can feel almost fated. Loyalty runs very strong. Control and jealousy are what to watch, since they surface whenever either of you feels exposed. Trust grows through honesty rather than vigilance, so practise telling each other the difficult things early, before they harden into suspicion.',
  },
  {
    planet: 'sun',
    sign: 'sagittarius',
    text: 'Your composite Sun in Sagittarius suggests a relationship whose purpose is growth, meaning and adventure. The two of you come alive on the road, in a good argument about ideas, or learning something new side by side, and you may share a philosophy or faith that steers your choices. Humour and candour keep things lively. Restlessness is the catch: always eyeing the next horizon instead of tending what you already have, and a bluntness that can wound. Honour the ordinary days too, and let your honesty be kind.',
  },
  {
    planet: 'sun',
    sign: 'capricorn',
    text: 'With a Capricorn composite Sun, your relationship is built for the long haul. You’re together to achieve, to shoulder responsibilities and to create something that lasts, perhaps a family, a business or a reputation as a dependable pair. Respect matters deeply, and the bond often grows stronger the more it is tested. All work and too little play is the trap, where the partnership starts to feel like a project to be managed. Schedule lightness as firmly as you schedule goals, and let affection show before the job is done.',
  },
  {
    planet: 'sun',
    sign: 'aquarius',
    text: 'An Aquarius composite Sun gives your relationship a spirit of friendship and independence. The two of you come together to think differently, to defend each other’s freedom and perhaps to contribute to a community or cause. You may not follow the usual relationship script, and that can be part of the appeal. Friends are important to you both. Emotional distance is the weak spot: discussing ideas instead of feelings, or keeping each other slightly at arm’s length. Choose closeness as deliberately as you choose freedom, and the bond gains the warmth it sometimes lacks.',
  },
  {
    planet: 'sun',
    sign: 'pisces',
    text: 'With the composite Sun in Pisces, your relationship is meant for compassion, imagination and a sense of something larger than the two of you. You may share spiritual interests, art or music, or a gift for caring for others, and the connection can feel almost wordless at times. Gentleness is your strength. Vagueness is its shadow: sidestepping hard decisions, blurring boundaries or idealising each other until reality disappoints. Keep a few practical anchors, such as clear agreements and honest check-ins, to hold the dream steady.',
  },
  // Moon: the relationship's emotional home
  {
    planet: 'moon',
    sign: 'aries',
    text: 'The composite Moon in Aries gives your relationship an emotional life that is quick, frank and warm-blooded. Feelings flare and pass, and the two of you rarely sulk for long. You feel most at home together when you’re doing something active, and you may reassure each other through energy and action more than soft words. Impatience is the tender spot, since needs can come out as demands and small irritations can spark a row. Build in moments of stillness, and learn to ask for comfort directly, without the heat.',
  },
  {
    planet: 'moon',
    sign: 'taurus',
    text: 'With a Taurus composite Moon, your emotional home together is calm, sensual and reliable. The two of you settle through routine, good food, touch and the comfort of familiar things, and the space you share probably matters a great deal to both of you. Few Moon placements are steadier for a couple. Change is harder, though: habits can harden into ruts, and hurt may be held quietly for months. Air grievances while they’re still small, and refresh a cherished ritual now and then so that comfort stays alive rather than stale.',
  },
  {
    planet: 'moon',
    sign: 'gemini',
    text: 'A Gemini composite Moon means the two of you digest feelings by talking them through. Your emotional home is chatty, playful and busy, with news traded, jokes shared and moods shifting as fast as the weather. Habits stay flexible, and a change of scene can lift you both. It is easy, however, to analyse a feeling rather than sit with it, and restlessness can pass for closeness. Pause sometimes to ask not only what each of you thinks, but what each of you actually feels, and then stay with the answer.',
  },
  {
    planet: 'moon',
    sign: 'cancer',
    text: 'With the composite Moon in Cancer, the emotional core of your relationship is deeply nurturing. The two of you make a nest out of home, family, shared memories and the small rituals that help you feel safe. You may look after each other by instinct, and you can be fiercely protective as a pair. Moods, though, are powerful and contagious here, and hurt tends to retreat into a shell rather than speak. Let each other in when things are difficult, and never assume the other already knows what you need.',
  },
  {
    planet: 'moon',
    sign: 'leo',
    text: 'A Leo composite Moon gives your emotional life together warmth, pride and a healthy love of fun. The two of you feel at home when you’re being generous, playful and appreciated, and you may enjoy hosting or inventing traditions that make ordinary days feel special. Feelings are expressed openly, sometimes dramatically. Wounded pride is the sore spot: if either of you feels overlooked, the atmosphere can sour fast. Make a habit of noticing and praising each other, and keep apologies simple rather than grand.',
  },
  {
    planet: 'moon',
    sign: 'virgo',
    text: 'With a Virgo composite Moon, your emotional home is orderly, thoughtful and quietly caring. The two of you show love through practical help, keeping daily life running and watching over each other’s wellbeing. Routines soothe you, and a tidy shared space may matter more than either of you realises. Worry and fault-finding can creep in and crowd out warmth. When one of you is upset, offer comfort before solutions, and let a few chores wait in favour of plain, unproductive affection on the sofa.',
  },
  {
    planet: 'moon',
    sign: 'libra',
    text: 'A Libra composite Moon makes your emotional life together gracious, sociable and peace-seeking. The two of you feel secure when things are fair and pleasant, and you may love a beautiful home with plenty of company passing through. Courtesy and kindness count for a lot. Hidden resentment is the risk, because both of you may swallow feelings to keep the peace. A small disagreement aired honestly is kinder than a large one left to grow, so practise saying that something doesn’t suit you, without dreading the fallout.',
  },
  {
    planet: 'moon',
    sign: 'scorpio',
    text: 'With the composite Moon in Scorpio, feelings in your relationship run deep and private. The two of you bond through intensity, trust and shared confidences, and your emotional home may feel like a world few others ever enter. Loyalty is fierce, and neither of you takes kindly to betrayal or being kept in the dark. Suspicion and brooding are the dangers, as hurts can go underground and fester. Bring difficult feelings into the open gently, and make forgiveness a habit rather than a rare event.',
  },
  {
    planet: 'moon',
    sign: 'sagittarius',
    text: 'A Sagittarius composite Moon gives your shared emotional life optimism, humour and a need for room to roam. The two of you feel most at home when exploring, planning the next trip or laughing at something together. Habits may be loose, and neither of you wants to feel fenced in. Watch for a tendency to skip over heavy feelings with jokes or fresh plans. When something hurts, stop and stay with it before moving on, and honour each other’s freedom without letting distance become the answer to every difficulty.',
  },
  {
    planet: 'moon',
    sign: 'capricorn',
    text: 'With a Capricorn composite Moon, your emotional home rests on reliability and shared effort. The two of you find security in plans, routines and doing what you said you would do. Feelings may be voiced cautiously, but they run deeper than they look. Emotional reserve is the difficulty: the relationship can feel dutiful or cool, and needing comfort may seem like weakness. Make space for softness, hold each other at the end of a hard day, and say the warm things out loud instead of trusting them to be understood.',
  },
  {
    planet: 'moon',
    sign: 'aquarius',
    text: 'An Aquarius composite Moon makes your emotional home unconventional, friendly and respectful of each other’s space. The two of you may feel closest when talking ideas, sharing causes or spending time among friends, and you likely grant each other plenty of independence. Strong feelings, though, can be intellectualised or quietly shelved. Let each other be needy sometimes, and treat emotional closeness as an experiment worth running rather than a threat to freedom. The bond is at its best when it is both roomy and warm.',
  },
  {
    planet: 'moon',
    sign: 'pisces',
    text: 'With the composite Moon in Pisces, the two of you share a tender, intuitive emotional life. You often sense each other’s moods without a word, and the home you make can feel like a refuge from a harsh world. Compassion comes easily, and you may care for others as a pair. Boundaries blur easily too, so you can absorb each other’s sadness, avoid conflict or simply drift. Protect some clarity with honest words and simple agreements, so the softness between you remains a comfort rather than a fog.',
  },
  // Venus: affection, pleasure and money
  {
    planet: 'venus',
    sign: 'aries',
    text: 'Affection in your relationship moves fast and likes to be shown, because composite Venus in Aries loves the thrill of the first move. You court each other with surprises, dares and spontaneous plans, and pleasure as a couple often involves movement, from a muddy hike to a late-night drive with no destination. A little friendly rivalry adds spice. Money can vanish on whatever excites you both this week. Romance here burns bright and then needs rekindling, so keep chasing each other long after you’ve been caught, and sleep on any large joint purchase.',
  },
  {
    planet: 'venus',
    sign: 'taurus',
    text: 'Composite Venus in Taurus sits in its own sign, so pleasure comes naturally to the two of you and tends to be sensual, steady and unhurried. You share affection through touch, long meals, music and the luxury of time that doesn’t need filling. Building financial security together can feel romantic in its own right, and you probably prefer one beautiful thing to ten cheap ones. Possessiveness is the shadow, along with buying comfort to avoid facing change. Cherish what you have, let your tastes keep growing, and talk about money openly rather than assuming you agree.',
  },
  {
    planet: 'venus',
    sign: 'gemini',
    text: 'Flirting never really stops between you when composite Venus is in Gemini. Clever banter, shared books, new cafés and a stream of messages through the day are the language of your affection, and a good conversation can feel as intimate as a kiss. Money tends to go on experiences, gadgets, courses or tickets to something different. The lightness that makes you such fun can slip away just when feelings turn serious, and sameness bores you both. Balance the sparkle with moments of quiet, undivided attention, and agree plainly how shared spending works.',
  },
  {
    planet: 'venus',
    sign: 'cancer',
    text: 'Love in your relationship feels like coming home, with composite Venus in Cancer. The two of you show affection through care: cooking each other’s favourite dishes, remembering the anniversary of your first date, keeping photos and small mementoes. A cosy, welcoming home may be your greatest shared pleasure, and money is often handled cautiously, with an eye on security for anyone who depends on you. Sensitivity runs high, so a careless remark can sting for days. Reassure each other often, and plan outings beyond the front door so the nest never becomes a shell.',
  },
  {
    planet: 'venus',
    sign: 'leo',
    text: 'There’s a generous, romantic and slightly glamorous streak to the way you love each other, thanks to composite Venus in Leo. The two of you enjoy grand gestures, parties, creative hobbies and making each other feel like the most important person in the room. Birthdays are events, and compliments are given freely. You may spend happily on fun, beauty and treating friends. Pride can be touchy, and both of you need to feel adored rather than merely liked. Keep the admiration flowing, and make sure the generosity never outpaces what the budget, or the heart, can sustain.',
  },
  {
    planet: 'venus',
    sign: 'virgo',
    text: 'A bouquet means less to the two of you than a dripping tap fixed without being asked, because composite Venus in Virgo expresses love through thoughtfulness and practical care. You notice small things about each other and act on them. Pleasure may come from shared crafts, cooking from scratch, a well-kept garden or a smoothly run household, and money is usually managed with good sense. The pitfall is criticism dressed up as help, or affection withheld until everything is just right. Say the loving words as well as doing the loving tasks, and let enjoyment be messy now and then.',
  },
  {
    planet: 'venus',
    sign: 'libra',
    text: 'Composite Venus in Libra is at home in its own sign, which makes your relationship graceful, romantic and deeply partnership-minded. The two of you enjoy art, good company, dressing up and the rituals of courtship, and you tend to be considerate of each other’s tastes in everything from films to furniture. Shared spending may lean towards beauty and social life. Keeping things pleasant can come at the price of honesty, though. Real intimacy includes some friction, so don’t let politeness become a wall, and decide together how generous you can afford to be.',
  },
  {
    planet: 'venus',
    sign: 'scorpio',
    text: 'Nothing about love is casual between you when composite Venus is in Scorpio. Affection here is intense, private and all or nothing, expressed through fierce loyalty, emotional honesty and strong physical attraction, and light gestures rarely satisfy either of you. Money can become tangled up with trust, so joint accounts, debts and inheritances carry real emotional weight. Jealousy, possessiveness or using affection as leverage are the risks when either of you feels insecure. Trust deepens when you reveal rather than guard, so be transparent about feelings and resources alike, especially when it feels exposing.',
  },
  {
    planet: 'venus',
    sign: 'sagittarius',
    text: 'Your shared idea of a good time probably involves a passport, a map or at least a plan, since composite Venus in Sagittarius makes affection adventurous, open-hearted and fun-loving. The two of you enjoy travel, learning, laughter and big experiences, and you’d often rather spend on a journey than on possessions. Freedom within the bond matters to you both, and you give it generously. Careless promises and overspending on the next exciting scheme are the pitfalls. Keep a little of the adventure for ordinary evenings at home, and make your commitments as generous as your enthusiasm.',
  },
  {
    planet: 'venus',
    sign: 'capricorn',
    text: 'Love between you is loyal, patient and shown through commitment when composite Venus falls in Capricorn. The two of you value traditions, quality and building something of lasting worth, and you may pursue financial goals together with admirable discipline, saving towards a home or a secure future. From outside, your affection can look understated, but it runs deep and tends to improve with age. The shadow is a seriousness in which pleasure becomes a reward you never quite earn. Spend on joy occasionally, and say tender things without waiting for an occasion to justify them.',
  },
  {
    planet: 'venus',
    sign: 'aquarius',
    text: 'Composite Venus in Aquarius makes your affection friendly, free-spirited and a little unconventional. The two of you may have started as friends, or feel like best friends still, and you enjoy shared causes, gatherings, new ideas and giving each other plenty of room. Spending might go on technology, a community project or something nobody saw coming. Coolness is the risk, where friendship gradually crowds out romance and touch becomes rare. Keep some rituals that belong only to the two of you, and let your warmth show as freely as your respect does.',
  },
  {
    planet: 'venus',
    sign: 'pisces',
    text: 'Romance is easy to find between you, because composite Venus in Pisces is a tender, imaginative and forgiving placement. Music, films, art, the sea and quiet moments of understanding all feed the bond, and the two of you may sense what the other would love before it is said. Money can slip away through kindness or vagueness, so bills and savings need a gentle eye. The pattern to watch is idealising each other and feeling let down when ordinary life appears. Love the real person as well as the dream, and keep a few clear agreements around shared finances.',
  },
  // Mars: how you act, fight and desire as a pair
  {
    planet: 'mars',
    sign: 'aries',
    text: 'Composite Mars in Aries, its own sign, gives your relationship a strong engine: the two of you act fast, decide quickly and fight in the open. You may be drawn to sport, competition or bold ventures, and you’re rarely bored as a couple. Desire is direct and quickly kindled. Arguments flare and burn out just as fast, which is honest but can leave scorch marks, and impatience may push you into moves you haven’t thought through. Channel the fire into shared challenges, and agree that no big decision gets made in the middle of a row.',
  },
  {
    planet: 'mars',
    sign: 'taurus',
    text: 'Slow, steady power drives your relationship when composite Mars is in Taurus. The two of you get things done through persistence, and once you set a goal together, whether paying off a loan or restoring an old house, you rarely give up on it. Desire is sensual and unhurried, best with time and comfort. Anger builds slowly but can settle into a standoff that neither of you will break first. When you both dig in, ask what each of you is protecting, and look for the small step that lets you move without losing ground.',
  },
  {
    planet: 'mars',
    sign: 'gemini',
    text: 'Talk is action for the two of you, with composite Mars in Gemini. You get things moving through ideas, phone calls and quick changes of direction, and you may juggle several projects at once while enjoying a lively debate for its own sake. Desire thrives on banter, play and variety, and a witty message can be a real turn-on. Fights tend to be verbal and can go round in circles, with sharp words outlasting the original issue. Pick one plan to finish at a time, and argue about the matter in front of you rather than everything at once.',
  },
  {
    planet: 'mars',
    sign: 'cancer',
    text: 'Your relationship fights hardest for home, family and emotional safety when composite Mars is in Cancer. The two of you can be fiercely protective as a team, and much of your shared energy goes into caring for others, from children to ageing parents to friends in trouble. Desire is bound up with feeling secure, so closeness grows when both of you feel safe. Anger may come out sideways, as moods, sulks or pointed silence. Name frustrations directly while they’re fresh, and remember that needs stated calmly get met far more often than hurt held back.',
  },
  {
    planet: 'mars',
    sign: 'leo',
    text: 'With composite Mars in Leo, the two of you act with confidence, flair and a great deal of heart. You enjoy taking the lead together, perhaps in a creative project, a celebration you organise or a cause you champion in public. Desire is warm, proud and playful, and being wanted matters. Conflicts are driven by pride, since neither of you likes backing down, and arguments can turn into performances for an imaginary audience. Let each other win gracefully sometimes, and direct that boldness towards something you both want to show the world.',
  },
  {
    planet: 'mars',
    sign: 'virgo',
    text: 'Composite Mars in Virgo gives your relationship a precise, hard-working engine. The two of you get things done methodically, solving problems, planning projects and improving systems as a team, and you may be at your most connected when fixing something side by side. Desire can be subtle, growing through attentiveness and small kindnesses. Conflicts often centre on details, methods or who does which chore, and nagging can replace honest anger. Divide tasks clearly, praise each other’s effort, and keep small irritations from piling up into a silent list of complaints.',
  },
  {
    planet: 'mars',
    sign: 'libra',
    text: 'Cooperation is how the two of you get things done, because composite Mars in Libra prefers negotiation and charm to force. You make decisions jointly, weigh everyone’s interests and are good at bringing other people on side, which helps in anything from planning a wedding to running a shared business. Desire flourishes with romance and mutual courtesy. Conflict, though, may be put off until it turns passive or stuck in indecision. Give each other permission to disagree firmly, and once the options have been weighed long enough, make a clear choice and stand by it.',
  },
  {
    planet: 'mars',
    sign: 'scorpio',
    text: 'Composite Mars in Scorpio gives your relationship intense, concentrated drive. The two of you act strategically and with great determination, and when you want something as a couple, you pursue it relentlessly and often quietly. Desire between you can be very powerful, with a charge that doesn’t fade easily. Conflict can harden into power struggles, cold silences or old wounds dragged back into the light. Fight fair and face to face, stop keeping score, and put your shared intensity to work transforming something that truly matters to you both.',
  },
  {
    planet: 'mars',
    sign: 'sagittarius',
    text: 'With composite Mars in Sagittarius, the two of you act with enthusiasm and an appetite for adventure. You’re likely to chase big goals together, a trip across a continent, a retraining, a cause you believe in, and desire thrives on spontaneity and laughter. Arguments can be fiery but are usually short, often circling beliefs, fairness or freedom. Overcommitting and speaking carelessly are the risks, especially when you’re both fired up. Before launching the next grand plan, check it against your time and resources, and pair your candour with kindness.',
  },
  {
    planet: 'mars',
    sign: 'capricorn',
    text: 'Ambition unites you when composite Mars falls in Capricorn, a sign where Mars works especially well. The two of you plan carefully and put in steady effort towards shared goals, and others may see you as a formidable team at work or in the community. Desire is strong but controlled, and it tends to deepen with trust. Conflict can turn cold, with each of you trying to manage the other. Make room for spontaneity, agree who leads in which area, and remember that your relationship is a partnership rather than a company.',
  },
  {
    planet: 'mars',
    sign: 'aquarius',
    text: 'With composite Mars in Aquarius, the two of you act in original, independent ways, often on behalf of a cause, a community or an idea ahead of its time. Neither of you likes being told what to do, and you may relish projects other couples would never attempt. Desire is sparked by conversation, surprise and a sense of freedom. Conflicts can become detached, stubborn debates about principle in which the real hurt goes unmentioned. Stay in touch with the feelings underneath the arguments, and give each other room while still pulling in the same direction.',
  },
  {
    planet: 'mars',
    sign: 'pisces',
    text: 'Composite Mars in Pisces gives your relationship a gentle, intuitive kind of drive that works best when something moves you both. Art, music, spiritual practice or helping people in need can call out remarkable energy from the two of you. Desire is romantic and imaginative, fed by mood and atmosphere. Anger tends to be avoided or diffused, only to resurface as confusion, tiredness or quiet resistance. Practise stating what you want plainly, make concrete plans that give your dreams legs, and trust that a clear refusal can be loving too.',
  },
];
