import { LandingSection, LinkCards, SectionLanding } from '../templates/section-landing';
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
      <LandingSection id="more-heading" title="Read on">
        <LinkCards links={links} />
      </LandingSection>
    </SectionLanding>
  );
}
