import { href, ROUTES } from '../../../shared/routes';
import { NotificationsPage } from '../../../views/notifications/notifications-page';
import { definePage, pageAction } from '../../http/page-module';
import { loadFeed } from './feed';
import { readNotificationAction } from './read.action';

/**
 * `/notifications`: the Daily Insight Feed as a plain page, where the header's bell leads without
 * JavaScript. Today's items, the unread ones marked, each with a "Mark as read" form (and one for
 * all); reading is a POST that comes back here, so a GET never changes anything.
 */
export const notificationsPage = definePage({
  path: ROUTES.notifications,
  interactive: false,
  async load(context) {
    // The page shows this reader's read state: never kept by a shared cache.
    context.res.set('Cache-Control', 'private, no-store');
    const feed = await loadFeed(context);
    return { feed, horoscopeHref: href(ROUTES.horoscopes.daily.base) };
  },
  head: () => ({ title: 'Daily Insight Feed', description: 'Today’s horoscope, tarot card, number and hexagram of the day, new articles and news, in one list.', noindex: true }),
  View: NotificationsPage,
  actions: { read: pageAction({ action: readNotificationAction, redirect: () => href(ROUTES.notifications) }) },
});
