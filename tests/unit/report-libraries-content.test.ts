import { ALL_FORECAST_TEXTS, FORECAST_FRAMING, houseTransitText, sunMonthText } from '../../server/content/forecast/library';
import { FORECAST_PLANETS } from '../../server/content/forecast/types';
import { HOUSES, SIGN_SLUGS } from '../../server/content/natal/types';
import { ALL_RELATIONSHIP_TEXTS, pairText, placementText, relationshipFraming } from '../../server/content/relationship/library';
import { RELATIONSHIP_PLANETS, RELATIONSHIP_REPORTS } from '../../server/content/relationship/types';
import { ELEMENT_PAIRS } from '../../server/content/synastry/types';
import { ALL_COSMIC_TEXTS, CELTIC_TREE_LIST, celticTreeOf, birthCardText, personalMonthText, personalityText } from '../../server/content/cosmic/library';
import { ALL_NATAL_TEXTS } from '../../server/content/natal/library';
import { ALL_SYNASTRY_TEXTS, elementPair, synastryText } from '../../server/content/synastry/library';
import { repeatedSentences, wordCount } from '../../server/content/text-rules';
import { ALL_TRANSIT_TEXTS, transitText } from '../../server/content/transits/library';

const words = (texts: readonly string[]) => texts.reduce((sum, text) => sum + wordCount(text), 0);

/** The writing the other reports are assembled from (issue #26): complete, of real length, and no sentence written twice anywhere in the reports' libraries. */
describe('the other reports’ interpretation libraries', () => {
  it('synastry: every pair of the seven planets in each kind, either way round, and the element pairs', () => {
    expect(synastryText('venus', 'mars', 'tense')).toBe(synastryText('mars', 'venus', 'tense'));
    expect(synastryText('sun', 'sun', 'conjunction').length).toBeGreaterThan(100);
    expect(elementPair('water', 'fire')).toBe('fire-water');
    expect(words(ALL_SYNASTRY_TEXTS)).toBeGreaterThan(20_000);
  });

  it('transits: each slow planet to each natal point in each kind, with a love reading', () => {
    const saturnSun = transitText('saturn', 'sun', 'tense');
    expect(wordCount(saturnSun.text)).toBeGreaterThanOrEqual(80);
    expect(wordCount(saturnSun.love)).toBeGreaterThanOrEqual(50);
    expect(ALL_TRANSIT_TEXTS).toHaveLength(5 * 7 * 3 * 2);
  });

  it('the Celtic tree calendar covers every day of the year once; 21 birth cards, 12 personality numbers, 9 personal months', () => {
    const days = Array.from({ length: 366 }, (_, index) => new Date(Date.UTC(2024, 0, 1 + index)).toISOString().slice(5, 10));
    for (const day of days) {
      const covering = CELTIC_TREE_LIST.filter((tree) => (tree.start <= tree.end ? day >= tree.start && day <= tree.end : day >= tree.start || day <= tree.end));
      expect([day, covering.length]).toEqual([day, 1]);
    }
    expect(celticTreeOf('06-21').tree).toBe('oak');
    for (let card = 1; card <= 21; card++) expect(wordCount(birthCardText(card))).toBeGreaterThanOrEqual(100);
    for (const number of [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]) expect(wordCount(personalityText(number))).toBeGreaterThanOrEqual(60);
    for (let month = 1; month <= 9; month++) expect(wordCount(personalMonthText(month))).toBeGreaterThanOrEqual(50);
  });

  it('relationship reports: each report’s four planets in every sign, its ten element pairs, its introduction and closing', () => {
    for (const report of RELATIONSHIP_REPORTS) {
      for (const planet of RELATIONSHIP_PLANETS[report]) for (const sign of SIGN_SLUGS) expect(wordCount(placementText(report, planet, sign))).toBeGreaterThanOrEqual(170);
      for (const pair of ELEMENT_PAIRS) expect(wordCount(pairText(report, pair))).toBeGreaterThanOrEqual(130);
      const framing = relationshipFraming(report);
      expect([wordCount(framing.intro) >= 120, wordCount(framing.closing) >= 120]).toEqual([true, true]);
    }
    // Three reports × (4 planets × 12 signs + 10 pairs + introduction and closing), each a text of its own.
    expect(ALL_RELATIONSHIP_TEXTS).toHaveLength(3 * (48 + 10 + 2));
    expect(new Set(ALL_RELATIONSHIP_TEXTS).size).toBe(ALL_RELATIONSHIP_TEXTS.length);
  });

  it('forecasts: each slow planet in every house and the Sun’s month in every house, each with a love reading, and the framing', () => {
    for (const planet of FORECAST_PLANETS) {
      for (const house of HOUSES) {
        const entry = houseTransitText(planet, house);
        expect([wordCount(entry.text) >= 130, wordCount(entry.love) >= 80]).toEqual([true, true]);
      }
    }
    for (const house of HOUSES) expect([wordCount(sunMonthText(house).text) >= 130, wordCount(sunMonthText(house).love) >= 90]).toEqual([true, true]);
    expect(Object.keys(FORECAST_FRAMING).sort()).toEqual(['big_picture', 'closing', 'closing_love', 'love', 'relocated', 'solar_houses', 'yearly']);
    // 5 planets × 12 houses and 12 months, each twice (general and love), and the seven framing texts.
    expect(ALL_FORECAST_TEXTS).toHaveLength(5 * 12 * 2 + 12 * 2 + 7);
    expect(new Set(ALL_FORECAST_TEXTS).size).toBe(ALL_FORECAST_TEXTS.length);
  });

  it('no sentence is written twice across the reports’ libraries', () => {
    expect(repeatedSentences([...ALL_NATAL_TEXTS, ...ALL_SYNASTRY_TEXTS, ...ALL_TRANSIT_TEXTS, ...ALL_COSMIC_TEXTS, ...ALL_RELATIONSHIP_TEXTS, ...ALL_FORECAST_TEXTS])).toEqual([]);
  });
});
