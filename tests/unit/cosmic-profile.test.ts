import { birthCard, cosmicProfile } from '../../server/features/reports/cosmic-profile';
import { castChart } from '../../server/features/reports/natal-chart';
import { repeatedSentences, wordCount } from '../../server/content/text-rules';

const LONDON = { cityId: 2643743, label: 'London, England, United Kingdom', latitude: 51.50853, longitude: -0.12574, timezone: 'Europe/London' };
const chartOf = (utc: string, timeKnown: boolean) =>
  castChart({ utc: new Date(utc), offsetSeconds: 3600, timeKnown, houses: 'placidus', name: 'Ana', gender: 'female', birthDate: utc.slice(0, 10), birthTime: timeKnown ? '14:30' : null, place: LONDON });

/** The Cosmic Profile (issue #26): seven systems, from one birth. */
describe('the Cosmic Profile', () => {
  it('reads the birth card from the date’s digits, reduced to 21 or under', () => {
    // 1+9+9+0+0+4+1+5 = 29, 2+9 = 11: Justice. 2000-01-01: 4, The Emperor. 1999-09-29: 48, then 12.
    expect([birthCard('1990-04-15'), birthCard('2000-01-01'), birthCard('1999-09-29')]).toEqual([11, 4, 12]);
  });

  it('gives seven chapters: Sun, Moon, Rising, Chinese sign, birth card, life path and Celtic tree', () => {
    const chapters = cosmicProfile(chartOf('1990-04-15T13:30:00Z', true));
    expect(chapters.map((chapter) => [chapter.system, chapter.value])).toEqual([
      ['Your Sun Sign', 'Aries'],
      ['Your Moon Sign', 'Sagittarius'],
      ['Your Rising Sign', 'Leo'],
      // 1990 from 27 January: the Metal Horse.
      ['Your Chinese Zodiac Sign', 'Metal Horse'],
      ['Your Tarot Birth Card', 'Justice'],
      // 4 + 15 + 1990: 1+9+9+0+0+4+1+5 = 29, 11 (a master number).
      ['Your Life Path Number', '11'],
      ['Your Celtic Tree Sign', 'Willow'],
    ]);
    const texts = chapters.flatMap((chapter) => chapter.paragraphs);
    expect(texts.reduce((sum, text) => sum + wordCount(text), 0)).toBeGreaterThan(800);
    expect(repeatedSentences(texts)).toEqual([]);
  });

  it('without a birth time, the Moon and Rising are placeholders that say why', () => {
    const chapters = cosmicProfile(chartOf('1990-04-15T11:00:00Z', false));
    expect(chapters[1]).toMatchObject({ system: 'Your Moon Sign', value: null });
    expect(chapters[1]!.paragraphs[0]).toContain('need the time you were born');
    expect(chapters[2]).toMatchObject({ system: 'Your Rising Sign', value: null });
    expect(chapters.filter((chapter) => chapter.value !== null)).toHaveLength(5);
  });

  it('before the Chinese New Year the sign is the year before’s', () => {
    expect(cosmicProfile(chartOf('1990-01-20T13:30:00Z', true))[3]!.value).toBe('Earth Snake');
  });
});
