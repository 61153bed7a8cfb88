import { birthChartYears } from '../../../shared/reports/birth-chart.form';
import { GetDescriptionContract, GetPriceContract } from '../../../shared/store/store.contract';
import { formatKc, formatUsd, saleShown } from '../../../shared/store/price-display';
import { href, ROUTES } from '../../../shared/routes';
import type { JsonLd } from '../../../shared/site/json-ld';
import { ReportProductPage, type ReportProductPageProps } from '../../../views/reports/report-product-page';
import { definePage } from '../../http/page-module';
import { breadcrumbJsonLd, productJsonLd } from '../crawlers';
import { birthChartProfiles } from './birth-chart-profiles';
import type { TeeupSpec } from '../../../shared/reports/teeup-view';
import { teeupActions } from './report-teeup';

/**
 * The reports' own pages (issues #25, #26), where a member buys a report with one person's
 * birth details: the Essential Birth Report (`/readings-reports/astrology-reports/essential-birth-chart`,
 * where GET MY FULL REPORT on the free chart leads; with its free sample, read at once) and the
 * Cosmic Profile. Each shows what the report holds, its price (the catalogue's, in dollars and
 * Karma Coins) and the birth details form; a paid report is held, then paid at checkout. Its
 * JSON-LD is the report as a Product, with the price the page shows, and its breadcrumb.
 */

type ReportPagePath = (typeof ROUTES)[
  | 'essentialBirthChart'
  | 'cosmicProfile'
  | 'compatibilityReport'
  | 'relationshipPotential'
  | 'loveLanguages'
  | 'relationshipDynamics'
  | 'yearlyForecast'
  | 'bigPictureForecast'
  | 'bigPictureLoveForecast'
  | 'numerologyForecast'];

interface ReportPageSpec extends TeeupSpec {
  path: ReportPagePath;
  contents: string[];
  title: string;
  description: string;
}

type ReportPageData = Omit<ReportProductPageProps, 'form'> & { jsonLd: JsonLd[] };

export function reportProductPage(spec: ReportPageSpec) {
  return definePage({
    path: spec.path,
    async load({ platform, memberUuid, logger, config }): Promise<ReportPageData> {
      const [{ description }, { price }, profiles] = await Promise.all([
        platform.call(GetDescriptionContract, { params: { slug: spec.paid } }),
        platform.call(GetPriceContract, { params: { upc: spec.paid } }),
        birthChartProfiles({ platform, memberUuid, logger }),
      ]);
      const path = href(spec.path);
      const breadcrumb = [
        { label: 'Home', href: href(ROUTES.home) },
        { label: 'Readings & Reports', href: href(ROUTES.readingsHub) },
        { label: description.product_name },
      ];
      return {
        name: description.product_name,
        subheader: description.subheader,
        paragraphs: description.long_description.split('\n\n'),
        price: {
          current: formatUsd(price.usd.current),
          ...(saleShown(price) ? { original: formatUsd(price.usd.original) } : {}),
          ...(price.kc ? { coins: `or ${formatKc(price.kc.current)}` } : {}),
          ...(price.usd.message ? { note: price.usd.message } : {}),
        },
        contents: spec.contents,
        spec: { paid: spec.paid, buyLabel: spec.buyLabel, ...(spec.sample ? { sample: spec.sample } : {}) },
        action: path,
        years: birthChartYears(),
        member: memberUuid !== undefined,
        profiles,
        signupHref: href(ROUTES.signup),
        freeChartHref: href(ROUTES.yourBirthChart),
        breadcrumb,
        jsonLd: [
          productJsonLd(config, { code: spec.paid, name: description.product_name, description: description.short_description, path, usdCents: price.usd.current }),
          breadcrumbJsonLd(config, breadcrumb, path),
        ],
      };
    },
    head: ({ jsonLd }) => ({ title: spec.title, description: spec.description, jsonLd }),
    View: ReportProductPage,
    actions: teeupActions(spec),
  });
}

export const essentialReportPage = reportProductPage({
  path: ROUTES.essentialBirthChart,
  paid: 'essential-birth-redux',
  sample: 'essential-birth-sample',
  buyLabel: 'GET MY REPORT',
  contents: [
    'Your big three: Sun, Moon and Rising, each read in full',
    'Every planet from Mercury to Pluto in its sign',
    'All ten planets in their houses, with your Midheaven and chart ruler',
    'Each aspect between your planets, closest first',
    'The balance of elements and modes in your chart',
    'Your chart wheel and tables, a glossary, and a printable copy',
  ],
  title: 'Essential Birth Chart Report: Every Planet, House and Aspect of Your Chart',
  description: 'The Essential Birth Chart report reads your whole natal chart: each planet in its sign and house, the aspects between them, your Rising sign and Midheaven, with a free sample of your big three.',
});

export const cosmicProfilePage = reportProductPage({
  path: ROUTES.cosmicProfile,
  paid: 'cosmic-profile-report-redux',
  // Spec 3 §9: GET MY PROFILE.
  buyLabel: 'GET MY PROFILE',
  contents: [
    'Your Sun, Moon and Rising signs',
    'Your Chinese zodiac sign and its element',
    'Your tarot birth card, from the digits of your birth date',
    'Your life path number',
    'Your Celtic tree sign',
    'Seven chapters to open one at a time, and a printable copy',
  ],
  title: 'Cosmic Profile Report: Your Signs From Seven Traditions',
  description: 'The Cosmic Profile reads you through seven systems: your Sun, Moon and Rising, your Chinese sign, your tarot birth card, your life path number and your Celtic tree sign.',
});
