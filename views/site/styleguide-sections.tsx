import type { ReactNode } from 'react';
import { ART_IDS, SECTION_NAMES, type ArtId } from '../../shared/site/sections';
import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';
import { href, ROUTES } from '../../shared/routes';
import { PLANET_IDS, PlanetGlyph } from '../ui/art/planet-glyphs';
import { SectionHero, SectionIcon } from '../ui/art/section-art';
import { SignGlyph, SignIllustration } from '../ui/art/sign-art';
import { errorProps, Field, FormMessage } from '../ui/form-field';
import { LoadingState } from '../ui/loading-state';
import { Breadcrumb } from '../components/breadcrumb';
import { Card, CardGrid } from '../components/card';
import { DateNav } from '../components/date-nav';
import { EmptyState } from '../components/empty-state';
import { Tabs } from '../components/tabs';
import { WhyPanel } from '../components/why-panel';

/**
 * The sections of the design reference (`/styleguide`, views/site/styleguide-page.tsx): the
 * tokens, the components and the art. The page itself holds the contents and the templates.
 */

const COLOURS = [
  ['--ink', 'Text'],
  ['--ink-soft', 'Secondary text'],
  ['--paper', 'Page'],
  ['--paper-2', 'Quiet band'],
  ['--panel', 'Card'],
  ['--line', 'Rule'],
  ['--night', 'Night'],
  ['--night-2', 'Night 2'],
  ['--gold', 'Gold'],
  ['--gold-ink', 'Gold text'],
  ['--accent', 'Accent'],
  ['--accent-soft', 'Accent tint'],
  ['--link', 'Link'],
  ['--danger', 'Error'],
  ['--success-bg', 'Success'],
  ['--focus', 'Focus ring'],
] as const;

const STEPS = ['5', '4', '3', '2', '1', '0', '-1', '-2'] as const;
const SPACES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export const ART_NAMES: Record<ArtId, string> = { home: 'Home', ...SECTION_NAMES, account: 'Account', help: 'Help' };

export function Section({ id, title, children, lede }: { id: string; title: string; lede?: ReactNode; children: ReactNode }) {
  return (
    <section className="container sg-section" aria-labelledby={`${id}-heading`} id={id}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {lede && <p className="sg-lede">{lede}</p>}
      {children}
    </section>
  );
}

/** A template shown at full width between two labelled rules. */
export function Specimen({ id, title, note, children }: { id: string; title: string; note: ReactNode; children: ReactNode }) {
  return (
    <section className="sg-specimen" aria-labelledby={`${id}-heading`} id={id}>
      <div className="container sg-specimen-label">
        <h2 id={`${id}-heading`}>{title}</h2>
        <p>
          <span className="sg-sample">Sample</span> {note}
        </p>
      </div>
      <div className="sg-specimen-frame">{children}</div>
    </section>
  );
}

