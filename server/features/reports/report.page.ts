import { z } from 'zod';
import { GetReportContract } from '../../../shared/platform-api/product.platform';
import { REPORT_PRODUCTS, reportSlug, type ReportCode } from '../../../shared/reports/report-products';
import { HOUSE_SYSTEM_NAMES } from '../../../shared/reports/birth-chart.form';
import { href, ROUTES } from '../../../shared/routes';
import { ReportPage, type ReportPageProps } from '../../../views/reports/report-page';
import { NATAL_FRAMING, NATAL_GLOSSARY } from '../../content/natal/library';
import { AppError } from '../../errors';
import { definePage, pageAction } from '../../http/page-module';
import { requireMember } from '../../http/require-member';
import { reportContent, type ReportContent } from './report-sections';
import { reportChartFileHref } from './chart-files';
import { addBirthTimeAction, reportCheckoutUrl } from './report.action';

/**
 * A member's report (issue #25, spec 3 §2): `/report/{slug}`, for its owner only (anyone else's
 * is the 404 page). Its chart is cast again from the stored birth details each time, so a birth
 * time added later changes everything that depends on it. The Essential Birth Report shows every
 * section; the sample and the free chart show the big three with the other sections listed but
 * disabled, and the upsell (spec 3 §6).
 */
export const reportPage = definePage({
  path: ROUTES.report,
  member: true,
  params: z.object({ slug: reportSlug }),
  async load({ params, platform, memberUuid }): Promise<Omit<ReportPageProps, 'form'>> {
    const owner = requireMember({ memberUuid });
    const { report } = await platform.call(GetReportContract, { params: { slug: params.slug }, query: { member_uuid: owner } });
    const product = REPORT_PRODUCTS[report.product_code as ReportCode];
    if (!product) throw new AppError('not_found', 'No report of yours has that address.');
    const base = { slug: report.report_slug, productName: product.name, breadcrumb: [
      { label: 'Home', href: href(ROUTES.home) },
      { label: 'Your Readings', href: href(ROUTES.journal) },
      { label: product.name },
    ] };
    if (report.status === 'held') return { ...base, state: { kind: 'held', checkoutHref: reportCheckoutUrl(report.product_code, report.report_slug) } };
    const content = await reportContent(platform, report);
    if (!content) return { ...base, state: { kind: 'error' } };
    return { ...base, state: readyState(content, report.product_code as ReportCode, report.report_slug) };
  },
  head: (data) => ({ title: data.productName, description: `Your ${data.productName}.`, noindex: true }),
  View: ReportPage,
  actions: { 'birth-time': pageAction({ action: addBirthTimeAction, message: (result) => result.changed }) },
});

function readyState(content: ReportContent, code: ReportCode, slug: string): ReportPageProps['state'] {
  const { chart, sections, locked } = content;
  const kind = REPORT_PRODUCTS[code].kind;
  return {
    kind: 'ready',
    variant: kind === 'natal' ? 'birth' : kind,
    chart,
    ...(content.second ? { second: content.second } : {}),
    ...(content.summary ? { summary: content.summary } : {}),
    ...(content.today ? { today: content.today } : {}),
    full: locked.length === 0,
    sections,
    lockedSections: locked.map((section) => section.title),
    help: NATAL_FRAMING.help,
    glossary: NATAL_GLOSSARY,
    houseSystemName: HOUSE_SYSTEM_NAMES[chart.houseSystem],
    downloads: { svgHref: reportChartFileHref(slug, 'chart.svg'), pngHref: reportChartFileHref(slug, 'chart.png') },
    fullReportHref: kind === 'pair' ? href(ROUTES.compatibilityReport) : href(ROUTES.essentialBirthChart),
    journalHref: `${href(ROUTES.journal)}?search=${kind === 'natal' ? 'Birth+Chart' : encodeURIComponent(REPORT_PRODUCTS[code].name).replace(/%20/g, '+')}`,
    year: new Date().getUTCFullYear(),
  };
}
