import { checkAccessibility } from '../support/accessibility';

// The member area and the store: settings, profiles, journal, the ledger, text messages; the coin
// packages as a visitor sees them and the member's card form; checkout for a reading; /confirm
// after a coin package bought by card; the sandbox's PayPal-style approval page ({order} and
// {token} are the member's, made before the tests); the readings hub and the membership pages
// (tests/support/accessibility.ts).
checkAccessibility([
  { path: '/logout', member: true },
  // The birth place hydrates when it scrolls near the screen; the field after it is scrolled to.
  { path: '/member/settings', member: true, ready: '[data-island="place-fields"][data-hydrated="true"]', scrollTo: '#settings-deck' },
  { path: '/member/settings/profiles-manager', member: true, ready: '[data-island="profiles-manager"][data-hydrated="true"]' },
  { path: '/member/settings/profiles-manager?add=1', member: true, ready: '[data-island="profiles-manager"][data-hydrated="true"]' },
  { path: '/member/journal', member: true },
  // The coin package bought before the tests, as a table (stacked rows on a phone).
  { path: '/member/transactions', member: true },
  { path: '/member/text-messages', member: true },
  { path: '/store/karma-coins' },
  { path: '/store/karma-coins', member: true, ready: '[data-island="checkout-form"][data-hydrated="true"]' },
  { path: '/checkout?upc=celtic-cross', member: true, ready: '[data-island="checkout-form"][data-hydrated="true"]' },
  { path: '/confirm?order={order}', member: true },
  { path: '/sandbox/approve/{token}', member: true },
  { path: '/readings-reports', ready: '[data-island="catalogue-filter"][data-hydrated="true"]' },
  { path: '/readings-reports', member: true, ready: '[data-island="catalogue-filter"][data-hydrated="true"]' },
  { path: '/readings-reports/subscription/vip-membership' },
  { path: '/readings-reports/subscription/daily-reflection', member: true },
]);
