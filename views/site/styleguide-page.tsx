import { href, ROUTES } from '../../shared/routes';
import { Breadcrumb } from '../components/breadcrumb';
import { Card, CardGrid } from '../components/card';
import { shiftIsoDate } from '../components/date-nav';
import { PageHeader } from '../components/page-header';
import { HELP_LINKS, POLICY_LINKS } from '../components/related-links';
import { SectionIcon } from '../ui/art/section-art';
import { ContentPage } from '../templates/content-page';
import { DailyPage } from '../templates/daily-page';
import { SectionLanding } from '../templates/section-landing';
import { ART_NAMES, ArtSection, ComponentSections, Specimen, TokenSections } from './styleguide-sections';

export interface StyleguidePageProps {
  siteName: string;
  /** Today (UTC), and the day the daily template shows, with its range. */
  today: string;
  date: string;
  min: string;
  max: string;
  /** The date picker's sample: its day and its hundred-year range. */
  sample: { date: string; min: string; max: string };
}

const CONTENTS = [
  ['sg-colour', 'Colour'],
  ['sg-type', 'Type'],
  ['sg-space', 'Space and shape'],
  ['sg-buttons', 'Buttons'],
  ['sg-forms', 'Form fields and errors'],
  ['sg-dialog', 'Dialog'],
  ['sg-cards', 'Cards'],
  ['sg-navigation', 'Breadcrumb and tabs'],
  ['sg-date-picker', 'Date picker'],
  ['sg-states', 'Why panel, empty and loading states'],
  ['sg-landing', 'Template: section landing'],
  ['sg-content', 'Template: content page'],
  ['daily', 'Template: daily page'],
  ['sg-art', 'Art'],
] as const;

/** `/styleguide`: the design reference. Every text on it is sample text, marked so. No style attributes: the CSP allows only the site's stylesheet. */
export function StyleguidePage({ siteName, today, date, min, max, sample }: StyleguidePageProps) {
  const dayHref = (day: string) => `${href(ROUTES.styleguide, {}, { day })}#daily`;
  // The tab of the day shown; none when the picker chose another day.
  const currentTab = date === today ? 'today' : date === shiftIsoDate(today, -1) ? 'yesterday' : date === shiftIsoDate(today, 1) ? 'tomorrow' : '';
  return (
    <div className="styleguide">
      <PageHeader
        title="Design reference"
        kicker={`${siteName} design system`}
        art="home"
        breadcrumb={<Breadcrumb items={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Design reference' }]} />}
        lede="Every colour, type size, component, page template and piece of art the site uses, in both themes. The text on this page is sample text; it is not a page for visitors."
      />
      <nav className="container sg-contents" aria-label="Design reference contents">
        <ol>
          {CONTENTS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ol>
      </nav>

      <TokenSections />

      <ComponentSections sample={sample} />

      <Specimen id="sg-landing" title="Template: section landing" note="views/templates/section-landing.tsx: hero with the section art, intro, featured items as cards. The home page uses it.">
        <SectionLanding
          level={2}
          art="tarot"
          kicker="Sample section"
          title="Tarot (sample)"
          lede="Sample lede: a sentence or two about the section under its title."
          actions={
            <a className="button button-gold" href="#sg-landing">
              SAMPLE ACTION
            </a>
          }
          intro={<p>Sample intro: what a visitor finds in this section, in plain words.</p>}
          featured={{
            id: 'sg-landing-featured',
            title: 'Featured (sample)',
            items: (
              <CardGrid min="sm">
                {(['readings', 'love', 'numerology'] as const).map((section) => (
                  <Card key={section} level={4} title={`${ART_NAMES[section]} (sample)`} href="#sg-landing" icon={<SectionIcon section={section} />}>
                    <p>Sample card text.</p>
                  </Card>
                ))}
              </CardGrid>
            ),
          }}
        />
      </Specimen>

      <Specimen id="sg-content" title="Template: content page" note="views/templates/content-page.tsx: breadcrumb, title, body, aside with related links. Policies, credits, FAQ, Contact Us and the member pages use it.">
        <ContentPage
          level={2}
          art="help"
          kicker="Sample"
          title="A content page (sample)"
          breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Help', href: href(ROUTES.faq) }, { label: 'Sample' }]}
          meta={<p>Sample meta line: last updated on a sample date</p>}
          related={[
            { id: 'sg-related-help', title: 'Help', links: HELP_LINKS },
            { id: 'sg-related-policies', title: 'Policies', links: POLICY_LINKS },
          ]}
        >
          <p>Sample body text. A content page holds long text at a comfortable measure, with headings, lists and links.</p>
          <h3>A sample heading</h3>
          <ul>
            <li>A sample list item</li>
            <li>
              Another, with <a href="#sg-content">a link</a>
            </li>
          </ul>
        </ContentPage>
      </Specimen>

      <Specimen id="daily" title="Template: daily page" note="views/templates/daily-page.tsx: date header, tab row (Yesterday, Today, Tomorrow as links), date picker, body and the why panel. The horoscopes will use it; the tabs and the picker work here.">
        <DailyPage
          level={2}
          art="horoscopes"
          kicker="Sample daily horoscope"
          title="Aries (sample)"
          date={date}
          tabs={{
            label: 'Day (sample)',
            current: currentTab,
            items: [
              { key: 'yesterday', label: 'Yesterday', href: dayHref('yesterday') },
              { key: 'today', label: 'Today', href: dayHref('today') },
              { key: 'tomorrow', label: 'Tomorrow', href: dayHref('tomorrow') },
            ],
          }}
          dateNav={{
            date,
            min,
            max,
            action: href(ROUTES.styleguide),
            hrefFor: (day) => `${href(ROUTES.styleguide, {}, { date: day })}#daily`,
            id: 'sg-date',
            label: 'Pick a day',
            picker: { hrefTemplate: `${href(ROUTES.styleguide)}?date={date}#daily`, autosubmit: true },
          }}
          why={<p>Sample text: written from the positions of the Sun, the Moon and the planets on this day, read for Aries.</p>}
        >
          <p>Sample text: a daily reading reads well in a larger size, in a column no wider than a comfortable line. It says what the day may bring and leaves room for your own judgement.</p>
          <p>Sample text: a second paragraph, for rhythm.</p>
        </DailyPage>
      </Specimen>

      <ArtSection />
    </div>
  );
}
