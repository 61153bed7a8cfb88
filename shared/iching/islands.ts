/** The props of the I Ching feature's islands (client/iching/*.island.tsx), merged into `IslandProps` (shared/islands.ts). */
declare module '../islands' {
  interface IslandProps {
    /**
     * The free I Ching reading's cast: a question and a button. Without JavaScript a form posting
     * to `action`, where the server casts all six lines at once; hydrated, it asks the server for a
     * cast (POST /api/i-ching/cast) and shows the six throws one by one, the coins and the line
     * each makes, before linking to the reading (`resultPath` with `{lines}` filled in).
     */
    'iching-cast': { action: string; resultPath: string; questionMax: number };
  }
}

export {};
