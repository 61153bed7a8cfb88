import type { PairText } from './types';

/**
 * Love compatibility for the zodiac pairs whose first sign is Leo to Pisces (36 pairs): what draws
 * the two together as lovers, where they rub and how to make it work, grounded in the two signs'
 * elements, modalities, rulers and the aspect between them.
 */
export const LOVE_LEO_PISCES: PairText[] = [
  {
    signs: ['leo', 'leo'],
    headline: 'Two Suns sharing one sky',
    summary:
      'Two Leos make a bright, generous, theatrical couple who understand each other’s need to be admired. The love is warm and loyal; the open question is whether either of them will ever agree to be the audience.',
    attraction:
      'Like recognises like here. Each Leo sees in the other the same big heart, the same appetite for fun and the same loyalty once a promise is made, and being adored by someone who knows exactly how good adoration feels is intoxicating. Ruled by the Sun, both give off warmth without trying, so their home tends to fill with friends, music and long dinners. They court each other with flair: the surprise weekend away, the dressed-up evening, the compliment delivered in front of everyone. Pride in each other runs deep, and they make a handsome pair in public.',
    clash:
      'Two fixed fire signs share a stubborn streak, and neither likes to back down once a position has been taken in front of witnesses. The real trouble is attention. When one Leo is having a triumph, the other may feel quietly dimmed, and both are more sensitive to being overlooked than they would admit. Arguments can turn into performances, with each partner playing to an imagined crowd. Wounded Leo pride tends to sulk rather than speak, so a small slight can sit unaddressed for days while each waits for the other to say sorry first.',
    makeItWork:
      'Take turns in the spotlight on purpose. If one of them has a big night, the other gets the next one, and both say out loud what they admire, because a Leo runs on appreciation the way a car runs on fuel. Keep some separate stages, whether a job, a hobby or a circle of friends, so there is glory enough for both. When a quarrel starts, agree that whoever apologises first has won something rather than lost it. A shared creative project, a party to throw or a trip to plan turns the rivalry into teamwork.',
  },
  {
    signs: ['leo', 'virgo'],
    headline: 'The star and the stage manager',
    summary:
      'Neighbours on the zodiac wheel, Leo and Virgo see life from different angles: Leo wants to shine, Virgo wants to get it right. When they respect that difference, the result is a couple with both sparkle and substance.',
    attraction:
      'Leo notices that Virgo does not fall over themselves to be impressed, and that cool reserve is a challenge worth taking up. Virgo, for their part, is charmed by Leo’s warmth and confidence, qualities a self-critical Mercury-ruled mind finds restful to be near. Leo brings colour, spontaneity and a generous habit of treating people; Virgo brings care that shows in small, precise ways, such as remembering the coffee order or fixing the wobbly shelf without being asked. Each finds in the other something they quietly lack, and the semi-sextile between neighbouring signs often works like that: unlike, but useful to each other.',
    clash:
      'Leo gives love in large gestures and wants praise in return; Virgo gives love by noticing what could be better, and that can sound like criticism to a proud fire sign. A Virgo remark about the cost of Leo’s birthday plans can land as a verdict on Leo’s whole personality. Leo, in turn, may find Virgo’s worries fussy and brush them aside, which leaves Virgo feeling unheard. Fixed Leo digs in; mutable Virgo adapts on the surface but keeps a private list of grievances. Neither is wrong, but they speak different dialects of devotion.',
    makeItWork:
      'Virgo can learn to lead with appreciation before offering the helpful correction, and to keep some suggestions to themselves altogether; not every flaw needs fixing tonight. Leo can learn to read Virgo’s practical care as the love letter it is and to say thank you for it. Divide roles to suit their talents: Leo hosts, Virgo plans, and both take the credit. Leo’s playfulness is good medicine for Virgo’s anxiety, so make room for unplanned fun, while Virgo’s routines give Leo’s big dreams somewhere solid to land.',
  },
  {
    signs: ['leo', 'libra'],
    headline: 'Glamour, romance and a full social diary',
    summary:
      'Fire and air in a friendly sextile, Leo and Libra make one of the zodiac’s most stylish couples. Both adore beauty, good company and being wooed, and they usually look as if they are enjoying themselves, because they usually are.',
    attraction:
      'The Sun and Venus are a flattering combination. Leo is warm, proud and theatrical; Libra is gracious, charming and skilled at making a partner feel like the most interesting person in the room, which is exactly what Leo hopes to hear. Air feeds fire, so Libra’s ideas and sociable ease keep Leo’s flame bright, while Leo’s decisiveness spares Libra from weighing every option alone. They enjoy the same pleasures: good restaurants, well-chosen clothes, parties, galleries and the small ceremonies of dating. Neither is embarrassed by romance, and both are happy to dress up for it.',
    clash:
      'Libra’s instinct is to keep the peace and consider every side, which can look like disloyalty to a Leo who wants a partner to take their part without hesitation. Leo’s fixed certainty, meanwhile, can feel bossy to a cardinal air sign that prefers to lead through diplomacy. Libra’s easy friendliness with everyone may stir Leo’s jealousy, and Leo’s craving for attention can tire a partner who values balance. Both dislike looking bad in public, so real problems may be smoothed over with charm rather than discussed. Money can also slip away fast between two lovers of fine things.',
    makeItWork:
      'Keep the romance going, since both need it, but add a regular space for plain talk where nothing has to look elegant. Libra can practise saying what they actually want rather than what will please, and Leo can practise asking for Libra’s view before announcing the plan. Out in company, a little public loyalty goes a long way: Libra backing Leo, Leo sharing the spotlight with Libra. Agree a budget for beautiful things before the beautiful things are bought. Theatre, design and music give them an endless supply of dates.',
  },
  {
    signs: ['leo', 'scorpio'],
    headline: 'Heat, loyalty and a battle of wills',
    summary:
      'Leo and Scorpio are fixed signs ninety degrees apart, fire squaring up to water, and the pull between them can be magnetic. Both are loyal, proud and intense. Both also hate to lose, which makes this a passionate match that needs careful handling.',
    attraction:
      'Nothing about this pairing is lukewarm. Leo radiates openly, Scorpio smoulders privately, and each is fascinated by what the other holds back. Scorpio sees past Leo’s performance to the tender heart underneath and values the courage it takes to be so visible; Leo senses Scorpio’s depth and wants to be the one person let in. Both are fixed signs, so once they commit they are wholehearted and fiercely protective. The physical chemistry is often strong, with Mars, Scorpio’s traditional ruler, meeting Leo’s solar fire. Loyalty, for each of them, is sacred.',
    clash:
      'Their square sets the open against the secret. Leo wants to talk, celebrate and be seen; Scorpio wants privacy, and may read Leo’s need for an audience as shallowness. Scorpio’s jealousy can flare when Leo basks in other people’s admiration, and Leo may feel suffocated by questions. Fixed meeting fixed means no natural give: an argument can become a siege, and Scorpio does not forget a wound any more than Leo forgets an insult. Power struggles over who decides, and who says sorry, are the classic trap.',
    makeItWork:
      'Trust is the whole project. Leo can reassure Scorpio often and plainly, letting Scorpio in on news before the rest of the world hears it; Scorpio can voice suspicions directly instead of testing Leo in silence. Agree early which parts of life are public and which stay between the two of them. Leo should not mistake Scorpio’s quiet for coldness, nor Scorpio mistake Leo’s sociability for disloyalty. When a stand-off begins, somebody has to move, so take turns being the first. Channelled into shared goals, their combined willpower is formidable.',
  },
  {
    signs: ['leo', 'sagittarius'],
    headline: 'A bonfire of fun and big plans',
    summary:
      'Two fire signs in an easy trine, Leo and Sagittarius bring out each other’s optimism, generosity and appetite for adventure. Expect a warm, lively match with plenty of laughter and a shared belief that life should be lived large.',
    attraction:
      'Sun and Jupiter are both bringers of good cheer, and this couple tends to feel luckier together. Sagittarius loves Leo’s big heart and flair; Leo loves that Sagittarius is not easily impressed yet always up for something new. Fire understands fire, so neither needs to apologise for enthusiasm, volume or a last-minute plan to drive to the coast. They inspire each other: Leo offers Sagittarius a sense of loyalty and home, and Sagittarius offers Leo a wider horizon. Their humour becomes a private language, full of running jokes nobody else quite follows.',
    clash:
      'Sagittarius can be honest to the point of tactlessness, and a joke at Leo’s expense stings a sign that takes its dignity seriously. Leo wants devotion and regular displays of it; mutable Sagittarius wants freedom and may wander off, physically or mentally, just when Leo wants attention. Leo is fixed and likes a plan to stay made, while Sagittarius changes plans for the fun of it. Both can overspend, overpromise and overcommit, and neither is the natural choice to mind the practical details.',
    makeItWork:
      'Sagittarius does well to remember that Leo’s pride is tender, saving the bluntest remarks for things that truly matter and delivering them kindly. Leo does well to treat the archer’s need for room as a trait rather than a rejection, and to join the adventures instead of waiting at home to be missed. Travel together often; it is their natural glue. Appoint someone, or pay someone, to handle the boring admin before the bills pile up. Keep celebrating each other out loud, because fire signs cool without attention.',
  },
  {
    signs: ['leo', 'capricorn'],
    headline: 'Sunshine meets Saturn’s long patience',
    summary:
      'Leo and Capricorn sit at the awkward angle astrologers call a quincunx, sharing neither element nor mode. Yet both are ambitious and status-conscious, and together they can build something impressive once they learn each other’s language.',
    attraction:
      'Each respects achievement, and that is the first spark. Leo admires Capricorn’s discipline, competence and quiet authority; Capricorn is drawn to Leo’s warmth and confidence, and privately enjoys being seen beside someone so radiant. The Sun and Saturn are opposites in spirit, light against structure, and the contrast can be compelling. Leo loosens Capricorn up, coaxing out a dry wit and a secret fondness for luxury, while Capricorn gives Leo’s ambitions a plan and a ladder. They often share a taste for quality, tradition and a good reputation.',
    clash:
      'Leo lives in the moment and wants affection shown now; Capricorn, cardinal earth under Saturn, shows love through long-term reliability and may look reserved or married to work to a fire sign who needs applause. Leo can find Capricorn gloomy, and Capricorn can find Leo extravagant and a little vain. Money is a likely flashpoint, with one wanting to spend on joy and the other wanting to save for security. The quincunx asks for constant adjustment, and both are proud enough to resent being the one who adjusts.',
    makeItWork:
      'Talk about goals, because shared ambition is their strongest bond. A joint plan with both the glamour and the spreadsheet lets each contribute what they do best. Capricorn can make a point of open praise and affection, even when it feels unnecessary, and Leo can recognise the care in Capricorn’s long hours and careful saving. Split the budget into a portion for security and a portion for delight. Put holidays in the diary well ahead, since Capricorn will not take time off unless it is scheduled and Leo will not enjoy it alone.',
  },
  {
    signs: ['leo', 'aquarius'],
    headline: 'Opposites on the wheel, drawn across it',
    summary:
      'Leo and Aquarius are the zodiac’s fixed opposites, fire across from air: the heart and the crowd, the personal and the collective. Their opposition creates real chemistry and real tension, and both partners are stubborn enough to make either last.',
    attraction:
      'Opposite signs often feel like missing halves. Leo, ruled by the Sun, is about the individual who shines; Aquarius, ruled by Uranus, is about the group and the future. Leo is fascinated by Aquarius’s originality, cool independence and refusal to follow a script, while Aquarius is warmed by Leo’s generosity and open heart. Fire and air make a lively mix, and both love a good conversation and a crowded social calendar. Leo brings passion to Aquarius’s ideals, and Aquarius gives Leo’s warmth a wider cause to serve.',
    clash:
      'Being fixed signs, they hold their ground when they disagree, and neither moves. Leo wants to be treated as special, and Aquarius treats everyone with the same friendly detachment, which can leave Leo feeling like one more friend among many. Aquarius may find Leo’s appetite for compliments and drama tiring, and Leo may find Aquarius distant or contrary for the sake of it. Leo loves ceremony; Aquarius is often bored by it. Where Leo takes things personally, Aquarius takes them theoretically, and each finds the other’s approach maddening.',
    makeItWork:
      'An opposition works when each partner lends the other what they lack. Aquarius can make Leo feel chosen, not merely liked, with the occasional grand and personal gesture; Leo can give Aquarius real space and enjoy their independence instead of competing with it. Pick a cause, a community or a creative venture to champion together, and their combined conviction becomes an asset. Before a standoff hardens, each can name one point they are willing to shift on. Their friendship is the foundation, so keep it alive alongside the romance.',
  },
  {
    signs: ['leo', 'pisces'],
    headline: 'A romance written for the stage',
    summary:
      'Leo and Pisces form a quincunx, fire and water with little obvious common ground. Yet both are romantic, creative and generous, and together they can make a tender, theatrical love story, provided the practical side gets some attention.',
    attraction:
      'Both are dreamers in their way. Leo wants a grand romance, and Pisces, ruled by Neptune, is the zodiac’s most devoted romantic, happy to adore a partner without reserve. Pisces finds Leo’s confidence and protectiveness reassuring; Leo feels truly seen by a partner who picks up on every mood and responds with compassion. They share a love of art, music, film and fantasy, and their dates can be genuinely magical. Leo lends Pisces courage and direction, and Pisces gives Leo a soft place to rest when the performance is over.',
    clash:
      'Their quincunx is the angle of crossed wires, and they often get each other wrong. Leo is direct and wants things said plainly; Pisces is elusive, hints rather than tells, and may retreat when hurt. Leo’s fire can feel too loud for sensitive water, and a careless remark may wound Pisces far more than Leo realises. Pisces’ vagueness about plans and money frustrates fixed Leo, who likes to know where things stand. Leo may also take charge of everything while Pisces goes along and quietly resents it. Neither is especially practical, so daily life can drift.',
    makeItWork:
      'Leo can soften the delivery and ask how Pisces is feeling, rather than assuming all is well because nothing has been said. Pisces can practise stating what they want, even when it feels harsh, because Leo answers a plain request much more readily than a hint. Let the relationship keep its magic with creative dates, shared art and the kind of gestures both treasure. Borrow structure from outside: a shared calendar, a simple budget, a friend who is good with paperwork. Protect Pisces’ quiet evenings as carefully as Leo’s social ones.',
  },
  {
    signs: ['virgo', 'virgo'],
    headline: 'Two perfectionists and one spotless life',
    summary:
      'Two Virgos build a careful, thoughtful, devoted partnership in which nothing is forgotten and everything has its place. They understand each other’s worries better than anyone could, though two inner critics under one roof need gentle management.',
    attraction:
      'Finally, someone who notices. Each Virgo sees the other’s quiet effort, the tidy drawer and the meticulously researched holiday, and values it instead of teasing it. Mercury rules them both, so conversation flows easily, with a shared fondness for precise language, sly observations and a good discussion of how things could be run better. Earth makes them loyal and sensual in an understated way, and their love grows through daily acts of service: the packed lunch, the remembered appointment, the tea brought unasked. With each other, they can finally lower the guard that hides their soft hearts.',
    clash:
      'Two critical minds can turn their sharpness on each other, or on the relationship itself, auditing every flaw until nothing feels good enough. Both worry, and worry is contagious: a small health scare or a money wobble can spiral when neither is the calm one. Mutable earth adapts, yet Virgos can be rigid about their own methods, and two sets of methods may never agree on how the dishwasher should be loaded. Romance may get filed under non-essentials, with each waiting politely for the other to make the first passionate move.',
    makeItWork:
      'Declare some zones free of criticism, such as bedtime, birthdays and each other’s families, and praise more than seems necessary, since Virgos rarely hear enough of it. Schedule pleasure as seriously as chores: a weekend without lists, a massage, a long walk with no purpose. When anxiety rises, one of them can be the designated calm one for the evening, and they can swap next time. Agree on a few household methods and let the rest go. Nobody needs perfecting, least of all the person each of them loves.',
  },
  {
    signs: ['virgo', 'libra'],
    headline: 'Good taste, fine manners and careful hearts',
    summary:
      'Virgo and Libra are zodiac neighbours with a shared love of order and refinement. Mercury and Venus make a civilised pairing, courteous and considerate, though earth’s plain speaking and air’s wish to please need some careful tuning.',
    attraction:
      'Both like things done properly. Libra brings grace, charm and a sense of beauty, and Virgo, who rarely expects to be courted so elegantly, finds it disarming. Virgo brings reliability, intelligence and a quiet competence that helps Libra, the great weigher of options, feel settled. Each values good manners, a pleasant home and thoughtful conversation, and neither enjoys crudeness or chaos. Mercury and Venus are close travelling companions in the sky, and these two often find each other easy company from the first evening: witty, polite and gently flirtatious.',
    clash:
      'Virgo says what is wrong; Libra wants everyone to feel fine. A precise Virgo critique can feel unkind to Libra, and Libra’s diplomatic vagueness can strike Virgo as evasive or even dishonest. Libra, a cardinal sign, enjoys socialising and spending on lovely things, while thrifty Virgo counts the cost and may prefer a quiet night in. Indecision plays a part too: Libra hesitates over choices, Virgo overanalyses them, and a simple question about the weekend can become a committee meeting. Unspoken irritation tends to build behind polite smiles.',
    makeItWork:
      'Agree that honesty and kindness are not rivals. Virgo can wrap a criticism in appreciation, and Libra can state an opinion without softening it into nothing. Give decisions a deadline, or take turns having the final word, so choices actually get made. Blend their social rhythms with a mix of evenings out for Libra and quiet ones for Virgo. Their shared eye for detail and beauty makes home-making a joy, so a project such as decorating, gardening or planning a celebration can bring out their best teamwork.',
  },
  {
    signs: ['virgo', 'scorpio'],
    headline: 'Quiet depths and sharp minds',
    summary:
      'Sixty degrees apart, Virgo and Scorpio share a sextile that lets earth and water help each other. Both are observant, private and loyal, and they trust slowly, which makes the trust they finally build together unusually solid.',
    attraction:
      'Neither of them enjoys small talk, and both can tell when someone is putting on a show. Virgo’s analytical Mercury mind meets Scorpio’s investigative instinct, and they bond over seeing beneath the surface of people and situations. Scorpio appreciates Virgo’s modesty, reliability and attention to detail; Virgo is drawn to Scorpio’s focus and emotional depth, and feels safe with a partner who guards secrets so well. Earth gives water a shape and water softens earth, so the physical side often surprises both with its warmth. Theirs is a private, serious kind of romance.',
    clash:
      'Virgo can be critical, and Scorpio does not take criticism lightly; a passing correction may be remembered for years. Scorpio’s jealousy and hunger for total emotional honesty can overwhelm Virgo, who processes feelings by thinking them through and sometimes keeps them tidily out of sight. Fixed Scorpio can be controlling, while mutable Virgo adapts until resentment quietly builds. Both are wary by nature, and two guarded people may circle each other for a long time before either admits what they feel.',
    makeItWork:
      'Agree to say feelings aloud, even the awkward ones, since both tend to keep score silently. Virgo can show emotion, not just solutions, and Scorpio can resist the urge to test Virgo’s devotion. Keep criticism specific, private and gentle. Let Virgo handle the details of shared projects, from finances to travel bookings, and let Scorpio lead on strategy and instinct. Their mutual talent for research makes shared interests such as mysteries, psychology or restoring an old house deeply satisfying, and a good puzzle can be a better date than a crowded bar.',
  },
  {
    signs: ['virgo', 'sagittarius'],
    headline: 'The fine print and the far horizon',
    summary:
      'Virgo and Sagittarius stand at a square to each other, both mutable, and they see life through very different lenses. Virgo examines the details; Sagittarius heads off for the horizon. Learning from each other is both the challenge and the reward.',
    attraction:
      'Both signs are mutable, curious and fond of learning, and they can talk for hours. Sagittarius, ruled by expansive Jupiter, dazzles Virgo with stories, optimism and a willingness to leap; Virgo, ruled by careful Mercury, intrigues Sagittarius with precision and a quiet, clever wit. Each can see how the other might help. Virgo gives the archer’s wild plans a working structure, and Sagittarius reminds Virgo that something need not be perfect to be worth trying. There is often a teacher-and-student spark, with the roles swapping back and forth.',
    clash:
      'The square brings real friction. Sagittarius can be blunt, messy, late and restless, and Virgo notices every one of those things. Virgo’s corrections feel like nagging to a freedom-loving fire sign, while the archer’s careless promises feel unreliable to Virgo. Virgo worries about the risks; Sagittarius dismisses them cheerfully, which only deepens the worry. Both are changeable, so plans can shift in different directions at once. One finds the other too cautious, and the other suspects nothing is ever taken seriously enough.',
    makeItWork:
      'Split the roles clearly, with Sagittarius dreaming up the adventure and Virgo working out the logistics, and then let each trust the other’s part. Virgo can pick their battles, saving corrections for what truly matters; Sagittarius can keep a few small promises religiously, such as arriving on time for dinner, to prove that reliability is possible. Learn together through courses, travel or a shared hobby, since both are happiest when growing. Humour keeps the square from sharpening into resentment, so laugh at the differences before they start to grate.',
  },
  {
    signs: ['virgo', 'capricorn'],
    headline: 'Built to last, brick by brick',
    summary:
      'Two earth signs in a trine, Virgo and Capricorn share practical values, a strong work ethic and a quiet, dependable kind of love. It is rarely showy, but it can be one of the steadiest partnerships in the zodiac.',
    attraction:
      'They make sense to each other straight away. Capricorn, ruled by Saturn, admires Virgo’s intelligence, diligence and modesty; Virgo trusts Capricorn’s ambition, steadiness and sense of responsibility. Neither plays games, and both show love by turning up and doing what they said they would. Beneath the sensible exteriors lies an earthy sensuality and a dry humour that others rarely glimpse. Capricorn, the cardinal sign, sets the course, and Virgo adapts and refines, so their joint plans actually get finished. Building a home, a career or savings together feels like romance to them.',
    clash:
      'The danger is not fireworks but frost. Feelings tend to stay behind closed doors with these two, and a pair of practical people may put work ahead of intimacy for so long that the relationship starts to resemble a business partnership. Each has high standards, and criticism can flow in both directions. Capricorn’s pessimism and Virgo’s worry can reinforce each other into a gloomy outlook on life. Capricorn may also take over the big decisions, leaving Virgo feeling managed rather than partnered.',
    makeItWork:
      'Schedule the romance, since both respect a calendar. A weekly evening with no talk of work, a yearly holiday somewhere beautiful and small physical affections every day keep the earth warm. Name feelings explicitly, even if it feels clumsy at first. Take turns making big decisions, and let Virgo’s detailed ideas shape Capricorn’s strategy. When gloom creeps in, look back together at how far they have come, since they have usually achieved a great deal. Their dry private jokes are a resource worth spending often.',
  },
  {
    signs: ['virgo', 'aquarius'],
    headline: 'Two clever minds on different wavelengths',
    summary:
      'Five signs apart, Virgo and Aquarius form a quincunx, earth and air with little in common by temperament. Yet both are thinkers and helpers, and a meeting of minds can carry them a long way if they handle the differences with care.',
    attraction:
      'Brains attract them first. Aquarius is original, unconventional and full of ideas about how the world might be improved; Virgo loves to improve things too, just on a smaller and more practical scale. Both are service-minded, Virgo through everyday helpfulness and Aquarius through ideals and causes, so they can respect each other’s usefulness. Neither is overly sentimental, and they value each other’s independence and intelligence. Aquarius’s eccentricity amuses Virgo, and Virgo’s precision quietly impresses Aquarius. Their conversations are rarely dull.',
    clash:
      'Virgo likes routine and order, while Aquarius, ruled by Uranus, rebels against anything that feels like a rule without reason. Virgo may find Aquarius unpredictable, untidy or detached; Aquarius may find Virgo fussy, anxious and too focused on small things. Fixed Aquarius is more stubborn than they look, and mutable Virgo can end up doing all the adjusting. Emotional expression is hard for both, so tensions may be discussed intellectually without anyone admitting they are hurt. The quincunx leaves each feeling slightly misunderstood.',
    makeItWork:
      'Respect each other’s way of being useful. Virgo can appreciate that Aquarius’s big-picture thinking matters, and Aquarius can honour the everyday care Virgo provides. Agree a few house rules with clear reasons, which satisfies Virgo’s need for order and Aquarius’s need for logic. Leave room for Aquarius’s friends and causes, and room for Virgo’s quiet routines. Practise saying how something feels, not only what one thinks about it. A shared project with a purpose, such as volunteering or a learning challenge, brings out their best.',
  },
  {
    signs: ['virgo', 'pisces'],
    headline: 'The healer and the dreamer, face to face',
    summary:
      'Virgo and Pisces sit opposite each other on the zodiac wheel, earth and water, both mutable. Between them runs the axis of service and compassion, and they can complete each other beautifully when neither tries to remake the other.',
    attraction:
      'Opposites attract, and this opposition is a tender one. Virgo, ruled by Mercury, is practical, careful and discerning; Pisces, ruled by Neptune, is intuitive, imaginative and boundlessly compassionate. Each has what the other secretly longs for. Virgo finds the fish’s gentle, dreamy nature a relief from their own busy mind, and Pisces feels grounded and cared for by Virgo’s steady attention. Both are devoted to helping others, Virgo through practical service and Pisces through empathy, and between them a kind, nurturing home takes shape.',
    clash:
      'Virgo wants details and clarity; Pisces lives in moods and impressions and may be vague about plans, money or time. To Virgo, Pisces can seem chaotic or evasive, and to Pisces, Virgo can seem cold or critical. A Virgo attempt to help by sorting out Pisces’ life can feel like judgment. Both are mutable, so when things go wrong they may both adapt, avoid and drift rather than face the problem. Pisces may escape into fantasy, Virgo into work, and the distance grows quietly.',
    makeItWork:
      'Let each partner keep their nature. Virgo can offer help when asked rather than as a running correction, and can learn to sit with feelings that have no immediate fix. Pisces can take on a few concrete responsibilities and keep them, which reassures Virgo more than any words. Create gentle routines that suit both: a regular walk, a weekly meal cooked together, an hour set aside for art or prayer. When a problem arises, name it early rather than waiting until it has grown. Shared acts of kindness, such as volunteering, bring them closer.',
  },
  {
    signs: ['libra', 'libra'],
    headline: 'A love affair held in perfect balance',
    summary:
      'Two Libras create a graceful, affectionate, beautifully mannered partnership. Venus rules them both, so romance, art and harmony come naturally. The catch is that two peacemakers may dodge the very conversations that keep love honest.',
    attraction:
      'Venus doubled makes for an unusually romantic household. Both Libras love beauty, company and courtship, and each appreciates the other’s charm, style and sense of fairness. They rarely raise their voices, and they share an instinct for making each other feel considered. Air gives them a lively intellectual connection: books, films, politics and friends can fill hours of talk, with both keen to see every angle. Being with someone who values partnership as highly as they do comes as a relief. As a couple, they are the guests everyone wants at a dinner party.',
    clash:
      'Two Libras can spend an evening choosing a restaurant and still not decide. Both avoid conflict, so disagreements go underground, and resentment builds politely beneath the surface until it bursts out all at once. Each may wait for the other to take the lead, since even a cardinal Libra prefers to start things by consensus, and consensus needs someone to commit first. A shared love of luxury can strain the budget. Both also seek approval from others, so the relationship can drift towards appearances rather than what either actually feels.',
    makeItWork:
      'Practise small, regular honesty: once a week, each names one thing they would like to be different, without apologising for it. Take turns as the decider, perhaps by day of the week, so that plans actually happen. Keep a few separate friends and pastimes, so each brings fresh news home. Watch the spending together and agree which luxuries matter most. A healthy argument, handled with the grace both possess, strengthens the balance they prize rather than breaking it.',
  },
  {
    signs: ['libra', 'scorpio'],
    headline: 'Venus and Mars in an intimate dance',
    summary:
      'Libra and Scorpio are neighbouring signs, air and water, with Venus ruling one and Mars, in the old tradition, the other. The result is often a seductive, intense romance in which lightness and depth must learn to share a life.',
    attraction:
      'Libra’s grace is exactly the kind of mystery Scorpio likes to unravel, and Scorpio’s intensity is exactly the kind of depth Libra has been curious to explore. Venus and Mars are the classic lovers of mythology, and this pair can feel that pull: romantic, sensual and absorbing. Libra softens Scorpio’s edges with tact and beauty; Scorpio gives Libra the sense of being truly wanted, not just admired. Both value partnership highly and understand that love is worth effort. Their private world can be lush and compelling.',
    clash:
      'Scorpio wants all or nothing, while Libra likes to keep things pleasant and may flirt, charm and socialise widely without meaning anything by it. That easy sociability can trigger Scorpio’s jealousy and suspicion. Libra, in turn, may feel weighed down by Scorpio’s emotional intensity and need to dissect difficult feelings. Fixed Scorpio digs in, and cardinal Libra, for all its politeness, has a quiet determination of its own. Libra’s habit of smoothing things over can feel dishonest to Scorpio, who prefers to get to the bottom of everything.',
    makeItWork:
      'Libra can offer clear reassurance and a fair degree of transparency, bringing Scorpio into social life rather than leaving them at home to wonder. Scorpio can trust a little more and accept that Libra’s charm with others is a way of being, not a betrayal. Find a balance between deep conversations and lighter evenings, because both matter. Agree on how to argue: Libra stays in the room, and Scorpio resists going for the sting. Shared pleasures such as art, music and sensual rituals feed the bond.',
  },
  {
    signs: ['libra', 'sagittarius'],
    headline: 'Charm, adventure and endless conversation',
    summary:
      'Libra and Sagittarius share a sextile, air fanning fire. Venus and Jupiter, the two traditional benefics, make this a sociable, optimistic, affectionate pair who enjoy ideas, travel and each other’s company.',
    attraction:
      'Venus and Jupiter are the two planets astrologers have long called benefic, and this couple often feels fortunate. Libra loves the archer’s humour, frankness and spirit of adventure; Sagittarius is charmed by Libra’s grace, fairness and delightful company. Both are idealists at heart, interested in philosophy, culture and big questions, and they can talk late into the night. Libra’s ideas fuel Sagittarius’s enthusiasm, while the archer’s spontaneity loosens Libra’s tendency to overthink. Their social circle tends to be large, mixed and lively.',
    clash:
      'Sagittarius can be blunt, and Libra, who prizes tact, may wince at an honest remark delivered in public. Libra wants committed partnership and romance; Sagittarius wants freedom and may resist anything that feels like a cage, so their ideas of closeness can differ. Libra’s indecision can frustrate the impatient archer, and the archer’s lateness or forgotten plans can hurt Libra’s feelings. Both enjoy spending, and neither volunteers to keep track of the dull practicalities. Serious conflicts may be brushed aside with a joke.',
    makeItWork:
      'Talk openly about commitment and freedom early, so neither partner is left guessing. Sagittarius can soften honesty with kindness, and Libra can say what they really feel rather than what keeps the peace. Travel together, especially to places rich in art, history and good food, which satisfies both. When Libra is stuck, let Sagittarius make a quick decision; in return, Libra can bring romance and thoughtfulness to the archer’s adventures. Keep a simple shared budget, because two optimists can overspend cheerfully.',
  },
  {
    signs: ['libra', 'capricorn'],
    headline: 'Elegance and ambition at right angles',
    summary:
      'Libra and Capricorn are both cardinal signs in a square, air against earth. Each wants to lead in their own way and their values differ, yet Saturn finds its exaltation in Libra, and together they can build an elegant, respectable partnership.',
    attraction:
      'Both appreciate quality, good manners and a certain standing in the world. Capricorn admires Libra’s social grace and refined taste; Libra is drawn to Capricorn’s steadiness, success and quiet authority. Saturn, Capricorn’s ruler, is exalted in Libra, which hints at a natural respect: Libra understands fairness and commitment, qualities Saturn values highly. Capricorn offers Libra security and decisiveness, and Libra offers Capricorn warmth, charm and an introduction to the pleasures of life. Together they can be a formidable, polished couple.',
    clash:
      'As two cardinal signs, both want to set the direction, and they go about it differently: Libra through diplomacy, Capricorn through authority. Capricorn can seem cold, controlling or wedded to work in the eyes of a Venus-ruled partner who craves romance and attention. Libra can seem indecisive, extravagant or superficial to practical Capricorn. Money and social life are typical flashpoints, with Libra wanting to go out and enjoy while Capricorn wants to save and plan. Neither enjoys open conflict, so tensions may be handled with frosty politeness.',
    makeItWork:
      'Share leadership by dividing domains: Libra might lead on social life, style and the home, Capricorn on finances and long-term plans. Capricorn can make an effort to court Libra regularly, with flowers, compliments and proper dates, while Libra can show appreciation for Capricorn’s hard work and reliability. Agree a budget that includes beauty and pleasure, not only savings. Make time to talk about feelings, not just logistics. Their shared respect for commitment can carry them through rough patches.',
  },
  {
    signs: ['libra', 'aquarius'],
    headline: 'A meeting of minds with a romantic streak',
    summary:
      'Two air signs in a trine, Libra and Aquarius share a love of ideas, people and fairness. Their romance begins in conversation and often grows into a love built on friendship: lively, open and respectful.',
    attraction:
      'Conversation is the courtship here. Libra loves Aquarius’s originality, humanitarian ideals and refreshing unpredictability; Aquarius loves Libra’s charm, fairness and willingness to consider any idea. Both care about justice, Libra for individuals and relationships and Aquarius for society as a whole, so they often share values and causes. Air with air means little pressure and plenty of space, which suits them both. Saturn, the old ruler of Aquarius, is exalted in Libra, which gives these two a quiet respect for principle. Their social life is varied and full.',
    clash:
      'Libra wants romance and partnership; Aquarius, ruled by Uranus, values independence and may seem emotionally detached, which can leave Libra feeling like a good friend rather than a lover. Fixed Aquarius can be wilful and contrary, and cardinal Libra, though polite, may push quietly for their own direction. Both tend to intellectualise feelings, so emotional problems can be discussed in theory and never resolved. Libra’s wish to please and Aquarius’s wish to provoke occasionally collide, especially in public.',
    makeItWork:
      'Keep the romance alive deliberately. Aquarius can surprise Libra with thoughtful, personal gestures, and Libra can enjoy Aquarius’s unconventional ideas of a date. Talk about feelings as well as ideas, perhaps at a set time each week. Give each other space for friends and interests, which both need. Find a cause or community to join together, since shared values deepen their bond. When a disagreement gets stuck, Libra’s diplomacy and Aquarius’s logic working together can usually find a fair solution.',
  },
  {
    signs: ['libra', 'pisces'],
    headline: 'Two romantics with stars in their eyes',
    summary:
      'Libra and Pisces form a quincunx, air and water with different ways of loving. Yet Venus, Libra’s ruler, is exalted in Pisces, and both are deeply romantic, artistic and kind, which makes for a tender, dreamy match.',
    attraction:
      'Romance comes first for both. Libra courts with elegance, charm and careful attention; Pisces responds with devotion, imagination and a depth of feeling that makes Libra feel truly loved. Astrologers place the exaltation of Venus in Pisces, the sign where love reaches its most unconditional expression, so Libra’s ruler is unusually at home here. Both love art, music, beauty and gentle company, and neither enjoys harshness. Libra gives Pisces a sense of balance and social confidence, and Pisces gives Libra emotional depth and intuition.',
    clash:
      'Libra thinks through feelings; Pisces feels through thoughts. Libra may find Pisces moody or hard to pin down, and Pisces may find Libra’s reasoned approach cool or superficial. Both avoid conflict, so problems can be left to drift until they are large. Libra, a cardinal sign, wants to decide and move forward, while mutable Pisces changes direction with the tides of feeling. Practical matters bore them both, so bills, plans and logistics may slide. Libra’s busy social calendar can also tire a sensitive Pisces.',
    makeItWork:
      'Be deliberately honest. A gentle, regular check-in where each says what they need can stop issues drifting. Libra can listen to Pisces’ feelings without trying to balance them with reason, and Pisces can try to express needs clearly rather than hoping Libra will guess them. Share creative activities, such as music, painting and films, which deepen the bond. Bring in structure for practical matters, perhaps with reminders or a trusted adviser. Balance sociable evenings with quiet nights in, so both can recharge.',
  },
  {
    signs: ['scorpio', 'scorpio'],
    headline: 'Intensity squared, secrets shared',
    summary:
      'Two Scorpios create a deep, passionate, fiercely loyal bond in which nothing is shallow. They grasp each other’s intensity instinctively. The challenge is trust, because two people who read between every line may find things that are not there.',
    attraction:
      'Here, at last, is someone who does not flinch. Each Scorpio has met plenty of people who found their depth too much, and finding a partner who matches it is thrilling. Pluto and Mars rule them both, so the chemistry is often powerful and the emotional connection profound. They share a need for privacy, loyalty and truth, and they understand without explanation that love ought to change a person. Conversations go straight to what matters. Once committed, each becomes the other’s fiercest protector, and together they can seem like a closed and fascinating world.',
    clash:
      'Fixed water twice over can produce a standoff of epic proportions. Both are prone to jealousy, both are guarded and both can be controlling, so small doubts can grow into power struggles. Neither forgets a wrong, and each knows exactly where to strike when hurt. Secrets, even trivial ones, can feel like betrayal. Because both withdraw when wounded, silences can last for days. The very intensity that draws them together becomes exhausting if there is no room to breathe or to laugh.',
    makeItWork:
      'Make radical honesty the rule, since each can detect evasion anyway. Agree that nothing said in confidence is used as a weapon later, and that old hurts are raised once, discussed and then released; Pluto is the planet of renewal, after all. Build in lightness: films, games, daft jokes, time outdoors. Allow each other some private space and trust that it hides nothing sinister. Channel the shared drive into a joint goal, whether a company, a house project or a campaign, so their combined strength works for them rather than against each other.',
  },
  {
    signs: ['scorpio', 'sagittarius'],
    headline: 'The hidden depths and the open road',
    summary:
      'Scorpio and Sagittarius are zodiac neighbours, water and fire, with very different needs. Scorpio seeks depth and security; Sagittarius seeks freedom and adventure. When each values the other’s gifts, the romance can be exciting and eye-opening.',
    attraction:
      'Each has something the other finds fascinating. Sagittarius, ruled by Jupiter, is open, optimistic and full of stories, and Scorpio is drawn to that uncomplicated warmth. Scorpio is mysterious, intense and perceptive, and the archer, always keen to explore, finds a whole world to investigate. Both are seekers of truth, Scorpio through the psyche and Sagittarius through philosophy and travel, so their conversations can run remarkably deep. With fire meeting water and Mars in the mix, the physical side is often steamy. Each can show the other a new way of living.',
    clash:
      'Sagittarius needs freedom and may flirt, travel and make friends freely, which can inflame Scorpio’s possessiveness. Scorpio’s need for total commitment can feel like a trap to the mutable archer. Sagittarius’s honest, sometimes careless remarks wound a Scorpio who remembers them, while Scorpio’s secrecy frustrates a sign that believes in saying everything openly. Scorpio wants to go deeper; Sagittarius wants to go further. Fixed Scorpio dislikes sudden changes of plan, which happen to be Sagittarius’s speciality.',
    makeItWork:
      'Agree clear boundaries around freedom and commitment early on. Sagittarius can reassure Scorpio with openness about plans and friendships, and Scorpio can welcome the wanderer home without an interrogation. Travel together, especially to places steeped in history, mystery or spiritual meaning, which feed both of them. Sagittarius can think before speaking on sensitive topics; Scorpio can say outright what they feel instead of brooding. Lean on their shared love of truth, because once both commit to honesty much of the friction melts away.',
  },
  {
    signs: ['scorpio', 'capricorn'],
    headline: 'A power couple with a private heart',
    summary:
      'Scorpio and Capricorn share a sextile, water nourishing earth. Both are ambitious, loyal and reserved, and they take love seriously. Together they can build a strong, lasting partnership with more tenderness inside than outsiders ever see.',
    attraction:
      'Respect comes first. Capricorn admires Scorpio’s focus, depth and strategic mind; Scorpio admires Capricorn’s discipline, integrity and steady climb towards their goals. Mars, Scorpio’s traditional ruler, is exalted in Capricorn, so drive and ambition are something they genuinely share. Neither rushes into love, and both appreciate a partner who is equally cautious, private and committed. Scorpio brings emotional depth and passion to Capricorn’s practical world, while Capricorn gives Scorpio stability and safety. Behind closed doors, the physical connection can be quietly intense.',
    clash:
      'Both like control, and a fixed sign with a cardinal one can clash over who sets the agenda. Capricorn may seem emotionally reserved to Scorpio, who wants to be let into the depths, and Scorpio’s moods and jealousy may seem excessive to steady Capricorn. Each is suspicious of vulnerability, so they may keep their guard up longer than necessary. Work can crowd out romance, and a cold spell of silence can set in when both are too proud to speak first. Grudges, on both sides, are kept carefully.',
    makeItWork:
      'Build trust slowly and deliberately, because it is the foundation both need. Capricorn can make time for intimacy, emotional and physical, and name feelings out loud; Scorpio can respect Capricorn’s need for structure and avoid testing loyalty. Divide leadership clearly, perhaps with Scorpio leading on emotional matters and strategy, and Capricorn on planning and finances. Set shared goals, which energise both. Make a rule that no silent treatment outlasts a single day. Pulling in the same direction, these two are a match for almost anything.',
  },
  {
    signs: ['scorpio', 'aquarius'],
    headline: 'Passion and principle in a fixed square',
    summary:
      'Scorpio and Aquarius are both fixed signs in a square, water against air. Both are strong-willed, unconventional and intense in their own ways. The attraction can be electric, but compromise does not come naturally to either of them.',
    attraction:
      'Neither is ordinary, and each recognises that in the other. Scorpio, ruled by Pluto, is fascinated by Aquarius’s originality, intelligence and refusal to conform; Aquarius, ruled by Uranus, is intrigued by Scorpio’s depth, mystery and magnetic presence. Both are drawn to taboo subjects and unusual ideas, and they can lose whole evenings to talk of psychology, politics and the future. Each respects the other’s strength. Much of the spark comes from the puzzle, since neither can quite work the other out.',
    clash:
      'Scorpio wants emotional depth and exclusive devotion; Aquarius values independence, friendship and a certain detachment. Scorpio can experience Aquarius as cold or aloof, and Aquarius can find Scorpio possessive or overwhelming. Both are fixed, so disagreements become standoffs, with Scorpio retreating into brooding silence and Aquarius into cool logic. Aquarius’s wide circle of friends can stir Scorpio’s jealousy. The traditional rulers, Mars for Scorpio and Saturn for Aquarius, add an old tension between desire and restraint.',
    makeItWork:
      'Accept that neither will change the other fundamentally, and build on respect instead. Aquarius can show emotion more openly and make it clear that Scorpio holds a special place, not one slot among many friends. Scorpio can trust Aquarius’s independence and stop asking for constant proof of loyalty. When stuck, take a break and come back with one concession each. Shared interests in the unusual, such as research, activism or esoteric subjects, give them a meeting ground. Loyalty, once these two have earned it from each other, runs very deep.',
  },
  {
    signs: ['scorpio', 'pisces'],
    headline: 'Deep water and a soulful love',
    summary:
      'Scorpio and Pisces are water signs in a harmonious trine. They connect emotionally and intuitively, often understanding each other without words, and their love can be tender, passionate and profound.',
    attraction:
      'Emotion is their native language. Scorpio feels intensely and privately; Pisces feels boundlessly and openly, and each recognises the other’s depth. Pisces is drawn to Scorpio’s strength, loyalty and protectiveness, and Scorpio is enchanted by Pisces’ gentleness, imagination and unconditional compassion. They sense each other’s moods, and their intimacy, both physical and spiritual, can be remarkable. Pluto and Neptune are both distant planets of mystery, so this couple often shares an interest in the spiritual, the psychic or the artistic.',
    clash:
      'Scorpio’s intensity can overwhelm gentle Pisces, and Pisces’ vagueness frustrates a Scorpio who wants to know exactly where they stand. Jealousy may stir when Pisces extends openness and compassion to others, and Pisces may retreat into escapism when Scorpio becomes controlling. Both are moody, and when both sink into feeling at the same time, nobody is steering. Fixed Scorpio holds on; mutable Pisces slips away. Meanwhile the practical business of life, from rent to repairs, may be quietly neglected.',
    makeItWork:
      'Let Scorpio be the anchor and Pisces the sail, each contributing what they do best. Scorpio can soften control into protection, and Pisces can be clear and honest rather than evasive. Create a stable home routine to hold both their moods, with plenty of time for creativity, music, swimming and rest. Agree to keep talking when feelings run high rather than retreating to separate corners. Bring in practical help if neither enjoys finances. Their emotional bond is a treasure, so guard it with trust and gentleness.',
  },
  {
    signs: ['sagittarius', 'sagittarius'],
    headline: 'Two explorers sharing one map',
    summary:
      'Two Sagittarians make an adventurous, funny, freedom-loving couple with an endless appetite for travel, ideas and laughter. Jupiter rules them both, so optimism comes easily; staying put long enough to build something may take more effort.',
    attraction:
      'At last, a partner who packs as fast as they do. Each Sagittarius recognises in the other a fellow traveller, philosopher and comedian, and the relief of never being asked to slow down is enormous. Jupiter doubles their generosity and optimism, so they urge each other to aim higher, go further and say yes. Conversations range from the meaning of life to the best street food in a city neither has visited yet. Honesty flows both ways, and neither takes offence at the other’s bluntness. There is plenty of room in this love.',
    clash:
      'With two mutable fire signs, nobody is minding base camp. Plans change constantly, bills go unpaid, and commitments get postponed in favour of the next adventure. Both need freedom, and if both take it at the same time they can drift apart without noticing. Blunt honesty can tip into careless remarks, and although each claims not to mind, repeated stings add up. Restlessness is the main risk: when routine arrives, both may start wondering whether the grass is greener somewhere else.',
    makeItWork:
      'Build a home base both look forward to coming back to, and make adventures a joint project as often as solo ones. Agree on a few anchoring commitments, such as a weekly dinner, a shared savings pot and regular calls when apart, and honour them. Alternate who plays the grown-up each month, or pay someone to do the paperwork. Keep learning together through courses, languages or travel, so the relationship itself feels like an expedition. Kindness matters as much as honesty, and a generous word costs neither of them anything.',
  },
  {
    signs: ['sagittarius', 'capricorn'],
    headline: 'Jupiter’s optimism meets Saturn’s realism',
    summary:
      'Sagittarius and Capricorn are neighbours on the wheel, fire and earth, ruled by Jupiter and Saturn: expansion and restraint. It looks an unlikely pairing, yet it can work very well when each fills the other’s gaps.',
    attraction:
      'Jupiter and Saturn are astrology’s classic double act, the planet that opens doors and the planet that builds walls, and this couple lives out their long dialogue. Capricorn is quietly charmed by the archer’s humour, confidence and faith in the future, which lifts the goat’s seriousness. Sagittarius is impressed by Capricorn’s competence, integrity and grounded wisdom, and secretly glad of a partner who makes things happen. Both are ambitious in different ways: one aims for the horizon, the other for the summit. Together, a dream acquires a plan.',
    clash:
      'Sagittarius is spontaneous, expansive and sometimes careless; Capricorn is cautious, disciplined and occasionally pessimistic. The archer may feel hemmed in by the goat’s rules and schedules, while Capricorn may find Sagittarius unreliable, extravagant or immature. Money can spark rows, with one spending freely on experiences and the other saving for security. Capricorn, a cardinal sign, wants to lead, and mutable Sagittarius resists being led. Jokes about Capricorn’s seriousness, however affectionate, can land badly.',
    makeItWork:
      'Respect both roles. Sagittarius brings vision and fun, Capricorn brings structure and follow-through, and neither contribution outranks the other. Plan adventures with a budget, so the archer gets freedom and the goat gets security. Capricorn can loosen up, book the spontaneous trip and laugh at themselves; Sagittarius can keep promises and show they take the relationship seriously. Set long-term goals together that include growth and travel, not just savings. Above all, notice how much steadier, and how much braver, each becomes with the other.',
  },
  {
    signs: ['sagittarius', 'aquarius'],
    headline: 'Free spirits on the same wavelength',
    summary:
      'Sagittarius and Aquarius share a sextile, fire and air in lively harmony. Both prize freedom, ideas and friendship, and their love tends to be open-minded, adventurous and unconventional, resting on mutual respect.',
    attraction:
      'Neither wants a partner who clings, and that is part of the appeal. Sagittarius loves Aquarius’s originality, intelligence and quirky humour; Aquarius loves the archer’s enthusiasm, honesty and hunger for adventure. Jupiter and Uranus are planets of expansion and breakthrough, and this couple often shares a vision of a better world, along with a taste for travel, learning and causes. Air fans fire, so their conversations keep sparking new plans. Friendship is the backbone of this romance, and they give each other room to grow.',
    clash:
      'With so much freedom on both sides, intimacy can take a back seat. Both may sidestep deep emotional conversations, preferring ideas to feelings. The water bearer, a fixed sign, can be obstinate, while mutable Sagittarius changes plans readily, which leaves Aquarius feeling the ground keeps shifting. Sagittarius’s bluntness meets Aquarius’s detachment, and neither may notice when the other is hurt. Both can be unreliable about practical commitments, and their busy social lives may pull them in different directions.',
    makeItWork:
      'Choose each other deliberately. Carve out evenings that belong to the couple alone, with no friends or causes invited, and leave room for conversations that go beyond ideas into feelings. Agree on a few shared rituals that anchor the relationship. Travel, volunteer or study together, because shared purpose is their strongest glue. Aquarius can meet the archer’s spontaneity halfway, and Sagittarius can respect the principles Aquarius will not bend. Check in now and then about practical matters before they pile up.',
  },
  {
    signs: ['sagittarius', 'pisces'],
    headline: 'Two seekers under Jupiter’s wide sky',
    summary:
      'Sagittarius and Pisces are mutable signs in a square, fire and water, yet both were traditionally ruled by Jupiter. They share idealism, generosity and a spiritual streak, though their ways of loving can be very different.',
    attraction:
      'Jupiter, the old ruler of both signs, gives them a shared faith that life means something. Sagittarius seeks truth through travel, philosophy and experience; Pisces seeks it through imagination, compassion and spirit, and each finds the other’s quest fascinating. Pisces is drawn to the archer’s warmth, humour and courage, while Sagittarius is enchanted by Pisces’ gentleness, creativity and mystery. Both are generous, tolerant and happy to dream big. Their romance can feel like a journey into the unknown taken hand in hand.',
    clash:
      'The square pits fire against water. Sagittarius is blunt and direct, and an offhand comment can deeply hurt sensitive Pisces. Pisces needs emotional closeness and reassurance; Sagittarius needs freedom and may seem careless of feelings. Both are mutable, so plans dissolve and nobody takes the wheel. The archer may find Pisces too emotional or evasive, and Pisces may find the archer insensitive or restless. Money and practicalities tend to be treated hopefully rather than realistically, and both would rather not look at a problem too closely.',
    makeItWork:
      'Talk gently and often. Sagittarius can learn that tenderness and honesty can live together, and Pisces can say clearly what they need rather than hoping it will be guessed. Share spiritual or creative pursuits, such as retreats, music, pilgrimages or study, which unite their seeking. Agree on a few practical routines and let one of them, or a trusted friend, handle the finances. Give Sagittarius room to roam and Pisces time to retreat, then reunite with warmth.',
  },
  {
    signs: ['capricorn', 'capricorn'],
    headline: 'Two climbers roped to the same mountain',
    summary:
      'Two Capricorns form a loyal, ambitious, deeply dependable partnership. They share values, goals and a dry sense of humour. The love grows slowly and steadily; the risk is that work and duty crowd out tenderness.',
    attraction:
      'They recognise each other’s seriousness and find it attractive rather than off-putting. Each Capricorn respects the other’s ambition, self-discipline and integrity, and there is deep comfort in being with someone who understands why a plan matters. Saturn rules them both, so commitment comes naturally, and they are likely to build a stable home, careers and finances together. Behind the reserved exteriors lie a wry wit and an earthy sensuality. Capricorns often grow lighter with age, so these two may find the later chapters of their story the most playful.',
    clash:
      'Two cardinal earth signs may compete to run the show, and each is wedded to their own methods. Emotions may go unspoken for long stretches, as both hold out for the other to show vulnerability first. Work can dominate, leaving romance for later, and later may not come. Pessimism can double: when both see the glass half empty, every difficulty looms larger. Status and appearances may matter too much, and each may judge the other’s achievements harshly.',
    makeItWork:
      'Put affection on the agenda, literally if necessary. Book date nights, holidays and time off as seriously as work meetings. Practise saying feelings aloud, starting small. Divide responsibilities by strengths, and agree who has the final say in which areas. Celebrate achievements together, and be each other’s gentlest critic. Make time for play, whether a hobby, a garden or a trip with no purpose except enjoyment. They are building something that lasts, so make sure joy is part of the structure.',
  },
  {
    signs: ['capricorn', 'aquarius'],
    headline: 'Tradition and innovation under one Saturn',
    summary:
      'Capricorn and Aquarius are zodiac neighbours who once shared a ruler, Saturn. Earth and air, tradition and innovation, they seem very different, yet both are principled, independent and quietly determined.',
    attraction:
      'Saturn, Capricorn’s ruler and Aquarius’s traditional one, gives them a shared seriousness of purpose. Capricorn is intrigued by Aquarius’s originality, intelligence and vision of a better future; Aquarius respects Capricorn’s competence, reliability and knack for making ideas real. Neither is clingy or dramatic, and both value loyalty and independence. Capricorn builds structures and Aquarius reimagines them, so together they can be formidable at changing things for the better. A dry, shared humour often seals the attraction.',
    clash:
      'Capricorn respects hierarchy and tradition; Aquarius, ruled by Uranus in modern astrology, questions authority and itches to break rules. Capricorn may find Aquarius unpredictable, impractical or eccentric, and Aquarius may find Capricorn rigid, conventional or too concerned with status. Both can be emotionally reserved, so feelings go unexpressed and a coolness may set in. Fixed Aquarius and cardinal Capricorn both dig in on principle, which makes compromise hard work.',
    makeItWork:
      'Give each partner their proper role: Capricorn as the builder, Aquarius as the innovator. Use both, with Aquarius dreaming up the improvement and Capricorn working out how to make it happen. Leave space for the water bearer’s friends and causes and for Capricorn’s ambitions and routines. Practise emotional openness, perhaps through a regular time to talk about how each is really doing. Value the Saturnian strengths they share: loyalty, integrity and the willingness to work hard for something that matters.',
  },
  {
    signs: ['capricorn', 'pisces'],
    headline: 'A safe harbour for a dreamer',
    summary:
      'Capricorn and Pisces are sixty degrees apart, a sextile in which the earth sign gives shape and the water sign gives softness. Capricorn offers structure and security, Pisces offers tenderness and imagination, and together they can create a love that is both grounded and soulful.',
    attraction:
      'Each offers what the other quietly needs. Capricorn, ruled by Saturn, gives Pisces a sense of safety, direction and practical care, a great relief to a dreamy water sign. Pisces, ruled by Neptune, softens Capricorn’s reserve with compassion, imagination and unconditional acceptance, letting the goat relax at last. Capricorn admires Pisces’ creativity and kindness; Pisces admires Capricorn’s strength and reliability. Both are more sensitive than they appear, and they often share a gentle, private intimacy.',
    clash:
      'Capricorn is structured and realistic; Pisces is fluid and imaginative. Capricorn may find Pisces vague, disorganised or escapist, and Pisces may find Capricorn too serious, critical or absorbed in work. Pisces’ emotional tides can puzzle Capricorn, who prefers to deal with problems practically, and Capricorn’s reserve can feel cold to Pisces. Cardinal Capricorn may take charge of everything, and mutable Pisces may go along with it while feeling quietly controlled.',
    makeItWork:
      'Capricorn can provide structure without rigidity and recognise that Pisces’ creativity and intuition have value, even when nobody can measure it. Pisces can meet Capricorn halfway on practical matters, keeping promises and handling a few responsibilities well. Share quiet time together, with music, nature and art, and talk about dreams as well as plans. Capricorn can show affection openly; Pisces can thank the goat, out loud, for all that hard work. Between them, a household can be both secure and enchanted.',
  },
  {
    signs: ['aquarius', 'aquarius'],
    headline: 'Best friends who happen to be in love',
    summary:
      'Two Aquarians make an original, independent couple, full of ideas, who value friendship and freedom above convention. Each understands the other’s quirks perfectly; the challenge is bringing enough warmth into a relationship of two cool heads.',
    attraction:
      'Finally, someone who does not find them strange. Each Aquarius finds in the other a fellow free thinker, humanitarian and gloriously odd individual, and the relief of not having to explain themselves is immense. Uranus rules them both, so they share a love of invention, progressive ideas and unusual experiences. Neither is clingy or jealous, and each gives the other plenty of space and time with friends. Their relationship may be unconventional in shape, built on rules they wrote themselves. Talk about the future, technology, politics or science can carry on until dawn.',
    clash:
      'Two fixed air signs can be equally stubborn, each certain they are right on principle. Detachment doubles too: both may intellectualise feelings, sidestep vulnerability and keep things cool, until the relationship feels more like a friendship than a romance. They are so independent that they may drift into separate lives without noticing. Rebellion for its own sake can produce contrary arguments about nothing much. When problems arise, both may retreat into their heads or their social circles rather than face each other.',
    makeItWork:
      'Bring in warmth on purpose. Physical affection, regular date nights and saying “I love you” out loud all matter, even if they feel conventional. Make a habit of checking in about feelings, not only ideas. Share a cause or project that gives them a common purpose. Give each other freedom, but also a few commitments that bind them. When an argument stalls on principle, agree to look for a third option together, since both love inventing new solutions.',
  },
  {
    signs: ['aquarius', 'pisces'],
    headline: 'Visionaries of the head and the heart',
    summary:
      'Aquarius and Pisces are the last two signs of the zodiac, neighbours of air and water. Both are idealistic, compassionate and a little otherworldly, though one thinks about humanity and the other feels for it.',
    attraction:
      'Both are dreamers, each in their own way. Aquarius, ruled by Uranus, imagines a better world through ideas and reform; Pisces, ruled by Neptune, imagines it through compassion and art. They share a humanitarian streak and a tolerance for the unusual, and neither judges the other’s oddness. Pisces admires Aquarius’s originality and clarity; Aquarius is touched by Pisces’ gentleness and intuitive understanding. Their conversations drift from science fiction to spirituality, and they often share a passion for music, the arts or the mystical.',
    clash:
      'Aquarius approaches life through the mind and Pisces through the heart, and neither finds the other’s route easy to follow. Pisces may experience Aquarius as cool, distant or more interested in friends and causes than in them, while Aquarius may feel swamped by Pisces’ moods and need for reassurance. Aquarius, fixed in its views, can dig in, and mutable Pisces avoids confrontation, so issues stay unresolved. Day-to-day practicalities interest neither of them much, and household life can become chaotic.',
    makeItWork:
      'Aquarius can learn to show warmth and attention regularly, treating Pisces’ feelings as real information rather than illogical noise. Pisces can give Aquarius space and practise stating needs clearly. Find shared ideals, such as a cause, a creative project or a spiritual practice, which unite head and heart. Appoint someone to handle the practicalities, or build a few simple routines. One partner needs friends and the other needs solitude, so find a weekly rhythm with room for both.',
  },
  {
    signs: ['pisces', 'pisces'],
    headline: 'Two fish swimming in the same dream',
    summary:
      'Two Pisceans share a tender, imaginative, deeply empathetic love. They understand each other’s feelings without words and create a world of romance and compassion together. The challenge is keeping at least one foot on dry land.',
    attraction:
      'It is like falling into a familiar song. Each Pisces meets in the other the same sensitivity, imagination and longing for something transcendent, and being understood without explanation is profoundly comforting. Neptune rules them both, with Jupiter as the traditional ruler, so romance, art, spirituality and kindness flow easily. They can spend hours in music, films, daydreams or simply quiet togetherness. Both are generous, forgiving and devoted, and they offer each other an acceptance that asks for nothing in return.',
    clash:
      'Two mutable water signs absorb each other’s moods, so when one sinks, the other may follow. Both avoid conflict and may slip away from difficult subjects, letting problems drift. Money, paperwork and schedules can slide, since neither volunteers to be the realist. Each may secretly hope the other will be the strong one. Escapism is a risk: daydreaming, overindulgence or withdrawal can replace honest conversation. Boundaries may blur until neither knows where they end and the other begins.',
    makeItWork:
      'Take turns being the anchor: when one is low, the other stays steady, and next time the roles reverse. Set up simple, gentle structures, such as a shared calendar, automatic bill payments and a weekly look at the money, so the everyday business of life stays afloat. Talk directly about problems, even when it feels harsh. Keep some separate friendships and interests to maintain healthy boundaries. Nourish the creative and spiritual bond through music, art, the sea or meditation, which renews them both.',
  },
];
