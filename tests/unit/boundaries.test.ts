import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * The lint keeps the layers apart. Each probe is a one-line import placed (in name only) in a
 * folder; ESLint runs once, in its own Node process (its config is an ES module), for all of
 * them and reports which probes broke a boundary.
 */
interface Probe {
  file: string;
  from: string;
  /** Named imports; without them the probe imports the whole module. */
  names?: string[];
  allowed: boolean;
}

/** The platform's service folders, as they are on disk. */
const SERVICES = fs
  .readdirSync('server/platform', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const PROBES: Probe[] = [
  { file: 'server/routes/pages/probe.page.ts', from: '../../platform/member/members.data', allowed: false },
  { file: 'server/db/probe.ts', from: '../platform/mail/mail.seed', allowed: false },
  { file: 'server/actions/probe.action.ts', from: '../routes/api/account-api', allowed: false },
  { file: 'server/routes/pages/probe.page.ts', from: '../api/account-api', allowed: false },
  { file: 'server/platform/sms/probe.ts', from: '../member/members.data', allowed: false },
  { file: 'server/platform/support/probe.ts', from: '../mail/mail-templates', allowed: false },
  // The same rules hold for .tsx files (the mail service's emails are React components), which may use react-dom/server.
  { file: 'server/platform/support/probe.tsx', from: '../mail/store-emails', allowed: false },
  { file: 'server/platform/mail/probe.tsx', from: '../../routes/api/account-api', allowed: false },
  { file: 'server/platform/mail/probe.tsx', from: 'react-dom/server', allowed: true },
  { file: 'server/platform/sms/probe.ts', from: '../ports', allowed: true },
  { file: 'server/platform/member/probe.ts', from: '../../routes/api/account-api', allowed: false },
  { file: 'client/islands/probe.tsx', from: '../../views/pages/home-page', allowed: false },
  { file: 'views/pages/probe.tsx', from: '../../client/islands/login-dialog', allowed: false },
  { file: 'client/islands/probe.tsx', from: '../../ui/form-field', allowed: true },
  { file: 'views/pages/probe.tsx', from: '../../ui/form-field', allowed: true },
  { file: 'client/islands/probe.tsx', from: '../../shared/platform-api/member.platform', allowed: false },
  { file: 'client/islands/probe.tsx', from: '../../shared/api/user.contract', allowed: true },
  { file: 'shared/forms/probe.ts', from: 'react', allowed: false },
  { file: 'server/index.ts', from: './platform/platform', allowed: true },
  { file: 'server/platform/product/probe.ts', from: '../../http/contract-route', allowed: false },
  { file: 'server/platform/product/probe.ts', from: '../../http/mount-contract', allowed: true },
  { file: 'server/platform/commerce/probe.ts', from: '../../http/request-context', allowed: false },
  // Every service folder under server/platform is kept out of every other (a new service cannot be forgotten by the lint).
  ...SERVICES.map((service, index) => ({ file: `server/platform/${service}/probe.ts`, from: `../${SERVICES[(index + 1) % SERVICES.length]}/probe-target`, allowed: false })),
  // An island calls through the contracts, not the raw request helper.
  { file: 'client/islands/probe.tsx', from: '../lib/api-client', names: ['apiRequest'], allowed: false },
];

/** What a probe file says: it imports the whole module, or (`names`) some of its exports. */
const sourceOf = (probe: Probe) =>
  probe.names ? `import { ${probe.names.join(', ')} } from '${probe.from}';\nexport default [${probe.names.join(', ')}];\n` : `import * as probe from '${probe.from}';\nexport default probe;\n`;

const RUNNER = `
import { ESLint } from 'eslint';
const probes = JSON.parse(process.argv[1]);
const eslint = new ESLint({ overrideConfigFile: '.eslint.config.mjs' });
const out = [];
for (const probe of probes) {
  const [result] = await eslint.lintText(probe.source, { filePath: probe.file });
  out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length === 0);
}
console.log(JSON.stringify(out));
`;

it('the lint refuses imports across the boundaries and allows the ones the layers need', () => {
  const probes = PROBES.map((probe) => ({ file: probe.file, source: sourceOf(probe) }));
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', RUNNER, JSON.stringify(probes)], { encoding: 'utf8' });
  const allowed = JSON.parse(output) as boolean[];
  expect(PROBES.map((probe, i) => ({ ...probe, allowed: allowed[i] }))).toEqual(PROBES);
});
