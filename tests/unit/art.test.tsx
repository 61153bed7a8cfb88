/**
 * @jest-environment jsdom
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ART_IDS } from '../../shared/site/sections';
import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';
import { PLANET_IDS, PlanetGlyph } from '../../views/ui/art/planet-glyphs';
import { SectionHero, SectionIcon } from '../../views/ui/art/section-art';
import { SignGlyph, SignIllustration } from '../../views/ui/art/sign-art';

const SIGNS = ZODIAC_SIGNS.map((sign) => sign.slug);

interface Kind {
  name: string;
  ids: readonly string[];
  render: (id: string, title?: string) => ReactElement;
  viewBox: string;
  budget: number;
}

const KINDS: Kind[] = [
  { name: 'sign glyph', ids: SIGNS, render: (id, title) => <SignGlyph sign={id as (typeof SIGNS)[number]} title={title} />, viewBox: '0 0 32 32', budget: 700 },
  { name: 'sign illustration', ids: SIGNS, render: (id, title) => <SignIllustration sign={id as (typeof SIGNS)[number]} title={title} />, viewBox: '0 0 120 120', budget: 2500 },
  { name: 'planet glyph', ids: PLANET_IDS, render: (id, title) => <PlanetGlyph planet={id as (typeof PLANET_IDS)[number]} title={title} />, viewBox: '0 0 32 32', budget: 700 },
  { name: 'section hero', ids: ART_IDS, render: (id, title) => <SectionHero section={id as (typeof ART_IDS)[number]} title={title} />, viewBox: '0 0 480 200', budget: 6000 },
  { name: 'section icon', ids: ART_IDS, render: (id, title) => <SectionIcon section={id as (typeof ART_IDS)[number]} title={title} />, viewBox: '0 0 24 24', budget: 700 },
];

/** Parses markup as XML: one svg root, or the test fails. */
function parse(markup: string): Element {
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.documentElement;
}

/** The drawing itself, without the data-* attributes that name the piece. */
const drawing = (markup: string) => markup.replace(/ data-[a-z]+="[^"]*"/g, '');

describe.each(KINDS)('$name', ({ ids, render, viewBox, budget }) => {
  it.each([...ids])('%s is one well-formed svg, hidden from assistive technology without a title', (id) => {
    const markup = renderToStaticMarkup(render(id));
    expect(markup.startsWith('<svg')).toBe(true);
    expect(markup.match(/<svg/g)).toHaveLength(1);
    const svg = parse(markup);
    expect(svg.nodeName).toBe('svg');
    expect(svg.getAttribute('viewBox')).toBe(viewBox);
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.hasAttribute('role')).toBe(false);
    expect(svg.hasAttribute('aria-label')).toBe(false);
    expect(svg.childElementCount).toBeGreaterThan(0);
  });

  it.each([...ids])('%s with a title is an image named by it', (id) => {
    const svg = parse(renderToStaticMarkup(render(id, `Picture of ${id}`)));
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe(`Picture of ${id}`);
    expect(svg.hasAttribute('aria-hidden')).toBe(false);
  });

  it.each([...ids])('%s is safe to inline and within its size budget', (id) => {
    const markup = renderToStaticMarkup(render(id));
    expect(markup).not.toMatch(/<script/i);
    expect(markup).not.toMatch(/\son[a-z]+=/i);
    expect(markup).not.toMatch(/href/i);
    expect(markup).not.toMatch(/\sid=/i);
    expect(markup).not.toMatch(/url\(/i);
    expect(markup).not.toMatch(/NaN|undefined/);
    expect(markup.length).toBeLessThan(budget);
  });

  it('draws a different picture for every id', () => {
    const drawings = new Set(ids.map((id) => drawing(renderToStaticMarkup(render(id)))));
    const expected = ids === PLANET_IDS ? ids.length - 1 : ids.length; // the mean and the true node share the north node glyph
    expect(drawings.size).toBe(expected);
  });
});

it('the mean and the true lunar node both use the north node glyph', () => {
  const mean = drawing(renderToStaticMarkup(<PlanetGlyph planet="mean-node" />));
  expect(drawing(renderToStaticMarkup(<PlanetGlyph planet="true-node" />))).toBe(mean);
});

it('keeps the caller class beside the base class', () => {
  const svg = parse(renderToStaticMarkup(<SignGlyph sign="leo" className="big" />));
  expect(svg.getAttribute('class')).toBe('sign-glyph big');
});

it('renders the same markup every time (no randomness)', () => {
  for (const id of ART_IDS) expect(renderToStaticMarkup(<SectionHero section={id} />)).toBe(renderToStaticMarkup(<SectionHero section={id} />));
});
