import type { HoroscopeSlant, PeriodKind, TransitLine } from '../../shared/horoscopes/horoscopes';
import type { ZodiacSlug } from '../../shared/horoscopes/zodiac';
import { SignGlyph } from '../ui/art/sign-art';
import type { Crumb } from '../components/breadcrumb';
import { RelatedLinks } from '../components/related-links';
import type { DateNavProps } from '../components/date-nav';
import type { TabLink } from '../components/tabs';
import { DailyPage } from '../templates/daily-page';
import { SignChooser, type SignChoice } from './horoscope-parts';

export type PersonalView =
  | { kind: 'visitor'; loginHref: string; signupHref: string }
  | { kind: 'no-birth-date'; settingsHref: string }
  | { kind: 'reading'; paragraphs: string[]; transits: TransitLine[]; signs: string; leavesOut: string | null; settingsHref: string };

export interface HoroscopePageProps {
  slant: HoroscopeSlant;
  period: PeriodKind;
  /** "Aries Daily Horoscope". */
  heading: string;
  kicker: string;
  breadcrumb: Crumb[];
  sign: ZodiacSlug;
  signName: string;
  /** The period's first day, YYYY-MM-DD. */
  date: string;
  /** "November 17 to 23, 2026" for a week, "November 2026" for a month; the date header otherwise. */
  periodLabel?: string;
  paragraphs: string[];
  author: { name: string; href: string };
  why: TransitLine[];
  tabs: { items: TabLink[]; current: string; label: string };
  dateNav: DateNavProps;
  personal: PersonalView;
  /** A VIP page (personal first, no VIP link). */
  vip: boolean;
  /** The VIP version's link, for a VIP member on an ordinary page (spec 2 §2: "Horoscopes"). */
  vipLink?: string;
  signs: SignChoice[];
  chooser: { action: string; label: string };
  related: { label: string; href: string }[];
}

function Line({ line }: { line: TransitLine }) {
  return (
    <li>
      <span className="transit-what">
        {line.parts.map((part, index) =>
          part.href ? (
            <a key={index} href={part.href}>
              {part.text}
            </a>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </span>
      {line.when && (
        <>
          {', '}
          {line.exact ? <time dateTime={line.exact}>{line.when}</time> : <span>{line.when}</span>}
        </>
      )}
    </li>
  );
}

function Personal({ personal, signName }: { personal: PersonalView; signName: string }) {
  if (personal.kind === 'visitor') {
    return (
      <section id="you" className="horoscope-you" aria-labelledby="you-title">
        <h2 id="you-title">Your own reading</h2>
        <p>
          Members get a section like this one written for them: the planets of the day in aspect to their own birth chart, not only to {signName}.{' '}
          <a href={personal.signupHref}>Sign up free</a> or <a href={personal.loginHref}>log in</a> to read yours.
        </p>
      </section>
    );
  }
  if (personal.kind === 'no-birth-date') {
    return (
      <section id="you" className="horoscope-you" aria-labelledby="you-title">
        <h2 id="you-title">Your own reading</h2>
        <p>
          Add your birth date in <a href={personal.settingsHref}>Account Settings</a> and this section will read the sky against your own birth chart.
        </p>
      </section>
    );
  }
  return (
    <section id="you" className="horoscope-you" aria-labelledby="you-title">
      <h2 id="you-title">For you</h2>
      <p className="horoscope-you-signs">{personal.signs}</p>
      {personal.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {personal.transits.length > 0 && (
        <>
          <h3>Your transits</h3>
          <TransitList lines={personal.transits} />
        </>
      )}
      {personal.leavesOut && (
        <p className="horoscope-note">
          {personal.leavesOut} <a href={personal.settingsHref}>Account Settings</a>
        </p>
      )}
    </section>
  );
}

/** The transits behind a reading, each name linked to its explanation. */
export function TransitList({ lines }: { lines: TransitLine[] }) {
  return (
    <ul className="transit-list">
      {lines.map((line, index) => (
        <Line key={index} line={line} />
      ))}
    </ul>
  );
}

/** A sign's horoscope for a day, week or month: the reading for everyone, the member's own, and why. */
export function HoroscopePage(props: HoroscopePageProps) {
  const { heading, kicker, breadcrumb, sign, signName, date, paragraphs, author, why, tabs, dateNav, personal, vip, vipLink, signs, chooser, related, periodLabel } = props;
  const everyone = (
    <section id="everyone" className="horoscope-everyone" aria-labelledby="everyone-title">
      <h2 id="everyone-title" className="horoscope-section-title">
        <SignGlyph sign={sign} className="sign-glyph" title={signName} />
        For every {signName}
      </h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <p className="horoscope-byline">
        By <a href={author.href}>{author.name}</a>
      </p>
    </section>
  );
  const you = <Personal personal={personal} signName={signName} />;
  return (
    <DailyPage
      art="horoscopes"
      title={heading}
      kicker={kicker}
      breadcrumb={breadcrumb}
      date={date}
      dateLabel={periodLabel}
      tabs={tabs}
      dateNav={dateNav}
      why={
        <>
          <p>
            Written from where the Sun, the Moon and the planets really are, read with {signName} as the first house. These are the movements behind it; each name
            links to what it means.
          </p>
          <TransitList lines={why} />
        </>
      }
      aside={
        <>
          {vipLink && !vip && (
            <p className="horoscope-vip-link">
              <a className="button button-secondary" href={vipLink}>
                <span className="visually-hidden">VIP </span>Horoscopes
              </a>
            </p>
          )}
          <SignChooser signs={signs} current={sign} action={chooser.action} label={chooser.label} />
          <RelatedLinks title={`More for ${signName}`} links={related} id="horoscope-more" />
        </>
      }
    >
      {vip ? (
        <>
          {you}
          {everyone}
        </>
      ) : (
        <>
          {everyone}
          {you}
        </>
      )}
    </DailyPage>
  );
}
