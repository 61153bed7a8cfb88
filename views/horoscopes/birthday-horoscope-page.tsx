import type { TransitLine } from '../../shared/horoscopes/horoscopes';
import type { ZodiacSlug } from '../../shared/horoscopes/zodiac';
import { SignGlyph } from '../ui/art/sign-art';
import { WhyPanel } from '../components/why-panel';
import { ContentPage } from '../templates/content-page';
import { SectionLanding } from '../templates/section-landing';
import { TransitList } from './horoscope-page';
import { PromptSelect, SignPicker, type SignChoice } from './horoscope-parts';
import { href, ROUTES } from '../../shared/routes';

const crumbs = (tail: { label: string; href?: string }[]) => [{ label: 'Home', href: href(ROUTES.home) }, { label: 'Birthday Horoscope', href: href(ROUTES.birthdayHoroscope.base) }, ...tail];

/** Every day a month can have, as the birthday form's day select lists them. */
const DAYS = Array.from({ length: 31 }, (_, index) => ({ value: index + 1, name: String(index + 1) }));

/** `/birthday-horoscope`: look a birthday up by date (a plain GET form) or by sign. */
export function BirthdayPickerPage({ months, signs, error }: { months: { value: number; name: string }[]; signs: SignChoice[]; error?: string }) {
  return (
    <SectionLanding
      art="horoscopes"
      title="Birthday Horoscope"
      lede="The year that starts on your birthday, read from where the Moon, Venus, Jupiter and Saturn stand on it this year."
      actions={
        <form className="birthday-form" method="get" action={href(ROUTES.birthdayHoroscope.base)}>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="birthday-form-row">
            <label>
              Month
              <PromptSelect name="month" prompt="Month" options={months} />
            </label>
            <label>
              Day
              <PromptSelect name="day" prompt="Day" options={DAYS} />
            </label>
            <button type="submit" className="button button-primary">
              Read it
            </button>
          </div>
        </form>
      }
      featured={{ id: 'by-sign', title: 'Or choose your sign', items: <SignPicker signs={signs} /> }}
    />
  );
}

/** `/birthday-horoscope/{sign}`: every birthday of a sign. */
export function BirthdaySignPage({ sign, name, dates, days }: { sign: ZodiacSlug; name: string; dates: string; days: { label: string; href: string }[] }) {
  return (
    <ContentPage title={`${name} Birthday Horoscopes`} kicker={dates} art="horoscopes" breadcrumb={crumbs([{ label: name }])}>
      <p>
        <SignGlyph sign={sign} className="sign-glyph" title={name} /> Choose a birthday for its horoscope.
      </p>
      <ul className="birthday-days">
        {days.map((day) => (
          <li key={day.href}>
            <a href={day.href}>{day.label}</a>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}

export interface BirthdayPageProps {
  sign: ZodiacSlug;
  name: string;
  label: string;
  year: number;
  paragraphs: string[];
  why: TransitLine[];
  previous: string;
  next: string;
  signs: SignChoice[];
}

/** `/birthday-horoscope/{sign}/{MM-DD}`. */
export function BirthdayPage({ sign, name, label, year, paragraphs, why, previous, next }: BirthdayPageProps) {
  return (
    <ContentPage title={`${label} Birthday Horoscope`} kicker={`${name} · ${year}`} art="horoscopes" breadcrumb={crumbs([{ label: name, href: href(ROUTES.birthdayHoroscope.sign, { sign }) }, { label }])}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <WhyPanel>
        <p>Read from the sky at noon on {label}, {year}, with {name} as the first house.</p>
        <TransitList lines={why} />
      </WhyPanel>
      <nav className="birthday-steps" aria-label="Other birthdays">
        <a href={previous} rel="prev">
          ‹ Day before
        </a>
        <a href={next} rel="next">
          Day after ›
        </a>
      </nav>
    </ContentPage>
  );
}
