/**
 * Issue 9, "Tests": hostile inputs derived from every browser-facing /api contract in
 * shared/<feature>/ (wrong types, missing fields, huge, control-character and broken-Unicode strings,
 * out-of-range numbers, dot path segments), sent as a visitor and as a member. Any answer of
 * 500 or more fails, on every database.
 */
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { z } from 'zod';
import type { Contract } from '../../shared/api/contract';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const SHARED = path.join(__dirname, '../../shared');

/** The browser's contract files: every shared/<feature>/*.contract.ts (the platform's own are in shared/platform-api). */
const contractFiles = () =>
  fs
    .readdirSync(SHARED, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'platform-api')
    .flatMap((entry) => fs.readdirSync(path.join(SHARED, entry.name)).filter((name) => name.endsWith('.contract.ts')).map((name) => path.join(SHARED, entry.name, name)));

/** Every contract exported by a browser contract file. */
function browserContracts(): Contract[] {
  const found = new Map<string, Contract>();
  for (const file of contractFiles()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = require(file) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      const candidate = value as Partial<Contract> | null;
      if (candidate && typeof candidate === 'object' && typeof candidate.name === 'string' && typeof candidate.path === 'string' && typeof candidate.method === 'string' && candidate.response) {
        found.set(`${candidate.method} ${candidate.path}`, candidate as Contract);
      }
    }
  }
  return [...found.values()];
}

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; shape?: Record<string, z.ZodType>; options?: z.ZodType[]; entries?: Record<string, string>; values?: unknown[]; element?: z.ZodType };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under wrappers (optional, default, preprocess ...). */
function core(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return core(def.innerType);
  if (def.type === 'pipe') return core(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
  return schema;
}

/** The fields of an object schema, if it is one. */
function fieldsOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const inner = core(schema);
  return defOf(inner).type === 'object' ? (inner as unknown as { shape: Record<string, z.ZodType> }).shape : {};
}

/** A plausible value for a schema: the fuzzing starts from something close to valid. */
function sample(schema: z.ZodType, depth = 0): unknown {
  const inner = core(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
      return 'Ana';
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'array':
      return depth > 3 ? [] : [sample(def.element!, depth + 1)];
    case 'union':
      return sample(def.options![0]!, depth + 1);
    case 'object':
      return depth > 3 ? {} : Object.fromEntries(Object.entries(fieldsOf(inner)).map(([key, field]) => [key, sample(field, depth + 1)]));
    default:
      return 'x';
  }
}

const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : { next: deep(levels - 1) });

/** Hostile strings: controls, broken Unicode, huge, dot segments, numbers out of range. */
const HOSTILE_STRINGS = ['', '\u0000', 'Ana\u0007\u001b[31m', '\ud800', 'x\udc00', 'ab'.repeat(12_000), '..', '.', '<script>alert(1)</script>@x.com', '\u202e🌙'.repeat(50), '99999999999999999999999', '-1'];
/** Hostile JSON values of the wrong type or out of range. */
const HOSTILE_VALUES: unknown[] = [null, false, -1, 1.5, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1e308, [], ['a', 1, null], { $gt: '' }, deep(40), ...HOSTILE_STRINGS];
/** Path-parameter values, already encoded for the address. */
const HOSTILE_SEGMENTS = ['%2e%2e', '%2E', '..%2f..%2flocation', '%00', '%ED%A0%80', '%E0%A4%A', '99999999999999999999999', '2147483648', '-1', 'x'.repeat(3000), '%20'];

interface Probe {
  method: string;
  url: string;
  body?: unknown;
  raw?: string;
}

