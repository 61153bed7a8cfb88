/**
 * What a typed term becomes before either database sees it: words of letters and digits only
 * (so nothing the visitor types is ever search syntax), lower-cased, accents folded ("Qián" is
 * "qian"), without the common English words PostgreSQL's `english` configuration ignores, so that
 * both engines search the same words. Documents are folded the same way when they are indexed.
 */

/** PostgreSQL's English stop words (its `english.stop`, from Snowball): never searched for. */
const STOP_WORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself
  they them their theirs themselves what which who whom this that these those am is are was were be been being have has had
  having do does did doing a an the and but if or because as until while of at by for with about against between into through
  during before after above below to from up down in out on off over under again further then once here there when where why
  how all any both each few more most other some such no nor not only own same so than too very s t can will just don should now`.split(/\s+/),
);

const LETTERS_ONLY = /^\p{L}+$/u;

/** At most this many words of a term are searched for (a 200-character term could hold a hundred). */
const MAX_TERMS = 12;
/** Longer "words" are not words anyone types; they are cut to this length. */
const MAX_WORD = 40;

/** Lower case, accents removed: the form in which words are indexed and searched. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The words of a text, folded, in order (repeats kept). */
export function wordsOf(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

/** A lone letter says nothing to search for ("b" of a pasted `<b>`); a lone digit may ("number 7"). */
const isLoneLetter = (word: string): boolean => word.length === 1 && !/\d/.test(word);

/** The words of a term to search for: folded, no stop words or lone letters, no repeats, at most twelve. */
export function queryTerms(term: string): string[] {
  const terms = [...new Set(wordsOf(term).filter((word) => !isStopWord(word) && !isLoneLetter(word)).map((word) => word.slice(0, MAX_WORD)))];
  return terms.slice(0, MAX_TERMS);
}

/**
 * The words of the documents' text that a typo may be corrected to: letters only, three to
 * thirty of them, not stop words. Each with the number of documents it is in.
 */
export function vocabularyOf(texts: Iterable<readonly string[]>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const parts of texts) {
    const words = new Set(wordsOf(parts.join(' ')));
    for (const word of words) {
      if (word.length < 3 || word.length > 30 || isStopWord(word) || !LETTERS_ONLY.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}
