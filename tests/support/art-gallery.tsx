/** Renders every piece of art into one HTML page and screenshots it (npx tsx tests/support/art-gallery.tsx [outdir]). */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';
import { ART_IDS } from '../../shared/site/sections';
import { PLANET_IDS, PlanetGlyph } from '../../views/ui/art/planet-glyphs';
import { SectionHero, SectionIcon } from '../../views/ui/art/section-art';
import { SignGlyph, SignIllustration } from '../../views/ui/art/sign-art';
import { launchBrowser } from './browser';

const out = process.argv[2] ?? '/tmp/art-shots';
const css = fs.readFileSync(path.join(__dirname, '../../client/styles/art.css'), 'utf8');
const signs = ZODIAC_SIGNS.map((s) => s.slug);

function panel(theme: 'light' | 'dark') {
  const html = renderToStaticMarkup(
    <div className="panel">
      <div className="row">{signs.map((s) => <SignGlyph key={s} sign={s} className="g24" />)}</div>
      <div className="row">{signs.map((s) => <SignGlyph key={s} sign={s} className="g64" />)}</div>
      <div className="row">{PLANET_IDS.map((p) => <PlanetGlyph key={p} planet={p} className="g24" />)}</div>
      <div className="row">{PLANET_IDS.map((p) => <PlanetGlyph key={p} planet={p} className="g64" />)}</div>
      <div className="row">{ART_IDS.map((s) => <SectionIcon key={s} section={s} className="i24" />)}</div>
      <div className="row">{ART_IDS.map((s) => <SectionIcon key={s} section={s} className="g64" />)}</div>
      <div className="row wrap">{signs.map((s) => <SignIllustration key={s} sign={s} className="i120" />)}</div>
    </div>,
  );
  return `<section data-theme="${theme}" class="${theme}">${html}</section>`;
}

const heroes = renderToStaticMarkup(
  <div className="heroes">{ART_IDS.map((s) => <div key={s} className="band"><SectionHero section={s} className="h480" /></div>)}</div>,
);

const page = `<!doctype html><html><head><meta charset="utf-8"><style>
${css}
body{margin:0;font-family:sans-serif}
.light{background:#fbf9ff;color:#2b2150;padding:16px}
.dark{background:#14102a;color:#ece6ff;padding:16px}
.row{display:flex;gap:12px;align-items:center;margin:8px 0}
.wrap{flex-wrap:wrap;width:${6 * 132}px}
svg.g24{width:24px;height:24px} svg.g64{width:64px;height:64px} svg.i24{width:24px;height:24px}
svg.i120{width:120px;height:120px} svg.h480{width:480px;height:200px;display:block}
.heroes{display:flex;flex-wrap:wrap;gap:8px;padding:8px;background:#fbf9ff;width:${2 * 488 + 8}px}
.band{background:#1b1440;color:#f5f1ff}
</style></head><body>${panel('light')}${panel('dark')}${heroes}</body></html>`;

async function main() {
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'gallery.html'), page);
  const browser = await launchBrowser();
  const p = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  await p.setContent(page);
  const shot = async (sel: string, name: string) => {
    const el = await p.$(sel);
    if (el) await el.screenshot({ path: path.join(out, name) });
  };
  await shot('section.light', 'light.png');
  await shot('section.dark', 'dark.png');
  await shot('.heroes', 'heroes.png');
  await p.addStyleTag({ content: 'section.light .i120{width:220px;height:220px} .wrap{width:1000px}' });
  await shot('section.light .wrap', 'illustrations-big.png');
  await p.addStyleTag({ content: 'section.light svg.g64{width:88px;height:88px}' });
  await shot('section.light .row:nth-child(6)', 'icons-big.png');
  await shot('section.light .row:nth-child(2)', 'glyphs-big.png');
  await shot('section.light .row:nth-child(4)', 'planets-big.png');
  await browser.close();
}

void main();
