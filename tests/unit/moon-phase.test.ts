import { moonAt } from '../../server/features/horoscopes/moon';
import { litPercent, moonPhase } from '../../shared/horoscopes/moon-phase';
import { litPath } from '../../views/ui/art/moon-art';

describe('the Moon’s phase from the Sun’s and the Moon’s longitudes', () => {
  it.each([
    [0, 0, 'New Moon', 0],
    [100, 145, 'Waxing Crescent', 15],
    [300, 30, 'First Quarter', 50],
    [10, 145, 'Waxing Gibbous', 85],
    [200, 20, 'Full Moon', 100],
    [0, 225, 'Waning Gibbous', 85],
    [90, 0, 'Last Quarter', 50],
    [350, 305, 'Waning Crescent', 15],
  ])('Sun %p°, Moon %p°: %s, %p%% lit', (sun, moon, name, lit) => {
    const phase = moonPhase(sun, moon);
    expect(phase.name).toBe(name);
    expect(litPercent(phase.illumination)).toBe(lit);
  });

  it('names each phase 22.5° either side of its exact moment, and wraps around 0° Aries', () => {
    expect(moonPhase(0, 22.4).name).toBe('New Moon');
    expect(moonPhase(0, 22.6).name).toBe('Waxing Crescent');
    expect(moonPhase(0, 337.6).name).toBe('New Moon');
    expect(moonPhase(359, 1).elongation).toBeCloseTo(2);
    expect(moonPhase(0, 157.6).name).toBe('Full Moon');
    expect(moonPhase(0, 202.4).name).toBe('Full Moon');
    expect(moonPhase(0, 90).waxing).toBe(true);
    expect(moonPhase(0, 270).waxing).toBe(false);
  });

  // Lunations of 2024 (UTC, from the published tables): the engine's sky gives the right phase and sign.
  it.each([
    ['2024-01-11T11:57:00Z', 'New Moon', 0, 'capricorn'],
    ['2024-01-18T03:53:00Z', 'First Quarter', 50, 'aries'],
    ['2024-01-25T17:54:00Z', 'Full Moon', 100, 'leo'],
    ['2024-02-02T23:18:00Z', 'Last Quarter', 50, 'scorpio'],
    ['2024-04-08T18:21:00Z', 'New Moon', 0, 'aries'],
  ])('at %s the Moon is a %s (%p%% lit) in %s', (iso, name, lit, sign) => {
    const moon = moonAt(new Date(iso));
    expect(moon.phase.name).toBe(name);
    expect(litPercent(moon.phase.illumination)).toBe(lit);
    expect(moon.sign).toBe(sign);
  });

  it('finds the next new or full moon and the Moon’s next sign', () => {
    const moon = moonAt(new Date('2024-01-20T00:00:00Z'));
    expect(moon.nextLunation).toMatchObject({ kind: 'full-moon', sign: 'leo' });
    expect(Math.abs(Date.parse(moon.nextLunation!.exact) - Date.parse('2024-01-25T17:54:00Z'))).toBeLessThan(2 * 60_000);
    expect(Date.parse(moon.nextSign!.exact)).toBeGreaterThan(Date.parse('2024-01-20T00:00:00Z'));
    // Just after a change of sign the Moon is worked out again, not read from the last ten minutes.
    const before = moonAt(new Date(Date.parse(moon.nextSign!.exact) - 60_000));
    const after = moonAt(new Date(Date.parse(moon.nextSign!.exact) + 60_000));
    expect(before.sign).not.toBe(after.sign);
    expect(after.sign).toBe(moon.nextSign!.sign);
  });
});

describe('the Moon’s picture', () => {
  it('is dark at new moon, half lit at a quarter and whole at full', () => {
    expect(litPath(0)).toBe('');
    expect(litPath(360)).toBe('');
    // A quarter's terminator is a straight line: an arc of zero width.
    expect(litPath(90)).toContain('A0 26');
    expect(litPath(180)).toContain('A26 26 0 0 1 32 6Z');
    // Waxing lights the right-hand limb (clockwise from the top), waning the left.
    expect(litPath(45)).toMatch(/^M32 6A26 26 0 0 1 32 58/);
    expect(litPath(315)).toMatch(/^M32 6A26 26 0 0 0 32 58/);
  });
});
