import type { PersonPlacement } from './types';

/** Relationship Potential: the Moon in each sign, what makes a shared home feel safe to one person (issue #26). Shape and limits in ./types. */
export const POTENTIAL_MOON: PersonPlacement[] = [
  {
    report: 'potential',
    planet: 'moon',
    sign: 'aries',
    text: 'With the Moon in Aries, a shared home feels safe when it is a place where you can be exactly as fierce as you are. You need a household with room for quick feelings, honest reactions and the occasional slammed cupboard that is forgotten within the hour. What unsettles you most, over the long run, is a home run on unspoken rules, where tension hangs in the air and nobody names what is wrong; you would far rather clear it in one blunt exchange. You bring momentum to domestic life. You start the renovation, rearrange the furniture at midnight, and organise the spontaneous supper with friends, and a partner who can live alongside that energy, and sometimes join in, helps you feel at home in your own skin. Safety erodes when you feel managed, handled or quietly treated as too much. You also need a corner of the place that is yours alone, because being hemmed in makes you restless and sharp. Your part of the bargain is noticing that a flare which passes through you in minutes can linger in your partner for days. An apology as quick as the temper keeps the home somewhere both of you can exhale.',
  },
  {
    report: 'potential',
    planet: 'moon',
    sign: 'taurus',
    text: 'The Moon is exalted in Taurus, and for you a shared home is where the whole body finally unclenches. Safety, in your experience, is physical and cumulative. It lives in the kettle kept where it always is, meals at roughly the same hour, and a partner whose comings and goings you can predict. Over the years you build domestic life slowly and well, and you are the one who can make a rented flat feel as if people have truly lived there. Comfort is not indulgence for you; it is how you restore yourself after the world has asked too much. What keeps the home steady is rhythm, along with a partner who respects your pace instead of hurrying you from one plan to the next. What shakes it is upheaval arriving without warning: a sudden move, chaos over money, a mood that changes the weather of the house and is never explained. You can also hold on to a routine, or a grievance, long after it has stopped serving either of you, and your quiet resistance may leave your partner feeling that nothing can ever be changed. Let change in gradually, in small, solid steps, and you may find you can bear far more of it than you feared.',
  },
  {
    report: 'potential',
    planet: 'moon',
    sign: 'gemini',
    text: 'With the Moon in Gemini, the home that settles you is full of talk, movement and a cheerful litter of books and half-finished ideas. You settle by putting feelings into words, and the household that suits you has a running conversation in it: news swapped across the kitchen, a crossword left out for the other to finish, friends who call in unannounced. Silence in the house can feel ominous to you, as if something unsaid were waiting in the next room. You bring lightness to domestic life, and an adaptability that makes moves, new jobs and changed arrangements far less daunting for the two of you. A partner who will chat through the small stuff, and let you think aloud without treating every passing worry as an emergency, steadies you more than they may realise. Safety wears thin at either extreme: a home with no variety at all, or one where feeling runs so heavy that you cannot find the words. You may also fill the rooms with noise, screens or plans when what needs airing is an emotion. A habit of brief, honest check-ins, the kind that take five minutes over a cup of tea, lets the house hold your changeability without unsettling anyone.',
  },
  {
    report: 'potential',
    planet: 'moon',
    sign: 'cancer',
    text: 'The Moon rules Cancer, and few people care as much as you do about how a home feels from the inside. You need a shared space that works as a shell in the best sense, somewhere the outside world cannot reach, with familiar smells, well-used things and the unmistakable sense that you belong. Over the years you turn a house into a history. You keep the chipped mugs, the handwritten recipes and the little traditions that make two people into a family, and you are the one who notices who is hungry, who is cold and who has gone quieter than usual. What keeps the home safe for you is continuity and private closeness, with a partner who treats the household as precious rather than as a place to sleep between other commitments. What harms it is coldness at the hearth: offhand criticism of the way you run things, long absences without warmth, or stress brought home and left on the table for you to deal with. Your own tides can also set the mood for everyone, so that a low day of yours puts the whole house on edge. Say what you feel before it turns into weather, and let your partner do some of the mothering.',
  },
  {
    report: 'potential',
    planet: 'moon',
    sign: 'leo',
    text: 'With the Moon in Leo, home feels safe when it is warm, bright and a little grand, whatever the size of the rooms. You need a shared life with some ceremony in it: birthdays done properly, a table laid for guests, and a household people are glad to come back to. Generosity and heart are what you add to domestic life, and you can lift a whole house out of a grey week with a single inspired idea. You also need to know that you matter within those walls, that what you contribute is noticed and that your moods are met with affection rather than a roll of the eyes. Safety drains away in a flat atmosphere where nobody notices anything, or when your partner makes fun of you in front of friends. Pride can lead you to hide loneliness behind cheerfulness, so your partner never guesses you needed them. Because the Moon sits in a fixed sign here, your loyalty to the home and its people holds long after a hurt, though it can stiffen into stubbornness. Let the warmth you give flow back towards you, and ask for attention in plain words when you need it.',
  },
  {
    report: 'potential',
    planet: 'moon',
    sign: 'virgo',
    text: 'The Moon in Virgo feels safe at home when things work. You settle when the cupboards make sense, the bills are dealt with and the week has a small, dependable order that leaves room to breathe. Over the years you are often the person who quietly keeps a household healthy, knowing what is in the fridge, fixing whatever broke and remembering the appointment nobody else wrote down. A clean, calm space helps your busy mind go quiet, and practical care is how you tend the people you live with. You are calmed by a partner who pulls their weight without being chased, and who understands that your small rituals are a way of handling anxiety rather than fussiness for its own sake. Safety frays when chaos lands on you by default, or when your effort becomes invisible. You can also turn worry into a running commentary on everything wrong with the house, until your partner feels inspected rather than welcomed home. Try leaving some tasks undone while the two of you simply rest together. Discovering that a home can feel safe while the washing-up waits may be one of the kindest things your partner ever teaches you.',
  },
  {
    report: 'potential',
    planet: 'moon',
    sign: 'libra',
    text: 'With the Moon in Libra, home is where you most need things to be peaceful, pleasing to the eye and fairly shared. You read atmosphere keenly, so a harsh word, a cluttered room or a tension left hanging can unsettle you for hours. In the day-to-day you bring grace, an instinct for beauty and for arrangements that suit both people, and you often make the household a lovely place for friends to gather. What keeps you secure is partnership in the everyday: decisions taken together, chores split evenly, and a partner who treats courtesy as part of intimacy instead of something saved for guests. Safety slips when the load becomes lopsided, or when home turns into the place where your partner vents every frustration with no thought for the mood you both have to live in. You can also keep the peace at any price, agreeing to the paint colour, the move or the visit you dread, and then feeling like a stranger in your own rooms. The house only stays harmonious if your preferences are built into it too. Say what you would like, and trust that a kind disagreement will not bring the walls down.',
  },
  {
    report: 'potential',
    planet: 'moon',
    sign: 'scorpio',
    text: 'The Moon is in its fall in Scorpio, which describes feelings that run deep and are guarded with care. Home has to be truly private before it can feel safe to you: what is said inside its walls stays there, and you can be entirely unguarded with one person. Your loyalty is intense enough to turn a household into a fortress, and you will stand by your partner through losses that would scatter other couples. What steadies you is trust that has been tested, and a partner who never plays games with your emotions or leaves important truths unspoken. You pick up undercurrents instantly, so evasion corrodes your peace far faster than open conflict ever could. Safety breaks down through betrayal, large or small, and through your own habit of brooding, keeping silent watch or punishing with withdrawal when you feel threatened. Your partner may feel the temperature of the house drop without knowing why. Tell them the story you are telling yourself before you decide it is true. That one act of openness lets home become the place where your depth is met and welcomed, rather than somewhere it has to be defended.',
  },
  {
    report: 'potential',
    planet: 'moon',
    sign: 'sagittarius',
    text: 'With the Moon in Sagittarius, the safest home is one with an open door. You need a shared base you love returning to, not one that keeps you in, and the household that suits you is full of books, maps, visitors and half-laid plans. Under one roof you are a source of optimism and humour, with a talent for turning small disasters into good stories by the following morning. A partner who says yes to the spontaneous weekend away, or who lets you wander off alone and welcomes you back without a scene, helps you feel more at home than any set of rules could. Your anchor is a shared outlook on life, the sense that the two of you believe in similar things and are heading somewhere worth going. Safety shrinks with confinement: too many house rules, a routine with no air in it, or a partner who takes your need for space as rejection. You can also go absent in spirit when feelings at home grow heavy, escaping into the next plan instead of staying with what hurts. Staying put through one difficult evening can be an adventure of its own, and it is often the one your partner remembers.',
  },
  {
    report: 'potential',
    planet: 'moon',
    sign: 'capricorn',
    text: 'The Moon is in detriment in Capricorn, which often points to someone who learned early to hold themselves together and keep feelings tidy. You feel safest in a home that is secure, well run and built to last: a roof you can count on, finances in order and a partner who keeps their commitments. Over the years you bring structure and responsibility to domestic life, and you can carry a household through lean or troubled seasons with a steadiness others lean on without always noticing. What helps you relax is being allowed to show tiredness without it counting as failure, and a partner who takes some of the weight before you have to ask. Safety is worn down by unreliability, by drama and by the feeling that you alone are holding everything up. You may run the home a little like a workplace, or meet hurt by becoming busier, so that your partner sees your competence but never your need. Plenty of people with this Moon soften considerably as they grow older. Let the home be the place where you are off duty, and let your partner look after the one who usually looks after everything.',
  },
  {
    report: 'potential',
    planet: 'moon',
    sign: 'aquarius',
    text: 'With the Moon in Aquarius, the home you share is only safe ground if you are free to be yourself inside it. You need space, both literal and emotional: a room or corner that is plainly yours, time alone without having to explain it, and a partner who does not require you to feel the same thing at the same moment. The household you create tends to be open-minded, often full of friends and unconventional arrangements, with a willingness to rethink who does what and why. Friendship at home is what grounds you: being liked as well as loved, spoken to as an equal, and trusted to come back after you drift off into your own thoughts. Safety fades under emotional pressure, possessiveness, or a partner who reads your need for distance as a verdict on the relationship. You can also retreat so far into detachment that your partner feels they are living with a kindly housemate rather than a lover. A few simple rituals of closeness help here, chosen together rather than imposed: the Sunday walk, the late talk before sleep. With those in place, your independence and your partner’s wish for warmth can share the same address.',
  },
  {
    report: 'potential',
    planet: 'moon',
    sign: 'pisces',
    text: 'With the Moon in Pisces, you need home to be a haven from a world that often seems too loud. The life you share should have softness in it: music, slow evenings, low light, water somewhere nearby if possible, and a partner who lets you drift and dream without demanding that every feeling make sense. Wherever you live, you create a gentle, forgiving atmosphere, and visitors often feel more at ease in your home than in their own. You soak up moods easily, so the emotional climate of the house matters to you far more than its tidiness. What keeps you steady is a partner who is kind when you are overwhelmed and who helps you keep a little structure in place, since you can let bills, limits and your own needs slide while tending to everyone else. Safety dissolves amid harshness, mockery of your sensitivity, or rows that are constant and loud. You may also slip away rather than raise a problem, hoping it will melt on its own. Name what you need in simple words, and let the sanctuary you create for others shelter you as well.',
  },
];
