import type { RoutePattern } from '../routes';

/**
 * The colour theme a visitor chose: light, dark, or the system's (the default). The choice lives
 * in the `theme` cookie, which the server reads to render `<html data-theme>` so the first paint
 * is already right; `system` sets no attribute and the stylesheet follows prefers-color-scheme.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_COOKIE = 'theme';
/** One year, in seconds. */
export const THEME_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** Any cookie or form value, read as a theme: anything unknown is `system`. */
export function parseTheme(value: unknown): Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value) ? (value as Theme) : 'system';
}

/** The `data-theme` attribute for a choice: none for `system`. */
export function themeAttribute(theme: Theme): 'light' | 'dark' | undefined {
  return theme === 'system' ? undefined : theme;
}

/** Where to go back to after choosing: a path on this site only, never another origin. */
export function safeReturnPath(value: unknown): string {
  const home = '/' satisfies RoutePattern;
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.length > 2000) return home;
  return [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) ? home : value;
}
