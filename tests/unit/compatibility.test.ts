/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

jest.mock('../../client/lib/navigate', () => ({ navigate: jest.fn() }));

import { navigate } from '../../client/lib/navigate';
import { announceUser } from '../../client/lib/user-events';
import { currentRoute, setRoute } from '../../client/runtime/hash-router';
import { CHOOSER_HINT, CHOOSER_LOGIN_NOTE, chooserAddress, chooserReady, entryId, hashName, SUBMITTING_LABEL } from '../../shared/compatibility/chooser';
import { allPairs, COMPATIBILITY_SLANTS, orderedPair, otherSlant, pairSlug, readPairSegment, slantSigns } from '../../shared/compatibility/pairs';
import type { IslandProps } from '../../shared/islands';
import { allPairTexts, COMPATIBILITY_SLANTS as CONTENT_SLANTS } from '../../server/content/compatibility/library';
import { Island } from '../../views/components/island';
import { serveAndHydrate, TestIslands } from '../support/islands';

const navigated = navigate as jest.MockedFunction<typeof navigate>;

describe('the chooser’s rules (spec 2 §3, §4, §5)', () => {
  it('is ready only when both selections are set', () => {
    expect(chooserReady({ path: '', hash: '' })).toBe(false);
    expect(chooserReady({ path: 'aries', hash: '' })).toBe(false);
    expect(chooserReady({ path: '', hash: 'leo' })).toBe(false);
    expect(chooserReady({ path: 'aries', hash: 'leo' })).toBe(true);
  });

  it('goes to base + path name + #! + hash name, in the order chosen', () => {
    expect(chooserAddress('/astrology/compatibility/love/', { path: 'aries', hash: 'leo' })).toBe('/astrology/compatibility/love/aries#!leo');
    expect(chooserAddress('/astrology/compatibility/love/', { path: 'leo', hash: 'aries' })).toBe('/astrology/compatibility/love/leo#!aries');
    expect(chooserAddress('/astrology/compatibility/chinese', { path: 'rat', hash: 'ox' })).toBe('/astrology/compatibility/chinese/rat#!ox');
  });

  it('reads the hash name of a #! fragment, and nothing else', () => {
    expect(hashName('!leo')).toBe('leo');
    expect(hashName('#!leo')).toBe('leo');
    for (const other of ['', 'leo', 'login', '#login', '!', '!Leo', '!leo/x', '!<b>']) expect(hashName(other)).toBeUndefined();
    expect(entryId('leo')).toBe('!leo');
    expect(hashName(entryId('capricorn'))).toBe('capricorn');
  });

  it('spells the label while submitting as the spec does', () => {
    expect(SUBMITTING_LABEL).toBe('submitting…');
  });
});

