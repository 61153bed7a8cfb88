import fs from 'node:fs';
import path from 'node:path';
import type { CompiledTzdb } from './build-tzdb';

/**
 * Historical UTC offsets from our compiled IANA database (with backzone), and the conversion of
 * a local wall-clock time at a place into UTC that refuses to guess: a time repeated when clocks
 * go back is `ambiguous`, a time skipped when they go forward is `nonexistent`, and both come
 * with the possible instants to choose from.
 */

interface PosixRule {
  std: number;
  dst: number | null;
  start?: RuleDate;
  end?: RuleDate;
}
type RuleDate = { kind: 'M'; month: number; week: number; weekday: number; time: number } | { kind: 'J' | 'n'; day: number; time: number };

/** Parses a POSIX TZ string such as `CET-1CEST,M3.5.0,M10.5.0/3` (offsets returned east-positive). */
export function parsePosixTz(text: string): PosixRule | null {
  let at = 0;
  const name = () => {
    if (text[at] === '<') {
      const close = text.indexOf('>', at);
      if (close < 0) return null;
      at = close + 1;
      return true;
    }
    const match = /^[A-Za-z]{3,}/.exec(text.slice(at));
    if (!match) return null;
    at += match[0].length;
    return true;
  };
  const clock = (): number | null => {
    const match = /^([+-]?)(\d{1,3})(?::(\d{1,2}))?(?::(\d{1,2}))?/.exec(text.slice(at));
    if (!match) return null;
    at += match[0].length;
    const seconds = Number(match[2]) * 3600 + Number(match[3] ?? 0) * 60 + Number(match[4] ?? 0);
    return match[1] === '-' ? -seconds : seconds;
  };
  const ruleDate = (): RuleDate | null => {
    const rest = text.slice(at);
    let date: RuleDate | null = null;
    let match = /^M(\d{1,2})\.(\d)\.(\d)/.exec(rest);
    if (match) date = { kind: 'M', month: Number(match[1]), week: Number(match[2]), weekday: Number(match[3]), time: 7200 };
    else if ((match = /^J(\d{1,3})/.exec(rest))) date = { kind: 'J', day: Number(match[1]), time: 7200 };
    else if ((match = /^(\d{1,3})/.exec(rest))) date = { kind: 'n', day: Number(match[1]), time: 7200 };
    if (!match || !date) return null;
    at += match[0].length;
    if (text[at] === '/') {
      at += 1;
      const time = clock();
      if (time === null) return null;
      date.time = time;
    }
    return date;
  };

  if (!name()) return null;
  const stdWest = clock();
  if (stdWest === null) return null;
  const rule: PosixRule = { std: -stdWest, dst: null };
  if (at >= text.length) return rule;
  if (!name()) return null;
  const dstWest = text[at] === ',' || at >= text.length ? stdWest - 3600 : clock();
  if (dstWest === null) return null;
  rule.dst = -dstWest;
  if (text[at] !== ',') return null;
  at += 1;
  const start = ruleDate();
  if (!start || text[at] !== ',') return null;
  at += 1;
  const end = ruleDate();
  if (!end) return null;
  return { ...rule, start, end };
}

const DAY = 86_400;

/** Seconds from the Unix epoch to 00:00 (as if UTC) of the rule's day in `year`. */
function ruleDay(rule: RuleDate, year: number): number {
  const jan1 = Date.UTC(year, 0, 1) / 1000;
  if (rule.kind !== 'M') {
    if (rule.kind === 'n') return jan1 + rule.day * DAY;
    // Jn counts 1..365 and never names 29 February.
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return jan1 + (rule.day - 1 + (leap && rule.day >= 60 ? 1 : 0)) * DAY;
  }
  const first = Date.UTC(year, rule.month - 1, 1) / 1000;
  const firstWeekday = new Date(first * 1000).getUTCDay();
  let day = first + ((rule.weekday - firstWeekday + 7) % 7) * DAY + (rule.week - 1) * 7 * DAY;
  if (rule.week === 5) {
    const nextMonth = Date.UTC(year, rule.month, 1) / 1000;
    while (day >= nextMonth) day -= 7 * DAY;
  }
  return day;
}

function posixOffsetAt(rule: PosixRule, utc: number): number {
  if (rule.dst === null || !rule.start || !rule.end) return rule.std;
  const year = new Date((utc + rule.std) * 1000).getUTCFullYear();
  const isDst = (y: number) => {
    const start = ruleDay(rule.start!, y) + rule.start!.time - rule.std;
    const end = ruleDay(rule.end!, y) + rule.end!.time - rule.dst!;
    return start < end ? utc >= start && utc < end : !(utc >= end && utc < start);
  };
  return isDst(year) ? rule.dst : rule.std;
}

