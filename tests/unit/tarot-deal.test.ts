import type * as NodeCrypto from 'node:crypto';
import { checkSubmission, countMessage, drawFromFan, shuffle } from '../../shared/tarot/tarot-deal';
import { DealContract, ORIENTATIONS, SubmitReadingContract } from '../../shared/tarot/reading.contract';
import { DealCall, SubmitReadingCall } from '../../shared/tarot/reading-calls';
import { isPaidReading, READING_PRODUCTS, readingUrl } from '../../shared/store/reading-products';
import { CRYPTO_RANDOM, journalTitle } from '../../server/platform/product/readings.service';

const ids = Array.from({ length: 78 }, (_, index) => index);

describe('the deal', () => {
  it('is a permutation of the 78 card ids', () => {
    for (let round = 0; round < 20; round += 1) {
      const fan = shuffle(ids, CRYPTO_RANDOM);
      expect(fan).toHaveLength(78);
      expect([...fan].sort((a, b) => a - b)).toEqual(ids);
    }
  });

  it('is Fisher-Yates over the random source: one draw per place, each below the places left', () => {
    const asked: number[] = [];
    const fan = shuffle(ids, (max) => {
      asked.push(max);
      return max - 1;
    });
    expect(asked).toEqual(Array.from({ length: 77 }, (_, index) => 78 - index));
    // Always swapping a place with itself leaves the deck in order.
    expect(fan).toEqual(ids);
    expect(shuffle(ids, () => 0)).not.toEqual(ids);
  });

  it('takes its randomness from node:crypto', () => {
    // The module object itself (an `import * as` would be a copy that the service never reads).
    const nodeCrypto = jest.requireActual<typeof NodeCrypto>('node:crypto');
    const spy = jest.spyOn(nodeCrypto, 'randomInt');
    try {
      CRYPTO_RANDOM(78);
      expect(spy).toHaveBeenCalledWith(78);
    } finally {
      spy.mockRestore();
    }
    const values = new Set(Array.from({ length: 200 }, () => CRYPTO_RANDOM(78)));
    expect([...values].every((value) => Number.isInteger(value) && value >= 0 && value < 78)).toBe(true);
    expect(values.size).toBeGreaterThan(40);
  });

  it('does not shuffle the deck it is given', () => {
    const copy = [...ids];
    shuffle(copy, CRYPTO_RANDOM);
    expect(copy).toEqual(ids);
  });

  it('draws for the member from the front of the fan, each place with a known orientation', () => {
    const fan = shuffle(ids, CRYPTO_RANDOM);
    const drawn = drawFromFan(fan, 3, CRYPTO_RANDOM);
    expect(drawn.map((card) => card.card_id)).toEqual(fan.slice(0, 3));
    expect(drawn.map((card) => card.position)).toEqual([1, 2, 3]);
    for (const card of drawn) expect(ORIENTATIONS).toContain(card.orientation);
    expect(drawFromFan(fan, 1, () => 3)[0]!.orientation).toBe('reverse');
    // From a later place of the fan: the yes-or-no reading's preselected tenth card.
    expect(drawFromFan(fan, 1, CRYPTO_RANDOM, 10).map((card) => [card.card_id, card.position])).toEqual([[fan[9], 1]]);
  });
});

describe('checking a submission against its deal', () => {
  const deal = { fan: [5, 9, 30, 77, 0, 1], positions: 3, deck_code: 'universal-waite' };
  const card = (card_id: unknown, position: unknown = 1, orientation: unknown = 'upright') => ({ card_id, orientation, position });
  const check = (cards: ReturnType<typeof card>[], deck_code = 'universal-waite') => checkSubmission(deal, { deck_code, cards });

  it('accepts the spread’s count of dealt cards, one per place, in any order', () => {
    expect(check([card(30, 3, 'left'), card(5, 1, 'reverse'), card(77, 2, 'right')])).toBeNull();
  });

  it('says how many cards remain (spec 2 §5)', () => {
    expect(check([])).toEqual({ field: 'cards', message: 'Choose 3 more cards.' });
    expect(check([card(5, 1), card(9, 2)])).toEqual({ field: 'cards', message: 'Choose 1 more card.' });
    expect(countMessage(4, 3)).toBe('This reading takes 3 cards: put back 1 card.');
    expect(countMessage(12, 10)).toBe('This reading takes 10 cards: put back 2 cards.');
  });

  it('refuses a card twice, a card not dealt, an unknown id, a bad orientation, a place twice or out of range, another deck', () => {
    expect(check([card(5, 1), card(5, 2), card(9, 3)])?.message).toBe('Each card can be chosen only once.');
    expect(check([card(5, 1), card(9, 2), card(40, 3)])?.message).toBe('One of these cards is not in your deal. Please shuffle again.');
    expect(check([card(5, 1), card(9, 2), card(78, 3)])?.message).toMatch(/not in your deal/);
    expect(check([card(5, 1), card(9, 2), card('30', 3)])?.message).toMatch(/not in your deal/);
    expect(check([card(5, 1), card(9, 2), card(30, 3, 'sideways')])?.message).toMatch(/orientation/);
    expect(check([card(5, 1), card(9, 1), card(30, 3)])?.message).toBe('Each place in the spread takes exactly one card.');
    expect(check([card(5, 1), card(9, 2), card(30, 4)])?.message).toBe('Each place in the spread takes exactly one card.');
    expect(check([card(5, 0), card(9, 2), card(30, 3)])?.message).toBe('Each place in the spread takes exactly one card.');
    expect(check([card(5, 1), card(9, 2), card(30, 2.5)])?.message).toBe('Each place in the spread takes exactly one card.');
    expect(check([card(5, 1), card(9, 2), card(30, 3)], 'gilded-hour')).toEqual({ field: 'deck_code', message: expect.stringMatching(/another deck/) });
  });
});

describe('the reading products', () => {
  it('lists each spread with its positions; the Celtic Cross and Daily Reflection are paid', () => {
    expect(READING_PRODUCTS.map((product) => [product.code, product.positions])).toEqual([
      ['three-card', 3],
      ['yes-no', 1],
      ['celtic-cross', 10],
      ['daily-reflection', 3],
    ]);
    expect(isPaidReading('celtic-cross')).toBe(true);
    expect(isPaidReading('daily-reflection')).toBe(true);
    expect(isPaidReading('three-card')).toBe(false);
    expect(readingUrl('abc')).toBe('/readings-reports/tarot-readings/result/abc');
  });

  it('titles a journal entry with the spread, the question and the cards, within 200 characters', () => {
    expect(journalTitle('three-card', 'Will it rain?', [0, 16, 77])).toBe('Free Three-Card Reading: “Will it rain?” (The Fool, The Tower, King of Coins)');
    expect(journalTitle('yes-no', '', [10])).toBe('Yes or No Reading (Wheel of Fortune)');
    expect(journalTitle('celtic-cross', 'x'.repeat(300), Array.from({ length: 10 }, (_, index) => 60 + index)).length).toBeLessThanOrEqual(200);
  });
});

describe('the reading calls the spread screen makes', () => {
  it('are the contracts’ names, methods and paths (without their zod schemas)', () => {
    for (const [call, contract] of [
      [DealCall, DealContract],
      [SubmitReadingCall, SubmitReadingContract],
    ] as const) {
      expect({ name: call.name, method: call.method, path: call.path }).toEqual({ name: contract.name, method: contract.method, path: contract.path });
    }
  });
});
