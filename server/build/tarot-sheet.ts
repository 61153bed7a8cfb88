import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chromium } from 'playwright-core';
import { TAROT_CARDS, type TarotCard } from '../../shared/tarot/tarot';
import { TarotCardArt } from '../../views/ui/art/tarot/card-art';

/**
 * A contact sheet of tarot card art, for looking at the decks while drawing them:
 *   npx tsx server/build/tarot-sheet.ts --decks universal-waite,woodland-kin --cards majors --out /tmp/sheet
 * writes /tmp/sheet.html and /tmp/sheet.png (one row per deck). --cards takes card ranks
 * (the-star,ace-of-cups), a suit (majors, wands, cups, swords, coins) or `courts`; --width sets
 * each card's width in pixels (default 180).
 */

const { values } = parseArgs({
  options: {
    decks: { type: 'string', default: 'universal-waite' },
    cards: { type: 'string', default: 'majors' },
    out: { type: 'string', default: '/tmp/tarot-sheet' },
    width: { type: 'string', default: '180' },
  },
});

function pick(spec: string): TarotCard[] {
  return spec.split(',').flatMap((part) => {
    if (part === 'majors') return TAROT_CARDS.filter((card) => card.suit === 'major');
    if (part === 'courts') return TAROT_CARDS.filter((card) => card.court);
    if (['wands', 'cups', 'swords', 'coins'].includes(part)) return TAROT_CARDS.filter((card) => card.suit === part && !card.court);
    const card = TAROT_CARDS.find((each) => each.rank === part);
    if (!card) throw new Error(`No card or group called ${part}`);
    return [card];
  });
}

const decks = values.decks.split(',');
const cards = pick(values.cards);
const width = Number(values.width);
const perRow = Math.min(cards.length, Math.max(1, Math.floor(1800 / (width + 6))));
const rows = decks
  .map(
    (deck) =>
      `<h2>${deck}</h2><div style="display:grid;grid-template-columns:repeat(${perRow},${width}px);gap:6px">${cards
        .map((card) => `<div>${renderToStaticMarkup(createElement(TarotCardArt, { deck, rank: card.rank }))}</div>`)
        .join('')}</div>`,
  )
  .join('');
const html = `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:8px;background:#777;font:14px sans-serif;color:#fff}svg{display:block;width:100%;height:auto}h2{margin:6px 0}</style></head><body>${rows}</body></html>`;
writeFileSync(`${values.out}.html`, html);

async function shoot(): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage({ viewport: { width: perRow * (width + 6) + 16, height: 600 } });
  await page.goto(`file://${values.out}.html`);
  await page.screenshot({ path: `${values.out}.png`, fullPage: true });
  await browser.close();
  console.log(`${values.out}.png`);
}

void shoot();
