import { calculate, CALCULATOR_MESSAGES, nameWorking } from '../../server/features/numerology/calculator';
import { dailyNumber, DAY_CONTENT_LIMIT, truncateText } from '../../server/features/numerology/daily-number';
import { dayWorking, personalDayWorking, reductionSteps } from '../../server/features/numerology/working';
import { ALL_NUMBER_TEXTS } from '../../server/content/numerology/library';
import { DailyNumberContract } from '../../shared/numerology/numerology.contract';
import { birthdayNumber, expression, letterValue, lifePath, personalDay, personalYear, reduce, soulUrge, universalDay } from '../../shared/numerology/numerology';

const lastStep = (working: string) => Number(working.split(/[ →=;]+/).filter(Boolean).at(-1));

describe('the reductions (shared/numerology/numerology.ts)', () => {
  it('adds digits until one is left', () => {
    expect(reduce(1990)).toBe(1);
    expect(reduce(48)).toBe(3); // 12, then 3
    expect(reduce(9)).toBe(9);
    expect(reduce(10)).toBe(1);
    expect(reduce(999_999)).toBe(9);
  });

  it('keeps the master numbers 11, 22 and 33 wherever they turn up', () => {
    expect(reduce(29)).toBe(11);
    expect(reduce(38)).toBe(11);
    expect(reduce(11)).toBe(11);
    expect(reduce(22)).toBe(22);
    expect(reduce(1975)).toBe(22); // 1 + 9 + 7 + 5
    expect(reduce(33)).toBe(33);
    expect(reduce(1299)).toBe(3); // 21, then 3: 21 is no master number
    expect(reduce(44)).toBe(8);
  });

  it('reduces only positive whole numbers', () => {
    for (const bad of [0, -3, 1.5, Number.NaN]) expect(() => reduce(bad)).toThrow(RangeError);
  });

  it('finds the life path from the month, the day and the year each reduced, then added', () => {
    expect(lifePath('1990-11-29')).toBe(5); // 11 + 11 + 1 = 23, then 5
    expect(lifePath('2000-01-08')).toBe(11); // 1 + 8 + 2
    expect(lifePath('2007-04-09')).toBe(22); // 4 + 9 + 9
    expect(lifePath('1975-02-09')).toBe(33); // 2 + 9 + 22
    expect(lifePath('1975-11-11')).toBe(8); // 11 + 11 + 22 = 44, then 8
    expect(() => lifePath('29/11/1990')).toThrow(RangeError);
  });

  it('gives the universal number of a day the same way', () => {
    expect(universalDay('2026-11-26')).toBe(2); // 11 + 8 + 1 = 20
    expect(universalDay('2026-11-25')).toBe(1); // 11 + 7 + 1 = 19, 10, 1
    expect(universalDay('2026-12-31')).toBe(8); // 3 + 4 + 1
  });

  it('reduces the day of birth alone for the birthday number', () => {
    expect(birthdayNumber('1990-11-29')).toBe(11);
    expect(birthdayNumber('1990-11-22')).toBe(22);
    expect(birthdayNumber('1990-11-28')).toBe(1);
    expect(birthdayNumber('1990-11-31')).toBe(4);
    expect(birthdayNumber('1990-11-09')).toBe(9);
  });

  it('takes the birth month and day with the year for the personal year, then adds the month and the day', () => {
    expect(personalYear('1990-11-29', 2026)).toBe(5); // 11 + 11 + 1
    expect(personalYear('1990-11-29', 2027)).toBe(33); // 2027 gives 11, a master number: 11 + 11 + 11
    expect(personalYear('1990-04-12', 2026)).toBe(8); // 4 + 3 + 1
    // Personal year 5; + November (11) = 16, then 7; + the 26th (8) = 15, then 6.
    expect(personalDay('1990-11-29', '2026-11-26')).toBe(6);
    expect(personalDay('1990-11-29', '2026-11-25')).toBe(5);
    // The year of the day counts, not the year of birth.
    expect(personalDay('1990-11-29', '2027-01-01')).toBe(reduce(reduce(personalYear('1990-11-29', 2027) + 1) + 1));
  });

  it('counts letters by the Pythagorean chart', () => {
    expect(['a', 'j', 's'].map(letterValue)).toEqual([1, 1, 1]);
    expect(['b', 'k', 't'].map(letterValue)).toEqual([2, 2, 2]);
    expect(['i', 'r'].map(letterValue)).toEqual([9, 9]);
    expect(['g', 'p', 'y'].map(letterValue)).toEqual([7, 7, 7]);
    expect(letterValue('z')).toBe(8);
  });

  it('reduces each part of a name, then adds the parts (the expression every letter, the soul urge the vowels)', () => {
    expect(expression('Ana')).toBe(7);
    expect(expression('Ana Lopez')).toBe(9); // 7 + (29, 11) = 18, then 9
    expect(soulUrge('Ana Lopez')).toBe(4); // (A A) 2 + (O E) 11 = 13, then 4
    // Not the letters of the whole name added at once: 1+5+1+3+6+7+5+8 = 36, then 9 by chance; the soul urge tells them apart.
    expect(soulUrge('AnaLopez')).toBe(reduce(1 + 1 + 6 + 5));
  });

  it('drops accents, case and anything that is not a letter', () => {
    expect(expression('Ana López')).toBe(expression('Ana Lopez'));
    expect(soulUrge('ANA LÓPEZ')).toBe(soulUrge('ana lopez'));
    expect(expression('José Núñez')).toBe(expression('Jose Nunez'));
    expect(soulUrge('Zoë Ångström')).toBe(soulUrge('Zoe Angstrom'));
    expect(expression("Siobhán O'Brien")).toBe(expression('Siobhan OBrien'));
    expect(expression('Mary 2nd')).toBe(expression('Mary nd'));
    // A hyphen parts a name like a space.
    expect(expression('Anne-Marie Dupont')).toBe(expression('Anne Marie Dupont'));
  });

  it('counts Y as a consonant', () => {
    expect(soulUrge('Lynn')).toBeNull();
    expect(soulUrge('Yves')).toBe(5); // E alone
    expect(expression('Yves')).toBe(8); // Y 7 + V 4 + E 5 + S 1 = 17, then 8
    expect(soulUrge('Mary')).toBe(1);
  });

  it('gives no number for a name without letters', () => {
    for (const name of ['', '   ', '1234', '--', '李小龙', 'Ωμέγα']) {
      expect(expression(name)).toBeNull();
      expect(soulUrge(name)).toBeNull();
    }
  });
});

