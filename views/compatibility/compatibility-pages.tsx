import { href, ROUTES } from '../../shared/routes';
import type { IslandProps } from '../../shared/islands';
import type { Crumb } from '../components/breadcrumb';
import { Island } from '../components/island';
import type { RelatedLink } from '../components/related-links';
import { ContentPage } from '../templates/content-page';
import { LearnMore, PairSections, SignMark, type PairWriting, type SignRef } from './compatibility-parts';

type Related = { id: string; title: string; links: RelatedLink[] }[];

/** Title, kicker, lede and where the page sits: what every compatibility page has. */
interface PageFrame {
  title: string;
  kicker: string;
  lede: string;
  breadcrumb: Crumb[];
  related: Related;
  current: string;
}

/** The chooser in its panel, under a heading. */
function ChooserPanel({ title, chooser }: { title: string; chooser: IslandProps['compatibility-chooser'] }) {
  return (
    <section className="compat-chooser-panel" aria-labelledby={`${chooser.id}-title`}>
      <h2 id={`${chooser.id}-title`}>{title}</h2>
      <Island name="compatibility-chooser" props={chooser} hydrate="interaction" />
    </section>
  );
}

export interface CompatibilityBaseProps extends PageFrame {
  intro: string[];
  /** A link after the introduction (the Chinese zodiac calculator). */
  introLink?: { label: string; href: string };
  chooser: IslandProps['compatibility-chooser'];
  /** Each sign with its page and its twelve matches, so every one of the 78 pairs is a link. */
  groups: { sign: SignRef; href: string; partners: { sign: SignRef; href: string }[] }[];
}

