import type { PersonPlacement } from './types';

/** Relationship Potential: Jupiter in each sign, how one person grows and is generous in love (issue #26). Shape and limits in ./types. */
export const POTENTIAL_JUPITER: PersonPlacement[] = [
  {
    report: 'potential',
    planet: 'jupiter',
    sign: 'aries',
    text: 'With Jupiter in Aries, your generosity in love is bold and immediate. What you give most freely is courage. You are the one who says go on, apply, ask, try, and who believes in your partner’s boldest plan before they quite believe in it themselves. You grow by doing, so a relationship expands when the two of you take on something new together: a move, a venture, a physical challenge that leaves you both proud and a little breathless. You are open-handed on impulse, quick to surprise and at your most generous in an emergency, and your faith in the future of the bond is infectious. Over time this keeps a partnership from turning timid. The risk lies in overreach. Grand plans launched in the first flush of enthusiasm can be left for your partner to finish, and you may nudge them towards risks that suit your appetite rather than theirs. Even generosity can become a way of taking the lead. Let your encouragement follow your partner’s own direction, and you become the ally who helps them grow into the person they want to be, not the one you pictured for them.',
  },
  {
    report: 'potential',
    planet: 'jupiter',
    sign: 'taurus',
    text: 'Jupiter in Taurus makes you generous through comfort and plenty. You give in ways a partner can hold and taste: good food, a well-chosen present, a home that grows richer and more beautiful as the years pass, and the quiet reassurance that there will be enough. Growth in love, for you, is slow and solid, a matter of accumulation. Trust is built one kept promise at a time, resources are pooled, and the life you share becomes more enjoyable with each season. You help a partner flourish by steadying them, giving them a secure base from which they can dare things. Your faith rests in the reliable goodness of ordinary pleasures, and you can remind a restless partner that what they already have is worth savouring. Too much of this good thing turns into indulgence and inertia. Comfort can slide into complacency, pleasure into excess, and affection into an equation between love and possessions. You may also resist any growth that asks you to release something familiar. Share your time and attention as lavishly as your resources, and allow the relationship to outgrow a shape you have become fond of.',
  },
  {
    report: 'potential',
    planet: 'jupiter',
    sign: 'gemini',
    text: 'With Jupiter in Gemini, you are generous with ideas, news and attention. You hand your partner the article, the introduction to the useful friend, the fresh way of seeing a stubborn problem, and your curiosity opens doors into subjects, people and places they might never have found alone. Growth in love comes through learning together: classes, books, long talks, and the slow realisation that your minds have reshaped each other. Jupiter is in detriment in this sign, which means its wide, far-seeing nature gets spread across many small things, so your gifts tend to be numerous and scattered rather than single and deep. Over the years you keep a relationship lively and well connected to the wider world. The weak point is promises. You may say yes to more plans than the two of you can keep, or offer so many possibilities that your partner cannot tell which ones you mean. Optimism can also talk its way around a problem instead of through it. Choose a few shared projects to grow into properly, and let your partner feel your attention settle and stay on them, not only the sparkle of it passing by.',
  },
  {
    report: 'potential',
    planet: 'jupiter',
    sign: 'cancer',
    text: 'Jupiter is exalted in Cancer, and your generosity in love is warm, protective and deeply familial. You grow a relationship by feeding it, literally and otherwise: meals, memories, open arms for your partner’s relatives and oldest friends, and a table with room for anyone who needs a place at it. Your faith rests in belonging, in the conviction that love is a shelter worth enlarging, and under your care a partner feels safe enough to risk something. Over the years you can become the heart of a wide circle, and the bond may expand through children, chosen family or a household that keeps gaining members. Your kindness is intuitive; you tend to give what someone needs before they have thought to ask. The shadow is smothering. You may care so much that your partner never gets the chance to struggle and learn, or feel quietly wounded when your generosity is not answered in kind. Worry, too, can grow as readily as love does under this planet. Let your partner’s growth carry them beyond the nest from time to time, trusting that the home you made is what they will return to.',
  },
  {
    report: 'potential',
    planet: 'jupiter',
    sign: 'leo',
    text: 'With Jupiter in Leo, your generosity in love is large-hearted, theatrical and entirely sincere. You give praise, celebration, laughter and the occasional magnificent gesture, and you believe in a partner’s gifts so loudly that they begin to believe too. Joy and creative expression are how you grow: shared hobbies, performances, children or projects that let the two of you shine together. You have a talent for making a relationship feel like something to be proud of, and your faith in love stays wholehearted, even romantic, long after others have grown cynical. Over time that warmth keeps a bond playful and glowing. Your partner may find they laugh more, try more and stand a little taller simply from being loved by you. Excess and ego are where it can go astray. You may spend big to demonstrate love, overpromise in the glow of a happy moment, or need so much acknowledgement for your kindness that it starts to feel like a trade. Being outshone can sting more than you admit. The relationship thrives when your partner’s successes are celebrated as gladly as your own, and when you find that a quiet, unseen kindness carries as much royalty as any grand display.',
  },
  {
    report: 'potential',
    planet: 'jupiter',
    sign: 'virgo',
    text: 'Jupiter in Virgo makes you generous through service, skill and attention to detail. Your help is practical and well thought out: sorting the paperwork, researching the options before a big decision, teaching your partner the trick that makes their working day easier. Your love grows through steady improvement, small daily habits that make two lives healthier, calmer and more capable as time goes on. Jupiter is in detriment here, so its expansive faith tends to express itself through many small refinements rather than sweeping gestures. Over the years you can help a partner become wonderfully well supported, and your usefulness is a real form of devotion. A partner may only realise much later how much smoother their life became once you were in it. Watch for over-management: help that arrives unasked, an improvement plan nobody wanted, or a faith in the relationship that dims whenever things fall short of how they ought to be. You may also give far more than you let yourself receive. The bond grows when your generosity includes acceptance, when you let your partner be imperfect, and when the big picture of your shared life matters more to you than getting every detail right.',
  },
  {
    report: 'potential',
    planet: 'jupiter',
    sign: 'libra',
    text: 'With Jupiter in Libra, your generosity in love is graceful, fair-minded and sociable. You give consideration: you notice what your partner would enjoy, make room for their point of view, and bring beauty and courtesy into everyday life. Partnership itself is your school. You become more fully yourself by being in a relationship, and when your partner is stuck you offer perspective, balance and an elegant compromise. Over the years the bond may widen socially, drawing in friends, shared culture and a reputation as a couple others love spending an evening with. Your generosity also lives in small courtesies: the thank-you, the decision taken jointly, the best seat offered without fuss. Your faith is in fairness, and in the idea that two people can make something more harmonious together than either could alone. Sweetness can be overdone. You may say yes to keep the peace, indulge your partner to avoid a difficult conversation, or spend on appearances rather than substance. Decisions can also be postponed in search of a perfect balance that never arrives. The relationship grows when your generosity includes honest disagreement, and when fairness means putting your own needs on the scales as seriously as your partner’s.',
  },
  {
    report: 'potential',
    planet: 'jupiter',
    sign: 'scorpio',
    text: 'Jupiter in Scorpio makes you generous in depth rather than display. You give your whole attention, your loyalty and your willingness to go with a partner into the hardest places: illness, grief, family secrets, the fears they have never said aloud. Transformation is how your love grows. You believe a relationship can be broken down and rebuilt in a stronger form, and your partner grows beside you because you will not let them hide from themselves. Over the years the bond may deepen through crises shared and survived, and through an intimacy that keeps revealing new layers. A partner who has been truly seen by you rarely forgets the relief of it. Your faith is in the power of truth, and in what two committed people can achieve when they pool their resources, emotional as well as material. The danger is intensity without rest. You may press for depth when your partner needs lightness, or give in ways that quietly bind, expecting loyalty as the return on your investment. When hurt, you can turn generosity into leverage. Let some mysteries stay unsolved, and trust that your partner can grow at their own pace without being excavated.',
  },
  {
    report: 'potential',
    planet: 'jupiter',
    sign: 'sagittarius',
    text: 'Jupiter rules Sagittarius, and here your generosity in love is expansive, adventurous and openly hopeful. You give freedom, enthusiasm and a sense of meaning, the conviction that this relationship belongs to a larger story and that the two of you are going somewhere worth the trip. Exploration is your path to growth, whether that means travel, study, faith or simply trying a life neither of you had planned. Your partner’s world widens in your company, and you trust them to roam it. Over the years your humour and frankness keep the air clear, and your belief in the bond can carry it through setbacks that would dishearten others. Few people make a partner feel as free, or as sure that life is still wide open. The trouble, when it comes, is overreach and restlessness. You may promise more than the calendar or the bank balance can support, preach your views a little too eagerly, or mistake the thrill of the next horizon for the growth that comes from staying. Bring your appetite for discovery home. The person beside you is a landscape with more unexplored ground than any atlas, and learning it may be your longest and richest journey.',
  },
  {
    report: 'potential',
    planet: 'jupiter',
    sign: 'capricorn',
    text: 'Jupiter is in its fall in Capricorn, so your generosity in love is measured, practical and built to endure. You do not give lightly, but what you give tends to last: a secure future, sound advice, and the long work of helping your partner reach their goals. Achievement and responsibility are what make you grow, the pride of building something together that stands on solid ground. You take your partner’s ambitions seriously and show them the steps, and your faith in the relationship deepens with every difficulty the two of you come through. Over the years you can turn a partnership into something genuinely substantial. Your gifts may arrive late and without fanfare, yet they tend to be exactly what the relationship needed. What holds it back is caution with conditions attached. You may ration warmth, wait until affection has been earned, or equate love with provision and forget the simple pleasures that make the effort worthwhile. Anxiety about the future can crowd out delight in the present. Allow yourself to be generous before it is sensible, celebrate progress instead of waiting for the finishing line, and trust that good fortune between you is not a debt that must be repaid.',
  },
  {
    report: 'potential',
    planet: 'jupiter',
    sign: 'aquarius',
    text: 'With Jupiter in Aquarius, your generosity in love is broad-minded and liberating. You give acceptance. You let your partner be unusual, change their mind, keep their friendships and follow ideals of their own, and you treat them as a fully independent person. Shared ideals and a forward-looking vision are what help your love grow: a relationship that is also a friendship, perhaps a common cause, and open to new ways of living. Over the years the bond may widen through community, friends and projects that matter beyond the two of you. Friends may come to see your relationship as proof that love need not shrink a person, and that two people can stay distinct and still be devoted. Your faith is in progress, and in the idea that love can be fair, modern and humane. Abstraction is the pitfall. You may be kinder to humanity at large than to the person across the table, or give space when what your partner needed was closeness. Principles can become a polite way of avoiding feelings. Your love is felt most fully when your wide view includes the small, warm, personal gestures that tell your partner they are not one among many, but the one you chose.',
  },
  {
    report: 'potential',
    planet: 'jupiter',
    sign: 'pisces',
    text: 'Jupiter is the traditional ruler of Pisces, and here your generosity in love is boundless, tender and forgiving. You give compassion, imagination and faith in your partner’s better self, and you will go without so that someone you love can have enough. You grow through emotional and spiritual deepening: art, music, shared quiet, and the sense that love is a way of touching something larger than either of you. You see your partner’s potential and hold a vision of it steady while they find their way towards it. Over the years your kindness can soften a bond so thoroughly that old hurts lose their sting. People often feel forgiven in your company before they have even found the words to apologise. Self-sacrifice and wishful thinking are the undertow. You may give past the point of wisdom, rescue your partner from consequences they need to meet, or keep believing in a version of the relationship that no longer exists. The line between your wishes and theirs can blur until neither of you can find it. Your generosity stays healthy when it includes yourself, and when faith in love walks alongside clear eyes about the real person you share it with.',
  },
];
