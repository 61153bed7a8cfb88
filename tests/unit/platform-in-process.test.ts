import express, { Router } from 'express';
import pino from 'pino';
import { z } from 'zod';
import { defineContract, type Contract } from '../../shared/api/contract';
import { AppError } from '../../server/errors';
import { jsonErrorHandler } from '../../server/http/error-handler';
import { listen, type RunningServer } from '../../server/http/listen';
import { answerInProcess, contractsServedBy, mountContract, type RawContractInput } from '../../server/http/mount-contract';
import { createPlatformClient, type PlatformClient } from '../../server/http/platform-client';

/*
 * A platform in the same process is called without HTTP (server/http/platform-client.ts). Each
 * call below goes both ways, and the caller must not be able to tell them apart: the same answer,
 * or the same error with the same status, code, words and fields.
 */

const EchoContract = defineContract('test.echo', 'POST /echo/:id', {
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ tags: z.array(z.string()).optional(), q: z.string().optional() }),
  body: z.object({ name: z.string().min(1, 'Give a name.') }),
  response: z.object({ id: z.number(), tags: z.array(z.string()), q: z.string(), name: z.string(), at: z.string() }),
});
const MissingContract = defineContract('test.missing', 'GET /missing/:id', { params: z.object({ id: z.string() }), response: z.object({}) });
const BrokenContract = defineContract('test.broken', 'GET /broken', { response: z.object({}) });
const ReadsRequestContract = defineContract('test.reads_request', 'GET /reads-request', { response: z.object({ ip: z.string() }) });

const router = Router();
mountContract(router, EchoContract, ({ params, query, body }) => ({ id: params.id, tags: query.tags ?? [], q: query.q ?? '', name: body.name, at: new Date(0) as never }));
mountContract(router, MissingContract, ({ params }) => {
  throw new AppError('not_found', `Nothing is called ${params.id}.`);
});
mountContract(router, BrokenContract, () => {
  throw new Error('the store is down');
});
mountContract(router, ReadsRequestContract, ({ req }) => ({ ip: req.ip ?? '' }));

const logged: unknown[] = [];
const served = contractsServedBy(router);
const inProcess = {
  answer: (contract: Contract, input: RawContractInput) => {
    const handler = served.get(contract);
    return handler && answerInProcess(contract, handler, input, (error) => logged.push(error));
  },
};

let server: RunningServer;
let overHttp: PlatformClient;
let here: PlatformClient;

beforeAll(async () => {
  const app = express();
  app.set('query parser', 'extended');
  app.use(express.json({ limit: '100kb' }));
  app.use(router);
  app.use(jsonErrorHandler(pino({ level: 'silent' })));
  server = await listen(app, 0, '127.0.0.1');
  overHttp = createPlatformClient({ baseUrl: server.url, partnerId: 'test', partnerKey: 'test-key' });
  here = createPlatformClient({ baseUrl: server.url, partnerId: 'test', partnerKey: 'test-key', inProcess });
});
afterAll(() => server.close());

/** What a caller sees of a call: the answer, or the error's class, status, code, message and fields. */
async function outcome(client: PlatformClient, contract: Contract, input: unknown): Promise<unknown> {
  try {
    return { answer: await client.call(contract, input as never) };
  } catch (error) {
    const { name, status, upstreamStatus, code, message, fields } = error as AppError & { upstreamStatus?: number };
    return { error: { name, status, upstreamStatus, code, message, fields } };
  }
}

describe('a platform call in process', () => {
  it.each([
    ['an answer, with a list and spaces in the query and a date in the reply', EchoContract, { params: { id: 7 }, query: { tags: ['a b', 'c+d'], q: 'x & y' }, body: { name: 'Ada' } }, 'answer'],
    ['an empty list and an undefined value left out', EchoContract, { params: { id: '8' }, query: { tags: [], q: undefined }, body: { name: 'Ada' } }, 'answer'],
    ['a path parameter that fails its schema', EchoContract, { params: { id: -1 }, body: { name: 'Ada' } }, 'error'],
    ['a body that fails its schema', EchoContract, { params: { id: 1 }, body: { name: '' } }, 'error'],
    ['a refusal the handler throws', MissingContract, { params: { id: 'zeta' } }, 'error'],
    ['a failure of the service', BrokenContract, {}, 'error'],
  ])('gives the caller what HTTP gives it: %s', async (_case, contract, input, kind) => {
    const expected = await outcome(overHttp, contract, input);
    expect(Object.keys(expected as object)).toEqual([kind]);
    expect(await outcome(here, contract, input)).toEqual(expected);
  });

  it('answers without HTTP, and logs the failures HTTP would log', async () => {
    logged.length = 0;
    await server.close();
    try {
      expect(await outcome(here, EchoContract, { params: { id: 1 }, body: { name: 'Ada' } })).toMatchObject({ answer: { id: 1, name: 'Ada', at: '1970-01-01T00:00:00.000Z' } });
      expect(await outcome(here, BrokenContract, {})).toMatchObject({ error: { code: 'bad_gateway', upstreamStatus: 500 } });
      expect(logged).toEqual([new Error('the store is down')]);
      // A handler that reads the request it does not have fails loudly, as a failure of the service.
      expect(await outcome(here, ReadsRequestContract, {})).toMatchObject({ error: { code: 'bad_gateway', upstreamStatus: 500 } });
      expect(String(logged[1])).toContain('read req.ip');
    } finally {
      server = await listen(express(), 0, '127.0.0.1');
    }
  });
});
