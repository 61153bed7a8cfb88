/**
 * @jest-environment jsdom
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { LoadingState } from '../../views/ui/loading-state';
import { Breadcrumb } from '../../views/components/breadcrumb';
import { DateNav, shiftIsoDate } from '../../views/components/date-nav';
import { Tabs } from '../../views/components/tabs';
import { WhyPanel } from '../../views/components/why-panel';

const DAYS = [
  { key: 'yesterday', label: 'Yesterday', href: '/horoscopes/aries/yesterday' },
  { key: 'today', label: 'Today', href: '/horoscopes/aries' },
  { key: 'tomorrow', label: 'Tomorrow', href: '/horoscopes/aries/tomorrow' },
];

/** Parses rendered markup into a document, to ask it questions. */
function dom(markup: string): Document {
  return new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html');
}

describe('Tabs', () => {
  it('is a labelled nav of links, and marks exactly the current tab with aria-current="page"', () => {
    const page = dom(renderToStaticMarkup(<Tabs label="Day" items={DAYS} current="today" />));
    expect(page.querySelector('nav')?.getAttribute('aria-label')).toBe('Day');
    const links = [...page.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(DAYS.map((day) => day.href));
    const current = page.querySelectorAll('[aria-current]');
    expect(current).toHaveLength(1);
    expect(current[0]!.textContent).toBe('Today');
    expect(current[0]!.getAttribute('aria-current')).toBe('page');
  });

  it('marks none when the page is none of the tabs', () => {
    expect(renderToStaticMarkup(<Tabs label="Day" items={DAYS} current="2026-01-01" />)).not.toContain('aria-current');
  });
});

describe('Breadcrumb', () => {
  it('is a nav with an ordered list whose last item is the current page, not a link', () => {
    const page = dom(renderToStaticMarkup(<Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'Help', href: '/service/frequently-asked-questions' }, { label: 'Contact Us' }]} />));
    expect(page.querySelector('nav')?.getAttribute('aria-label')).toBe('Breadcrumb');
    const items = [...page.querySelectorAll('nav > ol > li')];
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Help', 'Contact Us']);
    expect(items.slice(0, 2).every((item) => item.querySelector('a[href]') && !item.querySelector('[aria-current]'))).toBe(true);
    const last = items[2]!;
    expect(last.querySelector('a')).toBeNull();
    expect(last.querySelector('[aria-current="page"]')?.textContent).toBe('Contact Us');
    expect(page.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('renders nothing without items', () => {
    expect(renderToStaticMarkup(<Breadcrumb items={[]} />)).toBe('');
  });
});

describe('DateNav', () => {
  const props = { min: '2026-02-27', max: '2026-03-02', action: '/horoscopes/aries' };

  it('links the previous and next day inside the range, and bounds the date input with min and max', () => {
    const page = dom(renderToStaticMarkup(<DateNav {...props} date="2026-02-28" />));
    expect(page.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/horoscopes/aries?date=2026-02-27');
    expect(page.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/horoscopes/aries?date=2026-03-01');
    const input = page.querySelector('form[method="get"] input[type="date"]')!;
    expect(input.getAttribute('min')).toBe('2026-02-27');
    expect(input.getAttribute('max')).toBe('2026-03-02');
    expect(input.getAttribute('name')).toBe('date');
    expect(input.getAttribute('value')).toBe('2026-02-28');
    expect(page.querySelector('form')?.getAttribute('action')).toBe('/horoscopes/aries');
    expect(page.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    expect(page.querySelector('form button[type="submit"]')?.textContent).toBe('Go');
  });

  it('has no previous link on the first day and no next link on the last, only disabled markers', () => {
    const first = dom(renderToStaticMarkup(<DateNav {...props} date="2026-02-27" />));
    expect(first.querySelector('a[rel="prev"]')).toBeNull();
    expect(first.querySelector('.date-nav-previous')?.getAttribute('aria-disabled')).toBe('true');
    expect(first.querySelector('a[rel="next"]')).not.toBeNull();
    const last = dom(renderToStaticMarkup(<DateNav {...props} date="2026-03-02" />));
    expect(last.querySelector('a[rel="next"]')).toBeNull();
    expect(last.querySelector('.date-nav-next')?.getAttribute('aria-disabled')).toBe('true');
    expect(last.querySelector('a[rel="prev"]')).not.toBeNull();
  });

  it('builds day links with hrefFor when a page has its own URLs', () => {
    const page = dom(renderToStaticMarkup(<DateNav {...props} date="2026-03-01" hrefFor={(day) => `/daily/${day}`} />));
    expect(page.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/daily/2026-02-28');
  });

  it('shifts dates across months, years and leap days', () => {
    expect(shiftIsoDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftIsoDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftIsoDate('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('LoadingState', () => {
  it('is a status with a label for screen readers and a hidden spinner', () => {
    const page = dom(renderToStaticMarkup(<LoadingState label="Loading your chart" />));
    const status = page.querySelector('[role="status"]')!;
    expect(status).not.toBeNull();
    expect(status.querySelector('.visually-hidden')?.textContent).toBe('Loading your chart');
    expect(status.querySelector('.spinner')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('can stand in for text with skeleton lines', () => {
    const page = dom(renderToStaticMarkup(<LoadingState variant="skeleton" lines={4} />));
    expect(page.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    expect(page.querySelectorAll('.skeleton-line')).toHaveLength(4);
  });
});

describe('WhyPanel', () => {
  it('is a closed disclosure titled "Why this reading" by default', () => {
    const page = dom(renderToStaticMarkup(<WhyPanel>Because.</WhyPanel>));
    const details = page.querySelector('details.why-panel')!;
    expect(details.hasAttribute('open')).toBe(false);
    expect(details.querySelector('summary')?.textContent).toContain('Why this reading');
  });
});
