/** What the reports feature offers the others: a report's submission (the store's `POST /api/product/submit/{code}`). */
export { submitReportAction, SubmitReportInputSchema } from './report.action';
