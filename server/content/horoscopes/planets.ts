import type { PlanetTexts } from './types';

/**
 * Planets in the solar houses, stations and lunations: original sentences, one planet at a time. Planet-in-house
 * sentences serve a day, a week or a month, so they name no period; the outer planets stay in a house for years and
 * read as a long background theme.
 */
export const PLANET_TEXTS: PlanetTexts = {
  planetInHouse: {
    sun: {
      '1': {
        general: [
          'With the Sun crossing your first house, your energy and confidence climb, so introduce yourself properly, ask for what you want and start the plan that carries your own name.',
          'The Sun in your first house puts your body and your first impressions in the light; a better bedtime, a fresh haircut or a jacket you love can lift your whole mood.',
        ],
        love: [
          'While the Sun brightens your first house, people notice you sooner, so let yourself be seen: say hello first, wear what makes you feel good, and let warmth do the flirting.',
        ],
      },
      '2': {
        general: [
          'The Sun moving through your second house turns your attention to money, belongings and what you truly value, a good moment to look at a budget with calm, curious eyes.',
          'With the Sun in your second house, confidence grows from steady things: paying a bill on time, mending something you own, or naming a skill you could be paid more for.',
        ],
        love: [
          'Feeling valued matters more than grand gestures while the Sun passes through your second house, and you can show someone they count through small, reliable kindness.',
        ],
      },
      '3': {
        general: [
          'With the Sun in your third house, messages, errands and short trips fill the calendar, and your mind is quick enough to learn something new or finally answer that long email.',
          'The Sun travelling through your third house brightens talk with siblings, neighbours and the faces on your usual routes, so a chat at the corner shop may bring useful news.',
        ],
        love: [
          'As the Sun crosses your third house, attraction grows through talk: a funny text, a shared article, or a long walk where the conversation keeps turning easily.',
        ],
      },
      '4': {
        general: [
          'The Sun moving through your fourth house draws you toward home and family, so tidy a room, cook for the people you live with, or call a relative who remembers where you started.',
          'With the Sun at the base of your chart in the fourth house, your energy turns homeward, and an evening at the kitchen table recharges you more than another night out.',
        ],
        love: [
          'Closeness grows at home while the Sun warms your fourth house, and inviting someone into your space, or simply sharing a quiet meal, says more than a night on the town.',
        ],
      },
      '5': {
        general: [
          'The Sun in your fifth house brings play back into your days, so make room for a hobby, a game, a creative project or time with children that reminds you what fun feels like.',
          'With the Sun shining through your fifth house, self-expression comes easily; sing, draw, write a few pages, or share the idea you have been keeping to yourself.',
        ],
        love: [
          'As the Sun lights up your fifth house, romance feels lighter and more playful, and a spontaneous plan, a proper date or a little flirting can be genuinely fun.',
        ],
      },
      '6': {
        general: [
          'The Sun moving through your sixth house favours good habits: a steady bedtime, a daily walk, a clearer to-do list and a desk where you can actually find things.',
          'With the Sun in your sixth house, work goes best when you attend to useful details, help a colleague properly, and give your body the rest and movement it keeps asking for.',
        ],
        love: [
          'While the Sun crosses your sixth house, love shows up in practical care: making someone’s tea, walking a friend’s dog, or helping with a chore they dread.',
        ],
      },
      '7': {
        general: [
          'With the Sun in your seventh house, other people take centre stage, and partnerships, contracts and one-to-one meetings need more of your attention than solo plans.',
          'The Sun passing through your seventh house shows clearly where you and others differ, and a fair, open conversation can settle a standoff that has dragged on too long.',
        ],
        love: [
          'Relationships ask for balance and attention as the Sun moves through your seventh house, and any bond, new or long-standing, grows when you listen as carefully as you speak.',
        ],
      },
      '8': {
        general: [
          'The Sun moving through your eighth house turns your focus to shared money, debts and joint decisions, a sensible stretch for sorting the paperwork you have been avoiding.',
          'With the Sun in your eighth house, you see beneath the surface more easily, and letting go of an old habit or grudge can free a surprising amount of energy.',
        ],
        love: [
          'While the Sun crosses your eighth house, intimacy deepens when you trust someone with a real feeling rather than the polished version, and honesty becomes quietly attractive.',
        ],
      },
      '9': {
        general: [
          'With the Sun in your ninth house, your world wants to get bigger: plan a trip, look into a course, read outside your usual shelf, or ask the big questions out loud.',
          'The Sun travelling through your ninth house favours study, travel and publishing, so an application, a booking or a piece of writing you send out has good momentum behind it.',
        ],
        love: [
          'As the Sun lights your ninth house, attraction sparks through shared ideas and adventures, whether that means planning a journey together or talking late with someone from a different world.',
        ],
      },
      '10': {
        general: [
          'The Sun at the top of your chart in the tenth house puts your work and reputation in view, so show your results, speak up in the meeting and let people see what you do well.',
          'With the Sun crossing your tenth house, your ambitions feel clearer and the people in charge pay more attention, which makes it a fine stretch to ask about your next step.',
        ],
        love: [
          'A full schedule can crowd out romance while the Sun moves through your tenth house, so name a time for the people you love rather than waiting for a free evening to appear.',
        ],
      },
      '11': {
        general: [
          'The Sun moving through your eleventh house brings friends and groups to the fore; join the club, answer the group chat, or gather people who share one of your hopes.',
          'With the Sun in your eleventh house, your hopes for the future come into focus, and talking them through with a friend shows you which one to pursue first.',
        ],
        love: [
          'As the Sun crosses your eleventh house, friendship and romance can overlap, and someone you meet through a group, or a friend of a friend, may surprise you.',
        ],
      },
      '12': {
        general: [
          'With the Sun in your twelfth house, your energy runs quieter, and early nights and time alone help you close one chapter before your birthday opens the next.',
          'The Sun passing through your twelfth house favours reflection over performance: clear out a drawer, finish an old task, and write down what you are ready to leave behind.',
        ],
        love: [
          'While the Sun rests in your twelfth house, a private moment means more than a public one, and a quiet talk or a kindness done without an audience draws you closer to someone.',
        ],
      },
    },
    mercury: {
      '1': {
        general: [
          'Mercury moving through your first house sharpens your wits and your voice, so pitch the idea, send the message, or explain your point of view while the words come easily.',
          'Ideas arrive faster than you can say them while Mercury crosses your first house, so keep a notebook in your pocket to catch the good ones before the next one crowds them out.',
        ],
        love: [
          'Your words are your charm with Mercury in your first house, and a clever message or a curious question can open a conversation with someone you like.',
        ],
      },
      '2': {
        general: [
          'Money decisions go better with the numbers on paper while Mercury visits your second house, so compare prices, read the small print, and work out what your skills are worth.',
          'Mercury travelling through your second house helps you put your values into words, which makes it easier to say yes to what deserves your money and no to what does not.',
        ],
        love: [
          'As Mercury passes through your second house, saying plainly what makes you feel valued helps a relationship far more than hoping someone will guess.',
        ],
      },
      '3': {
        general: [
          'Messages, calls, errands and short trips move quickly as Mercury crosses your third house, and a catch-up with a sibling or a neighbour can bring useful news.',
          'Mercury moving through your third house makes learning feel easy, so start the language app, read the manual, or sign up for the short course you keep bookmarking.',
        ],
        love: [
          'Flirting happens in words while Mercury crosses your third house, and a playful exchange of texts or a chat on the bus can be the start of something warm.',
        ],
      },
      '4': {
        general: [
          'Mercury moving through your fourth house brings family talk to the table, a useful stretch for discussing a household plan, sorting home paperwork or calling a parent with a question.',
          'Your mind keeps drifting to home and the past under Mercury in your fourth house, and writing down a family story or an old memory can clear your thinking.',
        ],
        love: [
          'As Mercury passes through your fourth house, the best conversations happen somewhere cosy, so invite someone over and let the talk wander from childhood to plans.',
        ],
      },
      '5': {
        general: [
          'With Mercury in your fifth house, creative ideas arrive in bursts, so keep somewhere to catch the sketches, jokes, stories and games you want to share with friends or children.',
          'Mercury travelling through your fifth house makes your voice playful and bold, a good stretch for pitching a creative project or performing something you have practised.',
        ],
        love: [
          'Banter becomes its own kind of romance while Mercury crosses your fifth house, and a witty message or a shared game can make attraction feel easy.',
        ],
      },
      '6': {
        general: [
          'Mercury moving through your sixth house is ideal for clearing the inbox, updating lists and fixing the small system at work that wastes ten minutes every morning.',
          'Details matter at work while Mercury sorts through your sixth house, so check figures twice, write clearer instructions, and plan the daily habits you actually want to keep.',
        ],
        love: [
          'As Mercury passes through your sixth house, a thoughtful note or a practical offer of help says more about your feelings than any speech could.',
        ],
      },
      '7': {
        general: [
          'With Mercury in your seventh house, talks with partners, clients and collaborators come first, and any agreement deserves a careful read before you put your name to it.',
          'Mercury moving through your seventh house brings other people’s opinions your way, and hearing out someone who disagrees with you can sharpen your own plan.',
        ],
        love: [
          'While Mercury crosses your seventh house, relationships improve through honest conversation, so ask the question you have been saving and listen fully to the answer.',
        ],
      },
      '8': {
        general: [
          'Mercury travelling through your eighth house helps with shared money, loans and joint forms; a calm, fact-based talk about who pays for what can clear the air.',
          'Research, a serious book or a frank conversation can reveal what sits under a surface problem while Mercury digs through your eighth house.',
        ],
        love: [
          'As Mercury moves through your eighth house, talking about trust, desire and what you need from closeness brings two people nearer than small talk ever could.',
        ],
      },
      '9': {
        general: [
          'Mercury moving through your ninth house opens your mind to study, travel plans and new ideas, a good moment to map the route, book the course or write the longer piece.',
          'With Mercury in your ninth house, big ideas and long conversations energise you, and a friendly debate with someone from a different background broadens your outlook.',
        ],
        love: [
          'Someone with interesting opinions catches your attention while Mercury crosses your ninth house, and talking about books, travel or beliefs becomes a kind of flirting.',
        ],
      },
      '10': {
        general: [
          'Your words carry weight at work when Mercury reaches your tenth house, so prepare the presentation, update your profile and talk clearly with the people who decide your next step.',
          'Mercury moving through your tenth house brings career conversations to the fore, and one well-written email to a manager or a client can shape how you are seen.',
        ],
        love: [
          'As Mercury passes through your tenth house, busy days leave less room for long chats, so a short, sincere message keeps a connection warm between meetings.',
        ],
      },
      '11': {
        general: [
          'Mercury travelling through your eleventh house fills the group chat, and friends, networks and community meetings are where you swap the most useful ideas.',
          'With Mercury in your eleventh house, talking about your hopes with friends makes them more real, and one conversation may turn a vague wish into a first plan.',
        ],
        love: [
          'While Mercury crosses your eleventh house, friendship and flirting speak the same language, and a chat at a group event may spark more than you expect.',
        ],
      },
      '12': {
        general: [
          'Thinking works best in private while Mercury is tucked into your twelfth house, so journal, mull things over alone, and keep a plan to yourself until it is ready.',
          'Mercury moving through your twelfth house brings old thoughts and unfinished messages to the surface, a good time to close loose ends rather than open new threads.',
        ],
        love: [
          'Unspoken feelings ask for words as Mercury slips through your twelfth house, and writing a letter you may never send can show you what your heart wants.',
        ],
      },
    },
    venus: {
      '1': {
        general: [
          'Venus moving through your first house softens your manner and brightens your look, a lovely stretch for a new haircut, a favourite colour or simply smiling more in public.',
          'People warm to you easily while Venus visits your first house, and a request made kindly and with a little style is far more likely to get a yes.',
        ],
        love: [
          'While Venus graces your first house, your charm comes naturally, so let someone see your interest and enjoy the attention that comes back your way.',
        ],
      },
      '2': {
        general: [
          'With Venus in your second house, pleasure and money meet, so enjoy what you already own, choose quality over quantity, and notice what truly feels worth the price.',
          'Venus travelling through your second house helps you earn through taste and people skills, and a friendly negotiation or a small creative sideline is worth exploring.',
        ],
        love: [
          'Being appreciated for who you are matters deeply while Venus passes through your second house, and simple gifts, a home-cooked meal or a saved seat, feel truly romantic.',
        ],
      },
      '3': {
        general: [
          'Venus moving through your third house sweetens everyday talk, so a kind note, a compliment to a neighbour or an easy chat with a sibling smooths the rough edges of a busy schedule.',
          'Short trips and local discoveries bring real pleasure as Venus strolls through your third house, whether a new café, a prettier walking route or a bookshop two streets away.',
        ],
        love: [
          'While Venus crosses your third house, romance lives in words and small outings, and a sweet message or a spontaneous coffee can light up someone’s afternoon.',
        ],
      },
      '4': {
        general: [
          'With Venus in your fourth house, home becomes a place of comfort and beauty, a good moment to buy flowers, rearrange a room or host a relaxed family meal.',
          'Venus travelling through your fourth house helps mend family tensions gently, and a warm call or a shared recipe can bring people back around the same table.',
        ],
        love: [
          'As Venus warms your fourth house, love feels safest close to home, and a cosy evening in with someone you care about can mean more than any reservation.',
        ],
      },
      '5': {
        general: [
          'Venus moving through your fifth house brings pleasure and creativity together, so paint, dance, dress up, or give an afternoon to the hobby that makes you lose track of time.',
          'Enjoyment comes without guilt under Venus in your fifth house, and time with children, a game night or a concert reminds you how good it feels to play.',
        ],
        love: [
          'Romance is at its most playful while Venus lights up your fifth house, and a flirtation, a date or a silly plan with someone you adore can feel like a small holiday.',
        ],
      },
      '6': {
        general: [
          'With Venus in your sixth house, small touches make work more pleasant, whether a plant on your desk, kinder words with colleagues or a lunch you actually look forward to.',
          'Venus moving through your sixth house favours gentle habits you enjoy, like a scenic walk, a swim, or a meal cooked slowly from fresh ingredients.',
        ],
        love: [
          'As Venus crosses your sixth house, affection grows through everyday care, and an attraction can start somewhere ordinary, at work, at the gym, or while walking a dog.',
        ],
      },
      '7': {
        general: [
          'Venus travelling through your seventh house smooths partnerships of every kind, making it a fine stretch to negotiate, collaborate or make peace with a rival.',
          'Fairness and grace get results while Venus sits in your seventh house, and meeting people halfway improves a business deal as much as a friendship.',
        ],
        love: [
          'While Venus graces your seventh house, committed love and new attractions both flourish, and a sincere gesture of partnership is warmly received.',
        ],
      },
      '8': {
        general: [
          'With Venus in your eighth house, shared money can be discussed more kindly, a good time to agree who owes what or how a joint budget should work.',
          'Venus moving through your eighth house deepens your appetite for what is real, and letting go of a possession or a habit that no longer pleases you feels freeing.',
        ],
        love: ['Intimacy grows more intense and trusting as Venus passes through your eighth house, and sharing a private hope can bring someone much closer.'],
      },
      '9': {
        general: [
          'Venus travelling through your ninth house makes travel, art and learning a pleasure, so plan a trip, wander a gallery or study something simply because it is beautiful.',
          'A language, a culture or a philosophy you love lifts your spirits while Venus wanders through your ninth house, and sharing it with others makes it richer still.',
        ],
        love: [
          'While Venus crosses your ninth house, attraction comes with a sense of adventure, and a shared journey or someone from another place can set your heart racing.',
        ],
      },
      '10': {
        general: [
          'With Venus in your tenth house, charm helps your career, so be gracious in meetings, thank the people who helped you and let your good taste show in your work.',
          'Venus moving through your tenth house improves your public image, and a friendly word from a senior colleague or a satisfied client can open a door.',
        ],
        love: [
          'As Venus crosses your tenth house, love and ambition can mix, and someone may admire the way you handle responsibility and show up for others.',
        ],
      },
      '11': {
        general: [
          'Venus travelling through your eleventh house brightens friendships and groups, so say yes to the gathering, host a small get-together, or join a club you would enjoy.',
          'Friends may offer exactly the warmth or encouragement you need while Venus graces your eleventh house, and one small step toward a cherished hope feels easier with them beside you.',
        ],
        love: [
          'Friendship can turn into something sweeter while Venus crosses your eleventh house, and a relaxed night with a group may lead to a connection you did not plan.',
        ],
      },
      '12': {
        general: [
          'With Venus in your twelfth house, quiet pleasures restore you best: a long bath, a film watched alone, or an afternoon with the book you have meant to read for ages.',
          'Venus moving through your twelfth house invites kindness toward yourself, and forgiving an old mistake or letting a past disappointment go lightens your heart.',
        ],
        love: [
          'As Venus passes through your twelfth house, private feelings and secret crushes ask for gentle care, and a quiet confession or a kindness nobody else sees speaks loudly.',
        ],
      },
    },
    mars: {
      '1': {
        general: [
          'Mars in your first house turns up your drive, so start the project, lace up for the training plan or make the first move, and give your temper a little extra room to cool.',
          'Impatience and courage arrive together while Mars crosses your first house, and a hard workout or a difficult task you finally tackle puts that heat to good use.',
        ],
        love: [
          'Your confidence is attractive while Mars charges through your first house, and stating your interest plainly, without games, can work better than waiting to be noticed.',
        ],
      },
      '2': {
        general: [
          'Mars moving through your second house makes you work hard for what you want, so pour the energy into earning and building, and sleep on any purchase made in a hurry.',
          'With Mars in your second house, you are ready to defend your worth, and a firm, well-prepared case for your rate or your salary comes across as strength rather than pushiness.',
        ],
        love: [
          'Proof of care matters more than promises while Mars stirs your second house, so ask directly for what makes you feel valued instead of keeping score in silence.',
        ],
      },
      '3': {
        general: [
          'Errands, calls and short trips get done at speed while Mars races through your third house, though a sharp reply is worth counting to ten before you hit send.',
          'Mars in your third house can spark quarrels with siblings or neighbours, and channelling the fire into a study sprint or a spirited debate serves you better than a feud.',
        ],
        love: [
          'Teasing messages and lively arguments build attraction while Mars crosses your third house, though a heated text deserves one reread before it leaves your phone.',
        ],
      },
      '4': {
        general: [
          'Mars moving through your fourth house sends your energy into the home, ideal for repairs, a big clear-out or the shelf you keep meaning to put up, even if tempers run warm.',
          'Old family frustrations can resurface while Mars stays in your fourth house, and moving your body or fixing something with your hands helps you respond instead of react.',
        ],
        love: [
          'Under Mars in your fourth house, closeness grows through shared effort, painting a room or cooking a big meal side by side, and small irritations at home are best aired early.',
        ],
      },
      '5': {
        general: [
          'Mars in your fifth house fires up creativity and the urge to compete, so enter the contest, finish the piece, or play a sport simply for the thrill of giving it everything.',
          'While Mars crosses your fifth house, you crave excitement, which feeds creative courage and rowdy play with children, though it is no reason to take a reckless gamble.',
        ],
        love: [
          'Passion rises and flirting gets bolder as Mars lights your fifth house, and a daring invitation is more likely to be accepted than you might think.',
        ],
      },
      '6': {
        general: [
          'With Mars in your sixth house, you tackle work with speed and stamina, and a demanding task or a messy system finally gets the attention it has needed for months.',
          'Mars travelling through your sixth house suits a new exercise habit or a tougher routine, as long as you build up steadily and leave real rest between efforts.',
        ],
        love: [
          'Helping someone with a real job, from moving boxes to fixing a bike, shows your feelings best while Mars crosses your sixth house, so skip the argument about whose turn it is.',
        ],
      },
      '7': {
        general: [
          'Mars moving through your seventh house brings strong opinions and open disagreements from others, and handling them fairly and directly can turn a rivalry into a workable deal.',
          'A competitor or a demanding partner pushes you to raise your game while Mars stays in your seventh house, and meeting the challenge head-on earns you respect.',
        ],
        love: [
          'While Mars crosses your seventh house, passion and friction both run high in close bonds, so show desire openly and keep any argument about the issue, not the person.',
        ],
      },
      '8': {
        general: [
          'Mars in your eighth house gives you the nerve to tackle shared money, debts or a joint arrangement that no longer works, and steady action brings real change.',
          'With Mars moving through your eighth house, buried resentments want out, and naming them calmly, in private, defuses far more than letting them leak into other conversations.',
        ],
        love: [
          'Desire and emotional honesty deepen as Mars passes through your eighth house, and one brave conversation about what you need can transform intimacy.',
        ],
      },
      '9': {
        general: [
          'Mars moving through your ninth house makes you restless for adventure, so plan a bold trip, push through a hard course or stand up for a belief you hold dear.',
          'Debates about ideas can get heated while Mars crosses your ninth house, and pouring that fire into study or writing is more satisfying than winning an argument online.',
        ],
        love: ['With Mars in your ninth house, attraction is sparked by daring opinions and shared escapades, and a spontaneous day trip can make sparks fly.'],
      },
      '10': {
        general: [
          'Ambition surges while Mars climbs through your tenth house, so pitch the big idea, go after the bigger role or take charge of a project, and skip the power struggles with bosses.',
          'Mars in your tenth house gives you the drive to make your mark, and hard work done in plain view, finished and delivered, is noticed by the people who matter.',
        ],
        love: [
          'A demanding career can crowd out romance while Mars moves through your tenth house, so guard an evening for passion rather than letting work swallow every one of them.',
        ],
      },
      '11': {
        general: [
          'Mars moving through your eleventh house energises group projects and causes, though clashing opinions in a team call for calm handling and a clear shared goal.',
          'With Mars in your eleventh house, you feel driven to chase a personal goal, and friends who share your energy can help you get there faster than you would alone.',
        ],
        love: [
          'Chemistry can flare inside a circle of friends while Mars crosses your eleventh house, and lively group outings bring out your most playful side.',
        ],
      },
      '12': {
        general: [
          'Mars in your twelfth house turns your energy lower and more private, so work quietly behind the scenes, rest more than usual, and let hidden frustrations out somewhere safe.',
          'While Mars slips through your twelfth house, finish old battles, put down grudges that cost you sleep, and prepare quietly for a bolder start once it reaches your first house.',
        ],
        love: [
          'Hidden feelings and quiet attractions simmer as Mars passes through your twelfth house, and one private, honest moment can clear up tension nobody has named.',
        ],
      },
    },
    jupiter: {
      '1': {
        general: [
          'Jupiter in your first house brings optimism and a bigger sense of what you can do, a generous season for fresh starts, a bolder look and saying yes to growth.',
          'People respond to your confidence while Jupiter crosses your first house, though enjoying life more also means watching how much you promise and how much you take on.',
        ],
        love: [
          'With Jupiter moving through your first house, your warmth and good humour draw people in, and being generous with your attention helps every kind of connection bloom.',
        ],
      },
      '2': {
        general: [
          'Jupiter travelling through your second house grows your sense of worth, and a chance to learn a paid skill or take on more valued work is worth following up.',
          'With Jupiter in your second house, generosity comes easily, yet the real gift is enjoying what you already have instead of chasing more of it.',
        ],
        love: [
          'Feeling valued becomes easier while Jupiter passes through your second house, and grounded, generous gestures of care help a relationship feel secure.',
        ],
      },
      '3': {
        general: [
          'Jupiter moving through your third house brings a hunger for learning, good news by message and lively exchanges with neighbours, siblings and the people on your street.',
          'Short trips, local classes and chance conversations open unexpected doors while Jupiter crosses your third house, so accept the invitation from across town.',
        ],
        love: [
          'Cheerful messages and easy talk spark attraction under Jupiter in your third house, and a chance conversation at a bus stop or a class can turn into something warm.',
        ],
      },
      '4': {
        general: [
          'With Jupiter in your fourth house, home and family life want more room, whether that means a bigger table, a spare room put to use, or someone new joining the household.',
          'Jupiter travelling through your fourth house helps you feel rooted and supported, and time spent on family history or simple home comforts brings deep contentment.',
        ],
        love: [
          'Love grows in the warmth of home while Jupiter passes through your fourth house, and shared meals and long evenings in build a closeness that lasts.',
        ],
      },
      '5': {
        general: [
          'Jupiter moving through your fifth house expands creativity, play and joy, a fortunate season for artistic projects, generous hobbies and fun with children.',
          'With Jupiter in your fifth house, you feel more playful and expressive, and a creative risk, a stage, a gallery wall or a published post, can bring joy and recognition.',
        ],
        love: [
          'Romance feels abundant and fun while Jupiter crosses your fifth house, and dates, flirtations and shared adventures bring out your happiest, most open self.',
        ],
      },
      '6': {
        general: [
          'Jupiter in your sixth house improves your work routines, and new responsibilities become chances to grow, especially when you organise them well from the start.',
          'Small daily improvements add up to real wellbeing while Jupiter travels through your sixth house, so build one good habit at a time and let it grow.',
        ],
        love: [
          'With Jupiter moving through your sixth house, kindness in everyday life builds love, and lightening someone’s daily load shows how much you care.',
        ],
      },
      '7': {
        general: [
          'Jupiter moving through your seventh house brings good partners and helpful agreements, so collaborate, seek out allies and trust what a well-matched team can do.',
          'Relationships teach you generosity and balance while Jupiter crosses your seventh house, and even a rival can become a useful contact if you stay gracious.',
        ],
        love: [
          'With Jupiter in your seventh house, committed bonds and new connections can both deepen, and a generous, open-hearted approach brings joy to partnership.',
        ],
      },
      '8': {
        general: [
          'With Jupiter in your eighth house, shared resources and deep changes can bring growth, especially when talks about money and trust are honest on both sides.',
          'Jupiter travelling through your eighth house invites you to let go of what has run its course, and to explore the deeper questions you usually keep at arm’s length.',
        ],
        love: ['Intimacy and trust expand as Jupiter passes through your eighth house, and sharing a vulnerable feeling can bring you much closer to someone.'],
      },
      '9': {
        general: [
          'Jupiter moving through your ninth house opens wide horizons, favouring long journeys, serious study, publishing and the beliefs that give your life a larger shape.',
          'With Jupiter in your ninth house, a teacher, a book or a trip can change your outlook, so follow your curiosity further than usual and see where it leads.',
        ],
        love: [
          'Adventure and shared ideals feed attraction while Jupiter crosses your ninth house, and exploring new places or big questions with someone makes love feel expansive.',
        ],
      },
      '10': {
        general: [
          'Jupiter at the top of your chart in the tenth house can bring recognition at work, so put yourself forward, take the visible role and let people see what you are building.',
          'Career opportunities grow while Jupiter travels through your tenth house, and a mentor or a senior colleague may open a door you had not noticed.',
        ],
        love: [
          'With Jupiter moving through your tenth house, success and love can support each other, and someone may be drawn to your sense of purpose and generosity.',
        ],
      },
      '11': {
        general: [
          'Jupiter moving through your eleventh house widens your circle, so join the group, support a cause or reconnect with old friends who share your hopes.',
          'With Jupiter in your eleventh house, long-term wishes feel more reachable, and help from friends and networks can turn a hope into a plan with real steps.',
        ],
        love: [
          'Friendship is fertile ground for love while Jupiter crosses your eleventh house, and a group outing or a friend’s introduction may lead somewhere lovely.',
        ],
      },
      '12': {
        general: [
          'With Jupiter in your twelfth house, quiet reflection and generous acts behind the scenes bring unexpected peace, and time alone feels restorative rather than lonely.',
          'Jupiter travelling through your twelfth house helps you heal old hurts and let go of what weighs on you, preparing the ground for a brighter new cycle ahead.',
        ],
        love: [
          'Compassion deepens your bonds while Jupiter passes through your twelfth house, and a private kindness or a gentle word in a hard moment matters more than any grand display.',
        ],
      },
    },
    saturn: {
      '1': {
        general: [
          'Saturn in your first house asks you to take yourself seriously: a regular bedtime, a clear no when you are stretched, and clothes that suit the life you are building all add up.',
          'While Saturn crosses your first house, you may feel more tested than usual, yet every promise to yourself that you keep, however small, strengthens your sense of who you are.',
        ],
        love: [
          'With Saturn moving through your first house, being honest about how much time and heart you can offer builds trust, and turning up when you said you would is deeply attractive.',
        ],
      },
      '2': {
        general: [
          'Saturn travelling through your second house favours a plain, honest look at money: a simple spreadsheet, a list of what you actually use, and patience with slow progress.',
          'With Saturn in your second house, you learn what you truly value, and passing on things you no longer use makes room, on the shelf and in the budget, for what matters.',
        ],
        love: [
          'Steady care outshines sweeping gestures while Saturn passes through your second house, and remembering the small things someone told you makes them feel truly valued.',
        ],
      },
      '3': {
        general: [
          'Saturn moving through your third house rewards focused study and careful words, so check your facts, draft the important email twice, and finish the course you started.',
          'Ties with siblings and neighbours need patience while Saturn crosses your third house, and a regular call or a favour returned slowly eases a long-standing tension.',
        ],
        love: [
          'With Saturn in your third house, words carry weight in love, so send the message you promised, follow through on the plan you suggested, and let trust build one reply at a time.',
        ],
      },
      '4': {
        general: [
          'Saturn in your fourth house asks you to shore up your foundations, from fixing the dripping tap to agreeing fair rules about who does what at home.',
          'While Saturn travels through your fourth house, old family patterns may surface, and owning your part without carrying everyone else’s frees you from repeating them.',
        ],
        love: [
          'Feeling at home with someone takes time while Saturn passes through your fourth house, and small rituals like a weekly call or a regular breakfast together quietly build lasting closeness.',
        ],
      },
      '5': {
        general: [
          'Saturn moving through your fifth house asks you to take your creative gifts seriously, so set practice times, finish what you start, and give your talent the structure it needs.',
          'Play can feel like one more duty while Saturn crosses your fifth house, yet blocking out real time for a hobby or for children turns it back into a source of deep satisfaction.',
        ],
        love: [
          'With Saturn in your fifth house, romance is less about fireworks and more about sincerity, and a slow-building attraction or a serious step with someone can quietly flourish.',
        ],
      },
      '6': {
        general: [
          'Saturn in your sixth house rewards sturdy routines, so plan your workload ahead, keep regular meals and sleep, and build habits you can keep up for years rather than days.',
          'While Saturn travels through your sixth house, work can feel heavy, but patient, careful effort earns respect and builds skills that outlast any single job.',
        ],
        love: [
          'Love is shown through dependable acts of service while Saturn passes through your sixth house, and being the one who remembers the appointment or fixes the shelf speaks volumes.',
        ],
      },
      '7': {
        general: [
          'Saturn moving through your seventh house tests partnerships and contracts, so spell out who does what, honour what you signed, and step back from alliances that no longer work.',
          'With Saturn in your seventh house, relationships ask for maturity, and owning your side of a disagreement, without taking on the other person’s, makes every bond sturdier.',
        ],
        love: [
          'Commitment and honesty become central while Saturn crosses your seventh house, and relationships built on clear agreements and steady effort can become truly lasting.',
        ],
      },
      '8': {
        general: [
          'Saturn in your eighth house asks you to treat shared money, loans and obligations with care, and agreements written down plainly bring lasting peace of mind.',
          'While Saturn travels through your eighth house, deep change comes slowly, and patience with yourself helps you shed an old fear or habit one layer at a time.',
        ],
        love: [
          'With Saturn moving through your eighth house, trust must be earned and kept, and taking emotional risks slowly and honestly can deepen intimacy over time.',
        ],
      },
      '9': {
        general: [
          'Saturn travelling through your ninth house rewards serious study and careful planning, so commit to the qualification, research a big trip thoroughly, or read the difficult book slowly.',
          'With Saturn in your ninth house, your beliefs are tested and refined, and staying with a hard question instead of grabbing a quick answer brings wisdom that lasts.',
        ],
        love: [
          'Shared values and long-term vision matter most while Saturn passes through your ninth house, and a relationship grounded in common beliefs can grow stronger.',
        ],
      },
      '10': {
        general: [
          'Saturn in your tenth house brings heavier responsibility at work and recognition for long effort, so keep your standards high and build, brick by brick, toward a goal that lasts.',
          'While Saturn crosses your tenth house, managers and institutions test your commitment, and showing up reliably, with work that is finished and checked, earns lasting respect.',
        ],
        love: [
          'With Saturn moving through your tenth house, balancing ambition and love takes care, and making clear time for relationships keeps them steady through busy seasons.',
        ],
      },
      '11': {
        general: [
          'Saturn travelling through your eleventh house asks you to choose friends and groups carefully, investing in the relationships and causes that truly share your values.',
          'With Saturn in your eleventh house, long-term hopes need patient planning, and steady steps toward a goal matter more than quick wins or big promises.',
        ],
        love: [
          'Loyalty and shared purpose shape love while Saturn passes through your eleventh house, and a friendship that slowly becomes something more can be especially solid.',
        ],
      },
      '12': {
        general: [
          'Saturn in your twelfth house asks you to slow down and take stock, making room for rest, quiet work behind the scenes and the endings that clear space for a new chapter.',
          'While Saturn travels through your twelfth house, old worries may surface in quiet hours, and writing them down or talking them through with someone you trust helps you set them aside.',
        ],
        love: [
          'With Saturn moving through your twelfth house, quiet loyalty and private acts of care matter more than public displays, and patience can heal old emotional wounds.',
        ],
      },
    },
    uranus: {
      '1': {
        general: [
          'Uranus in your first house is a years-long invitation to reinvent yourself, so a new style, a new way of working or a bolder way of introducing yourself can feel surprisingly right.',
          'For the long stretch Uranus spends in your first house, restlessness is a signal rather than a problem, nudging you to drop the roles that never quite fitted.',
        ],
        love: [
          'With Uranus moving slowly through your first house, you want room to be your real self in love, and the people who enjoy your surprises are the ones worth keeping close.',
        ],
      },
      '2': {
        general: [
          'Uranus travelling through your second house keeps shaking up how you earn and what you value, so a flexible budget and a skill you can take anywhere serve you well.',
          'Possessions matter less than freedom across the years Uranus spends in your second house, and an unusual way of making a living may start to appeal.',
        ],
        love: [
          'As a long theme with Uranus in your second house, you feel most valued by someone who respects your independence, and a fresh look at what you need in love can be freeing.',
        ],
      },
      '3': {
        general: [
          'Uranus in your third house brings a long run of quick insights, unexpected messages and new routes through your neighbourhood, and learning through technology comes naturally.',
          'Over the years Uranus spends in your third house, the way you think and talk keeps evolving, and an unusual idea shared with a sibling or a neighbour can spark change.',
        ],
        love: [
          'With Uranus slowly crossing your third house, surprising conversations keep romance lively, and an out-of-the-blue message can open a door you had not expected.',
        ],
      },
      '4': {
        general: [
          'Uranus travelling through your fourth house keeps home life in motion for years, whether through a move, a new household arrangement or simply rearranging the furniture more often.',
          'For as long as Uranus stays in your fourth house, family patterns loosen, and creating a home that reflects who you are now matters more than keeping old traditions for their own sake.',
        ],
        love: [
          'Under the long influence of Uranus in your fourth house, love thrives in a home with room to breathe, where unusual routines and personal space are welcomed rather than questioned.',
        ],
      },
      '5': {
        general: [
          'Uranus in your fifth house is a long season of creative experiment, so try the unusual medium, the odd hobby or the playful idea that does not fit any category.',
          'Joy comes in surprising forms throughout the years Uranus spends in your fifth house, and children or young people in your life may teach you to see the world differently.',
        ],
        love: [
          'With Uranus moving through your fifth house, romance keeps surprising you, and an unconventional attraction or a sudden spark can refresh how you think about love.',
        ],
      },
      '6': {
        general: [
          'Uranus travelling through your sixth house keeps reshaping your daily routine over the years, so flexible working patterns and new tools suit you better than rigid schedules.',
          'Across the long stretch Uranus spends in your sixth house, fresh approaches to work and wellbeing appeal, and trying a new kind of movement or organising system can energise you.',
        ],
        love: [
          'As a slow, steady theme with Uranus in your sixth house, love grows when everyday routines have room for spontaneity, and an attraction may spark somewhere unexpected at work.',
        ],
      },
      '7': {
        general: [
          'Uranus in your seventh house brings years of change in partnerships, and agreements that allow both sides freedom work far better than ones built on control.',
          'For the long stretch Uranus stays in your seventh house, unusual collaborators appear, and a surprising alliance may teach you more than a predictable one.',
        ],
        love: [
          'While Uranus moves slowly through your seventh house, relationships need space and honesty, and a bond that respects both people’s independence can feel thrillingly alive.',
        ],
      },
      '8': {
        general: [
          'Uranus travelling through your eighth house brings a long season of sudden shifts in shared money and deep change, so keep joint arrangements clear and flexible.',
          'Old fears and taboos loosen over the years Uranus spends in your eighth house, and a sudden insight about yourself can free you from a habit you thought was permanent.',
        ],
        love: [
          'With Uranus in your eighth house, intimacy takes unexpected turns, and honest talk about desire and freedom keeps trust strong through the changes.',
        ],
      },
      '9': {
        general: [
          'Uranus in your ninth house stirs years of intellectual awakening, so unusual courses, sudden trips and radical ideas can open your mind in ways you never planned.',
          'Your beliefs evolve quickly through the long stretch Uranus spends in your ninth house, and meeting people with very different views keeps your worldview fresh.',
        ],
        love: [
          'As Uranus slowly crosses your ninth house, love may arrive through travel, study or unconventional ideas, and sharing a bold adventure can spark something lasting.',
        ],
      },
      '10': {
        general: [
          'Uranus travelling through your tenth house brings years of career surprises, and a willingness to pivot, retrain or work in a new way can lead to exciting opportunities.',
          'For as long as Uranus stays in your tenth house, your public role may change unexpectedly, and following your originality rather than fitting a mould tends to pay off.',
        ],
        love: [
          'Under the slow influence of Uranus in your tenth house, love and work can meet in surprising ways, and a bond that cheers on your ambitions rather than competing with them feels like a gift.',
        ],
      },
      '11': {
        general: [
          'Uranus in your eleventh house brings a long season of new friends, unusual groups and changing hopes, so stay open to communities that share your more original ideas.',
          'Across the years Uranus spends in your eleventh house, your vision of the future keeps evolving, and collaborating with like-minded people can make bold hopes real.',
        ],
        love: [
          'With Uranus moving through your eleventh house, friendship and freedom shape love, and a surprising connection within a group can feel like a breath of fresh air.',
        ],
      },
      '12': {
        general: [
          'Uranus travelling through your twelfth house brings slow inner shifts, sudden insights in quiet moments and a gradual release of old patterns you hardly knew you held.',
          'Over the long stretch Uranus spends in your twelfth house, solitude sparks creativity, and unexpected dreams or intuitions can point toward the changes ahead.',
        ],
        love: [
          'As a long, quiet theme with Uranus in your twelfth house, hidden feelings may surface suddenly, and honest reflection helps you understand what you truly want in love.',
        ],
      },
    },
    neptune: {
      '1': {
        general: [
          'Your edges soften over the long years Neptune spends in your first house, making you more intuitive and adaptable, and simple anchors like a morning routine help you stay recognisably yourself.',
          'Others may see in you whatever they hope to see while Neptune lingers in your first house, so show the real you, quirks and all, rather than the flattering projection.',
        ],
        love: [
          'A dreamy, gentle charm surrounds you with Neptune drifting through your first house, and staying grounded in who you are keeps romance real rather than imagined.',
        ],
      },
      '2': {
        general: [
          'Money can blur at the edges during Neptune’s long visit to your second house, so keep simple records and check the numbers, even when your mind drifts toward ideals.',
          'What you value becomes more creative and less material across Neptune’s years in your second house, and work that uses imagination or kindness can feel especially worthwhile.',
        ],
        love: [
          'Feeling valued comes from emotional connection more than gifts while Neptune moves slowly through your second house, though plain agreements about practical things still help.',
        ],
      },
      '3': {
        general: [
          'Poetry, music and daydreams seep into your everyday thinking for as long as Neptune crosses your third house, while important messages deserve a second read before you send them.',
          'Small misunderstandings with siblings or neighbours come more easily during Neptune’s long visit to your third house, and patient, plain-spoken conversations clear the fog.',
        ],
        love: [
          'Romantic words and dreamy messages carry real magic while Neptune slowly crosses your third house, though asking plainly what someone means spares you needless guessing.',
        ],
      },
      '4': {
        general: [
          'Home becomes a place of retreat and imagination across the years Neptune spends in your fourth house, and soft light, music and an uncluttered corner help you recharge.',
          'Family memories can feel hazy or rose-tinted under Neptune’s long stay in your fourth house, and an old photo album or a relative’s story helps you see your roots clearly.',
        ],
        love: [
          'You long for a shared sanctuary under the slow influence of Neptune in your fourth house, and gentle care at home, a made bed, a cooked meal, nurtures deep closeness.',
        ],
      },
      '5': {
        general: [
          'Music, drama, painting or storytelling can become both a refuge and a real source of joy through the long years Neptune spends in your fifth house.',
          'With Neptune moving slowly through your fifth house, your creativity draws on dreams and feelings, and making something with children or friends adds a quiet kind of magic.',
        ],
        love: [
          'Romance feels enchanting and idealistic while Neptune swims through your fifth house, so enjoy the dream while staying curious about the real person in front of you.',
        ],
      },
      '6': {
        general: [
          'Daily routines can blur during Neptune’s long stay in your sixth house, so a short written list and a gentle structure keep you on track without dulling your intuition.',
          'Quiet service brings meaning for as long as Neptune crosses your sixth house, and caring for an animal or helping a colleague in small ways can be deeply fulfilling.',
        ],
        love: [
          'Love shows through quiet devotion and daily kindness while Neptune moves through your sixth house, though clear limits stop you giving more than you have.',
        ],
      },
      '7': {
        general: [
          'Partnerships carry a glow of idealism during Neptune’s years in your seventh house, so enjoy the shared dreams while keeping agreements clear and written down.',
          'You may see others through a soft filter for as long as Neptune stays in your seventh house, and honest questions help you meet who they really are.',
        ],
        love: [
          'With Neptune slowly crossing your seventh house, love can feel magical and soulful, and keeping your eyes open to reality helps a dreamy bond become a lasting one.',
        ],
      },
      '8': {
        general: [
          'Shared money and obligations can turn hazy across Neptune’s long stay in your eighth house, so clear paperwork and honest talks protect everyone involved.',
          'Deep change unfolds gently, almost without your noticing, over the years Neptune spends in your eighth house, and dreams or hunches may guide you through it.',
        ],
        love: [
          'While Neptune moves through your eighth house, intimacy can feel transcendent, and trust grows best when you balance longing with honest, grounded communication.',
        ],
      },
      '9': {
        general: [
          'Spiritual searching colours the years Neptune spends in your ninth house, so travel, study and philosophy feed your soul, though grand promises still deserve a fact check.',
          'Your beliefs grow more compassionate and fluid while Neptune crosses your ninth house, and learning through art, music or faith feels especially rich.',
        ],
        love: [
          'Under the slow influence of Neptune in your ninth house, love may arrive through shared ideals, journeys or spiritual interests, and a soulful bond can feel destined.',
        ],
      },
      '10': {
        general: [
          'Career paths can blur during Neptune’s long visit to your tenth house, so follow work that feels meaningful while keeping your goals and agreements in writing.',
          'Creative or caring roles can bring a deeper sense of purpose for as long as Neptune stays in your tenth house, even as your public image quietly shifts.',
        ],
        love: [
          'With Neptune drifting through your tenth house, the people drawn to you may idealise your public side, and letting them see your ordinary evenings keeps love rooted in reality.',
        ],
      },
      '11': {
        general: [
          'Friendships take on an idealistic glow across the years Neptune spends in your eleventh house, so join groups with a shared vision while keeping expectations clear.',
          'Compassion draws you toward charities, choirs or creative circles while Neptune moves through your eleventh house, and your hopes for the future grow gentler and more generous.',
        ],
        love: [
          'As a long, gentle theme with Neptune in your eleventh house, friendship can blur into romance, and taking time to understand your feelings avoids confusion.',
        ],
      },
      '12': {
        general: [
          'Solitude and inner peace matter more through the long years Neptune spends in your twelfth house, and quiet walks, art or simply sitting still can be deeply restoring.',
          'Dreams and hunches run especially strong for as long as Neptune stays in your twelfth house, and a notebook by the bed gives them somewhere to land.',
        ],
        love: [
          'While Neptune slowly crosses your twelfth house, hidden longings and secret tenderness shape love, and compassion for yourself helps you love others wisely.',
        ],
      },
    },
    pluto: {
      '1': {
        general: [
          'Pluto in your first house brings a years-long transformation of how you see yourself and how you show up, and owning your strength quietly changes the way others respond.',
          'Old self-images fall away across the long stretch Pluto spends in your first house, and choosing who you want to become is one of the most powerful acts open to you.',
        ],
        love: [
          'With Pluto moving slowly through your first house, your presence grows magnetic, and showing your depth honestly draws in people who can meet you there.',
        ],
      },
      '2': {
        general: [
          'Your relationship with money and possessions is slowly remade during Pluto’s long stay in your second house, and deciding what truly makes you feel secure is a quiet source of power.',
          'Self-worth is rebuilt from the ground up for as long as Pluto stays in your second house, and valuing your own skills and time changes what you are willing to accept.',
        ],
        love: [
          'As a deep, slow theme with Pluto in your second house, love asks you to know your worth, and a bond that honours your value will feel both safe and intense.',
        ],
      },
      '3': {
        general: [
          'Pluto in your third house deepens the way you think and speak for years, so research, investigation and honest conversations reveal truths others may miss.',
          'Words carry real weight through the years Pluto spends in your third house, and choosing them with care can transform how you get on with siblings, neighbours and colleagues.',
        ],
        love: [
          'While Pluto slowly crosses your third house, deep conversations create intense bonds, and saying what you really mean can turn a chat into a turning point.',
        ],
      },
      '4': {
        general: [
          'Home and family are slowly transformed during Pluto’s long stay in your fourth house, and clearing out both physical clutter and old family habits makes room for renewal.',
          'Your roots come under the microscope across the years Pluto spends in your fourth house, and facing family history honestly gives you firmer ground to stand on.',
        ],
        love: [
          'Under the slow influence of Pluto in your fourth house, love deepens when it feels emotionally safe, and creating a home where feelings can be spoken brings real intimacy.',
        ],
      },
      '5': {
        general: [
          'Pluto in your fifth house intensifies creativity for years, so pour your passion into art, performance or a project that lets you express something deeply personal.',
          'Joy and play grow more meaningful over the long stretch Pluto spends in your fifth house, and children or a creative project may change how you see yourself.',
        ],
        love: [
          'With Pluto moving through your fifth house, romance can be intense and all-consuming, and choosing passion that respects both people keeps love healthy and empowering.',
        ],
      },
      '6': {
        general: [
          'Work and daily habits are overhauled, piece by piece, while Pluto crosses your sixth house, and cutting out what drains you makes way for routines that truly sustain you.',
          'Mastery becomes a source of power through the years Pluto spends in your sixth house, and dedicated practice at one craft can change how you work for good.',
        ],
        love: [
          'As a long theme with Pluto in your sixth house, love shows through deep, consistent care, and sharing daily life honestly can transform a bond from the ground up.',
        ],
      },
      '7': {
        general: [
          'Pluto in your seventh house brings years of transformation in partnerships and agreements, and facing power dynamics honestly leads to more equal, respectful relationships.',
          'The people you work with closely hold up a mirror for as long as Pluto stays in your seventh house, and what you see there helps you grow in unexpected ways.',
        ],
        love: [
          'With Pluto slowly crossing your seventh house, relationships become intense and transformative, and choosing honesty over control allows love to deepen rather than break.',
        ],
      },
      '8': {
        general: [
          'Shared resources, intimacy and change all run deeper during Pluto’s long stay in your eighth house, and loosening your grip on control can bring surprising renewal.',
          'You come to understand your own power better across the years Pluto spends in your eighth house, and facing an old fear honestly can leave you freer and stronger.',
        ],
        love: [
          'While Pluto moves through your eighth house, intimacy becomes profound and transformative, and trusting someone with your true self can change you both.',
        ],
      },
      '9': {
        general: [
          'Pluto in your ninth house transforms your beliefs over the years, and deep study, travel or spiritual exploration can change your entire view of the world.',
          'Truth and meaning pull at you through the long stretch Pluto spends in your ninth house, and questioning an old certainty opens the way to a wiser outlook.',
        ],
        love: [
          'Under the long influence of Pluto in your ninth house, love grows through shared quests for meaning, and exploring big questions together creates a powerful bond.',
        ],
      },
      '10': {
        general: [
          'Your working life is reshaped over years while Pluto travels through your tenth house, and stepping into authority with integrity can change both your reputation and your path.',
          'Ambition runs deep during Pluto’s long stay in your tenth house, and using influence fairly leads to lasting achievement rather than draining power struggles.',
        ],
        love: [
          'With Pluto drifting through your tenth house, love and ambition can feel intertwined, and someone may be drawn to your strength and sense of purpose.',
        ],
      },
      '11': {
        general: [
          'Pluto in your eleventh house transforms your friendships and hopes over the years, and you may outgrow old circles while finding groups that share your deepest values.',
          'A cause you care about may stir real passion for as long as Pluto stays in your eleventh house, and working with others toward a shared vision can be genuinely empowering.',
        ],
        love: [
          'As a slow, deep theme with Pluto in your eleventh house, friendship can become the ground for love, and bonds formed through shared ideals run unusually deep.',
        ],
      },
      '12': {
        general: [
          'Quiet inner change runs through the years Pluto spends in your twelfth house, and solitude, reflection or a trusted listener can help you release old fears and hidden patterns.',
          'What was hidden rises gently to the surface during Pluto’s long stay in your twelfth house, and meeting it with courage and kindness brings a deep, steady peace.',
        ],
        love: [
          'While Pluto slowly crosses your twelfth house, secret feelings and past loves may resurface, and understanding them gently helps you love more freely.',
        ],
      },
    },
  },
  stations: {
    mercury: {
      retrograde: {
        general: [
          'Mercury turns retrograde in {area}, so reread messages before sending, back up what matters, and give plans in that part of life a second look rather than a grand launch.',
          'With Mercury stationing retrograde in {area}, old conversations and half-finished tasks come back around, and finishing them beats starting anything new.',
        ],
        love: [
          'Mercury slowing to a retrograde in {area} can bring an old flame or an unfinished conversation back into view, so take your time deciding what it really means.',
          'Mixed signals are easier to untangle than they look while Mercury turns back in {area}; ask the clarifying question instead of guessing at someone’s tone.',
        ],
      },
      direct: {
        general: [
          'Mercury turns direct in {area}, and stalled emails, delayed trips and tangled plans start to move again, so pick up the thread you set down.',
          'Once Mercury resumes direct motion in {area}, decisions you have been mulling over feel clearer, and a signature or a booking can go ahead with more confidence.',
        ],
        love: [
          'With Mercury moving forward again in {area}, misunderstandings ease and the conversation you postponed flows more naturally, so say what you mean.',
          'Mercury stationing direct in {area} helps you put a recent mix-up behind you, and a warm, straightforward message can reset the mood between you and someone you like.',
        ],
      },
    },
    venus: {
      retrograde: {
        general: [
          'Venus turns retrograde in {area}, inviting you to review what you value there, repair what still matters and let go of what no longer gives you pleasure.',
          'While Venus begins its retrograde in {area}, big purchases and dramatic makeovers can wait, and revisiting an old favourite often brings more satisfaction than chasing the new.',
        ],
        love: [
          'Venus stationing retrograde in {area} may bring an old love, an old feeling or an old question about what you want back to the surface, and honesty with yourself comes first.',
          'With Venus turning back in {area}, a relationship benefits from slower, softer attention, and remembering what drew you to someone can rekindle warmth.',
        ],
      },
      direct: {
        general: [
          'Venus turns direct in {area}, and pleasures, plans and money matters there start moving forward again, with a clearer sense of what is worth your care.',
          'Once Venus moves forward again in {area}, the makeover, the purchase or the social plan you paused can proceed, guided by what you learned while waiting.',
        ],
        love: [
          'With Venus stationing direct in {area}, romantic confusion lifts and your heart knows more clearly what it wants, so gently act on that knowledge.',
          'Venus resuming direct motion in {area} brings fresh warmth to love, and a relationship that felt stuck or uncertain can begin to flow again.',
        ],
      },
    },
    mars: {
      retrograde: {
        general: [
          'Mars turns retrograde in {area}, asking you to slow your pace, revisit unfinished efforts and channel frustration into patient, steady work instead of force.',
          'With Mars beginning its retrograde in {area}, an old argument or a stalled project may come back, and rethinking the plan works better than pushing harder.',
        ],
        love: [
          'Mars stationing retrograde around {area} can stir old tensions or desires, so let anger cool overnight before you say the thing you cannot take back.',
          'While Mars turns back in {area}, passion may simmer rather than blaze, and a slow walk or a long talk shows you what you truly want from closeness.',
        ],
      },
      direct: {
        general: [
          'Mars turns direct in {area}, and your drive returns, so restart the project you paused, carrying the lessons of the slower stretch with you.',
          'Once Mars moves forward again in {area}, action that felt blocked finds its rhythm, and a task you kept circling can be finished in one determined push.',
        ],
        love: [
          'With Mars stationing direct in {area}, desire and courage return, so make the move you held back or speak up about what you need.',
          'Mars resuming direct motion in {area} clears lingering tension in love, and a frank conversation or a bold gesture can reignite the spark.',
        ],
      },
    },
    jupiter: {
      retrograde: {
        general: [
          'Jupiter turns retrograde in {area}, shifting growth inward, so before chasing more there, ask what “more” would actually improve.',
          'With Jupiter beginning its retrograde in {area}, an opportunity you passed over or a plan you shelved deserves a second, wiser look.',
        ],
        love: [
          'Jupiter stationing retrograde in {area} invites you to reconsider what you hope for in love, and generosity toward yourself matters as much as generosity toward others.',
          'While Jupiter turns back in {area}, an old connection or a past hope may resurface, offering a second chance to grow wiser in love.',
        ],
      },
      direct: {
        general: [
          'Jupiter turns direct in {area}, and growth there moves forward again, so take the next step on the plan you have been quietly developing.',
          'Once Jupiter resumes direct motion in {area}, optimism returns, and a door that seemed closed may open to a friendly, well-timed knock.',
        ],
        love: [
          'With Jupiter stationing direct in {area}, warmth and generosity in love flow more freely, and a connection can expand in hopeful new directions.',
          'Jupiter moving forward again in {area} brings renewed faith in love, and saying yes to a shared adventure or a heartfelt gesture feels right.',
        ],
      },
    },
    saturn: {
      retrograde: {
        general: [
          'Saturn turns retrograde in {area}, asking you to review commitments and structures there, reinforcing what works and releasing what has become too heavy.',
          'With Saturn beginning its retrograde in {area}, unfinished responsibilities return for attention, and patient repair builds more lasting results than rushing ahead.',
        ],
        love: [
          'Saturn stationing retrograde in {area} invites you to reconsider promises and boundaries in love, strengthening bonds that are real and loosening those that are not.',
          'While Saturn turns back in {area}, old lessons about trust and commitment resurface, and gentle honesty helps you build something steadier.',
        ],
      },
      direct: {
        general: [
          'Saturn turns direct in {area}, and plans and structures there can move forward again, now stronger for the careful review they received.',
          'Once Saturn resumes direct motion in {area}, your efforts gain traction, and steady progress toward long-term goals feels more solid.',
        ],
        love: [
          'With Saturn stationing direct in {area}, commitments in love feel clearer and more grounded, and steady actions build real trust.',
          'Saturn moving forward again in {area} helps relationships settle into stronger patterns, and a decision about commitment can be made with confidence.',
        ],
      },
    },
    uranus: {
      retrograde: {
        general: [
          'Uranus turns retrograde in {area}, and the changes brewing there move inward, so reflect on what kind of freedom or reinvention you really want.',
          'With Uranus beginning its retrograde in {area}, sudden impulses slow down, giving you time to test new ideas before making them permanent.',
        ],
        love: [
          'Uranus stationing retrograde in {area} invites you to rethink what freedom and closeness mean in love, and honest self-reflection reveals what you need.',
          'While Uranus turns back in {area}, an unusual attraction or a surprising feeling may return, asking you to consider it more carefully.',
        ],
      },
      direct: {
        general: [
          'Uranus turns direct in {area}, and change there picks up speed again, so act on the fresh ideas and breakthroughs you have been developing.',
          'Once Uranus resumes direct motion in {area}, surprises and opportunities arrive more quickly, and embracing flexibility helps you ride the changes.',
        ],
        love: [
          'With Uranus stationing direct in {area}, love may take an exciting or unexpected turn, and openness to change keeps connections lively.',
          'Uranus moving forward again in {area} helps you express your independence in love more freely, and a fresh start or a bold honesty can feel liberating.',
        ],
      },
    },
    neptune: {
      retrograde: {
        general: [
          'Neptune turns retrograde in {area}, and the fog there begins to lift, so reflect on illusions, dreams and where you may have been too hopeful or unclear.',
          'With Neptune beginning its retrograde in {area}, intuition turns inward, and journaling or quiet reflection helps you see what is real.',
        ],
        love: [
          'Neptune stationing retrograde in {area} invites you to look at romantic ideals honestly, separating what you wish for from what is truly happening.',
          'While Neptune turns back in {area}, old dreams or longings may resurface, and compassionate clarity helps you love with open eyes.',
        ],
      },
      direct: {
        general: [
          'Neptune turns direct in {area}, and inspiration there flows outward again, so bring your dreams and creative visions gently into the world.',
          'Once Neptune resumes direct motion in {area}, your imagination and compassion can guide action, though keeping details clear remains wise.',
        ],
        love: [
          'With Neptune stationing direct in {area}, tenderness and romance flow more freely, and sharing your dreams with someone brings you closer.',
          'Neptune moving forward again in {area} softens hard edges, and a little empathy, offered before anyone asks for it, makes love feel kind and unhurried.',
        ],
      },
    },
    pluto: {
      retrograde: {
        general: [
          'Pluto turns retrograde in {area}, inviting deep reflection on power and change there, and quietly letting go of what no longer serves you brings renewal.',
          'With Pluto beginning its retrograde in {area}, buried issues resurface for healing, and facing them honestly makes way for real transformation.',
        ],
        love: [
          'Pluto stationing retrograde in {area} brings hidden feelings or power struggles in love to light, and honest reflection helps you choose how to change.',
          'While Pluto turns back in {area}, old intensities or attachments may return, and understanding them gently helps you release what holds you back.',
        ],
      },
      direct: {
        general: [
          'Pluto turns direct in {area}, and the inner work you have done there begins to show outwardly, so step into your strength with confidence.',
          'Once Pluto resumes direct motion in {area}, transformation gathers momentum, and decisive action can reshape things for the better.',
        ],
        love: [
          'With Pluto stationing direct in {area}, deep changes in love move forward, and embracing honesty and vulnerability brings powerful closeness.',
          'Pluto moving forward again in {area} helps you reclaim your power in love, and a renewed sense of self makes bonds stronger and truer.',
        ],
      },
    },
  },
  lunations: {
    'new-moon': {
      general: [
        'A new moon in {area} opens a fresh chapter, so write down one clear intention and take a small first step toward it within a day or two.',
        'The sky goes dark for the new moon in {area}, a quiet moment to plant seeds, start a plan and picture what you want to grow there.',
        'Beginnings come naturally when the new moon falls in {area}: sign up, clear the desk, buy the notebook, and choose one goal to nurture.',
      ],
      love: [
        'A new moon in {area} invites fresh starts in love, whether that means setting an intention for the kind of connection you want or trying a way of meeting people you have never tried before.',
        'With the new moon in {area}, hopes for romance and friendship can be gently spoken or written down, and a small first step makes them real.',
        'New energy flows into love as the new moon falls in {area}, and a fresh conversation, a new invitation or a new habit of care can start something lovely.',
      ],
    },
    'full-moon': {
      general: [
        'A full moon in {area} brings things to a head and feelings run high, so notice what has grown, celebrate it honestly, and release what is finished.',
        'The full moon in {area} shines a bright light on what has been building, making it easier to see what to keep, what to finish and what to let go.',
        'Emotions and results peak together when the full moon falls in {area}, and a calm, honest look at the outcome shows you the next step.',
      ],
      love: [
        'A full moon in {area} can bring feelings to the surface, and honest, gentle words help you and someone close understand each other better.',
        'With the full moon in {area}, romantic situations come into sharp focus, and releasing an old hurt or expectation makes room for more joy.',
        'Heightened emotions under the full moon in {area} show you what matters most in love, and sharing your feelings calmly can bring real closeness.',
      ],
    },
  },
};
