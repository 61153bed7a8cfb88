/**
 * A report as the pages show it (issue #25): sections in the order the report reads, each with
 * chapters of paragraphs. `code` makes the section's anchor (`your-report-{code}`, spec 3 §2) and
 * a chapter's `id` its own (`your-report-{code}-chapter-{n}`).
 */
export interface ReportChapter {
  title: string;
  paragraphs: string[];
  /** Items read as a list after the paragraphs (a forecast's transits in the order of their peaks). */
  list?: string[];
}

export interface ReportSection {
  code: string;
  title: string;
  intro?: string;
  chapters: ReportChapter[];
}

/** A section's anchor: `your-report-{code}`, underscores turned to dashes (spec 3 §2). */
export const sectionAnchor = (code: string): string => `your-report-${code.replace(/_/g, '-')}`;

/** Words in a report, for the tests of its length. */
export const reportWords = (sections: readonly ReportSection[]): number =>
  sections.flatMap((section) => [section.intro ?? '', ...section.chapters.flatMap((chapter) => [...chapter.paragraphs, ...(chapter.list ?? [])])]).join(' ').split(/\s+/).filter(Boolean).length;