describe('the compatibility addresses', () => {
  it('has the content’s slants, and 78 pairs in each, in the order of the writing', () => {
    expect([...COMPATIBILITY_SLANTS]).toEqual([...CONTENT_SLANTS]);
    for (const slant of COMPATIBILITY_SLANTS) {
      expect(allPairs(slant)).toHaveLength(78);
      expect(allPairs(slant)).toEqual(allPairTexts(slant).map((text) => text.signs));
    }
    expect(slantSigns('love').map((sign) => sign.name)).toEqual(['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces']);
    expect(slantSigns('chinese').map((sign) => sign.slug)).toEqual(['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake', 'horse', 'goat', 'monkey', 'rooster', 'dog', 'pig']);
  });

  it('writes a pair first sign first, in either order', () => {
    expect(pairSlug('love', 'aries', 'leo')).toBe('aries-and-leo');
    expect(pairSlug('love', 'leo', 'aries')).toBe('aries-and-leo');
    expect(pairSlug('friendship', 'pisces', 'pisces')).toBe('pisces-and-pisces');
    expect(pairSlug('chinese', 'pig', 'rat')).toBe('rat-and-pig');
    expect(orderedPair('chinese', 'dog', 'dragon')).toEqual(['dragon', 'dog']);
    expect(pairSlug('chinese', 'aries', 'leo')).toBeUndefined();
    expect(pairSlug('love', 'rat', 'leo')).toBeUndefined();
  });

  it('reads the last segment as a pair, one sign or nothing of the slant', () => {
    expect(readPairSegment('love', 'aries-and-leo')).toEqual({ kind: 'pair', first: 'aries', second: 'leo', slug: 'aries-and-leo' });
    expect(readPairSegment('love', 'leo-and-aries')).toEqual({ kind: 'pair', first: 'leo', second: 'aries', slug: 'aries-and-leo' });
    expect(readPairSegment('chinese', 'rat')).toEqual({ kind: 'sign', sign: 'rat' });
    for (const nothing of ['', 'rat', 'aries-leo', 'aries-and-', '-and-leo', 'aries-and-leo-and-virgo', 'aries-and-rat', 'Aries-and-Leo', '..']) expect(readPairSegment('love', nothing)).toBeUndefined();
    expect(readPairSegment('chinese', 'aries-and-leo')).toBeUndefined();
  });

  it('pairs love with friendship, and Chinese with nothing', () => {
    expect(otherSlant('love')).toBe('friendship');
    expect(otherSlant('friendship')).toBe('love');
    expect(otherSlant('chinese')).toBeUndefined();
  });
});

const SIGNS = slantSigns('love').map(({ slug, name }) => ({ slug, name }));
const props = (overrides: Partial<IslandProps['compatibility-chooser']> = {}): IslandProps['compatibility-chooser'] => ({
  id: 'compat-chooser',
  type: 'zodiac',
  slant: 'love',
  base: '/astrology/compatibility/love/',
  signs: SIGNS,
  labels: { path: 'Your sign', hash: 'Their sign' },
  buttonText: 'See How You Match',
  status: { logged_in: false },
  ...overrides,
});
const chooser = (overrides: Partial<IslandProps['compatibility-chooser']> = {}) => createElement(Island, { name: 'compatibility-chooser', props: props(overrides) });
const button = () => screen.getByRole<HTMLButtonElement>('button', { name: /See How You Match|submitting…/ });
const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.submit(button().closest('form')!);

