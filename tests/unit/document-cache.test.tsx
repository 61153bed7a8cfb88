import { gunzipSync } from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { documentAround, type DocumentInput } from '../../server/render/document-cache';
import { gzipPieces } from '../../server/render/gzip-pieces';
import { Document } from '../../views/layouts/document';

const input = (title: string, theme?: 'light' | 'dark'): DocumentInput => ({
  head: {
    title,
    description: 'What the page is about, with “quotes” & an ampersand.',
    canonicalUrl: 'https://starlit.example/tarot/cards/the-fool',
    ogType: 'article',
    jsonLd: { '@context': 'https://schema.org', '@type': 'Article', headline: title },
  },
  siteName: 'Starlit',
  assets: { css: '/build/site.css', bootScript: null, bootOnDemand: '/build/boot.js', preload: [] },
  theme,
});

describe('the document around a page body (document cache)', () => {
  it('writes the same document as rendering it around the body', () => {
    const body = '<main><h1>The Fool</h1></main>';
    const { before, after } = documentAround(input('The Fool'));
    const direct = `<!DOCTYPE html>${renderToStaticMarkup(<Document {...input('The Fool')} bodyHtml={body} />)}`;
    expect(Buffer.concat([before, Buffer.from(body), after]).toString()).toBe(direct);
    // Its head goes out deflated ahead; the page around it still reads whole.
    expect(gunzipSync(gzipPieces([before, Buffer.from(body), after])).toString()).toBe(direct);
  });

  it('renders a head once, and another head or theme apart', () => {
    const first = documentAround(input('The Magician'));
    expect(documentAround(input('The Magician')).before).toBe(first.before);
    const other = documentAround(input('The High Priestess'));
    expect(other.before).not.toBe(first.before);
    expect(other.before.toString()).toContain('<title>The High Priestess | Starlit</title>');
    const dark = documentAround(input('The Magician', 'dark'));
    expect(dark.before.toString()).toContain('data-theme="dark"');
    expect(first.before.toString()).not.toContain('data-theme');
  });
});
