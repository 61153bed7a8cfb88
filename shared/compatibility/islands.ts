import type { KnownUser } from '../accounts/user.contract';
import type { ChooserType } from './chooser';

/** The props of the compatibility feature's islands (client/compatibility/*.island.tsx), merged into `IslandProps` (shared/islands.ts). */
declare module '../islands' {
  interface IslandProps {
    /**
     * The compatibility chooser (spec 2 §2 Widgets, §3, §4): two selects, `path` and `hash`, and
     * a button enabled only when both are set, which goes to `base` + path + `#!` + hash (a
     * visitor logs in first). Without JavaScript a GET form to `base`, which the server answers
     * with a redirect to the pair's page. `reveal` on a sign's page (`path` its sign): the island
     * opens and shows the entry the address's `#!{hash}` names, and sets the second select to it.
     */
    'compatibility-chooser': {
      id: string;
      type: ChooserType;
      slant: string;
      base: string;
      signs: { slug: string; name: string }[];
      labels: { path: string; hash: string };
      buttonText: string;
      path?: string;
      hash?: string;
      reveal?: boolean;
      status: KnownUser;
    };
  }
}

export {};
