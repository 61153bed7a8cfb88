import type { KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import type { FeedItem } from '../../shared/notifications/feed.contract';
import { EMPTY_FEED_LINK_WORDS, EMPTY_FEED_TEXT } from '../../shared/notifications/notification-state';
import type { RoutePattern } from '../../shared/routes';

/**
 * The Daily Insight Feed's markup, shared by the /notifications page and the bell island: the
 * bell (a link to /notifications until the island makes it open the panel), one item, and the
 * empty text with its last words linking to the daily horoscopes.
 */

export function BellIcon() {
  return (
    <svg className="notification-bell-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16h15.4L18 12.6V9a6 6 0 0 0-6-6Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M9.5 19a2.5 2.5 0 0 0 5 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface BellLinkProps {
  unread: boolean;
  /** Set once the island runs: the link then opens the panel (a disclosure button). */
  expanded?: boolean | undefined;
  controls?: string | undefined;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void;
  linkRef?: Ref<HTMLAnchorElement>;
}

/** The header's bell: a link to /notifications with the unread dot; with the island, the panel's opener. */
export function BellLink({ unread, expanded, controls, onClick, onKeyDown, linkRef }: BellLinkProps) {
  const enhanced = expanded !== undefined;
  return (
    <a
      ref={linkRef}
      className="notification-bell-button"
      href={'/notifications' satisfies RoutePattern}
      role={enhanced ? 'button' : undefined}
      aria-expanded={enhanced ? expanded : undefined}
      aria-controls={enhanced ? controls : undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <BellIcon />
      <span className="visually-hidden">{unread ? 'Notifications (new today)' : 'Notifications'}</span>
      {unread && <span className="notification-dot" data-testid="notification-dot" aria-hidden="true" />}
    </a>
  );
}

/** The empty text, word for word (spec 1 §2), its last words a link to /daily-horoscope. */
export function EmptyFeedText({ horoscopeHref = '/daily-horoscope' satisfies RoutePattern }: { horoscopeHref?: string }) {
  const [before] = EMPTY_FEED_TEXT.split(EMPTY_FEED_LINK_WORDS);
  return (
    <p className="notification-empty">
      {before}
      <a href={horoscopeHref}>{EMPTY_FEED_LINK_WORDS}</a>.
    </p>
  );
}

const KIND_LABELS: Record<FeedItem['kind'], string> = {
  horoscope: 'Horoscope',
  tarot: 'Tarot',
  number: 'Numerology',
  hexagram: 'I Ching',
  article: 'Article',
  message: 'News',
};

/**
 * One item: its kind, its title (a link to its page, or the message's own HTML), its text, and
 * whether it is unread. `onOpen` runs when its link (or a link inside a message) is clicked;
 * `action` is the item's "Mark as read" control (a form on the page, a button in the panel).
 */
export function FeedEntry({ item, onOpen, action }: { item: FeedItem; onOpen?: (event: MouseEvent<HTMLElement>, item: FeedItem) => void; action?: ReactNode }) {
  const open = onOpen ? (event: MouseEvent<HTMLElement>) => onOpen(event, item) : undefined;
  return (
    <li className={`notification-item${item.viewed ? ' is-read' : ' is-unread'}`} data-code={item.code}>
      <div className="notification-item-body">
        <p className="notification-kind">
          {!item.viewed && <span className="notification-item-dot" aria-hidden="true" />}
          {!item.viewed && <span className="visually-hidden">Unread: </span>}
          {KIND_LABELS[item.kind]}
        </p>
        {item.html ? (
          // A promo message: the rules service's sanitised HTML, its links its own.
          <div className="notification-message" onClick={open} dangerouslySetInnerHTML={{ __html: item.html }} />
        ) : (
          <>
            <p className="notification-title">
              <a href={item.href} onClick={open}>
                {item.title}
              </a>
            </p>
            <p className="notification-text">{item.text}</p>
          </>
        )}
      </div>
      {action}
    </li>
  );
}
