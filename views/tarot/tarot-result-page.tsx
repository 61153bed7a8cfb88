import { formatLongDate } from '../../shared/site/calendar';
import type { SuggestedReading as Suggestion } from '../../shared/store/upsell';
import { SuggestedReading } from '../store';
import { isPaidReading } from '../../shared/store/reading-products';
import { Island } from '../components/island';
import { ContentPage } from '../templates/content-page';
import { deckHref } from '../../shared/tarot/tarot-pages';
import { ResultSpread, type ResultCard } from './tarot-result-spread';
import { href, ROUTES } from '../../shared/routes';

export type { ResultCard } from './tarot-result-spread';

export interface TarotResultPageProps {
  /** The spread's code: the Celtic Cross is laid out as the cross and the staff, the others as a row. */
  spread: string;
  spreadName: string;
  deck: { slug: string; name: string };
  question: string;
  created: string;
  opening: string;
  cards: ResultCard[];
  synthesis: string[];
  answer?: { answer: string; note: string };
  closing: string;
  /** The SUGGESTED READING picked for this visit, if the reading's product has upsells. */
  suggestion?: Suggestion | null;
}

/** A saved tarot reading: the question, the cards as drawn, each position read, the spread as a whole. Only its owner sees it. */
export function TarotResultPage({ spread, spreadName, deck, question, created, opening, cards, synthesis, answer, closing, suggestion }: TarotResultPageProps) {
  return (
    <ContentPage
      title={spreadName}
      headingId="reading-heading"
      kicker="Your tarot reading"
      art="tarot"
      breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Your Readings', href: href(ROUTES.journal) }, { label: spreadName }]}
      meta={
        <p>
          Drawn from the {deck.name} deck on <time dateTime={created}>{formatLongDate(created.slice(0, 10))}</time>.
        </p>
      }
      related={[
        {
          id: 'reading-related',
          title: 'More',
          links: [
            { href: href(ROUTES.journal), label: 'Your Readings' },
            { href: deckHref(deck.slug), label: `The ${deck.name} deck` },
          ],
        },
      ]}
    >
      <section aria-labelledby="reading-question" className="tarot-result-question">
        <h2 id="reading-question">Your question</h2>
        <p>{question ? <q>{question}</q> : 'You drew these cards without a question: the reading speaks to where you stand today.'}</p>
      </section>

      <ResultSpread spread={spread} cards={cards} deck={deck} />

      {answer && (
        <section aria-labelledby="reading-answer" className="tarot-result-answer">
          <h2 id="reading-answer">The answer: {answer.answer}</h2>
          <p>{answer.note}</p>
        </section>
      )}

      <p className="tarot-result-opening">{opening}</p>

      {cards.map((card) => (
        <section key={card.position} aria-labelledby={`position-${card.position}`} className="tarot-result-position">
          <h2 id={`position-${card.position}`}>
            {card.position}. {card.positionName}: {card.name}
            {card.orientation !== 'upright' && `, ${card.orientationLabel.toLowerCase()}`}
          </h2>
          {card.positionMeaning && <p className="tarot-result-position-meaning">{card.positionMeaning}</p>}
          {card.keywords.length > 0 && <p className="tarot-result-keywords">{card.keywords.join(' · ')}</p>}
          {card.orientationNote && <p>{card.orientationNote}</p>}
          <p>{card.text}</p>
          <p>
            <a href={card.href}>
              More about {card.name}
              <span className="visually-hidden"> in the {deck.name} deck</span>
            </a>
          </p>
        </section>
      ))}

      {synthesis.length > 0 && (
        <section aria-labelledby="reading-whole" className="tarot-result-whole">
          <h2 id="reading-whole">The spread as a whole</h2>
          {synthesis.map((sentence, index) => (
            <p key={index}>{sentence}</p>
          ))}
        </section>
      )}

      <p className="tarot-result-closing">{closing}</p>
      <SuggestedReading suggestion={suggestion} />
      {/* A free reading's upsell (spec 1 §9), last in the body so its arrival moves nothing above it. */}
      {!isPaidReading(spread) && cards[0] && <Island name="promo-message" props={{ placement: 'free-reading-upsell', card: cards[0].name, deck: deck.slug }} hydrate="visible" />}
    </ContentPage>
  );
}
