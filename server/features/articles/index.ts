/**
 * What the articles feature offers the rest of the site: the drawings' router (app.ts mounts it),
 * the menus' newest articles, and the cards other pages list.
 */
import type { NavLatest } from '../../../shared/site/navigation';
import type { SectionId } from '../../../shared/site/sections';
import type { ArticleTopicId } from '../../../shared/articles/articles';
import { latestArticles } from './articles';

export { articleArtRouter } from './article-art';
export { articleCard, latestArticles } from './articles';

/** Which articles each menu section's "Latest" shows: its own topic's (the readings, every topic's). */
const SECTION_TOPICS: Record<SectionId, readonly ArticleTopicId[]> = {
  horoscopes: ['astrology'],
  astrology: ['astrology'],
  tarot: ['tarot'],
  readings: [],
  love: ['love'],
  numerology: ['numerology'],
  psychics: ['psychic'],
};

/** Each section's four newest articles, worked out once (they change only with a release). */
export function navLatestArticles(): NavLatest {
  return Object.fromEntries(
    Object.entries(SECTION_TOPICS).map(([section, topics]) => [section, latestArticles(4, topics).map(({ url, title, picture_frag, image_alt }) => ({ url, title, picture_frag, image_alt }))]),
  );
}
