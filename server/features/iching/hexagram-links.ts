import { hexagramShape } from '../../../shared/iching/hexagrams';
import { href, ROUTES } from '../../../shared/routes';
import type { HexagramLink } from '../../../views/iching/iching-pages';
import { hexagramSlug, hexagramText } from '../../content/iching/library';

/** A hexagram's page: `/i-ching/hexagrams/{slug}`. */
export const hexagramHref = (number: number): string => href(ROUTES.hexagram, { slug: hexagramSlug(hexagramText(number)) });

/** What a list or a link needs of a hexagram. */
export function hexagramLink(number: number): HexagramLink {
  const text = hexagramText(number);
  return { number, name: text.name, pinyin: text.pinyin, href: hexagramHref(number), lines: [...hexagramShape(number)!.lines] };
}
