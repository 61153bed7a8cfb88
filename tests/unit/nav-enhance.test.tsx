/**
 * @jest-environment jsdom
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { enhanceNavigation, NAV_MENU_EVENT } from '../../client/lib/nav-enhance';
import { buildNavigation, NAV_SECTIONS, type LiveRoutes } from '../../shared/site/navigation';
import { NavMenu, SectionBar, TopNav } from '../../views/components/site-nav';
import { USER_EVENT } from '../../client/lib/user-events';
import { TestIslands } from '../support/islands';

/** Every section's pages exist, so the desktop bar has its submenus. */
function everything(): LiveRoutes {
  const live = new Map<string, 'public' | 'member'>([
    ['/signup', 'public'],
    ['/login', 'public'],
    ['/service', 'public'],
  ]);
  for (const group of NAV_SECTIONS) for (const link of group.links) live.set(link.href, 'public');
  live.set('/readings-reports', 'public').set('/member/journal', 'member');
  return live;
}

/** A media query list whose `matches` the test flips, firing `change`. */
function fakeMedia() {
  const target = new EventTarget() as EventTarget & { matches: boolean };
  target.matches = false;
  window.matchMedia = (() => target) as unknown as typeof window.matchMedia;
  return target;
}

const toggled = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void = () => {};
function render() {
  // As a page with islands draws it: both audiences' links, the visitor's shown.
  const nav = buildNavigation(everything(), { loggedIn: false, vip: false }, { bothAudiences: true });
  document.body.innerHTML = `<header class="site-header">${renderToStaticMarkup(
    <TestIslands>
      <NavMenu menu={nav.menu} path="/" loggedIn={false} islands />
      <SectionBar bar={nav.bar} />
      <TopNav top={nav.top} path="/" loggedIn={false} />
    </TestIslands>,
  )}</header><main><a href="/elsewhere">elsewhere</a></main>`;
  stop = enhanceNavigation(document);
  const menu = document.querySelector<HTMLDetailsElement>('details.nav-menu')!;
  const drops = Array.from(document.querySelectorAll<HTMLDetailsElement>('details.nav-drop'));
  return { menu, drops };
}

afterEach(() => {
  stop();
  window.history.replaceState(null, '', '/');
});

describe('the header enhancements', () => {
  it('gives every opener aria-expanded, kept in step with its panel, and one disclosure open at a time', async () => {
    const { menu, drops } = render();
    const [tarot, love] = [drops.find((d) => d.textContent?.startsWith('Tarot'))!, drops.find((d) => d.textContent?.startsWith('Love'))!];
    for (const details of [menu, ...drops]) expect(details.querySelector('summary')!.getAttribute('aria-expanded')).toBe('false');
    tarot.open = true;
    await toggled();
    expect(tarot.querySelector('summary')!.getAttribute('aria-expanded')).toBe('true');
    // Focus went into the submenu.
    expect(document.activeElement?.closest('.nav-drop-panel')).toBe(tarot.querySelector('.nav-drop-panel'));
    love.open = true;
    await toggled();
    expect(tarot.open).toBe(false);
    await toggled();
    expect(tarot.querySelector('summary')!.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the open submenu and returns focus to its button', async () => {
    const { drops } = render();
    const drop = drops[0]!;
    drop.open = true;
    await toggled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(drop.open).toBe(false);
    expect(document.activeElement).toBe(drop.querySelector('summary'));
  });

  it('crossing 900 px closes the menu, and opening it tells other islands (notifications close)', async () => {
    const media = fakeMedia();
    const { menu } = render();
    const events: boolean[] = [];
    window.addEventListener(NAV_MENU_EVENT, (event) => events.push((event as CustomEvent<{ open: boolean }>).detail.open));
    menu.open = true;
    await toggled();
    media.matches = true;
    media.dispatchEvent(new Event('change'));
    expect(menu.open).toBe(false);
    await toggled();
    expect(events).toEqual([true, false]);
  });

  it('a click outside closes what is open; the rail switches panels in place', async () => {
    const { menu } = render();
    menu.open = true;
    await toggled();
    const tarotRail = menu.querySelector<HTMLAnchorElement>('[data-nav-panel="nav-tarot"]')!;
    tarotRail.click();
    expect(menu.querySelector('#nav-tarot')!.classList.contains('is-active')).toBe(true);
    expect(menu.querySelector('#nav-my-account')!.classList.contains('is-active')).toBe(false);
    expect(tarotRail.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(menu.querySelector('#nav-tarot'));
    document.querySelector('main a')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(menu.open).toBe(false);
  });

  it('#nav-{section} opens the menu at that section', async () => {
    window.history.replaceState(null, '', '/#nav-love');
    const { menu } = render();
    await toggled();
    expect(menu.open).toBe(true);
    expect(menu.querySelector('#nav-love')!.classList.contains('is-active')).toBe(true);
    expect(document.activeElement).toBe(menu.querySelector('#nav-love'));
  });

  it('a login shows the members\' links at once (top nav Readings, My Account, the balance); a logout the visitors\' again', () => {
    render();
    const shown = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((element) => !element.closest('[hidden]')).map((element) => element.textContent);
    expect(shown('.nav-top a')).toContain('Free Tarot Reading');
    expect(shown('.nav-top a')).not.toContain('Readings');
    expect(shown('#nav-my-account a')).toEqual(['Sign Up', 'Log In']);
    const user = { member_uuid: 'm-1', username: 'Ada', email: 'ada@example.com', kcs: { total: 1234 }, subscriptions: { vip: false } };
    window.dispatchEvent(new CustomEvent(USER_EVENT, { detail: { logged_in: true, user } }));
    expect(shown('.nav-top a')).toContain('Readings');
    expect(shown('.nav-top a')).not.toContain('Free Tarot Reading');
    expect(shown('#nav-my-account a')).toEqual(expect.arrayContaining(['Your Readings']));
    expect(shown('#nav-my-account a')).not.toContain('Sign Up');
    expect(shown('#nav-my-account button')).toEqual(['Log Out']);
    expect(document.querySelector('[data-nav-coins]')!.textContent).toBe('1,234');
    expect(shown('.nav-coins').length).toBe(1);
    window.dispatchEvent(new CustomEvent(USER_EVENT, { detail: { logged_in: false } }));
    expect(shown('.nav-top a')).toContain('Free Tarot Reading');
    expect(shown('#nav-my-account a')).toEqual(['Sign Up', 'Log In']);
    expect(shown('.nav-coins')).toEqual([]);
  });
});
