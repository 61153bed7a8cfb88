import type { ReactNode } from 'react';
import { MONTH_NAMES } from '../../shared/site/calendar';
import { formFor, postedText, type FormProps, type FormState } from '../../shared/forms/form-state';
import { BIRTH_CHART_MESSAGES, type ChartQuery } from '../../shared/reports/birth-chart.form';
import type { NatalChart } from '../../shared/reports/natal';
import type { ReportChapter } from '../../shared/reports/report';
import type { Crumb } from '../components/breadcrumb';
import { Island } from '../components/island';
import { ContentPage } from '../templates/content-page';
import { errorProps, Field, FormMessage } from '../ui/form-field';
import { ChartDetails, utcOffset, utcText } from './chart-details';
import { ChartGlossary, SectionFooter, type NatalGlossaryView } from './report-parts';

export interface BirthChartPageProps extends FormProps {
  action: string;
  years: number[];
  help: { planets: string; aspects: string; aspect_key: string; houses: string; no_birth_time: string };
  glossary: NatalGlossaryView;
  aboutSample: string;
  houseSystems: [string, string][];
  fullReportHref: string;
  journalHref: string;
  breadcrumb: Crumb[];
  outcome:
    | null
    | { status: 'ok'; chart: NatalChart; sample: ReportChapter[]; query: ChartQuery; houseAction: string; permalink: string }
    | { status: 'unclear'; kind: 'ambiguous' | 'nonexistent'; message: string; choices: { utc: string; offsetSeconds: number; href: string }[]; place: { label: string } };
}

