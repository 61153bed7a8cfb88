import { useEffect, useState } from 'react';
import type { KnownUser, UserStatus } from '../../shared/api/user.contract';

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

/** The user status, starting from what the server rendered and following every announcement. */
export function useUserStatus(initial: KnownUser): KnownUser {
  const [status, setStatus] = useState<KnownUser>(initial);
  useEffect(() => {
    if (latest) setStatus(latest);
    const listener = (event: Event) => setStatus((event as CustomEvent<UserStatus>).detail);
    window.addEventListener(USER_EVENT, listener);
    return () => window.removeEventListener(USER_EVENT, listener);
  }, []);
  return status;
}

/** Email and password carried from a failed login to the signup dialog ('member not found'). */
let handoff: { email: string; password: string } | undefined;

export function handOffCredentials(credentials: { email: string; password: string }): void {
  handoff = credentials;
}

export function takeHandedOffCredentials(): { email: string; password: string } | undefined {
  const taken = handoff;
  handoff = undefined;
  return taken;
}
