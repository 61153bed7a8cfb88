import type { ArticleDraft } from './types';

/**
 * Numerology articles by the Starlit editors. Every worked calculation follows the site's own
 * reductions (shared/numerology/numerology.ts): month, day and year reduced separately, master
 * numbers 11, 22 and 33 kept wherever they appear, names reduced word by word, Y a consonant.
 */
export const NUMEROLOGY_ARTICLES: ArticleDraft[] = [
  {
    slug: 'how-to-calculate-your-life-path-number',
    title: 'How to Calculate Your Life Path Number, Step by Step',
    topic: 'numerology',
    author: 'starlit-editors',
    published: '2026-03-02',
    description: 'Work out your life path number from your birth date: the step-by-step method, three worked examples and the rule that keeps 11, 22 and 33.',
    image_alt: 'A winding path of glowing stepping stones climbs night-blue hills toward a bright gold star under a scattering of smaller stars.',
    intro:
      'Your life path number is the most widely used figure in numerology, and it comes from nothing more mysterious than your date of birth. Working it out takes a pencil, a few minutes and a little care, because the order of the steps changes the answer more often than you might expect. This guide walks through the method Starlit uses, shows three complete examples, and explains why the master numbers 11, 22 and 33 are allowed to stand. Think of the result as a lens for looking at your habits and hopes, not as a verdict on your future.',
    sections: [
      {
        heading: 'What the number is, and what it is not',
        paragraphs: [
          'In numerology, the life path describes the broad theme of a life: the kind of lessons you keep meeting, the strengths you tend to lean on, the tensions that recur. Practitioners treat it as the backbone of a chart, with the name numbers and the yearly cycles layered on top. None of that is measured or predicted in any scientific sense. The value of the number lies in the questions it prompts, and in the vocabulary it offers for patterns you may already have noticed in yourself.',
        ],
      },
      {
        heading: 'The method in four steps',
        paragraphs: [
          'Start by writing your birth date as three separate figures: the month as a number, the day, and the full four-digit year. Someone born on 14 July 1987 would write 7, 14 and 1987. Keep them apart, because the whole technique depends on treating each one on its own before anything is combined.',
          'Next, reduce each figure to a single digit by adding its digits together, repeating until only one digit remains. July is already a 7. The day, 14, becomes 1 + 4 = 5. The year takes two rounds: 1 + 9 + 8 + 7 = 25, then 2 + 5 = 7.',
          'Then add the three reduced figures: 7 + 5 + 7 = 19. Finally, reduce that total in the same way, 1 + 9 = 10 and 1 + 0 = 1, which gives this person a life path of 1. Run the additions a second time in a different order, 7 + 7 + 5, and you reach the same 19, which is a cheap and reliable way to confirm you have not slipped.',
        ],
      },
      {
        heading: 'The master-number rule',
        paragraphs: [
          'Whenever a reduction lands on 11, 22 or 33, you stop and keep that number instead of adding its digits. These are the master numbers, and numerologists regard them as intensified versions of 2, 4 and 6. The rule applies at every stage: to a month (November is 11), to a day (the 11th, the 22nd, and the 29th, since 2 + 9 = 11), to a year whose digits add up to one of them, and to the final total.',
          'Keeping a master number in an early step does not guarantee one at the end. Take 29 November 1990. The month is 11 and stays 11; the day, 29, becomes 11 and stays 11; the year gives 1 + 9 + 9 + 0 = 19, then 10, then 1. The sum is 11 + 11 + 1 = 23, and 2 + 3 = 5, so the life path is 5. Master numbers enter the total at full strength, but the total still has to be reduced like any other.',
        ],
      },
      {
        heading: 'Why the order of the steps matters',
        paragraphs: [
          'A shortcut you will meet in many places is to string every digit of the birth date together and add them all in one go. Most of the time that gives the same single digit, because both routes leave the same remainder when divided by nine. Where the two routes part ways is on the master numbers, which is exactly where the difference matters most.',
          'Consider 15 September 1987. Done step by step, the month is 9, the day is 1 + 5 = 6, and the year is 1 + 9 + 8 + 7 = 25, then 7. Adding them gives 9 + 6 + 7 = 22, a master number, so the calculation stops there. Add all eight digits at once instead, 0 + 9 + 1 + 5 + 1 + 9 + 8 + 7, and you reach 40, which reduces to 4. Same person, same date: a 22 by one method and a plain 4 by the other.',
          'Because 22 and 4 are read as close relatives, with the master number the more demanding expression of the same theme, the two results are not wildly at odds. Still, the step-by-step method is the one Starlit uses throughout, and it is the convention most modern numerology teachers favor, so it is the one worth learning.',
        ],
      },
      {
        heading: 'Checking your working',
        paragraphs: [
          'Errors usually creep in at the year. Write the year’s digit sum down before reducing it, then reduce it on a separate line: 1999 becomes 28, then 10, then 1, and skipping that middle step is where people most often go wrong. Once you have an answer, repeat the whole calculation from scratch without looking at your first attempt.',
          'There is also a quick sanity check. Add every digit of the date in one go and reduce it fully, ignoring the master rule; the result should match your life path, or, if your life path is 11, 22 or 33, it should match 2, 4 or 6 respectively. For 15 September 1987, the all-at-once sum gave 4 and the careful method gave 22, whose digits also add to 4, so the working holds up.',
        ],
      },
      {
        heading: 'Living with your number',
        paragraphs: [
          'Once you have the number, read about it slowly and with a little healthy skepticism. Notice which descriptions ring true and which do not, and treat the mismatches as just as informative as the matches. A life path 1 might recognize a streak of independence and also a habit of refusing help; a 7 might see a love of study alongside a tendency to withdraw. Used like this, the number becomes a prompt for honest self-examination rather than a label you are obliged to live up to.',
        ],
      },
    ],
    related: [
      { label: 'Numerology at Starlit', href: '/numerology' },
      { label: 'Number 1: The Pioneer', href: '/numerology/numbers/1' },
      { label: 'Master number 22', href: '/numerology/numbers/22' },
      { label: 'Your number of the day', href: '/daily-number' },
      { label: 'Numerology forecast report', href: '/readings-reports/astrology-reports/numerology-forecast' },
    ],
  },
  {
    slug: 'master-numbers-11-22-33',
    title: 'The Master Numbers 11, 22 and 33, Explained',
    topic: 'numerology',
    author: 'starlit-editors',
    published: '2026-05-11',
    description: 'What makes 11, 22 and 33 master numbers, how often they really occur, what each is said to mean, and how to hold one without pressure.',
    image_alt: 'Two slender golden pillars of light rise from a calm lake under a crescent moon, their reflections shimmering between dark violet hills.',
    intro:
      'Most numerology calculations end in a single digit, but three results are allowed to stay as they are: 11, 22 and 33. These master numbers carry a reputation for intensity, and that reputation cuts both ways, promising unusual potential along with unusual pressure. Here is how they arise, how often they actually turn up, what each is said to mean, and how to hold one in your chart without letting it go to your head or weigh on your shoulders.',
    sections: [
      {
        heading: 'Where master numbers come from',
        paragraphs: [
          'Numerology reduces numbers by adding their digits, so 47 becomes 11 and then, ordinarily, 2. The master-number rule interrupts that process: when a sum reaches 11, 22 or 33, the reduction halts. The doubled digit is read as a concentrated form of its root, so 11 sits above 2, 22 above 4 and 33 above 6. Practitioners often write them as 11/2, 22/4 and 33/6 to keep both layers in view.',
          'The idea belongs to modern numerology rather than to any ancient source, and schools disagree on the details. Some practitioners recognize only 11 and 22; others add 33, and a few extend the list to 44 and beyond. Some keep master numbers only in a final total, while others, including the method used on this site, keep them wherever they appear, whether in a month, a day, a year or a name.',
        ],
      },
      {
        heading: 'How rare are they?',
        paragraphs: [
          'Because master numbers take over sums that would otherwise become 2, 4 or 6, they are less common than most single digits, and 33 is genuinely unusual. We counted every calendar date from 1950 to 2009 using the step-by-step life path method: roughly 6.5 percent produce an 11, about 3 percent a 22 and fewer than 1 percent a 33. Most of the single digits land near 11 percent each, while 2 and 4, and to a lesser degree 6, come out noticeably thinner because the masters absorb part of their share.',
          'Those figures are worth keeping in mind. A master number is uncommon, yet roughly one person in ten carries one as a life path, so a room of thirty people will typically include about three. That is distinctive, not extraordinary.',
        ],
      },
      {
        heading: 'Eleven: the intuitive messenger',
        paragraphs: [
          'Eleven amplifies the sensitivity of 2. It is associated with intuition, inspiration and a sharp awareness of atmosphere, the person who senses the unspoken tension in a meeting before anyone names it. Numerologists often call 11 the number of the sudden insight, and link it to teaching, the arts, counseling and any role that involves translating feeling into words. The shadow side is nervous overload: self-doubt, restlessness, and a tendency to absorb other people’s moods until they are hard to tell from your own. Rest, boundaries and a grounding routine are the classic remedies.',
          'Someone born on 2 April 1985 shows how an 11 forms. April gives 4, the 2nd gives 2, and the year reduces through 1 + 9 + 8 + 5 = 23 to 5, so the total is 4 + 2 + 5 = 11, which stays as it is.',
        ],
      },
      {
        heading: 'Twenty-two: the master builder',
        paragraphs: [
          'Twenty-two takes the steadiness of 4 and scales it up. Where a 4 builds a sturdy house, the 22 is said to build the institution, the movement or the long project that outlasts its maker. It pairs big vision with a practical streak, which is why it is often called the most capable of the numbers and also the one most burdened by expectation. A 22 who feels stalled may be trying to do everything at once; breaking the grand plan into bricks, one load at a time, tends to help. The 4 beneath it is a reminder that patience and method are part of the gift.',
        ],
      },
      {
        heading: 'Thirty-three: the master teacher',
        paragraphs: [
          'Thirty-three deepens the caring instincts of 6. Numerologists associate it with compassion, service and the kind of guidance that teaches by example rather than by instruction. It is the rarest of the three as a life path, and some practitioners treat it as fully active only when it appears in a core position. The pitfalls mirror the virtues: martyrdom, over-responsibility, and difficulty accepting care in return.',
          'For an example, take 22 December 1979. December is the 12th month, which gives 1 + 2 = 3; the 22nd is a master number and stays 22; the year runs 1 + 9 + 7 + 9 = 26, then 2 + 6 = 8. Adding the three, 3 + 22 + 8 = 33, a master number once more, so the calculation ends there.',
        ],
      },
      {
        heading: 'Holding a master number lightly',
        paragraphs: [
          'It is tempting to treat a master number as a badge. Try instead to read it as a question about capacity and strain: where do you feel a pull toward something larger, and where does that pull make ordinary life harder than it needs to be? Many numerologists suggest reading the root number as well, because the 2, 4 or 6 underneath describes the everyday ground you stand on, while the master number describes your reach.',
          'If your chart has no master numbers at all, nothing is missing. The single digits each have their own depth, and a thoughtful 2 is not a lesser 11. Like the rest of numerology, these numbers are useful exactly to the extent that they help you see yourself a little more clearly.',
        ],
      },
    ],
    related: [
      { label: 'Master number 11', href: '/numerology/numbers/11' },
      { label: 'Master number 22', href: '/numerology/numbers/22' },
      { label: 'Master number 33', href: '/numerology/numbers/33' },
      { label: 'Numerology at Starlit', href: '/numerology' },
    ],
  },
  {
    slug: 'personal-year-number-nine-year-cycle',
    title: 'Your Personal Year: The Nine-Year Cycle and How to Find Yours',
    topic: 'numerology',
    author: 'starlit-editors',
    published: '2026-01-12',
    description: 'How numerology’s nine-year cycle works, how to find your personal year from your birthday and the calendar year, and what each year favors.',
    image_alt: 'A ring of nine small moons circles above dusky violet hills, one of them glowing gold, with a faint trail joining them into a wheel.',
    intro:
      'Numerology does not only describe a life as a whole; it also divides time into seasons. The best known of these is the personal year, part of a nine-year cycle that opens with a year of fresh starts and closes with a year of clearing out. Finding your place in it needs only your birthday and the calendar year, and the arithmetic takes about a minute. Below you will find the method, worked examples for 2026 and 2027, and a short guide to what each year of the cycle is traditionally said to emphasize.',
    sections: [
      {
        heading: 'The formula',
        paragraphs: [
          'Your personal year number combines your birth month, your birth day and the current calendar year. Your birth year plays no part, which is why two people who share a birthday are always in the same personal year, whatever their ages. Reduce each of the three figures to a single digit, keeping the master numbers 11, 22 and 33 whenever they turn up, then add them together and reduce the total in the same way.',
          'For 2026, the calendar year reduces neatly: 2 + 0 + 2 + 6 = 10, and 1 + 0 = 1. Numerologists call this figure the universal year, the shared backdrop against which everyone’s personal year plays out, so 2026 counts as a universal 1, a collective year of beginnings.',
        ],
      },
      {
        heading: 'Worked examples for 2026 and 2027',
        paragraphs: [
          'Suppose your birthday is 14 July. July gives 7, the 14th gives 1 + 4 = 5, and the year 2026 gives 1. Adding them, 7 + 5 + 1 = 13, and 1 + 3 = 4, so 2026 is a personal 4 year for you. Checking it in a different order, 1 + 5 is 6 and 6 + 7 is 13 again, which confirms the 4.',
          'Now take a birthday of 7 March. March gives 3, the 7th gives 7, and 2026 gives 1, so the sum is 3 + 7 + 1 = 11. Because 11 is a master number, it stays: this person is in an 11 personal year, which most numerologists read as a heightened 2 year, with its themes of patience and partnership carried at a higher pitch. In the wider cycle, since the digits of 11 add to 2, they sit in the second year.',
          'The following January, the calendar figure changes. The digits of 2027 add to 11, and under the master-number rule that 11 is kept, so the 14 July birthday gives 7 + 5 + 11 = 23, then 2 + 3 = 5. The cycle has stepped forward by one, from 4 to 5, exactly as it should.',
        ],
      },
      {
        heading: 'When does a personal year begin?',
        paragraphs: [
          'Practitioners disagree on the start date. The most common convention, and the one Starlit follows, runs the personal year from 1 January to 31 December, in step with the universal year. Another school begins it on your birthday, reasoning that a personal cycle ought to turn on a personal date, and some say the mood of the next year can be felt arriving during the final months of the old one. If the January convention feels wrong to you, try the birthday version for a year and see which describes your experience better.',
        ],
      },
      {
        heading: 'The nine years at a glance',
        paragraphs: [
          'Year one is for planting: new projects, new habits, a clearer sense of direction. Year two slows the pace and turns attention to cooperation, patience and the relationships that will carry your plans. Year three brings expression and sociability, a good season for creative work and for saying what you mean.',
          'Year four asks for structure, the unglamorous work of foundations, budgets and routines. Year five loosens things with change, travel and a taste for freedom, sometimes restlessly. Year six centers on home, family, responsibility and care, both given and received.',
          'Year seven is a quieter, inward season suited to study, rest and reflection, and it can feel slow if you expect a rush. Year eight turns outward again toward ambition, money, authority and the results of earlier effort. Year nine closes the circle: a time for finishing, forgiving, clearing clutter and releasing whatever will not come with you into the next cycle.',
          'When an 11 or a 22 appears, read it as its root year with the volume turned up. An 11 year carries the inward, relational themes of a 2 with added intensity and insight, and a 22 year gives the building work of a 4 a larger scale. A 33 is rare as a personal year but follows the same pattern, amplifying the care of a 6.',
        ],
      },
      {
        heading: 'Using the cycle well',
        paragraphs: [
          'The personal year works best as a planning companion rather than a forecast. At the start of the year, write down your number and what it is said to favor, then compare that with what you actually want from the next twelve months. Where they line up, the number can lend a little extra conviction; where they clash, ask whether the clash is telling you something, or whether your own plans simply take priority, which they should.',
          'Looking back can be revealing too. Count backward to find the last year that was a 9 for you and ask what you finished or let go of then, and whether the 1 that followed really did feel like a fresh start. Even when the fit is loose, the exercise is a structured way to review a decade of your own life.',
        ],
      },
    ],
    related: [
      { label: 'Numerology at Starlit', href: '/numerology' },
      { label: 'Your number of the day', href: '/daily-number' },
      { label: 'Numerology forecast report', href: '/readings-reports/astrology-reports/numerology-forecast' },
      { label: 'Number 1: The Pioneer', href: '/numerology/numbers/1' },
      { label: 'Number 9: The Humanitarian', href: '/numerology/numbers/9' },
    ],
  },
  {
    slug: 'name-numerology-expression-soul-urge-personality',
    title: 'Your Name in Numbers: Expression, Soul Urge and Personality',
    topic: 'numerology',
    author: 'starlit-editors',
    published: '2026-07-20',
    description: 'Turn your name into numerology’s expression, soul urge and personality numbers with the Pythagorean letter chart and a fully checked example.',
    image_alt: 'An open book glows on a dark desk beneath a three-by-three grid of golden dots, with a crescent moon and stars in the night window behind.',
    intro:
      'Your birth date gives numerology its life path, but your name supplies three more numbers, each drawn from a different set of letters. The expression number uses every letter, the soul urge uses the vowels, and the personality number uses the consonants. All three rely on a simple chart that turns letters into digits. This article sets out the chart, explains which name to use, and works through a full example, with every sum checked twice, so you can calculate your own with confidence.',
    sections: [
      {
        heading: 'The Pythagorean letter chart',
        paragraphs: [
          'The chart most numerologists use is called Pythagorean, after the Greek philosopher who taught that number underlies everything, although the chart itself is a much later arrangement. It simply numbers the alphabet from 1 to 9 and then starts again. So A is 1, B is 2, and so on up to I, which is 9; then J begins the second row at 1, K is 2, and R ends it at 9; S starts the third row at 1, and the alphabet runs out at Z, which is 8.',
          'Grouped by value, that gives: 1 for A, J and S; 2 for B, K and T; 3 for C, L and U; 4 for D, M and V; 5 for E, N and W; 6 for F, O and X; 7 for G, P and Y; 8 for H, Q and Z; and 9 for I and R. Accented letters count as their plain forms, so É is simply E, while hyphens, apostrophes and spaces are ignored.',
        ],
      },
      {
        heading: 'Which name, and which letters?',
        paragraphs: [
          'Traditional practice uses your full name as it appears on your birth certificate, middle names included, because it is treated as the name you started with. Many people also calculate the name they use every day, and comparing the two can be interesting: the birth name is read as the underlying blueprint, the current name as the way you present that blueprint now.',
          'For the soul urge, the vowels are A, E, I, O and U. The letter Y is the perennial argument. Some numerologists count it as a vowel when it sounds like one, as in Lynn or Mary, and as a consonant when it does not, as in Yolanda. Starlit keeps things consistent and always treats Y as a consonant, so it belongs to the personality number rather than the soul urge. Whichever convention you choose, apply it the same way every time.',
        ],
      },
      {
        heading: 'Name by name, then combined',
        paragraphs: [
          'The method used here reduces each part of the name separately before combining them, in the same spirit as the life path, where the month, day and year are reduced on their own. Add the letter values of the first name and reduce; do the same for every other name; then add the reduced results and reduce once more. The master numbers 11, 22 and 33 are kept whenever a name part or a final total reaches one.',
        ],
      },
      {
        heading: 'A worked example: Nora Ellison',
        paragraphs: [
          'Take the name Nora Ellison. In Nora, the letters are N = 5, O = 6, R = 9 and A = 1, so the sum is 5 + 6 + 9 + 1 = 21, which reduces to 3. In Ellison, E = 5, L = 3, L = 3, I = 9, S = 1, O = 6 and N = 5, giving 5 + 3 + 3 + 9 + 1 + 6 + 5 = 32, which reduces to 5. The expression number is 3 + 5 = 8.',
          'For the soul urge, keep only the vowels. Nora has O and A, so 6 + 1 = 7. Ellison has E, I and O, so 5 + 9 + 6 = 20, which reduces to 2. Adding the two parts, 7 + 2 = 9, so the soul urge is 9.',
          'For the personality number, keep the consonants. Nora has N and R, so 5 + 9 = 14, reducing to 5. Ellison has L, L, S and N, so 3 + 3 + 1 + 5 = 12, reducing to 3. Together, 5 + 3 = 8, which makes the personality number 8.',
        ],
      },
      {
        heading: 'Double-checking the arithmetic',
        paragraphs: [
          'Two checks catch almost every slip. First, within each name, the vowel total and the consonant total should add up to the full letter total before any reduction: for Nora, 7 + 14 = 21, and for Ellison, 20 + 12 = 32, both matching the sums above. If they do not match, a letter has been dropped or given the wrong value. Counting letters helps here as well: Nora has four and Ellison seven, and each letter should appear in exactly one of the two partial sums.',
          'Second, the soul urge and the personality number, added and reduced, should land on the expression number. Here 9 + 8 = 17, and 1 + 7 = 8, which is indeed the expression. The check can seem to fail when a master number has been kept along the way, because 11, 22 and 33 are carried at full size; in that case, reduce every number fully to a single digit for the purpose of the check, and it will agree.',
        ],
      },
      {
        heading: 'What the three numbers describe',
        paragraphs: [
          'The expression number, sometimes called the destiny number, is read as your natural toolkit: the talents and manner you bring to work and relationships. The soul urge, also known as the heart’s desire, points to what you privately long for, the motive beneath the behavior. The personality number describes the outer layer, the impression you make before people know you well.',
          'In the example, an 8 expression suggests a capable organizer with an eye for results, while a 9 soul urge hints at a quieter wish to be useful to something larger than oneself. The 8 personality may come across as composed and businesslike, so people might not guess at the idealism underneath until they know her. That gap between outer impression and inner motive is often the most interesting thing a name chart shows, and it makes a good starting point for reflection rather than a fixed description.',
        ],
      },
    ],
    related: [
      { label: 'Numerology at Starlit', href: '/numerology' },
      { label: 'Number 8: The Executive', href: '/numerology/numbers/8' },
      { label: 'Number 9: The Humanitarian', href: '/numerology/numbers/9' },
      { label: 'Numerology forecast report', href: '/readings-reports/astrology-reports/numerology-forecast' },
    ],
  },
  {
    slug: 'repeating-numbers-111-333-reflective-view',
    title: 'Repeating Numbers Like 111 and 333: A Sober, Reflective View',
    topic: 'numerology',
    author: 'starlit-editors',
    published: '2026-09-28',
    description: 'Why 11:11, 333 and other repeating numbers seem to follow you, what numerology makes of them, and how to turn a sighting into a useful pause.',
    image_alt: 'A bedside digital clock shows three matching glowing digits beside a steaming cup, with a window onto a starry night and a crescent moon.',
    intro:
      'Plenty of people go through a phase of seeing the same numbers everywhere: 11:11 on the microwave, 333 on a receipt, 444 on the car ahead at the lights. Online, these sightings are often called angel numbers and treated as messages. This article takes a calmer line. It explains why repeating numbers seem to follow us, does a little clock arithmetic, and then suggests how to use the moment of noticing as a small, useful pause, without pretending the number knows something you do not.',
    sections: [
      {
        heading: 'Why they seem to follow you',
        paragraphs: [
          'Human attention is selective by design. Once something becomes meaningful to you, whether a new word, a model of car or a particular number, your brain starts flagging it, and every sighting feels like a coincidence. Psychologists call this the frequency illusion: the thing was always there at the same rate, but now you notice it. Add confirmation bias, our tendency to remember the hits and forget the misses, and a pattern can seem to build quickly.',
          'Nobody logs the many times they glanced at a clock and saw 4:37. The sightings of 4:44 get remembered, mentioned to friends and sometimes photographed, which strengthens the sense that something unusual is going on. None of this makes the experience silly. It is the ordinary way minds look for order, and it is worth understanding before deciding what the numbers mean to you.',
        ],
      },
      {
        heading: 'A little clock arithmetic',
        paragraphs: [
          'On a twelve-hour clock, the times made of one repeated digit are 1:11, 2:22, 3:33, 4:44, 5:55 and 11:11. Each appears twice a day, which makes twelve minutes out of the day’s 1,440, or one in every 120. If you check the time fifty times a day, across phones, ovens, dashboards and laptops, you would expect to catch one of those times about three times a week by chance alone.',
          'Glances are not truly random either. If you tend to check your phone at the same point in a daily routine, the same few minutes come round again and again. Receipts, page numbers, door numbers, prices and number plates add many more opportunities. With that much numerical traffic passing in front of us, runs of identical digits are not rare events at all; they are regular visitors that we have simply started greeting.',
        ],
      },
      {
        heading: 'What numerology makes of them',
        paragraphs: [
          'In numerology, a repeated digit is usually read as the single digit with added emphasis, so 111 underlines the themes of 1 and 555 those of 5. You can also reduce the sequence in the usual way: 111 adds to 3, 222 to 6 and 333 to 9, while 444 adds to 12 and then 3. Some readers pay attention to both layers, the repeated digit and its sum, and 11:11 draws particular interest because it contains the master number 11 twice.',
          'Seen this way, each number offers a theme rather than a message. Ones concern beginnings and initiative; twos, cooperation and patience; threes, expression and play; fours, order and effort; fives, change; sixes, care and home; sevens, reflection; eights, ambition and resources; nines, completion. Despite its reputation elsewhere, 666 carries nothing sinister in numerology, where six is the number of responsibility and affection.',
        ],
      },
      {
        heading: 'Turning a sighting into a pause',
        paragraphs: [
          'If repeating numbers keep catching your eye, you can put the habit to work. Treat each sighting as a small bell, the kind some meditation traditions use to call attention back to the present. Stop for a breath or two and notice what you were thinking about at that moment, how your body feels, and what you were about to do next.',
          'Then, if it helps, bring in the number’s theme as a question. A 111 might ask what you are starting, or want to start. A 222 can prompt a thought about who you are relying on and who relies on you. A 333 could be an invitation to say something you have been holding back, and a 444 a nudge to check whether a routine still serves you. The question matters far more than any answer, and the answer is always yours.',
          'Some people keep a brief log for a month: the number, the time, and a line about what was on their mind. Patterns in the notes tend to be more revealing than the numbers themselves, because they show what you keep returning to.',
        ],
      },
      {
        heading: 'Knowing when to let it go',
        paragraphs: [
          'A habit of noticing should stay light. If repeating numbers start to feel like instructions, or you find yourself delaying decisions until you see the right sequence, that is a sign to step back. No number can tell you whether to take a job, end a relationship or make an investment, and numerology has no power to foresee what will happen. Should the watching ever become anxious or compulsive, talking it over with someone you trust, or with a health professional, is a far better step than searching for the next sign.',
          'Used with a sense of proportion, though, a run of matching digits can be a pleasant reminder to look up from the day and check in with yourself. That is a modest role for a number to play, and a genuinely useful one.',
        ],
      },
    ],
    related: [
      { label: 'Your number of the day', href: '/daily-number' },
      { label: 'Numerology at Starlit', href: '/numerology' },
      { label: 'Master number 11', href: '/numerology/numbers/11' },
      { label: 'Number 3: The Storyteller', href: '/numerology/numbers/3' },
    ],
  },
];
