import { standInSpreads } from './placeholder';
import type { SpreadText } from './types';

export const SPREAD_TEXTS: SpreadText[] = standInSpreads();
