import type { PairText } from './types';

/**
 * Love compatibility for the zodiac pairs whose first sign is Aries, Taurus, Gemini or Cancer
 * (42 pairs, issue #24): original writing grounded in each pair's elements, modalities, rulers
 * and the aspect between the signs. Shape and limits in ./types.
 */
export const LOVE_ARIES_CANCER: PairText[] = [
  {
    signs: ['aries', 'aries'],
    headline: 'Two Rams and one very short fuse',
    summary:
      'Two Aries lovers make a fast, bright, competitive match: double fire, double cardinal drive and Mars ruling both. The energy is thrilling, and the rows flare and fade in minutes. The real task is learning to take turns at the front.',
    attraction:
      'Mars rules both of them, so the pull is immediate and physical, the kind of chemistry that skips small talk. Each recognises the other’s appetite for a challenge and finds it a relief not to be asked to slow down. Dates turn into dares: the steeper hill, the hotter curry, the trip booked late on a Tuesday night. As cardinal fire signs they admire initiative, and seeing their own nerve mirrored back feels like being understood without having to explain. There is honesty here too, since neither Ram sulks in silence when something can be said straight.',
    clash:
      'Two starters and no natural finisher can leave a trail of half-built plans. The bigger issue is leadership: cardinal signs like to set the direction, and two of them in one relationship can turn choosing a restaurant into a contest of wills. Tempers run hot and fast. Aries forgives quickly, but words flung in the heat of the moment still leave marks, and pride makes the first apology hard for either of them. Boredom is the quieter risk, because a romance built on adrenaline can feel flat once ordinary weeks settle in.',
    makeItWork:
      'Divide the territory. If one picks the holiday, the other picks the flat, and both agree not to reopen the decision halfway through. Point the competitive streak outward, into a shared sport, a joint project or a friendly wager, so it has somewhere to go besides each other. Agree on a cooling-off signal for rows: ten minutes apart, then back to talk. Keep novelty alive on purpose by trying one new thing together each month. And practise the slower virtues, finishing what was started and saying sorry first, as gifts rather than defeats.',
  },
  {
    signs: ['aries', 'taurus'],
    headline: 'Mars rushes in while Venus takes its time',
    summary:
      'Aries and Taurus sit side by side on the wheel, a semi-sextile pairing cardinal fire with fixed earth. Mars meets Venus here, so desire runs strong, while their sense of timing could hardly be further apart.',
    attraction:
      'The lovers of myth rule these two signs, and the sensual charge shows. Aries brings heat, daring and an open wish to win Taurus over; Taurus answers with steadiness, warmth and a gift for pleasure that slows the Ram down in the nicest possible way. Aries finds a calm harbour in the Bull’s unhurried affection, while Taurus enjoys being pursued by someone so frank about wanting them. Both are direct in their own fashion, and neither has much time for mind games, which makes the early courtship refreshingly simple.',
    clash:
      'Pace is the sore point. Aries wants the answer now, Taurus wants to sleep on it, and each can read the other’s tempo as a personal slight. As neighbours on the wheel they share neither element nor mode, so misunderstandings can build quietly. Fixed earth digs in when pushed, and cardinal fire pushes harder when resisted, a loop that ends in an immovable standoff. Money can rankle as well: Aries spends on impulse and experiences, while Taurus prefers to save for something solid that will last.',
    makeItWork:
      'Build in warning time. Aries can float a plan a few days early so Taurus has room to warm to it, and Taurus can agree to say yes to one spontaneous outing a week. Share the budget openly, with a fun fund the Ram controls and a savings pot the Bull can watch grow. In disagreements, swap ultimatums for questions; Taurus moves when invited, never when shoved. Lean into the physical common ground as well. Cooking together, long walks and slow evenings at home let Venus and Mars meet on friendly terms.',
  },
  {
    signs: ['aries', 'gemini'],
    headline: 'Quick wit meets quick feet',
    summary:
      'Aries and Gemini form an easy sextile, with air feeding fire and both signs loving speed. Mars supplies the nerve and Mercury the banter, so this pairing tends to be lively, flirtatious and rarely dull, if a little short on stillness.',
    attraction:
      'From the first conversation, the tempo suits them both. Gemini’s mutable air fans the Aries flame with ideas, jokes and an endless list of places to go, while Aries gives the Twins a reason to stop talking and actually go. Mercury loves a sparring partner and Mars loves a contest, so teasing becomes a kind of flirting. Neither clings, and each leaves the other room to roam, which feels like freedom rather than neglect. The sextile makes cooperation feel natural, as though they were friends long before they became lovers.',
    clash:
      'Trouble comes when the fun stops. Aries is blunt and means what it says; Gemini may change its mind mid-sentence and expect that to be fine. The Ram can read this as unreliable, while the Twins can find Aries’ certainty a little wearing. Both are restless, so nobody naturally tends the relationship on quiet days, and commitments slip through the gaps. Gemini’s knack for winning an argument with words frustrates Aries, who would rather settle things head-on and move on, and a frustrated Ram tends to get louder.',
    makeItWork:
      'Keep the adventure going, but give it anchors. A standing date night, a shared calendar and a couple of rituals only the two of them keep will ground all that motion. Aries can learn to hear Gemini’s changes of mind as thinking aloud rather than broken promises. Gemini, in turn, can show up for the plans that matter to Aries, even when something shinier appears. When a row starts, agree to finish it instead of dropping it for the next distraction. A short, honest talk suits both of them better than a long silence.',
  },
  {
    signs: ['aries', 'cancer'],
    headline: 'The warrior and the keeper of home',
    summary:
      'Aries and Cancer form a square: two cardinal signs, fire and water, Mars and the Moon. Both want to lead, in very different directions. The friction is real, and so is the protective loyalty that can grow between them.',
    attraction:
      'There is a surprising tenderness in this match. Aries is drawn to Cancer’s warmth and the way the Crab turns a home into a refuge; Cancer admires the Ram’s courage and its readiness to fight for the people it loves. Both are cardinal, so each respects the other’s drive to make things happen. Mars defends and the Moon nurtures, and together they can form a fierce little unit against the world. Aries coaxes Cancer out of its shell, and Cancer shows Aries that vulnerability can be a kind of strength.',
    clash:
      'Fire and water are uneasy together, and the square adds tension. Aries speaks first and thinks later, while Cancer feels every word and remembers it long after the Ram has moved on. The Moon’s changing moods can baffle Mars, which prefers problems it can fix by doing something. Cancer may retreat into its shell when hurt, and Aries may take the silence as a challenge and push harder. Both signs want to take charge, but Aries leads outward and Cancer leads from home, so each may feel the other ignores their plans.',
    makeItWork:
      'Gentleness is the skill Aries can practise here, and directness the one Cancer can. The Ram softens its delivery without losing its honesty; the Crab names its hurt plainly instead of hoping it will be guessed. Agree on a home base that is Cancer’s domain and adventures that are Aries’ to plan, so both get to lead somewhere. After a quarrel, Aries can reassure with small, steady gestures, and Cancer can let the past stay in the past. A shared cause, whether family, friends or a garden, gives them a common front.',
  },
  {
    signs: ['aries', 'leo'],
    headline: 'A blaze of two proud hearts',
    summary:
      'Aries and Leo share the fire element in a warm trine, with Mars and the Sun as rulers. This is one of the zodiac’s most exuberant matches, full of passion, play and mutual admiration, provided the two egos share the stage.',
    attraction:
      'Two fire signs recognise each other at once. Leo loves to be adored and Aries loves to chase, so courtship comes naturally and with plenty of style. The Sun gives Leo a generosity and warmth that melt Aries’ restlessness, while Mars gives the Ram a bold ardour that makes Leo feel chosen. They share an appetite for fun, romance and grand gestures, and the trine lets enthusiasm flow between them without much translation. Each is loyal in their own way, and each makes the other braver.',
    clash:
      'Pride is the fault line. Leo wants to be the star, Aries wants to be first, and in an argument neither will easily back down. Cardinal Aries starts things and fixed Leo holds its ground, so a dispute can travel from spark to stubborn standoff in a single evening. Aries’ habit of saying exactly what it thinks can wound the Lion’s dignity, and Leo’s need for attention can strike the independent Ram as needy. Jealousy flares if either feels upstaged, in public or in private.',
    makeItWork:
      'Praise generously and often, since for these two admiration is fuel. Aries can remember that Leo needs appreciation said aloud, and Leo can give the Ram space to act alone without taking it as rejection. Take turns in the spotlight, at parties and in decisions. When pride digs in, humour is the best way out, and both signs laugh easily. Plan adventures that let both shine, such as travel, sport, dancing or a creative project, and keep the romance a little theatrical. A fire left untended soon burns low.',
  },
  {
    signs: ['aries', 'virgo'],
    headline: 'Impulse and precision learn to dance',
    summary:
      'Aries and Virgo meet at a quincunx, the awkward angle between signs with nothing obvious in common: cardinal fire beside mutable earth, Mars beside Mercury. It takes adjustment, but each can offer exactly what the other lacks.',
    attraction:
      'Opposites in method can be fascinated by each other. Virgo notices the Aries spark and finds it oddly refreshing: here is someone who simply acts, without fussing over every detail. Aries, meanwhile, discovers that Virgo’s quiet competence is magnetic; the Maiden gets things done, remembers what matters and shows love through small, practical care. Mercury lends Virgo a dry humour the Ram enjoys, and both work hard once engaged. The attraction often grows slowly, out of respect first and romance second.',
    clash:
      'Virgo analyses and Aries improvises, and each can find the other’s method exhausting. The Ram hears Virgo’s suggestions as criticism; the Maiden sees Aries’ impatience as carelessness. A quincunx offers no shared element or mode to fall back on, so little feels automatic. Aries may blurt out something hurtful in the heat of the moment, while Virgo tends to nurse worry quietly and then deliver a precise list of faults. Different daily rhythms, from tidiness to timekeeping, can become a running irritation.',
    makeItWork:
      'Split tasks by talent. Let Aries launch, pitch and take the first leap, and let Virgo plan, refine and tie up the loose ends. Virgo can frame feedback as teamwork rather than correction, and Aries can pause long enough to hear the useful part. Schedule a little spontaneity for Virgo and a little structure for Aries, so each stretches without strain. Say thank you often; Virgo’s care is easy to overlook, and the Ram’s effort deserves notice too. Respect spoken out loud carries this pair a long way.',
  },
  {
    signs: ['aries', 'libra'],
    headline: 'The pull across the axis of me and we',
    summary:
      'Aries and Libra face each other across the zodiac, two cardinal signs in opposition, fire against air, Mars against Venus. The magnetism is classic and strong, and so is the lesson: one sign speaks for the self, the other for the partnership.',
    attraction:
      'Opposite signs often fall hardest, and this pair is a textbook case. Libra is charmed by the Ram’s boldness, the way Aries simply decides and goes, while Aries is captivated by Libra’s grace, taste and talent for making people feel at ease. Mars and Venus are the old celestial lovers, so the romance has a storybook quality: pursuit on one side, allure on the other. Air feeds fire, and Libra’s ideas give Aries’ energy somewhere elegant to land. Each sees in the other a quality they quietly wish they had.',
    clash:
      'Aries asks what it wants; Libra asks what would be fair. That difference sounds small and turns out to be enormous. The Ram finds Libra’s weighing of every side maddeningly slow, and Libra finds Aries’ bluntness crude, even selfish. Both are cardinal, so both expect to steer, though Aries does it by charging and Libra by quietly arranging things. Libra dislikes open conflict and may smile through resentment, which leaves Aries baffled when it finally surfaces. Under pressure, one gets louder and the other gets more polite.',
    makeItWork:
      'Treat the opposition as a seesaw rather than a tug of war. Aries can learn from Libra that asking for another view is not weakness, and Libra can learn from Aries that stating a preference is not rude. Set a decision deadline together so weighing never becomes stalling. Libra can voice small annoyances early, before they grow polished and heavy, and Aries can soften the delivery without losing the point. Keep romance visible, with dressing up, going out and flirting in public. Both signs flourish when the partnership feels like an event.',
  },
  {
    signs: ['aries', 'scorpio'],
    headline: 'Two faces of Mars under one roof',
    summary:
      'Aries and Scorpio share Mars as a traditional ruler, though Scorpio now answers to Pluto too. Cardinal fire meets fixed water at a quincunx, producing intense chemistry, fierce wills and a relationship that is seldom lukewarm.',
    attraction:
      'Before Pluto was discovered, Mars ruled both of these signs, and the shared planet still shows. Aries wears its desire openly, like a flag; Scorpio keeps it underground, smouldering and deliberate. Each is fascinated by the other’s version of strength. The Ram is intrigued by Scorpio’s mystery and depth, while Scorpio is drawn to an Aries honesty that hides nothing. Physical attraction tends to be powerful from the start. Neither is a coward, and both respect a partner who can hold their ground.',
    clash:
      'Aries fights in the open and forgets; Scorpio fights in silence and remembers. A quarrel the Ram considers finished by dinner may be filed away by the Scorpion for years. Fixed water wants total loyalty and can turn possessive, while cardinal fire bristles at anything that feels like control. The quincunx means they often misread each other’s motives: Aries’ offhand remark looks like betrayal, and Scorpio’s probing looks like suspicion. When both dig in, the power struggle can become the relationship itself.',
    makeItWork:
      'Trust is the whole currency here, so make it visible. Aries can be consistent and transparent, keeping Scorpio informed without being asked. Scorpio can say what is wrong while it is still small, rather than testing the Ram in secret. Agree on honest terms for jealousy: it can be named, but not acted out. Give the shared Martian energy an outlet, such as a hard workout, a demanding project or a fierce game, so intensity has somewhere safe to go. Depth and spontaneity can coexist, if each is allowed its turn.',
  },
  {
    signs: ['aries', 'sagittarius'],
    headline: 'An open road and a full tank',
    summary:
      'Aries and Sagittarius are fire signs in a generous trine, ruled by Mars and Jupiter. Cardinal drive meets mutable curiosity, making a couple who would rather be doing than discussing, and who seldom stay home for long.',
    attraction:
      'Laughter is usually the first thing these two share. Sagittarius brings Jupiter’s optimism, humour and appetite for the wider world; Aries brings Mars’ courage and the energy to turn big talk into booked tickets. Both value honesty and independence, so neither feels smothered. The trine lets them sense each other’s moods without effort, and there is a youthful playfulness in how they flirt, a sense of two people daring each other onward. Long trips, late debates and spur-of-the-moment plans feel like home to them.',
    clash:
      'Both signs can say too much, too quickly. Sagittarius delivers hard truths with a cheerful shrug, and Aries answers in kind, so rows can escalate before anyone notices. Commitment may be the quieter snag: the Archer treasures freedom and can dodge anything that sounds like a fence, while the Ram expects a clear yes or no. Neither is naturally fond of routine, which means bills, chores and dull logistics may go unclaimed. Restlessness shared is restlessness doubled.',
    makeItWork:
      'Give the relationship a horizon to aim at: a trip to plan, a skill to learn together, a shared ambition that makes commitment feel like adventure rather than confinement. Hand the boring jobs out deliberately, with clear names beside each, so nothing festers. When tempers spike, take a walk together instead of arguing across a table; fire signs think better on the move. Aries can allow Sagittarius solo wanderings, and Sagittarius can check in regularly. A little tact, from both, keeps candour from turning into carelessness.',
  },
  {
    signs: ['aries', 'capricorn'],
    headline: 'Ambition with a spark and a spine',
    summary:
      'Aries and Capricorn form a square between cardinal fire and cardinal earth, Mars and Saturn. Both are driven and both want to lead. Astrology places Mars in its exaltation in Capricorn, a hint that their energies can become a formidable joint force.',
    attraction:
      'Respect tends to come before romance. Capricorn notices the Ram’s nerve and raw energy; Aries notices the Goat’s composure and the quiet authority it carries into any room. Each is ambitious, and each admires competence. Mars finds its most disciplined expression in Capricorn, so the Goat can show Aries how to turn impulse into achievement, while Aries reminds Capricorn that it is allowed to have fun along the way. There is a dry, competitive flirtation between them that can be surprisingly sexy.',
    clash:
      'Speed against caution is the core tension. Aries wants results today; Capricorn is building for the next decade and finds the Ram’s haste reckless. Saturn’s reserve can feel cold to fiery Aries, and Aries’ outbursts can strike Capricorn as childish. The square makes these contrasts grate rather than blend. Both are cardinal and used to being in charge, so who decides becomes a live question. Capricorn may prioritise work over romance, leaving Aries feeling second to a spreadsheet.',
    makeItWork:
      'Write a joint plan with both speeds built in: Capricorn sets the long-term goals, Aries sprints at the short-term ones. Agree which decisions each one owns. Capricorn can protect time for play, and mean it, with phones off and work out of sight; Aries can show patience when the Goat needs to think. Praise each other’s achievements specifically, since both are motivated by being taken seriously. Warmth matters too. Saturn can soften with small acts of affection, and Mars can cool down before a disagreement turns into a contest.',
  },
  {
    signs: ['aries', 'aquarius'],
    headline: 'Rebels with a shared cause',
    summary:
      'Aries and Aquarius meet at a lively sextile, air feeding fire. Mars pairs with Uranus, or Saturn in the older scheme, and cardinal energy joins fixed conviction. Expect independence, big ideas and a love that sits comfortably alongside friendship.',
    attraction:
      'Freedom is the shared language. Neither Aries nor Aquarius wants a partner who clings, so each relaxes in the other’s company. Aquarius brings originality, unusual ideas and a detached cool that intrigues the Ram; Aries brings passion, courage and a readiness to put those ideas into action. Uranus loves the unexpected and Mars loves a dare, so their dates may be unconventional in the best way. The sextile helps them cooperate easily, and they often fall for each other while working on something bigger than the two of them.',
    clash:
      'Aries feels first and acts fast; Aquarius thinks first and can seem emotionally remote. When the Ram wants heat, the Water Bearer may offer analysis, and that can feel like a cold shower. Fixed Aquarius holds its opinions firmly, and cardinal Aries hates being told no, so debates can turn stubborn. Both prize autonomy so highly that intimacy may be postponed indefinitely. Aquarius may also treat the whole world as its circle of friends, which can leave Aries wondering where it ranks.',
    makeItWork:
      'Say the feelings out loud, in plain words. Aquarius can practise naming its affection rather than assuming it is understood, and Aries can accept that cool does not mean uncaring. Build a life with plenty of room for each person’s causes, friends and experiments, but also set aside regular time that belongs to the couple alone. When you argue ideas, agree that losing a debate is not losing face. A shared project, from activism to an odd hobby, keeps the bond both friendly and romantic.',
  },
  {
    signs: ['aries', 'pisces'],
    headline: 'First sign meets last in a tender tangle',
    summary:
      'Aries opens the zodiac and Pisces closes it, neighbours in a semi-sextile of cardinal fire and mutable water. Mars meets Neptune, with Jupiter as Pisces’ older ruler. Action meets imagination, and each can protect or soften the other.',
    attraction:
      'The Ram’s directness and the Fish’s dreaminess make an unexpected but touching pair. Pisces feels safe with someone so sure of themselves, and Aries feels oddly gentled by a partner who understands without words. Neptune brings romance, empathy and a sense of the magical; Mars brings passion and a protective instinct that Pisces often finds irresistible. Aries can help Pisces act on its dreams, while Pisces can show Aries a softer, more intuitive side of life. There is a sweetness here that surprises both.',
    clash:
      'Aries says what it means and expects the same; Pisces drifts, hints and sometimes avoids a hard truth to keep the peace. The Ram may find this evasive, and the Fish may find Aries’ bluntness bruising. Fire can dry out water, and water can put out fire, so the balance needs care. Pisces absorbs moods, so an Aries temper can leave it upset for days. Aries, meanwhile, can grow impatient with the Fish’s need to retreat and recharge.',
    makeItWork:
      'Slow down the conversations that matter. Aries can ask questions and wait for the answer rather than filling silence, and Pisces can practise saying clearly what it wants, even when that risks a disagreement. Protect Pisces’ quiet time and Aries’ active time, and schedule both. Creative outings, whether music, films or painting together, give the pair a shared world where Neptune’s imagination and Mars’ energy meet. If Aries leads with kindness and Pisces answers with honesty, this neighbourly pair finds its footing.',
  },
  {
    signs: ['taurus', 'taurus'],
    headline: 'Two Bulls building a comfortable nest',
    summary:
      'Two Taurus partners share fixed earth and Venus as ruler, which makes for a sensual, loyal and deeply comfortable bond. Security comes easily to them. Change does not, and two sets of dug-in hooves can make compromise a slow business.',
    attraction:
      'Here is a couple who understand pleasure. Venus gives both an eye for beauty and an appreciation of good food, soft fabrics, music and touch, so an evening in together can feel like a small feast. Each finds the other’s steadiness deeply reassuring: no games, no sudden disappearing acts, just quiet, reliable affection. Fixed earth builds slowly, and two Bulls often let love grow over months rather than weeks, which suits them. Once committed, they tend to stay committed, and the trust between them can become rock-solid.',
    clash:
      'Stubbornness squared is the obvious danger. When two Bulls disagree, neither moves, and a small dispute about furniture or holidays can harden into a months-long stalemate. Comfort can slide into rut, with the same restaurant, the same sofa and the same routine until the spark dims. Possessiveness may creep in on both sides, along with a shared tendency to hold on to grudges, objects and habits long past their use. Money can become a battleground if one wants to save and the other to indulge.',
    makeItWork:
      'Agree in advance how deadlocks get broken: a coin toss, alternating turns, or the person who cares more wins. Schedule novelty, since neither Bull will seek it unprompted: a new recipe, an unfamiliar walk, a weekend somewhere neither has been. Talk about money early and calmly, with a budget that includes treats. Say the small irritations while they are small, because fixed signs store up what they leave unsaid. And keep touch generous, with hand-holding, massages and lingering hugs, since that is where this pair speaks most fluently.',
  },
  {
    signs: ['taurus', 'gemini'],
    headline: 'The homebody and the butterfly',
    summary:
      'Taurus and Gemini are zodiac neighbours in a semi-sextile, fixed earth beside mutable air. Venus seeks comfort, Mercury seeks stimulation, and the pairing works when each treats the other’s opposite needs as a gift rather than a fault.',
    attraction:
      'Gemini charms Taurus with conversation, the quick jokes and bright stories that make an ordinary afternoon feel lively. Taurus, in return, offers a calm, sensual presence that slows the restless Twins and lets them exhale. Venus and Mercury are friendly planets, so both enjoy beauty, words and good company. Gemini feels grounded in Taurus’ company; Taurus feels amused and freshly curious in Gemini’s. Each provides something the other secretly lacks, and the contrast can be delightful in the early days, full of teasing and good dinners.',
    clash:
      'Taurus wants to know where things stand; Gemini wants to keep options open. The Bull may see the Twins as flighty or unreliable, and the Twins may see the Bull as dull or controlling. Fixed earth loves routine, and mutable air can find routine suffocating. Gemini’s wide social circle and habit of flirting in conversation can stir Taurus’ possessive streak. When challenged, Taurus goes silent and immovable, while Gemini argues, reframes and changes the subject, and neither approach reaches the other.',
    makeItWork:
      'Keep a stable core and a flexible edge. Certain rituals, like Sunday breakfast or a weekly call when apart, can be fixed points that reassure Taurus, while the rest of the week stays open for Gemini’s improvisations. Gemini can be explicit about commitment, even if it seems obvious, and Taurus can allow the Twins a busy social life without reading it as a threat. Try new things together, with Gemini choosing and Taurus vetoing sparingly. Talking, reading and eating well together gives both planets their due.',
  },
  {
    signs: ['taurus', 'cancer'],
    headline: 'A home built for two',
    summary:
      'Taurus and Cancer form a gentle sextile of earth and water, fixed and cardinal. Venus rules the Bull, and the Moon, which is exalted in Taurus, rules the Crab. Comfort, devotion and a shared love of home shape this tender match.',
    attraction:
      'These two understand one another’s need for safety. The Moon is said to be at its happiest in Taurus, and Cancer does seem to relax in the Bull’s steady company, while Taurus is warmed by the Crab’s devotion and care. Both love home, good food, family and familiar rituals, so shared evenings feel nourishing rather than dull. Earth holds water and water softens earth: Taurus gives Cancer’s moods a solid shore, and Cancer gives Taurus a richer emotional life. Loyalty runs deep on both sides.',
    clash:
      'Trouble, when it comes, is usually quiet. Cancer’s moods shift with the Moon, and Taurus may not notice the hurt until it has built into a sulk. The Bull’s stubborn calm can look like indifference to a sensitive Crab. Both can hold on too tightly, to each other, to possessions and to the past, and neither likes change, so a problem may be avoided rather than tackled. Cancer’s cardinal streak wants to lead at home, which can collide with Taurus’ fixed ideas about how things should be done.',
    makeItWork:
      'Check in regularly with a simple question about how the other is really doing, and wait for a real answer. Taurus can show feeling in words as well as deeds, and Cancer can state needs plainly rather than hinting and hoping. Share the running of the home, with clear areas each leads, so Cancer’s initiative and Taurus’ persistence complement each other. Now and then, leave the nest together for something new; a fresh landscape does wonders for two homebodies. Long-term plans, made jointly, satisfy both signs’ love of security.',
  },
  {
    signs: ['taurus', 'leo'],
    headline: 'Royal tastes and a stubborn streak',
    summary:
      'Taurus and Leo are both fixed signs, earth and fire, squaring off across the wheel. Venus and the Sun give each a love of luxury, loyalty and pleasure. The chemistry is warm and lavish, and the standoffs are legendary.',
    attraction:
      'They share expensive taste and a big appetite for life. Leo is drawn to the Bull’s sensual calm and earthy good looks; Taurus is charmed by the Lion’s generosity, warmth and confident style. Both are loyal to the core, and once they decide on each other they tend to mean it. The Sun loves to be admired and Venus loves to admire beautiful things, so compliments flow freely. Romantic dinners, good wine, theatre and lazy weekends in nice surroundings are natural common ground. It can feel grand and cosy at once.',
    clash:
      'Two fixed signs in a square make for immovable objects. Leo wants applause and attention; Taurus wants peace and a quiet evening. Leo may find the Bull too stay-at-home, and Taurus may think the Lion too showy or too expensive. When they disagree, neither backs down: Leo roars, Taurus goes still, and the stalemate can last. Pride on one side and stubbornness on the other make apologies scarce. Spending is a classic flashpoint, since Leo splashes out for show while Taurus spends on comfort and counts the rest.',
    makeItWork:
      'Decide early that being right matters less than being together, and build rituals for ending rows, such as a set time limit or the rule that one of them cooks and the other apologises. Balance nights out with nights in, giving Leo its stage and Taurus its sofa in equal measure. Agree on a shared budget for indulgence, so luxury is planned rather than fought over. Leo can appreciate Taurus’ steadiness aloud, and Taurus can give the Lion the admiration it thrives on. Both signs respond beautifully to being adored.',
  },
  {
    signs: ['taurus', 'virgo'],
    headline: 'Down to earth and deeply devoted',
    summary:
      'Taurus and Virgo share the earth element in an easy trine, fixed steadiness meeting mutable care. Venus brings sensuality and Mercury brings thought. The result is a practical, reliable and quietly affectionate bond that tends to improve with time.',
    attraction:
      'Both value substance over show, and each recognises that instantly. Virgo admires the Bull’s calm and the way Taurus builds a life that is comfortable and secure; Taurus appreciates Virgo’s thoughtfulness, intelligence and attention to small details of care. Mercury gives Virgo a gift for noticing what the Bull needs before it is said. Venus helps Virgo relax into pleasure. Neither needs dramatic gestures to feel loved, and they can share a happy silence. The trine makes understanding feel effortless, like walking at the same pace.',
    clash:
      'The risk is less fighting than settling. Two earth signs can become so practical that romance takes second place to errands. Virgo’s tendency to critique can sting Taurus, who dislikes being told it is doing things wrong, and the Bull’s stubbornness can frustrate the Maiden, who always sees a better way. Virgo worries, Taurus resists change, and together they may avoid risks worth taking. Taurus’ indulgent streak may also clash with Virgo’s more austere habits around health, money or tidiness.',
    makeItWork:
      'Keep romance on the calendar, since neither earth sign will mind scheduling it. Virgo can soften suggestions with warmth and choose battles carefully; Taurus can listen to the useful advice without taking it as an attack. Plan at least one small adventure a season to keep the routine fresh. Share practical goals, like a home, a garden or a savings plan, and celebrate milestones properly, with good food and proper time off. Touch and kind words matter here. A few words of appreciation each day keep this steady pair warm.',
  },
  {
    signs: ['taurus', 'libra'],
    headline: 'Two children of Venus with different tastes',
    summary:
      'Taurus and Libra are both ruled by Venus, yet they meet at an awkward quincunx: fixed earth beside cardinal air. Both love beauty and harmony. They simply mean different things by it, one sensual and grounded, the other social and refined.',
    attraction:
      'Venus gives them an immediate aesthetic kinship. Both adore lovely things, from music and art to flowers and well-cooked food, and both prefer peace to conflict. Libra is drawn to Taurus’ earthy calm and physical warmth; Taurus is charmed by Libra’s grace, good manners and light touch. Courtship is likely to be gentle and romantic, with plenty of nice dinners and thoughtful gifts. Each feels appreciated in the way Venus-ruled people like most, with beauty noticed and effort returned.',
    clash:
      'Taurus’ Venus is about the body and ownership; Libra’s is about relationships and balance. The Bull wants a quiet night in, while Libra wants guests or an outing. Libra’s indecision can frustrate Taurus, who likes firm plans, and Taurus’ slow, set ways can bore the sociable Scales. Both avoid conflict, so resentments go unspoken until they spill out sideways. The quincunx gives them no shared element or mode, which means they may keep misreading each other despite their shared ruler.',
    makeItWork:
      'Build on the Venus common ground on purpose: gallery visits, concerts, cooking beautiful meals or decorating a home together. Alternate social and solitary weekends so each gets their preferred kind of pleasure. Because both avoid confrontation, set a regular, gentle check-in to air small grievances before they grow. Libra can commit to choices promptly, and Taurus can stay open to Libra’s plans without digging in at once. Charm and comfort can coexist, as long as both are spoken about rather than assumed.',
  },
  {
    signs: ['taurus', 'scorpio'],
    headline: 'Opposites locked in a slow, deep embrace',
    summary:
      'Taurus and Scorpio sit opposite each other, two fixed signs of earth and water. Venus rules the Bull, and Pluto, with Mars in the older tradition, rules the Scorpion. The attraction is magnetic and loyal, and the willpower on both sides is immense.',
    attraction:
      'Few pairs share such physical intensity. Taurus brings sensual warmth and patience; Scorpio brings depth, passion and emotional focus, and the two together can create an almost hypnotic bond. Both are fixed signs, so when they commit they do so completely, and neither is interested in half-hearted love. The opposition also makes them mirrors: Taurus values what can be held and kept, while Scorpio values what is shared and transformed. Each senses that the other holds a missing piece, and the pull between them tends to be both earthy and mysterious.',
    clash:
      'Venus is said to be uneasy in Scorpio and Mars uneasy in Taurus, and something of that discomfort shows when they fight. Two fixed signs facing each other can turn any disagreement into a siege. Jealousy and possessiveness are risks for both, and neither forgets a slight easily. Taurus wants calm and simplicity, while Scorpio probes for hidden meanings, which can make the Bull feel interrogated. The Scorpion may read Taurus’ placid silence as withholding, and silence answered with silence can last for days.',
    makeItWork:
      'Make honesty the foundation, with no secrets about money, friends or feelings, since suspicion spreads quickly in this pairing. Agree that neither will use silence as a weapon; set a time limit on retreats. Taurus can give Scorpio the emotional depth it craves by talking about feelings, not only about plans, and Scorpio can give Taurus the peace it needs by letting small things go. Shared finances and shared goals suit this axis of resources well. Physical closeness heals a great deal here, so keep it generous.',
  },
  {
    signs: ['taurus', 'sagittarius'],
    headline: 'Slow comfort meets the call of the road',
    summary:
      'Taurus and Sagittarius form a quincunx between fixed earth and mutable fire, Venus and Jupiter. Both love pleasure and plenty, but one finds it at home and the other in the wide world, and that difference takes real negotiation.',
    attraction:
      'Jupiter and Venus are the two traditional benefics, the planets of good fortune, and this pair shares a hearty enjoyment of life. Sagittarius charms Taurus with humour, stories and an optimism that feels like sunlight; Taurus gives the wandering Archer a warm, solid place to come back to. Both enjoy food, laughter and generous company. Taurus may find the Archer’s adventures thrilling in small doses, and Sagittarius may discover unexpected peace in the Bull’s unhurried arms. The attraction is easygoing and often full of fun.',
    clash:
      'Stability and freedom pull in opposite directions. Taurus wants commitment, routine and a clear sense of the future; Sagittarius wants spontaneity and may bristle at anything that sounds like a plan for the next forty years. Fixed earth resents sudden changes, and mutable fire loves them. The Archer’s blunt honesty can bruise Taurus, and the Bull’s possessiveness can make the Archer restless. Money habits may differ too, with Sagittarius spending on travel and experiences while Taurus prefers to invest in home.',
    makeItWork:
      'Create a home base and a travel fund, and honour both. Sagittarius can plan adventures with enough notice for Taurus to enjoy them, and Taurus can say yes to the occasional wild idea. Agree how much independence feels fair, including solo trips and separate friendships, so neither feels trapped or abandoned. Share the pleasures you both love, such as long lunches, country walks and good books, as regular bridges between your worlds. Tact from the Archer and flexibility from the Bull go a long way.',
  },
  {
    signs: ['taurus', 'capricorn'],
    headline: 'Building something that lasts',
    summary:
      'Taurus and Capricorn share the earth element in a steady trine, fixed and cardinal, Venus and Saturn. Reliable, ambitious and sensual underneath the reserve, this is a partnership built slowly and meant to endure.',
    attraction:
      'Both want a love they can count on. Capricorn admires Taurus’ calm, loyalty and appreciation of life’s good things; Taurus respects Capricorn’s drive, dry wit and willingness to work for the future. Saturn gives the Goat a serious exterior, and Venus helps Taurus coax out the warmth beneath it. They share an earthy patience, so neither rushes the other. Together they can build a home, a business or a savings account with equal satisfaction. The trine lets them trust each other early, and that trust only deepens with time.',
    clash:
      'The danger is a relationship that becomes all work and no play. Capricorn can be consumed by ambition, leaving Taurus feeling like an item on a long agenda. Taurus’ love of comfort may look like laziness to the driven Goat, and Capricorn’s austerity can seem joyless to the Bull. Both can be stubborn and both dislike showing vulnerability, so emotional needs can go unspoken for a long time. Capricorn’s cardinal urge to lead may also rub against the fixed Bull’s refusal to be managed.',
    makeItWork:
      'Put pleasure into the plan. Capricorn likes structure, so a set night for romance and a protected weekend off will work better than vague promises. Taurus can support the Goat’s goals while reminding it, kindly, that rest is productive too. Speak about feelings as deliberately as you speak about money; both signs can practise saying what they need rather than waiting to be asked. Share decisions according to strength: Capricorn sets strategy, Taurus keeps things steady. Celebrate achievements with a proper indulgence.',
  },
  {
    signs: ['taurus', 'aquarius'],
    headline: 'Tradition meets a restless reformer',
    summary:
      'Taurus and Aquarius form a square, fixed earth against fixed air. Venus rules the Bull; Uranus, with Saturn in the older scheme, rules the Water Bearer. Both are loyal and both are immovable, which makes this a fascinating, demanding match.',
    attraction:
      'Curiosity often starts it. Taurus is intrigued by Aquarius’ originality and unconventional thinking, and Aquarius is fascinated by the Bull’s steady, sensual self-possession. Each is sure of who they are, which earns the other’s respect. Both are fixed signs, loyal once committed, and neither gives up easily. Aquarius can open the Bull’s world to new ideas and unusual people, while Taurus can show the Water Bearer the quiet pleasures of a body at rest and a home that feels safe. The contrast can feel refreshing rather than threatening.',
    clash:
      'Two fixed signs squared means two wills that refuse to budge. Taurus values tradition and comfort; Aquarius values change and reform, and each can think the other is simply wrong. The Bull wants physical closeness and routine; the Water Bearer wants mental freedom and space, and may seem detached. Aquarius’ taste for surprise can unsettle Taurus, and Taurus’ possessiveness can feel stifling to the Water Bearer. Arguments become matters of principle, which makes them hard to resolve.',
    makeItWork:
      'Respect the difference rather than trying to fix it. Taurus can give Aquarius freedom to pursue causes and friendships, and Aquarius can give Taurus dependable routines and warm physical affection. Pick a few shared traditions to keep and a few new experiments to try each year. In disputes, focus on the practical outcome rather than the principle, since both can concede a detail more easily than a conviction. Saturn’s old link with Aquarius helps here: loyalty and commitment matter to both of them, if expressed differently.',
  },
  {
    signs: ['taurus', 'pisces'],
    headline: 'A dreamer finds solid ground',
    summary:
      'Taurus and Pisces form a soft sextile of earth and water, fixed and mutable. Venus rules the Bull and is exalted in Pisces, where Neptune and the older ruler Jupiter hold sway. Romance, sensuality and gentleness come naturally to this pair.',
    attraction:
      'Venus links them in a special way: it rules Taurus and reaches its exaltation in Pisces, so both signs understand love as something beautiful and sincere. Pisces brings imagination, compassion and a dreamy romanticism that melts the Bull’s reserve. Taurus brings steadiness, patience and a grounded sensuality that makes the Fish feel safe. Earth holds water and gives it shape; water nourishes earth. Quiet evenings with music, art or candlelight feel like a shared language. Each gives the other what it needs without much fuss.',
    clash:
      'Pisces can be elusive, changing plans or retreating into its inner world when overwhelmed, and Taurus may find this frustrating or worrying. The Bull’s practical focus can feel dull to the Fish, and Taurus’ stubbornness can seem harsh to a sensitive Pisces. Both avoid conflict, which keeps things peaceful in the short term but lets problems fester. Pisces’ vagueness about money or time may clash with Taurus’ need for order and security. Neither is quick to admit a difficulty.',
    makeItWork:
      'Taurus can offer structure without rigidity, helping with plans and budgets while leaving space for Pisces’ creative drift. Pisces can practise clarity, saying yes or no plainly and keeping promises about time and money. Talk about problems while they are small, perhaps on a regular quiet evening set aside for just that. Share artistic and sensory pleasures, such as music, cooking, swimming or a walk by the sea, which feed both Venus and Neptune. Gentleness on both sides keeps this tender bond strong.',
  },
  {
    signs: ['gemini', 'gemini'],
    headline: 'Four voices in one lively conversation',
    summary:
      'Two Geminis share mutable air and Mercury, and their love is a running conversation full of jokes, ideas and plans. It is rarely boring. The harder part is slowing down long enough to feel as well as talk.',
    attraction:
      'Meeting another Gemini can feel like finding the one person who keeps up. The banter is fast, the references land, and no topic is off limits. Mercury makes both endlessly curious, so they can spend hours swapping articles, gossip and half-formed theories. Neither minds a change of plan, and neither takes offence when the other needs a night out with friends. There is a playful, youthful quality to this pairing; they flirt with words and keep surprising each other. It can feel like dating your own best mate, in the nicest sense.',
    clash:
      'Double air and double mutability can mean a relationship that is all motion and no roots. Both may avoid difficult feelings by changing the subject, so serious issues keep getting postponed. Commitments, bills and chores can fall through the gaps between two busy schedules. Boredom is a genuine threat, and so is nervous energy: two restless minds can feed each other’s anxiety. When they argue, they may debate cleverly without ever saying what actually hurts, and winning the point can replace solving the problem.',
    makeItWork:
      'Give the flow some banks. A shared diary, a couple of fixed rituals and a simple rule for who handles what will stop the practical side from unravelling. Practise the slower kind of talk, naming one feeling each at the end of the week, even when it seems awkward. Keep learning together through classes, trips, books or podcasts to discuss, since a shared curiosity keeps the romance fresh. When a row starts, stop debating and ask what the other actually needs. Depth is a skill Mercury can learn.',
  },
  {
    signs: ['gemini', 'cancer'],
    headline: 'Clever words and a tender heart',
    summary:
      'Gemini and Cancer are neighbours in a semi-sextile, mutable air beside cardinal water, Mercury beside the Moon. Head meets heart here. The match can be charming and caring, as long as words and feelings learn to translate for each other.',
    attraction:
      'Cancer is often charmed by Gemini’s humour and light touch, which coax the Crab out of its shell. Gemini, in turn, finds something comforting in Cancer’s warmth and attentiveness, a safe harbour after a busy week of chatter. Both signs are changeable in their own ways, Mercury with ideas and the Moon with moods, so each understands a partner who is not the same from one day to the next. Cancer’s memory for small details and Gemini’s gift for conversation can make them a sweetly attentive couple.',
    clash:
      'Gemini thinks about feelings, while Cancer feels them, and that gap causes most of the friction. A flippant comment from the Twins can wound the Crab deeply, and Cancer’s need for reassurance can make Gemini feel hemmed in. The Twins’ busy social life may look like neglect to a partner who prizes home and closeness. Cancer can retreat into hurt silence, and Gemini, uneasy with heavy emotion, may answer with jokes or distance. Neither intends harm, but both can feel misunderstood.',
    makeItWork:
      'Gemini can put feelings into plain, warm words, since a message sent in the middle of a busy day means a lot to Cancer. Cancer can say what it needs directly rather than waiting to be read. Share the social calendar, with some evenings out in Gemini’s world and some nights in with Cancer’s cooking and closest people. Humour is a bridge, as long as it stays kind. Over time, Gemini can learn the Crab’s emotional language and Cancer can learn to trust the Twins’ lighter way of loving.',
  },
  {
    signs: ['gemini', 'leo'],
    headline: 'Sparkling wit and a grand entrance',
    summary:
      'Gemini and Leo form a bright sextile, air fanning fire. Mercury brings wit and the Sun brings warmth, with mutable flexibility meeting fixed loyalty. This is a sociable, playful couple who tend to make any party better.',
    attraction:
      'Leo loves an audience and Gemini loves to talk, so they entertain each other from the start. The Twins admire the Lion’s confidence, generosity and theatrical style; Leo enjoys Gemini’s cleverness and the way the Twins make every conversation sparkle. Air feeds fire, and Gemini’s ideas give Leo new stages on which to shine. Both love fun, going out and being seen, and both are young at heart. The sextile makes their teamwork easy, and they often make an admired double act among friends.',
    clash:
      'Leo wants to be adored and can be hurt when Gemini flirts lightly with everyone, as the Twins often do without meaning much by it. Fixed Leo values loyalty and consistency, while mutable Gemini changes its mind, plans and opinions frequently. Gemini may tease the Lion’s pride a little too sharply, and Leo may take the joke as an insult. Leo’s need for grand romance can also clash with Gemini’s cooler, more cerebral affection. Occasionally, both compete for the last word.',
    makeItWork:
      'Gemini can give Leo the sincere praise the Lion thrives on, and show loyalty clearly when out and about. Leo can allow the Twins their wide social circle and their need for variety without treating it as disloyalty. Plan a rich social life that you share, with nights at the theatre, dinners with friends and trips to new cities, plus some private time where neither performs. Keep teasing affectionate rather than cutting. When both feel admired and free, this pair has enormous fun together.',
  },
  {
    signs: ['gemini', 'virgo'],
    headline: 'Two Mercury minds at cross purposes',
    summary:
      'Gemini and Virgo are both ruled by Mercury and both mutable, yet they meet at a square, air against earth. The mental chemistry is strong. So is the urge to correct each other, and learning to listen is the lesson.',
    attraction:
      'Mercury gives both a sharp mind, so conversation is where they first fall for each other. Gemini enjoys Virgo’s precision and dry humour; Virgo enjoys the Twins’ breadth, speed and playful curiosity. Each recognises a fellow thinker who likes to analyse and understand. As mutable signs, both are adaptable and helpful, ready to adjust for the people they love. There is a quiet, nerdy romance to this pair, the kind of couple who fall in love over a debate about a book.',
    clash:
      'Gemini’s Mercury wanders; Virgo’s Mercury refines. The Twins may find Virgo fussy, critical and anxious, while Virgo may find Gemini scattered, unreliable and superficial. The square turns these differences into persistent irritation, especially around daily habits, tidiness and plans. Both can overthink, and two nervous systems in one house may wind each other up. Arguments tend to become verbal chess matches, with each spotting flaws in the other’s logic rather than hearing the feeling beneath it.',
    makeItWork:
      'Use your shared planet for good: talk things through, but set a rule that every complaint comes with a kind word. Virgo can soften critique, and Gemini can follow through on the details that matter to Virgo. Divide tasks so Gemini handles the ideas, networking and variety while Virgo handles organisation and follow-through. Help each other unwind, perhaps with walks, puzzles or cooking together, since both minds need somewhere calm to land. Admire the other’s intelligence out loud; it is what drew you in.',
  },
  {
    signs: ['gemini', 'libra'],
    headline: 'An effortless meeting of minds',
    summary:
      'Gemini and Libra share air in a graceful trine, mutable and cardinal, Mercury and Venus. Conversation, charm and a shared love of people make this one of the easiest pairings to enjoy. Decisions may be the only slow part.',
    attraction:
      'These two click almost immediately. Libra’s Venus brings elegance, charm and a romantic eye, while Gemini’s Mercury brings wit, curiosity and an endless flow of topics. Both are sociable, easygoing and happiest when sharing ideas, so dates can stretch for hours. The trine makes understanding feel natural, as though their minds run on the same frequency. Libra enjoys Gemini’s freshness, and Gemini finds Libra’s grace and fairness deeply attractive. There is a lightness and a civility here that both signs prize.',
    clash:
      'Neither sign loves confrontation, and both can intellectualise feelings rather than face them. Libra may avoid conflict to keep the peace, and Gemini may dodge it with a joke, so real issues may drift. Decisions can stall, since Libra weighs every option and Gemini keeps adding new ones. Libra wants a committed partnership, and Gemini’s love of freedom and variety can sometimes make the Scales uneasy. Both can also be swept up by social life and neglect the quieter intimacy a relationship needs.',
    makeItWork:
      'Make decisions quickly on purpose: pick a deadline, flip a coin, or take turns choosing. Set aside time for the deeper talk both avoid, naming one hope and one worry each, perhaps over a quiet dinner. Gemini can reassure Libra that the partnership is a priority, and Libra can give the Twins room to explore. Enjoy the natural common ground of culture, friends, books and travel, and keep romance lively with small gestures. A little emotional courage from both keeps this easy bond deep.',
  },
  {
    signs: ['gemini', 'scorpio'],
    headline: 'Surface sparkle meets hidden depths',
    summary:
      'Gemini and Scorpio meet at a quincunx: mutable air and fixed water, Mercury and Pluto, with Mars as Scorpio’s older ruler. One skims, one dives. The mutual fascination is real, and so is the work of understanding each other.',
    attraction:
      'Each is a puzzle the other wants to solve. Scorpio is intrigued by Gemini’s quick mind and lightness, which seem to float above life’s heavier currents. Gemini is captivated by the Scorpion’s intensity and mystery, a person who cannot be read in one conversation. Both signs are perceptive: Mercury notices everything said, and Pluto notices everything left unsaid. Conversations can be electric, full of probing questions and clever answers. The attraction often has a charge of curiosity and a hint of danger, which both secretly enjoy.',
    clash:
      'Scorpio wants depth, exclusivity and total commitment; Gemini wants variety, openness and room to breathe. The Scorpion may read the Twins’ easy flirtation or constant messaging as a sign of divided loyalty, and jealousy can follow. Gemini may find Scorpio’s intensity heavy and its questions too searching. Fixed water holds on; mutable air slips away, and the pattern can feed itself. In a row, Gemini argues with words, while Scorpio can turn cold or cutting, and neither feels heard.',
    makeItWork:
      'Trust is the central task. Gemini can be transparent and consistent, showing through action that lightness is not unfaithfulness. Scorpio can state fears clearly rather than testing the Twins or brooding in secret. Let conversation go deep now and then, with Gemini staying with a serious topic and Scorpio sharing its own inner world in words. Give each other space too; fixed water needs solitude to process, and mutable air needs variety to recharge. Respect for each other’s minds can become a strong foundation.',
  },
  {
    signs: ['gemini', 'sagittarius'],
    headline: 'Questions and answers across the zodiac',
    summary:
      'Gemini and Sagittarius face each other across the wheel, two mutable signs of air and fire. Mercury collects facts and Jupiter hunts for meaning, so they spark each other’s curiosity, share a horror of being fenced in and learn plenty from their differences.',
    attraction:
      'Opposites with a lot in common, these two make natural travel companions. Gemini asks the questions and Sagittarius supplies sweeping answers, so a single lunch can wander from gossip to the meaning of life and back again. Neither is easily shocked, and both find laughter the quickest route to intimacy. Air fans the Archer’s fire, and the Archer gives Gemini’s scattered ideas a bigger purpose. Mutable signs bend rather than break, so neither feels caged. Falling in love here can feel like buying two one-way tickets and choosing the destination on the train.',
    clash:
      'Tradition calls each sign the place where the other’s ruler is weakened, Mercury in Sagittarius and Jupiter in Gemini, and the friction shows in style. Gemini loves detail and variety; Sagittarius loves principles and the big picture. The Twins may find the Archer preachy, while the Archer may find Gemini flippant or nitpicking. Both sidestep commitment in their own ways, which can leave the relationship undefined for longer than either really wants. Each says exactly what it thinks, too, and two mutable signs can change plans so often that reliability quietly vanishes.',
    makeItWork:
      'Name what the relationship is, even if its shape stays loose; a clear label stops both from wandering off by accident. Keep a shared list of places to go, books to argue about and skills to learn, and work through it together. Gemini can honour the Archer’s convictions without poking holes in them for sport, and Sagittarius can enjoy the Twins’ playful detail instead of lecturing. A few dependable habits, a weekly call when apart or an agreed way of splitting costs, balance all that freedom. Honesty suits this pair best when it comes with a grin.',
  },
  {
    signs: ['gemini', 'capricorn'],
    headline: 'The playful mind and the serious heart',
    summary:
      'Gemini and Capricorn sit at a quincunx, mutable air beside cardinal earth. Mercury is quick and restless, Saturn patient and exacting. On paper they look mismatched, yet the Twins can teach the Goat to play and the Goat can teach the Twins to finish.',
    attraction:
      'Capricorn’s deadpan humour is often the hook. Beneath the Goat’s composure sits a sharp, sardonic wit, and Gemini delights in drawing it out, one raised eyebrow at a time. Capricorn, for its part, is charmed by a lightness and ease with people that Saturn rarely permits itself. Both are clever and capable, and they work well together once the Twins’ ideas meet the Goat’s planning. The attraction tends to travel from amusement to respect, and from respect to something warmer, over a longer stretch than either expected.',
    clash:
      'Capricorn builds for the long term, and Gemini prefers to keep things fluid. The Goat may see the Twins as unreliable or frivolous; Gemini may see Capricorn as rigid, cautious or joyless. With no shared element or mode, their daily rhythms rarely line up: one is planning next year while the other is still deciding about Friday. Saturn’s reserve can feel chilly to a partner who needs to talk things out, and a steady stream of chatter can exhaust a Capricorn who recharges in quiet. Each may privately judge the other’s idea of being responsible.',
    makeItWork:
      'Find a shared project that uses both talents, with Gemini bringing ideas and contacts and Capricorn supplying structure and staying power. The Goat can book time for spontaneity, and then genuinely enjoy it rather than checking emails. The Twins can show respect for Capricorn’s plans by turning up on time and keeping the promises they make. Talk about the future often enough that Capricorn feels secure, and leave some evenings empty so Gemini feels free. Laugh together, too. Dry wit is the secret currency these two share.',
  },
  {
    signs: ['gemini', 'aquarius'],
    headline: 'Kindred minds with a taste for the new',
    summary:
      'Gemini and Aquarius are air signs in a harmonious trine, one mutable and one fixed. Mercury loves information; Uranus, with Saturn as the old co-ruler, loves invention. Friendship, freedom and ideas sit at the heart of this lively and rather unconventional romance.',
    attraction:
      'Talking is where it starts, and it rarely stops. Aquarius brings original thinking, odd humour and a passion for causes; Gemini brings curiosity, agility and an endless supply of questions. Each finds the other genuinely interesting, and neither feels the need to cling. The trine gives them an easy rapport, as though they had been chatting for years before they met. New gadgets, strange museums, heated debates and crowded parties all suit them. Quite often this is a partnership of best friends who happen to be in love.',
    clash:
      'Two airy minds can discuss emotions brilliantly without ever quite showing them. Fixed Aquarius holds its opinions firmly, while Gemini changes its mind with ease, and the Water Bearer may read that as inconsistency. The Twins, in turn, may find Aquarius stubborn or strangely remote. Both treasure independence, possibly too much, so intimacy can lag behind friendship. With wide social circles and busy diaries, they may end up seeing more of their friends than of each other.',
    makeItWork:
      'Protect time that belongs to the two of them, away from groups and screens. A weekly check-in where each names a feeling rather than an idea helps two airy minds land in the heart. Aquarius can let Gemini change its mind without calling it flaky, and Gemini can treat Aquarius’ convictions as principles rather than obstinacy. Keep the adventures coming, whether a lecture, a festival or a cause to join together. Physical affection needs deliberate attention too; friendship is the foundation, and romance deserves its own care.',
  },
  {
    signs: ['gemini', 'pisces'],
    headline: 'Quicksilver and moonlit water',
    summary:
      'Gemini and Pisces form a square between two mutable signs, air and water. Mercury rules the Twins; Neptune, with Jupiter in the older scheme, rules the Fish. Both are changeable and imaginative, so the match offers enchantment along with a fair amount of confusion.',
    attraction:
      'Each is a dreamer in its own register, Gemini in words and Pisces in images, and they can enchant each other. The Twins’ wit and wordplay delight Pisces, while the Fish’s imagination and quiet empathy fascinate Gemini. Neither tries to pin the other down, which both find restful. They can lose whole afternoons inventing stories, trading songs or wandering a city without a map. Pisces feels mentally awakened and Gemini feels emotionally softened. Their romance can have the whimsical air of a fairy tale told at bedtime.',
    clash:
      'Mercury reasons while Neptune intuits, and the square makes those ways of knowing grate; astrology even counts Pisces as a sign where Mercury struggles. Gemini may find Pisces vague, overly emotional or slippery, and Pisces may find Gemini glib, detached or careless with feelings. Two mutable signs can leave plans unmade and problems unresolved. The Fish may retreat when hurt, and the Twins may not notice until the gap is wide. Honesty can blur as well: Gemini spins a story, Pisces avoids an awkward truth, and trust frays quietly.',
    makeItWork:
      'Agree on a few anchors, like fixed nights together, a shared calendar and a plain plan for money, so two flexible signs do not drift apart. Gemini can slow down and listen to a feeling without rushing to analyse it. Pisces can borrow a little of Mercury’s gift and put into words what it senses, even roughly. Keep honesty simple and kind, down to the small things. Then enjoy the creative play that comes easily to them: writing, music, films or planning imaginary journeys. A little structure lets the magic last.',
  },
  {
    signs: ['cancer', 'cancer'],
    headline: 'Two Crabs sharing one warm shell',
    summary:
      'Two Cancers share cardinal water and the Moon as ruler, so they understand each other’s feelings almost without words. The nest they build can be wonderfully cosy. The tides of two moods at once are the part that needs steering.',
    attraction:
      'Being understood is a rare gift, and two Crabs give it to each other readily. Each knows what it means to need a safe place, to care intensely for family and to remember every kindness. The Moon makes both nurturing, intuitive and sentimental, so anniversaries are marked, favourite meals are cooked and old photographs are treasured. As cardinal signs, they are also quietly determined and can build a home, a family or a business with real purpose. Love between them feels like coming in from the rain.',
    clash:
      'Two lunar temperaments mean two sets of tides, and they do not always rise and fall together. When both feel hurt, both retreat into their shells, and no one makes the first move out. Cancer’s defensiveness can turn into sulking or indirect sniping, and a double dose can become a long cold spell. Both may cling to the past, to grievances and to security, and outside friendships can shrink as the couple turns inward. Cardinal drive shows in who gets to run the home, which can become a quiet tug of war.',
    makeItWork:
      'Take turns being the one who reaches out first after a disagreement; keep a simple rule so it is never a question of pride. Say feelings in words, since even intuitive signs guess wrong. Keep one foot outside the nest with friends, hobbies and trips, so the relationship has fresh air. Divide the home’s leadership by area, such as kitchen, finances or family visits, to channel both cardinal urges. And let the past go, gently and on purpose, rather than keeping a careful ledger of old hurts.',
  },
  {
    signs: ['cancer', 'leo'],
    headline: 'The Moon and the Sun side by side',
    summary:
      'Cancer and Leo are ruled by the two luminaries, the Moon and the Sun, and sit side by side in a semi-sextile of cardinal water and fixed fire. Nurture meets radiance. Loyalty and warmth run high here, and so does sensitivity to slights.',
    attraction:
      'There is something fitting about the Moon and the Sun falling for each other. Leo shines, generous and theatrical, and Cancer reflects that light back with devotion. The Crab feels protected by the Lion’s warmth and courage; the Lion feels cherished by a partner who remembers its favourite dish and its worst day at work. Family matters enormously to both, and so does romance, whether it arrives as a grand Leonine gesture or a homemade Cancerian one. Together they can fill a home with warmth, pride and affection.',
    clash:
      'Leo wants the spotlight; Cancer wants intimacy. The Lion’s love of going out and being admired can leave the Crab feeling abandoned at home, while Cancer’s shifting moods can bewilder a sunny Leo who expects a clear forecast. Each is softer than it looks, the Lion behind its pride and the Crab behind its shell, so minor slights become major wounds. Fixed Leo can dig in, and cardinal Cancer, when hurt, may steer things indirectly through guilt or withdrawal. Neither finds it easy to say “I was wrong”.',
    makeItWork:
      'Leo can make Cancer feel like the most important person in the audience, with private attention to match the public affection. Cancer can give Leo praise directly and often, without waiting for the Lion to earn it. Split the social calendar between nights out and nights in, and stick to the split. When feelings are hurt, each can say so plainly rather than roaring or retreating. Shared pride in home and family, plus a tradition or two they invent together, gives the Sun and Moon a common sky.',
  },
  {
    signs: ['cancer', 'virgo'],
    headline: 'Quiet devotion in small acts of care',
    summary:
      'Cancer and Virgo form a gentle sextile of water and earth, cardinal and mutable, Moon and Mercury. Both show love by looking after each other. The result is a tender, thoughtful and quietly dependable partnership.',
    attraction:
      'Care is a language they both speak, in different dialects. Cancer nurtures with warmth, food and emotional attention; Virgo supports with practical help, remembered details and sensible advice. Each feels noticed in ways that matter, from a hot-water bottle on a cold night to a leaky tap quietly fixed. The Moon brings empathy and Mercury brings intelligence, so together they can talk about feelings with heart and sense at once. Neither is showy, and a meaningful evening at home beats a crowded party for both. Trust grows steadily as each discovers how reliable the other is.',
    clash:
      'Worry is the shared weakness: Virgo frets about details and Cancer about feelings, and each can feed the other’s anxiety until a minor problem looms large. Virgo’s habit of pointing out improvements, however well meant, can sting the sensitive Crab. Cancer’s moods can baffle Virgo, who wants a logical reason for everything. Both may hold back what they really need, giving care instead of asking for it, and resentment can build in silence. Caution on both sides can also keep them from trying anything new.',
    makeItWork:
      'Ask for care as well as giving it. Virgo can deliver feedback gently, leading with appreciation, and Cancer can say when something hurts instead of withdrawing into its shell. When worry rises, name it and make a simple plan together; a list calms Mercury and a hug calms the Moon, so use both. Build in small pleasures and the occasional leap into the unfamiliar, so life is not only about duty. Thank each other often for the hundred little kindnesses. A relationship built of daily care can become deeply secure.',
  },
  {
    signs: ['cancer', 'libra'],
    headline: 'Home and harmony at right angles',
    summary:
      'Cancer and Libra form a square between cardinal water and cardinal air, the Moon and Venus. Both want a loving, peaceful partnership. They differ over what that looks like, with one seeking emotional closeness and the other graceful balance.',
    attraction:
      'Romance comes naturally to both. Cancer is drawn to Libra’s charm, courtesy and talent for making any room lovely, while Libra is touched by Cancer’s warmth, loyalty and genuine care. Venus and the Moon are the gentlest of the planets, and together they create an atmosphere of affection and comfort. As cardinal signs, each is ready to invest in a relationship and to take the initiative in building it. Thoughtful gifts, candlelit dinners and a beautifully arranged home appeal to both of them in equal measure.',
    clash:
      'Cancer feels and Libra weighs. When the Crab is upset it wants reassurance; Libra may instead offer a balanced view of both sides, which can land like a verdict from the bench. Libra’s need for company and conversation can leave Cancer feeling second to a crowd, while Cancer’s moods may tire the Scales, who prize calm above almost everything. Two cardinal signs may each try to steer, Cancer through emotion and Libra through diplomacy. Open conflict is uncomfortable for both, so problems can simmer beneath a polite surface.',
    makeItWork:
      'Libra can lead with empathy before analysis, first acknowledging how Cancer feels and only then exploring solutions. Cancer can accept that Libra’s love of people is not a lack of love for the Crab. Plan a balance of home evenings and social ones. Because both dodge confrontation, set a regular gentle time to air small grievances. Create beauty together, whether in a home, a garden or a shared celebration; it unites Venus’ taste and the Moon’s love of nesting.',
  },
  {
    signs: ['cancer', 'scorpio'],
    headline: 'Deep waters and a fierce loyalty',
    summary:
      'Cancer and Scorpio share water in a powerful trine, cardinal and fixed, the Moon and Pluto, with Mars as Scorpio’s older ruler. Emotional depth, protective loyalty and intense intimacy mark this match, which can feel like coming home.',
    attraction:
      'These two can feel each other’s moods from across a crowded room. Cancer is drawn to Scorpio’s intensity, strength and fierce protectiveness; Scorpio is soothed by the Crab’s tenderness and loyalty. Privacy, emotional honesty and commitment matter deeply to both, and both would rather have one profound bond than a dozen shallow ones. The trine lends them an easy understanding, while Pluto’s depth and the Moon’s sensitivity create real intimacy. Once trust is won, each guards the other with a devotion outsiders rarely see.',
    clash:
      'Intensity cuts both ways. Scorpio’s jealousy and need for control can meet Cancer’s clinginess, producing a closeness that edges towards suffocation. When hurt, the Crab retreats sideways and the Scorpion stings, and neither forgets. Old wounds can resurface again and again, polished by memory. Both are private to the point of secrecy, so problems may stay hidden until they erupt. Fixed Scorpio can be unyielding, and cardinal Cancer can apply emotional pressure to get its way, which Scorpio recognises and resists.',
    makeItWork:
      'Keep trust visible and talk openly about jealousy and fear, the two subjects this pair would most like to avoid. Agree that past hurts, once aired and forgiven, stay buried. Cancer can speak up rather than sulk, and Scorpio can state what it needs rather than setting tests. Separate friends and hobbies give each room to breathe, keeping the bond rich rather than all-consuming. Private rituals, from late-night talks to a favourite meal cooked together, deepen what is already there. Emotional truth is the food this couple lives on.',
  },
  {
    signs: ['cancer', 'sagittarius'],
    headline: 'The hearth and the horizon',
    summary:
      'Cancer and Sagittarius meet at a quincunx, cardinal water beside mutable fire, the Moon beside Jupiter. Jupiter is exalted in Cancer, so there is a generous kinship between them, even if one longs for home and the other for the open road.',
    attraction:
      'Generosity is the meeting point. Sagittarius is charmed by the Crab’s kindness, humour and caring nature; Cancer is captivated by the Archer’s optimism, adventurous spirit and big heart. Each opens a door for the other. The Archer introduces Cancer to travel, new ideas and a wider circle, while Cancer gives the Archer a warm kitchen to come home to and someone who wants to hear every story. Both are idealistic about love, Cancer dreaming of family and Sagittarius of a partner in adventure, and each can make room for the other’s dream.',
    clash:
      'Security and freedom pull hard against each other. Cancer wants closeness and reassurance; Sagittarius needs room to roam and may feel smothered by constant check-ins. The Archer’s cheerful bluntness can wound a Crab who takes every word to heart, and Cancer’s moods can puzzle a partner who prefers to look on the bright side. Across a quincunx, neither sign’s instincts help much in reading the other, so each has to learn the other’s ways from scratch. Even the word commitment may mean something different to each of them.',
    makeItWork:
      'Sagittarius can reassure Cancer regularly, with calls, messages and clear commitments, so freedom does not feel like abandonment. Cancer can give the Archer room to explore, perhaps joining some adventures and cheering others from home. Plan trips together that include cosy bases as well as new horizons. Soften honesty on one side and voice needs on the other. Shared generosity, whether hosting friends, family gatherings or good causes, uses the best of both signs.',
  },
  {
    signs: ['cancer', 'capricorn'],
    headline: 'Hearth and summit on the same axis',
    summary:
      'Cancer and Capricorn sit opposite each other, cardinal water facing cardinal earth, the Moon facing Saturn. One tends the home and the other climbs the mountain, and between them they can cover every need a shared life has.',
    attraction:
      'Opposites on the axis of home and career, these two are drawn by what the other carries. Capricorn is moved by Cancer’s tenderness, loyalty and gift for making a house feel like a refuge. Cancer admires Capricorn’s steadiness, ambition and the quiet reliability of someone who keeps every promise. Both are cardinal, so both take the lead in building a secure future, and both value family and tradition. Saturn’s reserve meets the Moon’s warmth, and each feels safe in the other’s company. They tend to take love seriously from the start.',
    clash:
      'Capricorn can seem cold, controlled and focused on work; Cancer can seem moody, clingy and too focused on feelings. The Crab may feel neglected by a partner who spends long hours building a career, and the Goat may feel pressured by emotional demands it does not know how to meet. Astrology notes that Mars falls in Cancer and is exalted in Capricorn, and the pair can indeed handle anger in opposite ways, Cancer indirectly and Capricorn with cool control. Both can be stubborn in their own style.',
    makeItWork:
      'Recognise that you want the same thing, security, and are approaching it from two sides. Capricorn can show love openly, with words and time as well as provision, and put the phone down at dinner. Cancer can respect the Goat’s ambitions as a form of care for the future, and share feelings directly rather than through moods. Plan together: a budget, a home, family life. Balance work and rest deliberately. United, this opposition can create a remarkably strong partnership.',
  },
  {
    signs: ['cancer', 'aquarius'],
    headline: 'The nest and the wide open sky',
    summary:
      'Cancer and Aquarius meet at a quincunx: cardinal water and fixed air, the Moon and Uranus, with Saturn as Aquarius’ traditional ruler. Feeling meets detachment here. It is an unusual match that asks both to stretch, and can reward them richly.',
    attraction:
      'Curiosity draws them together. Aquarius is intrigued by Cancer’s emotional depth and sense of belonging, which can seem almost exotic to the independent Water Bearer. Cancer is fascinated by Aquarius’ originality, its big ideas and its concern for the wider world. Both care about people, in different ways: Cancer for family and close friends, Aquarius for community and humanity. When they connect, Cancer gives Aquarius a warm home base, and Aquarius gives Cancer a broader horizon.',
    clash:
      'The quincunx shows up as emotional mismatch. Cancer wants closeness, reassurance and private intimacy; Aquarius wants freedom, space and friendship-based love. The Crab may feel the Water Bearer is distant or unfeeling, and Aquarius may feel Cancer is needy or possessive. Fixed Aquarius holds firm to its views, and cardinal Cancer wants to lead the home. Cancer leans on tradition, and Aquarius loves to break it. Misunderstandings can pile up unless both make an effort.',
    makeItWork:
      'Talk clearly about what each needs from closeness and freedom, and make agreements rather than assumptions. Aquarius can show affection deliberately, with small gestures, warm words and time at home, and Cancer can give the Water Bearer space without reading it as rejection. Share a cause or community, which lets Aquarius’ ideals and Cancer’s caring meet. Honour some traditions and try some experiments. With patience, this unusual pair can create a home that is both cosy and open.',
  },
  {
    signs: ['cancer', 'pisces'],
    headline: 'Two tender souls in the same tide',
    summary:
      'Cancer and Pisces share water in a soft trine, cardinal and mutable, the Moon and Neptune, with Jupiter as Pisces’ older ruler. Empathy, imagination and gentle devotion make this one of the zodiac’s most tender pairings.',
    attraction:
      'Intuition runs between them like a current. Cancer senses Pisces’ moods and offers care; Pisces feels Cancer’s needs and responds with compassion. Both are romantic, imaginative and kind, and both value emotional connection above all. Cancer provides a safe, cosy home for the dreamy Fish, while Pisces brings magic, creativity and a sense of the spiritual into the Crab’s world. The trine makes them feel naturally in tune, as if they have known each other before. Their love often feels like a refuge from a harsh world.',
    clash:
      'Too much water can flood. Both can be oversensitive, absorbing each other’s moods until neither knows whose sadness is whose. Cancer may become protective to the point of smothering, and Pisces may escape into daydreams or avoidance. Neither enjoys confrontation, so practical problems, such as money, housework or plans, may slide. Cancer’s cardinal urge to direct things can meet Pisces’ mutable drift and feel like pushing water uphill. Both can feel misunderstood despite all that empathy.',
    makeItWork:
      'Bring in some earth. Use budgets, calendars and clear agreements about chores so practical life does not drown in feeling. Keep separate spaces and friendships so each can recharge. Cancer can allow Pisces to float a little, and Pisces can offer Cancer the reliability it needs. Express needs in words rather than assuming the other will just know. Creative rituals, such as music, cooking together or time by the sea, feed both souls. With gentle structure, this tender pair can flourish.',
  },
];
