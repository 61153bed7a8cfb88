import type { SynastryAspect } from './types';

/**
 * The synastry aspects (issue #26) led by Venus, Mars, Jupiter or Saturn: one partner's planet
 * touching the other's same or later planet, as a conjunction, a flowing aspect (sextile or trine)
 * and a tense one (square or opposition). Written to read right whichever of you has which.
 * Shape and limits in ./types.
 */
export const SYNASTRY_ASPECTS_REST: SynastryAspect[] = [
  // Venus
  {
    a: 'venus',
    b: 'venus',
    kind: 'conjunction',
    text: 'With your Venus sitting on your partner’s Venus, the two of you tend to love the same things in the same way, from the colour of a room to the sort of evening that counts as a treat. Choosing a sofa, a holiday or a restaurant can be oddly painless, and affection arrives in a style the other already recognises. The risk is a cosy echo chamber where neither of you brings home anything unfamiliar. Take turns introducing one new pleasure a month, so that shared taste keeps widening instead of settling.',
  },
  {
    a: 'venus',
    b: 'venus',
    kind: 'flowing',
    text: 'Your two Venus placements get along like good neighbours: not identical in taste, but close enough that each of you enjoys what the other brings to the table. One of you might favour candlelit quiet while the other prefers a lively crowd, and both versions feel like a gift rather than a concession. Presents land, compliments sound sincere, and friends tend to find you easy company as a couple. Because the harmony costs so little, use it on purpose: host people, make things, and shape a home whose beauty belongs to both of you.',
  },
  {
    a: 'venus',
    b: 'venus',
    kind: 'tense',
    text: 'When your Venus and your partner’s Venus square or oppose each other, what delights one of you can leave the other cold. A perfect Saturday, a fair way to spend money, the right way to say sorry: you may find you held quietly different answers all along. None of this means the love is thin, only that each of you speaks affection with a different accent. Friction tends to gather around gifts, décor and social plans. Ask outright what would feel like a treat this week, then give exactly that, without editing it towards your own taste.',
  },
  {
    a: 'venus',
    b: 'mars',
    kind: 'conjunction',
    text: 'When one of you has Venus right on the other’s Mars, attraction is rarely in doubt. The Mars person feels moved to pursue, and the Venus person tends to enjoy being pursued, or at least finds the directness flattering. This is one of the classic signatures of physical chemistry, and it often shows at the very first meeting. Even ordinary errands can turn flirtatious. The catch is that heat may outrun tenderness, with the Venus partner wanting courtship while the Mars partner wants results. Slow down deliberately now and then, and let wooing be its own reward.',
  },
  {
    a: 'venus',
    b: 'mars',
    kind: 'flowing',
    text: 'Desire and affection pass easily between you when one partner’s Venus sits in a sextile or trine to the other’s Mars. The Mars person’s initiative reads as charming rather than pushy, and the Venus person’s warmth gives that energy somewhere pleasant to land. Physical closeness feels natural, and even disagreements can dissolve into laughter. The contact also helps you do things side by side, from dancing to repainting the hall. Since this spark never has to fight for air, keep feeding it anyway: plan dates, dress up for each other and make your effort visible.',
  },
  {
    a: 'venus',
    b: 'mars',
    kind: 'tense',
    text: 'A square or opposition from one person’s Venus to the other’s Mars brings chemistry with an edge. The Mars partner may come on strong when the Venus partner longs for gentleness, or seem to cool off just when the Venus partner wants to be chased. Small quarrels can flare and then resolve in passion, which is thrilling until it becomes the only way you reconnect. The magnetism is real and worth keeping. Agree on simple signals for needing softness and needing space, and practise making up with words as well as with touch.',
  },
  {
    a: 'venus',
    b: 'jupiter',
    kind: 'conjunction',
    text: 'Generosity flows when one of you has Venus on the other’s Jupiter. The Jupiter person tends to admire, encourage and spoil the Venus person, who in turn brings grace and delight to the Jupiter person’s bigger plans. Good food, travel and celebration come naturally to you as a pair, and friends may think of you as the warm couple whose door is always open. The shadow is excess: too many treats, too much spending, problems smoothed over with yet another outing. Keep a shared fund for indulgence, so joy stays lavish without costing you your footing.',
  },
  {
    a: 'venus',
    b: 'jupiter',
    kind: 'flowing',
    text: 'Among the kindest contacts two charts can share, a sextile or trine between one person’s Venus and the other’s Jupiter helps each of you see the best in the other and say so out loud. The Jupiter partner widens the Venus partner’s world with humour, ideas and opportunities, while the Venus partner makes that larger world lovely to live in. Optimism is your default setting together. Let the gift reach beyond the two of you as well, through a home where guests feel welcome or a shared cause that thrives on your goodwill.',
  },
  {
    a: 'venus',
    b: 'jupiter',
    kind: 'tense',
    text: 'With Venus in one chart squaring or opposing Jupiter in the other, affection is plentiful but proportion can wobble. The Jupiter person may promise more than they deliver, or overwhelm the Venus person with enthusiasm, advice or presents that miss the mark. The Venus person, meanwhile, may seem to want a kind of luxury the Jupiter person finds beside the point. Money and indulgence are the usual flashpoints, yet the warmth here is genuine and often very funny. Decide together what enough looks like, and keep promises small enough to keep.',
  },
  {
    a: 'venus',
    b: 'saturn',
    kind: 'conjunction',
    text: 'Venus on Saturn across two charts is a well-known glue contact: serious, lasting and occasionally heavy. The Saturn person feels a pull of responsibility towards the Venus person and often offers loyalty, structure and long-term intent, while the Venus person brings a softness that thaws the Saturn person’s reserve. Yet the Saturn partner may also criticise, ration affection or turn cool exactly when warmth is wanted. Over years you can build something very durable. Make tenderness part of the routine, with regular, spoken appreciation, so commitment never feels like duty alone.',
  },
  {
    a: 'venus',
    b: 'saturn',
    kind: 'flowing',
    text: 'Steadiness and affection cooperate when one of you has Venus in easy aspect to the other’s Saturn. The Saturn person offers reliability, practical care and a willingness to stay, and the Venus person feels safe enough to show their softer side. Love here tends to mature rather than fade, and shared commitments, from a mortgage to an allotment, suit you well. It may never be the flashiest romance, so guard against taking each other for granted. Build pleasure into the structure you share, and the stability will feel like a gift rather than a frame.',
  },
  {
    a: 'venus',
    b: 'saturn',
    kind: 'tense',
    text: 'Love and restraint pull against each other when one chart’s Venus squares or opposes the other’s Saturn. The Venus person may feel judged, kept at arm’s length or loved on a budget, while the Saturn person may find the Venus person’s needs frivolous or simply too much. Timing can be off as well, with one of you ready to commit before the other. Even so, this contact often binds people for years and can teach real patience. Name the fear beneath the coolness, and agree on small, reliable gestures of care the Venus partner can count on.',
  },
  // Mars
  {
    a: 'mars',
    b: 'mars',
    kind: 'conjunction',
    text: 'When your Mars falls on your partner’s Mars, the two of you share a rhythm of effort and appetite. You tend to want to act at the same moment and in a similar style, which makes you a formidable team for sport, a building project or a house move. Physical energy matches well too. The catch is that you also get angry in the same way at the same time, so rows can escalate with nobody stepping back. Settle on a cooling-off rule while things are calm, and aim your combined drive at a goal rather than at each other.',
  },
  {
    a: 'mars',
    b: 'mars',
    kind: 'flowing',
    text: 'Your two Mars placements work in harmony, so the way one of you gets going tends to complement the way the other does. One may start things while the other finishes them, or one may lead while the other backs the plan without resentment. Competitive games stay playful, exercise together feels good, and arguments usually clear the air quickly. This is a real asset for any joint venture, from renovating a flat to running a small business. Give your combined energy a worthy target and notice how much the two of you can build.',
  },
  {
    a: 'mars',
    b: 'mars',
    kind: 'tense',
    text: 'With your two Mars placements squaring or opposing each other, you go about things in different ways and at different speeds. One may charge in while the other wants to plan, or each may feel the other is standing in the road. Competition can creep into ordinary decisions, and anger often surfaces over who does what and how. There is plenty of energy and attraction in the friction as well. Divide tasks so each of you owns clear territory, and settle disagreements while walking or working side by side rather than squaring up.',
  },
  {
    a: 'mars',
    b: 'jupiter',
    kind: 'conjunction',
    text: 'When one of you has Mars right on the other’s Jupiter, the pair of you can become an engine of enthusiasm. The Jupiter person cheers on the Mars person’s plans and adds scope, and the Mars person gives the Jupiter person’s big ideas the push they need to happen. Adventures, sport and ambitious projects suit this combination. The danger is overreach, taking on too much too quickly because each of you encourages the other. Before any big leap, ask one sober question together: what could we manage without if this goes badly?',
  },
  {
    a: 'mars',
    b: 'jupiter',
    kind: 'flowing',
    text: 'Drive and faith support each other when Mars in one chart meets Jupiter in the other by sextile or trine. The Mars person feels believed in; the Jupiter person feels their hopes are finally being acted upon. Together you tend to be lucky in the practical sense of being ready when chances appear, because you say yes and then follow through. Travel, outdoor pursuits and shared study come easily. Spend the gift generously on a joint venture, a bold trip or a project for other people, all of which thrive on confident, good-humoured teamwork.',
  },
  {
    a: 'mars',
    b: 'jupiter',
    kind: 'tense',
    text: 'A square or opposition from one person’s Mars to the other’s Jupiter often produces big energy with poor brakes. The Mars person may feel the Jupiter person preaches or overpromises; the Jupiter person may find the Mars person rash or combative. Arguments can turn into debates about principle, with each of you certain of being right. There is real excitement here too, and you can push each other to be braver than either would be alone. Before committing to a scheme, set a limit on time or money, and agree who will call a pause.',
  },
  {
    a: 'mars',
    b: 'saturn',
    kind: 'conjunction',
    text: 'Mars on Saturn between two charts puts accelerator and brake in the same spot. The Saturn person may seem to restrict, correct or slow down the Mars person, who can end up feeling frustrated or watched. Yet the same contact can discipline the Mars person’s energy into results, and the Saturn person often admires that courage even while checking it. Resentment is the danger when control goes unspoken. Talk plainly about who decides what, and use the combination on long projects where persistence matters more than speed.',
  },
  {
    a: 'mars',
    b: 'saturn',
    kind: 'flowing',
    text: 'When one of you has Mars in easy aspect to the other’s Saturn, effort and endurance cooperate. The Saturn person lends structure, patience and experience to the Mars person’s drive, while the Mars person supplies the energy that sets careful plans in motion. You can work together surprisingly well, whether on a career, a self-build or training for something gruelling. Outsiders may think your pace slow. Treat it as your shared strength instead: set long goals, then let steady momentum carry both of you further than bursts of effort ever could.',
  },
  {
    a: 'mars',
    b: 'saturn',
    kind: 'tense',
    text: 'A square or opposition between Mars and Saturn across your charts can feel like driving with the handbrake on. The Mars person pushes; the Saturn person resists, criticises or withholds approval, and both of you can end up feeling thwarted. Cold anger and long silences are likelier than loud rows. Handled consciously, though, this is a tough training ground that builds resilience and mutual respect. Agree clear rules for decisions and for disagreements, and ask the Saturn partner to explain the worry behind each refusal instead of simply saying no.',
  },
  // Jupiter
  {
    a: 'jupiter',
    b: 'jupiter',
    kind: 'conjunction',
    text: 'Jupiter comes back to the same sign roughly every twelve years, so this conjunction usually means the two of you were born in the same year or about a dozen apart. Either way, your hopes, beliefs and sense of what makes life worthwhile tend to line up. You laugh at the same absurdities, share a generous philosophy and may picture the same kind of future. The risk is cheering each other into excess or certainty. Invite a few outside opinions now and then, so your shared optimism stays open-minded.',
  },
  {
    a: 'jupiter',
    b: 'jupiter',
    kind: 'flowing',
    text: 'Easy aspects between your two Jupiters often mean you were born two or four years apart, and they suggest outlooks different enough to be interesting yet close enough to feel supportive. One of you may find meaning through study while the other finds it through travel or service, and each broadens the other without a fight. Plans for holidays, courses or a future abroad come together with little effort. Use that shared hopefulness deliberately by choosing one big, exciting aim for the next few years and feeding it together.',
  },
  {
    a: 'jupiter',
    b: 'jupiter',
    kind: 'tense',
    text: 'Tense Jupiters, common between people born three or six years apart, hint that you absorbed slightly different ideas of what a good life looks like. One of you may believe in saving and the other in spending, one in tradition and the other in exploration. Conversations about values, faith, politics or bringing up children can get lively. None of this is fatal, and it stops you becoming smug as a couple. Agree on a handful of shared principles, and let everything else remain a fascinating difference.',
  },
  {
    a: 'jupiter',
    b: 'saturn',
    kind: 'conjunction',
    text: 'When one of you has Jupiter on the other’s Saturn, expansion meets structure at a single point. The Jupiter person brings hope, ideas and a sense of possibility; the Saturn person brings realism, caution and a long view. At best you complete each other, turning dreams into something solid, which is why this contact often appears in strong business or household partnerships. At worst the Jupiter partner feels curtailed and the Saturn partner feels dragged into risk. Let the optimist propose and the realist refine, then commit as one.',
  },
  {
    a: 'jupiter',
    b: 'saturn',
    kind: 'flowing',
    text: 'Jupiter in one chart flowing to Saturn in the other is a quietly excellent sign for partnership. The Jupiter person’s vision is grounded by the Saturn person’s common sense, and the Saturn person feels encouraged to take measured chances. You can plan well together, handle shared resources sensibly and grow something over years, whether a family, a home or a business. Because the balance seems so natural, it is easy to underrate. Give it projects worth building, and your joint patience and faith can achieve more than either could manage alone.',
  },
  {
    a: 'jupiter',
    b: 'saturn',
    kind: 'tense',
    text: 'A square or opposition between one person’s Jupiter and the other’s Saturn sets up a recurring tug-of-war between growth and caution. The Jupiter person may cast the Saturn person as a killjoy, while the Saturn person thinks the Jupiter person careless with time, money or promises. Big decisions, such as moving, investing or changing careers, tend to expose the gap. Both views are useful, though, and each of you needs the other’s. Give every proposal a hearing from both sides, and agree in advance how much risk you can carry together.',
  },
  // Saturn
  {
    a: 'saturn',
    b: 'saturn',
    kind: 'conjunction',
    text: 'Saturn takes about twenty-nine years to circle the zodiac, so sharing its position usually means you are close in age or roughly a generation apart. Either way, you tend to respect the same kinds of duty, ambition and proof of commitment, and you may meet the big tests of adulthood at similar moments. That makes you a sturdy team through hard seasons. It can also double your worries, since both of you tighten up at once. Lighten each other’s load with humour, and celebrate progress as well as responsibility.',
  },
  {
    a: 'saturn',
    b: 'saturn',
    kind: 'flowing',
    text: 'Flowing Saturns, often the mark of an age gap of about five or ten years, suggest that your ideas of responsibility and achievement fit well together. Where one of you is disciplined, the other tends to recognise and support it, and you may share a clear-eyed view of what a lasting relationship takes. Long-range plans, from pensions to career moves, are easier to agree on. This stability is a genuine gift. Use it to build something durable, and make sure what you build leaves room for play.',
  },
  {
    a: 'saturn',
    b: 'saturn',
    kind: 'tense',
    text: 'Tense Saturns often come with an age gap of around seven or fourteen years, and they point to different approaches to duty, work and security. One of you may have passed a milestone the other is only approaching, and your fears can show up in clashing ways, one guarded with money, the other with feelings. Resentment builds if each treats their own caution as the only sensible kind. Talk openly about what each of you is afraid of losing, and share out responsibilities so that neither carries the weight alone.',
  },
];
