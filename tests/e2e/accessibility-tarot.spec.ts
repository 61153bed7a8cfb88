import { checkAccessibility } from '../support/accessibility';

// Tarot: the landing with the Learn Tarot browser, cards in the default deck and in others, the
// Mandala deck (no selector), the deck list filtered and not, a deck page, the daily and weekly
// cards, and the readings: the spread screen once the cards are drawn (its fan), the yes-or-no card pre-selected
// (tests/support/accessibility.ts), and a Celtic Cross's result with cards turned every way.
checkAccessibility([
  { path: '/tarot', ready: '[data-island="card-finder"][data-hydrated="true"]' },
  { path: '/tarot/cards/the-fool', ready: '[data-island="deck-selector"][data-hydrated="true"]' },
  { path: '/tarot/cards/queen-of-cups/gilded-hour', ready: '[data-island="card-finder"][data-hydrated="true"]' },
  { path: '/tarot/cards/the-star/mandala' },
  { path: '/tarot/decks', ready: 'body:has([data-island="deck-filter"][data-hydrated="true"]):has([data-island="deck-finder"][data-hydrated="true"])' },
  { path: '/tarot/decks?theme=animal&theme=love' },
  { path: '/tarot/decks/woodland-kin', ready: '[data-island="deck-selector"][data-hydrated="true"]' },
  { path: '/daily-tarot-card', member: true },
  { path: '/tarot/weekly-tarot-card-reading/leo' },
  { path: '/readings-reports/tarot-readings/free', press: 'Draw my cards', ready: '.spread-fan' },
  { path: '/readings-reports/tarot-readings/celtic-cross?deck=starlit-night', press: 'Draw my cards', ready: '.spread-fan' },
  { path: '/readings-reports/tarot-readings/yes-no', member: true, ready: '.spread-card[aria-pressed="true"]' },
  // A link to the reading for oneself opens the fan without a press.
  { path: '/readings-reports/tarot-readings/daily-reflection#tarot-reading/self', ready: '.spread-fan' },
  { path: '{celtic}', member: true },
]);
