import express, { Router, type Request } from 'express';
import { UNSUBSCRIBE_LOCATIONS, UNSUBSCRIBE_MESSAGES } from '../../../shared/accounts/email-unsubscribe.form';
import { ROUTES } from '../../../shared/routes';
import { toAppError } from '../../errors';
import type { SiteServices } from '../../http/request-context';
import { ONE_CLICK_BODY } from '../../list-unsubscribe';
import { changeByLink } from './email-unsubscribe.action';

const [ONE_CLICK_NAME, ONE_CLICK_VALUE] = ONE_CLICK_BODY.split('=') as [string, string];

/**
 * Whether a multipart/form-data body (RFC 8058 says providers SHOULD send one) holds the field
 * `List-Unsubscribe` with the value `One-Click`. The body is a few hundred bytes at most, so it is
 * read whole and split on its boundary; nothing else in it is used.
 */
export function multipartIsOneClick(contentType: string, body: Buffer): boolean {
  const boundary = /boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!mark) return false;
  return body
    .toString('utf8')
    .split(`--${mark}`)
    .some((part) => {
      const split = part.indexOf('\r\n\r\n');
      if (split < 0) return false;
      const headers = part.slice(0, split);
      const value = part.slice(split + 4).replace(/\r\n$/, '');
      return /^content-disposition:\s*form-data;[^\r\n]*\bname="List-Unsubscribe"/im.test(headers) && value.trim() === ONE_CLICK_VALUE;
    });
}

function isOneClick(req: Request): boolean {
  if (Buffer.isBuffer(req.body)) return multipartIsOneClick(req.get('content-type') ?? '', req.body);
  return typeof req.body === 'object' && req.body !== null && (req.body as Record<string, unknown>)[ONE_CLICK_NAME] === ONE_CLICK_VALUE;
}

/**
 * RFC 8058 one-click unsubscribe: a mailbox provider's POST of `List-Unsubscribe=One-Click` to
 * the `List-Unsubscribe` URL (the page's own address, `?token=…`) leaves the list at once. It is
 * answered here, before the page router, because it comes from the provider's servers or its web
 * mail, never from our pages: it carries no session and may carry another site's Origin, which the
 * page router's same-origin check would refuse. The link's signature is its authority, as it is
 * for the page's buttons, and it unsubscribes only the member and list it was signed for. Any
 * other POST to the address (the page's own forms) goes on to the page router untouched.
 *
 * Answers are short plain text: 200 when done (also when already unsubscribed), 400 or 403 for a
 * link that is not ours, altered or expired, 404 for a member or list that is gone, 429 for too
 * many changes through one link.
 */
export function oneClickUnsubscribeRouter(services: SiteServices): Router {
  const router = Router();
  // The same limits as the page router's form parser, so a page form posted here reads the same.
  const form = express.urlencoded({ extended: true, limit: '20kb', parameterLimit: 200 });
  const multipart = express.raw({ type: 'multipart/form-data', limit: '4kb' });
  router.post(ROUTES.emailUnsubscribe, form, multipart, async (req, res, next) => {
    if (!isOneClick(req)) return next();
    res.set('Cache-Control', 'no-store');
    const token = typeof req.query.token === 'string' ? req.query.token : undefined;
    try {
      await changeByLink({ ...services }, token, false, UNSUBSCRIBE_LOCATIONS.oneClick);
      res.status(200).type('text/plain').send(UNSUBSCRIBE_MESSAGES.oneClickDone);
    } catch (thrown) {
      const error = toAppError(thrown);
      if (error.status >= 500) return next(thrown);
      if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds));
      const message = error.status === 404 ? UNSUBSCRIBE_MESSAGES.noList : error.message;
      res.status(error.status).type('text/plain').send(message);
    }
  });
  return router;
}
