import { checkAccessibility } from '../support/accessibility';

// The site's shell, its policies and help, the horoscopes and the dialogs (tests/support/accessibility.ts).
checkAccessibility(
  [
    // The home page, with the site header every page shares (tests/support/accessibility.ts).
    { path: '/', header: true, ready: '[data-island="account-menu"][data-hydrated="true"]' },
    // The home page of a member: their own sign's horoscope, the "For you" line, their header.
    { path: '/', member: true, header: true, ready: '[data-island="account-menu"][data-hydrated="true"]' },
    { path: '/signup', ready: '[data-island="signup-form"][data-hydrated="true"]' },
    { path: '/login', ready: '[data-island="account-menu"][data-hydrated="true"]' },
    { path: '/password-reset' },
    { path: '/privacy-policy' },
    { path: '/credits' },
    { path: '/service', ready: '[data-island="contact-form"][data-hydrated="true"]' },
    { path: '/service/frequently-asked-questions' },
    { path: '/no-such-page' },
    // The date picker's sample hydrates when it scrolls near the screen.
    { path: '/styleguide', scrollTo: '#sg-date-picker', ready: '#sg-date-picker [data-island="date-picker"][data-hydrated="true"]' },
    { path: '/astrology/scorpio' },
    { path: '/astrology/glossary' },
    { path: '/astrology/glossary/houses' },
    { path: '/articles/bios/starlit-astrology-desk' },
    { path: '/articles' },
    { path: '/articles/reversed-tarot-card-meanings' },
    { path: '/daily-psychic-advisors' },
    { path: '/search?q=celtc+cross' },
    // The horoscopes: a sign picker, a day with its date picker hydrated, a week, the general
    // horoscope, a member's own reading, and the birthday horoscope.
    { path: '/astrology' },
    { path: '/daily-horoscope' },
    { path: '/daily-horoscope/aries', scrollTo: '.daily-bar', ready: '[data-island="date-picker"][data-hydrated="true"]' },
    { path: '/weekly-horoscope/leo' },
    { path: '/daily-horoscope/general' },
    { path: '/daily-love-horoscope/pisces', member: true },
    { path: '/birthday-horoscope' },
    { path: '/birthday-horoscope/aries/04-15' },
  ],
  [
    { route: 'login', name: 'Log In' },
    { route: 'login-signup', name: /Sign Up|Get to Know You/ },
    { route: 'sms', name: /text/i, member: true },
    { route: 'service', name: 'Contact Us' },
  ],
);
