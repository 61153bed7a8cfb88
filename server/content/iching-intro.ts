/** The I Ching landing's introduction (issue #24): the project's own words. */
export const ICHING_INTRO: readonly string[] = [
  'The I Ching, the Book of Changes, is one of the oldest books still read for guidance: sixty-four figures of six lines each, and a text for every figure and every line.',
  'Each hexagram stacks two trigrams, three lines apiece. A solid line is yang, firm and active; a broken line is yin, yielding and receptive. The eight trigrams (Heaven, Lake, Fire, Thunder, Wind, Water, Mountain and Earth) combine in every possible way, which is why there are exactly sixty-four hexagrams.',
  'To consult it, you cast six lines from the bottom up. With three coins, heads count three and tails two, so each throw gives six, seven, eight or nine. Seven and nine are solid lines, six and eight broken ones. Six and nine are also changing lines: they are the lines whose texts speak to you, and turning them into their opposites gives a second hexagram, the one your situation is moving towards.',
  'The order below is the traditional King Wen sequence, in which the hexagrams mostly come in pairs, the second of each pair the first turned upside down. Every page here gives the hexagram’s judgement, its image, what its trigrams bring, and each line in our own words.',
];
