import type { Profile } from './accounts/member-data';
import type { KnownUser } from './accounts/user.contract';
import type { SignupContext } from './accounts/signup-context';
import type { ResolvedLink } from './site/navigation';
import type { PromoPlacement } from './store/promo-messages';
import type { Theme } from './site/theme';
import type { CatalogueFilter, TeaserItem } from './store/catalogue-filter';
import type { FieldErrors } from './forms/form-schema';

/**
 * When an island's code is fetched and hydrated. `route`: when the URL fragment becomes one of its
 * routes. `interaction`: when the pointer comes over it, a finger touches it or focus enters it;
 * its code is not fetched with the page, and its server markup (a plain form or link) works meanwhile.
 */
export type HydrateOn = 'load' | 'idle' | 'visible' | 'interaction' | 'route';

/** A place as a form holds it (spec 1 §3 birth_location), with the label shown in the box. */
export interface PlaceFieldsValue {
  city: string;
  state: string;
  country: string;
  city_id?: number | undefined;
}

/** A deck in the deck list (/tarot/decks). */
export interface DeckListItem {
  slug: string;
  name: string;
  summary: string;
  themes: string[];
  href: string;
  /** Its first card's picture, and the picture's text alternative. */
  image: string;
  imageAlt: string;
}

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

/**
 * The props of every island, by name: the one list that views (which place islands) and client
 * islands (which render them) share, so both sides agree on what an island receives. The name is
 * the island's file name in client/islands/; the registry itself is the build's list of those
 * files, and a test checks that this list and the files are the same.
 */
export interface IslandProps {
  'account-menu': { status: KnownUser; locale: string; path: string; links: ResolvedLink[] };
  'consent-banner': { status: KnownUser; next: string };
  /**
   * The tarot card autocomplete (spec 2 §2): a combobox that goes to a card's page in `deck`
   * (a deck slug). Before it hydrates, a plain GET form with a select of the 78 cards.
   */
  /** The readings hub's catalogue and filter (spec 2 §2, §4); without JavaScript a GET form filtered by the server. */
  'catalogue-filter': { items: TeaserItem[]; filter: CatalogueFilter };
  'card-finder': { deck: string; current?: string; label: string; id: string };
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
  'contact-form': { values: Record<string, unknown>; errors: FieldErrors; message?: string };
  /**
   * The calendar of a daily page's DateNav (placed by `DateNav`'s `picker` option). Dates are
   * YYYY-MM-DD; `hrefTemplate` is the day's URL with `{date}` where the date goes; `id` sets the
   * ids apart when two pickers share a page.
   */
  'date-picker': { date: string; min: string; max: string; hrefTemplate: string; autosubmit?: boolean; label?: string; id?: string };
  /**
   * The deck selector (spec 2 §2, §9): choosing a deck goes to `href` of that option. Without
   * JavaScript a GET form to `action` with the chosen slug as `deck`.
   */
  'deck-selector': { label: string; hint?: string; current: string; options: { slug: string; name: string; href: string }[]; action: string; id: string };
  /**
   * The deck list with its theme filter (spec 2 §4): checkboxes for the themes, filtering in place.
   * Without JavaScript a GET form of the same checkboxes (`theme`), filtered by the server.
   */
  'deck-filter': { decks: DeckListItem[]; active: string[] };
  /**
   * The deck autocomplete (spec 2 §2): a combobox over the active decks, by name or theme, that
   * goes to the deck's page. Before it hydrates, a plain GET form to /tarot/decks with a select.
   */
  'deck-finder': { label: string; id: string; current?: string };
  'login-dialog': { siteName: string; status: KnownUser };
  'newsletter-box': { status: KnownUser };
  'password-dialog': { siteName: string };
  'place-fields': { name: string; legend: string; hint?: string; value: PlaceFieldsValue; errors: FieldErrors; optional?: boolean };
  'promo-message': { placement: PromoPlacement; card?: string; deck?: string; reportId?: string };
  'profiles-manager': { profiles: Profile[]; query?: string; status?: string; failed?: boolean };
  'service-dialog': { status: KnownUser };
  'signup-dialog': { siteName: string; status: KnownUser };
  'signup-form': { siteName: string; context: SignupContext; values: Record<string, unknown>; errors: FieldErrors; message?: string };
  'sms-dialog': { siteName: string; status: KnownUser };
  /**
   * The spread screen of a tarot reading (spec 2 §3 Spread, Reading, §4): `code` the spread,
   * `action` the page its plain form posts to, `preselect` the 1-based place in the fan of a
   * card chosen before the visitor chooses (the yes-or-no reading: 10), `price` set on paid
   * spreads, `question` what a plain post sent.
   */
  'tarot-spread': {
    code: string;
    deck: { code: string; slug: string; name: string };
    positions: { position: number; name: string }[];
    status: KnownUser;
    action: string;
    buttonText?: string;
    preselect?: number;
    price?: string;
    question?: string;
  };
  /** The VIP unsubscribe dialog (spec 1 §4): `daysLeft` set when the next billing is within 5 days (the 'in 5 days' mode). */
  'vip-unsubscribe-dialog': { upc: string; productName: string; nextBillingDate: string; daysLeft: number | null; action: string };
  'theme-toggle': { theme: Theme; path: string };
}
export type IslandName = keyof IslandProps;
