import { gunzipSync } from 'node:zlib';
import { compressAhead, gzipPieces } from '../../server/render/gzip-pieces';

/** Text that compresses like a page: repeated markup with some variety. */
const markup = (n: number, word: string) => Array.from({ length: n }, (_, index) => `<li><a href="/${word}/${index}">${word} ${index} ’</a></li>`).join('');

describe('a page in gzip with pieces deflated ahead', () => {
  it('is the same document, whatever mix of pieces made it', () => {
    const header = compressAhead(Buffer.from(markup(400, 'menu')));
    const headerEnd = compressAhead(Buffer.from(markup(50, 'account')));
    const path = Buffer.from('/tarot/cards/the-fool');
    const cases: Buffer[][] = [
      [Buffer.from('<!DOCTYPE html><head>'), header, path, headerEnd, Buffer.from(markup(300, 'main'))],
      // Ahead pieces first, last, side by side, and a page with none.
      [header, headerEnd],
      [header, path, header, path, header],
      [Buffer.from(markup(500, 'plain'))],
      [Buffer.from('tiny'), header, Buffer.from('')],
      [Buffer.alloc(0)],
    ];
    for (const chunks of cases) {
      expect(gunzipSync(gzipPieces(chunks)).equals(Buffer.concat(chunks))).toBe(true);
    }
  });

  it('reuses the ahead pieces: a page is much smaller than its text, and costs only its own part', () => {
    const header = compressAhead(Buffer.from(markup(400, 'menu')));
    const own = Buffer.from('<main>Today</main>');
    const page = gzipPieces([header, own]);
    expect(page.length).toBeLessThan((header.length + own.length) / 4);
    // The header's deflated bytes stand in the page as they are.
    const alone = gzipPieces([header]);
    expect(page.subarray(10, alone.length - 8 - 2)).toEqual(alone.subarray(10, alone.length - 8 - 2));
  });
});
