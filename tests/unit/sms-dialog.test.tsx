/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

import { announceUser } from '../../client/lib/user-events';
import { serveAndHydrate } from '../support/islands';
import { currentRoute, setRoute } from '../../client/runtime/hash-router';
import type { KnownUser, User } from '../../shared/accounts/user.contract';
import { SiteLayout } from '../../views/layouts/site-layout';

const realFetch = global.fetch;

function stubOptIn(reply: { status: number; body: unknown }): { url: string; body: unknown }[] {
  const calls: { url: string; body: unknown }[] = [];
  global.fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init?.body ?? '{}')) });
    return { ok: reply.status < 300, status: reply.status, statusText: '', text: async () => JSON.stringify(reply.body) } as Response;
  }) as typeof fetch;
  return calls;
}

async function renderSite(status: KnownUser) {
  window.history.replaceState(null, '', '/');
  await serveAndHydrate(
    <SiteLayout siteName="Starlit" path="/" status={status} locale="en-US" interactive>
      <p>Page</p>
    </SiteLayout>,
  );
  // Islands share the last announced status; start each test from the one rendered.
  act(() => announceUser(status.logged_in ? { logged_in: true, user: signedIn } : { logged_in: false }));
}

const signedIn: User = { member_uuid: '0f3c2d1e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', email: 'luna@example.com', username: 'Luna', birth_name: 'Luna', birth_date: '1990-04-12', gender: null, birth_time: null, privacy_policy: true, kcs: { total: 0 }, subscriptions: { vip: false } };

const member: KnownUser = { logged_in: true, user: { username: 'Luna' } };

afterEach(() => {
  global.fetch = realFetch;
  document.body.innerHTML = '';
});

describe('the text-message dialog (#sms)', () => {
  it('checks the number and the consent with the spec’s messages, then shows Just One More Step', async () => {
    await renderSite(member);
    act(() => setRoute('sms'));
    // The dialog's code is loaded (and, on a fresh checkout, compiled) when the route opens: longer than a second on a busy machine.
    await screen.findByRole('dialog', { name: 'Get Our Offers by Text' }, { timeout: 5000 });
    const calls = stubOptIn({ status: 200, body: { status: 'pending', phone: '(212) 555-0123' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'TEXT ME' }));
    });
    expect(screen.getByText('Please provide your telephone number')).toBeTruthy();
    expect(screen.getByText('Please agree before continuing')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobile number (US)'), { target: { value: '555-0123' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'TEXT ME' }));
    });
    expect(screen.getByText('Please enter a valid US phone number')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(screen.getByLabelText('Mobile number (US)'), { target: { value: '(212) 555-0123' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'TEXT ME' }));
    });
    expect(calls).toEqual([{ url: '/api/member/sms/opt-in', body: { phone_number: '(212) 555-0123', agree: true, location: 'sms-modal', promos: true } }]);
    await screen.findByRole('dialog', { name: 'Just One More Step' });
    expect(screen.getByText('(212) 555-0123')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'DONE' }));
    });
    expect(currentRoute()).toBe('');
  });

  it('stays on the form and shows a long server error on several lines', async () => {
    await renderSite(member);
    act(() => setRoute('sms'));
    await screen.findByRole('dialog', { name: 'Get Our Offers by Text' }, { timeout: 5000 });
    const message = 'We could not send a text to that number just now. Please try again in a few minutes.';
    stubOptIn({ status: 503, body: { error: { code: 'service_unavailable', message } } });
    fireEvent.change(screen.getByLabelText('Mobile number (US)'), { target: { value: '2125550123' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'TEXT ME' }));
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(alert.className).toContain('form-error-multiline');
    expect(screen.getByRole('dialog', { name: 'Get Our Offers by Text' })).toBeTruthy();
  });

  it('sends a visitor on #sms back to the empty route', async () => {
    await renderSite({ logged_in: false });
    await act(async () => {
      setRoute('sms');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(currentRoute()).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
