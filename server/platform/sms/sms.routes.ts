import { Router } from 'express';
import { SmsInboundContract, SmsOptInContract, SmsOptOutContract, SmsStandingContract } from '../../../shared/platform-api/sms.platform';
import { mountContract } from '../../http/mount-contract';
import type { SmsService } from './sms.service';

export function smsRoutes(service: SmsService): Router {
  const router = Router();
  mountContract(router, SmsStandingContract, ({ params }) => service.standing(params.member_uuid));
  mountContract(router, SmsOptInContract, ({ params, body }) => service.optIn(params.member_uuid, body.phone_number, body.location, body.promos));
  mountContract(router, SmsOptOutContract, ({ params, body }) => service.optOut(params.member_uuid, body.location));
  mountContract(router, SmsInboundContract, ({ body }) => service.inbound(body.from, body.text));
  return router;
}
