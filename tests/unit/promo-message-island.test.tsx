/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { act } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

import { serveAndHydrate } from '../support/islands';
import { Island } from '../../views/components/island';

const MESSAGE = { code: 'demo', message: '<p>See <strong>the Ace of Cups</strong>.</p>', placement: 'tarot-page', tags: [], uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000002' };

function answer(body: unknown, status = 200) {
  return Promise.resolve({ ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body) } as Response);
}

async function flush() {
  await act(async () => {
    for (let i = 0; i < 50; i++) await Promise.resolve();
  });
}

describe('the promo message island', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it('waits 250 ms, asks for its placement with the card and deck, and shows the sanitised message', async () => {
    fetchMock.mockImplementation(() => answer({ messages: [MESSAGE] }));
    await serveAndHydrate(<Island name="promo-message" props={{ placement: 'tarot-page', card: 'Ace of Cups', deck: 'universal-waite' }} hydrate="load" />);
    const slot = document.querySelector('[data-promo-placement="tarot-page"]')!;
    expect(slot.innerHTML).toBe('');
    await act(async () => void jest.advanceTimersByTime(249));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => void jest.advanceTimersByTime(1));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/rules/promo-message?placement=tarot-page&card=Ace+of+Cups&deck=universal-waite');
    await flush();
    expect(slot.querySelector('.promo-message')?.innerHTML).toBe('<p>See <strong>the Ace of Cups</strong>.</p>');
  });

  it('shows nothing, and no error, when the call fails', async () => {
    fetchMock.mockImplementation(() => answer({ error: { code: 'internal', message: 'down' } }, 503));
    await serveAndHydrate(<Island name="promo-message" props={{ placement: 'sidebar' }} hydrate="load" />);
    await act(async () => void jest.advanceTimersByTime(250));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-promo-placement="sidebar"]')!.innerHTML).toBe('');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
