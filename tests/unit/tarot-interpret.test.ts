import type { Orientation } from '../../shared/tarot/reading.contract';
import { cardByRank } from '../../shared/tarot/tarot';
import type { SynthesisText } from '../../server/content/tarot/types';
import { cardText } from '../../server/content/tarot/library';
import { cardHref, interpret, synthesise, yesNoAnswer } from '../../server/features/tarot/interpret';
import { findDeck } from '../../shared/tarot/decks';

/** A library whose every sentence names its rule, so a test can see which rules fired. */
const two = (label: string) => [`${label} A.`, `${label} B.`];
const LIBRARY: SynthesisText = {
  manyMajors: ['MANY-MAJORS.', 'MANY-MAJORS.', 'MANY-MAJORS.', 'MANY-MAJORS.'],
  noMajors: ['NO-MAJORS.', 'NO-MAJORS.', 'NO-MAJORS.'],
  suitDominant: { wands: ['DOMINANT {suit} {count}.'], cups: ['DOMINANT {suit} {count}.'], swords: ['DOMINANT {suit} {count}.'], coins: ['DOMINANT {suit} {count}.'] },
  suitMissing: { wands: ['MISSING {suit}.'], cups: ['MISSING {suit}.'], swords: ['MISSING {suit}.'], coins: ['MISSING {suit}.'] },
  manyReversed: ['MANY-REVERSED {count}.'],
  allUpright: ['ALL-UPRIGHT.'],
  court: { page: ['COURT {card}.'], knight: ['COURT {card}.'], queen: ['COURT {card}.'], king: ['COURT {card}.'] },
  sameNumber: Object.fromEntries(Array.from({ length: 10 }, (_, index) => [String(index + 1), [`SAME ${index + 1} {count}.`]])),
  pairs: { 'the-tower+the-star': ['PAIR {card} {card2}.'], 'the-sun+the-moon': ['PAIR {card} {card2}.'] },
  openings: two('OPENING'),
  closings: two('CLOSING'),
};

const c = (rank: string, orientation: Orientation = 'upright') => ({ card: cardByRank(rank)!, orientation });
const read = (cards: ReturnType<typeof c>[], seed = 'seed') => synthesise(cards, seed, LIBRARY);

describe('the synthesis', () => {
  it('notices many Major Arcana, and a named pair in either order', () => {
    const out = read([c('the-star'), c('the-tower'), c('ace-of-cups')]);
    expect(out).toContain('MANY-MAJORS.');
    expect(out).toContain('PAIR The Tower The Star.');
    expect(out).toContain('ALL-UPRIGHT.');
  });

  it('notices no Major Arcana, a dominant suit with its count, and court cards by name', () => {
    const out = read([c('two-of-cups'), c('queen-of-cups'), c('five-of-swords')]);
    expect(out).toContain('NO-MAJORS.');
    expect(out).toContain('DOMINANT Cups two.');
    expect(out).toContain('COURT Queen of Cups.');
    expect(out).not.toContain('MANY-MAJORS.');
  });

  it('notices missing suits only in spreads of five or more', () => {
    const ten = read(['the-fool', 'ace-of-wands', 'two-of-wands', 'three-of-wands', 'four-of-wands', 'five-of-wands', 'six-of-cups', 'seven-of-cups', 'eight-of-cups', 'nine-of-cups'].map((rank) => c(rank)));
    expect(ten).toContain('MISSING Swords.');
    expect(ten).toContain('MISSING Coins.');
    expect(ten).not.toContain('MISSING Wands.');
    const three = read([c('ace-of-wands'), c('two-of-wands'), c('three-of-wands')]);
    expect(three.some((sentence) => sentence.startsWith('MISSING'))).toBe(false);
    expect(three).toContain('DOMINANT Wands three.');
  });

  it('notices many reversed cards, and does not call a spread with a sideways card all upright', () => {
    expect(read([c('the-fool', 'reverse'), c('ace-of-cups', 'reverse'), c('two-of-swords')])).toContain('MANY-REVERSED two.');
    const sideways = read([c('the-fool'), c('ace-of-cups', 'right'), c('two-of-swords', 'left')]);
    expect(sideways).not.toContain('ALL-UPRIGHT.');
    expect(sideways.some((sentence) => sentence.startsWith('MANY-REVERSED'))).toBe(false);
  });

  it('notices cards of the same number, with the count in words', () => {
    const out = read([c('five-of-wands'), c('five-of-cups'), c('five-of-coins'), c('ace-of-swords')]);
    expect(out).toContain('SAME 5 three.');
    expect(out).not.toContain('SAME 1 {count}.');
  });

  it('reads a single card (yes or no) without the spread rules', () => {
    const out = read([c('the-sun')]);
    expect(out).toEqual([]);
    expect(read([c('king-of-swords')])).toEqual(['COURT King of Swords.']);
  });
});

