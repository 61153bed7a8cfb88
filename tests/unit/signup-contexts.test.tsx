/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

import { openSignup, submitAsMember } from '../../client/accounts/signup-request';
import { announceUser } from '../../client/lib/user-events';
import { serveAndHydrate } from '../support/islands';
import { currentRoute, setRoute } from '../../client/runtime/hash-router';
import { SiteLayout } from '../../views/layouts/site-layout';

const realFetch = global.fetch;
type Call = { url: string; body: Record<string, unknown> };

/** Answers the signup call as the server would, and records what was sent. */
function stubSignup(): Call[] {
  const calls: Call[] = [];
  global.fetch = (async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ url, body });
    const user = { member_uuid: '0f3c2d1e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', email: body.email, username: body.first_name, birth_name: body.first_name, birth_date: body.birth_date, gender: null, birth_time: null, privacy_policy: true, kcs: { total: 0 } };
    return { ok: true, status: 200, statusText: '', text: async () => JSON.stringify({ logged_in: true, user }) } as Response;
  }) as typeof fetch;
  return calls;
}

async function renderSite() {
  window.history.replaceState(null, '', '/');
  await serveAndHydrate(
    <SiteLayout siteName="Starlit" path="/" status={{ logged_in: false }} locale="en-US" interactive>
      <p>Page</p>
    </SiteLayout>,
  );
}

async function fillSignup(name: string) {
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Birth date (mm/dd/yyyy)'), { target: { value: '04/12/1990' } });
  if (!(screen.getByLabelText('Email') as HTMLInputElement).value) fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'vega@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'moonlight-42' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the Privacy Policy/ }));
}

afterEach(() => {
  global.fetch = realFetch;
  // Each test starts as a visitor again (the islands share the last announced status).
  act(() => announceUser({ logged_in: false }));
  document.cookie = 'PRIVACY_POLICY_CONSENT=; Max-Age=0; Path=/';
  document.cookie = 'POLICY_CONSENT_SHOWN=; Max-Age=0; Path=/';
  document.body.innerHTML = '';
});

describe('the newsletter email box and the signup contexts', () => {
  it('asks for a valid email, then opens signup for the newsletter with the address filled in', async () => {
    await renderSite();
    expect(screen.getByRole('heading', { name: 'Get Your Free Daily Horoscopes by Email!' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your email address'), { target: { value: 'lyra@' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SIGN ME UP' }));
    });
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(screen.getByLabelText('Your email address'), { target: { value: 'lyra@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SIGN ME UP' }));
    });
    expect(currentRoute()).toBe('login-signup');
    const dialog = await screen.findByRole('dialog', { name: 'Your Subscription Awaits!' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('lyra@example.com');

    const calls = stubSignup();
    await fillSignup('Lyra');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    });
    expect(calls[0]?.body).toMatchObject({ signup_gateway: 'newsletter-module', context: 'newsletter', email: 'lyra@example.com' });
    // The newsletter brought them, so they stay where they were instead of the #sms offer.
    expect(currentRoute()).toBe('');
    expect(dialog.isConnected).toBe(false);
    expect(screen.getByRole('heading', { name: 'You’re Subscribed!' })).toBeTruthy();
  });

  it('a product names itself in the title and button, records its gateway, and returns to the empty route', async () => {
    await renderSite();
    act(() => openSignup({ kind: 'product', type: 'Report', gateway: 'essential-birth-report' }));
    await screen.findByRole('dialog', { name: 'Your Report Awaits!' });
    const calls = stubSignup();
    await fillSignup('Vega');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'GET MY REPORT!' }));
    });
    expect(calls[0]?.body).toMatchObject({ signup_gateway: 'essential-birth-report', context: 'product', type: 'Report', gateway: 'essential-birth-report' });
    expect(currentRoute()).toBe('');
  });

  it('a plain signup keeps the default title and goes on to the text-message offer', async () => {
    await renderSite();
    act(() => setRoute('login-signup'));
    await screen.findByRole('dialog', { name: 'Let Us Get to Know You' });
    const calls = stubSignup();
    await fillSignup('Orion');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    });
    expect(calls[0]?.body).toMatchObject({ signup_gateway: '#signup' });
    expect(calls[0]?.body).not.toHaveProperty('context');
    expect(currentRoute()).toBe('sms');
  });

  it('offers the likely intended address when the mail domain looks mistyped', async () => {
    await renderSite();
    global.fetch = (async (url: string) => {
      const email = new URL(url, 'http://x').searchParams.get('email');
      const reply = email === 'lyra@gmial.com' ? { valid: true, email, suggestion: 'lyra@gmail.com' } : { valid: true, email };
      return { ok: true, status: 200, statusText: '', text: async () => JSON.stringify(reply) } as Response;
    }) as typeof fetch;
    act(() => openSignup({ kind: 'newsletter' }, 'lyra@gmial.com'));
    await screen.findByRole('dialog', { name: 'Your Subscription Awaits!' });
    const fix = await screen.findByRole('button', { name: 'lyra@gmail.com' });
    act(() => {
      fireEvent.click(fix);
    });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('lyra@gmail.com');
    expect(screen.queryByText(/Did you mean/)).toBeNull();
  });

  it('closing a product signup forgets the product, so the next signup is a plain one', async () => {
    await renderSite();
    act(() => openSignup({ kind: 'product', type: 'Reading', gateway: 'celtic-cross' }));
    await screen.findByRole('dialog', { name: 'Your Reading Awaits!' });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    act(() => setRoute('login-signup'));
    expect(await screen.findByRole('dialog', { name: 'Let Us Get to Know You' })).toBeTruthy();
  });

  it('a visitor’s product submission waits for login, then resumes once', async () => {
    await renderSite();
    const submit = jest.fn();
    act(() => submitAsMember({ logged_in: false }, { kind: 'product', type: 'Reading', gateway: 'celtic-cross' }, submit));
    expect(currentRoute()).toBe('login');
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    global.fetch = (async () =>
      ({ ok: true, status: 200, statusText: '', text: async () => JSON.stringify({ logged_in: true, user: { member_uuid: 'm', email: 'vega@example.com', username: 'Vega', birth_name: 'Vega', birth_date: '1990-04-12', gender: null, birth_time: null, privacy_policy: true, kcs: { total: 0 } } }) }) as Response) as typeof fetch;
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'vega@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'moonlight-42' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    });
    expect(dialog.isConnected).toBe(false);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('a visitor who signs up instead sees the product’s signup, and the submission resumes after it', async () => {
    await renderSite();
    const submit = jest.fn();
    act(() => submitAsMember({ logged_in: false }, { kind: 'product', type: 'Report', gateway: 'essential-birth-report' }, submit));
    await screen.findByRole('dialog', { name: 'Log In' });
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Create a free account' }));
    });
    await screen.findByRole('dialog', { name: 'Your Report Awaits!' });
    const calls = stubSignup();
    await fillSignup('Vega');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'GET MY REPORT!' }));
    });
    expect(calls[0]?.body).toMatchObject({ signup_gateway: 'essential-birth-report' });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('closing the login drops the pending submission', async () => {
    await renderSite();
    const submit = jest.fn();
    act(() => submitAsMember({ logged_in: false }, { kind: 'product', type: 'Reading', gateway: 'celtic-cross' }, submit));
    await screen.findByRole('dialog', { name: 'Log In' });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    act(() => setRoute('login-signup'));
    expect(await screen.findByRole('dialog', { name: 'Let Us Get to Know You' })).toBeTruthy();
  });
});
