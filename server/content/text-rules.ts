import { z } from 'zod';

/** Rules every piece of the site's writing follows, for the content schemas under server/content/. */

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** A paragraph of whole sentences, `min` to `max` words long. */
export const paragraph = (min: number, max: number) =>
  z
    .string()
    .refine((text) => wordCount(text) >= min && wordCount(text) <= max, { error: (issue) => `between ${min} and ${max} words (has ${wordCount(String(issue.input))})` })
    .refine((text) => /^[A-Z"“‘(]/.test(text) && /[.!?]["”’)]?$/.test(text), 'whole sentences');

/** Lower-case keywords of one to four words. */
export const keyword = z.string().min(3).max(40).regex(/^[a-z][a-z ’'-]*$/, 'lower-case words');

/** The sentences of a text of five words or more, for the no-repeats checks. */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/\n\n|(?<=[.!?]["”’)]?)\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordCount(sentence) >= 5);

/** Sentences that appear more than once across `texts` (case and spacing ignored). */
export function repeatedSentences(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const sentence of texts.flatMap(sentencesOf)) {
    const key = sentence.toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key)) repeated.add(sentence);
    seen.add(key);
  }
  return [...repeated];
}

/**
 * A library's entries by key, checked complete: every expected key exactly once, nothing else.
 * Throws naming what is written twice, missing or unexpected (the server does not start).
 */
export function keyedOnce<T>(entries: readonly T[], key: (entry: T) => string, expected: readonly string[], what: string): Map<string, T> {
  const found = new Map<string, T>();
  for (const entry of entries) {
    const name = key(entry);
    if (found.has(name)) throw new Error(`${what}: ${name} is written twice`);
    found.set(name, entry);
  }
  const missing = expected.filter((name) => !found.has(name));
  const extra = [...found.keys()].filter((name) => !expected.includes(name));
  if (missing.length > 0 || extra.length > 0) throw new Error(`${what}: missing ${missing.join(', ') || 'none'}; unexpected ${extra.join(', ') || 'none'}`);
  return found;
}
