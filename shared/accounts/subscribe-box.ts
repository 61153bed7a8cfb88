import { SETTINGS_MESSAGES } from '../forms/messages';

/**
 * The members' subscribe box (spec 1 §2 "Newsletter block", §4 "Newsletter subscribe box", §8):
 * the pure rules, shared by the layout's box, its island, the plain form's page and the action.
 *
 * "Intent" is the spec's pending change on a list item: signing up marks lists with intent, and
 * saving turns each intent into the mail service's join or leave (subscribed with intent is left,
 * anything else with intent is joined). The mail service keeps only where a member stands
 * (subscribed, unsubscribed, or neither), so intent lives here and never in a table.
 */

/** Where the box's joins are recorded (spec 1 §7 `mail-lists:save`). */
export const SUBSCRIBE_BOX_LOCATION = 'newsletter-module';

/** Lists the box never signs anyone up for: the VIP personal horoscope and the number of the day. */
export const NOT_SIGNED_UP_BY_BOX: readonly string[] = ['dh_dailyhoroscope', 'number_of_the_day'];

/** Where view 2's button goes. */
export const DAILY_HOROSCOPE_PATH = '/daily-horoscope';
export const DAILY_LOVE_HOROSCOPE_PATH = '/daily-love-horoscope';
export type SubscribeBoxTarget = typeof DAILY_HOROSCOPE_PATH | typeof DAILY_LOVE_HOROSCOPE_PATH;

export const SUBSCRIBE_BOX_MESSAGES = {
  /** Spec 1 §8: the lists were already saved while view 1 was shown. */
  alreadySignedUp: 'You have already signed up.',
  /** Spec 1 §8: a save that failed for one list or more. */
  saveFailed: SETTINGS_MESSAGES.listsFailed,
  location: 'This form can only be sent from the subscribe box.',
  type: 'The box can only be opened for the newsletter.',
} as const;

/** A member's standing on one list (spec 1 §3 "Mail list item"), with the box's pending change. */
export interface ListStanding {
  code: string;
  subscribed: boolean;
  unsubscribed: boolean;
  intent?: boolean;
}

export type SubscribeBoxView = 1 | 2;

/** One call the save makes: join or leave `code`. */
export interface ListChange {
  code: string;
  subscribe: boolean;
}

const has = (lists: readonly ListStanding[], code: string) => lists.some((list) => list.code === code && list.subscribed);

/** Whether signing up may mark this list: never joined nor left, and not one the box leaves alone. */
export const markableBySignUp = (list: ListStanding): boolean => !list.subscribed && !list.unsubscribed && !NOT_SIGNED_UP_BY_BOX.includes(list.code);

/** Sign me up: every list that is neither subscribed nor unsubscribed gets intent (but the two the box leaves alone). */
export function markSignUpIntent(lists: readonly ListStanding[]): ListStanding[] {
  return lists.map((list) => (markableBySignUp(list) ? { ...list, intent: true } : { ...list }));
}

/** What saving does with each intent: subscribed with intent is left; unsubscribed (or never joined) with intent is joined. */
export function changesOf(lists: readonly ListStanding[]): ListChange[] {
  return lists.filter((list) => list.intent).map((list) => ({ code: list.code, subscribe: !list.subscribed }));
}

/** A change that went through: the list's standing after it, intent cleared. */
export function applyChange(lists: readonly ListStanding[], change: ListChange): ListStanding[] {
  return lists.map((list) => (list.code === change.code ? { code: list.code, subscribed: change.subscribe, unsubscribed: !change.subscribe } : list));
}

/**
 * Whether the box shows: only while lists it could offer remain unsubscribed, and never when the
 * member has the daily horoscope and the daily love horoscope but not the weekly love one.
 */
export function subscribeBoxVisible(lists: readonly ListStanding[]): boolean {
  const remaining = lists.some((list) => !list.subscribed && !NOT_SIGNED_UP_BY_BOX.includes(list.code));
  if (!remaining) return false;
  return !(has(lists, 'dailyhoroscope') && has(lists, 'dle') && !has(lists, 'weekly_love'));
}

/** View 2's button: the daily love horoscope when the member has the daily horoscope but not dle, else the daily horoscope. */
export function subscribeBoxTarget(lists: readonly ListStanding[]): SubscribeBoxTarget {
  return has(lists, 'dailyhoroscope') && !has(lists, 'dle') ? DAILY_LOVE_HOROSCOPE_PATH : DAILY_HOROSCOPE_PATH;
}

/** Where the box starts: view 2 when it was opened for type Newsletter (the member has just signed up for it), else view 1. */
export function subscribeBoxStartView(type?: string): SubscribeBoxView {
  return type?.toLowerCase() === 'newsletter' ? 2 : 1;
}

/**
 * The box's error from what a save reports: nothing for no error, an empty string, or an empty
 * error object (spec 1 §8); otherwise the spec's message around the reason (a string, an error's
 * `message`, or each list's reason).
 */
export function saveErrorMessage(error: unknown): string | undefined {
  const reason = reasonOf(error);
  return reason ? SUBSCRIBE_BOX_MESSAGES.saveFailed(reason) : undefined;
}

function reasonOf(error: unknown): string {
  if (error === undefined || error === null || error === false) return '';
  if (typeof error === 'string') return error.trim();
  if (typeof error !== 'object') return String(error);
  if (Array.isArray(error)) return error.map(reasonOf).filter(Boolean).join(' ');
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && message.trim()) return message.trim();
  // An object of reasons by list: each reason once, in order.
  return [...new Set(Object.values(error).map(reasonOf).filter(Boolean))].join(' ');
}
