import { glossaryTermHref, type GlossaryId } from '../../shared/horoscopes/glossary';
import { href, ROUTES } from '../../shared/routes';
import type { ZodiacSlug } from '../../shared/horoscopes/zodiac';
import { PlanetGlyph, type PlanetId } from '../ui/art/planet-glyphs';
import { SignGlyph } from '../ui/art/sign-art';
import { GLOSSARY_CRUMB, astrologyCrumbs } from './astrology-links';
import type { RelatedLink } from '../components/related-links';
import { ContentPage } from '../templates/content-page';
import type { JsonLd } from '../../shared/site/json-ld';

export type GlossaryKindName = 'planet' | 'aspect' | 'term';

export interface GlossaryPageProps {
  id: GlossaryId;
  kind: GlossaryKindName;
  name: string;
  summary: string;
  body: string[];
  items?: { label: string; text: string }[] | undefined;
  /** A planet's glyph (the lunar nodes show the north node's). */
  glyph?: PlanetId | undefined;
  /** The signs a planet rules, linked to their pages. */
  rules: { slug: ZodiacSlug; name: string }[];
  /** The other entries, by kind, for the aside. */
  related: { id: string; title: string; links: RelatedLink[] }[];
  /** schema.org data for the head (the page module passes it on). */
  jsonLd: JsonLd;
}

const KIND_LABEL: Record<GlossaryKindName, string> = { planet: 'Planet', aspect: 'Aspect', term: 'Term' };

/** `/astrology/glossary/{id}`: a short explanation of one planet, aspect or term. */
export function GlossaryPage({ id, kind, name, summary, body, items, glyph, rules, related }: GlossaryPageProps) {
  return (
    <ContentPage
      title={
        <>
          {glyph && <PlanetGlyph planet={glyph} className="glossary-title-glyph" title={`The glyph of ${name.replace(/^The /, 'the ')}`} />}
          {name}
        </>
      }
      kicker={`Astrology glossary · ${KIND_LABEL[kind]}`}
      lede={summary}
      art="astrology"
      breadcrumb={astrologyCrumbs(GLOSSARY_CRUMB, { label: name })}
      related={related}
      current={glossaryTermHref(id)}
    >
      {body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {items && (
        <dl className="glossary-items">
          {items.map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {rules.length > 0 && (
        <>
          <h2>{rules.length === 1 ? 'The sign it rules' : 'The signs it rules'}</h2>
          <ul className="glossary-signs">
            {rules.map((sign) => (
              <li key={sign.slug}>
                <SignGlyph sign={sign.slug} className="sign-match-glyph" />
                <a href={href(ROUTES.signs[sign.slug])}>{sign.name}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="glossary-back">
        <a href={href(ROUTES.glossary)}>All the terms in the glossary</a>
      </p>
    </ContentPage>
  );
}
