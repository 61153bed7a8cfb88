import fetch from 'node-fetch';
import { GetEmailListsContract } from '../../shared/accounts/mail.contract';
import { createPlatformClient, UpstreamError } from '../../server/http/platform-client';
import { defineContract } from '../../shared/api/contract';
import { z } from 'zod';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

describe.each(ENGINES)('the platform over real HTTP on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  it('the platform client gets contract-valid email lists from the running platform', async () => {
    const { lists } = await site.platformClient.call(GetEmailListsContract);
    expect(lists).toHaveLength(6);
    for (const list of lists) expect(GetEmailListsContract.response.shape.lists.element.parse(list)).toEqual(list);
  });

  it('a caller without the partner key is refused with 401', async () => {
    const stranger = createPlatformClient({ baseUrl: site.platform.url, partnerId: site.config.PARTNER_ID, partnerKey: 'not-the-key-at-all' });
    await expect(stranger.call(GetEmailListsContract)).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    const raw = await fetch(`${site.platform.url}/mail/email_list`);
    expect(raw.status).toBe(401);
  });

  it('the partner key is also accepted as partner and key query parameters', async () => {
    const res = await fetch(`${site.platform.url}/mail/email_list?partner=${site.config.PARTNER_ID}&key=${site.partnerKey}`);
    expect(res.status).toBe(200);
  });

  it('a platform reply that breaks its contract becomes a 502, not bad data', async () => {
    const lying = defineContract('mail.email_list', 'GET /mail/email_list', { response: z.object({ lists: z.array(z.object({ code: z.number() })) }) });
    const error = await site.platformClient.call(lying).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 502, code: 'bad_gateway' });
  });

  it('an unreachable platform is a 502 with a clear message', async () => {
    const gone = createPlatformClient({ baseUrl: 'http://127.0.0.1:9', partnerId: 'x', partnerKey: 'y'.repeat(16) });
    await expect(gone.call(GetEmailListsContract)).rejects.toMatchObject({ status: 502, message: 'The mail.email_list service could not be reached.' });
  });
});
