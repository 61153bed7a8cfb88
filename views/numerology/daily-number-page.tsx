import { formatLongDate } from '../../shared/site/calendar';
import type { Crumb } from '../components/breadcrumb';
import type { DateNavProps } from '../components/date-nav';
import { RelatedLinks, type RelatedLink } from '../components/related-links';
import type { TabLink } from '../components/tabs';
import { ContentPage } from '../templates/content-page';
import { DailyReadingPage } from '../templates/daily-page';
import { NumberBadge } from './numerology-parts';

/** Everyone's number of the day as the page shows it: its text cut to 325 characters (spec 2 §3, §9). */
export interface DayNumberView {
  number: number;
  title: string;
  keywords: string[];
  /** The day's text, cut to 325 characters when longer. */
  text: string;
  truncated: boolean;
  /** The number's page, and its part about the day (where Read More leads, the whole text). */
  pageHref: string;
  moreHref: string;
  /** How the date gives it: "Month 11, day 26 → 8, year 2026 → 10 → 1; 11 + 8 + 1 = 20 → 2". */
  working: string;
}

/** The member's personal day number. */
export interface PersonalNumberView {
  number: number;
  title: string;
  text: string;
  pageHref: string;
  /** How their birth date gives it. */
  working: string;
}

interface PageBase {
  heading: string;
  breadcrumb: Crumb[];
  /** The day shown, YYYY-MM-DD. */
  date: string;
  /** The numerology landing, carrying `today={date}` (spec 2 §2). */
  numerologyHref: string;
}

/** A visitor: the number is hidden apart from a sign-up prompt (spec 2 §6). */
export interface VisitorDailyNumberProps extends PageBase {
  kind: 'visitor';
  signupHref: string;
  loginHref: string;
}

/** A member: date navigation, everyone's number and their own (spec 2 §6). */
export interface MemberDailyNumberProps extends PageBase {
  kind: 'member';
  tabs: { items: TabLink[]; current: string; label: string };
  dateNav: DateNavProps;
  everyone: DayNumberView;
  personal: { kind: 'number'; number: PersonalNumberView; numbersHref: string } | { kind: 'no-birth-date'; settingsHref: string };
  related: RelatedLink[];
  vip: boolean;
  vipLink?: string;
}

export type DailyNumberPageProps = VisitorDailyNumberProps | MemberDailyNumberProps;

function EveryoneNumber({ day, title }: { day: DayNumberView; title: string }) {
  return (
    <section id="everyone" className="daily-number" aria-labelledby="everyone-title">
      <h2 id="everyone-title">{title}</h2>
      <div className="daily-number-body">
        <NumberBadge number={day.number} />
        <div>
          <p className="daily-number-name">
            <a href={day.pageHref}>{`${day.number}, ${day.title}`}</a>
          </p>
          <p className="daily-number-keywords">{day.keywords.join(' · ')}</p>
          <p>
            {day.text}
            {day.truncated && (
              <>
                {' '}
                <a className="daily-number-more" href={day.moreHref}>
                  Read More<span className="visually-hidden">{` about ${day.number} as the number of the day`}</span>
                </a>
              </>
            )}
          </p>
        </div>
      </div>
    </section>
  );
}

function PersonalNumber({ personal }: { personal: MemberDailyNumberProps['personal'] }) {
  if (personal.kind === 'no-birth-date') {
    return (
      <section id="you" className="daily-number" aria-labelledby="you-title">
        <h2 id="you-title">Your personal day</h2>
        <p>
          Your personal day number is worked out from your birth date. <a href={personal.settingsHref}>Add your birth date in your settings</a> to see it.
        </p>
      </section>
    );
  }
  const { number } = personal;
  return (
    <section id="you" className="daily-number" aria-labelledby="you-title">
      <h2 id="you-title">Your personal day</h2>
      <div className="daily-number-body">
        <NumberBadge number={number.number} />
        <div>
          <p className="daily-number-name">
            <a href={number.pageHref}>{`${number.number}, ${number.title}`}</a>
          </p>
          <p>{number.text}</p>
          <p className="daily-number-reading">
            <a href={personal.numbersHref}>See all your numbers: life path, birthday and personal year</a>
          </p>
        </div>
      </div>
    </section>
  );
}

function VisitorPage({ heading, breadcrumb, date, numerologyHref, signupHref, loginHref }: VisitorDailyNumberProps) {
  return (
    <ContentPage
      title={heading}
      kicker="Numerology"
      lede={
        <time className="daily-date" dateTime={date}>
          {formatLongDate(date)}
        </time>
      }
      breadcrumb={breadcrumb}
      art="numerology"
      as="div"
    >
      <section id="everyone" className="daily-number-locked" aria-labelledby="everyone-title">
        <h2 id="everyone-title">The number of the day is for members</h2>
        <p>
          Every day has a number of its own, found from its date. Members see it here each day with what it suggests, and their own personal day number, worked out from
          their birth date. Joining is free.
        </p>
        <p className="daily-number-actions">
          <a className="button button-primary" href={signupHref}>
            Sign Up Free
          </a>
          <a className="button button-secondary" href={loginHref}>
            Log In
          </a>
        </p>
      </section>
      <p>
        Meanwhile, the <a href={numerologyHref}>numerology calculator</a> finds your life path, expression, soul urge, birthday number and personal year, free and
        without an account.
      </p>
    </ContentPage>
  );
}

/** The number of the day (spec 2 §3, §6): a sign-up prompt for a visitor; for a member, everyone's number and their own, with date navigation. */
export function DailyNumberPage(props: DailyNumberPageProps) {
  if (props.kind === 'visitor') return <VisitorPage {...props} />;
  const { heading, breadcrumb, date, tabs, dateNav, everyone, personal, related, vip, vipLink } = props;
  return (
    <DailyReadingPage
      art="numerology"
      title={heading}
      kicker="Numerology"
      breadcrumb={breadcrumb}
      date={date}
      tabs={tabs}
      dateNav={dateNav}
      why={
        <>
          <p>
            Everyone’s number is the date’s own: the month, the day and the year are each reduced to one digit (keeping the master numbers 11, 22 and 33), then added
            and reduced again. {everyone.working}.
          </p>
          {personal.kind === 'number' && (
            <p>
              Your personal day starts from your personal year, your birth month and day with this year. The calendar month is added to it, then the calendar day. {personal.number.working}.
            </p>
          )}
          <p>Both change at midnight, New York time.</p>
        </>
      }
      aside={<RelatedLinks title="More numerology" id="numerology-more" links={related} />}
      everyone={<EveryoneNumber day={everyone} title={personal.kind === 'number' ? 'Everyone’s number' : 'The number of the day'} />}
      you={<PersonalNumber personal={personal} />}
      vip={vip}
      vipLink={vipLink ? { href: vipLink, name: 'Readings' } : undefined}
    />
  );
}
