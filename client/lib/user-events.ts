import { useSyncExternalStore } from 'react';
import type { KnownUser, UserStatus } from '../../shared/accounts/user.contract';

/**
 * Islands are separate React roots; they learn about logins and logouts from one DOM event.
 * The latest status is also kept here, so an island that hydrates later starts from it.
 */
export const USER_EVENT = 'app:user';

let latest: UserStatus | undefined;

export function announceUser(status: UserStatus): void {
  latest = status;
  window.dispatchEvent(new CustomEvent<UserStatus>(USER_EVENT, { detail: status }));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(USER_EVENT, listener);
  return () => window.removeEventListener(USER_EVENT, listener);
}

/** The user status: what the server rendered until a login or logout is announced. */
export function useUserStatus(initial: KnownUser): KnownUser {
  return useSyncExternalStore(
    subscribe,
    () => latest ?? initial,
    () => initial,
  );
}

/** Email and password carried from a failed login to the signup dialog ('member not found'). */
let handoff: { email: string; password: string } | undefined;

export function handOffCredentials(credentials: { email: string; password: string }): void {
  handoff = credentials;
}

export function handedOffCredentials(): { email: string; password: string } | undefined {
  return handoff;
}

export function clearHandedOffCredentials(): void {
  handoff = undefined;
}

/**
 * What a signup whose email (or password) was refused carries to the login dialog (spec 1 §4):
 * the email, and the messages to show under the fields.
 */
let loginHandoff: { email: string; errors: Record<string, string> } | undefined;

export function handOffToLogin(carried: { email: string; errors: Record<string, string> }): void {
  loginHandoff = carried;
}

/** Read once: the login form takes it as it opens. */
export function takeLoginHandoff(): { email: string; errors: Record<string, string> } | undefined {
  const carried = loginHandoff;
  loginHandoff = undefined;
  return carried;
}
