import PDFDocument from 'pdfkit';
import { ZODIAC_SIGNS } from '../../../shared/horoscopes/zodiac';
import { HOUSE_SYSTEM_NAMES } from '../../../shared/reports/birth-chart.form';
import { ASPECT_NAMES, formatDegree, pointOf, POINT_NAMES, type NatalChart } from '../../../shared/reports/natal';
import type { ReportSection } from '../../../shared/reports/report';
import { formatClockTime, formatLongDate } from '../../../shared/site/calendar';
import { NATAL_FRAMING } from '../../content/natal/library';

/**
 * The whole report as an A4 PDF (issue #25: "a PDF download of the whole report generated on the
 * server"), drawn with pdfkit: a title page (the report, the person, the birth details and the
 * instant used, the big three), the chart's tables (planets, aspects, house cusps), every section
 * of the report, and on every page the footer of the printed page (report name, the Starlit logo,
 * page numbers, the copyright year).
 *
 * Only pdfkit's built-in fonts are used (Helvetica, Times), so nothing has to be shipped, but they
 * draw WinAnsi (Windows-1252) characters only: signs and planets are written by name, never by
 * glyph, and every string passes through `toWinAnsi` on its way to the page (curly quotes, dashes
 * and the ellipsis are WinAnsi; the prime of 12°34′ becomes an apostrophe).
 */

export interface ReportPdfInput {
  productName: string;
  chart: NatalChart;
  sections: ReportSection[];
  /** The footer's copyright year. */
  year: number;
  /** The document's creation date (its metadata and file id); now when absent. Fixed, the same input makes the same bytes. */
  createdAt?: Date;
}

export interface ReportPdfOptions {
  /** Deflate the page contents (default). Tests turn it off to read the text. */
  compress?: boolean;
}

/** Windows-1252's characters above Latin-1's printable ASCII that are not Latin-1 (0x80-0x9F). */
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** What stands in for the characters the built-in fonts cannot draw. */
const STAND_INS: Record<string, string> = {
  '′': "'", '″': '"', '‵': "'", '−': '-', '‐': '-', '‑': '-', '‒': '–', '―': '—', '⁄': '/', '\u2009': ' ', '\u200A': ' ', '\u202F': ' ', '\u2007': ' ', '\u2002': ' ', '\u2003': ' ',
  'Ł': 'L', 'ł': 'l', 'Đ': 'D', 'đ': 'd', 'Ħ': 'H', 'ħ': 'h', 'ı': 'i', 'ſ': 's', 'Ŋ': 'N', 'ŋ': 'n', '→': '->', '←': '<-', '✓': 'v',
};
const inWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(char);
};

