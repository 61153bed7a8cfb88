import type { Kysely } from 'kysely';
import type { SmsStanding } from '../../../shared/accounts/sms.contract';
import { formatUsPhone, normalizeUsPhone } from '../../../shared/accounts/sms-validation';
import type { SmsTables } from './sms.tables';
import { AppError } from '../../errors';
import type { PlatformPorts } from '../ports';
import type { SmsTransport } from './sms-transport';

export interface SmsServiceOptions {
  transport: SmsTransport;
  siteName: string;
}

/** Carrier keywords: these stop every text, as US carriers require. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const YES_WORDS = new Set(['Y', 'YES']);

type Status = SmsStanding['status'];

/**
 * Text-message consent (double opt-in): an opt-in records the number as pending and texts it;
 * only the phone's own "Y" confirms it. STOP from the phone, or an opt-out on the site, ends it.
 */
export function createSmsService(db: Kysely<SmsTables>, options: SmsServiceOptions, ports: Pick<PlatformPorts, 'members'>) {
  const texts = {
    confirm: `${options.siteName}: reply Y to get member offers and news of new readings by text, about 4 msgs/month. Msg & data rates may apply. Reply HELP for help, STOP to cancel.`,
    welcome: `${options.siteName}: you're subscribed to text offers. Reply HELP for help, STOP to cancel.`,
    stopped: `${options.siteName}: you're unsubscribed and will get no more texts from us.`,
    help: `${options.siteName}: member offers and readings news, about 4 msgs/month. Msg & data rates may apply. Reply STOP to cancel. Help: see the Contact Us page on our site.`,
  };

  const standing = (row: { phone: string; status: string } | undefined): SmsStanding =>
    row ? { status: row.status as Status, phone: formatUsPhone(row.phone) } : { status: 'none', phone: null };

  async function member(memberUuid: string): Promise<void> {
    if (!(await ports.members.exists(memberUuid))) throw new AppError('not_found', 'No member has that id.');
  }

  async function save(memberUuid: string, phone: string, status: Status, promos: boolean, location: string): Promise<void> {
    const row = { member_uuid: memberUuid, phone, status, promos: promos ? 1 : 0, location, updated_at: new Date().toISOString() };
    await db
      .insertInto('sms_subscriptions')
      .values(row)
      .onConflict((oc) => oc.column('member_uuid').doUpdateSet({ phone: row.phone, status: row.status, promos: row.promos, location: row.location, updated_at: row.updated_at }))
      .execute();
  }

  async function send(phone: string, text: string): Promise<void> {
    try {
      await options.transport.send(phone, text);
    } catch {
      throw new AppError('service_unavailable', 'We could not send a text to that number just now. Please try again in a few minutes.');
    }
  }

  return {
    async standing(memberUuid: string): Promise<SmsStanding> {
      await member(memberUuid);
      return standing(await db.selectFrom('sms_subscriptions').select(['phone', 'status']).where('member_uuid', '=', memberUuid).executeTakeFirst());
    },

    async optIn(memberUuid: string, phoneNumber: string, location: string, promos: boolean): Promise<SmsStanding> {
      await member(memberUuid);
      const phone = normalizeUsPhone(phoneNumber);
      if (!phone) throw new AppError('validation_failed', 'Please enter a valid US phone number', { phone_number: ['Please enter a valid US phone number'] });
      const current = await db.selectFrom('sms_subscriptions').select(['phone', 'status']).where('member_uuid', '=', memberUuid).executeTakeFirst();
      // Already confirmed on this number: nothing to ask again.
      if (current?.phone === phone && current.status === 'confirmed') return standing(current);
      await send(phone, texts.confirm);
      await save(memberUuid, phone, 'pending', promos, location);
      return standing({ phone, status: 'pending' });
    },

    async optOut(memberUuid: string, location: string): Promise<SmsStanding> {
      await member(memberUuid);
      const current = await db.selectFrom('sms_subscriptions').selectAll().where('member_uuid', '=', memberUuid).executeTakeFirst();
      if (!current) return standing(undefined);
      if (current.status === 'confirmed') await send(current.phone, texts.stopped);
      await save(memberUuid, current.phone, 'opted_out', current.promos === 1, location);
      return standing({ phone: current.phone, status: 'opted_out' });
    },

    /** A text from a phone: Y confirms a pending number, STOP stops it, HELP explains. */
    async inbound(from: string, text: string): Promise<{ action: 'confirmed' | 'stopped' | 'help' | 'ignored' }> {
      const phone = normalizeUsPhone(from);
      if (!phone) return { action: 'ignored' };
      const word = text.trim().toUpperCase();
      const rows = await db.selectFrom('sms_subscriptions').selectAll().where('phone', '=', phone).execute();
      if (STOP_WORDS.has(word)) {
        if (rows.length === 0) return { action: 'ignored' };
        await db.updateTable('sms_subscriptions').set({ status: 'opted_out', location: 'sms-reply', updated_at: new Date().toISOString() }).where('phone', '=', phone).execute();
        await send(phone, texts.stopped);
        return { action: 'stopped' };
      }
      if (word === 'HELP' || word === 'INFO') {
        await send(phone, texts.help);
        return { action: 'help' };
      }
      const pending = rows.filter((row) => row.status === 'pending');
      if (YES_WORDS.has(word) && pending.length > 0) {
        await db.updateTable('sms_subscriptions').set({ status: 'confirmed', updated_at: new Date().toISOString() }).where('phone', '=', phone).where('status', '=', 'pending').execute();
        await send(phone, texts.welcome);
        return { action: 'confirmed' };
      }
      return { action: 'ignored' };
    },
  };
}
export type SmsService = ReturnType<typeof createSmsService>;
