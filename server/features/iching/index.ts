/** What the I Ching feature offers the others: the hexagram of the day (the Daily Insight Feed lists it). */
export { hexagramOfTheDay } from './daily-hexagram';
