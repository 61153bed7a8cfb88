import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function startServer(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
  });
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the server process', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlit-process-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses to start on bad configuration, naming every bad key', async () => {
    const child = startServer({ PORT: 'abc', DATABASE_URL: 'mysql://nope', SESSION_SECRET: 'short' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await expect(exitOf(child)).resolves.toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    for (const key of ['PORT', 'DATABASE_URL', 'SESSION_SECRET']) expect(stderr).toContain(`${key}:`);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('migrates, seeds, prints its URL, serves, and shuts down cleanly on SIGTERM', async () => {
    const child = startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}`,
      SESSION_SECRET: 'a'.repeat(40),
    });
    const exited = exitOf(child);
    const url = await new Promise<string>((resolve, reject) => {
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /is serving (http:\/\/localhost:\d+)/.exec(stdout);
        if (match) resolve(match[1]!);
      });
      child.once('exit', () => reject(new Error(`server exited early: ${stdout}`)));
    });
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    await expect(health.json()).resolves.toEqual({ status: 'ok', database: 'sqlite' });
    const lists = await fetch(`${url}/api/mail/email_list`);
    expect(lists.status).toBe(200);
    child.kill('SIGTERM');
    await expect(exited).resolves.toBe(0);
  });
});
