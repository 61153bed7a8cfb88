import fs from 'node:fs';
import path from 'node:path';

/** The folders of the project's code (the top level of the design: server, client, shared, views, tests). */
const ROOTS = ['server', 'client', 'shared', 'views', 'tests'];
/** Written content and drawn art are data, long by nature; code is not. */
const DATA = [/^server\/content\//, /^views\/ui\/art\//];
const CODE = /\.(ts|tsx|mjs|cjs|css)$/;
const MAX_LINES = 400;

function codeFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(file);
    return CODE.test(entry.name) && !DATA.some((data) => data.test(file)) ? [file] : [];
  });
}

it(`keeps every code file under ${MAX_LINES} lines (content data and SVG art aside)`, () => {
  const files = ROOTS.flatMap(codeFiles);
  expect(files.length).toBeGreaterThan(300);
  const long = files.map((file) => ({ file, lines: fs.readFileSync(file, 'utf8').split('\n').length })).filter(({ lines }) => lines > MAX_LINES);
  expect(long).toEqual([]);
});
