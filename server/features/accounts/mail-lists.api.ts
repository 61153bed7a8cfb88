import { Router } from 'express';
import { GetEmailListsContract } from '../../../shared/accounts/mail.contract';
import { mountContract } from '../../http/mount-contract';
import type { SiteServices } from '../../http/request-context';

/** The mail lists a visitor may join (spec 1 §7 email lists). */
export default function mailListsApi(services: SiteServices): Router {
  const router = Router();
  mountContract(router, GetEmailListsContract, () => services.platform.call(GetEmailListsContract));
  return router;
}
