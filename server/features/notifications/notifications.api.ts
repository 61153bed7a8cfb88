import { Router } from 'express';
import { GetNotificationFeedContract } from '../../../shared/notifications/feed.contract';
import { mountContract } from '../../http/mount-contract';
import type { SiteServices } from '../../http/request-context';
import { requestContext } from '../../http/request-context';
import { loadFeed } from './feed';

/**
 * `GET /api/notifications/feed`: today's Daily Insight Feed for the bell's panel, for visitors
 * and members alike. Members mark items read with `POST /api/notifications` (accounts' route);
 * visitors keep their read state in the browser.
 */
export default function notificationsApi(services: SiteServices): Router {
  const router = Router();
  mountContract(router, GetNotificationFeedContract, ({ req }) => {
    req.res!.set('Cache-Control', 'private, no-store');
    return loadFeed(requestContext(services, req, req.res!));
  });
  return router;
}
