import { z } from 'zod';
import { DescriptionSchema, PriceSchema, TeeupSchema } from '../../../shared/store/catalogue';

/**
 * The store's catalogue (issue #13): one entry per product, written in this folder and checked
 * when the server starts. Shapes are shared/store/catalogue.ts's; these add the writing's rules.
 */

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);
const whole = (text: string) => /^[A-Z0-9$"“‘(]/.test(text) && /[.!?]["”’)]?$/.test(text);
const line = (min: number, max: number) => z.string().min(min).max(max).refine((text) => text.trim() === text && !/\s{2}/.test(text), 'no stray spaces');
const prose = (min: number, max: number) => line(min, max).refine(whole, 'whole sentences');

export const catalogueDescriptionSchema = DescriptionSchema.extend({
  code: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(80),
  long_name: line(5, 100),
  product_name: line(3, 60),
  message: line(10, 120),
  subheader: line(10, 160),
  short_description: prose(40, 320).refine((text) => sentences(text).length <= 2, 'one or two sentences'),
  long_description: z
    .string()
    .refine((text) => {
      const paragraphs = text.split('\n\n');
      return paragraphs.length >= 2 && paragraphs.length <= 4 && paragraphs.every((paragraph) => paragraph.length >= 80 && whole(paragraph) && !paragraph.includes('\n'));
    }, 'two to four paragraphs of whole sentences'),
  product_url: z.string().regex(/^\/[a-z0-9/-]+$/),
});

export const catalogueEntrySchema = z
  .object({
    description: catalogueDescriptionSchema,
    price: PriceSchema,
    teeup: TeeupSchema.extend({ headline: line(5, 60), points: z.array(line(10, 140)).min(2).max(5), button_text: line(3, 30) }),
    /** The SUGGESTED READING candidates, in order of preference (codes of other products). */
    upsells: z.array(z.string()).max(4),
    /** Coins a coin package grants. */
    kc_granted: z.number().int().positive().optional(),
  })
  .refine((entry) => entry.description.slug === entry.description.code && entry.teeup.code === entry.description.code, 'code, slug and teeup code agree')
  .refine((entry) => entry.description.on_sale === entry.price.usd.original > entry.price.usd.current, 'on_sale exactly when the original price is higher')
  .refine((entry) => entry.description.free === (entry.price.usd.current === 0), 'free exactly when the dollar price is 0')
  .refine((entry) => (entry.description.type === 'Karma Coins') === (entry.kc_granted !== undefined), 'coin packages grant coins, nothing else does')
  .refine((entry) => (entry.description.type === 'Karma Coins' || entry.description.type === 'Subscription') === (entry.price.kc === null), 'coins pay for readings and reports only')
  .refine((entry) => !entry.upsells.includes(entry.description.code), 'a product is not its own upsell');

export type CatalogueEntryInput = z.input<typeof catalogueEntrySchema>;
export type CatalogueItem = z.output<typeof catalogueEntrySchema>;

/** A one-time price: dollars in cents and, when coins can pay, coins. An `original` above `cents` is a sale. */
export function oneTime(cents: number, coins: number | null, sale?: { cents: number; coins: number; message: string }) {
  return {
    usd: { current: cents, original: sale?.cents ?? cents, message: sale?.message ?? '', billing_type: 'one_time' as const },
    kc: coins === null ? null : { current: coins, original: sale?.coins ?? coins, message: '', billing_type: 'one_time' as const },
  };
}

/** A monthly subscription's price: dollars only (coins never pay for a subscription). */
export function monthly(cents: number, message: string) {
  return { usd: { current: cents, original: cents, message, billing_type: 'monthly' as const }, kc: null };
}

/** The words and facets of an entry: everything in its description that `catalogueEntry` does not derive. */
export type EntryCopy = Omit<CatalogueEntryInput['description'], 'code' | 'slug' | 'type' | 'free' | 'on_sale' | 'available'>;

/**
 * One catalogue entry. The code is also its slug and its teeup's code, and `free` and `on_sale`
 * follow from the dollar price, as the schema requires.
 */
export function catalogueEntry(
  code: string,
  type: CatalogueEntryInput['description']['type'],
  copy: EntryCopy,
  price: CatalogueEntryInput['price'],
  teeup: Omit<CatalogueEntryInput['teeup'], 'code'>,
  upsells: string[],
  options: { available?: boolean; kc_granted?: number } = {},
): CatalogueEntryInput {
  return {
    description: { code, slug: code, type, ...copy, free: price.usd.current === 0, on_sale: price.usd.original > price.usd.current, available: options.available ?? true },
    price,
    teeup: { code, ...teeup },
    upsells,
    ...(options.kc_granted === undefined ? {} : { kc_granted: options.kc_granted }),
  };
}
