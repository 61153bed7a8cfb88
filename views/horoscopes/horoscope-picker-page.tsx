import type { HoroscopeSlant, TransitLine } from '../../shared/horoscopes/horoscopes';
import type { ZodiacSlug } from '../../shared/horoscopes/zodiac';
import { SignGlyph } from '../ui/art/sign-art';
import type { FormProps } from '../../shared/forms/form-state';
import { DailyPage } from '../templates/daily-page';
import { SubscriptionStatusPanel, UnsubscribeNotice, type HeldSubscription } from '../store';
import { SectionLanding } from '../templates/section-landing';
import { TransitList } from './horoscope-page';
import { periodHeader, SignChooser, SignPicker, type HoroscopePeriod, type SignChoice } from './horoscope-parts';

export interface HoroscopePickerProps {
  name: string;
  base: string;
  slant: HoroscopeSlant;
  signs: SignChoice[];
  generalHref: string;
  /** The VIP page: the member's membership, with Unsubscribe (spec 1 §4). */
  membership?: HeldSubscription | null;
}

const LEDES: Record<HoroscopeSlant, string> = {
  daily: 'A new reading for each sign every day, written from where the Moon and planets really are and read with your sign as the first house.',
  'daily-love': 'Romance, friendship and feeling valued, day by day: each sign’s love horoscope follows Venus, Mars and the Moon through its houses.',
  weekly: 'The week ahead for each sign, from Monday to Sunday: the aspects, ingresses, stations and lunations that shape it.',
  'weekly-love': 'The week ahead in love for each sign, from Monday to Sunday, led by Venus and Mars.',
  monthly: 'The month ahead for each sign: the new and full moons, the planets changing signs and the aspects that stand out.',
};

/** The base of a horoscope: the sign picker and the zodiac dropdown (spec 2 §2). */
export function HoroscopePickerPage({ name, base, slant, signs, generalHref, membership, form }: HoroscopePickerProps & FormProps) {
  return (
    <SectionLanding
      art="horoscopes"
      title={name}
      lede={LEDES[slant]}
      intro={
        (membership || form) && (
          <>
            <UnsubscribeNotice form={form} />
            {membership && <SubscriptionStatusPanel subscription={membership} />}
          </>
        )
      }
      actions={<SignChooser signs={signs} action={base} label="Choose a Sign" />}
      featured={{ id: 'signs', title: 'Choose your sign', items: <SignPicker signs={signs} generalHref={generalHref} /> }}
    />
  );
}

export interface GeneralHoroscopeProps extends HoroscopePeriod {
  slant: HoroscopeSlant;
  start: string;
  why: TransitLine[];
  teasers: { sign: ZodiacSlug; name: string; href: string; first: string }[];
  signs: SignChoice[];
  base: string;
}

/** GENERAL HOROSCOPE: the period's sky for everyone, and the start of each sign's reading. */
export function GeneralHoroscopePage(props: GeneralHoroscopeProps) {
  const { start, why, teasers, signs, base } = props;
  return (
    <DailyPage {...periodHeader(props)} kicker="General horoscope" date={start} aside={<SignChooser signs={signs} action={base} label="Choose a Sign" />}>
      <section aria-labelledby="sky-title">
        <h2 id="sky-title">In the sky</h2>
        <p>What every sign’s reading is written from; each name links to what it means.</p>
        <TransitList lines={why} />
      </section>
      <section aria-labelledby="signs-title">
        <h2 id="signs-title">Sign by sign</h2>
        {teasers.map((teaser) => (
          <article key={teaser.sign} className="horoscope-teaser" aria-labelledby={`teaser-${teaser.sign}`}>
            <h3 id={`teaser-${teaser.sign}`}>
              <SignGlyph sign={teaser.sign} className="sign-glyph" />
              {teaser.name}
            </h3>
            <p>{teaser.first}</p>
            <p>
              <a href={teaser.href}>
                Read the rest<span className="visually-hidden"> of the {teaser.name} horoscope</span>
              </a>
            </p>
          </article>
        ))}
      </section>
    </DailyPage>
  );
}
