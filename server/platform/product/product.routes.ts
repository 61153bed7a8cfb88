import { Router } from 'express';
import { AddReportBirthTimeContract, CatalogueContract, CreateDealContract, CreateReportContract, GetReadingContract, GetReportContract, HoldDealContract, ListReportsContract, SubmitDealContract } from '../../../shared/platform-api/product.platform';
import { GetDescriptionContract, GetKcPackagesContract, GetPriceContract, GetTeeupContract } from '../../../shared/store/store.contract';
import { mountContract } from '../../http/mount-contract';
import type { CatalogueService } from './catalogue.service';
import type { ReadingsService } from './readings.service';
import type { ReportsService } from './reports.service';

export function productRoutes(readings: ReadingsService, reports: ReportsService, catalogue: CatalogueService): Router {
  const router = Router();
  mountContract(router, CreateDealContract, ({ body }) => readings.deal(body));
  mountContract(router, SubmitDealContract, ({ params, body }) => readings.submit(params.deal, body));
  mountContract(router, HoldDealContract, ({ params, body }) => readings.hold(params.deal, body));
  mountContract(router, GetReadingContract, async ({ params, query }) => ({ reading: await readings.reading(params.reading_id, query.member_uuid) }));
  // Birth reports (issue #25).
  mountContract(router, CreateReportContract, async ({ body }) => ({ report: await reports.create(body) }));
  mountContract(router, ListReportsContract, async ({ query }) => ({ reports: await reports.list(query.member_uuid, query.product_code) }));
  mountContract(router, GetReportContract, async ({ params, query }) => ({ report: await reports.get(params.slug, query.member_uuid) }));
  mountContract(router, AddReportBirthTimeContract, async ({ params, body }) => ({ report: await reports.addBirthTime(params.slug, body.member_uuid, body.birth_time) }));
  // The catalogue (issue #13); the one-product reads and the coin packages are the browser's contracts, served as they are.
  mountContract(router, CatalogueContract, () => ({ products: catalogue.products() }));
  mountContract(router, GetPriceContract, ({ params }) => ({ price: catalogue.price(params.upc) }));
  mountContract(router, GetDescriptionContract, ({ params }) => ({ description: catalogue.description(params.slug) }));
  mountContract(router, GetTeeupContract, ({ params }) => catalogue.teeup(params.upc));
  mountContract(router, GetKcPackagesContract, () => ({ packages: [...catalogue.kcPackages()] }));
  return router;
}
