/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

import { NO_FILTER, type TeaserItem } from '../../shared/store/catalogue-filter';
import type { IslandProps } from '../../shared/islands';
import { Island } from '../../views/components/island';
import { serveAndHydrate } from '../support/islands';

const teaser = (code: string, name: string, extra: Partial<TeaserItem>): TeaserItem => ({
  code,
  product_name: name,
  short_description: '',
  divination: null,
  topic: null,
  free: false,
  on_sale: false,
  type: 'Reading',
  message: `${name} line`,
  href: `/readings-reports/${code}`,
  price: { current: '$4.99' },
  ...extra,
});

const ITEMS = [
  teaser('love-tarot', 'Love Tarot', { divination: 'tarot', topic: 'love', on_sale: true, price: { current: '$9.99', original: '$14.99' } }),
  teaser('free-tarot', 'Free Tarot', { divination: 'tarot', topic: 'life', free: true, price: { current: 'Free' } }),
  teaser('love-chart', 'Love Chart', { type: 'Report', divination: 'astrology', topic: 'love' }),
  teaser('numbers', 'Your Numbers', { type: 'Report', divination: 'numerology', topic: 'self', href: null, price: null }),
];
const listed = () => Array.from(document.querySelectorAll('.product-teaser-name')).map((name) => name.textContent);

beforeEach(() => {
  window.history.replaceState(null, '', '/readings-reports');
});

describe('the catalogue filter island (spec 2 §2, §4)', () => {
  it('filters in place on every change, keeps the address in step and announces the count', async () => {
    await serveAndHydrate(<Island name="catalogue-filter" props={{ items: ITEMS, filter: NO_FILTER }} />);
    expect(listed()).toEqual(['Love Tarot', 'Free Tarot', 'Love Chart', 'Your Numbers']);
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('All 4 products');

    act(() => void fireEvent.change(screen.getByRole('combobox', { name: 'Topic' }), { target: { value: 'love' } }));
    expect(listed()).toEqual(['Love Tarot', 'Love Chart']);
    expect(window.location.search).toBe('?topic=love');
    expect(status.textContent).toBe('2 of 4 products');

    act(() => void fireEvent.change(screen.getByRole('combobox', { name: 'Divination' }), { target: { value: 'tarot' } }));
    act(() => void fireEvent.click(screen.getByRole('checkbox', { name: 'On sale' })));
    expect(listed()).toEqual(['Love Tarot']);
    expect(window.location.search).toBe('?divination=tarot&topic=love&on_sale=1');

    act(() => void fireEvent.click(screen.getByRole('checkbox', { name: 'Free' })));
    expect(listed()).toEqual([]);
    expect(status.textContent).toBe('No products match these filters.');

    act(() => void fireEvent.click(screen.getByRole('link', { name: 'Show everything' })));
    expect(listed()).toHaveLength(4);
    expect(window.location.pathname + window.location.search).toBe('/readings-reports');
  });

  it('starts from the server’s filter, strikes through a sale and shows coming soon without a link', async () => {
    await serveAndHydrate(<Island name="catalogue-filter" props={{ items: ITEMS, filter: { ...NO_FILTER, divination: 'numerology' } }} />);
    expect(listed()).toEqual(['Your Numbers']);
    expect(document.querySelector('.product-teaser a')).toBeNull();
    expect(screen.getByText('Coming soon')).toBeTruthy();
    act(() => void fireEvent.change(screen.getByRole('combobox', { name: 'Divination' }), { target: { value: '' } }));
    expect(document.querySelector('s.product-price-original')?.textContent).toBe('Was $14.99');
  });
});

const DIALOG: IslandProps['vip-unsubscribe-dialog'] = {
  upc: 'vip-monthly-subscription',
  productName: 'VIP Membership',
  nextBillingDate: '2026-12-20',
  daysLeft: null,
  action: '/readings-reports/subscription/vip-membership',
};

describe('the VIP unsubscribe dialog (spec 1 §4)', () => {
  it('opens from Unsubscribe; Keep and Escape close it and focus goes back to the button', async () => {
    await serveAndHydrate(<Island name="vip-unsubscribe-dialog" props={DIALOG} />);
    const opener = screen.getByRole('button', { name: 'Unsubscribe' });
    opener.focus();
    act(() => void fireEvent.click(opener));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Your perks stay until December 20, 2026.');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Keep my membership' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    act(() => void fireEvent.click(opener));
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('posts unsubscribe=1 to the current page from the dialog', async () => {
    await serveAndHydrate(<Island name="vip-unsubscribe-dialog" props={DIALOG} />);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' })));
    const form = screen.getByRole('dialog').querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(DIALOG.action);
    expect(Object.fromEntries(new FormData(form))).toEqual({ intent: 'unsubscribe', unsubscribe: '1', upc: 'vip-monthly-subscription' });
  });

  it('in the “in 5 days” mode says the billing is near and that unsubscribing now avoids it', async () => {
    await serveAndHydrate(<Island name="vip-unsubscribe-dialog" props={{ ...DIALOG, daysLeft: 3 }} />);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' })));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Your next billing is in 3 days');
    expect(dialog.textContent).toContain('Unsubscribe now and that payment will not be taken');
  });
});

describe('the account menu’s live balance (spec 1 §2, §9)', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  const member = (total: number) => ({
    logged_in: true,
    user: { member_uuid: 'm', email: 'ana@example.com', username: 'Ana', birth_name: '', birth_date: '1990-01-01', gender: null, birth_time: null, privacy_policy: true, kcs: { total }, subscriptions: { vip: false } },
  });

  it('asks the server for the balance once on the page, and follows a purchase announced with app:user', async () => {
    const asked: string[] = [];
    global.fetch = (async (url: string) => {
      asked.push(String(url));
      return { ok: true, status: 200, statusText: '', text: async () => JSON.stringify(member(12_345)) } as Response;
    }) as typeof fetch;
    await act(async () => {
      await serveAndHydrate(<Island name="account-menu" props={{ status: { logged_in: true, user: { username: 'Ana', karma_coins: 5 } }, locale: 'en-US', path: '/', links: [] }} hydrate="load" />);
    });
    await screen.findByText('12,345');
    expect(asked.filter((url) => url.includes('/api/user/status'))).toHaveLength(1);
    const { announceUser } = await import('../../client/lib/user-events');
    act(() => announceUser(member(20_500)));
    expect(await screen.findByText('20,500')).toBeTruthy();
  });
});
