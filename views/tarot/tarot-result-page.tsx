import { formatLongDate } from '../../shared/site/calendar';
import type { Orientation } from '../../shared/tarot/reading.contract';
import type { SuggestedReading as Suggestion } from '../../shared/store/upsell';
import { SuggestedReading } from '../store';
import { ContentPage } from '../templates/content-page';
import { cardImageSrc, deckHref } from '../../shared/tarot/tarot-pages';
import { href, ROUTES } from '../../shared/routes';

/** One card of a reading as the result page shows it (read by server/features/tarot/interpret.ts). */
export interface ResultCard {
  position: number;
  /** The position's name and what it asks, from the spread's text. */
  positionName: string;
  positionMeaning: string;
  name: string;
  rank: string;
  orientation: Orientation;
  /** 'Upright', 'Reversed', 'Turned right', 'Turned left'. */
  orientationLabel: string;
  /** How a sideways card reads; empty for upright and reversed. */
  orientationNote: string;
  keywords: readonly string[];
  /** The card's text for its orientation. */
  text: string;
  /** The card's page in the reading's deck. */
  href: string;
}

export interface TarotResultPageProps {
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

/** The rotation of a card's image by its orientation: reversed upside down, sideways a quarter turn. */
const TURN: Record<Orientation, string> = { upright: '', reverse: 'tarot-result-card-reverse', right: 'tarot-result-card-right', left: 'tarot-result-card-left' };

/** A saved tarot reading: the question, the cards as drawn, each position read, the spread as a whole. Only its owner sees it. */
export function TarotResultPage({ spreadName, deck, question, created, opening, cards, synthesis, answer, closing, suggestion }: TarotResultPageProps) {
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

      <ol className="tarot-result-spread" aria-label="The cards as drawn">
        {cards.map((card) => (
          <li key={card.position} className="tarot-result-slot">
            <span className="tarot-result-slot-name">
              {card.position}. {card.positionName}
            </span>
            <a href={card.href} className={`tarot-result-card ${TURN[card.orientation]}`}>
              <img src={cardImageSrc(deck.slug, card.rank)} alt={`${card.name}, ${deck.name} deck`} width={120} height={205} loading="lazy" />
            </a>
            <span className="tarot-result-slot-card">
              {card.name}
              {card.orientation !== 'upright' && <span className="tarot-result-slot-turn"> ({card.orientationLabel.toLowerCase()})</span>}
            </span>
          </li>
        ))}
      </ol>

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
    </ContentPage>
  );
}
