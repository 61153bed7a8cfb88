import { checkAccessibility } from '../support/accessibility';

// The daily extras (issue #24): the I Ching's list, a hexagram, the hexagram of the day as a
// member sees it, the free reading and a cast read, with its save button (tests/support/accessibility.ts).
checkAccessibility([
  { path: '/i-ching' },
  { path: '/i-ching/hexagrams/the-wanderer' },
  { path: '/daily-hexagram', member: true },
  { path: '/readings-reports/i-ching/free', ready: '[data-island="iching-cast"][data-hydrated="true"]' },
  { path: '/readings-reports/i-ching/cast/697889?q=Which%20way%3F', member: true },
  // Numerology: the landing with results and with errors, a number, the number of the day.
  { path: '/numerology?birth_date=1990-11-29&name=Ana%20L%C3%B3pez' },
  { path: '/numerology?birth_date=2001-02-29&name=1234' },
  { path: '/numerology/numbers/11' },
  { path: '/daily-number', member: true },
  // The Chinese zodiac: the calculator hydrated and with its errors, a result with its year, a sign.
  { path: '/astrology/chinese-zodiac', ready: '[data-island="chinese-zodiac-form"][data-hydrated="true"]' },
  { path: '/astrology/chinese-zodiac?month=2&day=30&year=2023' },
  { path: '/astrology/chinese-zodiac/rat?year=1984' },
  // Love and compatibility: the landing, a base with its chooser, pair pages, a sign's matches.
  { path: '/love-and-compatibility' },
  { path: '/astrology/compatibility/love/', ready: '[data-island="compatibility-chooser"][data-hydrated="true"]' },
  { path: '/astrology/compatibility/chinese/rat-and-ox' },
  { path: '/astrology/compatibility/friendship/aries#!leo' },
]);
