import type { NumerologyNumber } from '../../../shared/numerology/numerology';
import { href, ROUTES } from '../../../shared/routes';
import type { NumberLink, NumberPart } from '../../../views/numerology/numerology-parts';
import { ALL_NUMBER_TEXTS, numberText } from '../../content/numerology/library';
import { NUMEROLOGY_NUMBERS } from '../../content/numerology/types';

/** The numbers that have a page, as the address spells them: 1 to 9, 11, 22 and 33. */
export const NUMBER_SLUGS = NUMEROLOGY_NUMBERS.map(String) as [string, ...string[]];

/** A number's page, `/numerology/numbers/{number}`, or one part of it (`#life-path`). */
export function numberHref(number: NumerologyNumber, part?: NumberPart): string {
  return `${href(ROUTES.numerologyNumber, { number })}${part ? `#${part}` : ''}`;
}

/** What a list or a link needs of a number. */
export function numberLink(number: NumerologyNumber): NumberLink {
  const text = numberText(number);
  return { number, title: text.title, keywords: text.keywords, href: numberHref(number) };
}

export const allNumberLinks = (): NumberLink[] => ALL_NUMBER_TEXTS.map((text) => numberLink(text.number));
