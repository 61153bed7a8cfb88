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

/** The site's features, as they are on disk. */
const FEATURES = fs
  .readdirSync('server/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const PROBES: Probe[] = [
  { file: 'server/features/tarot/probe.page.ts', from: '../../platform/member/members.data', allowed: false },
  { file: 'server/db/probe.ts', from: '../platform/mail/mail.seed', allowed: false },
  { file: 'server/features/accounts/probe.action.ts', from: './account.api', allowed: false },
  { file: 'server/features/accounts/probe.page.ts', from: '../store/checkout.api', allowed: false },
  { file: 'server/platform/sms/probe.ts', from: '../member/members.data', allowed: false },
  { file: 'server/platform/support/probe.ts', from: '../mail/mail-templates', allowed: false },
  // The same rules hold for .tsx files (the mail service's emails are React components), which may use react-dom/server.
  { file: 'server/platform/support/probe.tsx', from: '../mail/store-emails', allowed: false },
  { file: 'server/platform/mail/probe.tsx', from: '../../features/accounts/account.api', allowed: false },
  { file: 'server/platform/mail/probe.tsx', from: 'react-dom/server', allowed: true },
  { file: 'server/platform/sms/probe.ts', from: '../ports', allowed: true },
  { file: 'server/platform/member/probe.ts', from: '../../features/accounts/login.action', allowed: false },
  { file: 'client/site/probe.tsx', from: '../../views/site/home-page', allowed: false },
  { file: 'views/accounts/probe.tsx', from: '../../client/accounts/login-dialog.island', allowed: false },
  // Markup both sides use lives in views/ui/: islands and views may import it; it imports no other view.
  { file: 'client/accounts/probe.tsx', from: '../../views/ui/form-field', allowed: true },
  { file: 'views/accounts/probe.tsx', from: '../ui/form-field', allowed: true },
  { file: 'views/ui/probe.tsx', from: '../components/card', allowed: false },
  { file: 'views/ui/probe.tsx', from: '../tarot/tarot-parts', allowed: false },
  { file: 'views/ui/probe.tsx', from: '../../shared/tarot/tarot', allowed: true },
  { file: 'client/accounts/probe.tsx', from: '../../shared/platform-api/member.platform', allowed: false },
  { file: 'client/accounts/probe.tsx', from: '../../shared/accounts/user.contract', allowed: true },
  { file: 'shared/accounts/probe.ts', from: 'react', allowed: false },
  { file: 'server/index.ts', from: './platform/platform', allowed: true },
  { file: 'server/daily-emails.ts', from: './platform/platform', allowed: true },
  { file: 'server/platform/product/probe.ts', from: '../../http/contract-route', allowed: false },
  { file: 'server/platform/product/probe.ts', from: '../../http/mount-contract', allowed: true },
  { file: 'server/platform/commerce/probe.ts', from: '../../http/request-context', allowed: false },
  // Every service folder under server/platform is kept out of every other (a new service cannot be forgotten by the lint).
  ...SERVICES.map((service, index) => ({ file: `server/platform/${service}/probe.ts`, from: `../${SERVICES[(index + 1) % SERVICES.length]}/probe-target`, allowed: false })),
  // A feature reaches another only through its index.ts, in every layer (a new feature cannot be forgotten either).
  ...FEATURES.flatMap((feature, index) => {
    const other = FEATURES[(index + 1) % FEATURES.length];
    return [
      { file: `server/features/${feature}/probe.ts`, from: `../${other}/probe-target`, allowed: false },
      { file: `server/features/${feature}/probe.ts`, from: `../${other}`, allowed: true },
      { file: `server/features/${feature}/probe.ts`, from: `../../../views/${other}/probe-target`, allowed: false },
      { file: `views/${feature}/probe.tsx`, from: `../${other}/probe-target`, allowed: false },
      { file: `views/${feature}/probe.tsx`, from: `../${other}`, allowed: true },
      { file: `client/${feature}/probe.tsx`, from: `../${other}/probe-target`, allowed: false },
      { file: `client/${feature}/probe.tsx`, from: `../${other}`, allowed: true },
      { file: `server/features/${feature}/probe.ts`, from: `../../../shared/${other}/probe-target`, allowed: true },
    ];
  }),
  // An island calls through the contracts, not the raw request helper.
  { file: 'client/tarot/probe.tsx', from: '../../client/lib/api-client', names: ['apiRequest'], allowed: false },
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

const CYCLE_RUNNER = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ overrideConfigFile: '.eslint.config.mjs', ignore: false });
const results = await eslint.lintFiles(JSON.parse(process.argv[1]));
console.log(JSON.stringify(results.flatMap((result) => result.messages.map((message) => message.ruleId))));
`;

it('the lint refuses an import cycle', () => {
  // Two files that import each other, in a folder the lint and the type check skip except here.
  const folder = `shared/cycle-probe-${process.pid}`;
  fs.mkdirSync(folder, { recursive: true });
  try {
    fs.writeFileSync(`${folder}/a.ts`, "import { b } from './b';\nexport const a = () => b;\n");
    fs.writeFileSync(`${folder}/b.ts`, "import { a } from './a';\nexport const b = () => a;\n");
    fs.writeFileSync(`${folder}/c.ts`, "import { a } from './a';\nexport const c = () => a;\n");
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', CYCLE_RUNNER, JSON.stringify([`${folder}/a.ts`, `${folder}/c.ts`])], { encoding: 'utf8' });
    // a is in a cycle and is refused; c only imports from one and is not.
    expect(JSON.parse(output)).toEqual(['import-x/no-cycle']);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
