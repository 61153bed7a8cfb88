import { Router } from 'express';
import { CatalogueContract, CreateDealContract, GetReadingContract, HoldDealContract, SubmitDealContract } from '../../../shared/platform-api/product.platform';
import { GetDescriptionContract, GetKcPackagesContract, GetPriceContract, GetTeeupContract } from '../../../shared/store/store.contract';
import { mountContract } from '../../http/mount-contract';
import type { CatalogueService } from './catalogue.service';
import type { ReadingsService } from './readings.service';

export function productRoutes(readings: ReadingsService, catalogue: CatalogueService): Router {
  const router = Router();
  mountContract(router, CreateDealContract, ({ body }) => readings.deal(body));
  mountContract(router, SubmitDealContract, ({ params, body }) => readings.submit(params.deal, body));
  mountContract(router, HoldDealContract, ({ params, body }) => readings.hold(params.deal, body));
  mountContract(router, GetReadingContract, async ({ params, query }) => ({ reading: await readings.reading(params.reading_id, query.member_uuid) }));
  // The catalogue (issue #13); the one-product reads and the coin packages are the browser's contracts, served as they are.
  mountContract(router, CatalogueContract, () => ({ products: catalogue.products() }));
  mountContract(router, GetPriceContract, ({ params }) => ({ price: catalogue.price(params.upc) }));
  mountContract(router, GetDescriptionContract, ({ params }) => ({ description: catalogue.description(params.slug) }));
  mountContract(router, GetTeeupContract, ({ params }) => catalogue.teeup(params.upc));
  mountContract(router, GetKcPackagesContract, () => ({ packages: [...catalogue.kcPackages()] }));
  return router;
}
