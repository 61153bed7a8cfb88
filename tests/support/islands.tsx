import type { ReactNode } from 'react';
import type { IslandLoader } from '../../client/runtime/boot';
import { islandComponents } from '../../server/render/island-registry';
import type { IslandName } from '../../shared/islands';
import { IslandResolverContext, type IslandResolver } from '../../views/components/island';

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
export const loadIslandModule: IslandLoader = async (element) => require(`../../client/islands/${element.dataset.island}`);
