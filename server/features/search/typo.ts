/**
 * Typos: a word of the term that matches nothing is read as the nearest word of the index's
 * vocabulary ("celtc" as "celtic"): at most one edit away for words of up to four letters, two
 * for longer ones (an edit is a letter added, dropped, changed, or two neighbours swapped). The
 * databases find the candidates (words sharing three-letter runs with it); this picks among them.
 */

export interface VocabularyWord {
  word: string;
  /** How many documents have it: the commoner word wins a tie. */
  docs: number;
}

/** The most edits a word of this length may be from its correction. */
export const allowedEdits = (word: string): number => (word.length <= 4 ? 1 : 2);

/**
 * Edits between two words (optimal string alignment: insert, delete, substitute, swap two
 * neighbours), or `limit + 1` as soon as it is sure to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The candidate nearest to `word` within its allowed edits (fewest edits, then most documents, then alphabetical); undefined if none. */
export function nearestWord(word: string, candidates: readonly VocabularyWord[]): string | undefined {
  const limit = allowedEdits(word);
  let best: { word: string; distance: number; docs: number } | undefined;
  for (const candidate of candidates) {
    if (candidate.word === word) continue;
    const distance = editDistance(word, candidate.word, limit);
    if (distance > limit) continue;
    const better = !best || distance < best.distance || (distance === best.distance && (candidate.docs > best.docs || (candidate.docs === best.docs && candidate.word < best.word)));
    if (better) best = { word: candidate.word, distance, docs: candidate.docs };
  }
  return best?.word;
}

/** The three-letter runs of a word, for finding the vocabulary words that share some (SQLite's trigram index). */
export function trigramsOf(word: string): string[] {
  const runs = new Set<string>();
  for (let index = 0; index + 3 <= word.length; index++) runs.add(word.slice(index, index + 3));
  return [...runs];
}
