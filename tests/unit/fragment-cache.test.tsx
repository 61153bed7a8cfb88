import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { readManifest } from '../../server/render/assets';
import { fragmentsFor, HEADER_MARK, splice } from '../../server/render/fragment-cache';
import { islandResolver } from '../../server/render/island-registry';
import { Cached, FragmentCacheContext } from '../../views/components/cached';
import { Island, IslandCollectorContext, IslandResolverContext, type IslandLoad } from '../../views/components/island';

const manifest = readManifest();

/** A page's body as render-page.tsx renders it, with the fragment cache or without one. */
function render(body: ReactNode, cached: boolean): { html: string; islands: Map<string, IslandLoad> } {
  const islands = new Map<string, IslandLoad>();
  const pieces = new Map<string, Buffer[]>();
  const html = renderToString(
    <IslandResolverContext.Provider value={islandResolver(manifest)}>
      <IslandCollectorContext.Provider value={islands}>
        {cached ? <FragmentCacheContext.Provider value={fragmentsFor(manifest, islands, pieces)}>{body}</FragmentCacheContext.Provider> : body}
      </IslandCollectorContext.Provider>
    </IslandResolverContext.Provider>,
  );
  return { html: cached ? Buffer.concat(splice(html, pieces)).toString() : html, islands };
}

/** React's generated ids differ with where a tree is rendered; the markup around them must not. */
const withoutIds = (html: string) => html.replace(/«[^»]*»/g, '«id»');

function Page({ title, renders }: { title: string; renders: string[] }) {
  return (
    <main>
      <h1>{title}</h1>
      <Cached as="ul" className="signs" cacheKey="test-signs\naries,taurus">
        {() => {
          renders.push('signs');
          return ['Aries', 'Taurus'].map((sign) => <li key={sign}>{sign} – “quoted” &amp; drawn</li>);
        }}
      </Cached>
      <p>Between the parts: {title}</p>
      <Island name="card-finder" props={{ deck: 'universal-waite', label: 'Find a card', id: 'test-finder' }} hydrate="interaction" />
      <Cached as="div" className="with-island" cacheKey={`test-finder-aside\n${title.length}`}>
        {() => <Island name="deck-finder" props={{ label: 'Find a deck', id: 'test-deck-finder' }} hydrate="visible" />}
      </Cached>
    </main>
  );
}

describe('parts of pages rendered once (fragment cache)', () => {
  it('makes the same page, with the same islands, as rendering every part', () => {
    const direct = render(<Page title="First" renders={[]} />, false);
    const cached = render(<Page title="First" renders={[]} />, true);
    expect(withoutIds(cached.html)).toBe(withoutIds(direct.html));
    expect(cached.islands).toEqual(direct.islands);
    expect(cached.html).toContain('<li>Aries<!-- --> – “quoted” &amp; drawn</li>');
  });

  it('renders a part once per key, and still notes its islands on every page that places it', () => {
    const renders: string[] = [];
    render(<Page title="Second" renders={renders} />, true);
    const again = render(<Page title="Second" renders={renders} />, true);
    expect(renders.filter((each) => each === 'signs').length).toBeLessThanOrEqual(1);
    expect(again.islands.get('deck-finder')).toBe('visible');
    expect(again.islands.get('card-finder')).toBe('interaction');
    // A part whose key differs is rendered for itself.
    const other = render(<Page title="A longer title" renders={renders} />, true);
    expect(other.html).toContain('data-island="deck-finder"');
  });

  it('splices each mark with its bytes, in order, and refuses a mark no part placed', () => {
    const header = [Buffer.from('<nav>menu</nav>'), Buffer.from('/path')];
    const chunks = splice(`<body><header>${HEADER_MARK}</header><main>é</main></body>`, new Map([[HEADER_MARK, header]]));
    expect(Buffer.concat(chunks).toString()).toBe('<body><header><nav>menu</nav>/path</header><main>é</main></body>');
    expect(chunks[1]).toBe(header[0]);
    expect(() => splice(HEADER_MARK.replace('header', '999'), new Map())).toThrow(/did not place/);
  });
});
