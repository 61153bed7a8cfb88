import { createContext, useContext, type AllHTMLAttributes, type ReactNode } from 'react';

/**
 * Where the page renderer keeps parts of pages that many requests share (server/render/fragment-cache.tsx):
 * `place` returns what stands in the markup for the part with this key, rendering `render` the
 * first time only. Without it (a test rendering a view alone, the browser) `Cached` renders its
 * children as usual.
 */
export interface FragmentCache {
  place(key: string, render: () => ReactNode): string;
}

export const FragmentCacheContext = createContext<FragmentCache | null>(null);

/** `g` holds a part of a drawing inside its `<svg>`. */
type Wrapper = 'div' | 'footer' | 'form' | 'g' | 'nav' | 'section' | 'ul';

interface CachedProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'children' | 'dangerouslySetInnerHTML'> {
  /** The element that holds the part: what `Cached` renders itself, with the attributes given. */
  as: Wrapper;
  /**
   * Names the part and everything it is drawn from, so two places share a key only when they
   * render the same markup: a part of one feature starts with its name. Anything the part shows
   * that may change (a year, a route table, a viewer's standing) must be in it.
   */
  cacheKey: string;
  /** The inside of the wrapper, built only when it is rendered. Its useId ids carry a prefix of their own, so they never meet the page's. */
  children: () => ReactNode;
}

/**
 * A part of a page rendered once and reused: the footer, the list of signs, a set of related links.
 * Every page that shows it copies its bytes, so React renders it only the first time (the
 * compressor still takes it with the markup around it). Only for markup that depends on nothing
 * but its key.
 */
export function Cached({ as, cacheKey, children, ...attributes }: CachedProps) {
  const cache = useContext(FragmentCacheContext);
  // The attributes given suit any of the wrappers (class names, labels), an SVG group's too.
  const Tag = as as 'div';
  if (!cache) return <Tag {...attributes}>{children()}</Tag>;
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: cache.place(cacheKey, children) }} />;
}

const identities = new WeakMap<object, number>();
let identitiesGiven = 0;

/** A number for an object that lives as long as it (a route table, a deploy's list of articles), for keys: the same object, the same number. */
export function identityOf(of: object): number {
  const known = identities.get(of);
  if (known !== undefined) return known;
  identities.set(of, ++identitiesGiven);
  return identitiesGiven;
}
