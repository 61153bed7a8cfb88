import { pickUpsell, readUsedUpsells, suggestReading, usedUpsellsCookie } from '../../shared/store/upsell';

const upsell = (code: string) => ({ upsell_upc: code, description: { product_url: `/readings-reports/${code}`, product_name: `The ${code}` } });
const LOVE = upsell('love-reading');
const CAREER = upsell('career-reading');
const YEAR = upsell('year-ahead');
const UPSELLS = [LOVE, CAREER, YEAR];

describe('SUGGESTED READING (spec 1 §4 Upsell)', () => {
  it('picks the first upsell not yet used and adds it to the used list', () => {
    expect(pickUpsell(UPSELLS, [])).toEqual({ upsell: LOVE, used: ['love-reading'] });
    expect(pickUpsell(UPSELLS, ['love-reading'])).toEqual({ upsell: CAREER, used: ['love-reading', 'career-reading'] });
    expect(pickUpsell(UPSELLS, ['career-reading'])).toEqual({ upsell: LOVE, used: ['career-reading', 'love-reading'] });
  });

  it('resets the list and picks the first when every upsell was used', () => {
    expect(pickUpsell(UPSELLS, ['love-reading', 'career-reading', 'year-ahead'])).toEqual({ upsell: LOVE, used: ['love-reading'] });
  });

  it('picks nothing when the product has no upsells', () => {
    expect(pickUpsell([], ['love-reading'])).toEqual({ upsell: null, used: ['love-reading'] });
    expect(suggestReading([], 'love-reading')).toEqual({ suggestion: null, cookie: null });
  });

  it('reads the upsells_used cookie, dropping anything that is not a product code', () => {
    expect(readUsedUpsells(undefined)).toEqual([]);
    expect(readUsedUpsells('')).toEqual([]);
    expect(readUsedUpsells('love-reading, career-reading,,love-reading')).toEqual(['love-reading', 'career-reading']);
    expect(readUsedUpsells('love-reading,<script>,UPPER,x\u0000y')).toEqual(['love-reading']);
    expect(readUsedUpsells(Array.from({ length: 100 }, (_, index) => `code-${index}`).join(','))).toHaveLength(40);
  });

  it('stores the codes shown in upsells_used for 7 days', () => {
    expect(usedUpsellsCookie(['love-reading', 'career-reading'])).toEqual({ name: 'upsells_used', value: 'love-reading,career-reading', maxAgeSeconds: 7 * 86_400 });
  });

  it('suggests the next upsell on each visit and starts again after the last', () => {
    let cookie: string | undefined;
    const seen: string[] = [];
    for (let visit = 0; visit < 4; visit += 1) {
      const step = suggestReading(UPSELLS, cookie);
      seen.push(step.suggestion!.code);
      cookie = step.cookie!.value;
    }
    expect(seen).toEqual(['love-reading', 'career-reading', 'year-ahead', 'love-reading']);
    expect(suggestReading(UPSELLS, undefined).suggestion).toEqual({ code: 'love-reading', href: '/readings-reports/love-reading', name: 'The love-reading' });
  });
});
