import type { CheckoutPackageChoice } from '../../shared/islands';
import { Island } from '../components/island';
import { ContentPage } from '../templates/content-page';

export interface StorePageProps {
  packages: CheckoutPackageChoice[];
  /** The member's balance written their way; null for a visitor. */
  balance: string | null;
  orderUuid: string;
}

/** `/store/karma-coins` (spec 1 §2, §9): the coin packages, the member's balance and the card form. */
export function StorePage({ packages, balance, orderUuid }: StorePageProps) {
  return (
    <ContentPage
      title="Karma Coins"
      kicker="Store"
      lede="Karma Coins pay for readings and reports in one tap. Bigger packages come with bonus coins."
      art="account"
      breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Readings & Reports', href: '/readings-reports' }, { label: 'Karma Coins' }]}
      as="div"
    >
      {balance !== null && (
        <p className="checkout-balance">
          Your balance: <strong>{`${balance} Karma Coins`}</strong>
        </p>
      )}
      {packages.length === 0 ? (
        <p>No coin packages are on sale right now. Please come back soon.</p>
      ) : balance === null ? (
        <>
          <ul className="checkout-package-list">
            {packages.map((each) => (
              <li key={each.upc}>
                <strong>{each.label}</strong> {each.original && <s>{each.original}</s>} {each.price}
                {each.percent !== null && <span className="checkout-package-bonus"> {each.percent}% bonus</span>}
              </li>
            ))}
          </ul>
          <p>
            <a href="#login">Log in</a> or <a href="#signup">sign up</a> to buy Karma Coins.
          </p>
        </>
      ) : (
        <Island name="checkout-form" props={{ orderUuid, purchase: { package: 'payment-kc-package' }, packages, payLabel: 'Pay', paypal: true }} />
      )}
    </ContentPage>
  );
}
