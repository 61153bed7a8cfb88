import { useState } from 'react';
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE, themeAttribute, type Theme } from '../../shared/site/theme';
import type { IslandProps } from '../../shared/islands';
import { ThemeToggle } from '../../views/ui/theme-toggle';
import { defineIsland } from '../runtime/define-island';

/**
 * The theme toggle, switched in place: it writes the same `theme` cookie the server's /theme
 * form sets (so the next page is rendered in the chosen theme) and changes `<html data-theme>`.
 */
function ThemeToggleIsland({ theme: initial, path }: IslandProps['theme-toggle']) {
  const [theme, setTheme] = useState<Theme>(initial);
  return (
    <ThemeToggle
      theme={theme}
      path={path}
      onChoose={(next, event) => {
        event.preventDefault();
        const secure = window.location.protocol === 'https:' ? '; Secure' : '';
        // System is no choice: the cookie goes, as the server's form does it.
        const maxAge = next === 'system' ? 0 : THEME_COOKIE_MAX_AGE;
        document.cookie = `${THEME_COOKIE}=${next}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
        const attribute = themeAttribute(next);
        if (attribute) document.documentElement.dataset.theme = attribute;
        else delete document.documentElement.dataset.theme;
        setTheme(next);
      }}
    />
  );
}

export default defineIsland('theme-toggle', ThemeToggleIsland);
