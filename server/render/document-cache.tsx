import { randomUUID } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { LruCache } from '../cache/lru-cache';
import { compressAhead } from './gzip-pieces';
import { Document, type DocumentAssets, type HeadTags } from '../../views/layouts/document';

/**
 * The document around a page's body (`<!DOCTYPE html>`, the head, the closing tags), rendered once
 * per head and kept as bytes: a path's title, description, links and JSON-LD are the same on every
 * render, for a visitor and a member alike, so a page that misses the page cache only looks its
 * document up. The part before the body is deflated ahead (./gzip-pieces.ts), which spares the
 * page a compressor's set-up as well as a render.
 */

/** Where the body goes: a comment no page can hold. */
const BODY_MARK = `<!--body ${randomUUID()}-->`;
/** A head is one to a few KB (twice that with its deflated copy); the pages members and misses meet most are far fewer. */
const MAX_DOCUMENTS = 1000;

export interface DocumentInput {
  head: HeadTags;
  siteName: string;
  assets: DocumentAssets;
  theme: 'light' | 'dark' | undefined;
}

interface RenderedDocument {
  before: Buffer;
  after: Buffer;
}

const documents = new LruCache<RenderedDocument>(MAX_DOCUMENTS);

/** The bytes before and after the body of a document with this head, theme and assets. */
export function documentAround(input: DocumentInput): RenderedDocument {
  const key = JSON.stringify([input.siteName, input.theme ?? '', input.assets, input.head]);
  let document = documents.get(key);
  if (!document) {
    const html = renderToStaticMarkup(<Document {...input} bodyHtml={BODY_MARK} />);
    const at = html.indexOf(BODY_MARK);
    document = { before: compressAhead(Buffer.from(`<!DOCTYPE html>${html.slice(0, at)}`)), after: Buffer.from(html.slice(at + BODY_MARK.length)) };
    documents.set(key, document);
  }
  return document;
}
