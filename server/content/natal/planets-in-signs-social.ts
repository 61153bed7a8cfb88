import type { PlanetInSign } from './types';

/**
 * Mars, Jupiter and Saturn in each sign (issue #25): drive and desire, growth and faith, discipline
 * and the long lessons. Shape and limits in ./types.
 */
export const PLANETS_IN_SIGNS_SOCIAL: PlanetInSign[] = [
  {
    planet: 'mars',
    sign: 'aries',
    text: 'Mars is at home in Aries, and you feel it as a pilot light that never quite goes out. When you want something, your first instinct is to move towards it, now, in a straight line, and you’re often halfway there before anyone has asked whether it’s wise. Your temper flares fast and burns off just as quickly; you’d rather have the row in the open than let resentment curdle. Physical, immediate courage comes easily: you volunteer first and step into the gap. Desire is frank and energetic, and you’re drawn to people who can keep pace or push back. Your body loves hard effort in short bursts, so sprints or boxing give the fire an outlet. Your growth lies in the follow-through. Starting is your gift, while finishing, and pausing long enough to notice whom you bumped on the way, is your training.',
  },
  {
    planet: 'mars',
    sign: 'taurus',
    text: 'With Mars in Taurus, your drive moves like a tide rather than a spark. You rarely rush, but once you have decided what you want, very little can shift you, and you keep going long after excitable people drop out. The goals that move you are tangible: a home of your own, a skill in your hands, a body that feels strong. Anger builds slowly, and people often mistake your patience for endless tolerance until the day you plant your feet and refuse to budge. Desire is sensual and unhurried; touch, taste and comfort matter, and you would rather savour than grab. Your stamina is solid, suited to gardening, lifting or long walks. Where you can stretch is flexibility. Stubbornness protects what you value, yet it can also keep you pushing at a door that has quietly closed, so ask whether the plan still deserves your loyalty.',
  },
  {
    planet: 'mars',
    sign: 'gemini',
    text: 'Your Mars in Gemini fights with words and moves on wit. When you want something, you talk your way towards it, ask ten questions and often find a clever side door nobody else noticed. You enjoy juggling projects, though your energy comes in quick bursts and scatters when nothing holds you. Anger comes out as a sharp remark or a fast, well-argued case, and you may win the debate while missing the feeling underneath it. Courage for you is often intellectual: saying the awkward thing, challenging a lazy assumption, changing your mind in public. Desire is stirred by banter and playfulness; a dull lover is worse than none. Restless limbs like rhythm and variety, so cycling or dancing suits you. To grow, pick one thing and finish it properly, and notice when a quip is really a way of dodging a fight worth having honestly.',
  },
  {
    planet: 'mars',
    sign: 'cancer',
    text: 'Mars is said to be in its fall in Cancer, which simply means your drive travels by an indirect route. Like the crab, you approach what you want sideways, reading the mood and waiting until it feels safe to move. Yet nothing about you is weak when someone you love is threatened; then you defend with a ferocity that startles people. Anger tends to be stored rather than spent, turning into sulks, pointed silences or an old grievance produced months later. Your bravery is protective: building a home, holding a family or team together through a hard season. Desire is tied to emotional safety, so closeness has to feel trustworthy before it can feel exciting. Physical energy rises and falls with your moods, and swimming helps. Practise saying what you want plainly, before hurt has time to harden into a shell.',
  },
  {
    planet: 'mars',
    sign: 'leo',
    text: 'Put Mars in Leo and you get drive with a sense of theatre. You want to do things that matter and be seen doing them, and you chase your goals with warmth, pride and showmanship. Once your heart is engaged you are tremendously loyal, and your enthusiasm rallies whole rooms. Anger comes out big and bright, usually when your dignity is bruised, though you rarely hold a grudge once honour is restored. Courage is part of how you see yourself; you would rather fail boldly than succeed in hiding. Desire is romantic, playful and a little dramatic, and you like to be adored as much as to adore. Your body suits performance: dance, team sports, anything with an audience. Leadership deepens for you when you can share the stage and hear criticism without taking it as an attack on who you are.',
  },
  {
    planet: 'mars',
    sign: 'virgo',
    text: 'Your Mars in Virgo puts its fire into precision. You get what you want by working out exactly how to do it, then doing it well, and few can match your careful, useful effort. You notice what is broken and itch to fix it, whether a spreadsheet or a colleague’s half-finished plan. Anger often surfaces as criticism: a list of what went wrong, delivered in a tone you think is neutral and others may hear as cold. Bravery looks quiet in you: turning up every day, taking the unglamorous job, owning a mistake. Desire grows through attentiveness and small acts of service, and you show interest by remembering details. Nervous energy runs high, so routines, brisk walks or yoga settle you. Aim that exacting eye with mercy, at yourself included, because good enough, finished and shared often beats perfect and kept in a drawer.',
  },
  {
    planet: 'mars',
    sign: 'libra',
    text: 'Mars in Libra sits in the sign of its opposite, Venus, so your drive is always looking for a partner. You pursue goals most happily alongside someone, and you win people round with charm and a well-judged compromise. Injustice makes you fight hardest, and you can be fiercely brave for someone treated badly. Your own anger is another matter: you may swallow it to keep the peace, then find it leaking out as chilly politeness. Making up your mind can feel like a battle because you see both sides so clearly. Desire is stirred by beauty, grace and a sense of being matched, and crudeness can switch you off quickly. Tennis or partner dancing suits your rhythm. Learning to disagree openly is the real work, since honest conflict is often the only road to the harmony you want.',
  },
  {
    planet: 'mars',
    sign: 'scorpio',
    text: 'Traditionally Mars rules Scorpio, and here your drive runs deep, quiet and formidably concentrated. You don’t announce your intentions; you decide, then pursue what you want with a patience that can outlast almost anyone. Half measures bore you; in love or in research, you go all the way in. Anger is rarely loud, but it is intense and long-remembered, and those who cross you may not realise it for years. Courage comes in facing what others avoid: grief, taboo subjects, emergencies, the truth about power. Desire is magnetic and total, bound up with trust, and you sense quickly when someone is hiding something. Once committed, you have impressive stamina, and martial arts or hard training give the pressure somewhere to go. Your edge is learning to let go. Forgiving is not the same as forgetting, and a score kept indefinitely tends to wound you more than anyone else.',
  },
  {
    planet: 'mars',
    sign: 'sagittarius',
    text: 'Mars in Sagittarius gives you the drive of an explorer with a cause. You go after what you want with optimism and a long stride, and you are most alive chasing something larger than yourself: a journey, a belief, an idea worth defending. Tell you something cannot be done and you will likely try it. Anger arrives as blunt honesty, sometimes wrapped in a joke, sometimes as a sermon, and it blows over quickly. You find courage easily when it means trying the unfamiliar, whether a new country or an unpopular opinion. Desire is adventurous and free-spirited, and you need a partner who feels like a fellow traveller rather than a fence. Open space and long runs suit your body. Detail is where you can mature: check the map before setting off, and keep the promises made in a burst of excitement.',
  },
  {
    planet: 'mars',
    sign: 'capricorn',
    text: 'Exalted in Capricorn, Mars works as disciplined ambition. Your drive is strategic: you set a long-range goal, plan the route and climb steadily, willing to delay pleasure now for achievement later. People may underestimate you because you rarely make a fuss, yet you are often the one still working after the excitement fades. Anger tends to be controlled and cool; you go quiet and formal, then act decisively rather than argue. Courage, for you, means shouldering responsibility and making the hard, unpopular call. Desire is earthier and more passionate than your reserved manner suggests, though it unfolds best where respect and commitment are already in place. Your energy is durable, suited to climbing or training with measurable progress. You grow by being softer on yourself. Achievement is not the only proof of worth, and rest is no moral failure, however loudly your inner taskmaster insists otherwise.',
  },
  {
    planet: 'mars',
    sign: 'aquarius',
    text: 'With Mars in Aquarius, you fight for ideas and for the group. Principle switches your drive on: reform, fairness, the freedom to do things your own way. You reach goals unconventionally, inventing a method rather than following the manual, and you work well in teams if nobody bosses you about. Anger runs cool and cerebral; you may detach, argue from logic or retreat into stubborn independence. Courage shows in your readiness to be the odd one out and to stand by an unwelcome truth. Desire is sparked by the mind, by friendship and by a certain unpredictability, and you need space even inside closeness. Your energy comes in surges, so group activities, from climbing walls to cycling clubs, keep you engaged. Warmth in conflict is the skill to build, because being right about the principle matters less than staying connected to the person in front of you.',
  },
  {
    planet: 'mars',
    sign: 'pisces',
    text: 'Mars in Pisces moves like water: it rarely charges, yet in time it finds its way around every obstacle. Imagination and ideals fuel your drive, and you work best when moved rather than pushed. Going straight for what you want can feel uncomfortable, so you may drift, adapt or wait for the current to carry you. Anger is often diffuse; you may feel it as sadness or confusion, or soak up other people’s tempers instead of voicing your own. Your courage is creative: the nerve to make art, help the vulnerable or follow an intuition nobody else can see. Desire is romantic and tender, longing for a sense of merging, which can blur your boundaries. Your energy ebbs and flows, and swimming or music restores it. Owning your will is the stretch, since a clear aim and an honest no keep your generous spirit from being spent on other people’s agendas.',
  },
  {
    planet: 'jupiter',
    sign: 'aries',
    text: 'Your Jupiter in Aries grows by daring. Luck tends to appear when you act first, launch or take a chance that others are still debating, and your faith in life is strongest while you are moving. You believe in everyone’s ability to begin again, and you are generous with encouragement, cheering friends into brave leaps of their own. Openings come through competition and solo initiative. Everyone born in your year shares a certain impatience to get going, but in you it becomes a personal conviction that nerve opens doors. Excess looks like overconfidence: jumping before checking, collecting too many fresh starts or assuming enthusiasm alone will carry a project. Patience with the middle of things is your growing point. Expansion lasts when you stay to build on the first success instead of racing off towards the next thrilling beginning.',
  },
  {
    planet: 'jupiter',
    sign: 'taurus',
    text: 'Jupiter in Taurus makes growth a matter of patience and real substance. Your sense of abundance is physical: good food, a comfortable home, beautiful objects and time to enjoy them. You tend to prosper, in whatever sense matters to you, by building slowly and trusting that steady effort compounds. Your faith is practical; you believe in what you can touch, and you carry a calm confidence that there will be enough. Generosity shows in hospitality and in gifts chosen with care, and you feed whoever walks through the door. People born in the same year often share this appetite for security, though you shape it with your own values. Excess tends towards indulgence or possessiveness: clinging to comfort or refusing change because the present is pleasant. Circulation is what helps you grow, because wealth of every kind feels richer when some of it flows outward.',
  },
  {
    planet: 'jupiter',
    sign: 'gemini',
    text: 'Jupiter is in its detriment in Gemini, which only means its big picture arrives in many small pieces. You grow through curiosity: reading, talking, learning several things at once and connecting people who ought to meet. Good fortune often turns up in conversations, messages, chance introductions and the quick answers you give while others are still thinking. You trust that every question has an interesting answer, and your faith is flexible, open to changing its mind. Generosity for you means sharing information freely, pointing people towards the right book. Many born in your year carry a similar restless intelligence, yet yours shows in the particular subjects that grip you. Excess takes the form of scattering: courses abandoned, knowledge that stays broad and thin. Synthesis is your next step. Give your many threads time to weave together, and wisdom will follow the information.',
  },
  {
    planet: 'jupiter',
    sign: 'cancer',
    text: 'Exalted in Cancer, Jupiter turns its generosity towards care. You grow through belonging and nurture, and home, family, roots and tradition often become sources of real good fortune. You have a gift for making people feel looked after, whether hosting a crowded kitchen or remembering how everyone takes their tea. Your faith is tender and protective; you trust life most when you feel safe inside it. Born in a year that shares this placement, you belong to a cohort with a strong instinct for kinship, but your own version shows in the particular people you gather close. Excess can mean smothering, overfeeding or holding the past so tightly that it crowds out the present. Your expansion comes from trusting others to care for themselves, because your protection means most when it leaves room for people to grow.',
  },
  {
    planet: 'jupiter',
    sign: 'leo',
    text: 'With Jupiter in Leo, you grow by expressing yourself generously and without apology. You have a natural sense of occasion, and luck often arrives through creativity, romance, children or any chance to lead with heart. Your faith is sunny: you believe life is meant to be celebrated, and your warmth makes others feel braver and more important. Generosity comes in grand gestures and lavish praise, and when you feel secure you share the spotlight gladly. Everyone born during your Jupiter year carries a streak of this showmanship, but in you it takes the shape of your own talents and style. Excess looks like pride, a need for applause or spending to impress. Humility without dimming is the balance to find. Your confidence grows sturdier when it rests on genuine craft and kindness rather than on the size of the audience watching.',
  },
  {
    planet: 'jupiter',
    sign: 'virgo',
    text: 'Here in Virgo, Jupiter expands through improvement, one careful step at a time. You grow by becoming genuinely skilled, by being useful and refining systems, and luck tends to appear when you offer practical help nobody else thought to provide. Your faith rests in effort and in small daily rituals: a tidy desk, a healthy routine, a job done properly. Generosity comes as service, such as fixing the dripping tap or teaching someone the trick that saves them hours. People born in your year may share this modest, workmanlike optimism, though you apply it to your own chosen craft. Excess appears in an unexpected form: too much analysis, perfectionism or worry. Trusting the bigger picture is how you widen. Not everything must be optimised before it can be enjoyed, and sometimes the most helpful act is simply to relax.',
  },
  {
    planet: 'jupiter',
    sign: 'libra',
    text: 'Your Jupiter in Libra grows through relationship. Partnerships and your sense of fair play open doors, and luck often arrives by way of someone else: a spouse, a business partner, a well-connected friend. You believe in harmony and justice, and you have a genuine gift for mediation, finding a graceful middle. Generosity shows as tact, hospitality and an eye for beauty you love to share. The year you were born gives you something in common with your peers, a pull towards diplomacy and elegance, yet you bring it alive in your own connections. Excess can mean people-pleasing, a crowded social diary or avoiding any decision that might upset someone. Taking a stand is how you mature, since fairness sometimes requires choosing a side, and any peace you build is sturdier when your own view is part of it.',
  },
  {
    planet: 'jupiter',
    sign: 'scorpio',
    text: 'Jupiter in Scorpio expands through depth. Your growth comes from going beneath the surface, into psychology, research, intimacy and the crises that strip away pretence. Luck for you often looks like transformation: a loss that clears space or a bond that changes you for good. Your faith is tested rather than borrowed, built from having come through hard things, which makes you a powerful ally when others are struggling. Generosity can be intense and private, such as standing by someone when nobody else will. Peers born in that year carry some of this appetite for the hidden, but you express it through your own passions. Excess tends towards obsession, control, secrecy or all-or-nothing stakes with money and love. Lightness is the quality to cultivate. Not every situation needs excavating, and letting people reveal themselves in their own time is a wisdom of its own.',
  },
  {
    planet: 'jupiter',
    sign: 'sagittarius',
    text: 'Jupiter rules Sagittarius, so here it works at full strength, and you grow through adventure, learning and the search for meaning. Travel, philosophy, study and friendships across cultures can all bring luck, and your outlook tends to be expansive, frank and hopeful. You trust that life makes sense and that the horizon holds something worth reaching, and that conviction is infectious. Generosity comes easily; you give your time, your laughter and your opinions freely. Others born in the same stretch of months share this wandering optimism, yet your personal quest is unmistakably yours. Excess is the classic Jupiter kind: overpromising, preaching, restlessness, risky bets placed on faith, the hope that the next destination will fix everything. Grounding is what ripens you. Wisdom matures when it is tested in ordinary life, kept humble by doubt and offered as a question as often as an answer.',
  },
  {
    planet: 'jupiter',
    sign: 'capricorn',
    text: 'Jupiter is in its fall in Capricorn, and here optimism wears a sensible coat. You grow through structure, responsibility and patient accomplishment, and luck tends to arrive late rather than early, as a reward for work done properly. You believe in earning things, and your faith is quietly pragmatic: plans, institutions and long-term commitments are what you trust. Generosity shows as reliability, mentoring and practical support, passing on what you learned the hard way. Your birth year gives a whole cohort a respect for tradition and achievement, which you make personal through your own ambitions. Excess takes a surprising shape here: overwork, rigid caution, a hunger for status or the belief that joy must wait until everything is secure. Allowing yourself pleasure is the growth that matters. Enjoying success as it comes, and not only at the summit, keeps the climb worth making.',
  },
  {
    planet: 'jupiter',
    sign: 'aquarius',
    text: 'Jupiter in Aquarius expands through ideas, networks and the future. You grow when you join others around a shared vision, and luck often arrives through friends, communities or technology. Your faith is humanitarian and forward-looking: you believe people can build better systems, and you want a hand in designing them. Generosity is broad and impartial; you back a cause, a campaign or a stranger’s project with surprising commitment. People born in your year share some of this reforming spirit, though your version is marked by the causes and circles you choose. Excess comes as detachment, eccentricity for its own sake or ideals held so tightly that individual feelings get lost. Intimacy is where you still have room to grow, so let your vision make room for the messy, particular person beside you.',
  },
  {
    planet: 'jupiter',
    sign: 'pisces',
    text: 'Jupiter shares the traditional rulership of Pisces, and here it grows through compassion, imagination and faith. You sense instinctively that life is bigger than what can be seen, and luck often comes through intuition, art, retreat or kindness offered without calculation. Your generosity can seem boundless; you feel others’ suffering and want to ease it, and people find you easy to confide in. Your optimism does not wait for evidence, which is a gift in dark times. Many born in your year share a dreamy, porous sensitivity, but yours surfaces in the specific ways you heal, create or forgive. Excess takes the form of escapism, over-giving, vagueness or believing the best of people who have shown you otherwise. Discernment is the gift to develop. Compassion grows more powerful when it includes yourself, and a few clear boundaries let your kindness keep flowing without draining you dry.',
  },
  {
    planet: 'saturn',
    sign: 'aries',
    text: 'Saturn is in its fall in Aries, and the long lesson here concerns how you use your own will. Perhaps acting on impulse once got you into trouble, so you can swing between holding back and charging ahead. Fear tends to gather around starting things alone, losing your autonomy or being seen as weak. Responsibility means learning to lead yourself: choosing a direction, taking the initiative and answering for the result. With age, that struggle can harden into genuine self-command, a courage that is deliberate rather than reckless. A generation born across those two or three years shares a wariness about raw assertion, but you meet it in your own frustrations. Small self-directed beginnings, seen through, build the confidence that no single heroic leap ever gives you.',
  },
  {
    planet: 'saturn',
    sign: 'taurus',
    text: 'In Taurus, Saturn teaches through security, money, the body and self-worth. You may carry an early sense that there is never quite enough, and that feeling can drive you to save, build and protect with real determination. Your discipline is patient and practical; you can work towards a tangible goal for years without losing heart. Fear centres on loss and scarcity, which can make you cling to jobs, possessions or relationships long after they stop serving you. Peers born in your two-and-a-half-year window share a grounded, cautious streak, but your version shows in what you choose to hold on to. Over time this gives you enviable stability and a keen sense of real worth. The maturing step is to stop measuring your value by what you own. As you learn to trust your own resourcefulness, the tight grip relaxes into a calm sense of sufficiency.',
  },
  {
    planet: 'saturn',
    sign: 'gemini',
    text: 'With Saturn in Gemini, your long lessons run through the mind, speech and learning. You may have felt early on that your intelligence was doubted, or that school was a struggle, so you work harder than most to think clearly and speak with authority. Discipline shows as careful study, precise writing and a refusal to pass on anything you have not checked. Fears circle around looking foolish, running out of words or being misunderstood. Responsibility arrives through communication: teaching, editing or keeping the facts straight while others gossip. The people born in your Saturn window tend to share a serious attitude to knowledge, though your struggle lies in your own voice. In time you build a mind of real depth and a reputation for saying what you mean. Reclaim playfulness: ideas can be light and still worthwhile.',
  },
  {
    planet: 'saturn',
    sign: 'cancer',
    text: 'Saturn is in its detriment in Cancer, and the long work here is emotional safety. You may have grown up feeling that care had to be earned or that tenderness was risky, so you learned to guard your feelings. Discipline shows as loyalty and duty towards family, sometimes to the point of carrying burdens that are not yours. Fears circle around abandonment, dependency and being exposed as needy. Everyone born in that same couple of years shares a sober attitude to home and belonging, but its shape in your history is personal. With age, this becomes a rare capacity to create steady shelter for yourself and others. Allowing softness is the lesson that completes it. Your strength grows when you let yourself be held as kindly as you hold everyone else.',
  },
  {
    planet: 'saturn',
    sign: 'leo',
    text: 'Saturn in Leo places its tests around self-expression, pride and the right to shine. You may feel a deep wish to be recognised alongside a nagging fear that you are not special enough to deserve it, so you either hold back from the stage or work tirelessly to prove yourself worthy of it. Creativity can feel weighed down by standards until play becomes one more thing to get right. Responsibility often comes through leadership, children or creative projects that demand real commitment. Your age group, born within that Saturn stretch, tends to share a cautious relationship with showing off, but your lesson concerns your own heart. Over the years this can produce authority that is warm and earned. Joy without a scorecard is what you are learning. Create for love rather than approval, and dignity follows naturally.',
  },
  {
    planet: 'saturn',
    sign: 'virgo',
    text: 'Saturn in Virgo makes you a serious student of work, health and competence. You likely hold yourself to exacting standards and feel uneasy unless things are done correctly, checked twice and filed in the right place. That makes you superbly reliable. The shadow is anxiety: a fear of mistakes, of disorder, of being judged inadequate, which can turn every task into an examination you dread failing. Responsibility often arrives through daily duties, service roles and looking after other people’s wellbeing. Those born in the same few years share a conscientious, slightly worried temperament, but the knot you untangle is your own relationship with perfection. With age this tends to mature into mastery of a craft, built quietly over thousands of hours. Self-forgiveness is the skill still to be mastered, since imperfection belongs to every real piece of work and rest deserves practice too.',
  },
  {
    planet: 'saturn',
    sign: 'libra',
    text: 'Saturn is exalted in Libra, and its lessons come through relationships, fairness and commitment. You take partnership seriously, sometimes so seriously that you delay it, test it or stay too long out of duty. An early fear of being alone, or of being treated unfairly, may have taught you to weigh every agreement with care. Your discipline shows as a strong sense of justice and a capacity to honour promises and decent conduct when nobody is watching. Responsibility often arrives through marriage, business partnerships or roles that demand impartial judgement. Your generation, born in the same Saturn spell, shares a sober respect for balance, yet you live it out in your own bonds. Over time you can become a partner, mediator or arbiter whose word really holds. Letting love be imperfect is the remaining lesson: relationships are not audits, and a balance kept too strictly can lose its warmth.',
  },
  {
    planet: 'saturn',
    sign: 'scorpio',
    text: 'Saturn in Scorpio takes its lessons into deep water: trust, intimacy, power and shared money. You may have learned early that vulnerability carries risk, and so you keep control of what you reveal, choosing allies slowly and testing them for years. Your discipline is formidable; you can endure pressure, keep confidences and work through crises with astonishing resolve. Fears concern betrayal, losing control and being emotionally exposed. Responsibility may come through managing other people’s resources or facing endings that force you to change. People born during this Saturn period often share an intense, guarded quality, but the inner work is yours alone. With age you can become someone of real psychological strength, able to guide others through the darkest passages. Surrender is the hardest and most rewarding lesson, because power used well includes letting someone in and releasing what you cannot command.',
  },
  {
    planet: 'saturn',
    sign: 'sagittarius',
    text: 'Saturn in Sagittarius asks you to build a philosophy that can bear weight. Perhaps you grew up with strict beliefs, or with a hunger for meaning that circumstances seemed to block, and either way you take truth seriously. Discipline shows through study, teaching and a willingness to question any creed until it makes sense to you. Fear gathers around being wrong about the big things, losing faith or having your horizons fenced in, and it can make you dogmatic and cynical by turns. Responsibility arrives through education, law, publishing, travel or mentoring. Your generation shares this serious search for principles, yet the conclusions you reach are your own. With age, this placement often gives you a practical, tested wisdom that others trust precisely because you did not simply inherit it. Openness keeps that wisdom alive, so let your convictions stay curious.',
  },
  {
    planet: 'saturn',
    sign: 'capricorn',
    text: 'Saturn rules Capricorn, so here its lessons arrive clearly and its rewards can be substantial. You tend to feel responsible early, perhaps taking on adult duties young. Ambition is strong but measured; you plan years ahead and respect structure, hierarchy and proven methods. Fears cluster around failure, poverty, public embarrassment and losing control of your circumstances, which can make you overly serious or hard on yourself. Your discipline, though, is outstanding. Those born during this Saturn stretch share a pragmatic, achievement-minded outlook, but the summit you climb is yours. Many people with this placement actually grow lighter with age, because the security they worked for finally lets them relax. Tenderness is the missing piece. Success means more when people can see the person behind the role, and when you feel proud of more than results.',
  },
  {
    planet: 'saturn',
    sign: 'aquarius',
    text: 'Saturn co-rules Aquarius, and its lessons here concern community, individuality and the structures that hold groups together. You may have felt like an outsider early on, someone who did not quite fit, and over time you learn to make that difference principled rather than lonely. Discipline shows as commitment to ideas, systems and causes, and you can build institutions or networks that outlast you. Fears concern rejection by the group, losing your independence or being swallowed by conformity, which can make you rigidly contrary. Responsibility often comes through teams, organisations and friendships in which you are the steady one. Your generation, born in the same two or three years, shares a sober interest in reform, and you bring your own ideals to it. With age your vision gains real follow-through. Let friendship, humour and feeling have a seat at the table, and your principles will breathe more easily.',
  },
  {
    planet: 'saturn',
    sign: 'pisces',
    text: 'Saturn in Pisces gives form to the formless, and its lessons run through imagination, compassion and faith. You may have felt early that the world was too loud or too harsh, and you can carry a vague dread of chaos, dissolving or being overwhelmed by others’ pain. Discipline here is unusual: it means structuring your creativity, your spiritual life or your care for others so that none of it drowns you. Responsibility often arrives through caring roles, hospitals, art or service to the vulnerable, and escapism can tempt you when the weight feels too great. People born in your Saturn window share a sombre awareness of collective suffering, but you meet it in your own way. With age you can become someone who gives real shape to dreams, a grounded mystic whose compassion endures. Boundaries are the lesson, because limits are not the opposite of love; they are what let it last.',
  },
];
