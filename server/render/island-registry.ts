import type { ComponentType } from 'react';
import type { IslandName } from '../../shared/islands';
import type { IslandResolver } from '../../views/components/island';
import type { BuildManifest } from '../build/build-client';
import { islandFiles } from '../build/island-files';

/** The island names, from the `*.island.tsx` files of client/'s feature folders. */
export function islandFileNames(): string[] {
  return [...islandFiles().keys()];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
let components: Map<string, ComponentType<any>> | undefined;

/**
 * Every island's component for server rendering, read from client/'s feature folders once. An island
 * whose `defineIsland` name differs from its file name stops the server: the name is the file's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
export function islandComponents(): Map<string, ComponentType<any>> {
  if (components) return components;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
  const found = new Map<string, ComponentType<any>>();
  for (const [name, file] of islandFiles()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the folders are the registry, read as they are
    const island = (require(file) as { default?: { name?: string; Component?: ComponentType<object> } }).default;
    if (!island?.Component) throw new Error(`${name}.island.tsx must export default defineIsland(...)`);
    if (island.name !== name) throw new Error(`${name}.island.tsx names itself "${island.name}": an island's name is its file name`);
    found.set(name, island.Component);
  }
  components = found;
  return found;
}

/** Resolves islands for the renderer: components from the folder, code URLs from the build manifest. */
export function islandResolver(manifest: BuildManifest): IslandResolver {
  const all = islandComponents();
  return {
    component(name: IslandName) {
      const component = all.get(name);
      if (!component) throw new Error(`No island "${name}" in client/`);
      return component;
    },
    src(name: IslandName) {
      const built = manifest.islands[name];
      if (!built) throw new Error(`Island "${name}" is not in the build manifest: run \`npm run build\`.`);
      return built.file;
    },
  };
}
