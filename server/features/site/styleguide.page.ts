import { z } from 'zod';
import { formatIsoDate, parseIsoDate, todayIn } from '../../../shared/site/calendar';
import { shiftIsoDate } from '../../../views/components/date-nav';
import { StyleguidePage } from '../../../views/site/styleguide-page';
import { definePage } from '../../http/page-module';
import { ROUTES } from '../../../shared/routes';

const DAYS = { yesterday: -1, today: 0, tomorrow: 1 } as const;

/**
 * `/styleguide`: the design reference (noindex; its only JavaScript is the date picker island):
 * every token, component, template and piece of art with sample text. The daily template's tabs
 * and date picker work here, on `?day=` and `?date=`, as a daily page's will; the date picker's
 * own sample on `?picked=`.
 */
export const styleguidePage = definePage({
  path: ROUTES.styleguide,
  interactive: false,
  query: z.object({
    day: z.enum(['yesterday', 'today', 'tomorrow']).optional().catch(undefined),
    date: z.string().max(20).optional().catch(undefined),
    picked: z.string().max(20).optional().catch(undefined),
  }),
  load: ({ config, query }) => {
    const today = formatIsoDate(todayIn('UTC'));
    const min = shiftIsoDate(today, -30);
    const max = shiftIsoDate(today, 1);
    const asked = query.date && parseIsoDate(query.date) ? formatIsoDate(parseIsoDate(query.date)!) : undefined;
    const date = asked && asked >= min && asked <= max ? asked : shiftIsoDate(today, DAYS[query.day ?? 'today']);
    // The date picker's own sample looks back a hundred years (spec 2 §9), on `?picked=`.
    const sampleMin = formatIsoDate({ year: todayIn('UTC').year - 100, month: 1, day: 1 });
    const picked = query.picked && parseIsoDate(query.picked) ? formatIsoDate(parseIsoDate(query.picked)!) : undefined;
    const sample = { date: picked && picked >= sampleMin && picked <= today ? picked : today, min: sampleMin, max: today };
    return { siteName: config.SITE_NAME, today, date, min, max, sample };
  },
  head: ({ siteName }) => ({ title: 'Design reference', description: `The ${siteName} design system: colours, type, spacing, components, page templates and art, with sample text.`, noindex: true }),
  View: StyleguidePage,
});
