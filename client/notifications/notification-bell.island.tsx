import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import type { Feed, FeedItem } from '../../shared/notifications/feed.contract';
import type { IslandProps } from '../../shared/islands';
import { FEED_TITLE, formatReadCookie, READ_COOKIE, storedDot, storedReadCodes, storeReadState } from '../../shared/notifications/notification-state';
import { BellLink, EmptyFeedText, FeedEntry } from '../../views/ui/notification-feed';
import { callLazily } from '../lib/api-client';
import { NAV_MENU_EVENT } from '../lib/nav-enhance';
import { useHydrated } from '../lib/use-hydrated';
import { defineIsland } from '../runtime/define-island';
import type { RoutePattern } from '../../shared/routes';

const FEED_PAGE = '/notifications' satisfies RoutePattern;

const noSubscription = () => () => {};

/** This tab's session storage, or none (private modes may refuse it). */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Tells the server what this browser has read today, so the next page's dot is right before any script runs. */
function mirrorToCookie(feed: Feed, read: ReadonlySet<string>): void {
  const value = formatReadCookie({ loggedIn: feed.logged_in, date: feed.date, allRead: feed.items.every((item) => read.has(item.code)), codes: [...read] });
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${READ_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The header's bell (spec 1 §2, §4): without JavaScript a link to /notifications; once the
 * visitor reaches it, a disclosure that opens the 'Daily Insight Feed' panel (a non-modal
 * dialog: focus moves into it, Escape or a click outside closes it and focus goes back to the
 * bell). Clicking an item marks it read: a member's through `POST /api/notifications`, a
 * visitor's in session storage under the spec's keys (logged in and logged out apart). Opening
 * the site menu closes the panel.
 */
function NotificationBell({ loggedIn, unread: serverUnread }: IslandProps['notification-bell']) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [feed, setFeed] = useState<Feed | null>(null);
  const [failed, setFailed] = useState(false);
  // Known once the feed has loaded here; before that, this tab's session storage, else the server's.
  const [loadedDot, setDot] = useState<boolean | undefined>(undefined);
  const panelId = useId();
  const titleId = `${panelId}-title`;
  const bell = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  const storageDot = useSyncExternalStore(
    noSubscription,
    () => {
      const store = sessionStore();
      return store ? storedDot(store, loggedIn, Date.now()) : undefined;
    },
    () => undefined,
  );
  const dot = loadedDot ?? storageDot ?? serverUnread;

  const apply = useCallback(
    (next: Feed, read: ReadonlySet<string>) => {
      const items = next.items.map((item) => ({ ...item, viewed: item.viewed || read.has(item.code) }));
      const unread = items.filter((item) => !item.viewed).length;
      const settled = { ...next, items, unread };
      setFeed(settled);
      setDot(unread > 0);
      const all = new Set(items.filter((item) => item.viewed).map((item) => item.code));
      const store = sessionStore();
      if (store) storeReadState(store, loggedIn, all, unread > 0, Date.now());
      mirrorToCookie(settled, all);
    },
    [loggedIn],
  );

  const load = useCallback(() => {
    setFailed(false);
    callLazily(() => import('../../shared/notifications/feed.contract').then((api) => api.GetNotificationFeedContract))
      .then((answer) => {
        const store = sessionStore();
        // A member's read state is the server's; a visitor's is this tab's too.
        const local = !answer.logged_in && store ? storedReadCodes(store, false, Date.now()) : new Set<string>();
        apply(answer, local);
      })
      .catch(() => setFailed(true));
  }, [apply]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bell.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const outside = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) close(false);
    };
    const menu = (event: Event) => {
      if ((event as CustomEvent<{ open: boolean }>).detail?.open) close(false);
    };
    // Escape closes it wherever focus is (a read item's button has just gone from under it).
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close(wrapper.current?.contains(document.activeElement) || document.activeElement === document.body);
    };
    document.addEventListener('keydown', escape);
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    window.addEventListener(NAV_MENU_EVENT, menu);
    return () => {
      document.removeEventListener('keydown', escape);
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
      window.removeEventListener(NAV_MENU_EVENT, menu);
    };
  }, [open, close]);

  /** Marks items read: a member's on the server first, a visitor's in this tab. */
  const markRead = async (codes: string[]): Promise<void> => {
    if (!feed || codes.length === 0) return;
    const read = new Set([...feed.items.filter((item) => item.viewed).map((item) => item.code), ...codes]);
    if (feed.logged_in) {
      try {
        await callLazily(() => import('../../shared/site/notification.contract').then((api) => api.ReadNotificationsContract), { body: { codes } });
      } catch {
        // The next opening asks the server again; the item still opens.
      }
    }
    apply(feed, read);
  };

  /** "Mark as read" and "Mark all as read": the button goes with the item, so focus stays in the panel. */
  const markFromButton = (codes: string[]) => {
    void markRead(codes).then(() => panel.current?.focus());
  };

  const openItem = (event: MouseEvent<HTMLElement>, item: FeedItem) => {
    const link = (event.target as Element).closest('a');
    if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target === '_blank') {
      if (link) void markRead([item.code]);
      return;
    }
    event.preventDefault();
    const to = link.href;
    void markRead([item.code]).finally(() => window.location.assign(to));
  };

  const toggle = () => {
    // The feed is asked for at the first opening, and again after a failure.
    if (!open && (!feed || failed)) load();
    setOpen(!open);
  };
  const onBellClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    toggle();
  };
  const onBellKey = (event: KeyboardEvent<HTMLAnchorElement>) => {
    // A link that acts as a button answers the space bar too.
    if (event.key === ' ') {
      event.preventDefault();
      toggle();
    }
  };

  const unread = feed?.items.filter((item) => !item.viewed) ?? [];
  const read = feed?.items.filter((item) => item.viewed) ?? [];
  return (
    <div className="notification-bell" ref={wrapper}>
      <BellLink
        unread={dot}
        linkRef={bell}
        expanded={hydrated ? open : undefined}
        controls={hydrated ? panelId : undefined}
        onClick={hydrated ? onBellClick : undefined}
        onKeyDown={hydrated ? onBellKey : undefined}
      />
      {open && (
        <div
          className="notification-panel"
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          ref={panel}
        >
          <div className="notification-panel-head">
            <h2 id={titleId}>{FEED_TITLE}</h2>
            <button type="button" className="notification-close" onClick={() => close(true)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Close the feed</span>
            </button>
          </div>
          {failed ? (
            <p className="notification-status" role="status">
              The feed did not load. <a href={FEED_PAGE}>Open it as a page</a> or{' '}
              <button type="button" className="notification-link-button" onClick={load}>
                try again
              </button>
              .
            </p>
          ) : !feed ? (
            <p className="notification-status" role="status">
              Loading today’s insight…
            </p>
          ) : (
            <div className="notification-panel-body">
              {unread.length === 0 ? (
                <EmptyFeedText />
              ) : (
                <ul className="notification-list" aria-label="New today">
                  {unread.map((item) => (
                    <FeedEntry
                      key={item.code}
                      item={item}
                      onOpen={openItem}
                      action={
                        <button type="button" className="button button-secondary notification-read-button" onClick={() => markFromButton([item.code])}>
                          Mark as read<span className="visually-hidden">: {item.title}</span>
                        </button>
                      }
                    />
                  ))}
                </ul>
              )}
              {read.length > 0 && (
                <details className="notification-read-today">
                  <summary>Read today ({read.length})</summary>
                  <ul className="notification-list">
                    {read.map((item) => (
                      <FeedEntry key={item.code} item={item} />
                    ))}
                  </ul>
                </details>
              )}
              <p className="notification-panel-foot">
                {unread.length > 1 && (
                  <button type="button" className="notification-link-button" onClick={() => markFromButton(unread.map((item) => item.code))}>
                    Mark all as read
                  </button>
                )}
                <a href={FEED_PAGE}>See the whole feed</a>
              </p>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

export default defineIsland('notification-bell', NotificationBell);
