import type { FormState } from '../forms/form-state';
import { formatLongDate, latestToday } from '../site/calendar';
import { forecastYears } from './forecast-date';
import type { BirthChartButton, TeeupExtras } from './islands';
import { reportProduct, type ReportCode } from './report-products';

/**
 * Which view of a report's teeup form shows (spec 3 §2 "Birth-detail form", §4, §9): the only
 * person's, or for a paired report Person 1's (ENTER PERSON 2) and then Person 2's, with
 * Person 1 carried. The server's actions are in server/features/reports/report-teeup.ts.
 */

export interface TeeupSpec {
  paid: ReportCode;
  sample?: ReportCode;
  buyLabel: string;
}

/** Which view of the form a page shows, and with what: Person 1 (or the only person), or Person 2 with Person 1 carried. */
export interface TeeupView {
  person: 1 | 2;
  buttons: BirthChartButton[];
  extras?: TeeupExtras;
  gender: boolean;
  /** The post the form shows again: its values and messages (never those of the other view). */
  form?: FormState;
  /** Person 2's view: who person 1 is, in words. */
  first?: string;
}

const ENTER_PERSON_2: BirthChartButton = { intent: 'person-2', label: 'ENTER PERSON 2', visitorStep: true };
const intentsOf = (spec: TeeupSpec) => [{ intent: 'buy', label: spec.buyLabel }, ...(spec.sample ? [{ intent: 'sample', label: 'Read my free sample' }] : [])];

const describe = (carry: [string, string][]) => {
  const value = (name: string) => carry.find(([key]) => key === name)?.[1] ?? '';
  return `${value('person_1_name')}, born ${formatLongDate(value('person_1_birth_date'))}`;
};

/** The view for the page's last post: after ENTER PERSON 2 worked, or a refused Person 2 post, the Person 2 view. */
export function teeupView(spec: TeeupSpec, form: FormState | undefined): TeeupView {
  const product = reportProduct(spec.paid);
  // Spec 3 §9: gender is asked for the cosmic profile and the essential birth reports.
  const gender = product.kind === 'natal' || product.kind === 'cosmic';
  const finals = intentsOf(spec);
  const forecast = 'currentLocation' in product && product.currentLocation;
  const today = latestToday();
  const extras: TeeupExtras | undefined = forecast ? { forecast: { years: forecastYears(today), month: String(today.month), year: String(today.year) }, currentLocation: true } : undefined;
  if (product.kind !== 'pair') return { person: 1, buttons: finals, gender, ...(extras ? { extras } : {}), ...(finals.some((each) => each.intent === form?.intent) ? { form } : {}) };
  const carried = form?.intent === 'person-2' && form.ok ? (form.result as { carry: [string, string][] }).carry : undefined;
  const refused = form && !form.ok && finals.some((each) => each.intent === form.intent) ? carriedFields2(form.values) : undefined;
  const carry = carried ?? refused;
  if (!carry) return { person: 1, buttons: [ENTER_PERSON_2], gender, ...(form?.intent === 'person-2' ? { form } : {}) };
  return { person: 2, buttons: finals, gender, extras: { carry }, first: describe(carry), ...(refused ? { form } : {}) };
}

/** Person 1's hidden fields as a refused Person 2 post sent them back. */
function carriedFields2(values: Record<string, unknown>): [string, string][] | undefined {
  const names = ['person_1_name', 'person_1_gender', 'person_1_birth_date', 'person_1_birth_time', 'person_1_city_id'];
  if (!names.every((name) => typeof values[name] === 'string')) return undefined;
  return names.map((name) => [name, values[name] as string]);
}

