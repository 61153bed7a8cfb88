import type { Advisor, AdvisorOffer } from '../../shared/advisors/advisors.contract';
import type { ArticleCard } from '../../shared/articles/articles.contract';
import { articleHref } from '../../shared/articles/articles';
import { ArticleGrid } from '../ui/article-list';
import { LandingSection, LinkCards, SectionLanding } from '../templates/section-landing';
import { AdvisorSlider } from './advisor-slider';
import type { JsonLd } from '../../shared/site/json-ld';

export interface AdvisorsLandingProps {
  siteName: string;
  /** `shown`: the slider has advisors; `none`: no provider, or it lists nobody; `unavailable`: the provider failed just now. */
  widget: 'shown' | 'none' | 'unavailable';
  advisors?: Advisor[];
  offer?: AdvisorOffer;
  /** The site's own ways to work a question through. */
  practice: { title: string; href: string; text: string }[];
  /** The section's featured articles. */
  articles: ArticleCard[];
  jsonLd?: JsonLd;
}

/** The guides the introduction points to, by their addresses. */
const GUIDES = {
  reading: articleHref('inside-a-psychic-reading'),
  question: articleHref('how-to-ask-a-good-question'),
  intuition: articleHref('intuition-as-a-skill'),
};

/**
 * What the page is, said plainly whether or not advisors are listed: the site has no psychics;
 * listed advisors are independent and the site may earn from them; a reading is reflection, not
 * prediction.
 */
function Introduction({ siteName, listed }: { siteName: string; listed: boolean }) {
  return (
    <>
      <p>
        {siteName} has no psychics of its own. Our horoscopes, tarot meanings and guides are written by our editors, and nobody at {siteName} gives readings, live or
        otherwise.
      </p>
      {listed ? (
        <p>
          The advisors on this page are independent readers listed by a partner marketplace. They are not employed by {siteName}, and we do not choose, check or supervise
          their readings; their profiles, prices and chats are on the marketplace’s own site, and {siteName} may earn a commission when you pay for a reading there.
          Before you book, <a href={GUIDES.reading}>Inside a Psychic Reading</a> explains what happens in a session and how to judge it.
        </p>
      ) : (
        <p>
          If you would like to talk a question through with someone, choose a reader as you would choose any paid service: read the reviews, agree the price before you
          start and set yourself a limit. <a href={GUIDES.reading}>Inside a Psychic Reading</a> explains what happens in a session and how to judge it.
        </p>
      )}
      <p>
        Whoever you talk to, treat a reading as entertainment and a prompt for reflection, not a prediction: no one has shown they can foresee events, and questions of
        health, money or the law deserve a qualified professional. <a href={GUIDES.question}>How to Ask a Good Question</a> helps you get more from any reading, and{' '}
        <a href={GUIDES.intuition}>Intuition Is a Skill</a> shows how to notice and test your own hunches.
      </p>
    </>
  );
}

/** `/daily-psychic-advisors`: the Psychic Advice section's front page, with the advisor slider when a marketplace lists advisors. */
export function AdvisorsLandingPage({ siteName, widget, advisors, offer, practice, articles }: AdvisorsLandingProps) {
  const listed = widget === 'shown' && advisors !== undefined && offer !== undefined && advisors.length > 0;
  return (
    <SectionLanding
      art="psychics"
      kicker="Psychic Advice"
      title="Psychic Advisors"
      lede={
        listed
          ? 'Talk a question through with an independent advisor, or work it through yourself with tarot, your horoscope and your own intuition.'
          : 'What a psychic reading can and cannot do, how to choose a reader, and how to work a question through yourself with tarot, your horoscope and your own intuition.'
      }
      intro={<Introduction siteName={siteName} listed={listed} />}
      featured={
        listed
          ? {
              id: 'advisors-slider-title',
              title: 'Advisors from our partner marketplace',
              lede: (
                <p>
                  Listed by the marketplace, not by {siteName}. Each name opens the advisor’s page at the marketplace in a new tab. The marketplace’s introductory offer:{' '}
                  {offer.label}.
                </p>
              ),
              items: <AdvisorSlider advisors={advisors} offer={offer} label="Advisors from our partner marketplace" />,
            }
          : undefined
      }
    >
      {widget === 'unavailable' && (
        <LandingSection id="advisors-unavailable-title" title="Advisors from our partner marketplace">
          <p>The list of advisors from our partner marketplace could not be loaded just now. Please look again in a few minutes.</p>
        </LandingSection>
      )}
      <LandingSection id="advisors-reading-title" title="Read before you book">
        <ArticleGrid articles={articles} label="Guides to readings and intuition" />
      </LandingSection>
      <LandingSection id="advisors-practice-title" title="Work it through yourself">
        <LinkCards links={practice} />
      </LandingSection>
    </SectionLanding>
  );
}
