import fs from 'node:fs';
import path from 'node:path';

/** The server's feature folders: server/features/<feature>/, each holding its pages, actions and API routes. */
export const FEATURES_DIR = path.resolve(__dirname, '../features');

/**
 * The files of every feature folder whose names end with `suffix` (such as `.api.ts`), sorted by
 * path so the order never depends on the file system. Subfolders of a feature are its own
 * helpers (the sky engine, the card rasteriser) and are not searched.
 */
export function featureFiles(suffixes: readonly string[], root = FEATURES_DIR): string[] {
  const found: string[] = [];
  for (const feature of fs.readdirSync(root, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(root, feature.name))) {
      if (suffixes.some((suffix) => file.endsWith(suffix))) found.push(path.join(root, feature.name, file));
    }
  }
  return found.sort();
}
