import http from 'node:http';
import { assertLoopback, FETCH_TIMEOUT_MS, log } from './bench-basics';
import { summarise, type PrefixRow } from './engine-timings';

/**
 * The site search's answer times (issue #27: under 20 ms at p99 through the site), one request at
 * a time as a person searching waits for them. The first pass meets each term once, so nothing is
 * cached (every answer is the database's: matching, ranking, facets, snippets, and for the typos
 * the correction); later passes repeat them, answered from the site's cache of recent answers.
 */

/** Terms people type: signs, cards, topics, phrases, plural and other word forms, and typos. */
const SEARCH_TERMS = [
  'scorpio', 'scorpios', 'leo', 'aries love', 'pisces compatibility', 'gemini and libra', 'capricorn monthly horoscope', 'virgo traits',
  'the fool', 'death card', 'three of cups', 'queen of swords reversed', 'the tower meaning', 'reversed meanings', 'celtic cross', 'yes or no',
  'tarot decks', 'woodland kin', 'major arcana', 'wands', 'mercury retrograde', 'rising sign', 'moon sign', 'birth chart', 'saturn return',
  'trine', 'full moon', 'life path number', 'master number 22', 'personal year', 'numerology 7', 'i ching', 'hexagram 1', 'the creative',
  'chinese zodiac', 'year of the dragon', 'horse 1990', 'love compatibility', 'friendship', 'karma coins', 'vip membership', 'cancel subscription',
  'refund', 'privacy', 'contact', 'dream journal', 'intuition', 'psychic reading', 'synastry', 'venus and mars',
  // Typos: corrected to the nearest word of the index.
  'celtc cross', 'tarrot', 'scorpoi', 'horoscpe', 'numerolgy', 'compatability', 'retrogade', 'hexagarm',
];
const ROUNDS = 3;

async function latency(target: string, endpoint: string): Promise<PrefixRow[]> {
  assertLoopback(endpoint);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ask = (term: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const request = http.get(`${endpoint}?q=${encodeURIComponent(term)}`, { agent, timeout: FETCH_TIMEOUT_MS }, (response) => {
        response.resume();
        response.on('end', () => (response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${target} answered ${response.statusCode} for "${term}"`))));
      });
      request.on('timeout', () => request.destroy(new Error(`${target} did not answer "${term}" in time`)));
      request.on('error', reject);
    });
  log(`${target}: ${SEARCH_TERMS.length} distinct terms, then ${ROUNDS} repeat rounds, one request at a time`);
  await ask('warm up'); // opens the connection
  const cold: number[] = [];
  for (const term of SEARCH_TERMS) cold.push(await ask(term));
  const warm: number[] = [];
  for (let round = 0; round < ROUNDS; round++) for (const term of SEARCH_TERMS) warm.push(await ask(term));
  agent.destroy();
  return [summarise(`${target}, first time`, cold), summarise(`${target}, repeated`, warm)];
}

/** The search and its autocomplete through the site, first time and repeated. */
export async function searchLatency(baseUrl: string): Promise<PrefixRow[]> {
  return [...(await latency('site `/api/search?q=`', `${baseUrl}/api/search`)), ...(await latency('site `/api/search/autocomplete?q=`', `${baseUrl}/api/search/autocomplete`))];
}

export function searchTable(rows: PrefixRow[]): string {
  const lines = ['| site search, one term at a time | requests | p50 ms | p99 ms | max ms |', '|:--|--:|--:|--:|--:|'];
  for (const row of rows) lines.push(`| ${row.target} | ${row.requests} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.max.toFixed(2)} |`);
  return lines.join('\n');
}
