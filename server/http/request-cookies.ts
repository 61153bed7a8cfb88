import type { Request } from 'express';

/**
 * The request's plain cookies, as the one cookie reader of the server (cookie-parser, mounted in
 * app.ts) read them: a name's first value, URI-decoded. Signed cookies (the session's) are not
 * among them. Empty before cookie-parser has run.
 */
export function requestCookies(req: Request): Record<string, string> {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(cookies)) if (typeof value === 'string') plain[name] = value;
  return plain;
}
