import type { ReactNode } from 'react';
import type { MinorSuit } from '../../../../shared/tarot/tarot';

/**
 * The contract between the tarot art's parts (issue #12). A card is drawn on a 300 x 520 grid:
 * the deck's frame and lettering (card-frame.tsx) around a picture area of PICTURE (x 30-270,
 * y 40-440), the title band below it. A deck's frame, lettering and colours are its DeckStyle;
 * what a card shows is the deck's own Scene for it (decks/{slug}/), drawn in the picture area.
 */

export const CARD_WIDTH = 300;
export const CARD_HEIGHT = 520;
export const PICTURE = { x: 30, y: 40, width: 240, height: 400 } as const;

export interface DeckStyle {
  slug: string;
  /** Colours, as hex; the art never depends on the page theme. */
  palette: {
    background: string;
    ground: string;
    sky: string;
    ink: string;
    accent: string;
    accent2: string;
    figure: string;
    skin: string;
    frame: string;
    lettering: string;
  };
  /** Line weight for outlines, in grid units. */
  stroke: number;
  /** Frame design and the title's lettering. */
  frame: 'classic' | 'deco' | 'minimal' | 'vine' | 'starry' | 'round';
  lettering: { family: string; uppercase: boolean; size: number };
  /** Corners rounded by this radius. */
  radius: number;
}

/** What a scene drawer gets: the style, and the suit emblem drawer for minor cards. */
export interface SceneContext {
  style: DeckStyle;
  /** Draws a suit's emblem centred at (x, y), `size` tall, turned by `rotate` degrees. */
  emblem: (suit: MinorSuit, x: number, y: number, size: number, rotate?: number) => ReactNode;
  /**
   * An id for a gradient, pattern, filter or clip path of this card, unique on the page even
   * when the same card is drawn twice: `id('glow')` in the element, `url(#${id('glow')})` to use it.
   */
  id: (name: string) => string;
}

/** A card's picture, drawn in PICTURE from the context. */
export type Scene = (context: SceneContext) => ReactNode;

/** A deck's own pictures, by canonical_rank ('the-fool' ... 'king-of-coins'). */
export type DeckScenes = Partial<Record<string, Scene>>;
