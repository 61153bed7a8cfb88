import type { ReactNode } from 'react';
import type { ZodiacSlug } from '../../shared/horoscopes/zodiac';
import { SignGlyph, SignIllustration } from '../ui/art/sign-art';
import { GoFormInside } from '../ui/go-form';
import { Cached } from '../components/cached';
import type { Crumb } from '../components/breadcrumb';
import { Card, CardGrid } from '../components/card';
import type { DateNavProps } from '../components/date-nav';
import type { TabLink } from '../components/tabs';
import { href, ROUTES } from '../../shared/routes';

export interface SignChoice {
  slug: ZodiacSlug;
  name: string;
  /** "March 21 – April 19". */
  dates: string;
  href: string;
}

/** What a horoscope page of a day, week or month shows above its reading (a sign's, and the general one). */
export interface HoroscopePeriod {
  /** "Aries Daily Horoscope". */
  heading: string;
  /** "November 17 to 23, 2026" for a week, "November 2026" for a month; the date header otherwise. */
  periodLabel?: string;
  breadcrumb: Crumb[];
  tabs: { items: TabLink[]; current: string; label: string };
  dateNav: DateNavProps;
}

/** A horoscope period's header as the daily template takes it. */
export const periodHeader = ({ heading, periodLabel, breadcrumb, tabs, dateNav }: HoroscopePeriod) => ({ art: 'horoscopes' as const, title: heading, dateLabel: periodLabel, breadcrumb, tabs, dateNav });

/**
 * A select that shows `prompt` as a first option, not choosable, until something is chosen; it is
 * required only then. With `current` a value is always chosen and there is no prompt, and HTML
 * allows `required` only on a select whose first option is an empty placeholder.
 */
export function PromptSelect({ id, name, prompt, current, options }: { id?: string; name: string; prompt: string; current?: string | undefined; options: { value: string | number; name: string }[] }) {
  return (
    <select id={id} name={name} defaultValue={current ?? ''} required={!current}>
      {!current && (
        <option value="" disabled>
          {prompt}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.name}
        </option>
      ))}
    </select>
  );
}

/**
 * The zodiac dropdown of spec 2 §2 ("Choose a Sign" / "Choose Another Sign"): a GET form, so it
 * works without JavaScript; the base page sends `?sign=` on to the sign's page.
 */
export function SignChooser({ signs, current, action, label }: { signs: SignChoice[]; current?: ZodiacSlug; action: string; label: string }) {
  const options = signs.map((sign) => ({ value: sign.slug, name: sign.name }));
  // The same for every reader of a sign's pages: rendered once.
  return (
    <Cached as="form" className="sign-chooser" method="get" action={action} cacheKey={`sign-chooser\n${action}\n${label}\n${current ?? ''}\n${JSON.stringify(options)}`}>
      {() => (
        <GoFormInside rowClassName="sign-chooser-row" id="sign-chooser-select" label={label}>
          <PromptSelect id="sign-chooser-select" name="sign" prompt={label} current={current} options={options} />
        </GoFormInside>
      )}
    </Cached>
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

/** An item of a list of glyphs (the glossary's, a sign's matches): the glyph, the linked name and a line about it. */
export function GlyphItem({ glyph, href, name, nameClass, line }: { glyph: ReactNode; href: string; name: string; nameClass: string; line: string }) {
  return (
    <li>
      {glyph}
      <div>
        <a href={href} className={nameClass}>
          {name}
        </a>
        <p>{line}</p>
      </div>
    </li>
  );
}

/** A sign in a list of glyphs: its glyph and its linked name, classed `{list}-glyph` and `{list}-name`, and a line about it. */
export function SignItem({ sign, name, line, list }: { sign: ZodiacSlug; name: string; line: string; list: string }) {
  return <GlyphItem glyph={<SignGlyph sign={sign} className={`${list}-glyph`} />} href={href(ROUTES.signs[sign])} name={name} nameClass={`${list}-name`} line={line} />;
}
