/** The lists a pass sends, in this order. `ipe` (offers and news) is written by hand, not daily. */
export const DAILY_LISTS = ['dailyhoroscope', 'dle', 'weekly_love', 'number_of_the_day', 'dh_dailyhoroscope'] as const;
export type DailyList = (typeof DAILY_LISTS)[number];
