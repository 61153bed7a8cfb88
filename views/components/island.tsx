import { createContext, createElement, useContext, type ComponentType } from 'react';
import type { HydrateOn, IslandName, IslandProps } from '../../shared/islands';
import { FragmentCacheContext } from './cached';

/**
 * When an island's code is needed: with the page (`page`), when its hash route opens (`route`),
 * when it comes into view (`visible`) or when the visitor reaches it (`interaction`). A page
 * holding none that starts with the page fetches the boot module only when one of those comes.
 */
export type IslandLoad = 'page' | 'route' | 'visible' | 'interaction';

const LOAD_ORDER: IslandLoad[] = ['interaction', 'route', 'visible', 'page'];

/** Notes that the page holds the island `name`, needed at `load` or at an earlier place already noted. */
export function collectIsland(collector: Map<string, IslandLoad>, name: string, load: IslandLoad): void {
  const before = collector.get(name);
  collector.set(name, before && LOAD_ORDER.indexOf(before) > LOAD_ORDER.indexOf(load) ? before : load);
}

/** Collects the islands a request rendered, so the document loads only those: name -> when its code is needed (the earliest of its places). */
export const IslandCollectorContext = createContext<Map<string, IslandLoad> | null>(null);

/** How the page renderer resolves an island name: its component, and the URL of its code. */
export interface IslandResolver {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props, checked by IslandProps
  component(name: IslandName): ComponentType<any>;
  src(name: IslandName): string;
}

/**
 * Views never import client code: the renderer (which reads the client/<feature>/*.island.tsx files) provides the
 * components through this context, and `IslandProps` types what a view passes.
 */
export const IslandResolverContext = createContext<IslandResolver | null>(null);

interface IslandElementProps<N extends IslandName> {
  name: N;
  props: IslandProps[N];
  hydrate?: Exclude<HydrateOn, 'route'>;
  /**
   * Dialogs: the island's code is fetched and hydrated only when the URL fragment becomes one
   * of these routes. The server renders such a dialog closed, so nothing is lost meanwhile.
   */
  routes?: string[];
}

/**
 * The server side of an island. Renders the component inside a wrapper that carries its name,
 * the URL of its code, when to hydrate, and its props as JSON (escaped by React like any
 * attribute value).
 */
export function Island<N extends IslandName>({ name, props, hydrate = 'idle', routes }: IslandElementProps<N>) {
  const collector = useContext(IslandCollectorContext);
  const resolver = useContext(IslandResolverContext);
  if (!resolver) throw new Error(`<Island name="${name}"> needs the page renderer's IslandResolverContext.`);
  const withPage = routes === undefined;
  // Code is fetched with the page unless the island waits for its route or for the visitor.
  if (collector) collectIsland(collector, name, !withPage ? 'route' : hydrate === 'interaction' || hydrate === 'boot' ? 'interaction' : hydrate === 'visible' ? 'visible' : 'page');
  const json = JSON.stringify(props);
  const wrapper = {
    'data-island': name,
    'data-src': resolver.src(name),
    'data-hydrate': withPage ? hydrate : 'route',
    'data-routes': withPage ? undefined : routes.join(' '),
    'data-props': json,
  };
  // The component is looked up by name (views cannot import islands), not created here.
  const render = () => createElement(resolver.component(name), props);
  // What an island renders depends on its props alone (the browser renders it again from them), so the page renderer keeps it.
  const cache = useContext(FragmentCacheContext);
  if (cache) return <div {...wrapper} dangerouslySetInnerHTML={{ __html: cache.place(`island\n${name}\n${json}`, render) }} />;
  return <div {...wrapper}>{render()}</div>;
}
