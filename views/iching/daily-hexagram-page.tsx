import { href, ROUTES } from '../../shared/routes';
import type { Crumb } from '../components/breadcrumb';
import type { DateNavProps } from '../components/date-nav';
import { RelatedLinks } from '../components/related-links';
import type { TabLink } from '../components/tabs';
import { DailyReadingPage } from '../templates/daily-page';
import { HexagramFigure } from '../ui/art/hexagram-figure';

/** One of the day's hexagrams as the page shows it. */
export interface DayHexagramView {
  number: number;
  name: string;
  pinyin: string;
  lines: readonly (0 | 1)[];
  keywords: string[];
  /** The hexagram as the day's (its "today" text), then its judgement. */
  paragraphs: string[];
  href: string;
}

export type PersonalHexagram =
  | { kind: 'visitor'; signupHref: string; loginHref: string }
  | { kind: 'no-birth-date'; settingsHref: string }
  | { kind: 'hexagram'; hexagram: DayHexagramView };

export interface DailyHexagramPageProps {
  heading: string;
  kicker: string;
  breadcrumb: Crumb[];
  date: string;
  tabs: { items: TabLink[]; current: string; label: string };
  dateNav: DateNavProps;
  everyone: DayHexagramView;
  personal: PersonalHexagram;
  vip: boolean;
  vipLink?: string;
}

function HexagramReading({ hexagram, title, id }: { hexagram: DayHexagramView; title: string; id: string }) {
  return (
    <section id={id} className="daily-hexagram" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="daily-hexagram-body">
        <a className="daily-hexagram-figure" href={hexagram.href}>
          <HexagramFigure lines={hexagram.lines} width={120} title={`Hexagram ${hexagram.number}, ${hexagram.name}`} />
        </a>
        <div>
          <p className="daily-hexagram-name">
            <a href={hexagram.href}>{`${hexagram.number}. ${hexagram.name}`}</a> <span lang="zh-Latn">({hexagram.pinyin})</span>
          </p>
          <p className="daily-hexagram-keywords">{hexagram.keywords.join(' · ')}</p>
          {hexagram.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The hexagram of the day: everyone's, the member's own, and why. */
export function DailyHexagramPage({ heading, everyone, personal, vip, vipLink, ...day }: DailyHexagramPageProps) {
  return (
    <DailyReadingPage
      art="readings"
      title={heading}
      {...day}
      why={
        <p>
          Everyone’s hexagram is drawn for the date, so every visitor meets the same one today. A member’s own is drawn for the date and their birth date. Both stay
          the same all day and change at midnight, New York time.
        </p>
      }
      aside={
        <RelatedLinks
          title="More I Ching"
          id="iching-more"
          links={[
            { label: 'All 64 hexagrams', href: href(ROUTES.iching) },
            { label: 'Tarot Card of the Day', href: href(ROUTES.dailyTarotCard.base) },
          ]}
        />
      }
      everyone={<HexagramReading hexagram={everyone} id="everyone" title={personal.kind === 'hexagram' ? 'Everyone’s hexagram' : 'The hexagram'} />}
      you={
        personal.kind === 'hexagram' ? (
          <HexagramReading hexagram={personal.hexagram} id="you" title="Your hexagram" />
        ) : (
          <section id="you" className="horoscope-you" aria-labelledby="you-title">
            <h2 id="you-title">Your own hexagram</h2>
            {personal.kind === 'visitor' ? (
              <p>
                Members get a hexagram of their own each day, drawn from their birth date. <a href={personal.signupHref}>Sign up free</a> or{' '}
                <a href={personal.loginHref}>log in</a> to see yours.
              </p>
            ) : (
              <p>
                Your own hexagram is drawn from your birth date. <a href={personal.settingsHref}>Add your birth date in your settings</a> to see it.
              </p>
            )}
          </section>
        )
      }
      vip={vip}
      member={personal.kind !== 'visitor'}
      vipLink={vipLink ? { href: vipLink, name: 'Readings' } : undefined}
    />
  );
}
