import { Island } from '../components/island';
import { DECKS, DEFAULT_DECK_ID } from '../../shared/tarot/decks';
import { CardTiles, TarotCardImage, tarotCrumbs, type CardTile } from './tarot-parts';
import { ContentPage } from '../templates/content-page';
import type { IslandProps } from '../../shared/islands';
import { href, ROUTES } from '../../shared/routes';
import type { JsonLd } from '../../shared/site/json-ld';

export interface TarotCardPageProps {
  card: { rank: string; name: string; suit: string; suitDisplay: string; number: string };
  deck: { slug: string; name: string; href: string };
  image: { src: string; alt: string };
  text: { keywords: { upright: string[]; reversed: string[] }; image: string; upright: string; reversed: string; love: string; work: string; advice: string; yesNo: 'yes' | 'no' | 'maybe'; yesNoNote: string };
  previous?: { name: string; href: string } | undefined;
  next?: { name: string; href: string } | undefined;
  /** The deck selector, or none (the Mandala deck's pages). */
  selector?: IslandProps['deck-selector'] | undefined;
  /** The same card in the other decks. */
  otherDecks: CardTile[];
  path: string;
  jsonLd: JsonLd;
}

const LEANING: Record<TarotCardPageProps['text']['yesNo'], string> = { yes: 'Yes', no: 'No', maybe: 'Maybe' };

/**
 * `/tarot/cards/{rank}[/{deck}]`: a card in one deck: its picture, keywords, what the picture shows,
 * its meanings, its yes-or-no leaning, the deck selector, the neighbouring cards and the card in
 * the other decks. Complete without JavaScript.
 */
/** The tarot decks that tell each card in a scene of their own (the default deck draws the traditional picture). */
const REIMAGINED = new Set(DECKS.filter((each) => each.type === 'tarot' && each.id !== DEFAULT_DECK_ID).map((each) => each.slug));

export function TarotCardPage({ card, deck, image, text, previous, next, selector, otherDecks, path }: TarotCardPageProps) {
  return (
    <ContentPage
      title={card.name}
      kicker={`${card.suitDisplay} · ${deck.name} deck`}
      lede={`${text.keywords.upright.slice(0, 3).join(', ')}.`.replace(/^./, (first) => first.toUpperCase())}
      art="tarot"
      breadcrumb={tarotCrumbs({ label: 'Decks', href: href(ROUTES.tarotDecks) }, { label: deck.name, href: deck.href }, { label: card.name })}
      current={path}
      aside={
        <div className="tarot-aside">
          <Island name="card-finder" props={{ deck: deck.slug, label: 'Find another card', id: 'card-page-finder' }} hydrate="interaction" />
        </div>
      }
      related={[
        {
          id: 'related-tarot',
          title: 'Tarot',
          links: [
            { href: `${href(ROUTES.tarot)}#learn-tarot`, label: 'All 78 cards' },
            { href: deck.href, label: `The ${deck.name.replace(/^The /, '')} deck` },
            { href: href(ROUTES.tarotDecks), label: 'Every deck' },
            { href: href(ROUTES.dailyTarotCard.base), label: 'Tarot card of the day' },
            { href: href(ROUTES.weeklyTarot.base), label: 'Weekly tarot reading' },
            { href: href(ROUTES.readings.free), label: 'Free tarot reading' },
          ],
        },
      ]}
    >
      <div className="tarot-card-profile">
        <figure className="tarot-card-figure">
          <TarotCardImage src={image.src} alt={image.alt} />
        </figure>
        <div className="tarot-card-side">
          <dl className="tarot-card-facts">
            <div>
              <dt>Arcana</dt>
              <dd>{card.suit === 'major' ? 'Major Arcana' : `Minor Arcana, ${card.suitDisplay}`}</dd>
            </div>
            <div>
              <dt>Number</dt>
              <dd>{card.number}</dd>
            </div>
            <div>
              <dt>Deck</dt>
              <dd>
                <a href={deck.href}>{deck.name}</a>
              </dd>
            </div>
            <div>
              <dt>Upright</dt>
              <dd>{text.keywords.upright.join(', ')}</dd>
            </div>
            <div>
              <dt>Reversed</dt>
              <dd>{text.keywords.reversed.join(', ')}</dd>
            </div>
            <div>
              <dt>Yes or no</dt>
              <dd>{LEANING[text.yesNo]}</dd>
            </div>
          </dl>
          {selector && <Island name="deck-selector" props={selector} hydrate="interaction" />}
        </div>
      </div>

      <h2>The traditional picture</h2>
      <p>{text.image}</p>
      {REIMAGINED.has(deck.slug) && (
        <p className="tarot-card-deck-note">{`The ${deck.name.replace(/^The /, '')} deck tells the card in a scene of its own, keeping its symbols; the Universal Waite deck draws the traditional picture.`}</p>
      )}
      <h2>Upright</h2>
      <p>{text.upright}</p>
      <h2>Reversed</h2>
      <p>{text.reversed}</p>
      <h2>In love</h2>
      <p>{text.love}</p>
      <h2>At work</h2>
      <p>{text.work}</p>
      <h2>As advice</h2>
      <p>{text.advice}</p>
      <h2>Yes or no</h2>
      <p>
        <strong>{`${LEANING[text.yesNo]}. `}</strong>
        {text.yesNoNote}
      </p>

      {(previous || next) && (
        <nav className="tarot-pager" aria-label="Previous and next card">
          {previous && (
            <a className="tarot-pager-previous" href={previous.href} rel="prev">
              <span className="tarot-pager-label">Previous card</span> {previous.name}
            </a>
          )}
          {next && (
            <a className="tarot-pager-next" href={next.href} rel="next">
              <span className="tarot-pager-label">Next card</span> {next.name}
            </a>
          )}
        </nav>
      )}

      {otherDecks.length > 0 && (
        <section aria-labelledby="other-decks">
          <h2 id="other-decks">{`${card.name} in other decks`}</h2>
          <CardTiles cards={otherDecks} />
        </section>
      )}
      {/* Last in the body: a message arriving moves nothing the visitor is reading. */}
      <Island name="promo-message" props={{ placement: 'tarot-page', card: card.name, deck: deck.slug }} hydrate="visible" />
    </ContentPage>
  );
}
