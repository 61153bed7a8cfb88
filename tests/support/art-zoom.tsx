/** Screenshots chosen sign illustrations or heroes large (npx tsx tests/support/art-zoom.tsx aquarius virgo hero:tarot ...), for close review. */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ArtId } from '../../shared/site/sections';
import type { ZodiacSlug } from '../../shared/horoscopes/zodiac';
import { SectionHero } from '../../views/ui/art/section-art';
import { SignIllustration } from '../../views/ui/art/sign-art';
import { launchBrowser } from './browser';

const names = process.argv.slice(2);
const signs = names.filter((n) => !n.startsWith('hero:')) as ZodiacSlug[];
const heroes = names.filter((n) => n.startsWith('hero:')).map((n) => n.slice(5) as ArtId);
const css = fs.readFileSync(path.join(__dirname, '../../client/styles/art.css'), 'utf8');
const body = renderToStaticMarkup(<div className="z">{signs.map((s) => <SignIllustration key={s} sign={s} className="big" />)}{heroes.map((h) => <div key={h} className="band"><SectionHero section={h} className="wide" /></div>)}</div>);
const page = `<!doctype html><style>${css} body{margin:0;background:#fbf9ff;color:#2b2150} .z{display:flex;flex-wrap:wrap;gap:8px;width:1000px} svg.big{width:480px;height:480px} .band{background:#1b1440} svg.wide{width:960px;height:400px;max-width:none;display:block}</style>${body}`;

async function main() {
  const browser = await launchBrowser();
  const p = await browser.newPage({ viewport: { width: 1000, height: 700 } });
  await p.setContent(page);
  await (await p.$('.z'))!.screenshot({ path: '/tmp/art-shots/zoom.png' });
  await browser.close();
}
void main();
