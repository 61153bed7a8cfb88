import fs from 'node:fs';
import path from 'node:path';
import type { BuildManifest } from '../build/build-client';
import type { IslandLoad } from '../../views/components/island';
import type { DocumentAssets } from '../../views/layouts/document';

export function readManifest(root = process.cwd()): BuildManifest {
  const file = path.join(root, 'public', 'build', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error('public/build/manifest.json is missing: run `npm run build` first (npm start does it for you).');
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
}

/**
 * The files a page needs: nothing but the stylesheet when it holds no island. When no island must
 * start with the page (each waits for the visitor, its route or to be seen), no script is fetched
 * either: a few lines inline (`bootOnDemand`) fetch the boot module when the first of those comes.
 * Otherwise the boot module, plus the chunks of the islands that start with the page (and what
 * they import), to preload in parallel. Dialog islands load later, when their route opens.
 */
export function assetsFor(manifest: BuildManifest, islands: Map<string, IslandLoad>): DocumentAssets {
  const none = { css: manifest.css, bootScript: null, bootOnDemand: null, preload: [] };
  if (islands.size === 0) return none;
  for (const name of islands.keys()) {
    if (!manifest.islands[name]) throw new Error(`Island "${name}" is not in the build manifest: run \`npm run build\`.`);
  }
  if ([...islands.values()].every((load) => load !== 'page')) return { ...none, bootOnDemand: manifest.boot.file };
  const preload = new Set<string>(manifest.boot.imports);
  for (const [name, load] of islands) {
    // Islands waiting for their route or for the visitor are fetched by boot when it comes.
    if (load !== 'page') continue;
    const island = manifest.islands[name]!;
    preload.add(island.file);
    for (const file of island.imports) preload.add(file);
  }
  return { css: manifest.css, bootScript: manifest.boot.file, bootOnDemand: null, preload: [...preload] };
}
