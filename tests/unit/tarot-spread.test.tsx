/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

import island, { SpreadScreen } from '../../client/tarot/tarot-spread.island';
import { resumePendingProduct } from '../../client/accounts/signup-request';
import { announceUser } from '../../client/lib/user-events';
import { currentRoute, setRoute } from '../../client/runtime/hash-router';
import type { KnownUser } from '../../shared/accounts/user.contract';
import { countMessage, fanPlace, randomOrientations, shuffleKeepingPicked, SPREAD_ORIENTATIONS, type RandomInt } from '../../shared/tarot/tarot-spread';
import type { IslandProps } from '../../shared/islands';
import { Island } from '../../views/components/island';
import { TestIslands } from '../support/islands';

const FAN = Array.from({ length: 78 }, (_, index) => (index * 7) % 78);
const member: KnownUser = { logged_in: true, user: { username: 'Luna' } };
const visitor: KnownUser = { logged_in: false };
const THREE = [
  { position: 1, name: 'The Past' },
  { position: 2, name: 'The Present' },
  { position: 3, name: 'The Path Ahead' },
];

type Call = { url: string; method: string; body: unknown };
const realFetch = global.fetch;

/** Deals FAN; answers submissions with `submit` (a pending promise keeps one in flight). */
function stubApi(submit: () => Promise<{ status: number; body: unknown }> = async () => ({ status: 200, body: { forwarding_url: '/#reading-done' } })): Call[] {
  const calls: Call[] = [];
  global.fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = url.includes('/product/deal/') ? { status: 200, body: { deal: 'deal-0123456789abcdef', deck_code: 'universal-waite', fan: FAN, positions: 3 } } : await submit();
    return { ok: reply.status < 300, status: reply.status, statusText: '', text: async () => JSON.stringify(reply.body) } as Response;
  }) as typeof fetch;
  return calls;
}

/** A source that always answers 0: Fisher-Yates then rotates, orientations are all upright. */
const zero: RandomInt = () => 0;

async function renderSpread(props: Partial<IslandProps['tarot-spread']> & { random?: RandomInt } = {}) {
  await act(async () => {
    render(
      <SpreadScreen
        code="three-card"
        deck={{ code: 'universal-waite', slug: 'universal-waite', name: 'Universal Waite' }}
        positions={THREE}
        status={member}
        action="/readings-reports/tarot-readings/free"
        {...props}
      />,
    );
  });
  // The question comes first: "Draw my cards" lays out the fan (a card drawn for the visitor shows it at once).
  if (props.preselect === undefined) await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Draw my cards' })));
  await screen.findByRole('button', { name: 'Card 1 of 78, face down' });
}

const card = (place: number) => screen.getByRole('button', { name: `Card ${place} of 78, face down` });
const pressed = () => screen.queryAllByRole('button', { pressed: true }).map((button) => button.getAttribute('aria-label'));
const live = () => document.querySelector('[aria-live="polite"]')!.textContent;
const reveal = () => screen.getByRole('button', { name: 'reveal the meaning' });
const pick = (...places: number[]) => {
  for (const place of places) act(() => fireEvent.click(card(place)));
};

/** A visitor picks the cards and asks for the meaning: the submission waits for them to sign up. */
async function revealAsVisitor(...places: number[]): Promise<Call[]> {
  announceUser({ logged_in: false });
  const calls = stubApi();
  await renderSpread({ status: visitor });
  pick(...places);
  await act(async () => fireEvent.click(reveal()));
  return calls;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  announceUser({ logged_in: true, user: { member_uuid: 'm', email: 'a@b.c', username: 'Luna', birth_name: 'Luna', birth_date: '1990-01-01', gender: null, birth_time: null, privacy_policy: true, kcs: { total: 0 }, subscriptions: { vip: false } } });
});
afterEach(() => {
  cleanup();
  global.fetch = realFetch;
});

