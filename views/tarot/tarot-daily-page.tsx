import type { ReactNode } from 'react';
import type { ZodiacSlug } from '../../shared/horoscopes/zodiac';
import type { Crumb } from '../components/breadcrumb';
import { RelatedLinks } from '../components/related-links';
import type { DateNavProps } from '../components/date-nav';
import type { TabLink } from '../components/tabs';
import { DailyReadingPage } from '../templates/daily-page';
import { SignChooser } from '../horoscopes';
import type { SignChoice } from '../horoscopes';

/** One drawn card as the page shows it. */
export interface DrawnCardView {
  name: string;
  rank: string;
  reversed: boolean;
  /** The card's picture in the deck, and its alternative text. */
  image: string;
  alt: string;
  /** The card's page in that deck. */
  href: string;
  keywords: string[];
  /** The reading: the card's upright or reversed text, then its advice. */
  paragraphs: string[];
  deck: { name: string; href: string };
}

export type PersonalCard = { kind: 'visitor'; signupHref: string; loginHref: string } | { kind: 'card'; card: DrawnCardView };

export interface TarotDailyPageProps {
  heading: string;
  kicker: string;
  breadcrumb: Crumb[];
  date: string;
  dateLabel?: string;
  tabs: { items: TabLink[]; current: string; label: string };
  dateNav: DateNavProps;
  everyone: DrawnCardView;
  /** The member's own card (the card of the day only). */
  personal?: PersonalCard;
  vip: boolean;
  vipLink?: string;
  why: string;
  aside: { chooser?: { signs: SignChoice[]; action: string; current?: ZodiacSlug }; links: { label: string; href: string }[] };
}

function CardReading({ card, title, id }: { card: DrawnCardView; title: ReactNode; id: string }) {
  return (
    <section id={id} className="tarot-daily-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="tarot-daily-card-body">
        <a className="tarot-daily-card-image" href={card.href}>
          <img src={card.image} alt={card.alt} width={300} height={520} className={card.reversed ? 'tarot-reversed' : undefined} />
        </a>
        <div>
          <p className="tarot-daily-card-name">
            <a href={card.href}>{card.name}</a>
            {card.reversed ? ', reversed' : ''}
          </p>
          <p className="tarot-daily-card-keywords">{card.keywords.join(' · ')}</p>
          {card.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className="tarot-daily-card-deck">
            From the <a href={card.deck.href}>{card.deck.name}</a> deck
          </p>
        </div>
      </div>
    </section>
  );
}

/** The card of the day and the weekly tarot reading: the drawn card, the member's own, and why. */
export function TarotDailyPage(props: TarotDailyPageProps) {
  const { heading, everyone, personal, vip, vipLink, why, aside, ...day } = props;
  return (
    <DailyReadingPage
      art="tarot"
      title={heading}
      {...day}
      why={<p>{why}</p>}
      aside={
        <>
          {aside.chooser && <SignChooser signs={aside.chooser.signs} action={aside.chooser.action} label="Choose Another Sign" current={aside.chooser.current} />}
          {aside.links.length > 0 && <RelatedLinks title="More tarot" links={aside.links} id="tarot-more" />}
        </>
      }
      everyone={<CardReading card={everyone} id="everyone" title={personal ? 'Everyone’s card' : 'The card'} />}
      you={
        personal === undefined ? null : personal.kind === 'card' ? (
          <CardReading card={personal.card} id="you" title="Your card" />
        ) : (
          <section id="you" className="horoscope-you" aria-labelledby="you-title">
            <h2 id="you-title">Your own card</h2>
            <p>
              Members draw a card of their own each day, different from everyone’s. <a href={personal.signupHref}>Sign up free</a> or{' '}
              <a href={personal.loginHref}>log in</a> to see yours.
            </p>
          </section>
        )
      }
      vip={vip}
      member={personal?.kind === 'card'}
      vipLink={vipLink ? { href: vipLink, name: 'Readings' } : undefined}
    />
  );
}
