import type { ArticleDraft } from './types';

/** Articles on readings, intuition, questions and dreams, written honestly: tools for reflection, no claimed powers. */
export const PSYCHIC_ARTICLES: ArticleDraft[] = [
  {
    slug: 'inside-a-psychic-reading',
    title: 'Inside a Psychic Reading: What Happens and How to Judge It',
    topic: 'psychic',
    author: 'starlit-editors',
    published: '2026-02-12',
    description: 'What really goes on in a psychic or intuitive reading: cold reading, fair prices, red flags, and how to steer the conversation yourself.',
    image_alt: 'A crystal ball glowing on a draped table beside a candle and an hourglass, with a crescent moon in an arched window behind.',
    intro:
      'A psychic or intuitive reading can feel like stepping into a small, private theater: soft lighting or a quiet phone line, a stranger who seems to know you, and a story about your life told back to you. People book them for comfort, for curiosity or for a nudge at a crossroads. This guide walks through what actually goes on in that hour, why it can feel uncanny, and how to come away with something useful rather than a lighter wallet. The starting point is honest: no one has shown psychic powers under careful testing, and a reading is a conversation that you have every right to steer.',
    sections: [
      {
        heading: 'What the hour usually looks like',
        paragraphs: [
          'Most readings follow a similar arc. The reader opens with a few general impressions, often about your energy, your family or a change you are facing, and watches how you respond. Tools may appear, such as tarot cards, a pendulum, a crystal or nothing at all, but the real engine is talk. You answer, clarify and react, and the reader shapes the next remark around what you just gave. By the end, much of what felt like revelation was built from material you supplied, arranged into a story that fits.',
          'None of that makes the experience worthless. A skilled reader is often an attentive listener with a gift for narrative, and hearing your situation reflected back in a new frame can loosen a knot. The trouble starts only when the frame is sold as certain knowledge of your future, of your partner’s mind or of a hidden danger that needs paying off.',
        ],
      },
      {
        heading: 'Why it can feel uncanny: cold reading',
        paragraphs: [
          'Cold reading is the name for the set of techniques that make a stranger seem to know you. Some readers use them as deliberate stagecraft; plenty of sincere ones use them without noticing, simply because they work. The most familiar is the statement that fits nearly everyone: you are hard on yourself, you have more potential than you have used, there is someone from your past you still think about. In a classroom experiment published in 1949, the psychologist Bertram Forer gave his students what he said were personal profiles, and they rated them as highly accurate, though every student had received the same text, drawn largely from a newsstand astrology book. Psychologists now call this the Forer or Barnum effect.',
          'Other moves are just as ordinary. A “rainbow ruse” credits you with a trait and its opposite, so that you are both sociable and private, generous yet guarded. Shotgunning fires off a spread of names, initials or dates until one lands, and memory keeps the hit while the misses quietly vanish. Reading your age, clothes, rings, accent and pauses does the rest. Warm reading leans on what most people in your situation feel, such as grief after a loss, and hot reading means the reader looked you up beforehand.',
          'A simple test helps. After the session, write down every specific claim the reader made, then mark which ones you had already told them, which ones would fit most people, and which ones were wrong. The leftovers are usually very few.',
        ],
      },
      {
        heading: 'What it costs, and how to keep it sane',
        paragraphs: [
          'Prices vary wildly, from a few dollars for a short chat to hundreds for a long session with a well-known name. Per-minute phone and chat lines are the easiest place to overspend, because the clock is invisible and the reader’s incentive is to keep you talking. Before you start, decide the total you are willing to spend, as a figure rather than a feeling, and set a timer. Treat a reading like a concert ticket or a massage: a treat with a fixed price, not an investment that will pay you back.',
          'Ask in advance how the fee works, whether there are introductory rates that jump later, and how to cancel any subscription. Pay by a method that lets you dispute a charge. If a free first session turns into urgent pressure to book a long package, you are looking at a sales technique, not insight.',
        ],
      },
      {
        heading: 'Red flags worth walking away from',
        paragraphs: [
          'Some warning signs are clear enough to end a reading on the spot. Be wary of anyone who says you carry a curse, a dark attachment or bad energy that only they can clear for an extra fee; this is the core of a well-known scam, and the price of removal tends to climb. Leave if a reader asks you to bring cash, jewelry or another valuable to be “cleansed,” or tells you to keep the sessions secret from your family.',
          'Be equally cautious with certainty. A reader who names a date for a death, a diagnosis, a pregnancy or a court ruling is claiming something no one can do. Medical, legal and financial choices belong with qualified professionals, and a good reader says so without being asked. Watch, too, for someone who discourages you from seeking other help, or who hints that you need them every week to stay safe.',
        ],
      },
      {
        heading: 'Steering the conversation',
        paragraphs: [
          'At a reading you are not an audience; you are half of the conversation. Come with one or two real questions, written down, and say plainly what you want, for example a fresh way to look at a decision, rather than waiting to be impressed. You can give as little or as much background as you like. Saying “that doesn’t fit” is allowed, and a reader who handles it gracefully is more trustworthy than one who insists.',
          'Afterward, ask yourself what you actually learned. Did anything change how you see your situation, or suggest a next step that still makes sense on reflection? Keep those pieces and let the rest drift off. If you notice yourself booking readings to quiet anxiety, and the relief lasts only until the next one, that pattern is worth gently raising with a friend or a counselor.',
        ],
      },
      {
        heading: 'An honest frame to carry in',
        paragraphs: [
          'For half a century, from 1964 to 2015, the magician and skeptic James Randi and later his foundation offered a prize, eventually a million dollars, to anyone who could demonstrate a paranormal ability under test conditions both sides had agreed. It closed without a winner. That is no reason to sneer at people who enjoy readings. It is a reason to enjoy them for what they can offer: an hour of focused attention, a story about your life you can accept or decline, and a prompt to think. Your own judgment remains the final reader.',
        ],
      },
    ],
    related: [
      { label: 'A free three-card tarot reading', href: '/readings-reports/tarot-readings/free' },
      { label: 'Tarot: the cards and how to read them', href: '/tarot' },
      { label: 'The I Ching', href: '/i-ching' },
      { label: 'Readings and reports', href: '/readings-reports' },
    ],
  },
  {
    slug: 'intuition-as-a-skill',
    title: 'Intuition Is a Skill: How to Notice, Record and Test Your Hunches',
    topic: 'psychic',
    author: 'starlit-editors',
    published: '2026-04-23',
    description: 'Treat intuition as a skill you can train: catch your hunches, write them down with a confidence score, and check them later to learn which to trust.',
    image_alt: 'An open journal with a pen and a brass compass on a desk, under a night sky where a trail of stars arcs up toward a crescent moon.',
    intro:
      'Everyone has had the flicker: a sense that a plan will fail, that a friend is upset, that the quieter apartment is the right one. Sometimes the flicker turns out to be right, and sometimes it was only nerves. Intuition is not a mysterious sixth sense handed to a lucky few. It is your mind recognizing patterns faster than you can explain them, and like any skill it sharpens with practice and honest feedback. Here is a simple way to notice your hunches, write them down and check them later, so that you learn which ones deserve your trust.',
    sections: [
      {
        heading: 'What intuition is, and where it works',
        paragraphs: [
          'Researchers who study expert judgment describe intuition as recognition. The psychologist Gary Klein spent years interviewing firefighters, nurses and military commanders, and found that experienced people often act on the first option that comes to mind, because long exposure has taught them what a situation usually turns into. A fire commander who feels uneasy and pulls a crew out of a building may be responding to heat and sound cues that they could not have named in the moment.',
          'The same research marks limits. In a joint paper published in 2009, Klein and Daniel Kahneman, who had spent his career cataloguing mental shortcuts and errors, agreed that gut feeling deserves trust only in settings regular enough to contain patterns and generous with quick, clear feedback. A chess player or an emergency nurse gets both. Someone picking stocks or guessing next year’s housing market gets neither, and confident hunches there are mostly noise.',
          'Your personal life sits somewhere in between. You hold years of data about your friends, your work and your own moods, which means your hunches in those areas can be well grounded, provided you learn from the results instead of remembering only the times you were right.',
        ],
      },
      {
        heading: 'Start a hunch journal',
        paragraphs: [
          'The single most useful habit is to write a hunch down before you know the outcome. Memory is a generous editor: once we know how things turned out, we tend to believe we saw it coming, a tendency psychologists call hindsight bias. A dated note cannot be rewritten. Use a small notebook or a note on your phone, and keep the entries short so the habit survives busy weeks.',
          'For each entry, record five things: the date, the situation in one line, the hunch itself stated so that it can be checked, how confident you feel as a percentage, and when you will know. “The new project will run late” becomes “The project will miss its March 30 deadline, 70 percent, check on April 1.” Add a line about where the feeling showed up, such as tight shoulders, a lift in your chest or a restless urge to move, because bodily signals are often the first trace of a pattern your mind has caught.',
        ],
      },
      {
        heading: 'Notice before you name',
        paragraphs: [
          'Hunches are easy to miss because they arrive quietly and get talked over by reasoning. Build a few pauses into your day to catch them. Before opening an email from someone important, notice what you expect it to say. Before a meeting, guess how it will go and who will push back. When you meet someone new, jot down a first impression and date it. These small, low-stakes predictions give you many chances to practice.',
          'It also helps to sort the feeling before you act on it. Fear tends to be loud, repetitive and general: everything will go wrong. Wishful thinking is warm and insistent, and it usually agrees with what you already want. Intuition in the useful sense is often calmer and more specific, a small note that something does not match. Writing the hunch down gives you enough distance to ask which of the three you are hearing.',
        ],
      },
      {
        heading: 'Check your hunches later',
        paragraphs: [
          'Once a month, sit down with the journal and mark each entry that has come due: right, wrong or unclear. Be strict with yourself. If a hunch was vague enough to fit anything, mark it unclear and make the next one sharper. Then look at your confidence numbers. Of the hunches you rated around 80 percent, roughly eight in ten should have come true; if only half did, your gut is overconfident in that area, and if nearly all did, you can afford to trust it more.',
          'Patterns appear quickly. Many people discover that their reads on other people’s moods are excellent while their guesses about how long tasks take are hopeless, a mistake so common it has a name, the planning fallacy. Others find that hunches formed when tired or hungry are worse. This is the real reward of the practice: not a feeling of being special, but a map of where your quick judgments have earned trust.',
        ],
      },
      {
        heading: 'Using reflective tools alongside',
        paragraphs: [
          'Tarot cards, a daily hexagram or a number for the day can serve as prompts in this practice, as long as you treat them as mirrors rather than oracles. Draw a card, note your first reaction before you read any meaning, and write down what it makes you think about a current situation. Your reaction is the data, since it shows what was already on your mind. Over several weeks, the journal will show whether those prompts sharpen your attention or only add noise, and you can keep or drop them accordingly.',
          'Whatever you use, keep the stakes proportionate. A well-calibrated gut is a fine guide for choosing which friend to call or which draft to rewrite. For health symptoms, legal trouble and large money decisions, let it raise a question, then gather facts and expert advice before you decide.',
        ],
      },
    ],
    related: [
      { label: 'Your daily tarot card', href: '/daily-tarot-card' },
      { label: 'The hexagram of the day', href: '/daily-hexagram' },
      { label: 'The High Priestess: the card of inner knowing', href: '/tarot/cards/the-high-priestess' },
      { label: 'Your number for today', href: '/daily-number' },
    ],
  },
  {
    slug: 'how-to-ask-a-good-question',
    title: 'How to Ask a Good Question of Tarot, the I Ching or an Advisor',
    topic: 'psychic',
    author: 'starlit-editors',
    published: '2026-07-09',
    description: 'Open questions, honest timing and what to leave out: how to frame a question for a tarot spread, the I Ching or a reader so the answer helps you think.',
    image_alt: 'Three gold coins, a glowing six-line hexagram and three fanned tarot cards resting on a cloth beneath a violet dusk sky.',
    intro:
      'Whether you shuffle a deck, toss three coins or sit down with a reader, the question you bring shapes almost everything that follows. A vague or loaded question leaves room for any answer to seem right, while a clear one turns the session into real reflection. None of these tools can see the future, so the aim is not to extract a verdict. It is to frame your situation in a way that helps you think. The habits below work for a tarot spread, an I Ching reading or a conversation with an advisor you have booked.',
    sections: [
      {
        heading: 'Open questions beat yes or no',
        paragraphs: [
          '“Will I get the job?” is the question most people reach for, and it is the least useful. A card or a hexagram cannot know what a hiring panel will decide, and a bare yes or no leaves you with nothing to do except hope or worry. Reframe it around what you can understand or influence: “What should I keep in mind as I prepare for this interview?” or “What am I bringing to this role that I undervalue?” Whatever image turns up, the answer becomes something to work with.',
          'A handy set of openers runs “What do I need to understand about…,” “What is getting in the way of…,” “What would help me…” and “How can I approach….” Each points the reading back toward you and your choices. Yes-or-no draws have their place, for fun or for breaking a tie between two equal options, but notice how you feel when the answer lands. A flash of relief or disappointment often tells you what you wanted all along.',
        ],
      },
      {
        heading: 'Keep it about your own life',
        paragraphs: [
          'Questions about other people’s hidden thoughts are tempting and rarely helpful. “Does he still love me?” or “What is my boss planning?” invites you to build a story about someone who is not in the room and cannot correct it. Turn the lens back: “What do I want from this relationship now?” or “How can I raise this concern with my boss?” You can act on those answers, and they respect the other person’s privacy.',
          'Ask one question at a time, too. If you find an “and” or an “or” in the middle, you probably have two questions, and a single spread will blur them. Write the question down before you begin, read it aloud once, and trim it until it fits in a single breath. The act of writing often shows you what you are really asking.',
        ],
      },
      {
        heading: 'Be careful with timing',
        paragraphs: [
          '“When will I meet someone?” and “When will things get better?” are understandable questions, but no deck or book can give you a date. Some tarot readers assign seasons to the suits, and the I Ching has its own imagery of times and cycles, yet these are traditions of symbolism, not calendars. A more fruitful version asks about readiness: “What can I do this season to open my life to new people?” or “What is this waiting period asking of me?”',
          'Timing matters in a second sense: when you ask. A reading done in the first hour after a shock tends to mirror the shock. If you can, wait until you are calm enough to take in an answer you do not like, and give yourself a fixed window, such as one reading on a given question per week, so that the practice does not turn into a nervous habit.',
        ],
      },
      {
        heading: 'Asking the I Ching',
        paragraphs: [
          'The I Ching, the ancient Chinese Book of Changes, answers in images of situations and in advice about conduct rather than in forecasts. In the common three-coin method you throw the coins six times, building a hexagram from the bottom line up; any changing lines point to a second hexagram that suggests where the situation might move. Because the text speaks of how a wise person behaves in a given moment, it suits a question like “How should I conduct myself in this disagreement?” far better than “Who will win?”',
          'The book has a famous view on repeated asking. In the hexagram often translated as Youthful Folly, the oracle says, in effect, that it answers a sincere first question but will not keep answering someone who asks the same thing again and again. Whatever you think of oracles, that is sound advice: sit with the first answer, write down what it stirs in you, and return only when the situation has changed.',
        ],
      },
      {
        heading: 'Preparing for a session with an advisor',
        paragraphs: [
          'If you book a reader or an intuitive advisor somewhere, you set the agenda. Bring two or three written questions in order of importance, so that a short session does not drift into small talk at your expense. Decide beforehand how much background you will share; you are not required to test the reader by withholding everything, but you do not owe them your life story either. Ask them to explain how they work and what they see as their role.',
          'During the session it is fine to redirect: “Let’s come back to my question about the move.” Ask follow-ups that turn impressions into reflection, such as “What would that look like in practice?” And take notes, since the details blur within a day.',
        ],
      },
      {
        heading: 'What not to ask',
        paragraphs: [
          'A few questions are best left out of any reading. Do not ask about your own or anyone else’s health, diagnosis, pregnancy or death; those belong with a doctor and with time. Do not ask for lottery numbers, investment picks or the outcome of a legal case, and treat anyone who offers them as a warning sign. Avoid questions that hand over a decision wholesale, like “Should I leave my marriage?”, and ask instead what you need to see clearly in order to decide. The choice, and the credit for it, stays with you.',
        ],
      },
    ],
    related: [
      { label: 'A Celtic Cross tarot reading', href: '/readings-reports/tarot-readings/celtic-cross' },
      { label: 'A yes-or-no tarot reading', href: '/readings-reports/tarot-readings/yes-no' },
      { label: 'The I Ching', href: '/i-ching' },
      { label: 'The hexagram of the day', href: '/daily-hexagram' },
      { label: 'Every tarot card', href: '/tarot/cards' },
    ],
  },
  {
    slug: 'dream-journal-your-own-symbols',
    title: 'Keeping a Dream Journal and Reading Your Own Symbols',
    topic: 'psychic',
    author: 'starlit-editors',
    published: '2026-10-14',
    description: 'How to remember more of your dreams, keep a journal you will stick with, and read your images by your own associations instead of a dream dictionary.',
    image_alt: 'A crescent moon over layered night hills, with soft glowing bubbles holding a door, a key and a fish drifting up from an open journal.',
    intro:
      'Dreams arrive every night and most of them are gone before breakfast. Catching a few and looking at them closely can be one of the most personal reflective practices there is, because the images come from your own memories, worries and hopes. Dream dictionaries promise to decode them with lists of fixed meanings, but a snake in your dream is not the same as a snake in mine. This guide covers how to keep a dream journal that lasts and how to read your images on their own terms. Dreams do not foretell events; they are a way of hearing yourself think.',
    sections: [
      {
        heading: 'Why dreams slip away',
        paragraphs: [
          'Most vivid dreaming happens during REM sleep, the stage that grows longer in the later part of the night, which is why the richest dreams often come just before waking. Memory for dreams is fragile: the brain seems to do little to store them, and an unrecorded dream usually fades within minutes once you start moving and thinking about the day. Even people who insist they never dream tend to report dreams when they are woken during REM sleep in a laboratory.',
          'That fragility is the reason a journal works. Recall is partly a habit of attention, and many people find that simply deciding to remember, then writing something down every morning, increases what they bring back within a couple of weeks.',
        ],
      },
      {
        heading: 'Setting up a journal you will keep',
        paragraphs: [
          'Keep a notebook and pen within reach of the bed, or a voice recorder if writing in the dark is hopeless. When you wake, stay still for a moment with your eyes closed and let the dream come back before you reach for anything; moving or checking your phone scatters it fast. Start with whatever fragment you have, even a single color or a mood, because one thread often pulls the rest along.',
          'Write in the present tense, as if it is happening: “I am in a kitchen that is also a train station.” Record the feelings as carefully as the events, since the emotion is often the clearest part. Quick sketches help with odd spaces and creatures that words struggle to hold. Give each dream a short title and a date, and later in the day add a line or two about what was going on in your waking life. Those notes make patterns visible months later.',
        ],
      },
      {
        heading: 'Why a dictionary of fixed meanings falls short',
        paragraphs: [
          'Dream dictionaries offer tidy equations: water means emotion, a house means the self, losing teeth means anxiety about appearance. Some of these ideas have interesting histories, and a few images really are common across people, such as falling, being chased or turning up unprepared for an exam. Yet a common image does not carry a common meaning. Water might be a threat to someone who nearly drowned as a child and a comfort to someone who swims every morning.',
          'Your dream images are built from your own material, often from the previous day or two, which Freud called the day residue, mixed with older memories and concerns. So the most reliable guide to what an image means to you is you. A dictionary entry can serve as a prompt if you hold it lightly, but the moment it overrides your own sense of the image, it has stopped helping.',
        ],
      },
      {
        heading: 'Reading your own images',
        paragraphs: [
          'Pick one dream and list its main elements: people, places, objects, actions and feelings. Then, for each element, write down what it brings to mind, without filtering. Ask yourself “What is this to me?”, “When did I last see or think about this?” and “How would I describe this to someone who has never seen one?” That last question is surprisingly revealing, because the words you choose for a locked cabinet or a stray dog are often the words you would use for something in your life.',
          'Next, look at the feeling and the shape of the story. Were you searching, hiding, welcoming, stuck? Where in your waking week did you feel the same way? A dream of a house with an extra room you never knew about might, for one person, echo a new interest they have not yet made space for. For another it might touch something unsettling. Let several readings stand side by side until one clicks with a quiet sense of recognition.',
          'Another approach, borrowed from Gestalt therapy, is to speak as each part of the dream in turn. Write a few sentences in the voice of the locked door, then in the voice of the key you could not find. It feels silly for a minute, and then it often surprises you.',
        ],
      },
      {
        heading: 'Patterns across weeks',
        paragraphs: [
          'Single dreams are interesting; series are where the journal pays off. Every month or so, read back through your entries and notice repeated settings, characters and moods. A recurring dream that shifts slightly over time, such as a chase that slows down or a house that grows more familiar, can track how you are handling something in your waking life. Keep a short personal glossary of your recurring images and what they seem to mean for you, and revise it freely.',
          'A gentle word of care: if nightmares are frequent, intense or tied to a past trauma, they are worth mentioning to a doctor or therapist. Effective treatments exist, including imagery rehearsal therapy, in which a person rewrites the nightmare’s script while awake and rehearses the new version. A journal can support that work, but it is not a replacement for it.',
        ],
      },
    ],
    related: [
      { label: 'The Moon: the tarot card of dreams', href: '/tarot/cards/the-moon' },
      { label: 'The Moon in astrology', href: '/astrology/glossary/moon' },
      { label: 'Neptune in astrology', href: '/astrology/glossary/neptune' },
      { label: 'Your daily tarot card', href: '/daily-tarot-card' },
    ],
  },
];
