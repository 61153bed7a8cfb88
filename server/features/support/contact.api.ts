import { Router } from 'express';
import { CreateTicketContract } from '../../../shared/support/support.contract';
import { mountAction } from '../../http/contract-route';
import type { SiteServices } from '../../http/request-context';
import { contactAction } from './contact.action';

/** Contact Us: the same action as the plain post to /service. */
export default function contactApi(services: SiteServices): Router {
  const router = Router();
  mountAction(router, CreateTicketContract, contactAction, services);
  return router;
}
