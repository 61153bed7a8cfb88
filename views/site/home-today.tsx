import type { ZodiacSlug } from '../../shared/horoscopes/zodiac';
import { FORGET_SIGN } from '../../shared/site/sign-choice.form';
import type { FormState } from '../../shared/forms/form-state';
import { Cached } from '../components/cached';
import { SignGlyph, SignIllustration } from '../ui/art/sign-art';
import { SectionIcon } from '../ui/art/section-art';

/** A drawn card as the home page shows it: its picture and name. */
export interface HomeCardView {
  name: string;
  reversed: boolean;
  image: string;
  alt: string;
}

export interface HomeHoroscopeView {
  sign: { slug: ZodiacSlug; name: string };
  excerpt: string;
  /** The sign's full daily horoscope. */
  href: string;
  /** A member's own sign (from their birth date), or the one this browser chose. */
  source: 'member' | 'chosen';
}

export interface HomeChooserView {
  action: string;
  signs: { slug: ZodiacSlug; name: string }[];
  current?: ZodiacSlug;
}

/** What went wrong with the posted sign, if anything. */
const signError = (form: FormState | undefined) => (form && !form.ok ? form.errors.sign || form.message || undefined : undefined);

/** The sign form: a select and a button, posting to the home page (works without JavaScript). */
function SignForm({ chooser, form, compact }: { chooser: HomeChooserView; form?: FormState | undefined; compact: boolean }) {
  const error = signError(form);
  const id = compact ? 'home-sign-change' : 'home-sign';
  return (
    <form className="home-sign-form" method="post" action={chooser.action}>
      <input type="hidden" name="intent" value="sign" />
      <label htmlFor={id} className={compact ? undefined : 'visually-hidden'}>
        {compact ? 'Another sign' : 'Your sign'}
      </label>
      <div className="home-sign-row">
        <select id={id} name="sign" defaultValue={chooser.current ?? ''} required aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
          {!chooser.current && (
            <option value="" disabled>
              Choose your sign
            </option>
          )}
          {chooser.signs.map((sign) => (
            <option key={sign.slug} value={sign.slug}>
              {sign.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-primary">
          Show
        </button>
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </form>
  );
}

/** One button per sign, with its glyph: a click chooses it (the wide screens' chooser). */
function SignButtons({ chooser, form }: { chooser: HomeChooserView; form?: FormState | undefined }) {
  const error = signError(form);
  const inside = () => (
    <>
      <input type="hidden" name="intent" value="sign" />
      {error && <p className="field-error home-sign-buttons-error">{error}</p>}
      {chooser.signs.map((sign) => (
        <button key={sign.slug} type="submit" name="sign" value={sign.slug} className="home-sign-button">
          <SignGlyph sign={sign.slug} className="home-sign-button-glyph" />
          {sign.name}
        </button>
      ))}
    </>
  );
  const attributes = { className: 'home-sign-buttons', method: 'post', action: chooser.action, 'aria-label': 'Choose your sign' };
  // The same twelve buttons on every visitor's home page, unless a failed choice is shown above them.
  if (error) return <form {...attributes}>{inside()}</form>;
  return (
    <Cached as="form" {...attributes} cacheKey={`home-sign-buttons\n${chooser.action}\n${JSON.stringify(chooser.signs)}`}>
      {inside}
    </Cached>
  );
}

/** Today's horoscope: the sign's excerpt and its full page, or the sign chooser when no sign is known. */
export function TodayHoroscope({ horoscope, chooser, otherSignsHref, form }: { horoscope?: HomeHoroscopeView | undefined; chooser?: HomeChooserView | undefined; otherSignsHref: string; form?: FormState | undefined }) {
  if (!horoscope) {
    return (
      <section className="home-panel home-horoscope" id="today-horoscope" aria-labelledby="today-horoscope-title">
        <p className="home-panel-kicker">Daily horoscope</p>
        <h2 className="home-panel-title" id="today-horoscope-title">
          Your horoscope today
        </h2>
        <p className="home-panel-text">Choose your sign: this browser remembers it, and the page opens on it next time.</p>
        {chooser && (
          <>
            <SignForm chooser={chooser} form={form} compact={false} />
            <SignButtons chooser={chooser} form={form} />
          </>
        )}
        <p className="home-panel-more">
          <a href={otherSignsHref}>All twelve signs’ horoscopes</a>
        </p>
      </section>
    );
  }
  const { sign } = horoscope;
  return (
    <section className="home-panel home-horoscope home-horoscope-sign" id="today-horoscope" aria-labelledby="today-horoscope-title">
      <div className="home-horoscope-body">
        <p className="home-panel-kicker">{horoscope.source === 'member' ? 'Your daily horoscope' : 'Daily horoscope'}</p>
        <h2 className="home-panel-title home-horoscope-title" id="today-horoscope-title">
          <SignGlyph sign={sign.slug} className="home-horoscope-glyph" />
          {sign.name} today
        </h2>
        <p className="home-horoscope-excerpt">{horoscope.excerpt}</p>
        <div className="home-horoscope-actions">
          <a className="button button-primary" href={horoscope.href}>
            Full horoscope<span className="visually-hidden"> for {sign.name}</span>
          </a>
          {chooser ? (
            <details className="home-sign-change" open={form && !form.ok ? true : undefined}>
              <summary>Change sign</summary>
              <SignForm chooser={chooser} form={form} compact />
              <form method="post" action={chooser.action} className="home-sign-forget">
                <input type="hidden" name="intent" value="sign" />
                <button type="submit" name="sign" value={FORGET_SIGN} className="home-link-button">
                  Forget my sign
                </button>
              </form>
            </details>
          ) : (
            <a className="home-panel-more" href={otherSignsHref}>
              Other signs
            </a>
          )}
        </div>
      </div>
      <SignIllustration sign={sign.slug} className="home-horoscope-art" />
    </section>
  );
}

/** The card of the day: its picture and name, leading to its page. */
export function TodayCard({ card }: { card: HomeCardView & { href: string } }) {
  return (
    <section className="home-panel home-card" aria-labelledby="today-card-title">
      {/* The title's link covers the panel, picture included (as a card link does). */}
      <img className={card.reversed ? 'home-card-image tarot-reversed' : 'home-card-image'} src={card.image} alt="" width={300} height={520} />
      <div className="home-card-text">
        <p className="home-panel-kicker">Tarot card of the day</p>
        <h2 className="home-panel-title" id="today-card-title">
          <a href={card.href}>
            {card.name}
            {card.reversed ? <span className="home-card-reversed">, reversed</span> : null}
          </a>
        </h2>
        <p className="home-panel-text">Drawn once for everyone today.</p>
      </div>
    </section>
  );
}

/** A free reading to start. */
export function TodayReading({ href }: { href: string }) {
  return (
    <section className="home-panel home-reading" aria-labelledby="today-reading-title">
      <SectionIcon section="readings" className="home-reading-icon" />
      <div className="home-reading-text">
        <p className="home-panel-kicker">Free tarot reading</p>
        <h2 className="home-panel-title" id="today-reading-title">
          Ask the cards
        </h2>
        <p className="home-panel-text">Three cards for your past, present and path ahead.</p>
      </div>
      <p className="home-panel-action">
        <a className="button button-gold" href={href}>
          Start a reading
        </a>
      </p>
    </section>
  );
}
