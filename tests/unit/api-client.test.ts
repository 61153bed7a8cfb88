import { ApiError, apiRequest, callApi } from '../../client/lib/api-client';
import { UserStatusContract } from '../../shared/accounts/user.contract';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function replyWith(body: string, init: ResponseInit) {
  const calls: [string, RequestInit | undefined][] = [];
  global.fetch = (async (url: string, options?: RequestInit) => {
    calls.push([url, options]);
    return new Response(body, init);
  }) as typeof fetch;
  return calls;
}

describe('the browser API client', () => {
  it('rejects with status 0 and the network-failure message when the server cannot be reached', async () => {
    global.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const error = await apiRequest('GET', '/api/user/status').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Network Failure. Please Try Again.', body: {} });
  });

  it('rejects a non-OK reply with its status, statusText and parsed body', async () => {
    const body = { error: { code: 'validation_failed', message: 'Some fields are missing or not valid.', fields: { email: ['Please enter a valid email'] } } };
    replyWith(JSON.stringify(body), { status: 400, statusText: 'Bad Request' });
    const error = await apiRequest('POST', '/api/user/login', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, statusText: 'Bad Request', body, message: 'Some fields are missing or not valid.' });
  });

  it('parses an empty body as {} on success and on failure', async () => {
    replyWith('', { status: 200 });
    await expect(apiRequest('POST', '/api/user/logout')).resolves.toEqual({});
    replyWith('', { status: 500, statusText: 'Internal Server Error' });
    await expect(apiRequest('GET', '/x')).rejects.toMatchObject({ status: 500, body: {}, message: 'Internal Server Error' });
  });

  it('sends JSON and builds the URL from a shared contract under /api', async () => {
    const calls = replyWith('{"logged_in":false}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    await expect(callApi(UserStatusContract, { query: { refresh: '1' } })).resolves.toEqual({ logged_in: false });
    expect(calls[0]![0]).toBe('/api/user/status?refresh=1');
    expect(calls[0]![1]).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });
});