describe('the yes-or-no answer', () => {
  it('follows the card’s leaning, weakened when reversed or held back', () => {
    const card = cardByRank('the-sun')!;
    const leaning = cardText(card.rank).yesNo;
    const upright = yesNoAnswer(card, 'upright');
    const reversed = yesNoAnswer(card, 'reverse');
    const left = yesNoAnswer(card, 'left');
    expect(upright.note).toContain(cardText(card.rank).yesNoNote);
    if (leaning === 'yes') {
      expect(upright.answer).toBe('Yes');
      expect(reversed.answer).toBe('Probably yes');
    } else if (leaning === 'no') {
      expect(upright.answer).toBe('No');
      expect(reversed.answer).toBe('Probably not');
    } else {
      expect(upright.answer).toBe('Maybe');
      expect(reversed.answer).toBe('Maybe');
    }
    expect(left.answer).toBe(reversed.answer);
  });

  it('answers every card in every orientation', () => {
    for (let id = 0; id < 78; id += 1) {
      for (const orientation of ['upright', 'reverse', 'right', 'left'] as const) {
        const { answer, note } = yesNoAnswer(interpret({ reading_id: 'r', spread_code: 'yes-no', deck_code: 'universal-waite', question: '', cards: [{ card_id: id, orientation, position: 1 }] }).cards[0]!.card, orientation);
        expect(['Yes', 'No', 'Maybe', 'Probably yes', 'Probably not']).toContain(answer);
        expect(note.length).toBeGreaterThan(10);
      }
    }
  });
});

describe('the interpretation', () => {
  const reading = {
    reading_id: 'Abc123Abc123Abc123Abc1',
    spread_code: 'three-card',
    deck_code: 'gilded-hour',
    question: 'What now?',
    cards: [
      { card_id: 30, orientation: 'left' as const, position: 3 },
      { card_id: 16, orientation: 'upright' as const, position: 1 },
      { card_id: 17, orientation: 'reverse' as const, position: 2 },
    ],
  };

  it('reads each position in order with the card’s text for its orientation; sideways cards read upright with a note', () => {
    const read = interpret(reading);
    expect(read.spreadName).toBe('Free Three-Card Reading');
    expect(read.question).toBe('What now?');
    expect(read.cards.map((card) => [card.position, card.card.name, card.orientationLabel])).toEqual([
      [1, 'The Tower', 'Upright'],
      [2, 'The Star', 'Reversed'],
      [3, 'Nine of Wands', 'Turned left'],
    ]);
    expect(read.cards[0]!.text).toBe(cardText('the-tower').upright);
    expect(read.cards[1]!.text).toBe(cardText('the-star').reversed);
    expect(read.cards[1]!.keywords).toEqual(cardText('the-star').keywords.reversed);
    expect(read.cards[2]!.text).toBe(cardText('nine-of-wands').upright);
    expect(read.cards[2]!.orientationNote).toMatch(/held back/);
    expect(read.cards[0]!.orientationNote).toBe('');
    expect(read.cards[0]!.positionName.length).toBeGreaterThan(0);
    expect(read.cards[0]!.href).toBe('/tarot/cards/the-tower/gilded-hour');
    expect(read.answer).toBeUndefined();
    expect(read.opening.length).toBeGreaterThan(0);
    expect(read.closing.length).toBeGreaterThan(0);
  });

  it('shows a reading made in a retired deck in the default deck', () => {
    const read = interpret({ ...reading, deck_code: 'moon-garden' });
    expect(read.cards[0]!.href).toBe('/tarot/cards/the-tower');
    expect(read.deck.slug).toBe('universal-waite');
  });

  it('is the same every time for one reading', () => {
    expect(interpret(reading)).toEqual(interpret(reading));
    expect(interpret({ ...reading, cards: [...reading.cards].reverse() })).toEqual(interpret(reading));
  });

  it('lets the reading’s id choose among the library’s sentences', () => {
    const openings = new Set(Array.from({ length: 40 }, (_, index) => interpret({ ...reading, reading_id: `reading-${index}` }).opening));
    expect(openings.size).toBeGreaterThan(1);
  });

  it('gives the yes-or-no spread its answer', () => {
    const read = interpret({ ...reading, spread_code: 'yes-no', cards: [{ card_id: 10, orientation: 'upright', position: 1 }] });
    expect(read.answer).toBeDefined();
    expect(read.cards).toHaveLength(1);
  });

  it('links a card of the default deck to its canonical page', () => {
    expect(cardHref(cardByRank('the-fool')!, findDeck(34)!)).toBe('/tarot/cards/the-fool');
  });
});
