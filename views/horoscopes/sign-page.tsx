import type { ZodiacSign, ZodiacSlug } from '../../shared/horoscopes/zodiac';
import { SignGlyph, SignIllustration } from '../ui/art/sign-art';
import { SIGN_LINKS, astrologyCrumbs, signHoroscopeLinks } from './astrology-links';
import { SignItem } from './horoscope-parts';
import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';
import type { JsonLd } from '../../shared/site/json-ld';

export interface SignPageProps {
  sign: ZodiacSign;
  /** "March 21 – April 19". */
  dates: string;
  /** What the sign's picture shows ("the Ram"). */
  emblem: string;
  rulerHref: string;
  glossaryHref: string;
  intro: string;
  strengths: string[];
  challenges: string[];
  love: string;
  work: string;
  element: string;
  modality: string;
  ruler: string;
  compatible: { slug: ZodiacSlug; name: string; reason: string }[];
  author: { name: string; href: string };
  /** schema.org data for the head (the page module passes it on). */
  jsonLd: JsonLd;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `/astrology/{sign}`: a sign's picture and facts, its traits, love and work, element, modality and
 * ruler, the signs it gets on with, and links to its horoscopes. Complete without JavaScript.
 */
export function SignPage(props: SignPageProps) {
  const { sign, dates, emblem } = props;
  const id = (part: string) => `${sign.slug}-${part}`;
  return (
    <ContentPage
      title={
        <>
          <SignGlyph sign={sign.slug} className="sign-title-glyph" />
          {sign.name}
        </>
      }
      kicker={`Zodiac sign · ${dates.replace(/ (\d)/g, '\u00a0$1')}`}
      lede={sign.summary}
      art="astrology"
      breadcrumb={astrologyCrumbs({ label: sign.name })}
      related={[
        { id: 'related-sign-horoscopes', title: `${sign.name} horoscopes`, links: signHoroscopeLinks(sign) },
        { id: 'related-signs', title: 'The twelve signs', links: SIGN_LINKS },
        { id: 'related-glossary', title: 'Learn more', links: [{ href: props.glossaryHref, label: 'Astrology glossary' }, { href: props.rulerHref, label: `${sign.ruler}, ruler of ${sign.name}` }] },
      ]}
      current={href(ROUTES.signs[sign.slug])}
      meta={
        <p>
          By <a href={props.author.href}>{props.author.name}</a>
        </p>
      }
    >
      <div className="sign-profile">
        <SignIllustration sign={sign.slug} className="sign-profile-art" title={`${sign.name}, ${emblem}`} />
        <dl className="sign-profile-facts">
          <div>
            <dt>Dates</dt>
            <dd>{dates}</dd>
          </div>
          <div>
            <dt>Symbol</dt>
            <dd className="sign-profile-symbol">
              <SignGlyph sign={sign.slug} title={`The glyph of ${sign.name}`} />
              <span>{capitalise(emblem)}</span>
            </dd>
          </div>
          <div>
            <dt>Element</dt>
            <dd>{capitalise(sign.element)}</dd>
          </div>
          <div>
            <dt>Modality</dt>
            <dd>{capitalise(sign.modality)}</dd>
          </div>
          <div>
            <dt>Ruler</dt>
            <dd>
              <a href={props.rulerHref}>{sign.ruler}</a>
            </dd>
          </div>
        </dl>
      </div>

      <p className="sign-intro">{props.intro}</p>

      <h2 id={id('traits')}>Traits</h2>
      <div className="sign-traits">
        {(
          [
            ['strengths', 'Strengths', props.strengths],
            ['challenges', 'Challenges', props.challenges],
          ] as const
        ).map(([part, title, traits]) => (
          <section key={part} aria-labelledby={id(part)}>
            <h3 id={id(part)}>{title}</h3>
            <ul>
              {traits.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <h2>{`${sign.name} in love`}</h2>
      <p>{props.love}</p>

      <h2>{`${sign.name} at work`}</h2>
      <p>{props.work}</p>

      <h2>Element, modality and ruler</h2>
      <h3>{`Element: ${capitalise(sign.element)}`}</h3>
      <p>{props.element}</p>
      <h3>{`Modality: ${capitalise(sign.modality)}`}</h3>
      <p>{props.modality}</p>
      <h3>{`Ruler: ${sign.ruler}`}</h3>
      <p>
        {props.ruler} <a href={props.rulerHref}>{`More about ${sign.ruler}`}</a>
      </p>

      <h2>Compatible signs</h2>
      <ul className="sign-matches">
        {props.compatible.map((match) => (
          <SignItem key={match.slug} sign={match.slug} name={match.name} line={match.reason} list="sign-match" />
        ))}
      </ul>

      <h2>{`${sign.name} horoscopes`}</h2>
      <ul className="horoscope-links">
        {signHoroscopeLinks(sign).map((link) => (
          <li key={link.href}>
            <a className="button button-secondary" href={link.href}>
              {capitalise(link.label.replace(`${sign.name} `, ''))}
            </a>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
