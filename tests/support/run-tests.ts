import { spawn } from 'node:child_process';
import { findChromium, launchBrowserServer, type ChromiumFound } from './browser';

/**
 * `npm test`: builds the browser bundles, then runs the typecheck, the lint and jest side by side
 * (jest waits on PostgreSQL and Chromium much of the time, so the static checks cost little
 * beside it). The static checks' output is kept and printed after jest's; the last line counts
 * each of them as one check beside jest's tests: "Tests: N passed, N failed".
 *
 * The browser specs need a Chromium (tests/support/browser.ts finds the system's or the one an
 * npm package carries). When none can start, the run says so loudly and leaves them out; under
 * CI=true that fails the run.
 */

interface Outcome {
  name: string;
  code: number;
  seconds: number;
  output: string;
}

function run(name: string, command: string, args: string[], options: { env?: NodeJS.ProcessEnv; stream?: boolean } = {}): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    // Kept, and (streamed) passed on as it comes.
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (options.stream) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (options.stream) process.stderr.write(chunk);
    });
    child.on('close', (code) => resolve({ name, code: code ?? 1, seconds: (Date.now() - started) / 1000, output }));
  });
}

/** A Chromium that starts, or why there is none. */
async function usableChromium(): Promise<ChromiumFound> {
  const found = await findChromium();
  if ('why' in found) return found;
  try {
    const server = await launchBrowserServer(found.path);
    await server.close();
    return found;
  } catch (error) {
    return { why: `${found.source} (${found.path}) did not start: ${(error as Error).message.split('\n')[0]}` };
  }
}

async function main(): Promise<void> {
  const build = await run('build', 'npm', ['run', '--silent', 'build'], { stream: true });
  if (build.code !== 0) process.exit(build.code);

  const jestArgs = process.argv.slice(2);
  const env: NodeJS.ProcessEnv = { ...process.env };
  let browserMissing = false;
  const chromium = await usableChromium();
  if (!('why' in chromium)) {
    env.CHROMIUM_PATH = chromium.path;
    process.stdout.write(`Browser specs run in ${chromium.source} (${chromium.path}).\n`);
  } else {
    browserMissing = true;
    const rule = '!'.repeat(100);
    process.stdout.write(`\n${rule}\n  The BROWSER SPECS ARE SKIPPED: no Chromium could start. ${chromium.why}.\n`);
    process.stdout.write('  Install one ("apt-get install chromium") or point CHROMIUM_PATH at one.\n');
    if (process.env.CI === 'true') process.stdout.write('  CI=true: this run FAILS without them.\n');
    process.stdout.write(`${rule}\n\n`);
    jestArgs.push('--selectProjects', 'unit', 'integration');
  }

  const [typecheck, lint, jest] = await Promise.all([
    run('Typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
    run('Lint', 'npx', ['eslint', '-c', '.eslint.config.mjs', '--max-warnings', '0', '.']),
    run('jest', 'npx', ['jest', ...jestArgs], { env, stream: true }),
  ]);

  const checks = [typecheck, lint];
  for (const check of checks) {
    process.stdout.write(`\n${check.name}: ${check.code === 0 ? 'passed' : 'FAILED'} in ${check.seconds.toFixed(0)} s\n`);
    if (check.code !== 0 || check.output.trim() !== '') process.stdout.write(check.output.trimEnd() + '\n');
  }
  // jest's counts: the summary reporter's closing line (tests/support/summary-reporter.cjs).
  const counted = /^Tests: (\d+) passed, (\d+) failed$/m.exec(jest.output);
  const passed = Number(counted?.[1] ?? 0) + checks.filter((check) => check.code === 0).length;
  const jestFailed = Number(counted?.[2] ?? 0);
  // A jest that failed without a failed test (a suite that could not run, a crash) counts as one failure.
  const failed = jestFailed + checks.filter((check) => check.code !== 0).length + (jest.code !== 0 && jestFailed === 0 ? 1 : 0);
  const ciWithoutBrowser = browserMissing && process.env.CI === 'true';
  if (ciWithoutBrowser) process.stdout.write('\nThe browser specs did not run (see above), which fails a CI run.\n');
  process.stdout.write(`\nJest took ${jest.seconds.toFixed(0)} s; the typecheck and the lint count as one check each.\n`);
  process.stdout.write(`Tests: ${passed} passed, ${failed + (ciWithoutBrowser ? 1 : 0)} failed\n`);
  process.exit(jest.code !== 0 || checks.some((check) => check.code !== 0) || ciWithoutBrowser ? 1 : 0);
}

void main();
