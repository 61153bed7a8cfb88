import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { bootIslands, type IslandLoader } from '../../client/runtime/boot';
import { islandFiles } from '../../server/build/island-files';
import { islandComponents } from '../../server/render/island-registry';
import type { IslandName } from '../../shared/islands';
import { IslandCollectorContext, IslandResolverContext, type IslandLoad, type IslandResolver } from '../../views/components/island';

/** Islands for tests that render views without a build: components from the folder, `data-src` is the name. */
const resolver: IslandResolver = {
  component: (name: IslandName) => islandComponents().get(name)!,
  src: (name: IslandName) => name,
};

export function TestIslands({ children }: { children: ReactNode }) {
  return <IslandResolverContext.Provider value={resolver}>{children}</IslandResolverContext.Provider>;
}

/** Loads an island's module by its name, as the browser would fetch its chunk. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the island files directly
export const loadIslandModule: IslandLoader = async (element) => require(islandFiles().get(element.dataset.island ?? '') ?? `no island ${element.dataset.island}`);

/**
 * As a visitor gets it: the markup rendered on the server into the document, then every island
 * in it hydrated. Returns the islands the page held (name, and whether it hydrates at once).
 * For jsdom tests.
 */
export async function serveAndHydrate(page: ReactNode): Promise<Map<string, IslandLoad>> {
  const islands = new Map<string, IslandLoad>();
  document.body.innerHTML = renderToString(
    <TestIslands>
      <IslandCollectorContext.Provider value={islands}>{page}</IslandCollectorContext.Provider>
    </TestIslands>,
  );
  await act(async () => {
    await Promise.all(bootIslands(document, loadIslandModule));
  });
  return islands;
}
