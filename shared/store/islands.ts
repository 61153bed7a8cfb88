import type { CatalogueFilter, TeaserItem } from './catalogue-filter';
import type { PromoPlacement } from './promo-messages';

/** What the card form buys: the checkout form's purchase fields (shared/store/checkout.form.ts). */
export interface CheckoutPurchase {
  package: 'payment-kc-package' | 'payment-usd' | 'payment-subscription';
  upc?: string;
  deal?: string;
  subscription_upc?: 'vip-monthly-subscription' | 'drt-monthly-subscription';
  'kc-package-select'?: string;
}

/** A coin package as the store's card form lists it (prices already written out). */
export interface CheckoutPackageChoice {
  upc: string;
  label: string;
  kc: string;
  price: string;
  original?: string;
  percent: number | null;
}

/** The props of the store feature's islands (client/store/*.island.tsx), merged into `IslandProps` (shared/islands.ts). */
declare module '../islands' {
  interface IslandProps {
    /** The readings hub's catalogue and filter (spec 2 §2, §4); without JavaScript a GET form filtered by the server. */
    'catalogue-filter': { items: TeaserItem[]; filter: CatalogueFilter };
    /**
     * The card form of /store/karma-coins and /checkout (issue #13): card details become a sandbox
     * nonce in the browser and the order goes to POST /api/checkout/submit. `packages`: the store's
     * coin packages to choose from (a GET form to /checkout without JavaScript); `voucherInput`: the
     * id of the page's voucher tick box; `paypal`: offer the redirect flow too. With `purpose:
     * 'update-payment'` it is the membership page's 'Update your card': the nonce alone goes to POST
     * /api/member/subscription/update_payment, and `paymentLabel` is the card on file.
     */
    'checkout-form':
      | { purpose?: 'checkout'; orderUuid: string; purchase: CheckoutPurchase; packages?: CheckoutPackageChoice[]; voucherInput?: string; payLabel: string; paypal?: boolean }
      | { purpose: 'update-payment'; paymentLabel: string };
    'promo-message': { placement: PromoPlacement; card?: string; deck?: string; reportId?: string };
    /** The VIP unsubscribe dialog (spec 1 §4): `daysLeft` set when the next billing is within 5 days (the 'in 5 days' mode). */
    'vip-unsubscribe-dialog': { upc: string; productName: string; nextBillingDate: string; daysLeft: number | null; action: string };
  }
}
