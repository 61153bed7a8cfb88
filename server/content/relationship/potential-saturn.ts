import type { PersonPlacement } from './types';

/** Relationship Potential: Saturn in each sign, how one person commits and what they will carry (issue #26). Shape and limits in ./types. */
export const POTENTIAL_SATURN: PersonPlacement[] = [
  {
    report: 'potential',
    planet: 'saturn',
    sign: 'aries',
    text: 'Saturn is in its fall in Aries, and for you commitment is bound up with a tug-of-war between independence and duty. You may have learned early that you had to fend for yourself, and part of you still suspects that tying yourself to someone will cost you the freedom to act. So you can commit in fits and starts, eager one week and bristling the next. Once you have truly chosen, though, you will carry a great deal. You fight for the relationship when it is threatened, take responsibility for hard decisions, and bear the pressure of leading when somebody has to. The lesson that ripens over the years is patience with your own anger, and the discipline to pause before you react. Your partner may find you self-reliant to a fault, slow to ask for help or to admit that you are struggling, because underneath sits a fear of looking weak. The bond strengthens when you discover that staying, listening and waiting are acts of courage too, and when you let your partner shoulder part of the load instead of marching on alone like a soldier who never stands down.',
  },
  {
    report: 'potential',
    planet: 'saturn',
    sign: 'taurus',
    text: 'With Saturn in Taurus, commitment is something you build slowly, course by course like a dry-stone wall, and you do not offer it until you are sure. You want a relationship that is secure in body and in resources, and you are willing to carry the practical weight of making it so: the savings, the repairs, the long and unglamorous labour of keeping a household steady. Your promises are few, but each one is load-bearing. Beneath that reliability there may be an old fear of scarcity, a sense that there will never quite be enough money, affection or safety, and it can make you cautious about spending, sharing or changing course. Over the years you become a fixed point in your partner’s life, someone whose loyalty is as dependable as the turning seasons. They will feel your love through constancy more than speeches, and may sometimes wish for more spontaneity. Your growth lies in trusting that security can come from flexibility as well as from holding firm, and in letting pleasure into the structure you build. A bond gripped too tightly cannot breathe; held steadily, with an open hand, it can last a lifetime.',
  },
  {
    report: 'potential',
    planet: 'saturn',
    sign: 'gemini',
    text: 'With Saturn in Gemini, you commit through your word, and you take what you say more seriously than most people realise. You may hesitate to make promises precisely because you know how easily words break, and a fear of being misunderstood, or of saying the wrong thing, can make you careful in conversation, especially about feelings. Yet in a relationship you will carry the responsibility of communication: keeping track of plans, reading the small print, writing things down so nothing important slips through. Mercury rules this sign, so Saturn here asks for mental discipline, and partnership is often where you learn to say what you mean without a fence of qualifications around it. Over the years your commitment shows in the consistency of your thinking and your willingness to learn how your partner speaks, including what they leave unsaid. They may sometimes feel held at arm’s length by your analysis, as if every feeling had to pass an exam first. Let conversations be imperfect. Commit while still curious about alternatives, and trust that a sincere promise is worth making before you have worked out every possible contingency.',
  },
  {
    report: 'potential',
    planet: 'saturn',
    sign: 'cancer',
    text: 'Saturn is in detriment in Cancer, and for you commitment is tangled up with family, home and the question of whether it is safe to need anyone. You may have had to grow up quickly or look after others early, and you can carry that role into a relationship, becoming the responsible one who minds everybody’s feelings while keeping your own locked away. Once committed, you will shoulder a great deal: the household, the relatives, the traditions and the emotional upkeep that holds a bond together. You commit deeply, often for life, and you protect what you have built with a quiet, stubborn devotion. The difficulty is that a fear of dependence can lead you to build walls precisely where you most want closeness. Your partner may feel your devotion yet sense a locked room behind it. With time and patience this placement often softens, as you find that someone can be trusted with your tender side and will not use it against you. The bond strengthens when you let your partner take care of you sometimes, and when home becomes a place where responsibilities can be set down as well as carried.',
  },
  {
    report: 'potential',
    planet: 'saturn',
    sign: 'leo',
    text: 'Saturn is in detriment in Leo, so commitment tests the pride of your heart. You want to be loved wholeheartedly and may fear, somewhere deep down, that you will not be, which can make you hold back warmth until you are certain it will be returned. Yet when you commit, you do it with dignity and a fierce sense of honour. You will carry the responsibility of being the strong one, keeping your word, and protecting your partner’s standing in the world as carefully as your own. There may be a heavier load around self-expression too, a feeling that play, praise and creative freedom have to be earned before you can enjoy them. Over the years this placement rewards you with a deep, hard-won confidence in love, and your partner comes to know that your loyalty does not wobble. Pride in the relationship becomes a quiet, lasting thing in you rather than a show. The risk is rigidity: refusing to show need, nursing wounded pride, or becoming controlling when you feel unappreciated. The bond grows when you allow yourself to be generous without a guarantee, and when you find that vulnerability does not diminish your dignity but completes it.',
  },
  {
    report: 'potential',
    planet: 'saturn',
    sign: 'virgo',
    text: 'With Saturn in Virgo, commitment shows itself through daily, practical devotion. You commit by being useful, dependable and precise, and you will carry the routines, the paperwork, the budget and the endless small tasks that keep two lives running smoothly. You take these duties seriously, and your partner can rely on you completely for the things that matter from one Tuesday to the next. Running underneath, though, there may be a low hum of anxiety, a sense that something is always slightly wrong or about to go wrong, and an inner critic that judges you, and sometimes your partner, against impossible standards. Over the years your commitment builds a relationship that is orderly, healthy and quietly strong. Your partner may feel supported but also scrutinised, especially when worry comes out sounding like criticism. Growth lies in learning that a relationship does not have to be flawless to be good, and that your partner’s way of doing things may differ from yours without being wrong. When you allow rest and a little mess, the care you give becomes a gift rather than a burden for either of you.',
  },
  {
    report: 'potential',
    planet: 'saturn',
    sign: 'libra',
    text: 'Saturn is exalted in Libra, and for you commitment is a serious and honourable undertaking. You treat partnership as a pact in the deepest sense: a promise between equals, grounded in fairness, respect and shared responsibility. You will carry the weight of keeping things balanced, of staying just when emotions run high, and of honouring your agreements even when they cost you something. Over the years this placement can make you a remarkably mature partner, someone who understands that love is a practice as well as a feeling and who works at it with patience and integrity. You are often the one who remembers exactly what was agreed, and why it mattered. Alongside that maturity there may be a fear of being alone, or of choosing wrongly, which can delay commitment or keep you in a relationship out of obligation after it has ended in spirit. Your partner may find you cool at times, more concerned with what is right than with what is warm. Your commitment matures when your sense of justice makes room for tenderness, and when you let the relationship be a living agreement that both of you keep revisiting, not a fixed rulebook.',
  },
  {
    report: 'potential',
    planet: 'saturn',
    sign: 'scorpio',
    text: 'With Saturn in Scorpio, commitment is total, and you know it, which is why you never give it lightly. Your loyalty can survive almost anything, and you will carry the heaviest parts of a shared life: crises, secrets, debts, bereavements and the upheavals that would break a lighter bond. Difficulty does not frighten you nearly as much as betrayal does. That fear can make you guarded, testing your partner’s trustworthiness long before you let them close and keeping careful control of what you reveal. Over the years your devotion deepens into something formidable, and a partner who earns your trust gains an ally for life. They may also feel the pressure of your expectations, or sense resentments you store rather than speak. Forgiveness may come hard to you, and letting go of something that has truly ended harder still. Trust grows between you when you share power rather than guard it, voice a fear instead of acting on it, and let trust be given a little before it is fully proven. Depth of commitment is your strength; loosening your grip is what lets that strength feel like safety to your partner.',
  },
  {
    report: 'potential',
    planet: 'saturn',
    sign: 'sagittarius',
    text: 'With Saturn in Sagittarius, commitment asks you to reconcile freedom with faith. You may hesitate to bind yourself, afraid of losing your horizons, yet once your beliefs and your partner’s line up, you commit with a sincere sense of purpose. You carry the responsibility of meaning in the relationship: the shared values, the ethics, the long view of where the two of you are heading and why it matters. Over the years you can become the partner who holds the bond to its principles, insists on honesty and keeps faith through the dry seasons. When the two of you lose your bearings, you are usually the one who asks what you actually believe in, and answers honestly. Your seriousness about truth can, however, harden into dogma, and a suspicion that settling down means settling for less may linger longer than you admit. Your partner may sometimes feel lectured, or sense that you keep an escape route quietly mapped out. Growth comes when you discover that a committed relationship can be the most adventurous journey of all, and that freedom shared is larger than freedom guarded. Offered humbly, your hard-earned wisdom becomes a compass the two of you can steer by together.',
  },
  {
    report: 'potential',
    planet: 'saturn',
    sign: 'capricorn',
    text: 'Saturn rules Capricorn, and for you commitment is a lifelong undertaking approached with full seriousness. You commit with a plan. You want to build something that lasts, and you will carry responsibility for its structure, its finances, its standing and its future. You keep your word, work hard and do not walk away easily. Over the years you can create a partnership of remarkable solidity, one that offers shelter through every kind of weather. Anniversaries matter to you less as parties than as proof of something built and kept. Alongside that strength there is often an old belief that you must be self-sufficient and in control, that showing need is weakness and that love has to be earned through achievement. It can make you reserved, slow to show affection, or inclined to put ambition ahead of intimacy, so that your partner feels secure beside you yet sometimes lonely. Many people with this placement grow warmer and lighter as life goes on, as if the armour were only ever meant for the early years. Let the bond be a place of rest as well as work, and let your partner see the person beneath the role you play so well.',
  },
  {
    report: 'potential',
    planet: 'saturn',
    sign: 'aquarius',
    text: 'Saturn is the traditional ruler of Aquarius, and for you commitment is principled, loyal and a little unconventional. You commit to a relationship the way you would commit to an ideal: with steady conviction, fairness and a firm belief that each partner must remain free. You will carry the responsibility of keeping things honest and equal, and of protecting the bond from outside expectations about how couples are supposed to live. You may build a partnership with its own rules and then keep to them more faithfully than anyone keeps conventional ones. Over the years your constancy can be remarkable, even when it is expressed in cool or unusual ways. An agreement the two of you once made stays binding for you long after it has slipped from your partner’s mind. The burden you bring is a fear of losing yourself in another person, which can make you detached, overly rational about feelings, or wary of the ordinary ties that closeness creates. Your partner may feel respected but not always held. Closeness deepens when your commitment to principle includes warmth, and when you let closeness become part of your freedom rather than its opposite, trusting that being needed is not the same as being caged.',
  },
  {
    report: 'potential',
    planet: 'saturn',
    sign: 'pisces',
    text: 'With Saturn in Pisces, commitment is close to a spiritual act, and you approach it with a mixture of devotion and uncertainty. You may fear being swept away by love, or have known bonds in which boundaries melted painfully, so you can hover at the water’s edge even while longing for a soul connection. Once you commit, you carry the emotional and spiritual weight of the relationship: compassion through suffering, faith through confusion, forgiveness when leaving would be easier. Over the years your commitment can give your partner the rare feeling of being loved without conditions. The hazard is taking on their burdens as if they were your own, giving up too much, or staying out of guilt long after the bond has stopped nourishing either of you. You may struggle to say where you end and your partner begins. Saturn’s gift here is form: the quiet discipline of a boundary that protects your compassion instead of limiting it. Your devotion finds firm footing when your tenderness is paired with clear limits, when you let yourself receive support, and when you learn that a commitment can be both soft and well built.',
  },
];
