import http from 'node:http';
import { assertLoopback, FETCH_TIMEOUT_MS, log } from './bench-basics';
import { summarise, type PrefixRow } from './engine-timings';

/**
 * Sequential prefix lookups, each timed on its own: what one person typing would wait. The first
 * pass meets every prefix for the first time (nothing cached); later passes repeat them, as the
 * many people who type the same popular names do.
 */
export async function prefixLatency(target: string, endpoint: string, headers: Record<string, string>, prefixes: readonly string[], rounds: number): Promise<PrefixRow[]> {
  assertLoopback(endpoint);
  // Plain node:http on one kept-alive socket: the lightest client, so its own pauses stay out of the figures.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ask = (prefix: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const request = http.get(`${endpoint}?prefix=${encodeURIComponent(prefix)}`, { agent, headers, timeout: FETCH_TIMEOUT_MS }, (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${target} answered ${response.statusCode} for "${prefix}"`)),
        );
      });
      request.on('timeout', () => request.destroy(new Error(`${target} did not answer "${prefix}" in time`)));
      request.on('error', reject);
    });
  log(`${target}: ${prefixes.length} distinct prefixes, then ${rounds} repeat rounds, one request at a time`);
  await ask('zzzz'); // opens the connection and makes sure the city index is built
  const cold: number[] = [];
  for (const prefix of prefixes) cold.push(await ask(prefix));
  const warm: number[] = [];
  for (let round = 0; round < rounds; round++) for (const prefix of prefixes) warm.push(await ask(prefix));
  agent.destroy();
  return [summarise(`${target}, first time`, cold), summarise(`${target}, repeated`, warm)];
}
