import { jsonLdDocuments, SITE_IMAGE, type JsonLdData } from '../../shared/site/json-ld';
import { serialiseJsonLd } from '../components/json-ld';

export interface HeadTags {
  title: string;
  description: string;
  canonicalUrl: string;
  ogType?: 'website' | 'article';
  /** Pages that must never be indexed (errors, member pages). */
  noindex?: boolean;
  /** schema.org data, written as JSON-LD: one document, or several, each its own script element. */
  jsonLd?: JsonLdData;
  /**
   * The page's own Open Graph image (a site path or an absolute URL), its text alternative and,
   * when known, its size in pixels (so a crawler can lay out the preview before fetching it); the
   * site's image otherwise.
   */
  ogImage?: { src: string; alt: string; width?: number; height?: number };
}

export interface DocumentAssets {
  css: string;
  /** The boot module, or null when the page holds no island that starts with it (then it fetches no script at once). */
  bootScript: string | null;
  /** The boot module to fetch when the visitor first reaches an island, on a page whose islands all wait for the visitor; else null. */
  bootOnDemand: string | null;
  /** Island chunks and shared chunks to fetch early, in parallel with boot. */
  preload: string[];
}

interface DocumentProps {
  head: HeadTags;
  siteName: string;
  assets: DocumentAssets;
  bodyHtml: string;
  /** `data-theme` of the root element: the visitor's chosen theme, or none to follow the system. */
  theme?: 'light' | 'dark' | undefined;
}

/**
 * `promo_page_views` (spec 1 §3), counted in the browser on every page but /confirm, so the page
 * itself is the same for every visitor and a cache can share it: a whole number of visits (garbage
 * starts again at 1), kept 14 days from the last one. Nothing on the server reads it yet.
 */
export const PAGE_VIEW_SCRIPT = [
  `if (location.pathname !== '/confirm') {`,
  `  const held = /(?:^|; )promo_page_views=(\\d{1,7})(?:;|$)/.exec(document.cookie);`,
  `  const views = Math.min((held ? Number(held[1]) : 0) + 1, 1000000);`,
  `  document.cookie = 'promo_page_views=' + views + '; Max-Age=1209600; Path=/; SameSite=Lax' + (location.protocol === 'https:' ? '; Secure' : '');`,
  `}`,
].join('\n');

/**
 * The few lines a page has instead of the boot module when none of its islands must start with it
 * (issue #29: JavaScript on demand). They fetch the boot module, which brings React and hydrates
 * the islands each at its moment, the first time one of these happens:
 * - the visitor points at, touches or focuses an island that waits for them, or anything in the
 *   header (the account menu starts with the boot module: it runs the header's keyboard enhancements);
 * - an island that waits to be seen comes within 200 px of the viewport;
 * - the address's fragment becomes a dialog's route (`#login`), as when a Sign Up or Log In link
 *   (`data-route`) is clicked before its island has hydrated: the click opens the dialog; or it
 *   names the section of an island that waits for the visitor (`#tarot-reading/self`).
 * Until then the page has fetched no script. The interaction listeners stay: an island the visitor
 * reaches while the boot module is on its way is marked to start at once when it runs.
 *
 * A button pressed, or a form sent, inside an island while the boot module is on its way (a
 * finger that touched the spread's "Draw my cards" taps it at once) is held and marked
 * `data-held-press`; the boot module takes it over when it runs (client/runtime/boot.ts,
 * `holdPresses`) and presses it again once the island has hydrated. If the module cannot come,
 * or has not come within 5 s, it is pressed again as plain HTML (a submit button posts its form).
 */
