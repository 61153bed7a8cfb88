import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Contract } from '../../shared/api/contract';

const SHARED = path.join(__dirname, '../../shared');

/** Every contract exported from the matching modules of a folder of shared/, with the file it came from. */
function contractsIn(folder: string, files: RegExp = /\.ts$/): { file: string; contract: Contract }[] {
  const dir = path.join(SHARED, folder);
  return fs
    .readdirSync(dir)
    .filter((file) => files.test(file))
    .flatMap((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(path.join(dir, file)) as Record<string, unknown>;
      return Object.values(module)
        .filter((value): value is Contract => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value)
        .map((contract) => ({ file: `${folder}/${file}`, contract }));
    });
}

/** The features' folders of shared/ (not the API machinery, the platform's contracts, decisions or forms). */
const FEATURES = fs
  .readdirSync(SHARED, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['api', 'platform-api', 'decisions', 'forms'].includes(entry.name))
  .map((entry) => entry.name);

const browser = FEATURES.flatMap((feature) => contractsIn(feature, /\.contract\.ts$/));
const platform = contractsIn('platform-api');

/** A part of a contract as JSON Schema (what it accepts), to compare shapes; messages and checks in code are not part of it. */
const shapeOf = (schema: z.ZodType | undefined) => (schema ? JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })) : '');

describe('contracts', () => {
  it('browser-facing and platform-only contracts are kept apart, and each has a name of its own', () => {
    const names = [...browser, ...platform].map(({ contract }) => contract.name);
    expect(new Set(names).size).toBe(names.length);
    expect(browser.length).toBeGreaterThan(40);
    expect(platform.length).toBeGreaterThan(20);
    for (const { contract } of platform) expect(contract.name).toMatch(/^platform\./);
    for (const { contract } of browser) expect(contract.name).not.toMatch(/^platform\./);
  });

  it('no two contracts on one side answer the same method and path', () => {
    for (const side of [browser, platform]) {
      const routes = side.map(({ contract }) => `${contract.method} ${contract.path}`);
      const unique = new Set(side.map(({ contract }) => contract));
      expect(new Set(routes).size).toBe(unique.size);
    }
  });

  it('a path both sides call has a platform-only contract only where the shapes differ (else the one contract is shared)', () => {
    for (const { contract: mine, file } of platform) {
      const theirs = browser.find(({ contract }) => contract.method === mine.method && contract.path === mine.path)?.contract;
      if (!theirs) continue;
      const parts = (['params', 'query', 'body', 'response'] as const).filter((part) => shapeOf(mine[part]) !== shapeOf(theirs[part]));
      expect({ file, contract: mine.name, differs: parts.length > 0 }).toEqual({ file, contract: mine.name, differs: true });
    }
  });
});