/** Runs the timers the chooser sets after the logged-in event (it waits for the dialog to close first). */
async function afterLogin(): Promise<void> {
  await act(async () => {
    announceUser({ logged_in: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the chooser island', () => {
  beforeEach(() => {
    navigated.mockClear();
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '';
  });
  afterEach(async () => {
    // Leave the next test a visitor again, with no dialog open (islands of earlier tests hear it too).
    await act(async () => {
      announceUser({ logged_in: false });
      setRoute('');
    });
  });

  it('is a plain GET form to the base without JavaScript: both selects required, the button enabled, the reason stated', () => {
    document.body.innerHTML = renderToString(createElement(TestIslands, null, chooser()));
    const form = document.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/astrology/compatibility/love/');
    expect([...form.querySelectorAll('select')].map((select) => [select.name, select.required])).toEqual([
      ['path', true],
      ['hash', true],
    ]);
    expect(screen.getByLabelText('Your sign')).toBeTruthy();
    expect(screen.getByLabelText('Their sign')).toBeTruthy();
    expect(button().disabled).toBe(false);
    expect(button().getAttribute('aria-describedby')).toBe('compat-chooser-hint');
    expect(document.getElementById('compat-chooser-hint')!.textContent).toBe(CHOOSER_HINT);
  });

  it('enables the button only when both selections are set, and says a visitor logs in first', async () => {
    await serveAndHydrate(chooser());
    expect(button().disabled).toBe(true);
    choose('Your sign', 'aries');
    expect(button().disabled).toBe(true);
    choose('Their sign', 'leo');
    expect(button().disabled).toBe(false);
    choose('Your sign', '');
    expect(button().disabled).toBe(true);
    expect(document.getElementById('compat-chooser-hint')!.textContent).toBe(`${CHOOSER_HINT} ${CHOOSER_LOGIN_NOTE}`);
  });

  it('a member goes at once to base + path + #! + hash, says "submitting…" and does not go twice', async () => {
    // The session says so, and so does the last status announced in this window.
    await act(async () => announceUser({ logged_in: true }));
    await serveAndHydrate(chooser({ status: { logged_in: true, user: { username: 'Luna' } } }));
    expect(document.getElementById('compat-chooser-hint')!.textContent).toBe(CHOOSER_HINT);
    choose('Your sign', 'leo');
    choose('Their sign', 'aries');
    await act(async () => submit());
    expect(navigated.mock.calls).toEqual([['/astrology/compatibility/love/leo#!aries']]);
    expect(button().textContent).toBe(SUBMITTING_LABEL);
    expect(button().disabled).toBe(true);
    await act(async () => submit());
    expect(navigated).toHaveBeenCalledTimes(1);
  });

  it('a visitor is sent to the login route; the choice waits for the logged-in event, then goes', async () => {
    await serveAndHydrate(chooser());
    choose('Your sign', 'aries');
    choose('Their sign', 'leo');
    await act(async () => submit());
    expect(currentRoute()).toBe('login');
    expect(navigated).not.toHaveBeenCalled();
    // The login dialog says who logged in, then closes itself.
    await afterLogin();
    expect(navigated.mock.calls).toEqual([['/astrology/compatibility/love/aries#!leo']]);
  });

  it('keeps the choice through signup reached from the login dialog', async () => {
    await serveAndHydrate(chooser());
    choose('Your sign', 'gemini');
    choose('Their sign', 'gemini');
    await act(async () => submit());
    await act(async () => setRoute('login-signup'));
    await afterLogin();
    expect(navigated.mock.calls).toEqual([['/astrology/compatibility/love/gemini#!gemini']]);
  });

  it('drops the choice when the dialog is closed: a later login goes nowhere', async () => {
    await serveAndHydrate(chooser());
    choose('Your sign', 'taurus');
    choose('Their sign', 'scorpio');
    await act(async () => submit());
    expect(currentRoute()).toBe('login');
    await act(async () => setRoute(''));
    await afterLogin();
    expect(navigated).not.toHaveBeenCalled();
  });

  it('on a sign’s page, #!{hash} opens that match’s entry and sets the second select to it', async () => {
    window.history.replaceState(null, '', '/astrology/compatibility/love/aries#!virgo');
    const entries = ['leo', 'virgo'].map((sign) => `<article id="${entryId(sign)}"><h2 tabindex="-1">Aries and ${sign}</h2><details><summary>Learn More</summary><p>…</p></details></article>`).join('');
    await serveAndHydrate(createElement('div', null, chooser({ path: 'aries', reveal: true }), createElement('div', { dangerouslySetInnerHTML: { __html: entries } })));
    const open = () => [...document.querySelectorAll('article')].filter((article) => article.querySelector('details')!.open).map((article) => article.id);
    expect(open()).toEqual(['!virgo']);
    expect((screen.getByLabelText('Your sign') as HTMLSelectElement).value).toBe('aries');
    expect((screen.getByLabelText('Their sign') as HTMLSelectElement).value).toBe('virgo');
    expect(button().disabled).toBe(false);
    // Choosing Leo on the page goes to its entry there (only the fragment changes).
    choose('Their sign', 'leo');
    await act(async () => submit());
    expect(currentRoute()).toBe('login');
    await afterLogin();
    expect(navigated.mock.calls).toEqual([['/astrology/compatibility/love/aries#!leo']]);
    expect(open()).toEqual(['!leo', '!virgo']);
    expect(button().textContent).toBe('See How You Match');
  });
});
