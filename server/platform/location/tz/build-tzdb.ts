/**
 * Compiles the IANA time zone database, as zic-compiled TZif files with backzone history (as
 * Debian's tzdata package ships them), into tzdb.json beside this file:
 *
 *   tsx server/platform/location/tz/build-tzdb.ts [/usr/share/zoneinfo]
 *
 * Node's ICU data merges zones that agree since 1970 and so loses older local times (Amsterdam
 * in 1930 was UTC+00:19:32); birth charts need that history, so we ship our own compiled copy.
 * The output is committed: every machine computes the same instants, whatever tzdata it has.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface CompiledZone {
  /** UTC offset in seconds of each local time type. */
  o: number[];
  /** Transition instants (UTC seconds), delta-encoded: each entry is the gap from the previous. */
  t: number[];
  /** Index into `o` that applies from each transition on; type 0 applies before the first. */
  i: number[];
  /** POSIX TZ rule for instants after the last transition. */
  f: string;
}

export interface CompiledTzdb {
  version: string;
  source: string;
  zones: Record<string, CompiledZone>;
  links: Record<string, string>;
}

/** Reads the 64-bit (version 2+) data block of a TZif file (RFC 8536). */
export function readTzif(buffer: Buffer): CompiledZone {
  const header = (at: number) => {
    if (buffer.toString('latin1', at, at + 4) !== 'TZif') throw new Error('not a TZif file');
    return {
      version: buffer[at + 4]!,
      isutcnt: buffer.readUInt32BE(at + 20),
      isstdcnt: buffer.readUInt32BE(at + 24),
      leapcnt: buffer.readUInt32BE(at + 28),
      timecnt: buffer.readUInt32BE(at + 32),
      typecnt: buffer.readUInt32BE(at + 36),
      charcnt: buffer.readUInt32BE(at + 40),
    };
  };
  const v1 = header(0);
  if (v1.version === 0) throw new Error('TZif version 1 files have no 64-bit data');
  let at = 44 + v1.timecnt * 5 + v1.typecnt * 6 + v1.charcnt + v1.leapcnt * 8 + v1.isstdcnt + v1.isutcnt;
  const h = header(at);
  at += 44;
  const times: number[] = [];
  for (let k = 0; k < h.timecnt; k++) times.push(Number(buffer.readBigInt64BE(at + k * 8)));
  at += h.timecnt * 8;
  const indexes = [...buffer.subarray(at, at + h.timecnt)];
  at += h.timecnt;
  const offsets: number[] = [];
  for (let k = 0; k < h.typecnt; k++) offsets.push(buffer.readInt32BE(at + k * 6));
  at += h.typecnt * 6 + h.charcnt + h.leapcnt * 12 + h.isstdcnt + h.isutcnt;
  const footer = buffer.toString('latin1', at).trim();
  const deltas = times.map((time, k) => (k === 0 ? time : time - times[k - 1]!));
  return { o: offsets, t: deltas, i: indexes, f: footer };
}

export function compile(zoneinfoDir: string): CompiledTzdb {
  const source = fs.readFileSync(path.join(zoneinfoDir, 'tzdata.zi'), 'utf8');
  const version = /^# version (\S+)/m.exec(source)?.[1];
  if (!version) throw new Error(`${zoneinfoDir}/tzdata.zi has no version line`);
  if (!/^# ddeps .*backzone/m.test(source)) {
    throw new Error(`${zoneinfoDir} was built without backzone: pre-1970 history would be lost`);
  }
  const zones: Record<string, CompiledZone> = {};
  const links: Record<string, string> = {};
  for (const line of source.split('\n')) {
    const zone = /^Z (\S+)/.exec(line);
    if (zone) zones[zone[1]!] = readTzif(fs.readFileSync(path.join(zoneinfoDir, zone[1]!)));
    const link = /^L (\S+) (\S+)/.exec(line);
    if (link) links[link[2]!] = link[1]!;
  }
  return { version, source: 'IANA tz database with backzone, compiled by zic (Debian tzdata)', zones, links };
}

if (require.main === module) {
  const dir = process.argv[2] ?? '/usr/share/zoneinfo';
  const db = compile(dir);
  const out = path.join(__dirname, 'tzdb.json');
  fs.writeFileSync(out, `${JSON.stringify(db)}\n`);
  console.log(`tz ${db.version}: ${Object.keys(db.zones).length} zones, ${Object.keys(db.links).length} links -> ${out}`);
}
