import { createContext, useContext, type ComponentType } from 'react';

export type HydrateOn = 'load' | 'idle' | 'visible' | 'route';

/** An island: a component that is rendered on the server and hydrated in the browser. */
export interface IslandDefinition<P> {
  /** Kebab-case name, equal to the file name in client/islands/ and the registry key. */
  name: string;
  Component: ComponentType<P>;
}

/**
 * Collects the islands a request rendered, so the document loads only those: name -> whether
 * to fetch its code with the page (false for islands that wait for their hash route).
 */
export const IslandCollectorContext = createContext<Map<string, boolean> | null>(null);

interface IslandProps<P> {
  island: IslandDefinition<P>;
  props: P;
  hydrate?: Exclude<HydrateOn, 'route'>;
  /**
   * Dialogs: the island's code is fetched and hydrated only when the URL fragment becomes one
   * of these routes. The server renders such a dialog closed, so nothing is lost meanwhile.
   */
  routes?: string[];
}

/**
 * The server side of an island. Renders the component inside a wrapper that carries its name,
 * when to hydrate, and its props as JSON (escaped by React like any attribute value).
 */
export function Island<P extends object>({ island, props, hydrate = 'idle', routes }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  const withPage = routes === undefined;
  if (collector) collector.set(island.name, collector.get(island.name) === true || withPage);
  const { Component } = island;
  return (
    <div
      data-island={island.name}
      data-hydrate={withPage ? hydrate : 'route'}
      data-routes={withPage ? undefined : routes.join(' ')}
      data-props={JSON.stringify(props)}
    >
      <Component {...props} />
    </div>
  );
}
