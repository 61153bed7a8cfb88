/**
 * @jest-environment jsdom
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MAJOR_NAMES, TAROT_CARDS, type MinorSuit } from '../../shared/tarot/tarot';
import { MAJOR_SCENES, courtScene, type CourtRank, type Scene } from '../../views/ui/art/tarot/scenes';
import { PICTURE, type DeckStyle, type SceneContext } from '../../views/ui/art/tarot/types';

const FIGURES: DeckStyle['figures'][] = ['people', 'animals', 'silhouettes'];
const SUITS: MinorSuit[] = ['wands', 'cups', 'swords', 'coins'];
const COURTS: CourtRank[] = ['page', 'knight', 'queen', 'king'];

const style = (figures: DeckStyle['figures']): DeckStyle => ({
  slug: `test-${figures}`,
  palette: { background: '#fffaf0', ground: '#88aa66', sky: '#cce0ee', ink: '#222233', accent: '#ddaa33', accent2: '#5577aa', figure: '#aa4433', skin: '#eeccaa', frame: '#222233', lettering: '#222233' },
  stroke: 1.5,
  figures,
  frame: 'classic',
  lettering: { family: 'serif', uppercase: false, size: 16 },
  radius: 8,
});

/** A context whose emblem drawer records its calls and draws a marked circle. */
function context(figures: DeckStyle['figures']) {
  const calls: { suit: MinorSuit; x: number; y: number; size: number }[] = [];
  const ctx: SceneContext = {
    style: style(figures),
    emblem: (suit, x, y, size) => {
      calls.push({ suit, x, y, size });
      return <circle key={`${suit}-${x}-${y}`} data-emblem={suit} cx={x} cy={y} r={size / 2} />;
    },
    id: (name) => name,
  };
  return { ctx, calls };
}

const render = (scene: Scene, ctx: SceneContext) => renderToStaticMarkup(<svg xmlns="http://www.w3.org/2000/svg">{scene(ctx) as ReactNode}</svg>);

function parse(markup: string): Element {
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.documentElement;
}

/** The numeric coordinates of the drawing's untransformed rects, circles and ellipses. */
function looseShapes(svg: Element): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  for (const el of Array.from(svg.querySelectorAll('rect, circle, ellipse'))) {
    let transformed = false;
    for (let node: Element | null = el; node && node !== svg; node = node.parentElement) if (node.hasAttribute('transform')) transformed = true;
    if (transformed) continue;
    const x = Number(el.getAttribute('x') ?? el.getAttribute('cx'));
    const y = Number(el.getAttribute('y') ?? el.getAttribute('cy'));
    if (Number.isFinite(x) && Number.isFinite(y)) points.push({ x, y });
  }
  return points;
}

/** The absolute coordinates of the untransformed paths' move-to commands. */
function pathStarts(svg: Element): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  for (const el of Array.from(svg.querySelectorAll('path'))) {
    let transformed = false;
    for (let node: Element | null = el; node && node !== svg; node = node.parentElement) if (node.hasAttribute('transform')) transformed = true;
    if (transformed) continue;
    for (const m of (el.getAttribute('d') ?? '').matchAll(/M(-?[\d.]+)[ ,]?(-?[\d.]+)/g)) points.push({ x: Number(m[1]), y: Number(m[2]) });
  }
  return points;
}

/** Where placed figures and beasts stand: the translate of each transformed group. */
function placements(svg: Element): { x: number; y: number }[] {
  return Array.from(svg.querySelectorAll('[transform]')).flatMap((el) => {
    const m = /^translate\((-?[\d.]+)[ ,](-?[\d.]+)\)/.exec(el.getAttribute('transform') ?? '');
    return m ? [{ x: Number(m[1]), y: Number(m[2]) }] : [];
  });
}

const inPicture = ({ x, y }: { x: number; y: number }, slack = 6) =>
  x >= PICTURE.x - slack && x <= PICTURE.x + PICTURE.width + slack && y >= PICTURE.y - slack && y <= PICTURE.y + PICTURE.height + slack;

const SLUGS = TAROT_CARDS.filter((card) => card.suit === 'major').map((card) => card.rank);
const CASES = FIGURES.flatMap((figures) => [
  ...SLUGS.map((slug) => ({ figures, name: slug, scene: () => MAJOR_SCENES[slug], suit: undefined as MinorSuit | undefined })),
  ...SUITS.flatMap((suit) => COURTS.map((court) => ({ figures, name: `${court} of ${suit}`, scene: () => courtScene(suit, court), suit }))),
]);

describe('tarot scene registry', () => {
  it('has a scene for each of the 22 majors and 16 courts', () => {
    expect(SLUGS).toHaveLength(MAJOR_NAMES.length);
    for (const slug of SLUGS) expect(typeof MAJOR_SCENES[slug]).toBe('function');
    for (const suit of SUITS) for (const court of COURTS) expect(typeof courtScene(suit, court)).toBe('function');
  });
});

describe.each(CASES)('$name ($figures)', ({ figures, scene, suit, name }) => {
  const { ctx, calls } = context(figures);
  const draw = scene()!;
  const markup = render(draw, ctx);
  const svg = parse(markup);

  it('renders a non-trivial, deterministic drawing with no text', () => {
    expect(svg.querySelectorAll('path, circle, rect, ellipse').length).toBeGreaterThanOrEqual(6);
    // Small enough for 78-card deck pages: few elements, short markup.
    expect(svg.querySelectorAll('*').length).toBeLessThan(100);
    expect(markup.length).toBeLessThan(12000);
    expect(svg.querySelectorAll('text, image')).toHaveLength(0);
    expect(render(draw, context(figures).ctx)).toBe(markup);
    expect(markup).not.toMatch(/NaN|undefined|Infinity/);
    for (const path of Array.from(svg.querySelectorAll('path'))) expect(path.getAttribute('d')).toMatch(/^M[-\d.]+[ ,]?[-\d.]+(?:[MLHVCSQTAZmlhvcsqtaz][-\d., ]*)*$/);
  });

  it('stays inside the picture area', () => {
    const points = [...looseShapes(svg), ...pathStarts(svg), ...placements(svg)];
    expect(points.length).toBeGreaterThan(3);
    const outside = points.filter((p) => !inPicture(p));
    expect(outside).toEqual([]);
  });

  it('draws suit emblems through the deck (courts and The Magician)', () => {
    if (suit) {
      expect(calls.length).toBeGreaterThanOrEqual(1);
      expect(calls.every((call) => call.suit === suit)).toBe(true);
      for (const call of calls) expect(inPicture(call)).toBe(true);
    } else if (name === 'the-magician') {
      expect(new Set(calls.map((call) => call.suit))).toEqual(new Set(SUITS));
    } else {
      expect(calls).toHaveLength(0);
    }
  });
});
