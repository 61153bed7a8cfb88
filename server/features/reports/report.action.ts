import { z } from 'zod';
import { PROFILE_MESSAGES } from '../../../shared/forms/messages';
import { ZODIAC_SIGNS } from '../../../shared/horoscopes/zodiac';
import { GetCityContract } from '../../../shared/location/location.contract';
import type { PlaceFields } from '../../../shared/location/place.form';
import { AddReportBirthTimeContract, CreateReportContract } from '../../../shared/platform-api/product.platform';
import { AddBirthTimeSchema, parseBirthTime } from '../../../shared/reports/birth-time.form';
import { formatDegree, type NatalChart } from '../../../shared/reports/natal';
import { isReportCode, REPORT_PRODUCTS, reportProduct, reportUrl, storedBirthTime, SubmitReportBodySchema, type NatalInputsInput, type ReportCode } from '../../../shared/reports/report-products';
import { BIRTH_CHART_MESSAGES } from '../../../shared/reports/birth-chart.form';
import { thisMonth } from '../../../shared/reports/forecast-date';
import { href, ROUTES } from '../../../shared/routes';
import { AppError } from '../../errors';
import { defineAction, fieldError } from '../../http/action';
import type { RequestContext } from '../../http/request-context';
import { requireMember } from '../../http/require-member';
import { resolvePlace } from '../location';
import { chartOfInputs } from './natal-chart';

/**
 * Submitting a birth report (issue #25, spec 3 §3, §7): `POST /api/product/submit/{code}` for
 * the report codes, and the report pages' plain forms. A free report is made at once and the
 * member goes to it; a paid one is held and the member goes to its checkout, which makes it
 * ready once the order is paid (the platform's `readings` port).
 */

export const LOGIN_FOR_REPORT = 'Please log in or sign up to get your report. What you typed is kept.';
export const NO_SUCH_REPORT = 'That report does not exist.';

/** Where a held paid report is paid for: the checkout of its product, naming the report. */
export const reportCheckoutUrl = (code: string, slug: string): string => href(ROUTES.checkout, {}, { upc: code, deal: slug });

/** A place as resolvePlace gives it, its city id checked too (a forged id is 'A valid city is required'). */
export async function checkedPlace(context: RequestContext, place: PlaceFields | undefined, field: string) {
  const resolved = await resolvePlace(context.platform, place, field);
  try {
    await context.platform.call(GetCityContract, { params: { id: resolved!.city_id! } });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw fieldError(`${field}.city`, PROFILE_MESSAGES.city);
    throw error;
  }
  return resolved!;
}

/** Stores the report for the member; answers where they go next. */
export async function submitReport(context: RequestContext, code: ReportCode, inputs: NatalInputsInput): Promise<{ forwarding_url: string; report_slug: string }> {
  const memberUuid = requireMember(context, LOGIN_FOR_REPORT);
  const { report } = await context.platform.call(CreateReportContract, { body: { member_uuid: memberUuid, product_code: code, inputs } });
  const forwarding_url = REPORT_PRODUCTS[code].paid ? reportCheckoutUrl(code, report.report_slug) : reportUrl(report.report_slug);
  return { forwarding_url, report_slug: report.report_slug };
}

export const SubmitReportInputSchema = SubmitReportBodySchema.extend({ code: z.string().max(80) });
type SubmitInput = z.output<typeof SubmitReportInputSchema>;

const missing = (...fields: string[]) => new AppError('validation_failed', BIRTH_CHART_MESSAGES.form, Object.fromEntries(fields.map((field) => [field, [BIRTH_CHART_MESSAGES.required]])));

/** What a submission's report reads, checked for its kind: a paired report needs person 2; a big-picture forecast, a start month and a current location. */
export async function reportInputs(context: RequestContext, code: ReportCode, body: SubmitInput): Promise<NatalInputsInput> {
  const product = reportProduct(code);
  const place = await checkedPlace(context, body.person_1_birth_location, 'person_1_birth_location');
  const inputs: NatalInputsInput = {
    name: [body.person_1_name.first, body.person_1_name.last].filter(Boolean).join(' '),
    gender: body.gender,
    birth_date: body.person_1_birth_date,
    birth_time: storedBirthTime(body.person_1_birth_time),
    city_id: place.city_id!,
    houses: body.houses,
    utc_choice: body.utc ?? null,
  };
  if (product.kind === 'pair') {
    const absent = (['person_2_name', 'person_2_birth_date', 'person_2_birth_location'] as const).filter((field) => body[field] === undefined);
    if (absent.length > 0) throw missing(...absent);
    const second = await checkedPlace(context, body.person_2_birth_location, 'person_2_birth_location');
    inputs.person_2 = {
      name: [body.person_2_name!.first, body.person_2_name!.last].filter(Boolean).join(' '),
      gender: body.person_2_gender,
      birth_date: body.person_2_birth_date!,
      birth_time: storedBirthTime(body.person_2_birth_time),
      city_id: second.city_id!,
      utc_choice: null,
    };
  }
  if (product.kind === 'forecast' || product.kind === 'numerology') {
    const asked = 'currentLocation' in product && product.currentLocation;
    if (asked && body.forecast_date === undefined) throw missing('forecast_date');
    inputs.forecast_date = body.forecast_date ?? thisMonth();
    if (asked) {
      if (body.person_1_location === undefined) throw missing('person_1_location');
      inputs.current_city_id = (await checkedPlace(context, body.person_1_location, 'person_1_location')).city_id!;
    }
  }
  return inputs;
}

export const submitReportAction = defineAction({
  schema: SubmitReportInputSchema,
  async run(body, context) {
    if (!isReportCode(body.code)) throw new AppError('not_found', NO_SUCH_REPORT);
    requireMember(context, LOGIN_FOR_REPORT);
    const { forwarding_url } = await submitReport(context, body.code, await reportInputs(context, body.code, body));
    return { forwarding_url };
  },
});

/** What a birth time added to a report changed, in a sentence: the Rising sign, the Midheaven, the Moon. */
export function whatChanged(chart: NatalChart | null): string {
  const name = (slug: string | undefined) => ZODIAC_SIGNS.find((sign) => sign.slug === slug)?.name;
  const rising = name(chart?.points.find((point) => point.id === 'ascendant')?.sign);
  const midheaven = name(chart?.points.find((point) => point.id === 'midheaven')?.sign);
  const moon = chart?.points.find((point) => point.id === 'moon');
  if (!chart || !rising || !midheaven || !moon) return 'Your birth time has been added and your report is written again with it.';
  return `Your birth time has been added. Your report now has your Rising sign, ${rising}, your Midheaven in ${midheaven} and the twelve houses, and your Moon is placed exactly, at ${formatDegree(moon.degree)} ${name(moon.sign)}.`;
}

/** `POST /api/product/add-birth-time` and the report page's form: only the owner, only once (the platform decides). */
export const addBirthTimeAction = defineAction({
  schema: AddBirthTimeSchema,
  async run({ product_slug, person_1_birth_time }, context) {
    const memberUuid = requireMember(context);
    const { report } = await context.platform.call(AddReportBirthTimeContract, { params: { slug: product_slug }, body: { member_uuid: memberUuid, birth_time: parseBirthTime(person_1_birth_time)! } });
    return { ok: true as const, forwarding_url: reportUrl(report.report_slug), changed: whatChanged(await chartOfInputs(context.platform, report.inputs)) };
  },
});
