import { BirthChartFormSchema, birthChartYears, type BirthDetails } from '../../../shared/reports/birth-chart.form';
import { GetDescriptionContract, GetPriceContract } from '../../../shared/store/store.contract';
import { formatKc, formatUsd, saleShown } from '../../../shared/store/price-display';
import { href, ROUTES } from '../../../shared/routes';
import { EssentialReportPage, type EssentialReportPageProps } from '../../../views/reports/essential-report-page';
import { defineAction } from '../../http/action';
import type { RequestContext } from '../../http/request-context';
import { definePage, pageAction } from '../../http/page-module';
import { requireMember } from '../../http/require-member';
import { birthChartProfiles } from './birth-chart-profiles';
import { checkedPlace, LOGIN_FOR_REPORT, submitReport } from './report.action';

/**
 * The Essential Birth Report's page (issue #25): `/readings-reports/astrology-reports/essential-birth-chart`,
 * where GET MY FULL REPORT on the free chart leads. What the report holds, its price (the
 * catalogue's, in dollars and Karma Coins), and the birth details form: a member buys the full
 * report (held, then paid at checkout) or reads the free sample (the big three) at once.
 */

const PAID = 'essential-birth-redux';
const SAMPLE = 'essential-birth-sample';

async function submitDetails(details: BirthDetails, context: RequestContext, code: typeof PAID | typeof SAMPLE) {
  requireMember(context, LOGIN_FOR_REPORT);
  const place = await checkedPlace(context, details.birth_location, 'birth_location');
  return submitReport(context, code, { name: details.name, gender: details.gender, birth_date: details.birth_date, birth_time: details.birth_time, city_id: place.city_id!, houses: details.houses, utc_choice: null });
}

const buyAction = defineAction({ schema: BirthChartFormSchema, run: (details, context) => submitDetails(details, context, PAID) });
const sampleAction = defineAction({ schema: BirthChartFormSchema, run: (details, context) => submitDetails(details, context, SAMPLE) });

export const essentialReportPage = definePage({
  path: ROUTES.essentialBirthChart,
  async load({ platform, memberUuid, logger }): Promise<Omit<EssentialReportPageProps, 'form'>> {
    const [{ description }, { price }, profiles] = await Promise.all([
      platform.call(GetDescriptionContract, { params: { slug: PAID } }),
      platform.call(GetPriceContract, { params: { upc: PAID } }),
      birthChartProfiles({ platform, memberUuid, logger }),
    ]);
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
      action: href(ROUTES.essentialBirthChart),
      years: birthChartYears(),
      member: memberUuid !== undefined,
      profiles,
      signupHref: href(ROUTES.signup),
      freeChartHref: href(ROUTES.yourBirthChart),
      breadcrumb: [
        { label: 'Home', href: href(ROUTES.home) },
        { label: 'Readings & Reports', href: href(ROUTES.readingsHub) },
        { label: description.product_name },
      ],
    };
  },
  head: (data) => ({
    title: `${data.name}: Every Planet, House and Aspect of Your Chart`,
    description: 'The Essential Birth Chart report reads your whole natal chart: each planet in its sign and house, the aspects between them, your Rising sign and Midheaven, with a free sample of your big three.',
  }),
  View: EssentialReportPage,
  actions: {
    buy: pageAction({ action: buyAction, redirect: (result) => result.forwarding_url }),
    sample: pageAction({ action: sampleAction, redirect: (result) => result.forwarding_url }),
  },
});
