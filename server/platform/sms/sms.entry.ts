import { tablesOf } from '../../db/database';
import { definePlatformService } from '../platform-service';
import * as sms from './migrations/008-sms';
import { smsOptions } from './sms-setup';
import { smsRoutes } from './sms.routes';
import { createSmsService } from './sms.service';
import type { SmsTables } from './sms.tables';

/** The SMS service: double opt-in text consent and the carrier keywords. */
export const smsService = definePlatformService({
  name: 'sms',
  migrations: { '008-sms': sms },
  start: ({ database, config }, ports) => {
    const db = tablesOf<SmsTables>(database);
    return {
      routes: smsRoutes(createSmsService(db, smsOptions(config), ports)),
      offers: {
        smsOffers: {
          // The 50% text-message offer belongs to a member who confirmed the opt-in (replied Y) and has not opted out since.
          claimed: async (memberUuid: string) =>
            (await db.selectFrom('sms_subscriptions').select('status').where('member_uuid', '=', memberUuid).executeTakeFirst())?.status === 'confirmed',
        },
      },
    };
  },
});
