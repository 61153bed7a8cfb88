import { Router } from 'express';
import { GetReportContract } from '../../../shared/platform-api/product.platform';
import { REPORT_PRODUCTS, reportSlug, type ReportCode } from '../../../shared/reports/report-products';
import { AppError } from '../../errors';
import { requestContext, type SiteServices } from '../../http/request-context';
import { requireMember } from '../../http/require-member';
import { reportContent } from './report-sections';
import { reportPdf } from './report-pdf';

/** A file name of a person's name and birth date: `essential-birth-chart-report-ana-1990-04-15.pdf`. */
const fileName = (product: string, name: string, date: string) => `${`${product}-${name}`.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${date}.pdf`;

/**
 * `GET /report/{slug}/pdf` (issue #25): the whole report as a PDF made on the server (pdfkit,
 * report-pdf.ts), for its owner only; a report not yet paid for has none. Never cached.
 */
export function reportFilesRouter(services: SiteServices): Router {
  const router = Router();
  router.get('/report/:slug/pdf', async (req, res) => {
    const context = requestContext(services, req, res);
    const memberUuid = requireMember(context, 'Please log in to download your report.');
    const slug = reportSlug.safeParse(req.params.slug);
    if (!slug.success) throw new AppError('not_found', 'No report of yours has that address.');
    const { report } = await context.platform.call(GetReportContract, { params: { slug: slug.data }, query: { member_uuid: memberUuid } });
    if (report.status !== 'ready') throw new AppError('payment_required', 'This report is written once its order is paid.');
    const content = await reportContent(context.platform, report);
    if (!content) throw new AppError('conflict', 'sorry, an error occurred');
    const product = REPORT_PRODUCTS[report.product_code as ReportCode];
    const pdf = await reportPdf({ productName: product.name, ...content, year: new Date().getUTCFullYear() });
    res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName(product.name, report.inputs.name, report.inputs.birth_date)}"`, 'Cache-Control': 'private, no-store' });
    res.send(pdf);
  });
  return router;
}
