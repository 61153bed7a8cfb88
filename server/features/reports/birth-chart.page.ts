import { z } from 'zod';
import { asksForChart, birthChartYears, BirthChartFormSchema, chartSearch, ChartQuerySchema, HOUSE_SYSTEM_NAMES, type ChartQuery } from '../../../shared/reports/birth-chart.form';
import { href, ROUTES } from '../../../shared/routes';
import { BirthChartPage, type BirthChartPageProps } from '../../../views/reports/birth-chart-page';
import { NATAL_FRAMING, NATAL_GLOSSARY } from '../../content/natal/library';
import { supportAddress } from '../../config';
import { defineAction } from '../../http/action';
import { definePage, pageAction } from '../../http/page-module';
import { birthChartProfiles } from './birth-chart-profiles';
import { bigThree } from './interpret';
import { birthChartFileHref } from './chart-files';
import { natalChart } from './natal-chart';
import { fullName } from '../../../shared/profiles/profiles';
import { AppError } from '../../errors';
import { shareText } from '../../../views/reports/chart-wheel-file';
import { checkedPlace, submitReport } from './report.action';

/**
 * The free birth chart (issue #25, spec 3 §2 "Free birth chart page"):
 * `/readings-reports/astrology-reports/your-birth-chart`. The form posts (a plain form, or the
 * island's call of the same action); a good post is sent to the chart's own address, which
 * carries the birth details in its query (`chartSearch`), so the chart can be reloaded, shared
 * and bookmarked and nothing is stored for a visitor. A query that is not a chart's is a 400 page.
 */

const PATH = ROUTES.yourBirthChart;

const chartAction = defineAction({
  schema: BirthChartFormSchema,
  async run(details, context) {
    const place = await checkedPlace(context, details.birth_location, 'birth_location');
    // A member's chart is kept as their free birth chart report (spec 3 §7 `result/your-birth-chart`); a visitor's lives in its address.
    if (context.memberUuid) {
      const inputs = { name: details.name, gender: details.gender, birth_date: details.birth_date, birth_time: details.birth_time, city_id: place.city_id!, houses: details.houses, utc_choice: null };
      return { path: `${(await submitReport(context, 'free-birth-chart-redux', inputs)).forwarding_url}#your-birth-chart` };
    }
    return { path: `${href(PATH)}?${chartSearch({ ...details, city_id: place.city_id! })}#your-birth-chart` };
  },
});

export const birthChartPage = definePage({
  path: PATH,
  // The page's query: nothing (the form), or a chart's birth details.
  query: z.record(z.string(), z.unknown()).transform((query, context): ChartQuery | null => {
    if (!asksForChart(query)) return null;
    const parsed = ChartQuerySchema.safeParse(query);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ ...issue, code: 'custom', message: `${issue.path.join('.')}: ${issue.message}` });
      return z.NEVER;
    }
    return parsed.data;
  }),
  async load({ config, query, platform, memberUuid, logger }): Promise<Omit<BirthChartPageProps, 'form'>> {
    const years = birthChartYears();
    const common = {
      action: href(PATH),
      years,
      member: memberUuid !== undefined,
      help: NATAL_FRAMING.help,
      glossary: NATAL_GLOSSARY,
      aboutSample: NATAL_FRAMING.aboutSampleChapter,
      houseSystems: Object.entries(HOUSE_SYSTEM_NAMES) as [string, string][],
      fullReportHref: href(ROUTES.essentialBirthChart),
      journalHref: `${href(ROUTES.journal)}?search=Birth+Chart`,
      supportEmail: supportAddress(config),
      year: new Date().getUTCFullYear(),
      breadcrumb: [
        { label: 'Home', href: href(ROUTES.home) },
        { label: 'Readings & Reports', href: href(ROUTES.readingsHub) },
        { label: 'Your Birth Chart' },
      ],
    };
    // The form's profile tabs: a member's saved profiles, own first (spec 3 §2, §4).
    const profiles = query ? [] : await birthChartProfiles({ platform, memberUuid, logger });
    // Spec 3 §4: when the selected profile (the member's own, first) has a birth city, its chart is drawn.
    const own = profiles[0];
    const fromProfile = !query && own?.birth_city_id ? ChartQuerySchema.safeParse({ name: fullName(own), gender: own.gender === 'male' ? 'male' : 'female', date: own.birth_date, time: own.birth_time?.slice(0, 5) ?? 'unknown', city_id: own.birth_city_id }) : undefined;
    if (!query && !fromProfile?.success) return { ...common, outcome: null, profiles };
    query ??= fromProfile!.data!;
    const outcome = await natalChart(platform, query).catch((error: unknown) => {
      // A profile whose city the location service no longer knows: the form, not an error.
      if (fromProfile && error instanceof AppError && error.status < 500) return null;
      throw error;
    });
    if (!outcome || (fromProfile && outcome.status !== 'ok')) return { ...common, outcome: null, profiles };
    if (outcome.status === 'unclear') {
      const choices = outcome.choices.map((choice) => ({
        ...choice,
        href: `${href(PATH)}?${chartSearch({ name: query.name, gender: query.gender, birth_date: query.date, birth_time: query.time === 'unknown' ? null : query.time, city_id: query.city_id, houses: query.houses, utc: choice.utc })}#your-birth-chart`,
      }));
      return { ...common, outcome: { ...outcome, choices } };
    }
    return {
      ...common,
      outcome: {
        status: 'ok',
        chart: outcome.chart,
        sample: bigThree(outcome.chart),
        query: { ...query },
        houseAction: href(PATH),
        downloads: { svgHref: birthChartFileHref('chart.svg', query), pngHref: birthChartFileHref('chart.png', query) },
        share: { src: birthChartFileHref('share.png', query), alt: shareText(outcome.chart) },
      },
      // A member's own chart, drawn from their profile: the form for another chart follows it.
      ...(fromProfile ? { profiles } : {}),
    };
  },
  head: (data) => ({
    title: data.outcome?.status === 'ok' ? `${data.outcome.chart.name}’s Birth Chart` : 'Your Free Birth Chart: Wheel, Planets, Aspects and Houses',
    description: 'Draw your birth chart free: the wheel of your planets, signs and houses, your Sun, Moon and Rising, an aspect grid and tables, with the exact time and place used shown.',
    // A person's own chart is theirs, not for search engines; the bare form is.
    noindex: data.outcome !== null,
    // Shared, a chart shows its wheel and big three (never the birth date, time or place).
    ...(data.outcome?.status === 'ok' ? { ogImage: data.outcome.share } : {}),
  }),
  View: BirthChartPage,
  actions: { chart: pageAction({ action: chartAction, redirect: (result) => result.path }) },
});
