import type { HexagramText } from './types';

/**
 * I Ching hexagrams 1-32, The Creative to Duration, in the King Wen order (issue #24): the site's
 * own text for each. Shape and limits in ./types; lines and trigrams in shared/iching/hexagrams.ts.
 */
export const HEXAGRAMS_01_32: HexagramText[] = [
  {
    number: 1,
    name: 'The Creative',
    pinyin: 'Qián',
    chinese: '乾',
    keywords: ['creative force', 'initiative', 'strength', 'persistence', 'leadership'],
    summary:
      'Pure, unbroken strength: the power that starts things and keeps them moving. A time to act from clear purpose, steadily and without forcing the pace.',
    judgement:
      'Six solid lines stack up into the most concentrated image of energy in the whole book. This is the force behind every beginning, the push that turns an idea into something real. Drawing it suggests that you have more momentum available than you may think, and that the moment favours initiative. Yet the hexagram is not about brute effort. Heaven moves with a rhythm, day after day, and its strength lies in never losing that rhythm. Success comes from lining up what you do with what is right, then keeping at it. Ambition that serves only itself burns out quickly here; ambition that serves a larger good can carry you a long way. Hold to your aim, act cleanly, and let consistency do much of the work.',
    image:
      'Heaven doubled: sky above sky, turning without pause. The old picture is of the heavens in ceaseless motion, sun and stars keeping their courses and never tiring. Someone of steady character reads this as a model for their own conduct. Rather than relying on bursts of effort, they build their strength a little every day, so that their energy is renewed from within and never depends on outside applause.',
    today:
      'Today asks you to lead with your own energy rather than waiting for permission. If there is something you have been meaning to begin, this is a good day to take the first real step. Keep your effort steady instead of frantic: a clear plan followed through will achieve more than a flurry. Notice where you are tempted to push people around, and choose instead to set an example they want to follow. By evening, check that what you pushed forward still matches what you truly value.',
    lines: [
      'The dragon still lies hidden beneath the water. Your power is real but not yet ready to show itself, and acting now would waste it. Use this stage to gather strength, learn and prepare quietly. Nobody needs to see the work being done. Patience at the very start is not weakness; it is how a strong beginning is made.',
      'The dragon rises into the open field, visible for the first time. Your abilities are starting to be noticed, even if you hold no formal position yet. This is a good moment to seek out someone whose experience can guide you, and to let your character, rather than your claims, introduce you. Honest competence attracts the right allies.',
      'All day you work hard, and at night you stay alert, going back over what you have done. Your influence is growing, and with it the risk of being carried away by ambition or praise. Staying watchful keeps you safe. This is a place of real danger, but care and honest self-examination see you through without mistakes that cannot be undone.',
      'Poised between leaping up and staying in the depths, you face a genuine choice. Both paths are open, and nobody else can decide which one is true to you. Test the air, listen to your own sense of timing and make the move that fits who you are. Whether you rise or wait, a choice made in good faith carries no fault.',
      'The dragon flies in the open sky. Here creative power reaches its fullest expression, and your influence can shape things far beyond yourself. Use it generously. The line also advises meeting those who share your vision, since great work is done with others. When strength and position come together like this, the effect can be broad and lasting.',
      'The dragon has climbed too high and lost touch with those below. Pushing beyond the natural peak of a situation leads to isolation and regret. If you notice yourself insisting, overreaching or refusing to come down, take it as a warning. Knowing when to stop is itself a form of strength, and stepping back now can spare you a harder fall.',
    ],
  },
  {
    number: 2,
    name: 'The Receptive',
    pinyin: 'Kūn',
    chinese: '坤',
    keywords: ['receptivity', 'devotion', 'support', 'patience', 'nurture'],
    summary:
      'Open, yielding, endlessly supportive: the earth that receives and brings to fruit. A time to follow a good lead, serve a purpose larger than yourself and trust slow growth.',
    judgement:
      'Where the first hexagram gives the spark, this one gives the ground in which it can take root. Every line is open, and the result is not emptiness but capacity: the power to receive, hold and nourish. The old text pictures a mare, strong and tireless yet willing to be guided. If you try to lead now, you are likely to lose your way; if you follow a worthy direction and add your devotion to it, you will find your footing. Support from like-minded people comes easily, while going it alone costs companionship. None of this is passive surrender. Receptivity asks for attention, patience and a quiet confidence that what you tend will grow in its own season.',
    image:
      'Earth lies upon earth, wide and level, carrying everything that lives on it without complaint. Its nature is to bear weight, whether of a mountain or a seed. A wise person takes from this a broad-hearted kind of strength: making room for others, holding them without judgement, and letting their own depth of character support the people and projects around them.',
    today:
      'Today responds better to listening than to pushing. Rather than forcing a plan, notice what the situation is asking of you and make yourself useful to it. Support a colleague, finish a task someone else left undone, or tend to the practical details that hold a larger effort together. Your contribution may not be loudly noticed, and that is fine. Keep your pace steady, your manner gentle and your attention wide. What you nurture quietly now is likely to bear fruit later.',
    lines: [
      'Frost crunches underfoot, and hard ice will follow. Small signs at the very beginning show which way a situation is heading. Pay attention to them now, while change is still gentle. A habit, a mood or a pattern that seems minor today can set firm over time, so deal with it early if it needs dealing with.',
      'Straight, square and generous: the earth does its work without straining. At the centre of this hexagram, your natural goodness is enough. You do not need special techniques or elaborate plans, only honesty and steadiness. When you act from your true nature, things fall into place almost of their own accord, and everything you touch benefits.',
      'You have real gifts, but this is a time to keep them somewhat hidden and put them at the service of a larger aim. If you work for someone else or a shared cause, do the job well without chasing recognition. Let the result speak for you. Completing the task matters more than claiming it, and your restraint will be remembered.',
      'The sack is tied shut. In an uncertain or tense setting, close to those with power, discretion protects you. Keep your opinions to yourself for now and avoid drawing attention. This earns neither praise nor blame; it is simply the safest course until conditions change. Reserve is not cowardice when the ground is unstable.',
      'A yellow robe worn underneath: quality expressed through modesty. Yellow is the colour of the centre and of the earth, and the lower garment is a sign of humility. You hold a position of real influence, yet you exercise it quietly and with refinement. That blend of dignity and unassuming grace brings the very best outcome.',
      'Dragons battle in the open country, and their blood runs black and yellow. When the yielding principle overreaches and tries to rule, it collides with the creative force, and both are wounded. If you have been accommodating for too long, resentment may be turning into a struggle for control. Step back before the conflict harms everyone involved.',
    ],
  },
  {
    number: 3,
    name: 'Difficulty at the Beginning',
    pinyin: 'Zhūn',
    chinese: '屯',
    keywords: ['birth pangs', 'new start', 'perseverance', 'seeking help', 'order from chaos'],
    summary:
      'The chaos and struggle that come with anything new. Growth is pushing through resistance; persist, organise and ask for help rather than forcing quick results.',
    judgement:
      'A seed breaking through hard ground, a baby’s first cry, a business in its first untidy months: all are pictured here. Thunder stirs beneath the storm clouds of water, and everything is in motion while nothing has yet taken shape. Such confusion is not a sign of failure. It is simply what beginnings feel like. The hexagram promises that effort and persistence will be rewarded, yet it warns against rushing ahead before the structure exists to support you. Gather helpers, put one thing in order at a time and accept that the mess is temporary. Out of this turbulence something living and lasting can emerge.',
    image:
      'Clouds heavy with rain hang over rumbling thunder, and the storm has not yet broken. The air is charged and tangled. Faced with such a time, thoughtful people set to work sorting and arranging, the way a weaver separates threads before any pattern can appear. Structure is the answer to chaos: not a rigid plan, but enough order to let growth find a direction.',
    today:
      'Expect today to feel a little messier than you would like. Plans may snag, people may be slow to respond and your own energy might scatter. Instead of fighting this, treat it as the normal turbulence of a new start. Choose the single most important thread and follow it. Ask for help where you need it rather than struggling alone. Small acts of organising, such as a list, a clear message or a tidied desk, can do more for you today than any grand push.',
    lines: [
      'Right at the start you meet resistance and hesitate. That pause is wise. Do not force your way past the obstacle, but do not abandon your purpose either. Stay steady, keep your aim in view and look for people who can help you. Treating others with humility now, even from a position of strength, wins the support you will need.',
      'Difficulties pile up, and the horse and carriage go separate ways. Someone approaches, and you are not sure whether they bring trouble or help. An offer may come that solves your problem too quickly and at too great a cost. It can be right to decline and keep waiting for the proper moment, even if that moment is far off. Loyalty to your true aim pays in the end.',
      'Set off after a deer with no forester to guide you, and you end up lost among the trees. You are tempted to press ahead into unfamiliar territory without knowledge or support. The sensible person notices the danger and turns back. Giving up this particular pursuit is not defeat: carrying on blindly would bring embarrassment or worse. Wait until you have the guidance you lack.',
      'The horse and carriage part, yet a chance of partnership appears. You cannot do this alone, and someone is offering to join you. Pride may tell you to refuse, but accepting help is the right move now. Reaching out and forming the connection brings good fortune, and everything goes better than it would have done without it.',
      'Your generosity is blocked: you have something to give, but circumstances or misunderstanding stop it from reaching people. Work patiently and on a small scale. Modest, careful steps can still do good, whereas a grand gesture now would be misread or would fail. Let trust build gradually before attempting anything large.',
      'Horse and carriage separated, tears of grief flowing. The struggles of the beginning have worn you down, and you are tempted to give up altogether. Despair here would lock you into the difficulty. Let yourself feel the frustration, then look for the smallest way forward. Beginnings are hard, but staying stuck in sorrow is harder still.',
    ],
  },
  {
    number: 4,
    name: 'Youthful Folly',
    pinyin: 'Méng',
    chinese: '蒙',
    keywords: ['inexperience', 'learning', 'teaching', 'humility', 'curiosity'],
    summary:
      'Inexperience meeting the chance to learn. Approach teachers sincerely, ask once and listen well; curiosity and humility turn not-knowing into the start of wisdom.',
    judgement:
      'Everyone begins as a beginner. This hexagram concerns the bond between someone who does not yet know and someone who can show them, and it places the responsibility on the learner to seek guidance sincerely. A good teacher does not chase students; they wait to be asked. When you do ask, ask once and with an open mind. Repeating the same question in the hope of a more pleasing answer, whether of a mentor or of this oracle, clouds the matter and wastes the lesson. Ignorance is not a fault here. Pretending to know, or refusing to learn, is. Steady application and respect turn confusion into understanding.',
    image:
      'A spring rises at the foot of a mountain. The water does not yet know where it will go; it simply fills each hollow before moving on, and in time it becomes a river. Good students and good teachers alike learn from this unhurried way of working. They shape their character by finishing each step properly, and they nourish the growth of others the same way, never rushing anyone past what they are ready to understand.',
    today:
      'Treat today as a lesson rather than a test. If you are unsure about something, admit it and ask someone who knows, then actually listen to what they tell you. Avoid asking the same question over and over in search of the answer you would prefer. If you find yourself in the role of teacher, be patient with a beginner’s mistakes and give clear, simple guidance. Either way, an open mind is worth more to you today than looking clever.',
    lines: [
      'A beginner needs some discipline in order to learn, and firm boundaries now can free them from bad habits. Yet discipline pushed too far becomes humiliation and crushes the wish to grow. Whether you are guiding someone else or training yourself, be firm but fair. Structure should serve learning, not punish the learner.',
      'Patience with the inexperienced is your gift here. You understand that people grow at their own pace, and you offer help without contempt. Such tolerance brings good fortune. Like a young person trusted with the running of a household, you are ready to take on responsibility because you handle the weaknesses of others gently and well.',
      'Someone loses themselves at the first glimpse of a dazzling, powerful figure. Throwing yourself at whatever seems impressive, and giving up your own judgement in the process, leads nowhere good. If you find yourself infatuated with an idea, a person or a shortcut, step back. Real learning cannot happen once you have handed over your dignity.',
      'Folly entangled in its own fantasies is left stranded and ashamed. If you keep clinging to unrealistic ideas and shut out anyone who could correct you, experience will eventually do the teaching, and it may sting. Sometimes the kindest thing a mentor can do is let a stubborn learner face the consequences. Try to let go of the illusion before that happens.',
      'Childlike openness brings good fortune. You approach the situation without pretence, trusting and eager to be taught, even if you hold an important position. That honest humility draws out the best help. Being willing to say you do not know, and to ask sincerely, is exactly what allows wisdom to reach you.',
      'When folly has gone too far, correction may have to be firm. Yet the aim of any discipline is to stop harm, not to inflict it. If you need to confront foolishness, whether someone else’s or your own, do so to restore order, not to vent anger or take revenge. Measured correction protects; punishment driven by rage only adds another mistake.',
    ],
  },
  {
    number: 5,
    name: 'Waiting',
    pinyin: 'Xū',
    chinese: '需',
    keywords: ['patience', 'timing', 'nourishment', 'confidence', 'preparation'],
    summary:
      'Rain clouds gather but have not yet broken. Strength waits in front of danger, not from fear but from good sense; nourish yourself, stay confident and let the timing ripen.',
    judgement:
      'Strength below meets danger above, and the right response is neither retreat nor attack but a calm, alert patience. This kind of waiting is not idle. It rests on an inner certainty that what you need will come when conditions are right, and it uses the time to prepare. Fretting drains you; pretending the obstacle is not there puts you at risk. Look at the situation honestly, attend to your own health and morale, and keep faith with your aim. When the moment arrives, you will be ready to move, even to cross difficult waters. Sincerity, clear sight and timing together bring success.',
    image:
      'Clouds climb into the sky, promising rain that has not yet fallen. Nothing can make the rain come sooner. Someone with sense, seeing this, does not pace and worry. They eat well, rest, enjoy good company and keep their spirits high, trusting that the season will turn. Being well nourished in body and mind is the best preparation for whatever the weather brings.',
    today:
      'Something you want is not quite ready, and pushing will not hurry it. Use today to prepare rather than to force. Eat properly, get some rest, tidy up the loose ends that will matter later. If you are waiting for news, a decision or a reply, resist the urge to chase it again and again. Confidence that is calm rather than anxious will serve you best. When the moment to act does come, you will want to meet it fresh.',
    lines: [
      'Waiting in the meadow, far from the trouble. Danger is still distant, and nothing yet demands action. The best course is to carry on with ordinary life, keeping your routines steady and your energy intact. Do not jump at shadows or spend strength on problems that have not arrived. Constancy now prevents mistakes later.',
      'Waiting on the sand, closer to the water. Tension is building, and there may be a little gossip or criticism as people grow restless. Do not let small words provoke you into a hasty reply. Keep calm, stay generous and let the chatter pass. The ending is good for those who hold their ground with quiet confidence.',
      'Waiting in the mud at the water’s edge. You have moved too close to the difficulty before you were ready, and now you are stuck and exposed. That position invites trouble, perhaps even open opposition. Take your situation seriously. Caution and a sober look at the facts can still keep things from getting worse.',
      'Waiting in blood: the danger has arrived, and you are caught in it. This is no time for struggle. Keep still, stay as calm as you can and let the situation show you the way out. Thrashing about would only sink you deeper. Climbing out of the pit is possible if you yield to circumstances rather than resist them.',
      'Waiting with food and wine. Even in the midst of difficulty there is a pause, a moment of relief. Enjoy it and restore your strength, but do not forget your purpose. Steadfastness combined with a little ease brings good fortune. Use the interval to gather yourself for the next step.',
      'Falling into the pit, you find three unexpected guests arriving. The waiting is over, and what comes may not look like the help you had in mind. Greet it with respect anyway. An unexpected visitor, offer or change of plan can turn out to be the very thing that rescues you. Openness brings good fortune in the end.',
    ],
  },
  {
    number: 6,
    name: 'Conflict',
    pinyin: 'Sòng',
    chinese: '訟',
    keywords: ['dispute', 'disagreement', 'caution', 'compromise', 'fairness'],
    summary:
      'Opposing wills and a clash of interests. Stop short of fighting to the bitter end; seek fair judgement, be honest about your part and avoid sweeping gambles.',
    judgement:
      'Heaven rises while water sinks, and two forces move apart. This is the shape of a dispute: each side feels certain it is right, and the gap widens. You may have a genuine grievance, yet the hexagram counsels caution. Pressing the fight all the way to victory brings trouble even if you win, because the damage to trust lingers. Meeting halfway, or stopping before positions harden, is wiser. Where agreement cannot be reached, a fair-minded third party can help. This is not a good time for bold ventures or high-stakes moves. Clear agreements at the outset prevent most quarrels; where one has already begun, keep your own conduct clean.',
    image:
      'Heaven pulls upward and water flows downward; the two move in opposite directions, and the space between them grows. Conflict often starts this way, quietly, in differing aims that nobody names. Noticing this, the prudent pay close attention to the start of any undertaking. They clarify expectations, agree terms and set things up fairly, so that disputes have little room to take root.',
    today:
      'A disagreement may surface today, or an old one may flare. Before you respond, ask what you actually want from the exchange: to be proved right, or to find a workable way forward? The second is usually worth more. Keep your tone even and your facts straight. If things are getting heated, it is fine to pause and come back later, or to ask someone neutral for their view. Avoid signing, committing to or escalating anything important while tempers are high.',
    lines: [
      'At the very start of a quarrel, let it drop. A brief exchange of words, perhaps some mild criticism, is the worst that happens if you do not pursue it. Making a big issue of a small slight would draw you into something far more costly. Say what needs saying, briefly, and then let the matter go.',
      'You cannot win this fight, and wisdom lies in seeing it. Withdrawing is not shameful when the opponent is stronger or the cause is doubtful. By stepping back and going home, so to speak, you protect not only yourself but the people who depend on you. Pride would have them share the consequences of a losing battle.',
      'Live on what you have already earned, and hold to the virtue you have long practised. Secure, modest ground is safer than new claims now. If you serve others or work within a larger structure, do your part without seeking credit. Though the position carries some danger, quiet integrity brings good fortune in the end.',
      'You want to press your case, but you find you cannot, and so you turn back. That change of heart is the right one. Accept the situation, return to what is fair and make peace with what you cannot control. Letting go of the struggle brings calm, and your character is strengthened by it.',
      'Take the matter before someone just. Here the disagreement meets a fair and powerful arbiter who can weigh each side honestly. If you are in the right, this brings great good fortune. If you hold that role yourself, your task is to listen without bias and to settle the question cleanly, so that both parties can move on.',
      'A ceremonial belt awarded in the morning may be taken back three times before the day is out. A victory forced through argument and pressure does not last; it breeds resentment and invites fresh challenges. Ask yourself whether winning this contest is really worth the cost to your peace and reputation. An honour seized by force rarely stays yours.',
    ],
  },
  {
    number: 7,
    name: 'The Army',
    pinyin: 'Shī',
    chinese: '師',
    keywords: ['discipline', 'organisation', 'leadership', 'collective effort', 'strategy'],
    summary:
      'Collective effort under disciplined leadership. Organise carefully, serve a just cause and follow, or become, a leader whose authority is earned by experience and care.',
    judgement:
      'An army is many people acting as one, and that only works when there is clear order and a purpose worth serving. This hexagram calls for discipline, whether you are leading a team, organising a household or marshalling your own scattered energies. The single strong line in the lower trigram is the seasoned leader, supported by many yielding lines. Authority here must rest on competence and trust, not on force. If the cause is just and the leadership sound, there is good fortune and no error. Be wary of rash actions and unclear command; divided loyalties or vague goals turn an ordered body into a mob.',
    image:
      'Water lies hidden within the earth, like groundwater under a field. It is invisible yet present everywhere, ready to be drawn on when needed. In the same way, the strength of an organised community lies in its people. Good leaders treat those people generously, earning their loyalty in times of peace, so that when effort is called for, willing support is already there.',
    today:
      'Today rewards organisation. If you are juggling many tasks or working with others, take a moment to set clear priorities and roles. Who is doing what, and why? Lead by example rather than by decree, and make sure the aim is one people can believe in. If you are following someone else’s lead, give your full effort and raise concerns openly rather than undermining the plan. Discipline today is less about strictness than about pulling together.',
    lines: [
      'Troops who leave camp in disarray are beaten before they meet anyone. At the beginning of any collective effort, the rules, roles and reasons need to be clear. If the cause is muddled or the plan sloppy, trouble follows, even if things start well. Take the time now to set things up properly; order at the outset saves much grief later.',
      'In the midst of the troops, sharing their hardships, the leader wins their trust. Here you are central to the effort, and your closeness to the people you work with is your strength. Recognition comes from above for work well done, perhaps more than once. Stay connected, fair and engaged, and good fortune follows naturally.',
      'The wagon carries the dead: a grim picture of what happens when command is divided or unqualified people take charge. If too many voices are giving orders, or someone is leading without the skill to do it, the outcome will be painful. Clarify who is responsible. Without a clear head, even good intentions end in loss.',
      'The army withdraws. When the opposition is too strong or the ground is poor, retreat is the sensible choice, not a disgrace. There is no fault in pulling back to preserve your resources and regroup. Knowing when not to fight is part of good strategy, and it leaves you able to act later.',
      'Game has entered the field, and it is right to catch it. A real problem has appeared, and it needs a firm response. Choose the right person to lead, someone experienced and steady, and give them full support. If inexperienced people are put in charge, or authority is split, the effort falters. With clear leadership, action now is justified.',
      'The campaign is over, and the ruler hands out rewards, grants lands and founds new houses. Success must now be consolidated. Give responsibility to those who have proved trustworthy and capable, and be careful not to promote people who lack integrity simply because they helped in the struggle. What you build after a victory decides whether it lasts.',
    ],
  },
  {
    number: 8,
    name: 'Holding Together',
    pinyin: 'Bǐ',
    chinese: '比',
    keywords: ['union', 'belonging', 'alliance', 'loyalty', 'community'],
    summary:
      'Water settling over the earth: people drawing together around a shared centre. Join wholeheartedly and in good time, and make sure the bond rests on real values.',
    judgement:
      'Water covers the earth and flows into every hollow, holding the ground together. This hexagram is about belonging: a group gathering around a centre, a friendship deepening, a community forming. The single strong line in the fifth place is the person or principle that draws everyone in. If you are that centre, ask yourself honestly whether you have the steadiness and goodwill to deserve it. If you are deciding whether to join, do not hang back too long. Those who hesitate endlessly can find the circle has closed without them. Union built on sincerity brings good fortune; union built on convenience does not hold.',
    image:
      'Water spreads over the surface of the earth, filling every low place and binding the soil. Nothing is left out. A wise leader takes this as a model for gathering people: reaching out to each part of a community, keeping in warm contact with those who hold responsibility, and forming relationships that make the whole stronger than its parts.',
    today:
      'Today favours connection. Reach out to someone you have been meaning to contact, or show up for a group you belong to. If you are wondering whether to commit to a team, friendship or project, consider what values it truly rests on, and then decide rather than hovering. Offer loyalty where it is earned and receive it gracefully. Small acts of solidarity, a message, a shared meal or a helping hand, can strengthen bonds that will support you for a long time.',
    lines: [
      'Hold to others with sincerity, and the bond begins well. At the start of a relationship or alliance, honesty matters more than clever words. Like a plain earthenware bowl filled to the brim, a sincere heart is enough. Good fortune can then come from unexpected directions, because people trust what is genuine.',
      'The bond comes from within. You join others because of your own conviction, not because you are flattered or pressured. That keeps your dignity intact. Loyalty that grows from the heart, at the centre of your being, is steady and brings good fortune. Do not lose yourself in trying to please.',
      'You are holding together with the wrong people. Closeness to those who do not share your values can pull you away from your true self. Be friendly, by all means, but do not let intimacy develop where it does not belong. Keeping some distance preserves your freedom to make better connections later.',
      'Here you show your loyalty openly, to someone who stands at the centre and deserves it. Supporting a worthy leader or cause in public is right now, and it brings good fortune. Just be sure your commitment remains steady. Being seen to stand by what you believe in strengthens both you and the group.',
      'The natural centre of a community does not chase people or force them to stay. Think of a royal hunt that leaves one side of the circle open, so that any animal wishing to escape may do so: this kind of leader lets people come and go. Those who stay do so willingly, and that voluntary loyalty is the strongest bond of all.',
      'There is no head, no centre to hold things together. Perhaps the moment to commit has passed, or the group lacks a clear purpose. Without a good beginning, the union cannot reach a good end. If you sense you have missed the chance, acknowledge it honestly. Regret is best used to inform the next choice, not to dwell on this one.',
    ],
  },
  {
    number: 9,
    name: 'Small Taming',
    pinyin: 'Xiǎo Chù',
    chinese: '小畜',
    keywords: ['restraint', 'gentle influence', 'small steps', 'patience', 'accumulation'],
    summary:
      'Gentle forces hold back a strong one, for now. Influence comes through small, patient steps and quiet refinement rather than force; the rain is gathering but has not yet fallen.',
    judgement:
      'A single yielding line, in the fourth place, holds back five strong ones. It cannot stop them for long, yet it can slow, shape and guide them. This is a time when your ability to make big moves is limited, and the answer is to work through gentleness, persuasion and attention to detail. Dense clouds build up from the west, but the rain has not arrived. Progress is real, only not yet visible. Do not try to force the breakthrough. Tend the small things, keep your goals in view and let influence accumulate little by little. The release will come in its own time.',
    image:
      'Wind moves across the sky, pushing clouds along without yet bringing rain. Its power is real but gentle; it cannot move mountains, only shape what is light. In a season when large actions are out of reach, the thoughtful turn to refining their own manner and skills. Polishing how you express yourself, and the small habits of daily life, is the work this time allows.',
    today:
      'Big breakthroughs are unlikely today, but small gains are within reach. Instead of trying to change everything, pick one detail and improve it. A kind word, a careful edit, a patient explanation: these are the tools that work now. If you meet resistance, do not push harder; adjust your approach and try again gently. Keep your plans alive, but be content with modest steps. What you add quietly today accumulates.',
    lines: [
      'Returning to your own path, you find no fault. You felt the pull to push forward, met a check and went back to where you belong. That instinct is sound. At this early stage it costs nothing to step back and reconsider, and doing so keeps you out of a struggle you do not need.',
      'Drawn back alongside others who are also being held in check, you return to the right way. Acting in concert with like-minded people, rather than striking out alone, protects everyone’s integrity. There is good fortune in accepting restraint gracefully, from a centred place, when pressing on would only cause friction.',
      'The wheel loses its spokes and the cart stops dead. Someone tries to force progress while a weak influence holds the reins, and the whole enterprise breaks down. Between partners, this can show as a quarrel in which two people glare at each other rather than talk. Overreaching now costs dignity; slow down and repair the wheel.',
      'Truthfulness keeps blood from being spilt and lets fear drain away. In a delicate position close to power, you are trying to restrain someone stronger. Truthfulness is your only real protection. Speak honestly and without manipulation, and you will find the danger passes. Deception here would be both useless and risky.',
      'Sincerity binds you to your neighbours, and you are rich in them. Mutual loyalty turns modest individual resources into shared abundance. Your influence can now be used on behalf of others, and when you do so faithfully, both you and they benefit. Trust spread between people is its own kind of wealth.',
      'At last the rain arrives, and with it a chance to settle. The gentle force has achieved its aim through patient accumulation. Now is the moment to consolidate and stop pushing. The moon is nearly full: success tempts you to keep going, but forcing further would invite misfortune. Be content with what has been gained.',
    ],
  },
  {
    number: 10,
    name: 'Treading',
    pinyin: 'Lǚ',
    chinese: '履',
    keywords: ['conduct', 'courtesy', 'caution', 'respect', 'tact'],
    summary:
      'Stepping carefully on the tiger’s tail. Good manners, tact and clear conduct carry you safely through a situation with powerful people or high stakes.',
    judgement:
      'The picture is startling: someone steps on the tail of a tiger, and the tiger does not bite. Why? Because the person moves with courtesy, lightness and good humour, giving the stronger party no cause for offence. This hexagram is about conduct in delicate circumstances. When you are dealing with someone more powerful, or with a situation that could turn dangerous, the right manner matters as much as the right intention. Respect the differences in position without grovelling. Be cheerful, correct and clear. Careful, considerate behaviour lets you move forward where force or carelessness would provoke an attack.',
    image:
      'Heaven stands high above; the lake lies low beneath it. Each is in its proper place, and the difference between them is natural rather than unjust. People of good sense notice such distinctions in human life too: not to rank one another by worth, but to understand roles and behave fittingly in each. When everyone knows where they stand, people are settled and calm, and fewer quarrels arise.',
    today:
      'Today calls for tact. You may be dealing with someone in authority, a prickly personality or a delicate conversation. Go in lightly, with good manners and a clear sense of what you want. Politeness is not weakness here; it is what keeps the tiger from biting. Notice the unspoken rules of the setting you are in and respect them. If you need to disagree, do so courteously and with a smile. A little care with how you say things goes a long way.',
    lines: [
      'Simple, unpretentious conduct lets you make a start without trouble. You do not need to impress anyone yet. Go your own way, modest and honest, without chasing status. If you do want to advance, do it because you have something to offer, not because you are restless. Plainness at the beginning protects you.',
      'Walking a smooth and level road, a quiet person stays on course. You are not caught up in the ambitions or rivalries around you, and that inner calm is your strength. Keep to your path with serene independence. Asking little of the world, you are not entangled in its snares, and good fortune follows.',
      'Half-blind yet sure of their sight, limping yet sure of their stride, someone blunders onto the tiger’s tail, and this time the tiger bites. Recklessness is not courage. Before charging in, check honestly whether you have the strength and the clarity the task really requires.',
      'You tread on the tiger’s tail, but with great care. The situation is dangerous, and you know it. Because you proceed with caution and respect, and because you have the inner strength to act, the outcome is good in the end. Stay alert, move step by step and do not let confidence turn into carelessness.',
      'Resolute conduct, with full awareness of the danger. Authority rests with you, and you must sometimes act decisively. Firmness is needed, yet you cannot afford to forget the risks. Hold to your course while keeping your eyes open. Strength combined with humility about the stakes is what keeps this line safe.',
      'Time to review the road you have walked and judge it by its fruits. The consequences of your conduct are now visible. If you have acted well, the fruits are excellent, and you can take real satisfaction in them. This is a moment for honest reflection: what worked, what did not, and what you would carry forward.',
    ],
  },
  {
    number: 11,
    name: 'Peace',
    pinyin: 'Tài',
    chinese: '泰',
    keywords: ['harmony', 'prosperity', 'balance', 'flow', 'goodwill'],
    summary:
      'Heaven and earth in communion: a season of harmony, flow and shared prosperity. Enjoy it, share it and use it well, remembering that every good time has its own rhythm.',
    judgement:
      'The receptive earth sits above and the creative heaven below, and so each moves towards the other: earth sinks, heaven rises, and they meet. This is the picture of a blessed time, when communication flows, people cooperate and effort bears fruit. What is petty falls away and what is generous grows. The hexagram encourages you to make the most of such a period. Build, connect, give. At the same time, stay awake; peace is a condition to be tended, not a possession to be hoarded. Those who use good times to strengthen the foundations and share the benefits find that the harmony lasts longer.',
    image:
      'Earth above, heaven below: the two are joined and exchange their gifts. Seasons turn properly, rain and sun come in their time, and the land flourishes. A wise leader in such a time helps the natural order along, shaping, dividing and guiding the abundance so that it reaches people where they need it. Good fortune is best managed thoughtfully, not left to chance.',
    today:
      'Things are likely to flow more easily today. Conversations open up, cooperation comes naturally and small efforts go a long way. Use this: tackle something that needs goodwill from others, mend a strained relationship or start a shared project. Share credit and resources freely. At the same time, do not let ease make you careless. Lay a few foundations while the going is good, so that the benefits of this day can carry into less easy ones.',
    lines: [
      'Pull up one blade of grass and others come with it, roots tangled together. At the start of a good period, people of like mind draw one another forward. If you move now, you will not move alone. Join with those who share your aims and undertake something worthwhile; the time favours it.',
      'At the centre of a peaceful time, breadth of heart is asked of you. Be patient with people who lack polish, and daring where a crossing needs courage. Keep faraway matters in mind, and do not let old friendships turn into favouritism. Holding this middle course keeps the peace alive for everyone.',
      'Level ground always tilts somewhere into a hillside, and whatever goes out eventually comes back. Good times do not stay still, and here the first hint of change appears. Do not be alarmed. Keep steady and honest, even as difficulty approaches, and you will not go wrong. Enjoy the good fortune you still have, without pretending it is eternal.',
      'Like birds dropping from the branches to join the flock below, someone of standing comes down to mix freely with ordinary people, unguarded and without showing off. Trust does not need to be bought or ordered; it arises naturally from this openness. If you hold some advantage, share it plainly, and let relationships rest on honesty.',
      'The ruler gives a daughter in marriage to someone of lower rank. Here the person in power lowers themselves willingly, joining with those below in a genuine union. Such humility at the top brings blessing and great good fortune. If you have influence, use it to build bridges rather than to keep distance.',
      'The city wall slides back into the ditch it was dug from. The time of peace has reached its end, and decline has set in. Do not try to resist with force; calling out the troops would only make things worse. Look after your own circle, keep your affairs in order and accept the change of season. Stubborn resistance here brings regret.',
    ],
  },
  {
    number: 12,
    name: 'Standstill',
    pinyin: 'Pǐ',
    chinese: '否',
    keywords: ['stagnation', 'obstruction', 'withdrawal', 'integrity', 'waiting'],
    summary:
      'Heaven and earth drift apart, and communication breaks down. A time of stagnation: keep your integrity, do not bargain it away, and wait for the season to turn.',
    judgement:
      'Here the order of the previous hexagram is reversed. Heaven sits on top and pulls away upwards; earth sits below and sinks. They no longer meet. In human terms, this is a period when understanding fails, institutions stall and small-minded influences gain ground. Efforts to push through may meet indifference or obstruction. The hexagram does not ask you to fight, nor to compromise your values in exchange for advantage. Withdraw inward, hold to what you know is right and keep your own counsel. Standstills do not last forever. Integrity preserved through a lean time becomes a foundation when things open up again.',
    image:
      'Heaven rises away from earth, and the two lose contact. Nothing passes between them; growth stalls. A wise person, seeing such a time, draws back into their own worth rather than seeking position, rewards or flattery from a system that is out of balance. Keeping a low profile and declining tempting offers protects them from being compromised, and keeps their inner light intact.',
    today:
      'Things may feel stuck today: messages go unanswered, plans stall, or people seem to be talking past each other. Do not take it personally, and do not force it. This is a good day for inward work, for reflection, maintenance and keeping your standards high even when nobody seems to notice. Be wary of shortcuts that ask you to bend your principles. Let the logjam be for now. When the flow returns, you will be ready, with nothing to regret.',
    lines: [
      'Pull up the grass and the roots come too: here, people of good character withdraw together rather than join what is going wrong. At the start of a standstill, stepping back alongside like-minded people protects your integrity. Holding firm in this way brings good fortune and, in time, success.',
      'Those in power may tolerate you, even favour you, if you flatter them. Small-minded people thrive on such arrangements. Someone of greater heart accepts the standstill rather than buying comfort at the price of principle. That refusal may cost you now, but it keeps your inner path open to real success later.',
      'Shame is quietly building. Those who rose through dubious means start to feel the weight of it, even if nobody has said anything yet. If you recognise yourself in this, take it as a turning point. Discomfort with what you have done is the first step towards doing better, and it should be heeded rather than buried.',
      'Acting on behalf of something higher, rather than for yourself, you remain without fault. The standstill is beginning to shift, and someone with a genuine calling can start to move things. Those who share the vision are drawn in and benefit. Make sure your motives are clean; then your efforts will find support.',
      'The standstill gives way, and the great person’s steadiness brings good fortune. Yet this is not the moment to relax. Keep asking yourself what could still go wrong, and tie your gains securely, as one might bind something precious to the deep roots of a mulberry bush. Vigilance makes the recovery last.',
      'Here the blockage breaks up, and what was stuck can move again. Yet the turn does not happen by itself. It takes someone willing to act, to reopen the channels and rebuild trust. Be that person if you can. After a long stagnation, even a small effort at renewal makes a big difference.',
    ],
  },
  {
    number: 13,
    name: 'Fellowship',
    pinyin: 'Tóng Rén',
    chinese: '同人',
    keywords: ['fellowship', 'community', 'shared purpose', 'openness', 'inclusion'],
    summary:
      'Fire rising towards heaven: people united by a shared purpose. Build fellowship openly and fairly, beyond cliques, and great undertakings become possible.',
    judgement:
      'Fire flames upward and meets the sky, and the two share one direction. This hexagram describes real fellowship: not a private circle of favourites, but a bond open to everyone who shares a worthy aim. Such union must be built in the open field, where nothing is hidden and nobody is excluded for petty reasons. When it is, people can attempt together what none could manage alone, even crossing a great river. The key lies in clear values at the centre and fairness at the edges. Partisanship and secret agendas wreck fellowship; openness and principled leadership let it thrive.',
    image:
      'Fire burns beneath heaven, its light reaching upward and outward. Both move the same way and illuminate each other. From this a good organiser learns how to bring people together: by seeing clearly what different groups and things are, sorting them with discernment, and then uniting them around what they truly have in common. Clarity about differences makes genuine unity possible.',
    today:
      'Today favours teamwork and open doors. Invite someone new into a conversation, or look past the usual faces when you need help. If there is tension in a group, bring it out into the open rather than letting it fester behind closed doors. Shared goals stated clearly will do more than any amount of manoeuvring behind the scenes. Notice if you are tempted to favour your own little circle, and widen it instead. Common ground is there to be found.',
    lines: [
      'Fellowship begins at the gate, where people meet before any private loyalties have formed. At this early stage everything is open and equal. Keep it that way. Avoid side deals or secret alliances; just meet people as they are. Beginning with such openness leaves no room for regret.',
      'Fellowship within the clan only: a closed circle formed out of self-interest or family loyalty. When union shrinks to a faction, it excludes others and breeds resentment. If you notice that your group has become cliquish, or that you are favouring your own people unfairly, open the doors. Narrow bonds bring embarrassment in the end.',
      'Weapons hidden in the undergrowth, a watcher on the high hill, and for three years nothing happens. Mistrust has crept into the fellowship, and people are quietly arming themselves against one another. Such suspicion only deepens the divide. If you are waiting for an attack that never comes, ask whether your own guardedness is the problem.',
      'Climbing onto the wall, you find you cannot attack after all. A conflict was brewing, but at the last moment you see it is neither necessary nor right. Stepping back from the fight is the wise choice. Seeing reason just before you act is good fortune; the difficulty itself brings you back to sense.',
      'Weeping gives way to laughter. Two people, or two groups, who belong together are kept apart by obstacles, and the separation hurts. Yet their hearts are united, and after a real struggle they meet again. The pain is worth enduring. A bond rooted in the heart can overcome the forces that divide.',
      'Fellowship in the meadow, outside the town. This union is broad but not deep; it does not yet include everyone, nor is it intimate. There is nothing wrong with it, and nothing to regret, but it is not the full flowering of community. Be content with what exists, while keeping the wider goal in mind.',
    ],
  },
  {
    number: 14,
    name: 'Great Possession',
    pinyin: 'Dà Yǒu',
    chinese: '大有',
    keywords: ['abundance', 'prosperity', 'generosity', 'clarity', 'responsibility'],
    summary:
      'The sun shining high over everything: great abundance in the hands of someone modest and clear-sighted. Share what you have, use it wisely and let generosity guide you.',
    judgement:
      'A single yielding line holds the place of honour, and all five strong lines gather around it. This is the picture of wealth, influence or success held by someone gentle and open rather than grasping. Such a person attracts abundance precisely because they do not cling to it. The hexagram promises great success, but it carries responsibility. Prosperity reveals character. Used with clarity and generosity, it blesses everyone around you; hoarded or flaunted, it becomes a burden. Stay humble, see your situation truthfully and let what you have serve something larger than your own comfort.',
    image:
      'Fire blazes high in the sky, like the midday sun lighting every corner of the land. Nothing is hidden under such light; good and bad stand out clearly. A wise person holding great resources uses that clarity to check what is harmful and encourage what is good. They see their abundance as a gift held in trust, to be used in harmony with what is right.',
    today:
      'You may have more going for you today than you realise: resources, skills, goodwill or simply time. Take stock, and then use what you have well. Share something generously, whether that is knowledge, help or recognition. Clarity is your ally; look honestly at what is working and what is not. Avoid showing off or overspending, in money or in energy. Abundance lasts longer when it is handled with a light, open hand.',
    lines: [
      'Early in a time of plenty, you have not yet been touched by its temptations. Keep it that way. Stay clear of arrogance and waste, and remember the difficulties you have known. Mindfulness of how things could go wrong keeps you from the mistakes that wealth so often invites.',
      'A big wagon, ready for loading. Your resources are not just valuable but movable: you have the capacity and the helpers to put them to work. You can take on a substantial task now. Wealth that is used, rather than stored, accomplishes real things, and there is no fault in setting out.',
      'A prince offers his wealth to the ruler for the common good. Someone of large heart puts their possessions at the service of the whole. Someone meaner of spirit would never think of it, treating whatever they own as theirs alone. Consider whether what you have could do more good if it were shared or placed in service.',
      'Standing close to the centre of power, you are tempted to compete with those around you in show and display. Resist it. Keeping a modest distance from such rivalry, and not trying to outshine anyone, protects you. Your position is strong precisely because you do not flaunt it.',
      'Your sincerity is open and warm, yet it carries natural dignity. People are drawn to you because you are approachable, and they respect you because you are not a pushover. This balance of openness and authority brings good fortune. Kindness without firmness invites disrespect; here, you have both.',
      'Blessed from above, everything goes well. Someone who has used abundance modestly, honouring what is right and the people who helped, finds their good fortune confirmed. This is the rare point where success and virtue coincide. Receive it with gratitude, and keep honouring the sources of your blessings.',
    ],
  },
  {
    number: 15,
    name: 'Modesty',
    pinyin: 'Qiān',
    chinese: '謙',
    keywords: ['modesty', 'humility', 'balance', 'fairness', 'quiet strength'],
    summary:
      'A mountain hidden within the earth: real substance carried without display. Modesty brings success, evens out extremes and lets quiet strength carry things through.',
    judgement:
      'The mountain, which normally towers above, lies beneath the earth here, its height concealed. This is a portrait of modesty: not false self-deprecation, but the poise of someone who has substance and does not need to advertise it. Such a person is easy to trust and hard to resent. The hexagram says that modesty leads to success and that someone steady in it can see things through to the end. The natural world itself works this way, wearing down what is too high and filling up what is low. Hold your strengths lightly, treat others fairly and let your work speak.',
    image:
      'A mountain lies hidden inside the earth. Its mass is still there, but it has sunk below the surface, and the ground above is level. Someone even-handed takes this as a lesson in balance: where there is surplus they trim it, where there is want they make it good, and they judge each case on its merits so that nobody is short-changed. Evenness of this kind is modesty put into practice.',
    today:
      'Let your work speak for you today. If you have done something well, there is no need to announce it; people will notice. Offer credit to others, listen more than you talk and be fair in small dealings. Modesty does not mean hiding or shrinking, though. If something needs to be said or done, do it plainly and without fuss. Quiet competence and an even hand will earn you more goodwill than any display.',
    lines: [
      'Your humility is so natural that you hardly notice it yourself, and that is what makes a great undertaking possible. You make no fuss of it; it is simply how you are. At the start of any venture, this unassuming manner smooths the path and wins quiet support. Even a difficult crossing becomes possible when you travel light.',
      'Modesty that shows itself outwardly, because it is real inside. People can hear it in how you speak and see it in how you act. You do not have to perform humility; it comes through naturally. Holding steady to that inner truthfulness brings good fortune and influence.',
      'Someone of real merit who stays modest carries things through to the end. You have worked hard and achieved something, and it is tempting to claim recognition. Yet people support you precisely because you do not demand it. Keep going, keep humble, and what you have started will be completed.',
      'Modesty in action benefits everything you do. Standing between those above and those below, you find that humility keeps both relationships healthy. Yet be careful not to hide behind modesty. Where action or responsibility is called for, step up in the same unassuming spirit.',
      'Without boasting of your wealth, you win over your neighbours. Modesty, however, is not the same as weakness. Sometimes a firm response is needed, even a decisive move against something wrong. Because you act from fairness rather than ego, your strength is accepted. Nothing here goes against you.',
      'Modesty has become outwardly known, but now it must turn inward, to discipline yourself. If things have gone wrong, look first at your own house rather than blaming others. It may be time for a clear, firm correction of your own habits or of the affairs closest to you. Honest self-correction is modesty at its strongest.',
    ],
  },
  {
    number: 16,
    name: 'Enthusiasm',
    pinyin: 'Yù',
    chinese: '豫',
    keywords: ['enthusiasm', 'inspiration', 'readiness', 'music', 'momentum'],
    summary:
      'Thunder bursting from the earth: energy, inspiration and the momentum that gets people moving together. Channel enthusiasm wisely, in tune with others, and it can carry great things.',
    judgement:
      'After a long stillness, thunder breaks out of the ground, and everything wakes. This is the hexagram of enthusiasm: a stirring energy that inspires people and moves them to act together. Its strength lies in harmony with what is already moving; like music that sets a crowd swaying, it works because it expresses something people already feel. The single strong line is the leader whose spirit draws others in. Now is a good time to gather helpers and launch an effort, provided the excitement is grounded in genuine purpose. Enthusiasm that flows with the natural direction of things can achieve a great deal. Forced or self-serving hype quickly fizzles.',
    image:
      'Thunder rumbles out of the earth at the start of spring, and the world comes alive. In the old kingdoms, people answered such energy with music, with rhythm and song to celebrate merit and honour their ancestors. Those who lead well understand the power of what moves hearts: shared ritual, celebration and harmony can lift a community and unite it around what it values most.',
    today:
      'There is energy in the air today; use it. If you have an idea you have been nursing, share it with people who could catch the spark. Music, movement and celebration can lift your mood and other people’s, so do not dismiss them as frivolous. Just make sure your excitement is rooted in something real, and check that others are genuinely with you rather than simply swept along. Inspired momentum, well directed, can get a lot done.',
    lines: [
      'Trumpeting your enthusiasm too early, especially about connections with important people, brings misfortune. At the start, excitement should be kept in check. Boasting about what you expect or whom you know invites resentment and disappointment. Let the energy build quietly before you announce anything.',
      'Firm as a rock, you do not get swept along by the general excitement. You see the signs early and know when to step aside, not waiting even until the end of the day. That steady clarity is rare and valuable. Holding your ground calmly, without being carried off by the crowd, brings good fortune.',
      'Looking upward for enthusiasm, waiting for someone above to give you the signal, leads to regret. So does hesitating too long. Depending on others to fire you up makes you passive. Find the source of your energy within, and act when the moment is right rather than waiting for permission.',
      'Here is the source of enthusiasm, the one whose confidence moves others. Great things are possible. Do not doubt yourself. Friends come together around your sincerity like loose strands of hair caught up in a single pin. Lead with trust and openness, and people will rally willingly.',
      'Chronically under strain, yet not defeated. You hold real authority, but enthusiasm is blocked, perhaps by constant pressure or a situation that never quite resolves. Oddly, this very pressure keeps you from complacency. You can endure it; just do not mistake the absence of collapse for health.',
      'Enthusiasm has turned into delusion. You are carried away by excitement, fantasy or indulgence, and you may have lost sight of reality. Yet it is not too late. If you wake up and change course, even now, after the fact, there is no lasting harm. Sober reflection is the antidote to runaway exuberance.',
    ],
  },
  {
    number: 17,
    name: 'Following',
    pinyin: 'Suí',
    chinese: '隨',
    keywords: ['following', 'adaptability', 'responsiveness', 'trust', 'rest'],
    summary:
      'Thunder resting within the lake: knowing when to follow and when to rest. Adapt to the time, follow what is worthy and earn the trust that makes others follow you.',
    judgement:
      'Movement below, joy above: thunder stirs and the lake answers with gladness. This hexagram shows how following works at its best. The strong gives way to the gentle; a leader first learns to serve, adapt and listen, and in doing so gains a following freely given. Nobody is pushed or tricked. For you, it may mean yielding to the demands of the time rather than clinging to your own plan, or choosing carefully whom and what you follow. Success comes, so long as you remain true to what is right. Following without principle turns into drifting; adapting with principle becomes wisdom.',
    image:
      'Thunder lies quiet in the middle of the lake, its energy resting beneath the water, as in autumn when thunder withdraws into the earth. A wise person follows this rhythm of the day and the year. As the light fades, they stop work, go home and let body and mind recover. Knowing when to stop is part of following the times gracefully.',
    today:
      'Today goes better if you move with the current rather than against it. Notice what the situation is calling for and adapt your plans accordingly. If someone else has a better idea, follow it gladly. Be choosy, though, about whose lead you take; not everyone heading somewhere is heading somewhere good. And remember that following the natural rhythm includes rest. When your energy dips this evening, honour it instead of pushing through.',
    lines: [
      'The standard is shifting: what you have been guided by is changing. Rather than digging in, step outside your usual circle and listen to different voices. Talking with people beyond your familiar group opens fresh perspectives. If you stay faithful to your principles while adapting your habits, the change works in your favour.',
      'Attach yourself to the little boy and the strong man walks away. Your loyalties are being tested: hold on to what is small, easy or comfortable, and you forfeit what could make you grow. You cannot follow both. Choose deliberately rather than by default, knowing what each path will cost.',
      'Choosing the strong man, you leave the little boy behind. Here you have chosen the path of growth, and you must accept what it costs. Some familiar comforts or companions fall away. Through following what is worthy, you find what you were seeking. Stay steady, and do not look back with too much regret.',
      'Following brings success, but watch your motives. People are gathering around you, perhaps for what they can get. If you go on accepting such followers uncritically, trouble comes. Stay sincere, keep to the right way and be open about your aims. Clarity protects you from flatterers.',
      'Sincere in what is good, you are guided by it. Someone in a position of influence who truly follows what is worthy, rather than convenience or fashion, finds that things go well. Let your deepest values lead you. When the person at the centre is loyal to the good, everyone around them benefits.',
      'Firmly bound by loyalty, and bound closer still. Someone who had withdrawn from the world is drawn back by a bond of deep loyalty, perhaps to help, perhaps to teach. Your experience is needed. Such ties, freely given and freely kept, can be honoured as something sacred. Answer the call if it is genuine.',
    ],
  },
  {
    number: 18,
    name: 'Work on What Has Spoiled',
    pinyin: 'Gǔ',
    chinese: '蠱',
    keywords: ['repair', 'renewal', 'inherited problems', 'responsibility', 'reform'],
    summary:
      'A bowl where things have been left to rot. What was neglected or inherited can be repaired: look at the causes, act with care and start the renewal now.',
    judgement:
      'The character shows a bowl with worms breeding in it: the decay that sets in when things are left unattended. Such decay is often inherited, the result of old habits, past choices or family patterns. Yet the hexagram is hopeful. It says that work on what has spoiled brings great success, and that this is a good time for bold steps. The old teaching advises three days of thought before starting, to understand how the rot set in, and three days of watchfulness afterwards, to make sure the repair holds. Blame is less useful than responsibility. What matters is to take up the task and carry it out.',
    image:
      'Wind blows low around the foot of the mountain and cannot move freely; the air goes stale and things begin to decay. Anyone who cares for a community sees in this the need to stir things up, to refresh what has gone stale by rousing people’s spirits and strengthening their character. Renewal comes from movement, fresh air and a steady hand guiding the change.',
    today:
      'Something in your life has been neglected, and today is a good day to face it. It might be a cluttered corner, a stalled project, a strained relationship or an old habit. Before you dive in, take a moment to understand how it got this way; fixing symptoms without causes only brings the problem back. Then begin, even with a small step. Avoid blaming yourself or others for the mess. Taking responsibility for the repair is what counts now.',
    lines: [
      'Something handed down from the father has gone bad, and it falls to you to mend it. An inherited problem, perhaps a pattern or tradition that has gone stale, falls to you to correct. It is not yet deep, and repair is possible. There is some risk, and it takes care, but by doing the work you also honour those who came before. The end is good.',
      'Something the mother let slide needs repairing. The trouble here arises from weakness or indulgence rather than harshness, and correcting it needs tenderness. Do not be too strict or too forceful; that would wound more than heal. Gentle, patient consistency is the way to bring change in matters close to the heart.',
      'Putting right the father’s mistakes, you push a little too hard. There is some regret, perhaps friction or hurt feelings. Yet being too energetic in repair is far better than doing nothing at all. Your zeal may cause some discomfort, but no serious harm. Temper your approach, and keep going.',
      'Tolerating what has spoiled, you let it continue. It is easier to look away, to put up with the decay rather than confront it. But going on this way only leads to humiliation as the rot spreads. Indulgence now is not kindness. Find the courage to deal with what you have been avoiding.',
      'Repairing the father’s legacy, you win praise. Here someone in authority corrects past errors, not alone but with capable helpers. The reform is well received, because it is carried out with skill and integrity. You may not be able to do everything yourself, but with the right support, renewal is welcomed.',
      'You step back from the service of the powerful and turn towards aims of your own. Some people step away from public affairs, not from indifference, but to work on their own character and on lasting values. If you feel drawn to withdraw from the fray, it can be the right choice. Such quiet inner work can become an example for others.',
    ],
  },
  {
    number: 19,
    name: 'Approach',
    pinyin: 'Lín',
    chinese: '臨',
    keywords: ['approach', 'growth', 'spring', 'mentoring', 'opportunity'],
    summary:
      'Spring approaching: strength grows, good influences draw near and things begin to flourish. Act with warmth and energy now, aware that every season eventually turns.',
    judgement:
      'Two strong lines push up from below, and the light is growing, as it does after midwinter when the days begin to lengthen. This is a time of approach in two senses: good things draw near, and those in higher positions come close to those below to help and guide them. Progress is likely, and the mood is hopeful. The hexagram advises making the most of it with energy and a sense of purpose, while keeping in mind that growth is seasonal. Spring does not last forever, and an eighth month will come when things turn. Preparing for that while enjoying the rise keeps you from being caught off guard.',
    image:
      'Earth stands on the shore above the lake, looking down over the water. The land touches the lake along its whole edge, holding it and caring for it. A wise person draws near to others in the same spirit, teaching without growing weary of it and sheltering people with a patience as long as the shoreline. Such closeness builds trust and helps everyone grow.',
    today:
      'Doors may open today, and people may be more receptive than usual. If you have been waiting to approach someone, whether for help, a collaboration or a conversation, this is a promising moment. Equally, you might be the one others come to; be generous with your time and advice. Move forward with warmth and confidence. Just keep a little realism in your back pocket: good momentum is worth using well, because it will not last forever.',
    lines: [
      'Drawing near side by side with others who share your purpose. At the beginning of a rising tide, joint action finds support, even from those above. Stay true to what is right while the current carries you forward. Partnership and steadfastness together make this a promising start.',
      'Once more you advance in company, and the signs are favourable all round. Your strength is recognised, and you work alongside others with whom you are in harmony. Almost everything tends to go well here. Yet remember that this phase of ease is part of a cycle, and do not let it lull you into complacency.',
      'An easy, sweet-talking approach: things come without effort, and you start to take them for granted. Ease breeds carelessness, and careless influence does nobody good. If you feel a pang about having been too relaxed or too sure, heed it. Realising the error and correcting it frees you from blame.',
      'Approach in full: open, direct and wholehearted. Someone in a senior position reaches out to a capable person below without reserve or prejudice, drawing them into the work. There is no fault here. When you have talent to recognise, welcome it fully; when you are recognised, respond in kind.',
      'Approach through wisdom, the way that suits someone who leads. Rather than trying to do everything, you draw capable people around you and trust them to act. Knowing how to choose helpers and then let them work is the mark of real leadership. Restraint of this kind, exercised from a position of power, is richly rewarded.',
      'A generous-hearted approach. Someone who has stepped back from active life, or who has reached the peak of experience, turns towards others again, offering wisdom and support. There is no fault in this; it is generous and timely. Share what you know freely, for the benefit of those who are still climbing.',
    ],
  },
  {
    number: 20,
    name: 'Contemplation',
    pinyin: 'Guān',
    chinese: '觀',
    keywords: ['contemplation', 'observation', 'perspective', 'example', 'reflection'],
    summary:
      'Wind moving over the earth: a wide view, seen from a high vantage. Step back, observe deeply and lead by example; what you reveal by living it teaches more than words.',
    judgement:
      'The shape of this hexagram resembles a tower, a high lookout from which a wide landscape can be seen, and which can itself be seen from far away. Contemplation works in both directions. You are invited to observe, to take a broad, calm view of your situation before acting. At the same time, you are being watched, and your example counts. In the old rites, the pause after washing and before the offering was the most reverent moment of the ceremony, and people were moved by the sincerity of the one leading it. True influence comes from that kind of inner composure, not from words or display.',
    image:
      'Wind passes over the whole face of the earth, touching every field and village. Rulers of old travelled through their lands in the same way, looking closely at how people lived and offering guidance suited to each place. The lesson for anyone who guides others is to observe widely before teaching, and to let understanding grow from what is really there rather than from assumptions.',
    today:
      'Today is better for looking than for leaping. Take a step back from whatever is pressing on you and see it from a wider angle. What patterns are there? What have you been missing while caught up in the details? Observe people with curiosity rather than judgement. Remember, too, that others are watching you. Calm, sincere conduct will do more good today than any argument. A few quiet moments of reflection could reshape your next move.',
    lines: [
      'Looking at things like a child, with limited understanding. For someone just beginning, this is natural and blameless. But for someone who is meant to lead or understand, such a narrow view is a shortcoming. If you have more responsibility than you are acting on, widen your gaze and look more deeply.',
      'Peeping through a crack in the door. You see only a sliver of the whole, filtered through your own situation or fears. That may be enough for managing private affairs, but it will not do for decisions that affect others. Open the door wider; try to see the situation from more than one side.',
      'Forward or back? The answer comes from an honest look at your own life and its effects. This is a threshold moment, and the answer lies not in outside signals but in honest self-examination. Look at where your choices so far have led. What they reveal will tell you which way to move next.',
      'You can see how the whole realm is faring and how it is run. You are close to the centre of influence and can see how things truly work. Here you can offer your abilities in service, as an honoured guest rather than a servant. Use your understanding to help guide affairs, while keeping your independence.',
      'Contemplating your own life, as one who is looked up to. In a leading position, you are responsible for the effect you have on others. Examine your conduct honestly. If your influence is good, there is no fault. Your life itself is your teaching, and others will follow what you do more than what you say.',
      'Contemplating your life from a place apart. Here you stand somewhat outside the flow of affairs, yet still watched and still influential. The question now is not your status but your inner integrity. Free of ego and worldly ambition, you can look at yourself clearly, and that clarity is both blameless and freeing.',
    ],
  },
  {
    number: 21,
    name: 'Biting Through',
    pinyin: 'Shì Kè',
    chinese: '噬嗑',
    keywords: ['decisiveness', 'justice', 'obstacles', 'clarity', 'consequences'],
    summary:
      'Jaws closing on an obstacle: something blocks the way and must be bitten through. Deal with the problem firmly and fairly, clear about consequences and without cruelty.',
    judgement:
      'The hexagram looks like an open mouth with something caught between the teeth: the top and bottom lines are the jaws, and the strong fourth line is the obstruction. Until it is bitten through, the mouth cannot close and nourishment cannot be taken in. This is a picture of a problem that will not resolve itself, whether a lie, an injustice or a stubborn blockage in a relationship or project. Decisive, energetic action is called for. Yet it must be guided by clarity, the fire above, and not only by force, the thunder below. Fair judgement and proportionate consequences clear the way; anger or harshness only create new obstacles.',
    image:
      'Thunder and lightning strike together: a crash of energy and a flash that lights everything. In the old courts, rulers took this as a model for law, setting out penalties clearly so that everyone knew the consequences of wrongdoing. Good judgement needs both clarity and firmness. Rules that are plain and applied consistently prevent more harm than sudden, unpredictable severity.',
    today:
      'There is something in your way today that needs dealing with directly. It might be a misunderstanding, an unpaid bill, a difficult conversation or a habit that keeps tripping you up. Avoiding it will not make it disappear. Get clear on the facts first, then act firmly and fairly. If boundaries need setting, set them plainly and without drama. Be proportionate: the aim is to clear the obstruction, not to punish anyone, including yourself.',
    lines: [
      'Feet locked in the stocks so that the toes are hidden. A first mistake meets a mild, swift consequence, enough to stop the wrong path before it goes further. This is a blessing in disguise. Accept the small check, learn from it and change direction; there is no lasting fault.',
      'Biting through tender meat so deeply that the nose disappears. The problem is easy to deal with, and you go at it perhaps a little too eagerly. Your response is stronger than strictly needed. But because the cause is just and the matter clear, there is no real error. Just watch your force.',
      'Biting on old, dried meat, you strike something poisonous. You are dealing with a problem that has been festering for a long time, and you may lack the authority or the means to settle it cleanly. It leaves a bad taste and some embarrassment. Still, the effort was needed, and no real blame attaches to it.',
      'Biting on dried, gristly meat, you find metal arrowheads inside. The obstacle is tough and the opposition strong, yet you have the resolve to meet it. Stay hard as metal and straight as an arrow. Keep in mind how difficult this is, and persist with care. In the end, it works out well.',
      'Biting through dried lean meat, you find yellow gold. The task is difficult but not impossible, and in resolving it you discover something of value, the gold of fairness and the middle way. The decision is yours to make. Act with balance and stay alert to the risks, and you will not err.',
      'Wearing a wooden collar so heavy that the ears are hidden. Someone has gone so far in wrongdoing, or grown so deaf to warnings, that the consequences are now severe. Refusing to listen is the real problem here. If you see this pattern in yourself, start listening before the weight gets any heavier.',
    ],
  },
  {
    number: 22,
    name: 'Grace',
    pinyin: 'Bì',
    chinese: '賁',
    keywords: ['beauty', 'grace', 'form', 'adornment', 'appearance'],
    summary:
      'Firelight on a mountain: the beauty that shows form and gives life its grace. Enjoy and cultivate elegance, but do not mistake appearance for substance in serious matters.',
    judgement:
      'A fire burning at the foot of a mountain lights up its slopes, giving them colour and shape in the dark. Grace is this kind of illumination: the beauty of form, manners, art and ornament, which makes life pleasant and human. The hexagram honours it, and says it brings success in small things. Yet it is candid about its limits. Decoration can delight and clarify, but it cannot settle fundamental questions or replace real substance. A graceful presentation of something hollow does not last. Let beauty express what is true, and keep big decisions grounded in what lies beneath the surface.',
    image:
      'Fire flickers at the base of a mountain, casting light over its rocks and trees, though not far beyond. The glow is lovely but local. A wise person takes from this a sense of proportion: grace and clarity suit the handling of everyday affairs, tidying and brightening what is at hand, but they are no substitute for careful judgement when a weighty matter has to be decided.',
    today:
      'Today is a good day for beauty in small doses. Tidy your space, dress with care, write a thoughtful note or spend time with something lovely. Attention to presentation can lift your mood and smooth your dealings with others. Just keep the balance right. If you are facing a serious decision, do not let a polished surface sway you, whether it is someone else’s charm or your own wish for things to look good. Let grace support substance, not replace it.',
    lines: [
      'With care given only to your feet, you get down from the carriage and walk. At the start of things, it can be more graceful to go on foot than to ride in borrowed splendour. Choose the honest, modest path over a show you have not earned. Your independence is its own elegance.',
      'Grooming the beard on your chin. Attention to appearance here is fine, but it only adorns what already exists; a beard moves with the chin. Do not treat decoration as the essence of who you are. Make sure the outer grace follows a real inner content.',
      'Graceful and glowing, as if moistened with dew. Life is pleasant and charming right now, and there is a risk of sinking into comfort and flattery. Enjoy it, but keep your steady purpose underneath. Constancy protects you from drifting into mere pleasure.',
      'Ornament, or plainness? A white horse comes flying towards you. Someone approaches, and you wonder whether to choose outward splendour or plain sincerity. The visitor is not a threat but a true friend, perhaps a suitor, and will be welcome in time. Simplicity and honesty serve you better here than glamour.',
      'You seek out the hills and gardens, bringing only a modest bolt of silk. You turn away from showy, worldly circles and seek people of genuine worth, though your offering feels meagre. You may feel a little embarrassed by it, but sincerity matters more than show. In the end, all goes well.',
      'Simple grace, pure white, without ornament. At the end of the cycle, decoration falls away. The highest beauty needs no adornment: substance itself shines. Returning to plainness is not a loss but a refinement, and there is no fault in it. Let what is true stand on its own.',
    ],
  },
  {
    number: 23,
    name: 'Splitting Apart',
    pinyin: 'Bō',
    chinese: '剝',
    keywords: ['decline', 'erosion', 'letting go', 'endurance', 'patience'],
    summary:
      'A mountain crumbling into the plain: a phase of decline, when what is weak erodes what was strong. Do not push; hold steady, be generous and wait for renewal.',
    judgement:
      'Five yielding lines rise from below, and only one strong line remains at the top, like a roof about to give way. This is a time of erosion, when supports are undermined gradually and influences you cannot control wear things down. Fighting the process directly is not wise. The hexagram advises against taking initiatives now. Instead, keep quiet, conserve your strength and attend to your foundations. Decline is a natural phase, not a final verdict. Just as the seasons turn, what is stripped away now clears the ground for what comes next. Patience, and generosity to those who depend on you, see you through.',
    image:
      'The mountain rests on the earth, but its slopes are wearing away, sliding down towards the plain. A mountain undermined at its base cannot stand for long. Someone in a high position learns from this that their security lies in strengthening those beneath them. Generosity and care towards the foundation, the people and basics that everything rests on, is what keeps the structure from collapse.',
    today:
      'Today is not the day to launch something new or push hard for change. Things may feel as though they are slipping a little, or you may be more tired than usual. Go gently. Focus on protecting what matters most and on shoring up the basics: sleep, money, health, the relationships that hold you up. Let go of what is falling away naturally. Small acts of care for the people around you will be worth more than grand efforts.',
    lines: [
      'The leg of the bed is being split. Decline begins at the very bottom, quietly undermining your support. Those who carry on as if nothing is wrong will be hurt. Notice the early erosion and respond, not with a frontal fight, but by protecting your foundations and waiting wisely.',
      'The bed is split at the frame. Danger has come closer, and you find yourself increasingly isolated. Allies are few. Stubbornly holding your position will only bring harm. Be careful, adapt to the circumstances and avoid drawing attention to yourself until the pressure eases.',
      'Splitting away from the crowd, you do not go with the others. Surrounded by influences that are wearing things down, you choose to stay connected with what is good, even if it means breaking ranks. Nobody can fault that choice; it is the right one, though it may leave you lonelier.',
      'The bed is split up to the skin. The damage has reached you personally; there is no cushion left. Misfortune cannot be avoided here, only endured. Face it as steadily as you can. Recognising that this is the low point of a cycle can help you keep going until it turns.',
      'Like a shoal of fish, the weaker elements are led in good order. Those who had been undermining things now submit to a strong, wise influence, and a kind of harmony is restored. Through tact and the good offices of others, favour comes. Everything now works in your favour.',
      'A large fruit still hangs uneaten on the tree. When everything else has fallen, this seed remains, and from it new growth will come. Those with integrity find support again, as if given a carriage. Those who lived by tearing down find their own house collapsing. The cycle is about to turn.',
    ],
  },
  {
    number: 24,
    name: 'Return',
    pinyin: 'Fù',
    chinese: '復',
    keywords: ['return', 'turning point', 'renewal', 'recovery', 'new cycle'],
    summary:
      'After the darkest point, the light turns back. A new cycle begins quietly; nurture it gently, let the return unfold in its own time and come back to what is true.',
    judgement:
      'A single strong line reappears at the bottom, beneath five yielding ones. It is the winter solstice of the hexagrams: the longest night has passed, and the light, though still faint, has started to return. This is a turning point. Things that were lost can come back; what drifted off course can find its way home. The movement is natural and needs no forcing. Friends and energy rejoin you gradually. Because the new strength is still fragile, it should be protected and nourished rather than rushed. The old saying is that return comes on the seventh day: trust the rhythm, and let the cycle do its work.',
    image:
      'Thunder lies within the earth, stirring deep down but not yet breaking the surface. At midwinter, the old rulers shut the frontier passes and halted trade and travel, so that the first faint return of energy could be sheltered. A new beginning deserves the same care: rest, protection and time to gather strength before much is asked of it.',
    today:
      'Today has the feel of a fresh start after a hard stretch. Something you thought was gone, whether energy, hope or a connection, may be coming back. Welcome it, but do not rush it. Go easy, rest where you can and make small, sincere moves in the right direction. If you have strayed from a good habit or a value you care about, this is a natural day to return to it. No need for drama or guilt; simply come back.',
    lines: [
      'Returning after only a short way. You noticed you were going off course and turned back before any harm was done. This is the best kind of return, quick and without remorse. Small corrections made early are the foundation of good character, and this one brings great good fortune.',
      'A quiet, gentle return. You are helped back to the right path by the good example of others, and you allow yourself to follow it. There is no shame in being guided by people wiser than you. Humbly rejoining what is good turns out very well.',
      'Returning again and again. You keep straying and coming back, caught in a loop of good resolutions and relapses. This is risky, for habits can wear a deep groove. Yet each return is still a return. Do not give up on yourself; just be honest about the pattern and work on its root.',
      'In the middle of the crowd, you turn back on your own. You are part of a group that is heading in a direction you cannot follow, and you choose your own way back. This may be lonely, and it may not change the group, but staying true to what is good is right. Courage of this kind needs no audience.',
      'A noble-hearted return. You look honestly at your own mistakes and come back to what is right without excuses. From a position of responsibility, such candour inspires respect. There is nothing to regret in owning your errors; it is the surest path to renewal.',
      'Missing the moment of return. Stubbornly refusing to turn back when it was clearly needed leads to misfortune from every direction. Pressing ahead now, especially with force, invites serious defeat and a long recovery. Pause. Even late, it is better to recognise the missed turn than to keep going blindly.',
    ],
  },
  {
    number: 25,
    name: 'Innocence',
    pinyin: 'Wú Wàng',
    chinese: '無妄',
    keywords: ['innocence', 'spontaneity', 'sincerity', 'the unexpected', 'integrity'],
    summary:
      'Thunder rolling under heaven: acting from the heart, without ulterior motive. Sincerity and spontaneity bring success, but the unexpected also comes, and calculation spoils innocence.',
    judgement:
      'Thunder moves beneath heaven, natural and unplanned, and everything it touches wakes into its true state. This hexagram describes action that springs straight from a clear heart, without scheming or second-guessing. Such innocence is powerful. It succeeds because it is in tune with the way things actually are. But innocence is not naivety, and it asks for integrity: if your intentions drift from what is right, even spontaneous acts go wrong. The Chinese name also carries the sense of the unexpected. Events may arrive that you did not plan for and did not deserve. Meet them honestly and without grasping, and they will not throw you far.',
    image:
      'Thunder rolls everywhere under the open sky, and every living thing stirs in its own natural way. The old rulers, seeing this, tended their people and their land in harmony with the seasons, giving each thing what it needed at the right time. The lesson is to act as the spring thunder does: responsive, timely and free of hidden agendas.',
    today:
      'Let today be a little less calculated. Do what feels honestly right rather than what you think will look good or pay off. Say what you mean, kindly. If something unexpected happens, whether a surprise, a small setback or a lucky break, take it in your stride rather than trying to control it. Notice any urge to manipulate an outcome and let it go. Plain sincerity is likely to serve you better today than clever planning.',
    lines: [
      'Acting innocently, from the first impulse of a good heart, brings good fortune. At the beginning, trust your instinct when it is sincere. There is no need to overthink or plan every angle. A clean, straightforward first step, taken for its own sake, carries you in the right direction.',
      'Plough for the sake of ploughing, not for the crop you imagine; clear the field without already spending its yield. Do each task for its own worth, fully present in it, rather than fixing your eyes on the reward. This kind of wholehearted effort, free of greedy anticipation, makes any undertaking go well.',
      'Misfortune that you have not earned. Someone tethers a cow, a passing wanderer takes it, and the villagers are blamed. Sometimes trouble comes through nobody’s fault, or through someone else’s carelessness. Bear it as calmly as you can. Such losses are part of life’s unpredictability, not a judgement on you.',
      'If you can hold steady to what is truly yours, you will not go wrong. Others may try to sway you, and circumstances may tempt you to abandon your course. Stand firm in your integrity. What belongs to you by nature cannot really be taken away, as long as you do not give it up.',
      'A setback arrives through no fault of your own. Do not rush to fix it with drastic remedies or forceful interventions; these may do more harm than the trouble itself. If you are acting sincerely, the difficulty is likely to pass on its own. Patience and trust in your own soundness are the answer here.',
      'Even innocent action brings misfortune now. The time is not right for moving, however pure your motives. Acting simply because it feels natural, without regard for timing, leads nowhere good. Wait quietly. Sometimes the most sincere thing you can do is nothing at all.',
    ],
  },
  {
    number: 26,
    name: 'Great Taming',
    pinyin: 'Dà Chù',
    chinese: '大畜',
    keywords: ['restraint', 'accumulated strength', 'discipline', 'learning', 'reserves'],
    summary:
      'Heaven held within the mountain: great power gathered, restrained and stored. Hold your energy in check, learn deeply from the past and release it when the time is right.',
    judgement:
      'Where Small Taming restrains gently, this hexagram restrains with the firmness of a mountain. The creative energy of heaven is held inside, not crushed but contained and concentrated, like a reservoir behind a dam. This is a time for building up reserves: of knowledge, skill, character and resources. The discipline required is considerable, but it is not stagnation. Daily renewal keeps the stored power fresh. When you are ready, great undertakings become possible, and you may find that your gifts serve best in public life rather than at home. Hold back now so that what you release later has real force.',
    image:
      'Heaven lies within the mountain, as if great treasure were stored in its depths. A wise person builds inner wealth the same way, steeping themselves in the stories and sayings handed down from earlier generations until that inheritance becomes part of who they are. What is learned and held deeply becomes a reserve to draw on when it is needed.',
    today:
      'Hold something back today. Instead of spending your energy on every passing demand, focus it and store it. This is a good day to study, practise a skill, put money aside or simply rest so that you have strength for later. If you are bursting to act, ask whether you are really ready. Restraint now is not timidity; it is preparation. The more you gather and refine today, the more you will have to give when the moment comes.',
    lines: [
      'Danger lies ahead; it is better to stop. Your energy wants to surge forward, but a firm check is in place, and pushing against it would hurt you. Accept the restraint. Waiting until conditions change is not failure; it is how strength is kept for the right moment.',
      'The axle pins are pulled from the wagon, and it cannot move. The restraint is total, and there is no point in straining against it. Recognise the situation for what it is and settle into it. Contentment with staying put, for now, preserves your power and your peace.',
      'A fine horse runs with others. The way is opening, and you are moving together with people who share your aims. Yet stay alert to the risks. Rehearse your skills and check your defences daily. Having somewhere to go is a gift; being ready when you get there is your task.',
      'A guard board fixed on a young bull’s horns before they grow. Restraint applied early, before wild strength has time to do damage, is the easiest and best kind. If you deal with a problem or a tendency while it is still small, you avoid a great deal of trouble. This is a very fortunate line.',
      'The tusks of a gelded boar. Rather than fighting a dangerous force head on, you change its nature at the root, so that its fierceness is no longer a threat. Indirect, intelligent restraint works far better than confrontation here. Addressing causes rather than symptoms is what succeeds.',
      'The way of heaven opens, and the stored energy is finally released. Obstacles fall away, and the strength you have gathered through discipline can now work in the world. Success is yours. The long period of holding back has done its job; go forward freely.',
    ],
  },
  {
    number: 27,
    name: 'Nourishment',
    pinyin: 'Yí',
    chinese: '頤',
    keywords: ['nourishment', 'care', 'self-care', 'speech', 'sustenance'],
    summary:
      'An open mouth, framed by strong jaws: the question of what nourishes you and others. Attend to what you take in and give out, in food, words and ideas.',
    judgement:
      'The hexagram’s shape is an open mouth: a strong line above and below, with the empty lines of the mouth between. It turns attention to nourishment in the broadest sense, what sustains body, mind and spirit, and how we provide it for others. To understand someone, the old advice says, look at what they feed themselves and whom they take care to feed. Good nourishment means balance: not starving, not gorging; choosing what truly strengthens over what merely fills. It also means caring for others in ways that help them grow. Attention to these everyday matters, sustained over time, is richly rewarded.',
    image:
      'Thunder stirs at the foot of the mountain, as seeds stir in the soil in spring, when everything begins to grow and needs feeding. The jaw moves below while the head stays still above. Someone who looks after themselves well takes care over two things that pass through the mouth: the words that come out and the food and drink that go in. Moderation in both keeps body and character healthy.',
    today:
      'Pay attention today to what you are feeding yourself, in every sense. Choose your meals with some care, and notice what you are taking in through screens, conversations and worries. Are they nourishing you or just filling the gaps? Watch your words too; say what is useful and kind, and leave the rest unsaid. If someone around you needs support, offer the kind that helps them stand on their own. Small, steady choices today add up.',
    lines: [
      'You let go of your own sacred tortoise and look enviously at someone else’s meal. You had what you needed, a source of inner strength and independence, but you traded it for envy of what others have. Comparing your plate with theirs brings misfortune. Turn back to your own resources.',
      'Seeking nourishment from above, or from the hilltop, when you could provide for yourself. Leaning on others for what you ought to supply, or grasping at support that is not rightfully yours, puts you off course. Continuing like this brings trouble. Find a more honest and self-reliant source of sustenance.',
      'Turning away from what truly nourishes. You chase satisfactions that only leave you hungrier, indulging in pleasures that give nothing back. Carrying on this way leads to misfortune and can waste a long stretch of time. Stop, and look honestly at what you keep reaching for and why.',
      'Turning to those above for help in providing for others. Here, seeking support is right, because it is for a good purpose. Like a tiger watching with keen eyes, you look eagerly for capable helpers. Such focused hunger is no fault; it serves the people who depend on you, and it turns out well.',
      'Departing from the usual path, you lean on someone wiser for guidance. It falls to you to nourish others, but you do not feel strong enough alone, so you draw on good counsel. Staying steady with that support is fortunate. Avoid taking on great risks or bold ventures just now.',
      'The source of nourishment for many. You are the one others depend on, and that carries weight and risk. Stay aware of the responsibility; it keeps you honest and careful. Held with that awareness, your role goes well, and you are able to undertake even large, demanding tasks for everyone’s benefit.',
    ],
  },
  {
    number: 28,
    name: 'Great Exceeding',
    pinyin: 'Dà Guò',
    chinese: '大過',
    keywords: ['excess', 'pressure', 'crisis', 'bold action', 'transition'],
    summary:
      'A roof beam bending under too much weight: pressure has built up beyond what ordinary structures can bear. Act decisively yet gently to find a way through the crisis.',
    judgement:
      'Four strong lines crowd the centre, with weak lines at either end: a ridgepole heavy in the middle and weak at the supports, sagging towards collapse. Something has grown too big for its framework. It may be a workload, an emotion, a responsibility or a situation that has swelled past normal limits. Extraordinary times call for extraordinary measures, and the hexagram encourages you to act, to find somewhere to go and make a change. Yet action must be gentle and well judged, like the penetrating wind at the heart of the figure, rather than violent. Handled with care and courage, the crisis can pass and lead to success.',
    image:
      'The lake has risen so high that it covers the trees. Such flooding is exceptional, and in exceptional times ordinary rules may not apply. A wise person in such a flood can stand apart from the crowd without anxiety, and can step away from public life altogether, if it comes to that, without losing heart. Inner independence is what makes it possible to face such moments steadily.',
    today:
      'Something may feel heavier than usual today, as if too much rests on too little. Do not ignore the strain or pretend everything is fine. Identify what is overloaded and take steps to lighten it: delegate, postpone, ask for help or say no. Bold changes may be needed, but make them carefully rather than in a panic. Trust yourself to stand firm even if others do not understand. You can carry a lot, but not everything; choose wisely.',
    lines: [
      'Spreading white rushes beneath something before you set it down. When great weight is involved, extra care at the start is essential. Going to what might seem excessive lengths to lay a gentle, careful foundation is no fault. Caution now prevents breakage later.',
      'New shoots spring from the root of a withered poplar, and an older man marries a young woman. In a time of pressure, an unexpected union between the old and the new brings renewal. Reaching down to fresh sources of energy, or joining with someone very different from you, revitalises what seemed spent. Everything benefits.',
      'The ridgepole sags to breaking. Someone insists on pushing ahead under enormous weight, refusing help or advice. This stubbornness invites collapse. If you are at this point, stop and listen. Nobody can carry an overloaded structure alone, and insisting otherwise only makes the break more certain.',
      'The ridgepole is braced and holds. Support arrives from those around you, and the structure is saved. Yet there is a warning: if you use the situation for private advantage, or exploit those who helped, you will be ashamed. Accept support with gratitude, not calculation, and the outcome stays good.',
      'Flowers appear on a dried-up poplar; an older woman marries a young man. There is a flash of new life, but it does not go to the roots, so it cannot truly renew what is exhausted. Such arrangements are neither wrong nor especially fruitful. Look for deeper sources of renewal than surface flowering.',
      'Wading through the water, you find it closing over your head. You have gone into danger for a worthy reason, and the cost is high. Outwardly this may look like misfortune, but there is no blame in sacrificing for what matters. Sometimes integrity means accepting a loss in order to stay true.',
    ],
  },
  {
    number: 29,
    name: 'The Abysmal Water',
    pinyin: 'Kǎn',
    chinese: '坎',
    keywords: ['danger', 'depth', 'courage', 'sincerity', 'flow'],
    summary:
      'Water upon water, danger doubled: a deep ravine to pass through. Stay sincere, keep moving like water and trust your inner steadiness to carry you through.',
    judgement:
      'Water doubled: a gorge with water rushing through it, danger following danger. This is the hexagram of the abyss, of situations that feel deep, dark and perilous. Yet its advice is not despair. Water shows the way through: it flows into every hollow, fills it and moves on, never losing its own nature. If you stay true to yourself in the middle of difficulty, the hexagram says, your heart can find its way through. Sincerity and constancy are your guides here. Do not panic, do not freeze and do not try to leap out at one bound. Move carefully, keep faith and act from your centre, and danger can become a teacher.',
    image:
      'Water flows on and on, filling every pit and ravine before continuing towards the sea. It never stops and never becomes anything other than water. The steady-hearted take this as their model: keeping their conduct consistent, practising what they value and passing it on to others patiently and repeatedly. Reliability of character is the surest way through dangerous ground.',
    today:
      'If today feels difficult, even a little frightening, take heart from water. It does not fight the rocks; it finds the way around and through them. Stay honest with yourself about the risks, but do not let fear make your choices. Take the next small, sensible step rather than looking for a dramatic escape. Keep to your values and your routines; consistency is a lifeline when the ground is shaky. What feels like a deep hollow today can be crossed.',
    lines: [
      'Falling into a pit within the pit. Repeated exposure to danger has made you used to it, and now you slip further down. Getting accustomed to a bad situation is itself a danger. Notice if you have stopped trying to climb out, and look for the first foothold that leads upward.',
      'The gorge is dangerous, and you cannot escape it all at once. Aim for small gains only. Rather than attempting a heroic leap, take whatever modest step is within reach. Keep your balance at the centre of things, and let these small successes gradually build a way out.',
      'Danger in front and behind, pits all around. Every move seems to lead to another trap. In such a place, any action is likely to make things worse. Stop and wait. Stillness is not giving up; it is giving yourself time to see a way through that does not exist yet.',
      'A little wine and rice in plain earthenware, handed through a window rather than served at a banquet. In a dangerous time, simple sincerity matters more than ceremony. Offer help, or accept it, without formality. A straightforward gesture between people who trust each other can make all the difference, and it is blameless.',
      'The ravine is not yet brimming over; the water has only reached the level of its edge. You are close to getting out, and the temptation is to push too hard or attempt too much. Do just enough. Staying within the natural limits of the situation brings you through without fault.',
      'Tied up and fenced in by thorns, you cannot find a way out for three long years. Someone who has lost their bearings entirely in danger becomes trapped in their own confusion. If you feel stuck this deeply, it may be time to stop struggling and honestly reconsider how you came here. Only clarity opens the way.',
    ],
  },
  {
    number: 30,
    name: 'The Clinging Fire',
    pinyin: 'Lí',
    chinese: '離',
    keywords: ['clarity', 'illumination', 'dependence', 'brightness', 'attachment'],
    summary:
      'Fire clinging to what it burns: brightness that depends on something to hold. Cultivate clarity, warmth and the right attachments, and your light will reach far.',
    judgement:
      'Fire has no form of its own. It exists only by clinging to something, wood or oil or wick, and from that dependence comes its light. Doubled, it becomes the sun rising on successive days, a brilliance that lights the whole world. The hexagram teaches that clarity and radiance depend on what you attach yourself to. Holding fast to what is right, and accepting your reliance on it, allows you to shine. The old text speaks of caring for a cow, an image of docility and patient tending. Gentle, steady devotion to what sustains you keeps the flame alive, whereas restless, consuming brightness soon burns itself out.',
    image:
      'The sun comes up, and comes up again the next morning: light renewed dawn after dawn. Someone of real understanding carries their own clarity forward in the same way, steadily and without pause, so that it reaches every corner of their life and of the lives around them. Illumination sustained over time shows people the way far better than a single dazzling flash.',
    today:
      'Look for clarity today, both in your thinking and in the way you show up for others. What do you rely on to keep your own fire going: people, practices, values? Give them some attention. Be aware of what you are attaching yourself to; choose connections that warm you rather than burn you. If you have something to explain, explain it clearly. Your warmth and understanding can light up a situation for someone else.',
    lines: [
      'Footprints cross and recross in the first light of morning. At the start of the day, many impressions and demands rush in at once, and it is easy to scatter yourself. Stay collected and serious about your direction. Taking a composed first step amid the bustle keeps you from error.',
      'Yellow light, the warm glow of midday. Here clarity is balanced and centred, neither too dim nor too fierce. Your understanding and your conduct are in harmony. This moderate, golden brightness brings the very best fortune. Let your light be steady rather than dazzling.',
      'As the sun goes down, one person bangs a pot and sings, another mourns growing old. Facing the end of a phase, you may swing between forced gaiety and gloom. Both are a kind of unrest. Accept the natural evening of things calmly; neither denial nor despair serves you.',
      'A fire that springs up out of nowhere flares, dies and is swept away as ash. Brilliance that arrives abruptly, without roots, is quickly consumed. If you are rushing in with great intensity, or if something around you has flared up overnight, be wary. What is worth keeping needs a steady fuel, not a sudden blaze.',
      'Weeping freely, sighing in sorrow. At the height of brightness, you feel deeply the sorrow and fragility of your position. This grief is not weakness; it is a clear-sighted recognition of what is at stake. Such genuine feeling softens pride and leads to good fortune in the end.',
      'The king sends you out to restore order. Where something must be corrected, deal firmly with the root of the problem, the ringleaders rather than the followers. Clarity here means knowing exactly what needs removing and showing leniency to the rest. Such discerning discipline is without fault.',
    ],
  },
  {
    number: 31,
    name: 'Influence',
    pinyin: 'Xián',
    chinese: '咸',
    keywords: ['attraction', 'courtship', 'mutual influence', 'receptivity', 'openness'],
    summary:
      'A lake resting on a mountain: mutual attraction and gentle influence. Openness and receptivity draw people together; let connection arise naturally rather than by pressure.',
    judgement:
      'The lake sits in a hollow on the mountain, and the mountain holds it up while the lake’s moisture feeds the mountain. Each responds to the other. This hexagram opens the second part of the book, which turns from the cosmos to human relationships, and it begins with the force that draws people together: attraction, courtship and influence. Its advice is that real influence comes from receptivity rather than pushing. The firm partner is considerate towards the gentle one, and both are moved. Such mutual responsiveness brings success and favours commitment. When you try to win someone over, listen first, and let the connection be genuine.',
    image:
      'A lake lies high on a mountain, held in its bowl, its water soaking into the rock. The mountain’s strength becomes a quiet receptivity. A wise person learns from this to keep an empty, open mind, free of prejudice and self-importance, so that others feel able to approach and share their counsel. People are drawn to those who truly have room for them.',
    today:
      'Connection comes more easily today if you soften a little. Instead of trying to persuade, listen. Instead of pushing your point, ask a question and really take in the answer. If there is someone you feel drawn to, whether as a friend, partner or collaborator, let them see your genuine interest without pressing. Influence works best now through warmth and openness. Notice, too, what moves you; attraction can tell you a lot about what you need.',
    lines: [
      'A stirring in the big toe. Something has stirred, but it is still only an impulse; nobody else can see it yet. An inclination has begun, and it may or may not grow into action. There is no need to act on it now. Simply notice where you feel drawn.',
      'Now the calves twitch. You want to move, to follow the stirring before you know where it leads. Running after every impulse brings trouble. Wait until the impulse is clear and the situation invites you. Staying still for now is the better choice and turns out well.',
      'The pull reaches the thighs, and you cling to whatever you are following. Acting on every desire, or chasing after someone else’s lead without judgement, undermines your dignity. Continuing this way brings regret. Steady yourself, and let your choices come from conviction rather than compulsion.',
      'Here is the heart, the seat of real influence. Steadiness is rewarded, and regrets fade. But a mind that flits anxiously from one person to the next, trying to steer each of them, wins only a small and shallow following. Act from a calm, sincere heart, and your influence reaches further than you know.',
      'Only the back of the neck is touched, the firmest and least responsive part. Your will is strong and unmoved by passing currents. That steadiness keeps you free of regret, though it may also limit how much you touch others. Firmness is fine, but be sure it does not harden into indifference.',
      'The influence shows in the jaws, cheeks and tongue. All talk, little substance. When attraction or persuasion comes only through words, flattery or promises, it has no depth. Notice if you are trying to move people by speech alone. What you do will influence far more than anything you say.',
    ],
  },
  {
    number: 32,
    name: 'Duration',
    pinyin: 'Héng',
    chinese: '恆',
    keywords: ['endurance', 'constancy', 'commitment', 'consistency', 'perseverance'],
    summary:
      'Thunder and wind, moving together as they always have: the lasting union and steady commitment that endure through change. Stay true to your course while adapting as you go.',
    judgement:
      'Thunder and wind are always in motion, yet they keep to their nature and pair with each other through every season. This hexagram is about duration: the kind of constancy that lasts not because it is rigid but because it renews itself. Following Influence, which shows the spark of attraction, it describes the enduring relationship that comes after, marriage or any long commitment. Lasting does not mean standing still. Like the turning of the seasons or the paths of the sun and moon, true constancy moves, yet always returns to its centre. Keep to your core purpose and values, adapt your methods to the time, and your efforts will endure.',
    image:
      'Thunder rolls and wind blows, two of the most changeable things in nature, yet their partnership never ends. Every storm brings them together. Steady people learn to stand firm in the middle of change: holding a steady direction and keeping faith with their commitments, while letting circumstances shift around them. Constancy of purpose is what makes flexibility safe.',
    today:
      'Today favours steady effort over dramatic gestures. Keep doing the thing that matters, even if it feels routine. Show up for your commitments, whether to people, projects or habits, and let consistency build its quiet strength. If you are tempted to abandon something just because it has become ordinary, pause. Lasting things are often made of unremarkable days. Adjust the details if you need to, but hold on to the direction.',
    lines: [
      'Seeking permanence too quickly. You want a relationship, a habit or a project to become solid at once, and you demand too much of it at the start. Lasting things grow slowly. Pushing for depth before trust has been built only brings frustration. Let it take root at its own pace.',
      'Regret disappears. You have more strength than your position seems to allow, and you might be tempted to overreach. By keeping to the middle way, using just the right measure of force and no more, you avoid mistakes. Steady moderation leaves nothing to regret.',
      'Not giving duration to your character. You are tossed about by moods, outside opinions and passing fears, and you cannot keep a steady course. This inconsistency invites embarrassment and lost trust. If you notice yourself changing with every wind, come back to what you truly value and hold to it.',
      'No game in the field. You keep hunting where there is nothing to catch. Persistence is admirable, but not when it is aimed at the wrong target. If your sustained efforts yield nothing, ask whether you are looking in the right place. Duration only pays when it is directed well.',
      'Faithful constancy serves one kind of role but not another. Steady loyalty and respect for tradition are right in some situations; in others, especially when leadership and fresh decisions are needed, they fall short. Know which your situation requires. Duty is a virtue, but so is the judgement to adapt.',
      'Restlessness made permanent. Constant agitation, always chasing change, never settling, wears everything down. When even duration becomes frantic, nothing lasts. If you find yourself unable to stop, rest is the remedy. Stillness now would restore what endless motion is exhausting.',
    ],
  },
];
