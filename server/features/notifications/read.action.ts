import { formatReadCookie, READ_COOKIE } from '../../../shared/notifications/notification-state';
import { READ_ALL, ReadNotificationFormSchema } from '../../../shared/notifications/read.form';
import { MemberNotificationsReadContract } from '../../../shared/platform-api/member.platform';
import { defineAction, fieldError } from '../../http/action';
import { loadFeed } from './feed';

/**
 * The /notifications page's "Mark as read" and "Mark all as read" (a plain form, for browsers
 * without JavaScript). A member's reads go to the member service, as the bell's
 * `POST /api/notifications` does; a visitor's are kept by this browser only, in the
 * `notifications_read` cookie (until the browser closes, like session storage). Either way the
 * cookie says whether all of today's feed is read, so the header's dot is right on the next page.
 */
export const readNotificationAction = defineAction({
  schema: ReadNotificationFormSchema,
  async run({ code }, context): Promise<{ marked: number; unread: number }> {
    const feed = await loadFeed(context);
    const marking = code === READ_ALL ? feed.items.map((item) => item.code) : [code];
    if (code !== READ_ALL && !feed.items.some((item) => item.code === code)) throw fieldError('code', 'That notification is not in today’s feed. It may be from another day.', 'bad_request');
    if (context.memberUuid && marking.length > 0) {
      await context.platform.call(MemberNotificationsReadContract, { params: { member_uuid: context.memberUuid }, body: { codes: marking } });
    }
    const read = new Set([...feed.items.filter((item) => item.viewed).map((item) => item.code), ...marking]);
    const unread = feed.items.filter((item) => !read.has(item.code)).length;
    context.res.cookie(READ_COOKIE, formatReadCookie({ loggedIn: feed.logged_in, date: feed.date, allRead: unread === 0, codes: [...read] }), {
      path: '/',
      sameSite: 'lax',
      secure: context.config.SITE_URL.startsWith('https://'),
    });
    return { marked: marking.length, unread };
  },
});
