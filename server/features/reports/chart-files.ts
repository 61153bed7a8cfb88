import { createHash } from 'node:crypto';
import { Router, type Response } from 'express';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseClean } from '../../../shared/api/text';
import { GetReportContract } from '../../../shared/platform-api/product.platform';
import { chartSearch, ChartQuerySchema, type ChartQuery } from '../../../shared/reports/birth-chart.form';
import type { NatalChart } from '../../../shared/reports/natal';
import { isReportCode, reportSlug, type NatalInputs } from '../../../shared/reports/report-products';
import { href, ROUTES } from '../../../shared/routes';
import { ChartShareImage } from '../../../views/reports/chart-share-image';
import { ChartWheelFile } from '../../../views/reports/chart-wheel-file';
import { LruCache } from '../../cache/lru-cache';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import type { PlatformClient } from '../../http/platform-client';
import { checkRateLimits, type Limit, type RateLimitStore } from '../../http/rate-limit';
import { requireMember } from '../../http/require-member';
import '../../session/session-data';
import { natalChart } from './natal-chart';

/**
 * The birth chart as files (issue #25): the wheel to download as SVG or PNG, and the chart's
 * share picture (Open Graph, 1200 x 630).
 *
 * - `/readings-reports/astrology-reports/your-birth-chart/{chart.svg|chart.png|share.png}?{the chart's query}`:
 *   a visitor's chart, from the same birth details as the chart's page. The file depends on the
 *   query alone, so caches may keep it for a day. A query that is not a chart's is the 400 page;
 *   a local time the clocks skipped or showed twice is a 400 that says to choose the moment on the page.
 * - `/report/{slug}/{chart.svg|chart.png}`: a member's report's chart, for its owner only (a
 *   visitor 401, anyone else's or a report not yet paid for 404), cast again from the stored
 *   details like the report's page; private to the browser.
 *
 * The SVG is views/reports/chart-wheel-file.tsx: the page's drawing with fixed colours. PNGs are
 * that SVG rasterised by resvg in worker threads: the tarot cards' pool, passed in by the app
 * (its fixed zoom is `rasterScale`). Rendered PNGs are kept in memory by the SVG's hash, and only
 * a render counts against the visitor's limit, as for the card images.
 */

/** Each visitor's PNG renders (a cached one costs nothing): a chart is some 50-150 ms of a worker. */
export const CHART_RENDER_LIMIT: Limit = { name: 'chart-render:ip', max: 60, windowMs: 60 * 60_000 };

/** The query-addressed files depend on their query only. */
export const CHART_FILE_PUBLIC_CACHE = 'public, max-age=86400';
/** A report's files: the member's own, and a birth time added later changes them. */
export const CHART_FILE_PRIVATE_CACHE = 'private, no-cache';

const XML_PROLOG = '<?xml version="1.0" encoding="UTF-8"?>\n';

type ChartFile = 'chart.svg' | 'chart.png' | 'share.png';
const VISITOR_FILES: readonly string[] = ['chart.svg', 'chart.png', 'share.png'] satisfies ChartFile[];
const REPORT_FILES: readonly string[] = ['chart.svg', 'chart.png'] satisfies ChartFile[];

export interface ChartFilesOptions {
  config: Pick<Config, 'SITE_NAME'>;
  platform: PlatformClient;
  /** Counts each visitor's PNG renders (CHART_RENDER_LIMIT). */
  rateLimits: RateLimitStore;
  /**
   * Rasterises a standalone SVG document off the request thread: the site's worker pool
   * (createSvgRasteriser in server/images/svg-rasteriser.ts).
   */
  rasteriser: { rasterise(svg: string): Promise<Buffer> };
  /** The rasteriser's fixed zoom (RASTER_SCALE): the SVGs are sized so the PNGs come out at the size wanted. */
  rasterScale: number;
  /** How many rendered PNGs are kept in memory (each some 100-300 KB). */
  pngCacheSize?: number;
}

/** `birth-chart-ana-1990-04-15.svg`: the name's letters and digits, lower case, then the birth date. */
export function chartFileName(chart: Pick<NatalChart, 'name' | 'birthDate'>, extension: 'svg' | 'png'): string {
  const name = chart.name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return `birth-chart-${name ? `${name}-` : ''}${chart.birthDate}.${extension}`;
}

/** The query of a chart's address, for its files' links. */
const searchOf = (query: ChartQuery) =>
  chartSearch({ name: query.name, gender: query.gender, birth_date: query.date, birth_time: query.time === 'unknown' ? null : query.time, city_id: query.city_id, houses: query.houses, ...(query.utc ? { utc: query.utc } : {}) });

/** A visitor's chart file: `/readings-reports/astrology-reports/your-birth-chart/chart.svg?name=…`. */
export function birthChartFileHref(file: ChartFile, query: ChartQuery): string {
  return `${href(ROUTES.yourBirthChartFile, { file })}?${searchOf(query)}`;
}

/** A member's report's chart file: `/report/{slug}/chart.png`. */
export function reportChartFileHref(slug: string, file: Exclude<ChartFile, 'share.png'>): string {
  return href(ROUTES.reportChartFile, { slug, file });
}

