import type { AspectTexts } from './types';

export const ASPECT_TEXTS: AspectTexts = {
  aspects: {
    'sun-moon': {
      conjunction: {
        general: [
          'The Sun and Moon meet at the new moon, a quiet moment to plant an intention in {area}: write one small aim on paper today and keep it where you will see it.',
          'A fresh lunar cycle begins as the Moon joins the Sun, so treat {area} as a blank page and start something modest that can grow over the coming weeks.',
        ],
        love: [
          'Heart and will start a new cycle together in {area} while the Sun and Moon align, a good moment to say plainly what you want from love or friendship, first to yourself.',
        ],
      },
      flowing: {
        general: [
          'The Sun and Moon are in easy step, so what you want and what you need point the same way in {area}; use the harmony to get one practical thing done today.',
          'Small efforts land well in {area} while the Moon supports the Sun, whether that means a tidy desk, a returned call or a plan you can actually keep.',
        ],
        love: [
          'Showing affection feels natural with the Sun and Moon in a friendly angle, and warmth offered in {area} needs no rehearsed words to be understood.',
        ],
      },
      tense: {
        general: [
          'The Sun and Moon pull at each other across {area}, so what you want and what you feel may disagree today; name both before choosing, and the choice gets easier.',
          'A feeling rises to the surface in {area} while the Moon challenges the Sun, and it deserves a few minutes of honest attention rather than a quick fix.',
        ],
        love: ['With the Sun and Moon at odds, pride and need can clash in love; around {area}, a gentle question does more good than a point scored.'],
      },
    },
    'sun-mercury': {
      conjunction: {
        general: [
          'Mercury travels beside the Sun, and your thoughts about {area} gain focus; write the plan down, make the call, or ask the question you have been circling.',
          'Purpose and words fuse while the Sun and Mercury sit together, so clear statements work best in {area}: say what you mean, keep it brief, and let the facts carry it.',
        ],
        love: [
          'When Mercury sits with the Sun, you can speak about {area} with unusual clarity, and a straightforward message to someone you like beats a clever one.',
        ],
      },
      flowing: {
        general: [
          'Mercury and the Sun cooperate, making {area} a good place for learning, sorting paperwork, or explaining your idea to someone who can help it along.',
          'Conversations about {area} stay open and productive under an easy link between the Sun and Mercury, so book the meeting or send the draft while minds are receptive.',
        ],
        love: [
          'Flirting feels natural with the Sun and Mercury in harmony, and talk about {area} can become the kind of easy exchange that leaves both people smiling.',
        ],
      },
      tense: {
        general: [
          'The Sun and Mercury at odds can make you talk faster than you think about {area}; pause before replying, read the message twice, and let the facts settle.',
          'Tension between Mercury and the Sun shows where your plans and your words about {area} disagree, which is useful information if you are willing to revise.',
        ],
        love: [
          'A small remark about {area} can turn into a debate while Mercury challenges the Sun, so listen for what the other person means rather than the exact words they chose.',
        ],
      },
    },
    'sun-venus': {
      conjunction: {
        general: [
          'Venus joins the Sun and brings warmth to {area}, where a small pleasure, a kind gesture or a well-chosen treat makes ordinary days feel more like your own.',
          'Charm is on your side in {area} while the Sun and Venus travel together, a fine stretch for smoothing over old friction and asking nicely for what you want.',
        ],
        love: ['With Venus beside the Sun, you glow a little in {area}, and attraction comes more easily when you let people see what you genuinely enjoy.'],
      },
      flowing: {
        general: [
          'The Sun and Venus in easy contact sweeten {area}; beauty, comfort and good company are worth making time for, and they repay you in energy.',
          'A gentle angle from Venus to the Sun favours cooperation around {area}, making it easier to agree on taste, money or plans with the people involved.',
        ],
        love: [
          'Venus smiling at the Sun makes {area} a lovely place for romance or friendship, where an invitation, a compliment or a shared meal lands with real warmth.',
        ],
      },
      tense: {
        general: [
          'The Sun and Venus in a tense angle can tempt you to overdo the treats around {area}; enjoy yourself, but decide where the limit is before you start.',
          'Friction between Venus and the Sun exposes a gap between what you value and what you actually do in {area}, and closing it a little feels better than ignoring it.',
        ],
        love: [
          'When Venus and the Sun clash, the wish to be liked can crowd out honesty in {area}; saying what you really prefer makes affection more real, not less.',
        ],
      },
    },
    'sun-mars': {
      conjunction: {
        general: [
          'Mars joins the Sun and fills {area} with drive, so start the task you keep putting off and let the energy carry you through the first hard part.',
          'The Sun and Mars together make {area} hot and fast; channel the push into action rather than argument, and a great deal gets done.',
        ],
        love: [
          'With Mars beside the Sun, desire is direct in {area}, and a bold, honest move toward someone you like reads as confidence rather than pressure.',
        ],
      },
      flowing: {
        general: [
          'Mars supports the Sun, so effort in {area} turns into results without much friction; it is a strong stretch for exercise, repairs or any job that needs stamina.',
          'Taking the lead in {area} comes easily while the Sun and Mars cooperate, and you can push things forward while staying pleasant to work with.',
        ],
        love: [
          'An easy link between Mars and the Sun brings playful energy to {area}, where a spontaneous plan or a bit of friendly competition can spark attraction.',
        ],
      },
      tense: {
        general: [
          'The Sun and Mars at odds raise the temperature in {area}, and impatience can turn a minor snag into a quarrel; move your body first, then decide.',
          'Mars challenging the Sun pushes a stalled matter in {area} toward action, and the friction helps if you aim it at the problem rather than the person.',
        ],
        love: [
          'Tempers and desire run together in {area} while Mars and the Sun clash, so a cooled-off conversation will do more for closeness than a heated one.',
        ],
      },
    },
    'sun-jupiter': {
      conjunction: {
        general: [
          'Jupiter joins the Sun and opens a door in {area}, where confidence grows and a bigger plan looks possible; aim high, then take one concrete step.',
          'Optimism gathers around {area} as the Sun and Jupiter travel together, good for learning, teaching or saying yes to an offer that stretches you in a healthy way.',
        ],
        love: ['With Jupiter beside the Sun, generosity flows through {area}, and showing appreciation openly makes people glad to be around you.'],
      },
      flowing: {
        general: [
          'Jupiter and the Sun in harmony favour {area}, so ask for help, apply for the course or share the idea; people are inclined to say yes.',
          'An easy angle between the Sun and Jupiter brings encouragement to {area}, and a mentor, a good book or a wider view makes a familiar problem feel smaller.',
        ],
        love: [
          'The Sun and Jupiter cooperate for love in {area}, where a warm invitation or a shared plan for something fun can widen your circle of affection.',
        ],
      },
      tense: {
        general: [
          'The Sun and Jupiter in tension can make you promise too much in {area}; enthusiasm is an asset, so match it with an honest look at your calendar.',
          'Everything in {area} looks bigger while Jupiter challenges the Sun, tempting you to do it all at once; choose the one thing that matters most and let the rest wait.',
        ],
        love: ['Grand gestures are tempting in {area} while Jupiter and the Sun clash, but in love a reliable small kindness says more than a big promise.'],
      },
    },
    'sun-saturn': {
      conjunction: {
        general: [
          'Saturn meets the Sun and asks for seriousness in {area}; the work is slower than you would like, but whatever you build carefully now holds.',
          'The Sun and Saturn together test your commitment to {area}, and honest limits, a realistic timetable and steady effort turn pressure into progress.',
        ],
        love: [
          'With Saturn beside the Sun, love in {area} favours loyalty over flash, and showing up when you said you would speaks louder than any grand romance.',
        ],
      },
      flowing: {
        general: [
          'Saturn supports the Sun, giving {area} structure and patience; it is a good stretch to set a routine, finish paperwork or make a plan you can keep.',
          'Discipline in {area} is rewarded while the Sun and Saturn are in easy contact, and someone more experienced may offer practical advice worth taking.',
        ],
        love: ['An easy angle from Saturn to the Sun steadies {area}, where a quiet commitment, a promise kept or a frank talk about the future builds trust.'],
      },
      tense: {
        general: [
          'The Sun and Saturn at odds bring delays or a sense of weight to {area}; rather than pushing harder, find the one real obstacle and work on that.',
          'Saturn challenging the Sun asks for firmer boundaries in {area}, and saying no to one demand frees energy for the commitments you mean.',
        ],
        love: ['When Saturn presses on the Sun, self-doubt can cool love in {area}; your worth does not depend on anyone’s approval, so reach out anyway.'],
      },
    },
    'sun-uranus': {
      conjunction: {
        general: [
          'Uranus meets the Sun and shakes up {area}, bringing a sudden idea or a change of plan; stay flexible and you may find a better route than the old one.',
          'Restlessness builds in {area} while the Sun and Uranus travel together, a sign to try something new, rearrange a routine or say what you have never quite said.',
        ],
        love: [
          'With Uranus beside the Sun, attraction can arrive out of nowhere in {area}, and being unmistakably yourself is far more magnetic than playing it safe.',
        ],
      },
      flowing: {
        general: [
          'Uranus and the Sun in harmony bring welcome surprises to {area}: a fresh approach, a helpful piece of technology or an unexpected contact.',
          'An easy link between the Sun and Uranus frees {area} from a stale habit, so experiment in small ways and keep whatever works.',
        ],
        love: ['The Sun and Uranus cooperate for love in {area}, where a spontaneous plan, an unusual date or a new friend brings a welcome spark.'],
      },
      tense: {
        general: [
          'The Sun and Uranus in tension can disrupt plans in {area}; leave room in the schedule, and treat the surprise as information rather than an insult.',
          'Uranus at odds with the Sun makes {area} feel confining, and the urge to break free is valid, as long as you change one thing rather than everything.',
        ],
        love: [
          'Someone’s need for space may surprise you in {area} while Uranus challenges the Sun; respond with curiosity, and your own independence stays intact.',
        ],
      },
    },
    'sun-neptune': {
      conjunction: {
        general: [
          'Neptune meets the Sun and softens the edges of {area}, a good stretch for imagination, music and rest, though details deserve a second look.',
          'The Sun and Neptune together blur the line between hope and fact in {area}; follow the inspiration, then check the numbers before you commit.',
        ],
        love: [
          'With Neptune beside the Sun, romance in {area} feels dreamy, and it is wise to enjoy the feeling while letting people show you who they are over time.',
        ],
      },
      flowing: {
        general: [
          'Neptune and the Sun in harmony bring gentle inspiration to {area}, so sketch, write, play music or help someone without expecting a return.',
          'A quiet hunch about {area} is more reliable than it looks while the Sun and Neptune are in an easy angle, and calm comes from trusting it a little.',
        ],
        love: [
          'The Sun and Neptune cooperate for tenderness in {area}, where compassion, a shared film or a long walk can bring you closer without many words.',
        ],
      },
      tense: {
        general: [
          'The Sun and Neptune at odds can leave {area} foggy, with unclear messages or low energy; rest where you can and confirm anything important in writing.',
          'Neptune clouding the Sun makes it easy to drift in {area}, so pick one clear aim and let everything else stay soft for a while.',
        ],
        love: [
          'Idealising someone in {area} is tempting while Neptune challenges the Sun; admire them freely, but keep watching their actions alongside their words.',
        ],
      },
    },
    'sun-pluto': {
      conjunction: {
        general: [
          'Pluto meets the Sun and brings intensity to {area}; something that has run its course is ready to change, and you have more say over how than you think.',
          'The Sun and Pluto together concentrate your will on {area}, making it a strong stretch for deep research, hard decisions and clearing out what no longer fits.',
        ],
        love: ['With Pluto beside the Sun, feelings run deep in {area}, and honest vulnerability draws people closer than any attempt to seem unbothered.'],
      },
      flowing: {
        general: [
          'Pluto supports the Sun, giving you staying power in {area}; quiet, determined effort can transform something that has felt stuck for a long time.',
          'An easy link between the Sun and Pluto helps you get to the heart of {area}, so ask the probing question and trust what the honest answer tells you.',
        ],
        love: ['A real conversation about what you each need can deepen trust in {area} while the Sun and Pluto cooperate, even if it starts awkwardly.'],
      },
      tense: {
        general: [
          'The Sun and Pluto in tension can stir power struggles around {area}; notice where you are trying to control an outcome, and loosen your grip a little.',
          'Pluto at odds with the Sun presses on {area} until something gives, and choosing the change yourself beats waiting for it to be forced.',
        ],
        love: ['Jealousy or control can creep into {area} while Pluto challenges the Sun; naming the fear calmly takes the sting out of it for everyone.'],
      },
    },
    'moon-mercury': {
      conjunction: {
        general: [
          'The Moon meets Mercury and puts feelings into words around {area}; a short note, a journal page or a text to the right person helps you understand your own mood today.',
          'Head and heart speak at once in {area} while Mercury and the Moon sit together, so jot down the thought that keeps returning before it slips away.',
        ],
        love: [
          'A chatty Moon beside Mercury makes {area} a good place to say how you feel in plain language, and a light message can open a warmer conversation.',
        ],
      },
      flowing: {
        general: [
          'Mercury and the Moon in easy contact help you read the room in {area}, so a practical conversation or a bit of sorting and listing goes smoothly today.',
          'Instinct and logic agree about {area} under a friendly angle between the Moon and Mercury, making small decisions quick and a little less tiring than usual.',
        ],
        love: ['Talking about feelings comes easily while the Moon supports Mercury, and a kind word or a funny exchange in {area} brings people closer.'],
      },
      tense: {
        general: [
          'The Moon and Mercury at odds can make you overthink {area}; write the worry down, read it back, and see whether it still looks as large on paper.',
          'Mixed signals are likely in {area} while Mercury challenges the Moon, so ask one clarifying question today instead of guessing what someone meant.',
        ],
        love: [
          'Feelings and words may not line up in {area} with the Moon and Mercury at odds; if a message stings, wait an hour before answering and the reply will be kinder.',
        ],
      },
    },
    'moon-venus': {
      conjunction: {
        general: [
          'Venus and the Moon meet in {area}, inviting comfort and small pleasures: fresh flowers, a favourite meal or an hour spent on something simply because you enjoy it.',
          'A soft, sociable mood settles over {area} as the Moon joins Venus, and a little beauty or kindness there lifts the whole day.',
        ],
        love: [
          'The Moon beside Venus makes you receptive and warm in {area}, a lovely time to reach out, accept a compliment gracefully or plan something sweet.',
        ],
      },
      flowing: {
        general: [
          'The Moon and Venus in harmony make {area} pleasant and cooperative, so agreements come easily and people respond well to a friendly approach today.',
          'Good taste and good feeling work together in {area} under an easy link from Venus to the Moon, which helps with choosing a gift, a colour or a kind reply.',
        ],
        love: [
          'Affection flows without effort while Venus supports the Moon, and in {area} a small gesture, like remembering a detail someone mentioned, means a great deal.',
        ],
      },
      tense: {
        general: [
          'The Moon and Venus in a tense angle can make you crave comfort in {area}; enjoy a treat, but notice whether it is filling a need or covering one.',
          'Wanting to keep the peace in {area} may tempt you to agree too quickly while Venus challenges the Moon; a polite pause protects what you actually value.',
        ],
        love: [
          'Feeling unappreciated can flare up in {area} with Venus and the Moon at odds, so ask for the affection you need instead of waiting for someone to guess.',
        ],
      },
    },
    'moon-mars': {
      conjunction: {
        general: [
          'Mars meets the Moon and charges {area} with feeling and urgency, so put the energy into a brisk task or a workout rather than a sharp word today.',
          'Emotions move fast in {area} while the Moon sits with Mars, which is excellent for getting started and less good for sending a reply in the heat of the moment.',
        ],
        love: ['Passion runs close to the surface in {area} as the Moon joins Mars, and a direct, warm invitation is more appealing than playing hard to get.'],
      },
      flowing: {
        general: [
          'The Moon and Mars cooperate to give you courage in {area}, making it a fine day to tackle a chore, stand up for yourself calmly or finally begin.',
          'Feeling and action line up in {area} under an easy angle between Mars and the Moon, so trust your gut and move on the thing you already know you want.',
        ],
        love: [
          'A spirited, playful mood lights up {area} while Mars supports the Moon, and a bit of teasing or a shared adventure can kindle real attraction.',
        ],
      },
      tense: {
        general: [
          'The Moon and Mars at odds make {area} touchy, and small irritations can swell; take a walk or tackle something physical before you deal with anyone difficult.',
          'Frustration around {area} is a signal rather than a verdict while Mars challenges the Moon; find out what is actually bothering you and address that directly.',
        ],
        love: ['Short tempers can flare in {area} with Mars and the Moon at odds, so say what hurt in a calm voice and give the other person room to answer.'],
      },
    },
    'moon-jupiter': {
      conjunction: {
        general: [
          'Jupiter meets the Moon and fills {area} with generous feeling, so share what you have, offer encouragement, and notice how good it feels to give.',
          'Spirits lift in {area} as the Moon joins Jupiter, and a hopeful mood makes it easier to see the bigger picture behind a small worry today.',
        ],
        love: [
          'The Moon beside Jupiter makes your heart feel open in {area}, and warmth offered freely, without keeping score, comes back to you in good measure.',
        ],
      },
      flowing: {
        general: [
          'The Moon and Jupiter in harmony bring goodwill to {area}, a fine day to ask a favour, start a course or make plans with people who encourage you.',
          'An easy link between Jupiter and the Moon puts optimism to work in {area}, so a small act of faith, like sending the application, feels natural today.',
        ],
        love: [
          'Kindness travels far in {area} while Jupiter supports the Moon, and a friendly invitation or a generous compliment could start something lovely.',
        ],
      },
      tense: {
        general: [
          'The Moon and Jupiter at odds can make you want more of everything in {area}; enjoy the expansive mood, but leave some room in your plans and your budget.',
          'Overdoing it is the main risk in {area} while Jupiter challenges the Moon, so pick the one pleasure that matters most and savour it properly.',
        ],
        love: [
          'Big feelings can lead to big promises in {area} with Jupiter and the Moon at odds; let warmth show, and save the grand declarations for a calmer day.',
        ],
      },
    },
    'moon-saturn': {
      conjunction: {
        general: [
          'Saturn meets the Moon and brings a serious, quiet mood to {area}; use it for careful, steady work, and be as patient with yourself as you are with others.',
          'Feelings in {area} want structure while the Moon sits with Saturn, so a list, a routine or a clear boundary will comfort you more than distraction today.',
        ],
        love: [
          'The Moon beside Saturn can make you reserved in {area}, yet a simple, reliable gesture, like keeping a promise on time, shows your care better than words.',
        ],
      },
      flowing: {
        general: [
          'The Moon and Saturn in easy contact steady {area}, making it a good day to organise, plan and handle a responsibility calmly and thoroughly.',
          'Emotional maturity comes easily in {area} under a friendly angle between Saturn and the Moon, and a sensible conversation settles something that has lingered.',
        ],
        love: [
          'Quiet loyalty counts for a lot in {area} while Saturn supports the Moon, and being dependable is the most attractive thing you can offer today.',
        ],
      },
      tense: {
        general: [
          'The Moon and Saturn at odds can make {area} feel heavy or lonely; lower the bar for the day, finish one task, and let that be enough.',
          'A sense of obligation weighs on {area} while Saturn challenges the Moon, so check which duties are truly yours and set the rest down gently.',
        ],
        love: ['Feeling held at arm’s length in {area} is more likely with Saturn and the Moon at odds; a patient, honest word usually thaws the distance.'],
      },
    },
    'moon-uranus': {
      conjunction: {
        general: [
          'Uranus meets the Moon and brings an unexpected mood or event to {area}; stay loose, because a change of plan today may turn out better than the original.',
          'Restless feelings stir in {area} as the Moon joins Uranus, so give yourself a small break from routine, a new route or a different way of doing a familiar task.',
        ],
        love: [
          'The Moon beside Uranus makes attraction sudden and surprising in {area}, and an unusual conversation with someone new could leave a lasting impression.',
        ],
      },
      flowing: {
        general: [
          'The Moon and Uranus in harmony bring welcome novelty to {area}, so try the idea that seemed odd yesterday and see how well it fits.',
          'An easy link between Uranus and the Moon frees up {area}, making it a good day for a spontaneous outing, a fresh approach or a friendly change of scenery.',
        ],
        love: ['Spontaneity suits love in {area} while Uranus supports the Moon, and a last-minute plan or an unexpected message can bring a welcome spark.'],
      },
      tense: {
        general: [
          'The Moon and Uranus at odds can make {area} feel jumpy, with plans shifting at short notice; keep a little slack in the schedule and breathe before reacting.',
          'An urge to break free rises in {area} while Uranus challenges the Moon, and the feeling is worth hearing, though big decisions are better made on a calmer day.',
        ],
        love: [
          'Someone may blow hot and cold in {area} with Uranus and the Moon at odds; give each other room today, and the closeness returns when the mood settles.',
        ],
      },
    },
    'moon-neptune': {
      conjunction: {
        general: [
          'Neptune meets the Moon and makes {area} dreamy and sensitive, so leave space for music, a bath, a daydream or a slower pace wherever you can.',
          'Intuition is strong in {area} as the Moon joins Neptune, and a quiet hunch today is worth noting, even if you wait before acting on it.',
        ],
        love: ['The Moon beside Neptune brings tenderness to {area}, a lovely time for romance, compassion and the kind of closeness that needs few words.'],
      },
      flowing: {
        general: [
          'The Moon and Neptune in easy contact soften {area}, and creative or caring work there flows well, whether that is drawing, cooking or helping a friend.',
          'Imagination serves you in {area} under a gentle link between Neptune and the Moon, so follow the idea that arrives while you are doing something else.',
        ],
        love: [
          'Romance feels gentle and kind in {area} while Neptune supports the Moon, and a soft word or shared quiet moment speaks louder than a big plan.',
        ],
      },
      tense: {
        general: [
          'The Moon and Neptune at odds can leave {area} vague or draining; double-check times and details today, and rest before you feel completely worn out.',
          'Confusion about {area} is likely while Neptune challenges the Moon, so let unclear matters wait a day instead of forcing an answer out of the fog.',
        ],
        love: [
          'It is easy to project hopes onto someone in {area} with Neptune and the Moon at odds; enjoy the feeling, then ask what is real before deciding anything.',
        ],
      },
    },
    'moon-pluto': {
      conjunction: {
        general: [
          'Pluto meets the Moon and stirs deep feelings in {area}; something you have kept quiet wants acknowledging, even if only to yourself, and the honesty is freeing.',
          'Emotional intensity gathers in {area} as the Moon joins Pluto, and the strength of the reaction points to something that matters more than the trigger.',
        ],
        love: ['The Moon beside Pluto makes love feel all or nothing in {area}; depth is a gift, so share it slowly and see who meets you there.'],
      },
      flowing: {
        general: [
          'The Moon and Pluto in harmony give you emotional staying power in {area}, so face the task or conversation you have been avoiding and see it through today.',
          'Insight comes easily in {area} under an easy link between Pluto and the Moon, making it a good day to clear clutter, old files or lingering resentments.',
        ],
        love: ['Trust deepens in {area} while Pluto supports the Moon, and a frank, private conversation can bring you closer to someone in a lasting way.'],
      },
      tense: {
        general: [
          'The Moon and Pluto at odds can make {area} intense and a little controlling; notice the urge to manage everything, and let one thing unfold on its own.',
          'Old feelings resurface in {area} while Pluto challenges the Moon, and naming them calmly takes away much of their power to steer your day.',
        ],
        love: ['Suspicion can sneak into {area} with Pluto and the Moon at odds; ask directly and gently rather than searching for clues in every silence.'],
      },
    },
    'mercury-venus': {
      conjunction: {
        general: [
          'Mercury and Venus travel together, putting grace into your words about {area}; a tactful email or a well-phrased request gets a warmer response than usual.',
          'Conversations about {area} turn pleasant and diplomatic when Venus sits beside Mercury, a good stretch for negotiating, apologising or writing something beautiful.',
        ],
        love: [
          'Sweet talk comes naturally with Venus joined to Mercury, so let {area} hear a heartfelt message, a playful exchange or a compliment that is truly meant.',
        ],
      },
      flowing: {
        general: [
          'An easy angle between Mercury and Venus helps you find the right tone in {area}, so discussions about taste, money or shared plans end in agreement.',
          'Creative ideas about {area} come with charm while Venus supports Mercury, and writing, design or a thoughtful gift all benefit from the light touch.',
        ],
        love: [
          'Good conversation is its own kind of romance under a friendly link between Venus and Mercury, and talk about {area} can turn unexpectedly tender.',
        ],
      },
      tense: {
        general: [
          'Mercury and Venus at odds can make you say yes to keep things pleasant in {area}; kindness and honesty can share a sentence, so let them.',
          'A gap between what you think and what you value shows up in {area} while Venus challenges Mercury, and talking it through clarifies which matters more.',
        ],
        love: ['Flattery and mixed messages are possible in {area} with Mercury and Venus in tension, so trust consistent words over pretty ones.'],
      },
    },
    'mercury-mars': {
      conjunction: {
        general: [
          'Mars joins Mercury and sharpens your thinking about {area}; decisions come quickly, so use the edge for a debate, a pitch or a task that needs nerve.',
          'Words carry force in {area} while Mercury and Mars travel together, which helps you state your case and calls for care with anything sent in irritation.',
        ],
        love: ['Frank, lively conversation sparks attraction in {area} as Mercury sits with Mars, and a direct question can cut through a lot of guessing.'],
      },
      flowing: {
        general: [
          'Mercury and Mars cooperate, bringing quick thinking and decisive action to {area}, ideal for fixing a problem or finishing a stubborn piece of writing.',
          'An easy link from Mars to Mercury gives you the confidence to speak up about {area}, and your points land clearly without sounding combative.',
        ],
        love: ['Playful banter and friendly challenges bring energy to {area} while Mars supports Mercury, and a quick-witted exchange can turn flirtatious.'],
      },
      tense: {
        general: [
          'Mercury and Mars at odds make arguments about {area} likely; when a message makes your pulse jump, draft the reply, then sleep on it before sending.',
          'Impatience with details in {area} can lead to mistakes while Mars challenges Mercury, so slow down on the forms, directions and numbers that count.',
        ],
        love: [
          'Sharp words can wound more than you intend in {area} with Mars and Mercury in tension; say what you need without adding the point you want to win.',
        ],
      },
    },
    'mercury-jupiter': {
      conjunction: {
        general: [
          'Jupiter joins Mercury and widens your thinking about {area}, bringing big ideas, good news or a conversation that opens a door you had not noticed.',
          'Learning comes easily in {area} while Mercury and Jupiter travel together, so sign up, read widely or talk to someone who knows more than you do.',
        ],
        love: [
          'Generous, hopeful conversation flows through {area} with Jupiter beside Mercury, and sharing your plans for the future can draw someone closer.',
        ],
      },
      flowing: {
        general: [
          'An easy angle between Mercury and Jupiter favours {area} for study, travel plans, writing and any talk that benefits from optimism and a broad view.',
          'Good judgement meets good timing in {area} while Jupiter supports Mercury, making it a promising stretch to pitch an idea or ask for a recommendation.',
        ],
        love: [
          'Laughter and big talk bring people together in {area} under a friendly link between Jupiter and Mercury, and a shared joke can turn into a shared plan.',
        ],
      },
      tense: {
        general: [
          'Mercury and Jupiter at odds can make you overpromise or skip the fine print in {area}; the big picture is inspiring, and the details still need reading.',
          'Too many ideas compete for attention in {area} while Jupiter challenges Mercury, so write them all down and pursue only the best one.',
        ],
        love: [
          'Exaggeration creeps into conversations about {area} with Mercury and Jupiter in tension; modest, sincere words earn more trust than grand plans.',
        ],
      },
    },
    'mercury-saturn': {
      conjunction: {
        general: [
          'Saturn joins Mercury and brings careful, structured thinking to {area}, ideal for contracts, budgets, revision and anything that must be accurate.',
          'Conversations about {area} turn serious while Mercury and Saturn travel together, and a sober plan made now is one you will be glad to follow later.',
        ],
        love: [
          'Fewer, truer words matter in {area} as Saturn sits with Mercury, and a thoughtful conversation about commitment or expectations builds real security.',
        ],
      },
      flowing: {
        general: [
          'Mercury and Saturn cooperate to help you organise {area}, so make the schedule, check the figures and tick off the paperwork you have been postponing.',
          'Patient, practical thinking pays off in {area} under an easy angle from Saturn to Mercury, and advice from someone experienced proves worth having.',
        ],
        love: ['A sensible talk about the future goes well in {area} while Saturn supports Mercury, and being reliable in what you say is quietly attractive.'],
      },
      tense: {
        general: [
          'Mercury and Saturn at odds can bring delays, refusals or gloomy thoughts about {area}; check the facts before concluding the worst, and keep going.',
          'Communication about {area} feels slow and effortful while Saturn challenges Mercury, so aim for clarity over speed and put agreements in writing.',
        ],
        love: [
          'Criticism can come out harsher than intended in {area} with Saturn and Mercury in tension; lead with what you appreciate before you raise a concern.',
        ],
      },
    },
    'mercury-uranus': {
      conjunction: {
        general: [
          'Uranus joins Mercury and sparks brilliant, unusual ideas about {area}; write them down quickly, because the best insight may arrive in a flash.',
          'News and surprises reach {area} while Mercury and Uranus travel together, so stay curious and open to a plan changing at short notice.',
        ],
        love: [
          'A conversation full of surprises can spark attraction in {area} as Uranus sits with Mercury, and an unexpected message may say more than you expected.',
        ],
      },
      flowing: {
        general: [
          'An easy link between Mercury and Uranus brings inventive solutions to {area}, and technology, fresh reading or an outsider’s view helps you see around a corner.',
          'Original thinking is rewarded in {area} while Uranus supports Mercury, making it a good stretch to propose something new or learn a different method.',
        ],
        love: [
          'Lively, unconventional conversation suits love in {area} under a friendly angle from Uranus to Mercury, and a new friendship can form remarkably fast.',
        ],
      },
      tense: {
        general: [
          'Mercury and Uranus at odds can scatter your attention across {area}; close some tabs, silence a few notifications and double-check plans that seem to shift.',
          'Abrupt news or blunt remarks can jolt {area} while Uranus challenges Mercury, and a pause before responding keeps a surprise from becoming a quarrel.',
        ],
        love: [
          'Someone may say something unexpectedly blunt about {area} with Uranus and Mercury in tension; respond with curiosity rather than defensiveness.',
        ],
      },
    },
    'mercury-neptune': {
      conjunction: {
        general: [
          'Neptune joins Mercury and fills your thinking about {area} with imagination, wonderful for poetry, music or design and less reliable for contracts and directions.',
          'Intuition speaks louder than logic in {area} while Mercury and Neptune travel together, so trust the feeling and verify the facts before you act.',
        ],
        love: ['Romantic words flow easily in {area} as Neptune sits with Mercury, and a gentle, poetic message may touch someone more than a practical one.'],
      },
      flowing: {
        general: [
          'Mercury and Neptune in harmony help you express subtle ideas about {area}, so writing, art or a compassionate conversation goes especially well.',
          'Reading between the lines comes naturally in {area} under an easy link from Neptune to Mercury, and your sense of what someone needs is usually right.',
        ],
        love: [
          'Tender, imaginative conversation brings people closer in {area} while Neptune supports Mercury, and sharing a dream can feel like sharing a secret.',
        ],
      },
      tense: {
        general: [
          'Mercury and Neptune at odds can blur details in {area}; confirm dates, reread the small print and ask again when something sounds too vague.',
          'Misunderstandings drift into {area} easily while Neptune challenges Mercury, so say things twice in different ways and keep important agreements in writing.',
        ],
        love: [
          'Mixed signals and wishful thinking can muddle {area} with Mercury and Neptune in tension; ask plainly rather than reading meaning into silence.',
        ],
      },
    },
    'mercury-pluto': {
      conjunction: {
        general: [
          'Pluto joins Mercury and gives your thinking about {area} real depth, so research, investigate and ask the questions others prefer to avoid.',
          'Words carry weight in {area} while Mercury and Pluto travel together, and a single honest conversation can change the direction of a situation.',
        ],
        love: [
          'Deep talk draws people together in {area} as Pluto sits with Mercury, and an honest question about what someone really wants may bring a revealing answer.',
        ],
      },
      flowing: {
        general: [
          'Mercury and Pluto cooperate, giving you focus and insight into {area}; it is a strong stretch for solving a puzzle, negotiating or getting to the truth.',
          'Persuasion comes easily in {area} while Pluto supports Mercury, so make your case calmly and trust the depth of your preparation.',
        ],
        love: [
          'A meaningful conversation can transform how you feel about {area} under an easy angle from Pluto to Mercury, especially if you speak from the heart.',
        ],
      },
      tense: {
        general: [
          'Mercury and Pluto at odds can turn talk about {area} into a battle of wills; state your view once, then listen closely instead of pushing harder.',
          'Obsessive thinking about {area} is possible while Pluto challenges Mercury, so set the worry aside for an hour and come back to it with fresh eyes.',
        ],
        love: [
          'Probing questions can feel like interrogation in {area} with Pluto and Mercury in tension; share your own feelings first and trust grows faster.',
        ],
      },
    },
    'venus-mars': {
      conjunction: {
        general: [
          'Venus and Mars merge desire with grace in {area}, so go after what you want with warmth, and creative or social projects there gain real momentum.',
          'Pleasure and drive pull in one direction in {area} while Mars travels with Venus, a lively stretch for making things, meeting people and enjoying your body’s energy.',
        ],
        love: [
          'Chemistry runs high in {area} as Venus joins Mars, and attraction that has simmered quietly may finally be spoken aloud, by you or by someone else.',
        ],
      },
      flowing: {
        general: [
          'Harmony between Venus and Mars helps you balance give and take in {area}, so cooperation feels natural and shared efforts get done with good humour.',
          'Effort and enjoyment work hand in hand in {area} under a helpful angle from Mars to Venus, making hard work feel more like play than usual.',
        ],
        love: ['Flirtation flows easily in {area} while Mars supports Venus, and a confident, affectionate move is likely to be welcomed rather than misread.'],
      },
      tense: {
        general: [
          'Venus and Mars at odds set wanting and having against each other in {area}; notice the friction, then decide which matters more right now.',
          'Friction over money, taste or fairness can flare in {area} while Mars challenges Venus, and a calm negotiation beats a quick, resentful compromise.',
        ],
        love: [
          'Attraction and irritation can feel surprisingly alike in {area} with Mars and Venus in tension, so give a spark of conflict a moment before deciding what it means.',
        ],
      },
    },
    'venus-jupiter': {
      conjunction: {
        general: [
          'Jupiter joins Venus and brings generosity and good cheer to {area}, a lovely stretch for celebrations, gifts and saying yes to pleasure in sensible measure.',
          'Kindness seems to multiply in {area} while Venus and Jupiter travel together, and a warm gesture from you is likely to start a chain of them.',
        ],
        love: [
          'Love feels abundant in {area} as Venus sits with Jupiter, and an open heart attracts the kind of affection that makes you feel valued and at ease.',
        ],
      },
      flowing: {
        general: [
          'An easy angle between Venus and Jupiter brings goodwill to {area}, so social plans go well, help is offered freely and small pleasures feel larger.',
          'Creative and social efforts in {area} are rewarded while Jupiter supports Venus, making it a promising stretch to share your work or host friends.',
        ],
        love: [
          'Romance and friendship both benefit in {area} from a friendly link between Jupiter and Venus, and a generous compliment could mean more than you imagine.',
        ],
      },
      tense: {
        general: [
          'Extravagance looks harmless in {area} while Venus and Jupiter are at odds; enjoy yourself fully, and let a sensible limit keep the pleasure from turning into regret.',
          'Too much of a good thing is the only real hazard in {area} while Jupiter challenges Venus, so savour one treat properly instead of collecting five.',
        ],
        love: [
          'Expectations can run ahead of reality in {area} with Jupiter and Venus in tension; enjoy the glow and let the relationship grow at its own pace.',
        ],
      },
    },
    'venus-saturn': {
      conjunction: {
        general: [
          'Saturn joins Venus and asks what you truly value in {area}, favouring quality over quantity and commitments that will still make sense in a year.',
          'Whatever you cherish in {area} deserves a practical eye while Venus and Saturn travel together, and a modest, realistic plan brings more peace than a lavish one.',
        ],
        love: [
          'Love turns serious in {area} as Venus sits with Saturn, and a steady, loyal gesture or a frank talk about commitment deepens what is already there.',
        ],
      },
      flowing: {
        general: [
          'Venus and Saturn in harmony help you build something lasting in {area}, whether that is a savings habit, a craft or a partnership based on clear terms.',
          'Good taste meets discipline in {area} under an easy link from Saturn to Venus, so finish the creative work that needs patience and a final polish.',
        ],
        love: [
          'Steady affection is the theme in {area} while Saturn supports Venus, and reliability, kept promises and shared plans make someone feel secure with you.',
        ],
      },
      tense: {
        general: [
          'Venus and Saturn at odds can make {area} feel short on pleasure or support; treat yourself kindly on a small budget and let the dry spell pass.',
          'Obligations may crowd out enjoyment in {area} while Saturn challenges Venus, so protect one hour for something that feeds you rather than drains you.',
        ],
        love: [
          'Feeling unappreciated or held at a distance is possible in {area} with Saturn and Venus in tension; state your needs clearly instead of withdrawing.',
        ],
      },
    },
    'venus-uranus': {
      conjunction: {
        general: [
          'Uranus joins Venus and brings a surprise to {area}, perhaps a new taste, an unusual purchase or a sudden change in how you see something you love.',
          'Tastes shift without warning in {area} while Venus and Uranus travel together, and trying a different style, hobby or social scene feels refreshing.',
        ],
        love: [
          'Attraction can strike like lightning in {area} as Venus sits with Uranus, and an unconventional connection may surprise you with how alive it feels.',
        ],
      },
      flowing: {
        general: [
          'An easy angle between Venus and Uranus adds sparkle to {area}, so invite someone new, change the decor or try the creative idea that seems slightly odd.',
          'Freedom and pleasure sit comfortably together in {area} while Uranus supports Venus, making spontaneous plans with friends especially enjoyable.',
        ],
        love: [
          'Love feels exciting but relaxed in {area} under a friendly link from Uranus to Venus, and a little novelty, like a new place or activity, keeps things fresh.',
        ],
      },
      tense: {
        general: [
          'Venus and Uranus at odds can make {area} restless, with sudden changes of heart or impulsive purchases; pause before committing to anything major.',
          'Boredom with the familiar may flare in {area} while Uranus challenges Venus, so add variety in small, harmless ways instead of overturning everything.',
        ],
        love: [
          'Someone’s need for freedom, or your own, can unsettle {area} with Uranus and Venus in tension; talk openly about space and closeness before assuming the worst.',
        ],
      },
    },
    'venus-neptune': {
      conjunction: {
        general: [
          'Neptune joins Venus and fills {area} with beauty and imagination, wonderful for art, music, kindness and any pleasure that lifts you out of the ordinary.',
          'Compassion flows through {area} while Venus and Neptune travel together, and helping someone quietly brings you as much joy as it brings them.',
        ],
        love: [
          'Romance turns dreamy in {area} as Venus sits with Neptune, so enjoy the enchantment and let time show whether the fairy tale rests on real ground.',
        ],
      },
      flowing: {
        general: [
          'Venus and Neptune in harmony bring gentle inspiration to {area}, so make something beautiful, listen to music or spend time near water if you can.',
          'Sensitivity becomes a strength in {area} under an easy angle from Neptune to Venus, and your ability to sense what others feel helps you choose well.',
        ],
        love: ['Tender, romantic moments come easily in {area} while Neptune supports Venus, and a soft word or a shared daydream can deepen a bond.'],
      },
      tense: {
        general: [
          'Venus and Neptune at odds can blur judgement in {area}, especially around money or people; admire freely, but check the facts before promising anything.',
          'Idealism and disappointment can trade places in {area} while Neptune challenges Venus, so keep hopes generous and expectations realistic.',
        ],
        love: [
          'Seeing someone through rose-tinted glasses is tempting in {area} with Neptune and Venus in tension; let their actions, more than your hopes, tell the story.',
        ],
      },
    },
    'venus-pluto': {
      conjunction: {
        general: [
          'Pluto joins Venus and makes {area} intense, drawing you toward what you desire deeply and away from what no longer feels meaningful.',
          'Values transform in {area} while Venus and Pluto travel together, so notice what you are willing to let go of and what you would fight to keep.',
        ],
        love: ['Magnetic, all-or-nothing attraction can arise in {area} as Venus sits with Pluto, and honest depth is more compelling than any strategy.'],
      },
      flowing: {
        general: [
          'An easy link between Venus and Pluto lends {area} depth and staying power, a good stretch for renewing a bond, a space or a creative project from the ground up.',
          'Quiet influence works in your favour in {area} while Pluto supports Venus, so trust your instinct about people and invest energy where it is returned.',
        ],
        love: [
          'Trust and closeness deepen in {area} under a friendly angle from Pluto to Venus, and a private, meaningful conversation can transform how you feel together.',
        ],
      },
      tense: {
        general: [
          'Venus and Pluto at odds can stir possessiveness or power games around {area}; hold what you value with an open hand rather than a tight grip.',
          'Strong desires can clash with someone else’s needs in {area} while Pluto challenges Venus, and honest negotiation serves better than quiet manoeuvring.',
        ],
        love: [
          'Jealousy or fear of loss can surface in {area} with Pluto and Venus in tension; saying what scares you, gently, draws you closer instead of apart.',
        ],
      },
    },
    'mars-jupiter': {
      conjunction: {
        general: [
          'Jupiter joins Mars and supercharges {area} with confidence and energy, an excellent stretch to start something ambitious, physical or adventurous.',
          'Bold moves tend to pay off in {area} while Mars and Jupiter travel together, so act on the plan you believe in and let enthusiasm carry the first steps.',
        ],
        love: [
          'Confidence is attractive in {area} as Mars sits with Jupiter, and a bold invitation to something adventurous could be just what a connection needs.',
        ],
      },
      flowing: {
        general: [
          'Mars and Jupiter in harmony turn effort into progress in {area}, so set a challenging goal, train, travel or pitch the idea while momentum is with you.',
          'Courage and good judgement combine in {area} under an easy link from Jupiter to Mars, making it a good stretch to take a well-calculated risk.',
        ],
        love: ['Adventure brings people together in {area} while Jupiter supports Mars, and a shared outing, a game or a spontaneous trip can spark real fun.'],
      },
      tense: {
        general: [
          'Mars and Jupiter at odds can make you overconfident about {area}; aim high, but pace yourself so enthusiasm does not outrun your resources.',
          'Taking on too much is the risk in {area} while Jupiter challenges Mars, so choose the one battle worth winning and let the others go.',
        ],
        love: ['Big gestures and bold claims can misfire in {area} with Jupiter and Mars in tension; steady warmth works better than trying to impress.'],
      },
    },
    'mars-saturn': {
      conjunction: {
        general: [
          'Saturn joins Mars and channels your drive in {area} into discipline, so slow, persistent effort builds something solid even when progress feels heavy.',
          'Stop-and-start energy marks {area} while Mars and Saturn travel together, and patience plus a clear plan turns frustration into real endurance.',
        ],
        love: [
          'Love asks for patience and commitment in {area} as Mars sits with Saturn, and quietly showing up, day after day, speaks louder than passion alone.',
        ],
      },
      flowing: {
        general: [
          'Mars and Saturn cooperate to make {area} productive, so tackle the long job, follow the training plan or finish the repair with steady, careful effort.',
          'Controlled effort pays off in {area} under an easy angle from Saturn to Mars, and a hard task broken into steps turns out more manageable than it looked.',
        ],
        love: [
          'Reliability becomes romantic in {area} while Saturn supports Mars, and practical help, like fixing something or keeping a promise, says a great deal.',
        ],
      },
      tense: {
        general: [
          'Mars and Saturn at odds can make {area} feel blocked or frustrating; push less, plan more, and look for the one obstacle you can actually shift.',
          'Irritation with rules or delays can build in {area} while Saturn challenges Mars, so find a physical outlet and keep your response measured and fair.',
        ],
        love: [
          'Frustration can cool affection in {area} with Saturn and Mars in tension; name what feels stuck, calmly, and work on it together rather than apart.',
        ],
      },
    },
    'mars-uranus': {
      conjunction: {
        general: [
          'Uranus joins Mars and brings sudden energy to {area}, ideal for breaking a deadlock or trying something bold, as long as you keep safety and timing in mind.',
          'Impulses run strong in {area} while Mars and Uranus travel together, and channelling them into innovation rather than rebellion gets the best result.',
        ],
        love: [
          'Exciting, unexpected attraction can flare in {area} as Mars sits with Uranus, and a spontaneous plan may reveal a side of someone you had not seen.',
        ],
      },
      flowing: {
        general: [
          'Mars and Uranus in harmony give {area} a jolt of fresh energy, making it a good stretch to try a new method, tool or way of moving your body.',
          'Quick, inventive action works in your favour in {area} under an easy link from Uranus to Mars, so act on the clever idea while the window is open.',
        ],
        love: ['Spontaneity adds a thrill to {area} while Uranus supports Mars, and an unusual date or shared experiment keeps affection lively and fun.'],
      },
      tense: {
        general: [
          'Mars and Uranus at odds make {area} restless and jumpy; take extra care with tools, traffic and tempers, and let sudden changes settle before you react.',
          'Rebellion can flare in {area} while Uranus challenges Mars, and change is welcome if you make it deliberately rather than in a burst of frustration.',
        ],
        love: [
          'Tempers and independence can clash in {area} with Uranus and Mars in tension; give each other space instead of forcing a decision on the spot.',
        ],
      },
    },
    'mars-neptune': {
      conjunction: {
        general: [
          'Neptune joins Mars and softens your drive in {area}, better for inspired, creative or compassionate effort than for forceful pushing.',
          'Energy comes and goes in {area} while Mars and Neptune travel together, so follow inspiration when it arrives and rest without guilt when it fades.',
        ],
        love: ['Romantic idealism colours desire in {area} as Mars sits with Neptune, and gentle, imaginative gestures say more than a direct pursuit.'],
      },
      flowing: {
        general: [
          'Mars and Neptune in harmony let you work on behalf of an ideal in {area}, so volunteering, art, dance or any effort driven by compassion goes well.',
          'Intuitive action serves you in {area} under an easy angle from Neptune to Mars, and following a quiet instinct gets results without much strain.',
        ],
        love: [
          'Tender passion flows through {area} while Neptune supports Mars, and a romantic plan with music, water or a shared creative project can feel magical.',
        ],
      },
      tense: {
        general: [
          'Mars and Neptune at odds can drain energy or muddle motives in {area}; clarify what you really want before acting and rest more than usual.',
          'Hidden agendas or vague plans can frustrate {area} while Neptune challenges Mars, so get details confirmed and avoid acting on half-information.',
        ],
        love: ['Desire and confusion mix in {area} with Neptune and Mars in tension; ask honest questions instead of guessing what someone feels or wants.'],
      },
    },
    'mars-pluto': {
      conjunction: {
        general: [
          'Pluto joins Mars and gives {area} formidable willpower, excellent for deep work, renovation or any effort that needs determination and courage.',
          'Intensity builds in {area} while Mars and Pluto travel together, so direct the force into transforming a situation rather than controlling a person.',
        ],
        love: ['Passion runs deep in {area} as Mars sits with Pluto, and honest desire, expressed with care, can make a connection far more intimate.'],
      },
      flowing: {
        general: [
          'Mars and Pluto cooperate to give you staying power in {area}, so tackle the big job, clear the clutter or renew a project from the ground up.',
          'Focused effort turns into real change in {area} under an easy link from Pluto to Mars, and your persistence impresses the people who matter.',
        ],
        love: [
          'Closeness grows through shared effort in {area} while Pluto supports Mars, and a frank talk about wants and needs can deepen trust considerably.',
        ],
      },
      tense: {
        general: [
          'Mars and Pluto at odds can stir power struggles or strong anger in {area}; step back before reacting and channel the force into something constructive.',
          'Pressure builds in {area} while Pluto challenges Mars, and choosing where to spend your energy calmly beats fighting on every front at once.',
        ],
        love: ['Control and jealousy can flare in {area} with Pluto and Mars in tension; name the feeling calmly before it turns into a test of wills.'],
      },
    },
  },
  slowAspects: {
    conjunction: {
      general: [
        'Meeting in {area} for the first time in many years, {a} and {b} open a long chapter, and what you build or change there now shapes the seasons ahead.',
        'A rare meeting of {a} and {b} works slowly in the background of {area}, so think in months rather than days and let a big change unfold at its natural pace.',
        'Long-term forces gather in {area} as {a} joins {b}, asking you to notice which old structure is ending and which new one you would like to grow in its place.',
      ],
      love: [
        'Love takes on a new long-term shape in {area} while {a} and {b} travel together, inviting you to rethink what partnership, friendship and affection really mean to you.',
        'Slowly and steadily, the meeting of {a} and {b} in {area} reshapes what you look for in the people closest to you, and there is no need to rush the answers.',
        'Your sense of being valued evolves over the long meeting of {a} and {b} in {area}, and small, honest choices in relationships add up to a real shift.',
      ],
    },
    flowing: {
      general: [
        'From a distance, {a} and {b} support each other and quietly help {area}; progress there may feel gradual, yet it builds into something substantial over the months.',
        'A long, easy angle between {a} and {b} favours {area}, so a steady investment of time and care there is likely to compound in your favour.',
        'Background support from {a} and {b} makes {area} a place where patient planning and a willingness to grow go further than they usually would.',
      ],
      love: [
        'A long harmony between {a} and {b} lends {area} a steady undercurrent of goodwill, helping friendships and partnerships mature without much strain.',
        'Over the coming months, {a} and {b} in easy contact help love find firmer footing in {area}, where gentle growth outlasts any sudden spark.',
        'Relationships grow wiser with {a} in quiet harmony with {b}, and in {area} you can build the kind of trust that lasts well beyond the season.',
      ],
    },
    tense: {
      general: [
        'Across {area}, {a} and {b} pull against each other in a slow tension between old and new that asks for gradual adjustment rather than one dramatic move.',
        'A long challenge between {a} and {b} keeps pressure on {area}, and the discomfort points to a habit or structure that is ready to be renewed.',
        'Background friction between {a} and {b} tests {area} over many months, so pace yourself, adjust step by step and keep the bigger picture in view.',
      ],
      love: [
        'Love in {area} is tested slowly while {a} and {b} are at odds, and relationships that adapt honestly to change come out stronger for it.',
        'A long-running tension between {a} and {b} stirs questions in {area} about freedom, commitment and trust, and there is time to answer them carefully.',
        'What you expect from the people you love is being reworked while {b} challenges {a} in {area}, so let old patterns go one at a time.',
      ],
    },
  },
  natalThemes: {
    sun: ['your sense of purpose', 'your core identity', 'your creative vitality'],
    moon: ['your emotional needs', 'your instinctive reactions', 'your need for comfort and safety'],
    mercury: ['your way of thinking', 'your way of speaking and listening', 'your curious, learning mind'],
    venus: ['your capacity for affection', 'your sense of what you value', 'your taste for beauty and pleasure'],
    mars: ['your drive and ambition', 'your courage to act', 'your way of handling anger'],
    jupiter: ['your optimism and faith', 'your appetite for growth', 'your generous streak'],
    saturn: ['your sense of duty', 'your hard-won discipline', 'your long-term ambitions'],
    uranus: ['your independent streak', 'your need for freedom', 'your flashes of originality'],
    neptune: ['your dreams and ideals', 'your imagination', 'your compassion and intuition'],
    pluto: ['your inner power', 'your capacity for deep change', 'your deepest desires'],
  },
  natalTransits: {
    sun: {
      conjunction: [
        'The Sun crossing {natal} puts a warm spotlight on who you are, so give yourself credit, take up a little more room and notice how much energy you have.',
        'A yearly highlight arrives as the Sun meets {natal}, inviting you to celebrate what makes you you and decide how you want to express it in the months ahead.',
        'With the transiting Sun on {natal}, you see yourself more clearly than usual, and a fresh start built around what you care about feels natural.',
      ],
      flowing: [
        'Confidence comes easily while the Sun supports {natal}, and small steps taken in the next few days are likely to go well and be noticed.',
        'An easy link between the Sun and {natal} brings a little extra vitality, making it simpler to act in ways that feel true to you.',
        'Warm, encouraging energy reaches {natal} from a helpful angle of the Sun, and other people are more inclined to appreciate what you bring.',
      ],
      tense: [
        'The Sun challenging {natal} can set what you want against what others expect; adjust a little rather than digging in, and the pressure eases quickly.',
        'You may feel pushed to prove something while the Sun presses on {natal}, so take a breath and choose the action that fits who you are.',
        'Friction between the Sun and {natal} shows where your schedule leaves you too little room, and a modest change of plan lightens the load.',
      ],
    },
    moon: {
      conjunction: [
        'The Moon passes over {natal} today, bringing feelings close to the surface and a strong wish to look after yourself in simple, comforting ways.',
        'Emotions gather as the Moon joins {natal}, so notice your mood and give yourself what you need before rushing to help anyone else.',
        'For a few hours the Moon sits on {natal}, sharpening your instincts; trust a gut feeling, and keep the evening gentle if you can.',
      ],
      flowing: [
        'A calm, comfortable mood settles in while the Moon forms an easy angle to {natal}, and small decisions feel simpler than usual today.',
        'With the Moon gently supporting {natal}, it is a good day to rest, cook, call family or follow a quiet hunch wherever it leads.',
        'You are more receptive than usual while the Moon touches {natal} kindly, and a warm word today means a lot, whether you give it or receive it.',
      ],
      tense: [
        'The Moon pressing on {natal} can leave you moody or restless today; name the feeling, give it a little space, and it will pass within hours.',
        'Small irritations may loom large while the Moon is at odds with {natal}, so postpone touchy conversations until the mood turns later on.',
        'A challenge from the Moon to {natal} stirs a need you may have overlooked, and meeting it in a small way, like an early night, restores your balance.',
      ],
    },
    mercury: {
      conjunction: [
        'Mercury crossing {natal} turns your thoughts inward, so write things down, talk them over with someone you trust or read something that helps you understand yourself.',
        'Conversations and ideas cluster around {natal} during Mercury’s pass, a good few days to make plans, send messages and ask your questions.',
        'With Mercury on {natal}, you find the words for things you have only felt, and saying them aloud helps you decide what to do next.',
      ],
      flowing: [
        'Explaining yourself is easier while Mercury forms a helpful angle to {natal}, and learning, planning and sorting practical details all go smoothly.',
        'An easy link from Mercury to {natal} brings useful conversations, so listen for the passing comment that solves a problem you have been turning over.',
        'Clear thinking flows toward {natal} from Mercury’s harmonious angle, and paperwork, short trips and honest talks tend to go your way.',
      ],
      tense: [
        'Mercury challenging {natal} can bring mixed messages or second thoughts; check details twice and give yourself time before any firm decision.',
        'You may overthink or argue more than usual while Mercury is at odds with {natal}, so write your thoughts down before you say them aloud.',
        'Restless thinking follows Mercury’s tense angle to {natal}, and a walk or a chat with a calm friend helps you sort the useful ideas from the noise.',
      ],
    },
    venus: {
      conjunction: [
        'Venus crossing {natal} brings warmth and charm, so treat yourself kindly, enjoy a little beauty and let people show their affection.',
        'Affection and pleasure gather while Venus passes over {natal}, a lovely few days for social plans, creative work and small kindnesses.',
        'With Venus on {natal}, you seem easier to approach and feel more appreciative of others, and harmony in your relationships comes naturally.',
      ],
      flowing: [
        'Good company and a sense of being valued come your way while Venus forms a gentle angle to {natal}, so accept the warmth without second-guessing it.',
        'An easy link from Venus to {natal} favours friendship, romance and creative pleasure, so say yes to an invitation that feels kind.',
        'Harmony flows your way while Venus supports {natal}, and a generous, appreciative word from you sets a lovely tone with the people around you.',
      ],
      tense: [
        'Venus challenging {natal} can leave you wanting more affection or comfort than you are getting; ask for it kindly instead of waiting to be noticed.',
        'People-pleasing and overindulgence tempt you while Venus is at odds with {natal}, and honest preferences serve you far better than easy agreement.',
        'Small frictions in love or money follow Venus’s tense angle to {natal}, and a fair, friendly conversation usually smooths them over.',
      ],
    },
    mars: {
      conjunction: [
        'Mars crossing {natal} charges you with energy and urgency, so channel the heat into a bold start, a physical effort or a goal you have been delaying.',
        'Drive and courage surge while Mars passes over {natal}; act with purpose, and keep an eye on impatience with slower people.',
        'With Mars on {natal}, you feel motivated and a little combative, making it a strong few days to defend what matters to you, calmly and clearly.',
      ],
      flowing: [
        'Stamina and confidence rise while Mars forms a helpful angle to {natal}, so push forward on projects that need energy and nerve.',
        'An easy link from Mars to {natal} turns intention into action, and you can assert yourself without creating needless friction.',
        'Mars in harmony with {natal} lends steady, productive energy, ideal for exercise, repairs and simply getting things done.',
      ],
      tense: [
        'Mars challenging {natal} can spark frustration or conflict; move your body, count to ten, and aim the energy at a problem rather than a person.',
        'You may feel pushed or rushed while Mars is at odds with {natal}, so slow down wherever hasty words or careless moves could cost you.',
        'Friction rises with Mars’s tense angle to {natal}, and naming what you want plainly keeps resentment from quietly building up.',
      ],
    },
    jupiter: {
      conjunction: [
        'Jupiter crossing {natal} opens a long season of growth, so say yes to learning, travel or opportunities that help you expand in healthy ways.',
        'Generosity and optimism gather while Jupiter passes over {natal}, and a wider view of your life brings a steady new confidence.',
        'With Jupiter on {natal}, doors open more easily, and your main task is choosing the opportunities that truly fit rather than taking them all.',
      ],
      flowing: [
        'Encouragement and useful contacts arrive while Jupiter forms a helpful angle to {natal}, along with a sense that things are quietly working out.',
        'An easy link from Jupiter to {natal} favours growth through study, travel and generosity, and a mentor or friend may play a helpful part.',
        'Goodwill surrounds you while Jupiter smiles on {natal}, so share your plans with people who are in a position to help.',
      ],
      tense: [
        'Jupiter challenging {natal} can tempt you to overcommit or overdo it; keep the vision big and the promises measured.',
        'Restlessness for more can grow while Jupiter is at odds with {natal}, and a clear sense of your limits keeps expansion healthy.',
        'Excess is the main risk under Jupiter’s tense angle to {natal}, so choose growth that adds meaning rather than simply adding more.',
      ],
    },
    saturn: {
      conjunction: [
        'Saturn crossing {natal} begins a serious, maturing chapter; responsibilities may feel heavy, yet patient work now builds something that lasts.',
        'Structure and limits take shape while Saturn passes over {natal}, asking you to let go of what is not working and commit to what is.',
        'With Saturn on {natal}, progress is slow but real, and each small, disciplined step earns you a sense of authority you can keep.',
      ],
      flowing: [
        'Steady habits and earned respect come within reach while Saturn forms a supportive angle to {natal}, giving your plans a firm foundation.',
        'An easy link from Saturn to {natal} rewards patience and planning, and long-term commitments you make during the transit tend to hold.',
        'Practical wisdom is on hand while Saturn steadies {natal} from a friendly angle, making the season a good one to organise, consolidate and finish.',
      ],
      tense: [
        'Saturn challenging {natal} can bring delays, doubts or extra duties; take them one at a time, and look for the lesson that leaves you stronger.',
        'You may feel tested or held back while Saturn is at odds with {natal}, so focus on what you can control and let go of the rest.',
        'Pressure builds slowly under Saturn’s tense angle to {natal}, and firm boundaries plus realistic goals turn strain into resilience.',
      ],
    },
    uranus: {
      conjunction: [
        'Uranus crossing {natal} brings awakening and change; expect the unexpected, and welcome the chance to live more authentically.',
        'Sudden insights arrive while Uranus passes over {natal}, loosening old patterns so you can try something freer and more honest.',
        'With Uranus on {natal}, restlessness is a sign of growth, and small experiments show you what the next version of your life could look like.',
      ],
      flowing: [
        'Fresh ideas, new people and welcome chances to do things your own way appear while Uranus forms a helpful angle to {natal}.',
        'An easy link from Uranus to {natal} makes change feel exciting rather than frightening, so try the new approach while the door is open.',
        'Inventive energy sparks while Uranus favours {natal}, and technology, groups or friends can open unexpected possibilities.',
      ],
      tense: [
        'Uranus challenging {natal} can bring disruptions or a strong urge to break free; make changes deliberately rather than in a burst of frustration.',
        'Surprises may unsettle your plans while Uranus is at odds with {natal}, so stay flexible and keep some room in your schedule.',
        'Restless tension grows under Uranus’s tense angle to {natal}, and honest, gradual change works better than walking out on everything at once.',
      ],
    },
    neptune: {
      conjunction: [
        'Neptune crossing {natal} softens old edges, inviting imagination, compassion and creativity while asking you to keep your feet on the ground.',
        'Dreams and ideals grow louder while Neptune passes over {natal}, so let inspiration flow and double-check the practical details.',
        'With Neptune on {natal}, boundaries blur, and gentle routines, rest and creative outlets help you make the most of your sensitivity.',
      ],
      flowing: [
        'Intuition and compassion deepen while Neptune forms a gentle angle to {natal}, bringing creative inspiration worth following.',
        'An easy link from Neptune to {natal} favours art, music, meditation and kindness, and quiet reflection brings useful insight.',
        'Neptune’s gentle harmony with {natal} feeds your imagination, so trust your intuition and make space for beauty in ordinary days.',
      ],
      tense: [
        'Neptune challenging {natal} can bring confusion or disappointment; slow down, check the facts and let unclear situations clear before acting.',
        'Idealising people or feeling drained is easy while Neptune is at odds with {natal}, so protect your energy and keep commitments realistic.',
        'Fog thickens under Neptune’s tense angle to {natal}, and simple routines plus trusted friends help you find your footing again.',
      ],
    },
    pluto: {
      conjunction: [
        'Pluto crossing {natal} begins a deep transformation; let go of what has run its course, and discover a stronger, truer version of yourself.',
        'Intensity gathers while Pluto passes over {natal}, bringing hidden matters to light so you can work with them honestly.',
        'With Pluto on {natal}, change runs deep and slow, and facing uncomfortable truths gives you more power over the outcome.',
      ],
      flowing: [
        'Depth, resilience and the power to make lasting improvements are yours to use while Pluto forms a supportive angle to {natal}.',
        'An easy link from Pluto to {natal} helps you transform old habits with quiet determination, and results build over the months.',
        'Inner strength grows while Pluto quietly backs {natal}, so trust your instincts and pursue the changes that feel meaningful.',
      ],
      tense: [
        'Pluto challenging {natal} can feel like a tug of war over who decides; give up control one small step at a time, and the pressure begins to ease.',
        'Old fears may surface while Pluto is at odds with {natal}, and meeting them honestly leads to real and lasting change.',
        'Pressure intensifies under Pluto’s tense angle to {natal}, and facing what needs to end makes room for what wants to grow.',
      ],
    },
  },
};
