import type { FormEvent } from 'react';
import { THEME_LABELS, THEMES, type Theme } from '../../shared/site/theme';
import type { RoutePattern } from '../../shared/routes';

/**
 * The header's theme choice: a plain POST form to /theme with three buttons (Light, Dark,
 * System), the chosen one pressed. It works without JavaScript (the server sets the cookie and
 * sends the visitor back); the theme-toggle island switches in place instead. The group and its
 * name ('Colour theme') are on a wrapping div: HTML allows no `role` on a <form>, and a named
 * form would be a landmark. The form itself lays out nothing (`display: contents`).
 */
export function ThemeToggle({ theme, path, onChoose }: { theme: Theme; path: string; onChoose?: (theme: Theme, event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <div className="theme-toggle" role="group" aria-label="Colour theme">
      <form
        className="theme-toggle-form"
        method="post"
        action={'/theme' satisfies RoutePattern}
        onSubmit={
          onChoose
            ? (event) => {
                const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
                if (submitter?.value) onChoose(submitter.value as Theme, event);
              }
            : undefined
        }
      >
        <input type="hidden" name="back" value={path} />
        {THEMES.map((choice) => (
          <button key={choice} type="submit" name="theme" value={choice} aria-pressed={theme === choice}>
            {THEME_LABELS[choice]}
            <span className="visually-hidden"> theme</span>
          </button>
        ))}
      </form>
    </div>
  );
}
