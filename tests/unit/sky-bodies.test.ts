import * as Astronomy from 'astronomy-engine';
import { BODIES, bodyPosition, bodyPositions, planetPositions, signOf } from '../../server/features/horoscopes/sky/bodies';
import { deltaTSwissEphemeris } from '../../server/features/horoscopes/sky/delta-t';

/** Degrees and arcminutes into a sign, as ephemerides print them. */
const dm = (degree: number, minutes: number) => degree + minutes / 60;
const ARCMINUTE = 1 / 60;

describe('planet positions (apparent, geocentric, true ecliptic of date)', () => {
  // The reference of issue #11 (Swiss Ephemeris): 1990-04-15 18:30 UTC.
  const instant = new Date('1990-04-15T18:30:00Z');

  it.each([
    ['sun', 'aries', dm(25, 31.3)],
    ['moon', 'sagittarius', dm(27, 7.6)],
    ['pluto', 'scorpio', dm(16, 59.0)],
  ] as const)('puts the %s in %s at the reference degree, within an arcminute', (id, sign, degree) => {
    const position = bodyPosition(id, instant);
    expect(position.sign).toBe(sign);
    expect(Math.abs(position.degree - degree)).toBeLessThan(ARCMINUTE);
  });

  it('gives daily speeds of the right size and marks retrograde motion', () => {
    const byId = Object.fromEntries(planetPositions(instant).map((p) => [p.id, p]));
    expect(byId.sun!.speed).toBeGreaterThan(0.95);
    expect(byId.sun!.speed).toBeLessThan(1.02);
    expect(byId.moon!.speed).toBeGreaterThan(11.5);
    expect(byId.moon!.speed).toBeLessThan(15.5);
    // Pluto was retrograde in April 1990 (stationary late January, direct again in July).
    expect(byId.pluto!.retrograde).toBe(true);
    expect(byId.sun!.retrograde).toBe(false);
    // Mercury stationed retrograde on 2024-04-01 and direct on 2024-04-25.
    expect(bodyPosition('mercury', new Date('2024-04-10T00:00:00Z')).retrograde).toBe(true);
    expect(bodyPosition('mercury', new Date('2024-05-10T00:00:00Z')).retrograde).toBe(false);
  });

  it('measures speed across 0° Aries without a jump', () => {
    // The Sun crossed 0° Aries at the March equinox, 2024-03-20 03:06 UTC.
    const sun = bodyPosition('sun', new Date('2024-03-20T03:06:00Z'));
    expect(sun.speed).toBeGreaterThan(0.95);
    expect(sun.speed).toBeLessThan(1.02);
    expect(Math.min(sun.longitude, 360 - sun.longitude)).toBeLessThan(2 * ARCMINUTE);
  });

  it('names the sign of any longitude, wrapping past 360°', () => {
    expect(signOf(0)).toEqual({ sign: 'aries', degree: 0 });
    expect(signOf(359.5).sign).toBe('pisces');
    expect(signOf(361).sign).toBe('aries');
    expect(signOf(-1).sign).toBe('pisces');
    expect(signOf(120).sign).toBe('leo');
  });
});

/** Angular distance in arcminutes, across 0°. */
const arcminutesApart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 60;

/**
 * Swiss Ephemeris 2.10.03 with its own ephemeris files (sepl_18.se1 and semo_18.se1, from JPL
 * DE431), swe_calc_ut with default flags (apparent geocentric, true equinox and ecliptic of date;
 * mean node 10 and true node 11), the time given as UT.
 * Longitudes in BODIES order: sun, moon, mercury ... pluto, mean node, true node.
 */
