/**
 * What `zod` is in the browser (server/build/build-client.ts sends every import of it here): zod
 * itself, told never to compile parsers with `new Function`. The site's CSP allows no eval, and
 * zod's probe for it would put a violation in the browser's Issues panel (Lighthouse's best
 * practices) before falling back to this same path anyway.
 */
import { z } from 'zod';

z.config({ jitless: true });

export * from 'zod';
