import fs from 'node:fs';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { islandFiles } from './island-files';

/**
 * Bundles the browser code into public/build: the boot module, one chunk per island, React in
 * a chunk they all share, and the site stylesheet, each with a content hash in its name.
 * Writes manifest.json, which the server reads to emit exactly the files a page needs.
 */
const root = process.cwd();
const outdir = path.join(root, 'public', 'build');

export interface BuildManifest {
  boot: { file: string; imports: string[] };
  islands: Record<string, { file: string; imports: string[] }>;
  css: string;
}

/** Every `client/<feature>/<name>.island.tsx` is an island, named by its file: the build's entries are the registry. */
function islandEntries(): Record<string, string> {
  return Object.fromEntries([...islandFiles()].map(([name, file]) => [`island-${name}`, file]));
}

/** The files an output needs before it runs: its static imports, recursively. */
function staticImports(metafile: Metafile, output: string, seen = new Set<string>()): string[] {
  for (const imported of metafile.outputs[output]?.imports ?? []) {
    if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
    seen.add(imported.path);
    staticImports(metafile, imported.path, seen);
  }
  return [...seen];
}

const toUrl = (output: string) => `/${path.relative(path.join(root, 'public'), path.join(root, output)).split(path.sep).join('/')}`;

/** The browser's `zod` is client/lib/zod-without-eval.ts (zod, with no parser compiled by eval), but for that file itself. */
const ZOD_WITHOUT_EVAL = path.join(root, 'client', 'lib', 'zod-without-eval.ts');
const zodWithoutEval: Plugin = {
  name: 'zod-without-eval',
  setup(build) {
    build.onResolve({ filter: /^zod$/ }, (args) => (args.importer === ZOD_WITHOUT_EVAL ? undefined : { path: ZOD_WITHOUT_EVAL }));
  },
};

export async function buildClient(): Promise<BuildManifest> {
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      boot: path.join(root, 'client', 'runtime', 'boot.ts'),
      ...islandEntries(),
      site: path.join(root, 'client', 'styles', 'site.css'),
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    jsx: 'automatic',
    minify: true,
    sourcemap: false,
    metafile: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: 'asset-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [zodWithoutEval],
  });

  const manifest: BuildManifest = { boot: { file: '', imports: [] }, islands: {}, css: '' };
  for (const [output, info] of Object.entries(result.metafile.outputs)) {
    if (!info.entryPoint) continue;
    const entry = path.relative(root, path.join(root, info.entryPoint)).split(path.sep).join('/');
    if (output.endsWith('.css')) {
      manifest.css = toUrl(output);
      continue;
    }
    const described = { file: toUrl(output), imports: staticImports(result.metafile, output).map(toUrl) };
    if (entry === 'client/runtime/boot.ts') manifest.boot = described;
    else if (entry.endsWith('.island.tsx')) manifest.islands[path.basename(entry, '.island.tsx')] = described;
  }
  fs.writeFileSync(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (require.main === module) {
  buildClient()
    .then((manifest) => {
      console.log(`Built client: boot + ${Object.keys(manifest.islands).length} island(s) into public/build`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
