/**
 * @jest-environment jsdom
 */
import { TextEncoder } from 'node:util';
import { act, fireEvent, screen } from '@testing-library/react';

Object.assign(globalThis, { TextEncoder, __NO_AUTO_BOOT__: true, IS_REACT_ACT_ENVIRONMENT: true });

jest.mock('../../client/lib/navigate', () => ({ navigate: jest.fn() }));

import { navigate } from '../../client/lib/navigate';
import type { IslandProps } from '../../shared/islands';
import { Island } from '../../views/components/island';
import { serveAndHydrate } from '../support/islands';

const navigated = navigate as jest.MockedFunction<typeof navigate>;
const PROPS: IslandProps['chinese-zodiac-form'] = { action: '/astrology/chinese-zodiac', lastYear: 2026, values: {}, errors: {} };

const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
const choose = (label: string, value: string) => act(() => void fireEvent.change(select(label), { target: { value } }));
const days = () => Array.from(select('Day').options).filter((option) => option.value !== '').length;
const errorOf = (label: string) => {
  const describedBy = select(label).getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy)?.textContent : undefined;
};

const realFetch = global.fetch;
/** The API's answer, as fetch gives it to the api client. */
function replyWith(status: number, body: unknown) {
  const fetched = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }) as Response);
  global.fetch = fetched as unknown as typeof fetch;
  return fetched;
}
const submitted = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);

beforeEach(() => {
  navigated.mockClear();
  submitted.mockClear();
  window.history.replaceState(null, '', '/astrology/chinese-zodiac');
});
afterEach(() => {
  global.fetch = realFetch;
});

describe('the Chinese zodiac calculator island', () => {
  it('is a GET form to the calculator with three labelled selects: 12 months, the days, 102 years from this one', async () => {
    await serveAndHydrate(<Island name="chinese-zodiac-form" props={PROPS} />);
    const form = document.querySelector('form.cz-form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/astrology/chinese-zodiac']);
    expect([select('Month').name, select('Day').name, select('Year').name]).toEqual(['month', 'day', 'year']);
    expect(select('Month').options).toHaveLength(13);
    const years = Array.from(select('Year').options).slice(1).map((option) => Number(option.value));
    expect([years.length, years[0], years.at(-1)]).toEqual([102, 2026, 1925]);
    expect(screen.getByRole('button', { name: 'Find Out Now' })).toBeTruthy();
  });

  it('offers the days the month has in the year chosen, and drops a day the new month lacks', async () => {
    await serveAndHydrate(<Island name="chinese-zodiac-form" props={PROPS} />);
    expect(days()).toBe(31);
    choose('Day', '31');
    choose('Month', '2');
    expect([days(), select('Day').value]).toEqual([29, '']);
    choose('Year', '2023');
    expect(days()).toBe(28);
    choose('Year', '2024');
    expect(days()).toBe(29);
    choose('Month', '4');
    expect(days()).toBe(30);
  });

  it('says "This field is required" under each select left empty, and sends nothing', async () => {
    const fetched = replyWith(200, {});
    await serveAndHydrate(<Island name="chinese-zodiac-form" props={PROPS} />);
    choose('Month', '5');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Find Out Now' })));
    expect([errorOf('Month'), errorOf('Day'), errorOf('Year')]).toEqual([undefined, 'This field is required', 'This field is required']);
    expect(select('Day').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(select('Day'));
    expect(fetched).not.toHaveBeenCalled();
    // Choosing clears the message.
    choose('Day', '4');
    expect(errorOf('Day')).toBeUndefined();
  });

  it('asks the API for the sign and goes to its page with the Chinese year', async () => {
    const fetched = replyWith(200, { data: { sign: 'rat', element: 'wood', year: 1984, starts: '1984-02-02', ends: '1985-02-19' } });
    await serveAndHydrate(<Island name="chinese-zodiac-form" props={PROPS} />);
    choose('Month', '2');
    choose('Day', '19');
    choose('Year', '1985');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Find Out Now' })));
    expect(fetched).toHaveBeenCalledWith('/api/compat-meter/getchinese?month=2&day=19&year=1985', expect.objectContaining({ method: 'GET' }));
    expect(navigated).toHaveBeenCalledWith('/astrology/chinese-zodiac/rat?year=1984');
  });

  it('shows the server’s field messages, and keeps what a refused plain submit chose', async () => {
    replyWith(400, { error: { code: 'validation_failed', message: 'The request query parameters are not valid.', fields: { day: ['The calculator starts at Chinese New Year 1900.'] } } });
    await serveAndHydrate(<Island name="chinese-zodiac-form" props={{ ...PROPS, values: { month: '7', day: '', year: '1990' }, errors: { day: 'This field is required' } }} />);
    expect([select('Month').value, select('Day').value, select('Year').value]).toEqual(['7', '', '1990']);
    expect(errorOf('Day')).toBe('This field is required');
    choose('Day', '9');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Find Out Now' })));
    expect(errorOf('Day')).toBe('The calculator starts at Chinese New Year 1900.');
    expect(navigated).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('sends the plain form when the call does not get through', async () => {
    global.fetch = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    await serveAndHydrate(<Island name="chinese-zodiac-form" props={{ ...PROPS, values: { month: '2', day: '20', year: '1985' } }} />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Find Out Now' })));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(navigated).not.toHaveBeenCalled();
  });
});
