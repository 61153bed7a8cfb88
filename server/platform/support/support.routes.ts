import { Router } from 'express';
import { OpenTicketContract } from '../../../shared/api/support.contract';
import { mountContract } from '../../http/contract-route';
import type { SupportService } from './support.service';

export function supportRoutes(service: SupportService): Router {
  const router = Router();
  mountContract(router, OpenTicketContract, ({ body }) => service.open(body));
  return router;
}
