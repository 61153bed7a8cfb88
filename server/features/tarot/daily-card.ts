import { createHmac } from 'node:crypto';
import { TAROT_CARDS, type TarotCard } from '../../../shared/tarot/tarot';
import { LruCache } from '../../cache/lru-cache';

/**
 * The card of the day (spec 2 §1, §3 "Tarot card of the day") and the weekly tarot card of a
 * sign: drawn for a date (and a member, for the "you" card) by a keyed hash, so the same day
 * always shows the same card, every visitor sees the same "everyone" card, and each member's own
 * card differs from the next member's. Not secret, only stable: a cryptographic draw would give
 * a new card at every reload.
 */

export interface DrawnCard {
  card: TarotCard;
  /** A quarter of the days the card comes reversed. */
  reversed: boolean;
}

/** Recent draws: the home page asks for the same day's card on every visit. */
const drawn = new LruCache<DrawnCard>(1000);

function draw(seed: string): DrawnCard {
  const known = drawn.get(seed);
  if (known) return known;
  const digest = createHmac('sha256', 'starlit-daily-cards').update(seed).digest();
  const card = { card: TAROT_CARDS[digest.readUInt32BE(0) % TAROT_CARDS.length]!, reversed: digest[4]! % 4 === 0 };
  drawn.set(seed, card);
  return card;
}

/** The card of the day: everyone's, or a member's own (`memberUuid`). */
export const cardOfTheDay = (date: string, memberUuid?: string): DrawnCard => draw(`day:${memberUuid ?? 'everyone'}:${date}`);

/** A sign's card for the week starting on `weekStart` (a Monday). */
export const weeklyCard = (sign: string, weekStart: string): DrawnCard => draw(`week:${sign}:${weekStart}`);
