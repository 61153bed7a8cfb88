import type { Kysely } from 'kysely';
import { DRT_UPC, VIP_UPC } from '../../../shared/store/catalogue';
import { horoscopeToday } from '../../../shared/horoscopes/horoscopes';
import { addDays, startOfDay, utcDay } from './billing-dates';
import type { CommerceTables } from './commerce.tables';
import type { CreditsForOrders, FreeReadingCredit } from './commerce-internals';
import { LIVE_STATUSES, subscriptionsData as data } from './subscriptions.data';

/** The readings a VIP's monthly free reading may pay for. */
export const VIP_CREDIT_UPCS: readonly string[] = ['celtic-cross', 'daily-reflection'];
/** The reading the Daily Reflection subscription includes once a day. */
export const DRT_CREDIT_UPC = 'daily-reflection';

/**
 * Free readings (issue #13; spec 1 §1): a VIP's one reading a period, granted by the subscriptions
 * service at each start and renewal, and the Daily Reflection subscriber's reading of the day,
 * created here the first time it is asked for (the day is the horoscopes' day, America/New_York).
 * A credit is used by one order: the claim is one guarded update, so of many orders racing for it
 * exactly one wins.
 */
export function createCreditsService(db: Kysely<CommerceTables>, now: () => Date): CreditsForOrders {
  /** Whether the member holds the subscription's perks now: live, or canceled with its paid period not over. */
  async function holds(memberUuid: string, upc: string, today: string): Promise<boolean> {
    const row = await data.byMemberUpc(db, memberUuid, upc);
    if (!row) return false;
    return (LIVE_STATUSES as readonly string[]).includes(row.status) || (row.status === 'canceled' && row.next_billing_date > today);
  }

  async function dailyReflection(memberUuid: string, moment: Date): Promise<FreeReadingCredit | null> {
    const day = horoscopeToday(moment);
    const creditKey = `drt:${memberUuid}:${day}`;
    // Valid through the member's day wherever New York's day ends (at most a day after the UTC day).
    await data.grantCredit(db, { credit_key: creditKey, member_uuid: memberUuid, source: 'drt', used_order_uuid: null, expires_at: new Date(startOfDay(addDays(day, 2))).toISOString(), created_at: moment.toISOString() });
    const credit = await data.credit(db, creditKey);
    return credit && credit.used_order_uuid === null ? { credit_key: creditKey, source: 'drt', label: 'Included in your Daily Reflection subscription today' } : null;
  }

  return {
    async available(memberUuid, upc) {
      const moment = now();
      const today = utcDay(moment);
      if (upc === DRT_CREDIT_UPC && (await holds(memberUuid, DRT_UPC, today))) {
        const credit = await dailyReflection(memberUuid, moment);
        if (credit) return credit;
      }
      if (VIP_CREDIT_UPCS.includes(upc) && (await holds(memberUuid, VIP_UPC, today))) {
        const credit = await data.unusedVipCredit(db, memberUuid, moment.toISOString());
        if (credit) return { credit_key: credit.credit_key, source: 'vip', label: 'Your free VIP reading this month' };
      }
      return null;
    },
    claim: (creditKey, orderUuid) => data.claimCredit(db, creditKey, orderUuid),
    async release(creditKey, orderUuid) {
      await data.releaseCredit(db, creditKey, orderUuid);
    },
  };
}
