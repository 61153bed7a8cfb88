import { getTimeZone, localToUtc, parsePosixTz, tzdbVersion, type TimeZone } from '../../server/platform/location/tz/tz-database';

function zone(name: string): TimeZone {
  const found = getTimeZone(name);
  if (!found) throw new Error(`no zone ${name}`);
  return found;
}

function at(name: string, date: string, time: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return localToUtc(zone(name), { year, month, day, hour, minute });
}

describe('local time to UTC, with history', () => {
  it.each([
    // Before 1970, where Node's ICU data merges zones and gets these wrong.
    ['Europe/Amsterdam', '1930-01-15', '12:00', '1930-01-15T11:40:28Z', 1172],
    ['Africa/Bamako', '1940-01-01', '12:00', '1940-01-01T13:00:00Z', -3600],
    // War time and double summer time.
    ['America/New_York', '1943-01-15', '12:00', '1943-01-15T16:00:00Z', -14400],
    ['Europe/London', '1941-07-01', '12:00', '1941-07-01T10:00:00Z', 7200],
    // Local mean time in the nineteenth century.
    ['America/New_York', '1850-06-01', '12:00', '1850-06-01T16:56:02Z', -17762],
    // Madras time (5:21:10), used across India from 1870 to 1906.
    ['Asia/Kolkata', '1880-01-01', '00:00', '1879-12-31T18:38:50Z', 19270],
    // Ordinary modern dates, both hemispheres, half-hour and quarter-hour zones.
    ['Australia/Sydney', '1995-01-10', '09:00', '1995-01-09T22:00:00Z', 39600],
    ['Asia/Kathmandu', '2001-05-05', '05:05', '2001-05-04T23:20:00Z', 20700],
    ['America/Sao_Paulo', '2025-01-01', '00:00', '2025-01-01T03:00:00Z', -10800],
    // Past the last compiled transition: the POSIX rule takes over.
    ['America/New_York', '2050-07-01', '12:00', '2050-07-01T16:00:00Z', -14400],
    ['Australia/Sydney', '2050-07-01', '12:00', '2050-07-01T02:00:00Z', 36000],
    ['Europe/Berlin', '2099-12-31', '23:59', '2099-12-31T22:59:00Z', 3600],
  ])('%s %s %s is %s (offset %i s)', (name, date, time, utc, offset) => {
    expect(at(name, date, time)).toEqual({ status: 'ok', utc, offset_seconds: offset });
  });

  it('a time repeated when clocks go back is ambiguous, with both instants offered', () => {
    expect(at('America/New_York', '2021-11-07', '01:30')).toEqual({
      status: 'ambiguous',
      utc: null,
      offset_seconds: null,
      choices: [
        { utc: '2021-11-07T05:30:00Z', offset_seconds: -14400 },
        { utc: '2021-11-07T06:30:00Z', offset_seconds: -18000 },
      ],
    });
    // The end of British Standard Time, when the UK left year-round UTC+1.
    expect(at('Europe/London', '1971-10-31', '02:30').status).toBe('ambiguous');
    expect(at('Europe/Berlin', '2045-10-29', '02:30').status).toBe('ambiguous');
  });

  it('a time skipped when clocks go forward does not exist, and both readings are offered', () => {
    expect(at('America/New_York', '2021-03-14', '02:30')).toEqual({
      status: 'nonexistent',
      utc: null,
      offset_seconds: null,
      choices: [
        { utc: '2021-03-14T06:30:00Z', offset_seconds: -14400 },
        { utc: '2021-03-14T07:30:00Z', offset_seconds: -18000 },
      ],
    });
    // Samoa skipped the whole of 30 December 2011.
    expect(at('Pacific/Apia', '2011-12-30', '12:00').status).toBe('nonexistent');
  });

  it('agrees with the platform’s own tz data for every zone on modern dates', () => {
    const names = ['America/Los_Angeles', 'America/Chicago', 'Europe/Paris', 'Asia/Tokyo', 'Africa/Cairo', 'America/Santiago', 'Asia/Tehran', 'Pacific/Auckland', 'Australia/Adelaide', 'America/St_Johns'];
    for (const name of names) {
      const format = new Intl.DateTimeFormat('en-US', { timeZone: name, timeZoneName: 'longOffset' });
      for (let time = Date.UTC(1990, 0, 1); time < Date.UTC(2020, 0, 1); time += 7 * 86_400_000 + 3_600_000) {
        const text = format.formatToParts(new Date(time)).find((part) => part.type === 'timeZoneName')!.value;
        const match = /GMT([+-])(\d\d):(\d\d)/.exec(text);
        const expected = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 3600 + Number(match[3]) * 60) : 0;
        expect([name, new Date(time).toISOString(), zone(name).offsetAt(time / 1000)]).toEqual([name, new Date(time).toISOString(), expected]);
      }
    }
  });

  it('knows links and refuses unknown zones', () => {
    expect(getTimeZone('US/Eastern')?.name).toBe('America/New_York');
    expect(getTimeZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(tzdbVersion()).toMatch(/^20\d\d[a-z]$/);
  });
});

describe('POSIX TZ rules', () => {
  it('reads standard and daylight offsets east-positive, with rule dates and times', () => {
    expect(parsePosixTz('EST5EDT,M3.2.0,M11.1.0')).toEqual({
      std: -18000,
      dst: -14400,
      start: { kind: 'M', month: 3, week: 2, weekday: 0, time: 7200 },
      end: { kind: 'M', month: 11, week: 1, weekday: 0, time: 7200 },
    });
    expect(parsePosixTz('<+0545>-5:45')).toEqual({ std: 20700, dst: null });
    expect(parsePosixTz('IST-2IDT,M3.4.4/26,M10.5.0')?.start).toEqual({ kind: 'M', month: 3, week: 4, weekday: 4, time: 26 * 3600 });
    expect(parsePosixTz('<-03>3<-02>,M3.2.0/-2,J365/25')?.end).toEqual({ kind: 'J', day: 365, time: 25 * 3600 });
    expect(parsePosixTz('nonsense')).toBeNull();
  });
});
