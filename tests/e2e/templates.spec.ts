import fs from 'node:fs';
import path from 'node:path';
import { collectConsoleErrors } from '../support/browser';
import { liveSiteInBrowser } from '../support/live-site';

const live = liveSiteInBrowser();

/** Each page template where it is shown: the astrology landing, a policy page, and the daily page on the design reference. */
const TEMPLATES = [
  { name: 'section-landing', path: '/astrology', root: '.template-landing' },
  { name: 'content-page', path: '/privacy-policy', root: '.template-content' },
  { name: 'daily-page', path: '/styleguide#daily', root: '#daily .template-daily' },
] as const;

const WIDTHS = [375, 1280];
const THEMES = ['light', 'dark'] as const;

/** Set SCREENSHOT_DIR to keep a picture of each template at each width in each theme. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

describe.each(THEMES)('the page templates in a real browser, %s theme', (theme) => {
  it.each(TEMPLATES)('$name ($path) fits a phone and a desktop with nothing overlapping its header', async ({ name, path: pagePath, root }) => {
    const context = await live.browser.newContext({ colorScheme: theme });
    const page = await context.newPage();
    // The CSP (no inline style or script) is on: a refused style attribute shows here.
    const errors = collectConsoleErrors(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${live.site.url}${pagePath}`);
      const template = page.locator(root);
      await template.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The title sits inside the night band, and the band's text is light on dark in both themes.
      const header = template.locator('.page-header').first();
      const title = header.locator('h1, h2').first();
      const [band, heading] = [await header.boundingBox(), await title.boundingBox()];
      expect(heading!.x).toBeGreaterThanOrEqual(band!.x);
      expect(heading!.x + heading!.width).toBeLessThanOrEqual(band!.x + band!.width + 0.5);
      expect(heading!.y + heading!.height).toBeLessThanOrEqual(band!.y + band!.height);
      expect(await title.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
      if (SCREENSHOT_DIR) {
        fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
        const file = path.join(SCREENSHOT_DIR, `template-${name}-${width}-${theme}.png`);
        if (name === 'daily-page') await page.locator('#daily').screenshot({ path: file });
        else await page.screenshot({ path: file, fullPage: true });
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