/** Text the built-in PDF fonts can draw: WinAnsi kept, accents off letters outside it, a few stand-ins, anything else '?'. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (inWinAnsi(char)) out += char;
    else if (char === '\n' || char === '\t') out += ' ';
    else if (STAND_INS[char] !== undefined) out += STAND_INS[char];
    else if (/[\uFE00-\uFE0F\u200B-\u200D\u2060\u00AD]/.test(char)) continue;
    else {
      const bare = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += bare && [...bare].every(inWinAnsi) ? bare : '?';
    }
  }
  return out;
}

const signName = (slug: string) => ZODIAC_SIGNS.find((sign) => sign.slug === slug)!.name;
/** 12°34' (formatDegree's prime is not in WinAnsi). */
const degree = (value: number) => toWinAnsi(formatDegree(value));
const utcOffset = (seconds: number) => {
  const minutes = Math.abs(Math.round(seconds / 60));
  return `UTC${seconds < 0 ? '-' : '+'}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/* Page and type. A4 in points; the bottom margin leaves room for the footer. */
const MARGIN = { top: 64, bottom: 84, left: 66, right: 66 };
const INK = '#1d1933';
const SOFT = '#4a4566';
const NIGHT = '#17132e';
const ACCENT = '#432bb0';
const RULE = '#c9c2e6';
const ZEBRA = '#f3f0fd';
const FONT = { body: 'Times-Roman', italic: 'Times-Italic', sans: 'Helvetica', bold: 'Helvetica-Bold', sansItalic: 'Helvetica-Oblique' } as const;
const BODY = { size: 11, lineGap: 2.4, paragraphGap: 7 };

type Doc = PDFKit.PDFDocument;

/** The Starlit logo (public/favicon.svg): the night square, the gold moon and the white star. `size` in points. */
function logo(doc: Doc, x: number, y: number, size: number) {
  doc.save().translate(x, y).scale(size / 64);
  doc.roundedRect(0, 0, 64, 64, 14).fill(NIGHT);
  doc.path('M36 12a20 20 0 1 0 13.3 34.2A16.7 16.7 0 0 1 36 12z').fill('#f2c14e');
  doc.path('M43 20l2 5.5 5.5 2-5.5 2L43 35l-2-5.5-5.5-2 5.5-2z').fill('#ffffff');
  doc.restore();
}

const width = (doc: Doc) => doc.page.width - MARGIN.left - MARGIN.right;
const bottom = (doc: Doc) => doc.page.height - MARGIN.bottom;

/** A new page unless `needed` points still fit on this one. */
function ensure(doc: Doc, needed: number) {
  if (doc.y + needed > bottom(doc)) doc.addPage();
}

function heading(doc: Doc, text: string, size: number, options: { keep?: number; gapBefore?: number; color?: string } = {}) {
  const safe = toWinAnsi(text);
  doc.font(FONT.bold).fontSize(size);
  const height = doc.heightOfString(safe, { width: width(doc) });
  if (doc.y > MARGIN.top) doc.y += options.gapBefore ?? size * 0.6;
  // A heading never ends a page: it keeps its own height and `keep` points of what follows.
  ensure(doc, height + (options.keep ?? 3 * BODY.size * 1.3));
  doc.fillColor(options.color ?? NIGHT).text(safe, MARGIN.left, doc.y, { width: width(doc) });
  doc.moveDown(0.35);
}

function paragraph(doc: Doc, text: string, font: string = FONT.body, color = INK) {
  doc.font(font).fontSize(BODY.size).fillColor(color);
  // Two lines at least before a page break (no orphan first line).
  ensure(doc, 2 * (BODY.size * 1.16 + BODY.lineGap));
  doc.text(toWinAnsi(text), MARGIN.left, doc.y, { width: width(doc), lineGap: BODY.lineGap, paragraphGap: BODY.paragraphGap });
}

interface Column {
  header: string;
  share: number;
  align?: 'left' | 'right' | 'center';
}

/** A table that breaks across pages, its header row repeated on each. */
function table(doc: Doc, caption: string, columns: Column[], rows: string[][], note?: string) {
  const size = 9.5;
  const pad = 4;
  const total = columns.reduce((sum, column) => sum + column.share, 0);
  const widths = columns.map((column) => (width(doc) * column.share) / total);
  const cellHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(size);
    return Math.max(...cells.map((cell, index) => doc.heightOfString(toWinAnsi(cell), { width: widths[index]! - 2 * pad }))) + 2 * pad;
  };
  const drawRow = (cells: string[], font: string, fill?: string) => {
    const height = cellHeight(cells, font);
    const top = doc.y;
    if (fill) doc.rect(MARGIN.left, top, width(doc), height).fill(fill);
    let x = MARGIN.left;
    doc.font(font).fontSize(size).fillColor(INK);
    cells.forEach((cell, index) => {
      doc.text(toWinAnsi(cell), x + pad, top + pad, { width: widths[index]! - 2 * pad, align: columns[index]!.align ?? 'left', lineBreak: true });
      x += widths[index]!;
    });
    doc.y = top + height;
    return height;
  };
  const drawHeader = () => {
    drawRow(columns.map((column) => column.header), FONT.bold);
    doc.moveTo(MARGIN.left, doc.y).lineTo(MARGIN.left + width(doc), doc.y).lineWidth(0.8).strokeColor(ACCENT).stroke();
  };
  heading(doc, caption, 12.5, { keep: cellHeight(columns.map((column) => column.header), FONT.bold) + 3 * (size + 2 * pad + 3) });
  drawHeader();
  rows.forEach((cells, index) => {
    if (doc.y + cellHeight(cells, FONT.sans) > bottom(doc)) {
      doc.addPage();
      drawHeader();
    }
    drawRow(cells, FONT.sans, index % 2 === 1 ? ZEBRA : undefined);
  });
  doc.moveTo(MARGIN.left, doc.y).lineTo(MARGIN.left + width(doc), doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.x = MARGIN.left;
  doc.y += 6;
  if (note) {
    doc.font(FONT.sansItalic).fontSize(8.5).fillColor(SOFT).text(toWinAnsi(note), MARGIN.left, doc.y, { width: width(doc) });
    doc.y += 4;
  }
}

function birthLine(chart: NatalChart): string {
  return `Born ${formatLongDate(chart.birthDate)}${chart.birthTime ? ` at ${formatClockTime(chart.birthTime)}` : ', time unknown,'} in ${chart.place.label}.`;
}

function instantLine(chart: NatalChart): string {
  const { latitude, longitude } = chart.place;
  const place = `${Math.abs(latitude).toFixed(2)}° ${latitude >= 0 ? 'N' : 'S'}, ${Math.abs(longitude).toFixed(2)}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `Cast for ${chart.utc.slice(0, 10)} ${chart.utc.slice(11, 16)} UTC (local clocks at ${utcOffset(chart.offsetSeconds)}${chart.birthTime ? '' : ', noon'}), ${place}.`;
}

