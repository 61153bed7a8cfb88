import type { UserStatus } from '../../shared/accounts/user.contract';
import { afterLoginChange } from '../../shared/site/daily-pages';
import { USER_EVENT } from './user-events';

/** A hash that is a dialog's route (#login, #signup, #sms ...), not a view of the page. */
const dialogOpen = () => window.location.hash !== '' && !['#everyone', '#you'].includes(window.location.hash);

/**
 * On a daily page, follows a login or logout to the page that now fits (spec 2 §4), once the
 * dialogs are done (a signup goes on to the text-message offer first). Returns the unsubscribe.
 */
export function followLoginChanges(navigate: (url: string) => void = (url) => window.location.assign(url)): () => void {
  let pending: string | null = null;
  const go = () => {
    if (pending === null || dialogOpen()) return;
    navigate(pending);
  };
  const onUser = (event: Event) => {
    const status = (event as CustomEvent<UserStatus>).detail;
    pending = afterLoginChange(window.location.pathname, status.logged_in, status.user?.subscriptions?.vip === true);
    go();
  };
  window.addEventListener(USER_EVENT, onUser);
  window.addEventListener('hashchange', go);
  return () => {
    window.removeEventListener(USER_EVENT, onUser);
    window.removeEventListener('hashchange', go);
  };
}
