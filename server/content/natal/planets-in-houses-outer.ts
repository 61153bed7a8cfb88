import type { PlanetInHouse } from './types';

/**
 * Jupiter, Saturn, Uranus, Neptune and Pluto in each of the twelve houses (issue #25): the part of
 * life where a slow-moving planet's drive becomes personal. Shape and limits in ./types.
 */
export const PLANETS_IN_HOUSES_OUTER: PlanetInHouse[] = [
  {
    planet: 'jupiter',
    house: 1,
    text: 'Jupiter in your first house puts an expansive, open-hearted spirit right at the front door of your personality. People often meet your optimism before they learn your name: the easy laugh, the wide gesture, the readiness to say yes to a plan that is barely formed. You tend to carry yourself as though the world is broadly on your side, and that confidence can open doors, from interviews to chance conversations with strangers on a train abroad. You may simply take up space, through height, volume or presence. Proportion is the lesson. The same big appetite can lead to overpromising, overcommitting or overindulging, so let your enthusiasm pause long enough to ask whether there is truly room for one more thing.',
  },
  {
    planet: 'jupiter',
    house: 2,
    text: 'With Jupiter in the second house, your relationship with money and belongings tends to be hopeful and open-handed. You often trust that resources will turn up when needed, and quite often they do, through a side project, a well-timed offer or your willingness to ask for a fair rate. Generosity comes easily; you may be the friend who quietly settles the bill or hands over the spare coat without a second thought. Your confidence grows when you value your talents as much as your purchases. Spending on faith is the snag. Luck is not a budget, and a habit of upgrading everything can quietly erode what you have built, so a simple saving rhythm helps your abundance last.',
  },
  {
    planet: 'jupiter',
    house: 3,
    text: 'Your curious, talkative side grows larger with Jupiter in the third house. Words are a source of delight: you might read three books at once, tell stories with lavish detail and strike up conversations at the bus stop that end in swapped recommendations. Siblings, cousins or neighbours can be genuine allies, and early schooling may have left you with a lasting hunger for learning. Short journeys often carry unexpected luck, as when a weekend away sparks an idea or a local evening class leads to a new circle. Breadth without depth is the risk. Having a view on everything can tip into lecturing, so practise asking one more question before you offer your own answer.',
  },
  {
    planet: 'jupiter',
    house: 4,
    text: 'Jupiter in the fourth house makes home the place where your faith in life is kept. You may have grown up in a lively, crowded or culturally rich household, or with one parent whose warmth and big ideas left a deep mark. As an adult you tend to want room to spread out: a generous kitchen, a garden, a table that can always fit another guest. Heritage, ancestry and family traditions can become a real source of meaning, and contentment often deepens in later life. Watch for expansion that outruns comfort, such as buying more house than you need or carrying everybody’s emotional luggage. A home feels richest when it also has quiet corners.',
  },
  {
    planet: 'jupiter',
    house: 5,
    text: 'Play is where your luck likes to live when Jupiter occupies the fifth house. You bring flair and appetite to hobbies, parties, performances and flirtation, and your creative output can be generous in both volume and spirit. Romance often arrives with a sense of adventure, perhaps through travel or a shared love of ideas. Children, whether your own, your students or young relatives, may find in you an encouraging, funny mentor who believes in them out loud. The shadow is chasing bigger and bigger thrills, from risky bets to dramatic affairs that burn through time and money. Joy runs deepest here when you finish what you start and let pleasure grow rather than sprawl.',
  },
  {
    planet: 'jupiter',
    house: 6,
    text: 'In the sixth house, Jupiter finds meaning in ordinary days. You tend to enjoy being useful, and workplaces often respond with goodwill, friendly colleagues and chances to take on more. Helping is where your generosity becomes most practical: covering a shift, mentoring a newcomer, walking an elderly neighbour’s dog when their knees are bad. You may approach wellbeing routines with real enthusiasm, trying one new regime after another. Excess is the catch, whether that means agreeing to every task until your list collapses or overindulging whenever work feels heavy. A steady, modest routine, kept faithfully, gives your good nature the framework it needs to flourish rather than fray.',
  },
  {
    planet: 'jupiter',
    house: 7,
    text: 'Jupiter in the seventh house tends to bring growth through other people. Partners, romantic and professional alike, often widen your horizons: someone from a different culture, a spouse who introduces you to travel, a business ally whose contacts open doors. You approach commitment with optimism and usually give others the benefit of the doubt, which helps negotiations and contracts go smoothly. Even rivals can end up teaching you something worth knowing. Outsourcing your own growth is the trap. Expecting a partner to supply all the meaning, excitement or abundance puts too much weight on a single bond. The best partnerships for you feel like two people expanding side by side.',
  },
  {
    planet: 'jupiter',
    house: 8,
    text: 'With Jupiter in the eighth house, you tend to grow most through what is shared and what is hidden. Joint finances, a partner’s earnings, investments or family inheritance can become sources of support, though never guarantees. Emotionally you are willing to go deep, and intimacy may feel like a doorway into understanding both yourself and life’s mysteries. When crises come, they often leave you wiser and oddly more hopeful, as though you have looked at the worst and found it survivable. Overconfidence with credit or borrowed money is the obvious hazard, along with chasing intensity for its own sake. Honest agreements about what belongs to whom keep your good fortune clean.',
  },
  {
    planet: 'jupiter',
    house: 9,
    text: 'Jupiter feels at home in the ninth house, and the search for meaning becomes a central thread of your life. Long journeys, foreign cultures, university, philosophy, faith and publishing all tend to open generously for you, and you may learn a language or settle abroad simply because the pull is too strong to ignore. You often teach without meaning to, pressing on friends the books and ideas that changed you. Legal matters and academic applications may go better than expected. Humility is your growth edge. A passionate conviction can harden into a sermon, and endless wandering can become a way to avoid commitment. Let your truth stay curious enough to keep learning.',
  },
  {
    planet: 'jupiter',
    house: 10,
    text: 'Public life is where Jupiter expands in your chart, sitting as it does in the tenth house. Even when young, you may have sensed you were meant to do something visible and worthwhile, and mentors or bosses often see potential in you before you see it yourself. Teaching, law, publishing, travel, leadership or any field that raises people’s horizons can suit you, though the key is scope more than title. Your reputation benefits from real generosity, such as crediting colleagues or championing a good cause. Ambition can overreach, taking on a role too big too soon or letting status define your worth. Success lasts best when your promises match your actual capacity.',
  },
  {
    planet: 'jupiter',
    house: 11,
    text: 'Friendship is your field of abundance with Jupiter in the eleventh house. You tend to collect people easily, from school friends to online communities to clubs built around a shared passion, and your network often brings introductions, invitations and opportunities you could never have planned. Your hopes for the future run large, and you may be drawn to causes that aim to improve many lives at once. Groups appreciate your optimism, and you are often the one who suggests the trip or launches the fundraiser. Spreading yourself across too many circles to be properly present in any is the weak spot. Invest in a handful of friendships, and your generosity gains depth.',
  },
  {
    planet: 'jupiter',
    house: 12,
    text: 'Jupiter in the twelfth house is often described as a hidden protector, and many people with it recall help arriving quietly at exactly the right moment. Your faith may be private rather than public, fed by meditation, prayer, long walks alone or time near water. You may feel called to work behind the scenes in hospitals, charities, retreats or other institutions where compassion matters more than credit. Solitude tends to restore you rather than drain you. The shadow is escape: overindulging to numb a feeling, or giving so much to those in need that you disappear. Your kindness grows strongest when you remember to include yourself within its circle.',
  },
  {
    planet: 'saturn',
    house: 1,
    text: 'Saturn in the first house often gives you a serious first impression, even in childhood: the one who seemed older, watched before speaking and approached life with care. You may have felt self-conscious about your body or appearance, or shouldered responsibility early, and that shaped a dignified, reliable way of moving through the world. People trust your steadiness and tend to hand you the clipboard in a crisis. Saturn here usually rewards time, and many people with it grow more comfortable and confident with each decade. Harshness towards yourself is the edge to soften. Lower your guard now and then, allow a little spontaneity, and remember that you do not need to earn the right to exist.',
  },
  {
    planet: 'saturn',
    house: 2,
    text: 'Money and self-worth become lessons in patience with Saturn in the second house. Perhaps you grew up with scarcity, or simply absorbed the belief that security must be earned the hard way. As a result you are often careful with money, reluctant to waste and good at building resources slowly over years, through savings, skills or property. Your values tend to be solid and well tested, like a favourite coat you have mended rather than replaced. Fear is the shadow: worrying there will never be enough, undercharging for your work or hoarding what could be enjoyed. Mastery here means knowing your worth as something steady and real, not measured only by a bank balance.',
  },
  {
    planet: 'saturn',
    house: 3,
    text: 'With Saturn in the third house, communication is something you take seriously and master slowly. Early learning may have felt difficult, or you may have been the quiet child afraid of saying the wrong thing, perhaps compared unfavourably with a sibling. Over time this can produce a careful, precise thinker whose words carry weight, someone good at writing reports, teaching methodically or explaining complex ideas clearly. Ties with siblings or neighbours might involve duty, distance or respect that builds gradually. Watch for mental rigidity and the habit of staying silent rather than risk sounding foolish. Your voice grows stronger every time you speak before you feel entirely ready.',
  },
  {
    planet: 'saturn',
    house: 4,
    text: 'Saturn in the fourth house lays heavy foundations in your private life. Childhood may have involved strict rules, emotional reserve, early chores or a parent who was absent, overworked or hard to please. You learned self-reliance young, and perhaps learned to keep feelings behind closed doors. In adulthood, building a secure home often becomes a lifelong project, and you may turn into the relative who organises the care rota, sorts the paperwork and holds everything together. Property, roots and tradition can matter deeply. Softness is the growth edge: allowing your home to be a place of warmth as well as duty, and offering yourself the tender care you may have gone without.',
  },
  {
    planet: 'saturn',
    house: 5,
    text: 'Pleasure and creativity do not come lightly with Saturn in the fifth house. You may have felt that play had to be earned, or feared looking silly in front of others, which can make romance, performance or artistic risk feel painfully exposed. Yet this placement often produces serious craftsmanship: the musician who practises scales daily for decades, the writer who revises patiently until every line holds. Love affairs may arrive late or carry real commitment, and children can bring responsibilities that deepen you. Letting joy happen without a purpose is the thing to learn. Put fun in the diary if you must, but allow it to be gloriously unimpressive.',
  },
  {
    planet: 'saturn',
    house: 6,
    text: 'The sixth house makes Saturn a disciplined presence in your daily life. You tend to be conscientious, dependable and thorough at work, often trusted with the detailed or demanding tasks others avoid. Routines anchor you, and you may find deep satisfaction in mastering a craft or procedure through steady repetition, like a baker who has perfected one loaf over twenty years. Your body may ask for consistent care, and ignoring small signals tends to cost more later. Turning work into proof of your worth is the hazard: overwork, perfectionism, dread of mistakes, reluctance to delegate. Real breaks and patience with your own learning curve let competence become quietly satisfying.',
  },
  {
    planet: 'saturn',
    house: 7,
    text: 'Relationships are serious business when Saturn sits in the seventh house. You may commit late, choose an older or more mature partner, or feel that partnership brings as many duties as pleasures. Contracts and agreements matter to you, and you tend to honour your word even when it becomes inconvenient. Fear of rejection or of being tied down can make you cautious, and some people learn through one hard early relationship exactly what they need. Given time, this placement favours lasting bonds built on respect, the kind that get better at their fortieth anniversary. Treating love as an exam you might fail is the habit to drop; let a partner see your uncertainty, not only your reliability.',
  },
  {
    planet: 'saturn',
    house: 8,
    text: 'With Saturn in the eighth house, trust and intimacy come slowly and are hard won. You may guard your emotional depths and resist depending on anyone, especially where shared money, debt or sexuality are concerned. Past experiences of loss, financial entanglement or control can leave you wary of merging your life with someone else’s. Yet you are often remarkably capable in a crisis, handling a will, an insurance claim or a mountain of difficult paperwork with calm competence. Over the years you can become a wise guide through life’s darker passages. Vulnerability is your growth edge: loosening control a little at a time, and discovering that surrender need not mean collapse.',
  },
  {
    planet: 'saturn',
    house: 9,
    text: 'Saturn in the ninth house makes belief something you examine rather than inherit. You may have been raised inside a strict faith or worldview, or felt shut out of higher education, and had to assemble your own philosophy piece by piece. Study, once you commit, tends to be serious and long term: a degree taken in your forties, a slow mastery of law, a language learned grammar table by grammar table. Travel might feel daunting at first or come wrapped in obligations. Eventually you can become a respected teacher or authority yourself. Be wary of dogma and of cynicism alike, because allowing a little wonder back into your thinking keeps wisdom alive.',
  },
  {
    planet: 'saturn',
    house: 10,
    text: 'Career becomes the long climb with Saturn in the tenth house. You tend to feel a strong duty to achieve, often shaped by a parent’s expectations, and your reputation matters to you more than you may admit. Success can come later than it does for your peers, but it is usually earned through competence, patience and integrity rather than luck. You might rise into management, build a business that outlasts you or become the expert everyone phones when something goes wrong. Fear of failure or public judgement can make you overly cautious or relentlessly driven. Define success in your own terms, so that ambition serves your life rather than swallowing it.',
  },
  {
    planet: 'saturn',
    house: 11,
    text: 'Saturn in the eleventh house shapes how you belong. You might have felt like an outsider in groups when young, had only one or two close friends, or found it easier to talk with people much older than you. Over time you tend to build a small, loyal circle that lasts decades, and you often take on responsibility within organisations as the treasurer, the organiser or the steady voice in the meeting. Your hopes for the future are practical, and you work towards them patiently. Watch for the belief that you must earn your place, or for staying outside communities because rejection feels likely. Friendship is allowed to be easy sometimes.',
  },
  {
    planet: 'saturn',
    house: 12,
    text: 'In the twelfth house, Saturn works behind the scenes of your psyche. You may carry unspoken fears, a sense of guilt with no clear cause, or a private loneliness few people ever glimpse. Solitude can feel both necessary and heavy. Work in institutions, archives, research, hospitals or quiet service may suit your discreet sense of duty. Over time, a disciplined reflective practice, whether journalling, therapy, prayer or meditation, can turn hidden anxieties into inner strength. Hiding from life or punishing yourself for imagined failings is the pattern to watch. Bringing your fears into the open, even with one trusted person, tends to lighten them remarkably.',
  },
  {
    planet: 'uranus',
    house: 1,
    text: 'Your presence carries a jolt of the unexpected with Uranus in the first house. People may struggle to place you: the haircut that changes every season, the clothes that mix decades, the opinion nobody else at the table dared to voice. Since childhood you have probably bristled when someone told you who to be, and your approach to life starts from wondering what would happen if you did it differently. That originality gives others permission to be themselves. It can also make you jumpy, quick to bolt from commitments or to rebel on reflex. Maturing with this placement means discovering that staying can be as free a choice as leaving.',
  },
  {
    planet: 'uranus',
    house: 2,
    text: 'Income with Uranus in the second house often arrives in jumps rather than a steady trickle. Freelance contracts, tech work, a sudden windfall or an abrupt change of career can all reshape your finances, sometimes more than once in a decade. You may hold possessions lightly, happy with a minimalist flat, a shared car or a borrowed drill, because ownership can feel like a weight. Your self-worth rests on being original rather than well stocked. Money shocks test your nerve, though, and impulsive purchases or risky schemes can undo a run of good months. A flexible cushion of savings gives your experiments somewhere soft to land.',
  },
  {
    planet: 'uranus',
    house: 3,
    text: 'Thoughts arrive like lightning when Uranus sits in your third house. You may finish other people’s sentences, leap three topics ahead, or solve in the shower a problem you set down weeks ago. Conventional classrooms possibly bored you, while odd subjects, coding, science fiction or inventing private languages felt thrilling. Siblings or neighbours might be unusual characters, and childhood may have included sudden moves or changes of school. Your messages and posts often provoke, intrigue or wake people up. Scattered attention and nervous chatter are the price of such a quick mind. Give each brilliant flash a notebook and a second look before you broadcast it.',
  },
  {
    planet: 'uranus',
    house: 4,
    text: 'With Uranus in the fourth house, the ground under your early life may have shifted more than once. Perhaps the family moved often, a parent left or arrived suddenly, or your household simply ran on different rules from your friends’ homes. One parent might have been brilliant, erratic or fiercely independent. As an adult you may live in a converted warehouse, on a narrowboat, in a shared house or in a new city every few years, and your family could be one you chose rather than inherited. Beneath the freedom can lie a fear of being trapped by belonging. Let home become a launchpad you return to, not a cage you flee.',
  },
  {
    planet: 'uranus',
    house: 5,
    text: 'Love and creativity come with an electric charge for you. Uranus in the fifth house draws you to partners who surprise you, to relationships that ignore the usual timetable, and to hobbies at the edge of the new, such as electronic music, experimental theatre or building strange contraptions in the shed. Flirtations can ignite in an instant and vanish just as fast. If you raise children, they may be unusually independent, and you may parent with a refreshing lack of rulebook. The shadow is boredom arriving the moment anything becomes familiar. Notice how often you abandon a project at the exact point where it would start to deepen.',
  },
  {
    planet: 'uranus',
    house: 6,
    text: 'A nine-to-five can feel like a straitjacket when Uranus lives in your sixth house. You tend to do your best work on flexible hours, remote set-ups, shift patterns you design yourself or jobs involving technology and problem solving. Colleagues may value you as the one who finds a faster method or questions a pointless procedure. Routines tend to break whenever you grow bored, and your energy can run in irregular surges, so stress may show up as jitteriness or erratic sleep. Even your pets might be unusual. Try building a daily structure with movable parts, firm enough to steady you and loose enough to let you breathe.',
  },
  {
    planet: 'uranus',
    house: 7,
    text: 'Partnership needs oxygen with Uranus in the seventh house. You may be drawn to people who are brilliant, unconventional, from another world entirely, or simply unwilling to be possessed. Relationships can begin like a bolt from the blue, and some end just as quickly or evolve into arrangements others find unusual, such as living apart together. In business, contracts may be rewritten without warning. You likely want a partner who is also a friend. Trouble comes when fear of confinement makes you choose people who are unavailable, or walk out before a conversation can happen. Spell out the freedom you need, and ask what your partner needs too.',
  },
  {
    planet: 'uranus',
    house: 8,
    text: 'Shared money, intimacy and crisis can all take sudden turns with Uranus in the eighth house. A partner’s finances may swing unexpectedly, an inheritance might appear or evaporate, or a loan could be called in at an awkward moment. You may hold frank, unconventional views on sex, death and power, and find psychology, astrology or investigative work fascinating. When emergencies hit, you often stay surprisingly cool, thinking clearly while others panic. That detachment has a cost, because it can keep real closeness at arm’s length. Intimacy deepens when you allow someone to see you rattled, not just composed and clever.',
  },
  {
    planet: 'uranus',
    house: 9,
    text: 'Beliefs stay provisional for you with Uranus in the ninth house. You might have walked away from an inherited religion as a teenager, swapped disciplines halfway through a degree, or found your real education in documentaries, online courses and late-night debates. Travel tends to be spontaneous: a last-minute flight, a year abroad that was never planned, a culture that overturns your assumptions overnight. You enjoy challenging orthodoxies and may champion progressive ideas in law, science or publishing. The pitfall is becoming contrary by habit, rejecting an idea simply because it is established. Some old wisdom survives because it works, and testing it fairly is itself a radical act.',
  },
  {
    planet: 'uranus',
    house: 10,
    text: 'Your career path is unlikely to resemble a ladder with Uranus in the tenth house. You may change direction several times, leave a secure job on principle, or build a reputation in technology, science, activism or any field where being early counts. The public may know you as the innovator or the maverick. Sudden promotions, unexpected redundancies and bold reinventions can punctuate your working life, and a parent may have modelled unconventional choices. Friction with bosses and rigid hierarchies is common, and it can stall your progress. Working for yourself, or within an organisation that welcomes disruption, lets your originality build something that endures.',
  },
  {
    planet: 'uranus',
    house: 11,
    text: 'Uranus is naturally comfortable in the eleventh house, and your social life tends to show it. Friends come from every background, age and subculture, and you may find your people in hackspaces, campaign groups, online forums or fan communities. You are often most alive when contributing to an idea bigger than yourself, and your hopes for the future can be strikingly visionary. Friendships may begin instantly and end abruptly, and you may drift from one group to the next as your interests change. Loving humanity in the abstract is easier than calling back the friend who is struggling. Make sure your vision includes the people nearest to you.',
  },
  {
    planet: 'uranus',
    house: 12,
    text: 'The twelfth house hides Uranus somewhere deep, so its flashes of genius often surface through dreams, long solitary walks or sudden intuitions you cannot fully explain. Your spiritual life may be unconventional, mixing practices or following none at all. You might feel an inner restlessness that others never see, and sometimes an urge to vanish for a while or cut ties without warning. Working behind the scenes, in research, institutions or technology, can let you innovate away from the spotlight. Unacknowledged rebellion can curdle into anxiety. Naming what you truly want to break free from gives that hidden voltage a conscious, constructive outlet.',
  },
  {
    planet: 'neptune',
    house: 1,
    text: 'People tend to see in you whatever they hope to see when Neptune sits in your first house. Your appearance may seem soft-focus, changeable or quietly magnetic, and you can shift your manner to suit a room almost without noticing. Sensitivity is your doorway into life: you pick up moods, atmospheres and unspoken feelings, which can make you a gifted actor, photographer, healer or listener. Yet the borders of the self may blur, leaving you unsure where other people end and you begin. Loud, crowded or harsh settings can drain you quickly. Building a clear sense of who you are, without surrendering that lovely receptivity, is the work of a lifetime here.',
  },
  {
    planet: 'neptune',
    house: 2,
    text: 'Neptune in the second house can make money feel slippery, like water through your fingers. You might be generous to a fault, lending cash you will never see again, or simply hazy about bills, accounts and where the last payday went. Your values lean towards beauty, compassion and meaning rather than accumulation, and income may flow through art, music, film, charity or caring work. Your sense of worth can rise and fall with your mood. Fantasy is the danger: trusting too easily, believing in unlikely schemes or avoiding your bank statements altogether. Clear records and one trustworthy adviser can anchor your ideals in practical stability.',
  },
  {
    planet: 'neptune',
    house: 3,
    text: 'Your mind moves in images when Neptune occupies the third house. You may think in pictures and melodies, write poetry in the margins, daydream through lessons, or absorb knowledge by osmosis rather than by rote. Your speech can be beautifully evocative but sometimes vague, leaving others unsure exactly what you meant. A sibling might have been idealised, absent, or in need of your care. Your neighbourhood may hold a particular atmosphere for you, and even short journeys can feel dreamy. Misheard messages, lost keys and misplaced trust are the pitfalls. Confirming plans in writing and speaking plainly when it matters let your imagination shine without the muddle.',
  },
  {
    planet: 'neptune',
    house: 4,
    text: 'Neptune in the fourth house fills your roots with mist. Childhood memories may be hazy or idealised, and family life may have included secrets, sacrifice, illness, addiction or simply a parent who seemed hard to reach. You might long for a perfect home that never quite materialises. Yet your private world can become a sanctuary of creativity and peace, perhaps near water, full of music, or open to anyone who needs shelter for a night. Seeing your family clearly, without blame and without fantasy, is the growth edge. Healing often begins when you build a home from what is real rather than from what might have been.',
  },
  {
    planet: 'neptune',
    house: 5,
    text: 'Romance can feel like a film with Neptune in the fifth house. You may fall in love with potential, with an artist, a wounded soul or someone you barely know, and your creativity flows best when fuelled by longing. Music, dance, photography, theatre or poetry may be natural outlets, and you can lose whole afternoons in imaginative play. Children may stir your sense of wonder, and you might idealise parenthood before you ever try it. Disillusionment is the risk, along with using pleasure as a way out of reality. Loving people as they actually are, and letting art express your dreams rather than replace your life, brings the deepest satisfaction.',
  },
  {
    planet: 'neptune',
    house: 6,
    text: 'In the sixth house, Neptune blends everyday work with compassion. You may feel called to serve through nursing, teaching, caregiving, volunteering, animal rescue or creative work that lifts other people. Routines can dissolve easily; you might resist timetables or feel drained by monotonous tasks. Your body can be sensitive to substances, stress and noisy environments, so gentle habits matter. At work, clarity can be elusive, and vague job descriptions or unspoken expectations may cause muddles. Self-sacrifice without limits is the thing to watch. Firm boundaries, a simple daily rhythm and practical care for yourself allow your compassion to flow without leaving you exhausted.',
  },
  {
    planet: 'neptune',
    house: 7,
    text: 'Partnership carries a dreamlike quality when Neptune sits in your seventh house. You may be searching for a soulmate, idealising partners or quietly hoping someone will rescue you, or that you can rescue them. Relationships can be deeply spiritual, artistic or compassionate, yet also prone to illusion, deception or disappointment. In business, contracts deserve careful reading and a second opinion. You are often exquisitely attuned to other people’s feelings and willing to sacrifice for them. Seeing partners clearly, asking direct questions and honouring the warning signs you notice are your growth edges. Love thrives here when romance and realism walk hand in hand.',
  },
  {
    planet: 'neptune',
    house: 8,
    text: 'With Neptune in the eighth house, the lines around shared money and intimacy can blur. Joint accounts, debts, taxes or an inheritance need clear agreements in writing, because confusion or even deception may creep in when things are left vague. Intimacy can feel transcendent, almost spiritual, but boundaries may dissolve so completely that manipulation slips past your guard. You may be drawn to mysticism, psychic experiences, or helping others through grief and loss. In a crisis you often offer unusual compassion and intuition. Discernment is the skill to build: knowing where your responsibilities end, and protecting yourself while staying open to profound connection.',
  },
  {
    planet: 'neptune',
    house: 9,
    text: 'Neptune in the ninth house turns the search for meaning into a kind of pilgrimage. You may be drawn to mysticism, faraway coastlines, sacred sites or philosophies that emphasise compassion and unity. Journeys can be transformative, and occasionally chaotic, as missed connections lead somewhere unexpectedly beautiful. Education may follow inspiration rather than logic, and you may learn best through stories, art and direct experience. You can be idealistic about gurus, teachers or belief systems, and a charismatic voice may sway you more than it should. Trusting your intuition while keeping your critical mind awake protects you from following anyone blindly.',
  },
  {
    planet: 'neptune',
    house: 10,
    text: 'Your public image may shimmer and shift with Neptune in the tenth house. Others project their dreams onto you, and you may feel drawn to careers in art, film, music, fashion, healing, spirituality, charity or any role that inspires. Finding a single clear vocation might prove difficult, and your reputation can rise and fall in ways you cannot fully control. One parent may have seemed idealised, elusive or absent. Confusion about direction, or being taken advantage of by an employer, is the hazard. Ground your vision in concrete steps, a portfolio, a qualification, a five-year sketch, and your career can honour your ideals instead of drifting.',
  },
  {
    planet: 'neptune',
    house: 11,
    text: 'Friendships and groups are infused with idealism when Neptune is in your eleventh house. You may be drawn to spiritual circles, artistic collectives, choirs or causes that aim to heal the world. Friends can be inspiring, but sometimes unreliable or not quite who they seem, and you may give more than you receive. Your hopes for the future can feel boundless yet hard to pin down. Rose-tinted glasses are the problem, whether you wear them for a charming friend or a movement that promises everything. Choose your communities with care, and translate your dreams into plans with dates attached.',
  },
  {
    planet: 'neptune',
    house: 12,
    text: 'Neptune is at home in the twelfth house, deepening an already rich inner world. You may have vivid dreams, strong intuition and a natural sense of connection to something beyond yourself. Solitude tends to restore you, and you may be drawn to meditation, prayer, music, retreats or long swims in cold water. Compassion for the vulnerable could lead you to hospitals, hospices, prisons or charities. Escapism is the shadow, whether it takes the form of fantasy, substances, sleeping too much or simply disappearing. Giving your spirituality a place in ordinary life, a morning practice or a weekly quiet hour, lets solitude nourish rather than isolate you.',
  },
  {
    planet: 'pluto',
    house: 1,
    text: 'Pluto in the first house gives your presence a quiet intensity that people feel before you say a word. You may come across as magnetic, guarded or formidable, and others sometimes assume you are more powerful or more dangerous than you feel inside. Your approach to life tends to be all or nothing, and you may have reinvented your appearance or identity completely more than once, perhaps after a crisis that left you changed. Survival instincts run strong, and you rarely let yourself be read easily. Control is your edge. Learning to reveal yourself gradually, without needing to manage every impression, lets your strength become warmth rather than armour.',
  },
  {
    planet: 'pluto',
    house: 2,
    text: 'Money and possessions carry emotional weight with Pluto in the second house. You may swing between extremes: building substantial resources, losing them, rebuilding them, each cycle teaching you something about what truly matters. Ownership can become tangled with power, so that a salary, a house or a collection feels tied to your survival. You often have a shrewd instinct for hidden value, whether in undervalued property, forgotten skills or neglected talents. Obsession with security, or using money to control others, is the trap. Discovering a self-worth that would survive losing everything transforms your relationship with material life at its root.',
  },
  {
    planet: 'pluto',
    house: 3,
    text: 'With Pluto in the third house, your words carry unusual force. You think like an investigator, probing beneath the official explanation and noticing exactly what others avoid saying. Early schooling or a sibling relationship may have involved rivalry, secrets or a struggle for power that left a lasting imprint, perhaps a brother or sister whose moods governed the household. You might excel at research, persuasive writing, psychology or journalism that drags hidden facts into daylight. Conversations with you rarely stay small talk for long. Beware of turning that sharp perception into a weapon, or of chewing on one thought until it eats you. Accuracy paired with compassion makes your insight healing rather than wounding.',
  },
  {
    planet: 'pluto',
    house: 4,
    text: 'Pluto in the fourth house buries its intensity in your roots. Family life may have included power struggles, hidden histories, a bereavement or a parent whose influence felt overwhelming, and home may at times have been a place of upheaval rather than rest. As an adult you might feel driven to transform what you inherited, breaking patterns that have run through several generations. Gutting and rebuilding a house, tracing your ancestry or working through childhood in therapy can feel strangely urgent and deeply meaningful. The risk is needing total control over your private world in order to feel safe. Once the old roots are faced, home can become a place of genuine regeneration.',
  },
  {
    planet: 'pluto',
    house: 5,
    text: 'Nothing about pleasure is casual with Pluto in the fifth house. Love affairs can be consuming and life-changing, sometimes shadowed by jealousy or obsession, and a single romance may divide your life into before and after. Creativity feels less like a hobby than a compulsion: you might write crime fiction, paint raw emotion, or perform with a power that unsettles audiences. Children, if they come, may transform you profoundly, and parenting can bring hard lessons about letting go of control. Turning play or love into a contest you must win is the danger. Creating for the sake of truth, and loving without owning, lets your passion become gloriously generative.',
  },
  {
    planet: 'pluto',
    house: 6,
    text: 'Pluto in the sixth house brings depth and drive to the daily grind. You are often compelled to overhaul the systems you work within, spotting the broken process nobody else wants to name and quietly rebuilding it. Work can become an obsession, and your habits tend towards all or nothing, from a strict new regime adopted overnight to its sudden abandonment. Burnout might one day prompt a complete change of lifestyle. Tensions with colleagues or managers can turn into battles over control. Trying to master your body or your workplace through force is the trap. Sustainable routines and shared credit let your reforming instinct improve things for everyone.',
  },
  {
    planet: 'pluto',
    house: 7,
    text: 'Partnership becomes a crucible with Pluto in the seventh house. You tend to attract powerful, complicated or magnetic partners, and relationships can change you to the core. Questions of control, jealousy and dependency may surface repeatedly, sometimes through a partner who seems to hold all the cards, sometimes through your own wish to hold them. Divorces, legal disputes or intense business partnerships can act as turning points. You often learn most about yourself through the people who challenge you. Owning your power instead of projecting it onto others is the real work, so that love becomes a meeting of equals rather than a quiet struggle for dominance.',
  },
  {
    planet: 'pluto',
    house: 8,
    text: 'Pluto is at home in the eighth house, where it magnifies everything to do with shared resources, intimacy and crisis. Inheritance, debt, a partner’s wealth or a significant loss may mark major chapters of your life. Intimacy for you is never casual: you crave depth, honesty and the kind of closeness that strips away pretence. Psychology, research, forensic work, hospice care or the study of life’s mysteries may draw you. Crises tend to function as rebirths, leaving you stripped back and renewed. Fear of vulnerability can push you towards secrecy or control, testing people before you trust them. Surrender, chosen freely, turns transformation into empowerment rather than destruction.',
  },
  {
    planet: 'pluto',
    house: 9,
    text: 'With Pluto in the ninth house, beliefs are never mere opinions; they feel like matters of survival. You may undergo a profound conversion, or a deconversion, abandoning one worldview wholesale for another. A journey, a course of study or a spiritual quest can change the direction of your whole life, and a foreign culture may unmake and remake you. You might be drawn to law, theology, psychology or politics, hunting for the truths buried beneath official dogma. Fanaticism is the shadow: clinging to a conviction with obsessive force or needing to convert everybody you meet. Let your philosophy keep evolving, and use its depth to empower others rather than overpower them.',
  },
  {
    planet: 'pluto',
    house: 10,
    text: 'Career and public standing carry enormous charge with Pluto in the tenth house. You may feel driven to gain influence, or to transform your field from within, and roles in leadership, politics, investigation, surgery, psychology or crisis management can suit your intensity. Your reputation might rise and fall dramatically, with one public episode reshaping how others see you. A parent may have been a powerful or controlling figure whose shadow you still measure yourself against. Status can become an obsession, and so can control over how you are perceived. Real authority here comes from integrity, and from using power to repair institutions rather than simply to rule them.',
  },
  {
    planet: 'pluto',
    house: 11,
    text: 'Group life and friendship are where Pluto stirs things up in your eleventh house. Your bonds tend to be few but profound, and a betrayal or a dramatic falling-out within a circle may have taught you hard lessons about loyalty. You are drawn to groups that have real power to change things, from grassroots campaigns to boardroom alliances, and you can become a formidable force within them. Your hopes for the future may transform completely over the years. Suspicion of friends, or a need to control the group’s direction, is the shadow. Trust built slowly, and collective power used for genuine reform, show this placement at its best.',
  },
  {
    planet: 'pluto',
    house: 12,
    text: 'In the twelfth house, Pluto works in the deepest reaches of your unconscious. You may carry hidden fears, private compulsions or powerful inner experiences that few people ever see, and family secrets might shape you long before you learn them. Solitude can be a site of profound transformation, and you may be drawn to depth psychology, serious spiritual practice, or work in prisons, rehabilitation, addiction recovery or crisis support. What stays buried tends to gain force. Facing your shadow consciously, through therapy, dreamwork or honest confession, turns that hidden power into a quiet, healing strength that others sense and trust.',
  },
];
