import { standInCards } from './placeholder';
import type { CardText } from './types';

export const WANDS_CUPS_TEXTS: CardText[] = standInCards(['wands', 'cups']);
