import { z } from 'zod';
import { CHINESE_ELEMENTS, CHINESE_SIGNS } from '../../../shared/chinese-zodiac/chinese-zodiac';
import { keyword, paragraph } from '../text-rules';

/**
 * The Chinese zodiac writing (issue #24): the twelve animal signs and the five elements. Which
 * sign and element a birth date has is in shared/chinese-zodiac/. Validated at start.
 */

export const chineseSignTextSchema = z.object({
  sign: z.enum(CHINESE_SIGNS),
  traits: z.array(keyword).min(4).max(6),
  /** The sign's character: 120-200 words. */
  personality: paragraph(120, 200),
  strengths: paragraph(50, 100),
  challenges: paragraph(50, 100),
  /** In love and friendship: 50-100 words. */
  love: paragraph(50, 100),
  /** At work and with money: 50-100 words. */
  work: paragraph(50, 100),
});
export type ChineseSignText = z.infer<typeof chineseSignTextSchema>;

export const elementTextSchema = z.object({
  element: z.enum(CHINESE_ELEMENTS),
  /** What the element is and how it colours a year: 70-130 words. */
  nature: paragraph(70, 130),
  /** How the element shades any sign born in its years (a Fire Ox, a Water Ox): 40-80 words. */
  inSigns: paragraph(40, 80),
});
export type ElementText = z.infer<typeof elementTextSchema>;
