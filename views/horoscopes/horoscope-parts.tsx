import type { ZodiacSlug } from '../../shared/horoscopes/zodiac';
import { SignGlyph, SignIllustration } from '../ui/art/sign-art';
import { Card, CardGrid } from '../components/card';

export interface SignChoice {
  slug: ZodiacSlug;
  name: string;
  /** "March 21 – April 19". */
  dates: string;
  href: string;
}

/**
 * The zodiac dropdown of spec 2 §2 ("Choose a Sign" / "Choose Another Sign"): a GET form, so it
 * works without JavaScript; the base page sends `?sign=` on to the sign's page.
 */
export function SignChooser({ signs, current, action, label }: { signs: SignChoice[]; current?: ZodiacSlug; action: string; label: string }) {
  return (
    <form className="sign-chooser" method="get" action={action}>
      <label htmlFor="sign-chooser-select">{label}</label>
      <div className="sign-chooser-row">
        <select id="sign-chooser-select" name="sign" defaultValue={current ?? ''} required>
          {!current && (
            <option value="" disabled>
              {label}
            </option>
          )}
          {signs.map((sign) => (
            <option key={sign.slug} value={sign.slug}>
              {sign.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-secondary">
          Go
        </button>
      </div>
    </form>
  );
}

/** The zodiac sign picker: a card per sign, and the GENERAL HOROSCOPE link (spec 2 §2). */
export function SignPicker({ signs, generalHref, headingLevel = 3 }: { signs: SignChoice[]; generalHref?: string; headingLevel?: 2 | 3 }) {
  return (
    <>
      <CardGrid list className="sign-grid sign-picker" label="Signs">
        {signs.map((sign) => (
          <Card
            key={sign.slug}
            as="li"
            level={headingLevel}
            className="sign-card"
            href={sign.href}
            media={<SignIllustration sign={sign.slug} />}
            title={
              <>
                <SignGlyph sign={sign.slug} className="sign-glyph" />
                {sign.name}
              </>
            }
          >
            <p className="sign-dates">{sign.dates}</p>
          </Card>
        ))}
      </CardGrid>
      {generalHref && (
        <p className="sign-picker-general">
          <a className="button button-secondary" href={generalHref}>
            GENERAL HOROSCOPE
          </a>
        </p>
      )}
    </>
  );
}
