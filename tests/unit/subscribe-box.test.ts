import {
  applyChange,
  changesOf,
  markSignUpIntent,
  saveErrorMessage,
  SUBSCRIBE_BOX_LOCATION,
  SUBSCRIBE_BOX_MESSAGES,
  subscribeBoxStartView,
  subscribeBoxTarget,
  subscribeBoxVisible,
  type ListStanding,
} from '../../shared/accounts/subscribe-box';
import { SubscribeBoxFormSchema } from '../../shared/accounts/subscribe-box.contract';

const CODES = ['ipe', 'dailyhoroscope', 'dle', 'weekly_love', 'dh_dailyhoroscope', 'number_of_the_day'] as const;
type Code = (typeof CODES)[number];

/** The six lists, each neither subscribed nor unsubscribed unless named. */
function lists(subscribed: Code[] = [], unsubscribed: Code[] = []): ListStanding[] {
  return CODES.map((code) => ({ code, subscribed: subscribed.includes(code), unsubscribed: unsubscribed.includes(code) }));
}
const intents = (marked: ListStanding[]) => marked.filter((list) => list.intent).map((list) => list.code);

describe('the members’ subscribe box (spec 1 §4)', () => {
  describe('signing up marks intent', () => {
    it('on every list neither subscribed nor unsubscribed, but never dh_dailyhoroscope or number_of_the_day', () => {
      expect(intents(markSignUpIntent(lists()))).toEqual(['ipe', 'dailyhoroscope', 'dle', 'weekly_love']);
    });

    it('never on a list the member is on, or one they left', () => {
      expect(intents(markSignUpIntent(lists(['ipe', 'dle'], ['weekly_love'])))).toEqual(['dailyhoroscope']);
      expect(intents(markSignUpIntent(lists(['ipe', 'dailyhoroscope', 'dle'], ['weekly_love'])))).toEqual([]);
    });

    it('leaves the lists it was given as they were', () => {
      const before = lists();
      markSignUpIntent(before);
      expect(before.some((list) => list.intent)).toBe(false);
    });
  });

  describe('saving turns each intent into a change', () => {
    it('joins a list never joined, or left, that carries intent; leaves a subscribed one that carries intent', () => {
      const marked: ListStanding[] = [
        { code: 'ipe', subscribed: false, unsubscribed: false, intent: true },
        { code: 'dle', subscribed: false, unsubscribed: true, intent: true },
        { code: 'weekly_love', subscribed: true, unsubscribed: false, intent: true },
        { code: 'dailyhoroscope', subscribed: false, unsubscribed: false },
      ];
      expect(changesOf(marked)).toEqual([
        { code: 'ipe', subscribe: true },
        { code: 'dle', subscribe: true },
        { code: 'weekly_love', subscribe: false },
      ]);
    });

    it('a change that went through sets the list’s standing and clears its intent', () => {
      const marked = markSignUpIntent(lists());
      const after = applyChange(applyChange(marked, { code: 'dle', subscribe: true }), { code: 'ipe', subscribe: false });
      expect(after.find((list) => list.code === 'dle')).toEqual({ code: 'dle', subscribed: true, unsubscribed: false });
      expect(after.find((list) => list.code === 'ipe')).toEqual({ code: 'ipe', subscribed: false, unsubscribed: true });
      expect(after.find((list) => list.code === 'weekly_love')?.intent).toBe(true);
    });
  });

  describe('whether the box shows', () => {
    it('shows while a list it offers is not subscribed, whether never joined or left', () => {
      expect(subscribeBoxVisible(lists())).toBe(true);
      expect(subscribeBoxVisible(lists(['ipe', 'dailyhoroscope', 'weekly_love'], ['dle']))).toBe(true);
      expect(subscribeBoxVisible(lists(['dailyhoroscope', 'dle', 'weekly_love'], ['ipe']))).toBe(true);
    });

    it('hides once nothing it offers remains (dh_dailyhoroscope and number_of_the_day do not count)', () => {
      expect(subscribeBoxVisible(lists(['ipe', 'dailyhoroscope', 'dle', 'weekly_love']))).toBe(false);
      expect(subscribeBoxVisible(lists([...CODES]))).toBe(false);
    });

    it('hides when the member has dailyhoroscope and dle but not weekly_love', () => {
      expect(subscribeBoxVisible(lists(['dailyhoroscope', 'dle']))).toBe(false);
      expect(subscribeBoxVisible(lists(['dailyhoroscope', 'dle'], ['weekly_love']))).toBe(false);
      // Either one alone, or with weekly_love, leaves it showing while another list remains.
      expect(subscribeBoxVisible(lists(['dailyhoroscope']))).toBe(true);
      expect(subscribeBoxVisible(lists(['dle']))).toBe(true);
      expect(subscribeBoxVisible(lists(['dailyhoroscope', 'dle', 'weekly_love']))).toBe(true);
    });
  });

  describe('view 2’s button', () => {
    it('goes to the daily love horoscope when the member has dailyhoroscope but not dle', () => {
      expect(subscribeBoxTarget(lists(['dailyhoroscope']))).toBe('/daily-love-horoscope');
      expect(subscribeBoxTarget(lists(['dailyhoroscope'], ['dle']))).toBe('/daily-love-horoscope');
    });

    it('goes to the daily horoscope otherwise', () => {
      expect(subscribeBoxTarget(lists(['dailyhoroscope', 'dle']))).toBe('/daily-horoscope');
      expect(subscribeBoxTarget(lists(['dle']))).toBe('/daily-horoscope');
      expect(subscribeBoxTarget(lists())).toBe('/daily-horoscope');
    });
  });

  it('opened for type Newsletter it starts at view 2, otherwise at view 1', () => {
    expect(subscribeBoxStartView('Newsletter')).toBe(2);
    expect(subscribeBoxStartView('newsletter')).toBe(2);
    expect(subscribeBoxStartView(undefined)).toBe(1);
    expect(subscribeBoxStartView('Reading')).toBe(1);
  });

  describe('the save’s error', () => {
    it('an empty error object, an empty string or nothing is no error', () => {
      expect(saveErrorMessage({})).toBeUndefined();
      expect(saveErrorMessage('')).toBeUndefined();
      expect(saveErrorMessage('   ')).toBeUndefined();
      expect(saveErrorMessage(undefined)).toBeUndefined();
      expect(saveErrorMessage(null)).toBeUndefined();
      expect(saveErrorMessage({ dle: '' })).toBeUndefined();
    });

    it('anything else is the spec’s message around the reason', () => {
      expect(saveErrorMessage('The mail service failed (HTTP 500).')).toBe('Unable to save one or more of your preferences. (The mail service failed (HTTP 500).)');
      expect(saveErrorMessage({ message: 'Timed out' })).toBe('Unable to save one or more of your preferences. (Timed out)');
      // Reasons by list: each reason once.
      expect(saveErrorMessage({ dle: 'Down.', weekly_love: 'Down.', ipe: 'Refused.' })).toBe('Unable to save one or more of your preferences. (Down. Refused.)');
    });

    it('says ‘You have already signed up.’ word for word', () => {
      expect(SUBSCRIBE_BOX_MESSAGES.alreadySignedUp).toBe('You have already signed up.');
    });
  });

  it('the form takes the box’s location, or none, and refuses any other', () => {
    expect(SubscribeBoxFormSchema.parse({})).toEqual({ location: 'newsletter-module' });
    expect(SubscribeBoxFormSchema.parse({ location: SUBSCRIBE_BOX_LOCATION, intent: 'sign-up' })).toEqual({ location: 'newsletter-module' });
    const refused = SubscribeBoxFormSchema.safeParse({ location: 'settings' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(SUBSCRIBE_BOX_MESSAGES.location);
  });
});
