import { ROUTES } from '../../../shared/routes';
import { reportProductPage } from './report-product.pages';

/**
 * The other reports' pages (issue #26): the two-person reports (Person 1, then Person 2), the
 * forecasts and the numerology forecast. Each is built by the same factory as the Essential Birth
 * Report's page; what each holds is said here, a line each, as the report delivers it.
 */

export const compatibilityReportPage = reportProductPage({
  path: ROUTES.compatibilityReport,
  paid: 'astrology-compatibility-redux',
  sample: 'astrology-compatibility-sample',
  buyLabel: 'GET MY REPORT',
  contents: [
    'A summary: the two of you at a glance, and each person’s Sun, Moon, Venus and Mars',
    'Every contact between your planets and theirs, closest first, read for attraction, feelings, talk and commitment',
    'The composite chart: the relationship’s own Sun, Moon, Venus and Mars',
    'A glossary, and a printable copy',
  ],
  title: 'Astrology Compatibility Report: How Your Two Birth Charts Meet',
  description: 'The Astrology Compatibility report compares two birth charts planet by planet (synastry) and reads the composite chart of the relationship, with a free sample.',
});

export const relationshipPotentialPage = reportProductPage({
  path: ROUTES.relationshipPotential,
  paid: 'relationship-potential-redux',
  buyLabel: 'GET MY REPORT',
  contents: [
    'What each of you brings to a lasting bond: your Suns, Moons, Jupiters and Saturns',
    'The elements of your two Suns, your two Moons and your two Venus signs',
    'The contacts between your charts that decide where the bond can go',
    'A printable copy',
  ],
  title: 'Relationship Potential Report: Where Your Bond Can Go',
  description: 'The Relationship Potential report reads two birth charts for the long run: what each of you brings, how your elements meet, and the contacts that make a bond last.',
});

export const loveLanguagesPage = reportProductPage({
  path: ROUTES.loveLanguages,
  paid: 'love-languages-redux',
  buyLabel: 'GET MY REPORT',
  contents: [
    'How each of you shows love and needs to receive it: your Venus and Moon signs',
    'Words, effort, appreciation and generosity: your Mercury, Mars, Sun and Jupiter signs',
    'How the two of you talk love together',
    'A printable copy',
  ],
  title: 'Love Languages Report: How the Two of You Give and Receive Love',
  description: 'The Love Languages report reads two birth charts for how each of you shows love and needs to receive it, sign by sign, with ways to say so to each other.',
});

export const relationshipDynamicsPage = reportProductPage({
  path: ROUTES.relationshipDynamics,
  paid: 'relationship-dynamics-redux',
  buyLabel: 'GET MY REPORT',
  contents: [
    'How each of you asserts yourself, argues, takes hurt and holds boundaries',
    'Your two Mars signs, and any Saturn contacts between your charts',
    'How your moods meet under strain, and how to repair',
    'A printable copy',
  ],
  title: 'Relationship Dynamics Report: Friction, Power and Repair Between You',
  description: 'The Relationship Dynamics report reads two birth charts for the everyday patterns between you: who leads, who soothes, and why the same argument keeps coming back.',
});

export const yearlyForecastPage = reportProductPage({
  path: ROUTES.yearlyForecast,
  paid: 'yearly-forecast-redux',
  buyLabel: 'GET MY REPORT',
  contents: [
    'Twelve months from this month, one chapter a month',
    'Each month as the Sun moves through your houses',
    'Every transit of Jupiter, Saturn, Uranus, Neptune and Pluto to your chart, with its start, peak and end dates',
    'More For Today: the transits active today, and a printable copy',
  ],
  title: 'Yearly Forecast: Your Next Twelve Months, Month by Month',
  description: 'The Yearly Forecast reads the next twelve months against your birth chart: a chapter for each month, and every slow-planet transit with its start, peak and end dates.',
});

export const bigPictureForecastPage = reportProductPage({
  path: ROUTES.bigPictureForecast,
  paid: 'big-picture-forecast-redux',
  buyLabel: 'GET MY REPORT',
  contents: [
    'Twelve months from the month you choose',
    'Jupiter, Saturn, Uranus, Neptune and Pluto through your houses, cast for where you live now',
    'Each of their transits to your chart, with its start, peak and end dates',
    'More For Today, and a printable copy',
  ],
  title: 'Big Picture Forecast: The Slow Planets’ Year in Your Chart',
  description: 'The Big Picture Forecast reads twelve months by the five slow planets: the houses they move through, cast for where you live now, and their transits to your birth chart.',
});

export const bigPictureLoveForecastPage = reportProductPage({
  path: ROUTES.bigPictureLoveForecast,
  paid: 'big-picture-love-forecast-redux',
  buyLabel: 'GET MY REPORT',
  contents: [
    'Twelve months from the month you choose, read for love and relationships',
    'The slow planets through your houses, cast for where you live now',
    'Each of their transits to your chart, with its dates',
    'More For Today, and a printable copy',
  ],
  title: 'Big Picture Love Forecast: Your Year in Love',
  description: 'The Big Picture Love Forecast reads twelve months of slow-planet transits to your birth chart for love and relationships, with their start, peak and end dates.',
});

export const numerologyForecastPage = reportProductPage({
  path: ROUTES.numerologyForecast,
  paid: 'numerology-forecast-redux',
  buyLabel: 'GET MY REPORT',
  contents: [
    'Your core numbers: life path, expression, soul urge, personality, birthday and maturity',
    'Your pinnacles and challenges, and where you stand in them now',
    'Your personal year, and twelve personal months from this month',
    'A printable copy',
  ],
  title: 'Numerology Forecast: Your Numbers and Your Next Twelve Months',
  description: 'The Numerology Forecast reads your name and birth date: your core numbers, pinnacles and challenges, your personal year and twelve personal months ahead.',
});
