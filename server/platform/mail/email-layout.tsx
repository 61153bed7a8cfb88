/**
 * The pieces every email's HTML is built from: React components with inline styles (mail clients
 * ignore style sheets and most <style> blocks), rendered to static markup. React escapes every
 * text child and attribute value, so names, product names and links need no escaper of their own;
 * nothing here uses dangerouslySetInnerHTML.
 */

import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface RenderedEmail {
  subject: string;
  /** The plain-text part: every email has one, written to read well on its own. */
  text: string;
  html: string;
}

export interface SiteParams {
  /** Brand name, for example "Starlit". */
  siteName: string;
  /** Public origin of the site, with or without a trailing slash. */
  siteUrl: string;
}

export function siteLink(siteUrl: string, path = ''): string {
  return `${siteUrl.trim().replace(/\/+$/, '')}${path}`;
}

/** "Hi Ana," or, for a blank name, "Hello,": the first line of the text and of the HTML. */
export function textGreeting(firstName: string | undefined): string {
  const name = (firstName ?? '').trim();
  return name ? `Hi ${name},` : 'Hello,';
}

/** The whole HTML part: the doctype React does not write, then the document. */
export function renderEmailHtml(email: ReactElement): string {
  return `<!DOCTYPE html>\n${renderToStaticMarkup(email)}\n`;
}

// --- Styles --------------------------------------------------------------------------------

export const COLORS = {
  page: '#f4f1fa',
  card: '#ffffff',
  brand: '#3d2a78',
  rule: '#e6e0f2',
  text: '#2b2540',
  muted: '#6b6482',
  quote: '#4a4566',
  accent: '#5b3fa8',
} as const;

export const FONT: CSSProperties = { fontFamily: "Georgia,'Times New Roman',serif" };
const PARAGRAPH: CSSProperties = { margin: '0 0 16px 0', ...FONT, fontSize: '16px', lineHeight: '1.6', color: COLORS.text };
const SMALL: CSSProperties = { margin: '0 0 12px 0', ...FONT, fontSize: '13px', lineHeight: '1.5', color: COLORS.muted };
const LINK: CSSProperties = { color: COLORS.accent, textDecoration: 'underline' };
/** The attributes old mail clients need to lay a table out with no gaps of their own. */
const PRESENTATION = { role: 'presentation', cellPadding: 0, cellSpacing: 0, border: 0 } as const;

// --- Components ----------------------------------------------------------------------------

export function Paragraph({ children }: { children: ReactNode }) {
  return <p style={PARAGRAPH}>{children}</p>;
}

/** Footer-sized, muted text. */
export function SmallPrint({ children, breakAll = false }: { children: ReactNode; breakAll?: boolean }) {
  return <p style={breakAll ? { ...SMALL, wordBreak: 'break-all' } : SMALL}>{children}</p>;
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} style={LINK}>
      {children}
    </a>
  );
}

/** A link drawn as a button: a one-cell table, which every mail client pads and colours. */
export function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <table {...PRESENTATION} style={{ margin: '8px 0 24px 0' }}>
      <tbody>
        <tr>
          <td style={{ borderRadius: '6px', backgroundColor: COLORS.accent }}>
            <a
              href={href}
              style={{ display: 'inline-block', padding: '12px 24px', ...FONT, fontSize: '16px', fontWeight: 'bold', color: '#ffffff', textDecoration: 'none', borderRadius: '6px' }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export function Greeting({ firstName }: { firstName: string | undefined }) {
  return <Paragraph>{textGreeting(firstName)}</Paragraph>;
}

export function SignOff({ siteName }: { siteName: string }) {
  return <Paragraph>{`The ${siteName} team`}</Paragraph>;
}

export interface EmailLayoutProps extends SiteParams {
  /** The document's title: the subject. */
  title: string;
  /** The hidden line many inboxes show after the subject. */
  preheader: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The page every email shares: a lilac background, a white card with the site's name on top, the body, and a footer under a rule. */
export function EmailLayout({ siteName, siteUrl, title, preheader, children, footer }: EmailLayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: '0', padding: '0', backgroundColor: COLORS.page }}>
        <div style={{ display: 'none', maxHeight: '0', overflow: 'hidden', opacity: '0' }}>{preheader}</div>
        <table {...PRESENTATION} width="100%" style={{ backgroundColor: COLORS.page }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table {...PRESENTATION} width="100%" style={{ maxWidth: '560px', backgroundColor: COLORS.card, borderRadius: '8px' }}>
                  <tbody>
                    <tr>
                      <td style={{ padding: '20px 32px', borderBottom: `1px solid ${COLORS.rule}`, ...FONT, fontSize: '22px', fontWeight: 'bold', color: COLORS.brand }}>
                        <a href={siteLink(siteUrl)} style={{ color: COLORS.brand, textDecoration: 'none' }}>
                          {siteName}
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '28px 32px 12px 32px' }}>{children}</td>
                    </tr>
                    <tr>
                      <td style={{ padding: '16px 32px 24px 32px', borderTop: `1px solid ${COLORS.rule}` }}>{footer}</td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
