import type { BirthDetails } from '../../../shared/reports/birth-chart.form';
import { thisMonth } from '../../../shared/reports/forecast-date';
import { reportProduct, type NatalInputsInput, type ReportCode } from '../../../shared/reports/report-products';
import { carriedFields, teeupSchema, type TeeupDetails } from '../../../shared/reports/teeup.form';
import type { TeeupSpec } from '../../../shared/reports/teeup-view';
import { GetCityContract } from '../../../shared/location/location.contract';
import { AppError } from '../../errors';
import { defineAction, fieldError } from '../../http/action';
import type { RequestContext } from '../../http/request-context';
import { pageAction, type PageAction } from '../../http/page-module';
import { requireMember } from '../../http/require-member';
import { checkedPlace, LOGIN_FOR_REPORT, submitReport } from './report.action';

/**
 * The teeup form's steps on a report's page (spec 3 §2, §4, §5, §9). A one-person report posts
 * once: GET MY REPORT (or GET MY PROFILE) holds the report and goes to its checkout. A paired
 * report first checks Person 1 (ENTER PERSON 2, which stores nothing) and shows the Person 2
 * view with Person 1 carried in hidden fields; GET MY REPORT then sends both. The big-picture
 * forecasts also ask the start month and where the reader lives now.
 */

const PERSON_1_CITY = 'A valid city is required for Person 1. Please start again with Person 1.';

async function checkedCity(context: RequestContext, id: number) {
  try {
    await context.platform.call(GetCityContract, { params: { id } });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw fieldError('form', PERSON_1_CITY);
    throw error;
  }
}

async function personOf(context: RequestContext, details: BirthDetails, field: string) {
  const place = await checkedPlace(context, details.birth_location, field);
  return { name: details.name, gender: details.gender, birth_date: details.birth_date, birth_time: details.birth_time, city_id: place.city_id!, utc_choice: null };
}

/** The page's actions: each final button, and for a paired report ENTER PERSON 2. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each action's result is its own, as in PageModule.actions
export function teeupActions(spec: TeeupSpec): Record<string, PageAction<any>> {
  const product = reportProduct(spec.paid);
  const pair = product.kind === 'pair';
  const forecast = 'currentLocation' in product && product.currentLocation;
  const submit = (code: ReportCode) =>
    defineAction({
      schema: teeupSchema({ carried: pair, forecast }),
      async run(details: TeeupDetails, context) {
        requireMember(context, LOGIN_FOR_REPORT);
        const subject = await personOf(context, details.person, 'birth_location');
        // Person 1 came back in hidden fields: their town is checked again, as typed ones are.
        if (details.carried) await checkedCity(context, details.carried.city_id);
        const inputs: NatalInputsInput = pair ? { ...details.carried!, houses: details.person.houses, person_2: subject } : { ...subject, houses: details.person.houses };
        if (product.kind === 'forecast' || product.kind === 'numerology') inputs.forecast_date = details.forecast_date ?? thisMonth();
        if (details.current_location) inputs.current_city_id = (await checkedPlace(context, details.current_location, 'current_location')).city_id!;
        return submitReport(context, code, inputs);
      },
    });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  const actions: Record<string, PageAction<any>> = {
    buy: pageAction({ action: submit(spec.paid), redirect: (result) => result.forwarding_url }),
    ...(spec.sample ? { sample: pageAction({ action: submit(spec.sample), redirect: (result) => result.forwarding_url }) } : {}),
  };
  if (pair) {
    actions['person-2'] = pageAction({
      action: defineAction({
        schema: teeupSchema({}),
        async run(details: TeeupDetails, context) {
          return { carry: carriedFields(await personOf(context, details.person, 'birth_location')) };
        },
      }),
      message: () => 'Person 1 is ready. Now enter Person 2.',
    });
  }
  return actions;
}
