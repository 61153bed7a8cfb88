import request from 'supertest';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

describe.each(PAGE_ENGINES)('the colour theme on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  it('renders no theme attribute without a choice, so the system preference applies', async () => {
    const res = await request(site.app).get('/').expect(200);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(res.text).toMatch(/aria-pressed="true"[^>]*>System/);
  });

  it.each(['dark', 'light'])('renders the chosen %s theme from the cookie, on pages and error pages', async (theme) => {
    for (const url of ['/', '/privacy-policy', '/no-such-page']) {
      const res = await request(site.app).get(url).set('Cookie', `theme=${theme}`);
      expect(res.text).toContain(`<html lang="en" data-theme="${theme}">`);
    }
  });

  it.each(['purple', '', '"><script>', 'dark; x'])('treats a theme cookie of %j as no choice', async (value) => {
    const res = await request(site.app).get('/privacy-policy').set('Cookie', `theme=${encodeURIComponent(value)}`).expect(200);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).not.toContain('"><script>');
  });

  it('the toggle form sets the cookie for a year and goes back to the page', async () => {
    const res = await request(site.app).post('/theme').type('form').send({ theme: 'dark', back: '/privacy-policy' }).expect(303);
    expect(res.headers.location).toBe('/privacy-policy');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^theme=dark;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('System clears the cookie', async () => {
    const res = await request(site.app).post('/theme').set('Cookie', 'theme=dark').type('form').send({ theme: 'system', back: '/' }).expect(303);
    expect(String(res.headers['set-cookie'])).toMatch(/^theme=;.*Expires=Thu, 01 Jan 1970/);
  });

  it.each([
    [{ theme: 'dark', back: 'https://evil.example/' }, '/'],
    [{ theme: 'dark', back: '//evil.example/' }, '/'],
    [{ theme: 'dark', back: '/\\evil.example' }, '/'],
    [{ theme: 'dark' }, '/'],
    [{ theme: ['dark', 'light'], back: ['/a', '/b'] }, '/'],
  ])('bad input %j goes back to %s and never off the site', async (body, location) => {
    const res = await request(site.app).post('/theme').type('form').send(body).expect(303);
    expect(res.headers.location).toBe(location);
  });

  it('an unknown theme is taken as System, and another site cannot post the form', async () => {
    const unknown = await request(site.app).post('/theme').type('form').send({ theme: 'neon', back: '/' }).expect(303);
    expect(String(unknown.headers['set-cookie'])).toMatch(/^theme=;/);
    await request(site.app).post('/theme').set('Origin', 'https://evil.example').type('form').send({ theme: 'dark', back: '/' }).expect(403);
  });
});
