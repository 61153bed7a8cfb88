import type { FormProps } from '../../shared/forms/form-state';
import type { ZodiacSlug } from '../../shared/horoscopes/zodiac';
import type { ArtId } from '../../shared/site/sections';
import { formFor } from '../../shared/forms/form-state';
import { SectionIcon } from '../ui/art/section-art';
import { SignGlyph } from '../ui/art/sign-art';
import { MoonPhaseArt } from '../ui/art/moon-art';
import { Cached } from '../components/cached';
import { LandingSection } from '../templates/section-landing';
import { TodayCard, TodayHoroscope, TodayReading, type HomeCardView, type HomeChooserView, type HomeHoroscopeView } from './home-today';

export type { HomeCardView } from './home-today';

export interface HomeMoonView {
  phase: string;
  /** The lit share, 0-100. */
  lit: number;
  /** For the picture: the Moon's longitude less the Sun's. */
  elongation: number;
  sign: { name: string; href: string };
  moonHref: string;
  nextSign?: { name: string; when: string };
  nextLunation?: { name: string; href: string; sign: string; when: string };
}

export interface HomeSectionLink {
  id: string;
  title: string;
  text: string;
  href: string;
  icon: ArtId;
}

export type HomeWeekView =
  | {
      kind: 'sign';
      signName: string;
      /** "November 23 to November 29". */
      label: string;
      horoscope: { excerpt: string; href: string };
      tarot: HomeCardView & { href: string };
    }
  | { kind: 'pick'; horoscopeHref: string; tarotHref: string };

export interface HomePageProps extends FormProps {
  /** "Thursday, November 26": the horoscopes' today. */
  dateLabel: string;
  date: string;
  headline: string;
  lede: string;
  /** A member: greeted by first name, with their sign and Karma Coin balance. */
  member?: { firstName: string; signName?: string; karmaCoins?: string; karmaHref?: string };
  horoscope?: HomeHoroscopeView | undefined;
  /** The sign form (absent for a member, whose sign is their own). */
  chooser?: HomeChooserView | undefined;
  otherSignsHref: string;
  card: HomeCardView & { href: string };
  readingHref: string;
  week: HomeWeekView;
  moon: HomeMoonView;
  sectionsHeading: string;
  sections: HomeSectionLink[];
  signsHeading: string;
  signsIntro: string;
  signs: { slug: ZodiacSlug; name: string; dates: string; href: string }[];
  aboutHeading: string;
  about: string[];
}

function ForYou({ member }: { member: NonNullable<HomePageProps['member']> }) {
  const coins = member.karmaCoins !== undefined && (
    <>
      {member.karmaCoins} Karma Coins
    </>
  );
  return (
    <p className="home-for-you">
      <span className="home-for-you-label">For you</span>{' '}
      {member.signName && <span className="home-for-you-sign">Your sign: {member.signName}</span>}
      {member.signName && coins && ' · '}
      {coins &&
        (member.karmaHref ? (
          <a className="home-for-you-coins" href={member.karmaHref}>
            {coins}
            <span className="visually-hidden">: buy more</span>
          </a>
        ) : (
          <span className="home-for-you-coins">{coins}</span>
        ))}
    </p>
  );
}

function Week({ week }: { week: HomeWeekView }) {
  if (week.kind === 'pick') {
    return (
      <LandingSection id="week-heading" title="This week" className="home-week">
        <p className="home-week-pick">
          Choose your sign above to see your week here, or open the <a href={week.horoscopeHref}>weekly horoscopes</a> and the <a href={week.tarotHref}>weekly tarot readings</a> for every sign.
        </p>
      </LandingSection>
    );
  }
  return (
    <LandingSection id="week-heading" title={`${week.signName} this week`} lede={<p>{week.label}</p>} className="home-week">
      <div className="home-week-grid">
        <article className="home-panel home-week-horoscope" aria-labelledby="week-horoscope-title">
          <p className="home-panel-kicker">Weekly horoscope</p>
          <h3 className="home-panel-title" id="week-horoscope-title">
            {week.signName}’s week
          </h3>
          <p className="home-panel-text">{week.horoscope.excerpt}</p>
          <p className="home-panel-more">
            <a href={week.horoscope.href}>Read {week.signName}’s weekly horoscope</a>
          </p>
        </article>
        <article className="home-panel home-card home-week-tarot" aria-labelledby="week-tarot-title">
          <img className={week.tarot.reversed ? 'home-card-image tarot-reversed' : 'home-card-image'} src={week.tarot.image} alt="" width={300} height={520} loading="lazy" />
          <div className="home-card-text">
            <p className="home-panel-kicker">Weekly tarot reading</p>
            <h3 className="home-panel-title" id="week-tarot-title">
              <a href={week.tarot.href}>
                {week.tarot.name}
                {week.tarot.reversed ? <span className="home-card-reversed">, reversed</span> : null}
              </a>
            </h3>
            <p className="home-panel-text">{week.signName}’s card for the week, Monday to Sunday.</p>
          </div>
        </article>
      </div>
    </LandingSection>
  );
}

