import * as Astronomy from 'astronomy-engine';
import { ASPECT_ANGLE, ASPECTS, ASPECT_TYPES, aspectBetween, aspectsBetween, wrap180 } from '../../server/features/horoscopes/sky/aspects';
import { bodyPosition, bodyPositions, longitudeAt, PLANETS, type BodyPosition } from '../../server/features/horoscopes/sky/bodies';
import { chart } from '../../server/features/horoscopes/sky/chart';
import {
  findAspectEvents,
  findAspectTimes,
  findIngresses,
  findLunations,
  findMoonSignChanges,
  findStations,
} from '../../server/features/horoscopes/sky/search';

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);
const position = (id: BodyPosition['id'], longitude: number, speed: number): BodyPosition => ({
  id,
  longitude,
  latitude: 0,
  speed,
  retrograde: speed < 0,
  sign: 'aries',
  degree: 0,
});

describe('aspects', () => {
  it('states the orbs: conjunction and opposition 8°, square and trine 7°, sextile 5°', () => {
    expect(ASPECTS.map((a) => [a.type, a.angle, a.orb])).toEqual([
      ['conjunction', 0, 8],
      ['sextile', 60, 5],
      ['square', 90, 7],
      ['trine', 120, 7],
      ['opposition', 180, 8],
    ]);
  });

  it('finds the aspect within its orb, across 0° Aries, and nothing outside', () => {
    expect(aspectBetween(position('sun', 355, 1), position('moon', 3, 13))).toMatchObject({ type: 'conjunction', orb: 8 });
    expect(aspectBetween(position('sun', 10, 1), position('mars', 76, 0.5))).toBeNull();
    expect(aspectBetween(position('sun', 10, 1), position('mars', 74, 0.5))).toMatchObject({ type: 'sextile' });
    expect(aspectBetween(position('venus', 100, 1), position('saturn', 285, 0.1))).toMatchObject({ type: 'opposition' });
    expect(aspectBetween(position('venus', 100, 1), position('saturn', 223, 0.1))?.orb).toBeCloseTo(3, 10);
    expect(aspectBetween(position('venus', 100, 1), position('saturn', 150, 0.1), { sextile: 10 })).toMatchObject({ type: 'sextile', orb: 10 });
  });

  it('tells applying from separating, whichever body moves faster or backwards', () => {
    // The Moon 5° behind the Sun, catching up: applying; 5° past it: separating.
    expect(aspectBetween(position('moon', 95, 13), position('sun', 100, 1))?.applying).toBe(true);
    expect(aspectBetween(position('moon', 105, 13), position('sun', 100, 1))?.applying).toBe(false);
    // A square widening by 2°/day from 88°: applying (towards 90).
    expect(aspectBetween(position('mercury', 10, 1.5), position('mars', 282, -0.5))).toMatchObject({ type: 'square', applying: true });
    // Retrograde Mercury backing away from a trine it passed.
    expect(aspectBetween(position('mercury', 243, -1), position('jupiter', 120, 0.1))).toMatchObject({ type: 'trine', applying: true });
    expect(aspectBetween(position('mercury', 243, 1), position('jupiter', 120, 0.1))).toMatchObject({ type: 'trine', applying: false });
  });

  it('lists each pair once, in input order, never the two nodes with each other', () => {
    const bodies = bodyPositions(at('2000-01-01T12:00:00Z'));
    const aspects = aspectsBetween(bodies);
    const order = bodies.map((b) => b.id);
    for (const aspect of aspects) expect(order.indexOf(aspect.a)).toBeLessThan(order.indexOf(aspect.b));
    expect(new Set(aspects.map((a) => `${a.a}/${a.b}`)).size).toBe(aspects.length);
    expect(aspects.some((a) => a.a === 'mean-node' && a.b === 'true-node')).toBe(false);
    // The nodes are 1.1° apart that day; without the rule they would be conjunct.
    expect(Math.abs(wrap180(bodies[10]!.longitude - bodies[11]!.longitude))).toBeLessThan(8);
  });
});

