import type { HexagramText } from './types';

/**
 * I Ching hexagrams 33-64, Retreat to Before Completion, in the King Wen order (issue #24): the
 * site's own text for each. Shape and limits in ./types; lines and trigrams in shared/iching/hexagrams.ts.
 */
export const HEXAGRAMS_33_64: HexagramText[] = [
  {
    number: 33,
    name: 'Retreat',
    pinyin: 'Dùn',
    chinese: '遯',
    keywords: ['withdrawal', 'timing', 'reserve', 'self-preservation', 'dignity'],
    summary:
      'A time to step back in good order. When opposing forces are rising, a timely and dignified withdrawal protects what matters and keeps your strength for a better moment.',
    judgement:
      'Retreat is not defeat. Two yielding lines climb from below while the firm lines draw upward and away, a picture of a tide that is, for now, running against you. Pushing harder would only spend your strength where it cannot win. The wiser course is to withdraw on your own terms, calmly and in good time, without bitterness and without slamming doors. This kind of retreat is active: you choose the ground, you keep your dignity, and you hold your resources in reserve. Small, correct steps still bring success, but grand pushes do not. Knowing when to leave the field is a skill, and those who practise it are still standing when the season turns.',
    image:
      'Heaven stretches above the mountain, and however high the mountain rises, the sky keeps its distance. That is the picture of Retreat: something lofty that cannot be reached or grabbed. Here is a model for dealing with petty or hostile people. There is no need for anger or contempt, which would only bind you to them. Keep instead a quiet, courteous reserve, so that they simply find nothing to take hold of.',
    today:
      'Today favours a graceful step back. If a conversation is turning sour or a project is losing ground, you need not win it this afternoon. Leave early rather than late, politely rather than in a huff. Use the space you gain to rest, review and gather what you will need later. Say no to one demand that would drain you. Withdrawal chosen freely takes strength, and by evening you may find that the pressure has eased simply because you stopped feeding it.',
    lines: [
      'You are at the tail of the retreat, the part closest to danger, and the moment to slip away cleanly has nearly passed. Do not launch anything new or try to make a stand. Keep still, stay unremarkable, and let the threat move past you. For now, quiet is your safety.',
      'Someone here holds on as if tied with thongs of yellow ox-hide, a grip nothing can work loose. In a season of withdrawal, this is the person who stays loyal to principle and to those who deserve it. Your steadiness at the centre gives others something firm to cling to while much else gives way.',
      'Caught between staying and going, you find retreat tangled up: ties, duties or people keep you from leaving as you should, and the strain is real. You cannot simply cut loose, so handle the entanglements with care. Treat your dependants kindly and keep them close, but do not mistake them for partners in the larger decisions.',
      'This is retreat chosen freely, by someone who still has warm ties to what they leave behind. For a person of character it is a clean departure; the bonds are honoured, yet the exit is made. Someone who clings to comfort or grievance will find it much harder, and may be pulled down by staying.',
      'The withdrawal is carried out with such friendliness and timing that it earns respect. Nobody is humiliated and no bridge is burned. As the one setting the tone, your firmness matters: hold to the decision once made, and let courtesy soften the manner, not the resolve. Good fortune follows a leaving well done.',
      'Furthest from the danger below, the retreat is complete and cheerful. You have stepped clear of the struggle with nothing left to regret, free of doubt and tangled loyalties. There is a lightness here, the ease of someone who no longer needs anything from the situation. Every direction lies open now.',
    ],
  },
  {
    number: 34,
    name: 'Great Power',
    pinyin: 'Dà Zhuàng',
    chinese: '大壯',
    keywords: ['strength', 'momentum', 'restraint', 'integrity'],
    summary:
      'Strength is growing and movement comes easily. The lesson is to pair power with rightness, so that force serves what is fair instead of running ahead of it.',
    judgement:
      'Four firm lines surge up from below, and thunder rolls in the heights: energy is abundant, and you may feel able to push through almost anything. That is exactly when care is needed. Real greatness of strength shows itself in restraint, in choosing the right moment and using no more force than a situation calls for. Power that is not anchored in fairness turns into bullying, and bullying invites resistance. So test each impulse against a simple question: is this just? Keep your footing, hold to what is correct, and the momentum you feel will carry good work forward rather than knock things over on its way.',
    image:
      'Thunder booms high in the sky, above heaven itself, a sound of tremendous energy that everything below must hear. Great power here belongs to something that moves in harmony with the larger order, not against it. Someone of real strength draws from this the discipline to avoid any path out of keeping with what is right, however tempting the shortcut. Real strength includes the strength to refuse.',
    today:
      'You may feel unusually strong or certain today, and things may move when you push. Use that well. Pick one important task and bring real force to it, but leave alone the arguments you could win merely by being louder. Check your motives before you act: is this fair to everyone involved? If you catch yourself charging at an obstacle, pause and look for the gate beside it. Confidence is an asset today; restraint makes it trustworthy.',
    lines: [
      'Power gathers in the toes, eager to march before the body is ready. Bursting forward from this low place would lead to trouble, because the strength is real but the position is weak. Wait until your footing and your support match your ambitions. Enthusiasm is good; an early stumble can cost a season.',
      'From a central, balanced place, power is used with moderation, and that steadiness brings good fortune. Things are starting to go your way, and you may be tempted to press the advantage too hard. Keep your balance instead. Persistence in a measured course will achieve more than any show of force could.',
      'A goat that butts a hedge gets its horns caught. This is the risk at the threshold: using strength simply because you can. A small-minded person does that; a wiser one knows that flaunting power is a trap. Holding back here is not weakness but good sense, since insisting on force brings danger.',
      'Now the hedge gives way and the horns come free. Patient effort has opened a path, and strength works like the axle of a great cart, carrying weight quietly rather than charging. Regret falls away. This is power at its most useful: hidden in the work, not displayed in the gesture.',
      'The goat is lost without effort. Now that you hold real authority, the stubborn, head-first attitude can simply drop away, and you discover you never needed it. The situation no longer calls for pushing; a yielding manner achieves more. Let go of the combative habit and there will be nothing to regret.',
      'At the end of great power, the goat has butted the hedge and can move neither forward nor back. Obstinacy has left you stuck, and nothing will improve by pushing again. Recognise the difficulty honestly, take stock, and let the situation loosen in its own time; admitting how hard it is becomes the start of good fortune.',
    ],
  },
  {
    number: 35,
    name: 'Progress',
    pinyin: 'Jìn',
    chinese: '晉',
    keywords: ['advance', 'recognition', 'clarity', 'visibility', 'generosity'],
    summary:
      'Like the sun rising over the earth, this is a season of easy, visible advance. Clarity and good will bring recognition, and your progress benefits those around you.',
    judgement:
      'The sun climbs above the earth and everything it touches becomes clear. Progress describes an advance that comes naturally, because someone capable is working in the light and in the service of something larger than themselves. An ancient story tells of a loyal lord rewarded with many horses and received by the ruler three times in a single day: recognition that flows because it has been earned and because loyalty runs both ways. This is not about grabbing attention. It is about being useful, open and bright enough that others want you to rise. Share what you gain and credit others freely, and the advance will carry on.',
    image:
      'The sun rises above the earth. Each morning the light comes up over the land and shows it as it is, adding nothing. The hexagram asks a wise person to do the same for their own character: to polish and bring out the bright qualities that are already there. Progress starts within, when you clear away whatever dims your good nature and let it shine of its own accord.',
    today:
      'A good day to make yourself visible. Send the proposal, share the work, volunteer the idea you have been sitting on. Things you do openly and generously are likely to be received well. Be the person who brightens the room rather than the one competing for its attention: praise a colleague, help someone catch up, explain something clearly. If you feel doubted, stay calm and keep working in the open; the light tends to do the rest.',
    lines: [
      'You try to advance and are pushed back, or your efforts meet suspicion before anyone knows you. Keep your steadiness and do not argue for trust you have not yet had time to earn. Stay generous and calm. Being unrecognised at the start is no failing, and patience keeps the road open.',
      'Progress comes with sorrow: you move forward, yet feel cut off from the support you hoped for. Hold to what is right anyway. In time a blessing arrives from a gentle, motherly source, which the old text calls a grandmother, someone who cares for you quietly. Kindness from that direction will carry you further than you expect.',
      'Everyone around you agrees, and that shared trust changes things. You may not be strong enough to advance alone, but with the support of many you can. Regret fades because you move in step with others, toward something they also want. Accept the help; this is progress as common work.',
      'You are advancing like a hoarding squirrel, gathering much while hoping no one notices. This line sits close to the top and the exposure is real: gains made by stealth invite danger once the light falls on them. Persisting in this covert way is perilous. Step into the open or step back.',
      'Remorse lifts. Standing where others look to you, let go of anxiety about winning or losing; the results are not yours to hold so tightly. When you stop counting gains and simply act with clarity and generosity, the work goes well. Go forward with a light heart and things will fall into place.',
      'Advancing with the horns lowered means pressing on with force at the very end of progress. Used only to set your own house in order, such sternness may be justified, though even then it carries risk of humiliation. Aimed outward at others, it turns harsh. Be strict with yourself and gentle with everyone else.',
    ],
  },
  {
    number: 36,
    name: 'Darkening of the Light',
    pinyin: 'Míng Yí',
    chinese: '明夷',
    keywords: ['adversity', 'discretion', 'inner light', 'endurance', 'concealment'],
    summary:
      'The light has gone into the earth. In a dark or hostile time, keep your inner clarity alive, show little of it outwardly, and persevere quietly until conditions change.',
    judgement:
      'The sun has set beneath the ground. Darkening of the Light describes a time when something unkind or unwise holds sway, and a clear, decent person risks being wounded for their very clarity. The advice is not to surrender your light but to veil it. Stay inwardly true, outwardly cautious and adaptable, and do not waste your strength on open defiance that the moment will punish. Ancient stories tell of those who survived harsh rulers this way, keeping their principles intact behind a modest face. It is hard to be patient in the dark, and the hexagram does not pretend otherwise. Yet steadiness now is what lets the light rise again.',
    image:
      'The light has sunk beneath the earth: fire below, the ground heaped over it. Its warmth and brightness are still there, only hidden. A wise person living among many kinds of people in such a time does not flaunt their insight or parade their virtue. They let some things pass, speak with discretion, and keep their own lamp burning under a cover, so it still gives light without drawing fire.',
    today:
      'Keep a low profile today. If you are surrounded by criticism, office politics or simply a bad mood in the room, do not make yourself a target. Do good work quietly, keep your opinions for people you trust, and let some provocations go unanswered. Call it protection rather than surrender: you are guarding what is best in you. Look after your energy, eat and sleep properly, and remember that dark spells pass. Your clarity will be needed later, so keep it safe now.',
    lines: [
      'In flight, with the light failing, a bird folds its wings low. You may need to leave a bad situation early, even at a cost: a hungry journey, and people around you who gossip and misunderstand. Go anyway if your principles demand it. Being misjudged for a while is better than being compromised.',
      'Wounded in the left thigh, you are hurt but not disabled. Because your core is sound, the harm slows you without stopping you, and you still have the strength to help others, like someone riding to the rescue on a swift horse. Act quickly for those who need you. Good fortune comes through aid given despite your own injury.',
      'During a hunt in the south, the chief of the darkness is captured. At this risky edge, a chance arises to confront what has caused the harm at its source. Take it, but do not expect everything to be set right at once. Long-standing wrongs are undone patiently, not in a single blow.',
      'You reach the heart of the darkness, close enough to understand it fully from the inside. Once you see its nature clearly, you know there is no changing it from where you stand. Leave the gate and the courtyard behind, quietly and while you can. Here insight is a reason to depart.',
      'This is the darkening of Prince Ji, who stayed at a cruel court and hid his wisdom behind feigned madness to survive. When you cannot leave, conceal your light deliberately and without shame. Outward compliance need not mean inward surrender. Perseverance in this hidden steadiness protects both you and the future.',
      'No brightness now, only dark. What climbed to the sky plunges into the earth: the power that darkened everything else has reached its limit and now brings itself down. Darkness at its height cannot sustain itself. The long night ends because what caused it falls by its own weight.',
    ],
  },
  {
    number: 37,
    name: 'The Family',
    pinyin: 'Jiā Rén',
    chinese: '家人',
    keywords: ['household', 'roles', 'loyalty', 'care', 'consistency'],
    summary:
      'The household as a model for every community: clear roles, mutual care and honest words. Order and warmth at home radiate outward into the whole of life.',
    judgement:
      'Wind rises from the fire on the hearth, and the household is where this hexagram begins. The Family is about the ties that hold people close: clear roles, shared responsibility, and affection expressed through reliable conduct rather than grand declarations. Tradition praises the steadiness of the one who keeps the inner household in order, and pictures each member fulfilling their part. Families today take many forms, but the principle holds: a home runs well when people know what they can count on from one another. Influence starts here. Someone who keeps faith with the people closest to them has learnt the ground of every wider kind of trust.',
    image:
      'Wind comes out of the fire: heat rising from the hearth sets the air moving, and the influence of the home spreads outward. Thoughtful people notice that what starts small and close carries far. So they make sure there is something real behind what they say, and that their behaviour is the same next year as this. Nothing is said for effect that is not also lived, and that quiet integrity is what others feel, even at a distance.',
    today:
      'Put your attention close to home today. Ring the relative you keep promising to call, share a meal, or sort out a small household arrangement that keeps causing friction. In a team the same applies: be clear about who does what and follow through on your own part. Say what you mean and do what you say. Warmth works best when people can rely on it, so let today’s kindness be practical.',
    lines: [
      'Firm boundaries drawn early in family life prevent later regret. When expectations are set kindly and clearly from the beginning, children, partners or housemates know where they stand. Waiting until habits have hardened makes correction sharper and harder. Establish the basic rules early and regret disappears.',
      'Someone tends the daily life of the home rather than chasing their own whims: the meals, the rhythm, the care. It is unglamorous and essential. Steadiness in this quiet role brings good fortune, because everything else rests upon it. Do not undervalue the work of holding things together.',
      'Tempers flare in the household. Too much severity brings regret, yet good fortune still follows, because order is kept. Too much indulgence, where everyone laughs off every lapse, ends in embarrassment. If you must err, lean toward firmness, then soften it with warmth and an apology where one is owed.',
      'The house has a treasure in the one who keeps its accounts. Managing resources wisely, balancing spending and care, they bring prosperity to everyone. Great good fortune comes through a gentle, capable hand that keeps the household fed and its future secure.',
      'The head of the family leads by love, not fear. Their authority is exercised so naturally that no one needs to dread it; people follow because they trust the heart behind it. Good fortune flows from a leader whose warmth is as real as their firmness.',
      'Late in life, the work of a lifetime in the household earns respect. Through sincerity and a dignity that others can lean on, the elder of the family becomes a source of lasting trust. In the end, good fortune comes from having been consistent and truthful over many years.',
    ],
  },
  {
    number: 38,
    name: 'Opposition',
    pinyin: 'Kuí',
    chinese: '睽',
    keywords: ['estrangement', 'difference', 'small steps', 'individuality'],
    summary:
      'Fire rises while the lake sinks: people or forces pulling apart. Big shared ventures are hard now, but small matters go well, and differences can become complementary.',
    judgement:
      'Fire flames upward and water settles downward, so the two move away from each other. Opposition describes estrangement: misunderstanding, divergent aims, two people under one roof with different wills. Large undertakings that need everyone pulling together will struggle. Still, the picture is far from gloomy. Small matters go well, and opposites are not always enemies; heaven and earth differ and together make a world. The task is to work patiently with what divides you, find common ground in small things, and let difference be useful rather than threatening. Gentle steps and modest aims keep contact alive until understanding returns.',
    image:
      'Fire above, the lake below: flame reaching upward, water sinking down, each true to its own nature. They do not blend, and they need not. Anyone who lives among others can learn from this to keep their own character while mixing freely. You can share a table, a project or a home with people very unlike you without dissolving into them, and without trying to make them copies of yourself.',
    today:
      'Expect some friction today: misread messages, people wanting different things, a sense that you are not quite on the same page. Do not force agreement on big questions now. Aim for small wins, such as a clear next step, a shared fact or a courtesy returned. Listen for what the other person actually needs, which may not be the opposite of what you want. Keep your own views without turning them into a battle. Modest progress keeps the door open.',
    lines: [
      'Regret fades. When a horse runs off, do not chase it; it will find its own way home. Likewise, people who have drifted away may return if you let them. Meanwhile, if you meet someone ill-disposed, be polite and careful rather than hostile. Avoiding an open breach keeps you free of blame.',
      'You meet your lord in a narrow lane, an unplanned encounter in an informal place. When formal channels are blocked by misunderstanding, a chance meeting can do what official approaches cannot. There is nothing wrong in it. Use the casual moment to reconnect with the people who matter.',
      'Everything seems to go against you: the wagon is dragged back, the oxen halted, and you suffer disgrace. It is a hard beginning. Yet this line holds a promise that what starts badly can end well, if you hold to the one you trust. Do not let the setbacks convince you the bond is false.',
      'Isolated by opposition, you find a kindred spirit who can be trusted. Where estrangement is sharpest, a single sincere ally makes all the difference. Dangers remain, but joining with someone in good faith keeps you clear of blame.',
      'Regret vanishes. Your true companion bites through the wrapping that has hidden your bond, and the connection is plain again. You have the standing to respond: when someone reaches toward you, go to them. What harm could there be in meeting a friend halfway?',
      'Isolated by suspicion, you see the other as a pig caked in mud, a cart full of demons. You draw the bow, then set it down: this is no robber but a suitor. At the end of opposition, mistrust distorts everything. When you see clearly at last, tension breaks like a rainstorm, and good fortune follows.',
    ],
  },
  {
    number: 39,
    name: 'Obstruction',
    pinyin: 'Jiǎn',
    chinese: '蹇',
    keywords: ['obstacles', 'reflection', 'allies', 'patience', 'self-examination'],
    summary:
      'Danger ahead, a steep mountain behind. When the way is blocked, stop forcing it: turn inward, seek good allies and trusted guidance, and let the obstacle teach you.',
    judgement:
      'A mountain rises at your back and deep water lies ahead. Obstruction is the hexagram of being stuck, when every direction seems blocked and effort only tangles you further. The oracle advises going to the southwest, the quarter of open, level ground, rather than the northeast of steep heights: in plain words, choose the easier, cooperative path over the heroic climb. It also counsels seeking out someone wise and experienced. Above all, an obstacle is a reason to look at yourself. What in your own approach keeps meeting this wall? Pausing to reflect, and joining with others who share the problem, turns a dead end into a place of growth.',
    image:
      'Water lies on top of the mountain, pooling where it cannot easily flow away, the image of a hard and awkward climb. Faced with such a climb, someone sensible turns their attention inward. Rather than blaming the mountain, they ask what the obstacle reveals about their own habits, and use the pause to work on who they are. Outer blocks become a prompt for inner work.',
    today:
      'Something may refuse to budge today: a stalled reply, a locked system, a person who will not cooperate. Do not throw yourself at it again and again. Step back and ask what you can learn, or whether there is a gentler route around. Ask for help from someone who has been here before; asking is not failure. Use any enforced pause to tidy, plan or rest. When a door will not open, it is sometimes enough to stop pushing and look at the map.',
    lines: [
      'Going forward meets obstruction; holding back meets praise. When trouble first appears, the wise move is to pause and watch how things develop. Nobody will fault you for waiting, and people will respect your judgement. Bide your time until the way ahead is clearer.',
      'A servant of the king faces obstacle upon obstacle, and none of it is of their own making. Sometimes duty requires you to walk straight into difficulty for the sake of others. Nobody can hold that against you. Meet it with loyalty and resilience, knowing the struggle serves something beyond yourself.',
      'Pushing ahead leads straight into trouble, so you turn back toward the people who rely on you. At this risky point, returning is not cowardice but a sound choice: the people at home are glad of your presence and your care. Be where you are most needed.',
      'Going on alone meets obstruction; coming back creates union. You are not strong enough to overcome this by yourself, so gather allies first. Pausing to build trust and connection with others nearer the heart of things prepares the ground for later success. Togetherness is the way through.',
      'Right in the thick of the worst obstruction, friends arrive. Because you occupy the ruling place and stand firm for what is right, others are drawn to help you. Your steadiness becomes a rallying point. The obstacle is still large, but now it will be faced together, and that changes everything.',
      'Pressing ahead means more obstruction; turning back brings great good fortune. You might feel free to walk away from the struggle now, but your experience is needed. Return to help those still caught in it. Seek out wise counsel, and your contribution will be of real value.',
    ],
  },
  {
    number: 40,
    name: 'Deliverance',
    pinyin: 'Xiè',
    chinese: '解',
    keywords: ['release', 'relief', 'forgiveness', 'fresh start'],
    summary:
      'The storm breaks and the air clears. After a period of tension, difficulties loosen; move quickly to tidy up, forgive freely, and return to ordinary life.',
    judgement:
      'Thunder rolls and rain falls, and the heavy air of a long tension releases at last. Deliverance describes the moment when a knot comes undone and pressure eases. The right response is twofold. First, do not linger over the past: once you are free of a difficulty, return to ordinary life rather than dramatising the escape. Second, where loose ends remain, deal with them promptly, because the window of relief does not stay open forever. Ease invites a quick return to normal rhythms. Forgive what can be forgiven, let go of old grievances, and use the fresh air to begin again.',
    image:
      'Thunder and rain arrive together, and the sky that felt so oppressive clears. Everything in the garden looks washed. Kind-hearted people mirror this release in the way they treat others: overlooking mistakes, pardoning wrongs where they can, and dealing gently with those who have offended. Holding on to resentments would only recreate the stale tension that the storm has just swept away.',
    today:
      'Something that has weighed on you may ease today, or can be eased with a small decisive act. Finish the awkward conversation, send the apology, pay the bill, close the open tab. Then let it go. Do not spend the relief reliving what went wrong. Forgive a minor offence, your own included. If there is nothing urgent to address, return to simple routines and enjoy the lighter air. A clean slate needs a little tidying before it stays clean.',
    lines: [
      'The difficulty has passed, and you have done nothing wrong. At this first stage of release, nothing further is needed: rest, recover your breath and let ordinary life resume. Not every deliverance calls for action. Sometimes the right response to relief is simply to be quiet and thankful.',
      'On a hunt, three foxes are caught in the field and a yellow arrow is won. The foxes are the sly influences, flatterers and half-truths, that cloud good judgement. Steady and upright in your own centre, you can clear them away and keep to the middle course. Persistence brings good fortune.',
      'Carrying a heavy load on your back while riding in a carriage is an invitation to thieves. Someone who has come into comfort or position without the substance to match it draws envy and trouble. On this exposed step between humble and high, be careful not to flaunt what you have not yet grown into.',
      'Free yourself from your big toe, the hangers-on or habits that cling to you and hold you back. Only once you have let them go will a friend of real quality come to you in trust. Close to those in power, the company you keep decides who else is willing to join you.',
      'Only the wise can free themselves, and good fortune comes when they do. For someone in charge, true deliverance is inward: letting go of the pettiness in your own heart. When others see that you are in earnest about it, the lesser influences around you withdraw of their own accord.',
      'A prince shoots at a hawk perched on a high wall and brings it down. The last obstacle sits high up and powerful, but at the top of this hexagram you have the means and the moment. Prepare carefully, loose one well-aimed shot, and everything opens up. Nothing now stands in the way.',
    ],
  },
  {
    number: 41,
    name: 'Decrease',
    pinyin: 'Sǔn',
    chinese: '損',
    keywords: ['simplicity', 'restraint', 'sacrifice', 'sincerity', 'less is more'],
    summary:
      'Less can be more. A time for simplifying, spending wisely and giving where it counts. Sincere restraint and even modest offerings bring good fortune.',
    judgement:
      'The lake below the mountain gives up some of its water, which rises to nourish the slopes above. Decrease is about losses that serve a purpose: cutting back, simplifying, giving up what is surplus so that something more important can thrive. It is not a punishment. Done sincerely, it brings good fortune and clears away fault. In the ancient words, even two small bowls of food will do for an offering when the heart is in it, and the same holds now: modest means, honestly used, suffice. Trim your expenses, your commitments and your excesses of feeling. What remains will be leaner, truer and stronger.',
    image:
      'A lake lies at the mountain’s foot. Its water seeps away into the hills and mists up their sides, enriching the heights at the expense of the depths. Its lesson for the inner life is restraint: tempering anger before it spills over, and curbing desires before they run the house. Lessening the lower impulses raises what is higher in you.',
    today:
      'A day for editing your life. Cancel something you do not need, decline one invitation, leave a purchase in the basket. Trim a long document or a crowded schedule to what matters. If you feel irritation rising, let it cool before you speak. Give a little of your time or attention to someone who could use it; a small, sincere gesture counts for more than a grand one. Simplicity today creates room for what you actually want.',
    lines: [
      'When your own work is finished, go and help others promptly; that is right and proper. Yet weigh carefully how much you can give and how much they truly need. Generosity is good, but giving too much can weaken you and make the other dependent. Measure it.',
      'Persistence is favoured, but pushing into an undertaking brings misfortune. From a balanced inner position, you can increase others without decreasing yourself. Helpfulness does not require you to throw away your dignity or principles. Keep your integrity, and your help will be worth more because of it.',
      'Three setting out together lose one of their number; one setting out alone gains a friend. A crowd breeds jealousy and a close bond needs two. If a relationship feels crowded, something has to give; if you walk alone, do not despair, for company will come.',
      'Decrease your faults and others hurry to meet you with joy. The shortcoming that keeps friends at a distance is often small: a sharp tone, a habit of delay, a guardedness. Address it, and the people who would help you can at last come close. No blame.',
      'Someone enriches you, and ten pairs of tortoise shells cannot refuse it. Good fortune arrives that no oracle could oppose. Because you have emptied yourself of pride, blessings can flow in. Supreme good fortune belongs to a person who has made room.',
      'Increased without decreasing others, you have reached the point where loss turns to gain. Nothing here is mistaken, and persistence brings good fortune. Go ahead with your plans. Helpers come, and you serve something bigger than your private household. Your abundance benefits everyone it touches.',
    ],
  },
  {
    number: 42,
    name: 'Increase',
    pinyin: 'Yì',
    chinese: '益',
    keywords: ['gain', 'generosity', 'growth', 'opportunity', 'bold action'],
    summary:
      'A season of gain and generous flow. Resources, support and energy increase; use them boldly for worthwhile aims and share them so the good keeps circulating.',
    judgement:
      'Wind and thunder strengthen each other, and the hexagram pictures a time when those above give to those below, so that everyone thrives. Increase is an open door: it favours undertaking something worthwhile and even crossing the great water, taking on a large or risky venture. The gain is not meant to be hoarded. It arrives because something has been given, and it lasts only while it keeps moving. This is a period to build, to put in effort, to start the project and lift others as you rise. Such moments pass, so act while the wind is behind you, and let your good fortune become someone else’s too.',
    image:
      'Wind above and thunder below, each stirring the other into greater force. This mutual strengthening shows how a person grows. Spotting a virtue in someone else, they adopt it; spotting a flaw in themselves, they let it go. Growth comes from both moves, adding what is good and removing what is not, quickly, like weather.',
    today:
      'Momentum is on your side today. Begin the thing you have been planning, make the bold request, or put time into a project that will pay off later. Help flows more easily now, both toward you and through you, so share generously: introduce people, pass on an opportunity, teach what you know. Notice one good habit in someone you admire and try it yourself. Gains made today grow best when they are not kept entirely to yourself.',
    lines: [
      'Great deeds are favoured, and supreme good fortune follows. Support has come to you from above, and the right way to honour it is to put it to work in something substantial. Because you begin from a low place, let the aim be unselfish. Then no one can fault you.',
      'Someone adds to what you have, and not even twenty tortoise shells could turn it aside. Blessings arrive because you are open and humble enough to receive them. Keep steady, and offer your gains in service, as a ruler once presented offerings to the heavens. Good fortune lasts while you remain grateful.',
      'You are enriched even through unfortunate events. Hardship, handled sincerely, becomes a source of strength. Keep to the middle path and speak openly about your situation to those in authority, like someone carrying a seal of good faith. Gain that comes through trouble honestly met is clean gain.',
      'Walking the middle path, you advise the prince and he follows you. Placed just below the ruler, you act as a trusted bridge between those in charge and the people they serve. Your counsel might even guide a major upheaval, such as moving a capital. Be worthy of that trust.',
      'With a truly kind heart you need not ask; supreme good fortune comes. Coming from someone powerful, generosity that seeks no reward is recognised everywhere. People feel your good will and return it. Kindness here is its own proof, and it creates loyalty that no command could.',
      'No one increases this person; someone even strikes them. At the summit of increase, the flow of gain has been turned inward, and a heart that is not constant grabs for itself. That invites resentment and attack. Generosity has given way to greed. Turn it back before misfortune arrives.',
    ],
  },
  {
    number: 43,
    name: 'Breakthrough',
    pinyin: 'Guài',
    chinese: '夬',
    keywords: ['resolution', 'decisiveness', 'candour', 'clean break'],
    summary:
      'Resolve is gathering to remove a lingering wrong. Speak openly and truthfully, avoid force, and make the break with clear intent rather than anger.',
    judgement:
      'Five firm lines press upward against a single yielding one at the top, and the pressure is about to break through. Breakthrough is the decisive moment when something harmful, long tolerated, must finally be named and removed. The old text advises announcing it openly at the royal court: bring it into the light, speak truthfully, and be aware that there is danger. It also warns against taking up arms. Fighting the problem with its own weapons, anger, scheming or cruelty, would drag you down to its level. Begin at home, with your own attitude and circle. Firm resolve combined with fairness and candour lets the change happen cleanly.',
    image:
      'The lake has risen into the heavens, water lifted so high that it must come down as a cloudburst. Such accumulation cannot hold. Anyone who has gathered much, whether wealth, credit or knowledge, can read this as a warning. Rather than stacking up their gains, they pour them back out among others. Nor do they rest on past merit, which, hoarded, becomes the very thing that breaks.',
    today:
      'Today may ask you to say clearly what you have been tiptoeing around. If something unfair or unhealthy needs to end, name it plainly and calmly, to the right people, without drama. Do not resort to sarcasm, threats or behind-the-scenes manoeuvring. Decide, then act in the open. Also check your own pile of accumulated advantages: is there something you could share or pass on? A clean break, made kindly, clears the air for everyone.',
    lines: [
      'Mighty in the forward-striding toes, you want to charge ahead at once. Resolve outruns ability, and if you go forward now you will not be equal to the task. That would be a mistake. Measure your strength against the challenge before you commit to the break.',
      'A cry of alarm, and armed people in the evening and at night. Because you have stayed alert and prepared, there is nothing to fear. Held in the centre, caution becomes a form of calm. Keep watch, keep reason in charge, and surprises will not overturn you.',
      'Strength shows in your face and your jaw is set, which bodes ill. You are torn: someone resolved on a break may still walk alone in the rain, splashed with mud, misunderstood by allies who suspect collusion. Stay firm inside, say little, and there is no blame.',
      'Skinless thighs make each step a labour. Restless, you cannot settle, yet you will not be led either. If you let yourself be guided like a sheep in a flock, regret would vanish; but stubbornness makes you deaf to this very advice. Listen anyway.',
      'The weeds must be uprooted with firm resolve, for they grow back quickly. Sitting right beside the last yielding line, you stand near the problem, perhaps even fond of it, which makes the break harder. Walk the middle way, resolute yet fair, and you will stay blameless. Do not relapse.',
      'No cry, no warning, and in the end misfortune. With the break almost made, the last remnant of the harm seems beaten and everyone relaxes. But an evil not fully uprooted can return unnoticed. Stay watchful even after victory seems certain; this is where neglect costs the most.',
    ],
  },
  {
    number: 44,
    name: 'Coming to Meet',
    pinyin: 'Gòu',
    chinese: '姤',
    keywords: ['encounter', 'temptation', 'influence', 'vigilance'],
    summary:
      'An unexpected encounter or influence slips in from below. Welcome what is good in it, but do not let something small and seductive quietly take control.',
    judgement:
      'Five strong lines stand above, and a single yielding line has entered at the bottom. Coming to Meet describes an encounter that happens by itself, often unexpected, and sometimes with far more influence than its size suggests. The classic warns bluntly that such a maiden is too powerful to marry: an attractive new influence can quietly take over if you give it a permanent place. Yet meetings are also how the world stays alive, and heaven and earth come together here too. The counsel is to meet with openness and awareness. Enjoy what is fresh, keep your judgement, and do not hand the keys to something you have only just met.',
    image:
      'The wind blows beneath heaven, travelling everywhere, touching every nook of the land. Old rulers used this image for how their word reached every province. A wise person notices how influence spreads: quietly, widely, through countless small contacts. They take care that what they put into the world is worth spreading, and they send their messages clearly in every direction.',
    today:
      'Someone or something new may come into your orbit today: an idea, a person, a temptation, an offer. Enjoy the encounter, but stay alert to how much power you give it. Flattery, a bargain too good to be true, or a habit that starts small all deserve a second look. Make no long commitments on first impressions. At the same time, be mindful of what you send out, since your words travel further than you think.',
    lines: [
      'A bronze brake is needed here. When it first appears, a small influence seems harmless, like a lean pig that only paces; given freedom it will rage. Persistence in restraint brings good fortune; letting it run its course invites misfortune. Deal with the first sign, not the full habit.',
      'A fish is kept in the tank, a contained influence kept under your own watch. No blame in that. But do not serve it to guests: do not let what you have contained spread into other people’s lives. Gentle control is better than either denial or indulgence.',
      'The hips are rubbed raw, and every step is awkward. You feel drawn toward a meeting but are held back by circumstances. It is uncomfortable, yet that hesitation protects you. Mindful of the danger at this threshold, you avoid a serious mistake. Accept the delay.',
      'The tank is empty of fish, and misfortune comes of it. High in rank, you have kept yourself too aloof from ordinary people, and now you find no support when you need it. Disdain for those below breaks the ties that sustain you. Reconnect before you need them.',
      'A melon wrapped in willow leaves: something sweet kept in the shade, its beauty hidden. You protect what is good without forcing it, and let your own quality stay modest. Then, as if dropped from heaven, what you hoped for arrives. Quiet integrity attracts its own reward.',
      'Meeting with the horns, you keep the world at a distance with pride and roughness. Perched at the very top and withdrawn from contact, you meet some humiliation, since people find you cold. Yet because you kept clear of what was harmful, no real blame attaches. Soften a little if you want company.',
    ],
  },
  {
    number: 45,
    name: 'Gathering Together',
    pinyin: 'Cuì',
    chinese: '萃',
    keywords: ['community', 'assembly', 'shared purpose', 'leadership', 'foresight'],
    summary:
      'People, resources and energies converge on a shared centre. A gathering needs a worthy focus, sincere leadership and some foresight about the friction crowds can bring.',
    judgement:
      'Water collects in a lake above the earth, and people gather around whatever draws them. Gathering Together speaks of family reunions, teams, congregations and movements: any coming together around a common centre. In the traditional picture the king approaches his ancestral temple and makes generous offerings, because a gathering holds only when it is anchored in something deeper than convenience. It also advises seeing the great person, since crowds need a trustworthy leader to stay coherent. Great offerings are favoured; invest generously in the shared life. And where many people meet, there is always the chance of discord, so foresight matters as much as enthusiasm.',
    image:
      'The lake sits over the earth, water pooling and rising as more streams flow in. A full lake can overflow its banks, and a large gathering can turn in unexpected directions. Prudent people therefore keep their tools in good repair and their wits about them. They do not fear crowds, but they prepare for the unforeseen, so the community is protected if trouble comes.',
    today:
      'A good day for bringing people together: convene the meeting, plan the reunion, join the group you have been circling. Give the gathering a clear purpose, something worth showing up for. If you are hosting, attend to the practical details and have a plan for when things go off script. If you are joining, bring something to share, even if it is small. Communities are built from such contributions, and today yours is likely to be welcomed.',
    lines: [
      'You are sincere but not steady, so you swing between confusion and belonging. Call out honestly for help; one clasp of the hand from the right person and you can laugh again. Do not let embarrassment keep you from joining. Reaching out is never a mistake here.',
      'Letting yourself be drawn in brings good fortune and nothing to reproach. Deep inside, you are connected to the group by a quiet affinity; trust it. When you are sincere, even a small offering will do. Belonging needs no grand gesture.',
      'You sigh as you try to join: you want to belong, but the group around you is closed or unsuitable, and nothing seems to work out. Go toward a better circle instead; there is no blame in it, only slight embarrassment. Leaving is better than clinging where you are not met.',
      'Great good fortune, and no blame. Working just below the leader, you gather people on their behalf or for a shared cause. The success is real as long as it serves the common good rather than your own position. Keep the aim unselfish, and the gathering stays sound.',
      'Those gathered around you respect your position, and nobody can fault it. But some follow the role rather than the person. Holding the central seat, do not rely on status alone. Through sincere, steady character kept up over time, doubts fade and remorse goes.',
      'Sighs, laments and streaming tears. Stranded on the edge of the group, you feel left out, your good intentions misread and your place in the gathering lost. The grief is honest, and that honesty carries no blame. Let the tears show how much you care; they may well open the way back in.',
    ],
  },
  {
    number: 46,
    name: 'Pushing Upward',
    pinyin: 'Shēng',
    chinese: '升',
    keywords: ['steady rise', 'growth', 'effort', 'humility', 'ambition'],
    summary:
      'Like a young tree growing up through the soil, steady effort brings a rise and success. Progress comes step by step, through humility, persistence and help from those above.',
    judgement:
      'Wood grows within the earth, pushing gently upward season after season. Pushing Upward describes a steady rise: in work, learning, health or standing, things can grow, and great success is promised. Yet the growth it pictures is not explosive. It comes from patient adaptability, the way a root bends around stones yet keeps climbing toward the light. Two pieces of ancient advice go with it: meet the great person without fear, which means seeking support and recognition from those who can help, and set out toward the south, toward warmth and activity. Effort builds on effort. Stay humble, keep working, and each small gain lifts you a little higher.',
    image:
      'Deep in the soil a tree is growing. A seed sends up its shoot, unseen at first, until a trunk rises from the ground. It takes years, and nobody watches each day’s growth. Someone devoted to growth adopts the same patience, adding small things to small things until they add up to something tall and substantial. Character, skill and trust all grow this way.',
    today:
      'Take the next step up today, whatever that means for you: a course, an application, a slightly harder workout, a conversation with someone senior. Do not wait to feel ready; readiness grows with movement. Keep the step small and steady rather than dramatic. If you need backing, ask someone who can give it. Every bit of effort counts toward the climb, and the view improves gradually. Persistence is your best friend today.',
    lines: [
      'Pushing upward is met with trust, and great good fortune follows. Starting from the bottom, you rise because those above welcome you and share your aims. Your humility makes it easy for them to help. Accept the lift and put your energy into proving it was well placed.',
      'If you are sincere, it is fitting to bring even a small offering. Your inner strength may seem out of keeping with your modest manner or means, but that does not matter. What counts is that your commitment is real. Nobody will blame you for a humble gift.',
      'The way up leads into a deserted city. Nothing blocks you, and the ease is almost eerie. Enjoy the open road, but do not assume it will last, and do not ask too many questions about why. Advance while the way is clear.',
      'The king makes an offering on Mount Qi, and you take your place in his honoured company. Your rise brings you into the circle of those you admire. Fortune smiles, and deservedly: you have earned a place of trust by devotion, not by ambition.',
      'Persistence brings good fortune; you climb step by step. Do not be tempted by sudden leaps now that success is close. Keep to the steady pace that brought you here, each step firm before the next, and the goal is reached securely.',
      'You climb on in the dark. Beyond the natural summit, you keep climbing without seeing where the climb leads, driven by momentum alone. Blind ambition can exhaust you. Only an unwavering commitment to what is right keeps such effort from becoming waste. Pause and ask where you are going.',
    ],
  },
  {
    number: 47,
    name: 'Oppression',
    pinyin: 'Kùn',
    chinese: '困',
    keywords: ['exhaustion', 'constraint', 'endurance', 'conviction'],
    summary:
      'The lake has drained away: a time of exhaustion, constraint and not being heard. Stay true to your purpose, say little, and let inner conviction carry you through.',
    judgement:
      'The water that should fill the lake has drained out beneath it. Oppression names a season of exhaustion and constraint: energy runs low, resources are thin, and what you say may not be believed. None of this is easy, and the hexagram says so plainly. Yet it also promises success to someone of substance who remains steady. Adversity tests character; a person who keeps their good humour and their purpose through such a time comes out stronger. Words will not help much now, so let your actions speak. Hold to your inner aim, conserve your strength, and trust that a test is not a defeat.',
    image:
      'A lake with no water: the bed is dry, and what filled it has seeped away into the depths. Exhaustion here is real. In such a season, a person of character puts everything on the line for their chosen purpose. When outer supplies fail, what remains is will and conviction, and these cannot be drained away unless you let them go. Keep to what you believe, quietly and without complaint.',
    today:
      'You may feel tired, unheard or hemmed in today. Be honest with yourself about that, and lower the bar where you can. Do not waste breath trying to convince people who are not listening; one clear action will say more than a long explanation. Protect your energy: eat, rest, step outside for a few minutes. Hold on to one thing that gives you purpose, however small. Hard days end, and your steadiness today is what carries you to a better one.',
    lines: [
      'Slumped under a leafless tree, you drift down into a dim valley and for three years see nothing. At the start of hardship, the danger is to sink into the mood itself and mistake melancholy for reality. Do not let despair become a place to live. Get up and move, however slowly.',
      'Even with a full table and a full cup, you feel weighed down: comfort without meaning. Boredom and emptiness can weigh as much as hunger. Help is coming in the form of a calling from above, pictured as a dignitary in scarlet knee-bands. Prepare inwardly, as if for a sacred rite, rather than rushing out.',
      'You are pressed against stone and lean on thorns; you come home and your partner is not there. Restlessness makes you push against what cannot move and grab what hurts. The result is misfortune. Stop pushing and stop clutching; stand still long enough to see your situation clearly.',
      'Help comes very slowly, held up in a golden carriage. Close to power, you want to reach those who need you, but comfort and rank are in the way. There is some humiliation in the delay. Yet the end is reached: persist, and your good intention will arrive.',
      'Nose and feet are cut: you are hurt by those above and below, and frustrated by officials in purple. Even for the one in charge, joy returns slowly. Be patient, keep your composure, and turn your attention to something deeper, as if in prayer. Quiet faith brings relief gradually.',
      'Entangled by creeping vines, you totter and tell yourself that every move will bring regret. At the far end of hardship, the oppression is almost over, and what holds you back is mostly fear. Feel the regret, learn from it, then act decisively. Good fortune follows once you take the step.',
    ],
  },
  {
    number: 48,
    name: 'The Well',
    pinyin: 'Jǐng',
    chinese: '井',
    keywords: ['source', 'nourishment', 'community', 'maintenance', 'depth'],
    summary:
      'The well stays where it is while towns change around it. Draw on deep, shared sources of nourishment, keep them clean, and make sure the rope reaches the water.',
    judgement:
      'A town may be moved, but its well cannot. The Well stands for the deep, unchanging sources that sustain people: shared knowledge, human nature, community, the spiritual springs beneath everyday life. It does not grow or shrink, and everyone can come and draw from it. The danger lies not in the well but in how we reach it. If the rope is too short or the jug is broken, the water might as well not exist. So the hexagram asks you to attend to the means: education, practice, good institutions, honest effort. Keep the well clean, keep the rope long enough, and the source will always be there.',
    image:
      'Water rises over wood: a wooden bucket lowered into the spring and lifted full, or sap drawn up through a tree. Either way, what lies below is brought up to nourish life. Those who lead take from this the task of encouraging people in their work and helping them support one another, so that everyone can draw on what is shared.',
    today:
      'Draw from the deep sources today. Revisit a book, a practice or a person that has reliably nourished you. Check the rope and the bucket: are your habits, tools and relationships actually letting you reach what you need? If something is muddy, clean it. Share what you know with a colleague or friend; wells exist to be used by many. Small maintenance now keeps the water sweet for a long time.',
    lines: [
      'Mud lies at the bottom and nobody drinks; even animals pass by a well this old. At the bottom, neglect has let the source silt up; your gifts lie unused, or your habits have grown stale. Nobody will come to you like this. Clean the well before you expect anyone to draw from it.',
      'Someone aims at tiny fish down in the well, and the jug leaks through its cracks. The water itself is good, but it is being wasted on trivial ends or lost through careless means. You have something valuable to offer; give it proper attention and a sound vessel.',
      'The well is clean now, yet it stands unused, and that hurts. Your ability is ready and unused. If a clear-sighted leader recognised it, many would benefit. Keep the water clean; being overlooked is painful, but it does not spoil the spring.',
      'Masons are lining the well with stone. Maintenance, not service, is the work of this line: you cannot give much right now because you are repairing and strengthening yourself. No blame in that. Good walls keep the water clear for years to come.',
      'The spring in this well runs clear and cold, and anyone may drink. The source is pure and strong, and the person here has real nourishment to offer. What matters now is that it is actually drawn up and used. Let others share it.',
      'Water is drawn from the well without obstruction, and the cover is left off. Up at the mouth of the well, the spring has become a dependable source for everyone, and its usefulness grows with each person who drinks. The highest good fortune lies in giving freely and reliably, without guarding the supply.',
    ],
  },
  {
    number: 49,
    name: 'Revolution',
    pinyin: 'Gé',
    chinese: '革',
    keywords: ['transformation', 'timing', 'renewal', 'trust', 'change'],
    summary:
      'A time of deep change, like an animal shedding its old coat. Change succeeds when it is needed, well timed, and carried out with an integrity others can trust.',
    judgement:
      'Fire burns inside the lake, and each works to put out or boil away the other: a tension that cannot last. Revolution is about fundamental change, the moment when an old form must give way. The Chinese character first meant an animal’s hide, which moults with the seasons. Change of this kind succeeds only when it is truly necessary, when the time is ripe, and when the one leading it is trusted. On the proper day, the judgement says, you will be believed. Act too early and nobody follows; act for selfish reasons and the change corrupts. Move with the season, for the good of all, and regret will fall away.',
    image:
      'Fire inside the lake: two elements at war, and one or the other must change. Seeing this, the wise of old put the calendar right and marked clearly when each season begins. The lesson is to understand cycles and timing. Great change is not random; when you know the rhythm of things, you can meet each turn prepared.',
    today:
      'Something in your life may be ready for an overhaul: a routine, a role, a system, a belief. Ask honestly whether the time is right and whether the change serves more than your own restlessness. If it does, prepare well, talk to the people affected, and then move with conviction. If you are not yet trusted on this, build that trust first. Change made at the right moment, with care, tends to stick.',
    lines: [
      'Bound tight in yellow cowhide, you are held back. The conditions for change are not yet present, and acting now would be premature. Keep your intentions under wraps, stay steady, and prepare. The right moment will come when it comes.',
      'When your day comes, you may make the change. After careful preparation, the time is ripe. Going forward is fortunate and free of fault. Make sure you have allies who understand what you intend, and act wholeheartedly rather than in half measures.',
      'Setting out now brings misfortune, and stubbornness brings danger. Change needs careful weighing: when talk of it has gone round three times and been tested each time, you can commit to it and be believed. Neither rush ahead nor cling to the old.',
      'Regret disappears, and people believe you. Now that the change has moved beyond the inner circle, it has legitimacy because it rests on inner truth, not personal ambition. Altering the form of things brings good fortune. This is where a good idea becomes an accepted new order.',
      'A great person’s change is like a tiger’s, the striped coat bold and clear. The new direction is so evident that people trust it even before any oracle is consulted. When vision and timing align, explanation is barely needed. Lead the change with confidence.',
      'The wise person changes like a panther, with subtler markings; small-minded people merely change their faces. Once the great change is done, what remains is refinement. Pressing for more upheaval brings misfortune; steady, quiet consolidation brings good fortune. Let things settle.',
    ],
  },
  {
    number: 50,
    name: 'The Cauldron',
    pinyin: 'Dǐng',
    chinese: '鼎',
    keywords: ['nourishment', 'culture', 'refinement', 'transformation', 'offering'],
    summary:
      'The sacred cauldron cooks and offers nourishment. A time to cultivate what is valuable, turn raw material into something refined, and honour what sustains a community.',
    judgement:
      'A bronze cauldron stands on its three legs over a fire of wood. The Cauldron is one of the few hexagrams named after a made thing, and it speaks of culture: the vessel in which food was cooked for family, guests and ancestors. Where Revolution clears away the old, the Cauldron establishes the new in a form that nourishes. Its judgement is among the shortest in the book: supreme good fortune and success. The moment calls for cultivating what matters, refining raw talent into skill, and honouring the wisdom and people who feed you. Offer what you cook to others. What is shared in this way becomes sacred.',
    image:
      'Fire burns above wood: flames fed from below, the cauldron heating over them. Each part has its place, and only together do they produce a meal. Seeing this, a wise person learns to stand correctly in their own position, so that their life’s purpose can take shape. When your place and your conduct are right, your fate settles into something sound.',
    today:
      'Cook something today, literally or not. Take raw material, whether an idea, a skill or a basket of ingredients, and turn it into something nourishing. Invite someone to share it. Show some respect, too, for teachers, mentors and traditions that have fed you. Put things on a steadier footing: balance your commitments so that no leg of your life is too weak. Well-tended routines become the vessel in which good things cook.',
    lines: [
      'A cauldron with its legs turned up: it looks like a mishap, but it empties out stale leftovers. Clearing out the old makes room for the new. Even humble or unexpected origins can lead to honour. Starting from an awkward position is no disgrace.',
      'There is food in the cauldron, and envious companions cannot touch it. You have something real to offer, and that substance protects you. Let others be jealous; stay steady and focused on what you are cooking. Luck favours the cook who does not get distracted.',
      'The cauldron’s handles have been changed, so it cannot be lifted; the fat of the pheasant goes uneaten. Your gifts are unrecognised because something in how you connect with others is off. Be patient; when the rain comes, regret passes, and good fortune follows.',
      'The legs of the cauldron break, the prince’s meal spills and his guest is soiled. Taking on more than you can carry leads to embarrassment. Be honest about the limits of your strength and resources before accepting responsibility. Misfortune follows overreach.',
      'Yellow handles and rings of gold adorn the cauldron. The leader here is approachable and modest, yet firm, so capable helpers gather round. Persistence pays. Leadership that makes itself easy to grasp allows good things to be lifted and shared.',
      'Jade rings hang from the cauldron, hard yet gently lustrous. At the crown of the vessel, wisdom is combined with grace, strength with softness. Great good fortune follows, and every undertaking is favoured. This is the vessel at its finest, giving generously and with quiet dignity.',
    ],
  },
  {
    number: 51,
    name: 'The Arousing Thunder',
    pinyin: 'Zhèn',
    chinese: '震',
    keywords: ['shock', 'awakening', 'composure', 'upheaval', 'renewal'],
    summary:
      'A sudden shock shakes everything. Fear is natural, but those who stay centred come through it laughing, wiser and more alert than before.',
    judgement:
      'Thunder follows thunder, and the ground itself seems to shake. The Arousing Thunder describes shock: sudden news, an upheaval, a jolt that sends everyone scrambling. Fear comes first, and the hexagram accepts that, but laughter follows when the danger passes and you find you are still standing. The classic image is of someone who, while the shock terrifies people for a hundred miles around, keeps hold of the ritual ladle and cup: composed, attentive, still doing what matters. That steadiness comes from inner reverence, not from pretending nothing happened. Let the jolt wake you up. Such moments clarify what counts, and often mark the beginning of something new.',
    image:
      'Thunder repeated, peal rolling after peal, leaves nothing untouched. Someone steady, hearing it, does not simply wait for the noise to stop. They let the fear become a prompt to put their affairs straight and take an honest look inward. What would I regret if this shook me harder? Used this way, a scare becomes a gift of attention.',
    today:
      'Expect the unexpected today, or at least be ready for it. If something startles you, whether a message, a change of plan or a loud reaction, take a breath before you respond. Notice what you instinctively reach to protect; it shows you what matters. Keep your essential routines going even if the day gets rattled. Later you may find yourself laughing about it. Use any jolt as a reason to tidy up loose ends you have been ignoring.',
    lines: [
      'The shock arrives, oh, oh! Then laughter and relief follow. At the very start of an upheaval, fright is natural, even useful, because it wakes you. Once it passes, you find yourself steadier than before and able to see what needs to change. Good fortune comes through the scare.',
      'The shock brings danger; you lose your treasures, perhaps many times over, and climb nine hills to get away. Hold your centre and do not chase after what is gone. Protect yourself first. In seven days, as the text puts it, what is truly yours will return without pursuit.',
      'The shock leaves you dazed and distraught. The key is not to freeze. If the jolt spurs you into thoughtful action, changing what needs changing, you will remain free of harm. Let the fright become motion, not paralysis.',
      'The shock gets stuck in the mud. Energy that should have galvanised action bogs down in inertia and confusion instead. Nothing moves. Recognise that you are mired, and look for one firm thing to stand on before trying to push again.',
      'Shock comes and goes, back and forth, and there is danger. Yet in the ruling place nothing essential is lost, provided you hold your ground in the middle and keep attending to your work. There are tasks to be done. Composure is your best protection here.',
      'Shock brings collapse and wild, frightened glances. Acting now would bring misfortune; you are too rattled to move well. If the storm has struck your neighbour and not yet you, take warning and prepare quietly. People may talk, but caution is no fault.',
    ],
  },
  {
    number: 52,
    name: 'Keeping Still',
    pinyin: 'Gèn',
    chinese: '艮',
    keywords: ['stillness', 'rest', 'meditation', 'calm', 'right timing'],
    summary:
      'Mountain upon mountain: a time for stillness, rest and quieting the restless mind. Stop when it is time to stop, and move only when movement is truly called for.',
    judgement:
      'Two mountains stand one on top of the other, the very picture of stillness. Keeping Still is about the art of stopping: calming the body, quieting the heart, and letting restless thoughts settle. This is not laziness or avoidance. It is the kind of stillness from which clear action grows, the pause that makes wise movement possible. The old text pictures someone keeping their back still, so that the clamour of wanting falls silent, and walking through a crowded courtyard without being pulled by every face. Rest when it is time to rest; move when it is time to move. Acting in accord with the moment is without fault.',
    image:
      'Mountains stand close together, one range behind another, rooted and unmoved. A meditative person learns from them to keep their thoughts within the bounds of the present situation. Instead of letting the mind race into futures and pasts, they attend to what is actually here. That discipline of attention brings a deep calm which no outer noise can easily break.',
    today:
      'Slow down today. Build in time to sit quietly, even if only for ten minutes, without a screen or a task. Notice when your thoughts run ahead, and bring them back to what is in front of you. Do one thing at a time. If a decision can wait, let it; if you have been pushing too hard, stop. Rest is not wasted time. You will likely find that clarity comes more easily once you stop chasing it.',
    lines: [
      'The toes are held still before the first step is taken. Stopping is easy and costs nothing. If you pause here, before momentum builds, there is no fault. Persist in this steadiness, and you avoid starting down a path you would later have to retrace.',
      'Stilling the calves. You are carried along by someone or something you follow, and you can halt only your own movement, not theirs. That leaves your heart uneasy. Recognise what you cannot control, and at least keep yourself from being swept away.',
      'The hips are locked and the back goes stiff. Right where upper and lower body meet, stillness is forced rather than natural, and it grips like a clenched muscle. Suppressing restlessness this way is dangerous; the heart burns under the pressure. Real calm cannot be imposed. Loosen gradually instead of locking yourself rigid.',
      'The trunk comes to rest. You are learning to quiet the self, the ego with its cravings and fears. Perhaps you have not reached full calm yet, but stilling the body and its core is already good. Nothing here deserves blame.',
      'With the jaws at rest, words come in good order. For someone in authority, speech matters, since what you say carries weight. Holding back careless talk and speaking only when there is something to say makes your words worth hearing. Regret disappears.',
      'Stillness that has grown generous and deep. Here at the summit of the mountain, calm has become part of your character, not something you must strive for. A generous, steady peace radiates from you and reassures others. Great good fortune belongs to this kind of mature stillness.',
    ],
  },
  {
    number: 53,
    name: 'Development',
    pinyin: 'Jiàn',
    chinese: '漸',
    keywords: ['gradual progress', 'patience', 'proper order', 'steadiness'],
    summary:
      'Gradual progress, like a tree growing on a mountain or a wild goose approaching land. Patient, proper steps lead somewhere lasting; shortcuts would undermine the result.',
    judgement:
      'A tree grows on a mountainside, slowly, holding fast against the wind. Development describes progress that unfolds step by step, in its own proper order. The old text uses the picture of a marriage arranged with all the right stages honoured, each step taken in turn, and says good fortune comes of it. The same applies to careers, relationships, skills and reputations: lasting things cannot be rushed. Each line follows a wild goose as it moves from the shore to the heights. Keep moving steadily, respect the process, and be gentle with your own pace. What is built this way is built to stay.',
    image:
      'A tree stands on the mountain, visible from far off, rooted in rock and growing a little each year. Its presence shapes the landscape over time. Here is a pattern for lasting influence: by abiding quietly in good conduct, year after year, a person gradually raises the standards of those around them. Gentle, sustained example changes customs more surely than pressure.',
    today:
      'Take one patient step today. Progress you care about is likely to come slowly, so do the next right thing without worrying about how far there is to go. Follow the proper order: ask before you assume, practise before you perform, get to know someone before you commit. If things feel slow, that may be exactly right. Small, consistent actions are laying foundations you will be glad of later.',
    lines: [
      'The wild goose edges toward the shore. A young person sets out alone, exposed and criticised, without support. The danger is real, but going slowly prevents serious mistakes. A cautious, unglamorous start is nothing to be ashamed of.',
      'The goose reaches the great rock by the water and eats and drinks in peace. You have found a secure place, and can share its good things with others. Enjoy the stability, and do not hoard what sustains you. Good fortune is yours.',
      'The goose comes to the high plateau, out of its element. Someone pushes forward too far and does not come back; a hope is carried but not brought to birth. Overreaching brings misfortune. Stay within your limits and defend what you already have.',
      'The goose reaches a tree and, with luck, finds a flat branch to rest on. You are in an awkward position, not where you are naturally suited to be. Adapt gently and look for a safe foothold. No blame attaches to making the best of it.',
      'The goose climbs slowly toward the summit. Your progress is isolated and misunderstood, and for a long time nothing seems to come of it, like three barren years. Yet in the end nothing can hold you back. Good fortune arrives once the misunderstanding clears.',
      'The goose climbs into the high clouds, and its fallen feathers serve the dancers at the sacred rite. Your progress has taken you beyond ordinary aims, and your life itself becomes an example. What you have done, patiently, gives grace and order to others.',
    ],
  },
  {
    number: 54,
    name: 'The Marrying Maiden',
    pinyin: 'Guī Mèi',
    chinese: '歸妹',
    keywords: ['subordinate role', 'tact', 'commitment', 'discretion', 'lasting values'],
    summary:
      'A relationship or role entered from a subordinate or uncertain position. Act with tact and modesty, know the limits of your influence, and keep your eyes on lasting values.',
    judgement:
      'Thunder stirs above the lake, and the lake responds. The Marrying Maiden takes its name from a young woman entering a household as a secondary wife, a position with little power and much need for tact. In modern terms it speaks of any situation where you join something on someone else’s terms: a new job, a family you marry into, an arrangement that is not fully equal. Pushing forward now, the oracle warns, brings misfortune. That is not a verdict on your worth. It is a call to understand your real position, act with discretion, and not claim rights you do not yet have. Bonds built on excitement alone fade; those that honour the whole arc endure.',
    image:
      'Thunder over the lake: the lake stirs, waves rise, and its surface follows the movement above. Every relationship has this quality of response, and every one has an ending. Seeing how things that begin in excitement can wither, someone with foresight keeps the end in view. They take the whole life of a bond into account, and judge passing moods against what lasts.',
    today:
      'Be mindful of where you stand today. In a group, a new role or a relationship, you may have less say than you would like. Work with tact rather than demands. Do your part well, observe how things run, and avoid forcing decisions that are not yours to make. If a commitment is on offer, ask whether it rests on lasting respect, not just a rush of feeling. Patience now protects your dignity later.',
    lines: [
      'The maiden marries as a secondary wife, like someone lame who can still walk. Your position is modest and your influence limited. Yet within those bounds you can do real good, through loyalty and quiet competence. Going forward in this humble way brings good fortune.',
      'One-eyed, yet able to see. You remain faithful even though your partner or situation disappoints you. Your view is partial and your circumstances imperfect, yet loyalty to your own standards sustains you. The perseverance of a solitary, steadfast person is favoured.',
      'The maiden, eager to marry, ends up as a servant, then returns as a secondary wife. Impatience leads you to accept a lower place than you deserve. Desire for a quick result costs dignity. Better to wait for a position worth having.',
      'The maiden delays her marriage past the usual time. You hold out for the right match rather than taking the first offer. It may seem late, but a late marriage comes in its own season. Waiting with self-respect is rewarded.',
      'The sovereign gives his daughter in marriage, and her sleeves are plainer than those of her attendant. The one with the highest rank dresses most simply, unconcerned with outward show. The moon is almost full. Modesty amid good fortune brings more of it.',
      'The woman holds a basket with no fruit; the man sacrifices a sheep, but no blood flows. The forms of a commitment are kept, but there is nothing living inside them. Empty ritual leads nowhere. Ask whether the substance is still there before continuing.',
    ],
  },
  {
    number: 55,
    name: 'Abundance',
    pinyin: 'Fēng',
    chinese: '豐',
    keywords: ['fullness', 'peak', 'brilliance', 'decisive action'],
    summary:
      'A peak of fullness and brilliance, like the sun at noon. Enjoy it without anxiety, act decisively while the light is strong, and accept that every zenith passes.',
    judgement:
      'Thunder and lightning arrive together, filling the sky with sound and light. Abundance is a peak: success, fullness, a time when much comes together at once. The king attains it, in the judgement’s words, and should not grieve but shine like the noon sun. There is a wistful edge here, since the midday sun must decline, and a sensitive person may feel sorrow even at the height. The advice is to shine fully now rather than mourning in advance. Do what needs doing while you have the light and the power to do it well. Generous, clear action makes the most of a moment that cannot last forever.',
    image:
      'Thunder and lightning come together: a burst of clarity and force. In that flash everything is visible, and the sound carries the will to act on what is seen. Those with responsibility use such moments to settle disputes and deal with wrongs fairly and promptly. When insight and power coincide, justice can be done cleanly.',
    today:
      'Things may feel full today: busy, bright, maybe overflowing. Enjoy it. This is a day to act on decisions, resolve outstanding issues and make use of a strong position while you have it. Do not let the worry that good times pass spoil the good time you are having. Share the abundance with people around you, and be clear rather than cautious. Tomorrow can look after itself; today asks you to shine.',
    lines: [
      'You meet a partner who matches you, someone of similar strength, and you can work together for a full cycle without fault. At the start of abundance, such alliances multiply energy. Go toward the meeting; recognition follows. Equal partners make a bright beginning.',
      'A heavy screen darkens the noon until stars appear. Your own insight is sound, but powerful influences block its light. Pushing now invites suspicion. Instead, let sincere conviction work quietly; truth, held steadily, will eventually awaken others.',
      'Thickets shut out the day until tiny stars show at noon, and your right arm is broken. Circumstances beyond your control keep you from acting. It is not your fault. Accept the injury to your plans and wait for the darkness to lift.',
      'Behind the thick screen the polestar glimmers at midday, yet you meet a ruler of like mind. The darkness begins to break when wisdom and energy combine. Find the person who complements you, and good fortune follows the union.',
      'Brilliant people come forward, and blessing and fame draw near. A leader who is open to talent and advice invites greatness from all sides. Good fortune arises from a modesty that welcomes other people’s light alongside one’s own.',
      'The house is full and the family screened off. Looking out through the gate, you find the courtyard empty for three years. At its peak, abundance has turned into isolation: pride and possessions have walled you away from everyone. Misfortune follows. Open the doors before the silence becomes permanent.',
    ],
  },
  {
    number: 56,
    name: 'The Wanderer',
    pinyin: 'Lǚ',
    chinese: '旅',
    keywords: ['travel', 'transience', 'courtesy', 'discretion', 'the stranger'],
    summary:
      'Travelling through unfamiliar places, a stranger among strangers. Be modest, courteous and discreet; keep your integrity, and move on lightly when the road calls.',
    judgement:
      'Fire burns on the mountain, moving quickly from one patch of grass to the next and never settling. The Wanderer is the traveller, the newcomer, the person far from home, whether literally on the road or in an unfamiliar job, city or circle. Without roots or standing, you cannot rely on status, so small successes and careful conduct matter most. Be polite without being servile, reserved without being cold, and choose your companions well. Guard your inner integrity, because that is the home you carry with you. The hexagram promises success in small things and good fortune to a wanderer who stays upright.',
    image:
      'Fire on the mountain: the flames race across the slope, never resting in one place, while the mountain stays where it is. The sight offers a lesson in clarity and restraint. When you must pass judgement, do so with care and then release the matter, without dragging it out. Like a wanderer, pass through without leaving lingering fires behind.',
    today:
      'Today may cast you as a stranger, new to a place, a group or a task. Treat it as a journey: stay curious, courteous and a little reserved. Do not demand special treatment, and do not get drawn into local quarrels. Keep your belongings, physical and emotional, close. If you travel, take care of the practical details. Wherever you are, your own values are your home. Small, thoughtful gestures will take you further than big declarations.',
    lines: [
      'A traveller who fusses over trifles invites misfortune. Early in any journey, pettiness and fuss make you look small and attract trouble. Do not haggle over every detail or demand attention. Dignity on the road begins with a sense of proportion.',
      'Reaching an inn with their money safe, the traveller gains a loyal young helper. Modesty and good manners bring you shelter, resources and someone to rely on. This is the traveller’s best fortune: a safe place and a faithful companion.',
      'Fire takes the lodging, and the young helper’s loyalty goes with it. Arrogance or meddling in others’ affairs costs you your shelter and your support. Danger follows. A stranger must not behave like the master of the house.',
      'Sheltered at last, with money and an axe in hand, the traveller still admits to a heavy heart. You have what you need to defend yourself, but you still feel a stranger. Security is not belonging. Accept the unease, and keep moving wisely.',
      'The wanderer shoots a pheasant and it falls with the first arrow. A well-chosen gesture opens the door to a new community, bringing praise and eventually a position. Skill and tact let a stranger be welcomed. Aim once, and aim well.',
      'The nest goes up in flames. First comes laughter, then wailing, and the cow is lost through heedlessness. Arrogance and forgetfulness of one’s position destroy the shelter one had. Misfortune follows. Travel humbly, even when things seem easy.',
    ],
  },
  {
    number: 57,
    name: 'The Gentle Wind',
    pinyin: 'Xùn',
    chinese: '巽',
    keywords: ['gentle influence', 'persistence', 'penetration', 'adaptability', 'clear aim'],
    summary:
      'Wind upon wind: quiet, persistent influence that penetrates everywhere. Gentle, consistent effort in a clear direction achieves more now than force or a single dramatic push.',
    judgement:
      'Wind follows wind, finding every gap and crack. The Gentle Wind describes influence that works by penetration rather than force: the steady breeze that bends the grass, the repeated message that gradually changes minds. Its success comes through small things and through having a clear aim, since a wind that blows in every direction at once moves nothing. It is also good to see the great person, perhaps someone whose guidance gives your gentleness a direction. Be adaptable in manner and firm in purpose. Keep returning to what matters, patiently and without aggression, and over time you will reach places that a single gust never could.',
    image:
      'Winds follow one another, each reinforcing the last, until the whole landscape leans the same way. Ideas and plans spread the same way among people: not through one loud announcement, but through patient explanation, repeated clearly and gently until they are understood and can be acted on everywhere. A gentle voice that keeps returning is hard to ignore.',
    today:
      'Use gentle persistence today. Instead of one big push, send the follow-up, repeat the request politely, keep nudging the project forward a little at a time. Listen carefully before trying to persuade; influence works best when you understand where the other person stands. Stay flexible about how, clear about what. If you feel indecisive, pick a direction and hold it. Quiet consistency today can shift more than you expect.',
    lines: [
      'Advancing and retreating, you cannot make up your mind. Right at the outset, excessive gentleness turns into indecision. What helps is the discipline of a soldier: choose a course and follow it resolutely. A little firmness now turns hesitation into progress.',
      'Searching beneath the bed: something hidden needs to be searched out. An unseen influence is at work, and it must be brought to light. Call in help, as the old rites summoned priests and diviners in great numbers. Good fortune and no blame follow once it is exposed.',
      'Searching again, and again, and again. You think and rethink, weigh and reweigh, and never act. Too much deliberation becomes its own humiliation. Once you have considered a matter properly, decide. Constant reconsideration wears down the trust others place in you.',
      'Regret lifts, and the hunt brings in game of three kinds. Serving near the throne, modesty combined with real experience yields results in every direction. Your gentle approach now brings a rich and varied return. Keep doing what you are doing.',
      'Persistence brings good fortune, remorse fades, and every undertaking prospers. There is no good beginning, but there is a good end: what started poorly can still finish well. As the one who decides, reflect for three days before making a change and review for three days after it. Careful attention on both sides of a decision secures the outcome.',
      'The search under the bed goes on, and the axe and property are lost. The search has gone too far; you dig into every dark corner and exhaust yourself. You no longer have the strength to act on what you find. Persisting now brings misfortune. Let some things stay buried.',
    ],
  },
  {
    number: 58,
    name: 'The Joyous Lake',
    pinyin: 'Duì',
    chinese: '兌',
    keywords: ['joy', 'friendship', 'conversation', 'encouragement', 'openness'],
    summary:
      'Joy that is shared and sincere: conversation, friendship and encouragement. Real cheer comes from inner steadiness and grows through honest exchange, not through flattery or empty pleasure.',
    judgement:
      'Two lakes lie side by side, each refreshing the other. The Joyous Lake is the hexagram of pleasure, openness and delight, especially the kind that comes from good company and honest conversation. Its strength lies within: firm lines at the centre, a yielding line on the outside of each trigram. Real joy is like that, steady at heart and soft in manner. Success is promised and perseverance encouraged, because joy that depends only on circumstances is fragile. Cheerfulness can also be bent into flattery or used to manipulate. Let your pleasure be genuine and your encouragement truthful, and you will lift others as well as yourself.',
    image:
      'Two lakes rest against one another and do not dry out, because each replenishes the other. Here lies the value of friends who learn together. Such friends meet to talk, study and practise, so that knowledge stays fresh and lively through exchange. Shared learning is one of life’s deepest pleasures.',
    today:
      'Look for joy in company today. Meet a friend, have a real conversation, share something you are learning or ask someone about theirs. Bring a light, warm manner to your work; people will respond to it. Let cheerfulness come from what is steady in you rather than from chasing distractions. Notice the difference between genuine pleasure and the kind that leaves you emptier. Encourage someone honestly; it may be the best part of their day.',
    lines: [
      'Joy that asks for nothing: a quiet, self-sufficient happiness that does not hang on circumstances. Early on, pleasure free of craving brings good fortune. There is nothing to prove and nothing to chase. Enjoy simple things and let that ease be your foundation.',
      'Joy grounded in truth. With firmness at your core, you are not tempted into shallow or dubious amusements. People may offer easy delights; your own honesty keeps you clear of them. Good fortune follows and remorse falls away.',
      'Pleasure comes knocking from outside, and you seize it at once. You are empty within, and so you reach for whatever entertains you. It leads to misfortune. Fill yourself with something real, so that passing temptations lose their pull.',
      'Weighing one pleasure against another leaves you restless. You are torn between different kinds of pleasure, higher and lower, and cannot decide. Once you firmly turn away from what is harmful, real joy comes. The choice itself is the relief.',
      'Trusting in something that is crumbling is dangerous. Even in a strong, central position, you are surrounded by influences that seem pleasant but erode what is good. Do not be charmed into lowering your guard. Recognise the danger, and you can protect yourself and those in your care.',
      'Joy that lures and leads. At the outer edge of the lake, pleasure has become a pull that draws you away from yourself, and you are led along by whatever delights you, without direction. Whether this ends well depends on what you follow. Watch where your enjoyments are taking you.',
    ],
  },
  {
    number: 59,
    name: 'Dispersion',
    pinyin: 'Huàn',
    chinese: '渙',
    keywords: ['dissolving', 'reconciliation', 'softening', 'shared purpose'],
    summary:
      'Wind scatters the ice on the water. Hardness and division dissolve, and a shared purpose or spiritual focus helps reunite what has drifted apart.',
    judgement:
      'Wind drives across the water, breaking up ice and mist. Dispersion describes the loosening of what has grown rigid: selfishness, grudges, factions, a cold heart. Such dissolving can be healing, but it can also scatter people who ought to stay together. The king approaches the temple, the judgement says, and crossing the great water is favoured. In plain terms, a deeper shared purpose, something sacred or simply larger than any one person, helps gather what is breaking apart. Great undertakings can succeed, provided they are pursued with integrity. Let stiffness melt, open your heart, and reconnect with what unites rather than what divides.',
    image:
      'Wind blows over the water, and the water ripples, disperses and spreads. In ancient times, rulers answered the scattering of their people by making offerings and building temples, places where everyone could gather around a common feeling. The thoughtful reader takes from this the need for shared meaning. When people drift apart, common rites and values draw them home.',
    today:
      'Loosen up today. If you feel stiff, stuck or guarded, let something thaw: stretch, laugh, forgive a small grudge. Where a group has split into camps, look for what everyone still shares and say it out loud. Music, food, a walk together or a shared ritual can dissolve tension better than arguments. Take one step toward someone you have drifted from. Softening does not mean giving up your ground; it means making room.',
    lines: [
      'Help arrives with the strength of a horse. At the very beginning of dispersion, when misunderstanding first appears, act quickly to bring people back together. Early, vigorous help prevents a small rift from growing. Whoever moves now will be glad of it.',
      'As things scatter, run to whatever holds you up. You feel alienated and unsettled, and you need to reconnect with what steadies you, whether people, principles or practice. Lean on it without shame. Regret vanishes once you find your footing.',
      'Your own self-importance dissolves. The hard shell of ego loosens, and you put personal wishes aside for a larger task. You will not regret it. Letting go of self-concern frees you for something more meaningful, and the sacrifice turns out lighter than you feared.',
      'You loosen your ties to your own faction, and there is supreme good fortune. As a minister close to the ruler, stepping beyond narrow loyalties lets you gather people on a larger scale. Scattering leads to a greater gathering, which ordinary thinking would not expect. Look past the clique to the whole.',
      'Great proclamations flow out like sweat breaking a fever. A clear, uniting idea, spoken at the right moment, dissolves confusion and division. A leader who remains steady at the centre is without blame. Sometimes a single inspiring word restores order.',
      'You put distance between yourself and bloodshed, going far off and keeping out of harm. Farthest from the dark water below, the right move is to take yourself, and those close to you, out of danger. There is no blame in distance. Removing yourself from what would wound you is wise, not cowardly.',
    ],
  },
  {
    number: 60,
    name: 'Limitation',
    pinyin: 'Jié',
    chinese: '節',
    keywords: ['boundaries', 'measure', 'moderation', 'self-discipline'],
    summary:
      'A lake can hold only so much water. Sensible limits give life shape and strength, but limits that are too harsh become unbearable and fail.',
    judgement:
      'Water flows into a lake, and the lake can hold only so much before it overflows. Limitation is about boundaries: the measures, budgets, habits and rules that give life its shape. The Chinese name refers to the joints that divide a bamboo stalk and make it strong. Limits of this kind bring success, because they let energy be used well rather than wasted. Yet an important warning comes with it: bitter or excessive restriction should not be kept up. Limits that choke life provoke rebellion or despair. The art is to find the measure that frees rather than cramps, and to apply it first to yourself.',
    image:
      'Water sits above the lake: the lake holds it, but only up to its banks. A sensible person learns the value of measurement from it. They set clear limits and standards, and reflect carefully on what right conduct really means. Knowing your own limits, in spending, speech, time and energy, becomes the foundation of a balanced life.',
    today:
      'Set a sensible limit today. Decide how much time a task gets, how much you will spend, or what you will say no to, then keep to it. Clear limits reduce stress; they free you from constant small decisions. But be gentle: a limit that feels like a punishment will not last. Adjust anything that has become too tight. The right boundaries make your day feel roomier, not smaller.',
    lines: [
      'You stay inside your own door and yard. The wise choice is to keep within familiar boundaries and wait, because the way ahead is not yet open. Knowing when not to move is its own skill. Staying home for now is perfectly sound.',
      'Staying behind the gate once the hour for action has arrived brings misfortune. Caution has outlived its purpose. You are holding back when you should move. Limits that were once prudent now keep you from a chance that will not return.',
      'Living without limits leads, sooner or later, to sighs. Indulgence or extravagance brings its own consequences. The regret is honest, and the blame lies with no one else. Accept responsibility, learn the lesson, and set better limits next time.',
      'Limits accepted with a quiet mind bring success. Serving under someone who sets the measures, you accept the boundaries of your situation without resentment, and that acceptance makes them light. Energy that would be spent fighting limits goes into good work instead. Ease with measure is its own reward.',
      'Limits that feel sweet rather than sour are fortunate, and going forward wins respect. Holding authority, you set limits first on yourself, and only then ask others to accept them. Restraint practised by the one in charge becomes an example that people are glad to follow.',
      'Limits that chafe and gall. Pushed to the extreme, restriction has become severe and bitter, and persisting in it brings misfortune. Yet there are times when harsh discipline saves something essential, and then regret passes. Ask honestly which case this is, and ease off if you can.',
    ],
  },
  {
    number: 61,
    name: 'Inner Truth',
    pinyin: 'Zhōng Fú',
    chinese: '中孚',
    keywords: ['sincerity', 'trust', 'understanding', 'open heart', 'empathy'],
    summary:
      'Sincerity at the centre that reaches even the most stubborn hearts. A time for honest understanding, open-minded listening and trust built from the inside out.',
    judgement:
      'Wind moves over the lake and stirs its surface, touching what is visible through what is not. Inner Truth describes a sincerity so deep that it reaches even the hardest to influence, whom the old text calls pigs and fishes. The two broken lines at the centre make an open heart: empty of prejudice and so able to receive. Such truth is not a matter of saying the right things. It comes from understanding others as they really are and responding from what is genuine in yourself. On that foundation you can attempt large things, the great water included. Be steady, be honest, be open.',
    image:
      'The wind blows over the lake and the water stirs in response, unseen force meeting visible surface. Someone wise draws from this a patient understanding of people, even those who have done wrong. They consider the whole story, look for the truth inside a situation, and are slow to condemn. Mercy of this kind is not weakness but deep insight.',
    today:
      'Let honesty lead today. Listen to someone with your full attention, without preparing your reply while they speak. Try to understand them on their own terms, especially if you usually find them difficult. Say what you actually mean, kindly. If a judgement about someone is forming, slow it down and look at the whole picture. Trust grows from the inside out, so plant some today.',
    lines: [
      'Readiness brings good fortune. Stay grounded in your own inner truth and do not seek security in hidden arrangements or secret attachments. Anything built on concealment will leave you uneasy. Steadiness from within is the best readiness you can have.',
      'A crane calls from the shade, and its young answer. “Here is good wine in my cup; come and drink it with me.” True feeling finds its echo without any effort to impress. Sincerity calls to sincerity across distance. Speak from your heart, and kindred spirits will respond.',
      'You find a companion: one moment drumming, the next silent, now in tears, now in song. Your joy and sorrow depend entirely on another person. This can be rich, but it is also unstable. Find your own centre so the bond does not toss you about.',
      'With the moon close to full, one horse of the pair goes astray. You must let go of a partnership or faction to stay true to a higher allegiance. Such a parting is not a betrayal. Humility and reverence keep you oriented as the light grows.',
      'Sincerity links you to others as firmly as a chain. As the one others look to, your inner truth is strong enough to hold people together, not by force but by trust. Nobody can fault that. Character is the real bond that sustains a community, and yours is being relied on now.',
      'The cockerel’s cry climbs toward heaven. At the very top, words rise higher than the reality behind them can support, and persistence in this brings misfortune. Do not let your claims outrun your inner truth; a cockerel does not fly, however loudly it crows.',
    ],
  },
  {
    number: 62,
    name: 'Small Exceeding',
    pinyin: 'Xiǎo Guò',
    chinese: '小過',
    keywords: ['modesty', 'attention to detail', 'caution', 'humility'],
    summary:
      'A time for modest aims and attention to detail. Small things succeed; great leaps do not. Stay low, be careful and humble, and a little extra care makes the difference.',
    judgement:
      'Thunder sounds over the mountain, near enough to be heard yet not high in the sky. In Small Exceeding the yielding lines outnumber the firm, and what is small has the upper hand. Ambitious ventures are out of place now; careful, modest ones succeed. A flying bird carries the hexagram’s message: it is unwise to strive upward and wise to stay below. In practice this means giving a little extra attention to ordinary duties, being more polite than required and more careful than seems necessary. Exceed, yes, but only in small things. That is where good fortune lies.',
    image:
      'Thunder on the mountain: the sound is close and intimate, not booming across heaven. Someone careful learns from this to lean slightly toward the humble side of every virtue. In conduct they are a little more respectful than expected; in grief, a little more sincere than custom demands; in spending, a little more frugal. Small excesses of care keep them balanced in uncertain times.',
    today:
      'Keep your aims small and your care large today. Focus on details: double-check the figures, reread the message, arrive a few minutes early. This is not a day for grand gestures or risky leaps. Be a touch more courteous than usual, a touch more careful with money, a touch more attentive to people who are grieving or stressed. Humble attention to ordinary things will serve you better than ambition right now.',
    lines: [
      'A bird that takes off too soon comes to grief. Trying to soar before you have learnt to fly invites trouble. Stay in the nest a little longer and keep to traditional methods and known paths. Extraordinary measures are for when everything else has failed.',
      'Passing the grandfather, she greets the grandmother; failing to reach the prince, he meets his minister. You cannot go straight to the highest source, so approach the one you can reach. Working through the proper channels brings no blame.',
      'Without exceptional care, you may be struck from behind. Overconfidence in your own strength leaves you exposed. Small precautions matter. Watch for the unexpected, and do not assume that being right will keep you safe.',
      'No blame: you meet him without overstepping. Going forward now brings danger, and you must stay on guard. Do not act; simply hold steady and persevere in what is constant. Restraint is the whole of wisdom in this position.',
      'Thick clouds gather, yet no rain comes from the west. The prince shoots and takes one who is hidden in a cave. Even from the ruler’s seat, you cannot accomplish great things alone. Seek out capable helpers, even hidden or modest ones, and bring them in to share the work.',
      'He passes by without meeting, like a bird flying too high. Overreaching separates you from what you were meant to reach. Misfortune follows, with calamity brought on yourself. Come down from the heights before the fall comes to you.',
    ],
  },
  {
    number: 63,
    name: 'After Completion',
    pinyin: 'Jì Jì',
    chinese: '既濟',
    keywords: ['completion', 'vigilance', 'maintenance', 'balance', 'caution'],
    summary:
      'Everything is in its place and the task is done. Now is the time to stay alert, attend to details and guard against the slow slide back into disorder.',
    judgement:
      'Water sits above fire, and every line sits where it belongs: firm lines in firm positions, yielding lines in yielding ones. After Completion pictures a finished task, a balanced arrangement, a goal achieved. It sounds like the perfect outcome, yet the judgement warns that what begins fortunately can end in disorder. Completion is a moment of perfect balance, and balance is easily lost. Water may boil over and put out the fire; the fire may dry up the water. The danger now is complacency. Keep tending what you have built, small matter by small matter, and your achievement will last.',
    image:
      'Water hangs above the fire, like a kettle on a flame: a useful arrangement, but one that needs watching. If the water boils over, the fire goes out; if the fire blazes, the water dries away. Whoever holds such a position does well to think ahead about what could go wrong and to take precautions before trouble starts.',
    today:
      'A task may reach its end today, or nearly so. Enjoy the satisfaction, then look at the details. Check that the loose ends really are tied, that the backup exists, that the handover is clear. Maintenance matters more than new ventures now. Watch for complacency in yourself: the moment you think something needs no more attention is often when it starts to slip. Small, careful follow-through will keep the good result good.',
    lines: [
      'The wheels are braked, and the fox’s tail gets wet. At the beginning of the new order, everyone rushes forward, but you hold back a little. The caution costs you a small soaking, yet saves you from a crash. There is no blame in slowing down.',
      'A woman’s carriage screen is lost. Leave it; within seven days it comes back. You may go unrecognised for a while. Do not chase attention or favour. What is rightfully yours will return in due course.',
      'A great ancestral king takes three years to subdue the Devil Country. Expanding after success demands great effort and time, and such enterprises wear people down. Do not entrust them to petty or careless helpers; choose people worthy of the task.',
      'Fine garments wear into rags; stay on watch from morning to night. A small leak or flaw shows itself in the midst of success. Do not ignore it. Stay watchful, mend what needs mending, and the damage can be contained.',
      'The neighbour in the east who slaughters an ox receives less blessing than the neighbour in the west who makes a small offering. Even for the mighty, lavish display means less than simple sincerity. Real fortune follows the humble, heartfelt gift.',
      'The head goes under: danger. You have crossed the stream and looked back, admiring the achievement, and so slip beneath the surface. Do not linger over what is done. Keep moving, keep your eyes forward, and avoid this last and needless fall.',
    ],
  },
  {
    number: 64,
    name: 'Before Completion',
    pinyin: 'Wèi Jì',
    chinese: '未濟',
    keywords: ['transition', 'hope', 'care', 'the last stretch', 'unfinished'],
    summary:
      'The crossing is nearly made but not yet complete. Hope is strong and the way forward is open; move with care, sort things into their proper places, and finish well.',
    judgement:
      'Fire burns above water, each moving away from the other, and not one line stands in its proper place. Before Completion closes the book, not with a neat ending, but with a threshold. The passage from chaos to order is under way and success is promised, yet it has not been reached. Its judgement pictures a young fox crossing a frozen river: nearly across, it grows careless and wets its tail, and then nothing goes well. Hope, responsibility and careful steps belong to this moment. Things are moving toward order; help them by putting each element where it belongs. Patience on the last stretch matters most.',
    image:
      'Fire sits above water: flames rise, water sinks, and in that arrangement neither does the other any good. The remedy is careful attention to the nature of things. A wise person sorts, distinguishes and places each element where it belongs, so that forces which now work against each other can come together. Order begins with understanding what everything is.',
    today:
      'You are close to something today, but not quite there. Resist the urge to declare victory. Keep going with attention, especially in the final details, where carelessness costs most. Sort your tasks and put each in its proper place. If things feel unsettled, that is because they are still in motion, which means they can still be shaped. Hope is justified; steady care will carry you over the last stretch.',
    lines: [
      'The fox’s tail trails in the water. At the outset, eagerness rushes into the crossing too soon, and the result is embarrassment. You cannot yet see the full shape of what lies ahead. Wait until the conditions become clearer before you commit.',
      'Holding back the wheels. You have the strength to go forward but hold it back until the right moment comes. Patient readiness is itself a kind of action, and the energy you save now will be needed later. Persistence in this restraint brings good fortune.',
      'Attacking before the work is complete ends badly, though a crossing of the great water is favoured. You lack the strength to force the outcome alone. Do not storm the problem. Instead, step into new circumstances with helpers at your side, making the crossing together.',
      'Perseverance brings good fortune, and regret vanishes. Like thunder, the campaign against the Devil Country goes on for three years, and then great realms reward it. This is the struggle that turns disorder into order. Commit fully and stay the course.',
      'Steadiness brings good fortune and leaves nothing to regret. A wise person’s light shines true. The victory is won and clarity returns; the new order shines with sincerity. Take time to enjoy the success you have helped bring about, and share the credit.',
      'Wine is shared in good faith, and nothing is wrong with that. Soak your head in it, though, and the truth is lost. A celebration is earned as the new era begins. Yet if the revelry turns to excess, everything is undone. Rejoice, and keep your head above the cup.',
    ],
  },
];
