import { Router } from 'express';
import { DealContract } from '../../../shared/tarot/reading.contract';
import { mountAction } from '../../http/contract-route';
import type { SiteServices } from '../../http/request-context';
import { dealAction } from './reading.action';

/** Tarot deals: the same action as the reading pages' plain forms (a reading's submission is the store's product-submit.api.ts). */
export default function readingApi(services: SiteServices): Router {
  const router = Router();
  mountAction(router, DealContract, dealAction, services, ({ params, query }) => ({ code: params.code, deck: query.deck }));
  return router;
}
