import { z } from 'zod';
import { defineContract } from '../api/contract';

export const FEED_ITEM_KINDS = ['horoscope', 'tarot', 'number', 'hexagram', 'article', 'message'] as const;

/**
 * One item of the Daily Insight Feed: a code stable for the day (`daily-horoscope-2026-11-26-aries`,
 * `tarot-card-2026-11-26`, `article-<slug>`, a promo message's own code), what it says, where it
 * leads, and whether this reader has read it. A promo message carries its sanitised HTML instead
 * of a link.
 */
export const FeedItemSchema = z.object({
  code: z.string(),
  kind: z.enum(FEED_ITEM_KINDS),
  title: z.string(),
  text: z.string(),
  href: z.string().optional(),
  html: z.string().optional(),
  viewed: z.boolean(),
});
export type FeedItem = z.infer<typeof FeedItemSchema>;

export const FeedSchema = z.object({
  /** The day the feed is for (YYYY-MM-DD, New York time, as the daily pages). */
  date: z.string(),
  logged_in: z.boolean(),
  items: z.array(FeedItemSchema),
  /** How many items are unread: the header's dot shows while this is above 0. */
  unread: z.number().int().min(0),
});
export type Feed = z.infer<typeof FeedSchema>;

/**
 * `GET /api/notifications/feed`: today's Daily Insight Feed for whoever asks. A member's read
 * state is the server's; a visitor's comes from this browser (the `notifications_read` cookie,
 * and the island adds session storage). Marking read is `POST /api/notifications` for members.
 */
export const GetNotificationFeedContract = defineContract('notifications.feed', 'GET /notifications/feed', { response: FeedSchema });
