import { randomBytes, randomUUID } from 'node:crypto';
import express from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { CatalogueEntry, PlatformPorts, TemplateMail } from '../../server/platform/ports';
import type { Config } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/database';
import { tablesOf } from '../../server/db/database';
import { jsonErrorHandler, jsonNotFound } from '../../server/http/error-handler';
import type { CommerceTables } from '../../server/platform/commerce/commerce.tables';
import type { BackgroundWorker } from '../../server/platform/platform-service';
import { PLATFORM_SERVICES } from '../../server/platform/services';
import type { MemberTables } from '../../server/platform/member/member.tables';
import type { Description, Price } from '../../shared/store/catalogue';

/**
 * The platform's services wired as `platform.ts` wires them, with a small fixed catalogue and
 * held readings in place of the product service's ports, so the commerce tests price from known
 * products. Used in-process by the commerce tests and as the crash test's child process.
 */

const side = (current: number, billing: 'one_time' | 'monthly' = 'one_time') => ({ current, original: current, message: '', billing_type: billing });
function entry(code: string, type: Description['type'], price: Price, extra: Partial<Description> = {}, kc_granted?: number): CatalogueEntry {
  return {
    description: {
      code,
      slug: code,
      type,
      long_name: `The ${code}`,
      product_name: `Test ${code}`,
      message: '',
      subheader: '',
      short_description: '',
      long_description: '',
      product_url: `/store/${code}`,
      divination: type === 'Reading' ? 'tarot' : null,
      topic: null,
      free: false,
      on_sale: false,
      available: true,
      ...extra,
    },
    price,
    ...(kc_granted ? { kc_granted } : {}),
  };
}

/** Prices: the three-card reading $14.99 or 1,500 coins; the report $29.99 / 3,000; coins 500 for $4.99. */
export const TEST_CATALOGUE: Record<string, CatalogueEntry> = {
  'three-card': entry('three-card', 'Reading', { usd: side(1499), kc: side(1500) }),
  'love-report': entry('love-report', 'Report', { usd: side(2999), kc: side(3000) }),
  'astro-reading': entry('astro-reading', 'Reading', { usd: side(999), kc: side(1000) }, { divination: 'astrology' }),
  'karma-coins-500': entry('karma-coins-500', 'Karma Coins', { usd: side(499), kc: null }, {}, 500),
  'soon-reading': entry('soon-reading', 'Reading', { usd: side(999), kc: side(1000) }, { available: false }),
  'free-reading': entry('free-reading', 'Reading', { usd: side(0), kc: side(0) }, { free: true }),
  'card-only-report': entry('card-only-report', 'Report', { usd: side(1999), kc: null }),
  'vip-monthly-subscription': entry('vip-monthly-subscription', 'Subscription', { usd: side(999, 'monthly'), kc: null }),
  'drt-monthly-subscription': entry('drt-monthly-subscription', 'Subscription', { usd: side(799, 'monthly'), kc: null }),
};

/** A sandbox card nonce, as the card form's tokenizer makes one. */
export const nonce = (outcome = 'succeed', last4 = '4242') => `sbx_${outcome}_visa_${last4}_${randomBytes(16).toString('base64url').slice(0, 22)}`;

export interface CommerceHarness {
  app: express.Express;
  ports: PlatformPorts;
  workers: BackgroundWorker;
  commerce: Kysely<CommerceTables>;
  members: Kysely<MemberTables>;
  /** Receipts sent through memberMail (in place of the mail service's outbox). */
  mail: TemplateMail[];
  /** Held deals: deal id -> member and spread. */
  deals: Map<string, { member_uuid: string; spread_code: string; made: boolean }>;
  newMember(): Promise<string>;
  grantCoins(memberUuid: string, kc: number): Promise<void>;
}

export function createCommerceHarness(database: DatabaseHandle, config: Config, logger: Logger, options: { captureMail?: boolean } = {}): CommerceHarness {
  const app = express();
  app.set('query parser', 'extended');
  app.use(express.json({ limit: '100kb' }));
  const ports = {} as PlatformPorts;
  const workers: BackgroundWorker[] = [];
  for (const service of PLATFORM_SERVICES) {
    const started = service.start({ database, config, partnerKey: 'k'.repeat(32), logger }, ports);
    Object.assign(ports, started.offers);
    if (started.worker) workers.push(started.worker);
    app.use(started.routes);
  }
  app.use(jsonNotFound());
  app.use(jsonErrorHandler(logger));

  const mail: TemplateMail[] = [];
  const deals = new Map<string, { member_uuid: string; spread_code: string; made: boolean }>();
  ports.catalogue = { product: (upc) => TEST_CATALOGUE[upc] };
  ports.readings = {
    held: async (dealId, memberUuid) => {
      const deal = deals.get(dealId);
      return deal && deal.member_uuid === memberUuid ? { spread_code: deal.spread_code, reading_id: deal.made ? dealId : null } : null;
    },
    fulfil: async (dealId) => {
      const deal = deals.get(dealId);
      if (!deal) throw new Error('no such deal');
      deal.made = true;
      return { reading_id: dealId, url: `/readings-reports/tarot-readings/result/${dealId}` };
    },
  };
  if (options.captureMail !== false) {
    ports.memberMail = { ...ports.memberMail, send: async (message) => void mail.push(message) };
  }
  const members = tablesOf<MemberTables>(database);

  return {
    app,
    ports,
    mail,
    deals,
    commerce: tablesOf<CommerceTables>(database),
    members,
    workers: {
      start: () => workers.forEach((worker) => worker.start()),
      drain: async () => void (await Promise.all(workers.map((worker) => worker.drain()))),
      stop: async () => void (await Promise.all(workers.map((worker) => worker.stop()))),
    },
    async newMember() {
      const member_uuid = randomUUID();
      const at = new Date().toISOString();
      await members
        .insertInto('members')
        .values({
          member_uuid,
          email: `buyer-${member_uuid.slice(0, 8)}@example.com`,
          password_hash: 'x',
          first_name: 'Robin',
          display_name: 'Robin',
          account_type_id: 1,
          birth_date: '1990-04-01',
          gender: null,
          birth_time: null,
          sexual_orientation: null,
          favorite_deck_id: null,
          timezone: null,
          signup_gateway: null,
          signup_url: null,
          sms_optin: 0,
          status: 'active',
          privacy_policy_at: null,
          created_at: at,
          updated_at: at,
          vip_until: null,
        })
        .execute();
      return member_uuid;
    },
    async grantCoins(memberUuid, kc) {
      await ports.memberLedger.record({ member_uuid: memberUuid, kind: 'kc_grant', description: 'Test coins', usd_cents: null, kc, order_uuid: randomUUID() });
    },
  };
}
