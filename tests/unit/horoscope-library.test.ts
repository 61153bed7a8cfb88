import { HOROSCOPE_LIBRARY } from '../../server/content/horoscopes/library';

/** Every string of the library, wherever it sits. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the horoscope writing library as a whole', () => {
  const all = strings(HOROSCOPE_LIBRARY);

  it('is large enough to write every sign every day (about 1,500 sentences and 130 phrases)', () => {
    expect(all.length).toBeGreaterThan(1600);
  });

  it('never uses the same sentence or phrase twice, across all its files', () => {
    const seen = new Set<string>();
    const repeated = all.filter((text) => (seen.has(text) ? true : (seen.add(text), false)));
    expect(repeated).toEqual([]);
  });

  it('writes with typographic apostrophes and no exclamation pile-ups or doubled spaces', () => {
    expect(all.filter((text) => /'|!!|\s{2}|\s$|^\s/.test(text))).toEqual([]);
  });
});
