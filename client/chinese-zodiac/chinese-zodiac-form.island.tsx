import { useEffect, useRef, useState, type FormEvent } from 'react';
import { calculatorYears, ChineseDateSchema, daysToOffer, GetChineseSignContract } from '../../shared/chinese-zodiac/chinese-zodiac.contract';
import { checkForm, type FieldErrors } from '../../shared/forms/form-schema';
import type { IslandProps } from '../../shared/islands';
import { href, ROUTES } from '../../shared/routes';
import { MONTH_NAMES } from '../../shared/site/calendar';
import { errorProps, Field, SubmitButton } from '../../views/ui/form-field';
import { ApiError, callApi } from '../lib/api-client';
import { navigate } from '../lib/navigate';
import { defineIsland } from '../runtime/define-island';

const FIELDS = ['month', 'day', 'year'] as const;
type DateField = (typeof FIELDS)[number];
const id = (field: DateField) => `chinese-zodiac-${field}`;
const LABELS: Record<DateField, string> = { month: 'Month', day: 'Day', year: 'Year' };
const MONTHS = MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));
const numberOr = (text: string) => (text === '' ? undefined : Number(text));

/** The choices of each select for the date chosen so far: the days follow the month and year (spec 2 §5). */
function choicesFor(fields: Record<DateField, string>, lastYear: number): Record<DateField, { value: string; label: string }[]> {
  const days = daysToOffer(numberOr(fields.month), numberOr(fields.year));
  return {
    month: MONTHS,
    day: Array.from({ length: days }, (_, index) => ({ value: String(index + 1), label: String(index + 1) })),
    year: calculatorYears(lastYear).map((year) => ({ value: String(year), label: String(year) })),
  };
}

/** Keeps only values the selects offer (a day its month lacks, or a year off the list, is not chosen). */
function offered(values: IslandProps['chinese-zodiac-form']['values'], lastYear: number): Record<DateField, string> {
  const fields = { month: '', day: '', year: '' };
  for (const field of FIELDS) fields[field] = String(Number(values[field] ?? '') || '');
  const choices = choicesFor(fields, lastYear);
  for (const field of FIELDS) if (!choices[field].some((choice) => choice.value === fields[field])) fields[field] = '';
  return fields;
}

/**
 * The Chinese zodiac calculator (spec 2 §2, §5, §7). A GET form to the calculator's page, which
 * the server checks and sends on to the sign; hydrated, the same form checks that each select is
 * chosen ("This field is required"), asks GET /api/compat-meter/getchinese and goes to
 * /astrology/chinese-zodiac/{sign}?year= itself. Should the call not get through, the plain form
 * is sent after all.
 */
function ChineseZodiacForm({ action, lastYear, values, errors: serverErrors }: IslandProps['chinese-zodiac-form']) {
  const [fields, setFields] = useState(() => offered(values, lastYear));
  const [errors, setErrors] = useState<FieldErrors>(serverErrors);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const choices = choicesFor(fields, lastYear);

  // Back from the sign's page (the page kept in the browser's memory), the button works again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const choose = (field: DateField) => (event: { target: { value: string } }) => {
    const next = { ...fields, [field]: event.target.value };
    // A day the new month or year does not have is chosen again.
    if (field !== 'day' && Number(next.day) > daysToOffer(numberOr(next.month), numberOr(next.year))) next.day = '';
    setFields(next);
    if (errors[field] && event.target.value !== '') setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkForm(ChineseDateSchema, fields);
    setErrors(checked.errors);
    if (!checked.success) {
      const first = FIELDS.find((field) => checked.errors[field]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setBusy(true);
    try {
      const { data } = await callApi(GetChineseSignContract, { query: fields });
      navigate(href(ROUTES.chineseSign, { sign: data.sign }, { year: data.year }));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(error.fieldMessages());
        setBusy(false);
        return;
      }
      // Not reached, or failed on our side: the server's own answer to the plain form.
      form.current?.submit();
    }
  }

  return (
    <form ref={form} className="cz-form" method="get" action={action} noValidate onSubmit={onSubmit} aria-busy={busy}>
      <fieldset className="cz-form-fields">
        <legend>Your date of birth</legend>
        {FIELDS.map((field) => (
          <Field key={field} id={id(field)} label={LABELS[field]} error={errors[field]}>
            <select id={id(field)} name={field} required value={fields[field]} onChange={choose(field)} {...errorProps(id(field), errors[field])}>
              <option value="">{`Choose ${field}`}</option>
              {choices[field].map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </Field>
        ))}
      </fieldset>
      <SubmitButton busy={busy} busyText="Finding your sign…">
        Find Out Now
      </SubmitButton>
    </form>
  );
}

export default defineIsland('chinese-zodiac-form', ChineseZodiacForm);
