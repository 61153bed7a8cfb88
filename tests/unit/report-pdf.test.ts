import type { NatalChart } from '../../shared/reports/natal';
import type { ReportSection } from '../../shared/reports/report';
import { essentialReport } from '../../server/features/reports/interpret';
import { castChart } from '../../server/features/reports/natal-chart';
import { reportPdf, toWinAnsi } from '../../server/features/reports/report-pdf';

const LONDON = { cityId: 2643743, label: 'London, England, United Kingdom', latitude: 51.50853, longitude: -0.12574, timezone: 'Europe/London' };
const CREATED = new Date('2026-11-26T12:00:00Z');

function chartOf(timeKnown: boolean): NatalChart {
  return castChart({
    utc: new Date(timeKnown ? '1990-04-15T13:30:00Z' : '1990-04-15T11:00:00Z'),
    offsetSeconds: 3600,
    timeKnown,
    houses: 'placidus',
    name: 'Ana',
    gender: 'female',
    birthDate: '1990-04-15',
    birthTime: timeKnown ? '14:30' : null,
    place: LONDON,
  });
}

const pdfOf = (chart: NatalChart, sections: ReportSection[] = essentialReport(chart), compress = false) =>
  reportPdf({ productName: 'Essential Birth Report', chart, sections, year: 2026, createdAt: CREATED }, { compress });

/** Page objects (not the /Pages tree). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page(?!s)/g) ?? []).length;

/** Windows-1252's 0x80-0x9F (Node's own decoder may read them as Latin-1's control characters). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const cp1252 = (bytes: Buffer) => Array.from(bytes, (byte) => (byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80]! : String.fromCharCode(byte))).join('');

/**
 * The text of an uncompressed pdfkit PDF, page by page, as its content streams draw it: each
 * `x y Tm [<hex> kern <hex> ...] TJ` is a run of text at a place; the footer (drawn below the
 * bottom margin, y < 72 points) is set apart so a paragraph that runs onto the next page reads on.
 */
function textOf(pdf: Buffer): { body: string; footers: string[] } {
  const raw = pdf.toString('latin1');
  const body: string[] = [];
  const footers: string[] = [];
  let y = Infinity;
  let page: string[] = [];
  const op = /1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm|\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)*)\] TJ|endstream/g;
  for (const match of raw.matchAll(op)) {
    if (match[2] !== undefined) y = Number(match[2]);
    else if (match[3] !== undefined) {
      // A large negative kern is word spacing: a space.
      const run = [...match[3].matchAll(/<([0-9a-f]*)>\s*(-?[\d.]*)/g)]
        .map(([, hex, kern]) => cp1252(Buffer.from(hex!, 'hex')) + (Number(kern) < -200 ? ' ' : ''))
        .join('');
      (y < 72 ? page : body).push(run);
    } else if (page.length) {
      footers.push(page.join(' '));
      page = [];
    }
  }
  return { body: body.join(' '), footers };
}

