/**
 * @jest-environment jsdom
 */
import { followLoginChanges } from '../../client/lib/daily-login-change';
import { announceUser } from '../../client/lib/user-events';
import { afterLoginChange } from '../../shared/site/daily-pages';

describe('a login state change on a daily page (spec 2 §4)', () => {
  it('sends a logged-out visitor from a VIP page to the ordinary one', () => {
    expect(afterLoginChange('/vip/daily-horoscope/aries/2026-11-23', false, false)).toBe('/daily-horoscope/aries/2026-11-23');
    expect(afterLoginChange('/vip/daily-horoscope', true, false)).toBe('/daily-horoscope');
    expect(afterLoginChange('/vip/daily-tarot-card/2026-11-23', false, false)).toBe('/daily-tarot-card/2026-11-23');
  });

  it('sends a VIP member who logs in on the daily horoscope to the VIP one', () => {
    expect(afterLoginChange('/daily-horoscope/leo', true, true)).toBe('/vip/daily-horoscope/leo');
    expect(afterLoginChange('/vip/daily-horoscope/leo', true, true)).toBe('/vip/daily-horoscope/leo');
    expect(afterLoginChange('/daily-tarot-card', true, true)).toBe('/vip/daily-tarot-card');
  });

  it('follows the hexagram and the number of the day like the card of the day', () => {
    expect(afterLoginChange('/daily-hexagram/2026-11-25', true, true)).toBe('/vip/daily-hexagram/2026-11-25');
    expect(afterLoginChange('/vip/daily-number', false, false)).toBe('/daily-number');
  });

  it('reloads other daily pages and leaves the rest of the site alone', () => {
    expect(afterLoginChange('/weekly-horoscope/leo', true, false)).toBe('/weekly-horoscope/leo');
    expect(afterLoginChange('/tarot/weekly-tarot-card-reading/leo', true, true)).toBe('/tarot/weekly-tarot-card-reading/leo');
    expect(afterLoginChange('/daily-love-horoscope/leo', true, true)).toBe('/daily-love-horoscope/leo');
    expect(afterLoginChange('/', true, false)).toBeNull();
    expect(afterLoginChange('/daily-horoscopes', true, false)).toBeNull();
  });

  it('waits for the dialogs to close before it moves', () => {
    const assign = jest.fn();
    window.history.pushState({}, '', '/vip/daily-horoscope/aries#logout');
    const stop = followLoginChanges(assign);
    announceUser({ logged_in: false });
    expect(assign).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/vip/daily-horoscope/aries');
    window.dispatchEvent(new Event('hashchange'));
    expect(assign).toHaveBeenCalledWith('/daily-horoscope/aries');
    stop();
  });
});