describe('the spread rules', () => {
  it('shuffle keeps picked cards in place and redistributes the rest with the injected source', () => {
    const fan = [0, 1, 2, 3, 4, 5];
    const shuffled = shuffleKeepingPicked(fan, new Set([1, 4]), zero);
    expect(shuffled[1]).toBe(1);
    expect(shuffled[4]).toBe(4);
    expect([...shuffled].sort()).toEqual(fan);
    expect(shuffled).not.toEqual(fan);
  });

  it('orients each position with one of the four orientations', () => {
    let next = 0;
    const cycle: RandomInt = (bound) => next++ % bound;
    expect(randomOrientations(5, cycle)).toEqual(['upright', 'right', 'left', 'reverse', 'upright']);
    for (const orientation of randomOrientations(40)) expect(SPREAD_ORIENTATIONS).toContain(orientation);
  });

  it('says how many cards remain', () => {
    expect(countMessage(1, 3)).toBe('Choose 2 more cards.');
    expect(countMessage(9, 10)).toBe('Choose 1 more card.');
    expect(countMessage(3, 3)).toBeUndefined();
  });
});

describe('the spread screen', () => {
  it('is the plain form on the server, with no fan', () => {
    const html = renderToString(
      <island.Component code="three-card" deck={{ code: 'universal-waite', slug: 'universal-waite', name: 'Universal Waite' }} positions={THREE} status={visitor} action="/readings-reports/tarot-readings/free" />,
    );
    expect(html).toContain('method="post"');
    expect(html).toContain('Draw my cards');
    expect(html).not.toContain('face down');
  });

  it('deals, then picks up to the number of positions, announcing each, and unpicks', async () => {
    const calls = stubApi();
    await renderSpread();
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/product/deal/three-card?deck=universal-waite' });
    expect(screen.getAllByRole('button', { name: /of 78, face down$/ })).toHaveLength(78);
    act(() => fireEvent.click(card(5)));
    expect(live()).toBe('Card placed in position 1: The Past. 2 more to choose.');
    act(() => fireEvent.click(card(12)));
    expect(live()).toBe('Card placed in position 2: The Present. 1 more to choose.');
    act(() => fireEvent.click(card(30)));
    act(() => fireEvent.click(card(31)));
    expect(pressed()).toEqual(['Card 5 of 78, face down', 'Card 12 of 78, face down', 'Card 30 of 78, face down']);
    act(() => fireEvent.click(card(12)));
    expect(live()).toBe('Card removed from position 2: The Present. 1 more to choose.');
    expect(card(12).getAttribute('aria-pressed')).toBe('false');
    // The next pick fills the free position.
    act(() => fireEvent.click(card(40)));
    expect(screen.getByText('card 40, upright')).toBeTruthy();
  });

  it('shuffle keeps picked cards where they are and moves the rest', async () => {
    stubApi();
    await renderSpread({ random: zero });
    act(() => fireEvent.click(card(3)));
    const before = Array.from(document.querySelectorAll('.spread-card')).map((button) => button.getAttribute('aria-pressed'));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Shuffle' })));
    expect(card(3).getAttribute('aria-pressed')).toBe('true');
    const after = Array.from(document.querySelectorAll('.spread-card')).map((button) => button.getAttribute('aria-pressed'));
    expect(after).toEqual(before);
    expect(live()).toBe('Cards shuffled. Your chosen card stays in place.');
  });

  it('orient draws an orientation per position among the four', async () => {
    stubApi();
    let next = 0;
    await renderSpread({ random: (bound) => next++ % bound });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Orient' })));
    expect(live()).toBe('Orientations drawn: position 1 upright, position 2 turned right, position 3 turned left.');
  });

  it('a wrong count shows the count remaining and sends nothing', async () => {
    const calls = stubApi();
    await renderSpread();
    act(() => fireEvent.click(card(1)));
    await act(async () => fireEvent.click(reveal()));
    expect(screen.getByRole('alert').textContent).toBe('Choose 2 more cards.');
    expect(calls).toHaveLength(1);
  });

  it('submits the cards, orientations and question once; a second submit in flight is ignored', async () => {
    let release!: (reply: { status: number; body: unknown }) => void;
    const calls = stubApi(() => new Promise((resolve) => (release = resolve)));
    await renderSpread({ random: () => 3 });
    pick(2, 4, 6);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Orient' })));
    fireEvent.change(screen.getByLabelText('Your question (optional)'), { target: { value: ' Which way? ' } });
    await act(async () => fireEvent.click(reveal()));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Revealing…' })));
    const submits = calls.filter((call) => call.url.includes('/product/submit/'));
    expect(submits).toHaveLength(1);
    expect(submits[0]).toMatchObject({
      url: '/api/product/submit/three-card',
      body: {
        deal: 'deal-0123456789abcdef',
        deck_code: 'universal-waite',
        question: 'Which way?',
        cards: [
          { card_id: FAN[1], orientation: 'reverse', position: 1 },
          { card_id: FAN[3], orientation: 'reverse', position: 2 },
          { card_id: FAN[5], orientation: 'reverse', position: 3 },
        ],
      },
    });
    await act(async () => release({ status: 200, body: { forwarding_url: '/#reading-done' } }));
    expect(window.location.hash).toBe('#reading-done');
  });

  it('a failure says "sorry, an error occurred" with the server’s message, and may be tried again', async () => {
    const calls = stubApi(async () => ({ status: 402, body: { error: { code: 'payment_required', message: 'Checkout opens soon.' } } }));
    await renderSpread();
    pick(1, 2, 3);
    await act(async () => fireEvent.click(reveal()));
    expect(screen.getByRole('alert').textContent).toBe('sorry, an error occurred. Checkout opens soon.');
    await act(async () => fireEvent.click(reveal()));
    expect(calls.filter((call) => call.url.includes('/submit/'))).toHaveLength(2);
  });

  it('works by keyboard: arrows move along the fan (one tab stop), Enter and Space pick', async () => {
    stubApi();
    await renderSpread();
    expect(document.querySelectorAll('.spread-card[tabindex="0"]')).toHaveLength(1);
    act(() => card(1).focus());
    act(() => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' }));
    act(() => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' }));
    expect(document.activeElement).toBe(card(3));
    expect(card(3).getAttribute('tabindex')).toBe('0');
    // A button's Enter and Space are clicks in the browser.
    act(() => fireEvent.click(document.activeElement!));
    act(() => void fireEvent.keyDown(document.activeElement!, { key: 'End' }));
    expect(document.activeElement).toBe(card(78));
    act(() => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' }));
    expect(document.activeElement).toBe(card(77));
    expect(pressed()).toEqual(['Card 3 of 78, face down']);
  });

  it('lays the Celtic Cross positions out as the cross and the staff, filled in order', async () => {
    stubApi();
    const names = ['The Heart', 'What Crosses', 'Below', 'Behind', 'Above', 'Ahead', 'Yourself', 'Surroundings', 'Hopes', 'Outcome'];
    await renderSpread({ code: 'celtic-cross', positions: names.map((name, index) => ({ position: index + 1, name })) });
    const group = screen.getByRole('group', { name: 'Positions' });
    const cross = within(group).getByRole('list', { name: 'The cross' });
    const staff = within(group).getByRole('list', { name: 'The staff, from the bottom up' });
    expect([...cross.children].map((item) => item.getAttribute('data-place'))).toEqual(['centre', 'crossing', 'below', 'left', 'above', 'right']);
    expect(staff.getAttribute('start')).toBe('7');
    expect([...staff.children].map((item) => item.getAttribute('data-place'))).toEqual(['staff-1', 'staff-2', 'staff-3', 'staff-4']);
    act(() => void fireEvent.click(card(5)));
    act(() => void fireEvent.click(card(9)));
    expect(within(cross).getByText('1. The Heart').closest('li')!.textContent).toContain('card 5');
    expect(within(cross).getByText('2. What Crosses').closest('li')!.textContent).toContain('card 9');
    expect(within(staff).getByText('10. Outcome').closest('li')!.textContent).toContain('empty');
  });

  it('the yes-or-no reading pre-selects the tenth card of the fan', async () => {
    const calls = stubApi();
    await renderSpread({ code: 'yes-no', positions: [{ position: 1, name: 'The Answer' }], preselect: 10 });
    expect(pressed()).toEqual(['Card 10 of 78, face down']);
    await act(async () => fireEvent.click(reveal()));
    const submit = calls.find((call) => call.url.includes('/submit/yes-no'));
    expect(submit?.body).toMatchObject({ cards: [{ card_id: FAN[9], position: 1 }] });
  });

  it('the yes-or-no reading says in words that the tenth card was drawn for the visitor, not "1 of 1 chosen"', async () => {
    stubApi();
    await renderSpread({ code: 'yes-no', positions: [{ position: 1, name: 'The Answer' }], preselect: 10 });
    // The fan is named by what happened, and described by what to do next.
    const fan = screen.getByRole('group', { name: 'The card drawn for you' });
    expect(document.getElementById(fan.getAttribute('aria-describedby')!)!.textContent).toMatch(/^The tenth card of the shuffled fan has been drawn for you and laid in your spread\. Hold your question in mind and reveal its meaning\./);
    expect(screen.queryByText(/Choose one card/)).toBeNull();
    expect(screen.queryByText(/1 of 1 chosen/)).toBeNull();
    expect(document.querySelector('.spread-count')!.textContent).toBe('The tenth card of the fan is drawn for you.');
    expect(live()).toBe('The tenth card of the fan is drawn for you. It is in position 1: The Answer.');
    expect(screen.getByText('card 10, upright')).toBeTruthy();
    // Put back and another chosen: the count is a count again.
    act(() => fireEvent.click(card(10)));
    expect(document.querySelector('.spread-count')!.textContent).toBe('0 of 1 chosen');
    act(() => fireEvent.click(card(3)));
    expect(document.querySelector('.spread-count')!.textContent).toBe('1 of 1 chosen');
  });

  it('asks the question first: the question field comes before the cards, on the server and once dealt', async () => {
    const plain = document.createElement('div');
    plain.innerHTML = renderToString(<island.Component code="three-card" deck={{ code: 'universal-waite', slug: 'universal-waite', name: 'Universal Waite' }} positions={THREE} status={visitor} action="/readings-reports/tarot-readings/free" />);
    const plainField = plain.querySelector('textarea[name="question"]')!;
    expect(plainField.compareDocumentPosition(plain.querySelector('button[type="submit"]')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    stubApi();
    await renderSpread();
    const field = screen.getByLabelText('Your question (optional)');
    for (const after of [screen.getByRole('heading', { name: 'Choose 3 cards' }), screen.getByRole('group', { name: 'Choose 3 cards' }), card(1), screen.getByRole('list', { name: 'Positions' })])
      expect(field.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lays the deck out as a fan: every card a button with its place in rows of 13 and of 26, showing the deck’s back', async () => {
    stubApi();
    await renderSpread();
    const items = Array.from(document.querySelectorAll<HTMLElement>('.spread-fan > .spread-fan-item'));
    expect(items).toHaveLength(78);
    const place = (index: number) => ['--i', '--p13', '--r13', '--p26', '--r26'].map((name) => items[index]!.style.getPropertyValue(name));
    expect(place(0)).toEqual(['0', '0', '0', '0', '0']);
    expect(place(40)).toEqual(['40', '1', '3', '14', '1']);
    expect(place(77)).toEqual(['77', '12', '5', '25', '2']);
    expect(items[0]!.querySelector('img')!.getAttribute('src')).toBe('/tarot/images/universal-waite/back.svg');
    expect(items[0]!.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(fanPlace(77, 13)).toEqual({ row: 5, place: 12 });
  });

  it('opens at the fan when the address is the reading for oneself (#tarot-reading/self)', async () => {
    stubApi();
    window.history.replaceState(null, '', '/readings-reports/tarot-readings/free#tarot-reading/self');
    // No "Draw my cards" to press: the fan is there.
    await act(async () => void render(<SpreadScreen code="three-card" deck={{ code: 'universal-waite', slug: 'universal-waite', name: 'Universal Waite' }} positions={THREE} status={member} action="/readings-reports/tarot-readings/free" />));
    await screen.findByRole('button', { name: 'Card 1 of 78, face down' });
    // Another route (a login on the way to the reading) leaves the fan open.
    act(() => setRoute('login-signup'));
    expect(screen.getAllByRole('button', { name: /of 78, face down$/ })).toHaveLength(78);
  });

  it('a visitor’s submit opens signup for the reading and resumes once they are a member', async () => {
    const calls = await revealAsVisitor(7, 8, 9);
    expect(currentRoute()).toBe('login-signup');
    expect(calls.filter((call) => call.url.includes('/submit/'))).toHaveLength(0);
    await act(async () => resumePendingProduct());
    expect(calls.filter((call) => call.url.includes('/submit/'))).toHaveLength(1);
  });
});

describe('the question on the way to the reading', () => {
  it('what a visitor types before the island hydrates stays: the same field, its text and its focus', async () => {
    announceUser({ logged_in: false });
    stubApi();
    const props: IslandProps['tarot-spread'] = { code: 'three-card', deck: { code: 'universal-waite', slug: 'universal-waite', name: 'Universal Waite' }, positions: THREE, status: visitor, action: '/readings-reports/tarot-readings/free' };
    document.body.innerHTML = renderToString(
      <TestIslands>
        <Island name="tarot-spread" props={props} />
      </TestIslands>,
    );
    // The server's plain form, before the island's code has arrived: the visitor types.
    const field = screen.getByLabelText<HTMLTextAreaElement>('Your question (optional)');
    field.focus();
    field.value = 'Where is my work taking me?';
    const server = document.body.innerHTML;
    // Then it hydrates, as boot does it: the form stays as the server drew it, nothing moves.
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(document.querySelector<HTMLElement>('[data-island="tarot-spread"]')!, <island.Component {...props} />);
    });
    try {
      expect(document.body.innerHTML).toBe(server);
      expect(field.value).toBe('Where is my work taking me?');
      expect(document.activeElement).toBe(field);
      // "Draw my cards" lays the fan out around the same field, and the focus goes to its heading.
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Draw my cards' })));
      await screen.findByRole('button', { name: 'Card 1 of 78, face down' });
      expect(screen.queryByRole('button', { name: 'Draw my cards' })).toBeNull();
      expect(screen.getByLabelText('Your question (optional)')).toBe(field);
      expect(field.value).toBe('Where is my work taking me?');
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose 3 cards' }));
    } finally {
      act(() => root?.unmount());
      document.body.innerHTML = '';
    }
  });

  it('a visitor’s submission resumes with the question and cards as they are then, not as they were at the click', async () => {
    const calls = await revealAsVisitor(7, 8, 9);
    expect(currentRoute()).toBe('login-signup');
    // The dialog's code is on its way and the page is live: a question, another third card.
    fireEvent.change(screen.getByLabelText('Your question (optional)'), { target: { value: 'Should I say yes?' } });
    act(() => fireEvent.click(card(9)));
    act(() => fireEvent.click(card(10)));
    await act(async () => resumePendingProduct());
    const submits = calls.filter((call) => call.url.includes('/submit/'));
    expect(submits).toHaveLength(1);
    expect(submits[0]!.body).toMatchObject({
      question: 'Should I say yes?',
      cards: [
        { card_id: FAN[6], position: 1 },
        { card_id: FAN[7], position: 2 },
        { card_id: FAN[9], position: 3 },
      ],
    });
  });

  it('a resumed submission whose cards were put back meanwhile says how many remain and sends nothing', async () => {
    const calls = await revealAsVisitor(1, 2, 3);
    act(() => fireEvent.click(card(3)));
    await act(async () => resumePendingProduct());
    expect(screen.getByRole('alert').textContent).toBe('Choose 1 more card.');
    expect(calls.filter((call) => call.url.includes('/submit/'))).toHaveLength(0);
  });
});

describe('a session that ended before the submission', () => {
  it('a 401 turns the member into a visitor, opens signup, and the submission resumes after it', async () => {
    const replies = [{ status: 401, body: { error: { code: 'unauthorized', message: 'Please log in or sign up to see your reading.' } } }, { status: 200, body: { forwarding_url: '/#reading-again' } }];
    const calls = stubApi(async () => replies.shift()!);
    await renderSpread();
    pick(1, 2, 3);
    await act(async () => fireEvent.click(reveal()));
    expect(currentRoute()).toBe('login-signup');
    await act(async () => resumePendingProduct());
    expect(calls.filter((call) => call.url.includes('/submit/'))).toHaveLength(2);
    expect(window.location.hash).toBe('#reading-again');
  });
});
