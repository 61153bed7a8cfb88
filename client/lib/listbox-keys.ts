import type { KeyboardEvent } from 'react';

/**
 * The keys of a text box with a list of suggestions (the WAI-ARIA combobox pattern): the arrows
 * move the highlight round the list, Enter chooses the highlighted option (and sends no form),
 * Escape closes the list without closing a dialog around it. Call it from the box's onKeyDown
 * while the list is showing.
 */
export function listboxKeyDown<T>(event: KeyboardEvent<HTMLElement>, options: readonly T[], active: number, on: { move(index: number): void; choose(option: T): void; close(): void }): void {
  if (options.length === 0) return;
  if (event.key === 'ArrowDown') {
    event.preventDefault();
    on.move((active + 1) % options.length);
  } else if (event.key === 'ArrowUp') {
    event.preventDefault();
    on.move((active - 1 + options.length) % options.length);
  } else if (event.key === 'Enter' && active >= 0) {
    event.preventDefault();
    on.choose(options[active]!);
  } else if (event.key === 'Escape') {
    event.stopPropagation();
    on.close();
  }
}
