import type { NatalChart } from '../../../shared/reports/natal';
import { REPORT_PRODUCTS, type ReportCode } from '../../../shared/reports/report-products';
import type { ReportSection } from '../../../shared/reports/report';
import { cosmicProfile } from './cosmic-profile';
import { essentialReport } from './interpret';

/**
 * A stored report's text by its product (the page, the API and the PDF read the same): the
 * Essential Birth Report whole; its sample and the free chart, the big three; the Cosmic Profile,
 * its seven chapters (each a section `chapter_{n}`). `locked`: the sections a sample lists but
 * does not show.
 */
export function reportSections(code: ReportCode, chart: NatalChart): { sections: ReportSection[]; locked: ReportSection[] } {
  if (code === 'cosmic-profile-report-redux') {
    const sections = cosmicProfile(chart).map((chapter, index) => ({
      code: `chapter_${index + 1}`,
      title: chapter.system,
      chapters: [{ title: chapter.value ?? 'Needs your birth time', paragraphs: chapter.paragraphs }],
    }));
    return { sections, locked: [] };
  }
  const all = essentialReport(chart);
  return REPORT_PRODUCTS[code].paid ? { sections: all, locked: [] } : { sections: all.slice(0, 1), locked: all.slice(1) };
}
