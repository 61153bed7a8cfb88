import { bodyPosition, planetPositions, signOf } from '../../server/sky/bodies';

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
