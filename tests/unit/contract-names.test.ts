import fs from 'node:fs';
import path from 'node:path';
import type { Contract } from '../../shared/api/contract';

/** Every contract exported from a folder of contract modules, with the file it came from. */
function contractsIn(folder: string): { file: string; contract: Contract }[] {
  const dir = path.join(__dirname, '../../shared', folder);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(path.join(dir, file)) as Record<string, unknown>;
      return Object.values(module)
        .filter((value): value is Contract => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value)
        .map((contract) => ({ file, contract }));
    });
}

const browser = contractsIn('api');
const platform = contractsIn('platform-api');

describe('contracts', () => {
  it('browser-facing and platform-only contracts are kept apart, and each has a name of its own', () => {
    const names = [...browser, ...platform].map(({ contract }) => contract.name);
    expect(new Set(names).size).toBe(names.length);
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
});
