import { checkAccessibility } from '../support/accessibility';

// The daily extras (issue #24): the I Ching's list, a hexagram, the hexagram of the day as a
// member sees it, the free reading and a cast read, with its save button (tests/support/accessibility.ts).
checkAccessibility([
  { path: '/i-ching' },
  { path: '/i-ching/hexagrams/the-wanderer' },
  { path: '/daily-hexagram', member: true },
  { path: '/readings-reports/i-ching/free', ready: '[data-island="iching-cast"][data-hydrated="true"]' },
  { path: '/readings-reports/i-ching/cast/697889?q=Which%20way%3F', member: true },
]);
