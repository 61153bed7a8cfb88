import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { AppError } from '../errors';

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Only partners holding the shared key may call the platform. The key travels in the
 * X-Partner-Id / X-Partner-Key headers, or as `partner` and `key` query parameters as the spec's
 * member calls do.
 */
export function requirePartner(partnerId: string, partnerKey: string): RequestHandler {
  return (req, _res, next) => {
    const query = req.query as Record<string, unknown>;
    const id = req.get('x-partner-id') ?? (typeof query.partner === 'string' ? query.partner : '');
    const key = req.get('x-partner-key') ?? (typeof query.key === 'string' ? query.key : '');
    if (!same(id, partnerId) || !same(key, partnerKey)) {
      next(new AppError('unauthorized', 'A valid partner id and key are required.'));
      return;
    }
    next();
  };
}
