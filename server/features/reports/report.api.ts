import { Router } from 'express';
import { GetReportContract, ListReportsContract, type StoredReport } from '../../../shared/platform-api/product.platform';
import { AddBirthTimeContract, GetReportResultContract, GetSampleReadingContract } from '../../../shared/reports/report.contract';
import { reportUrl } from '../../../shared/reports/report-products';
import type { NatalChart, NatalPointId } from '../../../shared/reports/natal';
import { AppError } from '../../errors';
import { mountAction } from '../../http/contract-route';
import { mountContract } from '../../http/mount-contract';
import type { PlatformClient } from '../../http/platform-client';
import { requestContext, type SiteServices } from '../../http/request-context';
import { requireMember } from '../../http/require-member';
import { reportContent } from './report-sections';
import { addBirthTimeAction } from './report.action';

const NO_REPORT = 'No report of yours has that address.';

/** The member's report by slug, or their latest free birth chart for `your-birth-chart`. */
async function ownReport(platform: PlatformClient, memberUuid: string, slug: string): Promise<StoredReport> {
  if (slug === 'your-birth-chart') {
    const { reports } = await platform.call(ListReportsContract, { query: { member_uuid: memberUuid, product_code: 'free-birth-chart-redux' } });
    if (!reports[0]) throw new AppError('not_found', 'You have no birth chart yet: draw one on the free birth chart page.');
    return reports[0];
  }
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(slug)) throw new AppError('not_found', NO_REPORT);
  return (await platform.call(GetReportContract, { params: { slug }, query: { member_uuid: memberUuid } })).report;
}

/** Spec 3 §3 `data.natal-1`: SUN, MOO and, with a birth time, 1#C (the first house's cusp). */
function natalData(chart: NatalChart): Record<string, { position: { sign: string } }> {
  const sign = (id: NatalPointId) => chart.points.find((point) => point.id === id)?.sign;
  const rising = sign('ascendant');
  return { SUN: { position: { sign: sign('sun')! } }, MOO: { position: { sign: sign('moon')! } }, ...(rising ? { '1#C': { position: { sign: rising } } } : {}) };
}

const chartData = (chart: NatalChart) => ({ utc: chart.utc, offsetSeconds: chart.offsetSeconds, houseSystem: chart.houseSystem, ...(chart.fallback ? { fallback: chart.fallback } : {}), place: chart.place, points: chart.points, houses: chart.houses, aspects: chart.aspects });

async function result(platform: PlatformClient, report: StoredReport, sampleOnly: boolean) {
  if (report.status !== 'ready') throw new AppError('payment_required', 'This report is written once its order is paid.');
  const inputs = report.inputs;
  const content = await reportContent(platform, report);
  if (!content) throw new AppError('conflict', 'sorry, an error occurred');
  const { chart, second, locked } = content;
  const sections = [...content.sections, ...locked];
  const full = locked.length === 0 && !sampleOnly;
  return {
    report: {
      report_slug: report.report_slug,
      product_code: report.product_code,
      has_birth_time: inputs.birth_time !== null,
      inputs,
      chart: chartData(chart),
      ...(second ? { chart_2: chartData(second) } : {}),
      ...(content.summary ? { summary: content.summary } : {}),
      ...(content.today ? { transits: content.today } : {}),
      sections: full ? sections : sections.slice(0, 1),
      navigator: sections.map((section, index) => ({ code: section.code, prefix: `your-report-${section.code.replace(/_/g, '-')}`, short_name: String(index + 1), long_name: section.title })),
      restrictions: [...(inputs.birth_time !== null ? ['has_birth_time'] : []), ...(full ? [] : ['sample'])],
      data: { 'natal-1': natalData(chart), ...(second ? { 'natal-2': natalData(second) } : {}) },
      url: reportUrl(report.report_slug),
    },
  };
}

/** The reports' browser calls (shared/reports/report.contract.ts); a report's submission is the store's product-submit.api.ts. */
export default function reportApi(services: SiteServices): Router {
  const router = Router();
  mountContract(router, GetReportResultContract, async ({ params, req }) => {
    const context = requestContext(services, req, req.res!);
    const memberUuid = requireMember(context);
    return result(context.platform, await ownReport(context.platform, memberUuid, params.slug), false);
  });
  mountContract(router, GetSampleReadingContract, async ({ params, req }) => {
    const context = requestContext(services, req, req.res!);
    const memberUuid = requireMember(context);
    return result(context.platform, await ownReport(context.platform, memberUuid, params.slug), true);
  });
  mountAction(router, AddBirthTimeContract, addBirthTimeAction, services);
  return router;
}
