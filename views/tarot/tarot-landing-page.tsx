import { Island } from '../components/island';
import { CardTiles, type CardTile } from './tarot-parts';
import { LandingSection, LinkCards, SectionLanding } from '../templates/section-landing';
import { href, ROUTES } from '../../shared/routes';

export interface TarotLandingProps {
  /** The Learn Tarot browser (spec 2 §2): five groups, 78 cards in the default deck. */
  groups: { suit: string; title: string; intro: string; cards: CardTile[] }[];
  decks: { name: string; href: string; summary: string }[];
  /** The card of the day and the weekly reading. */
  cardsForNow: { title: string; href: string; text: string }[];
  readings: { title: string; href: string; text: string }[];
  defaultDeck: string;
}

/** `/tarot`: what tarot is here, the Learn Tarot browser, the decks and the readings. */
export function TarotLandingPage({ groups, decks, cardsForNow, readings, defaultDeck }: TarotLandingProps) {
  return (
    <SectionLanding
      art="tarot"
      title="Tarot"
      lede="Seventy-eight cards, six decks drawn for this site, and readings that look at the cards together. Learn what each card means, upright and reversed."
      actions={
        <>
          <a className="button button-gold" href={href(ROUTES.readings.free)}>
            Free tarot reading
          </a>
          <a className="button button-outline" href="#learn-tarot">
            Learn the cards
          </a>
        </>
      }
      intro={
        <>
          <p>
            A tarot deck has two parts. The 22 cards of the Major Arcana, from The Fool to The World, speak of the large turns of a life. The 56 cards of the Minor Arcana, in four suits of fourteen, speak of
            days and the choices in them: Wands of drive and projects, Cups of feeling and love, Swords of thought and conflict, Coins of work, money and the body.
          </p>
          <p>Every card has its own page with what its picture shows, its meaning upright and reversed, in love, at work and as advice, and whether it leans yes or no.</p>
        </>
      }
      featured={{
        id: 'learn-tarot',
        title: 'Learn Tarot',
        lede: (
          <>
            <p>Choose a card to read its meaning, or find one by name.</p>
            <Island name="card-finder" props={{ deck: defaultDeck, label: 'Find a card', id: 'landing-card-finder' }} hydrate="interaction" />
          </>
        ),
        items: (
          <div className="tarot-groups">
            {groups.map((group) => (
              <section key={group.suit} className="tarot-group" aria-labelledby={`group-${group.suit}`}>
                <h3 className="tarot-group-title" id={`group-${group.suit}`}>
                  {group.title} <span className="tarot-group-count">({group.cards.length} cards)</span>
                </h3>
                <p className="tarot-group-intro">{group.intro}</p>
                <CardTiles cards={group.cards} />
              </section>
            ))}
          </div>
        ),
      }}
    >
      <LandingSection id="now-heading" title="A card for today and for the week">
        <LinkCards links={cardsForNow} />
      </LandingSection>
      <LandingSection
        id="decks-heading"
        title="The decks"
        lede={
          <p>
            Every card is drawn in each of our decks. <a href={href(ROUTES.tarotDecks)}>See every deck and filter them by theme</a>.
          </p>
        }
      >
        <LinkCards links={decks.map((deck) => ({ href: deck.href, title: deck.name, text: deck.summary }))} />
      </LandingSection>
      <LandingSection id="readings-heading" title="Readings" className="tarot-landing-last">
        <LinkCards links={readings} />
      </LandingSection>
    </SectionLanding>
  );
}
