import { MONTH_NAMES } from '../../shared/site/calendar';
import { formFor, postedText, type FormProps, type FormState } from '../../shared/forms/form-state';
import { BIRTH_CHART_MESSAGES, type ChartQuery } from '../../shared/reports/birth-chart.form';
import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';
import { pointOf, type NatalChart } from '../../shared/reports/natal';
import type { ReportChapter } from '../../shared/reports/report';
import type { Crumb } from '../components/breadcrumb';
import { Island } from '../components/island';
import { ContentPage } from '../templates/content-page';
import { errorProps, Field, FormMessage } from '../ui/form-field';
import { AspectGrid, AspectKey, AspectTable, HouseTable, PlanetTable } from './chart-tables';
import { ChartWheel } from './chart-wheel';
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

const signName = (slug: string) => ZODIAC_SIGNS.find((sign) => sign.slug === slug)!.name;
const signSymbol = (slug: string) => ZODIAC_SIGNS.find((sign) => sign.slug === slug)!.symbol;

/** 2:30 PM from 14:30. */
function clock(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `${((hour + 11) % 12) + 1}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}
/** UTC+05:30 from 19800 seconds. */
export function utcOffset(seconds: number): string {
  const sign = seconds < 0 ? '−' : '+';
  const minutes = Math.abs(Math.round(seconds / 60));
  return `UTC${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
const utcText = (utc: string) => `${utc.slice(0, 10)} ${utc.slice(11, 16)} UTC`;

/** The birth details form (spec 3 §3, §5): a plain form; the place's town box suggests places once its island runs. */
function BirthChartForm({ action, years, form }: { action: string; years: number[]; form: FormState | undefined }) {
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
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form method="post" action={action} className="birth-chart-form" noValidate>
      <input type="hidden" name="intent" value="chart" />
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
      <button type="submit" className="button button-primary">
        GET YOUR CHART
      </button>
    </form>
  );
}

function BigThree({ chart }: { chart: NatalChart }) {
  const sun = pointOf(chart, 'sun')!;
  const moon = pointOf(chart, 'moon')!;
  const rising = pointOf(chart, 'ascendant');
  const moonText = chart.moonDay && chart.moonDay.from !== chart.moonDay.to ? `${signName(chart.moonDay.from)} or ${signName(chart.moonDay.to)}` : signName(moon.sign);
  const items = [
    { label: 'Sun', sign: sun.sign, text: signName(sun.sign) },
    { label: 'Moon', sign: moon.sign, text: moonText },
    { label: 'Rising', sign: rising?.sign, text: rising ? signName(rising.sign) : 'Needs a birth time' },
  ];
  return (
    <ul className="big-three">
      {items.map((item) => (
        <li key={item.label}>
          <span className="big-three-glyph" aria-hidden="true">
            {item.sign ? signSymbol(item.sign) : '?'}
          </span>
          <span className="big-three-label">{item.label}</span>
          <span className="big-three-sign">{item.text}</span>
        </li>
      ))}
    </ul>
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
  const timed = chart.houses !== null;
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
        <p className="bc-facts">
          {`Born ${longDate(chart.birthDate)}${chart.birthTime ? ` at ${clock(chart.birthTime)}` : ', time unknown'} in ${chart.place.label}.`}
          <br />
          {`Cast for ${utcText(chart.utc)} (local clocks at ${utcOffset(chart.offsetSeconds)}${chart.birthTime ? '' : ', noon'}), ${Math.abs(chart.place.latitude).toFixed(2)}° ${chart.place.latitude >= 0 ? 'N' : 'S'}, ${Math.abs(chart.place.longitude).toFixed(2)}° ${chart.place.longitude >= 0 ? 'E' : 'W'}.`}
          {timed && ` Houses: ${props.houseSystems.find(([code]) => code === chart.houseSystem)?.[1]}.`}
        </p>
        {chart.fallback && <p className="bc-note">{`Placidus houses cannot be drawn this close to the pole (the Sun does not rise and set every day there), so the chart uses Porphyry houses instead.`}</p>}
        {!timed && <p className="bc-note">{props.help.no_birth_time}</p>}
        <BigThree chart={chart} />
        <figure className="chart-figure">
          <ChartWheel chart={chart} />
          <figcaption>The planets are listed with their signs, degrees{timed ? ' and houses' : ''} in the table below.</figcaption>
        </figure>
        <AspectKey />
        <h3 id="planetary-positions">Planetary positions</h3>
        <p className="chart-help">{props.help.planets}</p>
        <PlanetTable chart={chart} />
        <h3 id="aspects">Aspects</h3>
        <p className="chart-help">{props.help.aspects}</p>
        <AspectGrid chart={chart} />
        <AspectTable chart={chart} />
        <p className="chart-help" id="aspect-key">
          {props.help.aspect_key}
        </p>
        {timed && (
          <>
            <h3 id="house-positions">House positions</h3>
            <p className="chart-help">{props.help.houses}</p>
            <HouseTable chart={chart} />
          </>
        )}
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
