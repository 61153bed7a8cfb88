import type { KnownUser } from '../../shared/accounts/user.contract';
import { formFor, type FormProps } from '../../shared/forms/form-state';
import { SELF_READING_ROUTE } from '../../shared/tarot/tarot-spread';
import type { Crumb } from '../components/breadcrumb';
import { Island } from '../components/island';
import { ContentPage } from '../templates/content-page';
import { deckHref } from '../../shared/tarot/tarot-pages';
import { href, ROUTES } from '../../shared/routes';

export interface TarotReadingPageProps {
  code: string;
  name: string;
  intro: string;
  path: string;
  breadcrumb: Crumb[];
  positions: { position: number; name: string; meaning: string }[];
  deck: { code: string; slug: string; name: string };
  /** The tarot decks to choose from (the selector's options). */
  decks: { code: string; name: string }[];
  /** Null: free. */
  price: string | null;
  status: KnownUser;
  /** The yes-or-no reading: the place in the fan of the card chosen in advance. */
  preselect?: number;
  related: { label: string; href: string }[];
}

/** A reading's page (issue #12): intro, deck and price, the spread screen, what each position means. */
export function TarotReadingPage(props: TarotReadingPageProps & FormProps) {
  const { code, name, intro, path, breadcrumb, positions, deck, decks, price, status, preselect, related } = props;
  const drawn = formFor(props.form, 'draw');
  const question = typeof drawn?.values.question === 'string' ? drawn.values.question : '';
  const loginPrompt = drawn && !drawn.ok && !status.logged_in;
  return (
    <ContentPage
      title={name}
      kicker="Tarot reading"
      lede={intro}
      art="tarot"
      breadcrumb={breadcrumb}
      as="div"
      current={path}
      related={[{ id: 'more-readings', title: 'More readings', links: related }]}
    >
      <div className="reading-facts">
        <p className="reading-price">
          {price === null ? (
            <>
              <strong>Free</strong>
              {status.logged_in ? ': your reading is saved to Your Readings.' : ' for members: sign up or log in when you reveal your cards.'}
            </>
          ) : (
            <>
              <strong>{price}</strong> or Karma Coins. Choose your cards, then pay at checkout: your reading opens as soon as it is paid and is saved to Your Readings. VIP members have a free reading each month.
            </>
          )}
        </p>
        <form method="get" action={path} className="reading-deck-form">
          <label htmlFor="reading-deck">Deck</label>
          <select id="reading-deck" name="deck" defaultValue={deck.code}>
            {decks.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-secondary">
            Use this deck
          </button>
        </form>
        <p className="reading-deck">
          Reading with the <a href={deckHref(deck.slug)}>{deck.name}</a> deck.
        </p>
      </div>
      {loginPrompt ? (
        <div className="reading-login" role="alert">
          <p>{drawn.message || 'Please log in or sign up to see your reading.'}</p>
          <p>
            <a className="button button-primary" href={href(ROUTES.login)}>
              Log In
            </a>{' '}
            <a className="button button-secondary" href={href(ROUTES.signup)}>
              Sign Up Free
            </a>
          </p>
        </div>
      ) : (
        drawn &&
        !drawn.ok && (
          <p className="form-error" role="alert">
            {drawn.message ? `sorry, an error occurred. ${drawn.message}` : 'sorry, an error occurred.'}
          </p>
        )
      )}
      <section id={SELF_READING_ROUTE} className="reading-spread" aria-label="Your spread">
        <Island
          name="tarot-spread"
          props={{
            code,
            deck,
            positions: positions.map(({ position, name: positionName }) => ({ position, name: positionName })),
            status,
            action: path,
            ...(preselect !== undefined ? { preselect } : {}),
            ...(price !== null ? { price } : {}),
            ...(question ? { question } : {}),
          }}
          // The island (and the deal) start when the visitor reaches the form, which asks the
          // question first; a card drawn for the visitor (yes or no) is shown when it comes into view.
          hydrate={preselect !== undefined ? 'visible' : 'interaction'}
        />
      </section>
      <section className="reading-positions" aria-labelledby="reading-positions-title">
        <h2 id="reading-positions-title">The positions</h2>
        <ol>
          {positions.map((place) => (
            <li key={place.position}>
              <h3>{place.name}</h3>
              <p>{place.meaning}</p>
            </li>
          ))}
        </ol>
      </section>
      {/* Last in the body, so a message arriving moves nothing the visitor is reading. */}
      <Island name="promo-message" props={{ placement: 'in-product' }} hydrate="visible" />
    </ContentPage>
  );
}
