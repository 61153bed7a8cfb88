import { signupPayload } from '../support/signup-payload';
import { liveSiteInBrowser } from '../support/live-site';

const live = liveSiteInBrowser();

describe('the password dialog of an autologin link in a real browser', () => {
  const email = `autologin.${Date.now()}@example.com`;
  const password = 'moonlight-42';

  it('greets the member, logs them in with their password, and the link works only once', async () => {
    // A member signs up (and so is logged in) and asks for an autologin link.
    const memberContext = await live.browser.newContext();
    const api = memberContext.request;
    const signup = await api.post(`${live.site.url}/api/member/signup`, {
      headers: { Origin: live.site.url },
      data: signupPayload({ first_name: 'Mira', email, password, password_verify: password }),
    });
    expect(signup.status()).toBe(200);
    const autologin = await api.get(`${live.site.url}/api/member/get-autologin`);
    expect(autologin.status()).toBe(200);
    const { m, mauto } = (await autologin.json()) as { m: string; mauto: string };
    await memberContext.close();
    const link = `${live.site.url}/?m=${encodeURIComponent(m)}&mauto=${encodeURIComponent(mauto)}`;

    // A fresh browser opens the link.
    const context = await live.browser.newContext();
    const page = await context.newPage();
    await page.goto(link);
    const dialog = page.getByRole('dialog', { name: 'Welcome back, Mira' });
    await dialog.waitFor();
    expect(page.url()).toBe(`${live.site.url}/`);
    await expect(dialog.getByLabel('Email').inputValue()).resolves.toBe(email);
    await expect(dialog.getByLabel('Email').getAttribute('readonly')).resolves.not.toBeNull();

    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'ENTER' }).click();
    await dialog.getByText('Password did not match this email').waitFor();

    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'ENTER' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('summary', { hasText: 'My Account' }).waitFor();
    const status = await page.evaluate(() => fetch('/api/user/status').then((r) => r.json()));
    expect(status).toMatchObject({ logged_in: true, user: { email, username: 'Mira' } });
    await context.close();

    // The same link a second time: the call is refused and no dialog appears.
    const again = await live.browser.newPage();
    const refused = again.waitForResponse((response) => response.url().endsWith('/api/member/autologin'));
    await again.goto(link);
    expect((await refused).status()).toBe(404);
    await again.waitForSelector('[data-island="password-dialog"][data-hydrated="true"]', { state: 'attached' });
    await again.waitForTimeout(100);
    await expect(again.getByRole('dialog').count()).resolves.toBe(0);
    expect(again.url()).toBe(`${live.site.url}/`);
    await again.getByRole('link', { name: 'Log In' }).waitFor();
    await again.close();
  });

  it('closing the dialog leads to the home page', async () => {
    const memberContext = await live.browser.newContext();
    const api = memberContext.request;
    const login = await api.post(`${live.site.url}/api/user/login`, { headers: { Origin: live.site.url }, data: { email, password } });
    expect(login.status()).toBe(200);
    const { m, mauto } = (await (await api.get(`${live.site.url}/api/member/get-autologin`)).json()) as { m: string; mauto: string };
    await memberContext.close();

    const page = await live.browser.newPage();
    await page.goto(`${live.site.url}/?m=${encodeURIComponent(m)}&mauto=${encodeURIComponent(mauto)}`);
    const dialog = page.getByRole('dialog', { name: 'Welcome back, Mira' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${live.site.url}/`);
    await page.close();
  });
});