/** The tokens: colour, type, space and shape. */
export function TokenSections() {
  return (
    <>
      <Section id="sg-colour" title="Colour" lede="Tokens in client/styles/tokens.css, each a light-dark() pair: switch the theme in the header to see the other half.">
        <ul className="sg-swatches">
          {COLOURS.map(([token, label]) => (
            <li key={token}>
              <span className={`sg-swatch sg-swatch-${token.slice(2)}`} />
              <span>
                <strong>{label}</strong>
                <code>{token}</code>
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="sg-type" title="Type" lede="A fluid scale, --step--2 to --step-5; headings in the serif stack, text in the system stack.">
        <ul className="sg-type">
          {STEPS.map((step) => (
            <li key={step}>
              <code>--step-{step}</code>
              <span className={`sg-step-${step.replace('-', 'minus-')}${Number(step) >= 1 ? ' sg-type-serif' : ''}`}>
                Sample: the Moon enters Pisces
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="sg-space" title="Space and shape" lede="Spacing --space-1 to --space-9; radii --radius-sm, --radius, --radius-lg and --radius-pill; shadows --shadow-card and --shadow.">
        <ul className="sg-space">
          {SPACES.map((space) => (
            <li key={space}>
              <code>--space-{space}</code>
              <span className={`sg-space-bar sg-space-${space}`} />
            </li>
          ))}
        </ul>
        <div className="sg-shapes">
          {['radius-sm', 'radius', 'radius-lg', 'radius-pill'].map((radius) => (
            <span key={radius} className={`sg-shape sg-shape-${radius}`}>
              <code>--{radius}</code>
            </span>
          ))}
        </div>
      </Section>
    </>
  );
}

/** The components: buttons, form fields, the dialog, cards, breadcrumb and tabs, the date picker and the states. */
export function ComponentSections({ sample }: { sample: { date: string; min: string; max: string } }) {
  return (
    <>
      <Section id="sg-buttons" title="Buttons" lede="One height (a 44 px target), one focus ring. Class names: button plus button-primary, button-secondary, button-gold or button-outline; text-button and link-button for quiet actions.">
        <div className="sg-row">
          <button type="button" className="button button-primary">
            PRIMARY
          </button>
          <button type="button" className="button button-secondary">
            Secondary
          </button>
          <button type="button" className="button button-primary" disabled>
            DISABLED
          </button>
          <button type="button" className="text-button">
            Text button
          </button>
          <button type="button" className="link-button">
            Delete (link button)
          </button>
        </div>
        <div className="sg-row sg-night">
          <button type="button" className="button button-gold">
            GOLD ON NIGHT
          </button>
          <button type="button" className="button button-outline">
            Outline on night
          </button>
        </div>
      </Section>

      <Section id="sg-forms" title="Form fields and errors" lede="Field, FieldError and FormMessage from views/ui/form-field.tsx: a label, the control, a hint, and the error under it tied with aria-describedby.">
        <form className="form narrow-form form-card" action={href(ROUTES.styleguide)} method="get" noValidate>
          <Field id="sg-name" label="Name" hint="Sample hint: as you would like to be greeted.">
            <input id="sg-name" name="sample_name" autoComplete="off" defaultValue="Vega" />
          </Field>
          <Field id="sg-email" label="Email" error="Sample error: please enter a valid email address.">
            <input id="sg-email" name="sample_email" type="email" autoComplete="off" defaultValue="vega@" {...errorProps('sg-email', 'Sample error')} />
          </Field>
          <Field id="sg-deck" label="Favourite tarot deck">
            <select id="sg-deck" name="sample_deck" defaultValue="">
              <option value="">No favourite (sample)</option>
              <option value="1">Sample deck</option>
            </select>
          </Field>
          <Field id="sg-message" label="Message">
            <textarea id="sg-message" name="sample_message" rows={3} defaultValue="Sample text in a text area." />
          </Field>
          <div className="field checkbox-field">
            <input id="sg-check" name="sample_check" type="checkbox" defaultChecked />
            <label htmlFor="sg-check">Send me the daily horoscope (sample)</label>
          </div>
          <FormMessage error="Sample form error: something went wrong, please try again." />
          <FormMessage success="Sample success: your settings were saved." />
        </form>
      </Section>

      <Section id="sg-dialog" title="Dialog" lede="The markup of the site's dialogs (client/lib/modal.tsx), shown in place; the real ones open over a backdrop from a URL fragment such as #login.">
        <div className="sg-dialog-stage">
          <div className="modal" role="group" aria-labelledby="sg-dialog-title">
            <button type="button" className="modal-close" aria-label="Close (sample)">
              ×
            </button>
            <h3 className="modal-title" id="sg-dialog-title">
              Sample dialog
            </h3>
            <p className="modal-lede">A title, a lede, the form, and the footnote.</p>
            <div className="form sg-dialog-form">
              <Field id="sg-dialog-email" label="Email">
                <input id="sg-dialog-email" type="email" autoComplete="off" />
              </Field>
              <button type="button" className="button button-primary">
                CONTINUE
              </button>
            </div>
            <p className="modal-footnote">Sample footnote.</p>
          </div>
        </div>
      </Section>

      <Section id="sg-cards" title="Cards" lede="Card and CardGrid (views/components/card.tsx): art, icon, kicker, title, body, footer; a card with href is one link.">
        <CardGrid min="md">
          <Card title="A plain card" kicker="Sample" icon={<SectionIcon section="tarot" />}>
            <p>Sample text: cards hold a short summary and, when they lead somewhere, a link.</p>
          </Card>
          <Card title="A link card" kicker="Sample" href={href(ROUTES.faq)} media={<SignIllustration sign="leo" />}>
            <p>Sample text: the whole card is the link to the FAQ.</p>
          </Card>
          <Card
            title="A card with a footer"
            kicker="Sample"
            footer={
              <a className="button button-secondary" href="#sg-cards">
                Read more
              </a>
            }
          >
            <p>Sample text: actions sit at the foot of the card.</p>
          </Card>
        </CardGrid>
      </Section>

      <Section id="sg-navigation" title="Breadcrumb and tabs" lede="Breadcrumb: a nav with an ordered list, the last item the current page. Tabs: links, each its own URL, the current one with aria-current.">
        <div className="sg-stack">
          <Breadcrumb label="Sample breadcrumb" items={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Help', href: href(ROUTES.faq) }, { label: 'Sample page' }]} />
          <Tabs
            label="Sample tabs"
            current="love"
            items={[
              { key: 'general', label: 'General', href: '#sg-navigation' },
              { key: 'love', label: 'Love', href: '#sg-navigation' },
              { key: 'career', label: 'Career', href: '#sg-navigation' },
            ]}
          />
        </div>
      </Section>

      <Section
        id="sg-date-picker"
        title="Date picker"
        lede="DateNav (views/components/date-nav.tsx) with its picker option: without JavaScript a GET form with a date input; with it, the date-picker island's calendar, whose header switches days, months and years. This sample reaches back a hundred years and asks CANCEL or OK; the daily template's picker below goes to the day at once."
      >
        <DateNav
          date={sample.date}
          min={sample.min}
          max={sample.max}
          action={href(ROUTES.styleguide)}
          name="picked"
          hrefFor={(day) => `${href(ROUTES.styleguide, {}, { picked: day })}#sg-date-picker`}
          id="sg-picker"
          label="Pick a date (sample)"
          picker={{ hrefTemplate: `${href(ROUTES.styleguide)}?picked={date}#sg-date-picker` }}
        />
      </Section>

      <Section id="sg-states" title="Why panel, empty and loading states" lede="WhyPanel is a details disclosure; EmptyState says what to do next; LoadingState (views/ui/, for islands too) has role=status and a hidden label.">
        <div className="sg-stack">
          <WhyPanel>
            <p>Sample text: this reading was written from the day's sky, the Moon in your sign's fourth house and Venus trine your Sun.</p>
          </WhyPanel>
          <EmptyState
            title="Nothing here yet (sample)"
            art={<SectionIcon section="readings" />}
            action={
              <a className="button button-primary" href="#sg-states">
                A WAY FORWARD
              </a>
            }
          >
            <p>Sample text: when a list is empty, say so kindly and offer the next step.</p>
          </EmptyState>
          <div className="sg-row">
            <LoadingState label="Loading sample" />
            <div className="sg-grow">
              <LoadingState variant="skeleton" label="Loading sample text" />
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}

/** The art of views/ui/art: signs, planets, section icons and heroes. */
export function ArtSection() {
  return (
    <Section id="sg-art" title="Art" lede="From views/ui/art: sign glyphs and illustrations, planet glyphs, section heroes and icons. All drawn in currentColor, decorative unless given a title.">
      <h3>Signs</h3>
      <ul className="sg-art-grid">
        {ZODIAC_SIGNS.map((sign) => (
          <li key={sign.slug}>
            <span className="sg-art-night">
              <SignIllustration sign={sign.slug} />
            </span>
            <span className="sg-art-caption">
              <SignGlyph sign={sign.slug} className="sign-glyph" /> {sign.name}
            </span>
          </li>
        ))}
      </ul>
      <h3>Planets</h3>
      <ul className="sg-glyphs">
        {PLANET_IDS.map((planet) => (
          <li key={planet}>
            <PlanetGlyph planet={planet} />
            <span>{planet}</span>
          </li>
        ))}
      </ul>
      <h3>Section icons</h3>
      <ul className="sg-glyphs">
        {ART_IDS.map((id) => (
          <li key={id}>
            <SectionIcon section={id} />
            <span>{ART_NAMES[id]}</span>
          </li>
        ))}
      </ul>
      <h3>Section heroes</h3>
      <ul className="sg-heroes">
        {ART_IDS.map((id) => (
          <li key={id}>
            <span className="sg-art-night">
              <SectionHero section={id} />
            </span>
            <span className="sg-art-caption">{ART_NAMES[id]}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