/** Every hostile request of one contract. */
function probes(contract: Contract, ids: Record<string, string>): Probe[] {
  const names = [...contract.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
  const pathWith = (overrides: Record<string, string> = {}) =>
    '/api' + contract.path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => overrides[name] ?? encodeURIComponent(ids[name] ?? 'US'));
  const queryFields = fieldsOf(contract.query);
  const baseQuery = Object.fromEntries(Object.keys(queryFields).map((key) => [key, String(sample(queryFields[key]!))]));
  const queryString = (overrides: Record<string, string | undefined> = {}, extra = '') => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...baseQuery, ...overrides })) if (value !== undefined) search.append(key, value);
    const text = search.toString() + extra;
    return text ? `?${text}` : '';
  };
  const method = contract.method;
  const list: Probe[] = [];

  const baseBody = contract.body ? sample(contract.body) : undefined;
  const plain: Probe = { method, url: pathWith() + queryString(), ...(contract.body ? { body: baseBody } : {}) };
  list.push(plain);

  for (const name of names) for (const segment of HOSTILE_SEGMENTS) list.push({ ...plain, url: pathWith({ [name]: segment }) + queryString() });

  for (const key of Object.keys(queryFields)) {
    list.push({ ...plain, url: pathWith() + queryString({ [key]: undefined }) });
    for (const value of HOSTILE_STRINGS.filter((text) => text.length < 5000)) list.push({ ...plain, url: pathWith() + queryString({ [key]: value }) });
    list.push({ ...plain, url: pathWith() + queryString({ [key]: undefined }, `&${key}[]=a&${key}[]=b&${key}[x][y]=z`) });
    list.push({ ...plain, url: pathWith() + queryString({ [key]: undefined }, `&${key}=%ED%A0%80&${key}=%00`) });
  }

  if (contract.body) {
    const fields = fieldsOf(contract.body);
    const withField = (key: string, value: unknown) => ({ ...(baseBody as Record<string, unknown>), [key]: value });
    for (const key of Object.keys(fields)) {
      const { [key]: _dropped, ...missing } = baseBody as Record<string, unknown>;
      list.push({ ...plain, body: missing });
      for (const value of HOSTILE_VALUES) list.push({ ...plain, body: withField(key, value) });
      for (const [inner, innerSchema] of Object.entries(fieldsOf(fields[key]))) {
        const nested = sample(fields[key]!) as Record<string, unknown>;
        for (const value of [null, 2_147_483_648, '\u0000', '..', ['x'], 'x'.repeat(3000), sample(innerSchema)]) list.push({ ...plain, body: withField(key, { ...nested, [inner]: value }) });
      }
    }
    for (const body of [null, [], 'text', 42, deep(60)]) list.push({ ...plain, body });
    list.push({ ...plain, body: undefined, raw: '{"broken": ' });
    list.push({ ...plain, body: undefined, raw: '{"n": 1e400, "s": "\\ud800\\u0000"}' });
  }
  return list;
}

async function send(agent: request.Agent | ReturnType<typeof request>, probe: Probe) {
  const verb = probe.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let call = (agent as ReturnType<typeof request>)[verb](probe.url).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp());
  const text = probe.raw ?? (probe.body === undefined ? undefined : JSON.stringify(probe.body));
  if (text !== undefined) call = call.set('Content-Type', 'application/json').send(text);
  return call;
}

// Logging out last, so the member's session lasts through every other call.
const CONTRACTS = browserContracts().sort((a, b) => Number(a.name === 'user.logout') - Number(b.name === 'user.logout'));

describe.each(ENGINES)('every /api contract under hostile input on %s', (engine) => {
  let site: TestSite;
  let member: Awaited<ReturnType<typeof signedUpMember>>;
  let ids: Record<string, string>;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' });
    member = await signedUpMember(site);
    const own = (await member.agent.get('/api/user/profiles').expect(200)).body.profiles[0].profile_uuid as string;
    ids = { member_uuid: member.memberUuid, profile_uuid: own, list: 'dle', country: 'US', state: 'IL', id: '4250542', city: 'Springfield' };
  });
  afterAll(() => site.close());

  it('finds every browser contract of shared/', () => {
    expect(CONTRACTS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CONTRACTS.map((contract) => [contract.name, contract] as const))('%s answers every hostile request below 500', async (_name, contract) => {
    const all = probes(contract, ids);
    const failures: string[] = [];
    // A visitor stops at the login check on member calls, so a sample of the probes is enough.
    const runs = [['member', member.agent, all], ['visitor', request(site.app), all.filter((_probe, index) => index % 5 === 0)]] as const;
    for (const [who, agent, chosen] of runs) {
      for (let start = 0; start < chosen.length; start += 16) {
        const batch = chosen.slice(start, start + 16);
        const replies = await Promise.all(batch.map((probe) => send(agent, probe)));
        replies.forEach((reply, index) => {
          if (reply.status >= 500) {
            const probe = batch[index]!;
            failures.push(`${who} ${probe.method} ${probe.url.slice(0, 120)} ${JSON.stringify(probe.body ?? probe.raw ?? '').slice(0, 160)} -> ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
          }
        });
      }
    }
    expect(failures).toEqual([]);
  });
});
