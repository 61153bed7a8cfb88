import { Router } from 'express';
import { DealContract, SubmitReadingContract } from '../../../shared/tarot/reading.contract';
import { mountAction } from '../../http/contract-route';
import type { SiteServices } from '../../http/request-context';
import { dealAction, submitReadingAction } from './reading.action';

/** Tarot readings: the same actions as the reading pages' plain forms. */
export default function readingApi(services: SiteServices): Router {
  const router = Router();
  mountAction(router, DealContract, dealAction, services, ({ params, query }) => ({ code: params.code, deck: query.deck }));
  mountAction(router, SubmitReadingContract, submitReadingAction, services, ({ params, body }) => ({ ...body, code: params.code }));
  return router;
}
