import fs from 'node:fs';
import path from 'node:path';
import type { BuildManifest } from '../build/build-client';
import type { DocumentAssets } from '../../views/layouts/document';

export function readManifest(root = process.cwd()): BuildManifest {
  const file = path.join(root, 'public', 'build', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error('public/build/manifest.json is missing: run `npm run build` first (npm start does it for you).');
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
}

/**
 * The files a page needs: nothing but the stylesheet when it holds no island; otherwise the
 * boot module, plus each island's chunk and the chunks those import, to preload in parallel.
 */
export function assetsFor(manifest: BuildManifest, islands: Iterable<string>): DocumentAssets {
  const names = [...islands];
  if (names.length === 0) return { css: manifest.css, bootScript: null, preload: [] };
  const preload = new Set<string>(manifest.boot.imports);
  for (const name of names) {
    const island = manifest.islands[name];
    if (!island) throw new Error(`Island "${name}" is not in the build manifest: run \`npm run build\`.`);
    preload.add(island.file);
    for (const file of island.imports) preload.add(file);
  }
  return { css: manifest.css, bootScript: manifest.boot.file, preload: [...preload] };
}
