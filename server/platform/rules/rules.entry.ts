import { tablesOf } from '../../db/database';
import { definePlatformService } from '../platform-service';
import * as promoMessages from './migrations/030-rules-promo-messages';
import { createPromoMessagesData } from './rules.data';
import { rulesRoutes } from './rules.routes';
import { seedPromoMessages } from './rules.seed';
import { createRulesService } from './rules.service';
import type { RulesTables } from './rules.tables';

/** The rules service: promo and notification messages by placement, and promo voucher ownership. */
export const rulesService = definePlatformService({
  name: 'rules',
  migrations: { '030-rules-promo-messages': promoMessages },
  seed: (database) => seedPromoMessages(tablesOf<RulesTables>(database)),
  start: ({ database }, ports) => ({ routes: rulesRoutes(createRulesService(createPromoMessagesData(tablesOf<RulesTables>(database)), ports)) }),
});
