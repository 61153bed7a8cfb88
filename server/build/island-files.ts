import fs from 'node:fs';
import path from 'node:path';

/** The browser code's root: each feature's islands are `client/<feature>/<name>.island.tsx`. */
export const CLIENT_DIR = path.resolve(__dirname, '../../client');
const SUFFIX = '.island.tsx';

/**
 * Every island, by name, with its file: the files named `*.island.tsx` in a feature folder of
 * client/ are the registry (the build's entries and the server's components). Two islands with
 * one name stop the build: the name is the file's, so it must be unique across features.
 */
export function islandFiles(): Map<string, string> {
  const found = new Map<string, string>();
  for (const folder of fs.readdirSync(CLIENT_DIR, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(CLIENT_DIR, folder.name)).sort()) {
      if (!file.endsWith(SUFFIX)) continue;
      const name = file.slice(0, -SUFFIX.length);
      const where = path.join(CLIENT_DIR, folder.name, file);
      const before = found.get(name);
      if (before) throw new Error(`Two islands are named "${name}": ${path.relative(CLIENT_DIR, before)} and ${path.relative(CLIENT_DIR, where)}`);
      found.set(name, where);
    }
  }
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)));
}
