import type { IslandProps } from '../../shared/islands';
import { Breadcrumb } from '../components/breadcrumb';
import { Island } from '../components/island';
import { PageHeader } from '../components/page-header';
import { RelatedLinks } from '../components/related-links';
import { CardTiles, tarotCrumbs, type CardTile } from './tarot-parts';
import { href, ROUTES } from '../../shared/routes';
import type { JsonLd } from '../../shared/site/json-ld';

export interface TarotDeckPageProps {
  deck: { slug: string; name: string; summary: string; story: string; themes: string[]; tarot: boolean };
  /** The 78 cards in this deck, in five groups, each linking to the card's page in this deck. */
  groups: { suit: string; title: string; cards: CardTile[] }[];
  selector?: IslandProps['deck-selector'] | undefined;
  otherDecks: { href: string; label: string }[];
  jsonLd: JsonLd;
}

/** `/tarot/decks/{slug}`: the deck's story and themes, the deck selector, and all 78 of its cards. */
export function TarotDeckPage({ deck, groups, selector, otherDecks }: TarotDeckPageProps) {
  return (
    <div className="template-content">
      <PageHeader
        title={deck.name}
        kicker={deck.tarot ? 'Tarot deck · 78 cards' : 'Mandala deck · 78 cards'}
        lede={deck.summary}
        art="tarot"
        breadcrumb={<Breadcrumb items={tarotCrumbs({ label: 'Decks', href: href(ROUTES.tarotDecks) }, { label: deck.name })} />}
      />
      <div className="container content-layout content-layout-with-aside">
        <div className="content-body prose">
          <h2>About the deck</h2>
          <p>{deck.story}</p>
          <h2 id="deck-themes">Themes</h2>
          <ul className="deck-themes" aria-labelledby="deck-themes">
            {deck.themes.map((theme) => (
              <li key={theme}>
                <a href={href(ROUTES.tarotDecks, {}, { theme: theme.toLowerCase() })}>{theme}</a>
              </li>
            ))}
          </ul>
        </div>
        <aside className="content-aside" aria-label="Decks and cards">
          <div className="tarot-aside">
            {selector && <Island name="deck-selector" props={selector} hydrate="interaction" />}
            <Island name="card-finder" props={{ deck: deck.slug, label: 'Find a card in this deck', id: 'deck-page-finder' }} hydrate="interaction" />
          </div>
          <RelatedLinks id="related-decks" title="Other decks" links={otherDecks} />
          {/* Last in the aside: a message arriving moves nothing else. */}
          <Island name="promo-message" props={{ placement: 'tarot-page', deck: deck.slug }} hydrate="visible" />
        </aside>
      </div>
      <section className="container tarot-deck-cards" aria-labelledby="deck-cards">
        <h2 className="landing-section-title" id="deck-cards">{`The cards of the ${deck.name.replace(/^The /, '')} deck`}</h2>
        {groups.map((group) => (
          <section key={group.suit} className="tarot-group" aria-labelledby={`deck-group-${group.suit}`}>
            <h3 className="tarot-group-title" id={`deck-group-${group.suit}`}>
              {group.title}
            </h3>
            <CardTiles cards={group.cards} />
          </section>
        ))}
      </section>
    </div>
  );
}
