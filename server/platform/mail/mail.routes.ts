import { Router } from 'express';
import { GetEmailListsContract } from '../../../shared/api/mail.contract';
import { mountContract } from '../../http/contract-route';
import type { MailService } from './mail.service';

export function mailRoutes(service: MailService): Router {
  const router = Router();
  mountContract(router, GetEmailListsContract, async () => ({ lists: await service.listEmailLists() }));
  return router;
}
