import { HOROSCOPE_LIBRARY } from '../../server/content/horoscopes/library';
import { composeHoroscope } from '../../server/features/horoscopes/compose';
import { periodSky } from '../../server/features/horoscopes/period-sky';
import { chart } from '../../server/features/horoscopes/sky/chart';
import { findAspectEvents, findIngresses, findLunations, findMoonSignChanges, findStations } from '../../server/features/horoscopes/sky/search';
import { addDays } from '../../shared/horoscopes/horoscopes';

/** The bench's timings without HTTP (npm run bench): the sky engine and a horoscope day, and how a list of times is summarised. */

/** autocannon's latency histogram has a 1 ms resolution, so decimals would be false precision. */
export interface PrefixRow {
  target: string;
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export function summarise(target: string, times: number[]): PrefixRow {
  const sorted = [...times].sort((a, b) => a - b);
  return { target, requests: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1]! };
}


/** The sky engine's speed goal: one natal chart. */
export const NATAL_CHART_GOAL_MS = 5;

/**
 * The sky engine in this process, without HTTP: a natal chart (12 bodies, Placidus houses,
 * aspects) at many instants and places, and the searches a week's horoscope makes (every exact
 * aspect among the Sun to Pluto, the Moon's sign changes, ingresses, stations and lunations).
 */
export function engineTimings(): PrefixRow[] {
  const instant = (i: number) => new Date(Date.UTC(1900, 0, 1) + ((i * 7_919) % 73_000) * 86_400_000 + ((i * 3_613) % 86_400) * 1000);
  const natal = (i: number) => chart({ utc: instant(i), latitude: -60 + ((i * 37) % 120), longitude: -180 + ((i * 53) % 360) });
  for (let i = 0; i < 200; i++) natal(i); // warm-up
  const charts: number[] = [];
  for (let i = 0; i < 2_000; i++) {
    const started = performance.now();
    natal(i);
    charts.push(performance.now() - started);
  }
  const planets = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
  const weeks: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = new Date(Date.UTC(2026, 0, 5) + i * 7 * 86_400_000);
    const end = new Date(start.getTime() + 7 * 86_400_000);
    const started = performance.now();
    findAspectEvents(start, end, planets);
    findMoonSignChanges(start, end);
    for (const body of planets.slice(2)) findIngresses(body, start, end);
    for (const body of planets.slice(2)) findStations(body, start, end);
    findLunations(start, end);
    weeks.push(performance.now() - started);
  }
  // A horoscope day: its sky found once (shared by the twelve signs and every slant), then one
  // sign's text composed from it.
  const days: number[] = [];
  const composed: number[] = [];
  for (let i = 0; i < 20; i++) {
    const day = addDays('2026-03-01', i);
    let started = performance.now();
    const sky = periodSky('day', day);
    days.push(performance.now() - started);
    started = performance.now();
    composeHoroscope(HOROSCOPE_LIBRARY, 'aries', 'daily', sky);
    composed.push(performance.now() - started);
  }
  return [
    summarise('natal chart: 12 bodies, Placidus, aspects', charts),
    summarise("a week's searches: aspects, ingresses, stations, lunations, Moon signs", weeks),
    summarise("a horoscope day's sky (once a day for every sign)", days),
    summarise('one daily horoscope composed from that sky', composed),
  ];
}

export function engineTable(rows: PrefixRow[]): string {
  const lines = ['| sky engine, in process | runs | p50 ms | p99 ms | max ms |', '|:--|--:|--:|--:|--:|'];
  for (const row of rows) lines.push(`| ${row.target} | ${row.requests} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.max.toFixed(2)} |`);
  return lines.join('\n');
}