describe('the working the pages show', () => {
  it('writes each step of a reduction', () => {
    expect(reductionSteps(1990)).toEqual([1990, 19, 10, 1]);
    expect(reductionSteps(29)).toEqual([29, 11]);
    expect(reductionSteps(7)).toEqual([7]);
    for (let value = 1; value < 3000; value++) expect(reductionSteps(value).at(-1)).toBe(reduce(value));
  });

  it('ends on the number the rules give, for dates, names and personal days', () => {
    expect(dayWorking('1990-11-29')).toBe('Month 11, day 29 → 11, year 1990 → 19 → 10 → 1; 11 + 11 + 1 = 23 → 5');
    for (const date of ['1990-11-29', '2007-04-09', '1975-02-09', '2026-11-26', '1900-01-01']) expect(lastStep(dayWorking(date))).toBe(universalDay(date));
    expect(nameWorking('Ana López', () => true)?.working).toBe('ANA 7 · LOPEZ 29 → 11; 7 + 11 = 18 → 9');
    for (const name of ['Ana López', 'Yves', 'Anne-Marie Dupont', "Siobhán O'Brien", 'John Fitzgerald Kennedy', 'Zoë']) {
      expect(nameWorking(name, () => true)?.number).toBe(expression(name));
      expect(nameWorking(name, (letter) => 'aeiou'.includes(letter))?.number ?? null).toBe(soulUrge(name));
    }
    for (const date of ['2026-11-25', '2026-11-26', '2026-12-31', '2027-01-01']) {
      expect(lastStep(personalDayWorking(personalYear('1990-11-29', Number(date.slice(0, 4))), date))).toBe(personalDay('1990-11-29', date));
    }
  });
});

describe('the number of the day', () => {
  it('is the date’s universal number, with the reader’s personal day from a birth date', () => {
    const day = dailyNumber('2026-11-26', '1990-11-29');
    expect(day).toMatchObject({ number: 2, personal_number: 6, title: 'The Diplomat', url: '/numerology/numbers/2#day' });
    expect(day.content).toBe(ALL_NUMBER_TEXTS.find((text) => text.number === 2)!.day);
    expect(dailyNumber('2026-11-26').personal_number).toBeNull();
    expect(DailyNumberContract.response.safeParse({ ...day, date: '2026-11-26' }).success).toBe(true);
  });

  it('shows its text cut to 325 characters at a word, whole when it fits', () => {
    expect(DAY_CONTENT_LIMIT).toBe(325);
    for (const text of ALL_NUMBER_TEXTS) {
      const shown = truncateText(text.day);
      expect(text.day.length).toBeGreaterThan(325);
      expect(shown.truncated).toBe(true);
      expect(shown.text.length).toBeLessThanOrEqual(325);
      expect(shown.text.endsWith('…')).toBe(true);
      const kept = shown.text.slice(0, -1);
      expect(text.day.startsWith(kept)).toBe(true);
      expect(text.day[kept.length]).toMatch(/[\s,;:.]/); // cut between words
    }
    expect(truncateText('Short and whole.')).toEqual({ text: 'Short and whole.', truncated: false });
    expect(truncateText('x'.repeat(400)).text).toHaveLength(325);
  });
});

