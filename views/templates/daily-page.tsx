import type { ReactNode } from 'react';
import { formatLongDate } from '../../shared/site/calendar';
import type { ArtId } from '../../shared/site/sections';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { DateNav, type DateNavProps } from '../components/date-nav';
import { PageHeader } from '../components/page-header';
import { Tabs, type TabLink } from '../components/tabs';
import { WhyPanel } from '../components/why-panel';

export interface DailyPageProps {
  title: ReactNode;
  headingId?: string;
  kicker?: ReactNode;
  art?: ArtId;
  breadcrumb?: Crumb[];
  /** The day shown, YYYY-MM-DD (written out in the date header). */
  date: string;
  /** The date header in words when the page is a week or a month ("November 23 to 29, 2026"). */
  dateLabel?: string;
  /** Yesterday / Today / Tomorrow, each its own URL. */
  tabs: { items: TabLink[]; current: string; label: string };
  /** The date picker under the tabs. */
  dateNav?: DateNavProps;
  /** The "Why this reading" panel's text. */
  why?: ReactNode;
  /** Beside the body on wide screens (related signs, other days). */
  aside?: ReactNode;
  level?: 1 | 2;
  children: ReactNode;
}

/** Template of a daily page (horoscopes and the like): date header, tab row, date picker, body, "why" panel. */
export function DailyPage({ title, headingId, kicker, art, breadcrumb, date, dateLabel, tabs, dateNav, why, aside, level = 1, children }: DailyPageProps) {
  return (
    <div className="template-daily">
      <PageHeader
        title={title}
        id={headingId}
        kicker={kicker}
        art={art}
        level={level}
        breadcrumb={breadcrumb ? <Breadcrumb items={breadcrumb} /> : undefined}
        lede={
          <time className="daily-date" dateTime={date}>
            {dateLabel ?? formatLongDate(date)}
          </time>
        }
      />
      <div className="daily-bar">
        <div className="container daily-bar-inner">
          <Tabs items={tabs.items} current={tabs.current} label={tabs.label} />
          {dateNav && <DateNav {...dateNav} />}
        </div>
      </div>
      <div className={`container content-layout${aside ? ' content-layout-with-aside' : ''}`}>
        <div className="content-body prose daily-body">
          {children}
          {why && <WhyPanel>{why}</WhyPanel>}
        </div>
        {aside && (
          <aside className="content-aside" aria-label="More for this day">
            {aside}
          </aside>
        )}
      </div>
    </div>
  );
}

export interface DailyReadingPageProps extends Omit<DailyPageProps, 'children'> {
  /** The reading for everyone. */
  everyone: ReactNode;
  /** The member's own reading, or what a visitor is offered instead. */
  you: ReactNode;
  /** A VIP page: the member's own reading comes first. */
  vip: boolean;
  /** For a VIP member on an ordinary page: the VIP version's address, and its name after "VIP" (spec 2 §2). */
  vipLink?: { href: string; name: string } | undefined;
  /** A member's page (their own reading, or how to get it): links switch between `#everyone` and `#you` (spec 2 §2). */
  member?: boolean;
}

/** A daily page with a reading for everyone and one for the member (horoscopes, the card of the day). */
export function DailyReadingPage({ everyone, you, vip, vipLink, member = false, aside, ...page }: DailyReadingPageProps) {
  return (
    <DailyPage
      {...page}
      aside={
        <>
          {vipLink && !vip && (
            <p className="horoscope-vip-link">
              <a className="button button-secondary" href={vipLink.href}>
                <span className="visually-hidden">VIP </span>
                {vipLink.name}
              </a>
            </p>
          )}
          {aside}
        </>
      }
    >
      {member && (
        <nav className="daily-views" aria-label="Whose reading">
          <a href="#everyone">Everyone’s</a>
          <a href="#you">Yours</a>
        </nav>
      )}
      {vip ? (
        // Spec 2 §4: a VIP page opens on the member's own view unless the route is #everyone (the
        // stylesheet hides everyone's until it is asked for; no script needed).
        <div className="daily-views-vip">
          {you}
          {everyone}
        </div>
      ) : (
        <>
          {everyone}
          {you}
        </>
      )}
    </DailyPage>
  );
}
