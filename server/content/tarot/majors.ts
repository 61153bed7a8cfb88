import { standInCards } from './placeholder';
import type { CardText } from './types';

export const MAJOR_TEXTS: CardText[] = standInCards(['major']);
