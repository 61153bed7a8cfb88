/**
 * Snippets: a result's title (up to 100 characters) and description (up to 400) with the words
 * that matched in `<mark>`. The database marks the matches in the page's own stored text with two
 * private-use characters that no document contains (documents.ts removes them); here everything
 * is HTML-escaped and only those marks become tags. Nothing of the query is ever copied into a
 * snippet, so no query can put markup on the page.
 */

export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

interface Segment {
  text: string;
  marked: boolean;
}

/** The text between the marks, in order; a mark left open runs to the end. */
function segmentsOf(marked: string): Segment[] {
  const segments: Segment[] = [];
  let inside = false;
  let current = '';
  for (const character of marked) {
    if (character === MARK_START || character === MARK_END) {
      if (current) segments.push({ text: current, marked: inside });
      current = '';
      inside = character === MARK_START;
    } else current += character;
  }
  if (current) segments.push({ text: current, marked: inside });
  return segments;
}

/** The segments cut to `max` characters of text between words (marks wrap whole words), then an ellipsis. */
function truncate(segments: Segment[], max: number): Segment[] {
  const total = segments.reduce((sum, segment) => sum + segment.text.length, 0);
  if (total <= max) return segments;
  const kept: Segment[] = [];
  let room = max - 1;
  for (const segment of segments) {
    if (room <= 0) break;
    if (segment.text.length <= room) kept.push(segment);
    else {
      // Cut inside this segment: back to its last space, or drop it when it has none (a word cut in two).
      const cut = segment.text.slice(0, room + 1).search(/\s\S*$/);
      if (cut > 0) kept.push({ text: segment.text.slice(0, cut), marked: segment.marked });
      else if (kept.length === 0) kept.push({ text: segment.text.slice(0, room), marked: segment.marked });
    }
    room -= segment.text.length;
  }
  const last = kept[kept.length - 1]!;
  if (!last.marked) last.text = last.text.replace(/[\s,;:.]+$/, '');
  return [...kept.filter((segment) => segment.text !== ''), { text: '…', marked: false }];
}

/** Marked text as safe HTML of at most `max` characters of text: escaped, matches in `<mark>`. */
export function snippetHtml(marked: string, max: number): string {
  return truncate(segmentsOf(marked), max)
    .map((segment) => (segment.marked ? `<mark>${escapeHtml(segment.text)}</mark>` : escapeHtml(segment.text)))
    .join('');
}

/** The text with its marks removed. */
export const unmarked = (marked: string): string => marked.replace(/[\uE000\uE001]/g, '');
