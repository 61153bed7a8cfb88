/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { act } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

import { serveAndHydrate } from '../support/islands';
import { Island } from '../../views/components/island';
import { currentRoute, setRoute } from '../../client/runtime/hash-router';

const chapter = (n: number) => document.getElementById(`chapter-${n}`) as HTMLDetailsElement;

async function serve() {
  await serveAndHydrate(
    <main id="main">
      {[1, 2, 3].map((n) => (
        <details key={n} id={`chapter-${n}`} className="cosmic-chapter" open={n === 1}>
          <summary>{`Chapter ${n}`}</summary>
          <p>Text</p>
        </details>
      ))}
      <Island name="chapter-routes" hydrate="load" props={{ selector: '.cosmic-chapter' }} />
    </main>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/report/abc');
  Element.prototype.scrollIntoView = jest.fn();
  window.scrollTo = jest.fn();
});
afterEach(() => jest.useRealTimers());

/** The Cosmic Profile's chapters as routes (spec 3 §2, §4). */
describe('chapter routes', () => {
  it('a chapter’s route opens it and scrolls to it 400 ms later; main closes every chapter and goes to the top', async () => {
    await serve();
    await act(async () => setRoute('chapter-3'));
    expect(chapter(3).open).toBe(true);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    await act(async () => void jest.advanceTimersByTime(400));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    await act(async () => setRoute('main'));
    expect([1, 2, 3].map((n) => chapter(n).open)).toEqual([false, false, false]);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('opening a chapter by its summary records its route, and it opens once', async () => {
    await serve();
    await act(async () => void chapter(2).querySelector('summary')!.click());
    expect(currentRoute()).toBe('chapter-2');
    expect(chapter(2).open).toBe(true);
    // Closing one is the reader's own business: no route.
    await act(async () => void chapter(1).querySelector('summary')!.click());
    expect(currentRoute()).toBe('chapter-2');
  });
});
