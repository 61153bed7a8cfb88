import type { ComponentType } from 'react';
import type { IslandDefinition } from '../../views/components/island';

export function defineIsland<P>(name: string, Component: ComponentType<P>): IslandDefinition<P> {
  return { name, Component };
}
