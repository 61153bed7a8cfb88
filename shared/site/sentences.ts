/** The first sentence of a text (the whole text when it has no sentence end), at most `max` characters. */
export function firstSentence(text: string, max = 180): string {
  const sentence = (/^.+?[.!?](?=\s|$)/s.exec(text.trim())?.[0] ?? text.trim()).replace(/\s+/g, ' ');
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:–—-]+$/, '')}…`;
}
