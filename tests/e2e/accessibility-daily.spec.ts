import { checkAccessibility } from '../support/accessibility';

// The daily extras (issue #24): the I Ching's list, a hexagram, and the hexagram of the day as a
// member sees it (tests/support/accessibility.ts).
checkAccessibility([
  { path: '/i-ching' },
  { path: '/i-ching/hexagrams/the-wanderer' },
  { path: '/daily-hexagram', member: true },
]);