export function bootOnDemandScript(bootUrl: string): string {
  return [
    `const events = ['pointerover', 'touchstart', 'focusin'];`,
    `let booted = false;`,
    `let settled = false;`,
    `let releasing = false;`,
    `const release = () => {`,
    `  const held = document.querySelector('[data-held-press]');`,
    `  if (!held) return;`,
    `  held.removeAttribute('data-held-press');`,
    `  releasing = true;`,
    `  if (held instanceof HTMLFormElement) held.requestSubmit(); else held.click();`,
    `  releasing = false;`,
    `};`,
    `const boot = (island) => {`,
    `  if (island) island.dataset.hydrate = 'load';`,
    `  if (booted) return;`,
    `  booted = true;`,
    `  removeEventListener('hashchange', routed);`,
    `  if (seen) seen.disconnect();`,
    `  import(${JSON.stringify(bootUrl)}).then(() => { settled = true; }, () => { settled = true; release(); });`,
    `};`,
    `const hold = (event) => {`,
    `  const target = event.type === 'submit' ? event.target : event.target instanceof Element && event.target.closest('button');`,
    `  if (!booted || settled || releasing || !(target instanceof HTMLElement) || !target.closest('[data-island]')) return;`,
    `  event.preventDefault();`,
    `  event.stopPropagation();`,
    `  for (const earlier of document.querySelectorAll('[data-held-press]')) earlier.removeAttribute('data-held-press');`,
    `  target.setAttribute('data-held-press', '');`,
    `  setTimeout(release, 5000);`,
    `};`,
    `addEventListener('click', hold, true);`,
    `addEventListener('submit', hold, true);`,
    `const start = (event) => {`,
    `  const target = event.target instanceof Element ? event.target : null;`,
    `  const island = target && target.closest('[data-hydrate="interaction"]');`,
    `  if (island) return boot(island);`,
    `  if (target && target.closest('.site-header')) boot();`,
    `};`,
    `for (const name of events) addEventListener(name, start, { capture: true, passive: true });`,
    `const routes = Array.from(document.querySelectorAll('[data-hydrate="route"]'), (island) => (island.dataset.routes || '').split(' ')).flat();`,
    `const routed = () => {`,
    `  const route = decodeURIComponent(location.hash.slice(1));`,
    `  if (routes.includes(route)) return boot();`,
    `  const section = route && document.getElementById(route);`,
    `  const island = section && (section.closest('[data-hydrate="interaction"]') || section.querySelector('[data-hydrate="interaction"]'));`,
    `  if (island) boot(island);`,
    `};`,
    `addEventListener('hashchange', routed);`,
    `addEventListener('click', (event) => {`,
    `  const link = event.target instanceof Element && event.target.closest('a[data-route]');`,
    `  if (!link || link.closest('[data-hydrated]') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;`,
    `  event.preventDefault();`,
    `  location.hash = link.dataset.route;`,
    `});`,
    `const seen = 'IntersectionObserver' in window ? new IntersectionObserver((entries) => { if (entries.some((entry) => entry.isIntersecting)) boot(); }, { rootMargin: '200px' }) : null;`,
    `for (const island of document.querySelectorAll('[data-hydrate="visible"]')) {`,
    `  if (!seen) { boot(); break; }`,
    `  for (const target of island.children.length > 0 ? island.children : [island]) seen.observe(target);`,
    `}`,
    `routed();`,
  ].join('\n');
}

/** The whole HTML document around an already-rendered page body. */
export function Document({ head, siteName, assets, bodyHtml, theme }: DocumentProps) {
  const fullTitle = head.title.includes(siteName) ? head.title : `${head.title} | ${siteName}`;
  return (
    <html lang="en" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={head.description} />
        <link rel="canonical" href={head.canonicalUrl} />
        {head.noindex && <meta name="robots" content="noindex" />}
        <meta property="og:site_name" content={siteName} />
        <meta property="og:type" content={head.ogType ?? 'website'} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:url" content={head.canonicalUrl} />
        <meta property="og:image" content={new URL(head.ogImage?.src ?? SITE_IMAGE, head.canonicalUrl).toString()} />
        {head.ogImage && <meta property="og:image:alt" content={head.ogImage.alt} />}
        {head.ogImage?.width !== undefined && <meta property="og:image:width" content={String(head.ogImage.width)} />}
        {head.ogImage?.height !== undefined && <meta property="og:image:height" content={String(head.ogImage.height)} />}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="theme-color" content="#17132e" />
        <meta name="color-scheme" content={theme ?? 'light dark'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <link rel="stylesheet" href={assets.css} />
        <script dangerouslySetInnerHTML={{ __html: PAGE_VIEW_SCRIPT }} />
        {jsonLdDocuments(head.jsonLd).map((data, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />
        ))}
        {assets.bootScript && <script type="module" src={assets.bootScript} />}
        {assets.bootOnDemand && <script type="module" dangerouslySetInnerHTML={{ __html: bootOnDemandScript(assets.bootOnDemand) }} />}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </html>
  );
}
