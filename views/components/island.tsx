import { createContext, useContext, type ComponentType } from 'react';

export type HydrateOn = 'load' | 'idle' | 'visible';

/** An island: a component that is rendered on the server and hydrated in the browser. */
export interface IslandDefinition<P> {
  /** Kebab-case name, equal to the file name in client/islands/ and the registry key. */
  name: string;
  Component: ComponentType<P>;
}

/** Collects the names of the islands a request rendered, so the document loads only those. */
export const IslandCollectorContext = createContext<Set<string> | null>(null);

interface IslandProps<P> {
  island: IslandDefinition<P>;
  props: P;
  hydrate?: HydrateOn;
}

/**
 * The server side of an island. Renders the component inside a wrapper that carries its name,
 * when to hydrate, and its props as JSON (escaped by React like any attribute value).
 */
export function Island<P extends object>({ island, props, hydrate = 'idle' }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  collector?.add(island.name);
  const { Component } = island;
  return (
    <div data-island={island.name} data-hydrate={hydrate} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
