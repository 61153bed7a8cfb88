/**
 * When an island's code is fetched and hydrated. `route`: when the URL fragment becomes one of its
 * routes. `interaction`: when the pointer comes over it, a finger touches it or focus enters it;
 * its code is not fetched with the page, and its server markup (a plain form or link) works meanwhile.
 */
/**
 * When an island hydrates. `boot`: as soon as the boot module runs, for whatever reason, without
 * making the page fetch it (the visitor's account menu: it must follow a login made in any dialog).
 */
export type HydrateOn = 'load' | 'idle' | 'visible' | 'interaction' | 'route' | 'boot';

/**
 * The props of every island, by name: what views (which place islands) and islands (which
 * render them) share, so both sides agree on what an island receives. The name is the island's
 * file name, client/<feature>/<name>.island.tsx. Nothing is listed here: each feature declares
 * its islands' props in shared/<feature>/islands.ts, which TypeScript merges into this interface,
 * and `defineIsland` refuses an island whose name has no props.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's islands.ts
export interface IslandProps {}
export type IslandName = keyof IslandProps;

