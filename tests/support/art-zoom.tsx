/** Screenshots chosen sign illustrations large (npx tsx tests/support/art-zoom.tsx aquarius virgo ...), for close review. */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ZodiacSlug } from '../../shared/domain/zodiac';
import { SignIllustration } from '../../ui/art/sign-art';
import { launchBrowser } from './browser';

const signs = process.argv.slice(2) as ZodiacSlug[];
const css = fs.readFileSync(path.join(__dirname, '../../client/styles/art.css'), 'utf8');
const body = renderToStaticMarkup(<div className="z">{signs.map((s) => <SignIllustration key={s} sign={s} className="big" />)}</div>);
const page = `<!doctype html><style>${css} body{margin:0;background:#fbf9ff;color:#2b2150} .z{display:flex;flex-wrap:wrap;gap:8px;width:1000px} svg.big{width:480px;height:480px}</style>${body}`;

async function main() {
  const browser = await launchBrowser();
  const p = await browser.newPage({ viewport: { width: 1000, height: 700 } });
  await p.setContent(page);
  await (await p.$('.z'))!.screenshot({ path: '/tmp/art-shots/zoom.png' });
  await browser.close();
}
void main();
