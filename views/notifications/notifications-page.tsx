import type { Feed } from '../../shared/notifications/feed.contract';
import { FEED_TITLE } from '../../shared/notifications/notification-state';
import { READ_ALL } from '../../shared/notifications/read.form';
import { formFor, type FormProps } from '../../shared/forms/form-state';
import { href, ROUTES } from '../../shared/routes';
import { ContentPage } from '../templates/content-page';
import { EmptyFeedText, FeedEntry } from '../ui/notification-feed';

export interface NotificationsPageProps extends FormProps {
  feed: Feed;
  horoscopeHref: string;
}

/** A plain POST form that marks one item (or all) read and comes back to the page. */
function ReadForm({ code, label, className }: { code: string; label: string; className?: string }) {
  return (
    <form method="post" action={href(ROUTES.notifications)} className={className ?? 'notification-read-form'}>
      <input type="hidden" name="intent" value="read" />
      <input type="hidden" name="code" value={code} />
      <button type="submit" className="button button-secondary notification-read-button">
        {label}
      </button>
    </form>
  );
}

/** `/notifications`: the Daily Insight Feed without JavaScript, the header bell's page. */
export function NotificationsPage({ feed, horoscopeHref, form }: NotificationsPageProps) {
  const posted = formFor(form, 'read');
  const unread = feed.items.filter((item) => !item.viewed);
  const read = feed.items.filter((item) => item.viewed);
  return (
    <ContentPage title={FEED_TITLE} kicker="Notifications" breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: FEED_TITLE }]} as="div">
      {posted && !posted.ok && (
        <p className="form-error" role="alert">
          {posted.errors.code ?? posted.message}
        </p>
      )}
      <p>Today’s insight in one list: your horoscope, the tarot card, the number and the hexagram of the day, new articles and news from us. A new list comes every day.</p>
      {unread.length === 0 ? (
        <EmptyFeedText horoscopeHref={horoscopeHref} />
      ) : (
        <>
          <div className="notification-page-bar">
            <h2 id="unread-heading">
              New today <span className="notification-count">({unread.length})</span>
            </h2>
            <ReadForm code={READ_ALL} label="Mark all as read" className="notification-read-all" />
          </div>
          <ul className="notification-list" aria-labelledby="unread-heading">
            {unread.map((item) => (
              <FeedEntry key={item.code} item={item} action={<ReadForm code={item.code} label="Mark as read" />} />
            ))}
          </ul>
        </>
      )}
      {read.length > 0 && (
        <>
          <h2 id="read-heading">Read today</h2>
          <ul className="notification-list" aria-labelledby="read-heading">
            {read.map((item) => (
              <FeedEntry key={item.code} item={item} />
            ))}
          </ul>
        </>
      )}
    </ContentPage>
  );
}
