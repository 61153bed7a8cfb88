import type autocannon from 'autocannon';
import { log, positiveIntFromEnv } from './bench-basics';

/**
 * Issue #29's ratios, measured in rounds. A 2-core machine shared with others drifts by tens of
 * per cent over the minutes the main table takes, so a page measured five minutes after the static
 * file can read 0.37x in one run and 0.5x in the next. Here each round loads the static file and
 * then each page for a few seconds, and a page's ratio in that round is its rate over the static
 * file's in the same round: the table gives the median of the rounds and their range.
 */

export interface RatioTarget {
  label: string;
  url: string;
  headers: Record<string, string>;
}

export interface RatioRow {
  label: string;
  ratios: number[];
}

const ROUNDS = positiveIntFromEnv('BENCH_RATIO_ROUNDS', 5);
const ROUND_SECONDS = positiveIntFromEnv('BENCH_RATIO_SECONDS', 2);

/** How long the rounds take for `targets` pages, for the bench's watchdog. */
export const ratioRoundsMs = (targets: number): number => ROUNDS * (targets + 1) * (ROUND_SECONDS * 1000 + 1000);

type Load = (url: string, seconds: number, headers: Record<string, string>) => Promise<autocannon.Result>;

/** Rounds of the static file, then each target: every target's rate over the static file's, one per round. */
export async function ratioRounds(staticFile: RatioTarget, targets: RatioTarget[], load: Load): Promise<RatioRow[]> {
  log(`ratios: ${ROUNDS} rounds of the static file and ${targets.length} pages, ${ROUND_SECONDS} s each`);
  const rows = targets.map((target) => ({ label: target.label, ratios: [] as number[] }));
  for (let round = 0; round < ROUNDS; round++) {
    const base = (await load(staticFile.url, ROUND_SECONDS, staticFile.headers)).requests.average;
    for (const [index, target] of targets.entries()) {
      const rate = (await load(target.url, ROUND_SECONDS, target.headers)).requests.average;
      rows[index]!.ratios.push(rate / base);
    }
  }
  return rows;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function ratioTable(rows: RatioRow[]): string {
  const lines = [`| page, ${ROUNDS} rounds of ${ROUND_SECONDS} s beside the static file | median x static | lowest | highest |`, '|:--|--:|--:|--:|'];
  for (const row of rows) {
    lines.push(`| \`${row.label}\` | ${median(row.ratios).toFixed(2)} | ${Math.min(...row.ratios).toFixed(2)} | ${Math.max(...row.ratios).toFixed(2)} |`);
  }
  return lines.join('\n');
}
