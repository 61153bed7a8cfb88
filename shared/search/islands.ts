/** The props of the search feature's islands (client/search/*.island.tsx), merged into `IslandProps` (shared/islands.ts). */
declare module '../islands' {
  interface IslandProps {
    /** The header's search box: the plain GET form, with autocomplete once the visitor reaches it. */
    'search-box': { id: string };
  }
}
export {};
