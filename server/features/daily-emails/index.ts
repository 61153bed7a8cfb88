/** The daily lists' emails (issue #28): one pass by hand or by test, and the schedule `npm start` runs. */
export { runDailyEmails, type DailyEmailsSettings, type ListSummary, type PassOptions } from './daily-emails';
export { DAILY_LISTS, type DailyList } from './lists';
export { parseDailyEmailsArguments, USAGE } from './arguments';
export { PASS_INTERVAL_MS, startDailyEmails, type DailyEmailsSchedule } from './worker';
export { SEND_HOUR } from './schedule';
