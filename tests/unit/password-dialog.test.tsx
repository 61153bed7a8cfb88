/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

import { serveAndHydrate } from '../support/islands';
import { currentRoute } from '../../client/runtime/hash-router';
import { homePageProps } from '../support/home-page-props';
import { SiteLayout } from '../../views/layouts/site-layout';
import { HomePage } from '../../views/site/home-page';

const M = 'member-123.1900000000000.signature';
const MAUTO = 'one-time-secret-value';
const MIRA = { username: 'Mira', email: 'mira@example.com' };

interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Reply = { status: number; body: unknown };

/** Stubs fetch: each path answers with the reply given (a function may vary it per call). */
function stubApi(replies: Record<string, Reply | ((body: unknown) => Reply)>): Call[] {
  const calls: Call[] = [];
  global.fetch = (async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method: init?.method ?? 'GET', url, body });
    const entry = replies[url];
    const reply = typeof entry === 'function' ? entry(body) : (entry ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } });
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      statusText: '',
      text: async () => JSON.stringify(reply.body),
    } as Response;
  }) as typeof fetch;
  return calls;
}

const realFetch = global.fetch;
const warnings: unknown[][] = [];
const originalWarn = console.warn;

beforeEach(() => {
  warnings.length = 0;
  console.warn = (...args: unknown[]) => void warnings.push(args);
});
afterEach(() => {
  console.warn = originalWarn;
  global.fetch = realFetch;
  document.body.innerHTML = '';
});

/** Wait for pending fetches and the renders they cause. */
async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function openAt(url: string): Promise<void> {
  window.history.replaceState(null, '', url);
  // The server places the dialog only when the address carries the link's m or mauto.
  const query = new URL(url, 'http://starlit.test').searchParams;
  await serveAndHydrate(
    <SiteLayout siteName="Starlit" path="/" status={{ logged_in: false }} locale="en-US" interactive autologin={query.has('m') || query.has('mauto')}>
      <HomePage {...homePageProps()} />
    </SiteLayout>,
  );
  await settle();
}

const autologinLink = `/?m=${encodeURIComponent(M)}&mauto=${encodeURIComponent(MAUTO)}`;

/** Stubs fetch as for a good autologin link (it greets Mira), with the other paths' replies given. */
const stubAutologin = (replies: Parameters<typeof stubApi>[0] = {}) => stubApi({ '/api/member/autologin': { status: 200, body: MIRA }, ...replies });

async function pressEnter(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'ENTER' }));
  });
}

/** Types the password into the dialog, presses ENTER and waits for the answer. */
async function enterPassword(password: string): Promise<void> {
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await pressEnter();
  await settle();
}

describe('the password dialog of an autologin link', () => {
  it('greets the member by name, shows the email read-only and takes m and mauto out of the address', async () => {
    const calls = stubAutologin();
    await openAt(`/?ref=mail&m=${encodeURIComponent(M)}&mauto=${encodeURIComponent(MAUTO)}#top`);
    expect(calls).toEqual([{ method: 'POST', url: '/api/member/autologin', body: { m: M, mauto: MAUTO } }]);
    expect(window.location.search).toBe('?ref=mail');
    expect(window.location.hash).toBe('#top');

    const dialog = screen.getByRole('dialog', { name: 'Welcome back, Mira' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('mira@example.com');
    expect(email.readOnly).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    const forgot = screen.getByRole('link', { name: 'Forgot Your Password?' });
    expect(forgot.getAttribute('href')).toBe('/password-reset');
    expect(forgot.getAttribute('target')).toBe('_blank');
    expect(forgot.getAttribute('rel')).toBe('noopener');
    expect(screen.getByRole('link', { name: 'Not You?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ENTER' })).toBeTruthy();
    expect(warnings).toEqual([]);
  });

  it('validates the password before sending anything', async () => {
    const calls = stubAutologin();
    await openAt(autologinLink);
    await pressEnter();
    expect(screen.getByText('Please enter a password')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    await pressEnter();
    expect(screen.getByText('Please enter a password longer than 3 characters.')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/member/autologin']);
  });

  it("shows 'Password did not match this email' on a wrong password, then logs in with the right one", async () => {
    const calls = stubAutologin({
      '/api/user/login': (body) =>
        (body as { password: string }).password === 'moonlight-42'
          ? { status: 200, body: { logged_in: true, user: { ...MIRA, member_uuid: 'u1' } } }
          : { status: 401, body: { error: { code: 'invalid password', message: 'Password did not match this email' } } },
    });
    await openAt(autologinLink);
    await enterPassword('not-my-password');
    expect(screen.getByText('Password did not match this email')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');

    await enterPassword('moonlight-42');
    expect(calls.filter((call) => call.url === '/api/user/login').map((call) => call.body)).toEqual([
      { email: 'mira@example.com', password: 'not-my-password' },
      { email: 'mira@example.com', password: 'moonlight-42' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/My Account/, { selector: 'summary' })).toBeTruthy();
  });

  it('shows any other server message as given', async () => {
    stubAutologin({ '/api/user/login': { status: 429, body: { error: { code: 'rate_limited', message: 'Too many attempts. Please try again later.' } } } });
    await openAt(autologinLink);
    await enterPassword('moonlight-42');
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again later.');
  });

  it.each([
    ['the Escape key', () => fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 })],
    ['the X button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['a click on the backdrop', () => fireEvent.mouseDown(screen.getByTestId('modal-backdrop'))],
  ])('closes to the home page with %s, and its error goes with it', async (_how, close) => {
    stubAutologin({ '/api/user/login': { status: 401, body: { error: { code: 'invalid password', message: 'Password did not match this email' } } } });
    await openAt(autologinLink);
    await enterPassword('not-my-password');
    expect(screen.getByText('Password did not match this email')).toBeTruthy();
    act(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Password did not match this email')).toBeNull();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/');
  });

  it('Not You logs out and moves to the login dialog', async () => {
    const calls = stubAutologin({ '/api/user/logout': { status: 200, body: { logged_in: false } } });
    await openAt(autologinLink);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Not You?' }));
    });
    await settle();
    // (The account menu's balance refresh and the newsletter box's lists, read once the member is
    // logged in, are other islands' business, not the dialog's.)
    const others = ['GET /api/user/status', 'GET /api/member/subscribe-box'];
    expect(calls.map((call) => `${call.method} ${call.url}`).filter((call) => !others.some((other) => call.startsWith(other)))).toEqual(['POST /api/member/autologin', 'POST /api/user/logout']);
    expect(currentRoute()).toBe('login');
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Welcome back, Mira' })).toBeNull();
  });

  it('an expired or used link shows no dialog and throws nothing, and still leaves the address', async () => {
    const calls = stubApi({
      '/api/member/autologin': { status: 404, body: { error: { code: 'not_found', message: 'This sign-in link has expired or was already used.' } } },
    });
    await openAt(autologinLink);
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.search).toBe('');
    expect(warnings).toEqual([]);
  });

  it('without m and mauto it calls nothing and renders nothing', async () => {
    const calls = stubApi({});
    await openAt('/?ref=mail');
    expect(calls).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.search).toBe('?ref=mail');
  });
});
