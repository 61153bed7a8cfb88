import { CHINESE_ELEMENTS, CHINESE_SIGNS, type ChineseElement, type ChineseSign } from '../../../shared/chinese-zodiac/chinese-zodiac';
import { ELEMENT_TEXTS } from './elements';
import { CHINESE_SIGN_TEXTS } from './signs';
import { chineseSignTextSchema, elementTextSchema, type ChineseSignText, type ElementText } from './types';

/** The Chinese zodiac writing, checked when the server starts: the twelve signs and the five elements, in order. */
const SIGNS: readonly ChineseSignText[] = CHINESE_SIGN_TEXTS.map((text) => chineseSignTextSchema.parse(text));
const ELEMENTS: readonly ElementText[] = ELEMENT_TEXTS.map((text) => elementTextSchema.parse(text));
CHINESE_SIGNS.forEach((sign, index) => {
  if (SIGNS[index]?.sign !== sign) throw new Error(`Chinese sign text ${index} should be ${sign}, not ${SIGNS[index]?.sign}`);
});
CHINESE_ELEMENTS.forEach((element, index) => {
  if (ELEMENTS[index]?.element !== element) throw new Error(`Element text ${index} should be ${element}, not ${ELEMENTS[index]?.element}`);
});

export const ALL_CHINESE_SIGN_TEXTS = SIGNS;
export const ALL_ELEMENT_TEXTS = ELEMENTS;
export const chineseSignText = (sign: ChineseSign): ChineseSignText => SIGNS.find((text) => text.sign === sign)!;
export const elementText = (element: ChineseElement): ElementText => ELEMENTS.find((text) => text.element === element)!;
