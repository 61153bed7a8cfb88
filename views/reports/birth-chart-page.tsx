import { formFor, type FormProps, type FormState } from '../../shared/forms/form-state';
import type { ChartQuery } from '../../shared/reports/birth-chart.form';
import type { BirthChartButton, BirthChartProfile, TeeupExtras } from '../../shared/reports/islands';
import type { NatalChart } from '../../shared/reports/natal';
import type { ReportChapter } from '../../shared/reports/report';
import type { Crumb } from '../components/breadcrumb';
import { Island } from '../components/island';
import { ContentPage } from '../templates/content-page';
import { ChartDetails, utcOffset, utcText } from './chart-details';
import { ChainFooter, ChartGlossary, footerChain, type NatalGlossaryView } from './report-parts';

export interface BirthChartPageProps extends FormProps {
  action: string;
  years: number[];
  help: { planets: string; aspects: string; aspect_key: string; houses: string; no_birth_time: string };
  glossary: NatalGlossaryView;
  aboutSample: string;
  houseSystems: [string, string][];
  fullReportHref: string;
  journalHref: string;
  /** Spec 3 §2: the support mail link. */
  supportEmail: string;
  /** The print footer's copyright year. */
  year: number;
  breadcrumb: Crumb[];
  /** Whether a member is logged in (spec 3 §6: a visitor is asked to log in). */
  member: boolean;
  /** A member's saved profiles, own first, for the form's profile tabs. */
  profiles?: BirthChartProfile[];
  outcome:
    | null
    | { status: 'ok'; chart: NatalChart; sample: ReportChapter[]; query: ChartQuery; houseAction: string; downloads: { svgHref: string; pngHref: string }; share: { src: string; alt: string } }
    | { status: 'unclear'; kind: 'ambiguous' | 'nonexistent'; message: string; choices: { utc: string; offsetSeconds: number; href: string }[]; place: { label: string } };
}

/**
 * The birth details form (spec 3 §3, §5): the `birth-chart-form` island, whose server render is
 * the plain form that posts the spec's fields. Once hydrated it checks them, suggests places,
 * uses the phone's own pickers, and for a member (with `profiles`) adds the profile tabs.
 */
export function BirthChartForm({
  action,
  years,
  form,
  buttons,
  profiles,
  extras,
  gender,
  pendingProduct,
  second,
}: {
  action: string;
  years: number[];
  form: FormState | undefined;
  buttons?: BirthChartButton[];
  profiles?: BirthChartProfile[];
  extras?: TeeupExtras;
  gender?: boolean;
  pendingProduct?: string;
  second?: boolean;
}) {
  return (
    <Island
      name="birth-chart-form"
      // A member's saved profiles are tabs above the fields, there from the first sight of the form;
      // anyone else's form is the plain form until they reach it (what they typed first is kept, and
      // the phone's pickers never replace a select in use: client/reports/birth-chart-controls.tsx).
      hydrate={profiles && profiles.length > 0 ? 'visible' : 'interaction'}
      props={{
        action,
        years,
        values: form?.values ?? {},
        errors: form?.errors ?? {},
        ...(form?.message ? { message: form.message } : {}),
        ...(buttons ? { buttons } : {}),
        ...(profiles && profiles.length > 0 ? { profiles } : {}),
        ...(extras ? { extras } : {}),
        ...(gender === false ? { gender } : {}),
        ...(pendingProduct ? { pendingProduct } : {}),
        ...(second ? { second } : {}),
      }}
    />
  );
}

/** Spec 3 §2: Your Birth Chart, Your Report, Glossary, its four parts, and round again. */
const CHAIN = footerChain([{ id: 'your-report', label: 'Your Report' }]);

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
        <BirthChartForm action={props.action} years={props.years} form={posted} profiles={props.profiles} />
        {!props.member && (
          <p className="bc-login">
            Already have an account? <a href="#login">Log In Now</a>
          </p>
        )}
        <p className="bc-privacy">
          We use your birth details only to draw your chart. See our <a href="/privacy-policy">Privacy Policy</a> and <a href="/terms-of-use">Terms of Use</a>. Questions? Write to{' '}
          <a href={`mailto:${props.supportEmail}`}>{props.supportEmail}</a>.
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
        <ChartDetails chart={chart} help={props.help} houseSystemName={props.houseSystems.find(([code]) => code === chart.houseSystem)?.[1] ?? ''} downloads={outcome.downloads} />
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
        <ChainFooter chain={CHAIN} id="your-birth-chart" />
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
        <ChainFooter chain={CHAIN} id="your-report" />
      </section>

      <section id="glossary" className="report-section" aria-labelledby="glossary-title">
        <h2 id="glossary-title">Glossary</h2>
        <ChartGlossary glossary={props.glossary} chain={CHAIN} />
      </section>
      {props.profiles && props.profiles.length > 0 ? (
        <section id="another-chart" className="report-section" aria-labelledby="another-chart-title">
          <h2 id="another-chart-title">Draw another chart</h2>
          <p>This is your chart, drawn from your profile. Choose a friend’s profile or enter someone new to draw theirs; each chart you draw is kept with your reports.</p>
          <BirthChartForm action={props.action} years={props.years} form={posted} profiles={props.profiles} />
          <p>
            <a href={props.journalHref}>View Your Birth Reports Here</a>
          </p>
        </section>
      ) : (
        <p className="bc-again">
          <a href={props.action}>Draw another chart</a>
        </p>
      )}
      <footer className="print-footer">
        <span>{`Your Free Birth Chart: ${chart.name}`}</span>
        <span>Starlit</span>
        <span>{`© ${props.year} Starlit`}</span>
      </footer>
    </ContentPage>
  );
}
