import type { Kysely } from 'kysely';
import type { MailTables } from './mail.tables';

/** The email lists a member can join. `ipe` is the list every member joins at signup. */
export const MAIL_LISTS = [
  {
    code: 'ipe',
    name: 'Offers and Member News',
    description: 'Occasional news about new readings and reports, member offers and discounts.',
    frequency: 'weekly',
  },
  {
    code: 'dailyhoroscope',
    name: 'Daily Horoscope',
    description: 'Your sign’s horoscope for the day, in your inbox each morning.',
    frequency: 'daily',
  },
  {
    code: 'dle',
    name: 'Daily Love Horoscope',
    description: 'What the day holds for your heart, your relationships and your dating life.',
    frequency: 'daily',
  },
  {
    code: 'weekly_love',
    name: 'Weekly Love Horoscope',
    description: 'A look at the week ahead in love, sent every Monday.',
    frequency: 'weekly',
  },
  {
    code: 'dh_dailyhoroscope',
    name: 'Personal Daily Astrology',
    description: 'A daily forecast built from your own birth chart, for VIP members.',
    frequency: 'daily',
  },
  {
    code: 'number_of_the_day',
    name: 'Number of the Day',
    description: 'The numerology of each day and what it suggests for you.',
    frequency: 'daily',
  },
] as const;

export async function seedMailLists(db: Kysely<MailTables>): Promise<void> {
  for (const [index, list] of MAIL_LISTS.entries()) {
    await db
      .insertInto('mail_lists')
      .values({ ...list, sort_order: index + 1 })
      .onConflict((oc) =>
        oc.column('code').doUpdateSet({
          name: list.name,
          description: list.description,
          frequency: list.frequency,
          sort_order: index + 1,
        }),
      )
      .execute();
  }
}
