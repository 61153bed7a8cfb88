import type { CheckoutPackageChoice } from '../../shared/store/islands';
import { Island } from '../components/island';
import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

export interface StorePageProps {
  packages: CheckoutPackageChoice[];
  /** The member's balance written their way; null for a visitor. */
  balance: string | null;
  orderUuid: string;
}

/** A coin, for the balance panel (decorative). */
function CoinArt() {
  return (
    <svg className="store-coin" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="21" fill="currentColor" opacity="0.16" />
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="24" cy="24" r="15.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeDasharray="2 3" />
      <path d="M24 13.5l2.9 7.1 7.6.5-5.9 4.9 1.9 7.4L24 29.3l-6.5 4.1 1.9-7.4-5.9-4.9 7.6-.5z" fill="currentColor" />
    </svg>
  );
}

/** A package as a visitor sees it: what it holds and costs, nothing to choose yet. */
function PackageCard({ choice }: { choice: CheckoutPackageChoice }) {
  return (
    <li className="card checkout-package">
      <span className="checkout-package-label">{choice.label}</span>
      <span className="checkout-package-price">
        {choice.original && (
          <>
            <span className="visually-hidden">was </span>
            <s>{choice.original}</s> <span className="visually-hidden">now </span>
          </>
        )}
        {choice.price}
      </span>
      {choice.percent !== null && <span className="store-badge checkout-package-bonus">{choice.percent}% bonus</span>}
    </li>
  );
}

/** `/store/karma-coins` (spec 1 §2, §9): the coin packages, the member's balance and the card form. */
export function StorePage({ packages, balance, orderUuid }: StorePageProps) {
  const empty = packages.length === 0;
  return (
    <ContentPage
      title="Karma Coins"
      kicker="Store"
      lede="Karma Coins pay for readings and reports in one tap. Bigger packages come with bonus coins."
      art="account"
      breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Readings & Reports', href: href(ROUTES.readingsHub) }, { label: 'Karma Coins' }]}
      as="div"
    >
      <div className="store-layout">
        {balance !== null && (
          <div className="store-side">
            <div className="store-panel store-balance">
              <CoinArt />
              <p className="checkout-balance">
                Your balance: <strong>{`${balance} Karma Coins`}</strong>
              </p>
              <p className="store-panel-note">
                Spend them on any reading or report. <a href={href(ROUTES.readingsHub)}>Browse readings</a>
              </p>
            </div>
          </div>
        )}
        <div className="store-main">
          {empty ? (
            <p className="store-empty">No coin packages are on sale right now. Please come back soon.</p>
          ) : balance === null ? (
            <section aria-labelledby="store-packages-title">
              <h2 id="store-packages-title" className="store-title">
                Karma Coin packages
              </h2>
              <ul className="checkout-packages checkout-package-list">
                {packages.map((each) => (
                  <PackageCard key={each.upc} choice={each} />
                ))}
              </ul>
            </section>
          ) : (
            <Island name="checkout-form" props={{ orderUuid, purchase: { package: 'payment-kc-package' }, packages, payLabel: 'Pay', paypal: true }} />
          )}
        </div>
        {balance === null && !empty && (
          <div className="store-side">
            <div className="store-panel store-join">
              <CoinArt />
              <p className="store-panel-title">Coins are kept on your account</p>
              <p>Log in, or sign up free, to buy Karma Coins and spend them on readings and reports.</p>
              <p className="store-actions">
                <a className="button button-primary" href="#login">
                  Log In
                </a>
                <a className="button button-secondary" href="#signup">
                  Sign Up Free
                </a>
              </p>
            </div>
          </div>
        )}
      </div>
    </ContentPage>
  );
}
