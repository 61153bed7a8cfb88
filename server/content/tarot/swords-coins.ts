import { standInCards } from './placeholder';
import type { CardText } from './types';

export const SWORDS_COINS_TEXTS: CardText[] = standInCards(['swords', 'coins']);