const SWISS_EPHEMERIS: readonly (readonly [string, readonly number[]])[] = [
  ['1900-01-01T00:00:00Z', [280.1534, 272.4163, 258.9978, 306.3744, 283.8677, 241.1359, 267.7168, 250.1393, 85.2187, 75.2515, 259.1613, 260.2684]],
  ['1912-04-15T02:20:00Z', [24.7521, 355.7807, 25.4715, 3.0419, 95.2502, 255.1103, 49.7704, 303.2368, 111.0393, 87.1674, 21.5453, 21.5657]],
  ['1947-08-14T18:30:00Z', [141.1108, 117.1054, 126.7961, 135.683, 90.5781, 228.9995, 133.5949, 85.1752, 188.8291, 133.2298, 58.1915, 58.8676]],
  ['1969-07-20T20:17:00Z', [117.9107, 187.8738, 115.8429, 75.0374, 242.7733, 180.7462, 38.098, 180.69, 236.0229, 173.0072, 353.979, 352.4768]],
  ['1990-04-15T18:30:00Z', [25.5217, 267.1265, 44.7039, 339.838, 326.1462, 94.5844, 295.0378, 279.5877, 284.5742, 226.9833, 312.9133, 313.2913]],
  ['2000-01-01T12:00:00Z', [280.3689, 223.3238, 271.8893, 241.5658, 327.9633, 25.2531, 40.3957, 314.8092, 303.193, 251.4548, 125.0406, 123.954]],
  ['2024-04-08T18:18:00Z', [19.3985, 19.3706, 24.7991, 4.4426, 343.0499, 49.0453, 344.455, 51.171, 358.1901, 301.9676, 15.6471, 15.6268]],
  ['2050-06-21T00:00:00Z', [89.8587, 109.1468, 90.99, 130.2316, 323.1645, 125.2875, 308.0561, 166.943, 57.086, 340.6681, 228.9255, 230.3196]],
  ['2071-03-10T09:45:00Z', [349.916, 94.7003, 7.9995, 25.6275, 317.2058, 30.2704, 211.0117, 267.6554, 100.4376, 3.6408, 188.2005, 187.2095]],
  ['2095-11-30T06:00:00Z', [248.2876, 284.9215, 266.4963, 209.1401, 316.7076, 71.4367, 154.9886, 1.8588, 158.5098, 28.7654, 69.9786, 69.8951]],
  ['2099-12-31T23:59:00Z', [280.6037, 157.4057, 288.005, 320.0699, 29.5251, 201.2062, 205.6316, 17.7412, 167.2906, 32.4029, 350.9377, 349.8347]],
];

describe('every body against the Swiss Ephemeris, 1900-2100', () => {
  it.each(SWISS_EPHEMERIS)("at %s all twelve bodies are within an arcminute (nodes 1.5')", (utc, expected) => {
    const positions = bodyPositions(new Date(utc));
    expect(positions.map((p) => p.id)).toEqual([...BODIES]);
    positions.forEach((position, i) => {
      const allowed = position.id.endsWith('-node') ? 1.5 : 1;
      const off = arcminutesApart(position.longitude, expected[i]!);
      if (off >= allowed) throw new Error(`${position.id} at ${utc}: ${position.longitude} is ${off.toFixed(2)}' from ${expected[i]}`);
    });
  });

  it('gives the nodes no latitude and the mean node its steady backward motion', () => {
    const instant = new Date('1990-04-15T18:30:00Z');
    const mean = bodyPosition('mean-node', instant);
    const node = bodyPosition('true-node', instant);
    expect(mean.latitude).toBe(0);
    expect(node.latitude).toBe(0);
    // Swiss Ephemeris: mean node -0.05293°/day.
    expect(mean.speed).toBeCloseTo(-0.05293, 4);
    expect(mean.retrograde).toBe(true);
  });
});

describe('ΔT, the Swiss Ephemeris model (Stephenson, Morrison and Hohenkerk 2016)', () => {
  // swe_deltat() of Swiss Ephemeris 2.10.03, seconds, at years counted from J2000 in 365.2425 days.
  const EXPECTED: readonly (readonly [number, number])[] = [
    [1800, 18.605],
    [1850.5, 9.436],
    [1900, -1.990],
    [1925.25, 23.850],
    [1955, 31.071],
    [1990, 56.856],
    [2000, 63.829],
    [2016.5, 68.354],
    [2028, 68.800],
    [2050, 74.580],
    [2100, 93.182],
    [2150, 121.661],
    [2200, 162.997],
  ];
  it.each(EXPECTED)('in %s is %s s within 0.05 s', (year, seconds) => {
    expect(Math.abs(deltaTSwissEphemeris((year - 2000) * 365.2425) - seconds)).toBeLessThan(0.05);
  });

  it('is the ΔT astronomy-engine uses once the engine is loaded', () => {
    const time = Astronomy.MakeTime(new Date('2080-01-01T00:00:00Z'));
    expect((time.tt - time.ut) * 86400).toBeCloseTo(deltaTSwissEphemeris(time.ut), 6);
  });
});