/** Containment that ignores how lines were broken (a line may end after a hyphen). */
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('the report as a PDF (issue #25)', () => {
  const chart = chartOf(true);
  const sections = essentialReport(chart);
  let pdf: Buffer;
  let text: ReturnType<typeof textOf>;
  beforeAll(async () => {
    pdf = await pdfOf(chart, sections);
    text = textOf(pdf);
  });

  it('is an A4 PDF of many pages', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pageCount(pdf)).toBeGreaterThan(5);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('opens with the title page: the report, the person, the birth details, the instant used and the big three', () => {
    const opening = text.body.slice(0, 600);
    expect(opening).toContain('Essential Birth Report');
    expect(opening).toContain('for Ana');
    expect(opening).toContain('Born April 15, 1990 at 2:30 PM in London, England, United Kingdom.');
    expect(opening).toContain('Cast for 1990-04-15 13:30 UTC (local clocks at UTC+01:00), 51.51° N, 0.13° W.');
    expect(opening).toMatch(/Your Big Three.*SUN.*MOON.*RISING.*Aries/);
  });

  it('has the planet table with names, degrees and houses, the aspect table and the house cusps', () => {
    const body = text.body;
    expect(body).toContain('Planetary positions');
    // Names, not glyphs; the prime of 25°19′ written as an apostrophe.
    expect(body).toMatch(/Sun Aries 25°19' 9/);
    expect(body).toMatch(/Uranus Capricorn 9°35' 5 R/);
    expect(body).toContain('Aspects, closest first');
    expect(body).toMatch(/Mercury Trine \(120°\) Neptune 0°01' applying/);
    expect(body).toContain('House cusps');
    expect(body).toMatch(/1 Leo 28°57'/);
  });

  it('holds every section of the report: titles, intros, chapters and every paragraph', () => {
    const body = squeeze(text.body);
    expect(sections.length).toBeGreaterThan(4);
    for (const section of sections) {
      expect(body).toContain(squeeze(section.title));
      if (section.intro) expect(body).toContain(squeeze(section.intro));
      for (const chapter of section.chapters) {
        expect(body).toContain(squeeze(chapter.title));
        for (const paragraph of chapter.paragraphs) expect(body).toContain(squeeze(paragraph));
      }
    }
    // Curly quotes reach the page as WinAnsi’s own.
    expect(text.body).toContain('’');
  });

  it('misses what is missing: without the sections their words are not there', async () => {
    const bare = textOf(await pdfOf(chart, []));
    const paragraph = sections.at(-2)!.chapters[0]!.paragraphs[0]!;
    expect(squeeze(bare.body)).not.toContain(squeeze(paragraph));
    expect(bare.body).toContain('Planetary positions');
  });

  it('puts the footer on every page: the report’s name, Starlit, the page number and the copyright year', () => {
    const pages = pageCount(pdf);
    expect(text.footers).toHaveLength(pages);
    text.footers.forEach((footer, index) => {
      expect(footer).toBe(`Essential Birth Report for Ana Starlit Page ${index + 1} of ${pages} © 2026 Starlit`);
    });
  });

  it('without a birth time: no house table and no houses, the Rising sign asks for the time', async () => {
    const untimed = chartOf(false);
    const bare = await pdfOf(untimed);
    expect(pageCount(bare)).toBeGreaterThan(5);
    const body = textOf(bare).body;
    expect(body).toContain('Born April 15, 1990, time unknown, in London');
    expect(body).toContain('Needs a birth time');
    expect(body).toContain('Planetary positions');
    expect(body).not.toContain('House cusps');
    expect(body).not.toMatch(/House Motion/);
    expect(body).not.toMatch(/(Ascendant|Midheaven) [A-Z][a-z]+ \d+°/);
    // The Moon's range over the day stands in for its degree.
    expect(squeeze(body)).toContain(squeeze("Moon Sagittarius 17°25' Sagittarius to 29°22' Sagittarius over the day"));
  });

  it('compresses by default, and the same report makes the same bytes', async () => {
    const first = await pdfOf(chart, sections, true);
    const second = await pdfOf(chart, sections, true);
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(first.length).toBeLessThan(pdf.length / 2);
    expect(first.equals(second)).toBe(true);
    expect(pageCount(first)).toBe(pageCount(pdf));
  });
});

describe('toWinAnsi: only what the built-in PDF fonts can draw', () => {
  it('keeps WinAnsi: curly quotes, dashes, the ellipsis, the degree sign, Latin-1 letters', () => {
    const kept = 'It’s “here” – and — there… 12° Tromsø, Zürich, Œuvre, €5';
    expect(toWinAnsi(kept)).toBe(kept);
  });

  it('stands in for the rest: primes, the minus sign, letters outside Latin-1, glyphs', () => {
    expect(toWinAnsi('12°34′')).toBe("12°34'");
    expect(toWinAnsi('UTC−05:00')).toBe('UTC-05:00');
    expect(toWinAnsi('Łódź, Kraków, İstanbul, Ploiești')).toBe('Lódz, Kraków, Istanbul, Ploiesti');
    expect(toWinAnsi('\u2609\uFE0E Sun')).toBe('? Sun');
    expect(toWinAnsi('東京')).toBe('??');
  });
});
