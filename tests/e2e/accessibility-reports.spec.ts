import { checkAccessibility } from '../support/accessibility';

const CHART = '/readings-reports/astrology-reports/your-birth-chart';

// The birth chart and the reports (issue #25; tests/support/accessibility.ts): the form, a chart
// with and without a birth time, the report's page, and a member's full report and sample.
checkAccessibility(
  [
    { path: CHART },
    { path: `${CHART}?name=Ana&gender=female&date=1990-04-15&time=14:30&city_id=2643743` },
    { path: `${CHART}?name=Ana&gender=female&date=1990-04-03&time=unknown&city_id=2643743` },
    // The clocks in London showed 01:30 twice that night: the page asks which.
    { path: `${CHART}?name=Ana&gender=female&date=1990-10-28&time=01:30&city_id=2643743` },
    { path: '/readings-reports/astrology-reports/essential-birth-chart' },
    { path: '/readings-reports/astrology-reports/cosmic-profile' },
    { path: '{report}', member: true },
    { path: '{sample}', member: true },
    { path: '{cosmic}', member: true },
  ],
  [],
  { locations: true },
);
