import { ALL_COSMIC_TEXTS } from '../../server/content/cosmic/library';
import { ALL_NATAL_TEXTS } from '../../server/content/natal/library';
import { ALL_NUMBER_TEXTS } from '../../server/content/numerology/library';
import { ALL_NUMEROLOGY_REPORT_TEXTS, challengeText, forecastMonthText, maturityText, NUMEROLOGY_REPORT_FRAMING, pinnacleText } from '../../server/content/numerology-report/library';
import { ALL_SYNASTRY_TEXTS } from '../../server/content/synastry/library';
import { repeatedSentences, wordCount } from '../../server/content/text-rules';
import { ALL_TRANSIT_TEXTS } from '../../server/content/transits/library';

const CORE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33];
const within = (text: string, min: number, max: number) => wordCount(text) >= min && wordCount(text) <= max;

/** The Numerology Forecast’s own writing (issue #26): complete, of its lengths, and no sentence written twice across the reports’ libraries. */
describe('the numerology report’s library', () => {
  it('has a maturity text (110-170 words) and a pinnacle text (100-150) for every number, master numbers included', () => {
    for (const number of CORE) {
      expect([number, within(maturityText(number), 110, 170)]).toEqual([number, true]);
      expect([number, within(pinnacleText(number), 100, 150)]).toEqual([number, true]);
    }
  });

  it('has a challenge text (80-130 words) for 0 to 8', () => {
    for (let number = 0; number <= 8; number++) expect([number, within(challengeText(number), 80, 130)]).toEqual([number, true]);
  });

  it('has eighteen months (100-150 words): each personal month on its first visit and on its return, the return written as one', () => {
    for (let number = 1; number <= 9; number++) {
      expect(within(forecastMonthText(number, 1), 100, 150)).toBe(true);
      expect(within(forecastMonthText(number, 2), 100, 150)).toBe(true);
      expect([number, /again|back|return|comes round|last time|last visit|second/i.test(forecastMonthText(number, 2))]).toEqual([number, true]);
    }
  });

  it('frames the report: introduction and closing 120-180 words, the one-word-name note 40-80', () => {
    expect(within(NUMEROLOGY_REPORT_FRAMING.intro, 120, 180)).toBe(true);
    expect(within(NUMEROLOGY_REPORT_FRAMING.closing, 120, 180)).toBe(true);
    expect(within(NUMEROLOGY_REPORT_FRAMING.firstNameOnly, 40, 80)).toBe(true);
    expect(ALL_NUMEROLOGY_REPORT_TEXTS).toHaveLength(12 + 12 + 9 + 18 + 8);
    expect(ALL_NUMEROLOGY_REPORT_TEXTS.reduce((sum, text) => sum + wordCount(text), 0)).toBeGreaterThan(6000);
  });

  it('writes no sentence twice, in itself or against the other reports’ libraries', () => {
    const numbers = ALL_NUMBER_TEXTS.flatMap((text) => [text.essence, text.day, text.personalDay, text.lifePath, text.expression, text.soulUrge, text.birthday, text.personalYear]);
    expect(repeatedSentences(ALL_NUMEROLOGY_REPORT_TEXTS)).toEqual([]);
    expect(repeatedSentences([...ALL_NUMEROLOGY_REPORT_TEXTS, ...ALL_NATAL_TEXTS, ...ALL_SYNASTRY_TEXTS, ...ALL_TRANSIT_TEXTS, ...ALL_COSMIC_TEXTS, ...numbers])).toEqual([]);
  });
});
