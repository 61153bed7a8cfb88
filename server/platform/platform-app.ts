import express from 'express';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/database';
import { jsonErrorHandler, jsonNotFound } from '../http/error-handler';
import { createMailService, type MailServiceOptions } from './mail/mail.service';
import { mailRoutes } from './mail/mail.routes';
import { createLocationService } from './location/location.service';
import { locationRoutes } from './location/location.routes';
import { createMemberService } from './member/member.service';
import { memberRoutes } from './member/member.routes';
import { requirePartner } from './partner-auth';
import { createSmsService, type SmsServiceOptions } from './sms/sms.service';
import { smsRoutes } from './sms/sms.routes';
import { createSupportService } from './support/support.service';
import { supportRoutes } from './support/support.routes';

export interface PlatformDeps {
  database: DatabaseHandle;
  partnerId: string;
  partnerKey: string;
  logger: Logger;
  mail: MailServiceOptions;
  sms: SmsServiceOptions;
  /** Build in-memory lookups at start rather than on first use. */
  warmCaches?: boolean;
}

/**
 * The platform: our own implementation of the spec's `{host}` member, product, mail and
 * location APIs, each a service with its own tables, all behind the partner key.
 */
export function createPlatformApp(deps: PlatformDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');

  app.get('/health', async (_req, res) => {
    await deps.database.ping();
    res.json({ status: 'ok' });
  });

  app.use(express.json({ limit: '100kb' }));
  app.use(requirePartner(deps.partnerId, deps.partnerKey));
  app.use(memberRoutes(createMemberService(deps.database.db, { signingKey: deps.partnerKey })));
  const mail = createMailService(deps.database.db, deps.mail);
  app.use(mailRoutes(mail));
  app.use(supportRoutes(createSupportService(deps.database.db, mail, deps.mail, deps.logger)));
  app.use(smsRoutes(createSmsService(deps.database.db, deps.sms)));
  const location = createLocationService(deps.database.db);
  app.use(locationRoutes(location));
  if (deps.warmCaches) {
    location.warm().catch((error: unknown) => deps.logger.error({ err: error }, 'city index could not be built'));
  }

  app.use(jsonNotFound());
  app.use(jsonErrorHandler(deps.logger));
  return app;
}