/** `/astrology/compatibility/{slant}/`: what the slant reads, the chooser, and every pair. */
export function CompatibilityBasePage({ title, kicker, lede, breadcrumb, related, current, intro, introLink, chooser, groups }: CompatibilityBaseProps) {
  return (
    <ContentPage title={title} kicker={kicker} lede={lede} breadcrumb={breadcrumb} related={related} current={current} art="love">
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {introLink && (
        <p>
          <a href={introLink.href}>{introLink.label}</a>
        </p>
      )}
      <ChooserPanel title="Choose two signs" chooser={chooser} />
      <h2 id="compat-matches-title">Every match, sign by sign</h2>
      <p>Find one sign, then the other: each link is the page of that pair.</p>
      <div className="compat-groups">
        {groups.map((group) => (
          <section key={group.sign.slug} className="compat-group" aria-labelledby={`compat-group-${group.sign.slug}`}>
            <h3 id={`compat-group-${group.sign.slug}`} className="compat-group-title">
              <a href={group.href}>
                <SignMark sign={group.sign} />
                {group.sign.name}
                <span className="visually-hidden"> with every sign</span>
              </a>
            </h3>
            <ul className="compat-partners">
              {group.partners.map((partner) => (
                <li key={partner.sign.slug}>
                  <a href={partner.href}>
                    <span className="visually-hidden">{group.sign.name} and </span>
                    {partner.sign.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}

/** A match on a sign's page: its id is `!{other sign}`, so `#!{other sign}` is its address. */
export interface SignEntry {
  id: string;
  title: string;
  partner: SignRef;
  href: string;
  writing: PairWriting;
}

export interface CompatibilitySignProps extends PageFrame {
  kind: 'sign';
  sign: SignRef;
  chooser: IslandProps['compatibility-chooser'];
  entries: SignEntry[];
}

/**
 * `/astrology/compatibility/{slant}/{sign}`, where the chooser's `#!` addresses lead: the sign's
 * twelve matches in full, each at `#!{other sign}` (the browser scrolls there by itself; the
 * chooser island opens it).
 */
export function CompatibilitySignPage({ title, kicker, lede, breadcrumb, related, current, sign, chooser, entries }: CompatibilitySignProps) {
  return (
    <ContentPage title={title} kicker={kicker} lede={lede} breadcrumb={breadcrumb} related={related} current={current} art="love">
      <ChooserPanel title="Choose a match" chooser={chooser} />
      <nav className="compat-jump" aria-labelledby="compat-jump-title">
        <h2 id="compat-jump-title">{`${sign.name} with each sign`}</h2>
        <ul className="compat-partners">
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>
                <span className="visually-hidden">{sign.name} and </span>
                {entry.partner.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {entries.map((entry) => (
        <article key={entry.id} id={entry.id} className="compat-entry" aria-labelledby={`${entry.id}-title`}>
          <h2 id={`${entry.id}-title`} tabIndex={-1}>
            <SignMark sign={sign} />
            <SignMark sign={entry.partner} />
            {entry.title}
          </h2>
          <p className="compat-headline">{entry.writing.headline}</p>
          <p>{entry.writing.summary}</p>
          <LearnMore about={entry.title}>
            <PairSections writing={entry.writing} level={3} />
          </LearnMore>
          <p className="compat-entry-link">
            <a href={entry.href}>{`${entry.title}: the page of this pair`}</a>
          </p>
        </article>
      ))}
    </ContentPage>
  );
}

export interface CompatibilityPairProps extends PageFrame {
  kind: 'pair';
  first: SignRef;
  second: SignRef;
  writing: PairWriting;
  /** The other slant of the same pair (love and friendship), the slant's base, and its name. */
  other?: { label: string; href: string };
  base: { label: string; href: string };
}

/** `/astrology/compatibility/{slant}/{a}-and-{b}`: the pair's summary, then the long description behind Learn More. */
export function CompatibilityPairPage({ title, kicker, lede, breadcrumb, related, current, first, second, writing, other, base }: CompatibilityPairProps) {
  const signs = first.slug === second.slug ? [first] : [first, second];
  return (
    <ContentPage title={title} kicker={kicker} lede={lede} breadcrumb={breadcrumb} related={related} current={current} art="love">
      <ul className="compat-pair-signs" aria-label="The signs">
        {signs.map((sign) => (
          <li key={sign.slug}>
            <SignMark sign={sign} className="compat-pair-glyph" />
            <span className="compat-pair-text">
              <a href={sign.href} className="compat-pair-name">
                {sign.name}
              </a>
              {sign.facts && <span className="compat-pair-facts">{sign.facts}</span>}
            </span>
          </li>
        ))}
      </ul>
      <p className="compat-summary">{writing.summary}</p>
      <LearnMore about={title}>
        <PairSections writing={writing} level={2} />
      </LearnMore>
      <section className="compat-upsell" aria-labelledby="compat-upsell-title">
        <h2 id="compat-upsell-title">Two people are more than two signs</h2>
        <p>A sign is only the first chapter. The Astrology Compatibility Report compares your whole birth chart with your partner’s, planet by planet, and reads the composite chart of the two of you. Its sample is free.</p>
        <p>
          <a className="button button-primary" href={href(ROUTES.compatibilityReport)}>
            Compare our birth charts
          </a>
        </p>
      </section>
      <h2>Read on</h2>
      <ul className="compat-read-on">
        {signs.map((sign) => (
          <li key={sign.slug}>
            <a href={sign.href}>{sign.glyph ? `About ${sign.name}` : `About the ${sign.name}`}</a>
          </li>
        ))}
        {other && (
          <li>
            <a href={other.href}>{other.label}</a>
          </li>
        )}
        <li>
          <a href={base.href}>{base.label}</a>
        </li>
      </ul>
    </ContentPage>
  );
}

/** The page of `/astrology/compatibility/{slant}/{segment}`: one pair, or one sign's twelve matches. */
export function CompatibilityPairOrSignPage(props: CompatibilityPairProps | CompatibilitySignProps) {
  return props.kind === 'pair' ? <CompatibilityPairPage {...props} /> : <CompatibilitySignPage {...props} />;
}
