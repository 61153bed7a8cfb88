import { parseArgs } from 'node:util';
import { parseIsoDate } from '../../../shared/site/calendar';
import { DAILY_LISTS, type DailyList } from './lists';

/** `npm run daily-emails`'s arguments (server/daily-emails.ts), read apart from the rest so a test reads them without starting anything. */
export const USAGE = `Usage: npm run daily-emails -- [--date YYYY-MM-DD] [--list ${DAILY_LISTS.join('|')}]... | --schedule`;

export interface DailyEmailsArguments {
  date?: string;
  lists?: DailyList[];
  schedule: boolean;
  help: boolean;
}

export type ArgumentsCheck = { ok: true; arguments: DailyEmailsArguments } | { ok: false; message: string };

export function parseDailyEmailsArguments(argv: string[]): ArgumentsCheck {
  let values: { date?: string | undefined; list?: string[] | undefined; help?: boolean | undefined; schedule?: boolean | undefined };
  try {
    ({ values } = parseArgs({ args: argv, options: { date: { type: 'string' }, list: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' }, schedule: { type: 'boolean' } } }));
  } catch (error) {
    return { ok: false, message: `${error instanceof Error ? error.message : String(error)}\n${USAGE}` };
  }
  if (values.date !== undefined && !parseIsoDate(values.date)) {
    return { ok: false, message: `--date must be a real day written YYYY-MM-DD, such as 2026-12-01; "${values.date}" is not.\n${USAGE}` };
  }
  const unknown = (values.list ?? []).filter((list) => !(DAILY_LISTS as readonly string[]).includes(list));
  if (unknown.length > 0) return { ok: false, message: `Unknown list: ${unknown.join(', ')}. The daily lists are ${DAILY_LISTS.join(', ')}.` };
  if (values.schedule && (values.date !== undefined || values.list)) return { ok: false, message: `--schedule runs every list each subscriber's morning; it takes no --date or --list.\n${USAGE}` };
  return {
    ok: true,
    arguments: {
      ...(values.date !== undefined ? { date: values.date } : {}),
      ...(values.list?.length ? { lists: values.list as DailyList[] } : {}),
      schedule: values.schedule ?? false,
      help: values.help ?? false,
    },
  };
}