function moonSign(chart: NatalChart): string {
  const moon = pointOf(chart, 'moon')!;
  return chart.moonDay && chart.moonDay.from !== chart.moonDay.to ? `${signName(chart.moonDay.from)} or ${signName(chart.moonDay.to)}` : signName(moon.sign);
}

function titlePage(doc: Doc, input: ReportPdfInput) {
  const { chart } = input;
  const centre = { width: width(doc), align: 'center' as const };
  logo(doc, doc.page.width / 2 - 30, 120, 60);
  doc.font(FONT.bold).fontSize(13).fillColor(ACCENT).text('STARLIT', MARGIN.left, 196, { ...centre, characterSpacing: 3 });
  doc.font(FONT.bold).fontSize(28).fillColor(NIGHT).text(toWinAnsi(input.productName), MARGIN.left, 250, centre);
  doc.moveDown(0.3);
  doc.font(FONT.italic).fontSize(20).fillColor(INK).text(toWinAnsi(`for ${chart.name}`), centre);
  doc.moveDown(1.6);
  doc.font(FONT.body).fontSize(12).fillColor(INK).text(toWinAnsi(birthLine(chart)), { ...centre, lineGap: 3 });
  doc.moveDown(0.3);
  doc.font(FONT.body).fontSize(10.5).fillColor(SOFT).text(toWinAnsi(instantLine(chart)), { ...centre, lineGap: 2 });
  if (chart.houses) {
    doc.moveDown(0.3);
    doc.text(`Houses: ${HOUSE_SYSTEM_NAMES[chart.houseSystem]}.`, centre);
  }
  if (chart.fallback) {
    doc.moveDown(0.3);
    doc.font(FONT.italic).text('Placidus houses cannot be drawn this close to the pole, so the chart uses Porphyry houses instead.', centre);
  }

  // The big three, three boxes side by side.
  const rising = pointOf(chart, 'ascendant');
  const three = [
    { label: 'SUN', sign: signName(pointOf(chart, 'sun')!.sign) },
    { label: 'MOON', sign: moonSign(chart) },
    { label: 'RISING', sign: rising ? signName(rising.sign) : 'Needs a birth time' },
  ];
  const gap = 14;
  const boxWidth = (width(doc) - 2 * gap) / 3;
  const top = Math.max(doc.y + 36, 470);
  doc.font(FONT.bold).fontSize(12.5).fillColor(NIGHT).text('Your Big Three', MARGIN.left, top - 26, centre);
  three.forEach((item, index) => {
    const x = MARGIN.left + index * (boxWidth + gap);
    doc.roundedRect(x, top, boxWidth, 74, 8).lineWidth(1).strokeColor(RULE).stroke();
    doc.font(FONT.bold).fontSize(9).fillColor(ACCENT).text(item.label, x, top + 16, { width: boxWidth, align: 'center', characterSpacing: 1.5 });
    doc.font(FONT.body).fontSize(item.sign.length > 14 ? 13 : 17).fillColor(INK).text(toWinAnsi(item.sign), x + 6, top + 34, { width: boxWidth - 12, align: 'center' });
  });
  if (!chart.houses) {
    doc.font(FONT.italic).fontSize(10.5).fillColor(SOFT).text(toWinAnsi(NATAL_FRAMING.help.no_birth_time), MARGIN.left, top + 100, { ...centre, lineGap: 2 });
  }
}

