/** What the numerology feature offers the others: the number of the day (the Daily Insight Feed lists it). */
export { dailyNumber } from './daily-number';
