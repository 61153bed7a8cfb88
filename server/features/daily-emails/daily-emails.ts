import type { Logger } from 'pino';
import { signOfBirthDate } from '../../../shared/horoscopes/horoscopes';
import { DeliverListEmailsContract, LIST_EMAIL_BATCH, ListRecipientsContract, type ListEmailContent, type ListRecipient } from '../../../shared/platform-api/mail.platform';
import type { RequestContext } from '../../http/request-context';
import { memberNatal, personalReading } from '../horoscopes';
import { horoscopeEmail, isHoroscopeList, numberEmail, personalEmail, type Composed } from './compose';
import { DAILY_LISTS, type DailyList } from './lists';
import { daysInPlay, dueDate, isMonday } from './schedule';

/**
 * One pass of the daily emails (issue #28): for each daily list, page through its subscribers,
 * work out whose morning it is, compose each email and hand the batch to the mail service, which
 * sends each (member, list, day) at most once. Safe to run at any moment, as often as wanted, from
 * any number of processes.
 */


export interface DailyEmailsSettings {
  platform: RequestContext['platform'];
  /** The site's public origin, for the emails' links. */
  siteUrl: string;
  logger: Logger;
}

export interface PassOptions {
  /** The moment of the pass (default now): each reader's day is theirs at this moment, from 6 a.m. their time. */
  now?: Date;
  /** Send this day's emails to every subscriber, whatever their time zone and the hour (a run by hand). */
  date?: string;
  /** Only these lists. */
  lists?: readonly DailyList[];
}

export interface ListSummary {
  list: DailyList;
  sent: number;
  /** Already sent, held by another run, waiting for a retry, or not due on this day (weekly lists on other days). */
  skipped: number;
  /** Subscribers whose morning has not come yet. */
  waiting: number;
  failed: number;
  abandoned: number;
}

/** The day each reader's email is for, or null when none is due now. */
function dayFor(list: DailyList, reader: ListRecipient, options: PassOptions, now: Date): string | null {
  const day = options.date ?? dueDate(now, reader.timezone);
  if (!day) return null;
  if (list === 'weekly_love' && !isMonday(day)) return null;
  return day;
}

export async function runDailyEmails(settings: DailyEmailsSettings, options: PassOptions = {}): Promise<ListSummary[]> {
  const now = options.now ?? new Date();
  const dates = options.date ? [options.date] : daysInPlay(now);
  const summaries: ListSummary[] = [];
  for (const list of options.lists ?? DAILY_LISTS) {
    const summary: ListSummary = { list, sent: 0, skipped: 0, waiting: 0, failed: 0, abandoned: 0 };
    let after: string | undefined;
    do {
      const page = await settings.platform.call(ListRecipientsContract, { params: { list }, query: { dates, limit: LIST_EMAIL_BATCH, ...(after ? { after } : {}) } });
      const contents: Record<string, ListEmailContent> = {};
      const deliveries: { member_uuid: string; send_date: string; content: string }[] = [];
      for (const reader of page.recipients) {
        const day = dayFor(list, reader, options, now);
        if (!day) {
          if (!options.date && dueDate(now, reader.timezone) === null) summary.waiting += 1;
          else summary.skipped += 1;
          continue;
        }
        if (reader.done.includes(day)) {
          summary.skipped += 1;
          continue;
        }
        const composed = await compose(settings, list, reader, day);
        contents[composed.key] ??= composed.content;
        deliveries.push({ member_uuid: reader.member_uuid, send_date: day, content: composed.key });
      }
      if (deliveries.length > 0) {
        const result = await settings.platform.call(DeliverListEmailsContract, { params: { list }, body: { contents, deliveries } });
        summary.sent += result.sent;
        summary.skipped += result.skipped;
        summary.failed += result.failed;
        summary.abandoned += result.abandoned;
      }
      after = page.next ?? undefined;
    } while (after);
    summaries.push(summary);
    if (summary.sent || summary.failed || summary.abandoned) settings.logger.info({ ...summary }, 'daily emails sent');
  }
  return summaries;
}

async function compose(settings: DailyEmailsSettings, list: DailyList, reader: ListRecipient, day: string): Promise<Composed> {
  if (isHoroscopeList(list)) return horoscopeEmail(list, day, signOfBirthDate(reader.birth_date), settings.siteUrl);
  if (list === 'number_of_the_day') return numberEmail(day, reader.birth_date, settings.siteUrl);
  const natal = await memberNatal({ platform: settings.platform, memberUuid: reader.member_uuid });
  return personalEmail(reader.member_uuid, day, natal ? personalReading(natal, 'day', day) : null, settings.siteUrl);
}
