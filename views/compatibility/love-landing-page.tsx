import type { ArticleCard } from '../../shared/articles/articles.contract';
import type { IslandProps } from '../../shared/islands';
import { Island } from '../components/island';
import { ArticleGrid } from '../ui/article-list';
import { LandingSection, LinkCards, SectionLanding } from '../templates/section-landing';

type LinkCard = { title: string; href: string; text: string };

export interface LoveLandingProps {
  intro: string[];
  compatibility: LinkCard[];
  chooser: IslandProps['compatibility-chooser'];
  more: LinkCard[];
  /** The newest love articles. */
  articles: ArticleCard[];
}

/** `/love-and-compatibility`: the section's front page: the three compatibility slants, a chooser, the love horoscopes and the Chinese zodiac. */
export function LoveLandingPage({ intro, compatibility, chooser, more, articles }: LoveLandingProps) {
  return (
    <SectionLanding
      art="love"
      title="Love & Compatibility"
      lede="How two signs get along, in love and in friendship, by the Western zodiac and the Chinese one, and what the stars say about your heart this week."
      intro={intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      featured={{ id: 'compatibility-title', title: 'Compatibility', items: <LinkCards links={compatibility} /> }}
    >
      <LandingSection id={`${chooser.id}-title`} title="Two signs in love" className="compat-landing-chooser">
        <Island name="compatibility-chooser" props={chooser} hydrate="interaction" />
      </LandingSection>
      <LandingSection id="love-more-title" title="Love horoscopes and the Chinese zodiac">
        <LinkCards links={more} />
      </LandingSection>
      {articles.length > 0 && (
        <LandingSection id="love-articles-title" title="Read more about love and the stars">
          <ArticleGrid articles={articles} />
        </LandingSection>
      )}
    </SectionLanding>
  );
}
