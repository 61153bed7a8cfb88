import { standInDeckStories } from './placeholder';
import type { DeckStory } from './types';

export const DECK_STORIES: DeckStory[] = standInDeckStories();
