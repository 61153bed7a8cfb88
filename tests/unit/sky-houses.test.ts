import { HOUSE_SYSTEMS, houses } from '../../server/features/horoscopes/sky/houses';

const arcminutesApart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 60;
const dm = (degree: number, minutes: number) => degree + minutes / 60;

/**
 * Swiss Ephemeris 2.10.03 swe_houses() ('P' Placidus, 'O' Porphyry), the time given as UT,
 * longitude east positive. Above the polar circles its Placidus answers an error and Porphyry's
 * cusps, as ours does.
 */
const REFERENCE = [
  { place: 'New York', utc: '1990-04-15T18:30:00Z', latitude: 40.7128, longitude: -74.006, ascendant: 146.1739, mc: 49.5977, fallback: false,
    placidus: [146.1739, 168.7941, 196.5691, 229.5977, 264.8728, 297.6706, 326.1739, 348.7941, 16.5691, 49.5977, 84.8728, 117.6706],
    porphyry: [146.1739, 173.9818, 201.7898, 229.5977, 261.7898, 293.9818, 326.1739, 353.9818, 21.7898, 49.5977, 81.7898, 113.9818] },
  { place: 'Cape Town', utc: '1905-06-30T10:00:00Z', latitude: -33.9249, longitude: 18.4241, ascendant: 174.1968, mc: 86.5362, fallback: false,
    placidus: [174.1968, 214.4513, 243.1985, 266.5362, 289.3584, 316.3875, 354.1968, 34.4513, 63.1985, 86.5362, 109.3584, 136.3875],
    porphyry: [174.1968, 204.9766, 235.7564, 266.5362, 295.7564, 324.9766, 354.1968, 24.9766, 55.7564, 86.5362, 115.7564, 144.9766] },
  { place: 'Sydney', utc: '1932-03-19T02:00:00Z', latitude: -33.8688, longitude: 151.2093, ascendant: 73.0111, mc: 357.4024, fallback: false,
    placidus: [73.0111, 105.5086, 141.9919, 177.4024, 207.1964, 231.5626, 253.0111, 285.5086, 321.9919, 357.4024, 27.1964, 51.5626],
    porphyry: [73.0111, 107.8082, 142.6053, 177.4024, 202.6053, 227.8082, 253.0111, 287.8082, 322.6053, 357.4024, 22.6053, 47.8082] },
  { place: 'Murmansk (polar)', utc: '1960-06-21T10:00:00Z', latitude: 68.9707, longitude: 33.0749, ascendant: 181.3707, mc: 92.4554, fallback: true,
    placidus: [181.3707, 211.7322, 242.0938, 272.4554, 302.0938, 331.7322, 1.3707, 31.7322, 62.0938, 92.4554, 122.0938, 151.7322],
    porphyry: [181.3707, 211.7322, 242.0938, 272.4554, 302.0938, 331.7322, 1.3707, 31.7322, 62.0938, 92.4554, 122.0938, 151.7322] },
  { place: 'Reykjavik', utc: '2001-01-01T00:00:00Z', latitude: 64.1466, longitude: -21.9426, ascendant: 173.5419, mc: 79.674, fallback: false,
    placidus: [173.5419, 192.7867, 220.1197, 259.674, 302.3139, 332.113, 353.5419, 12.7867, 40.1197, 79.674, 122.3139, 152.113],
    porphyry: [173.5419, 202.2526, 230.9633, 259.674, 290.9633, 322.2526, 353.5419, 22.2526, 50.9633, 79.674, 110.9633, 142.2526] },
  { place: 'Singapore', utc: '2050-09-09T09:09:00Z', latitude: 1.3521, longitude: 103.8198, ascendant: 316.859, mc: 232.1041, fallback: false,
    placidus: [316.859, 348.7114, 21.3787, 52.1041, 80.3483, 107.8344, 136.859, 168.7114, 201.3787, 232.1041, 260.3483, 287.8344],
    porphyry: [316.859, 348.6074, 20.3557, 52.1041, 80.3557, 108.6074, 136.859, 168.6074, 200.3557, 232.1041, 260.3557, 288.6074] },
  { place: 'Tromso (polar)', utc: '2010-12-21T12:00:00Z', latitude: 69.6492, longitude: 18.9553, ascendant: 302.2365, mc: 287.4476, fallback: true,
    placidus: [302.2365, 357.3069, 52.3772, 107.4476, 112.3772, 117.3069, 122.2365, 177.3069, 232.3772, 287.4476, 292.3772, 297.3069],
    porphyry: [302.2365, 357.3069, 52.3772, 107.4476, 112.3772, 117.3069, 122.2365, 177.3069, 232.3772, 287.4476, 292.3772, 297.3069] },
  { place: 'McMurdo (polar)', utc: '2075-03-01T00:00:00Z', latitude: -77.85, longitude: 166.67, ascendant: 19.235, mc: 323.2794, fallback: true,
    placidus: [19.235, 60.5831, 101.9312, 143.2794, 161.9312, 180.5831, 199.235, 240.5831, 281.9312, 323.2794, 341.9312, 0.5831],
    porphyry: [19.235, 60.5831, 101.9312, 143.2794, 161.9312, 180.5831, 199.235, 240.5831, 281.9312, 323.2794, 341.9312, 0.5831] },
  { place: 'Buenos Aires', utc: '2095-07-09T15:00:00Z', latitude: -34.6037, longitude: -58.3816, ascendant: 186.9277, mc: 94.0966, fallback: false,
    placidus: [186.9277, 224.644, 251.4372, 274.0966, 297.3709, 326.2278, 6.9277, 44.644, 71.4372, 94.0966, 117.3709, 146.2278],
    porphyry: [186.9277, 215.984, 245.0403, 274.0966, 305.0403, 335.984, 6.9277, 35.984, 65.0403, 94.0966, 125.0403, 155.984] },
  { place: 'Ushuaia', utc: '2099-12-31T23:59:00Z', latitude: -54.8019, longitude: -68.303, ascendant: 84.9395, mc: 34.4467, fallback: false,
    placidus: [84.9395, 132.5677, 182.9937, 214.4467, 234.8195, 250.4808, 264.9395, 312.5677, 2.9937, 34.4467, 54.8195, 70.4808],
    porphyry: [84.9395, 128.1086, 171.2777, 214.4467, 231.2777, 248.1086, 264.9395, 308.1086, 351.2777, 34.4467, 51.2777, 68.1086] },
] as const;

