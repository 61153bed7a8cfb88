import { Router } from 'express';
import { OpenTicketContract } from '../../../shared/platform-api/support.platform';
import { mountContract } from '../../http/mount-contract';
import type { SupportService } from './support.service';

export function supportRoutes(service: SupportService): Router {
  const router = Router();
  mountContract(router, OpenTicketContract, ({ body }) => service.open(body));
  return router;
}
