import type { PersonPlacement } from './types';

/** Relationship Potential: the Sun in each sign, what one person brings to a lasting bond (issue #26). Shape and limits in ./types. */
export const POTENTIAL_SUN: PersonPlacement[] = [
  {
    report: 'potential',
    planet: 'sun',
    sign: 'aries',
    text: 'An Aries Sun brings to a lasting bond the thing many long partnerships quietly run short of: the nerve to begin again. You are the one who proposes the move, the trip or the frank conversation nobody else wanted to open, and when the two of you hit a wall you would rather climb it than sit beneath it complaining. The Sun is exalted in Aries, so your vitality is strong and your honesty unvarnished, and your partner always knows where they stand with you. Left to your instincts, you build an alliance: two people on the same side, facing the world together, each willing to fight for the other. What helps it last is a steady supply of shared challenges, because you thrive on having something to aim at as a pair. What wears it down is your impatience with the middle stretch, the long plain months when nothing needs rescuing. You can mistake calm for staleness and pick a quarrel just to feel the engine turn over. Let your partner lead some of the charges, and learn to count an ordinary, peaceful week as a victory you both won.',
  },
  {
    report: 'potential',
    planet: 'sun',
    sign: 'taurus',
    text: 'With the Sun in Taurus, you bring a lasting bond its ground. You are built for duration: once you have chosen someone, you settle your whole weight into the choice and stay, through dull seasons and difficult ones, with a patience lighter signs can only admire. Venus rules your sign, so love for you is bound up with comfort, beauty and the body, and you prove your commitment by making life pleasant in ways a person can touch: a well-stocked cupboard, a garden that fills out each spring, a bed worth coming home to. What you tend to create is a homestead, a shared life with roots and a slowly gathered store of treasures, and your partner can lean on you without fear that you will shift. Its staying power comes from your gratitude, since you value what you have instead of always hunting for something better. Trouble begins with the shadow of that same gift, a reluctance to change when change is overdue. You may treat your partner’s growth as a threat to the arrangement, or dig in over small things until the stand-off becomes a habit. Let your steadiness be the safe place from which both of you can move.',
  },
  {
    report: 'potential',
    planet: 'sun',
    sign: 'gemini',
    text: 'The Sun in Gemini brings to a lasting bond a mind that never stops being interested. You keep a relationship young by talking in it: asking questions, passing on what you read, noticing the odd detail of your partner’s day and wanting the whole story behind it. Mercury rules your sign, so connection runs through language, and your ideal bond is a long conversation that happens to share an address. Friendship is the spine of your love, and you can go on surprising someone for a lifetime because you keep changing yourself. That changeability is both what you offer and what you have to manage. What helps the bond last is variety built into its structure: new places, new projects, friends who drop round, and room for each of you to pursue separate interests and report back. Erosion comes from the restless habit of keeping one foot outside, leaving decisions open and treating commitment as a topic to discuss rather than a place to stand. Your partner may tire of never quite knowing which version of you will arrive. The twins of your sign work in your favour when one of them stays reliably present while the other roams.',
  },
  {
    report: 'potential',
    planet: 'sun',
    sign: 'cancer',
    text: 'With the Sun in Cancer, your deepest instinct in a lasting bond is to turn it into a family, whether or not children are ever part of the picture. The Moon rules your sign, and you love the way a tide returns: faithfully, with feeling, always circling back to the people who are yours. You remember what your partner went through before they met you, you keep the photographs, and you build a private world of shared jokes, meals and rituals that nobody outside it fully understands. Given time, you make a household in the oldest sense, a place where people are fed, sheltered and remembered. Your loyalty is the glue: you do not leave easily, and you are at your finest when someone needs looking after through a hard winter. What wears it down is the shell. When you are hurt you retreat sideways rather than speak, and your partner can spend weeks guessing what went wrong. You may also cling to the early shape of a bond after both of you have outgrown it, or mother your partner so thoroughly that they stop feeling like an equal. Let the relationship grow up, and let yourself be cared for too.',
  },
  {
    report: 'potential',
    planet: 'sun',
    sign: 'leo',
    text: 'The Sun rules Leo, and you bring warmth to a lasting bond at full strength. You love generously, loyally and out loud, and a partner feels chosen by you in a way that can carry them through years of ordinary weather. You want a relationship worth being proud of, and you pour creative effort into it: celebrations, traditions, a home with some colour in it, the conviction that the two of you are something special. The relationship you instinctively create resembles a court with two monarchs, each honouring the other in public and defending the other in private. Leo is a fixed sign, so there is real staying power here too; once your heart is given, you guard it. What helps your bonds last is your big-heartedness, the way you forgive and keep playing long after other couples have gone flat. The slow damage comes from a quiet hunger to be the centre. When appreciation dries up, you may perform harder or retreat into wounded dignity, and pride can keep you from making the first apology. The bond also suffers if your partner begins to feel like an audience. Give their light as much room as your own, and yours will shine more steadily for it.',
  },
  {
    report: 'potential',
    planet: 'sun',
    sign: 'virgo',
    text: 'Care that is practical, attentive and utterly dependable is the Virgo Sun’s gift to a lasting bond. You notice what needs doing before anyone asks, and you tend a relationship the way a good gardener tends soil, with small, regular acts of upkeep that prevent larger troubles later. Mercury rules your sign, so you think about love as well as feel it, and you want the partnership to work, genuinely, in its daily details. The shape you most naturally build is a working partnership with devotion at its core: two people who help each other become more capable, healthier and kinder as the years go by. What helps it last is your willingness to keep learning and adjusting, and to serve without needing applause. The wear and tear comes from your inner critic turned outward. You can slip from a helpful suggestion into a steady drip of correction, until your partner begins to seem more a project than a beloved. You also hold yourself to standards nobody could meet, then feel quietly unappreciated when the effort goes unnoticed. The bond deepens each time you say aloud what is already good, and leave some imperfections alone because they belong to the person you love.',
  },
  {
    report: 'potential',
    planet: 'sun',
    sign: 'libra',
    text: 'The Sun in Libra brings to a lasting bond a genuine gift for partnership itself. You think in terms of “we” almost without trying: you consider how a decision lands on the other person, look for the fair arrangement, and bring grace, good manners and an eye for beauty into shared life. Venus rules your sign, and the bond you reach for is a true pairing of equals, two people who present a united front and enjoy the world side by side. Traditionally the Sun is in its fall here, which describes how easily your own light can be spent reflecting someone else’s. Diplomacy is what keeps your bonds going. You can cool an argument, see the other side and find the compromise that lets everyone keep their dignity. What wears them down is conflict postponed. You may swallow a grievance for the sake of a pleasant evening, then another, until resentment has quietly built a wall between you. Indecision can also leave your partner carrying the hard choices alone. A relationship needs your honest no as much as your gracious yes, and it grows sturdier every time you risk a disagreement and find that the bond survives it.',
  },
  {
    report: 'potential',
    planet: 'sun',
    sign: 'scorpio',
    text: 'With the Sun in Scorpio, what you offer a long relationship is depth and an all-or-nothing loyalty. You do not do casual well. When you commit, you commit to knowing someone completely, and you expect the same in return. The form your love takes most readily is an intense, private pact, a bond with its own secrets and a shared strength that outsiders sense but never fully see. Your great gift to a partner is that you will not flinch from their darkest hour: crisis, grief and upheaval are where you come into your own. You can also help a relationship die and be reborn in a new form rather than simply end, which gives your bonds a rare resilience. That capacity for renewal keeps your bonds alive, along with your refusal to let things stay on the surface. What wears them down is control. When trust is shaken, you may test, watch, withhold or keep score in silence, and an old wound can be nursed for years. Jealousy can leave your partner feeling guarded rather than cherished. Your bonds flourish when you show your vulnerability as openly as your strength, and give your partner a freedom you do not feel the need to monitor.',
  },
  {
    report: 'potential',
    planet: 'sun',
    sign: 'sagittarius',
    text: 'The Sun in Sagittarius brings a sense of horizon to a lasting bond. You love someone by inviting them into a bigger life: travel, ideas, friends from everywhere, and the belief that the best chapters have not been written yet. Jupiter rules your sign, and your optimism can carry a partnership through seasons that would discourage more anxious people. Your natural model of love is a shared journey, two companions with a map and a taste for the unknown, and you do best with someone who will walk beside you rather than wait at home for postcards. Your candour and your humour keep it healthy; you rarely let resentment fester, and you can laugh a couple out of a sulk. What wears it down is your horror of fences. When routine closes in, you may feel trapped and go looking for space in ways that leave your partner feeling left behind, and your frankness can wound where tact was needed. Promises made in a burst of enthusiasm may also outrun what you deliver. Commitment becomes part of your adventure, rather than its end, once you treat the person beside you as a country still worth exploring.',
  },
  {
    report: 'potential',
    planet: 'sun',
    sign: 'capricorn',
    text: 'With the Sun in Capricorn, you bring seriousness of purpose to a lasting bond, and that is meant as a compliment. Saturn rules your sign, and you approach love the way you approach anything worth doing: with patience, a plan and a willingness to put in the work long before expecting a reward. You tend to build an institution of two, a partnership with shared goals, sound foundations and a reputation among friends for being solid. Many people with this Sun find that love grows warmer and more playful with age, as early caution gives way to earned trust. What helps it last is your reliability. You keep your word, carry responsibility without complaint and stay when things are hard. The risk is an imbalance between duty and delight. You may put work first, treat feelings as a distraction from what really needs doing, or express love only through provision, so that your partner feels supported yet unseen. Reserve can easily be read as coldness. Let some of your ambition be for the relationship itself, for its joy as well as its security, and book the tenderness into the diary if that is what it takes.',
  },
  {
    report: 'potential',
    planet: 'sun',
    sign: 'aquarius',
    text: 'Freedom, fairness and a deep, durable friendship are what an Aquarius Sun gives a lasting bond. You love by accepting a person exactly as they are and by wanting them to become more themselves, never less. Saturn is your sign’s traditional ruler and Uranus its modern one, so you combine a surprising constancy with a need to do things your own way. Left to yourself, you build an unconventional partnership: two individuals who choose each other again and again and write their own rules. The Sun is in detriment here, a reminder that personal warmth can come second to principles and ideas. Your bonds endure partly because you never try to own anyone; your partner has room to breathe, and the relationship feels like a meeting of minds with a shared cause. What wears them down is distance. When emotions run high, you can step back into detachment, analysing where your partner needed you to feel with them, and you may dig in on a position purely to prove your independence. The bond deepens once closeness stops seeming a threat to your freedom and becomes one of its best uses.',
  },
  {
    report: 'potential',
    planet: 'sun',
    sign: 'pisces',
    text: 'With the Sun in Pisces, your gift to a long partnership is a compassion with no obvious edges and a feeling for everything beneath the surface. You sense your partner’s moods before they speak, forgive what others would hold against them, and offer a tenderness that can soften a hard life. Your sign belongs to Jupiter in traditional astrology and to Neptune in modern practice, so love has a spiritual quality for you, and what you make with someone is a sanctuary: a bond in which refuge, imagination and devotion are woven together. It lasts because you are able to adapt, and to keep seeing the best in someone through the stretches when they cannot see it in themselves. What wears it down is dissolving. You can lose your own outline inside a relationship, giving until you are empty, avoiding a necessary row, or loving an imagined version of your partner rather than the real one. When reality disappoints, drifting away quietly may feel easier than speaking up. Your bonds grow stronger when you keep a little shore of your own to stand on, and let your partner meet the whole of you, including the needs you usually hide.',
  },
];
