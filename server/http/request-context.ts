import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { MemberSessions } from '../session/member-sessions';
import type { RateLimitStore } from './rate-limit';
import '../session/session-data';
import type { PlatformClient } from './platform-client';
import type { SiteSearch } from '../features/search';

/** What the site is built from, made once in createApp and shared by every page, action and API route. */
export interface SiteServices {
  config: Config;
  /** The platform's services, called through their contracts: `platform.call(Contract, input)`. */
  platform: PlatformClient;
  rateLimits: RateLimitStore;
  logger: Logger;
  /** Ends a member's sessions (password change, log out everywhere). */
  sessions: MemberSessions;
  /** Waits; login's progressive delays use it. */
  sleep(ms: number): Promise<void>;
  /** The site's own search over every public page (server/features/search/). */
  search: SiteSearch;
}

/** One request as pages, actions and API routes see it. */
export interface RequestContext extends SiteServices {
  req: Request;
  res: Response;
  /** The client's address (after TRUST_PROXY), the key of per-IP rate limits. */
  ip: string;
  /** The logged-in member's id; undefined for a visitor. */
  memberUuid: string | undefined;
}

export function requestContext(services: SiteServices, req: Request, res: Response): RequestContext {
  return {
    ...services,
    req,
    res,
    // Worked out when a rate limit asks (Express reads the proxy chain for it), not for every page.
    get ip() {
      return req.ip ?? '';
    },
    memberUuid: req.session?.memberUuid,
  };
}
