import type { PairText } from './types';

/**
 * Friendship compatibility for the zodiac pairs whose first sign is Aries, Taurus, Gemini or
 * Cancer (42 pairs, issue #24): the project's own text. Shape and limits in ./types.
 */
export const FRIENDSHIP_ARIES_CANCER: PairText[] = [
  {
    signs: ['aries', 'aries'],
    headline: 'Two sparks racing for the same finish line',
    summary:
      'Two Aries friends are a double dose of cardinal fire under Mars: quick to say yes, quick to start and quick to compete. The friendship runs on dares and shared adventures, provided both can bear to lose now and then.',
    attraction:
      'Nobody keeps up with an Aries quite like another Aries. When one suggests a midnight swim or a last-minute trip, the other is already hunting for the car keys. With Mars ruling them both, they speak the same blunt, energetic language: no hints, no sulking in corners, just a plain “let’s go”. They admire courage above almost everything, and each finds plenty of it in the other. Together they make a formidable team for anything that needs a first push, from organising a charity run to standing up for someone who is being treated unfairly.',
    clash:
      'Two Mars-ruled people in one room means two people who want to lead, and neither is naturally patient enough to wait a turn. Board games turn fiercely competitive, arguments flare over trivia, and a friendly race can end with one of them demanding a rematch. Being cardinal, each prefers starting things to finishing them, so joint projects can stall halfway once the thrill fades. Tempers rise fast on both sides; happily they usually cool just as quickly, though a bruised ego can linger longer than either Ram admits.',
    makeItWork:
      'Take turns at the steering wheel, literally and otherwise: one plans this weekend, the other picks the next. Channel the rivalry into something with a scoreboard, such as climbing, five-a-side or a running app, so the competitive streak has somewhere harmless to go. When a row blows up, apologise quickly and plainly, which an Aries respects far more than an elaborate peace offering. For long projects it also helps to bring in a steadier third friend, someone who enjoys the finishing stage that both Rams tend to skip.',
  },
  {
    signs: ['aries', 'taurus'],
    headline: 'The sprinter and the steady walker',
    summary:
      'Aries and Taurus sit side by side in the zodiac, a semi-sextile linking Mars-led fire with Venus-ruled earth. One friend lights the fuse, the other makes sure there is dinner afterwards, and both learn from the contrast.',
    attraction:
      'Aries brings the push and Taurus brings the patience, and each quietly envies what the other has. The Ram drags the Bull out to try a new climbing wall or a festival that sold out in minutes; the Bull, in return, offers a sofa, a proper meal and a calm voice when the Aries plans have gone sideways. Mars and Venus are old partners in myth, and here the pairing shows up as energy meeting comfort. Taurus finds the Aries spark entertaining, and Aries trusts that a Taurus friend will still be around next year.',
    clash:
      'Speed is the sore point. Aries decides in seconds and wants company immediately, while fixed Taurus likes time to think and tends to dig in the moment anyone pushes. Invitations can feel like orders to the Bull; the Bull’s caution can feel like a brush-off to the Ram. Money causes friction too, since Aries spends on impulse and Taurus budgets with care. When they quarrel, Aries shouts and moves on, whereas Taurus goes quiet and remembers, which leaves the Ram puzzled about why a forgotten argument still hangs in the air.',
    makeItWork:
      'Give Taurus some notice. A message on Tuesday about Saturday’s plan costs Aries nothing and makes the Bull far more willing to come. In return, Taurus can agree to say yes to one spontaneous idea a month without a debate. Split the choices by taste: Aries picks the adventure, Taurus picks where to eat afterwards. After a disagreement, Aries should check in a day later rather than assuming all is forgiven, and Taurus should say out loud what still stings, because a Ram cannot read silence.',
  },
  {
    signs: ['aries', 'gemini'],
    headline: 'Quick wits and quicker feet',
    summary:
      'A sextile joins fiery Aries and airy Gemini, and the result is one of the liveliest friendships in the zodiac. Mars supplies the nerve and Mercury the ideas, so boredom rarely gets a look in.',
    attraction:
      'Gemini talks, Aries acts, and together they get an astonishing amount done in an afternoon. The sextile makes conversation easy, and since air feeds fire, a throwaway Gemini idea can become an Aries plan before the coffee has cooled. Both are restless and both love novelty, whether that means a new bar, a new hobby or a new argument about films. Mercury gives Gemini a quick tongue that keeps Aries laughing, and the Ram’s straightforward courage gives the Twins someone who will actually turn up for the wild scheme they dreamt up at two in the morning.',
    clash:
      'Boredom arrives quickly for both, which is fun until neither of them follows through. Gemini, mutable and curious, may change the plan three times before Saturday, and cardinal Aries hates waiting on a decision. The Ram can also find Gemini’s love of debate slippery, suspecting the Twins argue one side purely for sport. Gemini, in turn, winces at Aries bluntness, especially in company. Teasing sits at the centre of this friendship, yet a joke pushed one step too far can leave the Ram smarting and the Twins wondering why anyone took it seriously.',
    makeItWork:
      'Agree on which plans are fixed and which are floating. A simple rule, such as “once it’s in the group chat with a time, it’s happening”, saves a lot of grief. Gemini can help by saying plainly when a debate is just for fun, and Aries can help by asking before assuming an insult was meant. Keep the friendship moving with quiz nights, city breaks or learning a language side by side. When tension builds, talk it through briskly and early; both signs handle a short, honest chat far better than a long silence.',
  },
  {
    signs: ['aries', 'cancer'],
    headline: 'Bold fire meets a protective tide',
    summary:
      'Aries and Cancer form a square, two cardinal signs of fire and water who both like to lead, though in very different directions. Mars charges out into the world while the Moon guards the home base.',
    attraction:
      'Both are cardinal, so both are starters, and that shared instinct to get things moving makes them surprisingly effective allies. Aries is the friend who will march into the council office on your behalf; Cancer is the friend who notices you have stopped eating properly and turns up with soup. Each respects the other’s version of bravery. The Ram learns that loyalty can be quiet, and the Crab discovers that a friend who fights openly can be a great comfort. When someone they both love is in trouble, the two of them make a formidable rescue squad.',
    clash:
      'The square brings friction between Martian directness and lunar sensitivity. An offhand remark that the Ram forgets within an hour may sit with Cancer for weeks, and the Crab’s sideways way of showing hurt rarely registers with a sign that prefers plain speaking. Aries wants to be out doing things; Cancer often wants a cosy evening in with people it trusts. Both like to be in charge, too, which turns planning into a quiet tug-of-war. Falling-outs can escalate, with Aries pushing for a quick resolution and Cancer retreating into its shell until it feels safe.',
    makeItWork:
      'Mix the venues: one evening out on an Aries adventure, the next at Cancer’s kitchen table. Aries does well to soften the delivery rather than the message, since the Crab can hear honesty when it arrives with warmth. Cancer can help by saying “that hurt” directly instead of hoping the Ram will guess. Give the Crab time after a row, because chasing only sends it deeper into the shell. Recognise each other’s care in its own form, since a spontaneous dash across town and a remembered birthday both count as devotion.',
  },
  {
    signs: ['aries', 'leo'],
    headline: 'A bonfire of loyalty and laughter',
    summary:
      'Aries and Leo share the fire element in a warm trine, with Mars and the Sun as their rulers. Expect big plans, loud laughter and fierce loyalty, plus the occasional contest over who gets the spotlight.',
    attraction:
      'This is a friendship that tends to click within minutes. Both fire signs love fun, generosity and a bit of drama, and the trine lets their energy flow without much effort. Aries gets the party started; fixed Leo makes sure it keeps going until the early hours. The Sun gives Leo a big heart and a flair for hosting, while Mars gives Aries the nerve to try anything once. They cheer each other on loudly, turn up for every opening night and defend each other against all comers. Each feels properly seen, which matters a great deal to both.',
    clash:
      'Two fire signs can both want centre stage, and Leo’s pride meets Aries impatience in a way that occasionally sets off sparks. The Ram may rush into a plan without consulting the Lion, who then feels overlooked; Leo may hold court at a gathering while Aries grows restless and wanders off. Fixed Leo does not change course easily, and cardinal Aries hates being told to slow down. Rows between them are loud and theatrical, and both can be stubborn about making the first move towards peace, each convinced the other should blink first.',
    makeItWork:
      'Praise generously and specifically, since both signs glow under honest admiration and neither ever gets quite enough of it. Share the stage by taking turns: Leo hosts the dinner, Aries plans the road trip. When Aries has a bold idea, inviting Leo into the planning early stops the Lion from feeling like an afterthought. After an argument, let humour do some of the repair work, because a shared joke often mends this pair faster than a solemn talk. Above all, remember that the rivalry is a game and the loyalty is real.',
  },
  {
    signs: ['aries', 'virgo'],
    headline: 'The dash and the detail',
    summary:
      'Aries and Virgo sit at an awkward quincunx, cardinal fire beside mutable earth. Mars wants to act now and Mercury wants to check first, yet this odd couple can become a remarkably useful team.',
    attraction:
      'What each lacks, the other has in abundance. Aries brings drive, nerve and an appetite for starting things; Virgo brings method, a sharp eye and the patience to make them work. The Ram will happily talk a hesitant Virgo into applying for the job or signing up for the half-marathon, and Virgo will then write the training plan. Mercury makes Virgo a dry, observant wit, and Aries is often the one laughing loudest. There is real respect here: Virgo admires courage, and Aries, when honest, knows the value of a friend who reads the small print.',
    clash:
      'The quincunx links signs with little in common, so misunderstandings come easily. Virgo’s helpful corrections can sound like nagging to a Ram who just wants to get on with it, and the Aries habit of leaping without looking makes Virgo anxious on their behalf. Aries may find Virgo’s caution dull; Virgo may find Aries careless with plans, money and other people’s feelings. When tension builds, Virgo tends to critique quietly and Aries tends to snap, so a small gripe about punctuality can grow into a bigger argument about respect.',
    makeItWork:
      'Divide the labour openly. Let Aries lead the launch and Virgo manage the logistics, and thank each other for the half you could never do alone. Virgo can frame suggestions as options rather than fixes, and Aries can ask for Virgo’s view before charging off, which makes the advice feel invited. Keep plans concrete, with times and places, so Virgo can relax. When they disagree, stick to the specific problem and avoid sweeping comments about character; both signs respond well to facts and badly to labels.',
  },
  {
    signs: ['aries', 'libra'],
    headline: 'Opposite ends of the same seesaw',
    summary:
      'Aries and Libra face each other across the zodiac, both cardinal, one fire and one air, ruled by Mars and Venus. The opposition makes them mirrors: each has what the other is learning, and the friendship becomes a lively balancing act.',
    attraction:
      'Opposites fascinate, and this pair finds each other endlessly interesting. Libra admires the way Aries simply says what it thinks and does what it wants, while Aries is quietly impressed by the Libran knack for charming a room and smoothing over a tense dinner. Air fans fire, so Libra’s ideas give the Ram new targets, and the Ram’s energy turns Libran musings into actual bookings. As cardinal initiators, both like to get things started, and they make excellent co-hosts: Aries sends the invitations with gusto, Libra makes sure everyone is introduced and nobody sits alone.',
    clash:
      'The Ram decides instantly; the Scales weigh every option, then weigh them again. Aries can find Libra maddeningly indecisive or too keen to please everybody, and may push hard for an answer. Libra, who values tact, can be embarrassed by Aries bluntness, especially when it lands on a mutual friend. Conflict itself is a sore point: Aries would rather have the argument out in the open and be done, while Libra dislikes confrontation and may agree on the surface while simmering underneath. That gap can leave the Ram believing a matter is settled when it is anything but.',
    makeItWork:
      'Set time limits on decisions. Libra gets until Thursday to pick the restaurant, after which Aries chooses and nobody complains. Aries can practise asking “what do you actually think?” in a tone that invites a real answer rather than a diplomatic one. Libra, for its part, benefits from saying no plainly; the Ram will respect that far more than a vague maybe. Treat the opposition as a skill swap, with Libra coaching Aries in tact and Aries coaching Libra in directness, and both will leave the friendship better at something.',
  },
  {
    signs: ['aries', 'scorpio'],
    headline: 'Two faces of Mars at the same table',
    summary:
      'Aries and Scorpio share Mars as a traditional ruler, but the quincunx between cardinal fire and fixed water shows it in very different ways. One fights in the open, the other plays a longer game, and respect has to be earned.',
    attraction:
      'Mars gives both of them a streak of courage and a taste for intensity, and they recognise it in each other straight away. Neither has any interest in shallow small talk or half-hearted loyalty. Aries admires Scorpio’s depth, nerve and ability to keep a secret under any pressure; Scorpio enjoys the Ram’s honesty and the fact that Aries never pretends. Modern astrology adds Pluto to Scorpio’s rule, deepening its hunger for the truth of things. As friends they are fierce allies who can face hard times together, from a gruelling challenge to a family crisis, without flinching.',
    clash:
      'Their styles rarely line up, as the quincunx suggests. Aries blurts, while Scorpio watches, waits and weighs every word, so the Ram can feel studied and the Scorpion can feel steamrollered. Aries forgets an argument by lunchtime; fixed Scorpio may file it away for years. Scorpio’s need for privacy can look like secrecy to an Aries who shares everything, and Aries impulsiveness can look like carelessness with confidences to a Scorpio who trusts slowly. Power struggles are possible when both want to call the shots and neither will be seen to back down.',
    makeItWork:
      'Be scrupulously honest and never repeat what the other said in private; trust is the whole foundation here, and Scorpio notices every crack. Aries can slow down enough to ask how Scorpio really feels, then wait for the answer. Scorpio can say what is bothering it out loud, and soon, rather than letting resentment build in silence. Choose activities that suit both, such as a tough hike, a horror film marathon or a sport where intensity is welcome. If a rift opens, deal with it face to face, because neither sign does well with mixed messages.',
  },
  {
    signs: ['aries', 'sagittarius'],
    headline: 'Adventurers with the map upside down',
    summary:
      'A fire trine links cardinal Aries and mutable Sagittarius, ruled by Mars and Jupiter. This is a friendship of open roads, big laughs and bolder plans, happiest when there is somewhere new to go.',
    attraction:
      'Few pairings have as much fun. Both fire signs are enthusiastic, honest and always up for something, and the trine keeps things flowing with barely any effort. Aries provides the spark, and Sagittarius, with generous Jupiter behind it, provides the optimism and the sense of a wider horizon. They are the friends who book cheap flights on a whim, get lost on purpose and come home with stories. Neither takes offence easily at plain speaking, so they can be startlingly frank with each other and laugh about it afterwards.',
    clash:
      'Too much fire and too little follow-through can leave a trail of unfinished plans. Neither is naturally good at the boring details, so passports expire, deposits go unpaid and the trip of the decade becomes a story about a missed train. Sagittarius can be tactless in a way that stings even a thick-skinned Aries, and the Ram’s competitive edge may grate on an Archer who would rather explore than win. Both value freedom, and both can go missing for weeks, which occasionally leaves one wondering whether the other still cares.',
    makeItWork:
      'Appoint a logistics lead for every adventure, taking turns so neither gets stuck with the job forever. Keep the candour but add a little care: a blunt truth lands better with a joke and a hug than with a lecture. Make room for each other’s solo pursuits without reading distance as rejection, and send the odd message when life gets busy. If a quarrel flares, have it out and move on; neither sign likes a grudge, so a quick, honest clear-the-air chat usually brings the friendship back to full strength.',
  },
  {
    signs: ['aries', 'capricorn'],
    headline: 'Ambition from two different angles',
    summary:
      'Aries and Capricorn form a square, two cardinal signs of fire and earth ruled by Mars and Saturn. Both are driven and both want to lead, so this is a bracing friendship where respect grows slowly but lasts.',
    attraction:
      'Both signs want to get somewhere, and they admire each other’s ambition even when their methods differ. Mars is exalted in Capricorn, a hint that the Goat knows how to use Aries-style drive with discipline and timing. Aries brings bold energy and fearless first steps; Capricorn brings structure, patience and a long view. Together they make excellent business partners, training partners or co-organisers of anything that needs both a push and a plan. Capricorn’s bone-dry humour often catches Aries off guard, and the Ram’s cheek helps the Goat loosen its collar.',
    clash:
      'Speed against strategy is the core tension of this square. Aries wants results now and can read Capricorn’s caution as pessimism or control; Capricorn sees Aries as reckless and may quietly wait for the Ram’s plan to fail. Both are cardinal and both like authority, so arguments about who is in charge can turn cold and stubborn. Capricorn’s reserve can feel like judgement, and the Aries temper can seem unprofessional to a Goat that values composure. Their falling-outs tend to go quiet rather than explode, which makes them easier to ignore and harder to heal.',
    makeItWork:
      'Agree on the goal first, then let each take the part that suits them: Aries handles the launch and the pitch, Capricorn the schedule and the budget. Capricorn can offer praise out loud, because Saturn’s approval means a lot even to a confident Ram. Aries can show respect for Capricorn’s experience by asking for advice before the leap rather than after it. Meet regularly, perhaps at a standing monthly breakfast, since reliable rituals suit the Goat and give Aries a fixed point in a busy life. When tension grows, name it plainly and fix it practically.',
  },
  {
    signs: ['aries', 'aquarius'],
    headline: 'Two rebels who share a cause',
    summary:
      'Aries and Aquarius meet in a lively sextile of fire and air. Mars lends courage while Uranus and Saturn lend original ideas, so these two like breaking rules together and usually have a cause on the go.',
    attraction:
      'Independence is the glue. Neither sign wants a clingy friend, and both are happy to go weeks without contact, then pick up exactly where they left off. Aquarius supplies the unconventional thinking and a wide circle of odd, interesting people; Aries supplies the nerve to act on the ideas. The sextile makes them quick collaborators, whether they are starting a campaign, a podcast or a local litter pick. Aquarius enjoys the Ram’s honesty, and Aries finds the Water Bearer’s detached humour refreshing after friends who take everything personally.',
    clash:
      'Fixed Aquarius holds opinions with a surprising grip, and cardinal Aries likes to win arguments, so debates can harden into stand-offs. The Ram’s temper can seem childish to an Aquarius who prefers cool reasoning, while Aquarian detachment can seem cold to Aries in a moment of crisis. Aries may want a friend to take its side, not analyse the situation. The Water Bearer’s devotion to the group or the cause can also leave Aries feeling like one of many, which sits badly with a sign that likes to come first.',
    makeItWork:
      'Give each other plenty of space and never treat it as a snub. When Aries needs loyalty rather than analysis, saying so plainly helps Aquarius respond in the right way. Aquarius can show warmth in small personal gestures, such as a message on a hard day, and not only in big-picture support. Keep shared projects at the heart of things, because doing something meaningful together is how this pair bonds best. After a disagreement, let the dust settle and then talk it through logically; both signs prefer clean honesty to long emotional post-mortems.',
  },
  {
    signs: ['aries', 'pisces'],
    headline: 'The dreamer and the daredevil',
    summary:
      'Pisces ends the zodiac and Aries begins it, so these neighbours form a semi-sextile of fire and water. Mars meets Neptune and Jupiter, and a bold friend and a gentle one can teach each other a great deal.',
    attraction:
      'There is a protective tenderness to this friendship. Aries often acts as a bodyguard for the softer Pisces, ready to confront anyone who takes advantage, while Pisces offers the Ram a kind of acceptance it rarely finds elsewhere. The Fish listens without judging and understands the hurt beneath the Aries bluster. Piscean imagination, fed by Neptune, gives Aries new worlds to explore through music, films or creative projects, and the Ram’s courage helps Pisces actually share that art with others. Each makes the other a little braver or a little kinder.',
    clash:
      'Aries is direct and fast; Pisces is subtle and fluid. The Ram can find Pisces evasive or hard to pin down, while mutable Pisces may agree to plans to keep the peace and then quietly drift away from them. Aries bluntness can wound the sensitive Fish more than the Ram realises, and the Piscean habit of going vague when upset leaves Aries bewildered. Aries may also grow impatient with what looks like dithering, pushing for a decision when the Fish needs time to feel its way there.',
    makeItWork:
      'Aries can turn down the volume without losing the honesty, asking questions instead of issuing verdicts. Pisces can practise saying what it wants, even when that feels awkward, because the Ram genuinely prefers directness. Build in outings both enjoy, such as a gig, a sea swim or a day at the coast: movement for Aries, atmosphere for Pisces. If feelings get bruised, Pisces should not vanish and Aries should not demand an instant fix. A gentle check-in a day later usually works better than any confrontation.',
  },
  {
    signs: ['taurus', 'taurus'],
    headline: 'Two bulls in a very comfortable field',
    summary:
      'Two Taurus friends double up on fixed earth and Venus: loyal, sensual, fond of good food and in no hurry whatsoever. This is a friendship built to last, provided both stubborn streaks can occasionally yield.',
    attraction:
      'Taurus friends understand each other’s need for comfort without a word of explanation. They can spend a whole Sunday cooking, browsing a market or sitting in a garden, and both will call it a perfect day. Venus gives them a shared love of beauty, music and the finer things, so gifts between them are thoughtful and usually edible. Reliability is their common tongue: if one says seven o’clock, the other arrives at five to. Over the years this pair builds an easy, trusting friendship that survives house moves, new jobs and whatever else life throws at it.',
    clash:
      'Two fixed signs rarely shift position, so a disagreement over something minor, like which pub to choose or how to split a bill, can become a full-scale stand-off. Neither likes change, which means they can fall into the same routine for years and then wonder why the friendship feels flat. Possessiveness can creep in too, if one Bull makes new friends and the other feels quietly displaced. When hurt, a Taurus goes silent and digs in, and with two of them doing it at once, a cold spell can outlast the original issue by months.',
    makeItWork:
      'Build novelty into the routine on purpose: a new restaurant each month, a short trip somewhere neither has been, a pottery or wine-tasting class that suits the Venusian taste for craft and pleasure. Agree in advance how money works, since both care about fairness and value. When a disagreement hardens, one of you needs to offer the first small olive branch, perhaps a homemade cake, which speaks fluent Taurus. Talk about feelings before they set like concrete; a Bull who is asked gently will usually open up.',
  },
  {
    signs: ['taurus', 'gemini'],
    headline: 'Slow roots and quick wings',
    summary:
      'Next door to each other on the wheel, Taurus and Gemini form a semi-sextile of fixed earth and mutable air. Venus likes to settle and Mercury likes to roam, so these two make an odd but often charming pair of friends.',
    attraction:
      'Gemini brings the news, the gossip and a hundred ideas; Taurus brings snacks, calm and a sofa to hear it all from. The Bull enjoys a friend who makes life more interesting without demanding much effort, and the Twins appreciate a listener who never gets flustered. Venus gives Taurus a good eye for beauty and Mercury gives Gemini a quick wit, so they make great companions for galleries, bookshops and long lunches. Gemini nudges Taurus out of its ruts, and Taurus gives Gemini a reliable base to return to after every new enthusiasm.',
    clash:
      'Pace is the problem. Gemini wants to change plans, hop between venues and try six things in an afternoon, while Taurus would rather stay in one good place for hours. The Bull can find the Twins flighty and unreliable, especially when Gemini cancels at the last minute for something shinier. Gemini may find Taurus slow or stuck in its habits. Their conversational styles differ too: Gemini thinks aloud and contradicts itself for fun, and Taurus, who means what it says, can take those contradictions as insincerity.',
    makeItWork:
      'Gemini can keep promises once made, even small ones, because reliability is how Taurus measures a friend. Taurus can agree to a bit of spontaneity now and then, accepting that a change of plan is not a personal slight. Find the middle ground in shared pleasures: a food festival gives Gemini variety and Taurus flavour, and a bookshop café suits both. When tension rises, Gemini should avoid turning it into a clever debate and Taurus should avoid retreating into silence. A short, plain conversation over something tasty usually settles matters.',
  },
  {
    signs: ['taurus', 'cancer'],
    headline: 'A friendship that feels like home',
    summary:
      'Taurus and Cancer share a gentle sextile of earth and water, with Venus and the Moon as rulers. The Moon is exalted in Taurus, and this pair builds a cosy, loyal bond around food, home and care.',
    attraction:
      'Security matters enormously to them both, and each recognises in the other a friend who will not disappear. Cancer, cardinal and nurturing, is always ready to look after people; Taurus, fixed and steady, provides the calm that lets the Crab relax. Their ideal evening might be a home-cooked meal, a film and a long chat about family. The Moon’s exaltation in Taurus hints at how soothing the Bull can be for lunar feelings. They remember each other’s birthdays, turn up with flowers after hospital stays and keep each other’s secrets. Few friendships are as practically caring.',
    clash:
      'Comfort can turn into a rut, and this pair can become so cosy that neither suggests anything new. Cancer’s moods change with the tides, and Taurus, who prefers stability, may not know what to do with a friend who is cheerful one day and withdrawn the next. The Bull’s bluntness can hurt the sensitive Crab, while Cancer’s indirect hints can sail straight over the Taurus head. Both can be possessive of their friends, so a newcomer in either life may prompt a quiet jealousy that neither likes to admit.',
    makeItWork:
      'Keep inviting the world in. Plan the occasional trip or new activity so the friendship grows rather than merely settles. Taurus can learn to ask “how are you really?” and wait out the Cancer moods without taking them personally. Cancer can state its needs plainly, since the Bull responds to clear requests far better than to hints. If jealousy surfaces, name it gently and laugh about it together. When there is friction, a meal shared at one of their homes is often the best place to talk it through.',
  },
  {
    signs: ['taurus', 'leo'],
    headline: 'Two immovable objects who love a good time',
    summary:
      'Taurus and Leo form a square of fixed earth and fixed fire, ruled by Venus and the Sun. Both love luxury, loyalty and a good party, and both are famously stubborn, so respect has to flow both ways.',
    attraction:
      'Pleasure unites them. Venus-ruled Taurus and Sun-ruled Leo both appreciate quality, whether that means a great meal, a beautiful coat or a night at the theatre. Both are generous hosts, and once they commit to a friend they stay committed. Leo brings warmth, glamour and a big laugh; Taurus brings steadiness, good taste and a reliable presence. The Lion enjoys an appreciative audience in the Bull, and Taurus enjoys the sparkle Leo adds to an ordinary Tuesday. Since both are fixed signs, the loyalty between them is sturdy and slow to wear.',
    clash:
      'The square between two fixed signs can produce serious stand-offs. Neither likes being told what to do and neither backs down easily, so a disagreement can freeze into a grudge. Leo needs attention and admiration; Taurus shows affection quietly and may not give the Lion all the applause it craves. Taurus likes to save, while Leo likes to splurge on grand gestures. The Bull may find Leo’s showmanship a bit much, and Leo may find Taurus dull or overly cautious just when the Lion wants to celebrate.',
    makeItWork:
      'Compliment each other openly: Leo needs to hear it, and Taurus secretly likes it too. Agree on budgets for shared outings so the Bull isn’t anxious and the Lion isn’t stifled. Take turns choosing plans, an extravagant night out for Leo and a slow lunch for Taurus. When a stalemate develops, one of you has to yield on something small to break the ice, and whoever does it deserves credit. Remember that both of you are loyal to the core; that shared virtue is worth more than winning any single argument.',
  },
  {
    signs: ['taurus', 'virgo'],
    headline: 'Practical friends with excellent taste',
    summary:
      'Taurus and Virgo share the earth element in an easy trine, fixed and mutable, ruled by Venus and Mercury. This is a grounded, dependable friendship built on common sense, good habits and quiet devotion.',
    attraction:
      'Both earth signs value reliability, competence and real-world results, so they trust each other almost from the start. Taurus appreciates Virgo’s thoughtfulness and clever problem-solving; Virgo appreciates the Bull’s calm and the way Taurus never makes a drama out of anything. Venus gives Taurus a love of comfort and beauty, Mercury gives Virgo a sharp mind, and together they are excellent company for gardening, cooking, home projects or a well-planned holiday. The trine makes conversation easy, and the friendship tends to deepen slowly and steadily over many years.',
    clash:
      'Virgo’s urge to analyse and improve can rub against Taurus contentment, since the Bull may not want its habits critiqued, however helpfully. Taurus can seem lazy or resistant to change to a Virgo who is always refining things. Venus is in its fall in Virgo, which hints at a mismatch in how they enjoy themselves: Taurus indulges while Virgo fusses over details. Both can be reserved about feelings, so hurt can go unspoken. Mutable Virgo adapts more easily than fixed Taurus, and the Bull sometimes gets its way through sheer immovability.',
    makeItWork:
      'Virgo can ease off the critique and notice what Taurus already does well, which makes the Bull far more open to suggestions. Taurus can be willing to try Virgo’s new methods now and then. Use the shared earthiness: a joint allotment, a batch-cooking day, a household budget or a walking holiday planned together can be deeply satisfying for both. Make space for talking about feelings, even briefly, so small resentments don’t gather. If a disagreement stalls, focus on practical solutions, which both signs find more comfortable than abstract arguments about who was right.',
  },
  {
    signs: ['taurus', 'libra'],
    headline: 'Venus twice, in two different moods',
    summary:
      'Taurus and Libra are both ruled by Venus, yet they meet at an uneasy quincunx of fixed earth and cardinal air. They share a love of beauty and harmony while going about life in distinctly different ways.',
    attraction:
      'Venus gives them a shared appreciation of pleasure, beauty and good company. Taurus enjoys the physical side of the planet: food, music, fabrics, gardens. Libra enjoys its social side: conversation, style, art and manners. As friends they make perfect companions for exhibitions, concerts, dinner parties and shopping trips where both can admire the craftsmanship. Neither likes conflict for its own sake, and both will go out of their way to make the other comfortable. Libran charm makes the Bull laugh, and the Bull’s steadiness gives Libra a reassuring, honest sounding board.',
    clash:
      'Their priorities sit awkwardly, as signs linked by a quincunx often do. Libra is a social butterfly who wants to see lots of people; Taurus prefers a small circle and a familiar haunt. Libran indecision can frustrate a Bull that knows exactly what it likes, while Taurean stubbornness can frustrate a Libra that wants to weigh every option. Both avoid confrontation, so issues can fester beneath a polite surface. Money can be a quiet source of tension as well, since Libra spends on appearances and Taurus spends on comfort and quality.',
    makeItWork:
      'Talk openly about small irritations before they grow, so that shared Venusian politeness doesn’t turn into shared avoidance. Alternate the social settings: a big gathering for Libra, a quiet dinner for Taurus. Taurus can help Libra decide by offering a clear opinion, which many Librans secretly welcome. Libra can respect the Bull’s routines rather than treating them as a challenge to overcome. Lean into the common ground of art, music, fashion and food. When things go wrong, make peace over something beautiful, such as a good meal or a concert.',
  },
  {
    signs: ['taurus', 'scorpio'],
    headline: 'Loyal to the bone from opposite banks',
    summary:
      'Taurus and Scorpio sit opposite each other, fixed earth facing fixed water, with Venus across from Mars and Pluto. This can be one of the most loyal friendships in the zodiac, and one of the most stubborn.',
    attraction:
      'Both signs are fixed, and both treat friendship as a lifelong commitment rather than a casual arrangement. Taurus offers Scorpio a rare thing: a friend who is exactly what it appears to be, with no hidden agenda. Scorpio offers Taurus depth, insight and a fierce protectiveness. The opposition creates a magnetic curiosity, the Bull intrigued by the Scorpion’s intensity and the Scorpion by the Bull’s calm. They can sit together in comfortable silence, share secrets without fear and turn up for each other in a crisis without needing to be asked.',
    clash:
      'When two fixed signs clash head-on, nobody moves. Disagreements can turn into long, silent sieges, with Taurus digging in and Scorpio brooding quietly. Scorpio may push for emotional depth when Taurus just wants a relaxed evening, and the Bull’s contentment can look like complacency to a Scorpion who is always probing. Possessiveness runs through both signs, so jealousy over other friends can flare. Scorpio remembers every slight and Taurus rarely forgets one either, so a single careless moment can cast a long shadow.',
    makeItWork:
      'Keep short accounts. Deal with each grievance while it is small, because neither of you is good at letting a large one go. Scorpio can accept that Taurus shows love through practical kindness rather than deep conversation, and Taurus can make room for the occasional late-night heart-to-heart that Scorpio needs. Respect each other’s other friendships, since loyalty does not require exclusivity. Shared sensual pleasures suit you both, from spa days to long dinners. If a stand-off begins, agree that the first to apologise wins, which gives both proud egos a reason to yield.',
  },
  {
    signs: ['taurus', 'sagittarius'],
    headline: 'The homebody and the wanderer',
    summary:
      'Taurus and Sagittarius meet at a quincunx of fixed earth and mutable fire, Venus beside Jupiter. One loves home comforts and the other loves the open road, yet a generous appetite for life gives them common ground.',
    attraction:
      'An appetite for life’s pleasures is shared, and it makes a better bridge than it first appears. Jupiter makes Sagittarius expansive and generous; Venus makes Taurus sensual and appreciative. Put them together at a long lunch or a food market abroad and they are thoroughly happy. Sagittarius brings stories, philosophy and a sense of adventure that broadens the Bull’s horizons, and Taurus brings grounding, warmth and a reliable place for the Archer to land after each journey. Both can be very funny in different ways, the Archer loud and the Bull deadpan.',
    clash:
      'The quincunx puts their basic needs at odds. Taurus craves stability and routine, while Sagittarius craves freedom and variety. The Archer may turn up late, cancel for a better offer or vanish on a trip without telling anyone, all of which unsettles the dependable Bull. Taurus may seem stubborn and unadventurous to a Sagittarius who wants to try everything. Sagittarian bluntness can bruise Taurus, who is more sensitive than the calm surface suggests. Money habits differ too, with the Archer gambling on hunches and the Bull putting a little aside each month.',
    makeItWork:
      'Meet in the middle on adventure: a weekend away with a comfortable hotel, or a walking tour with excellent pubs along the route. Sagittarius can keep the Bull informed about changes of plan, which costs little and means a lot. Taurus can let the Archer roam without taking its absences personally. Find a shared ritual, such as a yearly trip or a standing curry night, to anchor the friendship. If tension arises, Sagittarius should soften the honesty and Taurus should voice the frustration instead of going quiet and resentful.',
  },
  {
    signs: ['taurus', 'capricorn'],
    headline: 'Built brick by brick to last',
    summary:
      'Taurus and Capricorn share the earth element in a comfortable trine, fixed and cardinal, ruled by Venus and Saturn. This is a sturdy, ambitious friendship that values loyalty, hard work and a good laugh after hours.',
    attraction:
      'Earth meets earth, and both feel understood almost at once. Neither needs to explain a wish for security, a careful approach to money or a love of things that are well made. Capricorn brings ambition, dry wit and a plan; Taurus brings patience, warmth and an appreciation of quality that helps the Goat enjoy its success. Saturn keeps Capricorn disciplined, and Venus reminds it to relax. Together they might run a side business, restore a house or simply meet for dinner once a month for twenty years. Trust builds slowly here and then sets solid.',
    clash:
      'Both can be rigid, and a disagreement can become a long, dignified silence. Capricorn may be too busy working to make time, which leaves Taurus feeling neglected, while Taurus may seem content to stand still when Capricorn is striving. The Goat can be controlling, and the Bull does not like being managed. Neither is comfortable talking about feelings, so resentments may stay buried for years. Life together can also become all work and routine, with the friendship running on habit rather than genuine connection.',
    makeItWork:
      'Protect the fun. Taurus is the natural expert in pleasure, so let the Bull plan the occasional indulgent outing that prises Capricorn away from work. Capricorn can bring structure to shared goals, which Taurus will appreciate. Put time together in the diary, since both respect commitments once they are written down. Say the warm things aloud now and then, because a practical friendship still needs an occasional “I value you”. When there is friction, discuss it calmly and concretely, aiming for a workable solution rather than a verdict.',
  },
  {
    signs: ['taurus', 'aquarius'],
    headline: 'Tradition sits down with revolution',
    summary:
      'Taurus and Aquarius form a square of two fixed signs, earth and air, ruled by Venus and by Saturn and Uranus. Both are loyal and both are stubborn, and the friendship grows through respecting a very different outlook.',
    attraction:
      'Different in style, they share a kind of integrity. As fixed signs, each sticks to its principles and its people. Aquarius brings originality, unusual ideas and a social conscience; Taurus brings common sense, warmth and a grounded view of what actually works. The Bull may find the Water Bearer’s eccentricity fascinating, and Aquarius may appreciate the Bull’s calm, unpretentious honesty. Saturn, the traditional ruler of Aquarius, gives it a practical side that Taurus can relate to. They can become surprisingly good allies on community projects where vision needs a firm footing.',
    clash:
      'Two fixed signs in a square means strong opinions and little compromise. Aquarius likes to challenge conventions and Taurus likes what is tried and tested, so conversations about politics, money or lifestyle can become stand-offs. Aquarius may find Taurus materialistic or set in its ways; Taurus may find Aquarius aloof, contrary or unpredictable. The Bull wants regular, reliable contact, whereas the Water Bearer may disappear into causes and groups for weeks. Neither bends easily, so disagreements risk hardening into distance.',
    makeItWork:
      'Agree to disagree on the big questions and focus on shared activities instead: a community garden, a local campaign or a repair café where Aquarian ideals meet Taurean skill. Aquarius can keep in regular contact, however briefly, so the Bull feels valued. Taurus can stay curious about the Water Bearer’s ideas rather than dismissing them. Humour is a great solvent here, and both have a dry streak. When a row happens, allow a cooling-off period, then return with a practical proposal; neither sign responds well to emotional pressure.',
  },
  {
    signs: ['taurus', 'pisces'],
    headline: 'Gentle hearts with their feet on the ground',
    summary:
      'Taurus and Pisces share a soft sextile of fixed earth and mutable water. Venus rules the Bull and is exalted in Pisces, so these friends share tenderness, creativity and a taste for life’s quieter beauty.',
    attraction:
      'This is a kind, easy friendship. Pisces brings imagination, empathy and an artistic spirit; Taurus brings stability, practical help and a steady presence. Venus links them, ruling one and exalted in the other, so both have a deep love of music, art and beauty. They can while away hours at a gallery, a concert or on a quiet beach. The Bull feels gently understood by the Fish, who sees beneath the calm exterior, and Pisces feels safe with a friend who keeps promises. Each makes the other softer and stronger at once.',
    clash:
      'Pisces is fluid and sometimes unreliable about times and plans, which frustrates a Bull that likes things settled. Taurus can seem too rigid or materialistic to a dreamy Fish. Pisces may avoid conflict by drifting away while Taurus avoids it by going silent, so neither raises problems and both assume the other is fine. The Bull can end up carrying more of the practical load, and although Taurus is generous, it may come to resent being the only grown-up in the friendship.',
    makeItWork:
      'Share the practical load fairly, with Pisces in charge of the creative plans and Taurus in charge of the bookings. Taurus can practise gentle patience with the Fish’s changeable moods, and Pisces can make a real effort to keep commitments. Create things together, whether that is a playlist, a garden, a dinner party or an evening art class. Check in regularly about how things feel, since both tend to hide discomfort. After a misunderstanding, a quiet walk or a shared meal often does more than words to restore the warmth.',
  },
  {
    signs: ['gemini', 'gemini'],
    headline: 'Four voices and a thousand topics',
    summary:
      'Two Geminis make a friendship of mutable air under a double dose of Mercury: quick, curious and never short of something to say. Conversation is the whole game, and keeping track of plans is the only real challenge.',
    attraction:
      'Nobody else keeps up. Two Geminis can talk for hours, leap between twenty subjects and finish each other’s jokes. Mercury makes both witty, curious and quick to learn, so they love quizzes, puzzles, podcasts and late-night debates about nothing in particular. Neither minds the other’s restlessness or sudden change of mind, because each feels exactly the same. At parties they work the room as a double act, and between meetings they swap news, books and gossip constantly. There is a lightness here that can be wonderfully freeing.',
    clash:
      'With no earth or water in the mix, things can stay on the surface. Two mutable air signs may make a dozen plans and keep none, each assuming the other has booked. Gossip can turn inward, and a careless word repeated to the wrong person can damage trust. Both dislike heavy emotions, so when one is going through a hard time, the other may offer jokes or advice rather than comfort. Arguments can become clever point-scoring matches where nobody listens, and both may drift off when things get difficult.',
    makeItWork:
      'Put plans in writing and decide who does what; a shared note on your phones can work wonders. Guard each other’s confidences carefully and agree what is and is not for sharing. Practise listening without interrupting when one of you is struggling, and ask “advice or sympathy?” before offering either. Keep feeding the curiosity with new classes, trips and books. When you fall out, drop the debating tricks and say simply what hurt; both of you respond to plain honesty once you stop trying to win.',
  },
  {
    signs: ['gemini', 'cancer'],
    headline: 'Chatter by the fireside',
    summary:
      'Gemini and Cancer sit side by side in a semi-sextile, mutable air next to cardinal water, with Mercury and the Moon in charge. Head meets heart, and the friendship thrives when each learns the other’s language.',
    attraction:
      'Cancer loves to look after people and Gemini loves to entertain them, so an evening together has both a good host and good stories. The Crab feels brightened by the Twins’ humour and endless curiosity; Gemini feels comforted by Cancer’s warmth and the way the Crab remembers every detail of a friend’s life. Mercury and the Moon are the two swiftest bodies in the sky, and both signs can be changeable, so each understands the other’s shifts of mood. Gemini helps Cancer put feelings into words, and Cancer helps Gemini actually notice them.',
    clash:
      'Gemini thinks, Cancer feels, and that difference causes friction. The Twins may treat a serious Cancer worry as an interesting puzzle, when the Crab wants empathy first. Gemini’s wide social circle and habit of flitting can leave Cancer feeling like one of many, and the Crab’s need for reassurance can feel clingy to a free-ranging Gemini. Jokes at Cancer’s expense land badly. Meanwhile the Crab’s indirect way of expressing hurt can mystify Gemini, who would rather have things stated and discussed.',
    makeItWork:
      'Gemini can slow down and listen when Cancer is upset, offering a hug before a solution. Cancer can put feelings into words, since the Twins cannot respond to what they haven’t been told. Regular check-ins work well here: Gemini is great at sending messages, and a quick text makes Cancer feel remembered. Combine your strengths at dinner parties, where the Crab cooks and the Twins keep the conversation bubbling. If you fall out, Gemini should resist arguing it logically, and Cancer should resist retreating into the shell.',
  },
  {
    signs: ['gemini', 'leo'],
    headline: 'The wit and the showstopper',
    summary:
      'Gemini and Leo meet in a bright sextile of mutable air and fixed fire, Mercury alongside the Sun. This is a sociable, playful friendship full of jokes, parties and creative schemes.',
    attraction:
      'Air feeds fire, and Gemini’s ideas give Leo something to shine with. Both love fun, attention and a lively crowd, so they are natural partners at parties, festivals and karaoke nights. Gemini is quick-witted and endlessly entertaining; Leo is warm, generous and dramatic, with a laugh that fills a room. The Twins enjoy the Lion’s big heart and confidence, and Leo adores a clever friend who appreciates the performance and adds sharp commentary from the wings. Creative collaborations, from a podcast to a comedy sketch, come naturally to this sextile.',
    clash:
      'Leo wants loyalty and admiration, and Gemini’s light-hearted teasing can dent the Lion’s pride. The Twins’ changeable nature can look unreliable to fixed Leo, who expects friends to show up as promised. Gemini may find Leo’s need for the spotlight a little tiring, and the Lion’s stubbornness sits awkwardly with Gemini’s love of debate. When Gemini spreads its attention across many friends, Leo may feel undervalued. Arguments tend to get theatrical on Leo’s side and slippery on Gemini’s.',
    makeItWork:
      'Gemini can compliment Leo generously and sincerely, and keep the jokes affectionate rather than cutting. Leo can allow Gemini some freedom and share the stage, letting the Twins shine too. Keep the plans varied and creative, since both thrive on play. Turn up for each other’s big moments, because this is how Leo measures friendship. After a disagreement, Gemini should skip the clever debate and offer a heartfelt apology, while Leo should accept it graciously without demanding a full ceremony of contrition.',
  },
  {
    signs: ['gemini', 'virgo'],
    headline: 'Two minds under one Mercury',
    summary:
      'Gemini and Virgo share Mercury as ruler but form a square of mutable air and mutable earth. Both are clever and curious, yet they think in very different ways, which makes for sharp conversation and occasional sparks.',
    attraction:
      'Mercury gives both a love of information, language and problem-solving, so they can talk for hours about books, news, ideas and the odd behaviour of their colleagues. Gemini brings breadth and speed; Virgo brings depth and precision. Together they make an impressive team on a quiz, a project or a complicated trip, with Gemini generating options and Virgo choosing the sensible one. Both are mutable and adaptable, so neither is too rigid to adjust. Their humour, dry on Virgo’s side and quick on Gemini’s, can be devastatingly funny.',
    clash:
      'The square shows up as scattered against systematic. Virgo finds Gemini inconsistent, disorganised and prone to exaggeration; Gemini finds Virgo fussy, critical and anxious. With Mercury in both, they can argue about details for sport, and Virgo’s corrections can sting the Twins’ pride. Both can be nervy under stress, and two anxious minds together may spiral rather than settle. Gemini’s looseness with facts and secrets can also unsettle a Virgo who values accuracy and discretion.',
    makeItWork:
      'Respect each other’s style of thinking, because Gemini’s brainstorming and Virgo’s editing are both necessary. Virgo can pick only the corrections that truly matter, and Gemini can follow through on the promises it makes. Channel the shared mental energy into something productive, like a book club, a crossword rivalry or learning a skill together. When anxiety runs high, go for a walk rather than talking the worry in circles. If you argue, agree on the facts first and then discuss feelings; both of you handle disagreement better once the details are straight.',
  },
  {
    signs: ['gemini', 'libra'],
    headline: 'Conversation, culture and company',
    summary:
      'Gemini and Libra share the air element in an easy trine, mutable and cardinal, with Mercury and Venus as rulers. This is a sociable, civilised friendship that runs on talk, charm and shared interests.',
    attraction:
      'Few pairings find conversation so effortless. Gemini brings curiosity, wit and a stream of ideas; Libra brings charm, taste and a gift for seeing both sides. Mercury and Venus are the Sun’s two closest companions in the sky, and these friends likewise keep each other company in galleries, cafés, cinemas and parties. Both are social, open-minded and keen to avoid heaviness, so time together feels light and pleasant. Libra makes Gemini feel appreciated, and Gemini keeps Libra entertained and thinking. They introduce each other to new people constantly.',
    clash:
      'Hard conversations get dodged by both, and with all air and no earth, plans can float away. Libra’s indecision meets Gemini’s changeability, so choosing a restaurant can take an hour. Gemini may flit to new friends and leave Libra feeling neglected, while Libra’s people-pleasing can seem insincere to the Twins. Neither likes heavy emotions, so when one is truly struggling, the other may not know how to help. Resentments can hide behind pleasant chatter until they finally spill out.',
    makeItWork:
      'Take turns being the decider and stick with the choice. Make room for deeper conversations now and then, asking directly how the other is doing and really listening to the answer. Libra can speak up about what it truly wants, and Gemini can prove its loyalty by following through. Feed the friendship with culture: theatre, festivals, debates and new restaurants. When a problem surfaces, address it with the same charm you bring to everything else, without letting politeness bury it; a candid, kind chat clears the air.',
  },
  {
    signs: ['gemini', 'scorpio'],
    headline: 'The light touch and the deep dive',
    summary:
      'Gemini and Scorpio meet at a quincunx of mutable air and fixed water, Mercury alongside Mars and Pluto. They are fascinated by each other’s minds, though one skims the surface and the other dives.',
    attraction:
      'Both signs are intensely curious. Gemini wants to know a bit about everything; Scorpio wants to know everything about one thing. That shared hunger for understanding makes for gripping conversations about psychology, unsolved mysteries, true crime or the secret lives of mutual acquaintances. Scorpio enjoys Gemini’s wit and the way the Twins lighten its mood, and Gemini is intrigued by Scorpio’s depth and the sense that there is always more to discover. Both are sharp, observant and quietly funny, and they make a formidable team on any investigation.',
    clash:
      'The quincunx makes for genuine misreadings. Scorpio values loyalty, privacy and depth; Gemini values variety, openness and lightness. The Twins’ habit of sharing stories can alarm a Scorpio who expects secrets to be kept forever. Scorpio’s intensity and suspicion can feel heavy or controlling to Gemini, who dislikes being pinned down. Gemini may treat lightly what Scorpio takes seriously, and the Scorpion’s long memory can turn a throwaway Gemini remark into a lasting grievance.',
    makeItWork:
      'Gemini must be trustworthy with confidences, because for Scorpio this is non-negotiable. Scorpio can give the Twins room to roam without reading it as disloyalty. Use the shared curiosity: a mystery novel club, an escape room, a documentary night or a trip somewhere with a dark history. Ask each other direct questions and answer them honestly. If a misunderstanding arises, Scorpio should raise it rather than brood, and Gemini should take it seriously rather than laughing it off.',
  },
  {
    signs: ['gemini', 'sagittarius'],
    headline: 'Questions at one end, answers at the other',
    summary:
      'Gemini and Sagittarius sit opposite each other, mutable air facing mutable fire, ruled by Mercury and Jupiter. Both are restless and curious, and the opposition creates a lively, funny friendship of ideas and travel.',
    attraction:
      'These two mirror each other’s restlessness. Gemini collects facts, stories and small details, while Sagittarius seeks big meanings and far horizons. Together they can talk for hours about philosophy, travel, books and the news, switching from silly to serious in a heartbeat. Both are adaptable and up for anything, so a spontaneous weekend away is easy to arrange. Sagittarius admires Gemini’s quick wit, and Gemini admires the Archer’s optimism and courage. Laughter is constant, and neither ever bores the other.',
    clash:
      'With both signs mutable, reliability can suffer, and plans made with great enthusiasm are forgotten just as quickly. Sagittarius can be preachy or blunt, and Gemini may enjoy poking holes in the Archer’s grand theories purely for fun, which can start real arguments. Between Gemini’s love of gossip and the Archer’s tactlessness, they can cause mischief among other friends. Both prize freedom, so weeks of silence are common, and one may start to wonder whether the friendship has quietly faded.',
    makeItWork:
      'Keep the adventures coming, but let someone hold the tickets. A shared calendar or a standing travel fund can turn talk into actual trips. Gemini can respect Sagittarius’s beliefs even while debating them, and the Archer can stay open to Gemini’s questions without lecturing. Send each other messages during the quiet periods, even just a link or a joke. When a row breaks out, laugh first if you can, then talk it through honestly; both signs recover quickly once the air is clear.',
  },
  {
    signs: ['gemini', 'capricorn'],
    headline: 'The joker and the strategist',
    summary:
      'Gemini and Capricorn meet at a quincunx of mutable air and cardinal earth, with Mercury beside Saturn. One is playful and changeable, the other serious and steady, yet a shared sharp wit makes them better friends than anyone expects.',
    attraction:
      'Humour is the unexpected bridge. Capricorn’s bone-dry, deadpan delivery and Gemini’s quick, playful banter make a surprisingly good double act. Gemini helps Capricorn lighten up, take a day off and try something new; Capricorn helps Gemini focus, make a plan and turn clever ideas into real results. Mercury gives the Twins a gift for words and Saturn gives the Goat a gift for structure, so together they can be excellent collaborators on a business idea or a community project. Each secretly admires what the other finds easy.',
    clash:
      'Their rhythms rarely match. Capricorn values punctuality, commitment and consistency, while Gemini tends to run late, change plans and juggle too many things at once. The Goat can seem stern, pessimistic or controlling to the Twins, and Gemini can seem frivolous to Capricorn. Gemini wants to talk about everything; Capricorn is reserved and private. Under stress, Capricorn criticises and Gemini deflects with jokes, which only irritates the Goat further and leaves the Twins feeling judged.',
    makeItWork:
      'Agree on the commitments that matter and keep them; Gemini earns enormous respect from Capricorn simply by turning up on time. Capricorn can loosen its grip and accept that not everything needs to be productive. Play to your strengths, with Gemini handling the networking and ideas and Capricorn the planning and follow-through. Share the humour freely, since laughter dissolves a great deal of tension between you. When conflict arises, keep it factual and brief, and give each other time to reflect before making peace.',
  },
  {
    signs: ['gemini', 'aquarius'],
    headline: 'Bright ideas on the same wavelength',
    summary:
      'Gemini and Aquarius share the air element in a lively trine, mutable and fixed, with Mercury beside Uranus and Saturn. This is a friendship of ideas, freedom and quirky humour, where each lets the other be exactly who they are.',
    attraction:
      'The mental chemistry is instant. Both air signs love ideas, conversation and the unconventional, so they can swap theories, plans and bizarre trivia for hours. Aquarius brings originality and a wide social conscience; Gemini brings wit, speed and an inexhaustible supply of questions. Neither is clingy and both value independence, so the friendship can survive long spells apart without strain. They enjoy festivals, science museums, marches, online rabbit holes and group events where they can meet odd and interesting people together.',
    clash:
      'Aquarius is fixed, and once it has made up its mind it rarely budges, which can frustrate a Gemini who changes opinions as often as socks. The Twins’ flightiness can look shallow to an Aquarius committed to a cause. Both can be emotionally detached, so when one really needs comfort, the other may offer a theory instead. Arguments can become cold, logical debates, and with nobody naturally playing the warm peacemaker, distance can grow without either noticing.',
    makeItWork:
      'Make space for feelings as well as ideas; a simple “how are you really doing?” goes a long way in this cerebral friendship. Aquarius can stay open to changing its mind, and Gemini can show commitment to the causes and people Aquarius cares about. Plan things together regularly, because independence can drift into absence if neither takes the lead. When disagreements arise, drop the debating and acknowledge that the friendship matters more than being right. A shared project, however odd, keeps the bond fresh.',
  },
  {
    signs: ['gemini', 'pisces'],
    headline: 'Daydreams and word games',
    summary:
      'Gemini and Pisces form a square of mutable air and mutable water, with Mercury facing Neptune and Jupiter. Both are changeable and imaginative, which makes for a creative friendship with a few misunderstandings along the way.',
    attraction:
      'Both are mutable, adaptable and curious about life, so there is plenty of easy flow between them. Gemini’s wit and wordplay meet the Fish’s imagination and intuition, and together they dream up stories, art projects, playlists and ridiculous plans. Pisces loves Gemini’s lightness and its knack for raising a laugh; Gemini is fascinated by the Piscean inner world and its gentle understanding of people. Neither is rigid, so they can change plans easily and follow the current. Time together often feels playful and slightly enchanted.',
    clash:
      'The square creates tension between logic and feeling. Gemini may analyse what Pisces feels, or crack a joke when the Fish needs sympathy, and Pisces may be hurt without saying so. Piscean vagueness can frustrate Gemini, who likes a clear answer, while Gemini’s inconsistency can unsettle the Fish. With both signs mutable, neither is good at anchoring plans, so arrangements tend to dissolve. Small white lies told on either side to avoid awkwardness can wear away trust over time.',
    makeItWork:
      'Be honest, even about small things, since both signs can slip into evasion. Gemini can slow down and listen with empathy, and Pisces can say clearly what it needs. Build simple structures such as a regular coffee, a shared calendar or a monthly cinema trip. Pour the shared imagination into creative work, whether writing, music or amateur theatre. If feelings get hurt, Pisces should speak up rather than drift away, and Gemini should answer with warmth rather than logic.',
  },
  {
    signs: ['cancer', 'cancer'],
    headline: 'Two shells and one very warm kitchen',
    summary:
      'Two Cancers share cardinal water and the Moon’s rule, so they grasp each other’s feelings almost without words. This is a nurturing, loyal friendship, though two sets of tides can rise and fall together.',
    attraction:
      'Emotional understanding comes at once. Each knows what the other needs without being told, whether that is a pot of tea, a hug or a night in with old films. Both love home, family and tradition, and they enjoy cooking together, swapping recipes and hosting gatherings for the people they love. The Moon makes them sensitive, intuitive and protective, so they stand up for each other fiercely. Loyalty runs deep, and two Cancers can stay friends for a lifetime, remembering every birthday, every anniversary and every secret.',
    clash:
      'Two sets of lunar moods can amplify each other, so a bad day for one can become a bad week for both. Both can be touchy and defensive, and when hurt, both retreat into their shells and wait for the other to come out first. Cancer’s indirect way of communicating, doubled, means some issues never get named at all. They can also become overly protective and possessive of each other, or so cosy that they rarely venture out and meet anyone new.',
    makeItWork:
      'Name feelings plainly, even when it feels exposing; a clear “I felt left out” beats a week of hinting. Take turns being the strong one, so both get support. Plan regular outings beyond the home, such as a coastal walk, a new restaurant or a weekend away, to keep the friendship from turning inward. Respect the lunar rhythm and allow each other off days without taking them personally. When you fall out, send a small gesture of care, a card or a parcel of baking, since both of you respond to kindness more than argument.',
  },
  {
    signs: ['cancer', 'leo'],
    headline: 'The Moon and the Sun share a table',
    summary:
      'Cancer and Leo are neighbours in a semi-sextile, cardinal water beside fixed fire, ruled by the Moon and the Sun. The two lights of the sky make a warm, generous friendship built on loyalty and hospitality.',
    attraction:
      'Big hearts and a love of family, tradition and celebration come naturally to both. Leo brings confidence, warmth and flair; Cancer brings care, intuition and a gift for making people feel at home. Together they throw wonderful parties, with the Crab in the kitchen and the Lion holding court in the front room. Cancer feels protected by Leo’s strength, and Leo feels deeply appreciated by Cancer’s attentive loyalty. Their rulers are the two luminaries, one shining by day and one by night, and the friendship has that same sense of complementary light.',
    clash:
      'Leo needs attention and admiration; Cancer needs emotional security and reassurance. If Leo is too busy basking in the spotlight, Cancer may feel overlooked, and if Cancer withdraws into a mood, Leo may feel rejected. The Lion’s pride and the Crab’s sensitivity can lock together, each waiting for the other to apologise. Leo is more outgoing and may find Cancer’s homebody habits limiting. The Crab can also be stung by Leo’s bluntness, or by a joke that exposes it in front of others.',
    makeItWork:
      'Leo can check in on Cancer quietly, away from the crowd, and Cancer can cheer Leo on openly, which the Lion adores. Mix your celebrations: a big night out for Leo, a cosy dinner for Cancer. Protect each other’s dignity in public, since both signs take embarrassment to heart. After an argument, one of you must step forward first, and doing it with warmth, such as a favourite dish or a heartfelt compliment, works better than words alone. Treasure the loyalty you share, because it is the strongest thread between you.',
  },
  {
    signs: ['cancer', 'virgo'],
    headline: 'Quiet care and helpful hands',
    summary:
      'Cancer and Virgo share a gentle sextile of cardinal water and mutable earth, with the Moon and Mercury as rulers. Both show friendship through care and practical help, which makes for a dependable, considerate bond.',
    attraction:
      'Both are natural helpers, and both notice what others miss. Cancer tends to feelings while Virgo tends to details, so together they are the friends who set up the meal rota when someone falls ill, or quietly fix a problem before it grows. Virgo appreciates Cancer’s warmth and emotional intelligence; Cancer appreciates Virgo’s sensible advice and reliability. Mercury helps Virgo put into words what Cancer feels, and the Moon helps Cancer soothe Virgo’s anxieties. This is a kind, steady friendship that rarely makes a fuss about itself.',
    clash:
      'Virgo’s criticism, however well meant, can wound the sensitive Crab, and Cancer’s moods can seem irrational to analytical Virgo. Both are worriers, and together they can fret over everything from health to money. Cancer wants emotional reassurance while Virgo offers practical fixes, so one ends up feeling unheard and the other unappreciated. Both are also shy about asking for what they need, which lets resentments build quietly beneath all the helpfulness.',
    makeItWork:
      'Virgo can offer comfort before solutions, and Cancer can accept practical help as the act of love it truly is. When worry takes hold, make a plan together and then do something relaxing, so anxiety doesn’t run the evening. Share the domestic pleasures you both enjoy, such as cooking, gardening or turning a spare room into a cosy den. Say thank you often, since both signs give a great deal and need to feel noticed. If a disagreement arises, raise it gently and in private, where neither feels exposed.',
  },
  {
    signs: ['cancer', 'libra'],
    headline: 'Two peacemakers with different tools',
    summary:
      'Cancer and Libra form a square of two cardinal signs, water and air, ruled by the Moon and Venus. Both want harmony and both like to take the lead, but one seeks it through feeling and the other through fairness.',
    attraction:
      'Both signs care deeply about keeping the peace and making people comfortable, which gives them a gracious, considerate friendship. Libra brings charm, social ease and a talent for seeing every side; Cancer brings warmth, loyalty and a home where everyone is welcome. Venus gives Libra an eye for beauty that Cancer enjoys, and the Moon gives Cancer a tenderness that Libra finds soothing. Being cardinal, both like to initiate, so between them they organise a great many dinners, reunions and surprise birthdays.',
    clash:
      'The square sets heart against head. Cancer takes things personally, while Libra tries to stay objective, which can feel cold to the Crab. Libra’s wide social circle may leave Cancer feeling like one friend among many, and the Crab’s moods and need for closeness can overwhelm the airy Scales. Both avoid direct confrontation in their own ways: Cancer sulks, Libra smiles and changes the subject. As two cardinal signs, they may also compete quietly over who is really running the group.',
    makeItWork:
      'Libra can show that the Crab matters with small personal gestures, rather than charm spread evenly across everyone. Cancer can talk about feelings directly, knowing that Libra prefers a reasoned conversation to guesswork. Split the organising, with Libra taking the guest list and the setting and Cancer taking the food and the welcome. When something goes wrong, set aside time to talk, letting Cancer explain how it felt and Libra propose a fair solution. Both of you value peace, so make it a real one rather than a polite truce.',
  },
  {
    signs: ['cancer', 'scorpio'],
    headline: 'Deep water and unbreakable trust',
    summary:
      'Cancer and Scorpio share the water element in a flowing trine, cardinal and fixed, ruled by the Moon and by Mars and Pluto. This is a profoundly loyal, intuitive friendship where secrets are safe and feelings run deep.',
    attraction:
      'Each grasps the other’s emotional depth without needing an explanation. Cancer offers nurturing warmth and a safe harbour; Scorpio offers fierce protection, insight and unshakeable loyalty. Both are intuitive and quick to notice a change of mood, so they can comfort each other with a single look across a crowded room. They share secrets nobody else hears and defend each other against all comers. Scorpio’s dark humour makes Cancer laugh, and Cancer’s tenderness softens the Scorpion’s armour. Friendships like this one often last a lifetime.',
    clash:
      'Two water signs can drown in feelings together. Both are sensitive to slights and slow to forget, and Scorpio in particular can nurse a grudge for years. Cancer’s moods and Scorpio’s intensity can create a heavy atmosphere that neither knows how to lift. Possessiveness runs through both, so each may feel jealous when the other spends time with new friends. When hurt, Cancer withdraws and Scorpio turns icy, and a disagreement can become a long, silent stand-off between two people who miss each other.',
    makeItWork:
      'Trust is your foundation, so guard it: keep confidences, follow through on promises and speak up early when something feels wrong. Give each other room for other friendships without reading it as betrayal. Balance the emotional depth with lightness, whether through comedy nights, sea swims or gloriously silly films. When you quarrel, Cancer can reach out first with care, and Scorpio can answer by lowering its guard. The more honesty feels safe between you, the less either will need to test the other.',
  },
  {
    signs: ['cancer', 'sagittarius'],
    headline: 'The home fire and the open road',
    summary:
      'Cancer and Sagittarius meet at a quincunx of cardinal water and mutable fire, with the Moon beside Jupiter. Jupiter is exalted in Cancer, so for all their differences this pairing can bring out generosity in both.',
    attraction:
      'Generosity is where they meet. Jupiter, ruler of Sagittarius, is exalted in Cancer, and both signs have big hearts in their own way, the Crab through caring and the Archer through enthusiasm. Sagittarius brings adventure, laughter and a broad view of life that helps Cancer worry less; Cancer brings warmth, good food and a home the Archer loves coming back to. Sagittarius loves telling tall tales, and Cancer is a wonderful audience for them. Each widens the other’s world, whether through a foreign trip or a cherished family tradition.',
    clash:
      'Their basic needs pull in different directions, since Cancer seeks closeness and security while Sagittarius seeks freedom and space. The Archer’s blunt honesty can hurt the sensitive Crab, and Cancer’s moods may puzzle a Sagittarius who wants to keep things light. Sagittarius can be unreliable about keeping in touch, and Cancer, feeling neglected, may become clingy, which only makes the Archer want more distance. Their tempos differ too, so even a simple plan can become a source of frustration.',
    makeItWork:
      'Sagittarius can stay in touch with small, regular messages, which tells Cancer the friendship matters. Cancer can let the Archer roam without a guilt trip waiting at the door. Blend your worlds: a trip that ends in a cosy cottage, or a cooking class built on recipes from far away. Sagittarius can wrap honest words in kindness, and Cancer can share feelings without expecting the Archer to guess them. When a misunderstanding happens, the Archer’s humour and the Crab’s warmth together can soon restore the peace.',
  },
  {
    signs: ['cancer', 'capricorn'],
    headline: 'Hearth and mountain across the zodiac',
    summary:
      'Cancer and Capricorn face each other across the zodiac, cardinal water opposite cardinal earth, ruled by the Moon and Saturn. Home and career, care and duty: between them they make a deeply dependable friendship.',
    attraction:
      'Opposite signs share an axis, and this one is about security. Cancer builds it through emotional care and family; Capricorn builds it through work and structure. Each respects the other’s commitment, and both are loyal, responsible and traditional in their own ways. Cancer softens the Goat’s reserved exterior and reminds it to rest, while Capricorn gives Cancer practical advice and a steady presence in hard times. Both are cardinal, so both take the initiative, and together they can organise anything from a family reunion to a village fundraiser.',
    clash:
      'The opposition shows up as feeling against function. Cancer can find Capricorn cold, too focused on work or dismissive of emotions; Capricorn can find Cancer moody, oversensitive or too dependent. Both like to be in charge, which can lead to struggles over decisions. Capricorn shows care through action and may forget to say kind words, while Cancer needs to hear them. When hurt, the Crab withdraws and the Goat grows cool and formal, creating a distance that neither likes to be the first to bridge.',
    makeItWork:
      'Appreciate each other’s way of caring: Capricorn’s help with a tricky CV is as loving as Cancer’s home-cooked meal. Capricorn can say warm words out loud, and Cancer can respect the Goat’s need for work and quiet. Share traditions, perhaps a yearly dinner or a regular Sunday walk, since both value continuity. Divide responsibilities clearly whenever you take on a project together. When conflicts arise, Cancer can express feelings calmly and Capricorn can listen without rushing to a fix, so both feel respected.',
  },
  {
    signs: ['cancer', 'aquarius'],
    headline: 'A close circle meets the wide world',
    summary:
      'Cancer and Aquarius meet at a quincunx of cardinal water and fixed air, with the Moon beside Uranus and Saturn. One cares for its own and the other for humanity at large, and learning each other’s style takes patience.',
    attraction:
      'Each sign cares about people, just on a different scale. Cancer looks after friends and family up close; Aquarius champions the community and the underdog. Put together, they make a surprisingly effective team for a neighbourhood project or a charity drive. Aquarius brings fresh ideas and an oddball humour that can jolt Cancer out of a rut, and Cancer brings an emotional warmth that reminds the Water Bearer of the individuals behind every cause. Each finds the other intriguing, a little baffling and well worth getting to know.',
    clash:
      'The quincunx brings awkwardness between closeness and independence. Cancer wants intimacy, regular contact and emotional sharing, whereas Aquarius values freedom, space and rational discussion. The Water Bearer’s detachment can feel cold to the Crab, and Cancer’s sensitivity can feel overwhelming to Aquarius. Fixed in its opinions, Aquarius may dismiss Cancer’s feelings as illogical, while Cancer may take the Aquarian need for independence as a personal rejection. Neither intends the hurt, but both can feel it.',
    makeItWork:
      'Aquarius can make an effort to stay in touch and show personal warmth, not just general goodwill. Cancer can give Aquarius freedom without treating an absence as a sign of lost interest. Find shared ground in causes that matter to you both, such as a community garden, a food bank or a street party. Acknowledge your differences openly, and even joke about them, since naming them takes away their sting. When things go wrong, Cancer should explain its feelings clearly and Aquarius should listen without analysing.',
  },
  {
    signs: ['cancer', 'pisces'],
    headline: 'Kindred souls in gentle currents',
    summary:
      'Cancer and Pisces share the water element in a tender trine, cardinal and mutable, with the Moon beside Neptune and Jupiter. This is a deeply empathetic, imaginative friendship, full of care and quiet understanding.',
    attraction:
      'Empathy flows easily between them. Both are intuitive and sensitive, able to read each other’s moods and offer comfort without being asked. Cancer brings protective warmth and a welcoming home; Pisces brings imagination, compassion and a gentle, whimsical sense of humour. They love films, music, the seaside and nostalgia, and can spend whole evenings talking about dreams and old memories. Cancer gives Pisces a sense of security, and Pisces gives Cancer complete acceptance. Each feels truly understood, perhaps more than with anyone else.',
    clash:
      'Two water signs can sink into emotion together, and neither is naturally good at pulling the other out. Piscean vagueness about times and arrangements can frustrate Cancer, who likes plans to be kept. The Crab’s protectiveness can turn smothering, and Pisces may drift away to escape it. Both avoid conflict, so issues can go unaddressed for a very long time. When the world gets too harsh, both may retreat at once, leaving bills, bookings and other practical things undone.',
    makeItWork:
      'Add a little structure: a regular meet-up, a shared calendar and an agreed plan for the dull practical tasks. Encourage each other gently out into the world through classes, trips or creative projects. Cancer can allow Pisces its freedom, and Pisces can show up consistently, which reassures the Crab more than any words. Speak honestly about small hurts before they grow. When sadness strikes one of you, offer comfort first, then help each other take one practical step forward.',
  },
];
