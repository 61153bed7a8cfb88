import { horoscopeHref, SLANTS } from '../../shared/horoscopes/horoscopes';
import type { SectionId } from '../../shared/site/sections';
import { formatSignDates, type ZodiacSign } from '../../shared/horoscopes/zodiac';
import { SectionIcon } from '../ui/art/section-art';
import { SignGlyph, SignIllustration } from '../ui/art/sign-art';
import { Card, CardGrid } from '../components/card';
import { LandingSection, SectionLanding } from '../templates/section-landing';
import { href, ROUTES } from '../../shared/routes';

export interface HomePageProps {
  headline: string;
  lede: string;
  sections: { heading: string; body: string[] }[];
  zodiacHeading: string;
  zodiacIntro: string;
  signs: readonly ZodiacSign[];
}

/** The icon of each home section, by its heading (none when the copy names another). */
const SECTION_ICONS: Record<string, SectionId> = {
  'Daily horoscopes': 'horoscopes',
  Tarot: 'tarot',
  Numerology: 'numerology',
  'Your birth chart': 'astrology',
};

/** Where a home section leads, once its pages exist. */
const SECTION_LINKS: Record<string, { href: string; label: string }> = {
  'Daily horoscopes': { href: href(ROUTES.horoscopes.daily.base), label: 'Read today’s horoscope' },
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The home page: a section landing (hero art 'home', the site's sections as featured cards) and the twelve signs. */
export function HomePage({ headline, lede, sections, zodiacHeading, zodiacIntro, signs }: HomePageProps) {
  return (
    <SectionLanding
      art="home"
      title={headline}
      lede={lede}
      featured={{
        id: 'features-heading',
        title: 'What you will find here',
        items: (
          <CardGrid min="lg" className="feature-grid">
            {sections.map((section) => {
              const icon = SECTION_ICONS[section.heading];
              const link = SECTION_LINKS[section.heading];
              return (
                <Card
                  key={section.heading}
                  className="feature-card"
                  title={section.heading}
                  icon={icon ? <SectionIcon section={icon} /> : undefined}
                  footer={link ? <a href={link.href}>{link.label}</a> : undefined}
                >
                  {section.body.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </Card>
              );
            })}
          </CardGrid>
        ),
      }}
    >
      <LandingSection id="signs-heading" title={zodiacHeading} lede={<p>{zodiacIntro}</p>}>
        <CardGrid list className="sign-grid">
          {signs.map((sign) => (
            <Card
              key={sign.slug}
              as="li"
              className="sign-card"
              media={<SignIllustration sign={sign.slug} />}
              title={
                <>
                  <SignGlyph sign={sign.slug} className="sign-glyph" />
                  {sign.name}
                </>
              }
              footer={
                <p className="sign-card-links">
                  <a href={horoscopeHref(SLANTS.daily.routes, sign.slug)}>
                    Today’s horoscope<span className="visually-hidden"> for {sign.name}</span>
                  </a>{' '}
                  · <a href={href(ROUTES.signs[sign.slug])}>All about {sign.name}</a>
                </p>
              }
            >
              <p className="sign-dates">{formatSignDates(sign)}</p>
              <p className="sign-facts">
                {capitalise(sign.element)} · {capitalise(sign.modality)} · ruled by {sign.ruler}
              </p>
              <p>{sign.summary}</p>
            </Card>
          ))}
        </CardGrid>
      </LandingSection>
    </SectionLanding>
  );
}
