import { fold, queryTerms, vocabularyOf } from '../../server/features/search/query-terms';
import { escapeHtml, MARK_END, MARK_START, snippetHtml, unmarked } from '../../server/features/search/snippet';
import { editDistance, nearestWord, trigramsOf } from '../../server/features/search/typo';
import { searchHref } from '../../shared/search/search';

const mark = (text: string) => `${MARK_START}${text}${MARK_END}`;
/** The visible text of a snippet: its tags removed, its entities read. */
const visible = (html: string) =>
  html
    .replace(/<\/?mark>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The search's snippets (issue #27): the page's own text escaped, only the database's marks turned into <mark>. */
describe('search snippets', () => {
  it('mark the matched words and escape everything else', () => {
    expect(snippetHtml(`${mark('Celtic')} ${mark('Cross')} & <Friends> "quoted" it's`, 400)).toBe(
      '<mark>Celtic</mark> <mark>Cross</mark> &amp; &lt;Friends&gt; &quot;quoted&quot; it&#39;s',
    );
    expect(snippetHtml(`Tips for ${mark('<script>')}alert(1)${mark('</script>')}`, 400)).toBe('Tips for <mark>&lt;script&gt;</mark>alert(1)<mark>&lt;/script&gt;</mark>');
    expect(escapeHtml(`<img src=x onerror="alert(1)">`)).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('leave text without marks as it is (escaped), and close a mark left open', () => {
    expect(snippetHtml('Plain text, no match', 100)).toBe('Plain text, no match');
    expect(snippetHtml(`Open ${MARK_START}ended`, 100)).toBe('Open <mark>ended</mark>');
    expect(snippetHtml(`${MARK_END}stray end`, 100)).toBe('stray end');
    expect(unmarked(`a ${mark('b')} c`)).toBe('a b c');
  });

  it('cut long text at a word to the limit, marks and all, with an ellipsis', () => {
    const words = Array.from({ length: 120 }, (_, index) => (index % 10 === 3 ? mark(`match${index}`) : `word${index}`)).join(' ');
    for (const limit of [100, 400]) {
      const html = snippetHtml(words, limit);
      const text = visible(html);
      expect(text.length).toBeLessThanOrEqual(limit);
      expect(text.length).toBeGreaterThan(limit - 15);
      expect(text.endsWith('…')).toBe(true);
      // Cut between words, never inside one.
      expect(unmarked(words).startsWith(`${text.slice(0, -1)} `)).toBe(true);
      // Every <mark> is closed, none is empty.
      expect(html.match(/<mark>/g)?.length).toBe(html.match(/<\/mark>/g)?.length);
      expect(html).not.toContain('<mark></mark>');
    }
    // A marked word the limit falls in is left out whole, not cut in two.
    expect(snippetHtml(`${'word '.repeat(18)}${mark('Celtic')} cross`, 94)).toBe(`${'word '.repeat(17)}word…`);
    expect(snippetHtml(`${mark('Supercalifragilistic')}`, 10)).toBe('<mark>Supercali</mark>…');
    // Escaping does not count against the limit: the limit is of the text a reader sees.
    expect(visible(snippetHtml('&'.repeat(150), 100))).toHaveLength(100);
  });

  it('keep a title under 100 characters whole', () => {
    const title = `The ${mark('Celtic')} ${mark('Cross')} Spread, Position by Position, With an Example`;
    expect(snippetHtml(title, 100)).toBe('The <mark>Celtic</mark> <mark>Cross</mark> Spread, Position by Position, With an Example');
  });
});

describe('search terms', () => {
  it('are words of letters and digits only, folded, without stop words or repeats', () => {
    expect(queryTerms('The Celtic  CROSS, the cross!')).toEqual(['celtic', 'cross']);
    expect(queryTerms('Qián & "Kūn"')).toEqual(['qian', 'kun']);
    expect(queryTerms('<script>alert(1)</script>')).toEqual(['script', 'alert', '1']);
    // Search syntax of either engine is only punctuation here.
    expect(queryTerms('tarot* OR "fool" -death NEAR(a b) title:moon')).toEqual(['tarot', 'fool', 'death', 'near', 'title', 'moon']);
    expect(queryTerms('<b>number 7</b>')).toEqual(['number', '7']);
    expect(queryTerms('the and of')).toEqual([]);
    expect(queryTerms('a '.repeat(100) + 'x'.repeat(300))).toEqual(['x'.repeat(40)]);
    expect(queryTerms(Array.from({ length: 30 }, (_, index) => `word${index}`).join(' '))).toHaveLength(12);
    expect(fold('Écoute LÓNG')).toBe('ecoute long');
  });

  it('count the vocabulary by document, letters only, no stop words', () => {
    const vocabulary = vocabularyOf([['The Celtic Cross', 'celtic spread again 1990'], ['Celtic knots']]);
    expect(Object.fromEntries(vocabulary)).toEqual({ celtic: 2, cross: 1, spread: 1, knots: 1 });
  });
});

describe('typo correction', () => {
  it('counts edits, with a swap of neighbours as one', () => {
    expect(editDistance('celtc', 'celtic', 2)).toBe(1);
    expect(editDistance('tarrot', 'tarot', 2)).toBe(1);
    expect(editDistance('scorpoi', 'scorpio', 2)).toBe(1);
    expect(editDistance('horoscope', 'horoscope', 2)).toBe(0);
    expect(editDistance('moon', 'sagittarius', 2)).toBe(3);
  });

  it('picks the nearest word within one edit for short words and two for longer ones, the commoner on a tie', () => {
    const candidates = [
      { word: 'celtic', docs: 8 },
      { word: 'cultic', docs: 1 },
      { word: 'tarot', docs: 400 },
      { word: 'taro', docs: 1 },
      { word: 'leo', docs: 40 },
      { word: 'lee', docs: 2 },
    ];
    expect(nearestWord('celtc', candidates)).toBe('celtic');
    expect(nearestWord('tarrot', candidates)).toBe('tarot');
    expect(nearestWord('leoo', candidates)).toBe('leo');
    expect(nearestWord('xyzzy', candidates)).toBeUndefined();
    expect(nearestWord('tarot', candidates)).toBe('taro');
    expect(trigramsOf('celtc')).toEqual(['cel', 'elt', 'ltc']);
  });
});

describe('the results page address', () => {
  it('leaves out what is the default and encodes the term', () => {
    expect(searchHref({ q: 'celtic cross' })).toBe('/search?q=celtic%20cross');
    expect(searchHref({ q: 'a&b', category: 'tarot-cards', sort: 'title', page: 2 })).toBe('/search?q=a%26b&category=tarot-cards&sort=title&page=2');
    expect(searchHref({ q: 'x', sort: 'relevance', page: 1 })).toBe('/search?q=x');
    expect(searchHref()).toBe('/search');
  });
});
