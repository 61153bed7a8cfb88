import { randomUUID } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import type { BuildManifest } from '../build/build-client';
import { LruCache } from '../cache/lru-cache';
import { identityOf, type FragmentCache } from '../../views/components/cached';
import { collectIsland, IslandCollectorContext, IslandResolverContext, type IslandLoad } from '../../views/components/island';
import { islandResolver } from './island-registry';

/**
 * The parts of pages that `<Cached>` marks (views/components/cached.tsx), rendered once per key
 * and kept as UTF-8 bytes. A page's render holds a mark where each goes; `splice` puts the bytes
 * there. Unlike the header (./header-cache.tsx) they are not deflated ahead: they are small and lie
 * between the page's own parts, and every piece deflated apart costs a compressor's set-up (about
 * as much as deflating 10 KB), so they are compressed with the markup around them.
 */

/** How every mark begins: a comment no page can hold. The header's mark, and each part's number, follow. */
const MARK = `<!--piece ${randomUUID()} `;
export const HEADER_MARK = `${MARK}header-->`;
/** Each key is a few hundred bytes to a few KB of markup; a deploy has tens of keys, a few per sign or deck. */
const MAX_FRAGMENTS = 2000;

interface Fragment {
  mark: string;
  bytes: Buffer;
  islands: [string, IslandLoad][];
}

const fragments = new LruCache<Fragment>(MAX_FRAGMENTS);
let made = 0;

/**
 * The fragment cache for one page's render: the islands of the parts it places are noted in
 * `collector`, and `pieces` learns which bytes each mark stands for.
 */
export function fragmentsFor(manifest: BuildManifest, collector: Map<string, IslandLoad>, pieces: Map<string, Buffer[]>): FragmentCache {
  const build = identityOf(manifest);
  return {
    place(key, render) {
      const fullKey = `${build}\n${key}`;
      let fragment = fragments.get(fullKey);
      if (!fragment) {
        const islands = new Map<string, IslandLoad>();
        const number = ++made;
        const html = renderToString(
          <IslandResolverContext.Provider value={islandResolver(manifest)}>
            <IslandCollectorContext.Provider value={islands}>{render()}</IslandCollectorContext.Provider>
          </IslandResolverContext.Provider>,
          // Rendered apart from the page, so its useId ids get a prefix no other part of the page has.
          { identifierPrefix: `p${number}-` },
        );
        fragment = { mark: `${MARK}${number}-->`, bytes: Buffer.from(html), islands: [...islands] };
        fragments.set(fullKey, fragment);
      }
      for (const [name, load] of fragment.islands) collectIsland(collector, name, load);
      pieces.set(fragment.mark, [fragment.bytes]);
      return fragment.mark;
    },
  };
}

/** `html` as UTF-8 chunks, each mark in it replaced by the bytes `pieces` has for it. */
export function splice(html: string, pieces: ReadonlyMap<string, Buffer[]>): Buffer[] {
  const chunks: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(MARK); at !== -1; at = html.indexOf(MARK, from)) {
    const end = html.indexOf('-->', at) + 3;
    const piece = pieces.get(html.slice(at, end));
    if (!piece) throw new Error('A page holds the mark of a part it did not place.');
    if (at > from) chunks.push(Buffer.from(html.slice(from, at)));
    chunks.push(...piece);
    from = end;
  }
  if (from < html.length) chunks.push(Buffer.from(html.slice(from)));
  return chunks;
}
