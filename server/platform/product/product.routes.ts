import { Router } from 'express';
import {
  CatalogueContract,
  CreateDealContract,
  GetReadingContract,
  HoldDealContract,
  PlatformDescriptionContract,
  PlatformKcPackagesContract,
  PlatformPriceContract,
  PlatformTeeupContract,
  SubmitDealContract,
} from '../../../shared/platform-api/product.platform';
import { mountContract } from '../../http/mount-contract';
import type { CatalogueService } from './catalogue.service';
import type { ReadingsService } from './readings.service';

export function productRoutes(readings: ReadingsService, catalogue: CatalogueService): Router {
  const router = Router();
  mountContract(router, CreateDealContract, ({ body }) => readings.deal(body));
  mountContract(router, SubmitDealContract, ({ params, body }) => readings.submit(params.deal, body));
  mountContract(router, HoldDealContract, ({ params, body }) => readings.hold(params.deal, body));
  mountContract(router, GetReadingContract, async ({ params, query }) => ({ reading: await readings.reading(params.reading_id, query.member_uuid) }));
  // The catalogue (issue #13).
  mountContract(router, CatalogueContract, () => ({ products: catalogue.products() }));
  mountContract(router, PlatformPriceContract, ({ params }) => ({ price: catalogue.price(params.upc) }));
  mountContract(router, PlatformDescriptionContract, ({ params }) => ({ description: catalogue.description(params.slug) }));
  mountContract(router, PlatformTeeupContract, ({ params }) => catalogue.teeup(params.upc));
  mountContract(router, PlatformKcPackagesContract, () => ({ packages: [...catalogue.kcPackages()] }));
  return router;
}