function Moon({ moon }: { moon: HomeMoonView }) {
  return (
    <LandingSection id="moon-heading" title="The Moon today" className="home-moon">
      <div className="home-panel home-moon-panel">
        <MoonPhaseArt elongation={moon.elongation} className="home-moon-art" />
        <div className="home-moon-text">
          <p className="home-moon-phase">
            {moon.phase}, {moon.lit}% lit
          </p>
          <p>
            The <a href={moon.moonHref}>Moon</a> is in <a href={moon.sign.href}>{moon.sign.name}</a>
            {moon.nextSign ? (
              <>
                {' '}
                until {moon.nextSign.when}, then {moon.nextSign.name}.
              </>
            ) : (
              '.'
            )}
          </p>
          {moon.nextLunation && (
            <p>
              Next: the <a href={moon.nextLunation.href}>{moon.nextLunation.name}</a> in {moon.nextLunation.sign}, {moon.nextLunation.when}.
            </p>
          )}
        </div>
      </div>
    </LandingSection>
  );
}

/** "March 21 – April 19" that wraps only after its dash, never between a month and its day. */
const keepDaysWithMonths = (dates: string) => dates.replace(/ (?=\d|–)/g, '\u00a0');

/** The home page: today (horoscope, card of the day, a free reading), the week, the Moon, the site's sections and the twelve signs. */
export function HomePage(props: HomePageProps) {
  const { dateLabel, date, headline, lede, member, sections, signs } = props;
  const form = formFor(props.form, 'sign');
  return (
    <div className="home">
      <div className="home-today">
        <div className="container home-today-inner">
          <header className="home-today-header">
            <p className="home-today-date">
              <time dateTime={date}>{dateLabel}</time>
            </p>
            <h1 className="home-today-title">{member ? `Hello, ${member.firstName}` : headline}</h1>
            {member ? <ForYou member={member} /> : <p className="home-today-lede">{lede}</p>}
          </header>
          <div className="home-today-grid">
            <TodayHoroscope horoscope={props.horoscope} chooser={props.chooser} otherSignsHref={props.otherSignsHref} form={form} />
            <TodayCard card={props.card} />
            <TodayReading href={props.readingHref} />
          </div>
        </div>
      </div>
      <Week week={props.week} />
      <Moon moon={props.moon} />
      {sections.length > 0 && (
        <LandingSection id="sections-heading" title={props.sectionsHeading} className="home-sections">
          <Cached as="ul" className="home-section-list" cacheKey={`home-sections\n${JSON.stringify(sections)}`}>
            {() =>
              sections.map((section) => (
                <li key={section.id} className="home-section">
                  <SectionIcon section={section.icon} className="home-section-icon" />
                  <div>
                    <a className="home-section-link" href={section.href}>
                      {section.title}
                    </a>
                    <p>{section.text}</p>
                  </div>
                </li>
              ))
            }
          </Cached>
        </LandingSection>
      )}
      <LandingSection id="signs-heading" title={props.signsHeading} lede={<p>{props.signsIntro}</p>} className="home-signs">
        <Cached as="ul" className="home-sign-tiles" cacheKey={`home-signs\n${JSON.stringify(signs)}`}>
          {() =>
            signs.map((sign) => (
              <li key={sign.slug}>
                <a className="home-sign-tile" href={sign.href}>
                  <SignGlyph sign={sign.slug} className="home-sign-tile-glyph" />
                  <span className="home-sign-tile-name">{sign.name}</span>
                  <span className="home-sign-tile-dates">{keepDaysWithMonths(sign.dates)}</span>
                </a>
              </li>
            ))
          }
        </Cached>
      </LandingSection>
      <LandingSection id="about-heading" title={props.aboutHeading} className="home-about">
        {props.about.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </LandingSection>
    </div>
  );
}
