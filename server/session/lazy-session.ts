import type { Request, RequestHandler } from 'express';

/** Requests whose session has not been started yet (see lazySession). */
const notStarted = new WeakSet<Request>();

/**
 * express-session, started only for a request that may have a session or that uses one.
 *
 * A GET or HEAD without the session cookie has no session to load, yet express-session starts
 * one for it anyway: an id, a cookie object, and at the end a hash of the session to see whether
 * anything was put in it. That was about a twentieth of a rendered page's CPU. Such a request
 * instead gets its session the first time code reads or writes `req.session` (or
 * `req.sessionID`): express-session starts a new session synchronously when there is no cookie,
 * so the code reading it sees exactly what it saw before. `signedInMember(req)` answers without
 * starting one, which is all most pages ask.
 */
export function lazySession(sessions: RequestHandler, cookieName: string): RequestHandler {
  const hasCookie = new RegExp(`(?:^|;)\\s*${cookieName}=`);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || hasCookie.test(req.headers.cookie ?? '')) return sessions(req, res, next);
    const start = () => {
      if (!notStarted.delete(req)) return;
      const own = req as unknown as Record<string, unknown>;
      delete own.session;
      delete own.sessionID;
      // Without a cookie this is synchronous: express-session generates the session and calls back at once.
      sessions(req, res, (error?: unknown) => {
        if (error) throw error;
      });
    };
    notStarted.add(req);
    for (const name of ['session', 'sessionID'] as const) {
      Object.defineProperty(req, name, {
        configurable: true,
        enumerable: true,
        get() {
          start();
          return req[name];
        },
        set(value: unknown) {
          start();
          (req as unknown as Record<string, unknown>)[name] = value;
        },
      });
    }
    next();
  };
}

/** The member this request's session is signed in as, if any, without starting a session that was not. */
export function signedInMember(req: Request): string | undefined {
  return notStarted.has(req) ? undefined : req.session?.memberUuid;
}

/** Whether the request's session holds anything (a member, a reading key), without starting one. */
export function sessionHoldsAnything(req: Request): boolean {
  if (notStarted.has(req) || !req.session) return false;
  return Object.keys(req.session).some((key) => key !== 'cookie');
}