export class TimeZone {
  private readonly transitions: Float64Array;
  private readonly types: Uint8Array;
  private readonly rule: PosixRule | null;

  constructor(
    readonly name: string,
    private readonly offsets: number[],
    deltas: number[],
    types: number[],
    footer: string,
  ) {
    this.transitions = new Float64Array(deltas.length);
    let time = 0;
    deltas.forEach((delta, k) => {
      time = k === 0 ? delta : time + delta;
      this.transitions[k] = time;
    });
    this.types = Uint8Array.from(types);
    this.rule = footer ? parsePosixTz(footer) : null;
  }

  /** The UTC offset in seconds in force at a UTC instant (seconds since the epoch). */
  offsetAt(utcSeconds: number): number {
    const times = this.transitions;
    const last = times.length - 1;
    if (last < 0 || utcSeconds < times[0]!) return this.offsets[0]!;
    if (utcSeconds >= times[last]! && this.rule) return posixOffsetAt(this.rule, utcSeconds);
    let low = 0;
    let high = last;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (times[middle]! <= utcSeconds) low = middle;
      else high = middle - 1;
    }
    return this.offsets[this.types[low]!]!;
  }
}

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number;
}

export interface UtcChoice {
  /** ISO 8601 instant in UTC, e.g. 1943-01-15T16:00:00Z. */
  utc: string;
  offset_seconds: number;
}

export type LocalToUtc =
  | ({ status: 'ok' } & UtcChoice)
  | { status: 'ambiguous' | 'nonexistent'; utc: null; offset_seconds: null; choices: UtcChoice[] };

function asUtcSeconds(local: LocalTime): number {
  const date = new Date(0);
  date.setUTCFullYear(local.year, local.month - 1, local.day);
  date.setUTCHours(local.hour, local.minute, local.second ?? 0, 0);
  return date.getTime() / 1000;
}

function isoUtc(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}

export function localToUtc(zone: TimeZone, local: LocalTime): LocalToUtc {
  const wall = asUtcSeconds(local);
  // Every offset the zone uses within a day either side is a candidate; keep those whose
  // resulting instant really shows this wall time.
  const offsets = new Set([zone.offsetAt(wall - DAY), zone.offsetAt(wall), zone.offsetAt(wall + DAY)]);
  const matches: UtcChoice[] = [];
  for (const offset of offsets) {
    const utc = wall - offset;
    if (zone.offsetAt(utc) === offset) matches.push({ utc: isoUtc(utc), offset_seconds: offset });
  }
  matches.sort((a, b) => a.utc.localeCompare(b.utc));
  if (matches.length === 1) return { status: 'ok', ...matches[0]! };
  if (matches.length > 1) return { status: 'ambiguous', utc: null, offset_seconds: null, choices: matches };
  // Skipped by a clock change: offer the reading with the offset before and after the jump.
  const before = zone.offsetAt(wall - DAY);
  const after = zone.offsetAt(wall + DAY);
  const choices = [...new Set([before, after])]
    .map((offset) => ({ utc: isoUtc(wall - offset), offset_seconds: offset }))
    .sort((a, b) => a.utc.localeCompare(b.utc));
  return { status: 'nonexistent', utc: null, offset_seconds: null, choices };
}

let loaded: { version: string; zones: Map<string, TimeZone>; data: CompiledTzdb } | undefined;

function database() {
  if (!loaded) {
    const data = JSON.parse(fs.readFileSync(path.join(__dirname, 'tzdb.json'), 'utf8')) as CompiledTzdb;
    loaded = { version: data.version, zones: new Map(), data };
  }
  return loaded;
}

/** The zone with this IANA name (links such as US/Eastern resolve); undefined when unknown. */
export function getTimeZone(name: string): TimeZone | undefined {
  const db = database();
  const cached = db.zones.get(name);
  if (cached) return cached;
  const canonical = db.data.links[name] ?? name;
  const compiled = db.data.zones[canonical];
  if (!compiled) return undefined;
  const zone = new TimeZone(canonical, compiled.o, compiled.t, compiled.i, compiled.f);
  db.zones.set(name, zone);
  return zone;
}

export function tzdbVersion(): string {
  return database().version;
}
