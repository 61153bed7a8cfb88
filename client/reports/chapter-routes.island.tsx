import { useEffect } from 'react';
import type { IslandProps } from '../../shared/islands';
import { defineIsland } from '../runtime/define-island';
import { currentRoute, setRoute, subscribeToRoute } from '../runtime/hash-router';

/** Spec 3 §4: an opened chapter is scrolled to after this long (the opening settles first); one chosen by a link in the numerology and yearly reports after `LINK_SCROLL_MS`. */
export const OPEN_SCROLL_MS = 400;
export const LINK_SCROLL_MS = 500;

/**
 * The routes of a report's collapsible chapters (spec 3 §2, §4): the chapters are <details> the
 * server renders (`#chapter-1` …), so they open and close without JavaScript. Once this runs,
 * opening one records its route (a history entry, so Back closes it again); a route of a chapter
 * opens it and scrolls to it after 400 ms; the route `main` closes them all and goes to the top.
 * It draws nothing of its own.
 */
function ChapterRoutes({ selector, linkDelay = false }: IslandProps['chapter-routes']) {
  useEffect(() => {
    const chapters = () => [...document.querySelectorAll<HTMLDetailsElement>(selector)];
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** The route came from a link to a chapter (its number in the chapter list), not from opening it. */
    let viaLink = false;
    const follow = () => {
      const route = currentRoute();
      if (route === 'main') {
        for (const chapter of chapters()) chapter.open = false;
        window.scrollTo({ top: 0 });
      } else {
        const chapter = chapters().find((each) => each.id === route);
        if (chapter && !chapter.open) chapter.open = true;
        if (chapter) {
          clearTimeout(timer);
          timer = setTimeout(() => chapter.scrollIntoView({ block: 'start' }), viaLink && linkDelay ? LINK_SCROLL_MS : OPEN_SCROLL_MS);
        }
      }
    };
    // A reader opening a chapter (a click, or Enter or Space on its summary): the route opens it.
    const clicked = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest('a[href^="#"]');
      viaLink = link !== null && link !== undefined && chapters().some((chapter) => `#${chapter.id}` === link.getAttribute('href'));
      const summary = (event.target as Element | null)?.closest('summary');
      const chapter = summary?.parentElement as HTMLDetailsElement | null | undefined;
      if (!chapter || chapter.open || !chapters().includes(chapter)) return;
      event.preventDefault();
      setRoute(chapter.id);
    };
    document.addEventListener('click', clicked);
    const unsubscribe = subscribeToRoute(follow);
    if (currentRoute()) follow();
    return () => {
      clearTimeout(timer);
      unsubscribe();
      document.removeEventListener('click', clicked);
    };
  }, [selector, linkDelay]);
  // Rendered through the JSX runtime like every island, so the build keeps React and its JSX
  // runtime in the one chunk every page shares (an island with no JSX splits them in two).
  return <></>;
}

export default defineIsland('chapter-routes', ChapterRoutes);