describe('houses against the Swiss Ephemeris', () => {
  it('matches the reference of issue #11: New York, 1990-04-15 18:30 UTC', () => {
    const h = houses(new Date('1990-04-15T18:30:00Z'), 40.7128, -74.006);
    expect(h.system).toBe('placidus');
    expect(h.fallback).toBeUndefined();
    // Ascendant 26°10.5' Leo, MC 19°35.9' Taurus.
    expect(arcminutesApart(h.ascendant, 120 + dm(26, 10.5))).toBeLessThan(1);
    expect(arcminutesApart(h.mc, 30 + dm(19, 35.9))).toBeLessThan(1);
  });

  it.each(REFERENCE)('$place $utc: Ascendant, MC and the Placidus and Porphyry cusps within an arcminute', (ref) => {
    const utc = new Date(ref.utc);
    const placidus = houses(utc, ref.latitude, ref.longitude);
    const porphyry = houses(utc, ref.latitude, ref.longitude, 'porphyry');
    for (const h of [placidus, porphyry]) {
      expect(arcminutesApart(h.ascendant, ref.ascendant)).toBeLessThan(1);
      expect(arcminutesApart(h.mc, ref.mc)).toBeLessThan(1);
      expect(h.cusps).toHaveLength(12);
    }
    placidus.cusps.forEach((cusp, i) => expect(arcminutesApart(cusp, ref.placidus[i]!)).toBeLessThan(1));
    porphyry.cusps.forEach((cusp, i) => expect(arcminutesApart(cusp, ref.porphyry[i]!)).toBeLessThan(1));
    expect(placidus.system).toBe('placidus');
    expect(placidus.fallback).toBe(ref.fallback ? 'porphyry' : undefined);
    expect(porphyry.fallback).toBeUndefined();
  });

  it('builds Equal houses from the Ascendant and Whole Sign houses from its sign', () => {
    const utc = new Date('1932-03-19T02:00:00Z');
    const equal = houses(utc, -33.8688, 151.2093, 'equal');
    const whole = houses(utc, -33.8688, 151.2093, 'whole-sign');
    // Ascendant 73.0111° (13° Gemini).
    equal.cusps.forEach((cusp, i) => expect(arcminutesApart(cusp, 73.0111 + 30 * i)).toBeLessThan(1));
    expect(whole.cusps).toEqual([60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 0, 30]);
    expect(whole.ascendant).toBeCloseTo(equal.ascendant, 10);
  });

  it('falls back to Porphyry exactly above the polar circles, north and south', () => {
    const utc = new Date('2024-06-21T12:00:00Z');
    expect(houses(utc, 66, 0).fallback).toBeUndefined();
    expect(houses(utc, -66, 0).fallback).toBeUndefined();
    expect(houses(utc, 67, 0).fallback).toBe('porphyry');
    expect(houses(utc, -67, 0).fallback).toBe('porphyry');
    expect(houses(utc, 89.9, 0).cusps.every(Number.isFinite)).toBe(true);
  });

  it('gives every system twelve cusps in order round the zodiac, the Ascendant after the MC', () => {
    for (const system of HOUSE_SYSTEMS) {
      for (const latitude of [-60, -33, 0, 12, 51.5, 64]) {
        const h = houses(new Date('2031-10-02T03:04:00Z'), latitude, 77.2, system);
        const steps = h.cusps.map((c, i) => (((h.cusps[(i + 1) % 12]! - c) % 360) + 360) % 360);
        expect(steps.reduce((a, b) => a + b, 0)).toBeCloseTo(360, 6);
        expect((((h.ascendant - h.mc) % 360) + 360) % 360).toBeLessThan(180);
      }
    }
  });
});
