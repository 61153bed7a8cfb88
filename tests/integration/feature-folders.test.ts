import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { comparePatterns, findPages, routeOrder, sitePages } from '../../server/http/page-registry';
import { ORIGIN } from '../support/members';
import { startTestSite } from '../support/test-site';

/**
 * A new page is one file in its feature's folder (README "Building a page"): this test writes a
 * page with a path parameter and a form, over data the site has (the zodiac), into a new feature
 * folder, and the registry finds it and the site serves it, GET and plain POST, with nothing
 * else edited. The folder is made here and removed after (the lint and type check skip it).
 */
const ROOT = path.join(__dirname, `../tmp-features-${process.pid}`);

const PAGE_FILE = `
import { z } from 'zod';
import { defineAction } from '../../../server/http/action';
import { definePage, pageAction } from '../../../server/http/page-module';
import { ZODIAC_SIGNS } from '../../../shared/horoscopes/zodiac';
import type { RoutePattern } from '../../../shared/routes';
import type { FormProps } from '../../../shared/forms/form-state';

const noteAction = defineAction({
  schema: z.object({ note: z.string().trim().min(1, 'Please write a note.').max(80, 'Please keep it under 80 characters.') }),
  async run({ note }) {
    return { note };
  },
});

function SignNotePage({ name, form }: { name: string } & FormProps) {
  return (
    <div>
      <h1>{\`Notes on \${name}\`}</h1>
      {form?.message ? <p role="status">{form.message}</p> : null}
      <form method="post">
        <label htmlFor="note">Note</label>
        <input id="note" name="note" defaultValue={String(form?.values.note ?? '')} />
        {form?.errors.note ? <p id="note-error">{form.errors.note}</p> : null}
        <button type="submit">Save</button>
      </form>
    </div>
  );
}

export const signNotePage = definePage({
  path: '/sign-notes/:sign' as RoutePattern,
  params: z.object({ sign: z.enum(ZODIAC_SIGNS.map((sign) => sign.slug) as [string, ...string[]]) }),
  load: ({ params }) => ({ name: ZODIAC_SIGNS.find((sign) => sign.slug === params.sign)!.name }),
  head: ({ name }) => ({ title: \`Notes on \${name}\`, description: 'A page of the feature-folder test.' }),
  View: SignNotePage,
  actions: { note: pageAction({ action: noteAction, message: ({ note }) => \`Saved: \${note}\` }) },
});
`;

beforeAll(() => {
  fs.mkdirSync(path.join(ROOT, 'notes'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'notes', 'sign-note.page.tsx'), PAGE_FILE);
});
afterAll(() => fs.rmSync(ROOT, { recursive: true, force: true }));

it('finds a page file dropped into a new feature folder and serves it, GET and plain POST', async () => {
  const found = findPages(ROOT);
  expect(found.map((entry) => [entry.page.path, path.basename(entry.file)])).toEqual([['/sign-notes/:sign', 'sign-note.page.tsx']]);

  const site = await startTestSite('sqlite', {}, { pages: [...sitePages(), ...found.map((entry) => entry.page)] });
  try {
    const page = await request(site.app).get('/sign-notes/leo').expect(200);
    expect(page.text).toContain('<h1>Notes on Leo</h1>');
    expect(page.text).toContain('<title>Notes on Leo');
    // The parameter is checked: an unknown sign is the 404 page, not a 500.
    await request(site.app).get('/sign-notes/dragon').expect(404);

    const saved = await request(site.app).post('/sign-notes/leo').set('Origin', ORIGIN).type('form').send('note=Roar').expect(200);
    expect(saved.text).toContain('Saved: Roar');
    const refused = await request(site.app).post('/sign-notes/leo').set('Origin', ORIGIN).type('form').send('note=').expect(400);
    expect(refused.text).toContain('Please write a note.');
  } finally {
    await site.close();
  }
});

it('builds the route table from the folders: fixed segments before parameters, each pattern once', () => {
  const paths = sitePages().map((page) => page.path);
  expect(new Set(paths).size).toBe(paths.length);
  expect(paths.indexOf('/tarot/cards')).toBeLessThan(paths.indexOf('/tarot/cards/:rank'));
  // Where two patterns could match one address, the fixed segment is tried first.
  expect(comparePatterns('/astrology/weekly-love-horoscopes', '/astrology/:sign')).toBeLessThan(0);
  expect(comparePatterns('/a/:x/raw', '/a/b/:y')).toBeGreaterThan(0);
  expect(comparePatterns('/dev/outbox/:file', '/dev/outbox/:file/raw')).toBeLessThan(0);
  const twice = findPages().slice(0, 1);
  expect(() => routeOrder([...twice, ...twice])).toThrow(/Two pages serve/);
});