function chartPages(doc: Doc, chart: NatalChart) {
  const timed = chart.houses !== null;
  heading(doc, 'Your Birth Chart', 22, { color: NIGHT });
  doc.font(FONT.italic).fontSize(10.5).fillColor(SOFT).text(toWinAnsi(`${birthLine(chart)} ${instantLine(chart)}`), { width: width(doc), lineGap: 2 });
  doc.moveDown(0.6);

  const planetRows = chart.points.map((point) => {
    const uncertainMoon = point.id === 'moon' && chart.moonDay ? chart.moonDay : undefined;
    const sign = uncertainMoon ? moonSign(chart) : signName(point.sign);
    const position = uncertainMoon ? `${degree(uncertainMoon.fromDegree)} ${signName(uncertainMoon.from)} to ${degree(uncertainMoon.toDegree)} ${signName(uncertainMoon.to)} over the day` : degree(point.degree);
    return [POINT_NAMES[point.id].name, sign, position, ...(timed ? [point.house ? String(point.house) : ''] : []), point.retrograde ? 'R' : ''];
  });
  table(
    doc,
    'Planetary positions',
    [{ header: 'Planet', share: 3 }, { header: 'Sign', share: 3 }, { header: 'Position', share: timed ? 3 : 5 }, ...(timed ? [{ header: 'House', share: 1.4, align: 'center' as const }] : []), { header: 'Motion', share: 1.4, align: 'center' as const }],
    planetRows,
    `Positions are degrees and minutes within the sign. R: retrograde (moving backwards as seen from the Earth).${timed ? '' : ' Houses need a birth time.'}`,
  );

  const aspects = [...chart.aspects].sort((x, y) => x.orb - y.orb);
  table(
    doc,
    'Aspects, closest first',
    [{ header: 'Planet', share: 3 }, { header: 'Aspect', share: 3 }, { header: 'Planet', share: 3 }, { header: 'Orb', share: 1.6, align: 'right' }, { header: 'Motion', share: 2.2 }],
    aspects.map((aspect) => [POINT_NAMES[aspect.a].name, `${ASPECT_NAMES[aspect.type].name} (${ASPECT_NAMES[aspect.type].angle}°)`, POINT_NAMES[aspect.b].name, degree(aspect.orb), aspect.applying ? 'applying' : 'separating']),
    'Conjunctions are meetings; sextiles and trines flow; squares and oppositions are tense. The orb is how far from exact.',
  );

  if (chart.houses) {
    table(
      doc,
      'House cusps',
      [{ header: 'House', share: 1.2, align: 'center' }, { header: 'Sign', share: 3 }, { header: 'Cusp', share: 2 }],
      chart.houses.map((house) => [String(house.house), signName(house.sign), degree(house.degree)]),
      `${HOUSE_SYSTEM_NAMES[chart.houseSystem]} houses${chart.fallback ? ' (Porphyry: Placidus has no cusps this close to the pole)' : ''}.`,
    );
  }
}

function sectionPages(doc: Doc, section: ReportSection) {
  heading(doc, section.title, 20, { keep: 80 });
  doc.moveTo(MARGIN.left, doc.y).lineTo(MARGIN.left + 60, doc.y).lineWidth(1.5).strokeColor('#f2c14e').stroke();
  doc.y += 10;
  if (section.intro) paragraph(doc, section.intro, FONT.italic, SOFT);
  for (const chapter of section.chapters) {
    heading(doc, chapter.title, 13, { gapBefore: 8 });
    for (const text of chapter.paragraphs) paragraph(doc, text);
    for (const item of chapter.list ?? []) paragraph(doc, `•  ${item}`);
  }
}

/** Shortens a line with an ellipsis until it fits `maxWidth` in the current font. */
function fit(doc: Doc, text: string, maxWidth: number): string {
  if (doc.widthOfString(text) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The printed page's footer on every page: report name, the logo and Starlit, page n of N, the copyright. */
function footers(doc: Doc, input: ReportPdfInput) {
  const range = doc.bufferedPageRange();
  const name = toWinAnsi(`${input.productName} for ${input.chart.name}`);
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Below the bottom margin: no new page for text written there.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const line = doc.page.height - 58;
    const third = width(doc) / 3;
    doc.moveTo(MARGIN.left, line).lineTo(doc.page.width - MARGIN.right, line).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.font(FONT.sans).fontSize(8.5).fillColor(SOFT);
    doc.text(fit(doc, name, third - 8), MARGIN.left, line + 10, { width: third, lineBreak: false });
    const brand = 'Starlit';
    doc.font(FONT.bold).fontSize(9);
    const brandWidth = 12 + 4 + doc.widthOfString(brand);
    const brandX = doc.page.width / 2 - brandWidth / 2;
    logo(doc, brandX, line + 8, 12);
    doc.fillColor(NIGHT).text(brand, brandX + 16, line + 10, { lineBreak: false });
    doc.font(FONT.sans).fontSize(8.5).fillColor(SOFT).text(`Page ${index - range.start + 1} of ${range.count}`, MARGIN.left + 2 * third, line + 10, { width: third, align: 'right', lineBreak: false });
    doc.font(FONT.sans).fontSize(7.5).fillColor(SOFT).text(`© ${input.year} Starlit`, MARGIN.left, line + 26, { width: width(doc), align: 'center', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/** The whole report as an A4 PDF. */
export function reportPdf(input: ReportPdfInput, options: ReportPdfOptions = {}): Promise<Buffer> {
  const { chart } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    autoFirstPage: true,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: toWinAnsi(`${input.productName} for ${chart.name}`),
      Author: 'Starlit',
      Subject: toWinAnsi(`${input.productName}: the birth chart and report of ${chart.name}`),
      Creator: 'Starlit',
      CreationDate: input.createdAt ?? new Date(),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    titlePage(doc, input);
    doc.outline.addItem('Title page');
    doc.addPage();
    doc.outline.addItem('Your Birth Chart');
    chartPages(doc, chart);
    input.sections.forEach((section) => {
      doc.addPage();
      doc.outline.addItem(toWinAnsi(section.title));
      sectionPages(doc, section);
    });
    footers(doc, input);
    doc.end();
  } catch (error) {
    doc.end();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return done;
}