/** A stored report's chart, as its page casts it: a clock change the stored details fall in takes the earlier instant. */
async function storedChart(platform: PlatformClient, inputs: NatalInputs): Promise<NatalChart> {
  const query: ChartQuery = { name: inputs.name, gender: inputs.gender, date: inputs.birth_date, time: inputs.birth_time ?? 'unknown', city_id: inputs.city_id, houses: inputs.houses, ...(inputs.utc_choice ? { utc: inputs.utc_choice } : {}) };
  const outcome = await natalChart(platform, query);
  if (outcome.status === 'ok') return outcome.chart;
  const retry = await natalChart(platform, { ...query, utc: outcome.choices[0]!.utc });
  if (retry.status !== 'ok') throw new AppError('internal', 'The stored birth details give no chart.');
  return retry.chart;
}

export function chartFilesRouter({ config, platform, rateLimits, rasteriser, rasterScale, pngCacheSize = 40 }: ChartFilesOptions): Router {
  const siteName = config.SITE_NAME;
  const pngs = new LruCache<Buffer>(pngCacheSize);
  /** Renders under way, by the SVG's hash: concurrent requests for one picture render it once and count once. */
  const rendering = new Map<string, Promise<Buffer>>();

  /**
   * The PNG of a standalone SVG: from memory, or rendered in a worker (counted against the
   * visitor's limit: a 429 with Retry-After when used up). A joiner whose render was refused by
   * the limit of the visitor who started it tries again on its own account.
   */
  const png = async (svg: string, visitor: string): Promise<Buffer> => {
    const key = createHash('sha256').update(svg).digest('hex');
    for (;;) {
      const cached = pngs.get(key);
      if (cached) return cached;
      const pending = rendering.get(key);
      if (!pending) {
        const job = (async () => {
          await checkRateLimits(rateLimits, [{ limit: CHART_RENDER_LIMIT, id: visitor }]);
          const bytes = await rasteriser.rasterise(svg);
          pngs.set(key, bytes);
          return bytes;
        })().finally(() => rendering.delete(key));
        rendering.set(key, job);
        return job;
      }
      try {
        return await pending;
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'rate_limited')) throw error;
      }
    }
  };

  const svgOf = (element: Parameters<typeof renderToStaticMarkup>[0]) => XML_PROLOG + renderToStaticMarkup(element);

  /** Answers with the file: the SVG or PNG download (an attachment), or the share picture (shown inline). */
  const send = async (res: Response, visitor: string, chart: NatalChart, file: ChartFile, cacheControl: string) => {
    res.set('Cache-Control', cacheControl);
    if (file === 'chart.svg') {
      res.attachment(chartFileName(chart, 'svg')).type('image/svg+xml').send(svgOf(createElement(ChartWheelFile, { chart, siteName })));
      return;
    }
    if (file === 'chart.png') {
      // The SVG file's own size, zoomed: 680 x 818 becomes 1360 x 1636 at the cards' zoom of 2, sharp enough to print.
      const bytes = await png(svgOf(createElement(ChartWheelFile, { chart, siteName })), visitor);
      res.attachment(chartFileName(chart, 'png')).type('image/png').send(bytes);
      return;
    }
    // Sized down by the zoom, so the picture comes out at exactly 1200 x 630.
    const bytes = await png(svgOf(createElement(ChartShareImage, { chart, siteName, scale: rasterScale })), visitor);
    res.type('image/png').send(bytes);
  };

  const router = Router();

  router.get(ROUTES.yourBirthChartFile, async (req, res, next) => {
    const file = req.params.file;
    if (!VISITOR_FILES.includes(file)) return next();
    const parsed = parseClean(ChartQuerySchema, req.query);
    if (!parsed.success) throw new AppError('bad_request', 'The address has birth details that are not valid.');
    const query = parsed.data;
    // An unknown city is the location service's 404, answered as a 400 (validation_failed) by natalChart.
    const outcome = await natalChart(platform, query);
    if (outcome.status === 'unclear') {
      const page = `${href(ROUTES.yourBirthChart)}?${searchOf(query)}#your-birth-chart`;
      res.status(400).set('Cache-Control', 'no-store').type('text/plain').send(`${outcome.message}\n\nPlease choose the moment on the chart's page, then download the chart from there: ${page}\n`);
      return;
    }
    await send(res, req.ip ?? '', outcome.chart, file as ChartFile, CHART_FILE_PUBLIC_CACHE);
  });

  router.get(ROUTES.reportChartFile, async (req, res, next) => {
    const file = req.params.file;
    const slug = reportSlug.safeParse(req.params.slug);
    if (!REPORT_FILES.includes(file) || !slug.success) return next();
    const owner = requireMember({ memberUuid: req.session?.memberUuid });
    // Anyone else's report is the service's 404, as for a report that never was.
    const { report } = await platform.call(GetReportContract, { params: { slug: slug.data }, query: { member_uuid: owner } });
    // A report held until it is paid has no chart to show yet (its page shows the checkout).
    if (!isReportCode(report.product_code) || report.status !== 'ready') throw new AppError('not_found', 'No report of yours has that address.');
    await send(res, req.ip ?? '', await storedChart(platform, report.inputs), file as ChartFile, CHART_FILE_PRIVATE_CACHE);
  });

  return router;
}