describe('search: exact times by root-finding', () => {
  it('finds the Sun entering Aries and Cancer at the equinox and solstice of astronomy-engine Seasons()', () => {
    for (const year of [1950, 2024, 2090]) {
      const seasons = Astronomy.Seasons(year);
      const ingresses = findIngresses('sun', at(`${year}-01-01T00:00:00Z`), at(`${year + 1}-01-01T00:00:00Z`));
      expect(ingresses.map((i) => i.sign)).toEqual(['aquarius', 'pisces', 'aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn']);
      const aries = ingresses.find((i) => i.sign === 'aries')!.exact;
      const cancer = ingresses.find((i) => i.sign === 'cancer')!.exact;
      expect(Math.abs(aries.getTime() - seasons.mar_equinox.date.getTime())).toBeLessThan(MINUTE);
      expect(Math.abs(cancer.getTime() - seasons.jun_solstice.date.getTime())).toBeLessThan(MINUTE);
    }
  });

  it('finds the Mercury stations of 2024 on their published dates', () => {
    // Retrograde 1 April 22:14 UTC, direct 25 April 12:54 UTC; again 5 August and 28 August.
    const stations = findStations('mercury', at('2024-03-01T00:00:00Z'), at('2024-09-30T00:00:00Z'));
    expect(stations.map((s) => s.kind)).toEqual(['retrograde', 'direct', 'retrograde', 'direct']);
    expect(Math.abs(stations[0]!.exact.getTime() - Date.parse('2024-04-01T22:14:00Z'))).toBeLessThan(30 * MINUTE);
    expect(Math.abs(stations[1]!.exact.getTime() - Date.parse('2024-04-25T12:54:00Z'))).toBeLessThan(30 * MINUTE);
    expect(stations[2]!.exact.toISOString().slice(0, 10)).toBe('2024-08-05');
    expect(stations[3]!.exact.toISOString().slice(0, 10)).toBe('2024-08-28');
    for (const station of stations) {
      const before = bodyPosition('mercury', new Date(station.exact.getTime() - 6 * 3_600_000)).speed;
      const after = bodyPosition('mercury', new Date(station.exact.getTime() + 6 * 3_600_000)).speed;
      expect(Math.sign(before)).toBe(station.kind === 'retrograde' ? 1 : -1);
      expect(Math.sign(after)).toBe(station.kind === 'retrograde' ? -1 : 1);
      expect(Math.abs(bodyPosition('mercury', station.exact).speed)).toBeLessThan(0.002);
    }
    expect(findStations('sun', at('2024-01-01T00:00:00Z'), at('2025-01-01T00:00:00Z'))).toEqual([]);
  });

  it('finds full and new moons where SearchMoonPhase does', () => {
    const lunations = findLunations(at('2024-01-01T00:00:00Z'), at('2024-04-01T00:00:00Z'));
    expect(lunations.map((l) => l.kind)).toEqual(['new-moon', 'full-moon', 'new-moon', 'full-moon', 'new-moon', 'full-moon']);
    const full = lunations[1]!;
    const expected = Astronomy.SearchMoonPhase(180, at('2024-01-15T00:00:00Z'), 20)!.date;
    expect(Math.abs(full.exact.getTime() - expected.getTime())).toBeLessThan(MINUTE);
    // 25 January 2024, 17:54 UTC, the Moon at 5°15' Leo.
    expect(full.exact.toISOString().slice(0, 16)).toBe('2024-01-25T17:54');
    expect(full.sign).toBe('leo');
    for (const l of lunations) {
      const elongation = wrap180(longitudeAt('moon', l.exact.getTime()) - longitudeAt('sun', l.exact.getTime()));
      expect(Math.abs(Math.abs(elongation) - (l.kind === 'new-moon' ? 0 : 180))).toBeLessThan(0.01);
    }
  });

  it('finds all three exact passes of an aspect in a retrograde loop', () => {
    // Saturn square Uranus: 17 Feb, 14 Jun and 24 Dec 2021.
    const times = findAspectTimes('saturn', 'uranus', 'square', at('2021-01-01T00:00:00Z'), at('2022-01-01T00:00:00Z'));
    expect(times.map((t) => t.toISOString().slice(0, 10))).toEqual(['2021-02-17', '2021-06-14', '2021-12-24']);
    // Jupiter conjunct Saturn, once: 21 December 2020.
    const great = findAspectTimes('jupiter', 'saturn', 'conjunction', at('2020-01-01T00:00:00Z'), at('2021-06-01T00:00:00Z'));
    expect(great.map((t) => t.toISOString().slice(0, 10))).toEqual(['2020-12-21']);
  });

  it('finds a body passing a fixed longitude, as for transits to a natal chart', () => {
    const times = findAspectTimes('mars', { longitude: 100 }, 'trine', at('2024-01-01T00:00:00Z'), at('2026-01-01T00:00:00Z'));
    expect(times.length).toBeGreaterThan(0);
    for (const t of times) expect(Math.abs(Math.abs(wrap180(longitudeAt('mars', t.getTime()) - 100)) - 120)).toBeLessThan(0.01);
  });

  it('puts the separation exactly on the aspect angle at every event it finds', () => {
    const start = at('2025-03-01T00:00:00Z');
    const end = at('2025-04-15T00:00:00Z');
    const events = findAspectEvents(start, end, PLANETS);
    expect(events.length).toBeGreaterThan(20);
    let previous = start.getTime();
    for (const event of events) {
      const t = event.exact.getTime();
      expect(t).toBeGreaterThanOrEqual(previous);
      expect(t).toBeLessThan(end.getTime());
      previous = t;
      const separation = Math.abs(wrap180(longitudeAt(event.a, t) - longitudeAt(event.b, t)));
      expect(Math.abs(separation - ASPECT_ANGLE[event.type])).toBeLessThan(0.01);
    }
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(ASPECT_TYPES));
  });

  it('puts each ingress at 0° of the sign entered, backwards too when retrograde', () => {
    // Mercury in 2024: back from Virgo into Leo on 15 August while retrograde.
    const ingresses = findIngresses('mercury', at('2024-01-01T00:00:00Z'), at('2025-01-01T00:00:00Z'));
    expect(ingresses.some((i) => i.sign === 'leo' && i.exact.toISOString().startsWith('2024-08-15'))).toBe(true);
    for (const ingress of ingresses) {
      const t = ingress.exact.getTime();
      const before = bodyPosition('mercury', new Date(t - MINUTE));
      const after = bodyPosition('mercury', new Date(t + MINUTE));
      expect(after.sign).toBe(ingress.sign);
      expect(before.sign).not.toBe(ingress.sign);
      const boundary = Math.round(longitudeAt('mercury', t) / 30) * 30;
      expect(Math.abs(wrap180(longitudeAt('mercury', t) - boundary))).toBeLessThan(0.001);
    }
  });

  it("finds the Moon's sign changes, about every two and a half days, each at a sign boundary", () => {
    const changes = findMoonSignChanges(at('2024-01-01T00:00:00Z'), at('2024-01-31T00:00:00Z'));
    expect(changes.length).toBeGreaterThanOrEqual(11);
    expect(changes.length).toBeLessThanOrEqual(13);
    for (const change of changes) {
      const lon = longitudeAt('moon', change.exact.getTime());
      expect(Math.abs(wrap180(lon - Math.round(lon / 30) * 30))).toBeLessThan(0.01);
      expect(bodyPosition('moon', new Date(change.exact.getTime() + MINUTE)).sign).toBe(change.sign);
    }
  });
});

describe('chart', () => {
  it('gives twelve bodies, houses and aspects for an instant and place', () => {
    const result = chart({ utc: at('1990-04-15T18:30:00Z'), latitude: 40.7128, longitude: -74.006 });
    expect(result.utc).toBe('1990-04-15T18:30:00.000Z');
    expect(result.bodies).toHaveLength(12);
    expect(result.houses.system).toBe('placidus');
    expect(result.houses.cusps).toHaveLength(12);
    expect(result.aspects.length).toBeGreaterThan(5);
    expect(chart({ utc: at('1990-04-15T18:30:00Z'), latitude: 40.7128, longitude: -74.006, houses: 'equal' }).houses.system).toBe('equal');
  });
});
