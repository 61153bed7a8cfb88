import { createCommerceUpstream } from './commerce.upstream';
import { createLocationUpstream } from './location.upstream';
import { createMailUpstream } from './mail.upstream';
import { createMemberUpstream } from './member.upstream';
import type { PlatformClient } from './platform-client';
import { createProductUpstream } from './product.upstream';
import { createRulesUpstream } from './rules.upstream';
import { createSmsUpstream } from './sms.upstream';
import { createSupportUpstream } from './support.upstream';

/**
 * Every platform service as the web tier sees it, built once per app and handed to pages,
 * actions and API routes as one object. A new service adds its upstream file and one line here.
 */
export function createUpstreams(client: PlatformClient) {
  return {
    member: createMemberUpstream(client),
    mail: createMailUpstream(client),
    sms: createSmsUpstream(client),
    location: createLocationUpstream(client),
    support: createSupportUpstream(client),
    rules: createRulesUpstream(client),
    product: createProductUpstream(client),
    commerce: createCommerceUpstream(client),
  };
}
export type Upstreams = ReturnType<typeof createUpstreams>;
