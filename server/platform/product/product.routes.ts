import { Router } from 'express';
import { CreateDealContract, GetReadingContract, SubmitDealContract } from '../../../shared/platform-api/product.platform';
import { mountContract } from '../../http/contract-route';
import type { ReadingsService } from './readings.service';

export function productRoutes(readings: ReadingsService): Router {
  const router = Router();
  mountContract(router, CreateDealContract, ({ body }) => readings.deal(body));
  mountContract(router, SubmitDealContract, ({ params, body }) => readings.submit(params.deal, body));
  mountContract(router, GetReadingContract, async ({ params, query }) => ({ reading: await readings.reading(params.reading_id, query.member_uuid) }));
  return router;
}
