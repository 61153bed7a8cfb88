import { Card, CardGrid } from '../components/card';
import { SectionLanding } from '../templates/section-landing';
import { SignPicker, type SignChoice } from './horoscope-parts';

export interface AstrologyLandingProps {
  signs: SignChoice[];
  links: { title: string; href: string; text: string }[];
}

/** `/astrology`: the twelve signs, the horoscopes and the glossary. */
export function AstrologyLandingPage({ signs, links }: AstrologyLandingProps) {
  return (
    <SectionLanding
      art="astrology"
      title="Astrology"
      lede="The twelve signs, what the planets and their aspects mean, and horoscopes written from where the Sun, the Moon and the planets really are."
      featured={{ id: 'signs', title: 'The twelve signs', items: <SignPicker signs={signs} /> }}
    >
      <section className="container landing-section" aria-labelledby="more-heading">
        <h2 className="landing-section-title" id="more-heading">
          Read on
        </h2>
        <CardGrid list min="md">
          {links.map((link) => (
            <Card key={link.href} as="li" title={link.title} href={link.href}>
              <p>{link.text}</p>
            </Card>
          ))}
        </CardGrid>
      </section>
    </SectionLanding>
  );
}
