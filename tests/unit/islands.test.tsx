/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

import { bootIslands } from '../../client/runtime/boot';
import { loadIslandModule, serveAndHydrate, TestIslands } from '../support/islands';
import { currentRoute, setRoute } from '../../client/runtime/hash-router';
import { homePageProps } from '../support/home-page-props';
import { SiteLayout } from '../../views/layouts/site-layout';
import { HomePage } from '../../views/site/home-page';
import { Island } from '../../views/components/island';
import type { IslandProps } from '../../shared/islands';

const warnings: unknown[][] = [];
const originalWarn = console.warn;

beforeEach(() => {
  warnings.length = 0;
  console.warn = (...args: unknown[]) => void warnings.push(args);
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  console.warn = originalWarn;
});

function renderAndHydrate(): ReturnType<typeof serveAndHydrate> {
  return serveAndHydrate(
    <SiteLayout siteName="Starlit" path="/" status={{ logged_in: false }} locale="en-US" interactive>
      <HomePage {...homePageProps()} />
    </SiteLayout>,
  );
}

describe('islands in the browser', () => {
  it('hydrates the server markup of the home page with no warning and no error', async () => {
    const islands = await renderAndHydrate();
    expect([...islands.keys()].sort()).toEqual(['account-menu', 'login-dialog', 'newsletter-box', 'notification-bell', 'search-box', 'service-dialog', 'signup-dialog', 'sms-dialog', 'theme-toggle']);
    // Dialogs wait for their route, the theme toggle for the visitor, the newsletter box to be seen,
    // and the visitor's account menu for the boot module, which it does not fetch by itself.
    expect(islands.get('login-dialog')).toBe('route');
    expect(islands.get('theme-toggle')).toBe('interaction');
    expect(islands.get('newsletter-box')).toBe('visible');
    expect(islands.get('account-menu')).toBe('interaction');
    expect(document.querySelector<HTMLElement>('[data-island="account-menu"]')?.dataset.hydrate).toBe('boot');
    for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
      const waits = element.dataset.hydrate === 'route' || element.dataset.hydrate === 'interaction';
      expect([element.dataset.island, element.dataset.hydrated]).toEqual([element.dataset.island, waits ? undefined : 'true']);
    }
    act(() => setRoute('login'));
    await screen.findByRole('dialog', { name: 'Log In' });
    expect(document.querySelector<HTMLElement>('[data-island="login-dialog"]')?.dataset.hydrated).toBe('true');
    expect(warnings).toEqual([]);
  });

  it('#login opens the login dialog, and Escape closes it and empties the route', async () => {
    await renderAndHydrate();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => setRoute('login'));
    expect(window.location.hash).toBe('#login');
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.hash).toBe('');
    expect(currentRoute()).toBe('');
  });

  it('the X button and a click on the backdrop close the dialog too', async () => {
    await renderAndHydrate();
    act(() => setRoute('login'));
    await screen.findByRole('dialog');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => setRoute('login'));
    act(() => {
      fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.hash).toBe('');
  });

  it('Back after opening a dialog closes it again, because each route change is a history entry', async () => {
    await renderAndHydrate();
    act(() => setRoute('login'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the login form shows the spec messages and sends nothing when the input is invalid', async () => {
    await renderAndHydrate();
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    act(() => setRoute('login'));
    await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    });
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Please enter a password')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    });
    expect(screen.getByText('Please enter a password longer than 3 characters.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a filled confirm_email spam trap stops the login from being sent', async () => {
    await renderAndHydrate();
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    act(() => setRoute('login'));
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-good-password' } });
    fireEvent.change(screen.getByLabelText('Leave this field empty'), { target: { value: 'bot@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('when islands hydrate', () => {
  it('a visible island waits until it scrolls into view', async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const observed: Element[] = [];
    Object.assign(window, {
      IntersectionObserver: class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    });
    try {
      document.body.innerHTML = '<div data-island="login-dialog" data-hydrate="visible" data-props="{&quot;siteName&quot;:&quot;Starlit&quot;}"><section>Box</section></div>';
      const element = document.querySelector<HTMLElement>('[data-island]')!;
      const pending = bootIslands(document, loadIslandModule);
      // The wrapper has no box (display: contents), so what it holds is watched.
      expect(observed).toEqual([element.firstElementChild]);
      report!([{ isIntersecting: false }]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(element.dataset.hydrated).toBeUndefined();
      await act(async () => {
        report!([{ isIntersecting: true }]);
        await Promise.all(pending);
      });
      expect(element.dataset.hydrated).toBe('true');
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('an interaction island is not fetched with the page and hydrates when focus or the pointer reaches it', async () => {
    const islands = await serveAndHydrate(<Island name="theme-toggle" props={{ theme: 'system', path: '/' }} hydrate="interaction" />);
    // Not preloaded: its code comes when the visitor gets there.
    expect(islands.get('theme-toggle')).toBe('interaction');
    const element = document.querySelector<HTMLElement>('[data-island="theme-toggle"]')!;
    expect(element.dataset.hydrated).toBeUndefined();
    await act(async () => {
      element.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(element.dataset.hydrated).toBe('true');
    expect(warnings).toEqual([]);
  });

  it('an interaction island hydrates when the address names its section (a link to #tarot-reading/self)', async () => {
    document.body.innerHTML = renderToString(
      <TestIslands>
        <section id="tarot-reading/self">
          <Island name="theme-toggle" props={{ theme: 'system', path: '/' }} hydrate="interaction" />
        </section>
      </TestIslands>,
    );
    const element = document.querySelector<HTMLElement>('[data-island]')!;
    bootIslands(document, loadIslandModule);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(element.dataset.hydrated).toBeUndefined();
    await act(async () => {
      setRoute('tarot-reading/self');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(element.dataset.hydrated).toBe('true');
  });

  describe('a form sent while its island’s code is on its way', () => {
    const props: IslandProps['tarot-spread'] = {
      code: 'three-card',
      deck: { code: 'universal-waite', slug: 'universal-waite', name: 'Universal Waite' },
      positions: [{ position: 1, name: 'The Card' }],
      status: { logged_in: false },
      action: '/readings-reports/tarot-readings/free',
    };
    let stopWatching = () => {};
    afterEach(() => stopWatching());
    /** The spread's plain form, started by a finger; the island's code arrives when `arrive` is called. */
    async function tapBeforeTheCode(): Promise<{ element: HTMLElement; sent: boolean[]; arrive: (ok: boolean) => Promise<void> }> {
      global.fetch = (async () => ({ ok: true, status: 200, text: async () => JSON.stringify({ deal: 'deal-0123456789abcdef', deck_code: 'universal-waite', fan: [4, 9], positions: 1 }) })) as unknown as typeof fetch;
      document.body.innerHTML = renderToString(
        <TestIslands>
          <Island name="tarot-spread" props={props} hydrate="interaction" />
        </TestIslands>,
      );
      const element = document.querySelector<HTMLElement>('[data-island="tarot-spread"]')!;
      let settle!: (ok: boolean) => void;
      const code = new Promise<boolean>((resolve) => (settle = resolve));
      const pending = bootIslands(document, async (island) => {
        if (!(await code)) throw new Error('offline');
        return loadIslandModule(island);
      });
      // What reaches the page as a plain form post (the browser would leave for the server's draw).
      const sent: boolean[] = [];
      const watch = (event: Event) => {
        sent.push(!event.defaultPrevented);
        event.preventDefault();
      };
      document.addEventListener('submit', watch);
      stopWatching = () => document.removeEventListener('submit', watch);
      const button = screen.getByRole('button', { name: 'Draw my cards' });
      button.dispatchEvent(new Event('touchstart', { bubbles: true }));
      fireEvent.click(button);
      return {
        element,
        sent,
        arrive: async (ok) => {
          await act(async () => {
            settle(ok);
            await Promise.all(pending);
            await new Promise((resolve) => setTimeout(resolve, 20));
          });
        },
      };
    }

    it('waits for the island, which then handles it: the tap on "Draw my cards" lays out the fan', async () => {
      const { element, sent, arrive } = await tapBeforeTheCode();
      expect(sent).toEqual([]);
      await arrive(true);
      expect(element.dataset.hydrated).toBe('true');
      await screen.findByRole('button', { name: 'Card 1 of 2, face down' });
      expect(sent).toEqual([false]);
    });

    it('goes as the plain form when the code cannot come', async () => {
      const { sent, arrive } = await tapBeforeTheCode();
      await arrive(false);
      expect(sent).toEqual([true]);
      expect(String(warnings[0]?.[0])).toContain('Island "tarot-spread" could not start');
    });
  });

  it('an island that cannot load leaves the server HTML in place and says why', async () => {
    document.body.innerHTML = '<div data-island="no-such-island" data-hydrate="load"><p>Server text</p></div>';
    await act(async () => {
      await Promise.all(bootIslands(document, loadIslandModule));
    });
    expect(document.body.textContent).toBe('Server text');
    expect(String(warnings[0]?.[0])).toContain('Island "no-such-island" could not start');
  });
});
