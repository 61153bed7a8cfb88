import { DEFAULT_DECK_ID, DECKS } from '../../../../shared/tarot/decks';
import type { DeckStyle } from './types';

/**
 * Each deck's look (issue #12): the rules every card of the deck is drawn by. Colours are fixed
 * hex values (the art never follows the page theme); the lettering names fonts present on the
 * server (DejaVu, Liberation: the PNG rasteriser draws with system fonts) first, so the title
 * reads the same on a page and in a shared PNG. Family names only (resvg does not match
 * 'DejaVu Sans Condensed' as a family: the condensed faces are a stretch of 'DejaVu Sans').
 */

const SERIF = "'DejaVu Serif', 'Liberation Serif', Georgia, 'Times New Roman', serif";
const SANS = "'DejaVu Sans', 'Liberation Sans', 'Helvetica Neue', Arial, sans-serif";
/** Deco capitals: a geometric sans where the browser has one, DejaVu Sans on the server. */
const GEOMETRIC = "'DejaVu Sans', 'Century Gothic', Futura, 'Liberation Sans', sans-serif";

export const DECK_STYLES: Record<string, DeckStyle> = {
  /** Classic: cream card, black outlines, primary reds, blues and the yellow sky of the old decks. */
  'universal-waite': {
    slug: 'universal-waite',
    palette: {
      background: '#fbf3dc',
      ground: '#8db263',
      sky: '#f4d35e',
      ink: '#231c14',
      accent: '#c8372d',
      accent2: '#2f5fa8',
      figure: '#d9542f',
      skin: '#f3d2ad',
      frame: '#f7eed5',
      lettering: '#231c14',
    },
    stroke: 2.4,
    frame: 'classic',
    lettering: { family: SERIF, uppercase: true, size: 17 },
    radius: 10,
  },
  /** Night blue and starlight: deep indigo grounds, gold and ice-blue lines, a star-dotted frame. */
  'starlit-night': {
    slug: 'starlit-night',
    palette: {
      background: '#17123a',
      ground: '#2a2468',
      sky: '#1f1a4f',
      ink: '#ece7ff',
      accent: '#f2c14e',
      accent2: '#7fd1e8',
      figure: '#8f7dff',
      skin: '#f1dccb',
      frame: '#0e0b26',
      lettering: '#f2c14e',
    },
    stroke: 1.8,
    frame: 'starry',
    lettering: { family: SANS, uppercase: true, size: 15 },
    radius: 16,
  },
  /** Art deco: black lacquer, gold leaf, teal and oxblood, stepped corners and geometric emblems. */
  'gilded-hour': {
    slug: 'gilded-hour',
    palette: {
      background: '#1b1915',
      ground: '#2f4b47',
      sky: '#24302e',
      ink: '#e0bd62',
      accent: '#e0bd62',
      accent2: '#3f8a80',
      figure: '#8a2334',
      skin: '#efd5b2',
      frame: '#121110',
      lettering: '#ecc96c',
    },
    stroke: 1.6,
    frame: 'deco',
    lettering: { family: GEOMETRIC, uppercase: true, size: 16 },
    radius: 3,
  },
  /** Animal folk of the woods: parchment, moss, rust and bark brown, a frame of vines and leaves. */
  'woodland-kin': {
    slug: 'woodland-kin',
    palette: {
      background: '#f3ecd6',
      ground: '#6f9a4f',
      sky: '#d3e6d6',
      ink: '#3b2a1c',
      accent: '#c4682c',
      accent2: '#4f7f34',
      figure: '#9b6b3f',
      skin: '#d8b283',
      frame: '#e6dbbb',
      lettering: '#3b2a1c',
    },
    stroke: 2.4,
    frame: 'vine',
    lettering: { family: SERIF, uppercase: false, size: 19 },
    radius: 18,
  },
  /** The Mandala deck (not a tarot deck): warm paper, the suit's colours are chosen in mandala.tsx. */
  mandala: {
    slug: 'mandala',
    palette: {
      background: '#fff8ec',
      ground: '#f3e3c8',
      sky: '#fdf1dc',
      ink: '#3a2a4a',
      accent: '#d9822b',
      accent2: '#3d8a8a',
      figure: '#8c4a8a',
      skin: '#f1d2b4',
      frame: '#fdf6ea',
      lettering: '#3a2a4a',
    },
    stroke: 1.4,
    frame: 'round',
    lettering: { family: SERIF, uppercase: true, size: 15 },
    radius: 20,
  },
};

const DEFAULT_SLUG = DECKS.find((deck) => deck.id === DEFAULT_DECK_ID)?.slug ?? 'universal-waite';

/** A deck's style by slug; an unknown or retired deck draws in the default deck's style. */
export function deckStyle(slug: string): DeckStyle {
  return DECK_STYLES[slug] ?? DECK_STYLES[DEFAULT_SLUG]!;
}
