/** What the tarot feature offers the others: the card of the day and a sign's card of the week (the home page shows both). */
export { cardOfTheDay, weeklyCard, type DrawnCard } from './daily-card';
/** A reading's submission: `POST /api/product/submit/{code}` is the store's, which runs this for the tarot spreads. */
export { submitReadingAction, SubmitReadingInputSchema } from './reading.action';
