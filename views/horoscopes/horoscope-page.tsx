import type { HoroscopeSlant, PeriodKind, TransitLine } from '../../shared/horoscopes/horoscopes';
import type { ZodiacSlug } from '../../shared/horoscopes/zodiac';
import { SignGlyph } from '../ui/art/sign-art';
import { Cached } from '../components/cached';
import { Island } from '../components/island';
import { RelatedLinks } from '../components/related-links';
import { DailyReadingPage } from '../templates/daily-page';
import { periodHeader, SignChooser, type HoroscopePeriod, type SignChoice } from './horoscope-parts';

export type PersonalView =
  | { kind: 'visitor'; loginHref: string; signupHref: string }
  | { kind: 'no-birth-date'; settingsHref: string }
  | { kind: 'reading'; paragraphs: string[]; transits: TransitLine[]; signs: string; leavesOut: string | null; settingsHref: string };

export interface HoroscopePageProps extends HoroscopePeriod {
  slant: HoroscopeSlant;
  period: PeriodKind;
  kicker: string;
  sign: ZodiacSlug;
  signName: string;
  /** The period's first day, YYYY-MM-DD. */
  date: string;
  paragraphs: string[];
  author: { name: string; href: string };
  why: TransitLine[];
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
      <TransitLines lines={lines} />
    </ul>
  );
}

function TransitLines({ lines }: { lines: TransitLine[] }) {
  return lines.map((line, index) => <Line key={index} line={line} />);
}

/** A sign's horoscope for a day, week or month: the reading for everyone, the member's own, and why. */
export function HoroscopePage(props: HoroscopePageProps) {
  const { kicker, sign, signName, date, paragraphs, author, why, personal, vip, vipLink, signs, chooser, related } = props;
  // What every reader of the sign's page sees is rendered once (the reader's own part is not).
  const everyone = (
    <Cached
      as="section"
      id="everyone"
      className="horoscope-everyone"
      aria-labelledby="everyone-title"
      cacheKey={`horoscope-everyone\n${sign}\n${signName}\n${author.name}\n${author.href}\n${paragraphs.join('\n')}`}
    >
      {() => (
        <>
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
        </>
      )}
    </Cached>
  );
  return (
    <DailyReadingPage
      {...periodHeader(props)}
      kicker={kicker}
      date={date}
      why={
        <>
          <p>
            Written from where the Sun, the Moon and the planets really are, read with {signName} as the first house. These are the movements behind it; each name
            links to what it means.
          </p>
          <Cached as="ul" className="transit-list" cacheKey={`transit-list\n${JSON.stringify(why)}`}>
            {() => <TransitLines lines={why} />}
          </Cached>
        </>
      }
      aside={
        <>
          <SignChooser signs={signs} current={sign} action={chooser.action} label={chooser.label} />
          <RelatedLinks title={`More for ${signName}`} links={related} id="horoscope-more" />
          {/* Last in the aside, so its arrival moves nothing; hidden on phones (store.css). */}
          {!vip && <Island name="promo-message" props={{ placement: 'sidebar' }} hydrate="visible" />}
        </>
      }
      everyone={everyone}
      you={<Personal personal={personal} signName={signName} />}
      vip={vip}
      member={personal.kind !== 'visitor'}
      vipLink={vipLink ? { href: vipLink, name: 'Horoscopes' } : undefined}
    />
  );
}