/** The birth details form (spec 3 §3, §5): a plain form; the place's town box suggests places once its island runs. */
/** `intent` null: the buttons carry their own intents. */
export function BirthChartForm({ action, years, form, intent = 'chart', buttons }: { action: string; years: number[]; form: FormState | undefined; intent?: string | null; buttons?: ReactNode }) {
  const errors = form?.errors ?? {};
  const value = (name: string, fallback = '') => postedText(form, name, fallback);
  const select = (name: string, label: string, options: [string, string][], placeholder: string) => (
    <Field id={`bc-${name}`} label={label} error={errors[name]}>
      <select id={`bc-${name}`} name={name} defaultValue={value(name)} {...errorProps(`bc-${name}`, errors[name])}>
        <option value="">{placeholder}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
  const place = form?.values.birth_location as Record<string, string> | undefined;
  const hasErrors = Object.keys(errors).length > 0 || Boolean(form?.message);
  return (
    <form method="post" action={action} className="birth-chart-form" noValidate>
      {intent !== null && <input type="hidden" name="intent" value={intent} />}
      {hasErrors && <FormMessage error={form?.message || BIRTH_CHART_MESSAGES.form} />}
      <Field id="bc-birth_name" label="Name" error={errors.birth_name}>
        <input id="bc-birth_name" name="birth_name" autoComplete="given-name" maxLength={63} defaultValue={value('birth_name')} {...errorProps('bc-birth_name', errors.birth_name)} />
      </Field>
      <fieldset className="bc-radios">
        <legend>Gender</legend>
        {(['female', 'male'] as const).map((gender) => (
          <label key={gender}>
            <input type="radio" name="gender" value={gender} defaultChecked={value('gender', 'female') === gender} /> {gender === 'female' ? 'Female' : 'Male'}
          </label>
        ))}
      </fieldset>
      <fieldset className="bc-row">
        <legend>Birth date</legend>
        {select('birth_date_month', 'Month', MONTH_NAMES.map((name, index) => [String(index + 1), name]), 'Month')}
        {select('birth_date_day', 'Day', Array.from({ length: 31 }, (_, index) => [String(index + 1), String(index + 1)]), 'Day')}
        {select('birth_date_year', 'Year', years.map((year) => [String(year), String(year)]), 'Year')}
      </fieldset>
      <fieldset className="bc-row">
        <legend>Birth time</legend>
        {select('birth_time_hour', 'Hour', Array.from({ length: 12 }, (_, index) => [String(index + 1), String(index + 1)]), 'Hour')}
        {select('birth_time_minute', 'Minute', Array.from({ length: 60 }, (_, index) => [String(index), String(index).padStart(2, '0')]), 'Min')}
        {select('birth_time_ampm', 'AM or PM', [['am', 'AM'], ['pm', 'PM']], 'AM/PM')}
        <label className="bc-unknown">
          <input type="checkbox" name="birth_time_unknown" value="on" defaultChecked={value('birth_time_unknown') === 'on'} /> I don’t know my birth time
        </label>
      </fieldset>
      <Island name="place-fields" hydrate="visible" props={{ name: 'birth_location', legend: 'Birth place', hint: 'Type the town and choose it from the list; its time zone history sets the exact time.', value: { city: place?.city ?? '', state: place?.state ?? '', country: place?.country ?? '' }, errors }} />
      <Field id="bc-houses" label="House system" error={errors.houses}>
        <select id="bc-houses" name="houses" defaultValue={value('houses', 'placidus')}>
          <option value="placidus">Placidus</option>
          <option value="whole-sign">Whole Sign</option>
          <option value="equal">Equal</option>
          <option value="porphyry">Porphyry</option>
        </select>
      </Field>
      {buttons ?? (
        <button type="submit" className="button button-primary">
          GET YOUR CHART
        </button>
      )}
    </form>
  );
}

const SECTIONS = [
  { id: 'your-birth-chart', label: 'Your Birth Chart' },
  { id: 'your-report', label: 'Your Report' },
  { id: 'glossary', label: 'Glossary' },
];

/** `/readings-reports/astrology-reports/your-birth-chart`: the form, or a chart with its sample chapter and glossary. */
export function BirthChartPage(props: BirthChartPageProps) {
  const { outcome, breadcrumb, form } = props;
  const posted = formFor(form, 'chart');
  if (!outcome || outcome.status === 'unclear') {
    return (
      <ContentPage title="Your Free Birth Chart" kicker="Astrology" lede="Enter your birth details to draw the sky at the moment you were born: your Sun, Moon and Rising, every planet by sign, degree and house, and the aspects between them." breadcrumb={breadcrumb} art="readings" as="div">
        {outcome?.status === 'unclear' && (
          <section className="bc-unclear" aria-labelledby="bc-unclear-title">
            <h2 id="bc-unclear-title">Which moment was it?</h2>
            <p>{outcome.message}</p>
            <ul>
              {outcome.choices.map((choice) => (
                <li key={choice.utc}>
                  <a href={choice.href}>{`${utcText(choice.utc)} (clocks at ${utcOffset(choice.offsetSeconds)})`}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <BirthChartForm action={props.action} years={props.years} form={posted} />
        <p className="bc-login">
          Already have an account? <a href="#login">Log In Now</a>
        </p>
        <p className="bc-privacy">
          We use your birth details only to draw your chart. See our <a href="/privacy-policy">Privacy Policy</a>.
        </p>
      </ContentPage>
    );
  }
  const { chart, sample } = outcome;
  return (
    <ContentPage title={`${chart.name}’s Birth Chart`} kicker="Your Free Birth Chart" breadcrumb={breadcrumb} art="readings" as="div">
      <nav className="report-tabs" aria-label="Birth chart sections">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="your-birth-chart" className="report-section" aria-labelledby="your-birth-chart-title">
        <h2 id="your-birth-chart-title">Your Birth Chart</h2>
        <ChartDetails chart={chart} help={props.help} houseSystemName={props.houseSystems.find(([code]) => code === chart.houseSystem)?.[1] ?? ''} />
        <form method="get" action={outcome.houseAction} className="bc-houses-form">
          {Object.entries(outcome.query)
            .filter(([key, value]) => key !== 'houses' && value !== undefined)
            .map(([key, value]) => (
              <input key={key} type="hidden" name={key} value={String(value)} />
            ))}
          <label htmlFor="bc-house-system">House system</label>{' '}
          <select id="bc-house-system" name="houses" defaultValue={chart.houseSystem}>
            {props.houseSystems.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>{' '}
          <button type="submit" className="button button-secondary">
            Redraw
          </button>
        </form>
        <SectionFooter next={{ href: '#your-report', label: 'Your Report' }} />
      </section>

      <section id="your-report" className="report-section" aria-labelledby="your-report-title">
        <h2 id="your-report-title">Your Report</h2>
        <h3>About Your Sample Chapter</h3>
        <p>{props.aboutSample}</p>
        {sample.map((chapter) => (
          <section key={chapter.title} className="report-chapter">
            <h3>{chapter.title}</h3>
            {chapter.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p className="bc-upsell">
          <a className="button button-primary" href={props.fullReportHref}>
            GET MY FULL REPORT
          </a>
        </p>
        <SectionFooter previous={{ href: '#your-birth-chart', label: 'Your Birth Chart' }} next={{ href: '#glossary', label: 'Glossary' }} />
      </section>

      <section id="glossary" className="report-section" aria-labelledby="glossary-title">
        <h2 id="glossary-title">Glossary</h2>
        <ChartGlossary glossary={props.glossary} />
        <SectionFooter previous={{ href: '#your-report', label: 'Your Report' }} next={{ href: '#your-birth-chart', label: 'Your Birth Chart' }} />
      </section>
      <p className="bc-again">
        <a href={props.action}>Draw another chart</a>
      </p>
    </ContentPage>
  );
}