describe('the calculator (server/features/numerology/calculator.ts)', () => {
  const NOW = new Date('2026-11-26T12:00:00Z');
  const run = (query: { birth_date?: string; name?: string }) => calculate(query, 2026, NOW);

  it('does nothing until the form is sent', () => {
    expect(run({})).toEqual({ sent: false, values: { birth_date: '', name: '' }, errors: {}, year: 2026 });
  });

  it('gives the life path, expression, soul urge, birthday number and personal year, each linked to its text', () => {
    const view = run({ birth_date: '1990-11-29', name: '  Ana   López ' });
    expect(view.errors).toEqual({});
    expect(view.name).toBe('Ana López');
    expect(view.results?.map((result) => [result.kind, result.number, result.href])).toEqual([
      ['life-path', 5, '/numerology/numbers/5#life-path'],
      ['expression', 9, '/numerology/numbers/9#expression'],
      ['soul-urge', 4, '/numerology/numbers/4#soul-urge'],
      ['birthday', 11, '/numerology/numbers/11#birthday'],
      ['personal-year', 5, '/numerology/numbers/5#personal-year'],
    ]);
    expect(view.results?.[4]?.label).toBe('Personal year 2026');
  });

  it('needs only the birth date, takes MM/DD/YYYY too, and says when a name has no vowels', () => {
    expect(run({ birth_date: '11/29/1990', name: '' }).results?.map((result) => result.kind)).toEqual(['life-path', 'birthday', 'personal-year']);
    expect(run({ birth_date: '1990-1-9' }).birthDate).toBe('1990-01-09');
    const lynn = run({ birth_date: '1990-11-29', name: 'Lynn' });
    expect(lynn.noVowels).toBe(true);
    expect(lynn.results?.map((result) => result.kind)).toEqual(['life-path', 'expression', 'birthday', 'personal-year']);
  });

  it('says what is wrong under each field', () => {
    expect(run({ birth_date: '', name: 'Ana' }).errors).toEqual({ birth_date: CALCULATOR_MESSAGES.birthDateRequired });
    expect(run({ name: 'Ana' }).errors.birth_date).toBe(CALCULATOR_MESSAGES.birthDateRequired);
    expect(run({ birth_date: '2001-02-29' }).errors.birth_date).toBe(CALCULATOR_MESSAGES.birthDateImpossible);
    expect(run({ birth_date: '1990-13-01' }).errors.birth_date).toBe(CALCULATOR_MESSAGES.birthDateImpossible);
    expect(run({ birth_date: 'yesterday' }).errors.birth_date).toBe(CALCULATOR_MESSAGES.birthDateFormat);
    expect(run({ birth_date: '9'.repeat(5000) }).errors.birth_date).toBe(CALCULATOR_MESSAGES.birthDateFormat);
    expect(run({ birth_date: '1899-12-31' }).errors.birth_date).toBe(CALCULATOR_MESSAGES.birthDateEarliest);
    expect(run({ birth_date: '2026-12-25' }).errors.birth_date).toBe(CALCULATOR_MESSAGES.birthDateFuture);
    expect(run({ birth_date: '1990-11-29', name: '1234' }).errors).toEqual({ name: CALCULATOR_MESSAGES.nameWithoutLetters });
    expect(run({ birth_date: '1990-11-29', name: '李小龙' }).errors.name).toBe(CALCULATOR_MESSAGES.nameWithoutLetters);
    const long = run({ birth_date: '1990-11-29', name: 'a'.repeat(5000) });
    expect(long.errors.name).toBe(CALCULATOR_MESSAGES.nameTooLong);
    expect(long.results).toBeUndefined();
    expect(long.values.name).toHaveLength(100);
  });

  it('shows a date again only in the form a date box holds', () => {
    expect(run({ birth_date: '11/29/1990' }).values.birth_date).toBe('1990-11-29');
    expect(run({ birth_date: '2026-12-25' }).values.birth_date).toBe('2026-12-25');
    expect(run({ birth_date: '2001-02-29' }).values.birth_date).toBe('');
  });
});
