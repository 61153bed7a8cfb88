import type { PairText } from './types';

/**
 * Compatibility for the 78 pairs of Chinese zodiac signs (issue #24), rat with rat, ox, … pig,
 * then ox with ox … pig, down to pig with pig: original writing for any close relationship, love
 * first. Each pair names its traditional relation where it has one (trine of allies, secret
 * friends, clash, harm, punishment); the elements named are the animals' fixed elements, not
 * those of a birth year. Shape and limits in ./types.
 */
export const CHINESE_PAIRS: PairText[] = [
  {
    signs: ['rat', 'rat'],
    headline: 'Two quick minds sharing one larder',
    summary:
      'Two Rats read each other almost without trying: the same quick wits, the same eye for a chance, the same instinct to save for a rainy day. The bond is lively and clever, though two alert worriers can feed each other’s nerves.',
    attraction:
      'Nobody has to explain the plan. One Rat sees the opening, and the other has already worked out the route, the cost and the back door. Both are yang Water signs, sociable and resourceful, so conversation runs fast and rarely turns dull. They share a taste for thrift that others find fussy, and each is quietly relieved to meet someone who checks the receipt too. In a home or a business that shared caution builds a real cushion, and the private jokes pile up as fast as the savings.',
    clash:
      'Trouble comes when both are scanning for danger at once. Rats are alert by nature, and two of them can turn a small doubt into a shared alarm, each reading the other’s fretting as proof that something is wrong. Competition is the other snag: both like to be the one with the clever idea, and neither enjoys being outmanoeuvred. Money, so often a bond, can become a quiet contest over who spent what. When suspicion creeps in, two sharp minds make very good detectives against each other.',
    makeItWork:
      'Agree early who leads on what, so the cleverness points outward instead of inward. One can run the budget while the other scouts new chances, swapping roles when either grows restless. Build in calm on purpose: a walk, a shared meal with no planning allowed, a rule that worries are spoken aloud before they harden into theories. Generosity matters too. A small, unplanned treat tells another Rat more than a speech, because it shows the hoarding instinct has been set aside for them.',
  },
  {
    signs: ['rat', 'ox'],
    headline: 'The quick mind and the steady hand',
    summary:
      'Among the six secret-friend pairs of Chinese tradition, Rat and Ox may be the most practical: a quiet alliance of wit and stamina. The Rat brings ideas and social ease; the Ox brings patience and follow-through. Together they tend to build something that lasts.',
    attraction:
      'Each supplies what the other lacks without making a fuss about it. The Rat spots the opening; the Ox has the endurance to walk through it and keep going long after the novelty fades. Rat’s yang Water meets Ox’s yin Earth, a balance of motion and ground that the old astrologers counted among the happiest matches. The Ox finds the Rat’s chatter a welcome lift from its own seriousness, while the Rat finds in the Ox a rare person who does exactly what was promised. Trust builds slowly and then holds.',
    clash:
      'Pace is the usual sore point. The Rat likes to change course the moment a better chance appears, and the Ox, who committed to the first plan, hears this as flightiness. Ox stubbornness, in turn, can feel to the Rat like a wall with no door. Earth dams Water, and a Rat who feels contained may start working around the Ox rather than with it, which the Ox will notice and resent. The Ox’s silence during a disagreement can also leave the Rat guessing, and a guessing Rat tends to assume the worst.',
    makeItWork:
      'Give the Ox time and the Rat room. When a new idea arrives, the Rat can lay it out and then step back for a day, trusting that a considered yes from an Ox is worth more than a quick one. The Ox, for its part, can say what it is thinking rather than simply digging in. Shared money goals suit this pair well, as long as both know the plan. Let the Rat handle people and the Ox handle process, and mark the small milestones: the Ox rarely asks for praise but always notices it.',
  },
  {
    signs: ['rat', 'tiger'],
    headline: 'Clever plans meet a bold heart',
    summary:
      'Rat and Tiger share no traditional tie, but Water feeding Wood gives them a natural lift. The Rat plans; the Tiger charges. It works when the Tiger’s courage and the Rat’s caution learn to respect each other.',
    attraction:
      'The Tiger is everything the careful Rat secretly admires: fearless, magnetic, ready to take on the world for a cause. The Rat, in turn, offers what the Tiger rarely has, a sharp strategic mind that can see three moves ahead. Both are yang and both are restless, so the pace rarely flags, and each keeps the other entertained. In the old elemental cycle Rat’s Water nourishes Tiger’s Wood, and there is something of that here: the Rat’s ideas give the Tiger’s energy a direction worth running in.',
    clash:
      'Risk divides them. The Tiger leaps because the leap matters; the Rat wants to count the cost first, and may hedge its bets in ways the Tiger finds faint-hearted or even disloyal. Tigers are open about their feelings and expect the same, while Rats keep a few cards close, which can make a Tiger suspicious. Money brings its own friction, since a Tiger spends on grand gestures and the Rat winces at every one. If the Tiger starts to feel managed it will bolt, and a Rat who feels ignored may quietly make other plans.',
    makeItWork:
      'Divide the work by temperament. The Tiger can front the venture, make the bold call and rally people; the Rat can run the numbers and keep an exit open without treating it as betrayal. Talk about money in plain terms before it becomes a grievance, perhaps with a fund the Tiger may spend freely and a reserve the Rat may guard. A Tiger needs honesty more than tact, so the Rat does better to voice a worry outright than to work around it. Admiration, spoken often, keeps both of them generous.',
  },
  {
    signs: ['rat', 'rabbit'],
    headline: 'Sharp wits and soft manners in one room',
    summary:
      'Rat and Rabbit share a love of comfort and a good eye for people, yet old lore marks them with a minor strain of discourtesy. Clever and tactful by turns, they suit each other best when the Rat softens its edges.',
    attraction:
      'Both are observers. The Rat reads a room for opportunity, the Rabbit reads it for mood, and together they miss very little. Rabbits bring refinement, calm and a beautifully kept home; Rats bring energy, contacts and a knack for making things happen. Water feeds Wood in the old cycle, and the Rat’s resourcefulness often helps the Rabbit’s gentler talents find an outlet. Each likes security, each dislikes waste, and an evening in, swapping sharp observations about everyone they know, can be one of their happiest pleasures.',
    clash:
      'Tradition pairs Rat and Rabbit in what it calls a punishment of discourtesy, and the everyday version is easy to picture. The Rat is blunt when hurried and can treat small courtesies as a waste of time; the Rabbit notices every slight and rarely says so. Rabbits avoid conflict, so grievances go underground, while the Rat, sensing something wrong but not told what, grows restless or suspicious. The Rat’s appetite for risk also sits badly with a Rabbit who values peace and a settled routine over any bargain.',
    makeItWork:
      'Manners are the whole game here. The Rat wins a Rabbit’s trust with small courtesies: thanks given, plans explained, a voice kept low. The Rabbit can help by naming a hurt while it is still small, rather than waiting for the Rat to guess. A shared home project suits them, since the Rabbit’s taste and the Rat’s resourcefulness make a good team. In business, let the Rabbit look after clients and the Rat strike the deals. Keep any risk-taking in a separate pocket so the household feels safe.',
  },
  {
    signs: ['rat', 'dragon'],
    headline: 'Schemer and dreamer in the same trine',
    summary:
      'Rat and Dragon belong to the same trine of allies, with the Monkey making the third. The Dragon supplies vision and daring, the Rat the cunning to make it real. An ambitious, affectionate pairing with a great deal of momentum.',
    attraction:
      'They recognise each other quickly as people who get things done. The Dragon thinks big, commands a room and inspires loyalty; the Rat is the shrewd operator who knows whom to call and what it will cost. Both are yang and energetic, so there is rarely a dull stretch. The Rat admires the Dragon’s sheer confidence, and the Dragon values a partner bright enough to keep up and loyal enough to stay. Traditional astrology groups them among the doers of the zodiac, and together they tend to turn talk into results.',
    clash:
      'The Dragon likes to be the star, and the Rat, though happy backstage for a while, does not enjoy being taken for granted. If the Dragon takes the credit for a plan the Rat engineered, resentment grows in silence. The Rat’s caution can also frustrate a Dragon who wants to leap now and fix the details later. Dragon pride does not bend easily, and Rat sharpness can sting when it is aimed at the Dragon’s grander ideas. Each can be controlling in its own style, the Dragon openly, the Rat from behind the scenes.',
    makeItWork:
      'Share the spotlight on purpose. The Dragon should name the Rat’s part in every success, in public as well as in private; it costs nothing and buys deep loyalty. The Rat can raise doubts as questions rather than verdicts, which a proud Dragon finds easier to hear. Plan together, then let the Dragon front the idea while the Rat runs the detail. When they disagree, a deadline helps: decide by a set date, then back the decision fully. This trine thrives on a shared goal, so keep one in view.',
  },
  {
    signs: ['rat', 'snake'],
    headline: 'Two clever minds reading between the lines',
    summary:
      'No traditional bond or quarrel links Rat and Snake, but both are shrewd, private and quietly ambitious. The Rat talks and the Snake listens. Their understanding can run deep if each can trust what the other keeps hidden.',
    attraction:
      'Intelligence is the draw. The Snake is a patient strategist with an intuition that borders on uncanny; the Rat is a fast thinker with a gift for spotting the main chance. Conversations between them have layers, full of hints and inferences that others miss. The Rat enjoys the Snake’s calm, elegant self-possession, and the Snake is entertained by the Rat’s energy and social reach. Both like the good things in life and both are careful with resources, which makes them natural partners in any venture that rewards foresight.',
    clash:
      'Secrecy is the weak spot. Both hold things back, and two private people can end up guarding separate vaults inside one relationship. The Snake can be possessive and slow to forgive; the Rat, restless and sociable, may drift from plans or company in ways the Snake reads as disloyal. Water and Fire sit uneasily in the elemental cycle, and here it shows as a tug between the Rat’s quick changes and the Snake’s wish to settle slowly. Neither is good at apologising first.',
    makeItWork:
      'Make openness a habit, not an event. A regular check-in, even a brief one, stops either from building private theories about the other. The Rat can slow down enough to let the Snake think before answering; the Snake can give the Rat a little more warmth out loud than comes naturally. Agree on what is shared and what is personal, especially money and friendships, so that privacy never looks like concealment. When trust holds, this pair can plan almost anything together and see it through with style.',
  },
  {
    signs: ['rat', 'horse'],
    headline: 'Opposite seasons pulling the same rope',
    summary:
      'Rat and Horse sit directly opposite each other on the Chinese zodiac wheel, making theirs one of the six traditional clashes. Water meets Fire. The tension is real, but so is the spark, and honest effort can turn it into energy.',
    attraction:
      'Opposites sometimes fascinate, and these two do. The Horse is open, warm and free, galloping after whatever excites it; the Rat is watchful, clever and quietly calculating. Each sees in the other a way of living it never tried. Both are yang signs, lively and sociable, so the early days are often full of talk, outings and laughter. The Rat can find the Horse’s candour refreshing, and the Horse may be impressed by how much the Rat gets done without any apparent fuss. The pull is genuine.',
    clash:
      'The old clash shows up in daily habits. The Horse wants freedom and spontaneity; the Rat wants a plan and a reserve fund. A Horse who feels watched becomes restless, and a Rat who cannot predict the Horse becomes anxious and starts to manage from the shadows. Rat belongs to midwinter and Horse to midsummer, and they often stand at opposite ends of an argument too. Horses speak their minds at once, Rats prefer to keep something back, and each can call the other untrustworthy for it.',
    makeItWork:
      'Treat the difference as a skill set rather than a flaw. Let the Horse bring spontaneity and the Rat bring a safety net, and agree openly where each applies. A shared budget with a clear allowance for the Horse’s adventures stops money becoming a war. Horses need space, so the Rat does best to give it freely instead of rationing it. Rats need reassurance, so the Horse can share plans before disappearing into them. Regular time apart is healthy here, and coming back with news keeps things lively.',
  },
  {
    signs: ['rat', 'goat'],
    headline: 'Practical sense and a tender heart',
    summary:
      'Rat and Goat are linked in tradition by one of the six harms, a pairing where small misunderstandings can do outsized damage. Yet the Rat’s practicality and the Goat’s gentleness can shelter each other when both speak plainly.',
    attraction:
      'The Goat brings softness, imagination and a gift for making a place feel like home. The Rat brings drive, contacts and a head for money, exactly the security a Goat likes to lean on. Each can feel looked after by the other in a different way: the Goat protected by the Rat’s alertness, the Rat soothed by the Goat’s kindness. Creative Goats often have talent that a resourceful Rat knows how to present to the world, which makes this a promising match for shared projects.',
    clash:
      'The traditional harm tends to work through slow hurt rather than open battle. A Rat’s briskness, meant only as efficiency, can land on a sensitive Goat as criticism. The Goat’s wish to be cared for may start to look to the Rat like dependence, especially where money is concerned, and the Rat’s thrift may feel cold to a Goat who spends for comfort and beauty. Goats retreat into worry when hurt; Rats grow impatient with what they cannot fix. Neither means any harm, which is what makes it hard to spot.',
    makeItWork:
      'Say the kind thing out loud. The Rat’s care usually shows in deeds, but a Goat needs words and warmth as well. The Goat, in turn, can make its needs specific rather than hoping the Rat will guess, since a Rat loves a clear problem to solve. Agree money rules calmly, with some room for beauty and some for saving. When tension builds, slow the pace: Goats need time to recover, and Rats benefit from being made to pause. Small daily kindnesses do more here than any grand reconciliation.',
  },
  {
    signs: ['rat', 'monkey'],
    headline: 'Two tricksters who always find a way',
    summary:
      'Rat and Monkey share a trine of allies with the Dragon, and few pairs enjoy each other’s minds as much. Quick, inventive and fond of a clever solution, they make a lively team, provided they play on the same side.',
    attraction:
      'Wit meets wit. The Monkey is an inventor and an entertainer, forever tinkering with a new idea; the Rat has the sense of timing to know which of those ideas will pay. Monkey’s Metal feeds Rat’s Water in the elemental cycle, and in practice the Monkey’s ingenuity keeps the Rat’s resourceful mind well supplied. Both are yang, social and curious, both love a puzzle and neither minds bending a rule that never made sense. They laugh at the same things, which matters more over the years than almost anything else.',
    clash:
      'Two clever operators can end up outwitting each other. The Monkey loves a prank and a test, and a Rat who feels tricked does not forget it. Both can be restless, so routines and chores may fall between them, each assuming the other will notice first. There is also a competitive streak: the Monkey likes to be the smartest one present, the Rat likes to be the best informed, and conversation can turn into a contest. Trust erodes quickly if either uses that cleverness to hide something.',
    makeItWork:
      'Agree that the cunning points outward, at problems and rivals, never at each other. A shared project gives their restless brains somewhere to go, whether it is a business, a renovation or a trip that needs planning. Someone has to own the dull jobs, so write them down and share them. Keep score of laughter rather than wins. When either pulls a fast one, the honest move is to own it quickly, because both are too sharp to be fooled for long and the cover-up always does more damage than the deed.',
  },
  {
    signs: ['rat', 'rooster'],
    headline: 'The improviser and the perfectionist',
    summary:
      'Rat and Rooster are both sharp and hard-working, yet they go about life differently: the Rat by improvising, the Rooster by the book. Old charts note a minor break between them. Respect for each other’s method is the key.',
    attraction:
      'Each is impressed by the other’s competence. The Rooster is precise, well presented and proud of doing a job properly; the Rat is nimble and quick to see where advantage lies. Metal feeds Water in the elemental cycle, and the Rooster’s structure can give the Rat’s many ideas a shape they would otherwise lack. Both are careful with money and both enjoy being well informed. In a working partnership especially, the Rooster’s standards and the Rat’s instincts can produce very tidy results.',
    clash:
      'The Rooster says exactly what it thinks, often as a correction, and the Rat does not take kindly to being audited. Rats cut corners when a shortcut looks smart; Roosters see a shortcut as sloppy. The Rat’s flexibility with plans can read to the Rooster as unreliability, and the Rooster’s insistence on doing things properly can read to the Rat as rigidity. The minor break recorded between these signs tends to show as irritation that builds from small repeated frictions rather than one big row.',
    makeItWork:
      'Divide territory clearly. Let the Rooster own the systems, the schedule and the finish; let the Rat own the contacts, the opportunities and the improvising when a plan breaks. Criticism should come with a reason and, ideally, a compliment nearby, because Rats hear a list of faults as an attack. The Rat can return the favour by keeping promises about time and detail, which matters enormously to a Rooster. Both admire competence, so praising a job well done is the quickest route to warmth.',
  },
  {
    signs: ['rat', 'dog'],
    headline: 'A shrewd head and a loyal heart',
    summary:
      'With no traditional bond or clash to lean on, Rat and Dog rest their match on character. The Rat is clever and adaptable, the Dog principled and loyal. When the Dog trusts the Rat’s motives, this can become a steady, protective partnership.',
    attraction:
      'The Dog offers something every Rat values and rarely finds: loyalty without conditions. The Rat offers the Dog a practical cleverness that turns good intentions into working solutions. Both are yang signs and both are alert to danger, the Rat to risk and the Dog to injustice, so each feels guarded by the other. Dogs are honest to a fault, and a Rat who has spent years reading hidden motives can find that honesty deeply restful. They also share a dry sense of humour about the world’s foolishness.',
    clash:
      'Motives are where they stumble. The Dog judges actions by whether they are right; the Rat judges them by whether they work. A clever Rat manoeuvre that bends a rule may strike the Dog as dishonest, and a Dog’s stand on principle may strike the Rat as needlessly costly. Both worry, and their worries differ: the Rat frets about money, the Dog about fairness and loyalty. Earth dams Water, and a disapproving Dog can make a Rat feel hemmed in and judged.',
    makeItWork:
      'Explain the why. The Rat can earn a great deal of Dog trust simply by sharing its reasoning openly instead of announcing results. The Dog can learn that a shrewd move is not automatically a shady one, and ask before assuming. Agree on a few firm principles both will keep, particularly around money and honesty with each other, and leave room for difference elsewhere. Anxious moments go better when named together. Each is good at reassurance when asked, and both sleep better knowing the other is on watch.',
  },
  {
    signs: ['rat', 'pig'],
    headline: 'Two winter signs around one warm hearth',
    summary:
      'Rat and Pig share the Water element and neighbour each other at the turn of the year. No formal tie binds them, but the Rat’s resourcefulness and the Pig’s generosity make a warm, comfortable pairing with plenty of fun.',
    attraction:
      'Comfort is their common language. The Pig is generous, easy-going and fond of good food and good company; the Rat is sociable and knows how to make resources stretch to cover a feast. Both are Water signs, the Rat yang and the Pig yin, so their moods flow together easily and a shared evening rarely needs planning. The Pig’s trusting warmth softens the Rat’s guardedness, and the Rat’s alertness protects the Pig from people who would exploit its good nature. It is an affectionate, cosy pairing.',
    clash:
      'Money is the likeliest flashpoint. The Pig spends to enjoy and to give; the Rat saves to feel safe, and each can find the other’s habit slightly alarming. The Pig also takes people at face value, while the Rat assumes there is always an angle, so a Pig may feel the Rat is cynical and the Rat may think the Pig naive. When the Rat’s restlessness meets the Pig’s love of an unhurried life, the Rat can seem frantic and the Pig idle.',
    makeItWork:
      'Build a shared pot for pleasure and a separate one for security, so neither the Pig’s generosity nor the Rat’s caution has to win. The Rat can relax into the Pig’s hospitality and let a good evening simply be good. The Pig can listen when the Rat raises a doubt about someone, since the warning is usually meant to protect. Share the hosting: the Rat finds the bargains and the Pig makes everyone welcome. Kindness comes easily to both of them, and it should be spent freely on each other.',
  },
  {
    signs: ['ox', 'ox'],
    headline: 'Two steady souls building slowly',
    summary:
      'Two Oxen make a patient, dependable pair who value loyalty and hard work above show. Their shared Earth gives them solid footing, though two stubborn minds may dig in on opposite sides of a small disagreement.',
    attraction:
      'Reliability is romantic to an Ox, and another Ox offers it in full. Both keep their word, both show up, both prefer a plan done properly to a promise made loudly. Yin Earth meeting yin Earth makes for a calm household with routines that suit them both and a shared understanding that love is proved over years, not declared in a week. They are rarely bored together, because both find real satisfaction in tasks finished, savings grown and a home that runs well.',
    clash:
      'Neither gives way easily. When two Oxen disagree, each can settle into a silent, immovable stance, and the deadlock may last for days because neither wants to be the one who moved first. Both can be too serious, letting work crowd out play until the relationship feels like another job. Change is hard for them, so a pair of Oxen may hang on to an outdated plan simply because it was agreed. Feelings tend to go unspoken, and resentment can harden quietly beneath a calm surface.',
    makeItWork:
      'Schedule the fun, since it will not happen by accident. A regular outing, a shared hobby or a trip planned far ahead gives two Oxen permission to enjoy themselves. When a standoff starts, agree a simple rule: whoever speaks first earns respect, not defeat. Revisit long-term plans once a year and ask honestly whether they still fit. Say appreciation out loud even when it feels obvious, because neither Ox will ask for it. Their shared strength is endurance, and it serves best when aimed at common goals.',
  },
  {
    signs: ['ox', 'tiger'],
    headline: 'Patience meets a restless spirit',
    summary:
      'Here is a study in contrast: the Ox slow, careful and set in its ways, the Tiger bold, impulsive and hungry for change. No traditional bond links them, but real respect is possible when neither tries to tame the other.',
    attraction:
      'The Tiger admires strength, and the Ox has plenty of it, the quiet kind that does not need to prove itself. The Ox, in turn, is drawn to the Tiger’s courage and warmth, a brightness that makes an ordinary week feel like an adventure. Each has something the other lacks: the Ox gives the Tiger solid ground and staying power, the Tiger gives the Ox a push towards risks worth taking. As partners in a cause they can be formidable, one charging ahead and one holding the line.',
    clash:
      'Tigers want to move now, Oxen want to think it over, and the gap can feel enormous. In the elemental cycle Wood breaks up Earth, and a Tiger in a hurry can trample the Ox’s careful arrangements. The Ox digs in, the Tiger pushes harder, and two strong wills lock horns. Tigers also crave excitement and can find Ox routines stifling, while Oxen find Tiger spontaneity exhausting and unreliable. Both are proud, and neither likes to lose an argument.',
    makeItWork:
      'Decide which decisions need Ox speed and which deserve Tiger speed. Small, reversible choices can go the Tiger’s way; big, lasting ones get the Ox’s patient review. The Tiger can earn cooperation by explaining a plan rather than announcing it, and the Ox can earn trust by saying yes now and then to something new. Give the Tiger outlets for restlessness beyond the relationship, such as sport, travel or a cause, while the Ox has its routines honoured. Respect, openly shown, keeps both proud animals on side.',
  },
  {
    signs: ['ox', 'rabbit'],
    headline: 'A quiet home with good bones',
    summary:
      'Ox and Rabbit both prize peace, comfort and a settled home, and neither enjoys drama. No traditional tie links them, yet their gentle temperaments fit well. The work is keeping the Ox’s bluntness from bruising the Rabbit’s tact.',
    attraction:
      'A calm life is the shared dream. The Ox provides stability, effort and a steady supply of good sense; the Rabbit provides grace, diplomacy and a beautifully arranged home. Both are yin signs, inward-turned and happiest with a small circle of trusted people. The Rabbit feels safe beside the Ox, and the Ox feels softened by the Rabbit’s refinement. In business the Ox does the heavy lifting while the Rabbit handles the clients, and both are happy to avoid needless risk.',
    clash:
      'The Ox speaks plainly and can be gruff without noticing; the Rabbit notices everything and rarely says so. Over time a Rabbit may feel unseen or quietly criticised, while the Ox wonders why the atmosphere has cooled. Rabbits like variety in small things, from décor to social plans, and the Ox may resist each change on principle. Both avoid conflict, but differently: the Ox goes silent and stubborn, the Rabbit goes polite and distant, and problems can sit untouched for a long time.',
    makeItWork:
      'Let gentleness and plain speaking meet in the middle. The Ox can soften its delivery with a little more warmth; the Rabbit can be a little more direct about what it wants. A weekly chat about the small things keeps them small. Let the Rabbit bring novelty into the home and trust the Ox with the big, slow decisions. Both enjoy comfort, so time spent making the home lovely together is well spent. Patience is a gift they both have, and it works best when given to each other.',
  },
  {
    signs: ['ox', 'dragon'],
    headline: 'Bedrock and a sky full of ambition',
    summary:
      'Both Earth signs, one yin and one yang, Ox and Dragon are strong-willed achievers. The Dragon dreams in colour while the Ox builds in stone. Power struggles are possible, but so is a formidable alliance.',
    attraction:
      'Each respects real strength, and each sees it in the other. The Dragon brings charisma, vision and the nerve to go for something big; the Ox brings the discipline and staying power to make big things actually happen. Sharing the Earth element gives them common ground in practical matters, even though their styles differ sharply. The Dragon finds the Ox’s calm, unshowy confidence surprisingly attractive, and the Ox, rarely dazzled, finds itself dazzled anyway. As business partners they cover vision and execution between them.',
    clash:
      'Both want to be in charge, in very different ways. The Dragon leads from the front and expects applause; the Ox leads by quiet persistence and expects its methods to be followed. The Ox finds Dragon extravagance wasteful and Dragon impatience careless, while the Dragon finds the Ox plodding and overly cautious. When they argue, the Dragon roars and the Ox simply stops moving, and neither tactic shifts the other an inch. Pride on both sides makes compromise feel like defeat.',
    makeItWork:
      'Split the kingdom. The Dragon can lead on vision, public face and bold moves; the Ox can lead on budgets, timelines and the steady daily effort. When each has a domain, neither needs to win every argument. The Dragon does well to recognise the Ox’s work openly, since quiet effort is easy to overlook, and the Ox can give the Dragon a bit of the admiration it craves. Agree in advance how big risks get decided. When two strong Earth signs pull together, very little can move them off course.',
  },
  {
    signs: ['ox', 'snake'],
    headline: 'Quiet strength and quiet wisdom',
    summary:
      'Ox and Snake share a trine of allies with the Rooster, the thinkers and planners of the zodiac. Both are yin, private and patient. Their bond grows slowly, but once made it tends to be deep, loyal and remarkably calm.',
    attraction:
      'Neither needs to fill a silence, and that alone is a relief to both. The Snake brings intuition, elegance and a long view of any situation; the Ox brings diligence and a rock-solid word. Snake’s Fire feeds Ox’s Earth in the elemental cycle, and the Snake’s insight often gives the Ox’s hard work a shrewder aim. Both dislike waste, gossip and chaos, and both would rather build quietly than boast. The Ox trusts the Snake’s judgement; the Snake trusts the Ox’s constancy. It is a meeting of two careful hearts.',
    clash:
      'Depth can turn into distance. Both keep feelings close, and a misunderstanding between two reserved people may never actually be spoken. The Snake can be possessive and secretive, the Ox stubborn and inflexible, so an impasse can last. The Snake likes a little luxury and may find the Ox too plain or thrifty; the Ox may find the Snake’s taste for fine things indulgent. If the Snake pursues a hidden plan the Ox was not told about, the Ox feels betrayed in a way that is slow to heal.',
    makeItWork:
      'Speak before silence sets. A small ritual of checking in, perhaps over a weekly meal, gives two private people a safe moment to say what is on their minds. The Snake can share plans early, which costs little and means a great deal to an Ox. The Ox can allow some indulgence, recognising that a Snake treats beauty as a need. Long-term goals suit them, whether a home, savings or a shared business. Both are strategists at heart, so they might plan the relationship as carefully as they plan everything else.',
  },
  {
    signs: ['ox', 'horse'],
    headline: 'The plough and the open road',
    summary:
      'Tradition counts Ox and Horse among the six harms, and their rhythms are plainly different: the Ox steady and home-loving, the Horse restless and free. Patience and clear agreements help them meet halfway.',
    attraction:
      'Each can see in the other a life it finds intriguing. The Horse is warm, talkative and full of plans, and its energy can lift a serious Ox out of a rut. The Ox is calm, reliable and grounded, exactly the safe harbour a Horse sometimes wants after a long gallop. Horse’s Fire feeds Ox’s Earth in the elemental cycle, and the Horse’s enthusiasm can give the Ox’s steady work a little spark. Both are hard workers in their own ways, the Ox through endurance and the Horse through sheer drive.',
    clash:
      'The traditional harm shows as a slow grind of mismatched needs. The Ox wants routine, commitment and a plan kept; the Horse wants variety, independence and the right to change its mind. A Horse can find the Ox controlling or dull, and an Ox can find the Horse unreliable and careless with promises. Horses speak on impulse and move on; Oxen remember every word. Money habits often differ too, with the Horse spending on experiences and the Ox putting by for the future.',
    makeItWork:
      'Agree on the fixed points and leave the rest loose. A few commitments that never move, such as family dinners or shared savings, give the Ox security; everything else can flex to give the Horse its freedom. The Horse can keep small promises scrupulously, because that is how an Ox measures love. The Ox can welcome the occasional surprise rather than treating it as chaos. Separate interests are healthy here. Time apart lets the Horse roam and the Ox rest, and both come back glad of the other.',
  },
  {
    signs: ['ox', 'goat'],
    headline: 'Duty and feeling across the wheel',
    summary:
      'Ox and Goat stand opposite each other on the Chinese zodiac, one of the six traditional clashes, though both are yin Earth. The Ox prizes duty and the Goat prizes feeling. Understanding that difference turns friction into balance.',
    attraction:
      'There is a softness in the Goat that the Ox quietly longs for, and a solidity in the Ox that the Goat finds deeply reassuring. Both are yin Earth signs, home-loving and averse to needless risk, and each wants a secure, comfortable life. The Goat brings creativity, empathy and a gentle eye for beauty; the Ox brings hard work, reliability and practical sense. When these two are in step, the Goat makes the home lovely and the Ox makes it secure, and each feels valued for what comes naturally.',
    clash:
      'The clash is one of outlook. The Ox believes in work, discipline and getting on with things; the Goat needs emotional reassurance, time to feel and a little indulgence. To the Ox, Goat moods can look like weakness or drama, and to the Goat, Ox steadiness can look like coldness. The Ox’s bluntness hurts, and the Goat’s sensitivity frustrates. Money can sharpen it all, with the Ox saving and the Goat spending on comfort and beauty. Both are stubborn in a quiet way, and neither bends easily.',
    makeItWork:
      'The Ox can learn to ask how the Goat feels and to listen without fixing. The Goat can learn to value the Ox’s practical care as a form of love, since mending the boiler is how an Ox says it. Set a budget that includes some beauty, so the Goat does not feel deprived and the Ox does not feel reckless. Divide the household by strengths. When an argument turns cold, a gentle touch or a shared meal often does more than words. Opposite signs can cover each other’s blind spots remarkably well.',
  },
  {
    signs: ['ox', 'monkey'],
    headline: 'The worker and the wit at one table',
    summary:
      'Earth feeding Metal gives Ox and Monkey a helpful link, though tradition names no special tie. The Monkey sparkles with ideas and the Ox quietly makes them real. It suits partners who enjoy each other’s opposite style.',
    attraction:
      'The Monkey makes the Ox laugh, which few people manage. Quick, playful and endlessly inventive, the Monkey brings colour to the Ox’s measured life. The Ox, in turn, offers the Monkey what a clever mind often lacks: focus, follow-through and a steady base from which to play. Earth nourishes Metal in the elemental cycle, and the Ox’s patience genuinely helps Monkey ideas mature into something useful. As business partners they can be excellent, with inventor and builder each respecting the other’s skill.',
    clash:
      'The Monkey’s love of shortcuts and pranks can grate on an Ox who believes in doing things properly. Monkeys get bored and move on; Oxen stay and finish, and may resent being left holding a half-built project. The Ox’s caution can feel to the Monkey like a brake on every good idea. Trust is the deeper issue, since an Ox values honesty above cleverness, and a Monkey who bends the truth for fun or convenience will find that the Ox does not laugh.',
    makeItWork:
      'Pair the Monkey’s ideas with the Ox’s process. The Monkey can bring ten schemes and the Ox can pick the one worth building, on the understanding that whoever starts a task finishes it or hands it over properly. Straight talk is essential: the Monkey can save its tricks for other people and be plain with the Ox. The Ox can loosen up enough to enjoy the Monkey’s play without treating it as a threat. Shared laughter is the glue here, and it deserves protection.',
  },
  {
    signs: ['ox', 'rooster'],
    headline: 'Order, diligence and a shared work ethic',
    summary:
      'Ox and Rooster belong to the same trine of allies, with the Snake as the third, and both love order, effort and a job done well. Their partnership is dependable and practical, with real affection under the tidy surface.',
    attraction:
      'They speak the same language of effort. The Rooster is organised, observant and proud of high standards; the Ox is patient, hardworking and true to its word. Both are yin signs and both admire discipline, so neither has to justify a careful routine or a sensible budget. Ox’s Earth nourishes Rooster’s Metal in the elemental cycle, and the Ox’s steady support gives the Rooster confidence to shine. The Rooster, meanwhile, brings polish and a little flair to the Ox’s quiet life. Few pairs run a household or a business as smoothly.',
    clash:
      'The Rooster criticises as readily as it breathes, and even a patient Ox can tire of being corrected. Both are set in their ways, so when they disagree on method, two perfectionists may refuse to budge. The Rooster likes to be noticed and admired, and the undemonstrative Ox may not give enough of either. Life can also become a little too efficient, with plenty of order and too little fun. Both dislike admitting fault, and small disagreements can harden into a standing grievance.',
    makeItWork:
      'Soften the feedback. The Rooster can frame suggestions as offers rather than faults, and the Ox can say outright how much it admires the Rooster’s skill. Leave some corners of life unplanned: a spontaneous trip, a new hobby, a meal out for no reason. When methods differ, try both and measure the result, which appeals to their shared practicality. Take turns being right. A trine bond like this one has deep roots, and it grows stronger when both treat each other with the care they give their work.',
  },
  {
    signs: ['ox', 'dog'],
    headline: 'Two guardians of the same gate',
    summary:
      'Ox and Dog are both Earth signs who value loyalty, honesty and hard work, yet tradition lists them in a minor punishment together. Their shared principles build trust, while their stubborn streaks need careful handling.',
    attraction:
      'Integrity draws them together. The Dog is loyal, fair-minded and protective; the Ox is steady, dutiful and reliable. Neither plays games, and each trusts the other’s word from early on. The Ox offers the Dog a calm presence that soothes its worries, and the Dog offers the Ox a warm, devoted companion who will defend it in any company. Both care more about substance than show, and both are happiest with a stable home, a few true friends and a sense of doing right by others.',
    clash:
      'Tradition places Ox, Dog and Goat in a minor punishment, and between Ox and Dog it tends to appear as a tussle over who is right. Both hold firm opinions and neither enjoys being corrected. The Dog worries and wants to talk it out; the Ox prefers to say nothing and keep working, which the Dog may read as indifference. The Ox can be domineering in practical matters, and the Dog bristles at anything that feels unfair. Two Earth signs can also grow too cautious together, missing chances that need a leap.',
    makeItWork:
      'Lean on shared values, not shared opinions. When they disagree, it helps to go back to what both want, which is usually the same thing: security, fairness and a home where everyone is safe. The Ox can give the Dog reassurance in words, not only in deeds. The Dog can give the Ox time to think before demanding an answer. Take turns leading in areas each knows best. A dose of fun and the occasional risk keeps two cautious Earth signs from settling into a rut.',
  },
  {
    signs: ['ox', 'pig'],
    headline: 'Hard work and a generous table',
    summary:
      'The Ox provides; the Pig enjoys and shares. No formal tie binds them, yet these two yin, home-loving and sincere signs fit together comfortably. The differences lie mostly in pace and in how money is spent.',
    attraction:
      'Sincerity is the bond. Neither the Ox nor the Pig has much taste for games, and each recognises an honest heart in the other. The Pig brings warmth, humour and a generous spirit that makes the Ox’s home feel welcoming; the Ox brings the steadiness and hard work that keep the Pig secure. Earth and Water meet here, and the Ox’s firmness gives the Pig’s easy-going nature some useful banks to flow between. Both enjoy good food, a quiet evening and time with close family.',
    clash:
      'The Ox can see the Pig’s love of pleasure as indulgence, and the Pig can see the Ox’s discipline as grim. The Pig is trusting and sometimes naive with money or people, which worries a cautious Ox; the Ox may respond by taking control, and the Pig will feel lectured. Earth dams Water in the elemental cycle, and a rigid Ox can dampen the Pig’s natural joy. The Pig avoids confrontation, so resentments may simmer under cheerful manners until they spill over.',
    makeItWork:
      'Find a rhythm of work and reward. The Ox can plan the week and the Pig can plan the treats, so effort always ends in enjoyment. On money, agree on a shared reserve that the Ox guards and a fun fund the Pig can use without apology. The Pig can speak up about small grievances rather than swallowing them. The Ox can relax into the Pig’s hospitality and accept that pleasure is not a waste. Kindness comes easily to both, so a little of it goes a long way here.',
  },
  {
    signs: ['tiger', 'tiger'],
    headline: 'Two bold hearts under one roof',
    summary:
      'Two Tigers create a vivid, passionate pairing: brave, idealistic and full of energy. Shared yang Wood means they understand each other’s fire. The challenge is that both want to lead, and neither backs down gracefully.',
    attraction:
      'They light each other up. Each Tiger recognises in the other the same courage, the same appetite for adventure, the same refusal to live a small life. Conversations are lively, plans are ambitious and the relationship rarely feels stale. Both are generous, protective and loyal to those they love, and both will fight for a shared cause with everything they have. For a Tiger, meeting an equal who neither fears it nor tries to tame it is a rare and thrilling thing.',
    clash:
      'Two leaders in one territory will sooner or later disagree about the direction. Tigers are proud and quick-tempered, and an argument between two of them can flare fast and burn hot. Both are restless, so the household may lack someone to hold the fort while the other roams. Impulsiveness doubles, too: two Tigers may commit to a risky plan in an afternoon and repent at leisure. If either feels dominated, the relationship can become a contest of wills rather than a partnership.',
    makeItWork:
      'Give each Tiger its own domain to rule. Separate responsibilities, and even separate interests, let both lead without colliding. Agree a cooling-off rule for arguments: step away, then come back and talk once tempers drop. Before big commitments, build in a pause, ideally involving a calmer friend or adviser. Plenty of physical activity together, from hiking to dancing to competitive games, gives their energy a healthy outlet. Above all, keep the admiration flowing, because Tigers who feel respected will move mountains for each other.',
  },
  {
    signs: ['tiger', 'rabbit'],
    headline: 'Spring’s two faces, bold and gentle',
    summary:
      'Tiger and Rabbit are the two Wood signs of spring, the Tiger its bold yang face and the Rabbit its gentle yin one. They share warmth and idealism but differ in nerve. The Tiger protects; the Rabbit soothes.',
    attraction:
      'Kinship comes naturally, since both draw on Wood’s growing, hopeful energy. The Tiger admires the Rabbit’s grace, taste and emotional intelligence, and feels calmer in its company. The Rabbit is drawn to the Tiger’s courage and feels safe under its protection, the way a garden feels safe behind a good hedge. Each softens the other’s extremes: the Rabbit gentles the Tiger’s temper, the Tiger lends the Rabbit confidence to go after what it wants. Both care about fairness and beauty, and each shows love generously.',
    clash:
      'Temperament is the trouble. The Tiger is loud, direct and drawn to risk; the Rabbit is quiet, tactful and happiest when nothing is rocking. Tiger outbursts can frighten or exhaust a Rabbit, who may retreat rather than respond, leaving the Tiger puzzled and irritated. The Rabbit’s caution can feel to the Tiger like a lack of courage. Tigers also love a crowd and a cause, while Rabbits guard their peace and their home, so social plans can become a quiet tug of war.',
    makeItWork:
      'Turn the volume down and the honesty up. The Tiger can learn that a Rabbit hears a raised voice as danger, and pick calmer moments for hard talks. The Rabbit can learn that a Tiger would rather hear a difficult truth than guess at polite silence. Balance busy weeks with quiet ones. Let the Tiger champion causes and the Rabbit curate the home, and find shared ground in gardening, travel or the arts, where Wood signs flourish. Gentleness and courage make a strong pair when each values the other’s gift.',
  },
  {
    signs: ['tiger', 'dragon'],
    headline: 'Two forces of nature in one story',
    summary:
      'Few pairs carry as much raw power as Tiger and Dragon, two charismatic, ambitious yang signs. No formal tie links them, but together they can achieve a great deal, provided they share the stage rather than fight over it.',
    attraction:
      'Energy meets energy. The Tiger is brave and idealistic, the Dragon visionary and commanding, and each finds the other thrilling. Neither is intimidated by the other’s strength, which is itself a rare pleasure for both. Their ambitions often line up: both want to do something that matters, and both will throw themselves at it wholeheartedly. As partners in a venture or a cause they inspire the people around them, the Dragon with grand plans and the Tiger with passionate conviction. Life together is vivid and rarely dull.',
    clash:
      'Two monarchs, one throne. Both like to lead and neither takes orders gracefully, so power struggles are the obvious risk. The Dragon’s pride and the Tiger’s temper can turn a disagreement into a spectacle. Wood presses on Earth in the old cycle of elements, and the Tiger may try to push the Dragon around or uproot its plans. Both can be impatient, and both may overcommit, leaving no one to handle the details or the home front when things get busy.',
    makeItWork:
      'Share leadership by area and by turn. Decide who leads in which field, and respect each other’s calls there even when tempted to intervene. A shared goal bigger than either ego, such as a family, a business or a cause, helps them pull in the same direction. Bring in a steady third party, an adviser or a trusted friend, to handle the details neither enjoys. Praise each other in public. These two respond to admiration like plants to sunlight, and both soften a great deal when they feel seen.',
  },
  {
    signs: ['tiger', 'snake'],
    headline: 'Open hearts and hidden depths',
    summary:
      'Tiger and Snake are linked in tradition by one of the six harms, and they approach life in opposite ways: the Tiger openly, the Snake quietly. Wood feeds Fire between them, so there is heat, but trust takes deliberate work.',
    attraction:
      'Mystery draws the Tiger, and the Snake has plenty of it. The Snake’s calm intelligence and elegant reserve intrigue a Tiger used to wearing its heart on its sleeve. The Snake, in turn, is drawn to the Tiger’s courage and warmth, qualities it admires but rarely shows so openly. Tiger Wood feeds Snake Fire, and the Tiger’s enthusiasm can kindle the Snake’s ambitions. When they work together, the Tiger acts and the Snake plans, which can be a strong combination.',
    clash:
      'The harm between them usually shows as mistrust. The Tiger is direct and impulsive, and may feel the Snake is always holding something back. The Snake is cautious and strategic, and may see the Tiger as reckless, even naive. Snakes can be possessive; Tigers need freedom, and feel caged by anything like control. Tradition also places Tiger and Snake, with the Monkey, in a punishment of ingratitude, where favours are given and not acknowledged. Each may end up feeling misunderstood, even when both are trying.',
    makeItWork:
      'Transparency is essential. The Snake can share more of its thinking, especially plans that affect both, since a Tiger who discovers a hidden agenda feels betrayed. The Tiger can slow down and consult before acting, which shows the Snake respect. Thank each other specifically and often, to answer that old note about ingratitude. Agree on freedoms clearly, so the Tiger feels trusted and the Snake feels secure. With effort, the Tiger’s courage and the Snake’s wisdom can make each other stronger rather than warier.',
  },
  {
    signs: ['tiger', 'horse'],
    headline: 'Two free spirits running side by side',
    summary:
      'Tiger and Horse share a trine of allies with the Dog, and this is one of the liveliest matches in the Chinese zodiac. Both are yang, warm, adventurous and freedom-loving. Together they chase life with real joy.',
    attraction:
      'Neither tries to cage the other, and that is the heart of it. The Horse admires the Tiger’s courage and idealism; the Tiger loves the Horse’s energy, humour and readiness for anything. Wood feeds Fire here too, and the Tiger’s bold ideas often set the Horse’s enthusiasm blazing. They enjoy travel, movement, new people and causes worth fighting for, and both are frank, sociable and generous. Traditional astrology groups them among the protectors of the zodiac, and each defends the other fiercely.',
    clash:
      'With so much fire, someone needs to tend the hearth, and neither wants to. Both can be impulsive, so plans change quickly and practical matters such as bills, chores and savings may slide. Tempers flare too, since both are quick to react and proud enough to hold their ground. The Horse may move on from an argument faster than the Tiger, who can feel dismissed. Each can be so independent that they drift along parallel paths rather than sharing one.',
    makeItWork:
      'Put some structure under the freedom. Take turns being the practical one for a month at a time, or hand the dull tasks to a system: automatic savings, shared calendars, a regular clear-out. Cool tempers with movement, since a walk or a run takes the heat out of most of their quarrels. Keep adventures shared, planning at least some of them together so that both feel part of the same story. This trine pair does best with a horizon in view and a base to come home to.',
  },
  {
    signs: ['tiger', 'goat'],
    headline: 'A protector and a gentle dreamer',
    summary:
      'Give and take decides this match, since Tiger and Goat have no traditional bond or clash. The Tiger is bold and protective, the Goat gentle, creative and in need of security. Each can bring out the other’s tender side.',
    attraction:
      'The Goat softens the Tiger and the Tiger steadies the Goat. A Tiger’s protective instinct is roused by the Goat’s sensitivity, and the Goat feels braver beside someone so fearless. The Goat brings imagination, kindness and a love of beauty that can turn a Tiger’s restless energy towards creative ends. Elementally, Wood roots itself in Earth, which can look like dominance but in good times reads as shelter: the Tiger shields, the Goat flourishes. Both value sincerity and dislike pretence.',
    clash:
      'The Tiger wants action and the Goat wants reassurance, and the gap can breed frustration on both sides. Tigers can be blunt and impatient with moods they do not understand, and a Goat may feel bulldozed. Goats can be indecisive and prone to worry, which a Tiger may read as weakness or dependency. The Tiger’s appetite for risk can leave a security-minded Goat anxious about money or the future. If the Goat withdraws into hurt silence, the Tiger, who prefers a straight fight, may not even notice.',
    makeItWork:
      'Patience is the Tiger’s task; plain speaking is the Goat’s. The Tiger can slow down, ask questions and remember that gentleness is strength in a Goat’s eyes. The Goat can state its needs directly rather than hinting, since a Tiger responds well to clear requests. Set up a secure base, financial and domestic, before taking on Tiger-sized risks. Share creative pursuits, where the Goat can lead for once. Both are generous at heart, and that generosity is the best bridge between them.',
  },
  {
    signs: ['tiger', 'monkey'],
    headline: 'Courage and cunning face to face',
    summary:
      'Directly across the wheel from each other, Tiger and Monkey form one of the six traditional clashes. Both are yang, lively and confident, and the spark between them is strong. Respect, not rivalry, decides how it goes.',
    attraction:
      'Neither is boring, and each knows it at once. The Monkey is witty, inventive and endlessly entertaining; the Tiger is bold, passionate and magnetic. Each is drawn to the other’s confidence and energy, and conversations crackle. They share a love of adventure and a disdain for dull rules, and in the right mood they make an irresistible team: the Tiger brings the nerve, the Monkey brings the trick that makes the daring plan succeed. The chemistry is often immediate.',
    clash:
      'Their opposition on the wheel shows as a clash between straightforward courage and clever manoeuvre. The Tiger values sincerity; the Monkey loves a game, a tease and a workaround, which the Tiger may take as mockery or deceit. Monkey Metal cuts Tiger Wood, and the Monkey’s sharp tongue can land exactly where a proud Tiger is softest. Both want control, both are restless and both can be reckless, so there may be no one to steady things when arguments flare.',
    makeItWork:
      'Keep the games outside the relationship. The Monkey’s wit is a gift when aimed at shared problems, and a wound when aimed at the Tiger’s pride. The Tiger, in turn, can take a joke as a joke, and say calmly when a line was crossed instead of roaring. Agree on honesty as a non-negotiable. Use their combined energy on projects that need both daring and ingenuity, such as a start-up, an expedition or a renovation. Given a common target, these opposites can be brilliant allies.',
  },
  {
    signs: ['tiger', 'rooster'],
    headline: 'Grand gestures meet fine detail',
    summary:
      'Proud, honest and hard to ignore, Tiger and Rooster share no formal tie but a good deal of spirit. The Tiger acts on passion, the Rooster on precision. When each respects the other’s way, this becomes a vivid and capable pairing.',
    attraction:
      'Each has a kind of brilliance the other admires. The Rooster is sharp-eyed, organised and candid; the Tiger is brave, generous and bursting with conviction. Both are honest to a fault, which means neither has to guess where they stand. The Rooster’s planning can turn the Tiger’s big ideas into workable schemes, and the Tiger’s daring can pull the Rooster into adventures it would never have chosen alone. Both like to look good and both enjoy an audience, so they make a striking pair in company.',
    clash:
      'The Rooster criticises and the Tiger rebels. Any note on how the Tiger could do better, however well meant, can feel like an attempt at control. Tigers are impulsive and untidy about details, which grates on a Rooster who wants things done properly and on time. Rooster Metal is the element that cuts Tiger Wood, and sharp words can wound more deeply than intended. Both are proud, and when two proud signs dig in, apologies are slow. Each may also compete for attention in a crowd, which can sour a good evening.',
    makeItWork:
      'Let feedback be invited rather than imposed. The Tiger can ask for the Rooster’s view on a plan, which turns criticism into counsel; the Rooster can wait to be asked, and praise before it corrects. Give the Tiger the vision and the Rooster the execution, and credit both openly. Share the limelight, taking turns to shine in social settings. When either is hurt, a direct, honest conversation works well, since both prefer frankness to hints. Mutual respect is the whole foundation here.',
  },
  {
    signs: ['tiger', 'dog'],
    headline: 'Loyal allies fighting the good fight',
    summary:
      'Loyalty runs deep between Tiger and Dog, who form a trine of allies with the Horse. Both are idealistic, honest and protective. Together they make a principled, devoted team with a strong sense of justice.',
    attraction:
      'They believe in the same things. The Tiger champions causes with courage and flair; the Dog defends what is right with steady, faithful conviction. Each trusts the other’s heart completely, which is the foundation of everything else. The Dog admires the Tiger’s bravery and is warmed by its generosity, while the Tiger relies on the Dog’s loyalty and fair judgement. Both are yang and both are brave. Theirs is a partnership that often looks outward, towards family, community and whatever needs protecting.',
    clash:
      'The Dog worries and the Tiger charges, and sometimes each finds the other hard to bear. A Tiger’s impulsive risks can keep an anxious Dog awake at night; a Dog’s fretting can feel to the Tiger like a lack of faith. Both have firm principles, and if those principles differ on a point, neither bends easily. The Tiger can be domineering in a crisis, and the Dog may resent being overruled. Each can also be so busy fighting outside battles that the home front gets neglected.',
    makeItWork:
      'Talk through the big risks before the Tiger leaps, so the Dog’s caution becomes part of the plan rather than a brake on it. The Dog can say what it fears plainly and then trust the Tiger’s courage. Keep a shared cause, but keep a private life as well; evenings and weekends belong to the two of them, not to the world. When they argue, return to the values they share, which are nearly always the same. This trine partnership grows stronger with every battle fought side by side.',
  },
  {
    signs: ['tiger', 'pig'],
    headline: 'Secret friends with big hearts',
    summary:
      'Tiger and Pig form one of the six secret-friend pairs of Chinese tradition, and it is easy to see why. Both are warm, generous and sincere. The Tiger brings courage, the Pig brings comfort, and each feels safe with the other.',
    attraction:
      'Big hearts recognise each other. The Pig is kind, trusting and fond of life’s pleasures; the Tiger is brave, generous and fiercely protective. The Pig’s easy warmth calms the Tiger’s restlessness, and the Tiger’s strength shields the Pig from a world that sometimes takes advantage of its good nature. Pig Water feeds Tiger Wood, and tradition says the two combine to produce Wood, a picture of growth. Neither plays games, and both love freely. They are often the happiest hosts in their circle.',
    clash:
      'The Tiger’s bursts of temper can bruise a Pig who simply wants peace, and the Pig’s love of ease can look to a driven Tiger like a lack of ambition. Tigers are restless and may want to chase the next cause while the Pig wants to stay home and enjoy what they already have. Both can be impulsive with money, the Tiger on grand gestures and the Pig on pleasures, so savings may be thin. The Pig’s trusting nature may also lead it to back a risky Tiger plan without asking the obvious questions.',
    makeItWork:
      'Balance adventure with rest. A Tiger who gets regular freedom to roam will come home happy to enjoy the Pig’s comforts, and a Pig who gets its peaceful evenings will gladly join some of the adventures. Someone should keep an eye on the money; if neither wants to, set up automatic savings. The Pig can question a Tiger plan kindly but firmly, and the Tiger can welcome that, since good friends speak up. Keep the warmth flowing, because kindness is this pair’s native tongue.',
  },
  {
    signs: ['rabbit', 'rabbit'],
    headline: 'Twin havens of calm and good taste',
    summary:
      'Two Rabbits share a gentle, refined world of comfort, courtesy and beauty. As yin Wood signs, they understand each other’s need for peace. The risk is that two conflict-averse hearts may leave real problems politely unspoken.',
    attraction:
      'Serenity is the great gift here. Two Rabbits can create a home that feels like a sanctuary, full of good taste, soft light and considerate habits. Each understands the other’s sensitivity without explanation, and neither will push the other into crowds or chaos. They are attentive, kind and thoughtful partners, quick to notice a change in mood and eager to put it right. Shared pleasures, from art and music to good food and close friends, fill their days with quiet happiness.',
    clash:
      'Neither likes confrontation, so difficulties can go unaddressed until they become large. Two Rabbits may both wait for the other to raise a problem, and the waiting can last for months. Both can be cautious to the point of inertia, turning down opportunities because change feels uncomfortable. Rabbits also have a streak of private moodiness, and when both retreat at once, the home can fall into a polite, chilly silence. In business, neither may want to make the hard call or chase a difficult client.',
    makeItWork:
      'Make gentle honesty a household rule. A regular, calm conversation, perhaps on a walk, gives both Rabbits a safe space to raise small concerns before they grow. Take turns being the brave one: one leads on a difficult decision this time, the other next time. Say yes to a modest adventure now and then, since Rabbits often enjoy new things more than they expect. Bring in trusted outsiders for the tougher tasks of business. Their shared kindness becomes real strength when paired with a little courage.',
  },
  {
    signs: ['rabbit', 'dragon'],
    headline: 'A gentle heart beside a blazing star',
    summary:
      'Old astrologers listed Rabbit and Dragon among the six harms, pairs prone to slow, quiet hurt. Their styles differ sharply: the Rabbit diplomatic and discreet, the Dragon bold and theatrical. Admiration runs both ways, but tact and patience are essential.',
    attraction:
      'The Rabbit is captivated by the Dragon’s confidence and sense of purpose, and the Dragon is charmed by the Rabbit’s grace, wit and social polish. Each offers what the other lacks. The Dragon gives the Rabbit a bolder life and the protection of a strong presence; the Rabbit gives the Dragon a refined home and a diplomat who can smooth the feathers its grand style sometimes ruffles. Both are spring signs, sharing the fresh, hopeful energy of the season, and both enjoy beautiful things.',
    clash:
      'The traditional harm tends to show as wear over time. The Dragon’s bluntness and need for the spotlight can leave a sensitive Rabbit feeling overlooked or steamrolled. The Rabbit’s caution and dislike of conflict can strike the Dragon as timid, or as passive resistance. Dragons want drama, Rabbits want peace. The Rabbit’s quiet but persistent preferences, like roots working into stone, can frustrate a Dragon that expects to set the terms. Hurt accumulates quietly on both sides.',
    makeItWork:
      'The Dragon needs to lower the volume and the Rabbit needs to raise its voice, a little. Small courtesies from the Dragon matter enormously: asking rather than deciding, listening without interrupting. The Rabbit can state preferences plainly, trusting the Dragon to respond better to a clear request than to a hint. Keep some quiet time in the calendar for the Rabbit and some social time for the Dragon. Appreciate each other’s gifts in words. This harm loses much of its sting when both feel noticed.',
  },
  {
    signs: ['rabbit', 'snake'],
    headline: 'Refined tastes and quiet understanding',
    summary:
      'Elegant, thoughtful and fond of quiet, Rabbit and Snake are both yin signs with a love of beauty and no formal tie. Wood feeds Fire between them. Theirs is a cultured, intimate pairing if trust can be kept clear.',
    attraction:
      'Quiet people find each other. The Rabbit and the Snake both prefer depth to show, a good book to a loud party, a few true friends to a crowd. The Snake is intuitive, wise and quietly ambitious; the Rabbit is tactful, gentle and artistic. Each appreciates the other’s taste, and together they can build a home of real beauty. The Rabbit’s calm encouragement often helps the Snake’s ambitions find their light, much as kindling feeds a flame. Conversation between them is subtle and rewarding.',
    clash:
      'Both can be secretive, so misunderstandings may linger in polite silence. The Snake can be possessive and jealous, which unsettles a Rabbit who values its social circle and its peace. The Rabbit’s habit of avoiding conflict can look to the Snake like evasion, and the Snake’s cool strategies can look to the Rabbit like calculation. Both may be reluctant to take risks, and two cautious signs can let chances pass. When hurt, the Snake withdraws into coolness and the Rabbit into distance.',
    makeItWork:
      'Trust grows with openness, and this pair needs to practise it. Share plans early and feelings honestly, even when silence feels easier. The Snake can reassure rather than control, and the Rabbit can be direct about where it stands. Plan small risks together so that caution does not turn into stagnation. Their shared love of culture gives them easy common ground: concerts, galleries, travel and beautiful meals are ideal ways to reconnect. Treat each other with the care they both show to fine things.',
  },
  {
    signs: ['rabbit', 'horse'],
    headline: 'A quiet garden and a galloping heart',
    summary:
      'The Rabbit wants peace and home; the Horse wants freedom and motion. No bond or clash joins them, though old charts note a minor break between the two. The attraction is real, and so is the need for compromise.',
    attraction:
      'The Horse brings sunshine into the Rabbit’s quiet world: energy, humour, frankness and a readiness for anything. The Rabbit offers the Horse a haven, a beautifully kept home and a patient listener when the gallop is over. Rabbit Wood feeds Horse Fire, and the Rabbit’s calm support can sustain the Horse’s enthusiasm. Both are sociable in their own ways and enjoy pleasant company, and the Rabbit’s tact makes it a gracious host for the Horse’s wide circle of friends.',
    clash:
      'Pace and space divide them. The Horse is restless, impulsive and needs room to roam; the Rabbit prefers routine, security and a predictable week. The Horse’s blunt remarks can sting, and the Rabbit may withdraw rather than say so. A Horse can feel fenced in by the Rabbit’s caution, and a Rabbit can feel abandoned when the Horse takes off. The minor break between them usually looks like this: small, repeated frustrations rather than a single dramatic quarrel.',
    makeItWork:
      'Agree on a rhythm that suits both. Perhaps the Horse has freedom on certain days and the Rabbit has home time on others, with some shared ground in the middle. The Horse can keep the Rabbit in the loop, since a quick message goes a long way towards easing Rabbit worry. The Rabbit can accept that a Horse’s need for space is not rejection. Speak about hurts gently but promptly. In business, the Horse can chase opportunities while the Rabbit nurtures relationships.',
  },
  {
    signs: ['rabbit', 'goat'],
    headline: 'Two gentle artists of the same trine',
    summary:
      'Rabbit and Goat share a trine of allies with the Pig, the tender-hearted diplomats of the zodiac. Both are yin, creative, kind and home-loving. Theirs is one of the softest and most harmonious pairings, with real depth beneath the calm.',
    attraction:
      'Understanding flows without effort. The Goat is imaginative, sensitive and artistic; the Rabbit is refined, tactful and deeply considerate. Each recognises a kindred soul, someone who values beauty, gentleness and a peaceful home above competition and status. Rabbit Wood takes root in Goat Earth, and there is a nurturing quality to the bond: each helps the other grow. They make a gracious, welcoming home together and are often the friends everyone turns to for comfort. Shared creative projects come naturally.',
    clash:
      'Two gentle signs may struggle when life gets hard. Neither likes to confront, decide quickly or deal with harsh practicalities, so bills, repairs and hard conversations can drift. Both worry, and their anxieties can feed each other in difficult times. The Goat may lean on the Rabbit for more reassurance than the Rabbit can give, and the Rabbit may retreat when overwhelmed. Spending on comfort and beauty can also add up faster than either notices.',
    makeItWork:
      'Divide the hard tasks deliberately, so each knows which difficult jobs are theirs. A simple budget, checked together monthly, protects them from gentle overspending. When worries rise, name them aloud and make one small plan, which calms both better than circling the fear. Bring in trusted friends or advisers for the tougher decisions. Their trine bond is built on kindness, and it thrives when they also practise a little courage together, taking small risks side by side.',
  },
  {
    signs: ['rabbit', 'monkey'],
    headline: 'Grace and mischief in good company',
    summary:
      'Clever company suits both Rabbit and Monkey, who have no traditional bond or clash. The Monkey is playful and inventive, the Rabbit polished and perceptive. The match works when the Monkey’s mischief stays kind and the Rabbit feels secure.',
    attraction:
      'Wit is their meeting point. The Monkey is funny, inventive and curious; the Rabbit is sharp-eyed, gracious and quietly amusing. Each enjoys the other’s intelligence, and the Monkey can draw the cautious Rabbit into new experiences, while the Rabbit gives the Monkey a well-run home and a thoughtful sounding board. The Monkey admires the Rabbit’s social finesse, and the Rabbit delights in the Monkey’s endless stream of ideas. In business they can make an excellent pairing of inventor and diplomat.',
    clash:
      'The Monkey likes to tease and test, and the Rabbit does not always find it funny. Pranks that delight a Monkey can feel to a Rabbit like disrespect or even unkindness. Monkeys are restless and love risk; Rabbits value stability and dislike surprises. Metal against Wood is a cutting combination, and the Monkey’s sharp tongue can hurt more than intended. The Rabbit’s tendency to hide its feelings means the Monkey may not notice the damage until the Rabbit has quietly withdrawn.',
    makeItWork:
      'The Monkey can keep its jokes gentle and watch the Rabbit’s face for signs of hurt. The Rabbit can speak up about a line crossed, calmly and soon, rather than absorbing it. Plan adventures that both enjoy, with enough comfort built in to keep the Rabbit happy: a well-planned trip rather than a spontaneous leap. Give the Monkey problems to solve and the Rabbit people to manage. Mutual appreciation of each other’s cleverness keeps the bond warm and lively.',
  },
  {
    signs: ['rabbit', 'rooster'],
    headline: 'Soft diplomacy meets sharp candour',
    summary:
      'Spring’s Rabbit and autumn’s Rooster face each other across the zodiac in one of the six traditional clashes. Both are yin and both care about how things look, yet their styles collide. Respectful effort can still make a fine partnership.',
    attraction:
      'Each notices detail, and each appreciates quality. The Rooster is organised, confident and well presented; the Rabbit is refined, tasteful and perceptive. Both like a beautiful home and a well-ordered life, and each can admire the other’s standards. The Rooster’s confidence can encourage a hesitant Rabbit to step forward, and the Rabbit’s diplomacy can smooth the social paths the Rooster’s bluntness sometimes roughens. In a shared project, the Rooster’s precision and the Rabbit’s taste make polished results.',
    clash:
      'This traditional clash is a meeting of east and west, spring and autumn, Wood and Metal. The Rooster speaks its mind and corrects freely; the Rabbit hears criticism as hostility and withdraws. The Rabbit’s way of avoiding conflict looks to the Rooster like evasion, and the Rooster’s frankness looks to the Rabbit like aggression. A remark that the Rooster thinks merely accurate can cut the Rabbit deeply. The Rooster likes attention; the Rabbit prefers discretion. Small frictions can build into lasting coolness.',
    makeItWork:
      'The Rooster can offer feedback sparingly and kindly, remembering that the Rabbit hears every word. The Rabbit can voice concerns directly, trusting that a Rooster prefers honesty to hints. Agree on domains: the Rooster runs the schedule, the Rabbit shapes the home and the social life. Praise each other’s taste and competence openly. When tension builds, a calm conversation in a pleasant setting works better than a heated debate. With care, these opposites can give each other balance.',
  },
  {
    signs: ['rabbit', 'dog'],
    headline: 'A loyal guard and a gentle soul',
    summary:
      'In Chinese tradition Rabbit and Dog are secret friends, one of the six harmonious pairs. The Dog offers loyalty and protection, the Rabbit kindness and calm. Both value honesty and a peaceful home, and together they build deep, quiet trust.',
    attraction:
      'Each feels safe with the other, which for both is the heart of love. The Dog is faithful, fair and protective; the Rabbit is gentle, perceptive and gracious. The Rabbit’s serenity soothes the Dog’s anxieties, and the Dog’s steady loyalty gives the Rabbit the security it craves. Tradition says this pair combines to make Fire, and there is a warmth here that grows with time. Neither is showy, and both prefer a small circle of trusted friends to a crowd. Their home tends to be calm, kind and welcoming.',
    clash:
      'Both can worry, and two anxious signs may amplify each other’s fears. The Dog speaks bluntly when something seems unfair, which can sting a Rabbit who prefers gentle phrasing. The Rabbit’s tactful evasions can make a Dog, who values plain truth, suspect something is hidden. The Dog’s strong principles may occasionally feel rigid to a Rabbit who likes to smooth things over rather than take a stand. Neither loves change, so they may cling to comfortable routines past their usefulness.',
    makeItWork:
      'Reassure each other often. A word of thanks or affection calms both of these sensitive signs more than anything else. The Dog can soften its delivery, and the Rabbit can be more direct, so they meet in honest kindness. When worries mount, face them together with a practical plan. Introduce small changes regularly to keep life fresh, from a new walk to a new recipe. This secret-friend bond is a quiet treasure, and it flourishes with simple, daily care.',
  },
  {
    signs: ['rabbit', 'pig'],
    headline: 'Kind hearts in a comfortable home',
    summary:
      'With the Goat, Rabbit and Pig make up the trine of gentle peacemakers in the Chinese zodiac. Both are yin, warm and pleasure-loving. Their bond is affectionate, generous and easy, with a shared delight in the good life.',
    attraction:
      'Kindness is mutual and instinctive. The Pig is generous, good-humoured and sincere; the Rabbit is gracious, thoughtful and attentive. Each brings out the softest side of the other. Pig Water nourishes Rabbit Wood, and the Pig’s open-hearted warmth helps the cautious Rabbit relax and bloom. Both love comfort, good food and a welcoming home, and they share a talent for hospitality. Neither wants drama; both want a life full of simple pleasures and the people they love.',
    clash:
      'Easy-going can slip into complacent. Neither likes confrontation, so problems may go unspoken, and neither enjoys hard practical tasks, so money and chores can pile up. The Rabbit is more cautious than the Pig, and may find the Pig’s spending or its trust in strangers a little reckless. The Pig may find the Rabbit’s reserve and occasional moodiness puzzling. When stress hits, both may retreat into comfort rather than tackle the cause.',
    makeItWork:
      'Keep a simple structure behind the comfort: a shared budget, a list of household tasks and a monthly check-in. The Rabbit can offer gentle guidance on people and money, and the Pig can accept it without feeling criticised. Speak about small irritations kindly before they grow. Share hosting, creative projects and travel, which bring out their joint best. This trine pair has a natural gift for contentment, and a little discipline is what protects it.',
  },
  {
    signs: ['dragon', 'dragon'],
    headline: 'Two dragons sharing one sky',
    summary:
      'Two Dragons make a dazzling, ambitious, larger-than-life pairing, both yang Earth signs full of confidence. Tradition counts the Dragon among the signs that can trip over their own reflection. Shared vision is the gift; shared pride is the risk.',
    attraction:
      'Nobody else matches a Dragon’s energy quite like another Dragon. Each sees in the other a fellow visionary, someone who dreams big, acts boldly and refuses to settle. Together they can be magnificent, a power couple or founding duo that others watch with admiration. They understand each other’s need for purpose and recognition, and each loves the confidence the other radiates. Life together is never small, and the sense of shared destiny can be genuinely exhilarating.',
    clash:
      'Two stars, one stage. Both want to lead, both expect admiration and neither readily concedes. Tradition lists the Dragon among the signs of self-punishment, where too much of one quality turns against itself, and in this pair it appears as pride meeting pride. Arguments can be loud and stubborn. Both can be impatient and extravagant, so money and time may drain fast. If either feels overshadowed, resentment follows quickly.',
    makeItWork:
      'Give each Dragon its own kingdom, whether separate fields of work, separate hobbies or separate areas of the household. Cheer for each other publicly and generously, since envy fades where admiration is plentiful. Appoint a calm adviser for money, or agree spending limits that neither can break alone. When arguing, take a break before pride hardens positions. Above all, pursue a shared purpose big enough for two: a business, a family project, a cause. Two Dragons aligned can achieve something remarkable.',
  },
  {
    signs: ['dragon', 'snake'],
    headline: 'The showman and the strategist',
    summary:
      'Dragon and Snake are neighbours on the zodiac wheel and share no formal tie, but the Snake is often called the little dragon, and they understand each other well. Charisma meets intuition in a stylish, ambitious pairing.',
    attraction:
      'Each recognises power in the other. The Dragon’s charisma and drive fascinate the Snake, and the Snake’s calm wisdom and elegance intrigue the Dragon. Snake Fire feeds Dragon Earth, and the Snake’s quiet insight often guides the Dragon’s energy towards smarter targets. Both enjoy the finer things, both have ambition and both know how to make an entrance, one loudly and one silently. In business they are a formidable pair of visionary and strategist. In love, there is a magnetic mix of warmth and mystery.',
    clash:
      'The Dragon is open and sometimes brash; the Snake is secretive and sometimes calculating. A Dragon can feel shut out by the Snake’s private thoughts, and a Snake can feel overwhelmed by the Dragon’s need for attention. The Snake is possessive, and a Dragon who loves an admiring crowd can trigger jealousy. Both are proud and neither likes to apologise. When the Snake goes cold and the Dragon goes loud, a small disagreement can become a standoff.',
    makeItWork:
      'Play to the natural division of talent: the Dragon leads in public, the Snake steers in private, and both agree on the destination. The Snake can share more of its thinking, and the Dragon can listen more carefully before acting. Reassurance helps the Snake, so the Dragon does well to make its loyalty clear, especially in social settings. The Dragon needs appreciation, so the Snake can voice its admiration aloud. Shared luxury, like fine meals and beautiful trips, renews their bond.',
  },
  {
    signs: ['dragon', 'horse'],
    headline: 'Big ambitions and boundless energy',
    summary:
      'Dynamic, confident and always on the move, Dragon and Horse are both yang signs, though no traditional bond links them. The Dragon thinks big and the Horse moves fast. They achieve a great deal when both leave room for the other’s independence.',
    attraction:
      'Both love action. The Horse is energetic, witty and independent; the Dragon is ambitious, charismatic and bold. Each admires the other’s drive, and together they rarely sit still. Horse Fire feeds Dragon Earth, and the Horse’s enthusiasm can keep the Dragon’s grand plans moving. They enjoy travel, socialising and new ventures, and both are frank, so communication can be refreshingly direct. Neither wants a quiet life, and both find that exciting.',
    clash:
      'Both want freedom and both want control, a tricky combination. The Dragon likes to steer, and the Horse resists being steered. The Horse’s impulsiveness can frustrate a Dragon with a grand plan, and the Dragon’s need for admiration can tire a Horse that wants an equal. Both are impatient and can be careless with details and money. Arguments are loud but usually brief; the danger is that each simply goes its own way and they drift apart.',
    makeItWork:
      'Respect independence and agree on a few shared goals. The Dragon can lead big projects while the Horse is free to roam within them, contributing energy without feeling fenced in. Keep a calendar of joint adventures to bring them back together regularly. Assign practical tasks clearly, or automate them, since neither loves routine. Praise each other generously. When they treat each other as equals, these two make an exciting, productive team.',
  },
  {
    signs: ['dragon', 'goat'],
    headline: 'The ruler and the artist',
    summary:
      'Sharing the Earth element but little else in temperament, Dragon and Goat have no special bond or clash in tradition. The Dragon is bold and commanding, the Goat gentle and creative. Their match depends on the Dragon’s tenderness and the Goat’s inner confidence.',
    attraction:
      'The Goat is drawn to the Dragon’s strength and confidence; the Dragon is charmed by the Goat’s gentle, artistic soul. Each offers something the other rarely has. The Dragon provides security, energy and a sense of direction, and the Goat provides warmth, imagination and a home filled with beauty. Sharing the Earth element, they both appreciate comfort and stability underneath their very different styles. The Dragon’s protective side comes out strongly with a Goat, and the Goat loves being cared for.',
    clash:
      'The Dragon can be domineering and impatient, and a sensitive Goat may feel crushed or ignored. The Goat’s moods and need for reassurance can strike the Dragon as needy. The Dragon wants action; the Goat wants time to feel. Money can become a tension too, as both enjoy spending, the Dragon on status and the Goat on comfort. When the Goat withdraws and the Dragon roars, each may decide the other simply does not understand.',
    makeItWork:
      'The Dragon can temper its strength with tenderness, asking for the Goat’s views and listening to them. The Goat can express needs clearly and hold its ground, trusting that the Dragon respects someone who stands up to it. Give the Goat creative authority, at home or in a shared venture, so its talents shine alongside the Dragon’s. Plan money together, with limits on both kinds of spending. A Dragon’s loyalty and a Goat’s affection make a warm combination when both feel valued.',
  },
  {
    signs: ['dragon', 'monkey'],
    headline: 'Vision and ingenuity in brilliant tandem',
    summary:
      'Completed by the Rat, the trine that joins Dragon and Monkey is the zodiac’s busiest, and together they make one of its most dynamic teams. Both are yang, confident and clever. Ambition, humour and energy flow freely between them.',
    attraction:
      'Respect is mutual and immediate. The Dragon sees in the Monkey a brilliant, resourceful partner who can make grand plans actually happen; the Monkey sees in the Dragon a visionary with the charisma to carry others along. Dragon Earth nourishes Monkey Metal, and the Dragon’s backing often gives the Monkey’s ideas the confidence to shine. Both love adventure, both relish a challenge and both enjoy a laugh. Life together is fast, clever and full of plans.',
    clash:
      'Two confident signs can clash over credit and control. The Dragon expects to lead, and a clever Monkey may run rings around it, leaving the Dragon feeling mocked. The Monkey’s tricks and teasing can wound the Dragon’s pride, and the Dragon’s grandiosity can provoke the Monkey’s mischief. Both can be reckless, and neither is fond of routine, so practical matters may be neglected. If the Monkey grows bored or the Dragon grows domineering, the balance tips.',
    makeItWork:
      'Let the Dragon hold the vision and the Monkey design the route, with respect flowing both ways. The Monkey can keep its teasing affectionate, especially in public, and the Dragon can laugh at itself occasionally. Agree on who handles the practical side of life, or share it on a rota. Keep a big shared project going, since both are happiest when building something. This trine bond is full of potential, and honesty keeps it sound.',
  },
  {
    signs: ['dragon', 'rooster'],
    headline: 'Splendour and precision in secret alliance',
    summary:
      'Secret friends in Chinese tradition, Dragon and Rooster are both proud, confident and hard to overlook. The Dragon brings vision, the Rooster brings order, and together they make an impressive, loyal partnership.',
    attraction:
      'Admiration runs both ways. The Rooster is drawn to the Dragon’s charisma and ambition; the Dragon values the Rooster’s competence, honesty and eye for detail. Tradition says the two combine to produce Metal, and there is something hard-wearing in their bond. The Dragon’s confidence gives the Rooster a stage on which its talents can shine, much as Earth bears Metal. Both enjoy looking good, both enjoy achievement and both appreciate a partner who is going somewhere.',
    clash:
      'Two proud signs can compete for the spotlight. The Rooster’s habit of critiquing can sting a Dragon who expects admiration, and the Dragon’s impatience with detail can exasperate a Rooster who wants things done right. Both can be stubborn in an argument, each convinced of being correct. The Dragon’s extravagance may clash with the Rooster’s careful budgeting. At a party they may end up competing for the same audience, the Dragon with grand stories and the Rooster with sharp wit. If either feels unappreciated, the secret-friend warmth can cool.',
    makeItWork:
      'Share the credit lavishly. The Dragon can praise the Rooster’s diligence openly, and the Rooster can praise the Dragon’s vision before offering a correction. Divide the work naturally: the Dragon sets direction and the Rooster builds the systems to get there. Agree on a budget that allows some splendour without waste. When they argue, separate the facts from the pride. This secret-friend bond is strong, and it deepens as each learns to say thank you.',
  },
  {
    signs: ['dragon', 'dog'],
    headline: 'The idealist and the sceptic across the wheel',
    summary:
      'Dragon and Dog sit opposite each other on the Chinese zodiac, one of the six traditional clashes, and both are yang Earth. The Dragon dreams big; the Dog asks hard questions. Honest respect can turn the clash into a useful check.',
    attraction:
      'Each is drawn by strength of character. The Dragon admires the Dog’s integrity and steadfast loyalty; the Dog, though wary at first, is impressed by the Dragon’s courage and sense of purpose. Both care about doing something worthwhile, the Dragon through ambition and the Dog through service. When they agree on a goal they make an imposing team, the Dragon leading the charge and the Dog guarding the flanks. Real respect is possible here, because neither is a pushover.',
    clash:
      'Old astrologers called these two branches the net of heaven and the net of earth, and each can feel caught by the other. The Dragon’s showmanship strikes the Dog as vanity, and the Dog’s scepticism strikes the Dragon as a lack of faith. Dogs ask what is right; Dragons ask what is possible, and neither answer satisfies the other. Both are stubborn yang Earth, so disagreements can become trench warfare. The Dog’s worry and the Dragon’s impatience make a tiring combination.',
    makeItWork:
      'Turn scepticism into a service. The Dog’s hard questions, asked kindly and early, can save the Dragon from its own overreach, and a Dragon wise enough to welcome them gains a priceless adviser. The Dragon, in turn, can lift the Dog out of worry by sharing its confidence. Agree on core values, especially honesty and fairness, and hold each other to them. Keep arguments about issues, not character. These opposite signs can balance each other well when both feel respected.',
  },
  {
    signs: ['dragon', 'pig'],
    headline: 'Grand plans and a generous welcome',
    summary:
      'Often warmer than expected, the pairing of Dragon and Pig has no traditional bond or clash. The Dragon is ambitious and commanding, the Pig easy-going and kind. Each can give the other what it quietly lacks.',
    attraction:
      'The Pig is one of the few signs that can admire a Dragon without competing with it, and the Dragon loves that. In return, the Dragon shelters the Pig and brings excitement and ambition into its comfortable world. The Pig’s sincerity, humour and generosity give the Dragon a safe place to put down its armour. Dragon Earth and Pig Water meet here, and when the balance is right, the Dragon gives shape to the Pig’s easy flow. Both enjoy good living and a full table of friends.',
    clash:
      'The Dragon can be bossy, and the easy-going Pig may go along with things it does not actually want, storing up resentment. The Pig’s relaxed pace can frustrate a Dragon in a hurry, and the Dragon’s restless ambition can leave the Pig feeling that contentment is never enough. Both can be extravagant, so money may slip away. When the Pig is hurt, it may simply withdraw its warmth, and the Dragon, busy with its plans, may not notice at first.',
    makeItWork:
      'The Dragon can ask what the Pig wants, and wait for a real answer, since a Pig will often defer to keep the peace. The Pig can speak up, knowing a Dragon respects candour. Mix ambition with enjoyment: work hard together, then celebrate properly, which suits both. Set some financial limits early. The Pig’s gift for forgiveness and the Dragon’s generosity of spirit can smooth nearly any rough patch if both keep talking.',
  },
  {
    signs: ['snake', 'snake'],
    headline: 'Two sphinxes sharing a secret',
    summary:
      'Two Snakes form a deep, private and intensely loyal pairing, both yin Fire signs with sharp minds and refined tastes. They understand each other’s silences. The challenge is that two guarded hearts may each wait for the other to open up.',
    attraction:
      'Each Snake finally meets someone who does not need everything explained. Both are intuitive, thoughtful and elegant, and a glance between them can carry a paragraph. They share a love of beauty, quality and intelligent conversation, and both prefer a small, trusted circle to a crowd. Their ambitions tend to align, and as partners in business they can plan with patience and precision. In love the intensity is considerable: two Snakes commit deeply and protect what they have.',
    clash:
      'Privacy can become secrecy, and two Snakes may each keep a part of themselves locked away. Both can be possessive and jealous, and suspicion, once it arises, grows easily between two people who read subtext so well. Neither likes to apologise first, and a cold war between Snakes can be long and silent. Both are also drawn to luxury, so spending can run high. Two strategists may even start strategising against each other.',
    makeItWork:
      'Build trust deliberately. Agree to share the things that matter, plans, worries, money, and keep that promise scrupulously. Name jealousy early and calmly rather than acting on it. Set a time limit on silences: no cold war lasts beyond a day without a conversation. Channel their shared brilliance into long-term goals, whether a home, a business or a creative work. Two Snakes who trust each other make a formidable, devoted partnership.',
  },
  {
    signs: ['snake', 'horse'],
    headline: 'Slow fire and wild fire',
    summary:
      'Snake and Horse are the two Fire signs of summer, the Snake yin and inward, the Horse yang and outgoing. No formal tie binds them, but there is heat. The question is whether the Snake’s depth and the Horse’s freedom can coexist.',
    attraction:
      'Fire recognises fire. The Horse is drawn to the Snake’s mystery, poise and intelligence, while the Snake is energised by the Horse’s warmth, humour and openness. Both are passionate, both enjoy the good things in life and both have a taste for style. The Horse can draw the Snake into livelier company, and the Snake can give the Horse a deeper conversation than it usually finds. The chemistry is often strong and immediate.',
    clash:
      'The Snake wants closeness and commitment; the Horse wants room and variety. A Snake’s possessiveness can make a Horse bolt, and a Horse’s independence can make a Snake suspicious. The Snake thinks long and acts carefully, while the Horse acts first and thinks later, so decisions can become contests of pace. Horses speak bluntly and move on; Snakes remember and may quietly hold a grudge. As the two Fire signs of high summer, they can scorch each other as easily as they warm each other.',
    makeItWork:
      'Trust and freedom must grow together. The Horse can offer reassurance, keeping in touch during its adventures, and the Snake can offer freedom, resisting the urge to check or control. Agree on shared commitments clearly so the Snake feels secure. Give the Horse outlets for its energy. When tension builds, talk it through promptly, since grudges suit neither. A Snake that is told where the Horse is going rarely needs to ask twice. Their shared fire, if tended carefully, can warm a long relationship.',
  },
  {
    signs: ['snake', 'goat'],
    headline: 'Cultured minds and soft hearts',
    summary:
      'Beauty, art and calm surroundings please both Snake and Goat, two yin signs with no traditional bond or clash. The Snake thinks, the Goat feels. Their gentle, cultured partnership thrives when the Snake offers warmth and the Goat offers trust.',
    attraction:
      'Aesthetics bring them together. Both appreciate fine things, from music to interiors to good food, and both prefer quiet elegance to noise. The Goat is gentle, creative and empathetic; the Snake is wise, composed and protective of what it loves. Snake Fire feeds Goat Earth, and the Snake’s quiet strength gives the Goat a sense of security. The Goat, in turn, softens the Snake’s cool reserve with tenderness. Both are loyal, and both take love seriously.',
    clash:
      'The Goat needs emotional reassurance, and the Snake can be cool or withholding when preoccupied. The Snake values self-reliance and may see the Goat’s worries as dependence. The Goat’s indecision can try a Snake who has already thought things through, and the Snake’s secrecy can unsettle a Goat who wants to feel included. Both enjoy luxury, so spending can become a source of quiet stress. Their tastes overlap so closely that the real question becomes who chooses, and a Goat that always defers may later feel it never had a say.',
    makeItWork:
      'Warmth is the Snake’s gift to give, and trust the Goat’s. The Snake can express affection openly and share its plans, reassuring the Goat that it is included. The Goat can build its own confidence and make decisions with a little more speed, which the Snake will respect. Agree on a sensible budget for beautiful things. Shared creative or cultural pursuits renew the bond. Both are sensitive, so kindness in small moments matters here.',
  },
  {
    signs: ['snake', 'monkey'],
    headline: 'The strategist and the trickster as allies',
    summary:
      'Snake and Monkey are one of the six secret-friend pairs of Chinese tradition, a partnership of two exceptional minds. The Snake is deep and deliberate, the Monkey quick and playful. Respect for each other’s intelligence is the bond.',
    attraction:
      'Intelligence is the attraction, plain and simple. The Monkey is inventive, witty and endlessly curious; the Snake is intuitive, strategic and perceptive. Each finds the other fascinating, because neither can quite predict what the other will think next. Tradition says they combine to produce Water, and there is a fluid ease in how their ideas flow together. Snake Fire and Monkey Metal might seem at odds, yet the Snake’s patience refines the Monkey’s brilliance into something lasting.',
    clash:
      'Both can be secretive, and both can be calculating, so trust must be earned. The Monkey’s restlessness and flirtatious charm can trigger the Snake’s possessiveness, and the Snake’s need for control can make the Monkey feel caged. Old charts, curiously, also list these two branches among the punishments, a reminder that even a harmony carries friction. The Snake broods; the Monkey moves on, which can make the Snake feel dismissed.',
    makeItWork:
      'Lay the cards on the table. Both are clever enough to outmanoeuvre the other, so agreeing never to try is the foundation. The Monkey can reassure the Snake with consistency and loyalty, and the Snake can give the Monkey freedom to play. Work on joint projects that need both strategy and ingenuity. Talk through hurts rather than brooding or shrugging. This secret-friend pairing is one of the most intellectually rewarding, and it only needs trust to flourish.',
  },
  {
    signs: ['snake', 'rooster'],
    headline: 'Elegance and order in the same trine',
    summary:
      'Allied in the same trine as the Ox, Snake and Rooster are both yin, refined and thoughtful. The Snake brings intuition and the Rooster brings precision. Theirs is a polished, ambitious partnership with deep mutual respect.',
    attraction:
      'Each appreciates quality, and each is quality. The Rooster admires the Snake’s wisdom, grace and composure; the Snake admires the Rooster’s diligence, honesty and sharp eye. Fire tempers Metal, which suits a pair where the Snake’s insight refines the Rooster’s talents. Both enjoy planning, both like beautiful things and both take commitments seriously. In business they are an elegant, effective team, and in love their shared standards make a home that is both orderly and refined.',
    clash:
      'The Rooster is outspoken and sometimes critical, while the Snake prefers subtlety and dislikes being corrected in public. The Snake’s secretiveness can frustrate a Rooster who values candour, and the Rooster’s need for recognition can seem vain to a Snake. Both can be proud and slow to forgive, so disputes may linger. Their shared high standards may also make them judgemental of each other. In an argument the Rooster lists facts while the Snake counts slights, and each wonders why the other is missing the point.',
    makeItWork:
      'Be candid in private and supportive in public. The Rooster can save its critiques for quiet moments and deliver them gently; the Snake can be more forthcoming about its thoughts and plans. Give each other credit freely. Agree that perfection is not required at home. Plan long-term goals together, which this trine pair does exceptionally well. When a row has cooled, the Snake can say what it really felt and the Rooster can admit what it overlooked. Their bond deepens steadily when both feel admired and trusted.',
  },
  {
    signs: ['snake', 'dog'],
    headline: 'Wary hearts learning to trust',
    summary:
      'Trust comes slowly to both Snake and Dog, who share no traditional bond or clash. The Snake is private and strategic, the Dog honest and loyal. Once won, though, their trust runs deep. Theirs is a thoughtful match that rewards patience.',
    attraction:
      'Each has qualities the other respects. The Dog admires the Snake’s intelligence and calm judgement, and the Snake values the Dog’s loyalty and steadfast honesty. Both are serious about commitment and neither takes love lightly. Snake Fire warms Dog Earth, and the Snake’s insight can ease the Dog’s worries by seeing further ahead. The Dog, in turn, offers the Snake a loyalty it can depend on completely, which for a guarded Snake is a rare comfort.',
    clash:
      'The Dog values openness and the Snake values privacy, which can cause friction. A Dog may suspect the Snake is hiding something, and the Snake may feel scrutinised. The Dog’s moral certainty can clash with the Snake’s more pragmatic approach. Both can be pessimistic in different ways: the Dog worries about what might go wrong, and the Snake suspects hidden motives. A Dog that asks straight questions may get elegant non-answers, which only sharpen its suspicion. When trust falters, both withdraw.',
    makeItWork:
      'Honesty builds this bond. The Snake can share more openly, even small things, to reassure the Dog. The Dog can respect the Snake’s need for private space without reading it as secrecy. Agree on shared values and stick to them. Face worries together with a practical plan. A Dog trusted with the Snake’s real plans will defend them to the end, and a Snake believed without interrogation relaxes surprisingly fast. Both are loyal to the core, and once trust is secure, it is remarkably strong.',
  },
  {
    signs: ['snake', 'pig'],
    headline: 'Cool strategy meets open-hearted trust',
    summary:
      'Fire faces Water when Snake meets Pig, one of the six traditional clashes between signs that stand opposite on the wheel. The Snake is guarded, the Pig trusting. Understanding these two natures is the way through.',
    attraction:
      'Each offers what the other secretly wants. The Pig’s open warmth, generosity and easy laughter give the guarded Snake a place where it can relax; the Snake’s wisdom, poise and quiet protectiveness give the trusting Pig a shrewd ally in a world that sometimes takes advantage of it. Both are yin signs who love comfort, sensual pleasures and a beautiful home, and a long dinner together can feel like a perfect evening to both. The attraction is often real and surprising.',
    clash:
      'The clash is between suspicion and trust. The Pig takes people as they seem, and the Snake never quite does, so the Snake may see the Pig as naive while the Pig finds the Snake cold or calculating. The Snake’s secrets unsettle a Pig who tells everything; the Pig’s openness with others can provoke the Snake’s jealousy. Water puts out Fire, and a careless Pig remark can dampen the Snake’s pride. Hurt Pigs sulk; hurt Snakes freeze.',
    makeItWork:
      'Meet in the middle of trust. The Snake can be a little more open, sharing feelings and plans so the Pig feels included; the Pig can be a little more discreet, keeping private matters private, which the Snake values greatly. Enjoy the pleasures both love, good food, comfort and beauty, as a regular way to reconnect. When tension rises, the Pig’s gift for forgiveness and the Snake’s gift for insight can work together. Signs that face each other across the wheel can still find balance, given patience.',
  },
  {
    signs: ['horse', 'horse'],
    headline: 'Two wild hearts on the open road',
    summary:
      'Two Horses make an exuberant, freedom-loving pair, both yang Fire signs full of energy and ideas. Tradition counts the Horse among the signs that can work against themselves. The fun is plentiful; stability takes conscious effort.',
    attraction:
      'Two Horses understand each other’s need to roam, and neither ever asks the other to sit still. Life together is full of movement, laughter, travel and spontaneous plans. Both are warm, witty and frank, so communication is quick and honest. Each admires the other’s independence and zest, and both love the company of friends. There is also a deep relief in not being seen as too much: with another Horse, the full energy is welcome, and a plan hatched at breakfast can be under way by lunch.',
    clash:
      'With two Horses, who minds the stable? Both can be impulsive, impatient and easily bored, so commitments may wobble and practical matters slide. Tempers flare quickly, and while both recover fast, hurtful words may be said in the heat of the moment. The Horse appears among the signs of self-punishment in old charts, and two together may double each other’s restlessness until neither can settle. Independence can turn into two separate lives sharing an address.',
    makeItWork:
      'Build a home base both want to return to. Shared rituals, a weekly meal or an annual trip, give the relationship a spine. Take turns handling practical matters, or automate them. Agree on how much freedom is healthy and stick to it. Cool down before speaking in anger, and apologise quickly. Two Horses who choose to run together, rather than merely beside each other, can enjoy a long and exhilarating journey.',
  },
  {
    signs: ['horse', 'goat'],
    headline: 'Sun and moon of the secret friends',
    summary:
      'One of the six secret-friend pairs of Chinese tradition, Horse and Goat fill each other’s gaps: the Horse bold and free, the Goat gentle and imaginative. Theirs is a warm, affectionate bond with real staying power.',
    attraction:
      'Some old texts call this pair the sun and moon of the zodiac, and the image fits. The Horse brings bright energy, confidence and optimism; the Goat brings a soft, reflective glow of creativity and care. Horse Fire warms Goat Earth, and the Horse’s enthusiasm helps the Goat step out of its worries. The Goat, in turn, gives the restless Horse a welcoming home and a tender heart to return to. Neither judges the other, and both feel accepted.',
    clash:
      'The Horse can be blunt and impatient, and the Goat takes words to heart. A Horse bent on freedom may leave the Goat feeling insecure, and the Goat’s need for reassurance may make the Horse feel tethered. Money can be a strain, since neither is a natural saver, the Horse spending on adventure and the Goat on comfort. When stressed, the Horse rushes off and the Goat retreats, leaving issues unresolved.',
    makeItWork:
      'Keep communicating through the gaps. The Horse can check in while away and offer regular reassurance; the Goat can encourage the Horse’s freedom rather than resisting it. Build a savings habit together, perhaps with automatic transfers. Share creative outings that mix the Horse’s love of novelty with the Goat’s love of beauty: a new city, a concert, a craft class. This secret-friend pair is a natural fit, and care keeps it glowing.',
  },
  {
    signs: ['horse', 'monkey'],
    headline: 'Restless minds and quick feet',
    summary:
      'Lively and quick-witted, Horse and Monkey are both yang signs with no traditional bond or clash between them. The Horse runs on energy, the Monkey on ideas. Together they can be tremendous fun, if each can trust the other to stay.',
    attraction:
      'Never a dull day. The Monkey’s jokes, schemes and inventions delight the Horse, and the Horse’s warmth, frankness and appetite for adventure delight the Monkey. Both love travel, new experiences and good company, and both think fast. They can make a lively social pair and an inventive business team, the Monkey devising and the Horse driving. Each appreciates that the other does not need constant attention. Among friends, the Monkey’s sharp wit and the Horse’s quick tongue turn their banter into a spectator sport.',
    clash:
      'Both are restless, and neither wants to be pinned down, so commitment can feel slippery. The Monkey’s tricks can irritate a Horse who values straightforward honesty, and the Horse’s bluntness can puncture the Monkey’s pride. Fire melts Metal, and a Horse in full flow can overwhelm a Monkey’s careful cleverness. Both can be inconsistent with follow-through, so projects may stall halfway. Neither likes being left behind, either, and whoever sets off first on a new venture may find the other sulking at being outpaced.',
    makeItWork:
      'Agree on the few things that anchor the relationship, whether shared plans, regular time together or a common goal, and let the rest stay free. The Monkey can keep its games harmless, and the Horse can listen before reacting. Pair up on projects with clear finish lines. Celebrate completions, since both enjoy a win. Their shared love of adventure can keep them together for a long time if both remember to come home.',
  },
  {
    signs: ['horse', 'rooster'],
    headline: 'Free spirit meets careful planner',
    summary:
      'Roosters rise early and Horses run late, and no formal tie smooths the difference. The Horse is spontaneous and open-hearted, the Rooster orderly and precise. Each can admire the other’s strengths, but daily life needs careful negotiation.',
    attraction:
      'The Rooster admires the Horse’s confidence and zest; the Horse is intrigued by the Rooster’s polish and competence. Both are honest and outspoken, so neither has to guess what the other thinks. The Rooster’s organisation can give the Horse’s energy useful direction, and the Horse’s spontaneity can loosen the Rooster’s grip on its schedule. Both enjoy looking good and making an impression, so they can be a striking pair at any gathering.',
    clash:
      'The Rooster plans and the Horse improvises, and each can find the other’s approach maddening. The Rooster’s criticism chafes a Horse who hates to be controlled; the Horse’s lateness and impulsiveness exasperate a Rooster who prizes punctuality. Horse Fire is the element that melts Rooster Metal, and a Horse in a temper can scorch the Rooster’s pride. The Rooster notices the muddy boots by the door; the Horse notices only that it has been noticed. Both are blunt, so arguments can be sharp.',
    makeItWork:
      'Agree on which parts of life follow the Rooster’s plan and which the Horse’s whim. The Rooster can ease up on critiques, and the Horse can keep key promises about time and money. Take turns planning outings: one structured, one spontaneous. Appreciate each other openly, as both respond warmly to praise. With mutual respect, the Rooster’s order and the Horse’s freedom can make a lively, balanced partnership.',
  },
  {
    signs: ['horse', 'dog'],
    headline: 'Loyal companions on a shared adventure',
    summary:
      'Horse and Dog share a trine of allies with the Tiger, and this is one of the most natural matches of the zodiac. Both are yang, honest and warm. The Horse brings excitement, the Dog brings loyalty, and trust comes easily.',
    attraction:
      'The Dog is one of the few signs that can give a Horse freedom without feeling threatened, and the Horse is one of the few that can lift the Dog out of worry. Horse Fire warms Dog Earth, and the Horse’s optimism genuinely helps the Dog relax. The Dog offers the Horse steadfast loyalty, fair judgement and a safe place to return to. Both are frank, dislike pretence and value friendship deeply. Tradition groups them as protectors, and they look after each other well.',
    clash:
      'The Dog worries and the Horse wanders. An anxious Dog may read the Horse’s independence as indifference, and the Horse may find the Dog’s need for reassurance a little heavy. The Horse’s impulsiveness can alarm a Dog who prefers to weigh things up. Both are outspoken, and the Dog’s strong principles may collide with the Horse’s more flexible approach to rules. Where the Horse sees a rule as a suggestion, the Dog sees a promise, and that gap can turn a small lapse into a serious row.',
    makeItWork:
      'Keep the lines open. A quick message from a roaming Horse goes a long way towards calming a Dog. The Dog can trust the Horse’s loyalty and let it roam, knowing it will return. Plan adventures together that mix excitement with a reliable base. When disagreements arise, appeal to shared values. This trine pair can build a long, warm and honest bond with only a little care.',
  },
  {
    signs: ['horse', 'pig'],
    headline: 'Cheerful spirits sharing the good life',
    summary:
      'Warm, sociable and fond of life’s pleasures, Horse and Pig have no traditional bond or clash to steer by. The Horse brings energy and the Pig brings ease. Their differences lie in pace, commitment and how each handles money.',
    attraction:
      'Good humour comes naturally to both. The Pig is generous, kind and easy-going; the Horse is lively, witty and adventurous. Each enjoys the other’s company, and their social life together is full and cheerful. The Pig’s acceptance lets the Horse be itself without judgement, and the Horse’s energy draws the Pig into experiences it might otherwise skip. Both are honest and dislike scheming. Their home is often a lively place of friends and food.',
    clash:
      'The Horse wants to move; the Pig wants to stay and enjoy. A Horse may find the Pig too settled, and the Pig may find the Horse too restless. Pig Water and Horse Fire are at odds, and the Pig’s placid moods can feel to a Horse like a damp blanket, while the Horse’s heat can overwhelm the Pig. Both can be careless with money. The Horse’s bluntness may also hurt the soft-hearted Pig.',
    makeItWork:
      'Alternate adventures with rest, so each gets its preferred pace. Agree on a shared budget with some discipline, since neither will naturally impose it. The Horse can soften its words and the Pig can speak up about its needs. When the Pig goes quiet, the Horse can ask rather than assume boredom; when the Horse is itching to go, the Pig can wave it off kindly and have supper waiting. Host together: the Pig’s hospitality and the Horse’s sparkle make a wonderful team. Shared laughter is their glue.',
  },
  {
    signs: ['goat', 'goat'],
    headline: 'Two gentle souls in a soft-lit home',
    summary:
      'Two Goats share a kind, creative and deeply sensitive world. As yin Earth signs, they understand each other’s need for comfort and care. The challenge is that two gentle hearts may both need someone steady to lean on.',
    attraction:
      'Empathy flows freely. Each Goat knows exactly how the other feels and offers the tenderness it would want for itself. Together they can create a home full of beauty, art and warmth, and their shared creativity often finds expression in music, design, cooking or craft. Neither pushes, neither judges, and both appreciate the quiet pleasures of a slow morning and a well-set table. Their affection is genuine and deep.',
    clash:
      'When both need reassurance at once, who gives it? Two Goats may amplify each other’s worries rather than calm them. Decisions can stall, as each waits for the other to choose. Practical matters, from money to repairs, may be neglected in favour of comfort and beauty, with each Goat assuming the other has checked the account. Both can be moody, and two moody Goats can fall into a cycle of sulking. Conflict avoidance means problems can grow unnoticed.',
    makeItWork:
      'Take turns being the strong one. When one Goat is anxious, the other can consciously step up, and vice versa. Share practical responsibilities clearly, and consider asking a trusted friend or adviser for help with finances. Make decisions with a deadline. Keep creative projects going, since they bring out the best in both. Gentle honesty about small hurts stops them from growing. Two Goats who look after each other make a truly lovely home.',
  },
  {
    signs: ['goat', 'monkey'],
    headline: 'A dreamer charmed by a trickster',
    summary:
      'An unlikely but often charming pair, Goat and Monkey share no traditional bond or clash. The Monkey is clever and restless, the Goat gentle and artistic. Each can open the other’s world, if the Monkey stays kind.',
    attraction:
      'The Monkey makes the Goat laugh, and the Goat makes the Monkey feel cared for. The Goat is imaginative and tender, with a creative gift that the inventive Monkey appreciates; the Monkey is witty, resourceful and full of plans, which lifts the Goat out of its worries. Goat Earth nourishes Monkey Metal, and the Goat’s warmth often gives the Monkey a stable place from which to play. Together they can make a colourful home and an inventive creative partnership, the Goat dreaming and the Monkey building.',
    clash:
      'The Monkey’s teasing, which it means lightly, can land heavily on a sensitive Goat. Monkeys are restless and love novelty; Goats want security and a calm routine, so the Monkey may feel held back while the Goat feels unsettled. The Goat’s indecision can frustrate a Monkey who thinks fast, and the Monkey’s unpredictability can stir up the Goat’s anxieties. Money is another risk: the Monkey gambles on schemes, the Goat spends on comfort, and no one saves.',
    makeItWork:
      'The Monkey can keep its humour gentle and its promises solid, since reliability is what a Goat values most. The Goat can say plainly what it needs, rather than hoping the Monkey will notice. Give the Monkey projects and puzzles, and give the Goat creative freedom and a cosy home. Put one practical person in charge of money each month, taking turns. Appreciating each other’s very different gifts keeps the bond warm.',
  },
  {
    signs: ['goat', 'rooster'],
    headline: 'Soft edges meet sharp lines',
    summary:
      'Heart and method meet when Goat and Rooster pair up, though no formal tie links them. The Goat is gentle, artistic and emotional, the Rooster precise, outspoken and practical. Each can bring balance, though the Rooster’s candour needs a softer edge.',
    attraction:
      'Each admires what the other can do. The Rooster is impressed by the Goat’s creativity and eye for beauty, and the Goat is reassured by the Rooster’s organisation and confidence. The Rooster can give the Goat’s artistic talents a practical framework, turning dreams into finished work, and the Goat softens the Rooster’s brisk efficiency with warmth and kindness. Both like an attractive home and take care over appearances, so their shared space is often lovely and well kept.',
    clash:
      'The Rooster critiques; the Goat wilts. Even well-meant advice from a Rooster can feel to a Goat like disapproval, and the Goat may withdraw into hurt silence. The Rooster, meanwhile, may find the Goat’s moods and indecision tiresome. The Rooster wants a schedule; the Goat wants to follow its feelings. Money tension is likely too, with the Rooster budgeting carefully and the Goat spending on beauty and comfort.',
    makeItWork:
      'Kindness in delivery is everything. The Rooster can praise first and suggest second, and the Goat can try to hear suggestions as care rather than criticism. Let the Rooster handle schedules and money, with the Goat’s agreement, and let the Goat lead on style and atmosphere. Speak about hurts promptly rather than sulking. With patience, the Rooster’s structure and the Goat’s heart can create something both beautiful and sound.',
  },
  {
    signs: ['goat', 'dog'],
    headline: 'Tender hearts and anxious minds',
    summary:
      'Goat and Dog are both Earth signs who share kindness and a sense of duty, yet tradition links them in a minor punishment, and both are natural worriers. Their shared decency is the strength; shared anxiety is the risk.',
    attraction:
      'Both care deeply about others. The Dog is loyal, honest and protective; the Goat is gentle, compassionate and creative. The Goat feels safe with the Dog’s steady loyalty, and the Dog is soothed by the Goat’s tenderness. Both share the Earth element, valuing home, security and close relationships. Neither is flashy, and both prefer sincerity to show. Together they can make a kind, considerate household where everyone’s feelings count.',
    clash:
      'Two worriers under one roof can spiral. The Dog frets about fairness and danger, the Goat about security and feelings, and each can feed the other’s fears. The Dog’s bluntness, prompted by principle, can hurt the sensitive Goat, and the Goat’s moods can frustrate a Dog who likes things clear. The minor punishment tradition records between these signs is one of pulling rank, and it tends to surface when one decides it knows best for both. Both may sulk rather than speak.',
    makeItWork:
      'Reassure each other, and turn worry into action. When anxieties rise, agree on one small practical step, which steadies both. The Dog can soften its tone and the Goat can be more direct. Decide together rather than for each other, which answers that old note about pulling rank. Share light-hearted activities that get them out of their heads: a walk, a comedy, a day trip. Their shared decency makes a fine foundation.',
  },
  {
    signs: ['goat', 'pig'],
    headline: 'Warmth, kindness and a shared trine',
    summary:
      'Few pairings are gentler than Goat and Pig, allies in the trine they share with the Rabbit. Both are yin, generous and pleasure-loving. Theirs is one of the most affectionate matches in the Chinese zodiac.',
    attraction:
      'Kindness meets kindness. The Pig is generous, good-natured and easy-going; the Goat is tender, creative and empathetic. Each understands the other’s need for comfort and affection, and each gives it freely. The Pig’s steady cheer lifts the Goat’s worries, and the Goat’s artistic touch makes the Pig’s generous home even more inviting. Both love good food, beautiful things and close friends. Quarrels are rare, and when they come, both forgive quickly.',
    clash:
      'Too much comfort can become complacency. Neither likes to face unpleasant realities, so money problems, health concerns or practical tasks may be put off. Both can overspend on pleasure. The Goat’s anxieties may occasionally exhaust the Pig, and the Pig’s easy-going nature may seem to the Goat like a lack of concern. When neither wants to take charge, important decisions drift. A Pig that shrugs off a bill and a Goat that lies awake over it are a familiar sight at their kitchen table.',
    makeItWork:
      'Add a little structure to the sweetness. Agree on a budget and a regular money check. Share out the less pleasant jobs fairly. The Pig can offer practical reassurance when the Goat worries, and the Goat can appreciate the Pig’s calm as a strength. Keep creative and social life rich, since this is where they shine. This trine bond is naturally warm, and a bit of discipline keeps it secure.',
  },
  {
    signs: ['monkey', 'monkey'],
    headline: 'Two clever minds, endless games',
    summary:
      'Two Monkeys make a witty, inventive and high-spirited pair, both yang Metal signs with quick minds and restless hearts. There is never a dull moment. The challenge is trust, focus and who does the washing-up.',
    attraction:
      'Finally, someone who keeps up. Two Monkeys share the same lightning wit, love of puzzles and appetite for new experiences, and their conversations fizz. Each appreciates the other’s cleverness and finds the other’s jokes genuinely funny. They can make a brilliant business team, bouncing ideas back and forth until a winner emerges. Both are yang Metal, bright and hard to dent, and each enjoys sparring with an equal who takes a clever riposte as a compliment. Life together feels like an adventure, full of play and invention.',
    clash:
      'Two tricksters may start playing tricks on each other. Competition creeps in: who is smarter, who won the argument, who got the better deal. Both are restless and easily bored, so routine and commitment can slip. Neither is naturally inclined to handle the dull practicalities, so chores and finances may suffer. If either suspects the other of deception, trust erodes quickly, since each knows exactly what the other is capable of.',
    makeItWork:
      'Agree to be on the same team, always. Point the cleverness outward at shared goals, not at each other. Set up practical systems, rotas and automatic payments, so the dull tasks get done without debate. Keep novelty alive with regular new projects and adventures. A running game, from crosswords to escape rooms, gives the competitive streak a harmless playground. Be scrupulously honest with each other, saving the tricks for friendly games. Two Monkeys who trust each other can be unstoppable.',
  },
  {
    signs: ['monkey', 'rooster'],
    headline: 'Autumn’s two Metal signs, playful and precise',
    summary:
      'Monkey and Rooster are the two Metal signs of autumn, the Monkey yang and the Rooster yin. No formal tie binds them. The Monkey improvises with flair, the Rooster executes with precision, and mutual respect makes them a capable team.',
    attraction:
      'Each recognises a sharp mind. The Rooster admires the Monkey’s ingenuity and humour; the Monkey admires the Rooster’s diligence and eye for detail. Sharing the Metal element, both are clear-thinking and decisive. The Monkey’s ideas can find structure under the Rooster’s organisation, and the Rooster’s routines gain some sparkle from the Monkey’s playfulness. Both are sociable and enjoy a lively conversation. As business partners, they can complement each other very well.',
    clash:
      'The Rooster wants things done properly, and the Monkey wants them done cleverly, which are not always the same. The Rooster’s criticism can provoke the Monkey’s mischief, and the Monkey’s shortcuts can provoke the Rooster’s disapproval. Both are proud of their intelligence, so arguments can become contests. The Monkey may find the Rooster rigid, and the Rooster may find the Monkey unreliable. A Monkey that rewires the Rooster’s carefully labelled system to improve it should expect real fury.',
    makeItWork:
      'Divide the work by strength: the Monkey invents and adapts, the Rooster organises and finishes. Respect each other’s method, even when it differs from your own. The Rooster can temper criticism with praise, and the Monkey can keep its promises about detail and time. When the Monkey has a brainwave at midnight, the Rooster can note it down for the morning rather than dismiss it. Laugh together often, since humour defuses most of their disputes. Two Metal signs working in harmony can achieve precise, impressive results.',
  },
  {
    signs: ['monkey', 'dog'],
    headline: 'Clever schemes and honest principles',
    summary:
      'The pragmatist meets the moralist: Monkey and Dog have no traditional bond or clash, but plenty to learn from each other. The Monkey is playful and clever, the Dog principled and loyal. The Dog must trust the Monkey’s motives, and the Monkey must respect the Dog’s values.',
    attraction:
      'The Dog’s honesty and steadfast loyalty are refreshing to a Monkey used to clever games, and the Monkey’s wit and optimism are a tonic for a Dog prone to worry. Dog Earth nourishes Monkey Metal, and the Dog’s steady support can help the Monkey’s talents grow. The Monkey can make the serious Dog laugh, and the Dog can give the restless Monkey a sense of home. Both are yang, active and sociable. A home with both is rarely unguarded and never dull: the Dog keeps watch while the Monkey keeps everyone amused.',
    clash:
      'The Dog is a moralist and the Monkey is a pragmatist. A Monkey’s shortcut or white lie, harmless to the Monkey, can seem like a betrayal to the Dog. The Dog’s worry and scepticism can feel like a wet blanket on the Monkey’s schemes. The Monkey may tease the Dog’s earnestness, and the Dog may lecture the Monkey’s flexibility. If trust breaks, the Dog finds it very hard to forgive.',
    makeItWork:
      'Honesty is non-negotiable. The Monkey can keep its tricks out of the relationship and explain its reasoning; the Dog can allow that clever is not the same as dishonest. Share lighter moments to ease the Dog’s worries. Work together on projects that benefit others, which appeals to the Dog’s sense of purpose and the Monkey’s love of problem-solving. Loyalty, once proven, makes this bond strong.',
  },
  {
    signs: ['monkey', 'pig'],
    headline: 'A clever mind and a trusting heart',
    summary:
      'Monkey and Pig are linked in tradition by one of the six harms, usually felt as a mismatch of cunning and trust. The Monkey is clever, the Pig sincere. With honesty on one side and a little caution on the other, they can be warm partners.',
    attraction:
      'The Pig’s good nature and generosity charm the Monkey, and the Monkey’s wit and inventiveness delight the Pig. Monkey Metal nourishes Pig Water, and the Monkey’s ideas can bring fresh life into the Pig’s comfortable world. Both enjoy pleasure, food and good company, and their social life is cheerful. The Pig accepts the Monkey without judgement, which the Monkey rarely finds elsewhere. In return, the Monkey spots opportunities the Pig would happily stroll past, and hands them over with a grin.',
    clash:
      'The traditional harm often shows as the Pig feeling taken advantage of. The Monkey’s games and shortcuts can exploit the Pig’s trusting nature, even without malice, and the Pig, once it realises, may feel deeply hurt. The Monkey may find the Pig too slow or too naive, and the Pig may find the Monkey unreliable. Both can be careless with money, the Monkey on schemes and the Pig on pleasures.',
    makeItWork:
      'The Monkey must play fair, always, and the Pig must speak up when something feels wrong. Transparency, especially about money and plans, protects the Pig’s trust. The Monkey can appreciate the Pig’s sincerity as a gift, not a weakness. If the Monkey ever catches itself explaining a scheme in a hurry, that is the moment to slow down and lay out the whole thing. Shared pleasures, good food, travel and friends, keep the bond warm. With honesty and care, this harm can be softened into a lasting friendship.',
  },
  {
    signs: ['rooster', 'rooster'],
    headline: 'Two perfectionists sharing one mirror',
    summary:
      'Two Roosters form a sharp, orderly and hard-working pair, both yin Metal signs with high standards. Old charts count the Rooster among the self-punishing signs. Shared values make life efficient; shared criticism can make it prickly.',
    attraction:
      'Two Roosters understand each other’s need for order, punctuality and a job done properly. Neither has to explain why the spice rack is alphabetised or why the calendar is colour-coded. Both are honest, diligent and proud of their appearance, and they make an impressive pair in public. Each admires the other’s competence and candour, and together they can run a home or a business with remarkable efficiency. There is comfort in never having to lower one’s standards.',
    clash:
      'Two critics under one roof can turn every detail into a debate. Each has a firm view of the right way, and when those views differ, neither yields. The Rooster features among the self-punishing signs in old charts, and in this pair it often looks like perfectionism turned inward and then outward, each picking at the other as they pick at themselves. Both crave recognition and may compete for it. Emotional warmth can get lost among the lists.',
    makeItWork:
      'Agree on a division of territory so each Rooster has areas where its way rules. Balance every correction with a compliment, or better, two. Schedule time for pure fun with no goals, no lists and no critique. Acknowledge each other’s efforts publicly, since both thrive on recognition. When a disagreement arises over method, try both and compare. Two Roosters who remember to be kind can be a formidable, devoted pair.',
  },
  {
    signs: ['rooster', 'dog'],
    headline: 'The critic and the watchdog',
    summary:
      'One of the six harms of Chinese tradition falls between Rooster and Dog, two principled, outspoken signs quick to spot a flaw. Honest respect can unite them. Left unchecked, their mutual criticism can wear the bond thin.',
    attraction:
      'Each respects the other’s integrity. The Dog admires the Rooster’s diligence and candour; the Rooster values the Dog’s loyalty and fairness. Both are honest, both dislike pretence and both take responsibilities seriously. Dog Earth nourishes Rooster Metal, and the Dog’s steady support can boost the Rooster’s confidence. As partners in a cause or a business, they can be a principled and effective team, the Rooster checking the figures and the Dog checking the ethics.',
    clash:
      'The traditional harm between them often looks like mutual fault-finding. The Rooster criticises details; the Dog criticises motives. The Dog may find the Rooster vain or self-centred, and the Rooster may find the Dog anxious and preachy. Both are stubborn and hold grudges. They are neighbours at the close of autumn, and like neighbours who share a fence, they notice every fault over it. Small frictions can pile up into a standing coolness.',
    makeItWork:
      'Lead with appreciation. The Rooster can praise the Dog’s loyalty and the Dog can praise the Rooster’s hard work before either raises a concern. Agree that criticism is about actions, never character. Share a purpose larger than themselves, which unites two principled signs. A joke at their own expense, perhaps about who spotted the mistake first, can deflate a row before it starts. Forgive promptly. With conscious kindness, this harm can become a relationship of solid mutual respect.',
  },
  {
    signs: ['rooster', 'pig'],
    headline: 'Precise habits and a generous spirit',
    summary:
      'Neither bound nor divided by tradition, Rooster and Pig meet as opposites in habit. The Rooster is organised and exacting, the Pig relaxed and generous. Each can soften or strengthen the other, if they accept their very different approaches to life.',
    attraction:
      'The Pig’s easy warmth and forgiving nature are a balm to the Rooster’s high-strung perfectionism, and the Rooster’s organisation gives the Pig a reassuring sense of order. Rooster Metal nourishes Pig Water, and the Rooster’s structure can help the Pig’s generous impulses go further. Both are honest and sincere. The Rooster, so quick to notice flaws, finds in the Pig someone who rarely returns the favour, and for a perfectionist that forgiveness can be quietly life-changing.',
    clash:
      'The Rooster’s criticism can bruise the Pig, who prefers to let things slide. The Pig’s relaxed approach to tidiness, time and money can drive the Rooster to distraction. The Rooster may see the Pig as indulgent or lazy, and the Pig may see the Rooster as fussy or harsh. A Rooster that refolds the towels the Pig has just put away is making a point the Pig will feel for days. When hurt, the Pig withdraws its warmth and the Rooster doubles down on critique.',
    makeItWork:
      'The Rooster can pick its battles and let small things go. The Pig can make an effort on the few things that matter most to the Rooster, such as punctuality or a tidy shared space. Balance structure with pleasure: the Rooster plans the trip, the Pig makes sure it is fun. Praise generously, since the Rooster glows under it and the Pig returns it twofold. The Pig’s kindness and the Rooster’s diligence can make a stable and comfortable partnership.',
  },
  {
    signs: ['dog', 'dog'],
    headline: 'Two loyal hearts keeping watch',
    summary:
      'Two Dogs make a faithful, honest and principled pair, both yang Earth signs with a strong sense of justice. They trust each other deeply. The risk is that two worriers can keep each other up at night.',
    attraction:
      'Loyalty is their native language. Two Dogs recognise in each other the same devotion, honesty and fairness, and neither ever doubts the other’s sincerity. They share values, defend each other fiercely and are happiest with a close circle of friends and family. They tend to agree on who deserves trust and who does not, and that shared judgement makes them formidable as friends, parents or business partners. There is profound comfort in being loved by someone who would never betray you.',
    clash:
      'Two anxious minds can feed each other’s fears. Dogs worry about what might go wrong, and a pair of them may talk themselves out of good opportunities. Both are stubborn about principles, so if they disagree on a moral point, the rift can be deep. Two Dogs can also stay loyal to a failing plan or a bad friend long past the point of sense, each too principled to be the first to walk away. Neither naturally brings lightness, so life can become serious.',
    makeItWork:
      'Cultivate joy deliberately. Plan fun, play and laughter, since two Dogs will not always find them on their own. When worries arise, set a time limit on discussion, then take one practical step. Respect each other’s principles even when they differ. Share a cause that gives their loyalty a positive outlet. Two Dogs who protect each other’s happiness as fiercely as they protect each other’s safety make a wonderful pair.',
  },
  {
    signs: ['dog', 'pig'],
    headline: 'Honest hearts at the year’s end',
    summary:
      'Dog and Pig sit side by side at the end of the Chinese zodiac, with no formal tie between them, yet they often get on remarkably well. Both are sincere, kind and loyal. The Dog protects; the Pig reassures.',
    attraction:
      'Sincerity meets sincerity. The Dog is honest and faithful; the Pig is genuine and generous. Neither plays games, and both prefer a warm home and true friends to status or show. The Pig’s easy-going optimism soothes the Dog’s anxieties, and the Dog’s protective loyalty shields the trusting Pig from those who would take advantage. As the last two signs of the cycle, both carry something of the year’s end: a wish to gather people in and keep them safe.',
    clash:
      'The Dog is principled and sometimes judgemental, and may disapprove of the Pig’s indulgences. The Pig can find the Dog’s worrying tiresome. Earth dams Water, and the Dog’s rules can dampen the Pig’s natural enjoyment. A Pig that lends money to a friend without asking may find the Dog less troubled by the sum than by not being consulted. Both avoid conflict in their own ways, the Pig by smoothing over and the Dog by going silent, so issues may linger.',
    makeItWork:
      'The Dog can relax its standards a little and enjoy the Pig’s pleasures; the Pig can take the Dog’s concerns seriously. Share hosting and community activities, which suit them both. When the Pig wants to open the door to yet another guest, the Dog can agree and then quietly check the locks, and both get what they need. Talk through worries calmly and look for practical solutions. Appreciate each other’s kindness aloud. This pairing is naturally warm and honest, and a little understanding makes it thrive.',
  },
  {
    signs: ['pig', 'pig'],
    headline: 'Two generous hearts at one table',
    summary:
      'Two Pigs make a warm, kind and pleasure-loving pair, both yin Water signs with generous hearts. Old charts count the Pig among the signs that can work against themselves. Comfort and affection abound; discipline may need a nudge.',
    attraction:
      'Contentment comes easily. Two Pigs share a love of good food, comfort, friends and simple pleasures, and neither judges the other for enjoying life. Both are honest, generous and forgiving, so quarrels are rare and quickly mended. Their home is often a welcoming place, open to friends and family. Feelings flow freely between two Water signs, and a bad day told to another Pig usually ends with a good supper. There is deep ease in never being asked to be anything else.',
    clash:
      'Too much ease can become inertia. Neither may want to handle difficult tasks, make hard decisions or curb spending, so practical problems can pile up. Both are trusting, and together they may be more vulnerable to people who take advantage. The Pig is among the self-punishing signs in old charts, and in a pair this can look like indulgence that leaves both feeling worse. Avoiding conflict can let resentments build quietly.',
    makeItWork:
      'Add a little structure to the comfort. A simple budget, a shared list of chores and regular goals give two Pigs a framework for their generosity. Seek advice from a shrewder friend on big decisions or investments. Speak up about small irritations before they grow. Keep enjoying life together, since that is their gift, but balance pleasure with purpose. Two Pigs who look after each other’s future as well as each other’s comfort make a truly happy pair.',
  },
];
