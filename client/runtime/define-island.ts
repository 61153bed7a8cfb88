import type { ComponentType } from 'react';
import type { IslandName, IslandProps } from '../../shared/islands';

/** An island: a component rendered on the server and hydrated in the browser. */
export interface IslandDefinition<N extends IslandName = IslandName> {
  /** Its file name, client/<feature>/<name>.island.tsx (checked when the server loads the islands). */
  name: N;
  Component: ComponentType<IslandProps[N]>;
}

/** The default export of every client/<feature>/*.island.tsx file: the file is the island, its name the file name. */
export function defineIsland<N extends IslandName>(name: N, Component: ComponentType<IslandProps[N]>): IslandDefinition<N> {
  return { name, Component };
}
